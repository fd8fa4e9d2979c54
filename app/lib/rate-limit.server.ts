/**
 * Rate limits stored in D1 (`rate_limits`), each counted with a single statement, so concurrent
 * requests each get their own count and a burst can never pass more than the limit.
 * - Fixed windows: one row per key and window (`window_start` the window's start).
 * - Sliding windows (policies with `sliding`): one row per key and instant of an allowed use
 *   (`window_start` that instant); a use is allowed while fewer than `limit` were allowed in the
 *   `windowSeconds` before it, so no span of that length ever holds more than `limit`, also
 *   across a fixed window's edge (issue 33, finding 6). Refused attempts are not written.
 */
import { d1 } from "~/db/client.server";
import { LIMITS, limitKey, type LimitCheck, type LimitPolicy } from "./limits";

export type RateLimitResult = { allowed: boolean; count: number; limit: number; retryAfterSeconds: number };

/** Old windows are deleted now and then (about 1 call in 50), never on every request. */
const PRUNE_PROBABILITY = 0.02;
const PRUNE_AFTER_MS = 24 * 60 * 60 * 1000;
const MAX_KEY_LENGTH = 200;

function windowStartOf(now: number, windowSeconds: number): number {
  const windowMs = windowSeconds * 1000;
  return Math.floor(now / windowMs) * windowMs;
}

/**
 * Counts one attempt for `key` in the current window of `windowSeconds` and says whether it is
 * within `limit`. Attempts over the limit are counted too (they keep the window closed).
 */
export async function consumeRateLimit(key: string, limit: number, windowSeconds: number, now = Date.now()): Promise<RateLimitResult> {
  const windowStart = windowStartOf(now, windowSeconds);
  const row = await d1()
    .prepare(
      "INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1) ON CONFLICT (key, window_start) DO UPDATE SET count = count + 1 RETURNING count",
    )
    .bind(key.slice(0, MAX_KEY_LENGTH), windowStart)
    .first<{ count: number }>();
  const count = row?.count ?? 1;
  if (Math.random() < PRUNE_PROBABILITY) {
    await d1()
      .prepare("DELETE FROM rate_limits WHERE window_start < ?")
      .bind(now - PRUNE_AFTER_MS)
      .run();
  }
  return {
    allowed: count <= limit,
    count,
    limit,
    retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowSeconds * 1000 - now) / 1000)),
  };
}

/**
 * Allows one use of `key` when fewer than `limit` were allowed in the `windowSeconds` before
 * `now` (a sliding window) and records it; a refusal says when the oldest use that blocks it
 * leaves the window.
 */
export async function consumeSlidingLimit(key: string, limit: number, windowSeconds: number, now = Date.now()): Promise<RateLimitResult> {
  const since = now - windowSeconds * 1000;
  const boundKey = key.slice(0, MAX_KEY_LENGTH);
  const row = await d1()
    .prepare(
      `INSERT INTO rate_limits (key, window_start, count)
       SELECT ?1, ?2, 1 WHERE (SELECT coalesce(sum(count), 0) FROM rate_limits WHERE key = ?1 AND window_start > ?3 AND window_start <= ?2) < ?4
       ON CONFLICT (key, window_start) DO UPDATE SET count = count + 1
       RETURNING count`,
    )
    .bind(boundKey, now, since, limit)
    .first<{ count: number }>();
  const { results } = await d1()
    .prepare(
      "SELECT window_start AS at, count FROM rate_limits WHERE key = ? AND window_start > ? AND window_start <= ? ORDER BY window_start",
    )
    .bind(boundKey, since, now)
    .all<{ at: number; count: number }>();
  const count = results.reduce((sum, r) => sum + r.count, 0);
  if (row) return { allowed: true, count, limit, retryAfterSeconds: 0 };
  // The next use is allowed once enough of the oldest uses have left for fewer than `limit` to remain.
  let remaining = count;
  let freedAt = now;
  for (const r of results) {
    if (remaining < limit) break;
    remaining -= r.count;
    freedAt = r.at + windowSeconds * 1000;
  }
  return { allowed: false, count: count + 1, limit, retryAfterSeconds: Math.max(1, Math.ceil((freedAt - now) / 1000)) };
}

