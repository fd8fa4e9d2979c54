import { requestPasswordReset } from "~/auth/accounts.server";
import { emailLinkForm } from "~/auth/account-forms";
import { AuthCard, SignInLink } from "~/auth/auth-card";
import { EmailLinkForm } from "~/auth/email-link-form";
import { FormAlert } from "~/components/ui/form";
import { formAction } from "~/http/action.server";
import { ForgotPasswordSchema, resetLinkSentMessage } from "~/auth/schemas";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = () => [{ title: "Forgot password | TruSelf" }, { name: "robots", content: "noindex" }];

export const action = formAction(
  emailLinkForm({
    schema: ForgotPasswordSchema,
    limits: ["passwordResetPerIp", "passwordResetPerEmail"],
    send: requestPasswordReset,
    reply: (email) => ({ extra: { sentTo: email } }),
  }),
);

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the email you signed up with and we'll send you a link to choose a new password."
    >
      <div className="mt-6 space-y-4">
        {actionData?.sentTo && <FormAlert title="Check your email" tone="success" messages={[resetLinkSentMessage(actionData.sentTo)]} />}
        <EmailLinkForm id="forgot-password" schema={ForgotPasswordSchema} lastResult={actionData?.result} submitLabel="Send reset link" />
        <SignInLink lead="Remembered it?" />
      </div>
    </AuthCard>
  );
}
