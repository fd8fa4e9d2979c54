import { data } from "react-router";
import { resendVerification, verifyEmailToken } from "~/auth/accounts.server";
import { getUser, safeRedirect } from "~/auth/guards.server";
import { createSession } from "~/auth/session.server";
import { emailLinkForm } from "~/auth/account-forms";
import { AuthCard, SignInLink } from "~/auth/auth-card";
import { EmailLinkForm } from "~/auth/email-link-form";
import { FormAlert } from "~/components/ui/form";
import { formAction } from "~/http/action.server";
import { ResendVerificationSchema, VERIFY_LINK_INVALID } from "~/auth/schemas";
import { redirectWithToast } from "~/lib/toast.server";
import type { Route } from "./+types/verify-email";

export const meta: Route.MetaFunction = () => [{ title: "Verify your email | TruSelf" }, { name: "robots", content: "noindex" }];

/**
 * Opening the link verifies the address (the token works once and expires after 24 hours), signs
 * the person in (the link proved the mailbox; issue 45 item 9) and goes on to where they were
 * going when they signed up (`redirectTo`, the site root otherwise; spec 001 section 7). The first
 * proof of the address removes what was set before it unless opened in the browser that signed up
 * (issue 43 finding 2, decision 053). Opening a used link again says the address is already verified.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  const onward = safeRedirect(url.searchParams.get("redirectTo"), "/");
  const verified = token ? await verifyEmailToken(token, request) : null;
  if (verified?.outcome === "verified") {
    const cookie = await createSession(verified.userId, request, "aal1", { emailProven: true });
    throw await redirectWithToast(
      onward,
      { title: "Email verified", description: "Your email is verified and you're signed in.", type: "success" },
      { headers: { "Set-Cookie": cookie } },
    );
  }
  if (verified?.outcome === "already-verified") {
    const signedIn = Boolean(await getUser(request));
    const action = signedIn
      ? undefined
      : { label: "Sign In", to: onward === "/" ? "/signin" : `/signin?redirectTo=${encodeURIComponent(onward)}` };
    throw await redirectWithToast(signedIn ? onward : "/", {
      title: "Email already verified",
      description: signedIn ? "This email address is already verified." : "This email address is already verified. You can sign in.",
      type: "info",
      action,
    });
  }
  return data({ invalid: Boolean(token) }, { status: token ? 400 : 200 });
}

/** Sends a new verification link; answers the same whether or not the account exists. */
export const action = formAction(
  emailLinkForm({
    schema: ResendVerificationSchema,
    limits: ["verificationResendPerIp", "verificationResendPerEmail"],
    send: resendVerification,
    reply: (email) => ({
      redirectTo: "/signin",
      toast: {
        title: "Check your email",
        description: `If your account still needs verification, we sent a new link to ${email}.`,
        type: "info",
      },
    }),
  }),
);

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuthCard title="Verify your email" subtitle="Enter your email and we'll send you a new verification link.">
      <div className="mt-6 space-y-4">
        {loaderData.invalid && <FormAlert title="Verification failed" messages={[VERIFY_LINK_INVALID]} />}
        <EmailLinkForm
          id="resend-verification"
          schema={ResendVerificationSchema}
          lastResult={actionData?.result}
          submitLabel="Send verification link"
        />
        <SignInLink lead="Already verified?" />
      </div>
    </AuthCard>
  );
}
