import { sendFactorChangeNotice } from "~/auth/account-notices.server";
import { factorCount, secondFactorsOf } from "~/auth/factors.server";
import { FRESH_FACTOR_MS, requireUser, safeRedirect } from "~/auth/guards.server";
import { DEMO_READ_ONLY } from "~/auth/schemas";
import { markSessionEmailProven, raiseSessionToAal2, type SessionUser } from "~/auth/session.server";
import { signInWithCode } from "~/auth/signin-codes.server";
import { codeAttemptLimits, confirmTotp, newRecoveryCodes, startTotp, totpState, turnOffTotp } from "~/auth/totp.server";
import { TwoFactorSetupPage } from "~/auth/two-factor-setup";
import {
  ConfirmTotpSchema,
  EmailProofSchema,
  NewRecoveryCodesSchema,
  SendEmailProofSchema,
  StartTotpSchema,
  TurnOffTotpSchema,
} from "~/auth/two-factor-schemas";
import {
  EMAIL_PROVEN,
  FACTOR_CHANGES,
  RECOVERY_CODES_REPLACED,
  TOTP_DISABLED,
  TOTP_ENABLED,
  TWO_FACTOR_FAILED,
} from "~/auth/two-factor-texts";
import { fail, FORBIDDEN, formAction, formActions, succeed } from "~/http/action.server";
import { codeSentReply } from "~/http/code-sent.server";
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
    run: (args) => codeSentReply(args, args.user.email),
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

export default function TwoFactorSetup({ loaderData, actionData }: Route.ComponentProps) {
  return <TwoFactorSetupPage {...loaderData} reply={actionData} />;
}
