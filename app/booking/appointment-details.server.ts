/**
 * One appointment as the after-visit page and the reminder read it (issue 47 items 4 and 5): the
 * calendar's row in D1 with its type, the practice's zone and policy, the patient and the patient's
 * confirmation of the visit (decision 069).
 */
import { appointmentById, type AppointmentRow } from "./pages.server";
import type { IcsAppointment, IcsPractice } from "./ics.server";

export async function appointmentDetails(appointmentId: string) {
  const row = await appointmentById(appointmentId);
  return row && detailsOf(row);
}

/** The details of an appointment already read (appointmentById): its type, the practice's zone and policy, the patient's confirmation. */
export function detailsOf(row: AppointmentRow) {
  return {
    id: row.id,
    providerId: row.providerId,
    patientId: row.patientId,
    typeId: row.typeId,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    status: row.status,
    history: row.history,
    sequence: row.sequence,
    updatedAt: row.updatedAt,
    typeName: row.typeName ?? "Appointment",
    mode: row.mode ?? "in_person",
    videoLink: row.videoLink,
    practiceName: row.practiceName,
    location: row.location,
    practiceEmail: row.practiceEmail,
    timeZone: row.timeZone ?? "UTC",
    changeLimitHours: row.changeLimitHours ?? 0,
    patient: { email: row.patientEmail, name: `${row.patientFirst} ${row.patientLast}`.trim() },
    /** When the patient confirmed they went, if they did about the time the appointment now has. */
    patientConfirmedAt: row.confirmedStartsAt?.getTime() === row.startsAt.getTime() ? row.confirmedAt : null,
  };
}

export type AppointmentDetails = NonNullable<Awaited<ReturnType<typeof appointmentDetails>>>;

/** The calendar file's view of it (app/booking/ics.server.ts). */
export function icsOf(details: AppointmentDetails, profileUrl: string): { appointment: IcsAppointment; practice: IcsPractice } {
  return {
    appointment: {
      id: details.id,
      startsAt: details.startsAt.getTime(),
      endsAt: details.endsAt.getTime(),
      status: details.status,
      sequence: details.sequence,
      typeName: details.typeName,
      mode: details.mode,
      videoLink: details.videoLink,
      updatedAt: details.updatedAt.getTime(),
    },
    practice: {
      name: details.practiceName,
      address: details.location || details.practiceName,
      email: details.practiceEmail ?? "no-reply@truself.com",
      profileUrl,
    },
  };
}
