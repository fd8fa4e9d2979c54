/** The forms of signing in with an e-mailed code: shared by the browser (conform) and the actions. */
import { z } from "zod";
import { emailOf } from "./schemas";
import { CODE_ADDRESS_REQUIRED, CODE_FORMAT } from "./signin-code-texts";

const address = emailOf(CODE_ADDRESS_REQUIRED);

export const SendSignInCodeSchema = z.object({
  intent: z.literal("send-code"),
  email: address,
  redirectTo: z.string().optional(),
});

export const VerifySignInCodeSchema = z.object({
  intent: z.literal("verify-code"),
  email: address,
  code: z
    .string({ error: CODE_FORMAT })
    .transform((v) => v.replace(/\s+/g, ""))
    .refine((v) => /^\d{6}$/.test(v), CODE_FORMAT),
  redirectTo: z.string().optional(),
});
