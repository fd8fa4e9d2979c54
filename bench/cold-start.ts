/**
 * The Worker at the edge (issue 46, item 9): `npm run bench:cold-start` (after a build; SKIP_BUILD=1
 * reuses build/, otherwise it builds).
 *
 * 1. What a deploy uploads: `wrangler deploy --dry-run --outdir <tmp>` on the build's own config
 *    (build/server/wrangler.json, as the Cloudflare plugin writes it): wrangler's "Total Upload" raw
 *    and gzipped, and the modules it would upload with the largest ones. Fails (exit 1) when the
 *    gzipped upload is over UPLOAD_BUDGET_GZIP_KIB (docs/performance.md). Then the largest source
 *    modules and packages with the import chain that brings each in (bench/upload-modules.ts).
 * 2. Cold start: BENCH_STARTS (5) fresh starts of the built Worker as `npm start` serves it
 *    (scripts/start.ts: wrangler dev, the local vars, a state folder migrated and seeded once). Each
 *    start waits until the port accepts a connection, then times the first response of the fresh
 *    isolate (GET /), the same page again (warm), and the first request to /find-doctors and
 *    /provider/3 (routes not yet loaded). Locally the Worker's script is compiled and evaluated
 *    when workerd starts, which the first response waits for, with wrangler's own start-up beside
 *    it; so each start is paired with one of a Worker of one line under the same wrangler dev (the
 *    control), and the difference of the medians is what our Worker costs a fresh isolate. The
 *    figures compare builds on one machine; they are not Cloudflare's edge.
 * Smoke mode (BENCH_SMOKE=1 or --smoke, bench/smoke.ts): one start; the budget check stays.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { WRANGLER_BIN } from "../scripts/wrangler.ts";
import { freePort } from "../test/free-port.ts";
import { buildApp, prepareState, ROOT } from "../test/e2e/server.ts";
import { SMOKE, sizeOption } from "./smoke.ts";
import { printUploadModules } from "./upload-modules.ts";

/** The gzipped upload's budget, KiB (docs/performance.md, Budgets). */
export const UPLOAD_BUDGET_GZIP_KIB = 940;

const STARTS = sizeOption("BENCH_STARTS", 5, 1);
const STATE = ".wrangler/bench-cold-state";
const PAGES = ["/find-doctors", "/provider/3"];
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

function step(message: string) {
  console.log(`\n» ${message}`);
}

/** `wrangler deploy --dry-run` on the build: wrangler's total (raw and gzip, KiB) and the modules it writes. */
export function uploadSize(buildDir = "build"): {
  rawKiB: number;
  gzipKiB: number;
  count: number;
  modules: { name: string; bytes: number }[];
} {
  const out = mkdtempSync(join(tmpdir(), "truself-upload-"));
  try {
    const run = spawnSync(
      process.execPath,
      [WRANGLER_BIN, "deploy", "--dry-run", "--outdir", out, "--config", `${buildDir}/server/wrangler.json`],
      { cwd: ROOT, encoding: "utf8", env: { ...process.env, WRANGLER_SEND_METRICS: "false" } },
    );
    const output = `${run.stdout}${run.stderr}`;
    const total = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(output);
    // wrangler counts the modules it attaches beside the entry ("Total (62 modules)").
    const attached = Number(/Total \((\d+) modules\)/.exec(output)?.[1] ?? 0);
    if (run.status !== 0 || !total) throw new Error(`wrangler deploy --dry-run failed (${run.status}):\n${run.stdout}${run.stderr}`);
    const modules: { name: string; bytes: number }[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (!name.endsWith(".map") && name !== "README.md")
          modules.push({ name: path.slice(out.length + 1), bytes: statSync(path).size });
      }
    };
    walk(out);
    return { rawKiB: Number(total[1]), gzipKiB: Number(total[2]), count: attached + 1, modules: modules.sort((a, b) => b.bytes - a.bytes) };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

async function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
}

async function timed(url: string): Promise<number> {
  const t0 = performance.now();
  const res = await fetch(url, { headers: { "Accept-Encoding": "identity" } });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return performance.now() - t0;
}

/** The control: a Worker that answers "ok", with our compatibility date and flags. */
function controlWorker(): string {
  const dir = mkdtempSync(join(tmpdir(), "truself-control-"));
  writeFileSync(join(dir, "index.js"), `export default { fetch: () => new Response("ok") };\n`);
  writeFileSync(
    join(dir, "wrangler.json"),
    JSON.stringify({ name: "control", main: "index.js", compatibility_date: "2026-10-19", compatibility_flags: ["nodejs_compat"] }),
  );
  return dir;
}

