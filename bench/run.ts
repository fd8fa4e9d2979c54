/**
 * Benchmark for issue 3's performance targets (docs/requirements.md): run with `npm run bench`.
 *
 * Builds into its own folder (.wrangler/bench-build), so a running `npm start` keeps serving
 * build/, and serves that build exactly as `npm start` does (scripts/start.ts, wrangler dev) on
 * bench-only state folders: the 30 built-in providers, and the same plus 50,000 synthetic ones
 * (or each size in BENCH_PROVIDERS). Then it measures requests per second with a bounded pool of
 * concurrent keep-alive fetches on loopback, one server at a time in short alternating slices (the
 * machine is shared, so both sides of every comparison see the same background load):
 *   - home and /find-doctors with filters, rendered (the edge cache bypassed), 30 vs each size;
 *   - /find-doctors served from the edge cache (hit) vs a new URL each time (miss);
 * and prints the gzipped JavaScript the home page and /find-doctors load, from the build.
 *
 * Requests ask for `Accept-Encoding: identity`. In production, Cloudflare's front line compresses
 * responses outside the Worker. Locally, Miniflare's entry worker does the same gzip inside the
 * same workerd process, on the same two cores, and that costs about as much per 70 KB page as a
 * cache hit itself. The cache comparison is printed a second time with gzip, for the record.
 *
 * Options (env): BENCH_SLICE_SECONDS (default 2), BENCH_SLICES (per side, default 6),
 * BENCH_CONCURRENCY (default 8), BENCH_PROVIDERS (synthetic counts, comma-separated, default 50000;
 * e.g. 50000,500000 prints a table for each), SKIP_BUILD=1 (reuses .wrangler/bench-build).
 * Smoke mode (BENCH_SMOKE=1 or --smoke, bench/smoke.ts): serves build/ (with SKIP_BUILD=1 as it is),
 * 30 vs 100 providers, one short slice a side; a failed request exits 1 and nothing is saved.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createHash } from "node:crypto";
import { freePort } from "../test/free-port.ts";
import { BYPASS_CACHE, compare, CONCURRENCY, fmt, GZIP, SLICE_SECONDS, SLICES } from "./compare.ts";
import { printShipped, shippedJs } from "./shipped-js.ts";
import { SMOKE } from "./smoke.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const node = process.execPath;
const SIZES = (process.env.BENCH_PROVIDERS ?? (SMOKE ? "100" : "50000")).split(",").map(Number);
if (!SIZES.every((n) => Number.isInteger(n) && n > 0)) throw new Error("BENCH_PROVIDERS: whole numbers, comma-separated");
/** Our own build folder: rebuilding build/ would replace the assets a running `npm start` serves (smoke: build/, as `npm test` built it). */
const BUILD_DIR = SMOKE ? "build" : ".wrangler/bench-build";
const BUILD_ENV = { TRUSELF_BUILD_DIR: BUILD_DIR };

/**
 * Rendering 24 cards costs more than rendering 2, whatever the directory size ("cost grows with
 * the page"), so the "cards" column shows what each side rendered. The first rows give the same
 * page on both sides; the later ones match more providers in the bigger directory, so that side
 * renders more cards (the 30 built-in providers cannot fill a page for these filters).
 */
const PAGES = [
  { name: "home", path: "/" },
  { name: "find-doctors rating+status+sort", path: "/find-doctors?rating=4&status=featured&sort=rating" },
  { name: "find-doctors rating+sort reviews, list", path: "/find-doctors?rating=4&sort=reviews&view=list" },
  { name: "find-doctors q=hassan (a name)", path: "/find-doctors?q=hassan" },
  { name: "find-doctors type+rating+sort", path: "/find-doctors?type=medspa&rating=4.5&sort=rating" },
  { name: "find-doctors procedure+location", path: "/find-doctors?procedure=Botox&location=Miami" },
  { name: "find-doctors q=botox (16% match)", path: "/find-doctors?q=botox&status=verified" },
  { name: "find-doctors page 2, by name", path: "/find-doctors?sort=name&page=2" },
  // Past the first block of 10 pages of ids the result cache holds: a deeper block, cached when
  // one of its pages is first asked for (decision 026), inside the bm25 ranking (decision 022)...
  { name: "q=botox page 12 (a deeper block)", path: "/find-doctors?q=botox&status=verified&page=12" },
  // ...and past the 1,000 ranked matches: the rest of the matches by rowid.
  { name: "q=botox page 40 (past the ranking)", path: "/find-doctors?q=botox&status=verified&page=40" },
  // The last page (a page past the end shows the last one): its block is the deepest.
  { name: "q=botox last page", path: "/find-doctors?q=botox&status=verified&page=9999" },
];

function step(message: string) {
  console.log(`\n» ${message}`);
}

