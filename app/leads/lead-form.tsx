import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useFormAction, useNavigation, useSearchParams } from "react-router";
import { Field, FormAlert, Honeypot, inputClass } from "~/components/ui/form";
import { formSchema } from "~/components/ui/form-schema";
import { SuccessPanel } from "~/components/ui/success-panel";
import { PROVIDER_TYPE_LABELS } from "~/directory/search-options";
import type { PublicLeadSource } from "./leads.server";
import { LeadSchema } from "./schemas";

/** The id of the lead form's section on both lead pages: posts come back to it. */
export const LEAD_ANCHOR = "lead-form";

/** What differs between the two lead pages' form sections (the page path names the lead's source). */
const LEAD_SECTIONS = {
  lead_form: {
    className: "mt-10",
    success: "Thank you! We received your listing request. Our team will contact you and your listing can go live within 24 hours.",
    notesLabel: "Anything else we should know?",
    submitLabel: "Submit Listing Request",
  },
  marketing: {
    className: "mt-12",
    heading: "Get your growth plan",
    success: "Thank you! A growth specialist will contact you within 24 hours with a plan for your practice.",
    notesLabel: "Your marketing goals",
    submitLabel: "Request My Growth Plan",
  },
} satisfies Record<PublicLeadSource, { className: string; heading?: string; success: string; notesLabel: string; submitLabel: string }>;

/**
 * A lead page's form section (/lead-form, /marketing-lead-generation): the form, or once a post
 * went through (?sent=1) what happens next.
 */
export function LeadSection({ page, lastResult }: { page: PublicLeadSource; lastResult: SubmissionResult<string[]> | null | undefined }) {
  const [params] = useSearchParams();
  const { className, success, notesLabel, submitLabel, ...section } = LEAD_SECTIONS[page];
  const heading = "heading" in section ? section.heading : undefined;
  return (
    <section
      id={LEAD_ANCHOR}
      className={`${className} scroll-mt-24 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8`}
      aria-labelledby={heading ? "growth-form" : undefined}
    >
      {heading && (
        <h2 id="growth-form" className="mb-6 text-2xl font-bold">
          {heading}
        </h2>
      )}
      {params.get("sent") === "1" ? (
        <SuccessPanel title="Request received" text={success} testId="lead-success" />
      ) : (
        <LeadForm lastResult={lastResult} notesLabel={notesLabel} submitLabel={submitLabel} anchor={LEAD_ANCHOR} />
      )}
    </section>
  );
}

export function LeadForm({
  lastResult,
  notesLabel,
  submitLabel,
  anchor,
}: {
  lastResult: SubmissionResult<string[]> | null | undefined;
  notesLabel: string;
  submitLabel: string;
  anchor: string;
}) {
  const navigation = useNavigation();
  // Back to the form, not the top of the page, when the page re-renders after a no-JS post.
  const action = `${useFormAction()}#${anchor}`;
  const [form, fields] = useForm({
    lastResult,
    ...formSchema(LeadSchema),
    // Errors clear while typing, so nothing shifts under the pointer when the button is pressed.
  });
  const busy = navigation.state === "submitting";
  return (
    <Form method="post" action={action} className="relative space-y-5" {...getFormProps(form)}>
      <Honeypot />
      <FormAlert messages={form.errors} id={form.errorId} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Full Name" field={fields.fullName} required>
          <input {...getInputProps(fields.fullName, { type: "text" })} autoComplete="name" className={inputClass} />
        </Field>
        <Field label="Email" field={fields.email} required>
          <input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" className={inputClass} />
        </Field>
        <Field label="Phone" field={fields.phone} required>
          <input {...getInputProps(fields.phone, { type: "tel" })} autoComplete="tel" className={inputClass} />
        </Field>
        <Field label="Provider Type" field={fields.providerType} required>
          <select {...getSelectProps(fields.providerType)} className={inputClass}>
            <option value="">Select provider type</option>
            {Object.entries(PROVIDER_TYPE_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Practice Name" field={fields.practiceName} required>
          <input {...getInputProps(fields.practiceName, { type: "text" })} autoComplete="organization" className={inputClass} />
        </Field>
        <Field label="Website" field={fields.website} hint="https://...">
          <input {...getInputProps(fields.website, { type: "url" })} autoComplete="url" className={inputClass} />
        </Field>
        <Field label="City" field={fields.city} required>
          <input {...getInputProps(fields.city, { type: "text" })} autoComplete="address-level2" className={inputClass} />
        </Field>
        <div className="grid grid-cols-2 gap-4">
          <Field label="State" field={fields.state} required>
            <input {...getInputProps(fields.state, { type: "text" })} autoComplete="address-level1" className={inputClass} />
          </Field>
          <Field label="ZIP Code" field={fields.zipCode}>
            <input
              {...getInputProps(fields.zipCode, { type: "text" })}
              inputMode="numeric"
              autoComplete="postal-code"
              className={inputClass}
            />
          </Field>
        </div>
        <Field label="Primary Specialty" field={fields.specialty}>
          <input {...getInputProps(fields.specialty, { type: "text" })} className={inputClass} />
        </Field>
        <Field label="Services Offered" field={fields.services} hint="Separate services with commas">
          <input {...getInputProps(fields.services, { type: "text" })} className={inputClass} />
        </Field>
      </div>
      <Field label={notesLabel} field={fields.notes}>
        <textarea {...getTextareaProps(fields.notes)} rows={4} className={inputClass} />
      </Field>
      <button
        type="submit"
        disabled={busy}
        className="w-full rounded-full bg-brand-600 px-6 py-3 font-semibold text-white shadow hover:bg-brand-700 disabled:opacity-60 sm:w-auto"
      >
        {busy ? "Submitting..." : submitLabel}
      </button>
    </Form>
  );
}
