import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { data, Form, Link, useNavigation } from "react-router";
import { resetPasswordWithToken } from "~/auth/accounts.server";
import { accountPageForm } from "~/auth/account-forms";
import { AuthCard } from "~/auth/auth-card";
import { FieldError, FormAlert, inputClass, SubmitButton } from "~/components/ui/form";
import { formSchema } from "~/components/ui/form-schema";
import { RESET_LINK_INVALID, ResetPasswordSchema } from "~/auth/schemas";
import { clearSessionCookie } from "~/auth/session.server";
import { trustBrowserFor } from "~/auth/signin-trust.server";
import { peekToken } from "~/auth/tokens.server";
import { fail, formAction, succeed } from "~/http/action.server";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = () => [{ title: "Choose a new password | TruSelf" }, { name: "robots", content: "noindex" }];

/** The URL carries the reset token: the page never sends it on as a Referer (a loader's own headers would not reach the document). */
export const headers: Route.HeadersFunction = () => ({ "Referrer-Policy": "no-referrer" });

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const valid = Boolean(await peekToken(token, "reset_password"));
  return data({ token: valid ? token : null }, { status: valid ? 200 : 400, headers: { "Referrer-Policy": "no-referrer" } });
}

export const action = formAction({
  ...accountPageForm,
  schema: ResetPasswordSchema,
  hideFields: ["password", "confirmPassword"],
  async run({ value }) {
    const reset = await resetPasswordWithToken(value.token, value.password);
    if (!reset) return fail(400, RESET_LINK_INVALID);
    return succeed({
      redirectTo: "/signin",
      // This browser proved the mailbox: no lockout someone else renews keeps it out (issue 33 finding 2).
      headers: [
        ["Set-Cookie", clearSessionCookie()],
        ["Set-Cookie", await trustBrowserFor(reset.email)],
      ],
      toast: {
        title: "Password updated",
        description: "Your password has been reset. Please sign in with your new password.",
        type: "success",
      },
    });
  },
});

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "reset-password",
    lastResult: actionData?.result,
    ...formSchema(ResetPasswordSchema),
  });
  if (!loaderData.token) {
    return (
      <AuthCard title="Choose a new password">
        <div className="mt-6 space-y-4">
          <FormAlert title="Link expired" messages={[RESET_LINK_INVALID]} />
          <Link
            to="/forgot-password"
            className="inline-block rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
          >
            Send a new link
          </Link>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Choose a new password"
      subtitle="After the change you'll be signed out everywhere and can sign in with the new password."
    >
      <Form method="post" className="mt-6 space-y-4" {...getFormProps(form)}>
        <input type="hidden" name="token" value={loaderData.token} />
        <FormAlert title="Password reset failed" messages={form.errors} />
        <div>
          <label htmlFor={fields.password.id} className="block text-sm font-medium">
            New password
          </label>
          <input {...getInputProps(fields.password, { type: "password" })} autoComplete="new-password" className={inputClass} />
          <FieldError field={fields.password} />
        </div>
        <div>
          <label htmlFor={fields.confirmPassword.id} className="block text-sm font-medium">
            Confirm new password
          </label>
          <input {...getInputProps(fields.confirmPassword, { type: "password" })} autoComplete="new-password" className={inputClass} />
          <FieldError field={fields.confirmPassword} />
        </div>
        <SubmitButton busy={navigation.state === "submitting"} busyText="Saving...">
          Set new password
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
