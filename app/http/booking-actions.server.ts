/**
 * Booking, moving, cancelling and confirming appointments from the pages (issue 47 items 2-4),
 * through the action pipeline and always through the practice's calendar object, which decides.
 * The patient is the session's user and the practice the session's practice: never a form field.
 * The calendar's refusal ("That time was just taken — here are the next ones.") comes back with
 * the next free times, which the page offers.
 */
import { fail, formAction, succeed, type Failure } from "~/http/action.server";
import { calendarOf, type CalendarAnswer } from "~/booking/calendar.server";
import { sendBookingEmails, type BookingEvent } from "~/booking/emails.server";
import { absoluteLink } from "~/email/links.server";
import { REQUEST_NOT_FOUND } from "~/practice/consultation-messages";
import { practiceOf } from "~/practice/access.server";
import { replyToRequest } from "~/practice/consultations.server";
import { AppointmentChangeSchema, BookSchema, type RescheduleSchema } from "~/booking/form-schemas";
import {
  APPOINTMENT_NOT_FOUND,
  BOOKED,
  BOOKING_FAILED,
  CANCELLED,
  CHANGE_FAILED,
  CONFIRMED,
  DEMO_BOOKING_REFUSED,
  NOT_BOOKABLE,
  OFFER_TIMES_REPLY,
  ONLY_PATIENTS_BOOK,
  REQUESTED,
  RESCHEDULED,
  SIGN_IN_TO_BOOK,
  TIMES_OFFERED,
} from "~/booking/messages";
import { bookingOffer, isRequestTo, linkToRequest, sideOf, takesBookings } from "~/booking/pages.server";
import { MARKED_ATTENDED, MARKED_NO_SHOW, VISIT_FAILED, VISIT_WENT } from "~/booking/visit-messages";
import { VisitSchema, type VisitIntent } from "~/booking/visit-schemas";
import { recordVisit } from "~/booking/visits.server";

export const bookPage = (providerId: string, query = "") => `/provider/${encodeURIComponent(providerId)}/book${query}`;
export const appointmentPage = (id: string) => `/appointments/${encodeURIComponent(id)}`;

/** A refusal of the calendar: its message, on the time field (the page then offers the next free times). */
const refusal = (answer: Extract<CalendarAnswer, { ok: false }>): Failure =>
  fail(answer.refusal === "not_found" ? 404 : 409, answer.message, "startsAt");

/** POST /provider/:providerId/book: a signed-in patient books (instant) or requests a time. */
export const bookAction = formAction({
  who: "anyone",
  page: true,
  demo: { refuse: DEMO_BOOKING_REFUSED },
  schema: BookSchema,
  unexpected: BOOKING_FAILED,
  limits: ({ user }) => (user ? [["appointmentChangesPerUser", user.id]] : []),
  async run({ request, params, user, value }) {
    const providerId = params.providerId ?? "";
    if (!user) {
      // Back to the same time after signing in (the page preselects it).
      const here = bookPage(providerId, `?type=${encodeURIComponent(value.typeId)}&at=${value.startsAt}`);
      return succeed({
        redirectTo: `/signin?redirectTo=${encodeURIComponent(here)}`,
        toast: { title: "Sign in to book", description: SIGN_IN_TO_BOOK, type: "info" },
      });
    }
    if (user.role !== "patient") return fail(403, ONLY_PATIENTS_BOOK);
    const offer = await bookingOffer(providerId, value.typeId, Date.now());
    if (!offer) return fail(404, NOT_BOOKABLE);
    const answer = await calendarOf(providerId).book({ providerId, typeId: value.typeId, patientId: user.id, startsAt: value.startsAt });
    if (!answer.ok) return refusal(answer);
    if (value.requestId) await linkToRequest(value.requestId, answer.appointment.id, user.id, providerId);
    const requested = answer.appointment.status === "requested";
    await sendBookingEmails(request, answer.appointment, requested ? "requested" : "booked");
    return succeed({
      redirectTo: appointmentPage(answer.appointment.id),
      // The profile and booking page show the free times: a cached copy must not offer this one.
      invalidates: [{ providerPages: providerId }],
      toast: {
        title: requested ? "Request sent" : "Booked",
        description: requested ? REQUESTED(offer.practice.name) : BOOKED(offer.practice.name),
        type: "success",
      },
    });
  },
});

