/**
 * Issue 38 item 3: every text of the second factor (TOTP, recovery codes, the aal2 requirement and
 * the 15-minute re-verification). Tested for exact text in test/integration/two-factor.test.ts.
 */
// No imports: the end-to-end specs read these texts too (tsconfig.node.json).

/** A toast (the shape of app/lib/action-reply.ts's ReplyToast). */
type ReplyToast = { title: string; description?: string; type: "success" | "info" };

export const TWO_FACTOR_TITLE = "Two-factor authentication";
export const TWO_FACTOR_ON = "On: an authenticator app gives you a code at sign-in.";
export const TWO_FACTOR_OFF = "Off. Add an authenticator app so that a stolen password alone cannot open your account.";
export const TWO_FACTOR_REQUIRED_NOTE = "Admins and practice accounts need a second factor.";
export const SESSION_AAL2 = "This session: verified with a second factor (aal2).";
export const SESSION_AAL1 = "This session: password only (aal1).";

export const SETUP_INTRO =
  "Add TruSelf to an authenticator app (Google Authenticator, 1Password, Authy...): open the link below on your phone, or type the key into the app. Then enter the 6-digit code it shows.";
export const PASSKEY_INSTEAD = "Prefer a passkey? Add one on your profile instead.";

export const CODE_REQUIRED = "Please enter the code from your authenticator app.";
export const CODE_FORMAT = "Enter the 6-digit code from your authenticator app or one of your recovery codes.";
export const CODE_WRONG = "That code is not valid. Please try again.";
/** A code of a time step already used (the same code twice, or an older one after a newer). */
export const CODE_USED = "That code was already used. Wait for the next code and try again.";
export const NO_SETUP_STARTED = "Start the setup again: no authenticator is waiting for a code.";
export const ALREADY_ON = "Two-factor authentication is already on. Turn it off first to use another authenticator.";
export const NOT_ON = "Two-factor authentication is not on.";
export const NO_FACTOR_TO_VERIFY = "Set up two-factor authentication first.";
/** Turning off an admin's only second factor (issue 38: "removing the last second factor of an admin is refused"). */
export const LAST_FACTOR_REFUSED = "Admins must keep a second factor. Add a passkey before turning off the authenticator app.";
export const TWO_FACTOR_FAILED = "Something went wrong with two-factor authentication. Please try again.";

export const RECOVERY_CODES_NOTE =
  "Save these recovery codes somewhere safe. Each works once, instead of a code from your app. They are shown only now.";

export const TOTP_ENABLED: ReplyToast = {
  title: "Two-factor authentication is on",
  description: "Save your recovery codes now: they are shown only once.",
  type: "success",
};
export const RECOVERY_CODES_REPLACED: ReplyToast = {
  title: "New recovery codes",
  description: "Your old recovery codes no longer work.",
  type: "success",
};
export const TOTP_DISABLED: ReplyToast = { title: "Two-factor authentication is off", type: "success" };
export const VERIFIED: ReplyToast = { title: "Verified", description: "Thank you: this session is verified.", type: "success" };

/** Where the requirement sends someone (app/auth/guards.server.ts), and why. */
export const SETUP_NEEDED: ReplyToast = {
  title: "Set up a second factor",
  description: "Admins and practice accounts need a second factor. Set one up to continue.",
  type: "info",
};
export const VERIFY_NEEDED: ReplyToast = {
  title: "Verify it's you",
  description: "Enter a code from your authenticator app to continue.",
  type: "info",
};
export const FRESH_VERIFY_NEEDED: ReplyToast = {
  title: "Verify it's you again",
  description: "This action needs a second-factor check from the last 15 minutes. Enter a code to continue.",
  type: "info",
};

/** The first factor of an account without one (issue 43 finding 1): a fresh e-mailed confirmation first. */
export const EMAIL_PROOF_NEEDED: ReplyToast = {
  title: "Confirm your email first",
  description: "Adding a second factor needs a code we e-mail you. Send the code, then enter it to continue.",
  type: "info",
};
export const EMAIL_PROOF_INTRO =
  "Before you add a second factor, confirm it's you: we'll e-mail a 6-digit code to your address. It expires in 10 minutes.";
export const EMAIL_PROOF_SENT = (email: string) => `We sent a code to ${email}. Enter it below.`;
export const EMAIL_PROVEN: ReplyToast = { title: "Email confirmed", description: "You can add your second factor now.", type: "success" };

/** What the e-mail to the account's address says changed (issue 43 finding 1: every factor change is told). */
export const FACTOR_CHANGES = {
  totpOn: "an authenticator app was turned on.",
  totpOff: "the authenticator app was turned off.",
  recoveryCodes: "new recovery codes were made (the old ones no longer work).",
  passkeyAdded: "a passkey was added.",
  passkeyRemoved: "a passkey was removed.",
};
