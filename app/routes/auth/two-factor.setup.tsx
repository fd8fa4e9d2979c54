import { Form, Link, useNavigation } from "react-router";
import { sendFactorChangeNotice } from "~/auth/account-notices.server";
import { factorCount, secondFactorsOf } from "~/auth/factors.server";
import { FRESH_FACTOR_MS, requireUser, safeRedirect } from "~/auth/guards.server";
import { DEMO_READ_ONLY } from "~/auth/schemas";
import { markSessionEmailProven, raiseSessionToAal2, type SessionUser } from "~/auth/session.server";
import { sendSignInCode, signInWithCode } from "~/auth/signin-codes.server";
import { codeAttemptLimits, confirmTotp, newRecoveryCodes, startTotp, totpState, turnOffTotp } from "~/auth/totp.server";
import { TotpQrCode } from "~/auth/totp-qr";
import { CodeForm, RecoveryCodes } from "~/auth/two-factor-forms";
import {
  ConfirmTotpSchema,
  EmailProofSchema,
  NewRecoveryCodesSchema,
  SendEmailProofSchema,
  StartTotpSchema,
  TurnOffTotpSchema,
} from "~/auth/two-factor-schemas";
import {
  EMAIL_PROOF_INTRO,
  EMAIL_PROOF_SENT,
  EMAIL_PROVEN,
  FACTOR_CHANGES,
  PASSKEY_INSTEAD,
  RECOVERY_CODES_REPLACED,
  SETUP_INTRO,
  TOTP_DISABLED,
  TOTP_ENABLED,
  TWO_FACTOR_FAILED,
  TWO_FACTOR_OFF,
  TWO_FACTOR_ON,
  TWO_FACTOR_TITLE,
} from "~/auth/two-factor-texts";
import { SubmitButton } from "~/components/ui/form";
import { fail, FORBIDDEN, formAction, formActions, succeed } from "~/http/action.server";
import { plural } from "~/lib/plural";
import type { Route } from "./+types/two-factor.setup";

export const meta: Route.MetaFunction = () => [{ title: "Two-factor authentication | TruSelf" }, { name: "robots", content: "noindex" }];

