/**
 * The calendar file sent with booking e-mails (issue 47 item 4), written by the maintained `ics`
 * package: one UID per appointment for its whole life, so calendars update the same event;
 * SEQUENCE is the appointment's (bumped by each reschedule and by the cancellation); METHOD is
 * REQUEST, or CANCEL once it is cancelled. Times are UTC, which every calendar shows in its
 * reader's own zone.
 */
import { createEvent, type EventAttributes } from "ics";
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

const ICS_STATUS: Record<AppointmentStatus, EventAttributes["status"]> = {
  requested: "TENTATIVE",
  confirmed: "CONFIRMED",
  cancelled: "CANCELLED",
  attended: "CONFIRMED",
  no_show: "CONFIRMED",
};

export function buildIcs(appointment: IcsAppointment, practice: IcsPractice): string {
  const cancelled = appointment.status === "cancelled";
  const { error, value } = createEvent({
    uid: icsUid(appointment.id),
    sequence: appointment.sequence,
    method: cancelled ? "CANCEL" : "REQUEST",
    status: ICS_STATUS[appointment.status],
    productId: "truself/booking",
    start: appointment.startsAt,
    startInputType: "utc",
    startOutputType: "utc",
    end: appointment.endsAt,
    endInputType: "utc",
    endOutputType: "utc",
    lastModified: appointment.updatedAt,
    title: `${appointment.typeName} at ${practice.name}`,
    description:
      appointment.mode === "virtual" && appointment.videoLink ? `Join online: ${appointment.videoLink}` : `At ${practice.address}`,
    location: appointment.mode === "virtual" ? (appointment.videoLink ?? "Online") : practice.address,
    url: practice.profileUrl,
    organizer: { name: practice.name, email: practice.email },
  });
  if (error || !value) throw error ?? new Error("The calendar file could not be written.");
  return value;
}
