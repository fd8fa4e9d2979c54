/**
 * The admin console's Analytics tab: sign-ups, reviews, questions and newsletter subscribers per
 * day (UTC) for the last 30 days, counted in D1 (one grouped query per table, one round trip).
 */
import { d1 } from "~/db/client.server";

export const ANALYTICS_DAYS = 30;

export const SERIES = [
  { key: "signups", label: "Sign-ups", table: "users" },
  { key: "reviews", label: "Reviews", table: "reviews" },
  { key: "questions", label: "Questions", table: "provider_questions" },
  { key: "subscribers", label: "Newsletter subscribers", table: "newsletter_subscribers" },
] as const;

export type SeriesKey = (typeof SERIES)[number]["key"];
export type DailyPoint = { day: string; count: number };
export type DailySeries = { key: SeriesKey; label: string; total: number; points: DailyPoint[] };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last `days` UTC dates (YYYY-MM-DD), oldest first, ending today. */
export function lastDays(now: Date, days = ANALYTICS_DAYS): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) => new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

export async function dailyActivity(now = new Date()): Promise<DailySeries[]> {
  const days = lastDays(now);
  const since = Date.parse(`${days[0]}T00:00:00Z`);
  const results = await d1().batch<{ day: string; n: number }>(
    SERIES.map(({ table }) =>
      d1()
        .prepare(
          `SELECT strftime('%Y-%m-%d', created_at / 1000, 'unixepoch') AS day, count(*) AS n FROM ${table} WHERE created_at >= ? GROUP BY day`,
        )
        .bind(since),
    ),
  );
  return SERIES.map(({ key, label }, i) => {
    const byDay = new Map((results[i]?.results ?? []).map((r) => [r.day, r.n]));
    const points = days.map((day) => ({ day, count: byDay.get(day) ?? 0 }));
    return { key, label, total: points.reduce((sum, p) => sum + p.count, 0), points };
  });
}
