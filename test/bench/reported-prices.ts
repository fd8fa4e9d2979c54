/**
 * Reported prices at scale (issue 36 item 1). Fills a real local D1 (in
 * workerd, bench/prices.config.ts) with BENCH_PROVIDERS providers (default 5,000) over every US
 * state and BENCH_REVIEWS reviews (default 100,000): 90% name a procedure and an amount (popular
 * procedures more often, amounts inside the procedure's typical range), 4% are held or hidden.
 * Then it times, as the pages call them, a procedure page's aggregates (procedurePrices: national
 * plus every state) for the most and the least reported procedure, and a profile's
 * (providerPrices), each BENCH_RUNS times (default 21), and prints the median and the slowest.
 * Then 3 runs of each without migration 0019's two partial indexes (each percentile is then a scan
 * and a sort of every review), in the same process, so the two columns compare under the same load. Nothing is asserted about times (the one
 * check is that the data is there). `npm run bench:prices` (bench/prices.ts) starts it.
 */
import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { PROCEDURES } from "~/directory/procedures";
import { US_STATES } from "~/lib/us-states";
import { procedurePrices, providerPrices } from "~/procedures/reported-prices.server";

const sizes = JSON.parse((env as unknown as { BENCH_PRICES: string }).BENCH_PRICES) as { providers: number; reviews: number; runs: number };
const PROVIDERS = sizes.providers;
const REVIEWS = sizes.reviews;
const RUNS = sizes.runs;

/** The lower and upper dollars of a typical range ("$3,000 - $8,000 per area" -> 3000, 8000). */
function bounds(range: string): [number, number] {
  const [low, high] = [...range.matchAll(/\$([\d,]+)/g)].map((m) => Number(m[1]!.replace(/,/g, "")));
  return [low!, high!];
}

async function fill() {
  const states = US_STATES.map((s, i) => `(${i}, '${i % 7 === 0 ? s.name : s.code}')`).join(", ");
  // Weight: procedure k appears (k + 1) times in the pick list, so the last ones are reported most.
  const picks = PROCEDURES.flatMap((p, k) => {
    const [low, high] = bounds(p.priceRange);
    return Array.from({ length: k + 1 }, () => `('${p.name}', ${low}, ${high})`);
  });
  const pickList = picks.map((row, i) => row.replace("(", `(${i}, `)).join(", ");
  await env.DB.batch([
    env.DB.prepare(
      `WITH RECURSIVE seq(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM seq WHERE i + 1 < ${PROVIDERS}), st(k, state) AS (VALUES ${states})
       INSERT INTO providers (id, name, location, city, state, specialties, pricing)
       SELECT 'bp' || i, 'Bench Provider ' || i, 'City ' || i, 'City ' || i, st.state, '["Botox","Liposuction"]', '{"Botox":"$12 per unit"}'
       FROM seq JOIN st ON st.k = i % ${US_STATES.length}`,
    ),
    env.DB.prepare(
      `WITH RECURSIVE seq(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM seq WHERE i + 1 < ${REVIEWS})
       INSERT INTO users (id, email, password_hash, first_name, last_name, username)
       SELECT 'bu' || i, 'bu' || i || '@example.com', 'x', 'Bench', 'User', 'bu' || i FROM seq`,
    ),
    env.DB.prepare(
      `WITH RECURSIVE seq(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM seq WHERE i + 1 < ${REVIEWS}),
       pick(k, name, low, high) AS (VALUES ${pickList}),
       draw AS (SELECT i, abs(random()) % ${picks.length} AS k, abs(random()) % 1000 AS u, abs(random()) % 100 AS c FROM seq)
       INSERT INTO reviews (id, user_id, provider_id, rating, procedure, amount_paid, status)
       SELECT 'br' || i, 'bu' || i, 'bp' || (abs(random()) % ${PROVIDERS}), 5,
         CASE WHEN c < 95 THEN pick.name END,
         CASE WHEN c < 90 THEN pick.low + (pick.high - pick.low) * u / 1000 END,
         CASE WHEN c % 25 = 0 THEN 'hidden' WHEN c % 25 = 1 THEN 'held' ELSE 'visible' END
       FROM draw JOIN pick ON pick.k = draw.k`,
    ),
  ]);
}

async function time(run: () => Promise<unknown>, runs = RUNS): Promise<{ median: number; max: number }> {
  await run(); // warm
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await run();
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  return { median: ms[Math.floor(ms.length / 2)]!, max: ms[ms.length - 1]! };
}

test("reported prices over 100,000 reviews", async () => {
  const start = performance.now();
  await fill();
  const counts = await env.DB.prepare(
    "SELECT (SELECT count(*) FROM reviews) AS reviews, (SELECT count(*) FROM reviews WHERE status = 'visible' AND amount_paid IS NOT NULL) AS reports, (SELECT count(*) FROM providers) AS providers",
  ).first<{ reviews: number; reports: number; providers: number }>();
  console.log(`filled in ${Math.round(performance.now() - start)} ms:`, counts);
  const most = PROCEDURES[PROCEDURES.length - 1]!;
  const least = PROCEDURES[0]!;
  const provider = await env.DB.prepare("SELECT id, state, pricing, specialties FROM providers WHERE id = 'bp7'").first<{
    id: string;
    state: string;
    pricing: string;
    specialties: string;
  }>();
  const profile = {
    id: provider!.id,
    state: provider!.state,
    pricing: JSON.parse(provider!.pricing),
    specialties: JSON.parse(provider!.specialties),
  };
  const sample = await procedurePrices(most);
  console.log(`${most.name}: ${sample.reports} reports, ${sample.states.length} states shown, national`, sample.national);
  expect(sample.reports).toBeGreaterThan(0);

  const cases = {
    // For scale: what one D1 round trip costs under the machine's current load (a page's prices take two).
    "one D1 round trip (SELECT 1)": () => env.DB.prepare("SELECT 1").all(),
    [`procedure page, most reported (${most.name}, ${sample.reports} reports)`]: () => procedurePrices(most),
    [`procedure page, least reported (${least.name})`]: () => procedurePrices(least),
    "profile (2 procedures: provider, state, national)": () => providerPrices(profile),
  };
  const withIndex: Record<string, { median: number; max: number }> = {};
  for (const [name, run] of Object.entries(cases)) withIndex[name] = await time(run);
  await env.DB.batch(["reviews_reported_price_idx", "reviews_reported_price_state_idx"].map((i) => env.DB.prepare(`DROP INDEX ${i}`)));
  const without: Record<string, { median: number; max: number }> = {};
  // Without the indexes every percentile is a scan and a sort of all reviews: a few runs say enough.
  for (const [name, run] of Object.entries(cases)) without[name] = await time(run, 3);

  const ms = (n: number) => `${n.toFixed(1)} ms`;
  console.log(
    `\nserver time of the price aggregates, median (slowest) of ${RUNS} runs, ${counts!.reviews.toLocaleString("en-US")} reviews:`,
  );
  console.log(`| case | with 0019's indexes (${RUNS} runs) | without (3 runs) | ratio |\n|---|---|---|---|`);
  for (const name of Object.keys(cases)) {
    const a = withIndex[name]!;
    const b = without[name]!;
    console.log(`| ${name} | ${ms(a.median)} (${ms(a.max)}) | ${ms(b.median)} (${ms(b.max)}) | ${(b.median / a.median).toFixed(1)}x |`);
  }
});
