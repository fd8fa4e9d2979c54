/**
 * The extraction Queue consumer's work for one message (docs/decisions/018-extraction-pipeline.md).
 *
 * Delivery is at least once and Workers restart, so every step is idempotent:
 * - a target is claimed (pending -> fetching) before its host is fetched; a second delivery while
 *   the claim is fresh comes back later, one after a crash (stale claim) takes the target over;
 * - the result row is unique per target and the job's counters are recounted from the targets;
 * - each fetch first asks the host's gate (a Durable Object per host): a refused message is sent
 *   again with a delay, never slept on; redirects and robots.txt are fetches too and go through it;
 * - a failed fetch that may succeed later is retried by the Queue after 2 s times the attempt
 *   number, three times at most; then the target is failed with its cause and the message goes to
 *   the dead-letter queue.
 */
import { env } from "cloudflare:workers";
import { and, eq, lt, or, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { extractionDeadLetters, extractionJobs, extractionResults, extractionTargets } from "~/db/schema";
import { newId } from "~/lib/ids";
import {
  assertFetchableUrl,
  CRAWL_ERRORS,
  CrawlError,
  crawlOptionsFrom,
  fetchHop,
  fetchRobots,
  MAX_REDIRECTS,
  type CrawlOptions,
} from "./crawler.server";
import { extractProfile } from "./extract-profile";
import { gateName, type GateAnswer } from "./host-gate";

/** A target to crawl; `url`/`hops` continue a redirect chain. */
export type ExtractionMessage = { jobId: string; targetId: string; url?: string; hops?: number };
/** A message the consumer gave up on, as sent to the dead-letter queue. */
export type DeadLetter = ExtractionMessage & { reason: string };

/** Retries after the first attempt (requirements 002 §9), each 2 s times the attempt number later. */
export const MAX_RETRIES = 3;
export const RETRY_BACKOFF_SECONDS = 2;
/** A claim older than this belongs to a delivery that died (a fetch takes 30 s at most). */
export const CLAIM_LEASE_MS = 90_000;
/** Added to the spacing so that network jitter cannot bring two requests closer than 3 s at the host. */
export const SPACING_MARGIN_MS = 250;
/** Spec 002 §8: the message of a target given up on without a known cause. */
export const EXTRACTION_JOB_FAILED = "Extraction job failed";

export type Outcome =
  | { kind: "ack"; result: "done" | "failed" | "skipped" }
  | { kind: "defer"; delaySeconds: number; body: ExtractionMessage; why: "host-busy" | "robots" | "redirect" | "claimed" }
  | { kind: "retry"; delaySeconds: number; reason: string }
  | { kind: "dead"; reason: string };

export type ConsumerOptions = {
  crawl?: CrawlOptions;
  /** Least milliseconds between two fetches of one host (EXTRACTION_SPACING_MS). */
  spacingMs?: number;
};

/** The consumer's settings from this Worker's vars. */
export function consumerOptionsFrom(vars: Env): ConsumerOptions {
  return { crawl: crawlOptionsFrom(vars), spacingMs: Number(vars.EXTRACTION_SPACING_MS ?? "3000") };
}

function gate(host: string) {
  return env.HOST_GATE.get(env.HOST_GATE.idFromName(host));
}

async function enter(url: string, spacingMs: number): Promise<GateAnswer> {
  const parsed = new URL(url);
  const spacing = spacingMs > 0 ? spacingMs + SPACING_MARGIN_MS : 0;
  return gate(gateName(url)).enter(spacing, parsed.pathname + parsed.search);
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export async function processExtractionMessage(message: ExtractionMessage, options: ConsumerOptions = {}): Promise<Outcome> {
  const database = db();
  const now = Date.now();
  // 1. claim the target (or learn it is finished, or held by a live delivery)
  const [claimed] = await database
    .update(extractionTargets)
    .set({ status: "fetching", updatedAt: new Date(now) })
    .where(
      and(
        eq(extractionTargets.id, message.targetId),
        eq(extractionTargets.jobId, message.jobId),
        or(
          eq(extractionTargets.status, "pending"),
          and(eq(extractionTargets.status, "fetching"), lt(extractionTargets.updatedAt, new Date(now - CLAIM_LEASE_MS))),
        ),
      ),
    )
    .returning();
  if (!claimed) {
    const target = await database.query.extractionTargets.findFirst({ where: eq(extractionTargets.id, message.targetId) });
    if (!target || target.status === "done" || target.status === "failed") return { kind: "ack", result: "skipped" };
    return { kind: "defer", delaySeconds: seconds(CLAIM_LEASE_MS), body: message, why: "claimed" };
  }
  await database
    .update(extractionJobs)
    .set({ status: "running" })
    .where(and(eq(extractionJobs.id, claimed.jobId), eq(extractionJobs.status, "queued")));

  const release = (error: string | null = claimed.error) =>
    database.update(extractionTargets).set({ status: "pending", error, updatedAt: new Date() }).where(eq(extractionTargets.id, claimed.id));
  const url = message.url ?? claimed.url;
  const hops = message.hops ?? 0;
  const crawl = options.crawl ?? {};
  const spacingMs = options.spacingMs ?? 3000;

  let attempts = claimed.attempts;
  try {
    // 2. what can be refused without the network is refused before the host's gate
    assertFetchableUrl(url, crawl.allowHosts);
    // 3. the host's gate
    const answer = await enter(url, spacingMs);
    if (answer.kind === "disallowed") return await finish(claimed, { failed: CRAWL_ERRORS.robots });
    if (answer.kind === "wait") {
      await release();
      return { kind: "defer", delaySeconds: seconds(answer.ms), body: message, why: "host-busy" };
    }
    if (answer.kind === "robots") {
      const robots = await fetchRobots(url, crawl);
      await gate(gateName(url)).rememberRobots(robots);
      await release();
      return { kind: "defer", delaySeconds: spacingMs > 0 ? seconds(spacingMs + SPACING_MARGIN_MS) : 0, body: message, why: "robots" };
    }
    // 4. one fetch
    attempts += 1;
    await database.update(extractionTargets).set({ attempts }).where(eq(extractionTargets.id, claimed.id));
    const hop = await fetchHop(url, crawl);
    if (hop.kind === "redirect") {
      if (hops + 1 > MAX_REDIRECTS) return await finish(claimed, { failed: CRAWL_ERRORS.tooManyRedirects });
      await release();
      return { kind: "defer", delaySeconds: 0, body: { ...message, url: hop.location, hops: hops + 1 }, why: "redirect" };
    }
    const profile = await extractProfile(hop.html, claimed.url);
    return await finish(claimed, { profile });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const retryable = !(error instanceof CrawlError) || error.retryable;
    if (!retryable) return await finish(claimed, { failed: reason });
    if (attempts <= MAX_RETRIES) {
      await release(reason);
      return { kind: "retry", delaySeconds: RETRY_BACKOFF_SECONDS * Math.max(attempts, 1), reason };
    }
    await finish(claimed, { failed: reason });
    return { kind: "dead", reason };
  }
}

type Target = typeof extractionTargets.$inferSelect;

/** Stores a target's end (its result, or its cause) and recounts its job, in one batch. */
async function finish(
  target: Target,
  end: { profile: Awaited<ReturnType<typeof extractProfile>> } | { failed: string },
): Promise<Outcome & { kind: "ack" }> {
  const database = db();
  const done = "profile" in end;
  const statements = [
    ...(done
      ? [
          database
            .insert(extractionResults)
            .values({
              id: newId(),
              targetId: target.id,
              jobId: target.jobId,
              sourceUrl: target.url,
              profile: end.profile,
              confidenceScore: end.profile.confidence_score,
            })
            .onConflictDoNothing(),
        ]
      : []),
    database
      .update(extractionTargets)
      .set(done ? { status: "done", error: null, updatedAt: new Date() } : { status: "failed", error: end.failed, updatedAt: new Date() })
      .where(eq(extractionTargets.id, target.id)),
    ...recountJob(target.jobId),
  ] as const;
  await database.batch(statements as unknown as Parameters<typeof database.batch>[0]);
  return { kind: "ack", result: done ? "done" : "failed" };
}

/** The job's counters from its targets (idempotent however often it runs), and its end once all are settled. */
export function recountJob(jobId: string) {
  const database = db();
  const settled = sql`(SELECT count(*) FROM extraction_targets t WHERE t.job_id = ${jobId} AND t.status IN ('done', 'failed'))`;
  const failed = sql`(SELECT count(*) FROM extraction_targets t WHERE t.job_id = ${jobId} AND t.status = 'failed')`;
  return [
    database.update(extractionJobs).set({ processed: settled, failed }).where(eq(extractionJobs.id, jobId)),
    database
      .update(extractionJobs)
      .set({
        status: sql`CASE WHEN ${extractionJobs.failed} >= ${extractionJobs.total} THEN 'failed' ELSE 'completed' END`,
        completedAt: new Date(),
      })
      .where(
        and(
          eq(extractionJobs.id, jobId),
          sql`${extractionJobs.processed} >= ${extractionJobs.total}`,
          sql`${extractionJobs.status} IN ('queued', 'running')`,
        ),
      ),
  ] as const;
}

/**
 * The dead-letter queue's consumer: records the letter once (by message id) and makes sure its
 * target ends failed, so that a message that kept crashing never leaves its job running forever.
 */
export async function recordDeadLetter(messageId: string, letter: DeadLetter | ExtractionMessage): Promise<void> {
  const database = db();
  const reason = "reason" in letter && letter.reason ? letter.reason : EXTRACTION_JOB_FAILED;
  const job = await database.query.extractionJobs.findFirst({ columns: { id: true }, where: eq(extractionJobs.id, letter.jobId) });
  if (!job) return;
  await database.batch([
    database
      .insert(extractionDeadLetters)
      .values({ id: messageId, jobId: letter.jobId, targetId: letter.targetId, reason })
      .onConflictDoNothing(),
    database
      .update(extractionTargets)
      .set({ status: "failed", error: reason, updatedAt: new Date() })
      .where(and(eq(extractionTargets.id, letter.targetId), sql`${extractionTargets.status} IN ('pending', 'fetching')`)),
    ...recountJob(letter.jobId),
  ]);
}
