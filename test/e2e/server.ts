/**
 * The built app served exactly as `npm start` does (its own state folder, a free port), for the
 * end-to-end tests: `test/e2e/run.ts` and `scripts/test.ts` both start it here.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync, rmSync } from "node:fs";
import { finished } from "node:stream/promises";
import { run } from "node:test";
import { spec } from "node:test/reporters";
import { fileURLToPath } from "node:url";
import { startFixtureServers } from "../fixtures/extraction/server.ts";
import { freePort } from "../free-port.ts";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const STATE = ".wrangler/e2e-state";

/**
 * The end-to-end files, longest first, so two at a time finish together. They share one seeded
 * database: the seeded accounts' rows that tests change (activity.test.ts) are changed only there.
 */
const ORDER = ["activity", "pages", "nojs-shell", "accounts", "site", "directory"];

/**
 * Files that add providers to the directory or remove them (admin, imports). The directory files
 * count the seeded 30, so these run after every other file has finished.
 */
const CHANGES_DIRECTORY = ["admin", "csv-import", "extraction", "photo-import"];
/** admin.test.ts also checks the directory's total after a delete, so it runs last, alone. */
const COUNTS_WHOLE_DIRECTORY = ["admin"];
const fileName = (file: string) => file.replace(/^.*\//, "").replace(/\.test\.ts$/, "");
const changesDirectory = (file: string) => CHANGES_DIRECTORY.includes(fileName(file));
const countsWholeDirectory = (file: string) => COUNTS_WHOLE_DIRECTORY.includes(fileName(file));
export function e2eFiles(): string[] {
  const rank = (f: string) => {
    const i = ORDER.indexOf(f.replace(/\.test\.ts$/, ""));
    return i === -1 ? ORDER.length : i;
  };
  return readdirSync(`${ROOT}/test/e2e`)
    .filter((f) => f.endsWith(".test.ts"))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((f) => `test/e2e/${f}`);
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

/** `react-router build`; with `quiet`, its output is returned instead of printed. */
export function buildApp({ quiet = false } = {}): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [`${ROOT}/node_modules/@react-router/dev/bin.cjs`, "build"], {
      cwd: ROOT,
      stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
    });
    let output = "";
    child.stdout?.on("data", (d) => (output += d));
    child.stderr?.on("data", (d) => (output += d));
    child.on("close", (code) => resolve({ ok: code === 0, output }));
  });
}

/**
 * Starts the built app with a fresh state folder (or, with `fresh: false`, the folder as it is);
 * resolves once /api/health answers. The TruGPT benchmark restarts on its own folder.
 */
export async function startApp({ state = STATE, fresh = true } = {}): Promise<{ baseUrl: string; stop: () => void }> {
  if (fresh) rmSync(`${ROOT}/${state}`, { recursive: true, force: true });
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  // The photo import test's fixture website (test/fixtures/extraction), served here for the whole
  // run; test files find it at E2E_FIXTURE_SITE.
  const sites = await startFixtureServers(1);
  const siteHost = `127.0.0.1:${sites.ports[0]}`;
  process.env.E2E_FIXTURE_SITE = `http://${siteHost}`;
  // The extraction test's fixture websites (test/e2e/extraction.test.ts starts them on these
  // ports) and one port where nothing listens: only they are allow-listed, for this run only.
  const fixturePorts = [await freePort(), await freePort(), await freePort()];
  const deadPort = await freePort();
  process.env.EXTRACTION_FIXTURE_PORTS = fixturePorts.join(",");
  process.env.EXTRACTION_DEAD_PORT = String(deadPort);
  const crawlerHosts = [...[...fixturePorts, deadPort].map((p) => `127.0.0.1:${p}`), siteHost].join(",");
  const server = spawn(process.execPath, ["scripts/start.ts", "--log-level", "warn"], {
    cwd: ROOT,
    detached: true,
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      SKIP_BUILD: "1",
      PORT: String(port),
      TRUSELF_STATE: state,
      TRUSELF_CRAWLER_ALLOW_HOSTS: crawlerHosts,
      TRUSELF_CRAWLER_DOH_URL: `http://127.0.0.1:${fixturePorts[0]}/dns-query`,
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
 * Runs the given end-to-end files (all by default) with Node's test runner, in the given order
 * (the CLI would sort them by name), E2E_CONCURRENCY at a time, those that change the directory
 * last; resolves true when all pass.
 */
export async function runE2E(baseUrl: string, files: string[] = e2eFiles()): Promise<boolean> {
  process.env.E2E_BASE_URL = baseUrl; // the test processes inherit it
  // Imported here, not at the top: browser.ts reads E2E_BASE_URL when it loads, and the benches
  // import this module (startApp) before they know the app's address.
  const { launchBrowserServer } = await import("./browser.ts");
  const browser = await launchBrowserServer();
  process.env.E2E_BROWSER_WS = browser.wsEndpoint();
  try {
    return await runFiles(files);
  } finally {
    await browser.close();
  }
}

async function runFiles(files: string[]): Promise<boolean> {
  let failed = false;
  // Each file's seconds as its own process timed its top-level suites (the runner hears a file's
  // events only when it reports it, in order, so its own clock would be wrong).
  const seconds = new Map<string, number>();
  const time = (data: { nesting: number; file?: string; details: { duration_ms: number } }) => {
    if (data.nesting === 0 && data.file) seconds.set(data.file, (seconds.get(data.file) ?? 0) + data.details.duration_ms / 1000);
  };
  const phases = [
    files.filter((f) => !changesDirectory(f)),
    files.filter((f) => changesDirectory(f) && !countsWholeDirectory(f)),
    files.filter(countsWholeDirectory),
  ];
  for (const phase of phases) {
    if (phase.length === 0) continue;
    const report = run({ files: phase.map((f) => `${ROOT}/${f}`), concurrency: E2E_CONCURRENCY, cwd: ROOT })
      .on("test:fail", (data) => {
        failed = true;
        time(data);
      })
      .on("test:pass", time)
      .compose(spec);
    report.pipe(process.stdout);
    await finished(report);
  }
  console.log("\ne2e file                          seconds");
  for (const [file, s] of seconds) console.log(`${file.replace(/^.*\/e2e\//, "").padEnd(32)}  ${s.toFixed(1).padStart(7)}`);
  return !failed;
}
