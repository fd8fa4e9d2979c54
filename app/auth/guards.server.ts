/** Guards that throw responses: every protected loader and action starts with one of these. */
import { data, redirect } from "react-router";
import type { Role } from "~/db/schema";
import type { ReplyToast } from "~/lib/action-reply";
import { pagePath } from "~/lib/page-path";
import { redirectWithToast } from "~/lib/toast.server";
import { factorCount, secondFactorsOf } from "./factors.server";
import { getSessionUser, type SessionUser } from "./session.server";
import { FRESH_VERIFY_NEEDED, SETUP_NEEDED, VERIFY_NEEDED } from "./two-factor-texts";

export async function getUser(request: Request): Promise<SessionUser | null> {
  return getSessionUser(request);
}

export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) {
    // Named by the page, never by a `.data` request (a client-side navigation asks for those).
    throw redirect(`/signin?redirectTo=${encodeURIComponent(pagePath(request.url))}`);
  }
  return user;
}

export async function requireRole(request: Request, ...roles: Role[]): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!roles.includes(user.role)) throw data({ message: "You do not have access to this page." }, { status: 403 });
  // Issue 38: no admin page loads or acts without a second factor (app/http/action.server.ts asks the same of actions).
  await requireAdminSecondFactor(request, user);
  return user;
}

// ---- The second factor (issue 38 item 3, decision 052) ----

/**
 * An admin's pages need an aal2 session (issue 38): requireRole calls this, and so do the pages an
 * admin reads outside the console (the dashboard, consultation threads). Others pass.
 */
export async function requireAdminSecondFactor(request: Request, user: SessionUser): Promise<void> {
  if (user.role !== "admin") return;
  const gate = await secondFactorGate(user, pagePath(request.url));
  if (gate) throw await redirectWithToast(gate.to, gate.toast);
}

/** Destructive admin actions (provider delete, role change, Approve All) need a factor proven this recently. */
export const FRESH_FACTOR_MS = 15 * 60 * 1000;

/**
 * Whether the second-factor requirement covers `user` here: every admin page and action, and a
 * practice account's writes (its listing, photos, gallery, credentials, settings, answers).
 */
export function secondFactorRequired(user: SessionUser, write: boolean): boolean {
  return user.role === "admin" || (write && user.role === "provider");
}

/**
 * Where `user` must go before `back` (a same-site path) when the session is not enough: without a
 * second factor, to set one up; with one but an aal1 session, to verify it; with `fresh`, also
 * when the factor was proven more than 15 minutes ago. Null when the session is enough.
 */
export async function secondFactorGate(
  user: SessionUser,
  back: string,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<{ to: string; toast: ReplyToast } | null> {
  const to = (path: string) => `${path}?redirectTo=${encodeURIComponent(safeRedirect(back))}`;
  if (user.aal === "aal2") {
    const provenAt = user.factorVerifiedAt?.getTime() ?? 0;
    if (!fresh || Date.now() - provenAt <= FRESH_FACTOR_MS) return null;
    return { to: to("/two-factor"), toast: FRESH_VERIFY_NEEDED };
  }
  if (factorCount(await secondFactorsOf(user.id)) === 0) return { to: to("/two-factor/setup"), toast: SETUP_NEEDED };
  return { to: to("/two-factor"), toast: VERIFY_NEEDED };
}

// One "/" then anything but "/" or "\\" (or "/" alone), printable ASCII only: browsers drop tabs
// and newlines from URLs ("/\t/evil.example" becomes "//evil.example"), CR, LF or NUL must never
// reach a Location header, and a header value cannot carry other characters either.
const SAME_SITE_PATH = /^\/(?![/\\])[\x20-\x7E]*$/;

/** Whether `to` is a same-site path we may redirect to after sign-in. */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || !SAME_SITE_PATH.test(to)) return fallback;
  return to;
}
