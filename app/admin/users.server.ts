/**
 * The admin console's Users tab (spec 002 §2, §6, §7): profiles newest first, searched by name or
 * e-mail, with sign-up counts for today and the last 7 days, and role changes that never leave
 * the site without an admin. Every change is written with its audit entry in one D1 batch.
 */
import { and, count, desc, eq, gte, ne, or, sql, type SQL } from "drizzle-orm";
import { effectiveRole, isAdminByDomain } from "~/auth/roles";
import { db } from "~/db/client.server";
import { users, type Role } from "~/db/schema";
import { appConfig } from "~/lib/env.server";
import { auditEntry, type AuditActor } from "~/audit/audit-log.server";

export const USERS_PAGE_SIZE = 20;

export type AdminUserRow = {
  id: string;
  email: string;
  name: string;
  /** The role the account has now (effectiveRole). */
  role: Role;
  /** No role was ever set and the company-domain rule makes the account an admin. */
  roleByDomain: boolean;
  createdAt: Date;
  verified: boolean;
};

export type AdminUserPage = {
  users: AdminUserRow[];
  total: number;
  page: number;
  totalPages: number;
  /** Sign-ups since midnight (UTC) and in the last 7 days, over all users. */
  today: number;
  lastWeek: number;
  admins: number;
};

const DAY_MS = 24 * 60 * 60 * 1000;

export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

function likeAny(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * effectiveRole's "is an admin" in SQL, over the `users` row named `table`: a stored admin, or a
 * patient whose role was never set with a verified address at the company domain.
 */
function isEffectiveAdmin(table: string, adminEmailDomain: string): SQL {
  const t = sql.raw(table);
  const domain = adminEmailDomain.trim().toLowerCase();
  if (!domain) return sql`(${t}.role = 'admin')`;
  const suffix = `@${domain}`;
  return sql`(${t}.role = 'admin' OR (${t}.role = 'patient' AND ${t}.role_set_at IS NULL AND ${t}.email_verified_at IS NOT NULL AND lower(substr(${t}.email, ${-suffix.length})) = ${suffix}))`;
}

/** One page of users, newest first; `q` matches first name, last name, full name or e-mail. */
export async function listUsers({ q, page }: { q?: string; page: number }, now = new Date()): Promise<AdminUserPage> {
  const domain = appConfig().ADMIN_EMAIL_DOMAIN;
  const text = q?.trim().slice(0, 100);
  const pattern = text ? likeAny(text) : undefined;
  const where = pattern
    ? or(sql`${users.email} LIKE ${pattern} ESCAPE '\\'`, sql`(${users.firstName} || ' ' || ${users.lastName}) LIKE ${pattern} ESCAPE '\\'`)
    : undefined;
  const since = (ms: number) =>
    db()
      .select({ n: count() })
      .from(users)
      .where(gte(users.createdAt, new Date(ms)));
  const [totals, today, lastWeek, admins] = await db().batch([
    db().select({ n: count() }).from(users).where(where),
    since(startOfUtcDay(now).getTime()),
    since(now.getTime() - 7 * DAY_MS),
    db().select({ n: count() }).from(users).where(isEffectiveAdmin("users", domain)),
  ]);
  const total = totals[0]?.n ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / USERS_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), totalPages);
  const rows = await db()
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      roleSetAt: users.roleSetAt,
      createdAt: users.createdAt,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(USERS_PAGE_SIZE)
    .offset((current - 1) * USERS_PAGE_SIZE);
  return {
    users: rows.map((r) => ({
      id: r.id,
      email: r.email,
      name: `${r.firstName} ${r.lastName}`.trim(),
      role: effectiveRole(r, domain),
      roleByDomain: isAdminByDomain(r, domain),
      createdAt: r.createdAt,
      verified: r.emailVerifiedAt !== null,
    })),
    total,
    page: current,
    totalPages,
    today: today[0]?.n ?? 0,
    lastWeek: lastWeek[0]?.n ?? 0,
    admins: admins[0]?.n ?? 0,
  };
}

/** A user's id, e-mail and current role (effectiveRole), with whether the domain rule gives it. */
export async function findUser(id: string) {
  const row = await db()
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      roleSetAt: users.roleSetAt,
      emailVerifiedAt: users.emailVerifiedAt,
      providerId: users.providerId,
      practiceRole: users.practiceRole,
    })
    .from(users)
    .where(eq(users.id, id))
    .get();
  if (!row) return undefined;
  const domain = appConfig().ADMIN_EMAIL_DOMAIN;
  return {
    id: row.id,
    email: row.email,
    role: effectiveRole(row, domain),
    roleByDomain: isAdminByDomain(row, domain),
    providerId: row.providerId,
    practiceRole: row.practiceRole,
  };
}

export type RoleChange =
  | {
      ok: true;
      email: string;
      from: Role;
      to: Role;
      changed: boolean;
      /** The listing the account owned and no longer does (its public pages change: it can be claimed again). */
      unlinkedOwnerOf?: string;
    }
  | { ok: false; reason: "not-found" | "last-admin" };

/**
 * Sets a user's role and marks it as set (role_set_at), so it wins over the company-domain rule
 * from then on (issue 33 finding 3). Roles are compared as the account has them now, domain rule
 * included. Demoting the last admin is refused: checked first (for the message), and again by the
 * update's own condition, so two admins demoting each other at once can never leave the site
 * without an admin (the loser's update changes nothing; see decision 015).
 */
export async function changeUserRole(actor: AuditActor, userId: string, role: Role): Promise<RoleChange> {
  const target = await findUser(userId);
  if (!target) return { ok: false, reason: "not-found" };
  // An admin by the domain rule who is made admin gets the role stored, so it no longer hangs on the domain.
  if (target.role === role && !target.roleByDomain) return { ok: true, email: target.email, from: target.role, to: role, changed: false };
  const domain = appConfig().ADMIN_EMAIL_DOMAIN;
  const otherAdminRemains = sql`EXISTS (SELECT 1 FROM users AS other WHERE ${isEffectiveAdmin("other", domain)} AND other.id <> ${userId})`;
  const demotesAdmin = target.role === "admin" && role !== "admin";
  if (demotesAdmin) {
    const others = await db()
      .select({ n: count() })
      .from(users)
      .where(and(isEffectiveAdmin("users", domain), ne(users.id, userId)))
      .get();
    if (!others?.n) return { ok: false, reason: "last-admin" };
  }
  const guard = demotesAdmin ? and(eq(users.id, userId), otherAdminRemains) : eq(users.id, userId);
  const from = target.roleByDomain ? "admin (company domain)" : target.role;
  const now = new Date();
  await db().batch([
    // Only a provider account is linked to a listing (issue 34): any other role unlinks it, and an
    // owner's listing can then be claimed again.
    db()
      .update(users)
      .set(
        role === "provider"
          ? { role, roleSetAt: now, updatedAt: now }
          : { role, roleSetAt: now, updatedAt: now, providerId: null, practiceRole: null },
      )
      .where(guard),
    auditEntry(actor, {
      action: "role.change",
      targetType: "user",
      targetId: userId,
      summary: `Changed role of ${target.email} from ${from} to ${role}`,
    }),
  ]);
  const unlinkedOwnerOf = role !== "provider" && target.practiceRole === "owner" && target.providerId ? target.providerId : undefined;
  return { ok: true, email: target.email, from: target.role, to: role, changed: true, unlinkedOwnerOf };
}
