/**
 * `npm test`: every check, timed, in three lines side by side on this 2-core machine:
 *
 *   typecheck -> lint
 *   (once the build has ended) integration (vitest in workerd) -> the benchmarks' smoke modes
 *   (bench/smoke-all.ts, on the same build: each benchmark of docs/performance.md starts and answers)
 *   build (the e2e database migrated and seeded beside it) -> start the app -> e2e (@playwright/test,
 *   playwright.config.ts, against that app)
 *
 * A failed stage stops only the stages after it in its own line; the table of stage times prints
 * whatever happened. Output of the stages is printed when each one ends; a failed buffered stage's
 * failing lines are printed again after the table, where a log cut to its tail still shows them.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { stripVTControlCharacters } from "node:util";
import { runSmokes } from "../bench/smoke-all.ts";
import { E2E_CHROMIUM_PATH } from "../test/e2e/chromium.ts";
import { buildApp, prepareState, ROOT, runPlaywright, startApp } from "../test/e2e/server.ts";

type Result = { name: string; seconds: number; ok: boolean | null };
const results: Result[] = [];
/** Per failed buffered stage, the lines that say what failed (vitest's FAIL and ×, assertion and error lines; else the tail). */
const failures: { script: string; lines: string[] }[] = [];
const FAILING_LINE = /\bFAIL\b|×|✖|AssertionError|Error:|error TS|\d+:\d+ +error|\[warn\]/;
const started = Date.now();

async function stage(name: string, work: () => Promise<boolean>): Promise<boolean> {
  const t0 = Date.now();
  let ok = false;
  try {
    ok = await work();
  } catch (error) {
    console.error(error);
  }
  results.push({ name, seconds: (Date.now() - t0) / 1000, ok });
  if (!ok) console.error(`\n✖ ${name} failed`);
  return ok;
}

/**
 * The ports startApp picked for the e2e run's fixture websites (it sets them in this process for the
 * test files). The integration tests pick their own: inheriting these, vitest listened on a port
 * picked a minute earlier and released, which by then something else may hold (EADDRINUSE in CI).
 */
const E2E_ONLY = ["E2E_PORTS", "EXTRACTION_FIXTURE_PORTS", "EXTRACTION_DEAD_PORT", "E2E_FIXTURE_SITE"];
const withoutE2EPorts = () => Object.fromEntries(Object.entries(process.env).filter(([name]) => !E2E_ONLY.includes(name)));

/** Runs an npm script; `buffer` holds its output until it ends (for stages that run side by side). */
function npmRun(script: string, { buffer = false } = {}): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", script], {
      cwd: ROOT,
      env: withoutE2EPorts(),
      stdio: buffer ? ["ignore", "pipe", "pipe"] : "inherit",
    });
    let output = "";
    child.stdout?.on("data", (d) => (output += d));
    child.stderr?.on("data", (d) => (output += d));
    child.on("close", (code) => {
      if (buffer && output.trim()) console.log(`\n── ${script} ──\n${output.trimEnd()}`);
      if (buffer && code !== 0) {
        const lines = stripVTControlCharacters(output).split("\n");
        const failing = lines.filter((line) => FAILING_LINE.test(line));
        failures.push({ script, lines: (failing.length ? failing : lines).slice(-40) });
      }
      resolve(code === 0);
    });
  });
}

function skipped(...names: string[]) {
  for (const name of names) results.push({ name, seconds: 0, ok: null });
}

function printTable() {
  const width = Math.max(...results.map((r) => r.name.length), 5);
  console.log(`\n${"stage".padEnd(width)}  seconds  result`);
  for (const r of results)
    console.log(`${r.name.padEnd(width)}  ${r.seconds.toFixed(1).padStart(7)}  ${r.ok === null ? "skipped" : r.ok ? "ok" : "FAILED"}`);
  console.log(`${"total".padEnd(width)}  ${((Date.now() - started) / 1000).toFixed(1).padStart(7)}  (wall clock; the stages overlap)`);
  for (const { script, lines } of failures) console.log(`\n── ${script}: what failed ──\n${lines.join("\n")}`);
}

if (!existsSync(E2E_CHROMIUM_PATH)) {
  console.error(`Chromium not found at ${E2E_CHROMIUM_PATH}. Install it with: apt-get install -y chromium-headless-shell`);
  process.exit(1);
}

let app: Awaited<ReturnType<typeof startApp>> | undefined;
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => {
    app?.stop();
    process.exit(1);
  });

let status = 1;
try {
  const database = prepareState(); // the e2e app's database needs no build: migrated and seeded beside it
  const built = stage("build", async () => {
    const build = await buildApp({ quiet: true });
    if (!build.ok) console.log(`\n── build ──\n${build.output}`);
    return build.ok;
  });
  const [checks, integration, e2e] = await Promise.all([
    (async () => {
      if (await stage("typecheck", () => npmRun("typecheck", { buffer: true })))
        return stage("lint", () => npmRun("lint", { buffer: true }));
      skipped("lint");
      return false;
    })(),
    built.then(async (ok) => {
      const integration = await stage("integration (vitest)", () => npmRun("test:integration", { buffer: true }));
      if (!ok) {
        skipped("benchmarks (smoke)");
        return false;
      }
      return (await stage("benchmarks (smoke)", () => runSmokes(withoutE2EPorts(), { quiet: true }))) && integration;
    }),
    (async () => {
      if (!(await built)) {
        skipped("start app", "e2e (Playwright, Chromium)");
        return false;
      }
      const started = await stage("start app", async () => {
        const prepared = await database;
        if (!prepared.ok) {
          console.log(`\n── migrate, seed ──\n${prepared.output}`);
          return false;
        }
        app = await startApp({ prepared: true });
        return true;
      });
      if (!started) {
        skipped("e2e (Playwright, Chromium)");
        return false;
      }
      return stage("e2e (Playwright, Chromium)", () => runPlaywright(app!.baseUrl));
    })(),
  ]);
  if (checks && integration && e2e) status = 0;
} finally {
  app?.stop();
  printTable();
}
process.exit(status);
