/**
 * The built app served exactly as `npm start` does (its own state folder, a free port), for the
 * end-to-end tests: `test/e2e/run.ts` and `scripts/test.ts` both start it here.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { startFixtureServers } from "../fixtures/extraction/server.ts";
import { freePort } from "../free-port.ts";
import { E2E_STATE } from "./local-d1.ts";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/**
 * The end-to-end files share one seeded database and one server, so the runner orders them (see
 * runUnits): the seeded accounts' rows that tests change (activity.test.ts) are changed only there.
 *
 * Files that count or list the seeded directory's results ("Showing 1-24 of 30", the hero search's
 * two verified dermatologists) run first.
 */
const READS_SEEDED_DIRECTORY = ["directory", "directory-ui", "site"];
/** Files that add providers to the directory or remove them: they start once those above have finished. */
const CHANGES_DIRECTORY = ["admin", "csv-import", "extraction", "honest-listings", "layout", "photo-import", "search-terms"];
/**
 * admin.test.ts compares user counts across pages and finds its own entries among the latest admin
 * actions, so it runs last, beside only the files below.
 */
const RUNS_LAST = ["admin"];
/**
 * Short files that neither add users nor log admin actions: held back to the end, where they fill
 * the slots the last file leaves idle (it waits for the others, then runs about 20 seconds).
 */
const BESIDE_LAST = ["first-load"];
/**
 * Files that mostly wait (the extraction job's polite 3 s spacing between fetches of one host and
 * its retry back-off) run beside the others instead of taking one of the CPU slots.
 */
const MOSTLY_WAITS = ["extraction"];
/** Longest first, so the slots finish together; the rest by name. */
const ORDER = ["forms", "activity", "accounts", "nojs-shell", "pages", "trugpt", "ux"];

/**
 * Files that run as one unit: one Node process runs them one after another
 * (`node --test --test-isolation=none`), so they share one connection to the browser and its pool
 * of pages (test/e2e/browser.ts). Each file of its own would start a process (about 1 CPU s) and
 * warm a new context (its first load about 0.8 CPU s more than a reused page's). The longest files
 * stay alone, so the two slots still finish together; a unit's files are under the same rules above.
 */
const UNITS = [
  ["directory", "directory-ui", "site"],
  ["nojs-shell", "pages"],
  ["trugpt", "ux"],
  ["csv-import", "layout", "photo-import"],
];

const fileName = (file: string) => file.replace(/^.*\//, "").replace(/\.test\.ts$/, "");
type Unit = string[];
/** Whether the unit's files are in the list (a unit's files all share one rule, see e2eUnits). */
const isIn = (names: string[]) => (unit: Unit) => names.includes(fileName(unit[0]!));
export function e2eFiles(): string[] {
  const rank = (f: string) => {
    const name = fileName(f);
    if (READS_SEEDED_DIRECTORY.includes(name)) return -1;
    if (CHANGES_DIRECTORY.includes(name)) return ORDER.length + 1 + (RUNS_LAST.includes(name) ? 1 : 0);
    if (BESIDE_LAST.includes(name)) return ORDER.length + 3;
    const i = ORDER.indexOf(name);
    return i === -1 ? ORDER.length : i;
  };
  return readdirSync(`${ROOT}/test/e2e`)
    .filter((f) => f.endsWith(".test.ts") || f.endsWith(".spec.ts"))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((f) => `test/e2e/${f}`);
}

/** The files (in e2eFiles' order) grouped into UNITS; a file in no unit is a unit of its own. */
function e2eUnits(files: string[]): Unit[] {
  const rules = [READS_SEEDED_DIRECTORY, CHANGES_DIRECTORY, RUNS_LAST, BESIDE_LAST, MOSTLY_WAITS];
  const units: Unit[] = [];
  for (const file of files) {
    const names = UNITS.find((unit) => unit.includes(fileName(file)));
    const unit = names && units.find((u) => names.includes(fileName(u[0]!)));
    if (unit && rules.some((rule) => isIn(rule)(unit) !== isIn(rule)([file])))
      throw new Error(`${fileName(file)} and ${fileName(unit[0]!)} run under different rules: they cannot share a unit`);
    if (unit) unit.push(file);
    else units.push([file]);
  }
  return units;
}

/** How many files run at once: two on this 2-core machine (E2E_CONCURRENCY overrides). */
export const E2E_CONCURRENCY = Number(process.env.E2E_CONCURRENCY ?? 2);

async function waitForHealth(baseUrl: string, server: ChildProcess, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The app exited with code ${server.exitCode} before it was ready`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The app did not answer ${baseUrl}/api/health within ${timeoutMs / 1000}s`);
}

/**
 * Runs this Node with `args` in the project (`env` added to this process's); with `quiet`, its
 * output is returned instead of printed.
 */
