/**
 * A practice's availability in D1 (issue 47 item 1): its booking settings, appointment types,
 * weekly hours per type and dated exceptions, and what the slots and the calendar read from them.
 * Every command takes the listing from the caller (the practice's own, from `requirePractice`)
 * and a parsed schema value (schemas.ts).
 */
import { and, asc, eq, gte, inArray, lte } from "drizzle-orm";
import { db } from "~/db/client.server";
import {
  appointments,
  appointmentTypes,
  availabilityExceptions,
  bookingSettings,
  openingHours,
  type AppointmentType,
  type BookingSettings,
} from "~/db/schema";
import { newId } from "~/lib/ids";
import type { AppointmentTypeInput, AvailabilityExceptionInput, BookingSettingsInput, OpeningHoursInput } from "./schemas";
import { freeSlots, insideHours, type Availability, type Slot } from "./slots";
import { addDays, DAY, localDateOf } from "./zone";

export async function saveBookingSettings(providerId: string, input: BookingSettingsInput): Promise<void> {
  const values = { ...input, updatedAt: new Date() };
  await db()
    .insert(bookingSettings)
    .values({ providerId, ...values })
    .onConflictDoUpdate({ target: bookingSettings.providerId, set: values });
}

function typeColumns(input: AppointmentTypeInput) {
  return {
    name: input.name,
    durationMinutes: input.durationMinutes,
    feeCents: input.fee ?? null,
    priceNote: input.priceNote || null,
    mode: input.mode,
    videoLink: input.mode === "virtual" ? (input.videoLink ?? null) : null,
    instant: input.instant,
    active: input.active,
  };
}

export async function createAppointmentType(providerId: string, input: AppointmentTypeInput): Promise<string> {
  const id = newId();
  await db()
    .insert(appointmentTypes)
    .values({ id, providerId, ...typeColumns(input) });
  return id;
}

/** Changes one of the practice's types; false when `typeId` is not the practice's. */
export async function updateAppointmentType(providerId: string, typeId: string, input: AppointmentTypeInput): Promise<boolean> {
  const changed = await db()
    .update(appointmentTypes)
    .set({ ...typeColumns(input), updatedAt: new Date() })
    .where(and(eq(appointmentTypes.id, typeId), eq(appointmentTypes.providerId, providerId)))
    .returning({ id: appointmentTypes.id });
  return changed.length > 0;
}

export function appointmentTypesOf(providerId: string): Promise<AppointmentType[]> {
  return db().select().from(appointmentTypes).where(eq(appointmentTypes.providerId, providerId)).orderBy(asc(appointmentTypes.createdAt));
}

/** Replaces the weekly hours of one of the practice's types (one batch); false when the type is not the practice's. */
export async function replaceOpeningHours(providerId: string, typeId: string, input: OpeningHoursInput): Promise<boolean> {
  const [type] = await db()
    .select({ id: appointmentTypes.id })
    .from(appointmentTypes)
    .where(and(eq(appointmentTypes.id, typeId), eq(appointmentTypes.providerId, providerId)));
  if (!type) return false;
  const rows = input.hours.map((h) => ({ id: newId(), typeId, weekday: h.weekday, startMinute: h.start, endMinute: h.end }));
  await db().batch([
    db().delete(openingHours).where(eq(openingHours.typeId, typeId)),
    ...rows.map((row) => db().insert(openingHours).values(row)),
  ]);
  return true;
}

/** Makes `date` closed, or open only at the special hours given (replacing what the date had). */
export async function setDateException(providerId: string, input: AvailabilityExceptionInput): Promise<void> {
  const where = and(eq(availabilityExceptions.providerId, providerId), eq(availabilityExceptions.date, input.date));
  const rows = input.closed
    ? [{ id: newId(), providerId, date: input.date, closed: true, startMinute: null, endMinute: null }]
    : input.hours.map((h) => ({ id: newId(), providerId, date: input.date, closed: false, startMinute: h.start, endMinute: h.end }));
  await db().batch([
    db().delete(availabilityExceptions).where(where),
    ...rows.map((row) => db().insert(availabilityExceptions).values(row)),
  ]);
}

