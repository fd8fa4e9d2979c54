/**
 * Single-use, expiring e-mail links (verification and password reset): one-time secrets of their
 * kind (app/auth/one-time-secrets.server.ts, decision 063). The link carries a random 256-bit
 * token; only its SHA-256 is stored, so a database leak reveals no link.
 */
import { consumeSecret, findSecret, issueSecret } from "./one-time-secrets.server";

export type TokenPurpose = "verify_email" | "reset_password";

/** Issues a new token; earlier unused tokens of the same purpose stop working. */
export async function issueToken(userId: string, purpose: TokenPurpose): Promise<string> {
  return (await issueSecret(purpose, { target: userId, userId })).secret;
}

/** The user a token belongs to, if it is still usable; does not use it up. */
export async function peekToken(token: unknown, purpose: TokenPurpose): Promise<string | null> {
  return (await findSecret(purpose, token))?.target ?? null;
}

/** Uses the token up (atomically: two concurrent uses cannot both succeed) and returns its user. */
export async function consumeToken(token: unknown, purpose: TokenPurpose): Promise<string | null> {
  return (await consumeSecret(purpose, token))?.target ?? null;
}

/** Whose token this was, used up or expired alike (only to tell "already verified" from a bad link). */
export async function tokenOwner(token: unknown, purpose: TokenPurpose): Promise<string | null> {
  return (await findSecret(purpose, token, { anyState: true }))?.target ?? null;
}
