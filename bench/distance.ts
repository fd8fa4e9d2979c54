/**
 * Distance search (issue 36, item 4): `npm run bench:distance`. The bar: over 50,000 providers,
 * /find-doctors near a place answers at least 80% as many requests per second as the same page
 * without distance, side by side in one run.
 *
 * Builds (SKIP_BUILD=1 reuses build/), seeds a bench-only state folder with the sample directory
 * plus BENCH_PROVIDERS (50,000) synthetic providers, geocoded and spread over their cities' ZIP
 * codes by the seed (reused while its migrations and size match; BENCH_RESEED=1 rebuilds it), serves
 * the build as `npm start` does (test/e2e/server.ts), then measures each pair with bench/compare.ts
 * (alternating slices, the edge cache bypassed, so every request renders):
 *   - the same filters with and without a place: nearest first, another sort, a type filter on a
 *     later page; the search result cache (decision 026) serves both sides' ids after the first
 *     request, as it does in production;
 *   - searches new every request, so the result cache never has them (the count and the order
 *     computed each time): another ZIP code and radius each time against another combination of
 *     type, minimum rating and sort each time without a place.
 * Issue 48 adds its own pairs, each page with and without the new part: the budget filter, the sort by
 * price (in a place and nationally) and the compare page (three providers side by side with the price
 * and distance rows, against one of their profiles: what a patient opened three times before).
 * Nothing is asserted; the figures are printed and saved to bench/results/distance-<time>.json.
 * Options (env): BENCH_PROVIDERS, BENCH_RESEED, SKIP_BUILD, BENCH_ONLY=issue48, and bench/compare.ts's. Smoke mode
 * (BENCH_SMOKE=1 or --smoke, bench/smoke.ts): 200 providers in a state folder of its own, one short
 * slice a side; a failed request exits 1 and nothing is saved.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { TYPES } from "../scripts/seed/data.ts";
import { PLACES } from "../scripts/seed/places.ts";
import { buildApp, prepareState, ROOT, startApp } from "../test/e2e/server.ts";
import { BYPASS_CACHE, compare, CONCURRENCY, fmt, SLICE_SECONDS, SLICES, type Result } from "./compare.ts";
import { SMOKE, sizeOption } from "./smoke.ts";

const PROVIDERS = sizeOption("BENCH_PROVIDERS", 50_000, 200);
const STATE = SMOKE ? ".wrangler/bench-distance-smoke-state" : ".wrangler/bench-distance-state";

const PAIRS = [
  { name: "nearest first, 25 mi of 33139", near: "/find-doctors?near=33139", plain: "/find-doctors" },
  { name: "by rating, 25 mi of Houston, TX", near: "/find-doctors?near=Houston%2C+TX&sort=rating", plain: "/find-doctors?sort=rating" },
  {
    name: "dermatologist, 100 mi of 90012, page 3",
    near: "/find-doctors?near=90012&radius=100&type=dermatologist&page=3",
    plain: "/find-doctors?type=dermatologist&page=3",
  },
  {
    name: "Botox, 50 mi of Chicago, IL",
    near: "/find-doctors?procedure=Botox&near=Chicago%2C+IL&radius=50",
    plain: "/find-doctors?procedure=Botox",
  },
];

/** Issue 48: each new part against the same page without it. */
const BUDGET_PAIRS = [
  {
    name: "budget: Botox under $400, 50 mi of Chicago",
    with: "/find-doctors?procedure=Botox&place=Chicago%2C+IL&radius=50&budget=400",
    without: "/find-doctors?procedure=Botox&place=Chicago%2C+IL&radius=50",
  },
  {
    name: "by price: Botox, 50 mi of Chicago",
    with: "/find-doctors?procedure=Botox&place=Chicago%2C+IL&radius=50&sort=price",
    without: "/find-doctors?procedure=Botox&place=Chicago%2C+IL&radius=50",
  },
  {
    name: "budget: Botox under $400, anywhere",
    with: "/find-doctors?procedure=Botox&budget=400",
    without: "/find-doctors?procedure=Botox",
  },
  {
    name: "by price: Botox, anywhere, page 5",
    with: "/find-doctors?procedure=Botox&sort=price&page=5",
    without: "/find-doctors?procedure=Botox&page=5",
  },
];

