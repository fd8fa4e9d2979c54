/**
 * Issue 47 items 4 and 5 (decision 069), in workerd against the real D1, the practice's calendar
 * Durable Object, the Queue and the Worker's scheduled handler, with the clock moved instead of
 * waiting: the reminder 24 hours before (sent once to each side, with the calendar file, the
 * change links only within the practice's policy; again after a reschedule, never for a cancelled
 * appointment), and after the visit: the practice's attended / no-show, the patient's "I went",
 * who may do which, and "Verified patient" only when both sides confirmed.
 */
import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  getQueueResult,
  waitOnExecutionContext,
} from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { calendarOf, type CalendarAnswer } from "~/booking/calendar.server";
import {
  dueReminders,
  PRACTICE_REMINDER_SUBJECT,
  REMINDER_CRON,
  REMINDER_SUBJECT,
  sendReminder,
  type ReminderMessage,
} from "~/booking/reminders.server";
import {
  APPOINTMENT_MISSING,
  MARKED_ATTENDED,
  VERIFIED_VISIT_NOTE,
  VISIT_CANCELLED,
  VISIT_NOT_STARTED,
  VISIT_PATIENT_ONLY,
  VISIT_PRACTICE_ONLY,
  VISIT_WENT,
} from "~/booking/visit-messages";
import { hasVerifiedVisit } from "~/booking/visits.server";
import { HttpEmailSender } from "~/email/sender.server";
import { HOUR, MINUTE } from "~/booking/zone";
import { insertConsultation, insertProviders } from "~/dev/factories.server";
import type { ReviewView } from "~/reviews/reviews.server";
import { action as appointmentAction, loader as appointmentLoader } from "~/routes/account/appointments.$appointmentId";
import { loader as providerLoader } from "~/routes/provider/_index";
import { action as reviewAction } from "~/routes/provider/reviews";
import { advanceClock } from "../fixtures/clock";
import { count, fetcherPost, plainPost } from "../fixtures/actions";
import { insertBookablePractice, practiceTime, type PracticeSpec } from "../fixtures/booking";
import { routeArgs } from "../fixtures/route-args";
import { sessionCookie, signedIn } from "../fixtures/users";
import worker from "../worker";

function booked(answer: CalendarAnswer) {
  if (!answer.ok) throw new Error(`refused: ${answer.message}`);
  return answer.appointment;
}

/** A practice with its owner (aal2, the address its e-mails go to) and a patient with an appointment `days` ahead at 10:00. */
async function practiceWithAppointment(spec: PracticeSpec = {}, days = 3) {
  const practice = await insertBookablePractice(spec);
  const owner = await signedIn({ role: "provider", providerId: practice.providerId, practiceRole: "owner" }, "aal2");
  const patient = await signedIn({ firstName: "Rita", lastName: "Reminded" });
  const startsAt = practiceTime(practice.timeZone, days, "10:00");
  const appointment = booked(
    await calendarOf(practice.providerId).book({
      providerId: practice.providerId,
      typeId: practice.typeId,
      patientId: patient.user.id,
      startsAt,
    }),
  );
  const { name } = (await env.DB.prepare("SELECT name FROM providers WHERE id = ?").bind(practice.providerId).first<{ name: string }>())!;
  return { ...practice, name, owner, patient, appointment, startsAt };
}

type Outbox = { to: string; subject: string; text: string; kind: string; attachments: string | null };
async function outbox(kind: string): Promise<Outbox[]> {
  return (
    await env.DB.prepare('SELECT "to", subject, text, kind, attachments FROM email_outbox WHERE kind LIKE ? ORDER BY "to"')
      .bind(`${kind}%`)
      .all<Outbox>()
  ).results;
}

async function runCron(cron = REMINDER_CRON) {
  const ctx = createExecutionContext();
  worker.scheduled(createScheduledController({ cron, scheduledTime: Date.now() }), env, ctx);
  await waitOnExecutionContext(ctx);
}

