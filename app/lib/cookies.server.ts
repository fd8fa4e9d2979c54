/**
 * The one cookie kit (decision 063): every cookie of the app is made here, on React Router's
 * `createCookie`, with the same attributes: HttpOnly, Path=/, SameSite=Lax (Strict where asked),
 * a Max-Age; outside local development also Secure with the `__Host-` prefix (no Domain), so a
 * sibling subdomain cannot set them. Signed (HMAC under SESSION_SECRET) where the browser must not
 * change the value; sealed (AES-GCM, app/lib/sealed.server.ts) where it must not read it either.
 */
import { createCookie, type Cookie } from "react-router";
import { appConfig, isLocal } from "./env.server";
import { seal, unseal } from "./sealed.server";

/** `name` as the browser stores it: `__Host-name` outside local development. */
export function cookieName(name: string): string {
  return isLocal() ? name : `__Host-${name}`;
}

export type CookieOptions = { maxAgeSeconds: number; sameSite?: "lax" | "strict"; signed?: boolean };

/** A cookie of the app. Unsigned only where the value is a random id the server looks up (a session token). */
export function appCookie(name: string, { maxAgeSeconds, sameSite = "lax", signed = false }: CookieOptions): Cookie {
  return createCookie(cookieName(name), {
    path: "/",
    httpOnly: true,
    sameSite,
    secure: !isLocal(),
    maxAge: maxAgeSeconds,
    ...(signed ? { secrets: [appConfig().SESSION_SECRET] } : {}),
  });
}

/** A signed cookie (toast, form drafts, the sign-up browser, trusted sign-in). */
export function signedCookie(name: string, maxAgeSeconds: number): Cookie {
  return appCookie(name, { maxAgeSeconds, signed: true });
}

/** The cookie's value when it is a string of `shape` (an id, a token, a bookmark); null otherwise. */
export async function readString(cookie: Cookie, request: Request, shape: RegExp): Promise<string | null> {
  const value: unknown = await cookie.parse(request.headers.get("Cookie"));
  return typeof value === "string" && shape.test(value) ? value : null;
}

/** The Set-Cookie value that removes `cookie`. */
export function clearCookie(cookie: Cookie): Promise<string> {
  return cookie.serialize("", { maxAge: 0 });
}

/** A signed cookie whose value is sealed for `purpose` (the sign-up and consultation drafts: a password hash, a personal message). */
export function sealedCookie(name: string, purpose: string, maxAgeSeconds: number) {
  const cookie = signedCookie(name, maxAgeSeconds);
  return {
    async serialize(value: unknown): Promise<string> {
      return cookie.serialize(await seal(purpose, value));
    },
    /** The unsealed value; null when absent, changed or not ours. */
    async parse(request: Request): Promise<unknown> {
      const sealed: unknown = await cookie.parse(request.headers.get("Cookie"));
      return sealed ? unseal(purpose, sealed) : null;
    },
    clear: () => clearCookie(cookie),
  };
}
