/**
 * Honest figures (issue 47 item 6, decision 069): the home page's bookings line and the community
 * preview's numbers are counted from D1, with their period named, and left out while they are small.
 *
 * Thresholds: a figure is there to say "people use this"; a handful says the opposite and swings
 * with one practice's week, so below them the line is not shown at all (never a made-up floor).
 * - bookings: appointments booked through practices' calendars in the last 7 days, shown from 25
 *   (an average of more than three a day across the directory);
 * - the forum's waitlist: shown from 100 people. The forum itself is not open yet, so there are no
 *   members or daily conversations to count, and those figures are gone.
 *
 * The home page is cached at the edge (60 s, and in the isolate's hot pages: decision 011), so the
 * figures a visitor sees may be a few minutes old; they are never invented.
 */
import { and, count, gte, ne } from "drizzle-orm";
import { db } from "~/db/client.server";
import { appointments, communityWaitlist } from "~/db/schema";

export const BOOKINGS_PERIOD_DAYS = 7;
export const BOOKINGS_SHOWN_FROM = 25;
export const WAITLIST_SHOWN_FROM = 100;

/** Appointments booked (not since cancelled) in the last `BOOKINGS_PERIOD_DAYS` days, or null below the threshold. */
export async function recentBookings(now = Date.now()): Promise<number | null> {
  const since = new Date(now - BOOKINGS_PERIOD_DAYS * 24 * 60 * 60 * 1000);
  const row = await db()
    .select({ n: count() })
    .from(appointments)
    .where(and(gte(appointments.createdAt, since), ne(appointments.status, "cancelled")))
    .get();
  const n = row?.n ?? 0;
  return n >= BOOKINGS_SHOWN_FROM ? n : null;
}

/** People on the forum's waitlist, or null below the threshold. */
export async function waitlistSize(): Promise<number | null> {
  const n = (await db().select({ n: count() }).from(communityWaitlist).get())?.n ?? 0;
  return n >= WAITLIST_SHOWN_FROM ? n : null;
}

/** "1,234 appointments booked in the last 7 days" (only ever called from the threshold up, so always plural). */
export function bookingsLine(n: number): string {
  return `${n.toLocaleString("en-US")} appointments booked in the last ${BOOKINGS_PERIOD_DAYS} days`;
}