/**
 * Issue 38: setting up the authenticator app (TOTP), its recovery codes, and turning it off. Issue
 * 43: an account's first factor needs a fresh e-mailed confirmation, asked for here first.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request, { anyAal: true });
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), "/profile");
  const hasFactor = factorCount(await secondFactorsOf(user.id)) > 0;
  const emailProven = Date.now() - (user.emailProvenAt?.getTime() ?? 0) <= FRESH_FACTOR_MS;
  return { redirectTo, totp: await totpState(user), isDemo: user.isDemo, needsEmailProof: !hasFactor && !emailProven, email: user.email };
}

// The demo account is shared by everyone who tries the product: it gets no second factor. Each
// factor change passes the pipeline's factor-change gate (a fresh factor, or for the first one a
// fresh e-mailed confirmation) and e-mails the account's address.
const setupForm = { who: "user", demo: { refuse: DEMO_READ_ONLY }, page: true, unexpected: TWO_FACTOR_FAILED } as const;
const changeForm = { ...setupForm, factor: "changes" } as const;
const codeForm = { hideFields: ["code"] };
const setupPage = (redirectTo: string | undefined) =>
  `/two-factor/setup?redirectTo=${encodeURIComponent(safeRedirect(redirectTo, "/profile"))}`;

export const action = formActions({
  "email-code": formAction({
    ...setupForm,
    factor: "proves",
    schema: SendEmailProofSchema,
    limits: ({ ip, user }) => [
      ["signInCodesPerEmail", user.email],
      ["signInCodesPerIp", ip],
    ],
    run({ request, waitUntil, user }) {
      waitUntil(sendSignInCode(request, user.email).catch((error: unknown) => console.error("confirmation code failed", error)));
      return Promise.resolve(succeed({ extra: { sentTo: user.email } }));
    },
  }),
  "email-confirm": formAction({
    ...setupForm,
    ...codeForm,
    factor: "proves",
    schema: EmailProofSchema,
    limits: ({ ip }) => [["signInCodeChecksPerIp", ip]],
    async run({ request, user, value }) {
      const proven = await signInWithCode(request, user.email, value.code);
      if (!proven.ok) return fail(proven.status, proven.message, proven.field);
      if (proven.userId !== user.id) return fail(403, FORBIDDEN);
      await markSessionEmailProven(request);
      return succeed({ redirectTo: setupPage(value.redirectTo), toast: EMAIL_PROVEN });
    },
  }),
  start: formAction({
    ...changeForm,
    schema: StartTotpSchema,
    async run({ user, value }) {
      const started = await startTotp(user.id);
      if (!started.ok) return fail(started.status, started.message);
      return succeed({ redirectTo: setupPage(value.redirectTo) });
    },
  }),
  confirm: formAction({
    ...changeForm,
    ...codeForm,
    schema: ConfirmTotpSchema,
    limits: codeAttemptLimits,
    async run({ request, waitUntil, user, value }) {
      const confirmed = await confirmTotp(user.id, value.code);
      if (!confirmed.ok) return fail(confirmed.status, confirmed.message, confirmed.field);
      // The code just entered is the second factor: this session is aal2 from now.
      await raiseSessionToAal2(request);
      waitUntil(notify(request, user, FACTOR_CHANGES.totpOn));
      return succeed({ toast: TOTP_ENABLED, extra: { recoveryCodes: confirmed.recoveryCodes } });
    },
  }),
  "recovery-codes": formAction({
    ...changeForm,
    schema: NewRecoveryCodesSchema,
    async run({ request, waitUntil, user }) {
      const made = await newRecoveryCodes(user.id);
      if (!made.ok) return fail(made.status, made.message);
      waitUntil(notify(request, user, FACTOR_CHANGES.recoveryCodes));
      return succeed({ toast: RECOVERY_CODES_REPLACED, extra: { recoveryCodes: made.recoveryCodes } });
    },
  }),
  "turn-off": formAction({
    ...changeForm,
    ...codeForm,
    schema: TurnOffTotpSchema,
    limits: codeAttemptLimits,
    async run({ request, waitUntil, user, value }) {
      const off = await turnOffTotp(user, value.code);
      if (!off.ok) return fail(off.status, off.message, off.field);
      waitUntil(notify(request, user, FACTOR_CHANGES.totpOff));
      return succeed({ redirectTo: "/profile", toast: TOTP_DISABLED });
    },
  }),
});

function notify(request: Request, user: SessionUser, change: string): Promise<void> {
  return sendFactorChangeNotice(request, user, change).catch((error: unknown) => console.error("factor notice failed", error));
}

/** "ABCD EFGH ..." : the base32 key in groups of four, easier to type. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

export default function TwoFactorSetup({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo, totp, isDemo, needsEmailProof, email } = loaderData;
  const navigation = useNavigation();
  const codes = actionData?.ok && "recoveryCodes" in actionData ? (actionData.recoveryCodes as string[]) : null;
  const failure =
    actionData && !actionData.ok && ["start", "recovery-codes", "email-code"].includes(actionData.intent ?? "") ? actionData : null;
  const sentTo = actionData?.ok && "sentTo" in actionData ? String(actionData.sentTo) : null;
  return (
    <main className="mx-auto max-w-xl space-y-6 px-4 py-16">
      <h1 className="text-3xl font-bold">{TWO_FACTOR_TITLE}</h1>
      {codes && <RecoveryCodes codes={codes} next={redirectTo} />}
      {failure && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-700">
          {String(failure.result.error?.[""]?.[0] ?? "")}
        </p>
      )}
      {needsEmailProof && !isDemo ? (
        <section aria-labelledby="email-proof-heading" className="space-y-4 rounded-2xl border border-gray-100 bg-white p-6 shadow-sm">
          <h2 id="email-proof-heading" className="text-lg font-semibold">
            Confirm it&apos;s you
          </h2>
          <p className="text-gray-700">{EMAIL_PROOF_INTRO}</p>
          <Form method="post">
            <input type="hidden" name="intent" value="email-code" />
            <input type="hidden" name="redirectTo" value={redirectTo} />
            <SubmitButton busy={navigation.formData?.get("intent") === "email-code"} busyText="Sending...">
              {sentTo ? "Send a new code" : `E-mail a code to ${email}`}
            </SubmitButton>
          </Form>
          {(sentTo || actionData?.intent === "email-confirm") && (
            <>
              {sentTo && <p className="text-gray-700">{EMAIL_PROOF_SENT(sentTo)}</p>}
              <CodeForm
                intent="email-confirm"
                schema={EmailProofSchema}
                reply={actionData?.intent === "email-confirm" ? actionData : undefined}
                redirectTo={redirectTo}
                label="6-digit code from the e-mail"
                submit="Confirm"
                busyText="Checking..."
              />
            </>
          )}
        </section>
      ) : totp.on ? (
        <>
          <p className="text-gray-700" data-testid="two-factor-state">
            {TWO_FACTOR_ON} {plural(totp.recoveryCodesLeft, "recovery code")} left.
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
