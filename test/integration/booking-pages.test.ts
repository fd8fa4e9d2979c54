/**
 * Issue 47 items 1-4 through the real routes: the practice's availability page (every validation
 * message by its exact text, nothing stored on bad input, another practice's member refused), a
 * patient booking from /provider/:id/book (instant and requested), two patients racing for one
 * slot through the route, past and unavailable times refused with the calendar's message and
 * nothing stored, a guest sent to sign in and back to the same time, the e-mails with their .ics,
 * and the appointment page (confirm, reschedule, cancel, the policy's cut-off).
 */
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as messages from "~/booking/messages";
import { getUser } from "~/auth/guards.server";
import { openAppointment } from "~/booking/visits.server";
import { db, withD1Session } from "~/db/client.server";
import { appointments, appointmentTypes, availabilityExceptions, bookingSettings, openingHours } from "~/db/schema";
import { insertConsultation, insertProviders } from "~/dev/factories.server";
import { calendarOf } from "~/booking/calendar.server";
import { addDays, HOUR, localDateOf, MINUTE } from "~/booking/zone";
import { action as availabilityAction, loader as availabilityLoader } from "~/routes/practice/availability";
import { action as bookAction, loader as bookLoader } from "~/routes/provider/book";
import { action as appointmentAction, loader as appointmentLoader } from "~/routes/account/appointments.$appointmentId";
import { loader as dashboardLoader } from "~/routes/account/dashboard";
import { loader as profileLoader } from "~/routes/provider/_index";
import { loader as consultationLoader } from "~/routes/provider/consultation";
import { action as threadAction, loader as threadLoader } from "~/routes/account/consultations.$requestId";
import { fetcherPost, plainPost } from "../fixtures/actions";
import { insertBookablePractice, practiceTime } from "../fixtures/booking";
import { routeArgs } from "../fixtures/route-args";
import { signedIn } from "../fixtures/users";

const PAGE = "/provider/availability";

type Errors = Record<string, string[] | null>;
const errorsOf = (reply: { data: Record<string, unknown> }) => (reply.data.result as { error?: Errors }).error ?? {};

async function practiceTeam(providerId?: string) {
  const id = providerId ?? (await insertProviders([{ latitude: null, longitude: null }]))[0]!.id;
  const owner = await signedIn({ role: "provider", providerId: id, practiceRole: "owner" });
  const member = await signedIn({ role: "provider", providerId: id, practiceRole: "member" });
  return { providerId: id, owner, member };
}

const post = (cookie: string, form: Record<string, string>) => fetcherPost(availabilityAction, PAGE, form, { cookie });

async function stored(providerId: string) {
  const [settings, types, exceptions] = await Promise.all([
    db().select().from(bookingSettings).where(eq(bookingSettings.providerId, providerId)),
    db().select().from(appointmentTypes).where(eq(appointmentTypes.providerId, providerId)),
    db().select().from(availabilityExceptions).where(eq(availabilityExceptions.providerId, providerId)),
  ]);
  const hours = types.length ? await db().select().from(openingHours).where(eq(openingHours.typeId, types[0]!.id)) : [];
  return { settings, types, exceptions, hours };
}

const SETTINGS = { intent: "settings", timeZone: "America/Chicago", minNoticeHours: "2", windowDays: "30", changeLimitHours: "24" };
const TYPE = { intent: "add-type", name: "Consultation", durationMinutes: "30", mode: "in_person", instant: "on", active: "on" };

/** The 14 rows of the weekly hours form, with `rows` filled in (index -> [start, end]). */
function hoursForm(typeId: string, rows: Record<number, [string, string]>) {
  const form: Record<string, string> = { intent: "hours", typeId };
  for (let i = 0; i < 14; i++) {
    form[`hours[${i}].weekday`] = String(Math.floor(i / 2) + 1);
    form[`hours[${i}].start`] = rows[i]?.[0] ?? "";
    form[`hours[${i}].end`] = rows[i]?.[1] ?? "";
  }
  return form;
}