function runNode(args: string[], { quiet = false, env = {} }: { quiet?: boolean; env?: Record<string, string> } = {}) {
  return new Promise<{ ok: boolean; output: string }>((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
    });
    let output = "";
    child.stdout?.on("data", (d) => (output += d));
    child.stderr?.on("data", (d) => (output += d));
    child.on("close", (code) => resolve({ ok: code === 0, output }));
  });
}

/** `react-router build`; with `quiet`, its output is returned instead of printed. */
export function buildApp({ quiet = false } = {}): Promise<{ ok: boolean; output: string }> {
  return runNode([`${ROOT}/node_modules/@react-router/dev/bin.cjs`, "build"], { quiet });
}

/**
 * A fresh state folder, migrated and seeded (`scripts/local-db.ts ensure`: one wrangler run). It
 * needs no build, so the runners do it while the app builds, then start the app on it
 * (`startApp({ prepared: true })`); output is returned, not printed.
 */
export function prepareState(state = E2E_STATE): Promise<{ ok: boolean; output: string }> {
  rmSync(`${ROOT}/${state}`, { recursive: true, force: true });
  return runNode([`${ROOT}/scripts/local-db.ts`, "ensure"], { quiet: true, env: { TRUSELF_STATE: state } });
}

/**
 * Starts the built app with a fresh state folder (or, with `fresh: false`, the folder as it is;
 * with `prepared: true`, the one prepareState has just made); resolves once /api/health answers.
 * The TruGPT benchmark restarts on its own folder.
 */
export async function startApp({ state = E2E_STATE, fresh = true, prepared = false } = {}): Promise<{ baseUrl: string; stop: () => void }> {
  if (fresh && !prepared) rmSync(`${ROOT}/${state}`, { recursive: true, force: true });
  const ports = await e2ePorts();
  const port = ports.app;
  const baseUrl = `http://localhost:${port}`;
  // The photo import test's fixture website (test/fixtures/extraction), served here for the whole
  // run; test files find it at E2E_FIXTURE_SITE.
  const sites = await startFixtureServers(1, { ports: [ports.site] });
  const siteHost = `127.0.0.1:${ports.site}`;
  // The extraction test's fixture websites (its file starts them on these ports) and one port where
  // nothing listens: only they are allow-listed, for this run only.
  const crawlerHosts = [...[...ports.fixtures, ports.dead].map((p) => `127.0.0.1:${p}`), siteHost].join(",");
  const server = spawn(process.execPath, ["scripts/start.ts", "--log-level", "warn"], {
    cwd: ROOT,
    detached: true,
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      SKIP_BUILD: "1",
      ...(prepared ? { SKIP_DB: "1" } : {}),
      PORT: String(port),
      TRUSELF_STATE: state,
      TRUSELF_CRAWLER_ALLOW_HOSTS: crawlerHosts,
      TRUSELF_CRAWLER_DOH_URL: `http://127.0.0.1:${ports.fixtures[0]}/dns-query`,
    },
  });
  const stop = () => {
    void sites.close();
    if (server.exitCode !== null || !server.pid) return;
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      server.kill("SIGTERM");
    }
  };
  try {
    await waitForHealth(baseUrl, server);
  } catch (error) {
    stop();
    throw error;
  }
  return { baseUrl, stop };
}

/**
 * The ports of one end-to-end run: the app's, the photo import test's fixture website, the extraction
 * test's three fixture websites and one where nothing listens. Picked once and kept in E2E_PORTS
 * (with the variables the test files read), so every process of the run (Playwright's workers, its
 * webServer) sees the same.
 */
export async function e2ePorts(): Promise<{ app: number; site: number; fixtures: number[]; dead: number }> {
  if (!process.env.E2E_PORTS) {
    const picked = new Set<number>();
    while (picked.size < 6) picked.add(await freePort());
    const [app, site, dead, ...fixtures] = [...picked] as [number, number, number, ...number[]];
    const ports = { app, site, dead, fixtures };
    process.env.E2E_PORTS = JSON.stringify(ports);
    process.env.E2E_FIXTURE_SITE = `http://127.0.0.1:${ports.site}`;
    process.env.EXTRACTION_FIXTURE_PORTS = fixtures.join(",");
    process.env.EXTRACTION_DEAD_PORT = String(ports.dead);
  }
  return JSON.parse(process.env.E2E_PORTS) as { app: number; site: number; fixtures: number[]; dead: number };
}

