/** What the account pages' forms (sign-in, sign-up, password reset, verification) declare alike. */
import type { LimitCheck, LimitName } from "~/lib/limits";

export const UNEXPECTED_ERROR = "An unexpected error occurred. Please try again.";

/** Open to anyone, answered on the page itself. */
export const accountPageForm = { who: "anyone", page: true, unexpected: UNEXPECTED_ERROR } as const;

/** Two limits: one per client address, one per e-mail address typed into the form. */
export function perIpAndEmail(ipLimit: LimitName, emailLimit: LimitName) {
  return ({ ip, value }: { ip: string; value: { email: string } }): LimitCheck[] => [
    [ipLimit, ip],
    [emailLimit, value.email],
  ];
}
