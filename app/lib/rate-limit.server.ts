/**
 * Fixed-window rate limits stored in D1 (`rate_limits`): one row per key and window, counted
 * with a single upsert so concurrent requests never lose a count.
 */
import { env } from "cloudflare:workers";

export type RateLimitResult = { allowed: boolean; count: number; limit: number; retryAfterSeconds: number };

/** Old windows are deleted now and then (about 1 call in 50), never on every request. */
const PRUNE_PROBABILITY = 0.02;
const PRUNE_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Counts one attempt for `key` in the current window of `windowSeconds` and says whether it is
 * within `limit`. Attempts over the limit are counted too (they keep the window closed).
 */
export async function consumeRateLimit(key: string, limit: number, windowSeconds: number, now = Date.now()): Promise<RateLimitResult> {
  const windowMs = windowSeconds * 1000;
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const row = await env.DB.prepare(
    "INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1) ON CONFLICT (key, window_start) DO UPDATE SET count = count + 1 RETURNING count",
  )
    .bind(key.slice(0, 200), windowStart)
    .first<{ count: number }>();
  const count = row?.count ?? 1;
  if (Math.random() < PRUNE_PROBABILITY) {
    await env.DB.prepare("DELETE FROM rate_limits WHERE window_start < ?").bind(now - PRUNE_AFTER_MS).run();
  }
  return { allowed: count <= limit, count, limit, retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)) };
}

/** The client address Cloudflare reports (not spoofable behind Cloudflare, unlike X-Forwarded-For). */
export function clientIp(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "unknown";
}

/** "Too many {what}. Please try again in N minutes." — the one wording of every 429. */
export function tooManyMessage(what: string, retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many ${what}. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

/** Attempts already counted for `key` in the current window, without counting one more. */
export async function rateLimitCount(key: string, windowSeconds: number, now = Date.now()): Promise<number> {
  const windowMs = windowSeconds * 1000;
  const row = await env.DB.prepare("SELECT count FROM rate_limits WHERE key = ? AND window_start = ?")
    .bind(key.slice(0, 200), Math.floor(now / windowMs) * windowMs)
    .first<{ count: number }>();
  return row?.count ?? 0;
}
