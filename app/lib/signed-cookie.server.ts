/**
 * Our short-lived signed cookies (toast, form drafts, sign-up draft): HttpOnly, Lax; outside local
 * dev also Secure with the `__Host-` prefix (no Domain, Path=/), so a sibling subdomain cannot set them.
 */
import { createCookie } from "react-router";
import { appConfig, isLocal } from "./env.server";

/** `name` as the browser stores it: `__Host-name` outside local development. */
export function cookieName(name: string): string {
  return isLocal() ? name : `__Host-${name}`;
}

export function signedCookie(name: string, maxAgeSeconds: number) {
  return createCookie(cookieName(name), {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: !isLocal(),
    maxAge: maxAgeSeconds,
    secrets: [appConfig().SESSION_SECRET],
  });
}
