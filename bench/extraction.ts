/**
 * Benchmark for issue 13's extraction target (`npm run bench:extraction`): 500 URLs spread over 100
 * local fixture hosts, each answering every request after 200 ms, crawled by the app served as
 * `npm start` serves it (scripts/start.ts: the production build under wrangler dev, the real Queue,
 * HostGate Durable Objects and D1) on a bench-only state folder, with the spec's 3 s spacing.
 *
 * The job is started through the Automated Web Extraction tab's own action (as the admin) and
 * followed through its polling endpoint. Printed: the job's wall time, fetches per second (every
 * request the hosts logged, robots.txt included) and the minimum observed gap between two requests
 * to one host, from the fixture servers' access logs (it must never be under 3 s). Target: < 2 min.
 *
 * The admin is a new one from the dev factory, its second factor proven (bench/admin-page.ts).
 *
 * Options (env): BENCH_HOSTS (100), BENCH_URLS_PER_HOST (5), BENCH_DELAY_MS (200), SKIP_BUILD=1.
 * Smoke mode (BENCH_SMOKE=1 or --smoke, bench/smoke.ts): 2 hosts, one URL each, no delay; exits 1
 * when the job does not start or finish, or a URL fails.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { freePort } from "../test/free-port.ts";
import { SITE_NAMES, startFixtureServers } from "../test/fixtures/extraction/server.ts";
import { adminCookie } from "./admin-page.ts";
import { sizeOption } from "./smoke.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const node = process.execPath;
const HOSTS = sizeOption("BENCH_HOSTS", 100, 2);
const PER_HOST = sizeOption("BENCH_URLS_PER_HOST", 5, 1);
const DELAY_MS = sizeOption("BENCH_DELAY_MS", 200, 0);
const STATE = ".wrangler/bench-extraction-state";

if (!process.env.SKIP_BUILD || !existsSync(`${root}/build/server/wrangler.json`)) {
  const build = spawnSync(node, [`${root}/node_modules/@react-router/dev/bin.cjs`, "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(1);
}

const fixtures = await startFixtureServers(HOSTS, { delayMs: DELAY_MS });
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
rmSync(`${root}/${STATE}`, { recursive: true, force: true });
const app = spawn(node, ["scripts/start.ts", "--log-level", "error"], {
  cwd: root,
  detached: true,
  stdio: ["ignore", "ignore", "inherit"],
  env: {
    ...process.env,
    SKIP_BUILD: "1",
    PORT: String(port),
    TRUSELF_STATE: STATE,
    TRUSELF_SEED: "small",
    TRUSELF_CRAWLER_ALLOW_HOSTS: fixtures.ports.map((p) => `127.0.0.1:${p}`).join(","),
    TRUSELF_CRAWLER_DOH_URL: `http://127.0.0.1:${fixtures.ports[0]}/dns-query`,
  },
});
const stop = async () => {
  if (app.exitCode === null && app.pid) {
    try {
      process.kill(-app.pid, "SIGTERM");
    } catch {
      app.kill("SIGTERM");
    }
  }
  await fixtures.close();
};

try {
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (app.exitCode !== null) throw new Error(`the app exited with ${app.exitCode}`);
    if (Date.now() > deadline) throw new Error("the app did not start");
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }

  const headers = { Origin: baseUrl, "Content-Type": "application/x-www-form-urlencoded" };
  const cookie = await adminCookie(baseUrl);

  const urls = fixtures.ports.flatMap((p, h) =>
    Array.from({ length: PER_HOST }, (_, i) => `http://127.0.0.1:${p}/sites/${SITE_NAMES[(h + i) % SITE_NAMES.length]}/?u=${i}`),
  );
  const started = Date.now();
  const start = await fetch(`${baseUrl}/provider-import/extraction`, {
    method: "POST",
    headers: { ...headers, Cookie: cookie },
    body: new URLSearchParams({ intent: "start", urls: urls.join("\n"), _client: "fetcher" }),
    redirect: "manual",
  });
  const jobId = new URL(start.headers.get("Location") ?? "/", baseUrl).searchParams.get("job");
  if (!jobId) throw new Error(`the job did not start (${start.status}: ${await start.text()})`);

  type View = { job: { status: string; total: number }; counts: Record<string, number> };
  let view: View | undefined;
  for (;;) {
    const res = await fetch(`${baseUrl}/provider-import/extraction/status?job=${jobId}`, { headers: { Cookie: cookie } });
    view = (await res.json()) as View;
    if (view.job.status === "completed" || view.job.status === "failed") break;
    if (Date.now() - started > 10 * 60_000) throw new Error("the job did not finish within 10 minutes");
    await new Promise((r) => setTimeout(r, 500));
  }
  const wall = (Date.now() - started) / 1000;

  const byHost = new Map<number, number[]>();
  for (const entry of fixtures.log) byHost.set(entry.port, [...(byHost.get(entry.port) ?? []), entry.at]);
  let minGap = Infinity;
  for (const times of byHost.values()) {
    times.sort((a, b) => a - b);
    for (let i = 1; i < times.length; i++) minGap = Math.min(minGap, times[i]! - times[i - 1]!);
  }
  const fetches = fixtures.log.length;
  console.log(`extraction benchmark: ${urls.length} URLs over ${HOSTS} hosts answering in ${DELAY_MS} ms (spacing 3 s per host)`);
  console.log(`  job:                 ${view.job.status}, done ${view.counts.done}, failed ${view.counts.failed} of ${view.job.total}`);
  console.log(
    `  wall time:           ${wall.toFixed(1)} s (target < 120 s; serial at 3 s each would be ${((urls.length * 3.2) / 60).toFixed(1)} min)`,
  );
  console.log(`  fetches:             ${fetches} (pages and robots.txt), ${(fetches / wall).toFixed(1)} fetches/s`);
  console.log(`  min per-host gap:    ${(minGap / 1000).toFixed(3)} s (must be >= 3 s)`);
  if (minGap < 3000 || view.counts.done !== urls.length) process.exitCode = 1;
} finally {
  await stop();
}
