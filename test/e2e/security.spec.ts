/**
 * Issue 10 on the built app as `npm start` serves it (local development): headers on pages and on
 * static assets (served before the Worker runs, so public/_headers sets theirs), and the build's
 * own configuration, which is what a plain `wrangler deploy` ships. Issue 33: the security headers
 * of each kind of response the app gives (see "security headers per page type" below).
 */
import { readFileSync } from "node:fs";
import { request as playwrightRequest, type APIResponse } from "@playwright/test";
import { expect, test, type MadeUser } from "./fixtures.ts";

test.describe("security headers and the deployed configuration", () => {
  test("/reset-password answers with Referrer-Policy: no-referrer; other pages keep the default", async ({ request }) => {
    const reset = await request.get("/reset-password?token=not-a-real-token");
    expect(reset.headers()["referrer-policy"]).toBe("no-referrer");
    const home = await request.get("/");
    expect(home.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  test("local development: no HSTS over http://localhost, and the outbox answers", async ({ request }) => {
    const home = await request.get("/");
    expect(home.headers()["strict-transport-security"]).toBeUndefined();
    expect((await request.get("/dev/outbox")).status()).toBe(200);
  });

  test("the build deploys production: wrangler.toml and build/server/wrangler.json say APP_ENV production", () => {
    expect(readFileSync("wrangler.toml", "utf8")).toMatch(/^APP_ENV = "production"$/m);
    const built = JSON.parse(readFileSync("build/server/wrangler.json", "utf8")) as { vars: Record<string, string> };
    expect(built.vars.APP_ENV).toBe("production");
    expect(built.vars.APP_ORIGIN ?? "").toMatch(/^https:\/\//);
  });
});

/** What every response carries, the Worker's and the static assets' alike. */
const EVERYWHERE = {
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=()",
};
const PUBLIC_CACHE = "public, max-age=0, must-revalidate, s-maxage=60";
const PRIVATE_CACHE = "private, no-store";
/** A 1x1 PNG (the upload path re-encodes it). */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==", "base64");

function expectEverywhere(res: APIResponse, name: string) {
  for (const [header, value] of Object.entries(EVERYWHERE)) expect(res.headers()[header], `${name}: ${header}`).toBe(value);
}

/** An HTML page: a CSP whose nonce every script of the page carries, and nothing else runs. */
async function expectHtml(res: APIResponse, name: string): Promise<string> {
  expectEverywhere(res, name);
  expect(res.headers()["content-type"], name).toContain("text/html");
  const csp = res.headers()["content-security-policy"] ?? "";
  const nonce = /'nonce-([A-Za-z0-9_-]+)'/.exec(csp)?.[1];
  expect(nonce, `${name}: a CSP with a nonce`).toBeTruthy();
  for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"])
    expect(csp, `${name}: ${directive}`).toContain(directive);
  const scripts = (await res.text()).match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length, `${name}: the page has scripts`).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag, `${name}: every script carries this response's nonce`).toContain(`nonce="${nonce}"`);
  return nonce!;
}

function expectCache(res: APIResponse, cacheControl: string, name: string) {
  expect(res.headers()["cache-control"], `${name}: Cache-Control`).toBe(cacheControl);
  if (cacheControl === PUBLIC_CACHE) expect(res.headers()["set-cookie"], `${name}: no Set-Cookie on a shared page`).toBeUndefined();
}

test.describe("security headers per page type", () => {
  const signedIn = (baseURL: string, user: MadeUser) =>
    playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Cookie: `${user.cookie!.name}=${user.cookie!.value}` } });

  test("public pages from the edge cache: CSP nonce fresh on every hit, shared caching, no cookie", async ({ factory, request }) => {
    const provider = await factory.provider();
    for (const path of ["/", "/find-doctors", `/provider/${provider.id}`]) {
      const first = await request.get(path);
      expect(first.status(), path).toBe(200);
      const firstNonce = await expectHtml(first, path);
      expectCache(first, PUBLIC_CACHE, path);
      const again = await request.get(path);
      expect(again.headers()["x-truself-cache"], `${path} comes from the cache the second time`).toBe("HIT");
      const againNonce = await expectHtml(again, `${path} (cached)`);
      expect(againNonce, `${path}: a cached copy gets this request's nonce`).not.toBe(firstNonce);
      expectCache(again, PUBLIC_CACHE, `${path} (cached)`);
    }
    // React Router's data request of a public page follows the page.
    const data = await request.get("/find-doctors.data");
    expect(data.status()).toBe(200);
    expectEverywhere(data, "/find-doctors.data");
    expectCache(data, PUBLIC_CACHE, "/find-doctors.data");
  });

  test("account and admin pages, their data requests, and error pages: never stored by a shared cache", async ({ factory, baseURL }) => {
    const [patient, admin] = await Promise.all([
      factory.user({ role: "patient", signedIn: true }),
      factory.user({ role: "admin", signedIn: true }),
    ]);
    const patientCtx = await signedIn(baseURL!, patient);
    const adminCtx = await signedIn(baseURL!, admin);
    const pages: [string, Awaited<ReturnType<typeof signedIn>>, string, number][] = [
      ["account page", patientCtx, "/profile", 200],
      ["admin page", adminCtx, "/admin/users", 200],
      // A public page asked by a signed-in visitor is personal (the header shows who it is).
      ["public page, signed in", patientCtx, "/find-doctors", 200],
      ["403 error page", patientCtx, "/admin/users", 403],
      ["404 page", patientCtx, "/no-such-page", 404],
    ];
    for (const [name, ctx, path, status] of pages) {
      const res = await ctx.get(path);
      expect(res.status(), name).toBe(status);
      await expectHtml(res, name);
      expectCache(res, PRIVATE_CACHE, name);
    }
    for (const path of ["/profile.data", "/find-doctors.data", "/_.data"]) {
      const res = await patientCtx.get(path);
      expect(res.status(), path).toBe(200);
      expectEverywhere(res, path);
      expectCache(res, PRIVATE_CACHE, path);
    }
    await patientCtx.dispose();
    await adminCtx.dispose();
  });

  test("a guest's 404 page and redirect are HTML-safe and not shared", async ({ request }) => {
    const missing = await request.get("/no-such-page");
    expect(missing.status()).toBe(404);
    await expectHtml(missing, "404 page");
    expectCache(missing, PRIVATE_CACHE, "404 page");
    const redirect = await request.get("/favorites", { maxRedirects: 0 });
    expect(redirect.status()).toBe(302);
    expect(redirect.headers()["location"]).toBe("/signin?redirectTo=%2Ffavorites");
    expectEverywhere(redirect, "redirect");
    expectCache(redirect, PRIVATE_CACHE, "redirect");
  });

  test("JSON: the health check and a conversation's messages are never stored by a shared cache", async ({ factory, baseURL, request }) => {
    const health = await request.get("/api/health");
    expect(health.headers()["content-type"]).toContain("application/json");
    expectEverywhere(health, "/api/health");
    expectCache(health, PRIVATE_CACHE, "/api/health");
    const user = await factory.user({ role: "patient", signedIn: true });
    const ctx = await signedIn(baseURL!, user);
    const created = await ctx.post("/trugpt/conversations", {
      form: { _client: "fetcher", intent: "create" },
      headers: { Origin: baseURL! },
    });
    expectCache(created, PRIVATE_CACHE, "POST /trugpt/conversations");
    const id = ((await created.json()) as { conversation: { id: string } }).conversation.id;
    const messages = await ctx.get(`/api/chat/${id}/messages`);
    expect(messages.status()).toBe(200);
    expectEverywhere(messages, "messages");
    expectCache(messages, PRIVATE_CACHE, "messages");
    await ctx.dispose();
  });

  test("media: an uploaded photo is served as an image, nosniff, immutable", async ({ factory, baseURL }) => {
    const user = await factory.user({ role: "patient", signedIn: true });
    const ctx = await signedIn(baseURL!, user);
    const granted = await ctx.post("/uploads/avatar", {
      form: { _client: "fetcher", contentType: "image/png", sizeBytes: String(PNG.length) },
      headers: { Origin: baseURL! },
    });
    expect(granted.status()).toBe(201);
    const { grant } = (await granted.json()) as { grant: { uploadUrl: string } };
    const put = await ctx.put(grant.uploadUrl, { data: PNG, headers: { "Content-Type": "image/png", Origin: baseURL! } });
    expect(put.status()).toBe(201);
    expectCache(put, PRIVATE_CACHE, "the upload's answer");
    const { url } = (await put.json()) as { url: string };
    const photo = await ctx.get(url);
    expect(photo.status()).toBe(200);
    expect(photo.headers()["content-type"]).toMatch(/^image\//);
    expectEverywhere(photo, "media");
    expect(photo.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    await ctx.dispose();
  });

  test("CSV downloads: attachments, never stored by a shared cache", async ({ factory, baseURL }) => {
    const admin = await factory.user({ role: "admin", signedIn: true });
    const ctx = await signedIn(baseURL!, admin);
    const example = await ctx.get("/provider-import/example.csv");
    expect(example.status()).toBe(200);
    expect(example.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(example.headers()["content-disposition"]).toBe('attachment; filename="provider-import-example.csv"');
    expectEverywhere(example, "example.csv");
    expectCache(example, PRIVATE_CACHE, "example.csv");

    const name = `Headers Clinic ${Date.now()}`;
    const csv = `name,type,city,state\n${name},medspa,Austin,TX\n`;
    const imported = await ctx.post("/provider-import?index", {
      multipart: { intent: "upload", file: { name: "providers.csv", mimeType: "text/csv", buffer: Buffer.from(csv) } },
      headers: { Origin: baseURL! },
    });
    expect(imported.status()).toBeLessThan(400);
    const batch = /export\.csv\?batch=([\w-]+)/.exec(await (await ctx.get("/provider-import")).text())?.[1];
    expect(batch, "the import page links the export of the new batch").toBeTruthy();
    const exported = await ctx.get(`/provider-import/export.csv?batch=${batch}`);
    expect(exported.status()).toBe(200);
    expect(exported.headers()["content-type"]).toContain("text/csv");
    expect(exported.headers()["content-disposition"]).toMatch(/^attachment; filename="[^"]+\.csv"$/);
    expectEverywhere(exported, "export.csv");
    expectCache(exported, PRIVATE_CACHE, "export.csv");
    await ctx.dispose();
  });

  test("sitemap and robots.txt: their own types, nosniff", async ({ request }) => {
    for (const [path, type] of [
      ["/sitemap.xml", "application/xml"],
      ["/robots.txt", "text/plain"],
    ] as const) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect(res.headers()["content-type"], path).toContain(type);
      expectEverywhere(res, path);
    }
  });

  test("static assets (scripts, styles, the favicon), served before the Worker: the same headers from public/_headers", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    const assets = [...new Set(html.match(/\/assets\/[^"'\s]+\.(?:js|css)/g) ?? [])].slice(0, 3);
    expect(assets.length, "the home page links to built assets").toBeGreaterThan(0);
    for (const path of [...assets, "/favicon.svg"]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expectEverywhere(res, path);
      if (path.startsWith("/assets/")) expect(res.headers()["cache-control"], path).toBe("public, max-age=31536000, immutable");
    }
  });
});
