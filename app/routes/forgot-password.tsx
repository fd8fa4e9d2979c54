import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useNavigation } from "react-router";
import { requestPasswordReset } from "~/auth/accounts.server";
import { AuthCard, FieldError, FormAlert, inputClass, SubmitButton } from "~/auth/form-ui";
import { checkLimits, clientIp, tooManyAttemptsMessage } from "~/auth/limits.server";
import { ForgotPasswordSchema, resetLinkSentMessage } from "~/auth/schemas";
import { requestContext } from "~/context";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = () => [{ title: "Forgot password | TruSelf" }, { name: "robots", content: "noindex" }];


export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: ForgotPasswordSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), sentTo: null }, { status: 400 });
  const { email } = submission.value;
  const ip = clientIp(request);
  const limited = await checkLimits([["passwordResetPerIp", ip], ["passwordResetPerEmail", email]]);
  if (limited) {
    return data(
      { result: submission.reply({ formErrors: [tooManyAttemptsMessage(limited.retryAfterSeconds)] }), sentTo: null },
      { status: 429, headers: { "Retry-After": String(limited.retryAfterSeconds) } },
    );
  }
  // After the response, so that it takes as long whether or not the account exists.
  context.get(requestContext).ctx.waitUntil(requestPasswordReset(request, email).catch((error) => console.error("password reset e-mail failed", error)));
  // The same answer whether or not the account exists.
  return { result: submission.reply({ resetForm: true }), sentTo: email };
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "forgot-password",
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ForgotPasswordSchema }),
    shouldValidate: "onBlur",
  });
  return (
    <AuthCard title="Forgot your password?" subtitle="Enter the email you signed up with and we'll send you a link to choose a new password.">
      <div className="mt-6 space-y-4">
        {actionData?.sentTo && <FormAlert title="Check your email" tone="success" messages={[resetLinkSentMessage(actionData.sentTo)]} />}
        <Form method="post" className="space-y-4" {...getFormProps(form)}>
          <FormAlert title="Could not send the link" messages={form.errors} />
          <div>
            <label htmlFor={fields.email.id} className="block text-sm font-medium">Email</label>
            <input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" className={inputClass} />
            <FieldError id={fields.email.errorId} errors={fields.email.errors} />
          </div>
          <SubmitButton busy={navigation.state === "submitting"} busyText="Sending...">Send reset link</SubmitButton>
        </Form>
        <p className="text-center text-sm text-gray-600">
          Remembered it? <Link to="/signin" className="font-semibold text-brand-600 hover:underline">Sign in</Link>
        </p>
      </div>
    </AuthCard>
  );
}
