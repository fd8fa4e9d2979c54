/**
 * Every text of booking (issue 47): the practice's availability forms and the calendar's refusals.
 * One place, so the tests check them exactly.
 */
import { plural } from "~/lib/plural";

export const DURATION_MIN = 5;
export const DURATION_MAX = 480;
export const NAME_MAX = 80;
export const PRICE_NOTE_MAX = 200;
export const FEE_MAX_CENTS = 10_000_000;
export const NOTICE_MAX_HOURS = 720;
export const WINDOW_MIN_DAYS = 1;
export const WINDOW_MAX_DAYS = 365;
export const POLICY_MAX_HOURS = 720;

// Appointment types.
export const TYPE_NAME_REQUIRED = "Please name the appointment type.";
export const TYPE_NAME_TOO_LONG = "The name can be at most 80 characters.";
export const DURATION_INVALID = "The duration must be a whole number of minutes from 5 to 480.";
export const FEE_INVALID = "The fee must be an amount from $0.00 to $100,000.00.";
export const PRICE_NOTE_TOO_LONG = "The price note can be at most 200 characters.";
export const MODE_INVALID = "Please choose in person or virtual.";
export const VIDEO_LINK_REQUIRED = "A virtual appointment needs the practice's video link (https://...).";
export const VIDEO_LINK_INVALID = "The video link must be a full https:// address.";
export const VIDEO_LINK_IN_PERSON = "Only a virtual appointment has a video link.";

// Opening hours and exceptions.
export const WEEKDAY_INVALID = "Please choose a day of the week.";
export const TIME_INVALID = "Please enter a time as HH:MM, from 00:00 to 24:00.";
export const END_AFTER_START = "The end time must be after the start time.";
export const HOURS_OVERLAP = "These hours overlap other hours of the same day.";
export const DATE_INVALID = "Please enter a date as YYYY-MM-DD.";
export const EXCEPTION_HOURS_REQUIRED = "Special hours need a start and an end time.";
export const EXCEPTION_CLOSED_WITH_HOURS = "A closed day has no hours.";

// The practice's booking settings.
export const TIME_ZONE_INVALID = "Please choose a time zone from the list (for example America/New_York).";
export const NOTICE_INVALID = "The minimum notice must be a whole number of hours from 0 to 720.";
export const WINDOW_INVALID = "The booking window must be a whole number of days from 1 to 365.";
export const POLICY_INVALID = "The cancellation and reschedule limit must be a whole number of hours from 0 to 720.";

// The calendar's answers (app/booking/calendar.server.ts).
export const SLOT_PAST = "That time has already passed. Please choose a later time.";
export const SLOT_INSIDE_NOTICE = (hours: number) =>
  `This practice needs at least ${plural(hours, "hour")} notice. Please choose a later time.`;
export const SLOT_BEYOND_WINDOW = (days: number) =>
  `This practice takes bookings up to ${plural(days, "day")} ahead. Please choose an earlier time.`;
export const SLOT_CLOSED_DAY = "The practice is closed that day. Please choose another day.";
export const SLOT_OUTSIDE_HOURS = "That time is not one of the practice's open times. Please choose a time from the list.";
export const SLOT_TAKEN = "That time was just taken — here are the next ones.";
export const TYPE_UNAVAILABLE = "This appointment type is not offered any more.";
export const NOT_BOOKABLE = "This practice does not take bookings online yet.";
export const APPOINTMENT_NOT_FOUND = "This appointment could not be found.";
export const APPOINTMENT_CLOSED = "This appointment is cancelled or over and cannot be changed.";
export const POLICY_PASSED = (hours: number) =>
  `Appointments can be changed or cancelled online until ${plural(hours, "hour")} before they start. Please contact the practice.`;
export const NOT_REQUESTED = "Only a requested appointment can be confirmed.";
export const NOT_YOURS = "This appointment is not yours to change.";

// The pages (issue 47 items 1, 2 and 4): the availability page, picking a time, the appointment page.
export const TYPE_REQUIRED = "Please choose an appointment type.";
export const SLOT_REQUIRED = "Please choose a time from the list.";
export const SETTINGS_FIRST = "Save your time zone and booking rules first.";
export const AVAILABILITY_SAVED = "Your availability is saved.";
export const TYPE_SAVED = (name: string) => `“${name}” is saved.`;
export const HOURS_SAVED = "The weekly hours are saved.";
export const EXCEPTION_SAVED = (date: string) => `${date} is saved.`;
export const EXCEPTION_CLEARED = (date: string) => `${date} takes its weekly hours again.`;
export const OUTSIDE_AVAILABILITY = (count: number) =>
  `${plural(count, "booked appointment")} no longer ${count === 1 ? "fits" : "fit"} your hours. They are kept: move or cancel them.`;
export const BOOKING_FAILED = "We couldn't book that time. Please try again.";
export const CHANGE_FAILED = "We couldn't change the appointment. Please try again.";
export const SIGN_IN_TO_BOOK = "Please sign in to book this time. We kept your choice.";
export const ONLY_PATIENTS_BOOK = "Only a patient account can book appointments.";
export const DEMO_BOOKING_REFUSED = "The demo account cannot book appointments. Please create your own account.";
export const BOOKED = (practice: string) => `Your appointment at ${practice} is booked. We e-mailed you the details.`;
export const REQUESTED = (practice: string) => `Your request is sent to ${practice}. They will confirm the time.`;
export const CANCELLED = "The appointment is cancelled.";
export const RESCHEDULED = "The appointment is moved to the new time.";
export const CONFIRMED = "The appointment is confirmed.";
export const POLICY_INFO = (hours: number) => `You can cancel or reschedule online until ${plural(hours, "hour")} before the start.`;
export const TIMES_OFFERED = "Your free times are offered in the conversation.";
export const OFFER_TIMES_REPLY = (link: string) =>
  `You can book a time that suits you online: pick one of our free times here: ${link} (or use “Pick a time” above this conversation).`;
