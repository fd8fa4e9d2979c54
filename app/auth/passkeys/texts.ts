/** Every text the passkey flows show (issue 38 item 2); test/integration/passkeys.test.ts checks each. */
export const PASSKEY_NOT_REGISTERED = "That passkey is not registered with TruSelf.";
/** The browser's prompt was closed or timed out: nothing went wrong, nothing is alarming. */
export const PASSKEY_CANCELLED = "No passkey was used. You can try again, or sign in another way.";
export const PASSKEY_UNSUPPORTED = "This browser can't use passkeys. Please sign in another way.";
export const PASSKEY_FAILED = "We couldn't verify that passkey. Please try again.";
/** The challenge is missing, used already or older than 5 minutes. */
export const PASSKEY_EXPIRED = "That passkey request has expired. Please try again.";
export const PASSKEY_NOT_FOUND = "That passkey was not found.";
export const PASSKEY_NONE = "You have no passkeys yet.";
export const PASSKEY_NAME_TOO_LONG = "Please keep the passkey's name to 60 characters or fewer.";
export const PASSKEY_ALREADY_ADDED = "That passkey is already added to your account.";
/** Adding a factor to an account that has one already needs that factor first (a password alone never adds one). */
export const PASSKEY_VERIFY_FIRST = "Please verify with your passkey or authenticator app before adding another passkey.";
export const PASSKEY_LAST_FACTOR =
  "You can't remove your only second factor: admin accounts must keep one. Add another passkey or an authenticator app first.";
export const PASSKEY_UNEXPECTED = "Something went wrong with the passkey. Please try again.";

export const PASSKEY_ADDED_TOAST = { title: "Passkey added", description: "You can now sign in with it.", type: "success" } as const;
export const PASSKEY_REMOVED_TOAST = { title: "Passkey removed", type: "success" } as const;
export const PASSKEY_VERIFIED_TOAST = { title: "Verified", description: "Your passkey was verified.", type: "success" } as const;

/** Default names, from the credential's device type. */
export const PASSKEY_NAME_SYNCED = "Synced passkey";
export const PASSKEY_NAME_DEVICE = "Passkey on this device";

/** /profile's Passkeys section. */
export const PASSKEYS_SECTION_DESCRIPTION = "Sign in with your fingerprint, face or screen lock instead of a password.";
export const PASSKEY_NEEDS_JAVASCRIPT = "Adding a passkey needs JavaScript in a browser that supports passkeys.";
