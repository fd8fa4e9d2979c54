/**
 * Fixed-window rate limits over the `rate_limits` table: one row per (key, window start).
 * The increment is a single UPSERT ... RETURNING, so concurrent requests never lose a count.
 */
import { env } from "cloudflare:workers";

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };

export async function consumeRateLimit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult> {
  const windowMs = windowSeconds * 1000;
  const now = Date.now();
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const row = await env.DB.prepare(
    "INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1) " +
      "ON CONFLICT (key, window_start) DO UPDATE SET count = count + 1 RETURNING count",
  )
    .bind(key, windowStart)
    .first<{ count: number }>();
  const count = row?.count ?? 1;
  // Old windows are useless: drop them now and then instead of running a separate job.
  if (count === 1 && Math.random() < 0.05) {
    await env.DB.prepare("DELETE FROM rate_limits WHERE window_start < ?").bind(now - 86_400_000).run();
  }
  if (count <= limit) return { allowed: true, retryAfterSeconds: 0 };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)) };
}

/** The client address Cloudflare reports; "unknown" groups requests without one (local tools). */
export function clientIp(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "unknown";
}
