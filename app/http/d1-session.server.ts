/**
 * One D1 session per request (decision 023): with read replication on, reads go to the replica
 * nearest the visitor, and a bookmark cookie carries the last state a browser saw, so the next
 * request reads at least that far (a visitor always reads their own writes).
 */
import { env } from "cloudflare:workers";
import { appCookie, readString } from "~/lib/cookies.server";
import { pagePathname } from "~/lib/page-path";

/** Long enough for any replica to catch up with the write it follows; after that reads go anywhere. */
export const BOOKMARK_MAX_AGE_SECONDS = 300;

/**
 * Not `truself_…`: the edge cache treats our own cookies as personal (app/http/cache.server.ts), and a
 * bookmark must not turn a visitor's public pages into uncached ones.
 */
function bookmarkCookie() {
  return appCookie("d1_bookmark", { maxAgeSeconds: BOOKMARK_MAX_AGE_SECONDS });
}

export function bookmarkCookieName(): string {
  return bookmarkCookie().name;
}

/** D1 bookmarks are dash-separated hex groups (`00000000-0000000d-00000000-0000…`); anything else is ignored. */
const BOOKMARK = /^[0-9a-f]{1,64}(-[0-9a-f]{1,64}){1,7}$/i;

/** GETs that must see writes made moments ago elsewhere (an e-mailed token link opened in another browser). */
const READ_LATEST_PATHS = ["/verify-email", "/reset-password", "/dev/outbox"];

async function validBookmark(request: Request): Promise<string | undefined> {
  const value = await readString(bookmarkCookie(), request, BOOKMARK);
  return value && value.length <= 200 ? value : undefined;
}

/**
 * Where the request's first query goes: writes, and reads that must be the latest, to the primary;
 * reads after this browser's own writes to any copy at least as new as its bookmark; other reads to
 * the nearest copy. Later queries of the session stay sequentially consistent whatever it starts with.
 */
export async function sessionStart(request: Request): Promise<D1SessionBookmark> {
  if (request.method !== "GET" && request.method !== "HEAD") return "first-primary";
  const path = pagePathname(new URL(request.url).pathname).toLowerCase();
  if (READ_LATEST_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return "first-primary";
  return (await validBookmark(request)) ?? "first-unconstrained";
}

/** The request's session: every query of `db()` and `d1()` while it serves goes through it. */
export async function startD1Session(request: Request): Promise<D1DatabaseSession> {
  return env.DB.withSession(await sessionStart(request));
}

/**
 * The Set-Cookie value handing the browser the session's bookmark when it moved on, or null. Never on
 * a response the edge may share (`public`): a Set-Cookie there would keep it out of the cache, or
 * hand one visitor's cookie to every other.
 */
export async function bookmarkSetCookie(request: Request, session: D1DatabaseSession, response: Response): Promise<string | null> {
  if (/\bpublic\b/i.test(response.headers.get("Cache-Control") ?? "")) return null;
  const bookmark = session.getBookmark();
  if (!bookmark || bookmark === (await validBookmark(request))) return null;
  return bookmarkCookie().serialize(bookmark);
}