async function deliver(messages: ReminderMessage[]) {
  const batch = createMessageBatch<ReminderMessage>(
    "truself-extraction",
    messages.map((body, i) => ({ id: `reminder-${i}-${crypto.randomUUID()}`, timestamp: new Date(), attempts: 1, body })),
  );
  const ctx = createExecutionContext();
  await worker.queue(batch, env, ctx);
  return getQueueResult(batch, ctx);
}

describe("the reminder 24 hours before (item 4)", () => {
  it("the cron queues it on the real Queue once due; the consumer sends each side one e-mail with the calendar file", async () => {
    const { appointment, startsAt, owner, patient, name } = await practiceWithAppointment();
    // Two days and more ahead: nothing is due yet, and the cron queues nothing.
    expect(await dueReminders()).toEqual([]);
    // 23 hours before: due.
    advanceClock(startsAt - 23 * HOUR - Date.now());
    expect(await dueReminders()).toEqual([appointment.id]);
    await runCron();
    // The real Queue delivers the cron's message to the Worker's consumer.
    await vi.waitFor(async () => expect(await outbox("booking_reminder")).toHaveLength(2), { timeout: 15_000, interval: 100 });
    const [toPatient, toPractice] = (await outbox("booking_reminder")).sort((a, b) => a.kind.localeCompare(b.kind));
    expect(toPatient).toMatchObject({ to: patient.user.email, subject: REMINDER_SUBJECT(name) });
    expect(REMINDER_SUBJECT("Glow Clinic")).toBe("Reminder: your appointment tomorrow at Glow Clinic");
    expect(toPractice).toMatchObject({ to: owner.user.email, subject: PRACTICE_REMINDER_SUBJECT("Rita Reminded") });
    expect(PRACTICE_REMINDER_SUBJECT("Rita Reminded")).toBe("Reminder: Rita Reminded's appointment tomorrow");
    // The fixture's policy is 24 hours: too late to change online, so no change link, and it says so.
    expect(toPatient!.text).toContain("It is too late to change it online now: please contact the practice if you cannot come.");
    expect(toPatient!.text).toContain(`View your appointment: http://localhost:8787/appointments/${appointment.id}`);
    expect(toPatient!.text).not.toContain("Cancel or reschedule");
    for (const email of [toPatient!, toPractice!]) {
      const [file] = JSON.parse(email.attachments!) as { filename: string; contentType: string; content: string }[];
      expect(file).toMatchObject({ filename: "appointment.ics", contentType: "text/calendar; method=REQUEST" });
      expect(file!.content).toContain(`UID:appointment-${appointment.id}@truself.com`);
      expect(file!.content).toContain("METHOD:REQUEST");
    }
    // Delivered again (twice in one batch), and the cron run again: nothing more is sent.
    const again = await deliver([
      { kind: "booking-reminder", appointmentId: appointment.id },
      { kind: "booking-reminder", appointmentId: appointment.id },
    ]);
    expect(again.explicitAcks).toHaveLength(2);
    expect(await dueReminders()).toEqual([]);
    await runCron();
    expect(await outbox("booking_reminder")).toHaveLength(2);
    expect(await count("appointment_reminders", "appointment_id = ? AND sent_at IS NOT NULL", appointment.id)).toBe(2);
  });

  it("two deliveries at once send each side's reminder once; within the policy the change link is offered", async () => {
    const { appointment, startsAt } = await practiceWithAppointment({ changeLimitHours: 2 });
    advanceClock(startsAt - 23 * HOUR - Date.now());
    const message = { kind: "booking-reminder", appointmentId: appointment.id } as const;
    const outcomes = await Promise.all([sendReminder(message), sendReminder(message), sendReminder(message)]);
    expect(outcomes.filter((o) => o === "sent").length).toBeGreaterThanOrEqual(1);
    const sent = await outbox("booking_reminder");
    expect(sent.map((e) => e.kind).sort()).toEqual(["booking_reminder", "booking_reminder_practice"]);
    const toPatient = sent.find((e) => e.kind === "booking_reminder")!;
    expect(toPatient.text).toMatch(/You can cancel or reschedule online until .+ 8:00 AM E[SD]T\./);
    expect(toPatient.text).toContain(`Cancel or reschedule: http://localhost:8787/appointments/${appointment.id}`);
  });

  it("a cancelled appointment gets none; a rescheduled one gets a reminder for its new time", async () => {
    const first = await practiceWithAppointment({ changeLimitHours: 0 });
    const second = await practiceWithAppointment({ changeLimitHours: 0 });
    await calendarOf(first.providerId).cancel({
      providerId: first.providerId,
      appointmentId: first.appointment.id,
      actor: { side: "practice" },
    });
    advanceClock(second.startsAt - 23 * HOUR - Date.now());
    expect(await dueReminders()).toEqual([second.appointment.id]);
    // A message for the cancelled one (queued before it was cancelled) sends nothing.
    expect(await sendReminder({ kind: "booking-reminder", appointmentId: first.appointment.id })).toBe("skipped");
    expect(await sendReminder({ kind: "booking-reminder", appointmentId: second.appointment.id })).toBe("sent");
    expect(await outbox("booking_reminder")).toHaveLength(2);
    // The practice moves it an hour earlier: a reminder for the new time, once.
    const moved = booked(
      await calendarOf(second.providerId).reschedule({
        providerId: second.providerId,
        appointmentId: second.appointment.id,
        actor: { side: "practice" },
        startsAt: second.startsAt - HOUR,
      }),
    );
    expect(await dueReminders()).toEqual([moved.id]);
    expect(await sendReminder({ kind: "booking-reminder", appointmentId: moved.id })).toBe("sent");
    expect(await sendReminder({ kind: "booking-reminder", appointmentId: moved.id })).toBe("skipped");
    const all = await outbox("booking_reminder");
    expect(all).toHaveLength(4);
    expect(JSON.parse(all.at(-1)!.attachments!)[0].content).toContain("SEQUENCE:1");
  });
});

