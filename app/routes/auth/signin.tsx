import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { Field, FormAlert, inputClass, SubmitButton } from "~/components/ui/form";
import { formSchema } from "~/components/ui/form-schema";
import { useEffect } from "react";
import { Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { trackEvent } from "~/analytics/gtag";
import { accountPageForm } from "~/auth/account-forms";
import { PasskeySignInButton } from "~/auth/passkeys/passkey-sign-in-button";
import { authenticator, InvalidCredentialsError } from "~/auth/authenticator.server";
import { getUser, safeRedirect } from "~/auth/guards.server";
import { EMAIL_NOT_VERIFIED, INVALID_CREDENTIALS, SIGN_IN_REQUIRED, SignInSchema } from "~/auth/schemas";
import { createSession } from "~/auth/session.server";
import { SignInCodeLink } from "~/auth/signin-code-link";
import { trustedEmail } from "~/auth/signin-trust.server";
import { fail, formAction, succeed } from "~/http/action.server";
import type { Route } from "./+types/signin";

export const meta: Route.MetaFunction = () => [{ title: "Sign In | TruSelf" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  if (await getUser(request)) throw redirect("/");
  return null;
}

const signInAction = (trusted: string | null) =>
  formAction({
    ...accountPageForm,
    demo: "allow",
    schema: SignInSchema,
    hideFields: ["password"],
    // Failures only: a unit is reserved before the password is checked and handed back on success.
    // Counted by the typed address, so a lockout looks the same whether or not it has an account; the
    // per-account limit comes first, so its message (which points to the reset) is the one shown.
    limits: ({ ip, value }) => [
      ...(value.email === trusted ? [] : [["signInFailuresPerAccount", value.email] as const]),
      ["signInFailuresPerAccountAndIp", `${value.email}:${ip}`],
      ["signInFailuresPerIp", ip],
    ],
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

/**
 * Sign-in, declared per request: a browser trusted for the typed address (it did the e-mailed
 * reset: app/auth/signin-trust.server.ts) skips the per-account lockout, nothing else.
 */
export async function action(args: Route.ActionArgs) {
  return signInAction(await trustedEmail(args.request))(args);
}

export default function SignIn({ actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    ...formSchema(SignInSchema),
  });
  const busy = navigation.state === "submitting";
  const justSignedUp = searchParams.get("signedUp") === "1";
  useEffect(() => {
    if (justSignedUp) trackEvent("sign_up_success");
  }, [justSignedUp]);
  const unverified = form.errors?.includes(EMAIL_NOT_VERIFIED);
  // Both fields empty is one message, said once above the fields rather than under each.
  const missing = [fields.email, fields.password].some((f) => f.errors?.includes(SIGN_IN_REQUIRED));
  const own = (errors: string[] | undefined) => errors?.filter((e) => e !== SIGN_IN_REQUIRED);
  return (
    <main className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-3xl font-bold">Sign In</h1>
      <Form method="post" className="mt-8 space-y-4" {...getFormProps(form)}>
        <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? "/"} />
        <FormAlert title="Sign In Failed" messages={[...(missing ? [SIGN_IN_REQUIRED] : []), ...(form.errors ?? [])]} id={form.errorId} />
        <Field label="Email" field={{ id: fields.email.id, errorId: fields.email.errorId, errors: own(fields.email.errors) }}>
          <input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" className={inputClass} />
        </Field>
        <Field label="Password" field={{ id: fields.password.id, errorId: fields.password.errorId, errors: own(fields.password.errors) }}>
          <input {...getInputProps(fields.password, { type: "password" })} autoComplete="current-password" className={inputClass} />
        </Field>
        <p className="flex flex-wrap justify-between gap-2 text-sm">
          <SignInCodeLink redirectTo={searchParams.get("redirectTo")} />
          <Link to="/forgot-password" className="font-semibold text-brand-600 hover:underline">
            Forgot your password?
          </Link>
        </p>
        <SubmitButton busy={busy} busyText="Signing in...">
          Sign In
        </SubmitButton>
        <p className="text-center text-sm text-gray-600">
          New to TruSelf?{" "}
          <Link
            to={searchParams.get("redirectTo") ? `/signup?redirectTo=${encodeURIComponent(searchParams.get("redirectTo")!)}` : "/signup"}
            className="font-semibold text-brand-600"
          >
            Create an account
          </Link>
        </p>
      </Form>
      <PasskeySignInButton redirectTo={searchParams.get("redirectTo") ?? "/"} />
      {unverified && (
        <Form method="post" action="/verify-email" className="mt-4 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">
          <input type="hidden" name="email" value={fields.email.value ?? String(fields.email.initialValue ?? "")} />
          <p>Didn&apos;t get the e-mail?</p>
          <button
            type="submit"
            className="mt-2 rounded-full bg-white px-4 py-2 font-semibold text-brand-700 ring-1 ring-brand-100 hover:bg-brand-50"
          >
            Resend verification email
          </button>
        </Form>
      )}
    </main>
  );
}
