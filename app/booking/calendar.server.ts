/**
 * A practice's calendar (issue 47 item 3, decision 060): the logic its Durable Object
 * (workers/booking-calendar.ts) runs, one object per practice, so every booking, reschedule and
 * cancellation of the practice is decided in order. The object's own SQLite storage holds the
 * appointments and is the authority: availability is read from D1 first, then the check against
 * the computed slots and the write happen with no await between them, so no other request of the
 * object can come in between. Each decision is then written to D1 (`appointments`, ordered by
 * `revision`) for lists and dashboards; a write that fails is retried from the object's alarm.
 */
import { env } from "cloudflare:workers";
import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { appointments, type AppointmentStatus, type RescheduleEntry } from "~/db/schema";
import { newId } from "~/lib/ids";
import { loadAvailability, type PracticeCalendar } from "./availability.server";
import { APPOINTMENT_CLOSED, APPOINTMENT_NOT_FOUND, NOT_REQUESTED, NOT_YOURS, POLICY_PASSED } from "./messages";
import { freeSlots, refusalMessage, refusalOf, type Refusal, type Slot } from "./slots";
import { VISIT_CANCELLED, VISIT_NOT_STARTED } from "./visit-messages";
import { DAY, HOUR, MINUTE } from "./zone";

/** How many free slots a refusal offers instead. */
export const NEXT_SLOTS = 5;
/** The alarm's first wait after a failed D1 write, doubled after each failure up to an hour. */
const MIRROR_RETRY_MS = 5_000;
const MIRROR_RETRY_MAX_MS = 3_600_000;

export type AppointmentRecord = {
  id: string;
  providerId: string;
  typeId: string;
  patientId: string;
  startsAt: number;
  endsAt: number;
  status: AppointmentStatus;
  history: RescheduleEntry[];
  sequence: number;
  revision: number;
  createdAt: number;
  updatedAt: number;
};

/** Who asks for a change: the patient of the appointment, or the practice itself. */
export type Actor = { side: "patient"; userId: string } | { side: "practice" };

export type CalendarRefusal =
  Refusal | "unbookable" | "not_found" | "closed" | "policy" | "not_yours" | "not_requested" | "not_started" | "cancelled";
export type CalendarAnswer =
  { ok: true; appointment: AppointmentRecord } | { ok: false; refusal: CalendarRefusal; message: string; nextSlots: Slot[] };

export type BookRequest = { providerId: string; typeId: string; patientId: string; startsAt: number };
export type RescheduleRequest = { providerId: string; appointmentId: string; actor: Actor; startsAt: number };
export type ChangeRequest = { providerId: string; appointmentId: string; actor: Actor };
/** The practice records how a visit went (decision 069). */
export type VisitRequest = { providerId: string; appointmentId: string; outcome: "attended" | "no_show" };

/** A row of the object's own `appointments` table. */
type Row = {
  id: string;
  provider_id: string;
  type_id: string;
  patient_id: string;
  starts_at: number;
  ends_at: number;
  status: string;
  history: string;
  sequence: number;
  revision: number;
  mirrored_revision: number;
  created_at: number;
  updated_at: number;
};

