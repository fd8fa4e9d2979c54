/**
 * Passkeys (issue 38 item 2; decision 049): the WebAuthn ceremonies' server halves, as form posts
 * through the action pipeline. The browser code (app/auth/passkeys/passkey-client.ts) asks for
 * options, runs the passkey prompt and posts the response back; removing is a plain form that
 * works without JavaScript (303 back to /profile with a toast).
 */
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
import { createSession, raiseSessionToAal2 } from "~/auth/session.server";
import { fail, formAction, formActions, succeed } from "~/http/action.server";

// The demo account is shared: it never gets a passkey (and so never verifies or removes one).
const accountForm = { who: "user", demo: { refuse: DEMO_READ_ONLY }, unexpected: PASSKEY_UNEXPECTED, back: () => "/profile" } as const;
const publicForm = { who: "anyone", demo: "allow", unexpected: PASSKEY_UNEXPECTED } as const;

export const action = formActions({
  "register-options": formAction({
    ...accountForm,
    schema: PasskeyOptionsSchema,
    limits: ({ user }) => [["passkeyChallengesPerAccount", user.id]],
    async run({ request, user }) {
      const made = await registrationOptions(user, request);
      if ("error" in made) return fail(made.status, made.error);
      return succeed({ extra: { options: made.options } });
    },
  }),
  register: formAction({
    ...accountForm,
    schema: PasskeyRegisterSchema,
    limits: ({ user }) => [["passkeyFailuresPerAccount", user.id]],
    async run({ request, user, value }) {
      const done = await finishRegistration(user, request, value.response, value.name);
      if ("error" in done) return fail(done.status, done.error);
      // The new passkey was just proven with user verification in this session.
      await raiseSessionToAal2(request);
      return succeed({ status: 201, toast: PASSKEY_ADDED_TOAST, extra: { passkey: done.passkey } });
    },
  }),
  remove: formAction({
    ...accountForm,
    schema: PasskeyRemoveSchema,
    async run({ user, value }) {
      const done = await removePasskey(user, value.id);
      if ("error" in done) return fail(done.status, done.error);
      return succeed({ toast: PASSKEY_REMOVED_TOAST });
    },
  }),
  "verify-options": formAction({
    ...accountForm,
    schema: PasskeyOptionsSchema,
    limits: ({ user }) => [["passkeyChallengesPerAccount", user.id]],
    async run({ request, user }) {
      const made = await verificationOptions(user, request);
      if ("error" in made) return fail(made.status, made.error);
      return succeed({ extra: { options: made.options } });
    },
  }),
  verify: formAction({
    ...accountForm,
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
      headers.append("Set-Cookie", clearSignInChallengeCookie());
      return succeed({
        headers,
        toast: { title: "Welcome back!", type: "success" },
        // The browser goes there itself (a full load, so every loader sees the new session).
        extra: { redirectTo: safeRedirect(value.redirectTo) },
      });
    },
  }),
});
