/**
 * The shared result cache of text and substring searches (search.server.ts): keyed by the
 * directory version, so any provider write is seen at once, and paging through cached ids gives
 * exactly the pages the live query gives.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { parseDirectoryFilters, PAGE_SIZE } from "~/directory/search-params";
import { buildSearchQuery, RESULT_CACHE_PAGES, searchProviders } from "~/directory/search.server";
import { defaultCache } from "~/lib/workers-cache.server";
import { insertProviders, providerRow } from "../fixtures/directory";

async function version() {
  return (await env.DB.prepare("SELECT version FROM directory_state WHERE id = 1").first<{ version: string }>())?.version;
}

function filters(query: string) {
  return parseDirectoryFilters(new URLSearchParams(query));
}

async function names(query: string) {
  return (await searchProviders(filters(query))).providers.map((p) => p.name);
}

/** What the plain SQL (no cache) returns for a page: the reference the cached pages must equal. */
async function liveNames(query: string) {
  const f = filters(query);
  const q = buildSearchQuery(f);
  const { results } = await env.DB.prepare(`SELECT p.name FROM ${q.from} ${q.pageWhere} ORDER BY ${q.orderBy} LIMIT ? OFFSET ?`)
    .bind(...q.params, PAGE_SIZE, (f.page - 1) * PAGE_SIZE)
    .all<{ name: string }>();
  return results.map((r) => r.name);
}

describe("search result cache", () => {
  it("replaces the directory version on every insert, update and delete of a provider", async () => {
    const seen = new Set<string | undefined>();
    await insertProviders([providerRow({ id: "v-1" })]);
    seen.add(await version());
    await env.DB.prepare("UPDATE providers SET rating = 4.9 WHERE id = 'v-1'").run();
    seen.add(await version());
    await env.DB.prepare("DELETE FROM providers WHERE id = 'v-1'").run();
    seen.add(await version());
    expect(seen.size).toBe(3);
    expect([...seen].every((v) => typeof v === "string" && /^[0-9a-f]{16}$/.test(v))).toBe(true);
  });

  it("answers a repeated text search from the cache while the directory version stands", async () => {
    await insertProviders([providerRow({ name: "Botox Studio One", specialties: ["Botox"] })]);
    expect(await names("q=botox")).toEqual(["Botox Studio One"]);

    // A write that keeps the old version (never happens outside this test) stays invisible...
    const before = await version();
    await insertProviders([providerRow({ name: "Botox Studio Two", specialties: ["Botox"] })]);
    await env.DB.prepare("UPDATE directory_state SET version = ? WHERE id = 1").bind(before).run();
    expect(await names("q=botox")).toEqual(["Botox Studio One"]);

    // ...and a real write (new version) is seen by the very next search.
    await env.DB.prepare("UPDATE providers SET rating = 5 WHERE name = 'Botox Studio Two'").run();
    expect((await names("q=botox")).sort()).toEqual(["Botox Studio One", "Botox Studio Two"]);
  });

  it("a provider's new rating reorders a cached search at once", async () => {
    await insertProviders([
      providerRow({ name: "Miami Glow A", location: "Miami, FL", rating: 4.9 }),
      providerRow({ name: "Miami Glow B", location: "Miami, FL", rating: 4.1 }),
    ]);
    expect(await names("location=miami&sort=rating")).toEqual(["Miami Glow A", "Miami Glow B"]);
    await env.DB.prepare("UPDATE providers SET rating = 5 WHERE name = 'Miami Glow B'").run();
    expect(await names("location=miami&sort=rating")).toEqual(["Miami Glow B", "Miami Glow A"]);
  });

  it("pages through cached ids exactly as the live query pages, past the cached pages too", async () => {
    const count = PAGE_SIZE * (RESULT_CACHE_PAGES + 1) + 5;
    await insertProviders(
      Array.from({ length: count }, (_, i) =>
        providerRow({
          name: `Filler Clinic ${String(i).padStart(3, "0")}`,
          specialties: ["Dermal Fillers"],
          rating: 4 + (i % 10) / 10,
          reviewCount: i % 7,
        }),
      ),
    );
    for (const query of [
      "q=filler&sort=rating",
      "procedure=fillers&sort=reviews",
      "q=clinic&sort=name",
      "rating=4.5&status=verified&sort=reviews",
      "sort=name",
    ]) {
      for (const page of [1, 2, RESULT_CACHE_PAGES, RESULT_CACHE_PAGES + 1, RESULT_CACHE_PAGES + 2]) {
        const paged = `${query}&page=${page}`;
        const result = await searchProviders(filters(paged));
        const rated45 = Array.from({ length: count }, (_, i) => i % 10 >= 5).filter(Boolean).length;
        expect(result.total, paged).toBe(query.startsWith("rating=4.5") ? rated45 : count);
        // (a page past the end shows the last page)
        expect(
          result.providers.map((p) => p.name),
          paged,
        ).toEqual(await liveNames(`${query}&page=${result.page}`));
      }
    }
    const last = await searchProviders(filters("q=filler&page=99"));
    expect([last.page, last.from, last.to]).toEqual([RESULT_CACHE_PAGES + 2, (RESULT_CACHE_PAGES + 1) * PAGE_SIZE + 1, count]);
  });

  it("a deep page's cached block follows a write at once, as the first pages do", async () => {
    const count = PAGE_SIZE * (RESULT_CACHE_PAGES + 2);
    await insertProviders(
      Array.from({ length: count }, (_, i) => providerRow({ name: `Deep Clinic ${String(i).padStart(3, "0")}`, reviewCount: i + 1 })),
    );
    const deep = `sort=reviews&page=${RESULT_CACHE_PAGES + 2}`;
    const before = await names(deep);
    expect(before).toEqual(await liveNames(deep));
    expect(await names(deep)).toEqual(before); // now from the block cached by the first visit

    // The least reviewed moves to the top: every later page shifts by one.
    await env.DB.prepare("UPDATE providers SET review_count = 100000 WHERE name = 'Deep Clinic 000'").run();
    const after = await names(deep);
    expect(after).toEqual(await liveNames(deep));
    expect(after).not.toEqual(before);
    expect(after.slice(1)).toEqual(before.slice(0, -1));
    // The block was stored again under the new version, for the next visitors.
    const block = await defaultCache().match(`${env.APP_ORIGIN}/_search-results?sort=reviews&page=${RESULT_CACHE_PAGES + 1}`);
    expect((await block?.json<{ version: string }>())?.version).toBe(await version());
  });

  it("a page past the end of a short cached result shows its last page", async () => {
    await insertProviders(
      Array.from({ length: PAGE_SIZE + 3 }, (_, i) => providerRow({ name: `Laser Place ${i}`, specialties: ["Laser Hair Removal"] })),
    );
    const result = await searchProviders(filters("q=laser&page=5"));
    expect([result.page, result.totalPages, result.from, result.to, result.providers.length]).toEqual([
      2,
      2,
      PAGE_SIZE + 1,
      PAGE_SIZE + 3,
      3,
    ]);
  });
});
