/**
 * End-to-end runner: builds the app, serves it exactly as `npm start` does (own state folder,
 * free port), waits for it, runs test/e2e/*.test.ts with Node's test runner driving Debian's
 * Chromium, then stops the server whatever happened.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { CHROMIUM_PATH } from "./browser.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const state = ".wrangler/e2e-state";

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

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
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`The app did not answer ${baseUrl}/api/health within ${timeoutMs / 1000}s`);
}

function stop(server: ChildProcess) {
  if (server.exitCode !== null || !server.pid) return;
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    server.kill("SIGTERM");
  }
}

if (!existsSync(CHROMIUM_PATH)) {
  console.error(`Chromium not found at ${CHROMIUM_PATH}. Install it with: apt-get install -y chromium`);
  process.exit(1);
}

if (!process.env.E2E_SKIP_BUILD) {
  const build = spawnSync(process.execPath, [fileURLToPath(new URL("../../node_modules/@react-router/dev/bin.cjs", import.meta.url)), "build"], { stdio: "inherit", cwd: root });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

rmSync(`${root}/${state}`, { recursive: true, force: true });
const port = await freePort();
const baseUrl = `http://localhost:${port}`;
const server = spawn(process.execPath, ["scripts/start.ts", "--log-level", "warn"], {
  cwd: root,
  detached: true,
  stdio: ["ignore", "inherit", "inherit"],
  env: { ...process.env, SKIP_BUILD: "1", PORT: String(port), TRUSELF_STATE: state },
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => { stop(server); process.exit(1); });

let status = 1;
try {
  await waitForHealth(baseUrl, server);
  const files = readdirSync(`${root}/test/e2e`).filter((f) => f.endsWith(".test.ts")).map((f) => `test/e2e/${f}`);
  const only = process.argv.slice(2);
  const run = spawnSync(process.execPath, ["--test", "--test-concurrency=1", ...(only.length ? only : files)], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, E2E_BASE_URL: baseUrl },
  });
  status = run.status ?? 1;
} catch (error) {
  console.error(error);
} finally {
  stop(server);
}
process.exit(status);
