/**
 * Passkeys (issue 38 item 2; decision 049): the WebAuthn ceremonies' server halves, as form posts
 * through the action pipeline. The browser code (app/auth/passkeys/passkey-client.ts) asks for
 * options, runs the passkey prompt and posts the response back; removing is a plain form that
 * works without JavaScript (303 back to /profile with a toast).
 */
import { sendFactorChangeNotice } from "~/auth/account-notices.server";
import { safeRedirect } from "~/auth/guards.server";
import {
  clearSignInChallengeCookie,
  finishRegistration,
  finishSignIn,
  finishVerification,
  registrationOptions,
  removePasskey,
  signInOptions,
  verificationOptions,
} from "~/auth/passkeys/passkeys.server";
import {
  PasskeyOptionsSchema,
  PasskeyRegisterSchema,
  PasskeyRemoveSchema,
  PasskeySignInSchema,
  PasskeyVerifySchema,
} from "~/auth/passkeys/schemas";
import { PASSKEY_ADDED_TOAST, PASSKEY_REMOVED_TOAST, PASSKEY_UNEXPECTED, PASSKEY_VERIFIED_TOAST } from "~/auth/passkeys/texts";
import { DEMO_READ_ONLY } from "~/auth/schemas";
import { createSession, raiseSessionToAal2, type SessionUser } from "~/auth/session.server";
import { FACTOR_CHANGES } from "~/auth/two-factor-texts";
import { fail, formAction, formActions, succeed } from "~/http/action.server";

// The demo account is shared: it never gets a passkey (and so never verifies or removes one).
const accountForm = { who: "user", demo: { refuse: DEMO_READ_ONLY }, unexpected: PASSKEY_UNEXPECTED, back: () => "/profile" } as const;
// Adding or removing one passes the pipeline's factor-change gate (issue 43: a factor proven in the
// last 15 minutes, or for the first a fresh e-mailed confirmation) and e-mails the account's address;
// proving one is what reaches aal2, so the aal2 rule cannot apply to it.
const changeForm = { ...accountForm, factor: "changes" } as const;
const proofForm = { ...accountForm, factor: "proves" } as const;
const notify = (request: Request, user: SessionUser, change: string) =>
  sendFactorChangeNotice(request, user, change).catch((error: unknown) => console.error("factor notice failed", error));
const publicForm = { who: "anyone", factor: "any", demo: "allow", unexpected: PASSKEY_UNEXPECTED } as const;

/** A signed-in account's ceremony options (to add a passkey, or to prove one): one challenge each, counted per account. */
const optionsForm = (form: typeof changeForm | typeof proofForm, options: typeof registrationOptions | typeof verificationOptions) =>
  formAction({
    ...form,
    schema: PasskeyOptionsSchema,
    limits: ({ user }) => [["passkeyChallengesPerAccount", user.id]],
    async run({ request, user }) {
      const made = await options(user, request);
      if ("error" in made) return fail(made.status, made.error);
      return succeed({ extra: { options: made.options } });
    },
  });

export const action = formActions({
  "register-options": optionsForm(changeForm, registrationOptions),
  register: formAction({
    ...changeForm,
    schema: PasskeyRegisterSchema,
    limits: ({ user }) => [["passkeyFailuresPerAccount", user.id]],
    async run({ request, waitUntil, user, value }) {
      const done = await finishRegistration(user, request, value.response, value.name);
      if ("error" in done) return fail(done.status, done.error);
      // The new passkey was just proven with user verification in this session.
      await raiseSessionToAal2(request);
      waitUntil(notify(request, user, FACTOR_CHANGES.passkeyAdded));
      return succeed({ status: 201, toast: PASSKEY_ADDED_TOAST, extra: { passkey: done.passkey } });
    },
  }),
  remove: formAction({
    ...changeForm,
    schema: PasskeyRemoveSchema,
    async run({ request, waitUntil, user, value }) {
      const done = await removePasskey(user, value.id);
      if ("error" in done) return fail(done.status, done.error);
      waitUntil(notify(request, user, FACTOR_CHANGES.passkeyRemoved));
      return succeed({ toast: PASSKEY_REMOVED_TOAST });
    },
  }),
  "verify-options": optionsForm(proofForm, verificationOptions),
  verify: formAction({
    ...proofForm,
    schema: PasskeyVerifySchema,
    limits: ({ user }) => [["passkeyFailuresPerAccount", user.id]],
    async run({ request, user, value }) {
      const done = await finishVerification(user, request, value.response);
      if ("error" in done) return fail(done.status, done.error);
      await raiseSessionToAal2(request);
      return succeed({ toast: PASSKEY_VERIFIED_TOAST });
    },
  }),
  "signin-options": formAction({
    ...publicForm,
    schema: PasskeyOptionsSchema,
    limits: ({ ip }) => [["passkeyChallengesPerIp", ip]],
    async run({ request }) {
      const { options, cookie } = await signInOptions(request);
      return succeed({ headers: { "Set-Cookie": cookie }, extra: { options } });
    },
  }),
  signin: formAction({
    ...publicForm,
    schema: PasskeySignInSchema,
    limits: ({ ip }) => [["signInFailuresPerIp", ip]],
    async run({ request, value }) {
      const done = await finishSignIn(request, value.response);
      if ("error" in done) return fail(done.status, done.error);
      // A passkey with user verification is two factors in one: the session starts at aal2.
      const headers = new Headers();
      headers.append("Set-Cookie", await createSession(done.userId, request, "aal2"));
      headers.append("Set-Cookie", await clearSignInChallengeCookie());
      return succeed({
        headers,
        toast: { title: "Welcome back!", type: "success" },
        // The browser goes there itself (a full load, so every loader sees the new session).
        extra: { redirectTo: safeRedirect(value.redirectTo) },
      });
    },
  }),
});
