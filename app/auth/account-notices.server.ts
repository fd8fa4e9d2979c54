/**
 * What the owner of an address is told about its account's security (issue 43, decision 053):
 * every factor change, and the first proof of a never-verified address.
 */
import { and, eq, isNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { passkeys, totpFactors, users, type User } from "~/db/schema";
import { absoluteLink } from "~/email/links.server";
import { addressProvenEmail, factorChangeEmail } from "~/email/messages";
import { emailSender } from "~/email/sender.server";
import { removeSecretsWrite } from "./one-time-secrets.server";
import { destroyAllSessions } from "./session.server";

type Owner = Pick<User, "email" | "firstName" | "isDemo">;

/** E-mails the account's address that `change` happened ("a passkey was added."). */
export async function sendFactorChangeNotice(request: Request, user: Owner, change: string): Promise<void> {
  if (user.isDemo) return;
  await emailSender().send(factorChangeEmail(user.email, user.firstName, change, absoluteLink(request, "/profile")));
}

/** Removes every second factor of the account (passkeys, the authenticator app, its recovery codes). */
export async function removeAllFactors(userId: string): Promise<number> {
  const [keys, apps] = await db().batch([
    db().delete(passkeys).where(eq(passkeys.userId, userId)).returning({ id: passkeys.id }),
    db().delete(totpFactors).where(eq(totpFactors.userId, userId)).returning({ id: totpFactors.userId }),
    removeSecretsWrite("recovery_code", userId),
  ]);
  return keys.length + apps.length;
}

/** A password nobody can sign in with (verifyPassword refuses anything but its own scheme). */
export const NO_PASSWORD = "none";

/**
 * The first proof of a never-verified address (pre-hijacking, issue 43 finding 2): `keepPassword`
 * only when the proof came from the browser that signed up. Otherwise the password set before the
 * proof stops working; either way every factor set before it is removed, every session ends (the
 * caller then starts the prover's), and the owner is told. Runs only while the address is still
 * unverified, so it happens once.
 */
export async function secureFirstProof(
  request: Request,
  user: Pick<User, "id" | "email" | "firstName" | "isDemo">,
  { keepPassword }: { keepPassword: boolean },
): Promise<boolean> {
  const now = new Date();
  const verified = await db()
    .update(users)
    .set({ emailVerifiedAt: now, updatedAt: now, ...(keepPassword ? {} : { passwordHash: NO_PASSWORD }) })
    .where(and(eq(users.id, user.id), isNull(users.emailVerifiedAt)))
    .returning({ id: users.id });
  if (verified.length === 0) return false;
  await removeAllFactors(user.id);
  await destroyAllSessions(user.id);
  if (!keepPassword && !user.isDemo)
    await emailSender().send(addressProvenEmail(user.email, user.firstName, absoluteLink(request, "/forgot-password")));
  return true;
}