describe("the practice's availability page", () => {
  it("lets the practice's owner and members set rules, a type, weekly hours and a closed day", async () => {
    const { providerId, owner, member } = await practiceTeam();
    expect((await post(owner.cookie, SETTINGS)).data.location).toBe(PAGE);
    expect((await post(member.cookie, TYPE)).data.location).toBe(PAGE);
    const typeId = (await stored(providerId)).types[0]!.id;
    // Monday 09:00-12:00 and 13:00-17:00 (a lunch break), Tuesday 10:00-14:00, the rest closed.
    const hours = await post(owner.cookie, hoursForm(typeId, { 0: ["09:00", "12:00"], 1: ["13:00", "17:00"], 2: ["10:00", "14:00"] }));
    expect(hours.data.location).toBe(PAGE);
    const closed = await post(member.cookie, { intent: "exception", date: "2031-01-06", closed: "on" });
    expect(closed.data.location).toBe(PAGE);
    const special = await post(owner.cookie, { intent: "exception", date: "2031-01-07", start: "08:00", end: "11:30" });
    expect(special.data.location).toBe(PAGE);
    const after = await stored(providerId);
    expect(after.settings[0]).toMatchObject({ timeZone: "America/Chicago", minNoticeHours: 2, windowDays: 30, changeLimitHours: 24 });
    expect(after.types[0]).toMatchObject({ name: "Consultation", durationMinutes: 30, mode: "in_person", instant: true, active: true });
    expect(after.hours.map((h) => [h.weekday, h.startMinute, h.endMinute]).sort()).toEqual([
      [1, 540, 720],
      [1, 780, 1020],
      [2, 600, 840],
    ]);
    expect(after.exceptions.map((e) => [e.date, e.closed, e.startMinute, e.endMinute]).sort()).toEqual([
      ["2031-01-06", true, null, null],
      ["2031-01-07", false, 480, 690],
    ]);
    const edit = await post(owner.cookie, {
      ...TYPE,
      intent: "edit-type",
      typeId,
      name: "Virtual consultation",
      mode: "virtual",
      videoLink: "https://meet.example.com/dr",
    });
    expect(edit.data.location).toBe(PAGE);
    expect((await stored(providerId)).types[0]).toMatchObject({
      name: "Virtual consultation",
      mode: "virtual",
      instant: true,
      active: true,
    });
    const cleared = await post(owner.cookie, { intent: "clear-exception", date: "2031-01-06" });
    expect(cleared.data.location).toBe(PAGE);
    expect((await stored(providerId)).exceptions.map((e) => e.date)).toEqual(["2031-01-07"]);
    const page = (await availabilityLoader(routeArgs(PAGE, { headers: { Cookie: member.cookie } }))) as { types: unknown[] };
    expect(page.types).toHaveLength(1);
  });

  it("refuses bad input with each exact message and stores nothing", async () => {
    const { providerId, owner } = await practiceTeam();
    const cases: [Record<string, string>, string, string][] = [
      [{ ...SETTINGS, timeZone: "EST" }, "timeZone", messages.TIME_ZONE_INVALID],
      [{ ...SETTINGS, timeZone: "Mars/Olympus" }, "timeZone", messages.TIME_ZONE_INVALID],
      [{ ...SETTINGS, minNoticeHours: "721" }, "minNoticeHours", messages.NOTICE_INVALID],
      [{ ...SETTINGS, minNoticeHours: "1.5" }, "minNoticeHours", messages.NOTICE_INVALID],
      [{ ...SETTINGS, windowDays: "0" }, "windowDays", messages.WINDOW_INVALID],
      [{ ...SETTINGS, windowDays: "366" }, "windowDays", messages.WINDOW_INVALID],
      [{ ...SETTINGS, changeLimitHours: "-1" }, "changeLimitHours", messages.POLICY_INVALID],
    ];
    for (const [form, field, message] of cases) {
      const reply = await post(owner.cookie, form);
      expect(reply.status, message).toBe(400);
      expect(errorsOf(reply)[field]).toEqual([message]);
    }
    expect((await stored(providerId)).settings).toEqual([]);
    // A type before the rules: the rules first.
    const early = await post(owner.cookie, TYPE);
    expect(early.status).toBe(409);
    expect(errorsOf(early)[""]).toEqual([messages.SETTINGS_FIRST]);
    await post(owner.cookie, SETTINGS);
    const typeCases: [Record<string, string>, string, string][] = [
      [{ ...TYPE, name: " " }, "name", messages.TYPE_NAME_REQUIRED],
      [{ ...TYPE, name: "x".repeat(81) }, "name", messages.TYPE_NAME_TOO_LONG],
      [{ ...TYPE, durationMinutes: "4" }, "durationMinutes", messages.DURATION_INVALID],
      [{ ...TYPE, durationMinutes: "481" }, "durationMinutes", messages.DURATION_INVALID],
      [{ ...TYPE, fee: "12.345" }, "fee", messages.FEE_INVALID],
      [{ ...TYPE, fee: "100000.01" }, "fee", messages.FEE_INVALID],
      [{ ...TYPE, priceNote: "x".repeat(201) }, "priceNote", messages.PRICE_NOTE_TOO_LONG],
      [{ ...TYPE, mode: "phone" }, "mode", messages.MODE_INVALID],
      [{ ...TYPE, mode: "virtual" }, "videoLink", messages.VIDEO_LINK_REQUIRED],
      [{ ...TYPE, mode: "virtual", videoLink: "http://meet.example.com" }, "videoLink", messages.VIDEO_LINK_INVALID],
      [{ ...TYPE, videoLink: "https://meet.example.com" }, "videoLink", messages.VIDEO_LINK_IN_PERSON],
    ];
    for (const [form, field, message] of typeCases) {
      const reply = await post(owner.cookie, form);
      expect(reply.status, message).toBe(400);
      expect(errorsOf(reply)[field]).toEqual([message]);
    }
    expect((await stored(providerId)).types).toEqual([]);
    await post(owner.cookie, TYPE);
    const typeId = (await stored(providerId)).types[0]!.id;
    await post(owner.cookie, hoursForm(typeId, { 0: ["09:00", "17:00"] }));
    const hourCases: [Record<number, [string, string]>, string, string][] = [
      [{ 0: ["9am", "17:00"] }, "hours[0].start", messages.TIME_INVALID],
      [{ 2: ["09:00", ""] }, "hours[2].end", messages.TIME_INVALID],
      [{ 4: ["24:30", "25:00"] }, "hours[4].start", messages.TIME_INVALID],
      [{ 0: ["12:00", "09:00"] }, "hours[0].end", messages.END_AFTER_START],
      [{ 0: ["09:00", "13:00"], 1: ["12:00", "17:00"] }, "hours[1].start", messages.HOURS_OVERLAP],
    ];
    for (const [rows, field, message] of hourCases) {
      const reply = await post(owner.cookie, hoursForm(typeId, rows));
      expect(reply.status, message).toBe(400);
      expect(errorsOf(reply)[field]).toEqual([message]);
    }
    const badDay = await post(owner.cookie, { ...hoursForm(typeId, { 0: ["09:00", "10:00"] }), "hours[0].weekday": "8" });
    expect(errorsOf(badDay)["hours[0].weekday"]).toEqual([messages.WEEKDAY_INVALID]);
    expect((await stored(providerId)).hours.map((h) => [h.weekday, h.startMinute, h.endMinute])).toEqual([[1, 540, 1020]]);
    const dateCases: [Record<string, string>, string, string][] = [
      [{ intent: "exception", date: "2031-02-30", closed: "on" }, "date", messages.DATE_INVALID],
      [{ intent: "exception", date: "next monday", closed: "on" }, "date", messages.DATE_INVALID],
      [{ intent: "exception", date: "2031-02-03" }, "start", messages.EXCEPTION_HOURS_REQUIRED],
      [
        { intent: "exception", date: "2031-02-03", closed: "on", start: "09:00", end: "10:00" },
        "start",
        messages.EXCEPTION_CLOSED_WITH_HOURS,
      ],
      [{ intent: "exception", date: "2031-02-03", start: "09:00" }, "end", messages.TIME_INVALID],
      [{ intent: "exception", date: "2031-02-03", start: "11:00", end: "10:00" }, "end", messages.END_AFTER_START],
    ];
    for (const [form, field, message] of dateCases) {
      const reply = await post(owner.cookie, form);
      expect(reply.status, message).toBe(400);
      expect(errorsOf(reply)[field]).toEqual([message]);
    }
    expect((await stored(providerId)).exceptions).toEqual([]);
  });

  it("never lets a member of another practice, a patient or a guest change a practice's availability", async () => {
    const { providerId, typeId } = await insertBookablePractice();
    const other = await practiceTeam();
    const before = await stored(providerId);
    // The form names this practice's type: the other practice's member is told it is no type of theirs.
    const edit = await post(other.member.cookie, { ...TYPE, intent: "edit-type", typeId, name: "Hijacked" });
    expect(edit.status).toBe(404);
    expect(errorsOf(edit)[""]).toEqual([messages.TYPE_REQUIRED]);
    const hours = await post(other.member.cookie, hoursForm(typeId, { 0: ["00:00", "24:00"] }));
    expect(hours.status).toBe(404);
    // Settings and dates always go to the poster's own listing, whatever the form says.
    await post(other.owner.cookie, { ...SETTINGS, providerId });
    expect(await stored(providerId)).toEqual(before);
    const patient = await signedIn({ role: "patient", verified: true });
    expect((await post(patient.cookie, SETTINGS)).status).toBe(403);
    expect((await fetcherPost(availabilityAction, PAGE, SETTINGS)).status).toBe(401);
    expect(await stored(providerId)).toEqual(before);
  });

  it("lists booked appointments a closed day leaves outside the hours, and keeps them", async () => {
    const { providerId, typeId, timeZone } = await insertBookablePractice();
    const owner = await signedIn({ role: "provider", providerId, practiceRole: "owner" });
    const patient = await signedIn({ role: "patient", verified: true });
    const startsAt = practiceTime(timeZone, 3, "10:00");
    const answer = await calendarOf(providerId).book({ providerId, typeId, patientId: patient.user.id, startsAt });
    expect(answer.ok).toBe(true);
    await post(owner.cookie, { intent: "exception", date: addDays(localDateOf(Date.now(), timeZone), 3), closed: "on" });
    const page = (await availabilityLoader(routeArgs(PAGE, { headers: { Cookie: owner.cookie } }))) as {
      outside: { id: string; status: string }[];
    };
    expect(page.outside.map((a) => a.status)).toEqual(["confirmed"]);
    const rows = await db().select().from(appointments).where(eq(appointments.providerId, providerId));
    expect(rows.map((r) => r.status)).toEqual(["confirmed"]);
    expect(messages.OUTSIDE_AVAILABILITY(1)).toBe("1 booked appointment no longer fits your hours. They are kept: move or cancel them.");
  });
});

