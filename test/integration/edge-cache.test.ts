/**
 * The edge-cache decisions of the outer hono app, driven through the real app with a document
 * handler we pass in (the test worker has no React Router build) and the real Cache API.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createHttpApp, type DocumentHandler } from "~/http/app.server";
import {
  cacheKey,
  HotPages,
  isPrivatePath,
  PRIVATE_CACHE_CONTROL,
  providerPagePaths,
  PUBLIC_CACHE_CONTROL,
  purgeProviderPages,
  serveWithEdgeCache,
} from "~/http/cache.server";
import { TEST_ORIGIN } from "../fixtures/route-args";
import { createUser, sessionCookie } from "../fixtures/users";

let unique = 0;
/** A fresh URL per test: the Cache API is shared by every test in the run. */
function url(path: string) {
  return `${TEST_ORIGIN}${path}${path.includes("?") ? "&" : "?"}t=${Date.now()}-${++unique}`;
}

function recordingApp(respond: (request: Request, nonce: string) => Response = (_r, nonce) => page(nonce)) {
  const rendered: string[] = [];
  const handler: DocumentHandler = async (request, nonce) => {
    rendered.push(new URL(request.url).pathname);
    return respond(request, nonce);
  };
  const app = createHttpApp(handler);
  const fetch = async (input: string, init?: RequestInit) => {
    const ctx = createExecutionContext();
    const response = await app.fetch(new Request(input, init), env, ctx);
    const body = await response.text();
    await waitOnExecutionContext(ctx);
    return { response, body };
  };
  return { fetch, rendered };
}

function page(nonce: string, init: ResponseInit = {}) {
  return new Response(`<!DOCTYPE html><html><body><p>Directory</p><script nonce="${nonce}">1</script></body></html>`, {
    status: 200,
    ...init,
    headers: { "Content-Type": "text/html; charset=utf-8", ...init.headers },
  });
}

