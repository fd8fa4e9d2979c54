/**
 * The practice's availability (issue 47 item 1), one zod schema each, shared by the browser
 * (conform) and the server: appointment types, weekly opening hours per type, closed days and
 * one-off special hours, and the booking settings (time zone, minimum notice, booking window,
 * cancellation and reschedule limit). Times of day are "HH:MM" in the practice's own time zone and
 * become minutes after midnight; weekdays are ISO (1 = Monday ... 7 = Sunday).
 */
import { z } from "zod";
import {
  DATE_INVALID,
  DURATION_INVALID,
  DURATION_MAX,
  DURATION_MIN,
  END_AFTER_START,
  EXCEPTION_CLOSED_WITH_HOURS,
  EXCEPTION_HOURS_REQUIRED,
  FEE_INVALID,
  FEE_MAX_CENTS,
  HOURS_OVERLAP,
  MODE_INVALID,
  NAME_MAX,
  NOTICE_INVALID,
  NOTICE_MAX_HOURS,
  POLICY_INVALID,
  POLICY_MAX_HOURS,
  PRICE_NOTE_MAX,
  PRICE_NOTE_TOO_LONG,
  TIME_INVALID,
  TIME_ZONE_INVALID,
  TYPE_NAME_REQUIRED,
  TYPE_NAME_TOO_LONG,
  VIDEO_LINK_IN_PERSON,
  VIDEO_LINK_INVALID,
  VIDEO_LINK_REQUIRED,
  WEEKDAY_INVALID,
  WINDOW_INVALID,
  WINDOW_MAX_DAYS,
  WINDOW_MIN_DAYS,
} from "./messages";

/** The same values as schema.ts's APPOINTMENT_MODES (kept here: the browser never loads the db schema). */
export const APPOINTMENT_MODES = ["in_person", "virtual"] as const;
export type AppointmentMode = (typeof APPOINTMENT_MODES)[number];

/** "HH:MM" (00:00 to 24:00) -> minutes after midnight. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/;
export function minutesOf(time: string): number {
  const [h = "0", m = "0"] = time.split(":");
  return Number(h) * 60 + Number(m);
}
/** Minutes after midnight -> "HH:MM". */
export function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}
const timeOfDay = z.string({ error: TIME_INVALID }).trim().regex(TIME_OF_DAY, TIME_INVALID).transform(minutesOf);

/** A real calendar date as YYYY-MM-DD. */
export const isoDate = z
  .string({ error: DATE_INVALID })
  .trim()
  .refine((v) => {
    const day = /^\d{4}-\d{2}-\d{2}$/.test(v) ? Date.parse(`${v}T00:00:00Z`) : NaN;
    return !Number.isNaN(day) && new Date(day).toISOString().startsWith(v);
  }, DATE_INVALID);

