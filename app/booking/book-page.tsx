/**
 * The booking page (issue 47 item 2): a practice's appointment types and its next free times; the
 * patient picks one and books it (or requests it, where the practice confirms). A refused time
 * shows the calendar's message and the next free times after it. A listing that takes no
 * bookings online keeps the consultation request.
 */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "react-router";
import { FormAlert, SubmitButton } from "~/components/ui/form";
import { formSchema } from "~/components/ui/form-schema";
import { BookSchema } from "./form-schemas";
import { NOT_BOOKABLE } from "./messages";
import type { BookingOffer } from "./pages.server";
import { SlotPicker } from "./slot-picker";

const buttonClass = "rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-60";

const money = (cents: number) => `$${(cents / 100).toFixed(2).replace(/\.00$/, "")}`;

export function BookPage({
  provider,
  offer,
  chosen,
  requestId,
  lastResult,
}: {
  provider: { id: string; name: string };
  offer: BookingOffer | null;
  chosen?: number;
  /** Booked from this consultation request's thread. */
  requestId?: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const navigation = useNavigation();
  const [form, fields] = useForm({ id: "book", lastResult, ...formSchema(BookSchema) });
  const refusedAt = fields.startsAt.errors?.length ? Number(lastResult?.initialValue?.startsAt) : NaN;
  const slots = offer && Number.isFinite(refusedAt) ? offer.slots.filter((s) => s.startsAt > refusedAt) : (offer?.slots ?? []);
  const type = offer?.types.find((t) => t.id === offer.typeId);
  return (
    <main className="bg-gradient-to-b from-brand-50 to-white px-4 py-12">
      <div className="mx-auto max-w-3xl space-y-6">
        <header>
          <Link to={`/provider/${encodeURIComponent(provider.id)}`} className="text-sm font-semibold text-brand-700 hover:underline">
            Back to {provider.name}
          </Link>
          <h1 className="mt-2 text-3xl font-bold tracking-tight">Book an appointment</h1>
          <p className="mt-1 text-gray-600">{provider.name}</p>
        </header>
        {!offer ? (
          <FormAlert tone="info" id="not-bookable">
            <p>{NOT_BOOKABLE}</p>
            <Link to={`/provider/${encodeURIComponent(provider.id)}/consultation`} className="mt-2 inline-block font-semibold underline">
              Request a consultation instead
            </Link>
          </FormAlert>
        ) : (
          <>
            {offer.types.length > 1 && (
              <Form method="get" className="flex flex-wrap items-end gap-3">
                {requestId && <input type="hidden" name="request" value={requestId} />}
                <label className="text-sm font-medium text-gray-800">
                  Appointment type
                  <select name="type" defaultValue={offer.typeId} className="ml-2 rounded-lg border border-gray-300 px-3 py-2">
                    {offer.types.map((t) => (
                      <option key={t.id} value={t.id}>
                        {t.name}
                      </option>
                    ))}
                  </select>
                </label>
                <button type="submit" className="rounded-full border border-gray-300 px-4 py-2 text-sm font-semibold">
                  Show times
                </button>
              </Form>
            )}
            {type && (
              <p className="text-sm text-gray-700" data-testid="appointment-type">
                <span className="font-semibold">{type.name}</span> · {type.durationMinutes} min ·{" "}
                {type.mode === "virtual" ? "Virtual (video)" : "In person"}
                {type.feeCents !== null && ` · ${money(type.feeCents)}`}
                {type.priceNote && ` · ${type.priceNote}`} · {type.instant ? "Booked at once" : "The practice confirms your request"}
              </p>
            )}
            <Form method="post" className="space-y-4 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm" {...getFormProps(form)}>
              <FormAlert title="Could not book" messages={form.errors} />
              <input type="hidden" name="typeId" value={offer.typeId} />
              {requestId && <input type="hidden" name="requestId" value={requestId} />}
              {slots.length === 0 ? (
                <p className="text-sm text-gray-600" data-testid="no-slots">
                  No free times in the next days.{" "}
                  <Link to={`/provider/${encodeURIComponent(provider.id)}/consultation`} className="font-semibold underline">
                    Request a consultation
                  </Link>
                </p>
              ) : (
                <SlotPicker
                  slots={slots}
                  zone={offer.practice.timeZone}
                  chosen={chosen}
                  errorId={fields.startsAt.errorId}
                  error={fields.startsAt.errors?.[0]}
                />
              )}
              <SubmitButton busy={navigation.state === "submitting"} busyText="Booking..." className={buttonClass}>
                {type?.instant === false ? "Request this time" : "Book this time"}
              </SubmitButton>
            </Form>
          </>
        )}
      </div>
    </main>
  );
}
