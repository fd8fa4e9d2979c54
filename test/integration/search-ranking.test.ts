/**
 * Relevance that does not grow with matches (issue 15, decision 022): a text search sorted by
 * relevance reads its bm25 order from a ranking precomputed once per directory version (its best
 * RANKED_MATCHES matches), then the other matches by rowid, in one merged query that stops after
 * the page.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { approveAll, stageCsv } from "~/imports/csv-staging.server";
import { parseDirectoryFilters, PAGE_SIZE } from "~/directory/search-params";
import { buildSearchQuery, RANKED_MATCHES, RANKED_QUERIES, searchProviders } from "~/directory/search.server";
import { insertProviders, providerRow } from "../fixtures/directory";
import { createUser } from "../fixtures/users";

function filters(query: string) {
  return parseDirectoryFilters(new URLSearchParams(query));
}

async function version() {
  return (await env.DB.prepare("SELECT version FROM directory_state WHERE id = 1").first<{ version: string }>())?.version;
}

async function ranking(words: string) {
  const state = await env.DB.prepare("SELECT version FROM search_ranking_state WHERE words = ?").bind(words).first<{ version: string }>();
  const { results } = await env.DB.prepare(
    "SELECT p.id FROM search_rankings r JOIN providers p ON p.rowid = r.provider_rowid WHERE r.words = ? ORDER BY r.sort_key",
  )
    .bind(words)
    .all<{ id: string }>();
  return { version: state?.version, ids: results.map((r) => r.id) };
}

/** Every page of a search, in order, through searchProviders. */
async function allPages(query: string) {
  const first = await searchProviders(filters(query));
  const ids = first.providers.map((p) => p.id);
  for (let page = 2; page <= first.totalPages; page++) {
    const result = await searchProviders(filters(`${query}&page=${page}`));
    expect(result.page).toBe(page);
    expect(result.total).toBe(first.total);
    ids.push(...result.providers.map((p) => p.id));
  }
  return { total: first.total, ids };
}

/** `count` providers matching "botox" with different strengths (bm25 differs), some unverified. */
function botoxProviders(count: number) {
  return Array.from({ length: count }, (_, i) =>
    providerRow({
      id: `b-${String(i).padStart(4, "0")}`,
      name: `Clinic ${i}`,
      specialties: ["Facials"],
      bio: `${"botox ".repeat(1 + (i % 7))}and ${"care ".repeat(i % 11)}`,
      isVerified: i % 4 !== 0,
    }),
  );
}

