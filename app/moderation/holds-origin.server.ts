/**
 * Where a review came from, for the burst rule (decision 042): the client address Cloudflare sets
 * (CF-Connecting-IP, as the rate limits read it) and a device id, a random value in a first-party,
 * HttpOnly, long-lived cookie set when absent (no fingerprinting). Only keyed hashes are stored:
 * HMAC-SHA256 under a key derived from SESSION_SECRET, so the stored values say nothing without it.
 */
import { hmac } from "~/lib/hmac.server";
import { randomToken } from "~/lib/ids";
import { appCookie, readString } from "~/lib/cookies.server";

/** Not `truself_…`: the cookie personalises no page, so it must not make visitors bypass the edge cache. */
const DEVICE_COOKIE = "review_device";
/** Chrome keeps a cookie at most 400 days. */
const DEVICE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;
const DEVICE_ID = /^[A-Za-z0-9_-]{43}$/;

/** The cookie kit's, unsigned: the value is a random id, hashed before it is stored. */
function deviceCookie() {
  return appCookie(DEVICE_COOKIE, { maxAgeSeconds: DEVICE_MAX_AGE_SECONDS });
}

export function deviceCookieName(): string {
  return deviceCookie().name;
}

/** Keyed, so the stored value says nothing without SESSION_SECRET (the one HMAC helper, decision 063). */
function keyedHash(kind: "address" | "device", value: string): Promise<string> {
  return hmac("review-origin", `${kind}:${value}`, "base64url");
}

export type ReviewOrigin = { addressHash: string | null; deviceHash: string; setCookie: string | null };

/** The request's hashed address (null when none was given) and device, and the cookie to set when it had none. */
export async function reviewOrigin(request: Request): Promise<ReviewOrigin> {
  const address = request.headers.get("CF-Connecting-IP")?.trim() || null;
  const sent = await readString(deviceCookie(), request, DEVICE_ID);
  const device = sent ?? randomToken(32);
  const setCookie = sent ? null : await deviceCookie().serialize(device);
  return { addressHash: address ? await keyedHash("address", address) : null, deviceHash: await keyedHash("device", device), setCookie };
}
