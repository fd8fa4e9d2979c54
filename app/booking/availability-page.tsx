/**
 * The practice's availability page (issue 47 item 1): its booking rules, appointment types, weekly
 * hours per type, closed days and special hours, and the booked appointments a change left outside
 * the hours. Every form is the form kit's and works without JavaScript.
 */
import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "react-router";
import { Field, FieldError, FormAlert, inputClass, SubmitButton } from "~/components/ui/form";
import { formSchema } from "~/components/ui/form-schema";
import { DateExceptionSchema, EditTypeSchema, NewTypeSchema, SPANS_PER_DAY, WeeklyHoursSchema } from "./form-schemas";
import { OUTSIDE_AVAILABILITY } from "./messages";
import { BookingSettingsSchema, timeOf } from "./schemas";

type Reply = { intent?: string; result: SubmissionResult<string[]> } | undefined;
type TypeRow = {
  id: string;
  name: string;
  durationMinutes: number;
  feeCents: number | null;
  priceNote: string | null;
  mode: "in_person" | "virtual";
  videoLink: string | null;
  instant: boolean;
  active: boolean;
  hours: { weekday: number; startMinute: number; endMinute: number }[];
};
type Appointment = { id: string; when: string; typeName: string; patientName: string; status: string };

export type AvailabilityPageProps = {
  practiceName: string;
  settings: { timeZone: string; minNoticeHours: number; windowDays: number; changeLimitHours: number } | null;
  types: TypeRow[];
  exceptions: { id: string; date: string; closed: boolean; startMinute: number | null; endMinute: number | null }[];
  outside: Appointment[];
  upcoming: Appointment[];
  reply: Reply;
};

const card = "rounded-2xl border border-gray-200 bg-white p-6 shadow-sm";
const buttonClass = "rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60";
const smallButton = "rounded-full border border-gray-300 px-3 py-1 text-xs font-semibold hover:border-brand-300";
const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const ZONES = [
  "America/New_York",
  "America/Chicago",
  "America/Denver",
  "America/Phoenix",
  "America/Los_Angeles",
  "America/Anchorage",
  "Pacific/Honolulu",
  "Europe/London",
  "Europe/Madrid",
  "UTC",
];