describe("precomputed relevance", () => {
  it("the relevance id queries walk the ranking's key and the FTS index in rowid order, never sorting", async () => {
    await insertProviders(botoxProviders(30));
    const plan = async ({ sql, params }: { sql: string; params: (string | number)[] }) =>
      (
        await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
          .bind(...params)
          .all<{ detail: string }>()
      ).results.map((r) => r.detail);
    for (const query of ["q=botox", "q=botox&status=verified", "q=botox&type=medspa&rating=4", "q=botox&location=austin"]) {
      const q = buildSearchQuery(filters(query));
      // The first block of ids and a deeper one (decision 026): one statement, SQLite merges the
      // ranking (by its primary key) and the other matches (from the FTS index in rowid order).
      for (const offset of [0, 12 * PAGE_SIZE]) {
        const steps = await plan(q.ordered("p.rowid AS rowid", 10 * PAGE_SIZE, offset));
        expect(steps, query).toContain("MERGE (UNION ALL)");
        expect(steps, query).toContain("SEARCH r USING PRIMARY KEY (words=?)");
        expect(
          steps.some((step) => /^SCAN f VIRTUAL TABLE/.test(step)),
          steps.join("; "),
        ).toBe(true);
        expect(steps, query).not.toContain("SCAN p");
        expect(steps, query).not.toContain("USE TEMP B-TREE FOR ORDER BY");
      }
    }
  });

  it("orders the best RANKED_MATCHES matches by bm25, then the rest by rowid; pages are stable, complete and never overlap", async () => {
    const count = RANKED_MATCHES + 3 * PAGE_SIZE + 7;
    await insertProviders(botoxProviders(count));
    const { results: bm25 } = await env.DB.prepare(
      "SELECT p.id, p.is_verified FROM providers_fts f JOIN providers p ON p.rowid = f.rowid WHERE providers_fts MATCH ? ORDER BY f.rank, f.rowid",
    )
      .bind('"botox"*')
      .all<{ id: string; is_verified: number }>();
    const { results: byRowid } = await env.DB.prepare("SELECT id, is_verified FROM providers ORDER BY rowid").all<{
      id: string;
      is_verified: number;
    }>();
    const ranked = bm25.slice(0, RANKED_MATCHES);
    const rankedIds = new Set(ranked.map((r) => r.id));
    const tail = byRowid.filter((r) => !rankedIds.has(r.id));

    for (const [query, keep] of [
      ["q=botox", () => true],
      ["q=botox&status=verified", (r: { is_verified: number }) => r.is_verified === 1],
    ] as const) {
      const expected = [...ranked.filter(keep), ...tail.filter(keep)].map((r) => r.id);
      const first = await allPages(query);
      expect(first.total, query).toBe(expected.length);
      expect(first.ids, query).toEqual(expected);
      expect(new Set(first.ids).size, query).toBe(first.ids.length);
      // Paging again (now from the shared result entry and the stored ranking) gives the same pages.
      expect((await allPages(query)).ids, query).toEqual(expected);
    }
    // The order of the first pages is exactly the bm25 order the live query gives.
    expect((await searchProviders(filters("q=botox"))).providers.map((p) => p.id)).toEqual(bm25.slice(0, PAGE_SIZE).map((r) => r.id));

    // A page past the end shows the last page, as before.
    const past = await searchProviders(filters("q=botox&page=999"));
    const lastPage = Math.ceil(count / PAGE_SIZE);
    expect([past.page, past.totalPages, past.from, past.to]).toEqual([lastPage, lastPage, (lastPage - 1) * PAGE_SIZE + 1, count]);
  });

  it("refreshes the ranking when the directory version changes: a provider added, deleted, or imported", async () => {
    await insertProviders(botoxProviders(40));
    expect((await searchProviders(filters("q=botox"))).total).toBe(40);
    const stored = await ranking('"botox"*');
    expect(stored.version).toBe(await version());
    expect(stored.ids).toHaveLength(40);

    // Added: the strongest match leads at once.
    await insertProviders([
      providerRow({ id: "star", name: "Botox Botox", title: "Botox", specialties: ["Botox"], bio: "Botox botox botox botox." }),
    ]);
    const added = await searchProviders(filters("q=botox"));
    expect(added.total).toBe(41);
    expect(added.providers[0]?.id).toBe("star");
    expect(await ranking('"botox"*')).toMatchObject({ version: await version(), ids: expect.arrayContaining(["star"]) as unknown });

    // Deleted: gone from the results and from the ranking.
    await env.DB.prepare("DELETE FROM providers WHERE id = 'star'").run();
    const deleted = await searchProviders(filters("q=botox&page=2"));
    expect(deleted.total).toBe(41 - 1);
    expect((await allPages("q=botox")).ids).not.toContain("star");
    const afterDelete = await ranking('"botox"*');
    expect(afterDelete.version).toBe(await version());
    expect(afterDelete.ids).toHaveLength(40);

    // Imported from a CSV file (Approve All): the new providers are ranked too.
    const admin = await createUser({ role: "admin" });
    const staged = await stageCsv(`name,location,specialties\nBotox Palace,"Austin, TX",Botox\n`, "import.csv", admin);
    if (!staged.ok) throw new Error(staged.message);
    await approveAll(admin, staged.batchId, { budgetMs: 10_000 });
    const imported = await searchProviders(filters("q=botox"));
    expect(imported.total).toBe(41);
    expect(imported.providers.map((p) => p.name)).toContain("Botox Palace");
    expect((await ranking('"botox"*')).version).toBe(await version());
  });

  it("keeps at most RANKED_QUERIES rankings, dropping the least recently refreshed", async () => {
    await insertProviders(botoxProviders(3));
    const stale = Array.from({ length: RANKED_QUERIES }, (_, i) => [`"old${i}"*`, i + 1] as const);
    await env.DB.batch(
      stale.flatMap(([words, at]) => [
        env.DB.prepare("INSERT INTO search_ranking_state (words, version, refreshed_at) VALUES (?, 'v', ?)").bind(words, at),
        env.DB.prepare("INSERT INTO search_rankings (words, sort_key, provider_rowid) VALUES (?, -1, 1)").bind(words),
      ]),
    );
    await searchProviders(filters("q=botox"));
    const kept = await env.DB.prepare("SELECT count(*) AS n FROM search_ranking_state").first<{ n: number }>();
    expect(kept?.n).toBe(RANKED_QUERIES);
    expect((await ranking('"botox"*')).ids).toHaveLength(3);
    const oldest = await env.DB.prepare("SELECT count(*) AS n FROM search_rankings WHERE words = ?").bind('"old0"*').first<{ n: number }>();
    expect(oldest?.n).toBe(0);
  });
});

describe("home carousels at scale", () => {
  it("the featured carousel's order (rating, then review count) comes from providers_featured_idx without a sort", async () => {
    const { results } = await env.DB.prepare(
      "EXPLAIN QUERY PLAN SELECT p.id FROM providers p WHERE p.featured_rank IS NULL AND p.is_featured = 1 ORDER BY p.rating DESC, p.review_count DESC LIMIT ?",
    )
      .bind(8)
      .all<{ detail: string }>();
    const steps = results.map((r) => r.detail);
    expect(steps[0]).toMatch(/^SEARCH p USING INDEX providers_featured_idx/);
    expect(steps.join("; ")).not.toMatch(/TEMP B-TREE/);
  });
});
