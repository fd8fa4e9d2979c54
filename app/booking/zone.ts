/**
 * Wall-clock times of a practice's IANA time zone as instants, and back (decision 060). The zone
 * rules come from the platform's Intl data through `@date-fns/tz` (workerd has no Temporal yet):
 * a time in the spring-forward gap moves on by the gap (02:30 -> 03:30), a time in the fall-back
 * hour is its first occurrence, as JavaScript's own Date does.
 */
import { TZDate } from "@date-fns/tz";

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

function parts(date: string): [number, number, number] {
  const [y = 0, m = 1, d = 1] = date.split("-").map(Number);
  return [y, m, d];
}

/** The instant (ms) of `minute` minutes after midnight (1440 = the next midnight) on `date` in `zone`. */
export function zonedInstant(date: string, minute: number, zone: string): number {
  const [y, m, d] = parts(date);
  return new TZDate(y, m - 1, d, Math.floor(minute / 60), minute % 60, zone).getTime();
}

/** The calendar date (YYYY-MM-DD) in `zone` at instant `ms`. */
export function localDateOf(ms: number, zone: string): string {
  const t = new TZDate(ms, zone);
  return `${t.getFullYear()}-${String(t.getMonth() + 1).padStart(2, "0")}-${String(t.getDate()).padStart(2, "0")}`;
}

/** `date` plus `days` calendar days (no zone involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = parts(date);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** ISO weekday of a calendar date: 1 = Monday ... 7 = Sunday. */
export function isoWeekday(date: string): number {
  const [y, m, d] = parts(date);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay() || 7;
}

/** "Tue, Mar 10, 9:00 AM EDT": the instant as a person in `zone` reads it, zone named (so a repeated hour is told apart). */
export function formatInZone(ms: number, zone: string, locale = "en-US"): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: zone,
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(ms);
}
