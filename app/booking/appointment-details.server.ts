/**
 * One appointment as the after-visit page and the reminder read it (issue 47 items 4 and 5): the
 * calendar's row in D1 with its type, the practice's zone and policy, the patient and the patient's
 * confirmation of the visit (decision 069).
 */
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { appointments, appointmentTypes, bookingSettings, providers, users, visitConfirmations } from "~/db/schema";
import type { IcsAppointment, IcsPractice } from "./ics.server";

export async function appointmentDetails(appointmentId: string) {
  const row = await db()
    .select({
      appointment: appointments,
      typeName: appointmentTypes.name,
      mode: appointmentTypes.mode,
      videoLink: appointmentTypes.videoLink,
      practiceName: providers.name,
      location: providers.location,
      practiceEmail: providers.practiceEmail,
      timeZone: bookingSettings.timeZone,
      changeLimitHours: bookingSettings.changeLimitHours,
      patientEmail: users.email,
      patientFirstName: users.firstName,
      patientLastName: users.lastName,
      confirmedStartsAt: visitConfirmations.startsAt,
      confirmedAt: visitConfirmations.confirmedAt,
    })
    .from(appointments)
    .innerJoin(providers, eq(providers.id, appointments.providerId))
    .innerJoin(users, eq(users.id, appointments.patientId))
    .leftJoin(appointmentTypes, eq(appointmentTypes.id, appointments.typeId))
    .leftJoin(bookingSettings, eq(bookingSettings.providerId, appointments.providerId))
    .leftJoin(visitConfirmations, eq(visitConfirmations.appointmentId, appointments.id))
    .where(eq(appointments.id, appointmentId))
    .get();
  if (!row) return null;
  const { appointment } = row;
  return {
    ...appointment,
    typeName: row.typeName ?? "Appointment",
    mode: row.mode ?? "in_person",
    videoLink: row.videoLink,
    practiceName: row.practiceName,
    location: row.location,
    practiceEmail: row.practiceEmail,
    timeZone: row.timeZone ?? "UTC",
    changeLimitHours: row.changeLimitHours ?? 0,
    patient: { email: row.patientEmail, name: `${row.patientFirstName} ${row.patientLastName}`.trim() },
    /** When the patient confirmed they went, if they did about the time the appointment now has. */
    patientConfirmedAt: row.confirmedStartsAt?.getTime() === appointment.startsAt.getTime() ? row.confirmedAt : null,
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
