/**
 * Fixed-window rate limiting over the `rate_limits` table (one row per key and window).
 * The increment is a single atomic upsert, so concurrent requests can never both slip under
 * the limit. Rows of finished windows are pruned now and then by the same statement path.
 */
import { env } from "cloudflare:workers";

const PRUNE_PROBABILITY = 0.02;
const PRUNE_AFTER_SECONDS = 24 * 60 * 60;

export async function consumeRateLimit(key: string, limit: number, windowSeconds: number): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const nowSeconds = Math.floor(Date.now() / 1000);
  const windowStart = nowSeconds - (nowSeconds % windowSeconds);
  const row = await env.DB.prepare(
    "INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, 1) ON CONFLICT (key, window_start) DO UPDATE SET count = count + 1 RETURNING count",
  )
    .bind(key, windowStart)
    .first<{ count: number }>();
  if (Math.random() < PRUNE_PROBABILITY) {
    await env.DB.prepare("DELETE FROM rate_limits WHERE window_start < ?").bind(nowSeconds - PRUNE_AFTER_SECONDS).run();
  }
  const count = row?.count ?? 1;
  return { allowed: count <= limit, retryAfterSeconds: Math.max(1, windowStart + windowSeconds - nowSeconds) };
}