describe("calendar files through the e-mail API", () => {
  it("the HTTP sender passes attachments base64-encoded (UTF-8) with their type, as the Resend-compatible API takes them", async () => {
    const sent: unknown[] = [];
    const sender = new HttpEmailSender({
      url: "https://email.example/send",
      apiKey: "key",
      from: "TruSelf <no-reply@truself.com>",
      fetch: async (_url, init) => {
        sent.push(JSON.parse(init.body as string));
        return new Response("{}", { status: 200 });
      },
    });
    const content = "BEGIN:VCALENDAR\r\nSUMMARY:Consultation at Clínica Ñ\r\nEND:VCALENDAR";
    await sender.send({
      to: "a@example.com",
      subject: "s",
      text: "t",
      html: "<p>t</p>",
      kind: "booking_reminder",
      attachments: [{ filename: "appointment.ics", contentType: "text/calendar; method=REQUEST", content }],
    });
    const [body] = sent as { attachments: { filename: string; content: string; content_type: string }[] }[];
    expect(body!.attachments).toHaveLength(1);
    expect(body!.attachments[0]).toMatchObject({ filename: "appointment.ics", content_type: "text/calendar; method=REQUEST" });
    const bytes = Uint8Array.from(atob(body!.attachments[0]!.content), (c) => c.charCodeAt(0));
    expect(new TextDecoder().decode(bytes)).toBe(content);
  });
});

function visit(cookie: string, appointmentId: string, intent: string) {
  return fetcherPost(appointmentAction, `/appointments/${appointmentId}`, { intent }, { cookie, params: { appointmentId } });
}
const messageOf = (reply: { data: Record<string, unknown> }) =>
  Object.values((reply.data as { result: { error: Record<string, string[]> } }).result.error ?? {})[0]?.[0];
async function statusOf(appointmentId: string) {
  return (await env.DB.prepare("SELECT status FROM appointments WHERE id = ?").bind(appointmentId).first<{ status: string }>())?.status;
}
async function verifiedByName(providerId: string): Promise<Record<string, boolean | undefined>> {
  const page = (await providerLoader(routeArgs<never>(`/provider/${providerId}`, { params: { providerId } }))) as unknown as {
    reviews: ReviewView[];
  };
  return Object.fromEntries(page.reviews.map((r) => [r.authorName.split(" ")[0], r.verified]));
}
function review(cookie: string, providerId: string) {
  return fetcherPost(reviewAction, `/provider/${providerId}/reviews`, { rating: "5" }, { cookie, params: { providerId } });
}

