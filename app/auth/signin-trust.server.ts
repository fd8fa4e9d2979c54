/**
 * The way past a sign-in lockout that an attacker cannot take (issue 33 finding 2): a browser that
 * set a new password through the e-mailed reset link proved the mailbox, so for 30 days it signs in
 * to that account without the per-account lockout (which anyone can renew by guessing). The
 * per-address limits still apply to it. A signed, HttpOnly cookie naming the account's address.
 */
import { signedCookie } from "~/lib/cookies.server";

const TRUST_SECONDS = 30 * 24 * 60 * 60;

function trustCookie() {
  return signedCookie("truself_signin_trust", TRUST_SECONDS);
}

function normalised(email: string): string {
  return email.trim().toLowerCase(); // as the sign-in form reads it (SignInSchema)
}

/** The Set-Cookie that trusts this browser for `email`. */
export async function trustBrowserFor(email: string): Promise<string> {
  return trustCookie().serialize({ email: normalised(email), until: Date.now() + TRUST_SECONDS * 1000 });
}

/** The address this browser is trusted for, if its cookie is present, untampered and current. */
export async function trustedEmail(request: Request): Promise<string | null> {
  const value: unknown = await trustCookie().parse(request.headers.get("Cookie"));
  if (!value || typeof value !== "object") return null;
  const { email, until } = value as { email?: unknown; until?: unknown };
  return typeof email === "string" && typeof until === "number" && until > Date.now() ? email : null;
}
