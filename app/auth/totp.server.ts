/**
 * The TOTP second factor (issue 38 item 3, decision 052): an authenticator app's 6-digit codes
 * (RFC 6238 through @epic-web/totp: 30-second steps, SHA-1, 6 digits, one step of drift either
 * way) and 10 single-use recovery codes. The secret is stored sealed (AES-256-GCM under a key
 * derived from SESSION_SECRET with HKDF, app/lib/sealed.server.ts); recovery codes as one-time secrets (kind `recovery_code`:
 * SHA-256 only, each used once; app/auth/one-time-secrets.server.ts).
 * A code is accepted once: the accepted time step is stored and a step at or before it is refused.
 */
import { generateTOTP, getTOTPAuthUri, verifyTOTP } from "@epic-web/totp";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { db } from "~/db/client.server";
import { totpFactors } from "~/db/schema";
import type { LimitCheck } from "~/lib/limits";
import { seal, unseal } from "~/lib/sealed.server";
import { factorCount, secondFactorsOf } from "./factors.server";
import { consumeSecret, removeSecretsWrite, replaceSecrets, usableCount } from "./one-time-secrets.server";
import type { SessionUser } from "./session.server";
import { TOTP_CODE } from "./two-factor-schemas";
import { ALREADY_ON, CODE_USED, CODE_WRONG, LAST_FACTOR_REFUSED, NO_FACTOR_TO_VERIFY, NO_SETUP_STARTED, NOT_ON } from "./two-factor-texts";

export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
const ISSUER = "TruSelf";
const SEAL_PURPOSE = "totp-secret";

/** The limits every form that takes a code counts (failures only: a right code hands its unit back). */
export function codeAttemptLimits({ ip, user }: { ip: string; user: { id: string } }): LimitCheck[] {
  return [
    ["secondFactorFailuresPerAccount", user.id],
    ["secondFactorFailuresPerIp", ip],
  ];
}

type Refusal = { ok: false; status: number; message: string; field?: "code" };
const refuse = (status: number, message: string, field?: "code"): Refusal => ({ ok: false, status, message, field });

export type TotpState = { on: boolean; pending: { secret: string; uri: string } | null; recoveryCodesLeft: number };

/** The sealed form of a base32 secret, as stored in totp_factors.secret. */
export function sealSecret(secret: string): Promise<string> {
  return seal(SEAL_PURPOSE, secret);
}

async function openSecret(sealed: string): Promise<string | null> {
  const secret = await unseal(SEAL_PURPOSE, sealed);
  return typeof secret === "string" ? secret : null;
}

export function otpauthUri(secret: string, accountName: string): string {
  return getTOTPAuthUri({ secret, accountName, issuer: ISSUER, period: TOTP_PERIOD_SECONDS, digits: 6, algorithm: "SHA-1" });
}

function factorOf(userId: string) {
  return db().select().from(totpFactors).where(eq(totpFactors.userId, userId)).get();
}

/** Whether the app is on, the secret waiting for its first code (shown until confirmed), and unused recovery codes. */
export async function totpState(user: Pick<SessionUser, "id" | "email">): Promise<TotpState> {
  const [row, codesLeft] = await Promise.all([factorOf(user.id), usableCount("recovery_code", user.id)]);
  const secret = row && !row.confirmedAt ? await openSecret(row.secret) : null;
  return {
    on: Boolean(row?.confirmedAt),
    pending: secret ? { secret, uri: otpauthUri(secret, user.email) } : null,
    recoveryCodesLeft: codesLeft,
  };
}

/** A new secret waiting for its first code (replacing one that never got it); refused while the app is on. */
export async function startTotp(userId: string): Promise<{ ok: true } | Refusal> {
  const row = await factorOf(userId);
  if (row?.confirmedAt) return refuse(409, ALREADY_ON);
  const { secret } = await generateTOTP({ period: TOTP_PERIOD_SECONDS });
  const sealed = await sealSecret(secret);
  await db()
    .insert(totpFactors)
    .values({ userId, secret: sealed })
    .onConflictDoUpdate({ target: totpFactors.userId, set: { secret: sealed, confirmedAt: null, lastStep: null, createdAt: new Date() } });
  return { ok: true };
}

