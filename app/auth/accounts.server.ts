/** Account commands: sign-up, e-mail verification, password reset and change, profile edits. */
import { eq, inArray } from "drizzle-orm";
import { db } from "~/db/client.server";
import { signInCodeFailures, users, type User } from "~/db/schema";
import { absoluteLink } from "~/email/links.server";
import { passwordResetEmail, signUpAttemptEmail, verificationEmail } from "~/email/messages";
import { emailSender } from "~/email/sender.server";
import { newId } from "~/lib/ids";
import { limitKey } from "~/lib/limits";
import { clearRateLimits, reserveLimits } from "~/lib/rate-limit.server";
import { claimUploadStatement } from "~/media/uploads.server";
import { hashPassword, verifyPassword } from "./password.server";
import { destroyAllSessions, destroyOtherSessions } from "./session.server";
import { removeAllFactors, secureFirstProof, sendFactorChangeNotice } from "./account-notices.server";
import { signUpBrowserOf, type SignUpDraft } from "./signup-draft.server";
import { consumeToken, issueToken, tokenOwner } from "./tokens.server";

const MAX_USERNAME = 20;

function usernameBase(firstName: string, lastName: string): string {
  const ascii = `${firstName}${lastName}`
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
  return (ascii || "member").slice(0, MAX_USERNAME - 5);
}

function randomDigits(count: number): string {
  const values = crypto.getRandomValues(new Uint32Array(count));
  return [...values].map((v) => String(v % 10)).join("");
}

/** A unique username from the names ("janedoe", then "janedoe4821", ...). Requirements 001 requires one. */
export async function deriveUsername(firstName: string, lastName: string): Promise<string> {
  const base = usernameBase(firstName, lastName);
  const candidates = [base, ...Array.from({ length: 5 }, () => `${base}${randomDigits(4)}`)];
  const taken = new Set(
    (await db().select({ username: users.username }).from(users).where(inArray(users.username, candidates)).all()).map((r) => r.username),
  );
  return candidates.find((c) => !taken.has(c)) ?? `${base}${randomDigits(5)}`;
}

export async function findUserByEmail(email: string): Promise<User | undefined> {
  return db().query.users.findFirst({ where: eq(users.email, email) });
}

function isUniqueViolation(error: unknown, column: string): boolean {
  const text = String((error as { cause?: unknown })?.cause ?? error);
  return text.includes("UNIQUE constraint failed") && text.includes(column);
}

export type NewAccountExtras = { avatarUrl: string | null; avatarUploadId: string | null; referralSources: string[] };

/** Creates an unverified patient account from the sign-up draft; `null` when the e-mail is taken. */
export async function createAccount(draft: SignUpDraft, extras: NewAccountExtras): Promise<User | null> {
  if (await findUserByEmail(draft.email)) return null;
  for (let attempt = 0; attempt < 3; attempt++) {
    const now = new Date();
    const user: User = {
      id: newId(),
      email: draft.email,
      emailVerifiedAt: null,
      passwordHash: draft.passwordHash,
      firstName: draft.firstName,
      lastName: draft.lastName,
      username: await deriveUsername(draft.firstName, draft.lastName),
      avatarUrl: extras.avatarUrl,
      role: "patient",
      roleSetAt: null,
      referralSources: extras.referralSources,
      providerId: null,
      practiceRole: null,
      isDemo: false,
      groupTermsAcceptedAt: null,
      createdAt: now,
      updatedAt: now,
    };
    try {
      const insert = db().insert(users).values(user);
      if (extras.avatarUploadId) await db().batch([insert, claimUploadStatement(extras.avatarUploadId, user.id)]);
      else await insert;
      return user;
    } catch (error) {
      if (isUniqueViolation(error, "users.email")) return null;
      if (!isUniqueViolation(error, "users.username")) throw error;
    }
  }
  throw new Error("Could not find a free username");
}

/** The link signs the person in and goes on to `redirectTo` (a same-site path), where they were going (issue 45 item 9). */
export async function sendVerificationEmail(
  request: Request,
  user: Pick<User, "id" | "email" | "firstName">,
  redirectTo?: string,
): Promise<void> {
  const token = await issueToken(user.id, "verify_email");
  const onward = redirectTo && redirectTo !== "/" ? `&redirectTo=${encodeURIComponent(redirectTo)}` : "";
  await emailSender().send(verificationEmail(user.email, user.firstName, absoluteLink(request, `/verify-email?token=${token}${onward}`)));
}

/**
 * Sign-up with an address that already has an account: nothing is created, and the owner is told
 * (never the shared demo account; at most signUpNoticePerEmail a window, so a replayed sign-up
 * cannot flood the mailbox).
 */
export async function sendSignUpAttemptNotice(request: Request, email: string): Promise<void> {
  const user = await findUserByEmail(email);
  if (!user || user.isDemo) return;
  if ((await reserveLimits([["signUpNoticePerEmail", user.email]])).refused) return;
  await emailSender().send(signUpAttemptEmail(user.email, user.firstName, absoluteLink(request, "/signin")));
}