/**
 * One fresh start: the first response (ms), the same page again, then each of PAGES for the first
 * time; with `control`, the one-line Worker in that folder instead (its first response only).
 */
async function freshStart(control?: string): Promise<{ first: number; warm: number; pages: number[] }> {
  const port = await freePort();
  const args = control
    ? [
        WRANGLER_BIN,
        "dev",
        "--config",
        join(control, "wrangler.json"),
        "--port",
        String(port),
        "--local",
        "--log-level",
        "error",
        "--show-interactive-dev-session=false",
      ]
    : ["scripts/start.ts", "--log-level", "error"];
  const server = spawn(process.execPath, args, {
    cwd: ROOT,
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, SKIP_BUILD: "1", SKIP_DB: "1", PORT: String(port), TRUSELF_STATE: STATE, WRANGLER_SEND_METRICS: "false" },
  });
  try {
    const deadline = Date.now() + 120_000;
    while (!(await accepts(port))) {
      if (server.exitCode !== null) throw new Error(`the app exited with ${server.exitCode}`);
      if (Date.now() > deadline) throw new Error("the app did not listen within 120 s");
      await new Promise((r) => setTimeout(r, 20));
    }
    const base = `http://127.0.0.1:${port}`;
    const first = await timed(`${base}/`);
    if (control) return { first, warm: NaN, pages: [] };
    const warm = await timed(`${base}/`);
    const pages: number[] = [];
    for (const path of PAGES) pages.push(await timed(`${base}${path}`));
    return { first, warm, pages };
  } finally {
    if (server.exitCode === null && server.pid) process.kill(-server.pid, "SIGTERM");
    await new Promise((r) => (server.exitCode === null ? server.once("exit", r) : r(null)));
  }
}

if (!process.env.SKIP_BUILD || !existsSync(`${ROOT}/build/server/wrangler.json`)) {
  step("Building");
  const build = await buildApp({ quiet: true });
  if (!build.ok) throw new Error(build.output);
}

step("What `wrangler deploy --dry-run` uploads");
const upload = uploadSize();
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
console.log(
  `  total ${upload.rawKiB.toFixed(2)} KiB, gzip ${upload.gzipKiB.toFixed(2)} KiB (budget ${UPLOAD_BUDGET_GZIP_KIB} KiB gzipped), ${upload.count} modules (the entry and ${upload.count - 1} attached); largest:`,
);
for (const m of upload.modules.slice(0, 8)) console.log(`    ${kib(m.bytes).padStart(11)}  ${m.name}`);
// Which source modules they hold and what brings each one in (bench/upload-modules.ts).
if (existsSync(`${ROOT}/build/server-modules.json`)) printUploadModules(SMOKE ? 5 : 15);

step(`Cold start: ${STARTS} fresh start(s) of the built Worker (npm start on ${STATE})`);
const prepared = await prepareState(STATE);
if (!prepared.ok) throw new Error(prepared.output);
const control = controlWorker();
const runs: Awaited<ReturnType<typeof freshStart>>[] = [];
const controls: number[] = [];
try {
  for (let i = 0; i < STARTS; i++) {
    controls.push((await freshStart(control)).first);
    const run = await freshStart();
    runs.push(run);
    console.log(
      `  start ${i + 1}: first response ${run.first.toFixed(0)} ms (the control's ${controls[i]!.toFixed(0)} ms), again ${run.warm.toFixed(0)} ms; first ${PAGES.map((p, k) => `${p} ${run.pages[k]!.toFixed(0)} ms`).join(", ")}`,
    );
  }
} finally {
  rmSync(control, { recursive: true, force: true });
  rmSync(`${ROOT}/${STATE}`, { recursive: true, force: true });
}
const first = median(runs.map((r) => r.first));
console.log(
  `  median: first response ${first.toFixed(0)} ms, the control's ${median(controls).toFixed(0)} ms (ours costs ${(first - median(controls)).toFixed(0)} ms more); warm ${median(runs.map((r) => r.warm)).toFixed(0)} ms; ${PAGES.map((p, k) => `${p} ${median(runs.map((r) => r.pages[k]!)).toFixed(0)} ms`).join(", ")}`,
);

if (upload.gzipKiB > UPLOAD_BUDGET_GZIP_KIB) {
  console.error(`\n✖ the gzipped upload (${upload.gzipKiB} KiB) is over its budget of ${UPLOAD_BUDGET_GZIP_KIB} KiB (docs/performance.md)`);
  process.exitCode = 1;
} else if (SMOKE) console.log(`\nsmoke: the upload is within its budget and the Worker answered ${STARTS} fresh start(s)`);
