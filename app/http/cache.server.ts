/**
 * Edge caching of public pages (decision 007, issue 3 in docs/requirements.md). Anonymous GETs of public pages are stored in
 * the Workers Cache API (`caches.default`) and carry
 * `Cache-Control: public, max-age=0, must-revalidate, s-maxage=60`: the edge keeps a page a
 * minute; browsers never reuse a stored copy unasked. (`stale-while-revalidate` let Chromium answer
 * the client-side navigation after a sign-in with the guest's stored `/_.data`, so the page came up
 * signed out; decision 007.) Everything personal is `private, no-store`:
 * - any request with one of our cookies (session, toast flash) skips the cache in both directions;
 * - any response that sets a cookie, is not a 200, or is not a page (HTML or React Router's
 *   turbo-stream data) is never stored;
 * - account and API paths are never stored, whatever they answer.
 * A cached page keeps the CSP nonce of the request that rendered it, so on a hit every `nonce`
 * attribute is rewritten to this request's nonce before the security headers repeat it in the CSP.
 * In front of the Cache API, each isolate keeps the pages it served last for a few seconds
 * (`HotPages`): a burst of visitors to the same page then skips the Cache API round trip too.
 */
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { providers } from "~/db/schema";
import { dataPathname, pagePathname } from "~/lib/page-path";
import { defaultCache } from "~/lib/workers-cache.server";

export const PUBLIC_CACHE_CONTROL = "public, max-age=0, must-revalidate, s-maxage=60";
export const PRIVATE_CACHE_CONTROL = "private, no-store";
export const CACHE_STATUS_HEADER = "X-TruSelf-Cache";

/** Pages that depend on who is asking, or that must never be replayed. */
const PRIVATE_PATH_PREFIXES = [
  "/api",
  "/media",
  "/admin",
  "/dashboard",
  "/profile",
  "/favorites",
  "/trugpt-history",
  "/provider-import",
  "/signin",
  "/signup",
  "/signout",
  "/auth",
  "/forgot-password",
  "/reset-password",
  "/verify-email",
  "/choose-signup",
  "/dev",
  "/uploads",
  "/consultations",
  "/provider/messages",
];

const CACHEABLE_CONTENT_TYPES = ["text/html", "text/x-script"];

export type CacheStatus = "HIT" | "MISS" | "BYPASS";

