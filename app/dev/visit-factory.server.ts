/**
 * Test data (development and tests only): an appointment through the practice's calendar object,
 * past by default, with the practice's "attended" and the patient's confirmation as asked
 * (visitSpec, decision 069). A listing without booking settings gets them, and a "Consultation" type.
 */
import { eq } from "drizzle-orm";
import { appointmentTypesOf, createAppointmentType, saveBookingSettings } from "~/booking/availability.server";
import { calendarOf } from "~/booking/calendar.server";
import { AppointmentTypeSchema, BookingSettingsSchema } from "~/booking/schemas";
import { db } from "~/db/client.server";
import { bookingSettings, visitConfirmations } from "~/db/schema";
import { newId } from "~/lib/ids";
import { visitSpec, type VisitSpec } from "./factory-specs";

async function typeOf(providerId: string): Promise<{ id: string; durationMinutes: number }> {
  const hasSettings = await db()
    .select({ id: bookingSettings.providerId })
    .from(bookingSettings)
    .where(eq(bookingSettings.providerId, providerId))
    .get();
  if (!hasSettings) {
    await saveBookingSettings(
      providerId,
      BookingSettingsSchema.parse({ timeZone: "America/New_York", minNoticeHours: 0, windowDays: 365, changeLimitHours: 24 }),
    );
  }
  const [type] = await appointmentTypesOf(providerId);
  if (type) return type;
  const parsed = AppointmentTypeSchema.parse({ name: "Consultation", durationMinutes: 30, mode: "in_person", instant: true, active: true });
  return { id: await createAppointmentType(providerId, parsed), durationMinutes: parsed.durationMinutes };
}

export async function insertVisit(spec: VisitSpec) {
  const s = visitSpec.parse(spec);
  const patientId = s.patientId;
  const type = await typeOf(s.providerId);
  const now = Date.now();
  const startsAt = now + s.startsInMinutes * 60_000;
  const calendar = calendarOf(s.providerId);
  const appointment = await calendar.seed({
    id: newId(),
    providerId: s.providerId,
    typeId: type.id,
    patientId,
    startsAt,
    endsAt: startsAt + type.durationMinutes * 60_000,
    status: "confirmed",
    history: [],
    sequence: 0,
    revision: 1,
    createdAt: now,
    updatedAt: now,
  });
  if (s.attended && startsAt <= now) {
    await calendar.recordVisit({ providerId: s.providerId, appointmentId: appointment.id, outcome: "attended" });
  }
  if (s.patientConfirmed && startsAt <= now) {
    await db()
      .insert(visitConfirmations)
      .values({ appointmentId: appointment.id, patientId, startsAt: new Date(startsAt), confirmedAt: new Date(now) });
  }
  return { id: appointment.id, providerId: s.providerId, patientId, startsAt };
}
