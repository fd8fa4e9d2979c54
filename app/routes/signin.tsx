import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect } from "react";
import { Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { trackEvent } from "~/analytics/gtag";
import { authenticator, InvalidCredentialsError } from "~/auth/authenticator.server";
import { getUser, safeRedirect } from "~/auth/guards.server";
import { EMAIL_NOT_VERIFIED, INVALID_CREDENTIALS, SignInSchema } from "~/auth/schemas";
import { createSession } from "~/auth/session.server";
import { fail, formAction, succeed } from "~/http/action.server";
import type { Route } from "./+types/signin";

export const meta: Route.MetaFunction = () => [{ title: "Sign In | TruSelf" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  if (await getUser(request)) throw redirect("/");
  return null;
}

export const action = formAction({
  who: "anyone",
  demo: "allow",
  page: true,
  schema: SignInSchema,
  hideFields: ["password"],
  unexpected: "An unexpected error occurred. Please try again.",
  // Failures only: a unit is reserved before the password is checked and handed back on success.
  limits: ({ ip, value }) => [["signInFailuresPerAccountAndIp", `${value.email}:${ip}`], ["signInFailuresPerIp", ip]],
  async run({ request, formData, value }) {
    let user;
    try {
      user = await authenticator.authenticate("password", new Request(request.url, { method: "POST", body: formData }));
    } catch (error) {
      if (error instanceof InvalidCredentialsError) return fail(401, INVALID_CREDENTIALS);
      throw error;
    }
    // Told only after the right password, so it reveals nothing about other people's accounts.
    if (!user.emailVerifiedAt) return fail(403, EMAIL_NOT_VERIFIED);
    return succeed({
      redirectTo: safeRedirect(value.redirectTo),
      headers: { "Set-Cookie": await createSession(user.id, request) },
      toast: { title: "Welcome back!", type: "success" },
    });
  },
});

export default function SignIn({ actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
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
