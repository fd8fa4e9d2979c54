/**
 * The reminder 24 hours before (issue 47 item 4, decision 069). A Cron Trigger (every 15 minutes,
 * `scheduled` in workers/app.ts) finds the confirmed appointments that start within the next 24
 * hours and whose reminder has not gone, and puts one message per appointment on the existing
 * Queue (a message kind of its own beside the extraction's). The consumer sends the patient's and
 * the practice's reminder, each with the calendar file again and, while the practice's policy still
 * allows it, the links to cancel or reschedule.
 *
 * Exactly once under at-least-once delivery and overlapping cron runs: `appointment_reminders` has
 * one row per appointment, start time and recipient. The consumer claims a row (insert, or take over
 * a claim older than the lease), sends, then stamps `sent_at`; a failed send gives the claim back and
 * the message is retried. A second delivery finds the row claimed or sent and sends nothing. A
 * rescheduled appointment has a new start time and so gets a reminder of its own.
 */
import { env } from "cloudflare:workers";
import { and, eq, gt, lte, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { appointmentReminders, appointments, type ReminderRecipient } from "~/db/schema";
import { layout } from "~/email/messages";
import { emailSender, type EmailMessage } from "~/email/sender.server";
import { appConfig } from "~/lib/env.server";
import { consultationTarget } from "~/practice/consultations.server";
import { appointmentDetails, icsOf, type AppointmentDetails } from "./appointment-details.server";
import { buildIcs } from "./ics.server";
import { changeDeadline } from "./visits.server";
import { formatInZone, HOUR, MINUTE } from "./zone";

/** How long before the start the reminder goes (the cron runs every 15 minutes, so 24 h to 23 h 45 before). */
export const REMINDER_LEAD_MS = 24 * HOUR;
/** A claim older than this belongs to a delivery that died: another may send. */
export const REMINDER_LEASE_MS = 5 * MINUTE;
/** The cron expression of the reminder scan (wrangler.toml [triggers]). */
export const REMINDER_CRON = "*/15 * * * *";
/** The Queue takes at most 100 messages per sendBatch. */
const SEND_BATCH = 100;

export type ReminderMessage = { kind: "booking-reminder"; appointmentId: string };

export function isReminderMessage(body: unknown): body is ReminderMessage {
  return typeof body === "object" && body !== null && (body as { kind?: unknown }).kind === "booking-reminder";
}

/** A reminder row of this recipient already sent for the appointment's current start time. */
const sentFor = (recipient: ReminderRecipient) =>
  sql`EXISTS (SELECT 1 FROM ${appointmentReminders} r WHERE r.appointment_id = ${appointments.id}
    AND r.starts_at = ${appointments.startsAt} AND r.recipient = ${recipient} AND r.sent_at IS NOT NULL)`;

/** The confirmed appointments starting within the next 24 hours whose reminder has not gone to both sides. */
export async function dueReminders(now = Date.now()): Promise<string[]> {
  const rows = await db()
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.status, "confirmed"),
        gt(appointments.startsAt, new Date(now)),
        lte(appointments.startsAt, new Date(now + REMINDER_LEAD_MS)),
        sql`NOT (${sentFor("patient")} AND ${sentFor("practice")})`,
      ),
    )
    .orderBy(appointments.startsAt);
  return rows.map((r) => r.id);
}

/** The cron's part: one Queue message per due appointment. Returns the appointments queued. */
export async function enqueueDueReminders(queue: Queue<ReminderMessage> = env.EXTRACTION_QUEUE, now = Date.now()): Promise<string[]> {
  const due = await dueReminders(now);
  for (let i = 0; i < due.length; i += SEND_BATCH) {
    await queue.sendBatch(due.slice(i, i + SEND_BATCH).map((appointmentId) => ({ body: { kind: "booking-reminder", appointmentId } })));
  }
  return due;
}

/** Claims the reminder of `recipient` for this start time, or false when it is sent or another delivery holds it. */
async function claim(appointmentId: string, startsAt: Date, recipient: ReminderRecipient, now: number): Promise<boolean> {
  const claimed = await db()
    .insert(appointmentReminders)
    .values({ appointmentId, startsAt, recipient, claimedAt: new Date(now) })
    .onConflictDoUpdate({
      target: [appointmentReminders.appointmentId, appointmentReminders.startsAt, appointmentReminders.recipient],
      set: { claimedAt: new Date(now) },
      setWhere: sql`${appointmentReminders.sentAt} IS NULL AND ${appointmentReminders.claimedAt} < ${now - REMINDER_LEASE_MS}`,
    })
    .returning({ id: appointmentReminders.appointmentId });
  return claimed.length > 0;
}

