import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { useEffect } from "react";
import { Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { trackEvent } from "~/analytics/gtag";
import { createAccount, sendSignUpAttemptNotice, sendVerificationEmail } from "~/auth/accounts.server";
import { accountPageForm, perIpAndEmail } from "~/auth/account-forms";
import { AuthCard } from "~/auth/auth-card";
import { Field, FieldError, FormAlert, inputClass, SubmitButton } from "~/components/ui/form";
import { formSchema } from "~/components/ui/form-schema";
import { getUser, safeRedirect } from "~/auth/guards.server";
import { hashPassword } from "~/auth/password.server";
import {
  AVATAR_TOO_LARGE,
  MAX_AVATAR_BYTES,
  REFERRAL_SOURCES,
  SIGN_UP_EXPIRED,
  SIGN_UP_FAILED,
  SIGN_UP_SUCCESS,
  SIGN_UP_REQUIRED,
  SignUpStep1Schema,
  SignUpStep2Schema,
} from "~/auth/schemas";
import { clearSignUpDraft, readSignUpDraft, saveSignUpDraft, signUpBrowserCookie } from "~/auth/signup-draft.server";
import { fail, formAction, formActions, succeed } from "~/http/action.server";
import { replyFor } from "~/lib/action-reply";
import { AvatarField } from "~/media/avatar-field";
import { finishedUploadUrl, storeImageFromForm, UploadError } from "~/media/uploads.server";
import type { Route } from "./+types/signup";

export const meta: Route.MetaFunction = () => [{ title: "Sign Up | TruSelf" }, { name: "robots", content: "noindex" }];

const HIDDEN = ["password", "confirmPassword"];

export async function loader({ request }: Route.LoaderArgs) {
  if (await getUser(request)) throw redirect("/");
  const draft = await readSignUpDraft(request);
  const wantsStep2 = new URL(request.url).searchParams.get("step") === "2";
  return {
    step: wantsStep2 && draft ? (2 as const) : (1 as const),
    draft: draft && { firstName: draft.firstName, lastName: draft.lastName, email: draft.email },
  };
}

/**
 * Where the person was going when they chose to sign up (`?redirectTo=`, e.g. a consultation
 * request kept while they make an account): carried through both steps to the sign-in page, which
 * returns them there. Empty when there is none (or it is not a path of this site).
 */
function returnQuery(url: string, join: "?" | "&"): string {
  const back = safeRedirect(new URL(url).searchParams.get("redirectTo"), "");
  return back ? `${join}redirectTo=${encodeURIComponent(back)}` : "";
}

const tooLargePhoto = { bytes: MAX_AVATAR_BYTES + 256 * 1024, field: "photo", message: AVATAR_TOO_LARGE };

/**
 * Step 1: the account details, kept in a signed draft cookie until step 2 creates the account. An
 * address that already has an account goes on to step 2 like any other (issue 33 finding 4).
 */
const details = formAction({
  ...accountPageForm,
  schema: SignUpStep1Schema,
  hideFields: HIDDEN,
  unexpected: SIGN_UP_FAILED,
  limits: perIpAndEmail("signUpPerIp", "signUpPerEmail"),
  async run({ request, value: { firstName, lastName, email, password, keepPassword } }) {
    const draft = await readSignUpDraft(request);
    let passwordHash: string;
    if (password) passwordHash = await hashPassword(password);
    else if (keepPassword && draft) passwordHash = draft.passwordHash;
    else return fail(400, SIGN_UP_REQUIRED, "password");
    return succeed({
      redirectTo: `/signup?step=2${returnQuery(request.url, "&")}`,
      headers: { "Set-Cookie": await saveSignUpDraft({ firstName, lastName, email, passwordHash }) },
    });
  },
});

/**
 * Step 2: photo and referral sources; creates the account and sends the verification e-mail. For
 * an address that already has an account it creates nothing and e-mails the owner instead, and
 * answers exactly as for a new account: same page, same message, both e-mails sent after the
 * answer (as forgot-password does), so neither the answer nor its timing tells whether the
 * address is registered.
 */
const create = formAction({
  ...accountPageForm,
  schema: SignUpStep2Schema,
  maxBody: tooLargePhoto,
  unexpected: SIGN_UP_FAILED,
  async run({ request, waitUntil, value: { photo, avatarUploadId, referralSources } }) {
    const draft = await readSignUpDraft(request);
    if (!draft) return fail(400, SIGN_UP_EXPIRED);
    let avatarUrl: string | null = null;
    let uploadId: string | null = null;
    try {
      if (photo) ({ url: avatarUrl, uploadId } = await storeImageFromForm(photo, "avatar", { draftId: draft.id }));
      else if (avatarUploadId)
        [avatarUrl, uploadId] = [await finishedUploadUrl(avatarUploadId, "avatar", { draftId: draft.id }), avatarUploadId];
    } catch (error) {
      if (!(error instanceof UploadError)) throw error;
      return fail(400, error.message, "photo");
    }
    // Null when the address has an account (the photo then stays unclaimed; the daily clean-up removes it).
    const user = await createAccount(draft, { avatarUrl, avatarUploadId: uploadId, referralSources: referralSources ?? [] });
    const onward = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), "/");
    const email = user ? sendVerificationEmail(request, user, onward) : sendSignUpAttemptNotice(request, draft.email);
    // A failed verification e-mail leaves the account; the person can ask for a new link from the sign-in page.
    waitUntil(email.catch((error: unknown) => console.error("sign-up e-mail failed", error)));
    return succeed({
      redirectTo: `/signin?signedUp=1${returnQuery(request.url, "&")}`,
      headers: [
        ["Set-Cookie", await clearSignUpDraft()],
        // The verify link opened in this browser keeps the password chosen here (decision 053).
        ["Set-Cookie", await signUpBrowserCookie(draft.email)],
      ],
      toast: { title: "Welcome to TruSelf!", description: SIGN_UP_SUCCESS, type: "success" },
    });
  },
});

export const action = formActions({ details, create }, { fallback: "details" });

function StepIndicator({ step }: { step: 1 | 2 }) {
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

export default function SignUp({ loaderData, actionData }: Route.ComponentProps) {
  const { step, draft } = loaderData;
  const back = useSearchParams()[0].get("redirectTo");
  const returnParam = back ? `redirectTo=${encodeURIComponent(back)}` : "";
  useEffect(() => trackEvent("sign_up_step", { step }), [step]);
  useEffect(() => {
    if (actionData && actionData.result.status === "error") trackEvent("sign_up_error", { step: actionData.intent === "create" ? 2 : 1 });
  }, [actionData]);
  return (
    <AuthCard
      title="Create your account"
      subtitle={
        <>
          Already have an account?{" "}
          <Link to={returnParam ? `/signin?${returnParam}` : "/signin"} className="font-semibold text-brand-600 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <StepIndicator step={step} />
      {step === 1 ? (
        // A step-2 post whose draft had expired comes back here with its message.
        <DetailsForm draft={draft} lastResult={actionData?.result} returnParam={returnParam} />
      ) : (
        <ProfileForm draft={draft!} lastResult={replyFor(actionData, "create")?.result} returnParam={returnParam} />
      )}
    </AuthCard>
  );
}

type Draft = { firstName: string; lastName: string; email: string } | null;
type LastResult = SubmissionResult<string[]> | undefined;

function DetailsForm({ draft, lastResult, returnParam }: { draft: Draft; lastResult: LastResult; returnParam: string }) {
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

function ProfileForm({ draft, lastResult, returnParam }: { draft: NonNullable<Draft>; lastResult: LastResult; returnParam: string }) {
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
