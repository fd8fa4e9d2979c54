/**
 * The booking pages' forms (issue 47 items 1, 2 and 4), one schema each, built on the domain
 * schemas (schemas.ts) and their messages. The weekly hours and a date's special hours are typed
 * into fixed rows, some of them left blank, so their forms parse blank rows away here and give
 * each message the row it belongs to.
 */
import { z } from "zod";
import {
  EXCEPTION_CLOSED_WITH_HOURS,
  EXCEPTION_HOURS_REQUIRED,
  SLOT_REQUIRED,
  TIME_INVALID,
  TYPE_REQUIRED,
  WEEKDAY_INVALID,
  END_AFTER_START,
} from "./messages";
import {
  AppointmentTypeSchema,
  checkSpans,
  isoDate,
  minutesOf,
  TIME_OF_DAY,
  wholeNumber,
  type AvailabilityExceptionInput,
  type OpeningHoursInput,
} from "./schemas";

/** Spans a day in the weekly hours form (a second one for a break). */
export const SPANS_PER_DAY = 2;

const typeId = z.string({ error: TYPE_REQUIRED }).trim().min(1, TYPE_REQUIRED);
const blankable = z.string().trim().optional();

/** A new appointment type, or a change to one of the practice's (`typeId`). */
export const NewTypeSchema = AppointmentTypeSchema;
export const EditTypeSchema = AppointmentTypeSchema.safeExtend({ typeId });

type HoursRow = { weekday: number; start?: string; end?: string };

/** The rows with both times typed right, as spans (minutes after midnight) with their row in the form. */
function typedSpans(rows: HoursRow[]) {
  return rows
    .map((row, index) => ({ row: index, weekday: row.weekday, start: row.start ?? "", end: row.end ?? "" }))
    .filter((r) => TIME_OF_DAY.test(r.start) && TIME_OF_DAY.test(r.end))
    .map((r) => ({ row: r.row, weekday: r.weekday, start: minutesOf(r.start), end: minutesOf(r.end) }));
}

/**
 * The weekly hours of one type: 7 x SPANS_PER_DAY rows (`hours[i].weekday` is fixed per row); a row
 * with neither time is no span; one with a time missing or mistyped is refused at that time.
 * (No transform: conform reads the schema's constraints; `weeklyHoursOf` gives the domain's input.)
 */
export const WeeklyHoursSchema = z
  .object({
    typeId,
    hours: z.array(z.object({ weekday: wholeNumber(WEEKDAY_INVALID, 1, 7), start: blankable, end: blankable })).default([]),
  })
  .superRefine((value, ctx) => {
    value.hours.forEach((row, i) => {
      if (!row.start && !row.end) return;
      for (const key of ["start", "end"] as const)
        if (!TIME_OF_DAY.test(row[key] ?? "")) ctx.addIssue({ code: "custom", path: ["hours", i, key], message: TIME_INVALID });
    });
    checkSpans(
      typedSpans(value.hours),
      (s) => s.weekday,
      ctx,
      (s) => s.row,
    );
  });

export function weeklyHoursOf(value: z.output<typeof WeeklyHoursSchema>): OpeningHoursInput {
  return { hours: typedSpans(value.hours).map(({ weekday, start, end }) => ({ weekday, start, end })) };
}

/** A date closed, or open only from `start` to `end` (one span); `dateExceptionOf` gives the domain's input. */
export const DateExceptionSchema = z
  .object({ date: isoDate, closed: z.boolean().default(false), start: blankable, end: blankable })
  .superRefine((value, ctx) => {
    const hasHours = Boolean(value.start || value.end);
    if (value.closed && hasHours) ctx.addIssue({ code: "custom", path: ["start"], message: EXCEPTION_CLOSED_WITH_HOURS });
    else if (!value.closed && !hasHours) ctx.addIssue({ code: "custom", path: ["start"], message: EXCEPTION_HOURS_REQUIRED });
    else if (!value.closed)
      for (const key of ["start", "end"] as const)
        if (!TIME_OF_DAY.test(value[key] ?? "")) ctx.addIssue({ code: "custom", path: [key], message: TIME_INVALID });
    if (!value.closed && TIME_OF_DAY.test(value.start ?? "") && TIME_OF_DAY.test(value.end ?? ""))
      if (minutesOf(value.end!) <= minutesOf(value.start!)) ctx.addIssue({ code: "custom", path: ["end"], message: END_AFTER_START });
  });

export function dateExceptionOf(value: z.output<typeof DateExceptionSchema>): AvailabilityExceptionInput {
  return {
    date: value.date,
    closed: value.closed,
    hours: value.closed ? [] : [{ start: minutesOf(value.start!), end: minutesOf(value.end!) }],
  };
}

export const ClearExceptionSchema = z.object({ date: isoDate });

/** The time a patient picks: an instant (ms) the page offered, of one of the practice's types. */
const startsAt = z.number({ error: SLOT_REQUIRED }).int(SLOT_REQUIRED).positive(SLOT_REQUIRED);
/** `requestId`: booked from a consultation request's thread (the thread then shows the appointment). */
export const BookSchema = z.object({ typeId, startsAt, tz: z.string().max(64).optional(), requestId: z.string().max(64).optional() });
export const RescheduleSchema = z.object({ startsAt });
/** Cancel, confirm, decline: the appointment is the page's. */
export const AppointmentChangeSchema = z.object({});
