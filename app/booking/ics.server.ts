/**
 * The calendar file sent with booking e-mails (issue 47 item 4), written by the maintained
 * `ical-generator` package (RFC 5545, no dependencies; decision 073): one UID per appointment for
 * its whole life, so calendars update the same event; SEQUENCE is the appointment's (bumped by each
 * reschedule and by the cancellation); METHOD is REQUEST, or CANCEL once it is cancelled. Times are
 * UTC, which every calendar shows in its reader's own zone.
 */
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import type { AppointmentStatus } from "~/db/schema";

export type IcsAppointment = {
  id: string;
  startsAt: number;
  endsAt: number;
  status: AppointmentStatus;
  sequence: number;
  typeName: string;
  mode: "in_person" | "virtual";
  videoLink: string | null;
  updatedAt: number;
};

export type IcsPractice = { name: string; address: string; email: string; profileUrl: string };

/** The UID of an appointment's event, the same across every e-mail about it. */
export function icsUid(appointmentId: string): string {
  return `appointment-${appointmentId}@truself.com`;
}

const ICS_STATUS: Record<AppointmentStatus, ICalEventStatus> = {
  requested: ICalEventStatus.TENTATIVE,
  confirmed: ICalEventStatus.CONFIRMED,
  cancelled: ICalEventStatus.CANCELLED,
  attended: ICalEventStatus.CONFIRMED,
  no_show: ICalEventStatus.CONFIRMED,
};

export function buildIcs(appointment: IcsAppointment, practice: IcsPractice): string {
  const calendar = ical({
    prodId: { company: "TruSelf", product: "Booking" },
    method: appointment.status === "cancelled" ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: icsUid(appointment.id),
    sequence: appointment.sequence,
    status: ICS_STATUS[appointment.status],
    start: new Date(appointment.startsAt),
    end: new Date(appointment.endsAt),
    lastModified: new Date(appointment.updatedAt),
    summary: `${appointment.typeName} at ${practice.name}`,
    description:
      appointment.mode === "virtual" && appointment.videoLink ? `Join online: ${appointment.videoLink}` : `At ${practice.address}`,
    location: appointment.mode === "virtual" ? (appointment.videoLink ?? "Online") : practice.address,
    url: practice.profileUrl,
    organizer: { name: practice.name, email: practice.email },
  });
  // RFC 5545 ends every content line with CRLF, the last one too; ical-generator stops after "END:VCALENDAR".
  const text = calendar.toString();
  return text.endsWith("\r\n") ? text : `${text}\r\n`;
}
