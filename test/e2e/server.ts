/**
 * The built app served exactly as `npm start` does (its own state folder, the run's ports), for the
 * end-to-end tests (Playwright's web server `test/e2e/serve.ts`, and `scripts/test.ts`) and the benchmarks.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { startFixtureServers } from "../fixtures/extraction/server.ts";
import { freePort } from "../free-port.ts";

/** The state folder the end-to-end app runs on (fresh for each run). */
export const E2E_STATE = ".wrangler/e2e-state";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));

export async function waitForHealth(baseUrl: string, server: ChildProcess, timeoutMs = 120_000) {
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
 * (`startApp({ prepared: true })`); output is returned, not printed. The suite's state holds the
 * 30 hand-written providers its specs were written against (`small`); the seeded-directory spec
 * asks for the whole directory `npm start` seeds (decision 066).
 */
export function prepareState(state = E2E_STATE, { small = true } = {}): Promise<{ ok: boolean; output: string }> {
  rmSync(`${ROOT}/${state}`, { recursive: true, force: true });
  return runNode([`${ROOT}/scripts/local-db.ts`, "ensure"], {
    quiet: true,
    env: { TRUSELF_STATE: state, TRUSELF_SEED: small ? "small" : "" },
  });
}

/**
 * Starts the built app with a fresh state folder (or, with `fresh: false`, the folder as it is;
 * with `prepared: true`, the one prepareState has just made); resolves once /api/health answers.
 * The TruGPT benchmark restarts on its own folder.
 */
export async function startApp({ state = E2E_STATE, fresh = true, prepared = false, small = true } = {}): Promise<{
  baseUrl: string;
  stop: () => void;
}> {
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
  // --test-scheduled: the booking story runs the Worker's cron handler through /cdn-cgi/handler/scheduled (local only).
  const server = spawn(process.execPath, ["scripts/start.ts", "--log-level", "warn", "--test-scheduled"], {
    cwd: ROOT,
    detached: true,
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      SKIP_BUILD: "1",
      ...(prepared ? { SKIP_DB: "1" } : {}),
      // A state it seeds itself holds the tests' 30 providers unless asked for the whole directory (decision 066).
      TRUSELF_SEED: small ? "small" : "",
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

/** `playwright test` (playwright.config.ts) on the given spec files (all by default) against the app at `baseUrl`. */
export function runPlaywright(baseUrl: string, specs: string[] = []): Promise<boolean> {
  return runNode([`${ROOT}/node_modules/@playwright/test/cli.js`, "test", ...specs], { env: { E2E_BASE_URL: baseUrl } }).then((r) => r.ok);
}
