/**
 * The account limits (per IP and per account) and their 429 answers. Every limit is a fixed
 * window, so nothing an attacker does can lock an account for longer than one window; the
 * sign-in limit is per account *and* IP, so someone else's failures never lock you out.
 * Sign-in counts attempts (the shared counter has no "peek"), which for a person signing in
 * is the same as counting failures: success ends the attempts.
 */
import { data } from "react-router";
import { consumeRateLimit } from "~/lib/rate-limit.server";

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const LIMITS = {
  signInPerAccountAndIp: { limit: 10, windowSeconds: 15 * MINUTE },
  signInPerIp: { limit: 200, windowSeconds: 15 * MINUTE },
  signUpPerIp: { limit: 30, windowSeconds: HOUR },
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

/** A 429 response carrying a conform-style form error and Retry-After. */
export function tooManyAttempts<T>(reply: T, retryAfterSeconds: number) {
  return data(reply, { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } });
}
