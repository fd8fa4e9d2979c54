/**
 * One appointment as its patient or its practice sees it (issue 47 item 4): its state and earlier
 * times; the patient cancels or reschedules within the practice's policy, the practice confirms or
 * declines a request and may always move or cancel. Plain forms: they work without JavaScript.
 */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "react-router";
import { FormAlert, SubmitButton } from "~/components/ui/form";
import type { AppointmentStatus } from "~/db/schema";
import { formSchema } from "~/components/ui/form-schema";
import { RescheduleSchema } from "./form-schemas";
import type { ReactNode } from "react";
import type { Slot } from "./slots";
import { SlotPicker } from "./slot-picker";

/** The one text of each appointment state (this page, the dashboard's list, the booking link). */
export const STATUS_LABELS: Record<string, string> = {
  requested: "Requested: waiting for the practice to confirm",
  confirmed: "Confirmed",
  cancelled: "Cancelled",
  attended: "Attended",
  no_show: "Missed (no-show)",
} satisfies Record<AppointmentStatus, string>;

type Reply = { intent?: string; result: SubmissionResult<string[]> } | undefined;

export type AppointmentPageProps = {
  appointment: {
    id: string;
    status: string;
    when: string;
    typeName: string;
    practiceName: string;
    providerId: string;
    patientName: string;
    history: string[];
  };
  side: "patient" | "practice";
  /** Whether the patient may still change it online (the practice always may). */
  changeable: boolean;
  policy: string | null;
  zone: string;
  slots: Slot[];
  reply: Reply;
  /** What follows the changes: the after-visit forms (decision 069). */
  children?: ReactNode;
};

const button = "rounded-full border border-gray-300 px-4 py-2 text-sm font-semibold hover:border-brand-300 disabled:opacity-60";
const primary = "rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60";

export function AppointmentPage({ appointment, side, changeable, policy, zone, slots, reply, children }: AppointmentPageProps) {
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const [form, fields] = useForm({
    id: "reschedule",
    lastResult: reply?.intent === "reschedule" ? reply.result : undefined,
    ...formSchema(RescheduleSchema),
  });
  const failure = reply && reply.intent !== "reschedule" ? reply.result.error?.[""] : null;
  const holding = appointment.status === "requested" || appointment.status === "confirmed";
  const refusedAt = fields.startsAt.errors?.length ? Number(reply?.result.initialValue?.startsAt) : NaN;
  const offered = Number.isFinite(refusedAt) ? slots.filter((s) => s.startsAt > refusedAt) : slots;
  return (
    <main className="bg-gradient-to-b from-brand-50 to-white px-4 py-12">
      <div className="mx-auto max-w-3xl space-y-6">
        <header>
          <Link
            to={side === "practice" ? "/provider/availability" : "/dashboard"}
            className="text-sm font-semibold text-brand-700 hover:underline"
          >
            {side === "practice" ? "Back to availability" : "Back to your dashboard"}
          </Link>
          <h1 className="mt-2 text-3xl font-bold tracking-tight">{appointment.typeName}</h1>
          <p className="mt-1 text-gray-600">
            {side === "practice" ? appointment.patientName : appointment.practiceName} · {appointment.when}
          </p>
          <p className="mt-2 font-semibold" data-testid="appointment-status" data-status={appointment.status}>
            {STATUS_LABELS[appointment.status] ?? appointment.status}
          </p>
          {appointment.history.length > 0 && (
            <ul className="mt-2 text-sm text-gray-600" data-testid="appointment-history">
              {appointment.history.map((h) => (
                <li key={h}>Moved from {h}</li>
              ))}
            </ul>
          )}
        </header>
        <FormAlert messages={failure} />
        {holding && policy && <FormAlert tone="info" messages={[policy]} />}
        {holding && (side === "practice" || changeable) && (
          <section className="space-y-4 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm" aria-labelledby="change-heading">
            <h2 id="change-heading" className="text-lg font-semibold">
              Change the appointment
            </h2>
            <div className="flex flex-wrap gap-3">
              {side === "practice" && appointment.status === "requested" && (
                <Form method="post">
                  <input type="hidden" name="intent" value="confirm" />
                  <SubmitButton busy={busy("confirm")} busyText="Confirming..." className={primary}>
                    Confirm
                  </SubmitButton>
                </Form>
              )}
              <Form method="post">
                <input
                  type="hidden"
                  name="intent"
                  value={side === "practice" && appointment.status === "requested" ? "decline" : "cancel"}
                />
                <SubmitButton busy={busy("cancel") || busy("decline")} busyText="Cancelling..." className={button}>
                  {side === "practice" && appointment.status === "requested" ? "Decline" : "Cancel the appointment"}
                </SubmitButton>
              </Form>
            </div>
            <Form method="post" className="space-y-4 border-t border-gray-100 pt-4" {...getFormProps(form)}>
              <h3 className="font-semibold">Reschedule</h3>
              <input type="hidden" name="intent" value="reschedule" />
              <FormAlert messages={form.errors} />
              {offered.length === 0 ? (
                <p className="text-sm text-gray-600">No other free times in the next days.</p>
              ) : (
                <SlotPicker slots={offered} zone={zone} errorId={fields.startsAt.errorId} error={fields.startsAt.errors?.[0]} />
              )}
              <SubmitButton busy={busy("reschedule")} busyText="Moving..." className={primary}>
                Move to this time
              </SubmitButton>
            </Form>
          </section>
        )}
        {children}
      </div>
    </main>
  );
}
