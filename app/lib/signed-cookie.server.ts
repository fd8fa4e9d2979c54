/** Our short-lived signed cookies (toast, form drafts, sign-up draft): HttpOnly, Lax, Secure outside local dev. */
import { createCookie } from "react-router";
import { appConfig, isLocal } from "./env.server";

export function signedCookie(name: string, maxAgeSeconds: number) {
  return createCookie(name, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: !isLocal(),
    maxAge: maxAgeSeconds,
    secrets: [appConfig().SESSION_SECRET],
  });
}
