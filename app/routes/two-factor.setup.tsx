import { Form, Link, useNavigation } from "react-router";
import { factorCount, secondFactorsOf } from "~/auth/factors.server";
import { requireUser, safeRedirect } from "~/auth/guards.server";
import { DEMO_READ_ONLY } from "~/auth/schemas";
import { raiseSessionToAal2, type SessionUser } from "~/auth/session.server";
import { codeAttemptLimits, confirmTotp, newRecoveryCodes, startTotp, totpState, turnOffTotp } from "~/auth/totp.server";
import { TotpQrCode } from "~/auth/totp-qr";
import { CodeForm, RecoveryCodes } from "~/auth/two-factor-forms";
import { ConfirmTotpSchema, NewRecoveryCodesSchema, StartTotpSchema, TurnOffTotpSchema } from "~/auth/two-factor-schemas";
import {
  PASSKEY_INSTEAD,
  RECOVERY_CODES_REPLACED,
  SETUP_INTRO,
  TOTP_DISABLED,
  TOTP_ENABLED,
  TWO_FACTOR_FAILED,
  TWO_FACTOR_OFF,
  TWO_FACTOR_ON,
  TWO_FACTOR_TITLE,
  VERIFY_NEEDED,
} from "~/auth/two-factor-texts";
import { SubmitButton } from "~/components/ui/form";
import { fail, formAction, formActions, succeed, type Success } from "~/http/action.server";
import type { Route } from "./+types/two-factor.setup";

export const meta: Route.MetaFunction = () => [{ title: "Two-factor authentication | TruSelf" }, { name: "robots", content: "noindex" }];

/** Issue 38: setting up the authenticator app (TOTP), its recovery codes, and turning it off. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), "/profile");
  return { redirectTo, totp: await totpState(user), isDemo: user.isDemo };
}

/**
 * Changing factors once there is one takes an aal2 session (a stolen password alone must not swap
 * in an attacker's authenticator): an aal1 session is sent to verify first.
 */
async function verifyFirst(user: SessionUser, redirectTo: string | undefined): Promise<Success<object> | null> {
  if (user.aal === "aal2" || factorCount(await secondFactorsOf(user.id)) === 0) return null;
  const back = `/two-factor/setup?redirectTo=${encodeURIComponent(safeRedirect(redirectTo, "/profile"))}`;
  return succeed({ redirectTo: `/two-factor?redirectTo=${encodeURIComponent(back)}`, toast: VERIFY_NEEDED });
}

// The demo account is shared by everyone who tries the product: it gets no second factor.
const setupForm = { who: "user", demo: { refuse: DEMO_READ_ONLY }, page: true, unexpected: TWO_FACTOR_FAILED } as const;
const codeForm = { hideFields: ["code"] };

export const action = formActions({
  start: formAction({
    ...setupForm,
    schema: StartTotpSchema,
    async run({ user, value }) {
      const first = await verifyFirst(user, value.redirectTo);
      if (first) return first;
      const started = await startTotp(user.id);
      if (!started.ok) return fail(started.status, started.message);
      return succeed({ redirectTo: `/two-factor/setup?redirectTo=${encodeURIComponent(safeRedirect(value.redirectTo, "/profile"))}` });
    },
  }),
  confirm: formAction({
    ...setupForm,
    ...codeForm,
    schema: ConfirmTotpSchema,
    limits: codeAttemptLimits,
    async run({ request, user, value }) {
      const first = await verifyFirst(user, value.redirectTo);
      if (first) return first;
      const confirmed = await confirmTotp(user.id, value.code);
      if (!confirmed.ok) return fail(confirmed.status, confirmed.message, confirmed.field);
      // The code just entered is the second factor: this session is aal2 from now.
      await raiseSessionToAal2(request);
      return succeed({ toast: TOTP_ENABLED, extra: { recoveryCodes: confirmed.recoveryCodes } });
    },
  }),
  "recovery-codes": formAction({
    ...setupForm,
    schema: NewRecoveryCodesSchema,
    async run({ user, value }) {
      const first = await verifyFirst(user, value.redirectTo);
      if (first) return first;
      const made = await newRecoveryCodes(user.id);
      if (!made.ok) return fail(made.status, made.message);
      return succeed({ toast: RECOVERY_CODES_REPLACED, extra: { recoveryCodes: made.recoveryCodes } });
    },
  }),
  "turn-off": formAction({
    ...setupForm,
    ...codeForm,
    schema: TurnOffTotpSchema,
    limits: codeAttemptLimits,
    async run({ user, value }) {
      const first = await verifyFirst(user, value.redirectTo);
      if (first) return first;
      const off = await turnOffTotp(user, value.code);
      if (!off.ok) return fail(off.status, off.message, off.field);
      return succeed({ redirectTo: "/profile", toast: TOTP_DISABLED });
    },
  }),
});

