/**
 * Booking benchmark (issue 47): `npm run bench:booking` (bench/booking.ts) runs test/bench/booking.ts in
 * workerd against a real local D1 and the real calendar Durable Objects, with the migrations applied.
 */
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL("..", import.meta.url));
const smoke = process.env.BENCH_SMOKE === "1";
const size = (name: string, full: number, tiny: number) => Number(process.env[name] ?? (smoke ? tiny : full));

export default defineConfig(async () => ({
  root,
  plugins: [
    cloudflareTest({
      main: "./test/worker.ts",
      wrangler: { configPath: "./wrangler.toml" },
      remoteBindings: false, // wrangler.toml's AI binding stays offline (decision 050)
      miniflare: {
        assets: { directory: `${root}public`, binding: "ASSETS" }, // the US place table (decision 059)
        bindings: {
          TEST_MIGRATIONS: await readD1Migrations(`${root}migrations`),
          APP_ENV: "test",
          APP_ORIGIN: "http://localhost:8787",
          // The sizes, from this process's environment (BENCH_SMOKE=1: tiny ones for the suite's smoke run).
          BENCH_BOOKING: JSON.stringify({
            racers: size("BENCH_RACERS", 200, 20),
            raceSlots: size("BENCH_RACE_SLOTS", 20, 4),
            bookings: size("BENCH_BOOKINGS", 1_000, 30),
            practices: size("BENCH_PRACTICES", 100, 3),
            concurrency: size("BENCH_CONCURRENCY", 50, 10),
          }),
        },
      },
    }),
  ],
  resolve: { tsconfigPaths: true },
  test: {
    include: ["test/bench/booking.ts"],
    setupFiles: ["./test/setup/database.ts"],
    deps: { optimizer: { ssr: { enabled: true, include: ["ics"] } } }, // as vitest.config.ts
    testTimeout: 1_800_000,
  },
}));
