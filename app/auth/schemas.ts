/** Form schemas shared by the browser (conform) and the server actions. Messages are the exact texts of docs/requirements.md (000 §5, 001 §5). */
import { z } from "zod";
import { at } from "~/lib/invariant";
import { AVATAR_TOO_LARGE, AVATAR_TYPES, AVATAR_UPLOAD_INVALID, AVATAR_WRONG_TYPE, MAX_AVATAR_BYTES } from "~/media/avatar-rules";

/** Requirements 001 §5 (000 §5 says "Please enter both email and password"; 001 stands for the auth pages: docs/requirements.md). */
export const SIGN_IN_REQUIRED = "Email and password are required.";
/** Requirements 001 §5: sign-up with a required field (name, e-mail, password) left empty. */
export const SIGN_UP_REQUIRED = "All required fields must be filled.";
export const INVALID_CREDENTIALS = "Invalid credentials. Please try again.";
export const EMAIL_NOT_VERIFIED = "Please verify your email address before signing in. Check your inbox for the verification link.";

export const NAMES_REQUIRED = "Please enter your first and last name";
export const NAME_TOO_LONG = "Names must be 50 characters or less.";
export const NAME_CHARACTERS = "Names can only contain letters, spaces, hyphens, periods and apostrophes.";
export const INVALID_EMAIL = "Please enter a valid email address";
export const PASSWORD_TOO_SHORT = "Password must be at least 8 characters long";
export const PASSWORD_TOO_LONG = "Password must be 128 characters or less.";
export const PASSWORDS_DO_NOT_MATCH = "Passwords do not match";
export const TERMS_REQUIRED = "Please agree to the terms and conditions";
export const INVALID_REFERRAL_SOURCE = "Please choose how you heard about us from the list.";
export const CURRENT_PASSWORD_REQUIRED = "Please enter your current password.";
export const CURRENT_PASSWORD_WRONG = "Current password is incorrect.";
export const SIGN_UP_FAILED = "Failed to create account. Please try again.";
export const SIGN_UP_EXPIRED = "Your sign-up session expired. Please enter your details again.";
export const SIGN_UP_SUCCESS = "Please check your email to verify your account.";
export const VERIFY_LINK_INVALID = "This verification link is invalid or has expired.";
export const RESET_LINK_INVALID = "This password reset link is invalid or has expired.";
export const DEMO_READ_ONLY = "The demo account can't be changed.";

export function resetLinkSentMessage(email: string): string {
  return `If an account exists for ${email}, we sent a link to reset your password. The link expires in 1 hour.`;
}

export const MAX_NAME = 50;
export const MIN_PASSWORD = 8;
export const MAX_PASSWORD = 128;
export const MAX_EMAIL = 254;

/** What the WHATWG e-mail input accepts: ASCII local part, dotted ASCII host. */
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
/** Letters of any script (with their accents), spaces, hyphens, periods and apostrophes. */
const NAME_PATTERN = /^\p{L}[\p{L}\p{M} .'’-]*$/u;

export const REFERRAL_SOURCES = [
  { value: "linkedin", label: "LinkedIn" },
  { value: "truself", label: "TruSelf" },
  { value: "facebook-group", label: "Facebook Group" },
  { value: "instagram", label: "Instagram" },
  { value: "other", label: "Other" },
] as const;
const REFERRAL_VALUES = REFERRAL_SOURCES.map((s) => s.value) as [string, ...string[]];

/**
 * A text field where "missing" is just empty: conform sends empty inputs as undefined, and a
 * missing-type error would stop the other checks (e.g. password match) from running. Rules are
 * checked in order and only the first failure is reported, so each field shows one message.
 * (Checks are refinements, not piped z.string()s: conform would strip "" inside a pipe again.)
 */
const text = (message: string) =>
  z
    .string({ error: message })
    .optional()
    .transform((v) => v ?? "");

type Rule = [(value: string) => boolean, string];
const firstFailure = (rules: Rule[]) => (value: string, ctx: z.RefinementCtx) => {
  for (const [ok, message] of rules) {
    if (!ok(value)) {
      ctx.addIssue({ code: "custom", message });
      return;
    }
  }
};

/** A first or last name; `required` is the message for an empty one. */
const nameField = (required: string) =>
  text(NAMES_REQUIRED)
    .transform((v) => v.normalize("NFC").trim().replace(/\s+/g, " "))
    .superRefine(
      firstFailure([
        [(v) => v.length > 0, required],
        [(v) => v.length <= MAX_NAME, NAME_TOO_LONG],
        [(v) => NAME_PATTERN.test(v), NAME_CHARACTERS],
      ]),
    );
const name = nameField(NAMES_REQUIRED);

/** An e-mail address; `required` is the message for an empty one (else it is just not valid). */
export const emailOf = (required: string) =>
  text(INVALID_EMAIL)
    .transform((v) => v.trim().toLowerCase())
    .superRefine(
      firstFailure([
        [(v) => v.length > 0, required],
        [(v) => v.length <= MAX_EMAIL, INVALID_EMAIL],
        [(v) => EMAIL_PATTERN.test(v), INVALID_EMAIL],
      ]),
    );
export const emailField = emailOf(INVALID_EMAIL);

const newPassword = text(PASSWORD_TOO_SHORT).superRefine(
  firstFailure([
    [(v) => v.length >= MIN_PASSWORD, PASSWORD_TOO_SHORT],
    [(v) => v.length <= MAX_PASSWORD, PASSWORD_TOO_LONG],
  ]),
);

function passwordsMatch<T extends { password?: string; confirmPassword?: string }>(value: T, ctx: z.RefinementCtx) {
  if ((value.password ?? "") !== (value.confirmPassword ?? "")) {
    ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: PASSWORDS_DO_NOT_MATCH });
  }
}

