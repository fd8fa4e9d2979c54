/**
 * Reviewing an extracted profile (requirements 002 §4: pending, then approved or rejected).
 * Approving creates the provider (the §9 defaults, 5 years of experience) and its lead through the
 * provider intake, in one D1 batch with the result's new status and the audit entry; approving twice
 * finds the first provider (a stable id) and writes nothing new. Rejecting only marks the result.
 * A profile that matches an existing provider by name and location is not approved.
 */
import { and, eq } from "drizzle-orm";
import { auditEntry, type AuditActor } from "~/audit/audit-log.server";
import { db } from "~/db/client.server";
import { extractionResults } from "~/db/schema";
import { approveIntake, intakeProviderId, isRefusal, type IntakeProfile } from "~/imports/provider-intake.server";
import type { ExtractedProfile } from "./extract-profile";
import { jobView, profileLocation } from "./jobs.server";
import { EXTRACTION_MESSAGES } from "./messages";

export type ReviewOutcome =
  { ok: true; name: string; providerId?: string; leadTracked: boolean; already: boolean } | { ok: false; status: number; message: string };

/** The import fields of requirements 002 §3 an extracted profile fills. */
export function intakeProfileOf(profile: ExtractedProfile): IntakeProfile {
  const image = profile.images.facade[0] ?? profile.images.providers[0];
  return {
    name: profile.name,
    type: profile.type,
    city: profile.location.city || undefined,
    state: profile.location.state || undefined,
    zipCode: profile.location.zip || undefined,
    address: profile.location.address || undefined,
    phone: profile.contact.phone || undefined,
    email: profile.contact.email || undefined,
    website: profile.source_url,
    image,
    practiceName: profile.name,
    specialties: profile.services.slice(0, 3),
    services: profile.services,
    boardCertifications: profile.credentials,
  };
}

async function loadResult(resultId: string) {
  const row = await db().query.extractionResults.findFirst({ where: eq(extractionResults.id, resultId) });
  return row ? { ...row, profile: row.profile as unknown as ExtractedProfile } : undefined;
}

export async function approveResult(actor: AuditActor, resultId: string): Promise<ReviewOutcome> {
  const result = await loadResult(resultId);
  if (!result || result.reviewStatus === "rejected") return { ok: false, status: 409, message: EXTRACTION_MESSAGES.approveFailed };
  const name = result.profile.name;
  if (result.reviewStatus === "approved")
    return { ok: true, name, providerId: result.providerId ?? undefined, leadTracked: true, already: true };
  const view = await jobView(result.jobId);
  const duplicate = view?.results.find((r) => r.id === result.id)?.duplicate;
  if (duplicate)
    return { ok: false, status: 409, message: EXTRACTION_MESSAGES.duplicate(duplicate.name, duplicate.location, duplicate.id) };
  const providerId = intakeProviderId("extraction", result.id);
  const database = db();
  try {
    const outcome = await approveIntake(intakeProfileOf(result.profile), {
      providerId,
      source: "extraction",
      alongside: [
        database
          .update(extractionResults)
          .set({ reviewStatus: "approved", providerId })
          .where(and(eq(extractionResults.id, result.id), eq(extractionResults.reviewStatus, "pending"))),
        auditEntry(actor, {
          action: "extraction.approve",
          targetType: "provider",
          targetId: providerId,
          summary: `Approved extracted profile ${name} (${profileLocation(result.profile) || "no location"}) from ${result.sourceUrl}`,
        }),
      ],
    });
    if (isRefusal(outcome)) return { ok: false, status: 409, message: outcome.message };
    return { ok: true, name: outcome.name, providerId, leadTracked: outcome.leadTracked, already: false };
  } catch (error) {
    return { ok: false, status: 500, message: EXTRACTION_MESSAGES.createFailed(error instanceof Error ? error.message : String(error)) };
  }
}

export async function rejectResult(actor: AuditActor, resultId: string): Promise<ReviewOutcome> {
  const result = await loadResult(resultId);
  if (!result) return { ok: false, status: 404, message: "This extracted profile no longer exists." };
  if (result.reviewStatus !== "pending")
    return { ok: false, status: 409, message: `${result.profile.name} was already ${result.reviewStatus}.` };
  const database = db();
  await database.batch([
    database
      .update(extractionResults)
      .set({ reviewStatus: "rejected" })
      .where(and(eq(extractionResults.id, result.id), eq(extractionResults.reviewStatus, "pending"))),
    auditEntry(actor, {
      action: "extraction.reject",
      targetType: "extraction_result",
      targetId: result.id,
      summary: `Rejected extracted profile ${result.profile.name} from ${result.sourceUrl}`,
    }),
  ]);
  return { ok: true, name: result.profile.name, leadTracked: true, already: false };
}
