/**
 * The patient's compare list (issue 48 item 4) in a signed cookie, `truself_compare`: ids only,
 * checked on every read (unknown ids are dropped where the page reads the providers). Being one of
 * our cookies, it takes the request out of the shared edge cache, so the cards' toggles and the
 * tray are the patient's own.
 */
import { signedCookie } from "~/lib/cookies.server";
import { MAX_COMPARE, parseCompareIds } from "./compare-ids";

const THIRTY_DAYS = 30 * 24 * 60 * 60;
const compareCookie = () => signedCookie("truself_compare", THIRTY_DAYS);

export async function compareIdsFrom(request: Request): Promise<string[]> {
  const value: unknown = await compareCookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" ? parseCompareIds(value).slice(0, MAX_COMPARE) : [];
}

/** The Set-Cookie header that stores the list (an empty list removes the cookie). */
export async function compareCookieHeader(ids: string[]): Promise<string> {
  return ids.length ? compareCookie().serialize(ids.join(",")) : compareCookie().serialize("", { maxAge: 0 });
}
