/**
 * Smoke mode of the benchmarks (`BENCH_SMOKE=1`, or `--smoke` after the script): tiny sizes and a few
 * seconds each, through the same code path as the full run, so that `npm test` (scripts/test.ts, its
 * benchmark stage) notices a benchmark that can no longer start. In smoke mode a benchmark exits
 * non-zero when it cannot start or a request fails; its figures mean nothing and are not saved.
 */
export const SMOKE = process.env.BENCH_SMOKE === "1" || process.argv.includes("--smoke");

/** A whole-number option: the environment's value when set, else the smoke size in smoke mode, else the full run's. */
export function sizeOption(name: string, full: number, smoke: number): number {
  const value = Number(process.env[name] ?? (SMOKE ? smoke : full));
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name}: a number of 0 or more`);
  return value;
}

/** In smoke mode, fails the run (exit code 1) with `message` when `failed` is true; a full run only reports. */
export function smokeCheck(failed: boolean, message: string): void {
  if (!failed) return;
  if (SMOKE) throw new Error(`smoke: ${message}`);
  console.warn(`  warning: ${message}`);
}
