/**
 * What the booking pages read (issue 47 items 1, 2 and 4): the practice's availability page, the
 * times a patient may pick, one appointment as its patient or its practice sees it, and the
 * upcoming appointments of both dashboards. All from D1, the calendar's mirror; every change goes
 * through the calendar object (calendar.server.ts).
 */
import { and, asc, desc, eq, gte, inArray } from "drizzle-orm";
import type { SessionUser } from "~/auth/session.server";
import { db } from "~/db/client.server";
import { practiceOf } from "~/practice/access.server";
import type { Actor } from "./calendar.server";
import {
  appointments,
  appointmentTypes,
  availabilityExceptions,
  bookingSettings,
  consultationAppointments,
  consultationRequests,
  openingHours,
  providers,
  users,
  visitConfirmations,
  type AppointmentStatus,
} from "~/db/schema";
import { appointmentsOutsideAvailability, appointmentTypesOf, openSlots } from "./availability.server";
import type { Slot } from "./slots";
import { POLICY_INFO, POLICY_PASSED } from "./messages";
import { formatInZone, HOUR, localDateOf } from "./zone";

/** How many days of free times a page offers at once, and how many times at most. */
export const OFFER_DAYS = 14;
export const OFFER_LIMIT = 60;

export async function settingsOf(providerId: string) {
  const [row] = await db().select().from(bookingSettings).where(eq(bookingSettings.providerId, providerId));
  return row ?? null;
}

/** The practice's availability page: settings, types with their weekly hours, dates ahead, appointments to move. */
export async function availabilityPage(providerId: string, now: number) {
  const [settings, types] = await Promise.all([settingsOf(providerId), appointmentTypesOf(providerId)]);
  const zone = settings?.timeZone ?? "UTC";
  const [hours, exceptions] = await Promise.all([
    types.length
      ? db()
          .select()
          .from(openingHours)
          .where(
            inArray(
              openingHours.typeId,
              types.map((t) => t.id),
            ),
          )
          .orderBy(asc(openingHours.weekday), asc(openingHours.startMinute))
      : Promise.resolve([]),
    db()
      .select()
      .from(availabilityExceptions)
      .where(and(eq(availabilityExceptions.providerId, providerId), gte(availabilityExceptions.date, localDateOf(now, zone))))
      .orderBy(asc(availabilityExceptions.date), asc(availabilityExceptions.startMinute)),
  ]);
  const outside = await appointmentsOutsideAvailability(providerId, now);
  return {
    settings,
    types: types.map((t) => ({ ...t, hours: hours.filter((h) => h.typeId === t.id) })),
    exceptions,
    outsideIds: outside.map((a) => a.id),
  };
}

export type AppointmentSummary = {
  id: string;
  startsAt: number;
  endsAt: number;
  status: AppointmentStatus;
  when: string;
  typeName: string;
  practiceName: string;
  providerId: string;
  patientName: string;
  sequence: number;
};

const summaryColumns = {
  id: appointments.id,
  providerId: appointments.providerId,
  patientId: appointments.patientId,
  typeId: appointments.typeId,
  startsAt: appointments.startsAt,
  endsAt: appointments.endsAt,
  status: appointments.status,
  history: appointments.history,
  sequence: appointments.sequence,
  updatedAt: appointments.updatedAt,
  typeName: appointmentTypes.name,
  mode: appointmentTypes.mode,
  videoLink: appointmentTypes.videoLink,
  practiceName: providers.name,
  timeZone: bookingSettings.timeZone,
  changeLimitHours: bookingSettings.changeLimitHours,
  patientFirst: users.firstName,
  patientLast: users.lastName,
  patientEmail: users.email,
  // What its calendar file and after-visit panel add (appointment-details.server.ts), in the same read.
  location: providers.location,
  practiceEmail: providers.practiceEmail,
  confirmedStartsAt: visitConfirmations.startsAt,
  confirmedAt: visitConfirmations.confirmedAt,
};

function appointmentsQuery() {
  return db()
    .select(summaryColumns)
    .from(appointments)
    .innerJoin(providers, eq(providers.id, appointments.providerId))
    .innerJoin(users, eq(users.id, appointments.patientId))
    .leftJoin(appointmentTypes, eq(appointmentTypes.id, appointments.typeId))
    .leftJoin(bookingSettings, eq(bookingSettings.providerId, appointments.providerId))
    .leftJoin(visitConfirmations, eq(visitConfirmations.appointmentId, appointments.id));
}

