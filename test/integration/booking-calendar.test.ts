/**
 * Issue 47 item 3: the practice's calendar Durable Object (workers/booking-calendar.ts) against the
 * real local D1 and the real object: bookings on daylight-saving days, a practice in another
 * zone, a closed day, the minimum notice, the booking window, past and unavailable times refused
 * with their exact messages and nothing stored, 20 patients at once for one slot, reschedule and
 * cancel with the practice's policy, D1 mirroring the object, the appointments a change of hours
 * leaves outside, and the .ics of each state (item 4).
 */
import { runInDurableObject } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  appointmentsOutsideAvailability,
  openSlots,
  replaceOpeningHours,
  setDateException,
  updateAppointmentType,
} from "~/booking/availability.server";
import { calendarOf, type AppointmentRecord, type CalendarAnswer } from "~/booking/calendar.server";
import { buildIcs } from "~/booking/ics.server";
import {
  APPOINTMENT_CLOSED,
  APPOINTMENT_NOT_FOUND,
  NOT_BOOKABLE,
  NOT_REQUESTED,
  NOT_YOURS,
  POLICY_PASSED,
  SLOT_BEYOND_WINDOW,
  SLOT_CLOSED_DAY,
  SLOT_INSIDE_NOTICE,
  SLOT_OUTSIDE_HOURS,
  SLOT_PAST,
  SLOT_TAKEN,
  TYPE_UNAVAILABLE,
} from "~/booking/messages";
import { AppointmentTypeSchema, AvailabilityExceptionSchema, OpeningHoursSchema } from "~/booking/schemas";
import { describeSlot } from "~/booking/slots";
import { addDays, formatInZone, HOUR, localDateOf, MINUTE, zonedInstant } from "~/booking/zone";
import { db } from "~/db/client.server";
import { appointments } from "~/db/schema";
import { insertProviders } from "~/dev/factories.server";
import { insertBookablePractice, insertPatients, nextNthSunday, practiceTime } from "../fixtures/booking";

async function storedOf(providerId: string) {
  return db().select().from(appointments).where(eq(appointments.providerId, providerId));
}

/** Rows in the practice's calendar object itself. */
async function objectRows(providerId: string): Promise<number> {
  return runInDurableObject(calendarOf(providerId), (_instance, state) => {
    return Number(state.storage.sql.exec<{ n: number }>("SELECT count(*) AS n FROM appointments").one().n);
  });
}

function booked(answer: CalendarAnswer) {
  if (!answer.ok) throw new Error(`refused: ${answer.message}`);
  return answer.appointment;
}