function runNode(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(node, args, { cwd: root, stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`node ${args.join(" ")} failed (${result.status})`);
}

type Server = { name: string; baseUrl: string; process: ChildProcess; providers: number };

async function startServer(name: string, state: string): Promise<Server> {
  const port = await freePort();
  const child = spawn(node, ["scripts/start.ts"], {
    cwd: root,
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, ...BUILD_ENV, SKIP_BUILD: "1", PORT: String(port), TRUSELF_STATE: state },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) {
        const { providers } = (await res.json()) as { providers: number };
        return { name, baseUrl, process: child, providers };
      }
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${name} server did not start`);
}

function stopServer(server: Server) {
  if (server.process.exitCode === null && server.process.pid) {
    try {
      process.kill(-server.process.pid, "SIGTERM");
    } catch {
      server.process.kill("SIGTERM");
    }
  }
}

function providerCount(state: string): number {
  const out = spawnSync(
    node,
    [
      "node_modules/wrangler/bin/wrangler.js",
      "d1",
      "execute",
      "DB",
      "--local",
      "--persist-to",
      state,
      "--json",
      "--command",
      "SELECT count(*) AS n FROM providers",
    ],
    {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
    },
  );
  try {
    return JSON.parse(out.stdout)[0].results[0].n as number;
  } catch {
    return 0;
  }
}

/** Fingerprint of migrations/: a state folder seeded under other migrations is rebuilt. */
function migrationsFingerprint(): string {
  const hash = createHash("sha256");
  for (const file of readdirSync(`${root}/migrations`)
    .filter((f) => f.endsWith(".sql"))
    .sort())
    hash.update(file).update(readFileSync(`${root}/migrations/${file}`));
  return hash.digest("hex");
}

/** A state folder with the seed (and `synthetic` extra providers), reused by later runs. */
function prepareState(state: string, synthetic: number) {
  const want = 30 + synthetic;
  const marker = `${root}/${state}/.bench-migrations`;
  const fingerprint = migrationsFingerprint();
  const current = existsSync(marker) && readFileSync(marker, "utf8") === fingerprint;
  if (current && providerCount(state) === want) return;
  rmSync(`${root}/${state}`, { recursive: true, force: true });
  runNode(["scripts/local-db.ts", "reset"], { TRUSELF_STATE: state, TRUSELF_SEED: "small" });
  if (synthetic > 0) runNode(["scripts/local-db.ts", "synthetic", "--providers", String(synthetic)], { TRUSELF_STATE: state });
  const got = providerCount(state);
  if (got !== want) throw new Error(`${state} has ${got} providers, expected ${want}`);
  writeFileSync(marker, fingerprint);
}

// ------------------------------------------------------------------------------------------------

/** The rendered-pages table (and, for the first size, the edge-cache figures) for one directory size. */
async function benchmarkSize(small: Server, large: Server, withCache: boolean): Promise<Record<string, unknown>> {
  const results: Record<string, unknown> = { providers: { small: small.providers, large: large.providers } };
  step(
    `Rendered pages, 30 vs ${large.providers} providers (edge cache bypassed), ${CONCURRENCY} concurrent, ${SLICES} x ${SLICE_SECONDS}s per side in alternating slices`,
  );
  console.log(
    `\n  ${"page".padEnd(40)} ${"30 rps".padStart(8)} ${`${large.providers} rps`.padStart(11)} ${"ratio".padStart(7)}   cards   p50 ms (30 / ${large.providers})`,
  );
  const cardsOn = async (server: Server, path: string) =>
    ((await (await fetch(`${server.baseUrl}${path}`, { headers: BYPASS_CACHE })).text()).match(/data-testid="provider-card"/g) ?? [])
      .length;
  const table: Record<string, unknown> = {};
  for (const page of PAGES) {
    const [s, l] = await compare(
      { name: "30", url: () => `${small.baseUrl}${page.path}`, headers: BYPASS_CACHE },
      { name: "large", url: () => `${large.baseUrl}${page.path}`, headers: BYPASS_CACHE },
    );
    if (s.errors || l.errors) console.warn(`  ${page.name}: ${s.errors} / ${l.errors} errors`);
    const ratio = l.rps / s.rps;
    table[page.name] = { path: page.path, rpsSmall: s.rps, rpsLarge: l.rps, ratio, p50Small: s.p50, p50Large: l.p50 };
    const cards = `${await cardsOn(small, page.path)}/${await cardsOn(large, page.path)}`;
    table[page.name] = { ...(table[page.name] as object), cards };
    console.log(
      `  ${page.name.padEnd(40)} ${fmt(s.rps).padStart(8)} ${fmt(l.rps).padStart(11)} ${`${(ratio * 100).toFixed(0)}%`.padStart(7)}   ${cards.padStart(5)}   ${s.p50.toFixed(1)} / ${l.p50.toFixed(1)}`,
    );
  }
  results.rendered = table;

  if (!withCache) return results;
  step("Edge cache on the large directory: hit (same URL) vs miss (a new URL every request, stored after)");
  const cachePath = "/find-doctors?type=medspa&rating=4.5&sort=rating";
  await fetch(`${large.baseUrl}${cachePath}`).then((r) => r.arrayBuffer());
  await new Promise((r) => setTimeout(r, 300));
  const repeated = await fetch(`${large.baseUrl}${cachePath}`);
  await repeated.arrayBuffer();
  const warmStatus = repeated.headers.get("x-truself-cache");
  let counter = 0;
  const runId = Date.now().toString(36);
  const [hit, miss] = await compare(
    { name: "hit", url: () => `${large.baseUrl}${cachePath}` },
    { name: "miss", url: () => `${large.baseUrl}${cachePath}&bench=${runId}-${++counter}` },
  );
  console.log(`  status of a repeated request: ${warmStatus}`);
  // The floor: the same stack answering a one-query JSON endpoint (wrangler dev's own cost per request).
  const [health] = await compare(
    { name: "health", url: () => `${large.baseUrl}/api/health` },
    { name: "health", url: () => `${large.baseUrl}/api/health` },
  );
  console.log(`  for scale: /api/health ${fmt(health.rps)} rps (p50 ${health.p50.toFixed(1)} ms)`);
  results.healthRps = health.rps;
  console.log(
    `  hit ${fmt(hit.rps)} rps (p50 ${hit.p50.toFixed(1)} ms)   miss ${fmt(miss.rps)} rps (p50 ${miss.p50.toFixed(1)} ms)   hit/miss ${(hit.rps / miss.rps).toFixed(1)}x`,
  );
  const [gzipHit, gzipMiss] = await compare(
    { name: "hit", url: () => `${large.baseUrl}${cachePath}`, headers: GZIP },
    { name: "miss", url: () => `${large.baseUrl}${cachePath}&bench=${runId}-${++counter}`, headers: GZIP },
  );
  console.log(
    `  with gzip done in-process by Miniflare: hit ${fmt(gzipHit.rps)} rps   miss ${fmt(gzipMiss.rps)} rps   hit/miss ${(gzipHit.rps / gzipMiss.rps).toFixed(1)}x`,
  );
  results.cache = {
    path: cachePath,
    hitRps: hit.rps,
    missRps: miss.rps,
    ratio: hit.rps / miss.rps,
    repeatedStatus: warmStatus,
    gzip: { hitRps: gzipHit.rps, missRps: gzipMiss.rps, ratio: gzipHit.rps / gzipMiss.rps },
  };
  return results;
}

if (!process.env.SKIP_BUILD || !existsSync(`${root}/${BUILD_DIR}/server/wrangler.json`)) {
  step(`Building into ${BUILD_DIR}`);
  // The Cloudflare plugin points `wrangler deploy` (.wrangler/deploy/config.json) at the newest
  // build; put back what the project's own build had set.
  const deployConfig = `${root}/.wrangler/deploy/config.json`;
  const before = existsSync(deployConfig) ? readFileSync(deployConfig) : undefined;
  try {
    runNode(["node_modules/@react-router/dev/bin.cjs", "build"], BUILD_ENV);
  } finally {
    if (before) writeFileSync(deployConfig, before);
    else rmSync(deployConfig, { force: true });
  }
}

console.log(`load average: ${readFileSync("/proc/loadavg", "utf8").trim()}`);
const smallState = ".wrangler/bench-state-30";
step(`Preparing ${smallState} (30 providers) and ${SIZES.map((n) => `.wrangler/bench-state-${n}`).join(", ")}; reused when already seeded`);
prepareState(smallState, 0);
for (const size of SIZES) prepareState(`.wrangler/bench-state-${size}`, size);

const servers: Server[] = [];
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => {
    servers.forEach(stopServer);
    process.exit(1);
  });

const results: Record<string, unknown> = {
  sliceSeconds: SLICE_SECONDS,
  slices: SLICES,
  concurrency: CONCURRENCY,
  loadAverage: readFileSync("/proc/loadavg", "utf8").trim(),
};
try {
  step("Starting the 30-provider server (npm start: wrangler dev on the build)");
  const small = await startServer("30", smallState);
  servers.push(small);
  for (const [index, size] of SIZES.entries()) {
    step(`Starting the ${30 + size}-provider server`);
    const large = await startServer(String(30 + size), `.wrangler/bench-state-${size}`);
    servers.push(large);
    try {
      results[`providers-${large.providers}`] = await benchmarkSize(small, large, index === 0);
    } finally {
      stopServer(large);
      servers.pop();
    }
  }
} finally {
  servers.forEach(stopServer);
}

step(`JavaScript shipped on first load (from ${BUILD_DIR}/client, gzip -9), with its largest sources`);
const js = shippedJs(root, ["routes/home", "routes/find-doctors"], `${root}/${BUILD_DIR}`);
printShipped(js);
results.javascript = js;

if (SMOKE) process.exit(0);
mkdirSync(`${root}/bench/results`, { recursive: true });
const file = `${root}/bench/results/${new Date().toISOString().replace(/[:.]/g, "-")}.json`;
writeFileSync(file, JSON.stringify(results, null, 2));
console.log(`\nSaved ${file}`);
process.exit(0);
