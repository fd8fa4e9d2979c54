/**
 * Every benchmark of docs/performance.md in its smoke mode (bench/smoke.ts), one after another, on
 * the build that is there (SKIP_BUILD=1): `npm run bench:smoke`, and `npm test`'s benchmark stage
 * (scripts/test.ts), so a benchmark that can no longer start fails CI. Prints each one's time and
 * result, the output of a failed one, and exits 1 when any failed.
 *
 * Left out: `npm run eval:trugpt`, which is a test with its own bar (112 questions, minutes) and
 * has no smaller set. Lighthouse's smoke checks only that it runs and scores (its scores need a quiet
 * machine, docs/performance.md).
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** The npm scripts, in the order they start: the longest first, so the last to end is a short one. */
export const SMOKE_BENCHMARKS = [
  "bench",
  "bench:distance",
  "bench:trugpt",
  "bench:load",
  "lighthouse",
  "bench:csv-import",
  "bench:photo-upload",
  "bench:upload-memory",
  "bench:extraction",
  "bench:cold-start",
  "bench:prices",
  "bench:booking",
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
 * Runs every smoke, SMOKE_CONCURRENCY (3) at a time: most of a smoke is waiting for wrangler and
 * workerd to start, and each has its own state folder and ports. `env` is the environment the
 * benchmarks start with; `quiet` prints the table only at the end (npm test, beside other stages).
 * True when all passed.
 */
export async function runSmokes(env: NodeJS.ProcessEnv = process.env, { quiet = false } = {}): Promise<boolean> {
  const concurrency = Number(process.env.SMOKE_CONCURRENCY ?? 3);
  const lines = new Map<string, string>();
  const queue = [...SMOKE_BENCHMARKS];
  let ok = true;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let script = queue.shift(); script; script = queue.shift()) {
        const result = await runSmoke(script, env);
        lines.set(script, `  ${script.padEnd(22)} ${result.seconds.toFixed(1).padStart(6)} s  ${result.ok ? "ok" : "FAILED"}`);
        if (!quiet) console.log(lines.get(script));
        if (!result.ok) {
          ok = false;
          console.log(`\n── ${script} (smoke) failed ──\n${result.output.trimEnd()}`);
        }
      }
    }),
  );
  console.log(`\n── benchmarks (smoke) ──\n${SMOKE_BENCHMARKS.map((script) => lines.get(script)).join("\n")}`);
  return ok;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit((await runSmokes()) ? 0 : 1);