/**
 * Checks `otp` against the factor and spends its time step: a wrong code, and a code whose step is
 * at or before the last accepted one (a replay), are refused. The step is written only if it is
 * still newer than the stored one, so two requests racing with one code cannot both pass.
 */
async function spendCode(row: typeof totpFactors.$inferSelect, otp: string, confirm: boolean): Promise<{ ok: true } | Refusal> {
  const secret = await openSecret(row.secret);
  const match = secret ? await verifyTOTP({ otp, secret, period: TOTP_PERIOD_SECONDS, window: 1 }) : null;
  if (!match) return refuse(400, CODE_WRONG, "code");
  const step = Math.floor(Date.now() / 1000 / TOTP_PERIOD_SECONDS) + match.delta;
  if (row.lastStep !== null && step <= row.lastStep) return refuse(400, CODE_USED, "code");
  const spent = await db()
    .update(totpFactors)
    .set({ lastStep: step, ...(confirm ? { confirmedAt: new Date() } : {}) })
    .where(and(eq(totpFactors.userId, row.userId), or(isNull(totpFactors.lastStep), lt(totpFactors.lastStep, step))))
    .returning({ userId: totpFactors.userId });
  return spent.length ? { ok: true } : refuse(400, CODE_USED, "code");
}

/** The first code from the app turns it on and returns the new recovery codes (shown once). */
export async function confirmTotp(userId: string, otp: string): Promise<{ ok: true; recoveryCodes: string[] } | Refusal> {
  const row = await factorOf(userId);
  if (!row) return refuse(409, NO_SETUP_STARTED);
  if (row.confirmedAt) return refuse(409, ALREADY_ON);
  const spent = await spendCode(row, otp, true);
  if (!spent.ok) return spent;
  return { ok: true, recoveryCodes: await replaceRecoveryCodes(userId) };
}

/** "abcde-fghij": 50 random bits in base32, two groups of five. */
function newRecoveryCode(): string {
  const alphabet = "abcdefghijklmnopqrstuvwxyz234567";
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  const letters = [...bytes].map((b) => alphabet[b % 32]).join("");
  return `${letters.slice(0, 5)}-${letters.slice(5)}`;
}

/** Ten new recovery codes in place of the old ones (used or not); only their SHA-256 is stored. */
export async function replaceRecoveryCodes(userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await replaceSecrets("recovery_code", userId, codes, userId);
  return codes;
}

/** New recovery codes for a user whose app is on. */
export async function newRecoveryCodes(userId: string): Promise<{ ok: true; recoveryCodes: string[] } | Refusal> {
  const row = await factorOf(userId);
  if (!row?.confirmedAt) return refuse(409, NOT_ON);
  return { ok: true, recoveryCodes: await replaceRecoveryCodes(userId) };
}

/** A code from the app, or an unused recovery code (spent by this call), proves the second factor. */
export async function verifySecondFactorCode(userId: string, code: string): Promise<{ ok: true } | Refusal> {
  if (TOTP_CODE.test(code)) {
    const row = await factorOf(userId);
    if (!row?.confirmedAt) return refuse(409, NO_FACTOR_TO_VERIFY);
    return spendCode(row, code, false);
  }
  const used = await consumeSecret("recovery_code", code, { target: userId });
  return used ? { ok: true } : refuse(400, CODE_WRONG, "code");
}

/**
 * Turns the app off after a current code. Refused for an admin whose last second factor it is.
 * Recovery codes go with it unless another factor (a passkey) remains.
 */
export async function turnOffTotp(user: Pick<SessionUser, "id" | "role">, otp: string): Promise<{ ok: true } | Refusal> {
  const row = await factorOf(user.id);
  if (!row?.confirmedAt) return refuse(409, NOT_ON);
  const factors = await secondFactorsOf(user.id);
  if (user.role === "admin" && factorCount(factors) <= 1) return refuse(409, LAST_FACTOR_REFUSED);
  const spent = await spendCode(row, otp, false);
  if (!spent.ok) return spent;
  await db().batch([
    db().delete(totpFactors).where(eq(totpFactors.userId, user.id)),
    ...(factors.passkeys === 0 ? [removeSecretsWrite("recovery_code", user.id)] : []),
  ]);
  return { ok: true };
}
