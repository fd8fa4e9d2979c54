import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

export default defineConfig(async () => {
  const migrations = await readD1Migrations("./migrations");
  return {
    plugins: [
      cloudflareTest({
        main: "./test/worker.ts",
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          bindings: { TEST_MIGRATIONS: migrations, EXTRACTION_SPACING_MS: "0", APP_ENV: "test", APP_ORIGIN: "http://localhost:8787" },
        },
      }),
    ],
    resolve: { tsconfigPaths: true },
    test: {
      include: ["test/integration/**/*.test.{ts,tsx}"],
      setupFiles: ["./test/setup/database.ts"],
      // One workerd for all files instead of one per file (each file's setup re-runs; every test
      // starts from an emptied database, so files cannot see each other's rows).
      isolate: false,
      // Loops of real requests (the rate-limit tests) run past 5 s when the machine is busy.
      testTimeout: 20_000,
    },
  };
});
