/**
 * Issue 10 on the built app as `npm start` serves it (local development): headers on pages and on
 * static assets (served before the Worker runs, so public/_headers sets theirs), and the build's
 * own configuration, which is what a plain `wrangler deploy` ships.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, test } from "node:test";
import { BASE_URL } from "./browser.ts";

describe("security headers and the deployed configuration", () => {
  test("/reset-password answers with Referrer-Policy: no-referrer; other pages keep the default", async () => {
    const reset = await fetch(`${BASE_URL}/reset-password?token=not-a-real-token`);
    assert.equal(reset.headers.get("Referrer-Policy"), "no-referrer");
    const home = await fetch(`${BASE_URL}/`);
    assert.equal(home.headers.get("Referrer-Policy"), "strict-origin-when-cross-origin");
  });

  test("static assets (scripts, styles, the favicon) carry X-Content-Type-Options: nosniff", async () => {
    const html = await (await fetch(`${BASE_URL}/`)).text();
    const assets = [...new Set(html.match(/\/assets\/[^"'\s]+\.(?:js|css)/g) ?? [])].slice(0, 3);
    assert.ok(assets.length > 0, "the home page links to built assets");
    for (const path of [...assets, "/favicon.svg"]) {
      const res = await fetch(`${BASE_URL}${path}`);
      assert.equal(res.status, 200, path);
      assert.equal(res.headers.get("X-Content-Type-Options"), "nosniff", path);
    }
  });

  test("local development: no HSTS over http://localhost, and the outbox answers", async () => {
    const home = await fetch(`${BASE_URL}/`);
    assert.equal(home.headers.get("Strict-Transport-Security"), null);
    assert.equal((await fetch(`${BASE_URL}/dev/outbox`)).status, 200);
  });

  test("the build deploys production: wrangler.toml and build/server/wrangler.json say APP_ENV production", () => {
    assert.match(readFileSync("wrangler.toml", "utf8"), /^APP_ENV = "production"$/m);
    const built = JSON.parse(readFileSync("build/server/wrangler.json", "utf8")) as { vars: Record<string, string> };
    assert.equal(built.vars.APP_ENV, "production");
    assert.match(built.vars.APP_ORIGIN ?? "", /^https:\/\//);
  });
});
