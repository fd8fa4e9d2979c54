import { DurableObject } from "cloudflare:workers";
import {
  Calendar,
  type AppointmentRecord,
  type BookRequest,
  type CalendarAnswer,
  type ChangeRequest,
  type RescheduleRequest,
  type VisitRequest,
} from "~/booking/calendar.server";

/**
 * One Durable Object per practice calendar, named by the listing's id (decision 060): the single
 * place that decides the practice's bookings, reschedules and cancellations, in order, against its
 * own SQLite storage; the logic is app/booking/calendar.server.ts.
 */
export class BookingCalendar extends DurableObject<Env> {
  private readonly calendar: Calendar;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.calendar = new Calendar(ctx.storage);
  }

  book(request: BookRequest): Promise<CalendarAnswer> {
    return this.calendar.book(request);
  }

  reschedule(request: RescheduleRequest): Promise<CalendarAnswer> {
    return this.calendar.reschedule(request);
  }

  cancel(request: ChangeRequest): Promise<CalendarAnswer> {
    return this.calendar.cancel(request);
  }

  confirm(request: Omit<ChangeRequest, "actor">): Promise<CalendarAnswer> {
    return this.calendar.confirm(request);
  }

  recordVisit(request: VisitRequest): Promise<CalendarAnswer> {
    return this.calendar.recordVisit(request);
  }

  /** Test data only (app/dev factories): an appointment as given, past ones included. */
  seed(appointment: AppointmentRecord): Promise<AppointmentRecord> {
    return this.calendar.seed(appointment);
  }

  /** Retries the D1 writes that failed. */
  async alarm(): Promise<void> {
    await this.calendar.mirrorPending();
  }
}
