/** /two-factor/setup's page (issues 38 and 43): confirm by e-mail first, then the authenticator app, its recovery codes, turning it off. */
import type { SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { SubmitButton } from "~/components/ui/form";
import { plural } from "~/lib/plural";
import type { TotpState } from "./totp.server";
import { TotpQrCode } from "./totp-qr";
import { CodeForm, RecoveryCodes } from "./two-factor-forms";
import { ConfirmTotpSchema, EmailProofSchema, TurnOffTotpSchema } from "./two-factor-schemas";
import {
  EMAIL_PROOF_INTRO,
  EMAIL_PROOF_SENT,
  PASSKEY_INSTEAD,
  SETUP_INTRO,
  TWO_FACTOR_OFF,
  TWO_FACTOR_ON,
  TWO_FACTOR_TITLE,
} from "./two-factor-texts";

type Reply = { ok: boolean; intent?: string; result: SubmissionResult<string[]>; recoveryCodes?: unknown; sentTo?: unknown } | undefined;

/** The page's three code forms, by intent. */
const CODE_FORMS = {
  "email-confirm": { schema: EmailProofSchema, label: "6-digit code from the e-mail", submit: "Confirm", busyText: "Checking..." },
  confirm: { schema: ConfirmTotpSchema, label: "6-digit code from the app", submit: "Turn on", busyText: "Checking..." },
  "turn-off": { schema: TurnOffTotpSchema, label: "Code from your authenticator app", submit: "Turn off", busyText: "Turning off..." },
};

/** "ABCD EFGH ..." : the base32 key in groups of four, easier to type. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

/** A form of one button that posts its intent (e-mail a code, start, new recovery codes). */
function IntentButton({
  intent,
  redirectTo,
  busyText,
  children,
}: {
  intent: string;
  redirectTo: string;
  busyText: string;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <SubmitButton busy={navigation.formData?.get("intent") === intent} busyText={busyText}>
        {children}
      </SubmitButton>
    </Form>
  );
}

export function TwoFactorSetupPage({
  redirectTo,
  totp,
  isDemo,
  needsEmailProof,
  email,
  reply,
}: {
  redirectTo: string;
  totp: TotpState;
  isDemo: boolean;
  needsEmailProof: boolean;
  email: string;
  reply: Reply;
}) {
  const codes = reply?.ok && "recoveryCodes" in reply ? (reply.recoveryCodes as string[]) : null;
  const failure = reply && !reply.ok && ["start", "recovery-codes", "email-code"].includes(reply.intent ?? "") ? reply : null;
  const sentTo = reply?.ok && "sentTo" in reply ? String(reply.sentTo) : null;
  const codeForm = (intent: keyof typeof CODE_FORMS) => (
    <CodeForm intent={intent} {...CODE_FORMS[intent]} reply={reply?.intent === intent ? reply : undefined} redirectTo={redirectTo} />
  );
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
          <IntentButton intent="email-code" redirectTo={redirectTo} busyText="Sending...">
            {sentTo ? "Send a new code" : `E-mail a code to ${email}`}
          </IntentButton>
          {(sentTo || reply?.intent === "email-confirm") && (
            <>
              {sentTo && <p className="text-gray-700">{EMAIL_PROOF_SENT(sentTo)}</p>}
              {codeForm("email-confirm")}
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
          <IntentButton intent="recovery-codes" redirectTo={redirectTo} busyText="Generating...">
            Generate new recovery codes
          </IntentButton>
          <section aria-labelledby="turn-off-heading" className="rounded-2xl border border-gray-100 bg-white p-6 shadow-sm">
            <h2 id="turn-off-heading" className="text-lg font-semibold">
              Turn off
            </h2>
            {codeForm("turn-off")}
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
          {codeForm("confirm")}
        </>
      ) : (
        <>
          <p className="text-gray-700">{TWO_FACTOR_OFF}</p>
          {!isDemo && (
            <IntentButton intent="start" redirectTo={redirectTo} busyText="Starting...">
              Set up authenticator app
            </IntentButton>
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
