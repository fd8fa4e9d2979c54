/**
 * Benchmark for issue 12's CSV import targets: run with `npm run bench:csv-import` (SKIP_BUILD=1
 * reuses an existing build).
 *
 * Serves the production build as `npm start` does (scripts/start.ts, wrangler dev) on a fresh
 * bench-only state folder (the seeded directory), signs in as a new admin from the dev factory (its
 * second factor proven, bench/admin-page.ts) and, with a 10,000-row CSV of the example columns:
 *   - times the upload: the server reads, checks, finds duplicates against D1 and within the
 *     file, and stores the batch (target < 5 s);
 *   - times Approve All: the post a browser without JavaScript sends, which runs to the end
 *     (target < 20 s), repeated if the server's round budget ends first;
 *   - times the browser-side preview parse (papaparse, the same options as app/imports/csv-parse.ts:
 *     delimiter from the header line, 6 records) in Node as a proxy (target < 1 s), and the full
 *     parse of the file for comparison.
 * Each figure is printed; nothing is asserted (the machine is shared). BENCH_CSV_ROWS sets the size.
 * Smoke mode (BENCH_SMOKE=1 or --smoke, bench/smoke.ts): 20 rows; exits 1 when a step fails or a row
 * is left pending or not found.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { freePort } from "../test/free-port.ts";
import Papa from "papaparse";
import { adminCookie } from "./admin-page.ts";
import { sizeOption, smokeCheck } from "./smoke.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const node = process.execPath;
const STATE = ".wrangler/bench-csv-state";
const ROWS = sizeOption("BENCH_CSV_ROWS", 10_000, 20);

function step(message: string) {
  console.log(`\n» ${message}`);
}

function runNode(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(node, args, { cwd: root, stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`node ${args.join(" ")} failed (${result.status})`);
}

async function startServer(): Promise<{ baseUrl: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(node, ["scripts/start.ts"], {
    cwd: root,
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, SKIP_BUILD: "1", PORT: String(port), TRUSELF_STATE: STATE },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { baseUrl, child };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("server did not start");
}

function stopServer(child: ChildProcess) {
  if (child.exitCode === null && child.pid) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      child.kill("SIGTERM");
    }
  }
}

/** A realistic file: the example CSV's columns, each row valid and distinct. */
function makeCsv(rows: number): string {
  const header =
    "full_name,email,phone,provider_type,practice_name,city,state,zip_code,specialty,services,bio,website,instagram,is_certified,allow_booking";
  const lines = [header];
  for (let i = 1; i <= rows; i++)
    lines.push(
      `Bench Clinic ${i},clinic${i}@bench.example,(512) 555-${String(i % 10_000).padStart(4, "0")},Med Spa,"Bench Clinic ${i}, LLC",Austin,TX,78701,Botox; Fillers,"Botox; Lip Filler; HydraFacial","Clinic number ${i}, offering injectables and facials.",https://clinic${i}.bench.example,@clinic${i},true,true`,
    );
  return lines.join("\r\n") + "\r\n";
}

function seconds(ms: number) {
  return `${(ms / 1000).toFixed(2)} s`;
}

if (!process.env.SKIP_BUILD || !existsSync(`${root}/build/server/wrangler.json`)) {
  step("Building (react-router build)");
  runNode(["node_modules/@react-router/dev/bin.cjs", "build"]);
}

step(`Preparing a fresh state folder (${STATE}: migrations and the seed)`);
rmSync(`${root}/${STATE}`, { recursive: true, force: true });
runNode(["scripts/local-db.ts", "reset"], { TRUSELF_STATE: STATE, TRUSELF_SEED: "small" });

const csv = makeCsv(ROWS);
step(
  `Browser preview parse of the ${ROWS.toLocaleString("en-US")}-row file (${(csv.length / 1024 / 1024).toFixed(2)} MB), papaparse in Node`,
);
{
  const runs: number[] = [];
  const full: number[] = [];
  for (let i = 0; i < 5; i++) {
    let t0 = performance.now();
    const preview = Papa.parse<string[]>(csv, { delimiter: ",", skipEmptyLines: "greedy", preview: 6 });
    runs.push(performance.now() - t0);
    if (preview.data.length !== 6) throw new Error("preview parse failed");
    t0 = performance.now();
    const all = Papa.parse<string[]>(csv, { delimiter: ",", skipEmptyLines: "greedy" });
    full.push(performance.now() - t0);
    if (all.data.length !== ROWS + 1) throw new Error("full parse failed");
  }
  console.log(`  preview (header + 5 rows): median ${runs.sort((a, b) => a - b)[2]!.toFixed(1)} ms (target < 1000 ms)`);
  console.log(`  whole file, for comparison: median ${full.sort((a, b) => a - b)[2]!.toFixed(1)} ms`);
}

step("Starting the app (npm start: wrangler dev on the build)");
const { baseUrl, child } = await startServer();
try {
  const origin = { Origin: baseUrl };
  const cookie = await adminCookie(baseUrl);

  step(`Upload: ${ROWS.toLocaleString("en-US")} rows staged and validated on the server`);
  const form = new FormData();
  form.set("intent", "upload");
  form.set("file", new File([csv], "bench.csv", { type: "text/csv" }));
  let t0 = performance.now();
  const uploaded = await fetch(`${baseUrl}/provider-import?index`, {
    method: "POST",
    redirect: "manual",
    headers: { ...origin, Cookie: cookie },
    body: form,
  });
  const stageMs = performance.now() - t0;
  const location = uploaded.headers.get("Location") ?? "";
  const batchId = new URL(location, baseUrl).searchParams.get("batch");
  if (uploaded.status !== 303 || !batchId) throw new Error(`upload failed: ${uploaded.status} ${await uploaded.text()}`);
  console.log(`  staged in ${seconds(stageMs)} (target < 5 s)`);

  const pendingOf = async () => {
    const html = await (await fetch(`${baseUrl}/provider-import?batch=${batchId}`, { headers: { Cookie: cookie } })).text();
    return Number(/Approve All \((\d+)\)/.exec(html)?.[1] ?? "NaN");
  };
  console.log(`  page shows ${await pendingOf()} pending`);

  step("Approve All (the post without JavaScript: runs until no row is pending)");
  t0 = performance.now();
  let requests = 0;
  let pending = ROWS;
  while (pending > 0 && requests < 20) {
    requests++;
    const res = await fetch(`${baseUrl}/provider-import?index`, {
      method: "POST",
      redirect: "manual",
      headers: { ...origin, Cookie: cookie },
      body: new URLSearchParams({ intent: "approve-all", batchId }),
    });
    if (res.status !== 303) throw new Error(`approve all failed: ${res.status}`);
    pending = await pendingOf();
  }
  const approveMs = performance.now() - t0;
  console.log(
    `  ${ROWS.toLocaleString("en-US")} rows approved in ${seconds(approveMs)} over ${requests} request(s) (target < 20 s); ${pending} pending left`,
  );
  const found = await (await fetch(`${baseUrl}/find-doctors?q=${encodeURIComponent(`Bench Clinic ${ROWS}`)}`)).text();
  console.log(`  /find-doctors finds "Bench Clinic ${ROWS}": ${found.includes(`Bench Clinic ${ROWS}`) ? "yes" : "NO"}`);
  smokeCheck(pending !== 0 || !found.includes(`Bench Clinic ${ROWS}`), `${pending} rows pending, or the last row not found`);
} finally {
  stopServer(child);
}
