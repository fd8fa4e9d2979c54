/** Guards that throw responses: every protected loader and action starts with one of these. */
import { data, redirect } from "react-router";
import type { Role } from "~/db/schema";
import { pagePath } from "~/lib/page-path";
import { getSessionUser, type SessionUser } from "./session.server";

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
  return user;
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
