import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { accountPageForm } from "~/auth/account-forms";
import { AuthCard } from "~/auth/auth-card";
import { getUser, safeRedirect } from "~/auth/guards.server";
import { createSession } from "~/auth/session.server";
import { SendSignInCodeSchema, VerifySignInCodeSchema } from "~/auth/signin-code-schemas";
import { SIGN_IN_CODE_INTRO, SIGN_IN_CODE_TITLE, signInCodeSent } from "~/auth/signin-code-texts";
import { signInWithCode } from "~/auth/signin-codes.server";
import { Field, FormAlert, inputClass, SubmitButton } from "~/components/ui/form";
import { formSchema } from "~/components/ui/form-schema";
import { fail, formAction, formActions, succeed } from "~/http/action.server";
import { codeSentReply } from "~/http/code-sent.server";
import { replyFor } from "~/lib/action-reply";
import { CodeField } from "~/components/ui/code-field";
import type { Route } from "./+types/signin.code";

export const meta: Route.MetaFunction = () => [{ title: "Sign in with a code | TruSelf" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  if (await getUser(request)) throw redirect("/");
  return null;
}

/**
 * Sign-in by e-mailed code (issue 38 item 1). Asking for a code answers at once and the same for
 * every address: the code is stored and sent after the answer (`waitUntil`). The demo account
 * writes nothing here; its address gets no code (as with a password reset).
 */
export const action = formActions({
  "send-code": formAction({
    ...accountPageForm,
    schema: SendSignInCodeSchema,
    limits: ({ ip, value }) => [
      ["signInCodesPerEmail", value.email],
      ["signInCodesPerEmailPerDay", value.email],
      ["signInCodesPerIp", ip],
    ],
    run: (args) => codeSentReply(args, args.value.email),
  }),
  "verify-code": formAction({
    ...accountPageForm,
    schema: VerifySignInCodeSchema,
    limits: ({ ip }) => [["signInCodeChecksPerIp", ip]],
    async run({ request, value }) {
      const signedIn = await signInWithCode(request, value.email, value.code);
      if (!signedIn.ok) return fail(signedIn.status, signedIn.message, signedIn.field);
      return succeed({
        redirectTo: safeRedirect(value.redirectTo),
        headers: { "Set-Cookie": await createSession(signedIn.userId, request, "aal1", { emailProven: true }) },
        toast: { title: "Welcome back!", type: "success" },
      });
    },
  }),
});

export default function SignInCode({ actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const sent = replyFor(actionData, "send-code");
  const checked = replyFor(actionData, "verify-code");
  const [sendForm, sendFields] = useForm({ id: "send-code", lastResult: sent?.result, ...formSchema(SendSignInCodeSchema) });
  const [codeForm, codeFields] = useForm({ id: "verify-code", lastResult: checked?.result, ...formSchema(VerifySignInCodeSchema) });
  const typed = checked?.result.initialValue?.email;
  // The address travels in the forms themselves (no JavaScript needed): after a send, or a check.
  const sentTo = sent && "sentTo" in sent && typeof sent.sentTo === "string" ? sent.sentTo : undefined;
  const email = sentTo ?? (typeof typed === "string" ? typed : undefined);
  const redirectTo = searchParams.get("redirectTo") ?? "/";
  return (
    <AuthCard title={SIGN_IN_CODE_TITLE} subtitle={email ? undefined : SIGN_IN_CODE_INTRO}>
      <div className="mt-6 space-y-4">
        {email ? (
          <>
            <FormAlert title="Check your email" tone="success" messages={[signInCodeSent(email)]} />
            <Form method="post" className="space-y-4" {...getFormProps(codeForm)}>
              <input type="hidden" name="intent" value="verify-code" />
              <input type="hidden" name="email" value={email} />
              <input type="hidden" name="redirectTo" value={redirectTo} />
              <FormAlert title="Could not sign in" messages={codeForm.errors} />
              <CodeField field={codeFields.code} />
              <SubmitButton busy={busy("verify-code")} busyText="Signing in...">
                Sign In
              </SubmitButton>
            </Form>
            <Form method="post" className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <input type="hidden" name="intent" value="send-code" />
              <input type="hidden" name="email" value={email} />
              <button type="submit" className="font-semibold text-brand-600 hover:underline">
                Send a new code
              </button>
              <Link
                to={`/signin/code?redirectTo=${encodeURIComponent(redirectTo)}`}
                reloadDocument
                className="text-gray-600 hover:underline"
              >
                Use a different email
              </Link>
            </Form>
          </>
        ) : (
          <Form method="post" className="space-y-4" {...getFormProps(sendForm)}>
            <input type="hidden" name="intent" value="send-code" />
            <FormAlert title="Could not send the code" messages={sendForm.errors} />
            <Field label="Email" field={sendFields.email}>
              <input {...getInputProps(sendFields.email, { type: "email" })} autoComplete="email" className={inputClass} />
            </Field>
            <SubmitButton busy={busy("send-code")} busyText="Sending...">
              Email me a code
            </SubmitButton>
          </Form>
        )}
        <p className="text-center text-sm text-gray-600">
          <Link to={`/signin?redirectTo=${encodeURIComponent(redirectTo)}`} className="font-semibold text-brand-600 hover:underline">
            Sign in with your password instead
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
