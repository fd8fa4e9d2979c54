/**
 * Every benchmark of docs/performance.md in its smoke mode (bench/smoke.ts), one after another, on
 * the build that is there (SKIP_BUILD=1): `npm run bench:smoke`, and `npm test`'s benchmark stage
 * (scripts/test.ts), so a benchmark that can no longer start fails CI. Prints each one's time and
 * result, the output of a failed one, and exits 1 when any failed.
 *
 * Left out: `npm run eval:trugpt`, which is a test with its own bar (112 questions, minutes) and
 * has no smaller set; `npm run lighthouse`, whose scores need a quiet machine (docs/performance.md).
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** The npm scripts, in the order they run: the cheap ones first, so a broken start shows soon. */
export const SMOKE_BENCHMARKS = [
  "bench:cold-start",
  "bench:prices",
  "bench:extraction",
  "bench:csv-import",
  "bench:upload-memory",
  "bench:photo-upload",
  "bench:distance",
  "bench",
  "bench:trugpt",
  "bench:load",
] as const;

function runSmoke(script: string, env: NodeJS.ProcessEnv): Promise<{ ok: boolean; output: string; seconds: number }> {
  const t0 = Date.now();
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", script], {
      cwd: ROOT,
      env: { ...env, BENCH_SMOKE: "1", SKIP_BUILD: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("close", (code) => resolve({ ok: code === 0, output, seconds: (Date.now() - t0) / 1000 }));
  });
}

/**
 * Runs every smoke; `env` is the environment the benchmarks start with; `quiet` prints the table only
 * at the end (npm test, beside other stages). True when all passed.
 */
export async function runSmokes(env: NodeJS.ProcessEnv = process.env, { quiet = false } = {}): Promise<boolean> {
  let ok = true;
  const lines: string[] = [];
  for (const script of SMOKE_BENCHMARKS) {
    const result = await runSmoke(script, env);
    lines.push(`  ${script.padEnd(22)} ${result.seconds.toFixed(1).padStart(6)} s  ${result.ok ? "ok" : "FAILED"}`);
    if (!quiet) console.log(lines.at(-1));
    if (!result.ok) {
      ok = false;
      console.log(`\n── ${script} (smoke) failed ──\n${result.output.trimEnd()}`);
    }
  }
  console.log(`\n── benchmarks (smoke) ──\n${lines.join("\n")}`);
  return ok;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit((await runSmokes()) ? 0 : 1);