export const SignInSchema = z.object({
  email: z.string({ error: SIGN_IN_REQUIRED }).trim().toLowerCase().min(1, SIGN_IN_REQUIRED).max(254, INVALID_CREDENTIALS),
  password: z.string({ error: SIGN_IN_REQUIRED }).min(1, SIGN_IN_REQUIRED).max(1000, INVALID_CREDENTIALS),
  redirectTo: z.string().optional(),
});

/**
 * Sign-up step 1. When the visitor comes back from step 2, the password is already kept
 * server-side (never echoed into the page): `keepPassword` then lets both password fields stay empty.
 */
export const SignUpStep1Schema = z
  .object({
    firstName: nameField(SIGN_UP_REQUIRED),
    lastName: nameField(SIGN_UP_REQUIRED),
    email: emailOf(SIGN_UP_REQUIRED),
    password: z.string().optional(),
    confirmPassword: z.string().optional(),
    /** A checkbox: "on" when ticked. Checked below so a missing box never hides the other errors. */
    agreeToTerms: z.string().optional(),
    keepPassword: z.string().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.agreeToTerms !== "on") ctx.addIssue({ code: "custom", path: ["agreeToTerms"], message: TERMS_REQUIRED });
    if (value.keepPassword === "on" && value.password === undefined && value.confirmPassword === undefined) return;
    const password = newPassword.safeParse(value.password);
    if (!value.password) ctx.addIssue({ code: "custom", path: ["password"], message: SIGN_UP_REQUIRED });
    else if (!password.success) ctx.addIssue({ code: "custom", path: ["password"], message: at(password.error.issues, 0).message });
    passwordsMatch(value, ctx);
  });

export { AVATAR_TOO_LARGE, AVATAR_TYPES, AVATAR_UPLOAD_INVALID, AVATAR_WRONG_TYPE, MAX_AVATAR_BYTES };

/** A photo sent with the form itself (no JavaScript); the server still sniffs its bytes. */
export const photoFile = z
  .instanceof(File, { message: AVATAR_WRONG_TYPE })
  .refine((file) => file.size <= MAX_AVATAR_BYTES, AVATAR_TOO_LARGE)
  .refine((file) => !file.type || (AVATAR_TYPES as readonly string[]).includes(file.type), AVATAR_WRONG_TYPE)
  .optional();

/** The id of a photo the browser already uploaded (compressed) through a signed upload URL. */
export const avatarUploadId = z.string().uuid(AVATAR_UPLOAD_INVALID).optional();

export const SignUpStep2Schema = z.object({
  photo: photoFile,
  avatarUploadId,
  referralSources: z
    .array(z.enum(REFERRAL_VALUES, { error: INVALID_REFERRAL_SOURCE }))
    .max(REFERRAL_SOURCES.length, INVALID_REFERRAL_SOURCE)
    .optional(),
});

export const ForgotPasswordSchema = z.object({ email: emailField });

export const ResetPasswordSchema = z
  .object({
    token: z.string().max(100),
    password: newPassword,
    confirmPassword: z.string().optional(),
    // "Also remove my passkeys and authenticator app" (issue 43 finding 8: recovery evicts an intruder's factor).
    removeFactors: z
      .string()
      .max(10)
      .optional()
      .transform((v) => v === "on"),
  })
  .superRefine(passwordsMatch);

export const ResendVerificationSchema = z.object({ email: emailField });

export const ProfileNamesSchema = z.object({ intent: z.literal("update-names"), firstName: name, lastName: name });

export const ProfileAvatarSchema = z.object({ intent: z.literal("update-avatar"), photo: photoFile, avatarUploadId });

/** Forms that are only a button: the intent is all they send. */
export const SignOutSchema = z.object({});
export const RemoveAvatarSchema = z.object({ intent: z.literal("remove-avatar") });
export const SignOutEverywhereSchema = z.object({ intent: z.literal("sign-out-everywhere") });

export const ChangePasswordSchema = z
  .object({
    intent: z.literal("change-password"),
    currentPassword: text(CURRENT_PASSWORD_REQUIRED).superRefine(
      firstFailure([
        [(v) => v.length > 0, CURRENT_PASSWORD_REQUIRED],
        [(v) => v.length <= 1000, CURRENT_PASSWORD_WRONG],
      ]),
    ),
    password: newPassword,
    confirmPassword: z.string().optional(),
  })
  .superRefine(passwordsMatch);

/** The password reset page (issue 43 finding 8): the account's factors, and the offer to remove them. */
export const RESET_DONE = "Your password has been reset. Please sign in with your new password.";
export const REMOVE_FACTORS_LABEL =
  "Also remove all of these (recommended if you did not add them yourself). You can add a second factor again after signing in.";
export const FACTORS_REMOVED_AT_RESET = "Your passkeys and authenticator app were removed.";
export function factorList(factors: { totp: boolean; passkeys: number }): string[] {
  const list = factors.totp ? ["An authenticator app (with its recovery codes)"] : [];
  if (factors.passkeys > 0) list.push(factors.passkeys === 1 ? "1 passkey" : `${factors.passkeys} passkeys`);
  return list;
}
