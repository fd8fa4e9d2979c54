/**
 * Reported prices at scale (issue 36 item 1): `npm run bench:prices`. The measuring runs in workerd
 * against a real local D1 (test/bench/reported-prices.ts, which says what it fills and times, under
 * bench/prices.config.ts); this starts it and passes on its exit code. Options (env):
 * BENCH_PROVIDERS (5000), BENCH_REVIEWS (100000), BENCH_RUNS (21). Smoke mode (BENCH_SMOKE=1 or
 * --smoke, bench/smoke.ts): 60 providers, 300 reviews, one run each.
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { SMOKE } from "./smoke.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const run = spawnSync(process.execPath, ["node_modules/vitest/vitest.mjs", "run", "--config", "bench/prices.config.ts"], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, ...(SMOKE ? { BENCH_SMOKE: "1" } : {}) },
});
process.exit(run.status ?? 1);
