/**
 * The reset before every test (test/setup/database.ts): it empties every table that holds rows, a
 * table before the tables it references (so a parent's delete has no cascade left to run), and
 * leaves the rest alone: after a test that wrote nothing it sends no delete at all.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { insertProviders, insertReview } from "~/dev/factories.server";
import { RESET_TABLES, resetDatabase } from "../setup/database";

async function rowsIn(table: string): Promise<number> {
  return (await env.DB.prepare(`SELECT count(*) AS n FROM "${table}"`).first<{ n: number }>())!.n;
}

describe("the database reset before each test", () => {
  it("empties the tables that hold rows, each before the tables it references, and only those", async () => {
    const [provider] = await insertProviders([{ name: "Reset Clinic" }]);
    await insertReview({ providerId: provider!.id, rating: 5, title: "Kind and clear", content: "Explained every step of the visit." });
    const holding = [];
    for (const table of RESET_TABLES) if ((await rowsIn(table)) > 0) holding.push(table);
    expect(holding).toEqual(expect.arrayContaining(["reviews", "users", "providers"]));

    const emptied = await resetDatabase();
    expect(emptied).toEqual(holding);
    expect(emptied.indexOf("reviews")).toBeLessThan(emptied.indexOf("providers"));
    expect(emptied.indexOf("reviews")).toBeLessThan(emptied.indexOf("users"));
    for (const table of RESET_TABLES) expect(await rowsIn(table), table).toBe(0);
    // Nothing written since: nothing to empty.
    expect(await resetDatabase()).toEqual([]);
  });

  it("knows every table but the search indexes' and D1's own", async () => {
    const { results } = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all<{ name: string }>();
    const expected = results
      .map((t) => t.name)
      .filter((name) => !/^(sqlite_|d1_|_cf_|providers_fts|providers_substring)/.test(name))
      .sort();
    expect([...RESET_TABLES].sort()).toEqual(expected);
  });
});
