/**
 * `npm test`: every check, timed, with the independent ones side by side on a 2-core machine.
 *
 *   typecheck -> lint                                  } at the same time: typecheck and
 *   build -> start the app -> integration (vitest)     } lint use mostly one core each
 *   e2e (two files at a time, Chromium)  alone, against the app started above
 *
 * A failed stage stops the stages after it (the running ones finish); the table of stage times
 * prints whatever happened. Output of the side-by-side stages is printed when each one ends.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { E2E_CHROMIUM_PATH } from "../test/e2e/browser.ts";
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

/**
 * The ports startApp picked for the e2e run's fixture websites (it sets them in this process for the
 * test files). The integration tests pick their own: inheriting these, vitest listened on a port
 * picked a minute earlier and released, which by then something else may hold (EADDRINUSE in CI).
 */
const E2E_ONLY = ["EXTRACTION_FIXTURE_PORTS", "EXTRACTION_DEAD_PORT", "E2E_FIXTURE_SITE"];
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
  console.log(`${"total".padEnd(width)}  ${((Date.now() - started) / 1000).toFixed(1).padStart(7)}  (wall clock; the first five overlap)`);
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

const [checks, served] = await Promise.all([
  (async () =>
    (await stage("typecheck", () => npmRun("typecheck", { buffer: true }))) && stage("lint", () => npmRun("lint", { buffer: true })))(),
  (async () => {
    const built = await stage("build", async () => {
      const build = await buildApp({ quiet: true });
      if (!build.ok) console.log(`\n── build ──\n${build.output}`);
      return build.ok;
    });
    const started =
      built &&
      (await stage("start app (migrate, seed)", async () => {
        app = await startApp();
        return true;
      }));
    // Beside lint, which leaves the second core idle; the app started above waits for e2e.
    if (!started) skipped("integration (vitest)");
    return started && stage("integration (vitest)", () => npmRun("test:integration"));
  })(),
]);
if (!results.some((r) => r.name === "lint")) skipped("lint");

let status = 1;
try {
  if (checks && served) {
    if (await stage("e2e (Chromium)", () => runE2E(app!.baseUrl))) status = 0;
  } else skipped("e2e (Chromium)");
} finally {
  app?.stop();
  printTable();
}
process.exit(status);
