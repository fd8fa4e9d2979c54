/**
 * Runs before every integration test file: applies migrations (a no-op once applied), lists the
 * tables once, then gives each test a clean database (every table emptied) so tests never depend
 * on each other's rows.
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

// The tables to empty, listed once (migrations ran above; tests never create tables).
const tables = (
  await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'd1_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'providers_fts%' AND name NOT LIKE 'providers_substring%'",
  ).all<{ name: string }>()
).results.map((t) => t.name);

export async function resetDatabase() {
  await env.DB.batch([env.DB.prepare("PRAGMA defer_foreign_keys = ON"), ...tables.map((name) => env.DB.prepare(`DELETE FROM "${name}"`))]);
}

beforeEach(resetDatabase);
// A test that fakes Date (test/fixtures/clock.ts, or its own vi.useFakeTimers) never hands it on to the next.
afterEach(() => vi.useRealTimers());
