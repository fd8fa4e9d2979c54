/**
 * Free slots, computed and never stored (issue 47 item 1, decision 060): a pure function of the
 * time now, the practice's availability for one appointment type and the appointments already in
 * its calendar. Opening hours are wall-clock spans in the practice's zone; each day's spans become
 * real instants first (zone.ts), and slots step through real time from there, so a
 * spring-forward day has no slot in the missing hour and a fall-back day has one for each
 * occurrence of the repeated hour. The calendar Durable Object refuses any start that is not one
 * of these slots, and `refusalOf` says why.
 */
import { addDays, DAY, formatInZone, HOUR, isoWeekday, localDateOf, MINUTE, zonedInstant } from "./zone";
import {
  NOT_BOOKABLE,
  SLOT_BEYOND_WINDOW,
  SLOT_CLOSED_DAY,
  SLOT_INSIDE_NOTICE,
  SLOT_OUTSIDE_HOURS,
  SLOT_PAST,
  SLOT_TAKEN,
  TYPE_UNAVAILABLE,
} from "./messages";

export type WeeklySpan = { weekday: number; startMinute: number; endMinute: number };
export type DateException = { date: string; closed: boolean; startMinute: number | null; endMinute: number | null };

/** What the slots of one appointment type are computed from. */
export type Availability = {
  timeZone: string;
  minNoticeHours: number;
  windowDays: number;
  type: { id: string; durationMinutes: number; active: boolean };
  hours: WeeklySpan[];
  exceptions: DateException[];
};

/** A half-open span of real time [startsAt, endsAt) in ms. */
export type Slot = { startsAt: number; endsAt: number };

export type Refusal = "past" | "notice" | "window" | "closed" | "hours" | "taken" | "type";

const overlaps = (a: Slot, b: Slot) => a.startsAt < b.endsAt && b.startsAt < a.endsAt;

/** The open spans of `date` (practice's calendar date) as real instants; none when closed. */
export function openSpans(availability: Availability, date: string): Slot[] {
  const { timeZone, hours, exceptions } = availability;
  const special = exceptions.filter((e) => e.date === date);
  if (special.some((e) => e.closed)) return [];
  const spans =
    special.length > 0
      ? special.map((e) => ({ startMinute: e.startMinute ?? 0, endMinute: e.endMinute ?? 0 }))
      : hours.filter((h) => h.weekday === isoWeekday(date));
  return spans
    .map((s) => ({ startsAt: zonedInstant(date, s.startMinute, timeZone), endsAt: zonedInstant(date, s.endMinute, timeZone) }))
    .filter((s) => s.endsAt > s.startsAt)
    .sort((a, b) => a.startsAt - b.startsAt);
}

/** Every slot the hours give on `date`, stepping by the type's duration from each span's start. */
function daySlots(availability: Availability, date: string): Slot[] {
  const length = availability.type.durationMinutes * MINUTE;
  const slots: Slot[] = [];
  for (const span of openSpans(availability, date))
    for (let at = span.startsAt; at + length <= span.endsAt; at += length) slots.push({ startsAt: at, endsAt: at + length });
  return slots;
}

/** The earliest and latest start a booking may have at `now`. */
function bounds(availability: Availability, now: number) {
  return { earliest: now + availability.minNoticeHours * HOUR, latest: now + availability.windowDays * DAY };
}

export type SlotQuery = {
  now: number;
  availability: Availability;
  /** Appointments that hold their time (requested or confirmed). */
  busy: Slot[];
  /** Only slots starting in [from, to). */
  from: number;
  to: number;
  limit?: number;
};

/** Free slots starting in [from, to), in time order: open, past the notice, inside the window, not overlapping `busy`. */
export function freeSlots({ now, availability, busy, from, to, limit = Infinity }: SlotQuery): Slot[] {
  if (!availability.type.active) return [];
  const { earliest, latest } = bounds(availability, now);
  const start = Math.max(from, earliest);
  const end = Math.min(to, latest + 1);
  const found: Slot[] = [];
  if (start >= end) return found;
  // A day's spans end by its midnight, so the first day with slots at or after `start` is its own.
  const last = localDateOf(end, availability.timeZone);
  for (let date = localDateOf(start, availability.timeZone); date <= last; date = addDays(date, 1))
    for (const slot of daySlots(availability, date)) {
      if (slot.startsAt < start || slot.startsAt >= end) continue;
      if (busy.some((b) => overlaps(b, slot))) continue;
      found.push(slot);
      if (found.length >= limit) return found;
    }
  return found;
}

/** Why `slot` cannot be booked at `now` (null: it can), checked in the order a person would want to hear it. */
export function refusalOf(now: number, availability: Availability, busy: Slot[], slot: Slot): Refusal | null {
  if (!availability.type.active) return "type";
  const { earliest, latest } = bounds(availability, now);
  if (slot.startsAt < now) return "past";
  if (slot.startsAt < earliest) return "notice";
  if (slot.startsAt > latest) return "window";
  const date = localDateOf(slot.startsAt, availability.timeZone);
  if (openSpans(availability, date).length === 0) return "closed";
  if (!daySlots(availability, date).some((s) => s.startsAt === slot.startsAt && s.endsAt === slot.endsAt)) return "hours";
  if (busy.some((b) => overlaps(b, slot))) return "taken";
  return null;
}

/** The exact message of each refusal (app/booking/messages.ts). */
export function refusalMessage(
  refusal: Refusal | "unbookable",
  availability?: Pick<Availability, "minNoticeHours" | "windowDays">,
): string {
  switch (refusal) {
    case "past":
      return SLOT_PAST;
    case "notice":
      return SLOT_INSIDE_NOTICE(availability?.minNoticeHours ?? 0);
    case "window":
      return SLOT_BEYOND_WINDOW(availability?.windowDays ?? 0);
    case "closed":
      return SLOT_CLOSED_DAY;
    case "hours":
      return SLOT_OUTSIDE_HOURS;
    case "taken":
      return SLOT_TAKEN;
    case "type":
      return TYPE_UNAVAILABLE;
    case "unbookable":
      return NOT_BOOKABLE;
  }
}

/** Whether an existing appointment still lies inside one open span of its day (notice and window aside). */
export function insideHours(availability: Availability, slot: Slot): boolean {
  if (!availability.type.active) return false;
  const date = localDateOf(slot.startsAt, availability.timeZone);
  return openSpans(availability, date).some((s) => s.startsAt <= slot.startsAt && slot.endsAt <= s.endsAt);
}

/**
 * A slot as the patient reads it: in the practice's zone, and in the patient's own beside it when
 * their zone shows another wall-clock time ("Tue, Mar 10, 9:00 AM PDT (5:00 PM GMT+1 your time)").
 */
export function describeSlot(
  slot: Slot,
  practiceZone: string,
  patientZone?: string,
  locale = "en-US",
): { practice: string; patient: string | null } {
  const practice = formatInZone(slot.startsAt, practiceZone, locale);
  const patient = patientZone ? formatInZone(slot.startsAt, patientZone, locale) : null;
  return { practice, patient: patient && patient !== practice ? patient : null };
}