/**
 * Uses a verification token; the account it belongs to is verified from now on. A link that was
 * already used (or superseded, or expired) of an account that is verified by now answers
 * "already-verified": opening the link again is no failure.
 */
export async function verifyEmailToken(
  token: unknown,
  request: Request,
): Promise<{ outcome: "verified"; userId: string } | { outcome: "already-verified" | "invalid" }> {
  const userId = await consumeToken(token, "verify_email");
  if (userId) {
    const user = await db().query.users.findFirst({ where: eq(users.id, userId) });
    // The first proof of the address (issue 43 finding 2, decision 053): the password stays only
    // when the link is opened in the browser that signed up; factors and sessions never do.
    if (user && !user.emailVerifiedAt)
      await secureFirstProof(request, user, { keepPassword: (await signUpBrowserOf(request)) === user.email });
    return { outcome: "verified", userId };
  }
  const owner = await tokenOwner(token, "verify_email");
  if (!owner) return { outcome: "invalid" };
  const user = await db().select({ emailVerifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, owner)).get();
  return { outcome: user?.emailVerifiedAt ? "already-verified" : "invalid" };
}

/** Sends a new link only when the account exists and still needs it; the caller answers the same either way. */
export async function resendVerification(request: Request, email: string): Promise<void> {
  const user = await findUserByEmail(email);
  if (user && !user.emailVerifiedAt) await sendVerificationEmail(request, user);
}

/** Sends a reset link when the account exists (never for the shared demo account). */
export async function requestPasswordReset(request: Request, email: string): Promise<void> {
  const user = await findUserByEmail(email);
  if (!user || user.isDemo) return;
  const token = await issueToken(user.id, "reset_password");
  await emailSender().send(passwordResetEmail(user.email, user.firstName, absoluteLink(request, `/reset-password?token=${token}`)));
}

/**
 * The e-mailed reset proved the mailbox: the account's sign-in failure counters (across addresses,
 * and per address) start again, so a lockout someone else caused never keeps the owner out.
 */
async function clearSignInLockout(storedEmail: string): Promise<void> {
  const email = storedEmail.trim().toLowerCase(); // as the sign-in form reads it (SignInSchema)
  await clearRateLimits([limitKey(["signInFailuresPerAccount", email])], [`${limitKey(["signInFailuresPerAccountAndIp", email])}:`]);
  // And its run of wrong e-mailed codes (issue 43 finding 9).
  await db().delete(signInCodeFailures).where(eq(signInCodeFailures.email, email));
}

/**
 * Uses a reset token and sets the new password. Every session of the account ends; the address
 * counts as verified (the link proved the mailbox), and its sign-in lockout is cleared. Null when
 * the link is invalid.
 */
export async function resetPasswordWithToken(
  request: Request,
  token: unknown,
  password: string,
  { removeFactors = false }: { removeFactors?: boolean } = {},
): Promise<{ email: string; factorsRemoved: number } | null> {
  const userId = await consumeToken(token, "reset_password");
  if (!userId) return null;
  const user = await db().query.users.findFirst({ where: eq(users.id, userId) });
  if (!user) return null;
  // A never-verified account's first proof: nothing set before it stays (issue 43 finding 2).
  if (!user.emailVerifiedAt) await secureFirstProof(request, user, { keepPassword: false });
  await db()
    .update(users)
    .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
    .where(eq(users.id, userId));
  // Recovery evicts whoever else got in (issue 43 finding 8): the owner chose to remove every factor.
  const factorsRemoved = removeFactors ? await removeAllFactors(userId) : 0;
  await destroyAllSessions(userId);
  await clearSignInLockout(user.email);
  if (factorsRemoved > 0)
    await sendFactorChangeNotice(request, user, "every passkey and authenticator app was removed with a password reset.");
  return { email: user.email, factorsRemoved };
}

/** Changes the password after checking the current one; other devices are signed out. */
export async function changePassword(userId: string, currentPassword: string, newPassword: string, request: Request): Promise<boolean> {
  const user = await db().query.users.findFirst({ where: eq(users.id, userId) });
  if (!user || !(await verifyPassword(currentPassword, user.passwordHash))) return false;
  await db()
    .update(users)
    .set({ passwordHash: await hashPassword(newPassword), updatedAt: new Date() })
    .where(eq(users.id, userId));
  await destroyOtherSessions(userId, request);
  return true;
}

export async function updateNames(userId: string, firstName: string, lastName: string): Promise<void> {
  await db().update(users).set({ firstName, lastName, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function updateAvatar(userId: string, avatarUrl: string | null): Promise<void> {
  await db().update(users).set({ avatarUrl, updatedAt: new Date() }).where(eq(users.id, userId));
}
