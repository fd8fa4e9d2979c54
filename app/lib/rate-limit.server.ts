/**
 * Fixed-window rate limits stored in D1 (`rate_limits`): one row per key and window, counted
 * with a single upsert, so concurrent requests each get their own count and a burst can never
 * pass more attempts than the limit.
 */
import { d1 } from "~/db/client.server";
import { LIMITS, limitKey, type LimitCheck } from "./limits";

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
    const policy = LIMITS[check[0]];
    const result = await consumeRateLimit(limitKey(check), policy.limit, policy.windowSeconds, now);
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
export async function usedInWindow(check: LimitCheck): Promise<number> {
  return rateLimitCount(limitKey(check), LIMITS[check[0]].windowSeconds);
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