/** Runs the given end-to-end files (all by default) against the app at `baseUrl`; resolves true when all pass. */
export async function runE2E(baseUrl: string, files: string[] = e2eFiles()): Promise<boolean> {
  process.env.E2E_BASE_URL = baseUrl; // the test processes inherit it
  // Each unit is a Node process that loads playwright-core (a 3.6 MB bundle): with Node's
  // compile cache all but the first reuse its compiled code (about 0.35 CPU s less per process).
  process.env.NODE_COMPILE_CACHE ??= `${ROOT}/node_modules/.cache/e2e-node-compile-cache`;
  // Imported here, not at the top: browser.ts reads E2E_BASE_URL when it loads, and the benches
  // import this module (startApp) before they know the app's address.
  const { launchBrowserServer } = await import("./browser.ts");
  const oldFiles = files.filter((f) => f.endsWith(".test.ts"));
  const specs = files.filter((f) => f.endsWith(".spec.ts"));
  let ok = true;
  if (oldFiles.length) {
    const browser = await launchBrowserServer();
    process.env.E2E_BROWSER_WS = browser.wsEndpoint();
    try {
      ok = await runUnits(e2eUnits(oldFiles));
    } finally {
      await browser.close();
    }
  }
  // The files already on @playwright/test (playwright.config.ts), after the others: they add
  // providers, which the others' counts of the seeded directory do not expect.
  if (specs.length) ok = (await runPlaywright(baseUrl, specs)) && ok;
  return ok;
}

/** `playwright test` against the app at `baseUrl` (its config then starts no server of its own). */
function runPlaywright(baseUrl: string, specs: string[]): Promise<boolean> {
  return runNode([`${ROOT}/node_modules/@playwright/test/cli.js`, "test", ...specs], { env: { E2E_BASE_URL: baseUrl } }).then((r) => r.ok);
}

/**
 * Runs the units E2E_CONCURRENCY at a time (plus those that mostly wait, beside them), each as soon
 * as its turn comes and the units it must not overlap have finished: directory changes wait for
 * the files that read the seeded directory, the last file waits for all but the few that may run
 * beside it. A unit's report is printed whole when it finishes, so concurrent reports do not
 * interleave.
 */
async function runUnits(units: Unit[]): Promise<boolean> {
  let failed = false;
  const seconds = new Map<Unit, number>();
  const startedAt = new Map<Unit, number>();
  const t0 = Date.now();
  const pending = [...units];
  const running = new Set<Unit>();
  const finishedUnits = new Set<Unit>();
  const busySlots = () => [...running].filter((u) => !isIn(MOSTLY_WAITS)(u)).length;
  const hasStarted = (u: Unit) => running.has(u) || finishedUnits.has(u);
  const mayStart = (unit: Unit) => {
    const others = units.filter((u) => u !== unit);
    const ordinary = others.filter((u) => !isIn(BESIDE_LAST)(u) && !isIn(RUNS_LAST)(u));
    if (isIn(RUNS_LAST)(unit)) return ordinary.every((u) => finishedUnits.has(u));
    // Once every ordinary unit has started: beside the last one, or in a slot freed while it waits.
    if (isIn(BESIDE_LAST)(unit)) return ordinary.every(hasStarted);
    if (isIn(CHANGES_DIRECTORY)(unit)) return others.filter(isIn(READS_SEEDED_DIRECTORY)).every((u) => finishedUnits.has(u));
    return true;
  };
  const lastStarted = () => [...running].some(isIn(RUNS_LAST));

  await new Promise<void>((resolve) => {
    const next = () => {
      for (const unit of [...pending]) {
        if (lastStarted() && !isIn(BESIDE_LAST)(unit)) continue;
        if (!isIn(MOSTLY_WAITS)(unit) && busySlots() >= E2E_CONCURRENCY) continue;
        if (!mayStart(unit)) continue;
        pending.splice(pending.indexOf(unit), 1);
        running.add(unit);
        startedAt.set(unit, (Date.now() - t0) / 1000);
        void runUnit(unit).then((result) => {
          if (!result.ok) failed = true;
          seconds.set(unit, (Date.now() - t0) / 1000 - startedAt.get(unit)!);
          process.stdout.write(result.output);
          running.delete(unit);
          finishedUnits.add(unit);
          if (pending.length === 0 && running.size === 0) resolve();
          else next();
        });
      }
    };
    if (units.length === 0) resolve();
    else next();
  });
  console.log("\ne2e unit (files run in one process)                       started  seconds");
  for (const unit of [...units].sort((a, b) => (startedAt.get(a) ?? 0) - (startedAt.get(b) ?? 0)))
    console.log(
      `${unit.map(fileName).join(" + ").padEnd(56)}  ${(startedAt.get(unit) ?? 0).toFixed(1).padStart(7)}  ${(seconds.get(unit) ?? 0).toFixed(1).padStart(7)}`,
    );
  return !failed;
}

/** One unit's files, one after another in one Node process; its spec report and whether all passed. */
function runUnit(unit: Unit): Promise<{ ok: boolean; output: string }> {
  return runNode(["--test", "--test-isolation=none", "--test-reporter=spec", ...unit], { quiet: true });
}
