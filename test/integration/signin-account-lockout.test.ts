/**
 * Issue 33 finding 2: sign-in failures are limited per account across client addresses too, so a
 * guessing attack spread over many addresses stops; the lockout says so honestly (the same for an
 * address with no account), and the owner gets past it with the e-mailed password reset, which
 * clears it. Real D1 counters and outbox; the client address is CF-Connecting-IP.
 */
import { waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { INVALID_CREDENTIALS } from "~/auth/schemas";
import { LIMITS } from "~/lib/limits";
import { requestContext } from "~/lib/request-context";
import { action as forgotAction } from "~/routes/auth/forgot-password";
import { action as resetAction } from "~/routes/auth/reset-password";
import { action as signInAction } from "~/routes/auth/signin";
import { args, cookieFrom, dataOf } from "../fixtures/accounts";
import { holdClockInsideWindows } from "../fixtures/clock";
import { createUser } from "../fixtures/users";

type SignInArgs = Parameters<typeof signInAction>[0];
type ForgotArgs = Parameters<typeof forgotAction>[0];
type ResetArgs = Parameters<typeof resetAction>[0];

/** The lockout message, with the minutes left of the current 15-minute window (the clock is held). */
function locked(): string {
  const windowMs = 15 * 60_000;
  const minutes = Math.ceil((Math.floor(Date.now() / windowMs) * windowMs + windowMs - Date.now()) / 60_000);
  return `Too many failed sign-in attempts for this email. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}, or reset your password to sign in now.`;
}

function signIn(email: string, password: string, ip: string, cookie?: string) {
  const headers: Record<string, string> = { "CF-Connecting-IP": ip, ...(cookie ? { Cookie: cookie } : {}) };
  return signInAction(args<SignInArgs>("/signin", { form: { email, password }, headers }));
}

/** The status and the form's message of a sign-in answer (a redirect is a success). */
function outcome(result: unknown): { status: number; message?: string } {
  if (result instanceof Response) return { status: result.status };
  const { status, data } = dataOf<{ result: { error?: Record<string, string[]> } }>(result);
  return { status, message: data.result.error?.[""]?.[0] };
}

/** `count` wrong guesses at once, each from its own client address. */
async function spreadGuesses(email: string, count: number, from = 0) {
  return (await Promise.all(Array.from({ length: count }, (_, i) => signIn(email, `guess-${i}`, `203.0.113.${from + i}`)))).map(outcome);
}

async function resetPasswordByEmail(email: string, password: string) {
  const forgot = args<ForgotArgs>("/forgot-password", { form: { email }, headers: { "CF-Connecting-IP": "198.51.100.7" } });
  await forgotAction(forgot);
  await waitOnExecutionContext(forgot.context.get(requestContext).ctx);
  const mail = await env.DB.prepare("SELECT text FROM email_outbox WHERE \"to\" = ? AND kind = 'reset_password'").bind(email).first<{
    text: string;
  }>();
  const token = mail?.text.match(/\/reset-password\?token=([A-Za-z0-9_-]+)/)?.[1];
  expect(token).toBeTruthy();
  const result = (await resetAction(
    args<ResetArgs>("/reset-password", { form: { token: token!, password, confirmPassword: password } }),
  )) as Response;
  expect(result.headers.get("Location")).toBe("/signin");
  return result;
}

describe("sign-in: a limit per account across client addresses", () => {
  it("60 parallel wrong guesses from 60 addresses: only the limit is evaluated, the rest are refused with the lockout message", async () => {
    holdClockInsideWindows();
    const user = await createUser();
    const results = await spreadGuesses(user.email, 60);
    const { limit } = LIMITS.signInFailuresPerAccount;
    expect(limit).toBe(20);
    expect(results.filter((r) => r.status === 401)).toHaveLength(limit);
    expect(results.every((r) => r.status !== 401 || r.message === INVALID_CREDENTIALS)).toBe(true);
    const refused = results.filter((r) => r.status === 429);
    expect(refused).toHaveLength(60 - limit);
    expect(new Set(refused.map((r) => r.message))).toEqual(new Set([locked()]));

    // The lockout holds for the owner too, from yet another address, even with the right password.
    expect(outcome(await signIn(user.email, user.password, "198.51.100.200"))).toEqual({ status: 429, message: locked() });
  }, 60_000);

  it("an address with no account is locked out the same way (nothing revealed)", async () => {
    holdClockInsideWindows();
    const results = await spreadGuesses("nobody-here@example.com", 25);
    expect(results.filter((r) => r.status === 401)).toHaveLength(20);
    expect(results.filter((r) => r.status === 429).map((r) => r.message)).toEqual(Array(5).fill(locked()));
  }, 60_000);

  it("the owner gets past the lockout with the e-mailed reset, which clears it", async () => {
    holdClockInsideWindows();
    const user = await createUser({ email: "locked.owner@example.com" });
    await spreadGuesses(user.email, 25);
    expect(outcome(await signIn(user.email, user.password, "198.51.100.9")).status).toBe(429);

    await resetPasswordByEmail(user.email, "Brand-New-Pass1");
    expect(outcome(await signIn(user.email, "Brand-New-Pass1", "198.51.100.9"))).toEqual({ status: 303 });
    // Cleared, not just skipped once: a few more failures do not lock it again at once.
    const after = await spreadGuesses(user.email, 3, 100);
    expect(after.map((r) => r.status)).toEqual([401, 401, 401]);
  }, 60_000);

  it("an attacker who locks the account again cannot keep out the browser that did the reset", async () => {
    holdClockInsideWindows();
    const user = await createUser({ email: "renewed.lock@example.com" });
    await spreadGuesses(user.email, 25);
    const reset = await resetPasswordByEmail(user.email, "Brand-New-Pass2");
    const trust = cookieFrom(reset, "truself_signin_trust");

    // The attacker renews the lockout at once.
    await spreadGuesses(user.email, 25, 50);
    expect(outcome(await signIn(user.email, "Brand-New-Pass2", "198.51.100.10"))).toEqual({ status: 429, message: locked() });
    // The owner's browser, which proved the mailbox, still signs in; its trust names this account only.
    expect(outcome(await signIn(user.email, "Brand-New-Pass2", "198.51.100.10", trust))).toEqual({ status: 303 });
    expect(outcome(await signIn("someone.else@example.com", "guess", "198.51.100.10", trust)).status).toBe(401);
    await spreadGuesses("someone.else@example.com", 25, 150);
    expect(outcome(await signIn("someone.else@example.com", "guess", "198.51.100.10", trust)).status).toBe(429);
    // The trust skips only the per-account lockout: guesses from the owner's browser still count per address.
    for (let i = 0; i < 10; i++) await signIn(user.email, `typo-${i}`, "198.51.100.11", trust);
    expect(outcome(await signIn(user.email, "Brand-New-Pass2", "198.51.100.11", trust)).status).toBe(429);
  }, 90_000);
});