/** "ABCD EFGH ..." : the base32 key in groups of four, easier to type. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

export default function TwoFactorSetup({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo, totp, isDemo } = loaderData;
  const navigation = useNavigation();
  const codes = actionData?.ok && "recoveryCodes" in actionData ? (actionData.recoveryCodes as string[]) : null;
  const failure = actionData && !actionData.ok && (actionData.intent === "start" || actionData.intent === "recovery-codes");
  return (
    <main className="mx-auto max-w-xl space-y-6 px-4 py-16">
      <h1 className="text-3xl font-bold">{TWO_FACTOR_TITLE}</h1>
      {codes && <RecoveryCodes codes={codes} next={redirectTo} />}
      {failure && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-700">
          {String(actionData.result.error?.[""]?.[0] ?? "")}
        </p>
      )}
      {totp.on ? (
        <>
          <p className="text-gray-700" data-testid="two-factor-state">
            {TWO_FACTOR_ON} {totp.recoveryCodesLeft} recovery code{totp.recoveryCodesLeft === 1 ? "" : "s"} left.
          </p>
          {!codes && (
            <Link to={redirectTo} className="inline-block font-semibold text-brand-700 hover:underline">
              Continue
            </Link>
          )}
          <Form method="post">
            <input type="hidden" name="intent" value="recovery-codes" />
            <input type="hidden" name="redirectTo" value={redirectTo} />
            <SubmitButton busy={navigation.formData?.get("intent") === "recovery-codes"} busyText="Generating...">
              Generate new recovery codes
            </SubmitButton>
          </Form>
          <section aria-labelledby="turn-off-heading" className="rounded-2xl border border-gray-100 bg-white p-6 shadow-sm">
            <h2 id="turn-off-heading" className="text-lg font-semibold">
              Turn off
            </h2>
            <CodeForm
              intent="turn-off"
              schema={TurnOffTotpSchema}
              reply={actionData?.intent === "turn-off" ? actionData : undefined}
              redirectTo={redirectTo}
              label="Code from your authenticator app"
              submit="Turn off"
              busyText="Turning off..."
            />
          </section>
        </>
      ) : totp.pending ? (
        <>
          <p className="text-gray-700">{SETUP_INTRO}</p>
          <TotpQrCode uri={totp.pending.uri} />
          <p>
            <a href={totp.pending.uri} className="font-semibold text-brand-700 break-all hover:underline" data-testid="otpauth-uri">
              {totp.pending.uri}
            </a>
          </p>
          <p className="text-gray-700">
            Key:{" "}
            <code className="rounded bg-gray-100 px-2 py-1 font-mono" data-testid="totp-secret">
              {grouped(totp.pending.secret)}
            </code>
          </p>
          <CodeForm
            intent="confirm"
            schema={ConfirmTotpSchema}
            reply={actionData?.intent === "confirm" ? actionData : undefined}
            redirectTo={redirectTo}
            label="6-digit code from the app"
            submit="Turn on"
            busyText="Checking..."
          />
        </>
      ) : (
        <>
          <p className="text-gray-700">{TWO_FACTOR_OFF}</p>
          {!isDemo && (
            <Form method="post">
              <input type="hidden" name="intent" value="start" />
              <input type="hidden" name="redirectTo" value={redirectTo} />
              <SubmitButton busy={navigation.formData?.get("intent") === "start"} busyText="Starting...">
                Set up authenticator app
              </SubmitButton>
            </Form>
          )}
          <p className="text-sm text-gray-600">
            <Link to="/profile#passkeys" className="font-semibold text-brand-700 hover:underline">
              {PASSKEY_INSTEAD}
            </Link>
          </p>
        </>
      )}
    </main>
  );
}
