/** The two steps of /signup: the account details, then the profile (names, photo); and the step indicator above them. */
import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { Form, Link, useNavigation } from "react-router";
import { Field, FieldError, FormAlert, inputClass, SubmitButton } from "~/components/ui/form";
import { formSchema } from "~/components/ui/form-schema";
import { REFERRAL_SOURCES, SIGN_UP_REQUIRED, SignUpStep1Schema, SignUpStep2Schema } from "./schemas";
import { AvatarField } from "~/media/avatar-field";

export function StepIndicator({ step }: { step: 1 | 2 }) {
  return (
    <ol className="mt-6 flex items-center gap-3 text-sm" aria-label="Sign-up progress">
      {["Account details", "Your profile"].map((label, i) => {
        const current = step === i + 1;
        return (
          <li key={label} className="flex items-center gap-2" aria-current={current ? "step" : undefined}>
            <span
              className={`flex h-7 w-7 items-center justify-center rounded-full font-semibold ${step >= i + 1 ? "bg-brand-600 text-white" : "bg-gray-100 text-gray-500"}`}
            >
              {i + 1}
            </span>
            <span className={current ? "font-semibold text-gray-900" : "text-gray-500"}>{label}</span>
            {i === 0 && <span className="mx-1 h-px w-8 bg-gray-200" aria-hidden="true" />}
          </li>
        );
      })}
    </ol>
  );
}

type Draft = { firstName: string; lastName: string; email: string } | null;
type LastResult = SubmissionResult<string[]> | undefined;

export function DetailsForm({ draft, lastResult, returnParam }: { draft: Draft; lastResult: LastResult; returnParam: string }) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "signup-details",
    lastResult,
    defaultValue: draft ? { ...draft, agreeToTerms: "on" } : undefined,
    ...formSchema(SignUpStep1Schema),
  });
  const passwordKept = Boolean(draft);
  // Empty required fields are one message (requirements 001), said once above the fields rather than under each.
  const required = [fields.firstName, fields.lastName, fields.email, fields.password];
  const missing = required.some((f) => f.errors?.includes(SIGN_UP_REQUIRED));
  const own = (f: (typeof required)[number]) => ({ id: f.id, errorId: f.errorId, errors: f.errors?.filter((e) => e !== SIGN_UP_REQUIRED) });
  return (
    <Form method="post" action={returnParam ? `/signup?${returnParam}` : "/signup"} className="mt-6 space-y-4" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="details" />
      {passwordKept && <input type="hidden" name="keepPassword" value="on" />}
      <FormAlert title="Sign Up Failed" messages={[...(missing ? [SIGN_UP_REQUIRED] : []), ...(form.errors ?? [])]} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First name" field={own(fields.firstName)}>
          <input {...getInputProps(fields.firstName, { type: "text" })} autoComplete="given-name" className={inputClass} />
        </Field>
        <Field label="Last name" field={own(fields.lastName)}>
          <input {...getInputProps(fields.lastName, { type: "text" })} autoComplete="family-name" className={inputClass} />
        </Field>
      </div>
      <Field label="Email" field={own(fields.email)}>
        <input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" className={inputClass} />
      </Field>
      <Field label="Password" field={own(fields.password)}>
        <input
          {...getInputProps(fields.password, { type: "password" })}
          autoComplete="new-password"
          placeholder={passwordKept ? "Saved - leave blank to keep it" : "At least 8 characters"}
          className={inputClass}
        />
      </Field>
      <Field label="Confirm password" field={fields.confirmPassword}>
        <input
          {...getInputProps(fields.confirmPassword, { type: "password" })}
          autoComplete="new-password"
          placeholder={passwordKept ? "Saved - leave blank to keep it" : undefined}
          className={inputClass}
        />
      </Field>
      <div>
        <label className="flex items-start gap-2 text-sm text-gray-700">
          <input
            {...getInputProps(fields.agreeToTerms, { type: "checkbox" })}
            className="mt-0.5 h-4 w-4 rounded border-gray-300 accent-brand-600"
          />
          <span>
            I agree to the{" "}
            <Link to="/terms" className="font-semibold text-brand-600 hover:underline">
              Terms of Service
            </Link>{" "}
            and{" "}
            <Link to="/privacy" className="font-semibold text-brand-600 hover:underline">
              Privacy Policy
            </Link>
          </span>
        </label>
        <FieldError field={fields.agreeToTerms} />
      </div>
      <SubmitButton busy={navigation.state === "submitting"} busyText="Checking...">
        Continue
      </SubmitButton>
    </Form>
  );
}

export function ProfileForm({
  draft,
  lastResult,
  returnParam,
}: {
  draft: NonNullable<Draft>;
  lastResult: LastResult;
  returnParam: string;
}) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "signup-profile",
    lastResult,
    ...formSchema(SignUpStep2Schema),
  });
  const sources = fields.referralSources;
  const chosen = new Set<unknown>([sources.initialValue].flat());
  return (
    <Form
      method="post"
      action={`/signup?step=2${returnParam ? `&${returnParam}` : ""}`}
      encType="multipart/form-data"
      className="mt-6 space-y-6"
      {...getFormProps(form)}
    >
      <input type="hidden" name="intent" value="create" />
      <FormAlert title="Sign Up Failed" messages={form.errors} />
      <p className="text-sm text-gray-600">Almost done, {draft.firstName}. Both of these are optional.</p>
      <AvatarField
        label="Profile photo"
        fallbackText={draft.firstName.slice(0, 1).toUpperCase()}
        errors={fields.photo.errors ?? fields.avatarUploadId.errors}
        errorId={fields.photo.errorId}
      />
      <fieldset>
        <legend className="text-sm font-medium">
          How did you hear about us? <span className="font-normal text-gray-500">(choose any)</span>
        </legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {REFERRAL_SOURCES.map((source) => (
            <label
              key={source.value}
              className="flex items-center gap-2 rounded-lg border border-gray-200 px-3 py-2 text-sm hover:border-brand-500 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
            >
              <input
                type="checkbox"
                name={sources.name}
                value={source.value}
                defaultChecked={chosen.has(source.value)}
                className="h-4 w-4 accent-brand-600"
              />
              {source.label}
            </label>
          ))}
        </div>
        <FieldError
          field={{
            id: sources.id,
            errorId: sources.errorId,
            errors: sources.errors ?? Object.values(sources.allErrors).flat().slice(0, 1),
          }}
        />
      </fieldset>
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Link
          to={`/signup?step=1${returnParam ? `&${returnParam}` : ""}`}
          className="rounded-full border border-gray-300 px-6 py-3 text-center font-semibold text-gray-700 hover:border-brand-500"
        >
          Back
        </Link>
        <div className="flex-1">
          <SubmitButton busy={navigation.state === "submitting"} busyText="Creating account...">
            Create account
          </SubmitButton>
        </div>
      </div>
    </Form>
  );
}
