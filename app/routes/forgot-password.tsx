import { Link } from "react-router";
import { requestPasswordReset } from "~/auth/accounts.server";
import { accountPageForm, perIpAndEmail } from "~/auth/account-forms";
import { AuthCard } from "~/auth/auth-card";
import { EmailLinkForm } from "~/auth/email-link-form";
import { FormAlert } from "~/components/ui/form";
import { formAction, succeed } from "~/http/action.server";
import { ForgotPasswordSchema, resetLinkSentMessage } from "~/auth/schemas";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = () => [{ title: "Forgot password | TruSelf" }, { name: "robots", content: "noindex" }];

export const action = formAction({
  ...accountPageForm,
  schema: ForgotPasswordSchema,
  limits: perIpAndEmail("passwordResetPerIp", "passwordResetPerEmail"),
  async run({ request, waitUntil, value: { email } }) {
    // After the response, so that it takes as long whether or not the account exists.
    waitUntil(requestPasswordReset(request, email).catch((error: unknown) => console.error("password reset e-mail failed", error)));
    // The same answer whether or not the account exists.
    return succeed({ extra: { sentTo: email } });
  },
});

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the email you signed up with and we'll send you a link to choose a new password."
    >
      <div className="mt-6 space-y-4">
        {actionData?.sentTo && <FormAlert title="Check your email" tone="success" messages={[resetLinkSentMessage(actionData.sentTo)]} />}
        <EmailLinkForm id="forgot-password" schema={ForgotPasswordSchema} lastResult={actionData?.result} submitLabel="Send reset link" />
        <p className="text-center text-sm text-gray-600">
          Remembered it?{" "}
          <Link to="/signin" className="font-semibold text-brand-600 hover:underline">
            Sign in
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
