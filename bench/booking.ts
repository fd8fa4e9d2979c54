/**
 * Booking (issue 47): `npm run bench:booking`. The measuring runs in workerd against the real local
 * D1 and the practices' calendar Durable Objects (test/bench/booking.ts, which says what it races
 * and prints, under bench/booking.config.ts); this starts it and passes on its exit code. Options
 * (env): BENCH_SMOKE=1 (tiny sizes), BENCH_RACERS (200), BENCH_RACE_SLOTS (20), BENCH_BOOKINGS
 * (1000), BENCH_PRACTICES (100), BENCH_CONCURRENCY (50).
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const run = spawnSync(process.execPath, ["node_modules/vitest/vitest.mjs", "run", "--config", "bench/booking.config.ts"], {
  cwd: root,
  stdio: "inherit",
});
process.exit(run.status ?? 1);
