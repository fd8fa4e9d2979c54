import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { libraryBundlesWithoutMaps, workerdDeps } from "./test/workerd-deps.ts";
import { defineConfig } from "vitest/config";
import { freePort, INTEGRATION_PORTS } from "./test/free-port.ts";

export default defineConfig(async () => {
  const migrations = await readD1Migrations("./migrations");
  process.env.EXTRACTION_FIXTURE_PORTS ??= [
    await freePort(INTEGRATION_PORTS),
    await freePort(INTEGRATION_PORTS),
    await freePort(INTEGRATION_PORTS),
  ].join(",");
  const fixturePorts = process.env.EXTRACTION_FIXTURE_PORTS;
  const fixtureHosts = fixturePorts.split(",").map((port) => `127.0.0.1:${port}`);
  // The local OpenAI-compatible model TruGPT's model tests script (test/fixtures/model-stub.ts).
  process.env.MODEL_STUB_PORT ??= String(await freePort(INTEGRATION_PORTS));
  // wrangler.toml as wrangler reads it for a deploy: the production-configuration tests check it.
  const deployed = (await wranglerOfThePlugin()).unstable_readConfig({ config: "./wrangler.toml" });
  return {
    plugins: [
      libraryBundlesWithoutMaps,
      cloudflareTest({
        main: "./test/worker.ts",
        wrangler: { configPath: "./wrangler.toml" },
        // wrangler.toml's AI binding reaches Cloudflare only: tests never start its remote session (decision 050).
        remoteBindings: false,
        miniflare: {
          // public/ as the static assets: the Worker reads the US place table from them (app/geo, decision 059).
          assets: { directory: "./public", binding: "ASSETS" },
          bindings: {
            TEST_MIGRATIONS: migrations,
            EXTRACTION_SPACING_MS: "0",
            APP_ENV: "test",
            // wrangler.toml deploys "workers-ai"; tests answer offline unless a test sets a model engine (decision 050).
            TRUGPT_ENGINE: "local",
            APP_ORIGIN: "http://localhost:8787",
            // Only the fixture websites are reachable although private; names resolve through their fake resolver.
            CRAWLER_ALLOW_HOSTS: fixtureHosts.join(","),
            CRAWLER_DOH_URL: `http://${fixtureHosts[0]}/dns-query`,
            EXTRACTION_FIXTURE_PORTS: fixturePorts,
            MODEL_STUB_URL: `http://127.0.0.1:${process.env.MODEL_STUB_PORT}/v1`,
            DEPLOYED_CONFIG: JSON.stringify({ vars: deployed.vars, ai: deployed.ai }),
          },
        },
      }),
    ],
    resolve: { tsconfigPaths: true },
    test: {
      include: ["test/integration/**/*.test.{ts,tsx}"],
      setupFiles: ["./test/setup/database.ts"],
      // The libraries pre-bundled for workerd: test/workerd-deps.ts.
      deps: workerdDeps,
      globalSetup: ["./test/setup/fixture-sites.ts", "./test/setup/model-stub.ts"],
      // One workerd for all files instead of one per file (each file's setup re-runs; every test
      // starts from an emptied database, so files cannot see each other's rows).
      isolate: false,
      // Vite's transforms kept on disk between runs (node_modules/.experimental-vitest-cache, keyed by
      // each file's content): a second run of one file skips them (docs/performance.md, Test suite).
      experimental: { fsModuleCache: true },
      // Loops of real requests (the rate-limit tests) run past 5 s when the machine is busy.
      testTimeout: 20_000,
    },
  };
});

/**
 * The wrangler that @cloudflare/vitest-plugin itself loads to read wrangler.toml (its own pinned copy
 * in its node_modules): importing the project's wrangler here as well loaded a second 15 MB CLI
 * bundle, about a CPU second of every run. Both read `vars` and `ai` alike.
 */
async function wranglerOfThePlugin() {
  const wrangler = pathToFileURL(createRequire(import.meta.resolve("@cloudflare/vitest-plugin")).resolve("wrangler")).href;
  // (Typed here: the type-aware linter cannot resolve wrangler's own declaration of the function.)
  return (await import(wrangler)) as { unstable_readConfig: (args: { config: string }) => { vars: Record<string, unknown>; ai?: unknown } };
}
