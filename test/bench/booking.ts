/**
 * Booking at scale (issue 47): run in workerd against the real local D1 and the real calendar
 * Durable Objects (bench/booking.config.ts; `npm run bench:booking`, bench/booking.ts, starts it).
 * 1. A race: BENCH_RACERS patients (200) for the BENCH_RACE_SLOTS slots (20) of one practice, all
 *    at once; each presses a slot from the list, and when refused takes the first of the next
 *    slots offered (or reloads the list when none are offered) until booked or nothing is left.
 * 2. Spread: BENCH_BOOKINGS bookings (1,000) over BENCH_PRACTICES practices (100), BENCH_CONCURRENCY
 *    (50) in flight, each a patient pressing a random slot of the first two weeks, as in 1.
 * Prints bookings made, double bookings (overlapping held appointments of one practice, counted in
 * D1), refusals by reason, and p50/p99 time from the first press to the booking. Nothing is asserted
 * about times; double bookings must be 0 and the bookings must be in D1. BENCH_SMOKE=1: tiny sizes.
 */
import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { openSlots, setDateException } from "~/booking/availability.server";
import { calendarOf } from "~/booking/calendar.server";
import { AvailabilityExceptionSchema } from "~/booking/schemas";
import type { Slot } from "~/booking/slots";
import { addDays, localDateOf } from "~/booking/zone";
import { insertBookablePractice } from "../fixtures/booking";

type Sizes = { racers: number; raceSlots: number; bookings: number; practices: number; concurrency: number };
const sizes = JSON.parse((env as unknown as { BENCH_BOOKING: string }).BENCH_BOOKING) as Sizes;

async function insertPatients(prefix: string, count: number): Promise<string[]> {
  await env.DB.prepare(
    `WITH RECURSIVE seq(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM seq WHERE i + 1 < ${count})
     INSERT INTO users (id, email, password_hash, first_name, last_name, username)
     SELECT '${prefix}' || i, '${prefix}' || i || '@example.com', 'x', 'Bench', 'Patient', '${prefix}' || i FROM seq`,
  ).run();
  return Array.from({ length: count }, (_, i) => `${prefix}${i}`);
}

type Outcome = { booked: boolean; ms: number; refusals: string[] };

/** One patient: presses `first`, then the next slot offered (or a fresh list's) until booked or none is left. */
async function patient(providerId: string, typeId: string, patientId: string, first: Slot): Promise<Outcome> {
  const start = performance.now();
  const refusals: string[] = [];
  let slot: Slot | undefined = first;
  while (slot) {
    const answer = await calendarOf(providerId).book({ providerId, typeId, patientId, startsAt: slot.startsAt });
    if (answer.ok) return { booked: true, ms: performance.now() - start, refusals };
    refusals.push(answer.refusal);
    slot = answer.nextSlots[0] ?? (await openSlots(providerId, typeId, Date.now(), 14, 1))[0];
  }
  return { booked: false, ms: performance.now() - start, refusals };
}

async function pool<T>(jobs: (() => Promise<T>)[], concurrency: number): Promise<T[]> {
  const results: T[] = new Array(jobs.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, jobs.length) }, async () => {
      while (next < jobs.length) {
        const i = next++;
        results[i] = await jobs[i]!();
      }
    }),
  );
  return results;
}

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;
}

async function doubleBookings(): Promise<number> {
  const row = await env.DB.prepare(
    `SELECT count(*) AS n FROM appointments a JOIN appointments b
       ON a.provider_id = b.provider_id AND a.id < b.id AND a.starts_at < b.ends_at AND b.starts_at < a.ends_at
     WHERE a.status IN ('requested', 'confirmed') AND b.status IN ('requested', 'confirmed')`,
  ).first<{ n: number }>();
  return row?.n ?? -1;
}

