/**
 * Authenticated encryption of small values for cookies (AES-256-GCM, random 96-bit IV) under a
 * key derived from SESSION_SECRET with HKDF, one key per `purpose`. The browser can neither read
 * nor change what it carries.
 */
import { appConfig } from "./env.server";
import { base64url } from "./ids";

const keys = new Map<string, Promise<CryptoKey>>();

function keyFor(purpose: string): Promise<CryptoKey> {
  const secret = appConfig().SESSION_SECRET;
  const id = `${purpose}\u0000${secret}`;
  let key = keys.get(id);
  if (!key) {
    key = crypto.subtle
      .importKey("raw", new TextEncoder().encode(secret), "HKDF", false, ["deriveKey"])
      .then((base) =>
        crypto.subtle.deriveKey(
          { name: "HKDF", hash: "SHA-256", salt: new Uint8Array(), info: new TextEncoder().encode(`truself:${purpose}`) },
          base,
          { name: "AES-GCM", length: 256 },
          false,
          ["encrypt", "decrypt"],
        ),
      );
    keys.set(id, key);
  }
  return key;
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (text.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

export async function seal(purpose: string, value: unknown): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const cipher = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv },
    await keyFor(purpose),
    new TextEncoder().encode(JSON.stringify(value)),
  );
  const out = new Uint8Array(iv.byteLength + cipher.byteLength);
  out.set(iv);
  out.set(new Uint8Array(cipher), iv.byteLength);
  return base64url(out);
}

/** The sealed value, or null when it was not sealed by us for `purpose` (or was changed). */
export async function unseal(purpose: string, sealed: unknown): Promise<unknown> {
  if (typeof sealed !== "string" || sealed.length > 8192) return null;
  try {
    const bytes = fromBase64url(sealed);
    if (!bytes || bytes.byteLength < 12 + 16) return null;
    const plain = await crypto.subtle.decrypt({ name: "AES-GCM", iv: bytes.subarray(0, 12) }, await keyFor(purpose), bytes.subarray(12));
    return JSON.parse(new TextDecoder().decode(plain));
  } catch {
    return null;
  }
}
