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
import { extractPage, type ExtractedProfile } from "./extract-profile";
import { gateName, type GateAnswer } from "./host-gate";
import { innerPages, lacksContact, mergeSiteProfiles } from "./site-pages";

/**
 * A target to crawl; `url`/`hops` continue a redirect chain; `ticket` is its slot at the host's gate;
 * `site` carries the home page's profile while the site's own inner pages still to read are fetched.
 */
export type ExtractionMessage = {
  jobId: string;
  targetId: string;
  url?: string;
  hops?: number;
  ticket?: number;
  site?: { profile: ExtractedProfile; pages: string[] };
};
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
  | { kind: "defer"; delaySeconds: number; body: ExtractionMessage; why: "host-busy" | "robots" | "redirect" | "claimed" | "page" }
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

async function enter(url: string, spacingMs: number, ticket: number | undefined): Promise<GateAnswer> {
  const parsed = new URL(url);
  const spacing = spacingMs > 0 ? spacingMs + SPACING_MARGIN_MS : 0;
  return gate(gateName(url)).enter(spacing, parsed.pathname + parsed.search, ticket);
}

/** Tells the host's gate a granted fetch is over (a lost report only holds the host for the fetch timeout). */
async function leave(url: string, grantAt: number) {
  try {
    await gate(gateName(url)).leave(grantAt);
  } catch (error) {
    console.error("host gate leave failed", error);
  }
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

  let attempts = claimed.attempts;
  const release = (error: string | null = claimed.error) =>
    database
      .update(extractionTargets)
      .set({ status: "pending", error, attempts, updatedAt: new Date() })
      .where(eq(extractionTargets.id, claimed.id));
  const url = message.url ?? claimed.url;
  const hops = message.hops ?? 0;
  const crawl = options.crawl ?? {};
  const spacingMs = options.spacingMs ?? 3000;

  try {
    // 2. what can be refused without the network is refused before the host's gate
    assertFetchableUrl(url, crawl.allowHosts);
    // 3. the host's gate
    const answer = await enter(url, spacingMs, message.ticket);
    if (answer.kind === "disallowed")
      return message.site
        ? await readSite(claimed, message, message.site, release)
        : await finish(claimed, { failed: CRAWL_ERRORS.robots });
    if (answer.kind === "wait") {
      await release();
      return { kind: "defer", delaySeconds: seconds(answer.ms), body: { ...message, ticket: answer.ticket }, why: "host-busy" };
    }
    if (answer.kind === "robots") {
      let robots: string;
      try {
        robots = await fetchRobots(url, crawl);
      } finally {
        await leave(url, answer.grantAt);
      }
      await gate(gateName(url)).rememberRobots(robots);
      await release();
      const ms = answer.ticket - Date.now();
      return { kind: "defer", delaySeconds: ms > 0 ? seconds(ms) : 0, body: { ...message, ticket: answer.ticket }, why: "robots" };
    }
    // 4. one fetch (the attempts count the home page's: an inner page that fails is only skipped)
    if (!message.site) {
      attempts += 1;
      await database.update(extractionTargets).set({ attempts }).where(eq(extractionTargets.id, claimed.id));
    }
    let hop: Awaited<ReturnType<typeof fetchHop>>;
    try {
      hop = await fetchHop(url, crawl);
    } finally {
      await leave(url, answer.grantAt);
    }
    if (hop.kind === "redirect") {
      if (hops + 1 > MAX_REDIRECTS)
        return message.site
          ? await readSite(claimed, message, message.site, release)
          : await finish(claimed, { failed: CRAWL_ERRORS.tooManyRedirects });
      await release();
      return {
        kind: "defer",
        delaySeconds: 0,
        body: { ...message, url: hop.location, hops: hops + 1, ticket: undefined },
        why: "redirect",
      };
    }
    // 5. the page's profile; the home page's lacking a contact field is completed from the site's own pages
    if (message.site) {
      const inner = await extractPage(hop.html, url);
      const profile = mergeSiteProfiles(message.site.profile, inner.profile);
      return await readSite(claimed, message, { profile, pages: message.site.pages }, release);
    }
    const home = await extractPage(hop.html, claimed.url);
    const pages = lacksContact(home.profile) ? innerPages(home.links, url) : [];
    return await readSite(claimed, message, { profile: home.profile, pages }, release);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    // an inner page that cannot be read is skipped: the home page's profile stands
    if (message.site) return await readSite(claimed, message, message.site, release);
    const retryable = !(error instanceof CrawlError) || error.retryable;
    if (!retryable) return await finish(claimed, { failed: reason });
    // A failure before the page's fetch counted (robots.txt, its name lookup) is an attempt too, so
    // the back-off grows by 2 s each time and the retries end with this cause (issue 45 item 3).
    if (attempts === claimed.attempts) {
      attempts += 1;
      await database.update(extractionTargets).set({ attempts }).where(eq(extractionTargets.id, claimed.id));
    }
    if (attempts <= MAX_RETRIES) {
      await release(reason);
      return { kind: "retry", delaySeconds: RETRY_BACKOFF_SECONDS * attempts, reason };
    }
    await finish(claimed, { failed: reason });
    return { kind: "dead", reason };
  }
}

type Target = typeof extractionTargets.$inferSelect;

/** The next of the site's pages to read (a deferral through the host's gate), or the target's end with the profile so far. */
async function readSite(
  target: Target,
  message: ExtractionMessage,
  site: NonNullable<ExtractionMessage["site"]>,
  release: () => Promise<unknown>,
): Promise<Outcome> {
  const [next, ...rest] = site.pages;
  if (!next || !lacksContact(site.profile)) return await finish(target, { profile: site.profile });
  await release();
  return {
    kind: "defer",
    delaySeconds: 0,
    body: { jobId: message.jobId, targetId: message.targetId, url: next, hops: 0, site: { profile: site.profile, pages: rest } },
    why: "page",
  };
}

/** Stores a target's end (its result, or its cause) and recounts its job, in one batch. */
async function finish(target: Target, end: { profile: ExtractedProfile } | { failed: string }): Promise<Outcome & { kind: "ack" }> {
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
  const job = await database.query.extractionJobs.findFirst({ columns: { id: true }, where: eq(extractionJobs.id, letter.jobId) });
  if (!job) return;
  // Without a cause in the letter, the last one the target stored (a retried failure's) is kept.
  const target = await database.query.extractionTargets.findFirst({
    columns: { error: true },
    where: eq(extractionTargets.id, letter.targetId),
  });
  const reason = ("reason" in letter && letter.reason) || target?.error || EXTRACTION_JOB_FAILED;
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
