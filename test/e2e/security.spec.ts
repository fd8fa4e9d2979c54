/**
 * Issue 10 on the built app as `npm start` serves it (local development): headers on pages and on
 * static assets (served before the Worker runs, so public/_headers sets theirs), and the build's
 * own configuration, which is what a plain `wrangler deploy` ships.
 */
import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures.ts";

test.describe("security headers and the deployed configuration", () => {
  test("/reset-password answers with Referrer-Policy: no-referrer; other pages keep the default", async ({ request }) => {
    const reset = await request.get("/reset-password?token=not-a-real-token");
    expect(reset.headers()["referrer-policy"]).toBe("no-referrer");
    const home = await request.get("/");
    expect(home.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  test("static assets (scripts, styles, the favicon) carry X-Content-Type-Options: nosniff", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const assets = [...new Set(html.match(/\/assets\/[^"'\s]+\.(?:js|css)/g) ?? [])].slice(0, 3);
    expect(assets.length, "the home page links to built assets").toBeGreaterThan(0);
    for (const path of [...assets, "/favicon.svg"]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect(res.headers()["x-content-type-options"], path).toBe("nosniff");
    }
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
