import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { loader as homeLoader } from "~/routes/public/home";
import { loader as providerLoader } from "~/routes/provider/_index";
import { insertProviders, providerRow, seedDirectory } from "../fixtures/directory";
import { routeArgs } from "../fixtures/route-args";

type ProviderArgs = Parameters<typeof providerLoader>[0];
type HomeArgs = Parameters<typeof homeLoader>[0];

describe("D1: home Featured from the seeded directory", () => {
  it("lists provider 3 first, then the named nutrition provider, then featured or verified ones, at most 6", async () => {
    await seedDirectory();
    const data = await homeLoader(routeArgs<HomeArgs>("/"));
    const ids = data.featured.providers.map((p) => p.id);
    expect(ids).toHaveLength(6);
    expect(ids.slice(0, 2)).toEqual(["3", "mia-thompson"]);
    expect(data.featured.providers.every((p) => p.isFeatured || p.isVerified)).toBe(true);
    expect(data.featured.hasMore).toBe(true);
  });

  it("shows no View More when 6 or fewer qualify, and skips unverified non-featured providers", async () => {
    await insertProviders([
      providerRow({ id: "a", isVerified: false, isFeatured: false }),
      providerRow({ id: "b", isVerified: true }),
      providerRow({ id: "c", isVerified: false, isFeatured: true }),
    ]);
    const data = await homeLoader(routeArgs<HomeArgs>("/"));
    expect(data.featured.providers.map((p) => p.id).sort()).toEqual(["b", "c"]);
    expect(data.featured.hasMore).toBe(false);
  });

  it("keeps the FTS index in sync with provider rows", async () => {
    await insertProviders([providerRow({ id: "fts-1", name: "Zephyr Skin Studio" })]);
    const hit = await env.DB.prepare("SELECT p.id FROM providers_fts f JOIN providers p ON p.rowid = f.rowid WHERE providers_fts MATCH ?")
      .bind("zephyr")
      .all();
    expect(hit.results).toEqual([{ id: "fts-1" }]);
    await env.DB.prepare("DELETE FROM providers WHERE id = 'fts-1'").run();
    const gone = await env.DB.prepare("SELECT count(*) AS n FROM providers_fts WHERE providers_fts MATCH 'zephyr'").first<{ n: number }>();
    expect(gone?.n).toBe(0);
  });
});

describe("provider page loader", () => {
  it("returns the provider for /provider/3", async () => {
    await seedDirectory();
    const result = await providerLoader(routeArgs<ProviderArgs>("/provider/3", { params: { providerId: "3" } }));
    expect("provider" in result && result.provider?.name).toBe("Dr. Layla Hassan");
  });

  it("throws a 404 for an unknown id", async () => {
    await expect(providerLoader(routeArgs<ProviderArgs>("/provider/nope", { params: { providerId: "nope" } }))).rejects.toMatchObject({
      init: { status: 404 },
    });
  });
});

describe("R2: media served by the outer router", () => {
  it("serves an uploaded object with immutable caching and 404s a missing key", async () => {
    await env.MEDIA.put("providers/test/photo.jpg", new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), {
      httpMetadata: { contentType: "image/jpeg" },
    });
    const res = await exports.default.fetch("http://localhost/media/providers/test/photo.jpg");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/jpeg");
    expect(res.headers.get("Cache-Control")).toContain("immutable");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]));
    const missing = await exports.default.fetch("http://localhost/media/nothing-here.jpg");
    expect(missing.status).toBe(404);
  });
});

describe("security baseline on the outer router", () => {
  it("refuses a cross-site POST and lets a same-origin one through", async () => {
    const evil = await exports.default.fetch("http://localhost/anything", {
      method: "POST",
      headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    });
    expect(evil.status).toBe(403);
    const ok = await exports.default.fetch("http://localhost/anything", {
      method: "POST",
      headers: { Origin: "http://localhost", "Sec-Fetch-Site": "same-origin" },
    });
    expect(ok.status).toBe(501);
  });

  it("lets a same-origin POST with Origin: null through (a no-referrer page's own form) and refuses a cross-site or foreign one", async () => {
    const post = (headers: Record<string, string>) => exports.default.fetch("http://localhost/anything", { method: "POST", headers });
    expect((await post({ Origin: "null", "Sec-Fetch-Site": "same-origin" })).status).toBe(501);
    expect((await post({ Origin: "null", "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect((await post({ Origin: "null", "Sec-Fetch-Site": "same-site" })).status).toBe(403);
    // A browser without fetch metadata is judged by Origin alone.
    expect((await post({ Origin: "null" })).status).toBe(403);
    expect((await post({ Origin: "https://evil.example" })).status).toBe(403);
    expect((await post({ Origin: "http://localhost" })).status).toBe(501);
  });

  it("reports health with the provider count from D1", async () => {
    await insertProviders([providerRow()]);
    const res = await exports.default.fetch("http://localhost/api/health");
    expect(await res.json()).toEqual({ ok: true, providers: 1 });
  });
});

// The ChatConversation Durable Object is tested in trugpt.test.ts, the extraction consumer in
// extraction-consumer.test.ts.