/** The date takes its weekly hours again. */
export async function clearDateException(providerId: string, date: string): Promise<void> {
  await db()
    .delete(availabilityExceptions)
    .where(and(eq(availabilityExceptions.providerId, providerId), eq(availabilityExceptions.date, date)));
}

export type PracticeCalendar = { settings: BookingSettings; type: AppointmentType; availability: Availability };

/**
 * What the slots of `typeId` at `providerId` are computed from (exceptions from a day before `from`
 * to `to`, both instants); null when the practice takes no bookings or the type is not its own.
 */
export async function loadAvailability(providerId: string, typeId: string, from: number, to: number): Promise<PracticeCalendar | null> {
  const [settingsRows, typeRows] = await db().batch([
    db().select().from(bookingSettings).where(eq(bookingSettings.providerId, providerId)),
    db()
      .select()
      .from(appointmentTypes)
      .where(and(eq(appointmentTypes.id, typeId), eq(appointmentTypes.providerId, providerId))),
  ]);
  const [settings] = settingsRows;
  const [type] = typeRows;
  if (!settings || !type) return null;
  const [hours, exceptions] = await db().batch([
    db().select().from(openingHours).where(eq(openingHours.typeId, typeId)),
    db()
      .select()
      .from(availabilityExceptions)
      .where(
        and(
          eq(availabilityExceptions.providerId, providerId),
          gte(availabilityExceptions.date, addDays(localDateOf(from, settings.timeZone), -1)),
          lte(availabilityExceptions.date, addDays(localDateOf(to, settings.timeZone), 1)),
        ),
      ),
  ]);
  return {
    settings,
    type,
    availability: {
      timeZone: settings.timeZone,
      minNoticeHours: settings.minNoticeHours,
      windowDays: settings.windowDays,
      type: { id: type.id, durationMinutes: type.durationMinutes, active: type.active },
      hours,
      exceptions,
    },
  };
}

const HOLDING = ["requested", "confirmed"] as const;

/** The practice's appointments that hold their time and end after `now`, from D1 (the calendar's mirror). */
function heldAppointments(providerId: string, now: number) {
  return db()
    .select()
    .from(appointments)
    .where(and(eq(appointments.providerId, providerId), inArray(appointments.status, HOLDING), gte(appointments.endsAt, new Date(now))))
    .orderBy(asc(appointments.startsAt));
}

/**
 * The free slots of a type for a page to offer, from D1 (the calendar re-checks at booking time).
 * Empty when the practice takes no bookings.
 */
export async function openSlots(providerId: string, typeId: string, now: number, days: number, limit?: number): Promise<Slot[]> {
  const to = now + days * DAY;
  const calendar = await loadAvailability(providerId, typeId, now, to);
  if (!calendar) return [];
  const busy = (await heldAppointments(providerId, now)).map((a) => ({ startsAt: a.startsAt.getTime(), endsAt: a.endsAt.getTime() }));
  return freeSlots({ now, availability: calendar.availability, busy, from: now, to, limit });
}

/**
 * Booked appointments the practice's current hours, closed days or types no longer cover (issue 47
 * item 3): a change never drops them; they are listed here for the practice to move or cancel.
 */
export async function appointmentsOutsideAvailability(providerId: string, now: number) {
  const held = await heldAppointments(providerId, now);
  if (held.length === 0) return [];
  const last = Math.max(...held.map((a) => a.endsAt.getTime()));
  const calendars = new Map<string, PracticeCalendar | null>();
  const outside = [];
  for (const appointment of held) {
    const typeId = appointment.typeId;
    if (typeId && !calendars.has(typeId)) calendars.set(typeId, await loadAvailability(providerId, typeId, now, last));
    const calendar = typeId ? calendars.get(typeId) : null;
    const slot = { startsAt: appointment.startsAt.getTime(), endsAt: appointment.endsAt.getTime() };
    if (!calendar || !insideHours(calendar.availability, slot)) outside.push(appointment);
  }
  return outside;
}
