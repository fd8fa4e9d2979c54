/**
 * The extraction Queue consumer's work for one message. Messages arrive at least once, so every
 * step is idempotent: a target already done is acknowledged without fetching again, and the
 * result row is unique per target.
 */
import { and, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { extractionJobs, extractionResults, extractionTargets } from "~/db/schema";
import { newId } from "~/lib/ids";
import { CrawlError, fetchPage } from "./crawler.server";
import { extractProfile } from "./extract-profile";

export type ExtractionMessage = { jobId: string; targetId: string };
export const MAX_ATTEMPTS = 3;

export type ProcessOutcome = "done" | "failed" | "retry" | "skipped";

export async function processExtractionMessage(
  message: ExtractionMessage,
  options: { allowHosts?: string[]; fetcher?: typeof fetch } = {},
): Promise<ProcessOutcome> {
  const database = db();
  const target = await database.query.extractionTargets.findFirst({
    where: and(eq(extractionTargets.id, message.targetId), eq(extractionTargets.jobId, message.jobId)),
  });
  if (!target || target.status === "done" || target.status === "failed") return "skipped";

  const attempts = target.attempts + 1;
  await database
    .update(extractionTargets)
    .set({ status: "fetching", attempts, updatedAt: new Date() })
    .where(eq(extractionTargets.id, target.id));
  await database
    .update(extractionJobs)
    .set({ status: "running" })
    .where(and(eq(extractionJobs.id, target.jobId), eq(extractionJobs.status, "queued")));

  try {
    const page = await fetchPage(target.url, options);
    const profile = extractProfile(page.html, target.url);
    await database.batch([
      database
        .insert(extractionResults)
        .values({
          id: newId(),
          targetId: target.id,
          jobId: target.jobId,
          sourceUrl: target.url,
          profile,
          confidenceScore: profile.confidence_score,
        })
        .onConflictDoNothing(),
      database
        .update(extractionTargets)
        .set({ status: "done", error: null, updatedAt: new Date() })
        .where(eq(extractionTargets.id, target.id)),
      database
        .update(extractionJobs)
        .set({ processed: sql`${extractionJobs.processed} + 1` })
        .where(eq(extractionJobs.id, target.jobId)),
    ]);
    await finishJobIfComplete(target.jobId);
    return "done";
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const permanent = error instanceof CrawlError && !/^HTTP 5/.test(reason);
    if (!permanent && attempts < MAX_ATTEMPTS) {
      await database
        .update(extractionTargets)
        .set({ status: "pending", error: reason, updatedAt: new Date() })
        .where(eq(extractionTargets.id, target.id));
      return "retry";
    }
    await database.batch([
      database
        .update(extractionTargets)
        .set({ status: "failed", error: reason, updatedAt: new Date() })
        .where(eq(extractionTargets.id, target.id)),
      database
        .update(extractionJobs)
        .set({ processed: sql`${extractionJobs.processed} + 1`, failed: sql`${extractionJobs.failed} + 1` })
        .where(eq(extractionJobs.id, target.jobId)),
    ]);
    await finishJobIfComplete(target.jobId);
    return "failed";
  }
}

async function finishJobIfComplete(jobId: string) {
  await db()
    .update(extractionJobs)
    .set({
      status: sql`CASE WHEN ${extractionJobs.failed} >= ${extractionJobs.total} THEN 'failed' ELSE 'completed' END`,
      completedAt: new Date(),
    })
    .where(and(eq(extractionJobs.id, jobId), sql`${extractionJobs.processed} >= ${extractionJobs.total}`));
}
