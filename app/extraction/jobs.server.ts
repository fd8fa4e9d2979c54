/**
 * Extraction jobs as the admin sees them (requirements 002 §2 "Automated Web Extraction", §3
 * "Extraction job"): starting one (the job and one target per URL in D1, one Queue message per
 * target), and its progress, results and per-target errors for the page and its polling endpoint.
 * The consumer (consumer.server.ts) does the crawling; docs/decisions/018 and 019.
 */
import { env } from "cloudflare:workers";
import { and, count, desc, eq, inArray, lt, or, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { extractionJobs, extractionResults, extractionTargets, providers, REVIEW_STATUSES } from "~/db/schema";
import { newId } from "~/lib/ids";
import type { ExtractionMessage } from "./consumer.server";
import { CLAIM_LEASE_MS } from "./consumer.server";
import { duplicateKey } from "~/imports/duplicate-key";
import type { ExtractedProfile } from "./extract-profile";

/** Rows per insert: drizzle binds all 7 columns of a target (defaults too), under D1's 100 per statement. */
const TARGETS_PER_INSERT = 14;
/** Messages per `sendBatch` (the Queue's limit is 100). */
const MESSAGES_PER_SEND = 100;
/** A target untouched this long while its job runs lost its message (a delivery deferral touches it every few seconds). */
export const LOST_AFTER_MS = CLAIM_LEASE_MS + 90_000;

export async function startJob(actorId: string, urls: string[]): Promise<string> {
  const database = db();
  const jobId = newId();
  const targets = urls.map((url) => ({ id: newId(), jobId, url }));
  const inserts = [];
  for (let i = 0; i < targets.length; i += TARGETS_PER_INSERT)
    inserts.push(database.insert(extractionTargets).values(targets.slice(i, i + TARGETS_PER_INSERT)));
  await database.batch([database.insert(extractionJobs).values({ id: jobId, createdBy: actorId, total: urls.length }), ...inserts]);
  await sendTargets(targets.map((t) => ({ jobId, targetId: t.id })));
  return jobId;
}

async function sendTargets(messages: ExtractionMessage[]) {
  for (let i = 0; i < messages.length; i += MESSAGES_PER_SEND)
    await env.EXTRACTION_QUEUE.sendBatch(messages.slice(i, i + MESSAGES_PER_SEND).map((body) => ({ body })));
}

/**
 * Sends again the targets of a running job whose message was lost (pending or claimed, untouched
 * for LOST_AFTER_MS); the consumer is idempotent, so a message that was only slow costs one skip.
 */
export async function resendLostTargets(jobId: string, now = Date.now()): Promise<number> {
  const database = db();
  const lost = await database
    .update(extractionTargets)
    .set({ updatedAt: new Date(now) })
    .where(
      and(
        eq(extractionTargets.jobId, jobId),
        inArray(extractionTargets.status, ["pending", "fetching"]),
        lt(extractionTargets.updatedAt, new Date(now - LOST_AFTER_MS)),
      ),
    )
    .returning({ id: extractionTargets.id });
  await sendTargets(lost.map((t) => ({ jobId, targetId: t.id })));
  return lost.length;
}

export async function latestJobId(): Promise<string | undefined> {
  const [row] = await db().select({ id: extractionJobs.id }).from(extractionJobs).orderBy(desc(extractionJobs.createdAt)).limit(1);
  return row?.id;
}

export type ResultView = {
  id: string;
  sourceUrl: string;
  reviewStatus: (typeof REVIEW_STATUSES)[number];
  providerId: string | null;
  confidenceScore: number;
  profile: ExtractedProfile;
  duplicate: { id: string; name: string; location: string } | null;
};

export type JobView = {
  /** When this view was read (the page keeps the newer of its loader's and its last poll's). */
  at: number;
  job: { id: string; status: "queued" | "running" | "completed" | "failed"; total: number; createdAt: number; completedAt: number | null };
  counts: { queued: number; fetching: number; done: number; failed: number };
  /** Seconds left at the pace so far; null before the first target settles and after the end. */
  etaSeconds: number | null;
  results: ResultView[];
  errors: { url: string; error: string }[];
};

export function isRunning(view: Pick<JobView, "job">): boolean {
  return view.job.status === "queued" || view.job.status === "running";
}

/** The profile's place as the directory writes it ("City, ST"). */
export function profileLocation(profile: ExtractedProfile): string {
  return [profile.location.city, profile.location.state].filter(Boolean).join(", ");
}

/** Existing providers whose normalised name and location match a pending profile's. */
async function duplicatesOf(results: { id: string; profile: ExtractedProfile }[]) {
  const found = new Map<string, ResultView["duplicate"]>();
  const pending = results.filter((r) => r.profile.name && profileLocation(r.profile));
  for (let i = 0; i < pending.length; i += 40) {
    const chunk = pending.slice(i, i + 40);
    // Candidates share the name or the place, whatever the case; the keys then compare them in full.
    const names = [...new Set(chunk.map((r) => r.profile.name.toLowerCase()))];
    const places = [...new Set(chunk.map((r) => profileLocation(r.profile).toLowerCase()))];
    const rows = await db()
      .select({ id: providers.id, name: providers.name, location: providers.location })
      .from(providers)
      .where(or(inArray(sql`lower(${providers.name})`, names), inArray(sql`lower(${providers.location})`, places)));
    const byKey = new Map<string, { id: string; name: string; location: string }[]>();
    for (const row of rows)
      byKey.set(duplicateKey(row.name, row.location), [...(byKey.get(duplicateKey(row.name, row.location)) ?? []), row]);
    for (const r of chunk) {
      // The provider this very profile became is not its duplicate.
      const match = byKey.get(duplicateKey(r.profile.name, profileLocation(r.profile)))?.find((p) => p.id !== `extraction-${r.id}`);
      if (match) found.set(r.id, match);
    }
  }
  return found;
}

export async function jobView(jobId: string, now = Date.now()): Promise<JobView | undefined> {
  const database = db();
  const job = await database.query.extractionJobs.findFirst({ where: eq(extractionJobs.id, jobId) });
  if (!job) return undefined;
  const [byStatus, results, failures] = await Promise.all([
    database
      .select({ status: extractionTargets.status, n: count() })
      .from(extractionTargets)
      .where(eq(extractionTargets.jobId, jobId))
      .groupBy(extractionTargets.status),
    database.select().from(extractionResults).where(eq(extractionResults.jobId, jobId)).orderBy(extractionResults.createdAt),
    database
      .select({ url: extractionTargets.url, error: extractionTargets.error })
      .from(extractionTargets)
      .where(and(eq(extractionTargets.jobId, jobId), eq(extractionTargets.status, "failed")))
      .orderBy(extractionTargets.updatedAt),
  ]);
  const n = (status: string) => byStatus.find((row) => row.status === status)?.n ?? 0;
  const counts = { queued: n("pending"), fetching: n("fetching"), done: n("done"), failed: n("failed") };
  const settled = counts.done + counts.failed;
  const running = job.status === "queued" || job.status === "running";
  const elapsed = now - job.createdAt.getTime();
  const etaSeconds = running && settled > 0 ? Math.max(1, Math.round(((job.total - settled) * elapsed) / settled / 1000)) : null;
  const typed = results.map((r) => ({ ...r, profile: r.profile as unknown as ExtractedProfile }));
  const duplicates = await duplicatesOf(typed.filter((r) => r.reviewStatus === "pending"));
  return {
    at: now,
    job: {
      id: job.id,
      status: job.status,
      total: job.total,
      createdAt: job.createdAt.getTime(),
      completedAt: job.completedAt?.getTime() ?? null,
    },
    counts,
    etaSeconds,
    results: typed.map((r) => ({
      id: r.id,
      sourceUrl: r.sourceUrl,
      reviewStatus: r.reviewStatus,
      providerId: r.providerId,
      confidenceScore: r.confidenceScore,
      profile: r.profile,
      duplicate: duplicates.get(r.id) ?? null,
    })),
    errors: failures.map((f) => ({ url: f.url, error: f.error ?? "Extraction job failed" })),
  };
}

/** Every result of a job, for the CSV download. */
export async function jobResults(jobId: string) {
  const rows = await db()
    .select()
    .from(extractionResults)
    .where(eq(extractionResults.jobId, jobId))
    .orderBy(extractionResults.createdAt, sql`rowid`);
  return rows.map((r) => ({ ...r, profile: r.profile as unknown as ExtractedProfile }));
}
