/**
 * Single-use, expiring e-mail tokens (verification and password reset). The link carries a
 * random 256-bit token; the table keeps only its SHA-256, so a database leak reveals no link.
 */
import { and, eq, gt, isNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { verificationTokens } from "~/db/schema";
import { newId, randomToken, sha256Hex } from "~/lib/ids";

export type TokenPurpose = (typeof verificationTokens.$inferSelect)["purpose"];

export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  verify_email: 24 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
};

/** Issues a new token; earlier unused tokens of the same purpose stop working. */
export async function issueToken(userId: string, purpose: TokenPurpose): Promise<string> {
  const token = randomToken(32);
  const now = Date.now();
  await db().batch([
    db()
      .update(verificationTokens)
      .set({ usedAt: new Date(now) })
      .where(and(eq(verificationTokens.userId, userId), eq(verificationTokens.purpose, purpose), isNull(verificationTokens.usedAt))),
    db()
      .insert(verificationTokens)
      .values({
        id: newId(),
        userId,
        purpose,
        tokenHash: await sha256Hex(token),
        expiresAt: new Date(now + TOKEN_TTL_MS[purpose]),
      }),
  ]);
  return token;
}

function usable(tokenHash: string, purpose: TokenPurpose, now: number) {
  return and(
    eq(verificationTokens.tokenHash, tokenHash),
    eq(verificationTokens.purpose, purpose),
    isNull(verificationTokens.usedAt),
    gt(verificationTokens.expiresAt, new Date(now)),
  );
}

function wellFormed(token: unknown): token is string {
  return typeof token === "string" && /^[A-Za-z0-9_-]{40,64}$/.test(token);
}

/** The user a token belongs to, if it is still usable; does not use it up. */
export async function peekToken(token: unknown, purpose: TokenPurpose): Promise<string | null> {
  if (!wellFormed(token)) return null;
  const row = await db()
    .select({ userId: verificationTokens.userId })
    .from(verificationTokens)
    .where(usable(await sha256Hex(token), purpose, Date.now()))
    .get();
  return row?.userId ?? null;
}

/** Uses the token up (atomically: two concurrent uses cannot both succeed) and returns its user. */
export async function consumeToken(token: unknown, purpose: TokenPurpose): Promise<string | null> {
  if (!wellFormed(token)) return null;
  const now = Date.now();
  const rows = await db()
    .update(verificationTokens)
    .set({ usedAt: new Date(now) })
    .where(usable(await sha256Hex(token), purpose, now))
    .returning({ userId: verificationTokens.userId });
  return rows[0]?.userId ?? null;
}

/** Whose token this was, used up or expired alike (only to tell "already verified" from a bad link). */
export async function tokenOwner(token: unknown, purpose: TokenPurpose): Promise<string | null> {
  if (!wellFormed(token)) return null;
  const row = await db()
    .select({ userId: verificationTokens.userId })
    .from(verificationTokens)
    .where(and(eq(verificationTokens.tokenHash, await sha256Hex(token)), eq(verificationTokens.purpose, purpose)))
    .get();
  return row?.userId ?? null;
}