describe("edge cache: anonymous public pages", () => {
  it("marks a page public for the edge (s-maxage) but never reusable by a browser unasked, then serves the second request from the cache", async () => {
    const app = recordingApp();
    const address = url("/find-doctors?type=medspa");
    const first = await app.fetch(address);
    expect(first.response.headers.get("Cache-Control")).toBe(PUBLIC_CACHE_CONTROL);
    expect(PUBLIC_CACHE_CONTROL).toBe("public, max-age=0, must-revalidate, s-maxage=60");
    expect(first.response.headers.get("X-TruSelf-Cache")).toBe("MISS");
    const second = await app.fetch(address);
    expect(second.response.headers.get("X-TruSelf-Cache")).toBe("HIT");
    expect(second.response.headers.get("Cache-Control")).toBe(PUBLIC_CACHE_CONTROL);
    expect(app.rendered).toHaveLength(1);
  });

  it("rewrites the cached page's nonce to the nonce of the request it answers (the one its CSP names)", async () => {
    const address = url("/");
    const render = async () => page("first-nonce");
    const ctx = createExecutionContext();
    await (await serveWithEdgeCache(new Request(address), ctx, "first-nonce", render)).text();
    await waitOnExecutionContext(ctx);
    const hit = await serveWithEdgeCache(new Request(address), createExecutionContext(), "second-nonce", render);
    expect(hit.headers.get("X-TruSelf-Cache")).toBe("HIT");
    const body = await hit.text();
    expect(body).toContain('<script nonce="second-nonce">');
    expect(body).not.toContain("first-nonce");
  });

  it("rewrites the nonce on a Cache API hit too (a new isolate, nothing in its memory yet)", async () => {
    const address = url("/browse-procedures");
    const render = async () => page("first-nonce");
    const ctx = createExecutionContext();
    await (await serveWithEdgeCache(new Request(address), ctx, "first-nonce", render, undefined, new HotPages())).text();
    await waitOnExecutionContext(ctx);
    const emptyIsolate = new HotPages();
    const hit = await serveWithEdgeCache(new Request(address), createExecutionContext(), "second-nonce", render, undefined, emptyIsolate);
    expect(hit.headers.get("X-TruSelf-Cache")).toBe("HIT");
    expect(hit.headers.get("Cache-Control")).toBe(PUBLIC_CACHE_CONTROL);
    expect(await hit.text()).toContain('<script nonce="second-nonce">');
    // ...and keeps the page in that isolate's memory for the next visitor.
    const again = await serveWithEdgeCache(new Request(address), createExecutionContext(), "third-nonce", render, undefined, emptyIsolate);
    expect(await again.text()).toContain('<script nonce="third-nonce">');
  });

  it("a new review or answer purges the provider's pages from the Cache API and from this isolate's memory", async () => {
    const providerId = `purge-${Date.now()}-${++unique}`;
    const app = recordingApp();
    const address = `${TEST_ORIGIN}/provider/${providerId}`;
    await app.fetch(address);
    expect((await app.fetch(address)).response.headers.get("X-TruSelf-Cache")).toBe("HIT");
    await purgeProviderPages(new Request(`${TEST_ORIGIN}/provider/${providerId}/reviews`, { method: "POST" }), providerId);
    expect((await app.fetch(address)).response.headers.get("X-TruSelf-Cache")).toBe("MISS");
    expect(app.rendered).toEqual([`/provider/${providerId}`, `/provider/${providerId}`]);
  });

  it("lists every cached page that shows a provider, with its data request, for the purge", () => {
    expect(providerPagePaths("dr 1")).toEqual([
      "/provider/dr%201",
      "/provider/dr%201.data",
      "/provider/dr%201/photos",
      "/provider/dr%201/photos.data",
      "/provider/dr%201/consultation",
      "/provider/dr%201/consultation.data",
      "/provider/dr%201/book",
      "/provider/dr%201/book.data",
      "/location/dr%201",
      "/location/dr%201.data",
      "/",
      "/_.data",
    ]);
    expect(providerPagePaths("p1", "dr.jane")).toEqual(expect.arrayContaining(["/dr.jane", "/dr.jane.data"]));
  });

  it("keeps hot pages only for a few seconds and within a count and byte budget, oldest out first", () => {
    const hot = new HotPages(10_000, 2, 1_000);
    const headers = new Headers({ "Content-Type": "text/html" });
    hot.set("a", "x".repeat(100), headers, 0);
    expect(hot.get("a", 9_999)?.body).toHaveLength(100);
    expect(hot.get("a", 10_000)).toBeUndefined();
    hot.set("a", "a", headers, 0);
    hot.set("b", "b", headers, 0);
    hot.set("c", "c", headers, 0);
    expect([hot.get("a", 1), hot.get("b", 1)?.body, hot.get("c", 1)?.body]).toEqual([undefined, "b", "c"]);
    hot.set("big", "y".repeat(240), headers, 0);
    hot.set("bigger", "z".repeat(240), headers, 0);
    expect([hot.get("b", 1), hot.get("c", 1), hot.get("big", 1)?.body.length, hot.get("bigger", 1)?.body.length]).toEqual([
      undefined,
      undefined,
      240,
      240,
    ]);
    hot.set("too-big", "w".repeat(251), headers, 0);
    expect(hot.get("too-big", 1)).toBeUndefined();

    const byBytes = new HotPages(10_000, 10, 500);
    const keys = ["p1", "p2", "p3", "p4", "p5"];
    for (const key of keys) byBytes.set(key, "v".repeat(120), headers, 0);
    expect(keys.map((key) => Boolean(byBytes.get(key, 1)))).toEqual([false, true, true, true, true]);
  });

  it("keys entries by URL and build, so a deploy never serves pages that name the previous build's assets", () => {
    const key = new URL(cacheKey(`${TEST_ORIGIN}/find-doctors?type=medspa`).url);
    expect(key.pathname).toBe("/find-doctors");
    expect(key.searchParams.get("type")).toBe("medspa");
    expect(key.searchParams.get("__build")).toBe("dev");
  });

  it("caches React Router's data requests of public pages too", async () => {
    const app = recordingApp(() => new Response("[]", { headers: { "Content-Type": "text/x-script" } }));
    const address = url("/find-doctors.data");
    await app.fetch(address);
    expect((await app.fetch(address)).response.headers.get("X-TruSelf-Cache")).toBe("HIT");
  });

  it("keys the cache on the full URL, query included", async () => {
    const app = recordingApp();
    await app.fetch(url("/find-doctors?page=1"));
    const other = await app.fetch(url("/find-doctors?page=2"));
    expect(other.response.headers.get("X-TruSelf-Cache")).toBe("MISS");
    expect(app.rendered).toHaveLength(2);
  });
});

