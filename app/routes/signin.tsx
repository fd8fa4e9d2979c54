import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect } from "react";
import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { trackEvent } from "~/analytics/gtag";
import { authenticator, InvalidCredentialsError } from "~/auth/authenticator.server";
import { getUser, safeRedirect } from "~/auth/guards.server";
import { clientIp, recordSignInFailure, signInBlocked, tooManyAttemptsMessage } from "~/auth/limits.server";
import { EMAIL_NOT_VERIFIED, INVALID_CREDENTIALS, SignInSchema } from "~/auth/schemas";
import { createSession } from "~/auth/session.server";
import { toastHeader } from "~/lib/toast.server";
import type { Route } from "./+types/signin";

export const meta: Route.MetaFunction = () => [{ title: "Sign In | TruSelf" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  if (await getUser(request)) throw redirect("/");
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await request.clone().formData();
  const submission = parseWithZod(formData, { schema: SignInSchema });
  if (submission.status !== "success") return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  const ip = clientIp(request);
  const limited = await signInBlocked(submission.value.email, ip);
  if (limited) {
    return data(submission.reply({ formErrors: [tooManyAttemptsMessage(limited.retryAfterSeconds)], hideFields: ["password"] }), {
      status: 429,
      headers: { "Retry-After": String(limited.retryAfterSeconds) },
    });
  }
  try {
    const user = await authenticator.authenticate("password", request);
    // Told only after the right password, so it reveals nothing about other people's accounts.
    if (!user.emailVerifiedAt) return data(submission.reply({ formErrors: [EMAIL_NOT_VERIFIED], hideFields: ["password"] }), { status: 403 });
    const headers = new Headers();
    headers.append("Set-Cookie", await createSession(user.id, request));
    headers.append("Set-Cookie", await toastHeader({ title: "Welcome back!", type: "success" }));
    return redirect(safeRedirect(submission.value.redirectTo), { headers });
  } catch (error) {
    if (error instanceof InvalidCredentialsError) await recordSignInFailure(submission.value.email, ip);
    else console.error("sign-in failed", error);
    const message = error instanceof InvalidCredentialsError ? INVALID_CREDENTIALS : "An unexpected error occurred. Please try again.";
    return data(submission.reply({ formErrors: [message], hideFields: ["password"] }), { status: error instanceof InvalidCredentialsError ? 401 : 500 });
  }
}

export default function SignIn({ actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: actionData,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SignInSchema }),
    shouldRevalidate: "onBlur",
  });
  const busy = navigation.state === "submitting";
  const justSignedUp = searchParams.get("signedUp") === "1";
  useEffect(() => {
    if (justSignedUp) trackEvent("sign_up_success");
  }, [justSignedUp]);
  const unverified = form.errors?.includes(EMAIL_NOT_VERIFIED);
  return (
    <main className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-3xl font-bold">Sign In</h1>
      <Form method="post" className="mt-8 space-y-4" {...getFormProps(form)}>
        <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? "/"} />
        {form.errors && (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-700">
            <p className="font-semibold">Sign In Failed</p>
            {form.errors.map((e) => <p key={e}>{e}</p>)}
          </div>
        )}
        <div>
          <label htmlFor={fields.email.id} className="block text-sm font-medium">Email</label>
          <input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" className="mt-1 w-full rounded-lg border border-gray-300 px-3 py-2" />
          {fields.email.errors && <p id={fields.email.errorId} className="mt-1 text-sm text-red-600">{fields.email.errors[0]}</p>}
        </div>
        <div>
          <label htmlFor={fields.password.id} className="block text-sm font-medium">Password</label>
          <input {...getInputProps(fields.password, { type: "password" })} autoComplete="current-password" className="mt-1 w-full rounded-lg border border-gray-300 px-3 py-2" />
          {fields.password.errors && <p id={fields.password.errorId} className="mt-1 text-sm text-red-600">{fields.password.errors[0]}</p>}
        </div>
        <p className="text-right text-sm">
          <Link to="/forgot-password" className="font-semibold text-brand-600 hover:underline">Forgot your password?</Link>
        </p>
        <button type="submit" disabled={busy} className="w-full rounded-full bg-brand-600 px-6 py-3 font-semibold text-white disabled:opacity-60">
          {busy ? "Signing in..." : "Sign In"}
        </button>
        <p className="text-center text-sm text-gray-600">
          New to TruSelf? <Link to="/signup" className="font-semibold text-brand-600">Create an account</Link>
        </p>
      </Form>
      {unverified && (
        <Form method="post" action="/verify-email" className="mt-4 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">
          <input type="hidden" name="email" value={fields.email.value ?? String(fields.email.initialValue ?? "")} />
          <p>Didn&apos;t get the e-mail?</p>
          <button type="submit" className="mt-2 rounded-full bg-white px-4 py-2 font-semibold text-brand-700 ring-1 ring-brand-100 hover:bg-brand-50">
            Resend verification email
          </button>
        </Form>
      )}
    </main>
  );
}