const bookPath = (providerId: string) => `/provider/${providerId}/book`;
const book = (providerId: string, form: Record<string, string>, cookie?: string) =>
  fetcherPost(bookAction, bookPath(providerId), form, { cookie, params: { providerId } });

async function appointmentsOf(providerId: string) {
  return db().select().from(appointments).where(eq(appointments.providerId, providerId));
}

async function mailsTo(to: string) {
  const { results } = await env.DB.prepare('SELECT kind, subject, attachments FROM email_outbox WHERE "to" = ? ORDER BY created_at')
    .bind(to)
    .all<{ kind: string; subject: string; attachments: string | null }>();
  return results.map((r) => ({ ...r, ics: r.attachments ? (JSON.parse(r.attachments) as { content: string }[])[0]!.content : "" }));
}

describe("a patient books a time", () => {
  it("offers the free times and books one at once for an instant type, with e-mails carrying the .ics", async () => {
    const { providerId, typeId, timeZone } = await insertBookablePractice();
    const practice = await signedIn({ role: "provider", providerId, practiceRole: "owner" });
    const patient = await signedIn({ role: "patient", verified: true });
    const page = (await bookLoader(routeArgs(bookPath(providerId), { params: { providerId } }))) as {
      offer: { timeZone?: string; slots: { startsAt: number }[]; practice: { timeZone: string } };
    };
    expect(page.offer.practice.timeZone).toBe(timeZone);
    expect(page.offer.slots.length).toBeGreaterThan(0);
    expect(page.offer.slots.some((s) => s.startsAt === practiceTime(timeZone, 2, "10:00"))).toBe(true);
    // The profile shows the next free times, each opening the booking page with it chosen.
    const profile = async () =>
      (
        (await profileLoader(routeArgs(`/provider/${providerId}`, { params: { providerId } }))) as {
          freeTimes: { zone: string; times: { startsAt: number; href: string }[] };
        }
      ).freeTimes;
    const before = await profile();
    expect(before.zone).toBe(timeZone);
    expect(before.times).toHaveLength(6);
    expect(before.times[0]!.href).toBe(`/provider/${providerId}/book?type=${typeId}&at=${before.times[0]!.startsAt}`);
    const reply = await book(providerId, { typeId, startsAt: String(before.times[0]!.startsAt) }, patient.cookie);
    const [row] = await appointmentsOf(providerId);
    expect(reply.data.location).toBe(`/appointments/${row!.id}`);
    expect((await profile()).times.map((t) => t.startsAt)).not.toContain(before.times[0]!.startsAt);
    expect(row).toMatchObject({ patientId: patient.user.id, status: "confirmed", sequence: 0 });
    const [mail] = await mailsTo(patient.user.email);
    expect(mail).toMatchObject({ kind: "appointment_booked" });
    expect(mail!.ics).toContain("METHOD:REQUEST");
    expect(mail!.ics).toContain(`UID:appointment-${row!.id}@truself.com`);
    // The practice organises the event (its owner's address: where its booking e-mails go).
    expect(mail!.ics.replace(/\r\n[ \t]/g, "").toLowerCase()).toContain(`mailto:${practice.user.email.toLowerCase()}`);
    const [practiceMail] = await mailsTo(practice.user.email);
    expect(practiceMail).toMatchObject({ kind: "practice_appointment_booked" });
    expect(practiceMail!.ics).toContain("METHOD:REQUEST");
    // The patient's dashboard and the practice's availability page list it.
    const dashboard = (await dashboardLoader(routeArgs("/dashboard", { headers: { Cookie: patient.cookie } }))) as unknown as {
      appointments: { id: string; status: string }[];
    };
    expect(dashboard.appointments).toEqual([expect.objectContaining({ id: row!.id, status: "confirmed" })]);
    const practiceDashboard = (await dashboardLoader(routeArgs("/dashboard", { headers: { Cookie: practice.cookie } }))) as unknown as {
      appointments: { id: string; status: string; patientName: string }[];
    };
    expect(practiceDashboard.appointments).toEqual([
      expect.objectContaining({ id: row!.id, status: "confirmed", patientName: `${patient.user.firstName} ${patient.user.lastName}` }),
    ]);
  });

  it("books a request-type time as requested; only the practice confirms it", async () => {
    const { providerId, typeId, timeZone } = await insertBookablePractice({ instant: false });
    const practice = await signedIn({ role: "provider", providerId, practiceRole: "member" });
    const patient = await signedIn({ role: "patient", verified: true });
    await book(providerId, { typeId, startsAt: String(practiceTime(timeZone, 2, "11:00")) }, patient.cookie);
    const [row] = await appointmentsOf(providerId);
    expect(row!.status).toBe("requested");
    const path = `/appointments/${row!.id}`;
    const params = { appointmentId: row!.id };
    const byPatient = await fetcherPost(appointmentAction, path, { intent: "confirm" }, { cookie: patient.cookie, params });
    expect(byPatient.status).toBe(404);
    const byOtherPractice = await practiceTeam();
    const other = await fetcherPost(appointmentAction, path, { intent: "confirm" }, { cookie: byOtherPractice.owner.cookie, params });
    expect(other.status).toBe(404);
    expect((await appointmentsOf(providerId))[0]!.status).toBe("requested");
    const confirmed = await fetcherPost(appointmentAction, path, { intent: "confirm" }, { cookie: practice.cookie, params });
    expect(confirmed.data.location).toBe(path);
    expect((await appointmentsOf(providerId))[0]!.status).toBe("confirmed");
    expect((await mailsTo(patient.user.email)).map((m) => m.kind)).toEqual(["appointment_requested", "appointment_confirmed"]);
  });

  it("gives one of two patients pressing the same time the booking and the other the calendar's refusal", async () => {
    const { providerId, typeId, timeZone } = await insertBookablePractice();
    const first = await signedIn({ role: "patient", verified: true });
    const second = await signedIn({ role: "patient", verified: true });
    // Tomorrow, so that the page's first OFFER_LIMIT times reach past it whatever the hour the test runs
    // (four days ahead, the 60 times of today and the days between ended before it but in the evening).
    const startsAt = String(practiceTime(timeZone, 1, "14:00"));
    const replies = await Promise.all([first, second].map((p) => book(providerId, { typeId, startsAt }, p.cookie)));
    const refused = replies.filter((r) => r.status === 409);
    expect(refused).toHaveLength(1);
    expect(replies.filter((r) => String(r.data.location).startsWith("/appointments/"))).toHaveLength(1);
    expect(errorsOf(refused[0]!).startsAt).toEqual(["That time was just taken — here are the next ones."]);
    expect(await appointmentsOf(providerId)).toHaveLength(1);
    // The page then offers the next free times, without the taken one.
    const page = (await bookLoader(routeArgs(bookPath(providerId), { params: { providerId } }))) as {
      offer: { slots: { startsAt: number }[] };
    };
    expect(page.offer.slots.some((s) => s.startsAt === Number(startsAt))).toBe(false);
    expect(page.offer.slots.some((s) => s.startsAt === Number(startsAt) + 30 * MINUTE)).toBe(true);
  });

  it("refuses past and unavailable times on the server with the exact message and stores nothing", async () => {
    const { providerId, typeId, timeZone } = await insertBookablePractice({ minNoticeHours: 48, windowDays: 10 });
    const patient = await signedIn({ role: "patient", verified: true });
    await setClosed(providerId, addDays(localDateOf(Date.now(), timeZone), 5));
    const cases: [number, string][] = [
      [practiceTime(timeZone, -1, "10:00"), messages.SLOT_PAST],
      [Date.now() + HOUR, messages.SLOT_INSIDE_NOTICE(48)],
      [practiceTime(timeZone, 20, "10:00"), messages.SLOT_BEYOND_WINDOW(10)],
      [practiceTime(timeZone, 5, "10:00"), messages.SLOT_CLOSED_DAY],
      [practiceTime(timeZone, 4, "20:00"), messages.SLOT_OUTSIDE_HOURS],
      [practiceTime(timeZone, 4, "10:10"), messages.SLOT_OUTSIDE_HOURS],
    ];
    for (const [startsAt, message] of cases) {
      const reply = await book(providerId, { typeId, startsAt: String(startsAt) }, patient.cookie);
      expect(reply.status, message).toBe(409);
      expect(errorsOf(reply).startsAt).toEqual([message]);
    }
    expect(messages.SLOT_INSIDE_NOTICE(48)).toBe("This practice needs at least 48 hours notice. Please choose a later time.");
    const missing = await book(providerId, { typeId }, patient.cookie);
    expect(errorsOf(missing).startsAt).toEqual([messages.SLOT_REQUIRED]);
    expect(await appointmentsOf(providerId)).toEqual([]);
  });

  it("sends a guest to sign in and back to the same time; refuses practices and listings that take no bookings", async () => {
    const { providerId, typeId, timeZone } = await insertBookablePractice();
    const startsAt = practiceTime(timeZone, 2, "09:30");
    const guest = await plainPost(bookAction, bookPath(providerId), { typeId, startsAt: String(startsAt) }, { params: { providerId } });
    expect(guest.location).toBe(`/signin?redirectTo=${encodeURIComponent(`${bookPath(providerId)}?type=${typeId}&at=${startsAt}`)}`);
    expect(guest.toast?.description).toBe(messages.SIGN_IN_TO_BOOK);
    const back = (await bookLoader(routeArgs(`${bookPath(providerId)}?type=${typeId}&at=${startsAt}`, { params: { providerId } }))) as {
      chosen: number;
    };
    expect(back.chosen).toBe(startsAt);
    const practice = await signedIn({ role: "provider", providerId, practiceRole: "owner" });
    const own = await book(providerId, { typeId, startsAt: String(startsAt) }, practice.cookie);
    expect(errorsOf(own)[""]).toEqual([messages.ONLY_PATIENTS_BOOK]);
    const [unclaimed] = await insertProviders([{ latitude: null, longitude: null }]);
    const patient = await signedIn({ role: "patient", verified: true });
    const none = await book(unclaimed!.id, { typeId, startsAt: String(startsAt) }, patient.cookie);
    expect(none.status).toBe(404);
    expect(errorsOf(none)[""]).toEqual([messages.NOT_BOOKABLE]);
    const page = (await bookLoader(routeArgs(bookPath(unclaimed!.id), { params: { providerId: unclaimed!.id } }))) as { offer: unknown };
    expect(page.offer).toBeNull();
    expect(await appointmentsOf(providerId)).toEqual([]);
  });
});

