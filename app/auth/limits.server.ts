/**
 * The account limits (per IP and per account) and their 429 answers. Every limit is a fixed
 * window, so nothing an attacker does can lock an account for longer than one window; the
 * sign-in limit counts *failures* per account and IP (and per IP), so someone else's guessing
 * never locks the owner out, and successful sign-ins never count.
 */
import { consumeRateLimit, rateLimitCount } from "~/lib/rate-limit.server";

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const LIMITS = {
  signInFailuresPerAccountAndIp: { limit: 10, windowSeconds: 15 * MINUTE },
  signInFailuresPerIp: { limit: 100, windowSeconds: 15 * MINUTE },
  signUpPerIp: { limit: 50, windowSeconds: HOUR },
  signUpPerEmail: { limit: 5, windowSeconds: HOUR },
  passwordResetPerIp: { limit: 20, windowSeconds: HOUR },
  passwordResetPerEmail: { limit: 3, windowSeconds: HOUR },
  verificationResendPerIp: { limit: 20, windowSeconds: HOUR },
  verificationResendPerEmail: { limit: 3, windowSeconds: HOUR },
  passwordChangePerAccount: { limit: 10, windowSeconds: 15 * MINUTE },
  uploadGrantPerIp: { limit: 30, windowSeconds: HOUR },
} as const;

export type LimitName = keyof typeof LIMITS;

/** Cloudflare sets CF-Connecting-IP on every request it forwards; local tools may not. */
export function clientIp(request: Request): string {
  return request.headers.get("CF-Connecting-IP")?.trim() || "unknown";
}

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}

/**
 * Consumes one unit of every named limit (all of them, so each counter stays honest) and
 * returns the longest wait if any is exhausted, or null when the request may proceed.
 */
export async function checkLimits(checks: Array<[LimitName, string]>): Promise<{ retryAfterSeconds: number } | null> {
  let retryAfterSeconds = 0;
  for (const [name, subject] of checks) {
    const { limit, windowSeconds } = LIMITS[name];
    const result = await consumeRateLimit(`${name}:${subject}`, limit, windowSeconds);
    if (!result.allowed) retryAfterSeconds = Math.max(retryAfterSeconds, result.retryAfterSeconds);
  }
  return retryAfterSeconds > 0 ? { retryAfterSeconds } : null;
}


/**
 * How many units of the named limit this window has used, without using one. It reads the
 * `rate_limits` row that consumeRateLimit writes (key, window_start in seconds aligned to the
 * window); test/integration/account-security.test.ts checks the two agree.
 */
export async function usedInWindow(name: LimitName, subject: string): Promise<number> {
  return rateLimitCount(`${name}:${subject}`, LIMITS[name].windowSeconds);
}

/** Seconds until the current window of the named limit ends. */
export function secondsLeftInWindow(name: LimitName): number {
  const { windowSeconds } = LIMITS[name];
  const nowSeconds = Math.floor(Date.now() / 1000);
  return windowSeconds - (nowSeconds % windowSeconds);
}

/** Sign-in is refused while either failure counter is full (checked before the password). */
export async function signInBlocked(email: string, ip: string): Promise<{ retryAfterSeconds: number } | null> {
  const checks: Array<[LimitName, string]> = [["signInFailuresPerAccountAndIp", `${email}:${ip}`], ["signInFailuresPerIp", ip]];
  let retryAfterSeconds = 0;
  for (const [name, subject] of checks) {
    if ((await usedInWindow(name, subject)) >= LIMITS[name].limit) retryAfterSeconds = Math.max(retryAfterSeconds, secondsLeftInWindow(name));
  }
  return retryAfterSeconds > 0 ? { retryAfterSeconds } : null;
}

export async function recordSignInFailure(email: string, ip: string): Promise<void> {
  await checkLimits([["signInFailuresPerAccountAndIp", `${email}:${ip}`], ["signInFailuresPerIp", ip]]);
}
