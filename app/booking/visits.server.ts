/**
 * After the visit (issue 47 item 5, decision 069). The practice records an appointment as attended
 * or no-show, through its calendar Durable Object (the only writer of appointments, decision 060),
 * and only once it has started; the patient of that appointment confirms they went
 * (`visit_confirmations`, about the start time it then had). "Verified patient" needs both: the
 * practice's "attended" and the patient's own confirmation of that same time. A practice alone can
 * never make a visit verified, and neither can a patient alone.
 */
import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { SessionUser } from "~/auth/session.server";
import { db } from "~/db/client.server";
import { appointments, visitConfirmations } from "~/db/schema";
import { detailsOf, type AppointmentDetails } from "./appointment-details.server";
import { sideOf } from "./pages.server";
import { calendarOf } from "./calendar.server";
import { APPOINTMENT_MISSING, VISIT_CANCELLED, VISIT_NOT_STARTED, VISIT_PATIENT_ONLY, VISIT_PRACTICE_ONLY } from "./visit-messages";
import type { VisitIntent } from "./visit-schemas";
import { formatInZone, HOUR } from "./zone";

/** Until when the patient may cancel or reschedule online (the practice's policy, decision 060). */
export function changeDeadline(details: { startsAt: Date; changeLimitHours: number }): number {
  return details.startsAt.getTime() - details.changeLimitHours * HOUR;
}

export type VisitSide = "patient" | "practice";

/**
 * The appointment with the side `user` is on, as both the change forms and the after-visit forms
 * see it: who may open it is decided once, by `sideOf` (its patient, or a member of its practice);
 * null for anyone else.
 */
export async function openAppointment(user: SessionUser, appointmentId: string) {
  const found = await sideOf(user, appointmentId);
  if (!found) return null;
  // sideOf's one read carries the details too (appointmentById).
  return { ...found, details: detailsOf(found.row), side: found.actor.side };
}

/** Whether both sides confirmed the visit: what "Verified patient" rests on. */
export function isVerifiedVisit(details: Pick<AppointmentDetails, "status" | "patientConfirmedAt">): boolean {
  return details.status === "attended" && details.patientConfirmedAt !== null;
}

/** What the appointment page shows (dates as text in the practice's zone). */
export function visitView(details: AppointmentDetails, side: VisitSide, now = Date.now()) {
  return {
    id: details.id,
    side,
    practiceName: details.practiceName,
    providerId: details.providerId,
    patientName: details.patient.name,
    typeName: details.typeName,
    when: formatInZone(details.startsAt.getTime(), details.timeZone),
    status: details.status,
    started: now >= details.startsAt.getTime(),
    patientConfirmed: details.patientConfirmedAt !== null,
    verified: isVerifiedVisit(details),
  };
}
export type VisitView = ReturnType<typeof visitView>;

type Outcome = { ok: true; providerId: string } | { ok: false; status: number; message: string };
const refuse = (status: number, message: string): Outcome => ({ ok: false, status, message });

/** Records the practice's attended / no-show, or the patient's "I went". */
export async function recordVisit(user: SessionUser, appointmentId: string, intent: VisitIntent, now = Date.now()): Promise<Outcome> {
  const opened = await openAppointment(user, appointmentId);
  if (!opened) return refuse(404, APPOINTMENT_MISSING);
  const { details, side } = opened;
  if (intent === "went") {
    if (side !== "patient") return refuse(403, VISIT_PATIENT_ONLY);
    if (details.status === "cancelled") return refuse(409, VISIT_CANCELLED);
    if (now < details.startsAt.getTime()) return refuse(409, VISIT_NOT_STARTED);
    const values = { appointmentId: details.id, patientId: user.id, startsAt: details.startsAt, confirmedAt: new Date(now) };
    await db()
      .insert(visitConfirmations)
      .values(values)
      .onConflictDoUpdate({
        target: visitConfirmations.appointmentId,
        set: { startsAt: values.startsAt, confirmedAt: values.confirmedAt },
        setWhere: sql`${visitConfirmations.startsAt} != ${values.startsAt.getTime()}`,
      });
    return { ok: true, providerId: details.providerId };
  }
  if (side !== "practice") return refuse(403, VISIT_PRACTICE_ONLY);
  const answer = await calendarOf(details.providerId).recordVisit({
    providerId: details.providerId,
    appointmentId: details.id,
    outcome: intent === "attended" ? "attended" : "no_show",
  });
  if (!answer.ok) return refuse(answer.refusal === "not_found" ? 404 : 409, answer.message);
  return { ok: true, providerId: details.providerId };
}

/**
 * "Verified patient" for a review of `providerId` by `patientId` (columns or values): an appointment
 * the practice marked attended and the patient confirmed, about the time it has. The one place it is
 * decided (used by app/reviews).
 */
export function verifiedVisitCondition(patientId: SQLWrapper, providerId: SQLWrapper): SQL<number> {
  return sql<number>`EXISTS (SELECT 1 FROM ${appointments} a JOIN ${visitConfirmations} v ON v.appointment_id = a.id AND v.starts_at = a.starts_at
    WHERE a.patient_id = ${patientId} AND a.provider_id = ${providerId} AND a.status = 'attended')`;
}

/** Whether `patientId` has a verified visit with `providerId` (the review form's note). */
export async function hasVerifiedVisit(patientId: string, providerId: string): Promise<boolean> {
  const row = await db().get<{ verified: number }>(
    sql`SELECT ${verifiedVisitCondition(sql`${patientId}`, sql`${providerId}`)} AS verified`,
  );
  return Boolean(row?.verified);
}