/** An IANA zone name the platform knows ("America/New_York", "Europe/Madrid", "UTC"), not an abbreviation. */
export function isTimeZone(name: string): boolean {
  if (name !== "UTC" && !name.includes("/")) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const wholeNumber = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** Dollars as typed ("150", "150.5", "1,250.00") -> whole cents. */
const fee = z
  .string({ error: FEE_INVALID })
  .trim()
  .transform((v) => v.replace(/^\$/, "").replace(/,/g, ""))
  .refine((v) => /^\d+(\.\d{1,2})?$/.test(v), FEE_INVALID)
  .transform((v) => Math.round(Number(v) * 100))
  .refine((cents) => cents <= FEE_MAX_CENTS, FEE_INVALID);

export const AppointmentTypeSchema = z
  .object({
    name: z.string({ error: TYPE_NAME_REQUIRED }).trim().min(1, TYPE_NAME_REQUIRED).max(NAME_MAX, TYPE_NAME_TOO_LONG),
    durationMinutes: wholeNumber(DURATION_INVALID, DURATION_MIN, DURATION_MAX),
    fee: fee.optional(),
    priceNote: z.string().trim().max(PRICE_NOTE_MAX, PRICE_NOTE_TOO_LONG).optional(),
    mode: z.enum(APPOINTMENT_MODES, { error: MODE_INVALID }),
    videoLink: z
      .string()
      .trim()
      .refine((v) => URL.canParse(v) && new URL(v).protocol === "https:", VIDEO_LINK_INVALID)
      .optional(),
    /** Booked at once; otherwise requested, and the practice confirms. */
    instant: z.boolean().default(false),
    active: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    if (value.mode === "virtual" && !value.videoLink) ctx.addIssue({ code: "custom", path: ["videoLink"], message: VIDEO_LINK_REQUIRED });
    if (value.mode === "in_person" && value.videoLink) ctx.addIssue({ code: "custom", path: ["videoLink"], message: VIDEO_LINK_IN_PERSON });
  });
export type AppointmentTypeInput = z.output<typeof AppointmentTypeSchema>;

const span = z.object({ start: timeOfDay, end: timeOfDay });
type Span = { start: number; end: number };

/**
 * End after start; spans of one day never overlap (`dayOf` groups them). `indexOf` gives a span's
 * row in the form when the form has blank rows the spans skip (the weekly hours page).
 */
export function checkSpans<T extends Span>(
  spans: T[],
  dayOf: (span: T) => string | number,
  ctx: z.RefinementCtx,
  indexOf: (span: T, i: number) => number = (_s, i) => i,
) {
  spans.forEach((s, i) => {
    const row = indexOf(s, i);
    if (s.end <= s.start) ctx.addIssue({ code: "custom", path: ["hours", row, "end"], message: END_AFTER_START });
    else if (spans.some((o, j) => j !== i && dayOf(o) === dayOf(s) && o.end > o.start && o.start < s.end && s.start < o.end))
      ctx.addIssue({ code: "custom", path: ["hours", row, "start"], message: HOURS_OVERLAP });
  });
}

/** The weekly opening hours of one appointment type (several spans a day allowed, e.g. a lunch break). */
export const OpeningHoursSchema = z
  .object({
    hours: z.array(span.extend({ weekday: wholeNumber(WEEKDAY_INVALID, 1, 7) })).default([]),
  })
  .superRefine((value, ctx) => checkSpans(value.hours, (s) => s.weekday, ctx));
export type OpeningHoursInput = z.output<typeof OpeningHoursSchema>;

/** One date: closed, or open only at the special hours given (for every appointment type). */
export const AvailabilityExceptionSchema = z
  .object({
    date: isoDate,
    closed: z.boolean().default(false),
    hours: z.array(span).default([]),
  })
  .superRefine((value, ctx) => {
    if (value.closed && value.hours.length > 0) ctx.addIssue({ code: "custom", path: ["hours"], message: EXCEPTION_CLOSED_WITH_HOURS });
    if (!value.closed && value.hours.length === 0) ctx.addIssue({ code: "custom", path: ["hours"], message: EXCEPTION_HOURS_REQUIRED });
    checkSpans(value.hours, () => value.date, ctx);
  });
export type AvailabilityExceptionInput = z.output<typeof AvailabilityExceptionSchema>;

export const BookingSettingsSchema = z.object({
  timeZone: z.string({ error: TIME_ZONE_INVALID }).trim().refine(isTimeZone, TIME_ZONE_INVALID),
  minNoticeHours: wholeNumber(NOTICE_INVALID, 0, NOTICE_MAX_HOURS),
  windowDays: wholeNumber(WINDOW_INVALID, WINDOW_MIN_DAYS, WINDOW_MAX_DAYS),
  /** Patients may cancel or reschedule online until this many hours before the start. */
  changeLimitHours: wholeNumber(POLICY_INVALID, 0, POLICY_MAX_HOURS),
});
export type BookingSettingsInput = z.output<typeof BookingSettingsSchema>;
