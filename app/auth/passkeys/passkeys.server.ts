/**
 * Passkeys (WebAuthn, issue 38 item 2; decision 049): registration on /profile, sign-in without an
 * e-mail (discoverable credentials), and verification as a second factor. @simplewebauthn/server
 * verifies every response here, in the Worker (WebCrypto). Challenges are one-time secrets
 * (app/auth/one-time-secrets.server.ts: only their SHA-256 stored, 5 minutes, consumed when used),
 * so no response is accepted twice.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import { and, asc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { passkeys, type Passkey } from "~/db/schema";
import { appCookie, clearCookie, readString } from "~/lib/cookies.server";
import { appConfig, isLocal } from "~/lib/env.server";
import { randomToken } from "~/lib/ids";
import { factorCount, secondFactorsOf } from "../factors.server";
import { consumeSecret, issueSecret, SECRET_RULES } from "../one-time-secrets.server";
import type { SessionUser } from "../session.server";
import {
  PASSKEY_ALREADY_ADDED,
  PASSKEY_EXPIRED,
  PASSKEY_FAILED,
  PASSKEY_LAST_FACTOR,
  PASSKEY_NAME_DEVICE,
  PASSKEY_NAME_SYNCED,
  PASSKEY_NONE,
  PASSKEY_NOT_FOUND,
  PASSKEY_NOT_REGISTERED,
  PASSKEY_VERIFY_FIRST,
} from "./texts";

export const CHALLENGE_TTL_MS = SECRET_RULES.webauthn_signin.ttlMs ?? 0;
const RP_NAME = "TruSelf";

/** A refusal: the status and exact message the action answers with. */
export type PasskeyError = { error: string; status: number };
const refuse = (error: string, status = 400): PasskeyError => ({ error, status });

/**
 * The relying party: in production APP_ORIGIN (its host is the RP id); in development and tests the
 * request's own origin, as the app runs on whatever port it was given (decision 049).
 */
export function relyingParty(request: Request): { rpID: string; origin: string } {
  const config = appConfig();
  const origin = isLocal() ? new URL(request.url).origin : new URL(config.APP_ORIGIN).origin;
  return { rpID: new URL(origin).hostname, origin };
}

/** The cookie that ties a sign-in challenge to the browser that asked for it (the cookie kit; Strict: only our own pages send it). */
function challengeCookie() {
  return appCookie("truself_passkey", { maxAgeSeconds: CHALLENGE_TTL_MS / 1000, sameSite: "strict" });
}

export function signInChallengeCookieName(): string {
  return challengeCookie().name;
}

export function clearSignInChallengeCookie(): Promise<string> {
  return clearCookie(challengeCookie());
}

export type PasskeyListing = Pick<Passkey, "id" | "name" | "createdAt" | "lastUsedAt">;

export function listPasskeys(userId: string): Promise<PasskeyListing[]> {
  return db()
    .select({ id: passkeys.id, name: passkeys.name, createdAt: passkeys.createdAt, lastUsedAt: passkeys.lastUsedAt })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt))
    .all();
}

/** Stores a challenge for the user (registration, a second factor) or, for a sign-in, a new browser id; returns that id. */
async function storeChallenge(purpose: "register" | "signin" | "verify", challenge: string, userId: string | null): Promise<string> {
  const target = userId ?? randomToken(24);
  await issueSecret(`webauthn_${purpose}`, { target, userId, secret: challenge });
  return target;
}

/** The challenge the browser signed, as its clientDataJSON says; undefined for anything malformed. */
function signedChallenge(response: { response?: { clientDataJSON?: unknown } }): string | undefined {
  try {
    const encoded = response.response?.clientDataJSON;
    if (typeof encoded !== "string") return undefined;
    const clientData = JSON.parse(isoBase64URL.toUTF8String(encoded)) as { challenge?: unknown };
    return typeof clientData.challenge === "string" ? clientData.challenge : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Consumes the stored challenge that the response signed, if it was made for this purpose and
 * this user (or this browser's sign-in cookie) and has not expired: a replayed response finds none.
 */
async function takeChallenge(
  purpose: "register" | "signin" | "verify",
  owner: { userId: string } | { cookieId: string },
  challenge: string | undefined,
): Promise<string | null> {
  if (!challenge) return null;
  const target = "userId" in owner ? owner.userId : owner.cookieId;
  return (await consumeSecret(`webauthn_${purpose}`, challenge, { target })) ? challenge : null;
}

function parseResponse<T>(json: string): T | null {
  try {
    const value = JSON.parse(json) as unknown;
    return value && typeof value === "object" && typeof (value as { id?: unknown }).id === "string" ? (value as T) : null;
  } catch {
    return null;
  }
}

/**
 * Adding a passkey needs the signed-in session, and a verified second factor in it when the account
 * has one already: a password alone never adds a factor to an account that has one.
 */
async function mayAddPasskey(user: SessionUser): Promise<boolean> {
  return user.aal === "aal2" || factorCount(await secondFactorsOf(user.id)) === 0;
}

export async function registrationOptions(
  user: SessionUser,
  request: Request,
): Promise<{ options: PublicKeyCredentialCreationOptionsJSON } | PasskeyError> {
  if (!(await mayAddPasskey(user))) return refuse(PASSKEY_VERIFY_FIRST, 403);
  const { rpID } = relyingParty(request);
  const existing = await db()
    .select({ id: passkeys.id, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, user.id));
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID,
    userName: user.email,
    userDisplayName: `${user.firstName} ${user.lastName}`.trim() || user.email,
    userID: new TextEncoder().encode(user.id),
    attestationType: "none",
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: p.transports as never })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
    timeout: CHALLENGE_TTL_MS,
  });
  await storeChallenge("register", options.challenge, user.id);
  return { options };
}

