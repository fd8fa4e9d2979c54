/** The passkey forms (issue 38 item 2): the browser's WebAuthn response travels as one JSON field. */
import { z } from "zod";
import { PASSKEY_FAILED, PASSKEY_NAME_TOO_LONG, PASSKEY_NOT_FOUND } from "./texts";

export const PASSKEY_NAME_MAX = 60;
const response = z.string({ error: PASSKEY_FAILED }).max(20_000, PASSKEY_FAILED);

export const PasskeyOptionsSchema = z.object({});
export const PasskeyRegisterSchema = z.object({
  response,
  name: z.string().trim().max(PASSKEY_NAME_MAX, PASSKEY_NAME_TOO_LONG).optional(),
});
export const PasskeySignInSchema = z.object({ response, redirectTo: z.string().max(2000).optional() });
export const PasskeyVerifySchema = z.object({ response });
export const PasskeyRemoveSchema = z.object({ id: z.string({ error: PASSKEY_NOT_FOUND }).max(1_000, PASSKEY_NOT_FOUND) });
