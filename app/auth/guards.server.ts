/** Guards that throw responses: every protected loader and action starts with one of these. */
import { data, redirect } from "react-router";
import type { Role } from "~/db/schema";
import type { ReplyToast } from "~/lib/action-reply";
import { pagePath } from "~/lib/page-path";
import { redirectWithToast } from "~/lib/toast.server";
import { factorCount, secondFactorsOf } from "./factors.server";
import { getSessionUser, type SessionUser } from "./session.server";
import { EMAIL_PROOF_NEEDED, FRESH_VERIFY_NEEDED, SETUP_NEEDED, VERIFY_NEEDED } from "./two-factor-texts";

export async function getUser(request: Request): Promise<SessionUser | null> {
  return getSessionUser(request);
}

/**
 * The signed-in user, or a redirect to sign in. An admin's pages need an aal2 session (issue 38),
 * every one of them: a page that must open before the factor is proven (the second-factor pages
 * themselves, and /profile where a first passkey is added) says `anyAal`.
 */
export async function requireUser(request: Request, { anyAal = false }: { anyAal?: boolean } = {}): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) {
    // Named by the page, never by a `.data` request (a client-side navigation asks for those).
    throw redirect(`/signin?redirectTo=${encodeURIComponent(pagePath(request.url))}`);
  }
  if (!anyAal) await requireSecondFactor(request, user, { editor: false });
  return user;
}

export async function requireRole(request: Request, ...roles: Role[]): Promise<SessionUser> {
  const user = await requireUser(request, { anyAal: true });
  if (!roles.includes(user.role)) throw data({ message: "You do not have access to this page." }, { status: 403 });
  // Issue 38: no admin page loads or acts without a second factor (app/http/action.server.ts asks the same of actions).
  await requireSecondFactor(request, user, { editor: false });
  return user;
}

/** The loader of an admin page that loads nothing: the guard alone. */
export async function adminOnly({ request }: { request: Request }): Promise<null> {
  await requireRole(request, "admin");
  return null;
}

// ---- The second factor (issue 38 item 3, issue 43; decisions 052 and 053) ----

/**
 * A page's share of the rule (the action pipeline holds the rest): an admin's every page needs an
 * aal2 session, and so does a practice account's page that exists to write (`editor`: the listing
 * editor, gallery, settings, a consultation thread it answers), so the factor is asked for before
 * anything is typed (issue 45 item 10), not after "Save". Others pass.
 */
export async function requireSecondFactor(request: Request, user: SessionUser, { editor }: { editor: boolean }): Promise<void> {
  if (!secondFactorRequired(user, editor)) return;
  const gate = await secondFactorGate(user, pagePath(request.url));
  if (gate) throw await redirectWithToast(gate.to, gate.toast);
}

/**
 * Destructive admin actions (provider delete, role change, Approve All, claim approval) and every
 * factor change need a factor proven this recently; the first factor an e-mailed proof this recent.
 */
export const FRESH_FACTOR_MS = 15 * 60 * 1000;

/** An admin or a practice account (the provider role, or an account linked to a listing). */
export function isPrivilegedAccount(user: Pick<SessionUser, "role" | "providerId">): boolean {
  return user.role === "admin" || user.role === "provider" || user.providerId !== null;
}

/**
 * THE RULE (issue 43, decisions 052 and 053): an admin or practice account's security settings and
 * every write it makes need an aal2 session, and an admin's pages too; removing, adding or replacing
 * a factor needs a factor proven in the last 15 minutes (factorChangeGate). Whether the aal2
 * requirement covers `user` here (`write`: an action, or a page that exists only to write).
 */
export function secondFactorRequired(user: SessionUser, write: boolean): boolean {
  return user.role === "admin" || (write && isPrivilegedAccount(user));
}

/**
 * A factor change (a passkey or authenticator added, removed or replaced, new recovery codes), for
 * every account: with a factor, an aal2 session whose factor was proven in the last 15 minutes
 * (so a password or e-mailed code alone can never swap one in or out); without one, the first
 * factor needs this session to have proven the mailbox in the last 15 minutes (the e-mailed
 * confirmation on /two-factor/setup), never the password alone. Null when the session may.
 */
export async function factorChangeGate(user: SessionUser, back: string): Promise<{ to: string; toast: ReplyToast } | null> {
  if (factorCount(await secondFactorsOf(user.id)) > 0) return secondFactorGate(user, back, { fresh: true, hasFactor: true });
  if (Date.now() - (user.emailProvenAt?.getTime() ?? 0) <= FRESH_FACTOR_MS) return null;
  // The setup page asks for the e-mailed confirmation itself; elsewhere, go there and come back.
  const to = back.startsWith("/two-factor/setup") ? back : `/two-factor/setup?redirectTo=${encodeURIComponent(safeRedirect(back))}`;
  return { to, toast: EMAIL_PROOF_NEEDED };
}

/**
 * Where `user` must go before `back` (a same-site path) when the session is not enough: without a
 * second factor, to set one up; with one but an aal1 session, to verify it; with `fresh`, also
 * when the factor was proven more than 15 minutes ago. Null when the session is enough.
 */
export async function secondFactorGate(
  user: SessionUser,
  back: string,
  { fresh = false, hasFactor }: { fresh?: boolean; hasFactor?: boolean } = {},
): Promise<{ to: string; toast: ReplyToast } | null> {
  const to = (path: string) => `${path}?redirectTo=${encodeURIComponent(safeRedirect(back))}`;
  if (user.aal === "aal2") {
    const provenAt = user.factorVerifiedAt?.getTime() ?? 0;
    if (!fresh || Date.now() - provenAt <= FRESH_FACTOR_MS) return null;
    return { to: to("/two-factor"), toast: FRESH_VERIFY_NEEDED };
  }
  if (!(hasFactor ?? factorCount(await secondFactorsOf(user.id)) > 0)) return { to: to("/two-factor/setup"), toast: SETUP_NEEDED };
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