type Row = Awaited<ReturnType<typeof appointmentsQuery>>[number];

function summaryOf(row: Row): AppointmentSummary {
  return {
    id: row.id,
    providerId: row.providerId,
    startsAt: row.startsAt.getTime(),
    endsAt: row.endsAt.getTime(),
    status: row.status,
    when: formatInZone(row.startsAt.getTime(), row.timeZone ?? "UTC"),
    typeName: row.typeName ?? "Appointment",
    practiceName: row.practiceName,
    patientName: `${row.patientFirst} ${row.patientLast}`.trim() || row.patientEmail,
    sequence: row.sequence,
  };
}

/** One appointment with what its page, e-mails, calendar file and after-visit panel show, in one read; null when there is none. */
export async function appointmentById(id: string) {
  const [row] = await appointmentsQuery().where(eq(appointments.id, id));
  return row ?? null;
}
export type AppointmentRow = Row;

/** Upcoming appointments (requested or confirmed, not over) of a patient or a practice, soonest first. */
export async function upcomingAppointments(who: { patientId: string } | { providerId: string }, now: number) {
  const owner = "patientId" in who ? eq(appointments.patientId, who.patientId) : eq(appointments.providerId, who.providerId);
  const rows = await appointmentsQuery()
    .where(and(owner, inArray(appointments.status, ["requested", "confirmed"]), gte(appointments.endsAt, new Date(now))))
    .orderBy(asc(appointments.startsAt))
    .limit(50);
  return rows.map(summaryOf);
}

/** The latest appointments of a practice whatever their state (its dashboard shows the changes too). */
export async function recentPracticeAppointments(providerId: string) {
  const rows = await appointmentsQuery().where(eq(appointments.providerId, providerId)).orderBy(desc(appointments.updatedAt)).limit(20);
  return rows.map(summaryOf);
}

export type BookingOffer = {
  practice: { id: string; name: string; timeZone: string };
  types: {
    id: string;
    name: string;
    durationMinutes: number;
    feeCents: number | null;
    priceNote: string | null;
    mode: string;
    instant: boolean;
  }[];
  typeId: string;
  slots: Slot[];
};

/** The practice's settings and the active types that have weekly hours: what it offers online (none: it takes no bookings). */
async function offeredTypes(providerId: string) {
  const [settings, types, provider] = await Promise.all([
    settingsOf(providerId),
    appointmentTypesOf(providerId),
    db().select({ id: providers.id, name: providers.name }).from(providers).where(eq(providers.id, providerId)).get(),
  ]);
  const active = types.filter((t) => t.active);
  if (!settings || !provider || active.length === 0) return null;
  const withHours = await db()
    .selectDistinct({ typeId: openingHours.typeId })
    .from(openingHours)
    .where(
      inArray(
        openingHours.typeId,
        active.map((t) => t.id),
      ),
    );
  const offered = active.filter((t) => withHours.some((h) => h.typeId === t.id));
  return offered.length ? { settings, provider, offered } : null;
}

/** Whether the listing takes bookings online (the profile then links its booking page). */
export async function takesBookings(providerId: string): Promise<boolean> {
  return (await offeredTypes(providerId)) !== null;
}

/**
 * What a patient may book at `providerId`: its offered types and the free times of one (`typeId`,
 * else the first) over the next days; null when the practice takes no bookings online: the
 * listing keeps the request flow.
 */
export async function bookingOffer(providerId: string, typeId: string | null, now: number): Promise<BookingOffer | null> {
  const found = await offeredTypes(providerId);
  if (!found) return null;
  const { settings, provider, offered } = found;
  const chosen = offered.find((t) => t.id === typeId) ?? offered[0]!;
  const days = Math.min(OFFER_DAYS, settings.windowDays + 1);
  return {
    practice: { id: provider.id, name: provider.name, timeZone: settings.timeZone },
    types: offered.map((t) => ({
      id: t.id,
      name: t.name,
      durationMinutes: t.durationMinutes,
      feeCents: t.feeCents,
      priceNote: t.priceNote,
      mode: t.mode,
      instant: t.instant,
    })),
    typeId: chosen.id,
    slots: await openSlots(providerId, chosen.id, now, days, OFFER_LIMIT),
  };
}

