/** What the account pages' forms (sign-in, sign-up, password reset, verification) declare alike. */
import type { z } from "zod";
import type { ReplyToast } from "~/lib/action-reply";
import type { LimitCheck, LimitName } from "~/lib/limits";

export const UNEXPECTED_ERROR = "An unexpected error occurred. Please try again.";

/** Open to anyone, answered on the page itself. */
// They act on an address (sign in, sign up, an e-mailed link), not as a signed-in account: outside the aal rule.
export const accountPageForm = { who: "anyone", factor: "any", page: true, unexpected: UNEXPECTED_ERROR } as const;

/** Two limits: one per client address, one per e-mail address typed into the form. */
export function perIpAndEmail(ipLimit: LimitName, emailLimit: LimitName) {
  return ({ ip, value }: { ip: string; value: { email: string } }): LimitCheck[] => [
    [ipLimit, ip],
    [emailLimit, value.email],
  ];
}

/**
 * The forms that e-mail a link (a password reset, a new verification link): the e-mail goes out
 * after the answer, so the answer takes as long whether or not the account exists, and says the
 * same either way.
 */
export function emailLinkForm<S extends z.ZodType<{ email: string }>, Extra extends object>(form: {
  schema: S;
  limits: readonly [LimitName, LimitName];
  send: (request: Request, email: string) => Promise<unknown>;
  reply: (email: string) => { redirectTo?: string; toast?: ReplyToast; extra?: Extra };
}) {
  return {
    ...accountPageForm,
    schema: form.schema,
    limits: perIpAndEmail(...form.limits),
    run({ request, waitUntil, value }: { request: Request; waitUntil: (work: Promise<unknown>) => void; value: { email: string } }) {
      waitUntil(form.send(request, value.email).catch((error: unknown) => console.error("e-mail with a link failed", error)));
      return Promise.resolve({ ok: true as const, ...form.reply(value.email) });
    },
  };
}
