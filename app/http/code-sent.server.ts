/**
 * The answer of the two forms that e-mail a sign-in code (/signin/code, and /two-factor/setup's
 * e-mailed confirmation), kept beside the action pipeline because domain code never imports it.
 * The code is stored and sent after the answer (`waitUntil`), so the answer comes at once and the
 * same for every address.
 */
import { sendSignInCode } from "~/auth/signin-codes.server";
import { succeed } from "./action.server";

export function codeSentReply({ request, waitUntil }: { request: Request; waitUntil: (work: Promise<unknown>) => void }, email: string) {
  waitUntil(sendSignInCode(request, email).catch((error: unknown) => console.error("sign-in code failed", error)));
  return Promise.resolve(succeed({ extra: { sentTo: email } }));
}
