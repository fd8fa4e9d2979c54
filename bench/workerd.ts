/**
 * The workerd the in-Worker benchmarks run in (bench:prices, bench:booking, eval:trugpt,
 * bench:extraction-accuracy): the tests' Worker with wrangler.toml's bindings, offline (the AI
 * binding never reaches Cloudflare, decision 050), public/ as its assets (the US place table,
 * decision 059) and the migrations for test/setup/database.ts. `bindings` adds each benchmark's own.
 */
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("..", import.meta.url));

export async function benchWorkerd(bindings: Record<string, string>) {
  return cloudflareTest({
    main: "./test/worker.ts",
    wrangler: { configPath: "./wrangler.toml" },
    remoteBindings: false,
    miniflare: {
      assets: { directory: `${root}public`, binding: "ASSETS" },
      bindings: {
        TEST_MIGRATIONS: await readD1Migrations(`${root}migrations`),
        APP_ENV: "test",
        APP_ORIGIN: "http://localhost:8787",
        ...bindings,
      },
    },
  });
}
