/**
 * Issue 47 item 6 (decision 069): the home page's bookings line and the community figures are
 * counted in D1, name their period, and are left out while small; the fixed "3,960 appointments
 * booked today" and "100K+ members, 5K+ daily conversations" are gone.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { calendarOf } from "~/booking/calendar.server";
import { DAY } from "~/booking/zone";
import { BOOKINGS_SHOWN_FROM, bookingsLine, WAITLIST_SHOWN_FROM } from "~/home/figures.server";
import { loader as communityLoader } from "~/routes/public/community";
import { loader as homeLoader } from "~/routes/public/home";
import { advanceClock } from "../fixtures/clock";
import { insertBookablePractice, insertPatients, practiceTime } from "../fixtures/booking";
import { routeArgs } from "../fixtures/route-args";

type HomeData = { figures: { bookings: string | null; waitlist: number | null } };
const home = async () => (await homeLoader(routeArgs<never>("/"))) as unknown as HomeData;
const community = async () => (await communityLoader(routeArgs<never>("/community"))) as unknown as { waitlist: number | null };

/** `n` bookings through the practice's calendar, one patient each, on consecutive half hours from 3 days ahead. */
async function book(n: number) {
  const { providerId, typeId, timeZone } = await insertBookablePractice({
    hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: "00:00", end: "24:00" })),
  });
  const patients = await insertPatients(n);
  const first = practiceTime(timeZone, 3, "00:00");
  const made = [];
  for (const [i, patient] of patients.entries()) {
    const answer = await calendarOf(providerId).book({ providerId, typeId, patientId: patient.id, startsAt: first + i * 30 * 60_000 });
    if (!answer.ok) throw new Error(answer.message);
    made.push(answer.appointment);
  }
  return { providerId, made };
}

describe("the home page's bookings line", () => {
  it("is absent below 25 bookings in the last 7 days, then the real count with its period; cancelled and older ones do not count", async () => {
    expect(BOOKINGS_SHOWN_FROM).toBe(25);
    const { providerId, made } = await book(BOOKINGS_SHOWN_FROM);
    // One cancelled: 24 left, below the threshold.
    await calendarOf(providerId).cancel({ providerId, appointmentId: made[0]!.id, actor: { side: "practice" } });
    expect((await home()).figures.bookings).toBeNull();
    await book(1);
    expect((await home()).figures.bookings).toBe("25 appointments booked in the last 7 days");
    expect(bookingsLine(1_234)).toBe("1,234 appointments booked in the last 7 days");
    // Eight days on, they are outside the period.
    advanceClock(8 * DAY);
    expect((await home()).figures.bookings).toBeNull();
  });
});

describe("the community figures", () => {
  it("show the forum waitlist's real size from 100 people, nothing below; no member or conversation figures", async () => {
    expect(WAITLIST_SHOWN_FROM).toBe(100);
    const insertWaitlist = async (from: number, to: number) => {
      const statements = [];
      for (let i = from; i < to; i++) {
        statements.push(
          env.DB.prepare(
            "INSERT INTO users (id, email, username, first_name, last_name, password_hash, role) VALUES (?1, ?2, ?1, 'W', 'L', 'x', 'patient')",
          ).bind(`wl-${i}`, `wl-${i}@example.com`),
          env.DB.prepare("INSERT INTO community_waitlist (id, user_id, name, email) VALUES (?, ?, 'W L', ?)").bind(
            `cw-${i}`,
            `wl-${i}`,
            `wl-${i}@example.com`,
          ),
        );
      }
      await env.DB.batch(statements);
    };
    await insertWaitlist(0, 99);
    expect((await home()).figures.waitlist).toBeNull();
    expect((await community()).waitlist).toBeNull();
    await insertWaitlist(99, 100);
    expect((await home()).figures.waitlist).toBe(100);
    expect((await community()).waitlist).toBe(100);
  });
});