describe("where requests meet booking", () => {
  it("the consultation form and a request's thread offer the booking page only where the listing takes bookings", async () => {
    const { providerId } = await insertBookablePractice();
    const [unclaimed] = await insertProviders([{ latitude: null, longitude: null }]);
    const consultation = (id: string) =>
      consultationLoader(routeArgs(`/provider/${id}/consultation`, { params: { providerId: id } })) as Promise<{ bookable: boolean }>;
    expect((await consultation(providerId)).bookable).toBe(true);
    expect((await consultation(unclaimed!.id)).bookable).toBe(false);
    const patient = await signedIn({ role: "patient", verified: true });
    const request = await insertConsultation({ providerId, patientId: patient.user.id });
    const thread = (await threadLoader(
      routeArgs(`/consultations/${request.id}`, { params: { requestId: request.id }, headers: { Cookie: patient.cookie } }),
    )) as { bookable: boolean };
    expect(thread.bookable).toBe(true);
  });

  it("a time booked from a request's thread shows in the thread with its state changes; another patient's request is not linked", async () => {
    const { providerId, typeId, timeZone } = await insertBookablePractice();
    const patient = await signedIn({ role: "patient", verified: true });
    const other = await signedIn({ role: "patient", verified: true });
    const request = await insertConsultation({ providerId, patientId: patient.user.id });
    const threadOf = async (cookie: string) =>
      (await threadLoader(
        routeArgs(`/consultations/${request.id}`, { params: { requestId: request.id }, headers: { Cookie: cookie } }),
      )) as { booked: { id: string; status: string; history: string[] }[] };
    // Someone else naming this request books, but the booking is not linked to the thread.
    await book(providerId, { typeId, startsAt: String(practiceTime(timeZone, 2, "09:00")), requestId: request.id }, other.cookie);
    expect((await threadOf(patient.cookie)).booked).toEqual([]);
    await book(providerId, { typeId, startsAt: String(practiceTime(timeZone, 2, "10:00")), requestId: request.id }, patient.cookie);
    const [linked] = (await threadOf(patient.cookie)).booked;
    expect(linked).toMatchObject({ status: "confirmed", history: [] });
    const params = { appointmentId: linked!.id };
    await fetcherPost(
      appointmentAction,
      `/appointments/${linked!.id}`,
      { intent: "reschedule", startsAt: String(practiceTime(timeZone, 3, "11:00")) },
      { cookie: patient.cookie, params },
    );
    const practice = await signedIn({ role: "provider", providerId, practiceRole: "owner" });
    const seen = (await threadOf(practice.cookie)).booked;
    expect(seen).toEqual([
      expect.objectContaining({ id: linked!.id, status: "confirmed", history: [expect.stringContaining("10:00 AM")] }),
    ]);
  });

  it("the practice offers its free times in a reply; nobody else can, and a listing without bookings cannot", async () => {
    const { providerId } = await insertBookablePractice();
    const practice = await signedIn({ role: "provider", providerId, practiceRole: "member" });
    const patient = await signedIn({ role: "patient", verified: true });
    const request = await insertConsultation({ providerId, patientId: patient.user.id });
    const path = `/consultations/${request.id}`;
    const params = { requestId: request.id };
    const offer = (cookie: string) => fetcherPost(threadAction, path, { intent: "offer-times" }, { cookie, params });
    expect((await offer(patient.cookie)).status).toBe(404);
    const admin = await signedIn({ role: "admin" });
    expect((await offer(admin.cookie)).status).toBe(404);
    const other = await practiceTeam();
    const stranger = await offer(other.owner.cookie);
    expect(errorsOf(stranger)[""]).toEqual(["Consultation request not found."]);
    const { results: none } = await env.DB.prepare("SELECT body FROM consultation_messages WHERE request_id = ? AND side = 'practice'")
      .bind(request.id)
      .all();
    expect(none).toEqual([]);
    expect((await offer(practice.cookie)).data.location).toBe(path);
    const { results } = await env.DB.prepare("SELECT body, side FROM consultation_messages WHERE request_id = ? AND side = 'practice'")
      .bind(request.id)
      .all<{ body: string; side: string }>();
    expect(results).toEqual([
      {
        side: "practice",
        body: messages.OFFER_TIMES_REPLY(`http://localhost:8787/provider/${providerId}/book?request=${request.id}`),
      },
    ]);
    // A listing that takes no bookings online offers none.
    const unbookable = await practiceTeam();
    const itsRequest = await insertConsultation({ providerId: unbookable.providerId, patientId: patient.user.id });
    const refused = await fetcherPost(
      threadAction,
      `/consultations/${itsRequest.id}`,
      { intent: "offer-times" },
      { cookie: unbookable.owner.cookie, params: { requestId: itsRequest.id } },
    );
    expect(refused.status).toBe(409);
    expect(errorsOf(refused)[""]).toEqual([messages.NOT_BOOKABLE]);
  });

  it("refuses the shared demo account's booking with its message and stores nothing", async () => {
    const { providerId, typeId, timeZone } = await insertBookablePractice();
    const demo = await signedIn({ role: "patient", isDemo: true, verified: true });
    const reply = await book(providerId, { typeId, startsAt: String(practiceTime(timeZone, 2, "10:00")) }, demo.cookie);
    expect(reply.status).toBe(403);
    expect(errorsOf(reply)[""]).toEqual(["The demo account cannot book appointments. Please create your own account."]);
    expect(await appointmentsOf(providerId)).toEqual([]);
  });
});

