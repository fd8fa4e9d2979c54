/**
 * Short numeric codes sent by e-mail (a listing claim, a sign-in): six digits drawn evenly from a
 * CSPRNG, stored only as an HMAC under the app's secret, salted with the row's id, so neither a
 * database leak nor a precomputed table of the million codes reveals one.
 */
import { appConfig } from "./env.server";

/** Six random digits, evenly drawn. */
export function sixDigitCode(): string {
  const values = new Uint32Array(1);
  const ceiling = 4_294_000_000; // a multiple of 1,000,000 below 2^32
  for (;;) {
    crypto.getRandomValues(values);
    const n = values[0] ?? ceiling;
    if (n < ceiling) return String(n % 1_000_000).padStart(6, "0");
  }
}

/** The stored form of `code` for the row `rowId`: HMAC-SHA-256 (hex) under a key for `purpose`. */
export async function codeHmac(purpose: string, rowId: string, code: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(`${purpose}:${appConfig().SESSION_SECRET}`),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${rowId}:${code}`));
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
