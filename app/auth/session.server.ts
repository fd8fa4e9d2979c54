/**
 * Sessions in D1: the cookie holds a random 256-bit token; the table stores its SHA-256 only.
 * A new token at every sign-in; absolute and idle expiry; sign-out deletes the row.
 */
import { and, eq, gt, ne, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { sessions, signInCodeFailures, users, type Aal, type User } from "~/db/schema";
import { appCookie, clearCookie, readString } from "~/lib/cookies.server";
import { appConfig } from "~/lib/env.server";
import { randomToken, sha256Hex } from "~/lib/ids";
import { effectiveRole } from "./roles";

export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, so reads stay reads. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The session cookie (the cookie kit, decision 063): the token only, unsigned (a random 256-bit id
 * the server looks up; signing adds nothing), HttpOnly, Lax, `__Host-` and Secure outside local
 * development, for the session's 30 days.
 */
function sessionCookie() {
  return appCookie("truself_session", { maxAgeSeconds: Math.floor(SESSION_ABSOLUTE_MS / 1000) });
}

export function sessionCookieName(): string {
  return sessionCookie().name;
}

const TOKEN = /^[A-Za-z0-9_-]{16,100}$/;

/** The session token the request carries, if it has the shape of one. */
function sessionToken(request: Request): Promise<string | null> {
  return readString(sessionCookie(), request, TOKEN);
}

/**
 * Creates a session row and returns the Set-Cookie header value. A session begun with a passkey
 * (or completed with a second factor) is aal2 and records when the factor was proven.
 */
export async function createSession(
  userId: string,
  request: Request,
  aal: Aal = "aal1",
  { emailProven = false }: { emailProven?: boolean } = {},
): Promise<string> {
  const token = randomToken(32);
  const now = Date.now();
  await db()
    .insert(sessions)
    .values({
      id: await sha256Hex(token),
      userId,
      createdAt: new Date(now),
      lastSeenAt: new Date(now),
      expiresAt: new Date(now + SESSION_ABSOLUTE_MS),
      userAgent: request.headers.get("User-Agent")?.slice(0, 300) ?? null,
      ip: request.headers.get("CF-Connecting-IP"),
      aal,
      factorVerifiedAt: aal === "aal2" ? new Date(now) : null,
      emailProvenAt: emailProven ? new Date(now) : null,
    });
  // Any sign-in ends the address's run of wrong e-mailed codes (issue 43 finding 9: the unlock).
  await db()
    .delete(signInCodeFailures)
    .where(eq(signInCodeFailures.email, sql`(SELECT lower(trim(${users.email})) FROM ${users} WHERE ${users.id} = ${userId})`));
  return sessionCookie().serialize(token);
}

/** A user row without its password hash. */
export type AccountUser = Omit<User, "passwordHash">;
/** The signed-in user, with the assurance level of this session and when a factor was last proven in it. */
export type SessionUser = AccountUser & { aal: Aal; factorVerifiedAt: Date | null; emailProvenAt: Date | null };

/**
 * The root loader and the page's loader both ask who is signed in: on a GET, the lookup runs once
 * per request. Writes (POST) always read afresh, since an action may have just changed the user.
 */
const lookupsOfGetRequests = new WeakMap<Request, Promise<SessionUser | null>>();

/** The signed-in user, or null for no, unknown, expired or idle session. */
export function getSessionUser(request: Request): Promise<SessionUser | null> {
  if (request.method !== "GET") return lookUpSessionUser(request);
  let lookup = lookupsOfGetRequests.get(request);
  if (!lookup) {
    lookup = lookUpSessionUser(request);
    lookupsOfGetRequests.set(request, lookup);
  }
  return lookup;
}

async function lookUpSessionUser(request: Request): Promise<SessionUser | null> {
  const token = await sessionToken(request);
  if (!token) return null;
  const id = await sha256Hex(token);
  const now = Date.now();
  const row = await db()
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, new Date(now))))
    .get();
  if (!row) return null;
  if (now - row.session.lastSeenAt.getTime() > SESSION_IDLE_MS) {
    await db().delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (now - row.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db()
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, id));
  }
  const { passwordHash: _omit, ...user } = row.user;
  return {
    ...user,
    role: effectiveRole(user, appConfig().ADMIN_EMAIL_DOMAIN),
    aal: row.session.aal,
    factorVerifiedAt: row.session.factorVerifiedAt,
    emailProvenAt: row.session.emailProvenAt,
  };
}

/** Deletes the session row (if any) and returns a Set-Cookie header that clears the cookie. */
export async function destroySession(request: Request): Promise<string> {
  const token = await sessionToken(request);
  if (token) {
    try {
      await db()
        .delete(sessions)
        .where(eq(sessions.id, await sha256Hex(token)));
    } catch (error) {
      console.error("session delete failed", error);
    }
  }
  return clearCookie(sessionCookie());
}

export async function destroyAllSessions(userId: string): Promise<void> {
  await db().delete(sessions).where(eq(sessions.userId, userId));
}

/** Ends every session of the user except the one this request carries (after a password change). */
export async function destroyOtherSessions(userId: string, request: Request): Promise<void> {
  const token = await sessionToken(request);
  const currentId = token ? await sha256Hex(token) : "";
  await db()
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, currentId)));
}

/** Records in this request's session that a second factor was just proven: aal2, verified now. */
export async function raiseSessionToAal2(request: Request): Promise<void> {
  const token = await sessionToken(request);
  if (!token) return;
  await db()
    .update(sessions)
    .set({ aal: "aal2", factorVerifiedAt: new Date() })
    .where(eq(sessions.id, await sha256Hex(token)));
}

/** Records in this request's session that the account's mailbox was just proven (an e-mailed code). */
export async function markSessionEmailProven(request: Request): Promise<void> {
  const token = await sessionToken(request);
  if (!token) return;
  await db()
    .update(sessions)
    .set({ emailProvenAt: new Date() })
    .where(eq(sessions.id, await sha256Hex(token)));
}

/** A Set-Cookie header value that removes the session cookie. */
export function clearSessionCookie(): Promise<string> {
  return clearCookie(sessionCookie());
}