function useBusy() {
  const navigation = useNavigation();
  return (intent: string) => navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

const replyOf = (reply: Reply, intent: string, typeId?: string) =>
  reply?.intent === intent && (!typeId || reply.result.initialValue?.typeId === typeId) ? reply.result : undefined;

function SettingsForm({ settings, reply }: Pick<AvailabilityPageProps, "settings" | "reply">) {
  const busy = useBusy();
  const [form, fields] = useForm({
    id: "booking-settings",
    lastResult: replyOf(reply, "settings"),
    defaultValue: settings ?? { timeZone: "America/New_York", minNoticeHours: 24, windowDays: 60, changeLimitHours: 24 },
    ...formSchema(BookingSettingsSchema),
  });
  return (
    <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="settings" />
      <div className="sm:col-span-2">
        <FormAlert title="Could not save" messages={form.errors} />
      </div>
      <Field label="Time zone" field={fields.timeZone} hint="Your hours and closed days are in this zone.">
        <input {...getInputProps(fields.timeZone, { type: "text" })} list="time-zones" className={inputClass} />
      </Field>
      <datalist id="time-zones">
        {ZONES.map((z) => (
          <option key={z} value={z} />
        ))}
      </datalist>
      <Field label="Minimum notice (hours)" field={fields.minNoticeHours}>
        <input {...getInputProps(fields.minNoticeHours, { type: "number" })} className={inputClass} />
      </Field>
      <Field label="Booking window (days ahead)" field={fields.windowDays}>
        <input {...getInputProps(fields.windowDays, { type: "number" })} className={inputClass} />
      </Field>
      <Field
        label="Cancellation policy (hours before)"
        field={fields.changeLimitHours}
        hint="Patients may cancel or reschedule online until this many hours before the start."
      >
        <input {...getInputProps(fields.changeLimitHours, { type: "number" })} className={inputClass} />
      </Field>
      <div className="sm:col-span-2">
        <SubmitButton busy={busy("settings")} busyText="Saving..." className={buttonClass}>
          Save booking rules
        </SubmitButton>
      </div>
    </Form>
  );
}

function TypeForm({ type, reply }: { type?: TypeRow; reply: Reply }) {
  const busy = useBusy();
  const intent = type ? "edit-type" : "add-type";
  const [form, fields] = useForm({
    id: type ? `type-${type.id}` : "new-type",
    lastResult: replyOf(reply, intent, type?.id),
    defaultValue: type
      ? {
          typeId: type.id,
          name: type.name,
          durationMinutes: type.durationMinutes,
          fee: type.feeCents === null ? "" : (type.feeCents / 100).toFixed(2),
          priceNote: type.priceNote ?? "",
          mode: type.mode,
          videoLink: type.videoLink ?? "",
          instant: type.instant ? "on" : undefined,
          active: type.active ? "on" : undefined,
        }
      : { mode: "in_person", durationMinutes: 30, active: "on" },
    ...formSchema<typeof EditTypeSchema | typeof NewTypeSchema>(type ? EditTypeSchema : NewTypeSchema),
  });
  return (
    <Form method="post" className="grid gap-4 sm:grid-cols-2" {...getFormProps(form)} data-testid={type ? "type-form" : "new-type-form"}>
      <input type="hidden" name="intent" value={intent} />
      {type && <input type="hidden" name="typeId" value={type.id} />}
      <div className="sm:col-span-2">
        <FormAlert title="Could not save" messages={form.errors} />
      </div>
      <Field label="Name" field={fields.name}>
        <input {...getInputProps(fields.name, { type: "text" })} placeholder="Consultation" className={inputClass} />
      </Field>
      <Field label="Duration (minutes)" field={fields.durationMinutes}>
        <input {...getInputProps(fields.durationMinutes, { type: "number" })} className={inputClass} />
      </Field>
      <Field label="Fee in dollars (optional)" field={fields.fee}>
        <input {...getInputProps(fields.fee, { type: "text" })} inputMode="decimal" className={inputClass} />
      </Field>
      <Field label="Price note (optional)" field={fields.priceNote}>
        <input {...getInputProps(fields.priceNote, { type: "text" })} className={inputClass} />
      </Field>
      <Field label="Where" field={fields.mode}>
        <select {...getSelectProps(fields.mode)} className={inputClass}>
          <option value="in_person">In person</option>
          <option value="virtual">Virtual (video)</option>
        </select>
      </Field>
      <Field label="Video link (virtual only)" field={fields.videoLink}>
        <input {...getInputProps(fields.videoLink, { type: "url" })} placeholder="https://" className={inputClass} />
      </Field>
      <label className="flex items-center gap-3 text-sm font-medium text-gray-800">
        <input {...getInputProps(fields.instant, { type: "checkbox", value: "on" })} className="h-5 w-5 rounded border-gray-300" />
        Instant booking (otherwise patients request and you confirm)
      </label>
      <label className="flex items-center gap-3 text-sm font-medium text-gray-800">
        <input {...getInputProps(fields.active, { type: "checkbox", value: "on" })} className="h-5 w-5 rounded border-gray-300" />
        Offered to patients
      </label>
      <div className="sm:col-span-2">
        <SubmitButton busy={busy(intent)} busyText="Saving..." className={buttonClass}>
          {type ? "Save type" : "Add appointment type"}
        </SubmitButton>
      </div>
    </Form>
  );
}

function HoursForm({ type, reply }: { type: TypeRow; reply: Reply }) {
  const busy = useBusy();
  const rows = WEEKDAYS.flatMap((_, d) =>
    Array.from({ length: SPANS_PER_DAY }, (_, k) => {
      const span = type.hours.filter((h) => h.weekday === d + 1)[k];
      return { weekday: d + 1, start: span ? timeOf(span.startMinute) : "", end: span ? timeOf(span.endMinute) : "" };
    }),
  );
  const [form, fields] = useForm({
    id: `hours-${type.id}`,
    lastResult: replyOf(reply, "hours", type.id),
    defaultValue: { typeId: type.id, hours: rows },
    ...formSchema(WeeklyHoursSchema),
  });
  const hours = fields.hours.getFieldList();
  return (
    <Form method="post" className="mt-4" {...getFormProps(form)} data-testid="hours-form">
      <input type="hidden" name="intent" value="hours" />
      <input type="hidden" name="typeId" value={type.id} />
      <FormAlert title="Could not save" messages={form.errors} />
      <table className="mt-2 w-full text-sm">
        <caption className="sr-only">Weekly hours of {type.name}</caption>
        <thead>
          <tr className="text-left text-gray-600">
            <th scope="col">Day</th>
            <th scope="col">From</th>
            <th scope="col">To</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => {
            const field = hours[i]?.getFieldset();
            if (!field) return null;
            const day = WEEKDAYS[row.weekday - 1]!;
            const label = i % SPANS_PER_DAY === 0 ? day : `${day}, second span`;
            return (
              <tr key={i}>
                <th scope="row" className="pr-2 text-left font-medium">
                  {i % SPANS_PER_DAY === 0 ? day : <span className="text-xs text-gray-500">and</span>}
                  <input type="hidden" name={field.weekday.name} value={row.weekday} />
                </th>
                <td className="pr-2">
                  <input {...getInputProps(field.start, { type: "time" })} aria-label={`${label} from`} className={inputClass} />
                  <FieldError field={field.start} />
                </td>
                <td>
                  <input {...getInputProps(field.end, { type: "time" })} aria-label={`${label} to`} className={inputClass} />
                  <FieldError field={field.end} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-gray-500">Leave a day empty when you are closed. 24:00 is midnight at the end of the day.</p>
      <div className="mt-3">
        <SubmitButton busy={busy("hours")} busyText="Saving..." className={buttonClass}>
          Save weekly hours
        </SubmitButton>
      </div>
    </Form>
  );
}

function ExceptionForm({ reply }: { reply: Reply }) {
  const busy = useBusy();
  const [form, fields] = useForm({ id: "date-exception", lastResult: replyOf(reply, "exception"), ...formSchema(DateExceptionSchema) });
  return (
    <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-4" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="exception" />
      <div className="sm:col-span-4">
        <FormAlert title="Could not save" messages={form.errors} />
      </div>
      <Field label="Date" field={fields.date}>
        <input {...getInputProps(fields.date, { type: "date" })} className={inputClass} />
      </Field>
      <label className="flex items-center gap-3 self-end pb-2 text-sm font-medium text-gray-800">
        <input {...getInputProps(fields.closed, { type: "checkbox", value: "on" })} className="h-5 w-5 rounded border-gray-300" />
        Closed all day
      </label>
      <Field label="Or open from" field={fields.start}>
        <input {...getInputProps(fields.start, { type: "time" })} className={inputClass} />
      </Field>
      <Field label="to" field={fields.end}>
        <input {...getInputProps(fields.end, { type: "time" })} className={inputClass} />
      </Field>
      <div className="sm:col-span-4">
        <SubmitButton busy={busy("exception")} busyText="Saving..." className={buttonClass}>
          Save date
        </SubmitButton>
      </div>
    </Form>
  );
}

function AppointmentList({ items, testId }: { items: Appointment[]; testId: string }) {
  return (
    <ul className="mt-3 divide-y divide-gray-100" data-testid={testId}>
      {items.map((a) => (
        <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm" data-status={a.status}>
          <span>
            <span className="font-semibold">{a.when}</span> · {a.typeName} · {a.patientName} · {a.status}
          </span>
          <Link to={`/appointments/${a.id}`} className="font-semibold text-brand-700 hover:underline">
            Open
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function AvailabilityPage(props: AvailabilityPageProps) {
  const { practiceName, settings, types, exceptions, outside, upcoming, reply } = props;
  const busy = useBusy();
  const clearFailure = reply?.intent === "clear-exception" ? reply.result.error?.[""] : null;
  return (
    <main className="bg-gradient-to-b from-brand-50 to-white px-4 py-12">
      <div className="mx-auto max-w-3xl space-y-6 wrap-anywhere">
        <header>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">For providers</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight">Availability</h1>
          <p className="mt-2 text-gray-600">{practiceName}</p>
          <Link to="/provider/settings" className="mt-2 inline-block text-sm font-semibold text-brand-600 hover:underline">
            Back to practice settings
          </Link>
        </header>

        {outside.length > 0 && (
          <section className={`${card} border-amber-300`} aria-labelledby="outside-heading">
            <h2 id="outside-heading" className="text-lg font-semibold">
              Appointments to move
            </h2>
            <FormAlert tone="info" messages={[OUTSIDE_AVAILABILITY(outside.length)]} />
            <AppointmentList items={outside} testId="outside-appointments" />
          </section>
        )}

        <section className={card} aria-labelledby="rules-heading">
          <h2 id="rules-heading" className="text-lg font-semibold">
            Booking rules
          </h2>
          <SettingsForm settings={settings} reply={reply} />
        </section>

        <section className={card} aria-labelledby="types-heading">
          <h2 id="types-heading" className="text-lg font-semibold">
            Appointment types
          </h2>
          <div className="mt-4 space-y-8">
            {types.map((t) => (
              <article key={t.id} className="border-b border-gray-100 pb-6" aria-label={t.name} data-testid="appointment-type">
                <h3 className="mb-3 font-semibold">{t.name}</h3>
                <TypeForm type={t} reply={reply} />
                <h4 className="mt-6 font-semibold">Weekly hours</h4>
                <HoursForm type={t} reply={reply} />
              </article>
            ))}
            <div>
              <h3 className="mb-3 font-semibold">New appointment type</h3>
              <TypeForm reply={reply} />
            </div>
          </div>
        </section>

        <section className={card} aria-labelledby="dates-heading">
          <h2 id="dates-heading" className="text-lg font-semibold">
            Closed days and special hours
          </h2>
          <FormAlert messages={clearFailure} />
          <ul className="mt-3 divide-y divide-gray-100" data-testid="exceptions">
            {exceptions.map((e) => (
              <li key={e.id} className="flex items-center justify-between py-2 text-sm">
                <span>
                  {e.date}: {e.closed ? "closed" : `open ${timeOf(e.startMinute ?? 0)}–${timeOf(e.endMinute ?? 0)}`}
                </span>
                <Form method="post">
                  <input type="hidden" name="intent" value="clear-exception" />
                  <input type="hidden" name="date" value={e.date} />
                  <button type="submit" className={smallButton} disabled={busy("clear-exception")}>
                    Remove<span className="sr-only"> {e.date}</span>
                  </button>
                </Form>
              </li>
            ))}
          </ul>
          <ExceptionForm reply={reply} />
        </section>

        <section className={card} aria-labelledby="upcoming-heading">
          <h2 id="upcoming-heading" className="text-lg font-semibold">
            Upcoming appointments
          </h2>
          {upcoming.length === 0 ? (
            <p className="mt-2 text-sm text-gray-600">No appointments booked yet.</p>
          ) : (
            <AppointmentList items={upcoming} testId="practice-appointments" />
          )}
        </section>
      </div>
    </main>
  );
}