describe("after the visit (item 5)", () => {
  it("nothing can be recorded before the start; then the practice marks attended, the patient confirms, and only then is the review verified", async () => {
    const { providerId, appointment, startsAt, owner, patient } = await practiceWithAppointment({}, 2);
    expect((await review(patient.cookie, providerId)).status).toBe(200);
    // Before the start: refused for both sides, nothing stored.
    const early = await visit(owner.cookie, appointment.id, "attended");
    expect(early.status).toBe(409);
    expect(messageOf(early)).toBe(VISIT_NOT_STARTED);
    expect(VISIT_NOT_STARTED).toBe("You can record this visit once it has started.");
    expect(messageOf(await visit(patient.cookie, appointment.id, "went"))).toBe(VISIT_NOT_STARTED);
    expect(await statusOf(appointment.id)).toBe("confirmed");
    expect(await count("visit_confirmations")).toBe(0);

    advanceClock(startsAt + 10 * MINUTE - Date.now());
    // Each side only its own: the patient cannot mark attended, the practice cannot say the patient went.
    const byPatient = await visit(patient.cookie, appointment.id, "attended");
    expect(byPatient.status).toBe(403);
    expect(messageOf(byPatient)).toBe(VISIT_PRACTICE_ONLY);
    expect(VISIT_PRACTICE_ONLY).toBe("Only the practice records whether the patient attended.");
    const byPractice = await visit(owner.cookie, appointment.id, "went");
    expect(byPractice.status).toBe(403);
    expect(messageOf(byPractice)).toBe(VISIT_PATIENT_ONLY);
    expect(VISIT_PATIENT_ONLY).toBe("Only the patient of this appointment can confirm the visit.");
    expect(await count("visit_confirmations")).toBe(0);

    // The practice alone: attended, still no badge.
    const marked = await plainPost(
      appointmentAction,
      `/appointments/${appointment.id}`,
      { intent: "attended" },
      {
        cookie: owner.cookie,
        params: { appointmentId: appointment.id },
      },
    );
    expect(marked).toMatchObject({ status: 303, location: `/appointments/${appointment.id}`, toast: MARKED_ATTENDED });
    expect(await statusOf(appointment.id)).toBe("attended");
    expect(await verifiedByName(providerId)).toEqual({ Rita: false });
    expect(await hasVerifiedVisit(patient.user.id, providerId)).toBe(false);

    // The patient confirms: verified, on the profile and in the review form's note.
    const went = await plainPost(
      appointmentAction,
      `/appointments/${appointment.id}`,
      { intent: "went" },
      {
        cookie: patient.cookie,
        params: { appointmentId: appointment.id },
      },
    );
    expect(went.toast).toEqual(VISIT_WENT);
    expect(VISIT_WENT.description).toBe(
      "Thank you. Once the practice has recorded your visit, your review of it shows “Verified patient”.",
    );
    expect(await verifiedByName(providerId)).toEqual({ Rita: true });
    expect(await hasVerifiedVisit(patient.user.id, providerId)).toBe(true);
    const page = (await providerLoader(
      routeArgs<never>(`/provider/${providerId}`, { params: { providerId }, headers: { Cookie: patient.cookie } }),
    )) as unknown as { verifiedVisit: boolean };
    expect(page.verifiedVisit).toBe(true);
    expect(VERIFIED_VISIT_NOTE).toBe("Your visit is confirmed by you and the practice: your review shows “Verified patient”.");
    const view = (await appointmentLoader(
      routeArgs<never>(`/appointments/${appointment.id}`, {
        params: { appointmentId: appointment.id },
        headers: { Cookie: patient.cookie },
      }),
    )) as unknown as { side: string; appointment: { status: string }; visit: { side: string; status: string; verified: boolean } };
    // One page (app/routes/account/appointments.$appointmentId.tsx): the appointment and its visit panel.
    expect(view).toMatchObject({ side: "patient", appointment: { status: "attended" } });
    expect(view.visit).toMatchObject({ side: "patient", status: "attended", verified: true });

    // A team member of the practice (not only its owner) changes it to no-show: the badge goes.
    const member = await signedIn({ role: "provider", providerId, practiceRole: "member" }, "aal2");
    expect((await visit(member.cookie, appointment.id, "no-show")).status).toBe(303);
    expect(await statusOf(appointment.id)).toBe("no_show");
    expect(await verifiedByName(providerId)).toEqual({ Rita: false });
  });

  it("anyone but the appointment's patient and its practice gets a 404; a cancelled appointment has no visit", async () => {
    const { appointment, startsAt, providerId, owner, patient } = await practiceWithAppointment({ changeLimitHours: 0 }, 2);
    const stranger = await signedIn();
    const otherPractice = await insertBookablePractice();
    const otherOwner = await signedIn({ role: "provider", providerId: otherPractice.providerId, practiceRole: "owner" }, "aal2");
    const admin = await signedIn({ role: "admin" }, "aal2");
    advanceClock(startsAt + MINUTE - Date.now());
    for (const who of [stranger, otherOwner, admin]) {
      const refused = await visit(who.cookie, appointment.id, who === stranger ? "went" : "attended");
      expect(refused.status).toBe(404);
      expect(messageOf(refused)).toBe(APPOINTMENT_MISSING);
    }
    expect(APPOINTMENT_MISSING).toBe("This appointment could not be found.");
    expect(await statusOf(appointment.id)).toBe("confirmed");
    // Cancelled (the practice may, after the start too): nothing to record for either side.
    booked(await calendarOf(providerId).cancel({ providerId, appointmentId: appointment.id, actor: { side: "practice" } }));
    for (const [cookie, intent] of [
      [owner.cookie, "attended"],
      [patient.cookie, "went"],
    ] as const) {
      const refused = await visit(cookie, appointment.id, intent);
      expect(refused.status).toBe(409);
      expect(messageOf(refused)).toBe(VISIT_CANCELLED);
    }
    expect(VISIT_CANCELLED).toBe("This appointment was cancelled, so there is no visit to record.");
    expect(await statusOf(appointment.id)).toBe("cancelled");
    expect(await count("visit_confirmations")).toBe(0);
  });

  it("a practice account signed in without its second factor (aal1) is sent to prove it, and nothing is recorded", async () => {
    const { appointment, startsAt, owner } = await practiceWithAppointment({}, 2);
    const aal1 = await sessionCookie(owner.user.id, "aal1");
    advanceClock(startsAt + MINUTE - Date.now());
    const path = `/appointments/${appointment.id}`;
    for (const intent of ["attended", "no-show"]) {
      const reply = await visit(aal1, appointment.id, intent);
      expect(reply.status, intent).toBe(303);
      expect(String(reply.data.location), intent).toMatch(/^\/two-factor/);
    }
    expect(await statusOf(appointment.id)).toBe("confirmed");
    // The page itself exists to write: it asks for the factor before it opens.
    let opened: unknown;
    try {
      opened = await appointmentLoader(routeArgs<never>(path, { params: { appointmentId: appointment.id }, headers: { Cookie: aal1 } }));
    } catch (thrown) {
      opened = thrown;
    }
    expect(opened).toBeInstanceOf(Response);
    expect((opened as Response).headers.get("Location")).toMatch(/^\/two-factor/);
  });

  it("the interim verification no longer counts: a request the owner marked booked and its patient confirmed gives no badge", async () => {
    const [listing] = await insertProviders([{ name: "Puppet Clinic" }]);
    const id = listing!.id;
    const puppet = await signedIn({ firstName: "Puppet" });
    await insertConsultation({ providerId: id, patientId: puppet.user.id, visitConfirmed: true }, "booked");
    expect(await count("consultation_requests", "provider_id = ? AND patient_confirmed_at IS NOT NULL", id)).toBe(1);
    expect((await review(puppet.cookie, id)).status).toBe(200);
    expect(await verifiedByName(id)).toEqual({ Puppet: false });
  });
});
