/**
 * `npm run lighthouse`: builds the app (SKIP_BUILD=1 reuses build/), serves it as `npm start` does
 * on a freshly seeded database (test/e2e/server.ts, its own state folder), and runs Lighthouse
 * from npm in Debian's Chromium on the home page, /find-doctors and a profile, one after another,
 * with Lighthouse's default mobile configuration (simulated slow 4G and a 4x slower CPU). Prints
 * per page the performance score, FCP, LCP, CLS, TBT, speed index, the LCP element, and the
 * gzipped JavaScript of the page's first load (bench/shipped-js.ts) with its largest sources.
 *
 * Simulated throttling scales the CPU time observed here: on a busy machine the scores drop, so the
 * load average is printed before and after. LIGHTHOUSE_RUNS=n runs each page n times. Smoke mode
 * (BENCH_SMOKE=1 or --smoke, bench/smoke.ts): the home page once; exits 1 when Lighthouse cannot
 * run or gives no performance score. Nothing is saved.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_PATH } from "../test/e2e/chromium.ts";
import { buildApp, ROOT, startApp } from "../test/e2e/server.ts";
import { kb, printShipped, shippedJs } from "./shipped-js.ts";
import { SMOKE, smokeCheck } from "./smoke.ts";

const PAGES = [
  { name: "home", path: "/", route: "routes/public/home" },
  { name: "find-doctors", path: "/find-doctors", route: "routes/public/find-doctors" },
  { name: "provider/3", path: "/provider/3", route: "routes/provider/_index" },
].slice(0, SMOKE ? 1 : undefined);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(", ");

if (!process.env.SKIP_BUILD) {
  console.log("» Building");
  if (!(await buildApp({ quiet: true })).ok) throw new Error("The build failed: run `npm run build` to see why");
}
console.log("» Starting the app (npm start on a freshly seeded .wrangler/lighthouse-state)");
const app = await startApp({ state: ".wrangler/lighthouse-state" });
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
const stop = () => {
  chrome.kill();
  app.stop();
};
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => {
    stop();
    process.exit(1);
  });

/** The first DOM node an audit's details name (the LCP insight lists its element among tables). */
function firstNode(details: unknown): { snippet?: string } | undefined {
  if (!details || typeof details !== "object") return undefined;
  if ((details as { type?: string }).type === "node") return details;
  for (const value of Object.values(details)) {
    const found = firstNode(value);
    if (found) return found;
  }
  return undefined;
}

function scriptsOf(items: NetworkItem[]): Row["scripts"] {
  const scripts = items.filter((i) => i.resourceType === "Script");
  return {
    count: scripts.length,
    transferBytes: scripts.reduce((n, i) => n + (i.transferSize ?? 0), 0),
    manifestFile: scripts.some((i) => /\/assets\/manifest-[^/]*\.js/.test(i.url)),
  };
}

const stamp = new Date().toISOString().replace(/[:.]/g, "-");
/** Each page's whole report, for Lighthouse's viewer. */
const reports = `${ROOT}/bench/results/lighthouse-${stamp}`;

type Row = {
  page: string;
  run: number;
  score: number;
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  si: number;
  lcpElement: string;
  /** What the browser fetched during the trace, as served (Miniflare's gzip), lazy chunks included. */
  scripts: { count: number; transferBytes: number; manifestFile: boolean };
};
type NetworkItem = { url: string; resourceType?: string; transferSize?: number };
const rows: Row[] = [];
const loadBefore = load();
try {
  // The first request of a page renders it and fills the edge cache; a patient mostly gets the cached copy.
  for (const page of PAGES) for (let i = 0; i < 2; i++) await (await fetch(`${app.baseUrl}${page.path}`)).arrayBuffer();
  console.log(`» Lighthouse ${RUNS === 1 ? "once" : `${RUNS} times`} per page (mobile, simulated throttling); load average ${loadBefore}`);
  for (let run = 1; run <= RUNS; run++)
    for (const page of PAGES) {
      const result = await lighthouse(`${app.baseUrl}${page.path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`${page.path}: ${lhr.runtimeError.message}`);
      const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      smokeCheck(typeof lhr.categories.performance?.score !== "number", `${page.path}: no performance score`);
      if (!SMOKE) {
        mkdirSync(reports, { recursive: true });
        writeFileSync(`${reports}/${page.name.replace(/\W+/g, "-")}-${run}.json`, JSON.stringify(lhr));
      }
      rows.push({
        page: page.name,
        run,
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        fcp: value("first-contentful-paint"),
        lcp: value("largest-contentful-paint"),
        cls: value("cumulative-layout-shift"),
        tbt: value("total-blocking-time"),
        si: value("speed-index"),
        lcpElement: firstNode(lhr.audits["lcp-breakdown-insight"]?.details)?.snippet ?? "",
        scripts: scriptsOf((lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)?.items ?? []),
      });
    }
} finally {
  stop();
}
const loadAfter = load();

const js = shippedJs(
  ROOT,
  PAGES.map((p) => p.route),
);
const jsOf = (name: string) => js[PAGES.findIndex((p) => p.name === name)]!;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`.padStart(7);
console.log(`\n  ${"page".padEnd(14)} score     FCP     LCP    CLS     TBT   speed idx   first-load JS (gzip -9)`);
for (const r of rows)
  console.log(
    `  ${`${r.page}${RUNS > 1 ? ` #${r.run}` : ""}`.padEnd(14)} ${String(r.score).padStart(5)} ${s(r.fcp)} ${s(r.lcp)} ${r.cls.toFixed(3).padStart(6)} ${`${r.tbt.toFixed(0)} ms`.padStart(7)} ${s(r.si).padStart(11)}   ${kb(jsOf(r.page).gzipBytes)} in ${jsOf(r.page).files} files`,
  );
console.log(`\n  scripts fetched during the trace (as served, lazy chunks included):`);
for (const r of rows.filter((x) => x.run === 1))
  console.log(
    `    ${r.page.padEnd(14)} ${r.scripts.count} files, ${kb(r.scripts.transferBytes)} transferred${r.scripts.manifestFile ? " (includes the route manifest file)" : ""}`,
  );
console.log(`\n  LCP element:`);
for (const r of rows.filter((x) => x.run === 1)) console.log(`    ${r.page.padEnd(14)} ${r.lcpElement.slice(0, 110)}`);
console.log(`\n  load average before ${loadBefore}, after ${loadAfter} (2 cores)`);
console.log(`\n» JavaScript on first load, largest sources (share of each chunk's gzipped bytes)`);
printShipped(js, 10);

if (SMOKE) process.exit(0);
mkdirSync(`${ROOT}/bench/results`, { recursive: true });
const file = `${reports}.json`;
writeFileSync(file, JSON.stringify({ loadBefore, loadAfter, rows, javascript: js }, null, 2));
console.log(`\nSaved ${file} and the reports in ${reports}/`);
process.exit(0);
