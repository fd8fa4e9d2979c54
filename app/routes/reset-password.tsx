import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { data, Form, Link, useNavigation } from "react-router";
import { resetPasswordWithToken } from "~/auth/accounts.server";
import { accountPageForm } from "~/auth/account-forms";
import { AuthCard } from "~/auth/auth-card";
import { FieldError, FormAlert, inputClass, SubmitButton } from "~/components/ui/form";
import { formSchema } from "~/components/ui/form-schema";
import {
  FACTORS_REMOVED_AT_RESET,
  factorList,
  REMOVE_FACTORS_LABEL,
  RESET_DONE,
  RESET_LINK_INVALID,
  ResetPasswordSchema,
} from "~/auth/schemas";
import { secondFactorsOf } from "~/auth/factors.server";
import { clearSessionCookie } from "~/auth/session.server";
import { trustBrowserFor } from "~/auth/signin-trust.server";
import { peekToken } from "~/auth/tokens.server";
import { fail, formAction, succeed } from "~/http/action.server";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = () => [{ title: "Choose a new password | TruSelf" }, { name: "robots", content: "noindex" }];

/** The URL carries the reset token: the page never sends it on as a Referer (a loader's own headers would not reach the document). */
export const headers: Route.HeadersFunction = () => ({ "Referrer-Policy": "no-referrer" });

/** The account's second factors are listed, with the offer to remove them all (issue 43 finding 8). */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const userId = await peekToken(token, "reset_password");
  const factors = userId ? await secondFactorsOf(userId) : { totp: false, passkeys: 0 };
  return data(
    { token: userId ? token : null, factors: factorList(factors) },
    { status: userId ? 200 : 400, headers: { "Referrer-Policy": "no-referrer" } },
  );
}

export const action = formAction({
  ...accountPageForm,
  schema: ResetPasswordSchema,
  hideFields: ["password", "confirmPassword"],
  async run({ request, value }) {
    const reset = await resetPasswordWithToken(request, value.token, value.password, { removeFactors: value.removeFactors });
    if (!reset) return fail(400, RESET_LINK_INVALID);
    return succeed({
      redirectTo: "/signin",
      // This browser proved the mailbox: no lockout someone else renews keeps it out (issue 33 finding 2).
      headers: [
        ["Set-Cookie", await clearSessionCookie()],
        ["Set-Cookie", await trustBrowserFor(reset.email)],
      ],
      toast: {
        title: "Password updated",
        description: reset.factorsRemoved > 0 ? `${RESET_DONE} ${FACTORS_REMOVED_AT_RESET}` : RESET_DONE,
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
        {loaderData.factors.length > 0 && (
          <fieldset className="space-y-2 rounded-lg border border-gray-200 p-4">
            <legend className="px-1 text-sm font-medium">Your second factors</legend>
            <ul className="list-disc pl-5 text-sm text-gray-700" data-testid="reset-factors">
              {loaderData.factors.map((factor) => (
                <li key={factor}>{factor}</li>
              ))}
            </ul>
            <label className="flex items-start gap-2 text-sm">
              <input type="checkbox" name="removeFactors" className="mt-1" />
              <span>{REMOVE_FACTORS_LABEL}</span>
            </label>
          </fieldset>
        )}
        <SubmitButton busy={navigation.state === "submitting"} busyText="Saving...">
          Set new password
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