function settle(appointmentId: string, startsAt: Date, recipient: ReminderRecipient, sentAt: Date | null) {
  const row = and(
    eq(appointmentReminders.appointmentId, appointmentId),
    eq(appointmentReminders.startsAt, startsAt),
    eq(appointmentReminders.recipient, recipient),
  );
  // Sent: stamped for good. Failed: the claim is given back (claimed at 0), so the retry may take it at once.
  return db()
    .update(appointmentReminders)
    .set(sentAt ? { sentAt } : { claimedAt: new Date(0) })
    .where(row);
}

export const REMINDER_SUBJECT = (practiceName: string) => `Reminder: your appointment tomorrow at ${practiceName}`;
export const PRACTICE_REMINDER_SUBJECT = (patientName: string) => `Reminder: ${patientName}'s appointment tomorrow`;

/** The two reminder e-mails of an appointment (patient first), each with its calendar file. */
export function reminderEmails(
  details: AppointmentDetails,
  practiceTo: string | null,
  now: number,
): Record<ReminderRecipient, EmailMessage | null> {
  const origin = appConfig().APP_ORIGIN;
  const page = new URL(`/appointments/${encodeURIComponent(details.id)}`, origin).toString();
  const profile = new URL(`/provider/${encodeURIComponent(details.providerId)}`, origin).toString();
  const { appointment, practice } = icsOf(details, profile);
  const attachments = [
    { filename: "appointment.ics", contentType: "text/calendar; method=REQUEST", content: buildIcs(appointment, practice) },
  ];
  const when = formatInZone(details.startsAt.getTime(), details.timeZone);
  const where = details.mode === "virtual" ? `Online: ${details.videoLink ?? "the practice will send the link"}` : `At ${practice.address}`;
  const deadline = changeDeadline(details);
  const canChange = now < deadline;
  const patientLines = [
    `Hi ${details.patient.name || "there"},`,
    `This is a reminder of your ${details.typeName} at ${details.practiceName} on ${when}.`,
    where,
    canChange
      ? `You can cancel or reschedule online until ${formatInZone(deadline, details.timeZone)}.`
      : "It is too late to change it online now: please contact the practice if you cannot come.",
  ];
  const patientAction = { label: canChange ? "Cancel or reschedule" : "View your appointment", url: page };
  const practiceLines = [
    `${details.patient.name || "A patient"} has a ${details.typeName} with ${details.practiceName} on ${when}.`,
    "After the visit, please record whether they attended: it is what lets their review show “Verified patient”.",
  ];
  const practiceAction = { label: "View the appointment", url: page };
  const text = (lines: string[], action: { label: string; url: string }) => `${lines.join("\n\n")}\n\n${action.label}: ${action.url}\n`;
  return {
    patient: {
      to: details.patient.email,
      subject: REMINDER_SUBJECT(details.practiceName),
      text: text(patientLines, patientAction),
      html: layout(patientLines, patientAction),
      kind: "booking_reminder",
      attachments,
    },
    practice: practiceTo
      ? {
          to: practiceTo,
          subject: PRACTICE_REMINDER_SUBJECT(details.patient.name || "A patient"),
          text: text(practiceLines, practiceAction),
          html: layout(practiceLines, practiceAction),
          kind: "booking_reminder_practice",
          attachments,
        }
      : null,
  };
}

/**
 * The consumer's part for one message: sends what is still due of the appointment's reminder.
 * "skipped" when nothing is due any more (cancelled, moved out of the next 24 hours, already sent);
 * throws when a send fails, after giving its claim back, so the Queue retries the message.
 */
export async function sendReminder(message: ReminderMessage, now = Date.now()): Promise<"sent" | "skipped"> {
  const details = await appointmentDetails(message.appointmentId);
  if (!details || details.status !== "confirmed") return "skipped";
  const startsAt = details.startsAt.getTime();
  if (startsAt <= now || startsAt > now + REMINDER_LEAD_MS) return "skipped";
  // The practice's address for its e-mails (its notification address, else its owner's), as for requests.
  const emails = reminderEmails(details, (await consultationTarget(details.providerId))?.notifyEmail ?? null, now);
  let sent = false;
  for (const recipient of ["patient", "practice"] as const) {
    const email = emails[recipient];
    if (!(await claim(details.id, details.startsAt, recipient, now))) continue;
    if (!email) {
      // Nobody to tell on this side: settled as done, so the cron does not queue it again.
      await settle(details.id, details.startsAt, recipient, new Date(now));
      continue;
    }
    try {
      await emailSender().send(email);
    } catch (error) {
      await settle(details.id, details.startsAt, recipient, null);
      throw error;
    }
    await settle(details.id, details.startsAt, recipient, new Date(now));
    sent = true;
  }
  return sent ? "sent" : "skipped";
}
