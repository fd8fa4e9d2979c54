/**
 * Signing in with an e-mailed code (issue 38 item 1). Asking for a code stores one for the address
 * whether or not it has an account (only an account's owner gets the e-mail), so the answers and
 * the tries left read the same for every address. A code is a one-time secret of kind
 * `sign_in_code` (app/auth/one-time-secrets.server.ts): six digits stored only as an HMAC, once, for
 * 10 minutes and 5 tries (each check uses up a try atomically first), only for the address it was
 * sent to; a new code retires the older ones. The right code proves the mailbox, so it also marks the address verified.
 */
import { eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { signInCodeFailures } from "~/db/schema";
import { absoluteLink } from "~/email/links.server";
import { emailSender } from "~/email/sender.server";
import { CODE_FAILURES_IN_A_ROW, CODE_SIGN_IN_LOCKED } from "~/lib/limits";
import { findUserByEmail } from "./accounts.server";
import { signInCodeEmail } from "./signin-code-email";
import { secureFirstProof } from "./account-notices.server";
import { checkCode, issueSecret, sixDigitCode } from "./one-time-secrets.server";
import { CODE_EXPIRED, wrongSignInCode } from "./signin-code-texts";

/**
 * Issues a code for `email` (earlier codes of the address stop working; long-expired rows of any
 * address are pruned) and e-mails it when the address belongs to an account other than the shared
 * demo account. `makeCode` exists for tests.
 */
export async function sendSignInCode(request: Request, email: string, makeCode: () => string = sixDigitCode): Promise<void> {
  const { secret: code } = await issueSecret("sign_in_code", { target: email, secret: makeCode() });
  const user = await findUserByEmail(email);
  if (!user || user.isDemo) return;
  await emailSender().send(signInCodeEmail(user.email, user.firstName, code, absoluteLink(request, "/signin/code")));
}

export type CodeRefusal = { ok: false; status: number; message: string; field?: "code" };

const normalized = (email: string) => email.trim().toLowerCase();

/** The address's wrong codes in a row so far (issue 43 finding 9). */
async function failuresInARow(email: string): Promise<number> {
  const row = await db()
    .select({ failures: signInCodeFailures.failures })
    .from(signInCodeFailures)
    .where(eq(signInCodeFailures.email, normalized(email)))
    .get();
  return row?.failures ?? 0;
}

/** Counts one more guess before it is compared (so parallel guesses never pass the cap); the new count. */
async function countGuess(email: string, now: number): Promise<number> {
  const rows = await db()
    .insert(signInCodeFailures)
    .values({ email: normalized(email), failures: 1, updatedAt: new Date(now) })
    .onConflictDoUpdate({
      target: signInCodeFailures.email,
      set: { failures: sql`${signInCodeFailures.failures} + 1`, updatedAt: new Date(now) },
    })
    .returning({ failures: signInCodeFailures.failures });
  return rows[0]?.failures ?? 1;
}

/**
 * Checks a code for `email`: the try is used up first (so parallel guesses never get more than
 * 5), then the guess counted in the address's run of wrong codes (at most 100 in a row, NIST SP
 * 800-63B; past it code sign-in stays locked until a sign-in another way), then the code compared; the
 * right one is used up and names the account to sign in.
 */
export async function signInWithCode(request: Request, email: string, code: string): Promise<{ ok: true; userId: string } | CodeRefusal> {
  const now = Date.now();
  const expired: CodeRefusal = { ok: false, status: 410, message: CODE_EXPIRED };
  const locked: CodeRefusal = { ok: false, status: 429, message: CODE_SIGN_IN_LOCKED };
  if ((await failuresInARow(email)) >= CODE_FAILURES_IN_A_ROW) return locked;
  const check = await checkCode("sign_in_code", email, code, now, async () => {
    // Only a real guess counts (a code was there to compare); the sign-in that follows a right one clears the run.
    return (await countGuess(email, now)) > CODE_FAILURES_IN_A_ROW;
  });
  if (check.outcome === "none") return expired;
  if (check.outcome === "refused") return locked;
  if (check.outcome === "wrong")
    return check.triesLeft > 0 ? { ok: false, status: 400, message: wrongSignInCode(check.triesLeft), field: "code" } : expired;
  const user = await findUserByEmail(email);
  // A code stored for an address without an account (or the demo's) was never sent: nobody can know it.
  if (!user || user.isDemo) return expired;
  // The first proof of a never-verified address (issue 43 finding 2, decision 053): the password,
  // factors and sessions set before it (perhaps by someone who signed up with this address) go.
  if (!user.emailVerifiedAt) await secureFirstProof(request, user, { keepPassword: false });
  return { ok: true, userId: user.id };
}
