/**
 * Issue 47 items 1 and 2: the availability schemas' exact messages, and the pure slot function
 * (app/booking/slots.ts) at fixed instants: daylight-saving days in New York, a practice in Los
 * Angeles read from Madrid, closed days and special hours, notice and window; fast-check
 * properties over random hours (no two slots overlap, every slot inside the hours, none inside
 * the notice or past the window, none over a booked time).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  APPOINTMENT_CLOSED,
  DATE_INVALID,
  DURATION_INVALID,
  END_AFTER_START,
  EXCEPTION_CLOSED_WITH_HOURS,
  EXCEPTION_HOURS_REQUIRED,
  FEE_INVALID,
  HOURS_OVERLAP,
  MODE_INVALID,
  NOT_YOURS,
  NOTICE_INVALID,
  POLICY_INVALID,
  PRICE_NOTE_TOO_LONG,
  SLOT_BEYOND_WINDOW,
  SLOT_INSIDE_NOTICE,
  TIME_INVALID,
  TIME_ZONE_INVALID,
  TYPE_NAME_REQUIRED,
  TYPE_NAME_TOO_LONG,
  VIDEO_LINK_IN_PERSON,
  VIDEO_LINK_INVALID,
  VIDEO_LINK_REQUIRED,
  WEEKDAY_INVALID,
  WINDOW_INVALID,
} from "~/booking/messages";
import { AppointmentTypeSchema, AvailabilityExceptionSchema, BookingSettingsSchema, OpeningHoursSchema } from "~/booking/schemas";
import { describeSlot, freeSlots, insideHours, refusalMessage, refusalOf, type Availability, type Slot } from "~/booking/slots";
import { formatInZone, HOUR, DAY, MINUTE } from "~/booking/zone";

function messagesOf(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);
}

const type = { name: "Consultation", durationMinutes: 30, mode: "in_person" };

describe("availability schemas", () => {
  it("accepts a full appointment type and turns the fee into cents", () => {
    const parsed = AppointmentTypeSchema.parse({
      ...type,
      mode: "virtual",
      videoLink: "https://meet.example.com/dr-a",
      fee: "$1,250.50",
      priceNote: "Credited to treatment",
      instant: true,
      active: true,
    });
    expect(parsed).toMatchObject({ fee: 125050, instant: true, active: true, videoLink: "https://meet.example.com/dr-a" });
  });

  it.each([
    [{ ...type, name: " " }, TYPE_NAME_REQUIRED],
    [{ ...type, name: "x".repeat(81) }, TYPE_NAME_TOO_LONG],
    [{ ...type, durationMinutes: 4 }, DURATION_INVALID],
    [{ ...type, durationMinutes: 481 }, DURATION_INVALID],
    [{ ...type, durationMinutes: 30.5 }, DURATION_INVALID],
    [{ ...type, fee: "12.345" }, FEE_INVALID],
    [{ ...type, fee: "-5" }, FEE_INVALID],
    [{ ...type, fee: "100000.01" }, FEE_INVALID],
    [{ ...type, priceNote: "x".repeat(201) }, PRICE_NOTE_TOO_LONG],
    [{ ...type, mode: "phone" }, MODE_INVALID],
    [{ ...type, mode: "virtual" }, VIDEO_LINK_REQUIRED],
    [{ ...type, mode: "virtual", videoLink: "http://meet.example.com/a" }, VIDEO_LINK_INVALID],
    [{ ...type, mode: "virtual", videoLink: "javascript:alert(1)" }, VIDEO_LINK_INVALID],
    [{ ...type, videoLink: "https://meet.example.com/a" }, VIDEO_LINK_IN_PERSON],
  ])("refuses a bad appointment type: %j", (input, message) => {
    expect(messagesOf(AppointmentTypeSchema.safeParse(input))).toEqual([message]);
  });

  it("checks opening hours: time format, weekday, end after start, no overlap on a day", () => {
    expect(OpeningHoursSchema.parse({ hours: [{ weekday: 1, start: "09:00", end: "24:00" }] }).hours).toEqual([
      { weekday: 1, start: 540, end: 1440 },
    ]);
    expect(messagesOf(OpeningHoursSchema.safeParse({ hours: [{ weekday: 1, start: "9am", end: "17:00" }] }))).toEqual([TIME_INVALID]);
    expect(messagesOf(OpeningHoursSchema.safeParse({ hours: [{ weekday: 1, start: "09:00", end: "24:30" }] }))).toEqual([TIME_INVALID]);
    expect(messagesOf(OpeningHoursSchema.safeParse({ hours: [{ weekday: 8, start: "09:00", end: "17:00" }] }))).toEqual([WEEKDAY_INVALID]);
    expect(messagesOf(OpeningHoursSchema.safeParse({ hours: [{ weekday: 1, start: "17:00", end: "09:00" }] }))).toEqual([END_AFTER_START]);
    expect(messagesOf(OpeningHoursSchema.safeParse({ hours: [{ weekday: 1, start: "09:00", end: "09:00" }] }))).toEqual([END_AFTER_START]);
    const overlapping = [
      { weekday: 2, start: "09:00", end: "12:00" },
      { weekday: 2, start: "11:30", end: "15:00" },
      { weekday: 3, start: "11:30", end: "15:00" },
    ];
    expect(messagesOf(OpeningHoursSchema.safeParse({ hours: overlapping }))).toEqual([HOURS_OVERLAP, HOURS_OVERLAP]);
    // A lunch break: two spans that only touch.
    const lunch = [
      { weekday: 2, start: "09:00", end: "12:00" },
      { weekday: 2, start: "12:00", end: "17:00" },
    ];
    expect(OpeningHoursSchema.safeParse({ hours: lunch }).success).toBe(true);
  });

  it("checks exceptions: a real date, closed without hours, special hours with them", () => {
    expect(messagesOf(AvailabilityExceptionSchema.safeParse({ date: "2026-02-30", closed: true }))).toEqual([DATE_INVALID]);
    expect(messagesOf(AvailabilityExceptionSchema.safeParse({ date: "30/12/2026", closed: true }))).toEqual([DATE_INVALID]);
    expect(messagesOf(AvailabilityExceptionSchema.safeParse({ date: "2026-12-24" }))).toEqual([EXCEPTION_HOURS_REQUIRED]);
    expect(
      messagesOf(AvailabilityExceptionSchema.safeParse({ date: "2026-12-24", closed: true, hours: [{ start: "09:00", end: "12:00" }] })),
    ).toEqual([EXCEPTION_CLOSED_WITH_HOURS]);
    expect(messagesOf(AvailabilityExceptionSchema.safeParse({ date: "2026-12-24", hours: [{ start: "12:00", end: "09:00" }] }))).toEqual([
      END_AFTER_START,
    ]);
  });

  it("checks the settings: an IANA zone, notice, window and change limit in range", () => {
    const settings = { timeZone: "America/Los_Angeles", minNoticeHours: 24, windowDays: 60, changeLimitHours: 24 };
    expect(BookingSettingsSchema.parse(settings)).toEqual(settings);
    for (const timeZone of ["PST", "Mars/Olympus_Mons", "", "America/New York"])
      expect(messagesOf(BookingSettingsSchema.safeParse({ ...settings, timeZone }))).toEqual([TIME_ZONE_INVALID]);
    expect(BookingSettingsSchema.safeParse({ ...settings, timeZone: "UTC" }).success).toBe(true);
    expect(messagesOf(BookingSettingsSchema.safeParse({ ...settings, minNoticeHours: -1 }))).toEqual([NOTICE_INVALID]);
    expect(messagesOf(BookingSettingsSchema.safeParse({ ...settings, minNoticeHours: 721 }))).toEqual([NOTICE_INVALID]);
    expect(messagesOf(BookingSettingsSchema.safeParse({ ...settings, windowDays: 0 }))).toEqual([WINDOW_INVALID]);
    expect(messagesOf(BookingSettingsSchema.safeParse({ ...settings, windowDays: 366 }))).toEqual([WINDOW_INVALID]);
    expect(messagesOf(BookingSettingsSchema.safeParse({ ...settings, changeLimitHours: 1.5 }))).toEqual([POLICY_INVALID]);
  });

  it("words the notice and window refusals with the practice's figures", () => {
    expect(SLOT_INSIDE_NOTICE(1)).toBe("This practice needs at least 1 hour notice. Please choose a later time.");
    expect(refusalMessage("notice", { minNoticeHours: 48, windowDays: 7 })).toBe(
      "This practice needs at least 48 hours notice. Please choose a later time.",
    );
    expect(SLOT_BEYOND_WINDOW(1)).toBe("This practice takes bookings up to 1 day ahead. Please choose an earlier time.");
    expect(refusalMessage("past")).toBe("That time has already passed. Please choose a later time.");
    expect(refusalMessage("closed")).toBe("The practice is closed that day. Please choose another day.");
    expect(refusalMessage("hours")).toBe("That time is not one of the practice's open times. Please choose a time from the list.");
    expect(refusalMessage("taken")).toBe("That time was just taken — here are the next ones.");
    expect(refusalMessage("type")).toBe("This appointment type is not offered any more.");
    expect(refusalMessage("unbookable")).toBe("This practice does not take bookings online yet.");
    expect(APPOINTMENT_CLOSED).toBe("This appointment is cancelled or over and cannot be changed.");
    expect(NOT_YOURS).toBe("This appointment is not yours to change.");
    expect(refusalMessage("window", { minNoticeHours: 48, windowDays: 7 })).toBe(
      "This practice takes bookings up to 7 days ahead. Please choose an earlier time.",
    );
  });
});

function availability(overrides: Partial<Availability> = {}): Availability {
  return {
    timeZone: "America/New_York",
    minNoticeHours: 0,
    windowDays: 365,
    type: { id: "t", durationMinutes: 30, active: true },
    hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, startMinute: 9 * 60, endMinute: 17 * 60 })),
    exceptions: [],
    ...overrides,
  };
}
const at = (iso: string) => Date.parse(iso);
const NOW = at("2026-03-01T12:00:00Z");
const local = (slots: Slot[], zone: string) => slots.map((s) => formatInZone(s.startsAt, zone).replace(/^\w+, \w+ \d+, /, ""));

describe("free slots", () => {
  it("skips the missing hour of the spring-forward day (New York, 8 March 2026)", () => {
    const sunday = availability({ hours: [{ weekday: 7, startMinute: 60, endMinute: 4 * 60 }] });
    const slots = freeSlots({ now: NOW, availability: sunday, busy: [], from: at("2026-03-08T00:00:00Z"), to: at("2026-03-09T00:00:00Z") });
    // 01:00-04:00 on the wall clock is two real hours that day: no 2:00 or 2:30.
    expect(local(slots, "America/New_York")).toEqual(["1:00 AM EST", "1:30 AM EST", "3:00 AM EDT", "3:30 AM EDT"]);
    expect(slots.map((s) => new Date(s.startsAt).toISOString())).toEqual([
      "2026-03-08T06:00:00.000Z",
      "2026-03-08T06:30:00.000Z",
      "2026-03-08T07:00:00.000Z",
      "2026-03-08T07:30:00.000Z",
    ]);
    // Hours starting inside the gap begin when the clock does: 02:30 is 03:30 EDT.
    const fromGap = availability({ hours: [{ weekday: 7, startMinute: 150, endMinute: 5 * 60 }] });
    const late = freeSlots({ now: NOW, availability: fromGap, busy: [], from: at("2026-03-08T00:00:00Z"), to: at("2026-03-09T00:00:00Z") });
    expect(local(late, "America/New_York")).toEqual(["3:30 AM EDT", "4:00 AM EDT", "4:30 AM EDT"]);
  });

  it("offers the repeated hour of the fall-back day twice (New York, 1 November 2026), each named by its offset", () => {
    const sunday = availability({ hours: [{ weekday: 7, startMinute: 60, endMinute: 3 * 60 }] });
    const slots = freeSlots({ now: NOW, availability: sunday, busy: [], from: at("2026-11-01T00:00:00Z"), to: at("2026-11-02T00:00:00Z") });
    expect(local(slots, "America/New_York")).toEqual([
      "1:00 AM EDT",
      "1:30 AM EDT",
      "1:00 AM EST",
      "1:30 AM EST",
      "2:00 AM EST",
      "2:30 AM EST",
    ]);
    // A booking in the first 1:00 leaves the second one free.
    const busy = [slots[0]!];
    const after = freeSlots({ now: NOW, availability: sunday, busy, from: at("2026-11-01T00:00:00Z"), to: at("2026-11-02T00:00:00Z") });
    expect(local(after, "America/New_York")).toEqual(["1:30 AM EDT", "1:00 AM EST", "1:30 AM EST", "2:00 AM EST", "2:30 AM EST"]);
    expect(refusalOf(NOW, sunday, busy, slots[2]!)).toBeNull();
    expect(refusalOf(NOW, sunday, busy, slots[0]!)).toBe("taken");
  });

  it("keeps 9:00 on the practice's clock in the week after the change, an hour earlier in UTC", () => {
    const slots = freeSlots({
      now: NOW,
      availability: availability(),
      busy: [],
      from: at("2026-03-06T00:00:00Z"),
      to: at("2026-03-10T00:00:00Z"),
    });
    const firsts = ["2026-03-06", "2026-03-07", "2026-03-08", "2026-03-09"].map((d) =>
      slots.find((s) => new Date(s.startsAt).toISOString().startsWith(d))!,
    );
    expect(firsts.map((s) => new Date(s.startsAt).toISOString().slice(11, 16))).toEqual(["14:00", "14:00", "13:00", "13:00"]);
    expect(slots.filter((s) => new Date(s.startsAt).toISOString().startsWith("2026-03-08"))).toHaveLength(16);
  });

  it("shows a Los Angeles practice's time with a Madrid patient's beside it, and only one when they agree", () => {
    const la = availability({ timeZone: "America/Los_Angeles" });
    const [first] = freeSlots({ now: NOW, availability: la, busy: [], from: at("2026-03-10T00:00:00Z"), to: at("2026-03-11T00:00:00Z") });
    // Tue 10 March: Los Angeles is on PDT (UTC-7), Madrid still on CET (UTC+1): 9 hours apart until 29 March (Europe's change).
    expect(new Date(first!.startsAt).toISOString()).toBe("2026-03-10T16:00:00.000Z");
    expect(describeSlot(first!, "America/Los_Angeles", "Europe/Madrid")).toEqual({
      practice: "Tue, Mar 10, 9:00 AM PDT",
      patient: "Tue, Mar 10, 5:00 PM GMT+1",
    });
    expect(describeSlot(first!, "America/Los_Angeles", "America/Los_Angeles")).toEqual({
      practice: "Tue, Mar 10, 9:00 AM PDT",
      patient: null,
    });
    // After 29 March Madrid is on CEST: 9 hours apart again, the wall times move with each zone.
    const [april] = freeSlots({ now: NOW, availability: la, busy: [], from: at("2026-04-07T00:00:00Z"), to: at("2026-04-08T00:00:00Z") });
    expect(describeSlot(april!, "America/Los_Angeles", "Europe/Madrid")).toEqual({
      practice: "Tue, Apr 7, 9:00 AM PDT",
      patient: "Tue, Apr 7, 6:00 PM GMT+2",
    });
  });

  it("closes a closed day and replaces a day's hours with its special hours", () => {
    const a = availability({
      exceptions: [
        { date: "2026-03-10", closed: true, startMinute: null, endMinute: null },
        { date: "2026-03-11", closed: false, startMinute: 13 * 60, endMinute: 14 * 60 },
      ],
    });
    const tuesday = freeSlots({ now: NOW, availability: a, busy: [], from: at("2026-03-10T00:00:00Z"), to: at("2026-03-11T04:00:00Z") });
    expect(tuesday).toEqual([]);
    const wednesday = freeSlots({ now: NOW, availability: a, busy: [], from: at("2026-03-11T04:00:00Z"), to: at("2026-03-12T04:00:00Z") });
    expect(local(wednesday, "America/New_York")).toEqual(["1:00 PM EDT", "1:30 PM EDT"]);
    expect(refusalOf(NOW, a, [], { startsAt: at("2026-03-10T14:00:00Z"), endsAt: at("2026-03-10T14:30:00Z") })).toBe("closed");
    expect(refusalOf(NOW, a, [], { startsAt: at("2026-03-11T13:00:00Z"), endsAt: at("2026-03-11T13:30:00Z") })).toBe("hours");
  });

  it("refuses past, inside the notice, beyond the window, off the grid and off hours, in that order", () => {
    const a = availability({ minNoticeHours: 48, windowDays: 7 });
    const slot = (iso: string): Slot => ({ startsAt: at(iso), endsAt: at(iso) + 30 * MINUTE });
    expect(refusalOf(NOW, a, [], slot("2026-02-28T14:00:00Z"))).toBe("past");
    expect(refusalOf(NOW, a, [], slot("2026-03-02T14:00:00Z"))).toBe("notice");
    expect(refusalOf(NOW, a, [], slot("2026-03-09T14:00:00Z"))).toBe("window");
    expect(refusalOf(NOW, a, [], slot("2026-03-04T14:10:00Z"))).toBe("hours");
    expect(refusalOf(NOW, a, [], slot("2026-03-04T23:00:00Z"))).toBe("hours");
    expect(refusalOf(NOW, a, [], { startsAt: at("2026-03-04T14:00:00Z"), endsAt: at("2026-03-04T15:00:00Z") })).toBe("hours");
    expect(refusalOf(NOW, a, [], slot("2026-03-04T14:00:00Z"))).toBeNull();
    expect(refusalOf(NOW, availability({ type: { id: "t", durationMinutes: 30, active: false } }), [], slot("2026-03-04T14:00:00Z"))).toBe(
      "type",
    );
    const slots = freeSlots({ now: NOW, availability: a, busy: [], from: 0, to: Infinity });
    expect(slots[0]!.startsAt).toBeGreaterThanOrEqual(NOW + 48 * HOUR);
    expect(slots.at(-1)!.startsAt).toBeLessThanOrEqual(NOW + 7 * DAY);
  });

  it("says whether a booked time is still inside the hours", () => {
    const a = availability();
    const booked = { startsAt: at("2026-03-04T14:00:00Z"), endsAt: at("2026-03-04T14:30:00Z") };
    expect(insideHours(a, booked)).toBe(true);
    expect(insideHours(availability({ hours: [{ weekday: 3, startMinute: 10 * 60, endMinute: 12 * 60 }] }), booked)).toBe(false);
    expect(
      insideHours(availability({ exceptions: [{ date: "2026-03-04", closed: true, startMinute: null, endMinute: null }] }), booked),
    ).toBe(false);
  });

  it("holds its properties for any hours, zone, notice, window and bookings", () => {
    const zones = ["America/New_York", "America/Los_Angeles", "Europe/Madrid", "Australia/Lord_Howe", "Asia/Kolkata", "UTC"];
    const span = fc
      .tuple(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 0, max: 95 }), fc.integer({ min: 1, max: 96 }))
      .map(([weekday, a, b]) => ({ weekday, startMinute: Math.min(a, b) * 15, endMinute: Math.max(a + 1, b) * 15 }));
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.uniqueArray(span, { maxLength: 6, selector: (s) => s.weekday }),
        fc.integer({ min: 5, max: 240 }),
        fc.integer({ min: 0, max: 72 }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 0, max: 365 * 2 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 20 * 24 * 4 }), fc.integer({ min: 1, max: 16 })), { maxLength: 5 }),
        (timeZone, hours, durationMinutes, minNoticeHours, windowDays, dayOffset, bookings) => {
          const now = at("2026-01-01T00:00:00Z") + dayOffset * DAY + 7 * MINUTE;
          const a = availability({ timeZone, hours, minNoticeHours, windowDays, type: { id: "t", durationMinutes, active: true } });
          const busy = bookings.map(([quarter, length]) => ({
            startsAt: now + quarter * 15 * MINUTE,
            endsAt: now + (quarter + length) * 15 * MINUTE,
          }));
          const slots = freeSlots({ now, availability: a, busy, from: now, to: now + 21 * DAY });
          for (let i = 1; i < slots.length; i++) expect(slots[i]!.startsAt).toBeGreaterThanOrEqual(slots[i - 1]!.endsAt);
          for (const s of slots) {
            expect(s.endsAt - s.startsAt).toBe(durationMinutes * MINUTE);
            expect(s.startsAt).toBeGreaterThanOrEqual(now + minNoticeHours * HOUR);
            expect(s.startsAt).toBeLessThanOrEqual(now + windowDays * DAY);
            expect(insideHours(a, s)).toBe(true);
            expect(busy.some((b) => b.startsAt < s.endsAt && s.startsAt < b.endsAt)).toBe(false);
            expect(refusalOf(now, a, busy, s)).toBeNull();
          }
        },
      ),
      { numRuns: 80 },
    );
  }, 120_000);
});