export function isPrivatePath(pathname: string): boolean {
  const path = pagePathname(pathname).toLowerCase();
  return PRIVATE_PATH_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * Any cookie of ours (session, toast: every `truself_` name of the cookie kit) makes the request
 * personal; third-party cookies do not. Only names are looked at, which `createCookie` cannot list.
 */
export function hasPersonalCookie(request: Request): boolean {
  const header = request.headers.get("Cookie");
  if (!header) return false;
  return header.split(";").some((part) => /^(__Host-)?truself_/.test(part.trim()));
}

/** Whether this request may be answered from, and stored in, the shared cache. */
export function isCacheableRequest(request: Request): boolean {
  if (request.method !== "GET") return false;
  if (request.headers.has("Authorization")) return false;
  if (hasPersonalCookie(request)) return false;
  return !isPrivatePath(new URL(request.url).pathname);
}

/** Whether a response to a cacheable request may be shared with every other visitor. */
export function isShareableResponse(response: Response): boolean {
  if (response.status !== 200) return false;
  if (response.headers.has("Set-Cookie")) return false;
  const routeCacheControl = response.headers.get("Cache-Control");
  if (routeCacheControl && /private|no-store|no-cache/i.test(routeCacheControl)) return false;
  const contentType = response.headers.get("Content-Type") ?? "";
  return CACHEABLE_CONTENT_TYPES.some((type) => contentType.startsWith(type));
}

/** Set at build time (vite.config.ts); tests run without a build. */
const BUILD_ID = String(import.meta.env.TRUSELF_BUILD_ID ?? "dev");

/** Campaign and click tags (utm_*, a bare utm, gclid, fbclid, ...): no page reads them. */
const TRACKING_PARAM = /^(utm(_.*)?|fbclid|gclid|gbraid|wbraid|msclkid|dclid|yclid|mc_cid|mc_eid|_ga|_gl|igshid|ttclid|twclid)$/i;

/**
 * The pages a provider write purges (providerPagePaths, its link-in-bio page aside), with their
 * data requests: the profile, its photos, its consultation form and its location page.
 */
const PURGED_PAGE = /^\/(provider\/[^/]+(\/photos|\/consultation)?|location\/[^/]+)(\.data)?$/;

/**
 * The URL without tracking tags, plus the build: `/provider/X?utm_source=a` is the page
 * `/provider/X` (issue 43 finding 12: so a purge reaches it), and a page cached before a deploy
 * names hashed asset files that the new deploy no longer serves, so each build reads and writes
 * its own entries.
 */
export function cacheKey(url: string): Request {
  const key = new URL(url);
  for (const name of [...key.searchParams.keys()]) if (TRACKING_PARAM.test(name)) key.searchParams.delete(name);
  key.searchParams.set("__build", BUILD_ID);
  return new Request(key, { method: "GET" });
}

/**
 * How the edge cache may treat this URL: "shared" reads and stores its copy; "read" only answers
 * from the copy of the same page without its tracking tags (what was rendered with them is not
 * stored, as its forms may repeat them); "none" renders every time. A page a provider write purges
 * is stored only under its bare path, the one the purge names, so any other query (the review
 * list's filters, made-up parameters) is rendered fresh: a purge then reaches every copy (issue 43
 * finding 12: a withdrawn before-and-after set stopped showing on `/provider/X` but not on
 * `/provider/X?utm=1`).
 */
export function cacheUse(url: string): "shared" | "read" | "none" {
  const { pathname, searchParams } = new URL(url);
  const names = [...searchParams.keys()];
  const tracking = names.some((name) => TRACKING_PARAM.test(name));
  const other = names.some((name) => !TRACKING_PARAM.test(name));
  if (other && PURGED_PAGE.test(pathname)) return "none";
  return tracking ? "read" : "shared";
}

function withHeaders(response: Response, cacheControl: string, status: CacheStatus): Response {
  const copy = new Response(response.body, response);
  copy.headers.set("Cache-Control", cacheControl);
  copy.headers.set(CACHE_STATUS_HEADER, status);
  return copy;
}

/**
 * A cached page carries the nonce of the request that rendered it. React escapes `"` in text and
 * attribute values, so ` nonce="…"` can only be one of our own attributes.
 */
const NONCE_ATTRIBUTE = / nonce="[A-Za-z0-9_-]+"/g;

export function withFreshNonce(text: string, nonce: string): string {
  return text.replace(NONCE_ATTRIBUTE, ` nonce="${nonce}"`);
}

type HotPage = { body: string; headers: [string, string][]; expiresAt: number };

/**
 * The pages this isolate served last, for `ttlMs`: bounded by count and size, oldest out first.
 * Kept short because a purge reaches only this isolate's copies; other isolates catch up within
 * `ttlMs`, well inside the edge's own s-maxage.
 */
export class HotPages {
  private readonly pages = new Map<string, HotPage>();
  private bytes = 0;

  constructor(
    private readonly ttlMs = 10_000,
    private readonly maxPages = 200,
    private readonly maxBytes = 16 * 1024 * 1024,
  ) {}

  get(key: string, now = Date.now()): HotPage | undefined {
    const page = this.pages.get(key);
    if (page && page.expiresAt > now) return page;
    this.delete(key);
    return undefined;
  }

  set(key: string, body: string, headers: Headers, now = Date.now()) {
    this.delete(key);
    if (body.length > this.maxBytes / 4) return;
    this.pages.set(key, { body, headers: [...headers], expiresAt: now + this.ttlMs });
    this.bytes += body.length;
    for (const oldest of this.pages.keys()) {
      if (this.pages.size <= this.maxPages && this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  delete(key: string) {
    const page = this.pages.get(key);
    if (!page) return;
    this.bytes -= page.body.length;
    this.pages.delete(key);
  }
}

const hotPages = new HotPages();

/** A stored page (from this isolate's memory or the Cache API) answering this request. */
function cachedResponse(body: string, headers: HeadersInit, nonce: string): Response {
  const response = new Response(withFreshNonce(body, nonce), { headers });
  response.headers.set("Cache-Control", PUBLIC_CACHE_CONTROL);
  response.headers.set(CACHE_STATUS_HEADER, "HIT");
  return response;
}

type Render = () => Promise<Response>;

/**
 * Serves a page through the edge cache: a hit skips rendering; a miss renders, answers and
 * stores a copy after the response (ctx.waitUntil); personal traffic bypasses the cache.
 */
export async function serveWithEdgeCache(
  request: Request,
  ctx: Pick<ExecutionContext, "waitUntil">,
  nonce: string,
  render: Render,
  cache: Cache = defaultCache(),
  hot: HotPages = hotPages,
): Promise<Response> {
  const use = cacheUse(request.url);
  if (!isCacheableRequest(request) || use === "none") {
    return withHeaders(await render(), PRIVATE_CACHE_CONTROL, "BYPASS");
  }
  const key = cacheKey(request.url);
  const hotPage = hot.get(key.url);
  if (hotPage) return cachedResponse(hotPage.body, hotPage.headers, nonce);

  const hit = await cache.match(key);
  if (hit) {
    const body = await hit.text();
    hot.set(key.url, body, hit.headers);
    return cachedResponse(body, hit.headers, nonce);
  }

  const response = await render();
  if (!isShareableResponse(response)) return withHeaders(response, PRIVATE_CACHE_CONTROL, "BYPASS");
  const shared = withHeaders(response, PUBLIC_CACHE_CONTROL, "MISS");
  if (use === "read") return shared;
  const stored = shared.clone();
  ctx.waitUntil(
    (async () => {
      const body = await stored.text();
      stored.headers.delete(CACHE_STATUS_HEADER);
      hot.set(key.url, body, stored.headers);
      await cache.put(key, new Response(body, stored));
    })().catch((error: unknown) => console.error("edge cache put failed", error)),
  );
  return shared;
}

/**
 * Every cached page that shows one provider, each with its React Router data request: the
 * profile, its photo gallery, its practice location page, its consultation request form (a
 * guest's copy says whether the practice has joined and takes requests), its link-in-bio page
 * when it has one, and the home page (its Featured and Top-Rated carousels show provider cards). Search and
 * procedure pages list providers under URLs no write can name: they expire within s-maxage, and
 * the result ids behind them follow the directory version. The one list every provider write
 * purges (the action pipeline's `invalidates`); a new page that shows a provider is added here.
 */
export function providerPagePaths(providerId: string, linkInBioUsername?: string | null): string[] {
  const id = encodeURIComponent(providerId);
  const pages = [`/provider/${id}`, `/provider/${id}/photos`, `/provider/${id}/consultation`, `/location/${id}`];
  if (linkInBioUsername) pages.push(`/${encodeURIComponent(linkInBioUsername)}`);
  return [...pages, "/"].flatMap((page) => [page, dataPathname(page)]);
}

/** The provider's link-in-bio username, read for the purge (null: none, or the provider is gone). */
async function linkInBioOf(providerId: string): Promise<string | null> {
  try {
    const row = await db().select({ username: providers.linkInBioUsername }).from(providers).where(eq(providers.id, providerId)).get();
    return row?.username ?? null;
  } catch (error) {
    console.error("cache purge could not read the provider", error);
    return null;
  }
}

/**
 * Drops the cached copies of every page that shows a provider (providerPagePaths) after a write
 * that changes it (a review, an answer, an import, a delete), so visitors see it at once instead of
 * after s-maxage. `linkInBioUsername` is read from D1 unless given (a deleted provider's row is gone).
 * The Cache API is per data centre: other locations catch up within s-maxage.
 */
export async function purgeProviderPages(request: Request, providerId: string, linkInBioUsername?: string | null): Promise<void> {
  const username = linkInBioUsername === undefined ? await linkInBioOf(providerId) : linkInBioUsername;
  await purgePages(request, providerPagePaths(providerId, username));
}

/** Drops the cached copies of these pages (paths with their query) from this isolate and the Cache API. */
export async function purgePages(request: Request, paths: string[]): Promise<void> {
  const origin = new URL(request.url).origin;
  const keys = paths.map((path) => cacheKey(`${origin}${path}`));
  for (const key of keys) hotPages.delete(key.url);
  try {
    await Promise.all(keys.map((key) => defaultCache().delete(key)));
  } catch (error) {
    console.error("cache purge failed", error);
  }
}