function report(name: string, outcomes: Outcome[], doubles: number, stored: number) {
  const reasons = new Map<string, number>();
  for (const r of outcomes.flatMap((o) => o.refusals)) reasons.set(r, (reasons.get(r) ?? 0) + 1);
  const times = outcomes
    .filter((o) => o.booked)
    .map((o) => o.ms)
    .sort((a, b) => a - b);
  console.log(
    [
      `\n${name}`,
      `  patients: ${outcomes.length}; bookings made: ${times.length} (in D1: ${stored}); without a booking: ${outcomes.length - times.length}`,
      `  double bookings (from D1): ${doubles}`,
      `  refusals: ${[...reasons].map(([r, n]) => `${r} ${n}`).join(", ") || "none"}`,
      `  time to a confirmed booking: p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms, max ${(times.at(-1) ?? NaN).toFixed(1)} ms`,
    ].join("\n"),
  );
}

test("booking: a race for one practice's slots, and bookings spread over many practices", async () => {
  console.log(`sizes: ${JSON.stringify(sizes)}`);
  // 1. The race: hours only on one day, 09:00 for raceSlots half hours.
  const race = await insertBookablePractice({ hours: [] });
  const day = addDays(localDateOf(Date.now(), race.timeZone), 3);
  const end = 9 * 60 + sizes.raceSlots * 30;
  await setDateException(
    race.providerId,
    AvailabilityExceptionSchema.parse({
      date: day,
      hours: [{ start: "09:00", end: `${String(Math.floor(end / 60)).padStart(2, "0")}:${String(end % 60).padStart(2, "0")}` }],
    }),
  );
  const raceSlots = await openSlots(race.providerId, race.typeId, Date.now(), 14);
  expect(raceSlots).toHaveLength(sizes.raceSlots);
  const racers = await insertPatients("bk-r", sizes.racers);
  const raced = await Promise.all(
    racers.map((id) => patient(race.providerId, race.typeId, id, raceSlots[Math.floor(Math.random() * raceSlots.length)]!)),
  );
  const raceStored = (await env.DB.prepare("SELECT count(*) AS n FROM appointments WHERE provider_id = ?")
    .bind(race.providerId)
    .first<{ n: number }>())!.n;
  const raceDoubles = await doubleBookings();
  report(`race: ${sizes.racers} patients for ${sizes.raceSlots} slots of one practice`, raced, raceDoubles, raceStored);
  expect(raceDoubles).toBe(0);
  expect(raceStored).toBe(sizes.raceSlots);

  // 2. Spread over many practices (every day 09:00-17:00, 30 minutes: 16 slots a day).
  const practices: Awaited<ReturnType<typeof insertBookablePractice>>[] = [];
  for (let i = 0; i < sizes.practices; i++) practices.push(await insertBookablePractice());
  const slotsOf = await Promise.all(practices.map((p) => openSlots(p.providerId, p.typeId, Date.now(), 14)));
  const patients = await insertPatients("bk-s", sizes.bookings);
  const started = performance.now();
  const spread = await pool(
    patients.map((id, i) => () => {
      const k = i % practices.length;
      const slots = slotsOf[k]!;
      return patient(practices[k]!.providerId, practices[k]!.typeId, id, slots[Math.floor(Math.random() * slots.length)]!);
    }),
    sizes.concurrency,
  );
  const seconds = (performance.now() - started) / 1000;
  const spreadStored = (await env.DB.prepare("SELECT count(*) AS n FROM appointments WHERE provider_id != ?")
    .bind(race.providerId)
    .first<{ n: number }>())!.n;
  const spreadDoubles = await doubleBookings();
  report(
    `spread: ${sizes.bookings} bookings over ${sizes.practices} practices, ${sizes.concurrency} at a time`,
    spread,
    spreadDoubles,
    spreadStored,
  );
  console.log(`  throughput: ${(spread.filter((o) => o.booked).length / seconds).toFixed(0)} bookings/s over ${seconds.toFixed(1)} s`);
  expect(spreadDoubles).toBe(0);
  expect(spreadStored).toBe(spread.filter((o) => o.booked).length);
});