describe("booking through the practice's calendar", () => {
  it("books a free slot, confirmed at once for an instant type, and writes it to D1", async () => {
    const { providerId, typeId, timeZone } = await insertBookablePractice();
    const [patient] = await insertPatients(1);
    const startsAt = practiceTime(timeZone, 3, "10:00");
    const appointment = booked(await calendarOf(providerId).book({ providerId, typeId, patientId: patient!.id, startsAt }));
    expect(appointment).toMatchObject({ startsAt, endsAt: startsAt + 30 * MINUTE, status: "confirmed", sequence: 0, history: [] });
    const [row] = await storedOf(providerId);
    expect(row).toMatchObject({ id: appointment.id, patientId: patient!.id, typeId, status: "confirmed", revision: 1 });
    expect(row!.startsAt.getTime()).toBe(startsAt);
    // The slot is no longer offered.
    const slots = await openSlots(providerId, typeId, Date.now(), 5);
    expect(slots.some((s) => s.startsAt === startsAt)).toBe(false);
  });

  it("books a request-type appointment as requested until the practice confirms it", async () => {
    const { providerId, typeId, timeZone } = await insertBookablePractice({ instant: false });
    const [patient] = await insertPatients(1);
    const appointment = booked(
      await calendarOf(providerId).book({ providerId, typeId, patientId: patient!.id, startsAt: practiceTime(timeZone, 2, "11:00") }),
    );
    expect(appointment.status).toBe("requested");
    const confirmed = booked(await calendarOf(providerId).confirm({ providerId, appointmentId: appointment.id }));
    expect(confirmed).toMatchObject({ status: "confirmed", revision: 2 });
    expect((await storedOf(providerId))[0]).toMatchObject({ status: "confirmed", revision: 2 });
    expect(await calendarOf(providerId).confirm({ providerId, appointmentId: appointment.id })).toMatchObject({
      ok: false,
      message: "Only a requested appointment can be confirmed.",
    });
    expect(NOT_REQUESTED).toBe("Only a requested appointment can be confirmed.");
    const unknown = { providerId, appointmentId: crypto.randomUUID(), actor: { side: "practice" as const } };
    expect(await calendarOf(providerId).cancel(unknown)).toMatchObject({ ok: false, message: APPOINTMENT_NOT_FOUND });
    expect(await calendarOf(providerId).confirm(unknown)).toMatchObject({ ok: false, message: APPOINTMENT_NOT_FOUND });
    expect(APPOINTMENT_NOT_FOUND).toBe("This appointment could not be found.");
    expect((await storedOf(providerId))[0]).toMatchObject({ status: "confirmed", revision: 2 });
  });

  it("refuses past, too-soon, too-far, closed-day and off-hours times with their messages and stores nothing", async () => {
    const { providerId, typeId, timeZone } = await insertBookablePractice({ minNoticeHours: 48, windowDays: 14 });
    const closedDate = addDays(localDateOf(Date.now(), timeZone), 5);
    await setDateException(providerId, AvailabilityExceptionSchema.parse({ date: closedDate, closed: true }));
    const [patient] = await insertPatients(1);
    const calendar = calendarOf(providerId);
    const cases: [number, string][] = [
      [practiceTime(timeZone, -1, "10:00"), SLOT_PAST],
      [practiceTime(timeZone, 1, "10:00"), "This practice needs at least 48 hours notice. Please choose a later time."],
      [practiceTime(timeZone, 20, "10:00"), "This practice takes bookings up to 14 days ahead. Please choose an earlier time."],
      [practiceTime(timeZone, 5, "10:00"), SLOT_CLOSED_DAY],
      [practiceTime(timeZone, 4, "18:00"), SLOT_OUTSIDE_HOURS],
      [practiceTime(timeZone, 4, "10:10"), SLOT_OUTSIDE_HOURS],
    ];
    expect(SLOT_INSIDE_NOTICE(48)).toBe(cases[1]![1]);
    expect(SLOT_BEYOND_WINDOW(14)).toBe(cases[2]![1]);
    for (const [startsAt, message] of cases) {
      const answer = await calendar.book({ providerId, typeId, patientId: patient!.id, startsAt });
      expect(answer).toMatchObject({ ok: false, message });
    }
    expect(await storedOf(providerId)).toEqual([]);
    expect(await objectRows(providerId)).toBe(0);
    // Each refusal offered real next slots: past the notice, not on the closed day.
    const answer = await calendar.book({ providerId, typeId, patientId: patient!.id, startsAt: practiceTime(timeZone, 5, "10:00") });
    expect(answer.ok).toBe(false);
    if (!answer.ok) {
      expect(answer.nextSlots).toHaveLength(5);
      for (const s of answer.nextSlots) expect(localDateOf(s.startsAt, timeZone)).not.toBe(closedDate);
      expect(answer.nextSlots[0]!.startsAt).toBe(practiceTime(timeZone, 6, "09:00"));
    }
  });

  it("refuses a listing without booking settings, an inactive type and another practice's type", async () => {
    const [plain] = await insertProviders([{ latitude: null, longitude: null }]);
    const { providerId, typeId, timeZone } = await insertBookablePractice();
    const other = await insertBookablePractice();
    const [patient] = await insertPatients(1);
    const startsAt = practiceTime(timeZone, 3, "10:00");
    expect(await calendarOf(plain!.id).book({ providerId: plain!.id, typeId, patientId: patient!.id, startsAt })).toMatchObject({
      ok: false,
      message: NOT_BOOKABLE,
    });
    expect(await calendarOf(providerId).book({ providerId, typeId: other.typeId, patientId: patient!.id, startsAt })).toMatchObject({
      ok: false,
      message: NOT_BOOKABLE,
    });
    await updateAppointmentType(
      providerId,
      typeId,
      AppointmentTypeSchema.parse({ name: "Consultation", durationMinutes: 30, mode: "in_person", active: false }),
    );
    expect(await calendarOf(providerId).book({ providerId, typeId, patientId: patient!.id, startsAt })).toMatchObject({
      ok: false,
      message: TYPE_UNAVAILABLE,
    });
    expect(await storedOf(providerId)).toEqual([]);
  });

  it("changes only the practice's own types and hours: another listing's are left as they were", async () => {
    const mine = await insertBookablePractice();
    const theirs = await insertBookablePractice();
    const before = await openSlots(theirs.providerId, theirs.typeId, Date.now(), 3);
    const evenings = OpeningHoursSchema.parse({ hours: [{ weekday: 1, start: "18:00", end: "20:00" }] });
    expect(await replaceOpeningHours(mine.providerId, theirs.typeId, evenings)).toBe(false);
    const renamed = AppointmentTypeSchema.parse({ name: "Renamed", durationMinutes: 60, mode: "in_person", active: false });
    expect(await updateAppointmentType(mine.providerId, theirs.typeId, renamed)).toBe(false);
    expect(await openSlots(theirs.providerId, theirs.typeId, Date.now(), 3)).toEqual(before);
    expect(before.length).toBeGreaterThan(0);
  });

  it("gives one of 20 patients pressing the same slot together the booking and the 19 others the next slots", async () => {
    const { providerId, typeId, timeZone } = await insertBookablePractice();
    const patients = await insertPatients(20);
    const startsAt = practiceTime(timeZone, 2, "14:00");
    const answers = await Promise.all(patients.map((p) => calendarOf(providerId).book({ providerId, typeId, patientId: p.id, startsAt })));
    const wins = answers.filter((a) => a.ok);
    const refusals = answers.filter((a) => !a.ok);
    expect(wins).toHaveLength(1);
    expect(refusals).toHaveLength(19);
    for (const refusal of refusals) {
      expect(refusal).toMatchObject({ ok: false, refusal: "taken", message: "That time was just taken — here are the next ones." });
      if (!refusal.ok) expect(refusal.nextSlots.map((s) => s.startsAt)).toEqual([1, 2, 3, 4, 5].map((n) => startsAt + n * 30 * MINUTE));
    }
    expect(SLOT_TAKEN).toBe("That time was just taken — here are the next ones.");
    expect(await storedOf(providerId)).toHaveLength(1);
    expect(await objectRows(providerId)).toBe(1);
  });

  it("books both occurrences of the repeated hour on the fall-back day and nothing in the spring-forward gap (New York)", async () => {
    const fallBack = nextNthSunday(11, 1);
    const springForward = nextNthSunday(3, 2);
    const { providerId, typeId, timeZone } = await insertBookablePractice({ hours: [{ weekday: 7, start: "01:00", end: "04:00" }] });
    const [first, second] = await insertPatients(2);
    const daySlots = async (date: string) => {
      const all = await openSlots(providerId, typeId, Date.now(), 366);
      return all
        .filter((s) => localDateOf(s.startsAt, timeZone) === date)
        .map((s) => formatInZone(s.startsAt, timeZone).replace(/^.*, /, ""));
    };
    expect(await daySlots(springForward)).toEqual(["1:00 AM EST", "1:30 AM EST", "3:00 AM EDT", "3:30 AM EDT"]);
    expect(await daySlots(fallBack)).toEqual([
      "1:00 AM EDT",
      "1:30 AM EDT",
      "1:00 AM EST",
      "1:30 AM EST",
      "2:00 AM EST",
      "2:30 AM EST",
      "3:00 AM EST",
      "3:30 AM EST",
    ]);
    const firstOne = zonedInstant(fallBack, 60, timeZone);
    const secondOne = firstOne + HOUR;
    booked(await calendarOf(providerId).book({ providerId, typeId, patientId: first!.id, startsAt: firstOne }));
    booked(await calendarOf(providerId).book({ providerId, typeId, patientId: second!.id, startsAt: secondOne }));
    expect((await storedOf(providerId)).map((a) => formatInZone(a.startsAt.getTime(), timeZone).replace(/^.*, /, "")).sort()).toEqual([
      "1:00 AM EDT",
      "1:00 AM EST",
    ]);
    // 2:15 EST on the spring day is 3:15 EDT on the clock: not a slot of the 30-minute grid.
    const gapTime = zonedInstant(springForward, 60, timeZone) + 75 * MINUTE;
    expect(await calendarOf(providerId).book({ providerId, typeId, patientId: first!.id, startsAt: gapTime })).toMatchObject({
      ok: false,
      message: SLOT_OUTSIDE_HOURS,
    });
    expect(await storedOf(providerId)).toHaveLength(2);
  });

  it("books a Los Angeles practice's 9:00 for a patient in Madrid and shows both clocks", async () => {
    const { providerId, typeId, timeZone } = await insertBookablePractice({ timeZone: "America/Los_Angeles" });
    const [patient] = await insertPatients(1);
    const startsAt = practiceTime(timeZone, 3, "09:00");
    const appointment = booked(await calendarOf(providerId).book({ providerId, typeId, patientId: patient!.id, startsAt }));
    const shown = describeSlot(appointment, timeZone, "Europe/Madrid");
    expect(shown.practice).toMatch(/9:00 AM P[SD]T$/);
    const madridHour = Number(formatInZone(startsAt, "Europe/Madrid").match(/, (\d+):00 PM/)?.[1]);
    expect([5, 6, 7]).toContain(madridHour); // 8 or 9 hours apart, depending on the week
    expect(shown.patient).toBe(formatInZone(startsAt, "Europe/Madrid"));
    // The practice's 8:30 (its clock) is outside its hours, whatever the patient's clock says.
    expect(
      await calendarOf(providerId).book({ providerId, typeId, patientId: patient!.id, startsAt: practiceTime(timeZone, 3, "08:30") }),
    ).toMatchObject({ ok: false, message: SLOT_OUTSIDE_HOURS });
  });

  it("reschedules within the policy: history kept, sequence bumped, the old time freed; refuses others' and late changes", async () => {
    const { providerId, typeId, timeZone } = await insertBookablePractice({ changeLimitHours: 24 });
    const [patient, stranger, other] = await insertPatients(3);
    const calendar = calendarOf(providerId);
    const first = practiceTime(timeZone, 4, "10:00");
    const appointment = booked(await calendar.book({ providerId, typeId, patientId: patient!.id, startsAt: first }));
    const target = practiceTime(timeZone, 5, "15:30");
    const actor = { side: "patient" as const, userId: patient!.id };
    expect(
      await calendar.reschedule({
        providerId,
        appointmentId: appointment.id,
        actor: { side: "patient", userId: stranger!.id },
        startsAt: target,
      }),
    ).toMatchObject({ ok: false, message: NOT_YOURS });
    // A taken target is refused and the appointment stays where it was.
    booked(await calendar.book({ providerId, typeId, patientId: other!.id, startsAt: target }));
    expect(await calendar.reschedule({ providerId, appointmentId: appointment.id, actor, startsAt: target })).toMatchObject({
      ok: false,
      message: SLOT_TAKEN,
    });
    const moved = booked(await calendar.reschedule({ providerId, appointmentId: appointment.id, actor, startsAt: target + 30 * MINUTE }));
    expect(moved).toMatchObject({ startsAt: target + 30 * MINUTE, sequence: 1, revision: 2, status: "confirmed" });
    expect(moved.history).toEqual([{ startsAt: first, endsAt: first + 30 * MINUTE, movedAt: expect.any(Number) }]);
    const row = (await storedOf(providerId)).find((a) => a.id === appointment.id)!;
    expect(row).toMatchObject({ sequence: 1, revision: 2, history: moved.history });
    // The old time is free again for someone else.
    booked(await calendar.book({ providerId, typeId, patientId: stranger!.id, startsAt: first }));

    // Inside the 24 hours before, the patient cannot change it online; the practice can.
    // The first free slot: hours are 9:00-17:00 every day, so it is less than 24 hours away.
    const soon = (await openSlots(providerId, typeId, Date.now(), 2))[0]!.startsAt;
    expect(soon - Date.now()).toBeLessThan(24 * HOUR);
    const late = booked(await calendar.book({ providerId, typeId, patientId: patient!.id, startsAt: soon }));
    expect(
      await calendar.reschedule({ providerId, appointmentId: late.id, actor, startsAt: practiceTime(timeZone, 6, "09:00") }),
    ).toMatchObject({
      ok: false,
      message: POLICY_PASSED(24),
    });
    expect(POLICY_PASSED(24)).toBe(
      "Appointments can be changed or cancelled online until 24 hours before they start. Please contact the practice.",
    );
    expect(await calendar.cancel({ providerId, appointmentId: late.id, actor })).toMatchObject({ ok: false, message: POLICY_PASSED(24) });
    expect(booked(await calendar.cancel({ providerId, appointmentId: late.id, actor: { side: "practice" } })).status).toBe("cancelled");
  });

  it("cancels: the time is free again, the row says cancelled, and a cancelled appointment cannot change", async () => {
    const { providerId, typeId, timeZone } = await insertBookablePractice();
    const [patient, next] = await insertPatients(2);
    const calendar = calendarOf(providerId);
    const startsAt = practiceTime(timeZone, 3, "12:00");
    const appointment = booked(await calendar.book({ providerId, typeId, patientId: patient!.id, startsAt }));
    const actor = { side: "patient" as const, userId: patient!.id };
    const cancelled = booked(await calendar.cancel({ providerId, appointmentId: appointment.id, actor }));
    expect(cancelled).toMatchObject({ status: "cancelled", sequence: 1, revision: 2 });
    expect((await storedOf(providerId))[0]).toMatchObject({ status: "cancelled", sequence: 1 });
    expect(await calendar.cancel({ providerId, appointmentId: appointment.id, actor })).toMatchObject({
      ok: false,
      message: APPOINTMENT_CLOSED,
    });
    expect(await calendar.reschedule({ providerId, appointmentId: appointment.id, actor, startsAt: startsAt + HOUR })).toMatchObject({
      ok: false,
      message: APPOINTMENT_CLOSED,
    });
    booked(await calendar.book({ providerId, typeId, patientId: next!.id, startsAt }));
  });

  it("lists booked appointments a change of hours or a closed day leaves outside, without dropping them", async () => {
    const { providerId, typeId, timeZone } = await insertBookablePractice();
    const [a, b, c] = await insertPatients(3);
    const calendar = calendarOf(providerId);
    const morning = booked(await calendar.book({ providerId, typeId, patientId: a!.id, startsAt: practiceTime(timeZone, 3, "09:00") }));
    const afternoon = booked(await calendar.book({ providerId, typeId, patientId: b!.id, startsAt: practiceTime(timeZone, 3, "15:00") }));
    const later = booked(await calendar.book({ providerId, typeId, patientId: c!.id, startsAt: practiceTime(timeZone, 4, "14:00") }));
    expect(await appointmentsOutsideAvailability(providerId, Date.now())).toEqual([]);

    // Hours now 12:00-17:00 every day: the 9:00 one is outside.
    const afternoons = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: "12:00", end: "17:00" }));
    await replaceOpeningHours(providerId, typeId, OpeningHoursSchema.parse({ hours: afternoons }));
    expect((await appointmentsOutsideAvailability(providerId, Date.now())).map((x) => x.id)).toEqual([morning.id]);

    // The next day closed: its appointment joins the list.
    await setDateException(providerId, AvailabilityExceptionSchema.parse({ date: localDateOf(later.startsAt, timeZone), closed: true }));
    expect((await appointmentsOutsideAvailability(providerId, Date.now())).map((x) => x.id)).toEqual([morning.id, later.id]);
    // Nothing was dropped: all three are still confirmed, and their times still held.
    expect((await storedOf(providerId)).map((x) => x.status)).toEqual(["confirmed", "confirmed", "confirmed"]);
    expect(afternoon.status).toBe("confirmed");

    // Cancelled ones are not listed.
    booked(await calendar.cancel({ providerId, appointmentId: morning.id, actor: { side: "practice" } }));
    expect((await appointmentsOutsideAvailability(providerId, Date.now())).map((x) => x.id)).toEqual([later.id]);
  });

  it("writes an .ics with one UID, SEQUENCE bumped on reschedule, METHOD:REQUEST then CANCEL", async () => {
    const { providerId, typeId, timeZone } = await insertBookablePractice();
    const [patient] = await insertPatients(1);
    const calendar = calendarOf(providerId);
    const actor = { side: "patient" as const, userId: patient!.id };
    const practice = {
      name: "Glow Clinic",
      address: "1 Main St, Austin, TX",
      email: "desk@glow.example",
      profileUrl: "https://truself.com/provider/x",
    };
    const ics = (a: AppointmentRecord) =>
      buildIcs({ ...a, typeName: "Consultation", mode: "in_person", videoLink: null }, practice).replace(/\r\n/g, "\n");
    const made = booked(await calendar.book({ providerId, typeId, patientId: patient!.id, startsAt: practiceTime(timeZone, 3, "10:00") }));
    const moved = booked(
      await calendar.reschedule({ providerId, appointmentId: made.id, actor, startsAt: practiceTime(timeZone, 3, "11:00") }),
    );
    const gone = booked(await calendar.cancel({ providerId, appointmentId: made.id, actor }));
    const [first, second, third] = [ics(made), ics(moved), ics(gone)];
    // RFC 5545's frame: CRLF line ends, lines folded at 75 octets, one event in one calendar, the
    // properties a calendar needs to update the same event (PRODID, DTSTAMP, ORGANIZER for a REQUEST).
    const raw = buildIcs({ ...made, typeName: "Consultation", mode: "in_person", videoLink: null }, practice);
    expect(raw.endsWith("\r\n")).toBe(true);
    const lines = raw.slice(0, -2).split("\r\n");
    expect(lines.every((line) => !line.includes("\n") && new TextEncoder().encode(line).length <= 75)).toBe(true);
    expect(lines.filter((line) => /^(BEGIN|END):/.test(line))).toEqual(["BEGIN:VCALENDAR", "BEGIN:VEVENT", "END:VEVENT", "END:VCALENDAR"]);
    expect(first).toMatch(/^VERSION:2\.0$/m);
    expect(first).toMatch(/^PRODID:-\/\/TruSelf\/\/Booking\/\/EN$/m);
    expect(first).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/m);
    expect(first).toMatch(/^ORGANIZER;CN="Glow Clinic":mailto:desk@glow\.example$/im);
    const uid = `UID:appointment-${made.id}@truself.com`;
    for (const text of [first, second, third]) expect(text.split("\n")).toContain(uid);
    expect(first).toMatch(/^METHOD:REQUEST$/m);
    expect(first).toMatch(/^SEQUENCE:0$/m);
    expect(first).toMatch(/^STATUS:CONFIRMED$/m);
    const utc = (ms: number) =>
      new Date(ms)
        .toISOString()
        .replace(/[-:]/g, "")
        .replace(/\.\d{3}/, "");
    expect(first).toMatch(new RegExp(`^DTSTART:${utc(made.startsAt)}$`, "m"));
    expect(second).toMatch(/^SEQUENCE:1$/m);
    expect(second).toMatch(new RegExp(`^DTSTART:${utc(moved.startsAt)}$`, "m"));
    expect(third).toMatch(/^METHOD:CANCEL$/m);
    expect(third).toMatch(/^SEQUENCE:2$/m);
    expect(third).toMatch(/^STATUS:CANCELLED$/m);
  });

  it("sends a D1 write that failed again from the object's alarm", async () => {
    const { providerId, typeId, timeZone } = await insertBookablePractice();
    const [patient] = await insertPatients(1);
    const made = booked(
      await calendarOf(providerId).book({ providerId, typeId, patientId: patient!.id, startsAt: practiceTime(timeZone, 3, "10:00") }),
    );
    // As if D1 had missed the write: the row gone there, the object's mark undone.
    await db().delete(appointments).where(eq(appointments.id, made.id));
    await runInDurableObject(calendarOf(providerId), async (instance, state) => {
      state.storage.sql.exec("UPDATE appointments SET mirrored_revision = 0");
      await (instance as unknown as { alarm(): Promise<void> }).alarm();
    });
    expect((await storedOf(providerId)).map((a) => a.id)).toEqual([made.id]);
  });
});
