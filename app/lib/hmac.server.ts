/**
 * The one keyed hash of the app (decision 063): HMAC-SHA-256 (Web Crypto) under a key for each
 * `purpose`, made from SESSION_SECRET (`purpose:secret`), so a value signed for one purpose never
 * passes for another. Used by the one-time secrets (codes), signed upload links and the review
 * holds' hashed origins. `verifyHmac` and `sameSecret` compare in constant time.
 */
import { appConfig } from "./env.server";
import { base64url } from "./ids";

export type MacEncoding = "hex" | "base64url";

const keys = new Map<string, Promise<CryptoKey>>();

function keyFor(purpose: string): Promise<CryptoKey> {
  const material = `${purpose}:${appConfig().SESSION_SECRET}`;
  let key = keys.get(material);
  if (!key) {
    key = crypto.subtle.importKey("raw", new TextEncoder().encode(material), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    keys.set(material, key);
  }
  return key;
}

function encode(bytes: Uint8Array, encoding: MacEncoding): string {
  return encoding === "hex" ? [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("") : base64url(bytes);
}

/** HMAC-SHA-256 of `message` under the key for `purpose`, hex (default) or base64url. */
export async function hmac(purpose: string, message: string, encoding: MacEncoding = "hex"): Promise<string> {
  const mac = await crypto.subtle.sign("HMAC", await keyFor(purpose), new TextEncoder().encode(message));
  return encode(new Uint8Array(mac), encoding);
}

/**
 * Whether two strings are equal, in time that depends only on their lengths (never on where they
 * first differ): for comparing a stored hash or MAC with one computed from what a request sent.
 */
export function sameSecret(a: string, b: string): boolean {
  const x = new TextEncoder().encode(a);
  const y = new TextEncoder().encode(b);
  let diff = x.byteLength ^ y.byteLength;
  for (let i = 0; i < x.byteLength; i++) diff |= (x[i] ?? 0) ^ (y[i % Math.max(y.byteLength, 1)] ?? 0);
  return diff === 0;
}

/** Whether `mac` is the HMAC of `message` for `purpose` (constant-time compare). */
export async function verifyHmac(purpose: string, message: string, mac: unknown, encoding: MacEncoding = "hex"): Promise<boolean> {
  if (typeof mac !== "string") return false;
  return sameSecret(await hmac(purpose, message, encoding), mac);
}