async function setClosed(providerId: string, date: string) {
  const owner = await signedIn({ role: "provider", providerId, practiceRole: "owner" });
  expect((await post(owner.cookie, { intent: "exception", date, closed: "on" })).data.location).toBe(PAGE);
}

describe("the booking e-mails through the e-mail API", () => {
  const vars = env as unknown as Record<string, unknown>;
  afterEach(() => {
    delete vars.EMAIL_API_URL;
    delete vars.EMAIL_API_KEY;
    vi.restoreAllMocks();
  });

  it("sends the .ics as a base64 attachment; a failing API never undoes the booking nor stops the other e-mail", async () => {
    const { providerId, typeId, timeZone } = await insertBookablePractice();
    const practice = await signedIn({ role: "provider", providerId, practiceRole: "owner" });
    const patient = await signedIn({ role: "patient", verified: true });
    const bodies: { to: string[]; attachments?: { filename: string; content: string; content_type: string }[] }[] = [];
    Object.assign(vars, { EMAIL_API_URL: "https://mail.example.test/emails", EMAIL_API_KEY: "re_test" });
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      if (!String(input instanceof Request ? input.url : input).startsWith("https://mail.example.test/"))
        throw new Error("unexpected fetch");
      bodies.push(JSON.parse(init?.body as string) as (typeof bodies)[number]);
      return new Response("Service Unavailable", { status: 503 });
    });
    const reply = await book(providerId, { typeId, startsAt: String(practiceTime(timeZone, 2, "10:00")) }, patient.cookie);
    expect(String(reply.data.location)).toMatch(/^\/appointments\//);
    expect(await appointmentsOf(providerId)).toHaveLength(1);
    expect(bodies.map((b) => b.to[0])).toEqual([patient.user.email, practice.user.email]);
    const [attachment] = bodies[0]!.attachments!;
    expect(attachment).toMatchObject({ filename: "appointment.ics", content_type: "text/calendar; method=REQUEST" });
    const ics = new TextDecoder().decode(Uint8Array.from(atob(attachment!.content), (c) => c.charCodeAt(0)));
    expect(ics).toContain("METHOD:REQUEST");
    const { results } = await env.DB.prepare(
      "SELECT kind, status FROM email_log WHERE kind LIKE '%appointment_booked' ORDER BY kind",
    ).all();
    expect(results).toEqual([
      { kind: "appointment_booked", status: "failed" },
      { kind: "practice_appointment_booked", status: "failed" },
    ]);
  });
});

