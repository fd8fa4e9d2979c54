/**
 * Fixed-window rate limits over the `rate_limits` table. One atomic upsert per call: the row for
 * (key, current window) is created at 1 or incremented, and the new count decides.
 */
import { lt, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { rateLimits } from "~/db/schema";

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };

export async function consumeRateLimit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult> {
  const nowSeconds = Math.floor(Date.now() / 1000);
  const windowStart = nowSeconds - (nowSeconds % windowSeconds);
  const row = await db()
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count })
    .get();
  const retryAfterSeconds = windowStart + windowSeconds - nowSeconds;
  // Old windows are dead weight; trimming now and then keeps the table small without a cron.
  if (row.count === 1 && Math.random() < 0.02) {
    await db().delete(rateLimits).where(lt(rateLimits.windowStart, nowSeconds - 2 * 24 * 60 * 60));
  }
  return { allowed: row.count <= limit, retryAfterSeconds: row.count <= limit ? 0 : retryAfterSeconds };
}

/** The client address Cloudflare reports; one shared bucket when absent (local tools, tests). */
export function clientIp(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "unknown";
}

/** "Too many reviews. Please try again in 12 minutes." */
export function tooManyMessage(what: string, retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many ${what}. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}