function recordOf(row: Row): AppointmentRecord {
  return {
    id: row.id,
    providerId: row.provider_id,
    typeId: row.type_id,
    patientId: row.patient_id,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    status: row.status as AppointmentStatus,
    history: JSON.parse(row.history) as RescheduleEntry[],
    sequence: row.sequence,
    revision: row.revision,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const refused = (refusal: CalendarRefusal, message: string, nextSlots: Slot[] = []): CalendarAnswer => ({
  ok: false,
  refusal,
  message,
  nextSlots,
});

export class Calendar {
  private readonly sql: SqlStorage;
  private retryDelay = MIRROR_RETRY_MS;

  constructor(private readonly storage: DurableObjectStorage) {
    this.sql = storage.sql;
    this.sql.exec(`CREATE TABLE IF NOT EXISTS appointments (
      id TEXT PRIMARY KEY, provider_id TEXT NOT NULL, type_id TEXT NOT NULL, patient_id TEXT NOT NULL,
      starts_at INTEGER NOT NULL, ends_at INTEGER NOT NULL, status TEXT NOT NULL, history TEXT NOT NULL,
      sequence INTEGER NOT NULL, revision INTEGER NOT NULL, mirrored_revision INTEGER NOT NULL DEFAULT 0,
      created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL)`);
    this.sql.exec("CREATE INDEX IF NOT EXISTS appointments_ends_idx ON appointments (ends_at)");
  }

  private find(id: string): AppointmentRecord | null {
    const [row] = this.sql.exec<Row>("SELECT * FROM appointments WHERE id = ?", id).toArray();
    return row ? recordOf(row) : null;
  }

  /** Times held now (requested or confirmed, not over), but `except`'s. */
  private busy(now: number, except?: string): Slot[] {
    return this.sql
      .exec<{ starts_at: number; ends_at: number }>(
        "SELECT starts_at, ends_at FROM appointments WHERE status IN ('requested', 'confirmed') AND ends_at > ? AND id != ?",
        now,
        except ?? "",
      )
      .toArray()
      .map((r) => ({ startsAt: r.starts_at, endsAt: r.ends_at }));
  }

  private load(providerId: string, typeId: string, startsAt: number): Promise<PracticeCalendar | null> {
    const now = Date.now();
    return loadAvailability(providerId, typeId, Math.min(now, startsAt), Math.max(startsAt, now + 366 * DAY));
  }

  /** The refusal for `slot` (with the next free slots from it), or null when it is free. No await: call it right before the write. */
  private check(calendar: PracticeCalendar, slot: Slot, except?: string): CalendarAnswer | null {
    const now = Date.now();
    const busy = this.busy(now, except);
    const refusal = refusalOf(now, calendar.availability, busy, slot);
    if (!refusal) return null;
    const nextSlots = freeSlots({
      now,
      availability: calendar.availability,
      busy,
      from: Math.max(now, slot.startsAt),
      to: Infinity,
      limit: NEXT_SLOTS,
    });
    return refused(refusal, refusalMessage(refusal, calendar.availability), nextSlots);
  }

  /** A new appointment's row (no history, sequence 0, revision 1). */
  private insert(appointment: AppointmentRecord): void {
    this.sql.exec(
      `INSERT INTO appointments (id, provider_id, type_id, patient_id, starts_at, ends_at, status, history, sequence, revision, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, '[]', 0, 1, ?, ?)`,
      appointment.id,
      appointment.providerId,
      appointment.typeId,
      appointment.patientId,
      appointment.startsAt,
      appointment.endsAt,
      appointment.status,
      appointment.createdAt,
      appointment.updatedAt,
    );
  }

  async book(request: BookRequest): Promise<CalendarAnswer> {
    const calendar = await this.load(request.providerId, request.typeId, request.startsAt);
    if (!calendar) return refused("unbookable", refusalMessage("unbookable"));
    const slot = { startsAt: request.startsAt, endsAt: request.startsAt + calendar.type.durationMinutes * MINUTE };
    const refusal = this.check(calendar, slot);
    if (refusal) return refusal;
    const now = Date.now();
    const appointment: AppointmentRecord = {
      id: newId(),
      providerId: request.providerId,
      typeId: request.typeId,
      patientId: request.patientId,
      ...slot,
      status: calendar.type.instant ? "confirmed" : "requested",
      history: [],
      sequence: 0,
      revision: 1,
      createdAt: now,
      updatedAt: now,
    };
    this.insert(appointment);
    return { ok: true, appointment: await this.mirror(appointment) };
  }

  /** The appointment `actor` may change now, or why not (the practice's policy binds patients only). */
  private changeable(id: string, actor: Actor, calendar: PracticeCalendar | null): AppointmentRecord | CalendarAnswer {
    const appointment = this.find(id);
    if (!appointment) return refused("not_found", APPOINTMENT_NOT_FOUND);
    if (actor.side === "patient" && actor.userId !== appointment.patientId) return refused("not_yours", NOT_YOURS);
    if (appointment.status !== "requested" && appointment.status !== "confirmed") return refused("closed", APPOINTMENT_CLOSED);
    const limit = calendar?.settings.changeLimitHours ?? 0;
    if (actor.side === "patient" && Date.now() > appointment.startsAt - limit * HOUR) return refused("policy", POLICY_PASSED(limit));
    return appointment;
  }

  async reschedule(request: RescheduleRequest): Promise<CalendarAnswer> {
    const before = this.find(request.appointmentId);
    if (!before || before.providerId !== request.providerId) return refused("not_found", APPOINTMENT_NOT_FOUND);
    const calendar = await this.load(request.providerId, before.typeId, request.startsAt);
    // Read again after the await: another request may have changed it meanwhile.
    const current = this.changeable(request.appointmentId, request.actor, calendar);
    if ("ok" in current) return current;
    if (!calendar) return refused("unbookable", refusalMessage("unbookable"));
    const slot = { startsAt: request.startsAt, endsAt: request.startsAt + calendar.type.durationMinutes * MINUTE };
    const refusal = this.check(calendar, slot, current.id);
    if (refusal) return refusal;
    const now = Date.now();
    const status: AppointmentStatus = calendar.type.instant || request.actor.side === "practice" ? "confirmed" : "requested";
    const history = [...current.history, { startsAt: current.startsAt, endsAt: current.endsAt, movedAt: now }];
    return this.update({ ...current, ...slot, status, history, sequence: current.sequence + 1 }, now);
  }

  async cancel(request: ChangeRequest): Promise<CalendarAnswer> {
    const before = this.find(request.appointmentId);
    if (!before || before.providerId !== request.providerId) return refused("not_found", APPOINTMENT_NOT_FOUND);
    const calendar = await this.load(request.providerId, before.typeId, before.startsAt);
    const current = this.changeable(request.appointmentId, request.actor, calendar);
    if ("ok" in current) return current;
    return this.update({ ...current, status: "cancelled", sequence: current.sequence + 1 }, Date.now());
  }

  /** The practice accepts a requested appointment. */
  async confirm(request: Omit<ChangeRequest, "actor">): Promise<CalendarAnswer> {
    const current = this.find(request.appointmentId);
    if (!current || current.providerId !== request.providerId) return refused("not_found", APPOINTMENT_NOT_FOUND);
    if (current.status !== "requested") return refused("not_requested", NOT_REQUESTED);
    return this.update({ ...current, status: "confirmed" }, Date.now());
  }

  /**
   * The practice records the visit as attended or no-show (decision 069): only once it has started,
   * never for a cancelled one; a later mark corrects an earlier one.
   */
  async recordVisit(request: VisitRequest): Promise<CalendarAnswer> {
    const current = this.find(request.appointmentId);
    if (!current || current.providerId !== request.providerId) return refused("not_found", APPOINTMENT_NOT_FOUND);
    if (current.status === "cancelled") return refused("cancelled", VISIT_CANCELLED);
    const now = Date.now();
    if (now < current.startsAt) return refused("not_started", VISIT_NOT_STARTED);
    if (current.status === request.outcome) return { ok: true, appointment: current };
    return this.update({ ...current, status: request.outcome }, now);
  }

  private async update(next: AppointmentRecord, now: number): Promise<CalendarAnswer> {
    const appointment = { ...next, revision: next.revision + 1, updatedAt: now };
    this.sql.exec(
      "UPDATE appointments SET starts_at = ?, ends_at = ?, status = ?, history = ?, sequence = ?, revision = ?, updated_at = ? WHERE id = ?",
      appointment.startsAt,
      appointment.endsAt,
      appointment.status,
      JSON.stringify(appointment.history),
      appointment.sequence,
      appointment.revision,
      now,
      appointment.id,
    );
    return { ok: true, appointment: await this.mirror(appointment) };
  }

  /** Writes `appointment` to D1 unless a newer revision is there; a failure is retried by the alarm. */
  private async mirror(appointment: AppointmentRecord): Promise<AppointmentRecord> {
    try {
      await writeToD1(appointment);
      this.sql.exec(
        "UPDATE appointments SET mirrored_revision = ? WHERE id = ? AND mirrored_revision < ?",
        appointment.revision,
        appointment.id,
        appointment.revision,
      );
      this.retryDelay = MIRROR_RETRY_MS;
    } catch (error) {
      console.error("booking: D1 mirror failed, retrying from the alarm", error);
      if ((await this.storage.getAlarm()) === null) {
        await this.storage.setAlarm(Date.now() + this.retryDelay);
        this.retryDelay = Math.min(this.retryDelay * 2, MIRROR_RETRY_MAX_MS);
      }
    }
    return appointment;
  }

  /**
   * Test data only (app/dev/factories.server.ts, development and tests): stores an appointment as
   * given, a past one included, which no patient could book, so that a visit can be had at once;
   * then mirrors it like every decision. Never called by the app's own routes.
   */
  async seed(appointment: AppointmentRecord): Promise<AppointmentRecord> {
    const fresh = { ...appointment, history: [], sequence: 0, revision: 1 };
    this.insert(fresh);
    return this.mirror(fresh);
  }

  /** The alarm: writes every decision D1 has not taken yet. */
  async mirrorPending(): Promise<void> {
    const pending = this.sql.exec<Row>("SELECT * FROM appointments WHERE mirrored_revision < revision").toArray().map(recordOf);
    for (const appointment of pending) await this.mirror(appointment);
  }
}

async function writeToD1(a: AppointmentRecord): Promise<void> {
  const values = {
    id: a.id,
    providerId: a.providerId,
    typeId: a.typeId,
    patientId: a.patientId,
    startsAt: new Date(a.startsAt),
    endsAt: new Date(a.endsAt),
    status: a.status,
    history: a.history,
    sequence: a.sequence,
    revision: a.revision,
    createdAt: new Date(a.createdAt),
    updatedAt: new Date(a.updatedAt),
  };
  await db()
    .insert(appointments)
    .values(values)
    .onConflictDoUpdate({
      target: appointments.id,
      set: {
        startsAt: values.startsAt,
        endsAt: values.endsAt,
        status: values.status,
        history: values.history,
        sequence: values.sequence,
        revision: values.revision,
        updatedAt: values.updatedAt,
      },
      setWhere: sql`excluded.revision > ${appointments.revision}`,
    });
}

/** The calendar of `providerId` (its Durable Object). */
export function calendarOf(providerId: string) {
  return env.BOOKING_CALENDAR.get(env.BOOKING_CALENDAR.idFromName(providerId));
}
