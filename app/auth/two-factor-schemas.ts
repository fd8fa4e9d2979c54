/** The second factor's forms (issue 38 item 3), shared by the browser (conform) and the actions. */
import { z } from "zod";
import { CODE_FORMAT as SIGN_IN_CODE_FORMAT } from "./signin-code-texts";
import { CODE_FORMAT, CODE_REQUIRED } from "./two-factor-texts";

/** A TOTP code: 6 digits (spaces ignored). */
export const TOTP_CODE = /^\d{6}$/;
/** A recovery code: 10 letters and digits of base32, shown as two groups of five. */
export const RECOVERY_CODE = /^[a-z2-7]{5}-?[a-z2-7]{5}$/;

const code = (pattern: RegExp) =>
  z
    .string({ error: CODE_REQUIRED })
    .transform((v) => v.replace(/\s+/g, "").toLowerCase())
    .pipe(z.string().min(1, CODE_REQUIRED).max(20, CODE_FORMAT).regex(pattern, CODE_FORMAT));

const redirectTo = z.string().max(2000).optional();

/** /two-factor: a code from the app or a recovery code. */
export const VerifySchema = z.object({
  intent: z.literal("verify"),
  code: code(new RegExp(`${TOTP_CODE.source}|${RECOVERY_CODE.source}`)),
  redirectTo,
});
export const StartTotpSchema = z.object({ intent: z.literal("start"), redirectTo });
export const ConfirmTotpSchema = z.object({ intent: z.literal("confirm"), code: code(TOTP_CODE), redirectTo });
export const NewRecoveryCodesSchema = z.object({ intent: z.literal("recovery-codes"), redirectTo });
export const TurnOffTotpSchema = z.object({ intent: z.literal("turn-off"), code: code(TOTP_CODE), redirectTo });

/**
 * /two-factor/setup's e-mailed confirmation before an account's first factor (issue 43 finding 1):
 * send a code to the account's own address, then enter it (the sign-in code's format and message).
 */
export const SendEmailProofSchema = z.object({ intent: z.literal("email-code"), redirectTo });
export const EmailProofSchema = z.object({
  intent: z.literal("email-confirm"),
  code: z
    .string({ error: SIGN_IN_CODE_FORMAT })
    .transform((v) => v.replace(/\s+/g, ""))
    .refine((v) => /^\d{6}$/.test(v), SIGN_IN_CODE_FORMAT),
  redirectTo,
});
