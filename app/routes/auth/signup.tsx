import { useEffect } from "react";
import { Link, redirect, useSearchParams } from "react-router";
import { trackEvent } from "~/analytics/gtag";
import { createAccount, sendSignUpAttemptNotice, sendVerificationEmail } from "~/auth/accounts.server";
import { accountPageForm, perIpAndEmail } from "~/auth/account-forms";
import { AuthCard } from "~/auth/auth-card";
import { getUser, safeRedirect } from "~/auth/guards.server";
import { hashPassword } from "~/auth/password.server";
import {
  AVATAR_TOO_LARGE,
  MAX_AVATAR_BYTES,
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
import { finishedUploadUrl, storeImageFromForm, UploadError } from "~/media/uploads.server";
import type { Route } from "./+types/signup";
import { DetailsForm, ProfileForm, StepIndicator } from "~/auth/signup-forms";

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
