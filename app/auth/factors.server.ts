/**
 * A user's second factors (issue 38): a confirmed TOTP authenticator and any passkeys. Used to
 * decide whether a session can reach aal2 and to refuse removing an admin's last factor.
 */
import { and, count, eq, isNotNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { passkeys, totpFactors } from "~/db/schema";

export type SecondFactors = { totp: boolean; passkeys: number };

export async function secondFactorsOf(userId: string): Promise<SecondFactors> {
  const [totp, keys] = await db().batch([
    db()
      .select({ userId: totpFactors.userId })
      .from(totpFactors)
      .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt))),
    db().select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId)),
  ]);
  return { totp: totp.length > 0, passkeys: keys[0]?.n ?? 0 };
}

export function factorCount(factors: SecondFactors): number {
  return (factors.totp ? 1 : 0) + factors.passkeys;
}