/** Real ZIP codes around the synthetic providers' cities, for searches that are new each time. */
const COLD_ZIPS = [100, 331, 770, 900, 606, 850, 802, 981, 21, 303, 752, 328, 972, 787].flatMap((prefix) =>
  Array.from({ length: 100 }, (_, i) => String(prefix * 100 + i).padStart(5, "0")).filter((zip) => PLACES.parse(zip).ok),
);

function step(message: string) {
  console.log(`\n» ${message}`);
}

function fingerprint(): string {
  const hash = createHash("sha256").update(String(PROVIDERS));
  for (const file of readdirSync(`${ROOT}/migrations`)
    .filter((f) => f.endsWith(".sql"))
    .sort())
    hash.update(file).update(readFileSync(`${ROOT}/migrations/${file}`));
  return hash.digest("hex");
}

async function prepare() {
  const marker = `${ROOT}/${STATE}/.bench-distance`;
  if (!process.env.BENCH_RESEED && existsSync(marker) && readFileSync(marker, "utf8") === fingerprint()) return;
  step(`Preparing ${STATE}: the seed and ${PROVIDERS.toLocaleString("en-US")} synthetic providers (geocoded)`);
  const prepared = await prepareState(STATE);
  if (!prepared.ok) throw new Error(prepared.output);
  const seeded = spawnSync(process.execPath, ["scripts/local-db.ts", "synthetic", "--providers", String(PROVIDERS)], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, TRUSELF_STATE: STATE },
  });
  if (seeded.status !== 0) throw new Error("seeding the synthetic providers failed");
  writeFileSync(marker, fingerprint());
}

if (!process.env.SKIP_BUILD) {
  step("Building");
  const build = await buildApp({ quiet: true });
  if (!build.ok) throw new Error(build.output);
}
await prepare();
step("Starting the app (npm start: wrangler dev on the build)");
const app = await startApp({ state: STATE, fresh: false });
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => {
    app.stop();
    process.exit(1);
  });

const providers = ((await (await fetch(`${app.baseUrl}/api/health`)).json()) as { providers: number }).providers;
const results: Record<string, unknown> = {
  providers,
  loadAverage: readFileSync("/proc/loadavg", "utf8").trim(),
  sliceSeconds: SLICE_SECONDS,
  slices: SLICES,
  concurrency: CONCURRENCY,
};
const count = async (path: string) => {
  const html = await (await fetch(`${app.baseUrl}${path}`, { headers: BYPASS_CACHE })).text();
  return /data-testid="result-count">(\d+)/.exec(html)?.[1] ?? "?";
};
const row = (name: string, near: Result, plain: Result, counts: string) => {
  const ratio = near.rps / plain.rps;
  console.log(
    `  ${name.padEnd(40)} ${fmt(near.rps).padStart(8)} ${fmt(plain.rps).padStart(8)} ${`${(ratio * 100).toFixed(0)}%`.padStart(7)}   ${counts.padStart(13)}   ${near.p50.toFixed(1)} / ${plain.p50.toFixed(1)}`,
  );
  if (near.errors || plain.errors) console.warn(`  ${name}: ${near.errors} / ${plain.errors} errors`);
  return { rpsNear: near.rps, rpsPlain: plain.rps, ratio, p50Near: near.p50, p50Plain: plain.p50, counts };
};

/** BENCH_ONLY=issue48 measures only issue 48's pairs (the budget, the price sort, /compare). */
const ONLY_ISSUE_48 = process.env.BENCH_ONLY === "issue48";