describe("the appointment page", () => {
  it("lets the patient reschedule (SEQUENCE bumped) and cancel (METHOD:CANCEL); strangers find nothing", async () => {
    const { providerId, typeId, timeZone } = await insertBookablePractice({ changeLimitHours: 24 });
    const patient = await signedIn({ role: "patient", verified: true });
    await book(providerId, { typeId, startsAt: String(practiceTime(timeZone, 3, "10:00")) }, patient.cookie);
    const [row] = await appointmentsOf(providerId);
    const path = `/appointments/${row!.id}`;
    const params = { appointmentId: row!.id };
    const stranger = await signedIn({ role: "patient", verified: true });
    await expect(appointmentLoader(routeArgs(path, { params, headers: { Cookie: stranger.cookie } }))).rejects.toMatchObject({
      init: { status: 404 },
    });
    const strangerCancel = await fetcherPost(appointmentAction, path, { intent: "cancel" }, { cookie: stranger.cookie, params });
    expect(strangerCancel.status).toBe(404);
    expect(errorsOf(strangerCancel)[""]).toEqual(["This appointment could not be found."]);
    const view = (await appointmentLoader(routeArgs(path, { params, headers: { Cookie: patient.cookie } }))) as {
      changeable: boolean;
      policy: string;
    };
    expect(view).toMatchObject({ changeable: true, policy: messages.POLICY_INFO(24) });
    const to = practiceTime(timeZone, 4, "15:00");
    const moved = await fetcherPost(
      appointmentAction,
      path,
      { intent: "reschedule", startsAt: String(to) },
      { cookie: patient.cookie, params },
    );
    expect(moved.data.location).toBe(path);
    const [after] = await appointmentsOf(providerId);
    expect(after).toMatchObject({ sequence: 1, status: "confirmed" });
    expect(after!.startsAt.getTime()).toBe(to);
    const cancelled = await fetcherPost(appointmentAction, path, { intent: "cancel" }, { cookie: patient.cookie, params });
    expect(cancelled.data.location).toBe(path);
    expect((await appointmentsOf(providerId))[0]).toMatchObject({ status: "cancelled", sequence: 2 });
    const mails = await mailsTo(patient.user.email);
    expect(mails.map((m) => m.kind)).toEqual(["appointment_booked", "appointment_rescheduled", "appointment_cancelled"]);
    expect(mails[1]!.ics).toContain("SEQUENCE:1");
    expect(mails[2]!.ics).toContain("METHOD:CANCEL");
    expect(mails[2]!.ics).toContain("SEQUENCE:2");
  });

  it("opens an appointment with one read of it, for its patient and its practice; anyone else gets nothing", async () => {
    const { providerId, typeId, timeZone } = await insertBookablePractice();
    const patient = await signedIn({ role: "patient", verified: true });
    const startsAt = practiceTime(timeZone, 3, "10:00");
    const answer = await calendarOf(providerId).book({ providerId, typeId, patientId: patient.user.id, startsAt });
    if (!answer.ok) throw new Error(answer.message);
    const id = answer.appointment.id;
    const practice = await signedIn({ role: "provider", providerId, practiceRole: "member" }, "aal2");
    const stranger = await signedIn({ role: "patient", verified: true });
    const otherPractice = await signedIn(
      { role: "provider", providerId: (await insertProviders([{}]))[0]!.id, practiceRole: "owner" },
      "aal2",
    );

    /** What openAppointment returns as `user`, and the statements it sent to D1 (counted on the real database). */
    async function opened(cookie: string, appointmentId = id) {
      const user = (await getUser(new Request("http://localhost/", { headers: { Cookie: cookie } })))!;
      const sent: string[] = [];
      const session = env.DB.withSession("first-primary");
      const counting: D1DatabaseSession = {
        prepare: (query: string) => (sent.push(query), session.prepare(query)),
        batch: (statements: D1PreparedStatement[]) => (sent.push("batch"), session.batch(statements)),
        getBookmark: () => session.getBookmark(),
      };
      const result = await withD1Session(counting, () => openAppointment(user, appointmentId));
      return { result, sent };
    }

    const asPatient = await opened(patient.cookie);
    expect(asPatient.sent).toHaveLength(1);
    expect(asPatient.result).toMatchObject({
      side: "patient",
      row: { id },
      details: { id, status: "confirmed", patientConfirmedAt: null },
    });
    expect(asPatient.result!.details.startsAt.getTime()).toBe(startsAt);
    const asPractice = await opened(practice.cookie);
    expect(asPractice.sent).toHaveLength(1);
    expect(asPractice.result).toMatchObject({ side: "practice", details: { id, timeZone, typeName: "Consultation" } });
    for (const nobody of [stranger, otherPractice]) expect((await opened(nobody.cookie)).result).toBeNull();
    const missing = await opened(patient.cookie, "no-such-appointment");
    expect(missing).toEqual({ result: null, sent: [expect.any(String)] });
  });

  it("refuses a patient's change after the policy's cut-off with its message; the practice still may", async () => {
    const { providerId, typeId } = await insertBookablePractice({
      changeLimitHours: 48,
      hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: "00:00", end: "24:00" })),
    });
    const patient = await signedIn({ role: "patient", verified: true });
    const soon = Math.ceil((Date.now() + 3 * HOUR) / (30 * MINUTE)) * 30 * MINUTE;
    const answer = await calendarOf(providerId).book({ providerId, typeId, patientId: patient.user.id, startsAt: soon });
    expect(answer.ok).toBe(true);
    const [row] = await appointmentsOf(providerId);
    const path = `/appointments/${row!.id}`;
    const params = { appointmentId: row!.id };
    const view = (await appointmentLoader(routeArgs(path, { params, headers: { Cookie: patient.cookie } }))) as {
      changeable: boolean;
      policy: string;
    };
    expect(view).toMatchObject({ changeable: false, policy: messages.POLICY_PASSED(48) });
    const late = await fetcherPost(appointmentAction, path, { intent: "cancel" }, { cookie: patient.cookie, params });
    expect(late.status).toBe(409);
    expect(errorsOf(late)[""]).toEqual([
      "Appointments can be changed or cancelled online until 48 hours before they start. Please contact the practice.",
    ]);
    expect((await appointmentsOf(providerId))[0]!.status).toBe("confirmed");
    const practice = await signedIn({ role: "provider", providerId, practiceRole: "owner" });
    const byPractice = await fetcherPost(appointmentAction, path, { intent: "cancel" }, { cookie: practice.cookie, params });
    expect(byPractice.data.location).toBe(path);
    expect((await appointmentsOf(providerId))[0]!.status).toBe("cancelled");
  });
});
