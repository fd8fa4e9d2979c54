import { Link, useNavigate } from "react-router";
import { VerifyPasskeyButton } from "~/auth/passkeys/verify-passkey-button";
import { requireUser, safeRedirect } from "~/auth/guards.server";
import { factorCount, secondFactorsOf } from "~/auth/factors.server";
import { DEMO_READ_ONLY } from "~/auth/schemas";
import { raiseSessionToAal2 } from "~/auth/session.server";
import { codeAttemptLimits, verifySecondFactorCode } from "~/auth/totp.server";
import { CodeForm } from "~/auth/two-factor-forms";
import { VerifySchema } from "~/auth/two-factor-schemas";
import { NO_FACTOR_TO_VERIFY, TWO_FACTOR_FAILED, VERIFIED } from "~/auth/two-factor-texts";
import { fail, formAction, succeed } from "~/http/action.server";
import type { Route } from "./+types/two-factor";

export const meta: Route.MetaFunction = () => [{ title: "Verify it's you | TruSelf" }, { name: "robots", content: "noindex" }];

/** Issue 38: a signed-in user with a second factor proves it here; the session becomes aal2. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request, { anyAal: true });
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), "/profile");
  const factors = await secondFactorsOf(user.id);
  return { redirectTo, totp: factors.totp, passkeys: factors.passkeys > 0, hasFactor: factorCount(factors) > 0 };
}

export const action = formAction({
  who: "user",
  // Proving the factor is what reaches aal2: the aal2 rule cannot apply here (issue 43).
  factor: "proves",
  demo: { refuse: DEMO_READ_ONLY },
  page: true,
  schema: VerifySchema,
  unexpected: TWO_FACTOR_FAILED,
  hideFields: ["code"],
  // Wrong codes only: a right one hands its unit back.
  limits: codeAttemptLimits,
  async run({ request, user, value }) {
    const verified = await verifySecondFactorCode(user.id, value.code);
    if (!verified.ok) return fail(verified.status, verified.message, verified.field);
    await raiseSessionToAal2(request);
    return succeed({ redirectTo: safeRedirect(value.redirectTo, "/profile"), toast: VERIFIED });
  },
});

export default function TwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo, totp, passkeys, hasFactor } = loaderData;
  const navigate = useNavigate();
  if (!hasFactor)
    return (
      <main className="mx-auto max-w-md px-4 py-16">
        <h1 className="text-3xl font-bold">Verify it&apos;s you</h1>
        <p className="mt-4 text-gray-700">{NO_FACTOR_TO_VERIFY}</p>
        <Link
          to={`/two-factor/setup?redirectTo=${encodeURIComponent(redirectTo)}`}
          className="mt-4 inline-block font-semibold text-brand-700 hover:underline"
        >
          Set up two-factor authentication
        </Link>
      </main>
    );
  return (
    <main className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-3xl font-bold">Verify it&apos;s you</h1>
      <p className="mt-2 text-gray-600">
        {totp ? "Enter the 6-digit code from your authenticator app, or one of your recovery codes." : "Enter one of your recovery codes."}
      </p>
      <div className="mt-8">
        <CodeForm
          intent="verify"
          schema={VerifySchema}
          reply={actionData}
          redirectTo={redirectTo}
          label={totp ? "Code from your authenticator app or a recovery code" : "Recovery code"}
          submit="Verify"
          busyText="Verifying..."
        />
      </div>
      {passkeys && <VerifyPasskeyButton className="mt-6" onVerified={() => void navigate(redirectTo)} />}
    </main>
  );
}
