/**
 * Reported prices benchmark (issue 36 item 1): `npm run bench:prices` (bench/prices.ts) runs test/bench/reported-prices.ts in
 * workerd against a real local D1, as the integration tests do, with the migrations applied.
 */
import { defineConfig } from "vitest/config";
import { workerdDeps } from "../test/workerd-deps.ts";
import { benchWorkerd, root } from "./workerd.ts";
import { sizeOption } from "./smoke.ts";

export default defineConfig(async () => ({
  root,
  plugins: [
    await benchWorkerd({
      // The sizes, from this process's environment (BENCH_PROVIDERS, BENCH_REVIEWS, BENCH_RUNS; BENCH_SMOKE=1: tiny).
      BENCH_PRICES: JSON.stringify({
        providers: sizeOption("BENCH_PROVIDERS", 5_000, 60),
        reviews: sizeOption("BENCH_REVIEWS", 100_000, 300),
        runs: sizeOption("BENCH_RUNS", 21, 1),
      }),
    }),
  ],
  resolve: { tsconfigPaths: true },
  test: {
    deps: workerdDeps,
    include: ["test/bench/reported-prices.ts"],
    setupFiles: ["./test/setup/database.ts"],
    testTimeout: 600_000,
  },
}));