export async function finishRegistration(
  user: SessionUser,
  request: Request,
  responseJson: string,
  name: string | undefined,
): Promise<{ passkey: PasskeyListing } | PasskeyError> {
  const response = parseResponse<RegistrationResponseJSON>(responseJson);
  if (!response) return refuse(PASSKEY_FAILED);
  const challenge = await takeChallenge("register", { userId: user.id }, signedChallenge(response));
  if (!challenge) return refuse(PASSKEY_EXPIRED);
  if (!(await mayAddPasskey(user))) return refuse(PASSKEY_VERIFY_FIRST, 403);
  const { rpID, origin } = relyingParty(request);
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
    });
  } catch {
    return refuse(PASSKEY_FAILED);
  }
  if (!verification.verified) return refuse(PASSKEY_FAILED);
  const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
  const taken = await db().select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.id, credential.id)).get();
  if (taken) return refuse(PASSKEY_ALREADY_ADDED, 409);
  const row = {
    id: credential.id,
    userId: user.id,
    name: name?.trim() || (credentialDeviceType === "multiDevice" ? PASSKEY_NAME_SYNCED : PASSKEY_NAME_DEVICE),
    publicKey: isoBase64URL.fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports: credential.transports ?? [],
    deviceType: credentialDeviceType,
    backedUp: credentialBackedUp,
    createdAt: new Date(),
  };
  await db().insert(passkeys).values(row);
  return { passkey: { id: row.id, name: row.name, createdAt: row.createdAt, lastUsedAt: null } };
}

export async function signInOptions(request: Request): Promise<{ options: PublicKeyCredentialRequestOptionsJSON; cookie: string }> {
  const { rpID } = relyingParty(request);
  const options = await generateAuthenticationOptions({ rpID, userVerification: "required", timeout: CHALLENGE_TTL_MS });
  const id = await storeChallenge("signin", options.challenge, null);
  return { options, cookie: await challengeCookie().serialize(id) };
}

export async function verificationOptions(
  user: SessionUser,
  request: Request,
): Promise<{ options: PublicKeyCredentialRequestOptionsJSON } | PasskeyError> {
  const keys = await db().select({ id: passkeys.id, transports: passkeys.transports }).from(passkeys).where(eq(passkeys.userId, user.id));
  if (keys.length === 0) return refuse(PASSKEY_NONE);
  const { rpID } = relyingParty(request);
  const options = await generateAuthenticationOptions({
    rpID,
    userVerification: "required",
    timeout: CHALLENGE_TTL_MS,
    allowCredentials: keys.map((k) => ({ id: k.id, transports: k.transports as never })),
  });
  await storeChallenge("verify", options.challenge, user.id);
  return { options };
}

/**
 * Checks an authentication response against a stored passkey (of `userId` when given) and records
 * its use: the new signature counter and last_used_at. Returns the passkey's user.
 */
async function authenticate(
  request: Request,
  purpose: "signin" | "verify",
  owner: { userId: string } | { cookieId: string },
  responseJson: string,
): Promise<{ userId: string } | PasskeyError> {
  const response = parseResponse<AuthenticationResponseJSON>(responseJson);
  if (!response) return refuse(PASSKEY_FAILED);
  const challenge = await takeChallenge(purpose, owner, signedChallenge(response));
  if (!challenge) return refuse(PASSKEY_EXPIRED);
  const stored = await db()
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.id, response.id), "userId" in owner ? eq(passkeys.userId, owner.userId) : undefined))
    .get();
  if (!stored) return refuse(PASSKEY_NOT_REGISTERED);
  const { rpID, origin } = relyingParty(request);
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
      credential: {
        id: stored.id,
        publicKey: isoBase64URL.toBuffer(stored.publicKey),
        counter: stored.counter,
        transports: stored.transports,
      },
    });
  } catch {
    // A bad signature, another origin, no user verification, or a counter that went backwards.
    return refuse(PASSKEY_FAILED);
  }
  if (!verification.verified) return refuse(PASSKEY_FAILED);
  const { newCounter } = verification.authenticationInfo;
  // Only if the counter is still what was read: two uses of one response racing cannot both pass.
  const updated = await db()
    .update(passkeys)
    .set({ counter: newCounter, lastUsedAt: new Date() })
    .where(and(eq(passkeys.id, stored.id), eq(passkeys.counter, stored.counter)))
    .returning({ id: passkeys.id });
  if (updated.length === 0) return refuse(PASSKEY_FAILED);
  return { userId: stored.userId };
}

/** Sign-in with a passkey: the challenge this browser's cookie names, any registered passkey. */
export async function finishSignIn(request: Request, responseJson: string): Promise<{ userId: string } | PasskeyError> {
  const cookieId = await readString(challengeCookie(), request, /^[A-Za-z0-9_-]{1,100}$/);
  if (!cookieId) return refuse(PASSKEY_EXPIRED);
  return authenticate(request, "signin", { cookieId }, responseJson);
}

/** A second factor: one of the signed-in user's own passkeys, against a challenge made for them. */
export function finishVerification(user: SessionUser, request: Request, responseJson: string) {
  return authenticate(request, "verify", { userId: user.id }, responseJson);
}

/** Removes one of the user's passkeys; an admin's last second factor stays. */
export async function removePasskey(user: SessionUser, id: string): Promise<{ removed: true } | PasskeyError> {
  const own = await db()
    .select({ id: passkeys.id })
    .from(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, user.id)))
    .get();
  if (!own) return refuse(PASSKEY_NOT_FOUND, 404);
  if (user.role === "admin" && factorCount(await secondFactorsOf(user.id)) <= 1) return refuse(PASSKEY_LAST_FACTOR, 409);
  await db()
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, user.id)));
  return { removed: true };
}