describe("edge cache: personal traffic is private, no-store and never shared", () => {
  it("a signed-in request bypasses the cache both ways, even when an anonymous copy exists", async () => {
    const user = await createUser();
    const cookie = await sessionCookie(user.id);
    const app = recordingApp();
    const address = url("/find-doctors");
    await app.fetch(address); // anonymous copy stored
    const signedIn = await app.fetch(address, { headers: { Cookie: cookie } });
    expect(signedIn.response.headers.get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
    expect(signedIn.response.headers.get("X-TruSelf-Cache")).toBe("BYPASS");
    expect(app.rendered).toHaveLength(2);

    const onlySignedIn = url("/");
    await app.fetch(onlySignedIn, { headers: { Cookie: cookie } });
    expect((await app.fetch(onlySignedIn)).response.headers.get("X-TruSelf-Cache")).toBe("MISS");
  });

  it("a request carrying a toast cookie is personal too; third-party cookies are not", async () => {
    const app = recordingApp();
    expect((await app.fetch(url("/"), { headers: { Cookie: "truself_toast=abc" } })).response.headers.get("Cache-Control")).toBe(
      PRIVATE_CACHE_CONTROL,
    );
    expect((await app.fetch(url("/"), { headers: { Cookie: "_ga=GA1.1.1" } })).response.headers.get("Cache-Control")).toBe(
      PUBLIC_CACHE_CONTROL,
    );
  });

  it("a response that sets a cookie is private, no-store and is not stored", async () => {
    const app = recordingApp((_r, nonce) => page(nonce, { headers: { "Set-Cookie": "truself_toast=; Max-Age=0" } }));
    const address = url("/");
    const first = await app.fetch(address);
    expect(first.response.headers.get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
    await app.fetch(address);
    expect(app.rendered).toHaveLength(2);
  });

  it("non-200 answers, non-pages and responses a route marked private are not stored", async () => {
    const statuses = recordingApp((_r, nonce) => page(nonce, { status: 404 }));
    const missing = url("/provider/nope");
    expect((await statuses.fetch(missing)).response.headers.get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
    await statuses.fetch(missing);
    expect(statuses.rendered).toHaveLength(2);

    const json = recordingApp(() => Response.json({ ok: true }));
    expect((await json.fetch(url("/something.json"))).response.headers.get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);

    const marked = recordingApp((_r, nonce) => page(nonce, { headers: { "Cache-Control": "private, max-age=0" } }));
    expect((await marked.fetch(url("/community"))).response.headers.get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
  });

  it("account pages, the API and every non-GET are never cached", async () => {
    const app = recordingApp();
    for (const path of ["/signin", "/admin/imports", "/favorites", "/profile", "/trugpt-history", "/dashboard"]) {
      const address = url(path);
      await app.fetch(address);
      const again = await app.fetch(address);
      expect(again.response.headers.get("Cache-Control"), path).toBe(PRIVATE_CACHE_CONTROL);
    }
    const post = await app.fetch(url("/"), { method: "POST", body: new FormData() });
    expect(post.response.headers.get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
    expect(isPrivatePath("/favorites.data")).toBe(true);
    expect(isPrivatePath("/find-doctors")).toBe(false);
    expect(isPrivatePath("/administrators-guide")).toBe(false);
  });
});