/**
 * Marks `key`'s fixed window at `now` as used up (`limit` units) in one write, without counting or
 * pruning: the end-to-end factory's used-up limits (app/dev/factories.server.ts).
 */
export async function exhaustWindow(key: string, limit: number, windowSeconds: number, now = Date.now()): Promise<void> {
  await d1()
    .prepare(
      "INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, ?3) ON CONFLICT (key, window_start) DO UPDATE SET count = max(count, ?3)",
    )
    .bind(key.slice(0, MAX_KEY_LENGTH), windowStartOf(now, windowSeconds), limit)
    .run();
}

/** Hands back one unit counted by consumeRateLimit in the same window. */
export async function refundRateLimit(key: string, windowSeconds: number, now = Date.now()): Promise<void> {
  await d1()
    .prepare("UPDATE rate_limits SET count = count - 1 WHERE key = ? AND window_start = ? AND count > 0")
    .bind(key.slice(0, MAX_KEY_LENGTH), windowStartOf(now, windowSeconds))
    .run();
}

/** Attempts already counted for `key` in the current window, without counting one more. */
export async function rateLimitCount(key: string, windowSeconds: number, now = Date.now()): Promise<number> {
  const row = await d1()
    .prepare("SELECT count FROM rate_limits WHERE key = ? AND window_start = ?")
    .bind(key.slice(0, MAX_KEY_LENGTH), windowStartOf(now, windowSeconds))
    .first<{ count: number }>();
  return row?.count ?? 0;
}

export type LimitVerdict = { refused: null } | { refused: { message: string; retryAfterSeconds: number } };

/**
 * Counts one unit of every named limit (all of them, so each counter stays honest) and refuses
 * with the message of the limit whose window ends last when any is exhausted.
 */
export async function reserveLimits(checks: readonly LimitCheck[], now = Date.now()): Promise<LimitVerdict> {
  let refused: { message: string; retryAfterSeconds: number } | null = null;
  for (const check of checks) {
    const policy: LimitPolicy = LIMITS[check[0]];
    const consume = policy.sliding ? consumeSlidingLimit : consumeRateLimit;
    const result = await consume(limitKey(check), policy.limit, policy.windowSeconds, now);
    if (!result.allowed && (!refused || result.retryAfterSeconds > refused.retryAfterSeconds)) {
      refused = { message: policy.message(result.retryAfterSeconds), retryAfterSeconds: result.retryAfterSeconds };
    }
  }
  return { refused };
}

/** After a success, hands back the units of the limits that count failures only. */
export async function refundFailureLimits(checks: readonly LimitCheck[], now = Date.now()): Promise<void> {
  for (const check of checks) {
    const policy = LIMITS[check[0]];
    if ("countsFailuresOnly" in policy && policy.countsFailuresOnly) await refundRateLimit(limitKey(check), policy.windowSeconds, now);
  }
}

/** How many units of the named limit this window has used, without using one. */
export async function usedInWindow(check: LimitCheck, now = Date.now()): Promise<number> {
  const policy: LimitPolicy = LIMITS[check[0]];
  if (!policy.sliding) return rateLimitCount(limitKey(check), policy.windowSeconds, now);
  const row = await d1()
    .prepare("SELECT coalesce(sum(count), 0) AS used FROM rate_limits WHERE key = ? AND window_start > ? AND window_start <= ?")
    .bind(limitKey(check).slice(0, MAX_KEY_LENGTH), now - policy.windowSeconds * 1000, now)
    .first<{ used: number }>();
  return row?.used ?? 0;
}

/** The client address Cloudflare sets on every request it forwards (not spoofable behind it, unlike X-Forwarded-For). */
export function clientIp(request: Request): string {
  return request.headers.get("CF-Connecting-IP")?.trim() || "unknown";
}

/** Forgets every window of the exact `keys` and of every key starting with one of `prefixes`. */
export async function clearRateLimits(keys: readonly string[], prefixes: readonly string[] = []): Promise<void> {
  const statements = [
    ...keys.map((key) => d1().prepare("DELETE FROM rate_limits WHERE key = ?").bind(key.slice(0, MAX_KEY_LENGTH))),
    ...prefixes.map((prefix) => d1().prepare("DELETE FROM rate_limits WHERE substr(key, 1, length(?1)) = ?1").bind(prefix)),
  ];
  if (statements.length) await d1().batch(statements);
}