try {
  if (!ONLY_ISSUE_48) {
    step(
      `/find-doctors over ${providers} providers, with and without a place (edge cache bypassed), ${CONCURRENCY} concurrent, ${SLICES} x ${SLICE_SECONDS}s per side in alternating slices`,
    );
    console.log(
      `\n  ${"page".padEnd(40)} ${"near rps".padStart(8)} ${"plain".padStart(8)} ${"ratio".padStart(7)}   results (near/plain)   p50 ms`,
    );
    const table: Record<string, unknown> = {};
    for (const pair of PAIRS) {
      const [near, plain] = await compare(
        { name: "near", url: () => `${app.baseUrl}${pair.near}`, headers: BYPASS_CACHE },
        { name: "plain", url: () => `${app.baseUrl}${pair.plain}`, headers: BYPASS_CACHE },
      );
      table[pair.name] = {
        near: pair.near,
        plain: pair.plain,
        ...row(pair.name, near, plain, `${await count(pair.near)}/${await count(pair.plain)}`),
      };
    }
    results.pairs = table;

    step(`Searches new every request (the result cache never has them): ${COLD_ZIPS.length} ZIP codes x 4 radii vs type x rating x sort`);
    const radii = [10, 25, 50, 100];
    const types = TYPES;
    const ratings = ["", "&rating=4", "&rating=4.5", "&rating=4.8"];
    const sorts = ["", "&sort=rating", "&sort=reviews", "&sort=name"];
    // Offsets from the clock, so a second run within the cache's 5 minutes starts elsewhere.
    let [nearNext, plainNext] = [Date.now() % 997, Date.now() % 157];
    const [cold, plain] = await compare(
      {
        name: "near",
        url: () => {
          const n = nearNext++;
          return `${app.baseUrl}/find-doctors?near=${COLD_ZIPS[n % COLD_ZIPS.length]}&radius=${radii[Math.floor(n / COLD_ZIPS.length) % radii.length]}`;
        },
        headers: BYPASS_CACHE,
      },
      {
        name: "plain",
        url: () => {
          const n = plainNext++;
          const [t, r, o] = [n % types.length, Math.floor(n / types.length) % ratings.length, Math.floor(n / 40) % sorts.length];
          return `${app.baseUrl}/find-doctors?type=${types[t]}${ratings[r]}${sorts[o]}`;
        },
        headers: BYPASS_CACHE,
      },
    );
    results.cold = { zipCodes: COLD_ZIPS.length, requests: cold.requests, ...row("new search each request", cold, plain, "") };
  }

  step("Issue 48: the budget filter, the sort by price and the compare page, each against the same page without it");
  console.log(
    `\n  ${"page".padEnd(40)} ${"with rps".padStart(8)} ${"without".padStart(8)} ${"ratio".padStart(7)}   results (with/without)   p50 ms`,
  );
  const issue48: Record<string, unknown> = {};
  for (const pair of BUDGET_PAIRS) {
    const [withIt, without] = await compare(
      { name: "with", url: () => `${app.baseUrl}${pair.with}`, headers: BYPASS_CACHE },
      { name: "without", url: () => `${app.baseUrl}${pair.without}`, headers: BYPASS_CACHE },
    );
    issue48[pair.name] = {
      with: pair.with,
      without: pair.without,
      ...row(pair.name, withIt, without, `${await count(pair.with)}/${await count(pair.without)}`),
    };
  }
  // Three Botox providers near 90012 from the directory itself, compared, against the first one's profile.
  const listing = await (
    await fetch(`${app.baseUrl}/find-doctors?procedure=Botox&place=90012&radius=100`, { headers: BYPASS_CACHE })
  ).text();
  const idsOf = (html: string) => [...new Set([...html.matchAll(/href="\/provider\/([^"/?]+)"/g)].map((m) => m[1]!))].slice(0, 3);
  let ids = idsOf(listing);
  // The smoke's 200 providers may have fewer near 90012: then any three Botox providers.
  if (ids.length < 3) ids = idsOf(await (await fetch(`${app.baseUrl}/find-doctors?procedure=Botox`, { headers: BYPASS_CACHE })).text());
  if (ids.length === 3) {
    const comparePath = `/compare?ids=${ids.join(",")}&procedure=botox&place=90012`;
    const [compared, profile] = await compare(
      { name: "with", url: () => `${app.baseUrl}${comparePath}`, headers: BYPASS_CACHE },
      { name: "without", url: () => `${app.baseUrl}/provider/${ids[0]}`, headers: BYPASS_CACHE },
    );
    issue48["compare 3 (Botox, 90012) vs 1 profile"] = {
      with: comparePath,
      without: `/provider/${ids[0]}`,
      ...row("compare 3 vs one profile", compared, profile, "3/1"),
    };
  } else console.warn(`  compare: only ${ids.length} Botox providers near 90012 to compare`);
  results.issue48 = issue48;
} finally {
  app.stop();
}

if (SMOKE) process.exit(0);
mkdirSync(`${ROOT}/bench/results`, { recursive: true });
const file = `${ROOT}/bench/results/distance-${new Date().toISOString().replace(/[:.]/g, "-")}.json`;
writeFileSync(file, JSON.stringify(results, null, 2));
console.log(`\nSaved ${file}`);
process.exit(0);
