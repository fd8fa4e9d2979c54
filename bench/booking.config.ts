/**
 * Booking benchmark (issue 47): `npm run bench:booking` (bench/booking.ts) runs test/bench/booking.ts in
 * workerd against a real local D1 and the real calendar Durable Objects, with the migrations applied.
 */
import { defineConfig } from "vitest/config";
import { workerdDeps } from "../test/workerd-deps.ts";
import { benchWorkerd, root } from "./workerd.ts";

const smoke = process.env.BENCH_SMOKE === "1";
const size = (name: string, full: number, tiny: number) => Number(process.env[name] ?? (smoke ? tiny : full));

export default defineConfig(async () => ({
  root,
  plugins: [
    await benchWorkerd({
      // The sizes, from this process's environment (BENCH_SMOKE=1: tiny ones for the suite's smoke run).
      BENCH_BOOKING: JSON.stringify({
        racers: size("BENCH_RACERS", 200, 20),
        raceSlots: size("BENCH_RACE_SLOTS", 20, 4),
        bookings: size("BENCH_BOOKINGS", 1_000, 30),
        practices: size("BENCH_PRACTICES", 100, 3),
        concurrency: size("BENCH_CONCURRENCY", 50, 10),
      }),
    }),
  ],
  resolve: { tsconfigPaths: true },
  test: {
    deps: workerdDeps,
    include: ["test/bench/booking.ts"],
    setupFiles: ["./test/setup/database.ts"],
    testTimeout: 1_800_000,
  },
}));
