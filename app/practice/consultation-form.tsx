/**
 * The consultation request form (issue 34, item 1). A plain multipart form post, so it works
 * without JavaScript (photos travel in the post and are checked on the server like every upload);
 * with JavaScript conform checks it first. Guests fill it in and are sent to sign in, then back here.
 */
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult, useForm } from "@conform-to/react";
import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Field, FormAlert, inputClass, SubmitButton } from "~/components/ui/form";
import { formSchema } from "~/components/ui/form-schema";
import {
  CONTACT_LABELS,
  DEMO_REQUEST_REFUSED,
  GUEST_PROMPT,
  notJoinedYet,
  OWN_PRACTICE_REQUEST,
  PHOTOS_AGAIN,
  REQUESTS_OFF,
} from "./consultation-messages";
import { PrivatePhotosField } from "./private-photos-field";
import {
  CONTACT_CHOICES,
  ConsultationSchema,
  type ConsultationDraft,
  MESSAGE_MAX,
  PROCEDURE_CHOICES,
  TIMES_MAX,
} from "./consultation-schemas";

export function ConsultationForm({
  provider,
  acceptsRequests,
  hasOwner,
  signedIn,
  isDemo,
  ownPractice,
  draft,
  lastResult,
}: {
  provider: { id: string; name: string };
  acceptsRequests: boolean;
  hasOwner: boolean;
  signedIn: boolean;
  isDemo: boolean;
  /** The signed-in account is on this practice's team: it can't request from itself. */
  ownPractice: boolean;
  draft: ConsultationDraft | null;
  lastResult?: SubmissionResult<string[]>;
}) {
  const navigation = useNavigation();
  const [uploading, setUploading] = useState(false);
  const [form, fields] = useForm({
    id: `consultation-${provider.id}`,
    lastResult,
    defaultValue: draft ?? { contactMethod: "email" },
    ...formSchema(ConsultationSchema),
  });
  const here = `/provider/${encodeURIComponent(provider.id)}/consultation`;
  return (
    <section className="rounded-2xl border border-gray-100 bg-white p-6 shadow-sm" aria-labelledby="consultation-heading">
      <p className="text-sm">
        <Link to={`/provider/${encodeURIComponent(provider.id)}`} className="text-brand-600 hover:underline">
          ← Back to {provider.name}
        </Link>
      </p>
      <h1 id="consultation-heading" className="mt-2 text-2xl font-bold tracking-tight">
        Request a consultation with {provider.name}
      </h1>
      {!acceptsRequests ? (
        <div className="mt-4">
          <FormAlert tone="info" messages={[REQUESTS_OFF]} />
        </div>
      ) : (
        <>
          <p className="mt-1 text-gray-600">Tell the practice what you are interested in; they reply here on TruSelf.</p>
          <div className="mt-4 space-y-3">
            {!hasOwner && <FormAlert tone="info" messages={[notJoinedYet(provider.name)]} />}
            {!signedIn && (
              <FormAlert tone="info" messages={[GUEST_PROMPT]}>
                <p className="mt-2 flex gap-3 font-semibold">
                  <Link to={`/signin?redirectTo=${encodeURIComponent(here)}`} className="text-brand-700 underline">
                    Sign in
                  </Link>
                  <Link to={`/signup?redirectTo=${encodeURIComponent(here)}`} className="text-brand-700 underline">
                    Create an account
                  </Link>
                </p>
              </FormAlert>
            )}
            {isDemo && <FormAlert tone="info" messages={[DEMO_REQUEST_REFUSED]} />}
            {ownPractice && <FormAlert tone="info" messages={[OWN_PRACTICE_REQUEST]} />}
            {draft && <FormAlert tone="info" messages={[PHOTOS_AGAIN]} />}
          </div>
          <Form method="post" encType="multipart/form-data" className="mt-6 space-y-4" {...getFormProps(form)}>
            <FormAlert title="Could not send" messages={form.errors} />
            <Field label="Procedure" field={fields.procedure} required>
              <select {...getSelectProps(fields.procedure)} className={inputClass}>
                <option value="">Choose a procedure</option>
                {PROCEDURE_CHOICES.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            </Field>
            <fieldset>
              <legend className="block text-sm font-medium text-gray-800">How should the practice contact you?</legend>
              <div className="mt-2 flex flex-wrap gap-4">
                {CONTACT_CHOICES.map((choice) => (
                  <label key={choice} className="inline-flex items-center gap-2 text-sm">
                    <input
                      type="radio"
                      name={fields.contactMethod.name}
                      value={choice}
                      defaultChecked={fields.contactMethod.initialValue === choice}
                    />
                    {CONTACT_LABELS[choice]}
                  </label>
                ))}
              </div>
              {fields.contactMethod.errors && (
                <p id={fields.contactMethod.errorId} className="mt-1 text-sm text-red-600">
                  {fields.contactMethod.errors[0]}
                </p>
              )}
            </fieldset>
            <Field label="Phone number" field={fields.phone} hint="Needed when you choose Phone.">
              <input {...getInputProps(fields.phone, { type: "tel" })} autoComplete="tel" className={inputClass} />
            </Field>
            <Field label="Preferred times" field={fields.preferredTimes} hint="For example: weekday mornings, or after 5 pm.">
              <input {...getInputProps(fields.preferredTimes, { type: "text" })} maxLength={TIMES_MAX} className={inputClass} />
            </Field>
            <Field label="Message" field={fields.message} required>
              <textarea {...getTextareaProps(fields.message)} rows={5} maxLength={MESSAGE_MAX} className={inputClass} />
            </Field>
            <PrivatePhotosField field={fields.photos} onUploading={setUploading} canUpload={signedIn && !isDemo} />
            <SubmitButton busy={navigation.state === "submitting"} busyText="Sending..." disabled={isDemo || ownPractice || uploading}>
              {signedIn ? "Send request" : "Sign in to send"}
            </SubmitButton>
          </Form>
        </>
      )}
    </section>
  );
}
