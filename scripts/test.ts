/**
 * `npm test`: every check, timed, packed onto a 2-core machine so that no core waits:
 *
 *   typecheck -> lint                    } lint and vitest are mostly one core each; they run
 *             -> integration (vitest)    } beside the end-to-end files instead of before them
 *   build -> start the app -> e2e (two files at a time, Chromium)
 *
 * The end-to-end stage is the long one, so it starts as soon as the app is up and the types
 * check. A failed stage stops the stages that depend on it (the running ones finish); the run
 * fails if any stage failed, and the table of stage times prints whatever happened. Output of
 * the side-by-side stages is printed when each one ends.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { CHROMIUM_PATH } from "../test/e2e/browser.ts";
import { buildApp, ROOT, runE2E, startApp } from "../test/e2e/server.ts";

type Result = { name: string; seconds: number; ok: boolean | null };
const results: Result[] = [];
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

/** Runs an npm script; `buffer` holds its output until it ends (for stages that run side by side). */
function npmRun(script: string, { buffer = false } = {}): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", script], { cwd: ROOT, stdio: buffer ? ["ignore", "pipe", "pipe"] : "inherit" });
    let output = "";
    child.stdout?.on("data", (d) => (output += d));
    child.stderr?.on("data", (d) => (output += d));
    child.on("close", (code) => {
      if (buffer && output.trim()) console.log(`\n── ${script} ──\n${output.trimEnd()}`);
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
  console.log(`${"total".padEnd(width)}  ${((Date.now() - started) / 1000).toFixed(1).padStart(7)}  (wall clock; stages overlap)`);
}

if (!existsSync(CHROMIUM_PATH)) {
  console.error(`Chromium not found at ${CHROMIUM_PATH}. Install it with: apt-get install -y chromium`);
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
  const typecheck = stage("typecheck", () => npmRun("typecheck", { buffer: true }));
  const served = (async () => {
    const built = await stage("build", async () => {
      const build = await buildApp({ quiet: true });
      if (!build.ok) console.log(`\n── build ──\n${build.output}`);
      return build.ok;
    });
    return (
      built &&
      stage("start app (migrate, seed)", async () => {
        app = await startApp();
        return true;
      })
    );
  })();
  const typesOk = await typecheck;
  if (!typesOk) skipped("lint", "integration (vitest)");
  const lint = typesOk && stage("lint", () => npmRun("lint", { buffer: true }));
  const integration = typesOk && stage("integration (vitest)", () => npmRun("test:integration", { buffer: true }));
  const e2e = (async () => {
    if (typesOk && (await served)) return stage("e2e (Chromium)", () => runE2E(app!.baseUrl));
    skipped("e2e (Chromium)");
    return false;
  })();
  const outcomes = await Promise.all([lint, integration, e2e]);
  if (outcomes.every(Boolean)) status = 0;
} finally {
  app?.stop();
  printTable();
}
process.exit(status);