export async function providerName(providerId: string) {
  return (await db().select({ id: providers.id, name: providers.name }).from(providers).where(eq(providers.id, providerId)).get()) ?? null;
}

/** What the appointment page shows of `row`, and the free times it may move to. */
export async function appointmentView(row: AppointmentRow, now: number) {
  const zone = row.timeZone ?? "UTC";
  const limit = row.changeLimitHours ?? 0;
  const holding = row.status === "requested" || row.status === "confirmed";
  const changeable = holding && now <= row.startsAt.getTime() - limit * HOUR;
  const slots = holding && row.typeId ? await openSlots(row.providerId, row.typeId, now, OFFER_DAYS, OFFER_LIMIT) : [];
  return {
    appointment: {
      ...summaryOf(row),
      history: row.history.map((h) => formatInZone(h.startsAt, zone)),
    },
    changeable,
    policy: holding ? (changeable ? POLICY_INFO(limit) : POLICY_PASSED(limit)) : null,
    zone,
    slots,
  };
}

/** Who `user` is to the appointment: its patient, its practice, or nobody (then it is not found). The one rule: every appointment page, change and after-visit mark asks it (openAppointment in visits.server.ts too). */
export async function sideOf(user: SessionUser, appointmentId: string) {
  const row = await appointmentById(appointmentId);
  if (!row) return null;
  if (row.patientId === user.id) return { row, actor: { side: "patient", userId: user.id } as Actor };
  if (practiceOf(user)?.providerId === row.providerId) return { row, actor: { side: "practice" } as Actor };
  return null;
}

/**
 * Links an appointment `patientId` booked at `providerId` to their consultation request `requestId`
 * (its thread then shows it); nothing when the request is not theirs to that practice.
 */
export async function linkToRequest(requestId: string, appointmentId: string, patientId: string, providerId: string) {
  const [request] = await db()
    .select({ id: consultationRequests.id })
    .from(consultationRequests)
    .where(
      and(
        eq(consultationRequests.id, requestId),
        eq(consultationRequests.patientId, patientId),
        eq(consultationRequests.providerId, providerId),
      ),
    );
  if (!request) return false;
  await db().insert(consultationAppointments).values({ appointmentId, requestId }).onConflictDoNothing();
  return true;
}

/** The appointments booked from a request's thread, with their state and earlier times (newest first). */
export async function requestAppointments(requestId: string) {
  const links = await db()
    .select({ id: consultationAppointments.appointmentId })
    .from(consultationAppointments)
    .where(eq(consultationAppointments.requestId, requestId));
  if (links.length === 0) return [];
  const rows = await appointmentsQuery()
    .where(
      inArray(
        appointments.id,
        links.map((l) => l.id),
      ),
    )
    .orderBy(desc(appointments.createdAt));
  return rows.map((row) => ({ ...summaryOf(row), history: row.history.map((h) => formatInZone(h.startsAt, row.timeZone ?? "UTC")) }));
}

/** Whether `requestId` is a consultation request to `providerId` (the practice may offer it times). */
export async function isRequestTo(requestId: string, providerId: string): Promise<boolean> {
  const [row] = await db()
    .select({ id: consultationRequests.id })
    .from(consultationRequests)
    .where(and(eq(consultationRequests.id, requestId), eq(consultationRequests.providerId, providerId)));
  return Boolean(row);
}

/** How many free times the profile shows (the booking page shows the rest). */
export const PROFILE_TIMES = 6;

/**
 * The next free times of a listing's first offered type for its profile, labelled in the
 * practice's zone, with the booking page's link preselecting each; null when it takes no bookings.
 */
export async function profileTimes(providerId: string, now: number) {
  const offer = await bookingOffer(providerId, null, now);
  if (!offer) return null;
  const type = offer.types.find((t) => t.id === offer.typeId)!;
  return {
    typeName: type.name,
    zone: offer.practice.timeZone,
    times: offer.slots.slice(0, PROFILE_TIMES).map((slot) => ({
      startsAt: slot.startsAt,
      label: formatInZone(slot.startsAt, offer.practice.timeZone),
      href: `/provider/${encodeURIComponent(providerId)}/book?type=${encodeURIComponent(offer.typeId)}&at=${slot.startsAt}`,
    })),
  };
}
