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
    },
  };
});
