import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useFormAction, useNavigation } from "react-router";
import { Field, FormAlert, Honeypot, inputClass } from "~/components/ui/form";
import { formSchema } from "~/components/ui/form-schema";
import { CONTACT_SPECIALTIES, CONTACT_SUBJECTS, ContactSchema, TRULINK_SUBJECT } from "./schemas";

export function ContactForm({
  lastResult,
  trulink,
  anchor,
}: {
  lastResult: SubmissionResult<string[]> | null | undefined;
  trulink: boolean;
  anchor: string;
}) {
  const navigation = useNavigation();
  // Back to the form, not the top of the page, when the page re-renders after a no-JS post.
  const action = `${useFormAction()}#${anchor}`;
  const [form, fields] = useForm({
    lastResult,
    defaultValue: trulink ? { subject: TRULINK_SUBJECT, trulinkWaitlist: "on" } : undefined,
    ...formSchema(ContactSchema),
    // Errors clear while typing, so nothing shifts under the pointer when the button is pressed.
  });
  const busy = navigation.state === "submitting";
  return (
    <Form method="post" action={action} className="relative space-y-5" {...getFormProps(form)}>
      <Honeypot />
      <FormAlert messages={form.errors} id={form.errorId} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="First Name" field={fields.firstName} required>
          <input {...getInputProps(fields.firstName, { type: "text" })} autoComplete="given-name" className={inputClass} />
        </Field>
        <Field label="Last Name" field={fields.lastName} required>
          <input {...getInputProps(fields.lastName, { type: "text" })} autoComplete="family-name" className={inputClass} />
        </Field>
        <Field label="Email" field={fields.email} required>
          <input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" className={inputClass} />
        </Field>
        <Field label="Phone" field={fields.phone} required>
          <input {...getInputProps(fields.phone, { type: "tel" })} autoComplete="tel" className={inputClass} />
        </Field>
        <Field label="Business Name" field={fields.businessName}>
          <input {...getInputProps(fields.businessName, { type: "text" })} autoComplete="organization" className={inputClass} />
        </Field>
        <Field label="Specialty" field={fields.specialty} required>
          <select {...getSelectProps(fields.specialty)} className={inputClass}>
            <option value="">Select your specialty</option>
            {CONTACT_SPECIALTIES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field label="Subject" field={fields.subject} required>
        <select {...getSelectProps(fields.subject)} className={inputClass}>
          <option value="">Select a subject</option>
          {CONTACT_SUBJECTS.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </Field>
      <label className="flex items-start gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm text-gray-800">
        <input {...getInputProps(fields.trulinkWaitlist, { type: "checkbox" })} className="mt-0.5 h-4 w-4 accent-brand-600" />
        <span>
          <span className="font-semibold">Join the TruLinkMD waitlist</span>
          <span className="block text-gray-600">Be first to get your own link-in-bio page for your practice (Coming Soon).</span>
        </span>
      </label>
      <Field label="Message" field={fields.message} required>
        <textarea {...getTextareaProps(fields.message)} rows={6} className={inputClass} />
      </Field>
      <button
        type="submit"
        disabled={busy}
        className="w-full rounded-full bg-brand-600 px-6 py-3 font-semibold text-white shadow hover:bg-brand-700 disabled:opacity-60 sm:w-auto"
      >
        {busy ? "Sending..." : "Send Message"}
      </button>
    </Form>
  );
}
