/**
 * Runs before every integration test file: applies migrations (a no-op once applied), lists the
 * tables once, then gives each test a clean database (every table that holds rows emptied) so tests
 * never depend on each other's rows.
 */
import { applyD1Migrations, type D1Migration } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, vi } from "vitest";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

// The tables to empty, listed once (migrations ran above; tests never create tables), each after
// the tables that reference it: emptied children first, a parent's delete has no cascade to run.
const tableSql = (
  await env.DB.prepare(
    "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'd1_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'providers_fts%' AND name NOT LIKE 'providers_substring%'",
  ).all<{ name: string; sql: string }>()
).results;
const parentsOf = new Map(tableSql.map((t) => [t.name, [...t.sql.matchAll(/REFERENCES\s+[`"']?(\w+)/gi)].map((m) => m[1]!)]));
const tables: string[] = [];
function placeAfterChildren(name: string, seen = new Set<string>()) {
  if (tables.includes(name) || seen.has(name)) return;
  seen.add(name);
  for (const [child, parents] of parentsOf) if (child !== name && parents.includes(name)) placeAfterChildren(child, seen);
  tables.push(name);
}
for (const { name } of tableSql) placeAfterChildren(name);
// One statement that says which tables hold rows (a test fills a handful of the 50-odd).
const whichHoldRows = `SELECT ${tables.map((name) => `EXISTS (SELECT 1 FROM "${name}")`).join(", ")}`;

/**
 * Empties every table that holds rows, in one batch, and says which (measured in docs/performance.md,
 * "Test suite": after the seeded directory it reads half the rows the emptying of every table did,
 * and a test that wrote nothing costs one query instead of a batch of 54 statements).
 */
export async function resetDatabase(): Promise<string[]> {
  const [holding] = await env.DB.prepare(whichHoldRows).raw<number[]>();
  const full = tables.filter((_, i) => holding?.[i] === 1);
  if (full.length)
    await env.DB.batch([env.DB.prepare("PRAGMA defer_foreign_keys = ON"), ...full.map((name) => env.DB.prepare(`DELETE FROM "${name}"`))]);
  return full;
}

/** The tables the reset looks at, in the order it empties them. */
export const RESET_TABLES: readonly string[] = tables;

beforeEach(async () => {
  await resetDatabase();
});
// A test that fakes Date (test/fixtures/clock.ts, or its own vi.useFakeTimers) never hands it on to the next.
afterEach(() => vi.useRealTimers());