type Change = "cancel" | "reschedule" | "confirm" | "decline";
const EVENTS: Record<Change, BookingEvent> = { cancel: "cancelled", decline: "cancelled", reschedule: "rescheduled", confirm: "confirmed" };
const TOASTS: Record<Change, string> = { cancel: CANCELLED, decline: CANCELLED, reschedule: RESCHEDULED, confirm: CONFIRMED };

export function changeAction<S extends typeof AppointmentChangeSchema | typeof RescheduleSchema>(change: Change, schema: S) {
  return formAction({
    who: "user",
    page: true,
    schema,
    unexpected: CHANGE_FAILED,
    limits: ({ user }) => [["appointmentChangesPerUser", user.id]],
    async run({ request, params, user, value }) {
      const found = await sideOf(user, params.appointmentId ?? "");
      if (!found) return fail(404, APPOINTMENT_NOT_FOUND);
      const { row, actor } = found;
      // Confirming and declining a request are the practice's.
      if ((change === "confirm" || change === "decline") && actor.side !== "practice") return fail(404, APPOINTMENT_NOT_FOUND);
      const calendar = calendarOf(row.providerId);
      const target = { providerId: row.providerId, appointmentId: row.id };
      const answer =
        change === "confirm"
          ? await calendar.confirm(target)
          : change === "reschedule"
            ? await calendar.reschedule({ ...target, actor, startsAt: (value as { startsAt: number }).startsAt })
            : await calendar.cancel({ ...target, actor });
      if (!answer.ok) return change === "reschedule" ? refusal(answer) : fail(answer.refusal === "not_found" ? 404 : 409, answer.message);
      await sendBookingEmails(request, answer.appointment, EVENTS[change]);
      return succeed({
        redirectTo: appointmentPage(row.id),
        toast: { title: "Appointment", description: TOASTS[change], type: "success" },
        invalidates: [{ providerPages: row.providerId }],
      });
    },
  });
}

/**
 * The practice offers its free times in a consultation request's thread (issue 47 item 2): a reply
 * with its booking page's link, which links a time the patient picks to the request.
 */
export function offerTimesAction() {
  return formAction({
    who: "user",
    page: true,
    schema: AppointmentChangeSchema,
    unexpected: CHANGE_FAILED,
    limits: ({ user }) => [["consultationRepliesPerUser", user.id]],
    async run({ request, user, params }) {
      const requestId = params.requestId ?? "";
      const providerId = practiceOf(user)?.providerId;
      if (!providerId || !(await isRequestTo(requestId, providerId))) return fail(404, REQUEST_NOT_FOUND);
      if (!(await takesBookings(providerId))) return fail(409, NOT_BOOKABLE);
      const link = absoluteLink(request, bookPage(providerId, `?request=${encodeURIComponent(requestId)}`));
      const sent = await replyToRequest({ request, user, requestId, body: OFFER_TIMES_REPLY(link) });
      if (!sent.ok) return fail(sent.status, sent.message);
      return succeed({
        redirectTo: `/consultations/${encodeURIComponent(requestId)}`,
        toast: { title: "Times offered", description: TIMES_OFFERED, type: "success" },
        invalidates: sent.firstReply ? [{ providerPages: sent.providerId }] : [],
      });
    },
  });
}

const VISIT_TOASTS = { attended: MARKED_ATTENDED, "no-show": MARKED_NO_SHOW, went: VISIT_WENT } as const;

/** Attended / no-show (the practice) and "I went" (the patient): each changes "Verified patient" on the cached profile (decision 069). */
export function visitAction(intent: VisitIntent) {
  return formAction({
    who: "user",
    page: true,
    unexpected: VISIT_FAILED,
    schema: VisitSchema,
    async run({ user, params }) {
      const recorded = await recordVisit(user, params.appointmentId ?? "", intent);
      if (!recorded.ok) return fail(recorded.status, recorded.message);
      return succeed({
        redirectTo: `/appointments/${encodeURIComponent(params.appointmentId ?? "")}`,
        toast: VISIT_TOASTS[intent],
        invalidates: [{ providerPages: recorded.providerId }],
      });
    },
  });
}
