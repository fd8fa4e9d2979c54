/**
 * The booking e-mails (issue 47 item 4): the patient and the practice hear of every booking,
 * confirmation, move and cancellation, each with the appointment's calendar file (ics.server.ts:
 * METHOD REQUEST, CANCEL once cancelled, SEQUENCE bumped by each change) and the link to the
 * appointment's page, where the patient cancels or reschedules within the practice's policy.
 * Sent through the one e-mail interface (recorded in email_log); a failed e-mail never undoes the
 * calendar's decision.
 */
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { providers } from "~/db/schema";
import { absoluteLink } from "~/email/links.server";
import { layout } from "~/email/messages";
import { emailSender, type EmailMessage } from "~/email/sender.server";
import { appConfig } from "~/lib/env.server";
import { consultationTarget } from "~/practice/consultations.server";
import type { AppointmentRecord } from "./calendar.server";
import { buildIcs } from "./ics.server";
import { POLICY_INFO } from "./messages";
import { appointmentById } from "./pages.server";
import { formatInZone } from "./zone";

/** "TruSelf <no-reply@truself.com>" -> "no-reply@truself.com". */
const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from;

export type BookingEvent = "booked" | "requested" | "confirmed" | "rescheduled" | "cancelled";

const SUBJECTS: Record<BookingEvent, (practice: string) => string> = {
  booked: (p) => `Appointment booked at ${p}`,
  requested: (p) => `Appointment requested at ${p}`,
  confirmed: (p) => `Appointment confirmed at ${p}`,
  rescheduled: (p) => `Appointment moved at ${p}`,
  cancelled: (p) => `Appointment cancelled at ${p}`,
};

const LINES: Record<BookingEvent, string> = {
  booked: "Your appointment is booked.",
  requested: "The appointment is requested. The practice will confirm the time.",
  confirmed: "The practice confirmed the appointment.",
  rescheduled: "The appointment moved to a new time.",
  cancelled: "The appointment is cancelled.",
};

/** The e-mails of `event` for `appointment` (as the calendar decided it), to the patient and to the practice. */
export async function bookingEmails(request: Request, appointment: AppointmentRecord, event: BookingEvent): Promise<EmailMessage[]> {
  const [row, practice, target] = await Promise.all([
    appointmentById(appointment.id),
    db()
      .select({ name: providers.name, address: providers.practiceAddress, location: providers.location, email: providers.practiceEmail })
      .from(providers)
      .where(eq(providers.id, appointment.providerId))
      .get(),
    consultationTarget(appointment.providerId),
  ]);
  if (!row || !practice) return [];
  const zone = row.timeZone ?? "UTC";
  const link = absoluteLink(request, `/appointments/${appointment.id}`);
  const ics = buildIcs(
    {
      id: appointment.id,
      startsAt: appointment.startsAt,
      endsAt: appointment.endsAt,
      status: appointment.status,
      sequence: appointment.sequence,
      typeName: row.typeName ?? "Appointment",
      mode: row.mode ?? "in_person",
      videoLink: row.videoLink,
      updatedAt: appointment.updatedAt,
    },
    {
      name: practice.name,
      address: practice.address || practice.location || practice.name,
      // A listing takes bookings once its team set them up, so it has an owner's address; TruSelf's own otherwise.
      email: target?.notifyEmail ?? practice.email ?? addressOf(appConfig().EMAIL_FROM),
      profileUrl: absoluteLink(request, `/provider/${appointment.providerId}`),
    },
  );
  const when = formatInZone(appointment.startsAt, zone);
  const details = `${row.typeName ?? "Appointment"} at ${practice.name}, ${when}.`;
  const policy = POLICY_INFO(row.changeLimitHours ?? 0);
  const subject = SUBJECTS[event](practice.name);
  const attachments = [
    {
      filename: "appointment.ics",
      contentType: `text/calendar; method=${appointment.status === "cancelled" ? "CANCEL" : "REQUEST"}`,
      content: ics,
    },
  ];
  const message = (to: string, lines: string[], kind: string): EmailMessage => ({
    to,
    kind,
    subject,
    text: `${lines.join("\n\n")}\n\nOpen the appointment: ${link}`,
    html: layout(lines, { label: "Open the appointment", url: link }),
    attachments,
  });
  const messages = [
    message(
      row.patientEmail,
      [`Hi ${row.patientFirst},`, LINES[event], details, ...(event === "cancelled" ? [] : [policy])],
      `appointment_${event}`,
    ),
  ];
  if (target?.notifyEmail)
    messages.push(
      message(
        target.notifyEmail,
        [LINES[event], `${details} Patient: ${row.patientFirst} ${row.patientLast}.`],
        `practice_appointment_${event}`,
      ),
    );
  return messages;
}

/** Sends each of them without ever failing the caller (the appointment stands either way; one failure never stops the other). */
export async function sendBookingEmails(request: Request, appointment: AppointmentRecord, event: BookingEvent): Promise<void> {
  let messages: EmailMessage[] = [];
  try {
    messages = await bookingEmails(request, appointment, event);
  } catch (error) {
    console.error(`booking e-mails (${event}) could not be written`, error);
  }
  for (const message of messages)
    await emailSender()
      .send(message)
      .catch((error: unknown) => console.error(`booking e-mail (${message.kind}) failed`, error));
}
