/**
 * Checked credentials (issue 36 item 3; decision 044): a provider's license and board certification
 * in provider_credentials, one row per provider. The practice's owner submits them (status
 * unchecked); an admin checks them with the issuing board (checked, expired or suspended, with the
 * day, the admin and the source). Changing the license or board after a check sends it back to
 * unchecked, keeping the last check's record for the next admin. Every submission is a
 * listing_changes row and every check an admin_audit_log row, each in the write's own D1 batch.
 */
import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { auditEntry, type AuditActor } from "~/audit/audit-log.server";
import { db } from "~/db/client.server";
import { listingChanges, providerCredentials, providers, type CredentialStatus, type ProviderCredentials } from "~/db/schema";
import { newId } from "~/lib/ids";
import { sanitizeUserText } from "~/lib/sanitize";
import type { PracticeAccess } from "~/practice/access.server";
import { boardName } from "./boards";
import type { CheckInput, CredentialsInput } from "./schemas";

type LicenseFields = Pick<ProviderCredentials, "licenseNumber" | "licenseState" | "boardCode" | "boardSpecialty">;

/** The license fields as stored: the specialty cleaned like every typed text, empty as null. */
export function licenseFields(value: CredentialsInput): LicenseFields {
  const specialty = value.boardSpecialty ? sanitizeUserText(value.boardSpecialty) : "";
  return {
    licenseNumber: value.licenseNumber,
    licenseState: value.licenseState,
    boardCode: value.boardCode && specialty ? value.boardCode : null,
    boardSpecialty: value.boardCode && specialty ? specialty : null,
  };
}

/** The fields in one line, for the change log and the audit log: "FL ME12345 · ABPS: Plastic Surgery". */
function describe(fields: LicenseFields): string {
  const board = fields.boardCode ? ` · ${fields.boardCode}: ${fields.boardSpecialty}` : "";
  return `${fields.licenseState} ${fields.licenseNumber}${board}`;
}

const sameFields = (a: LicenseFields, b: LicenseFields) => describe(a) === describe(b);

/**
 * The row's insert or update. Not an upsert: an upsert's conflict clause would also govern the
 * directory-version triggers' INSERT OR REPLACE (migration 0021) and fail them.
 */
function writeRow(providerId: string, exists: boolean, row: Omit<typeof providerCredentials.$inferInsert, "providerId">) {
  return exists
    ? db().update(providerCredentials).set(row).where(eq(providerCredentials.providerId, providerId))
    : db()
        .insert(providerCredentials)
        .values({ providerId, ...row });
}

export async function credentialsOf(providerId: string): Promise<ProviderCredentials | undefined> {
  return db().select().from(providerCredentials).where(eq(providerCredentials.providerId, providerId)).get();
}

/**
 * The owner's submission for its own listing: a change (or a first submission) sets the status to
 * unchecked, whatever the last check found; the same fields again change nothing.
 */
export async function submitCredentials(access: PracticeAccess, value: CredentialsInput): Promise<{ changed: boolean }> {
  const current = await credentialsOf(access.providerId);
  const next = licenseFields(value);
  if (current && sameFields(current, next)) return { changed: false };
  const now = new Date();
  const row = { ...next, status: "unchecked" as const, submittedBy: access.user.id, submittedAt: now, updatedAt: now };
  await db().batch([
    writeRow(access.providerId, Boolean(current), row),
    db()
      .insert(listingChanges)
      .values({
        id: newId(),
        providerId: access.providerId,
        actorId: access.user.id,
        actorEmail: access.user.email,
        field: "credentials",
        before: current ? describe(current) : null,
        after: describe(next),
        createdAt: now,
      }),
  ]);
  return { changed: true };
}

export type CheckOutcome = { ok: true; providerName: string } | { ok: false };

/** An admin's check of a provider's license (the fields as checked), with its audit entry. */
export async function checkCredentials(admin: AuditActor, value: CheckInput): Promise<CheckOutcome> {
  const [provider, current] = await Promise.all([
    db().select({ name: providers.name }).from(providers).where(eq(providers.id, value.providerId)).get(),
    credentialsOf(value.providerId),
  ]);
  if (!provider) return { ok: false };
  const fields = licenseFields(value);
  const source = sanitizeUserText(value.source);
  const now = new Date();
  const row = {
    ...fields,
    status: value.status,
    checkedOn: value.checkedOn,
    checkedBy: admin.id,
    checkedByEmail: admin.email,
    checkSource: source,
    checkedAt: now,
    updatedAt: now,
  };
  await db().batch([
    writeRow(value.providerId, Boolean(current), row),
    auditEntry(admin, {
      action: "credentials.check",
      targetType: "provider",
      targetId: value.providerId,
      summary: `${value.status}: ${describe(fields)}, checked on ${value.checkedOn} (source: ${source})`,
    }),
  ]);
  return { ok: true, providerName: provider.name };
}

export const CREDENTIALS_PAGE_SIZE = 25;

/**
 * The admins' list: submitted but unchecked first (oldest submission first), then the rest (most
 * recently changed first); filtered by status and by the provider's name or place.
 */
export async function credentialQueue({ status, q, page }: { status?: CredentialStatus; q?: string; page: number }) {
  const conditions: SQL[] = [];
  if (status) conditions.push(eq(providerCredentials.status, status));
  // instr, not LIKE: D1 refuses LIKE patterns over 50 bytes.
  if (q) conditions.push(sql`instr(lower(${providers.name} || ' ' || ${providers.location}), ${q.toLowerCase()}) > 0`);
  const where = conditions.length ? and(...conditions) : undefined;
  const waiting = sql`(${providerCredentials.status} = 'unchecked')`;
  const [rows, [total]] = await Promise.all([
    db()
      .select({ credentials: providerCredentials, name: providers.name, location: providers.location })
      .from(providerCredentials)
      .innerJoin(providers, eq(providers.id, providerCredentials.providerId))
      .where(where)
      .orderBy(desc(waiting), asc(sql`CASE WHEN ${waiting} THEN ${providerCredentials.updatedAt} END`), desc(providerCredentials.updatedAt))
      .limit(CREDENTIALS_PAGE_SIZE)
      .offset((page - 1) * CREDENTIALS_PAGE_SIZE),
    db()
      .select({ n: count() })
      .from(providerCredentials)
      .innerJoin(providers, eq(providers.id, providerCredentials.providerId))
      .where(where),
  ]);
  return {
    rows: rows.map((r) => ({
      ...r.credentials,
      name: r.name,
      location: r.location,
      board: r.credentials.boardCode && boardName(r.credentials.boardCode),
    })),
    total: total?.n ?? 0,
    totalPages: Math.max(1, Math.ceil((total?.n ?? 0) / CREDENTIALS_PAGE_SIZE)),
  };
}

/** The provider an admin opened the check form for, with its credentials (if any). */
export async function providerToCheck(providerId: string) {
  const provider = await db()
    .select({ id: providers.id, name: providers.name, location: providers.location })
    .from(providers)
    .where(eq(providers.id, providerId))
    .get();
  if (!provider) return null;
  return { provider, credentials: (await credentialsOf(providerId)) ?? null };
}
