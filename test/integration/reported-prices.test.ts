/** Issue 36 item 1: what patients paid, computed in D1 (migration 0019, decision 046), and the texts the pages show. */
import { env } from "cloudflare:workers";
import { createElement, type ReactElement } from "react";
import { renderToReadableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { findProcedure, type Procedure } from "~/directory/procedures";
import { US_STATES } from "~/lib/us-states";
import { formatAmount } from "~/procedures/reported-prices";
import { procedurePrices, providerPrices } from "~/procedures/reported-prices.server";
import { EstimateCard, ProcedurePricesSection, ProviderPriceList } from "~/procedures/reported-prices-ui";
import { insertReview } from "~/dev/factories.server";
import { loader as procedureLoader } from "~/routes/public/browse-procedures.$slug";
import { insertProviders, providerRow } from "../fixtures/directory";
import { routeArgs } from "../fixtures/route-args";

const botox = findProcedure("botox")!;
const lipo = findProcedure("liposuction")!;
const rhino = findProcedure("rhinoplasty")!;
const tummy = findProcedure("tummy-tuck")!;
const facelift = findProcedure("facelift")!;

let seq = 0;
/** One review naming `procedure` and `amount` (a new author each), written as the review form stores it. */
async function report(providerId: string, procedure: Procedure, amount: number | null, row: { status?: string; currency?: string } = {}) {
  seq++;
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO users (id, email, password_hash, first_name, last_name, username) VALUES (?, ?, 'x', 'Pat', 'Ient', ?)",
    ).bind(`rp-user-${seq}`, `rp-${seq}@example.com`, `rp${seq}`),
    env.DB.prepare(
      "INSERT INTO reviews (id, user_id, provider_id, rating, procedure, amount_paid, status, currency) VALUES (?, ?, ?, 5, ?, ?, ?, ?)",
    ).bind(`rp-review-${seq}`, `rp-user-${seq}`, providerId, procedure.name, amount, row.status ?? "visible", row.currency ?? "USD"),
  ]);
  return `rp-review-${seq}`;
}

async function provider(overrides: Parameters<typeof providerRow>[0] = {}) {
  const row = providerRow(overrides);
  await insertProviders([row]);
  return { ...row, state: row.state ?? null, pricing: row.pricing ?? {}, specialties: row.specialties ?? [] };
}

async function html(element: ReactElement): Promise<string> {
  const stream = await renderToReadableStream(element);
  await stream.allReady;
  return new Response(stream).text();
}

describe("reported prices: median and middle half in D1", () => {
  it("an odd count: the middle report, and the 2nd and 4th of 5 as the middle half", async () => {
    const p = await provider();
    for (const amount of [500, 100, 400, 200, 300]) await report(p.id, botox, amount);
    const prices = await procedurePrices(botox);
    expect(prices.national).toEqual({ count: 5, median: 300, low: 200, high: 400 });
    expect(prices.reports).toBe(5);
  });

  it("an even count: between the two nearest reports (6 reports: median 350, quartiles 225 and 475)", async () => {
    const p = await provider();
    for (const amount of [600, 100, 500, 200, 400, 300]) await report(p.id, botox, amount);
    expect((await procedurePrices(botox)).national).toEqual({ count: 6, median: 350, low: 225, high: 475 });
  });

  it("repeated amounts and a wide spread: 7 reports of which 4 are equal", async () => {
    const p = await provider();
    for (const amount of [4000, 4000, 4000, 4000, 9000, 3000, 25_000]) await report(p.id, lipo, amount);
    // Sorted: 3000 4000 4000 4000 4000 9000 25000; positions 1.5, 3, 4.5.
    expect((await procedurePrices(lipo)).national).toEqual({ count: 7, median: 4000, low: 4000, high: 6500 });
  });

  it("fewer than 5 reports show no figures, only the count and the estimate; the 5th report shows them", async () => {
    const p = await provider();
    for (const amount of [1000, 2000, 3000, 4000]) await report(p.id, rhino, amount);
    expect(await procedurePrices(rhino)).toEqual({ national: null, reports: 4, states: [], otherReports: 0, estimate: "$5,000 - $15,000" });
    await report(p.id, rhino, 5000);
    expect((await procedurePrices(rhino)).national).toEqual({ count: 5, median: 3000, low: 2000, high: 4000 });
  });

  it("counts only visible reviews that name the procedure and an amount in USD", async () => {
    const p = await provider();
    for (const amount of [100, 200, 300, 400, 500]) await report(p.id, botox, amount);
    await report(p.id, botox, 90_000, { status: "hidden" });
    await report(p.id, botox, 90_000, { status: "held" });
    await report(p.id, botox, 90_000, { currency: "EUR" });
    await report(p.id, botox, null);
    await report(p.id, lipo, 90_000);
    // Through the review form's own path too: a review without an amount adds nothing.
    await insertReview({ providerId: p.id, procedure: botox.name });
    expect((await procedurePrices(botox)).national).toEqual({ count: 5, median: 300, low: 200, high: 400 });

    // Hiding one of the five drops the figures back under the threshold.
    await env.DB.prepare("UPDATE reviews SET status = 'hidden' WHERE amount_paid = 500").run();
    const after = await procedurePrices(botox);
    expect(after.national).toBeNull();
    expect(after.reports).toBe(4);
  });
});

describe("reported prices: by state", () => {
  it("shows each state with 5 reports, counts a state written by name under its code, and sums the rest", async () => {
    const austin = await provider({ state: "TX" });
    const houston = await provider({ state: "Texas", city: "Houston", location: "Houston, Texas" });
    const la = await provider({ state: "ca", city: "Los Angeles", location: "Los Angeles, CA" });
    const miami = await provider({ state: "FL", city: "Miami", location: "Miami, FL" });
    const toronto = await provider({ state: "Ontario", city: "Toronto", location: "Toronto, Ontario" });
    for (const amount of [300, 320, 340]) await report(austin.id, botox, amount);
    for (const amount of [360, 380]) await report(houston.id, botox, amount);
    for (const amount of [500, 520, 540, 560, 580, 600]) await report(la.id, botox, amount);
    for (const amount of [400, 410]) await report(miami.id, botox, amount);
    await report(toronto.id, botox, 700);

    const prices = await procedurePrices(botox);
    expect(prices.reports).toBe(14);
    expect(prices.national?.count).toBe(14);
    expect(prices.states).toEqual([
      { code: "CA", name: "California", count: 6, median: 550, low: 525, high: 575 },
      { code: "TX", name: "Texas", count: 5, median: 340, low: 320, high: 360 },
    ]);
    expect(prices.otherReports).toBe(3);

    // A listing that moves takes its reports with it (the trigger on providers.state).
    await env.DB.prepare("UPDATE providers SET state = 'Florida' WHERE id = ?").bind(houston.id).run();
    const moved = await procedurePrices(botox);
    expect(moved.states.map((s) => [s.code, s.count])).toEqual([["CA", 6]]);
    expect(moved.otherReports).toBe(8);
    await report(miami.id, botox, 420);
    expect((await procedurePrices(botox)).states.map((s) => [s.code, s.count])).toEqual([
      ["CA", 6],
      ["FL", 5],
    ]);
  });

  it("all 52 states with 5 reports each: more scopes than one statement holds (D1 returns at most 100 columns)", async () => {
    const rows = US_STATES.map((s) => providerRow({ state: s.code, city: "Town", location: `Town, ${s.code}` }));
    await insertProviders(rows);
    const statements = rows.flatMap((row, i) =>
      [100, 200, 300, 400, 500].flatMap((amount, j) => {
        const id = `many-${i}-${j}`;
        return [
          env.DB.prepare(
            "INSERT INTO users (id, email, password_hash, first_name, last_name, username) VALUES (?, ?, 'x', 'Pat', 'Ient', ?)",
          ).bind(id, `${id}@example.com`, id),
          env.DB.prepare("INSERT INTO reviews (id, user_id, provider_id, rating, procedure, amount_paid) VALUES (?, ?, ?, 5, ?, ?)").bind(
            id,
            id,
            row.id,
            botox.name,
            amount + i,
          ),
        ];
      }),
    );
    await env.DB.batch(statements);
    const prices = await procedurePrices(botox);
    expect(prices.national?.count).toBe(260);
    expect(prices.states).toHaveLength(52);
    expect(prices.otherReports).toBe(0);
    // Each state's own figures, also past the first statement's 33 scopes.
    for (const state of prices.states) {
      const i = US_STATES.findIndex((s) => s.code === state.code);
      expect(state).toEqual({ code: state.code, name: US_STATES[i]!.name, count: 5, median: 300 + i, low: 200 + i, high: 400 + i });
    }
  });

  it("migration 0019's state view maps every state's name and code, as app/lib/us-states.ts does", async () => {
    const { results } = await env.DB.prepare("SELECT word, code FROM us_state_codes ORDER BY word").all<{ word: string; code: string }>();
    const expected = US_STATES.flatMap((s) => [
      { word: s.name.toLowerCase(), code: s.code },
      { word: s.code.toLowerCase(), code: s.code },
    ]).sort((a, b) => (a.word < b.word ? -1 : 1));
    expect(results).toEqual(expected);
  });
});

describe("reported prices on a profile", () => {
  it("per procedure the narrowest scope with 5 reports (here, its state, the country) beside the listed price", async () => {
    const here = await provider({
      state: "TX",
      specialties: ["Botox", "Liposuction", "Rhinoplasty"],
      pricing: { "Botox Cosmetic": "$12 per unit", "Lip filler": "$650" },
    });
    const sameState = await provider({ state: "TX" });
    const elsewhere = await provider({ state: "CA", city: "Los Angeles", location: "Los Angeles, CA" });
    for (const amount of [10, 12, 14, 16, 18]) await report(here.id, botox, amount * 25);
    for (const amount of [3000, 3500]) await report(here.id, lipo, amount);
    for (const amount of [4000, 4500, 5000]) await report(sameState.id, lipo, amount);
    for (const amount of [6000, 7000]) await report(sameState.id, rhino, amount);
    for (const amount of [8000, 9000, 10_000]) await report(elsewhere.id, rhino, amount);
    for (const amount of [9000, 9500, 10_000, 11_000, 12_000]) await report(here.id, tummy, amount);
    await report(here.id, facelift, 15_000);

    expect(await providerPrices(here)).toEqual([
      {
        service: "Botox Cosmetic",
        procedure: "Botox",
        listed: "$12 per unit",
        reported: { scope: "provider", count: 5, median: 350, low: 300, high: 400 },
        estimate: null,
        // Issue 48: the listed price in Botox's unit, and what the patients' figure is.
        inUnit: { text: "$240 per area", note: "Listed as $12 per unit; 1 area = 20 units (a typical frown-line dose)" },
        reportsNote: "Patients report what a whole visit cost, not converted per area.",
      },
      {
        service: "Liposuction",
        procedure: "Liposuction",
        listed: null,
        reported: { scope: "state", state: "Texas", count: 5, median: 4000, low: 3500, high: 4500 },
        estimate: null,
        reportsNote: "Patients report what a whole visit cost, not converted per area.",
      },
      {
        service: "Rhinoplasty (Nose Job)",
        procedure: "Rhinoplasty (Nose Job)",
        listed: null,
        reported: { scope: "national", count: 5, median: 8000, low: 7000, high: 9000 },
        estimate: null,
      },
      // Not among its specialties, but 5 of its patients reported it (its one Facelift report is not enough to list one).
      {
        service: "Tummy Tuck",
        procedure: "Tummy Tuck",
        listed: null,
        reported: { scope: "provider", count: 5, median: 10_000, low: 9500, high: 11_000 },
        estimate: null,
      },
      // A listed service outside the catalogue keeps its price on its own.
      { service: "Lip filler", procedure: null, listed: "$650", reported: null, estimate: null },
    ]);
  });

  it("an offered procedure without 5 reports anywhere shows the estimate; nothing listed, offered or reported: no rows", async () => {
    const p = await provider({ specialties: ["Facelift"], pricing: {} });
    await report(p.id, facelift, 15_000);
    expect(await providerPrices(p)).toEqual([
      { service: "Facelift", procedure: "Facelift", listed: null, reported: null, estimate: "$10,000 - $20,000" },
    ]);
    expect(await providerPrices(await provider({ specialties: ["Something else"], pricing: {} }))).toEqual([]);
  });
});

describe("reported prices: the pages' texts", () => {
  it("the procedure page's loader and section: median, middle half, count and the state table", async () => {
    const p = await provider({ state: "TX" });
    for (const amount of [4600, 4400, 5200, 4900, 5500, 4750]) await report(p.id, tummy, amount);
    const data = (await procedureLoader(routeArgs(`/browse-procedures/tummy-tuck`, { params: { slug: "tummy-tuck" } }))) as {
      prices: Awaited<ReturnType<typeof procedurePrices>>;
    };
    expect(data.prices.national).toEqual({ count: 6, median: 4825, low: 4637.5, high: 5125 });
    const page = await html(createElement(ProcedurePricesSection, { procedure: tummy.name, prices: data.prices }));
    expect(page).toContain(">What patients paid</h2>");
    expect(page).toContain('<dt class="text-sm text-gray-600">Median</dt><dd class="text-2xl font-bold text-brand-700">$4,800</dd>');
    expect(page).toContain("$4,600 – $5,100");
    expect(page).toContain("6 reports");
    expect(page).toContain("From amounts patients gave in their reviews (visible reviews only).");
    expect(page).toContain("By state (states with at least 5 reports)");
    expect(page).toMatch(/<th scope="row"[^>]*>Texas<\/th><td[^>]*>\$4,800<\/td><td[^>]*>\$4,600 – \$5,100<\/td><td[^>]*>6 reports<\/td>/);
  });

  it("under 5 reports: says so and shows the curated range labelled as TruSelf's estimate", async () => {
    const p = await provider();
    await report(p.id, rhino, 9000);
    const prices = await procedurePrices(rhino);
    const section = await html(createElement(ProcedurePricesSection, { procedure: rhino.name, prices }));
    expect(section).toContain("Only 1 report of what patients paid for Rhinoplasty (Nose Job) so far: figures show from 5.");
    expect(section).not.toContain("Median");
    expect(await html(createElement(ProcedurePricesSection, { procedure: lipo.name, prices: await procedurePrices(lipo) }))).toContain(
      "No patient has reported what they paid for Liposuction yet.",
    );
    const estimate = await html(createElement(EstimateCard, { estimate: prices.estimate }));
    expect(estimate).toContain(">Typical range (TruSelf estimate)</h2>");
    expect(estimate).toContain("$5,000 - $15,000");
    expect(estimate).toContain(
      "TruSelf&#x27;s estimate, not from patients&#x27; reports. Prices vary by provider, region and your treatment plan.",
    );
  });

  it("other states' reports are named as counted nationally only", async () => {
    const tx = await provider({ state: "TX" });
    const fl = await provider({ state: "FL" });
    for (const amount of [300, 310, 320, 330, 340]) await report(tx.id, botox, amount);
    for (const amount of [400, 410]) await report(fl.id, botox, amount);
    const section = await html(createElement(ProcedurePricesSection, { procedure: botox.name, prices: await procedurePrices(botox) }));
    expect(section).toContain("2 reports from states with fewer than 5 each count in the national figure only.");
  });

  it("a profile's rows: the listed price, the reported figure with its scope, or the estimate", async () => {
    const page = await html(
      createElement(ProviderPriceList, {
        rows: [
          {
            service: "Botox Cosmetic",
            procedure: "Botox",
            listed: "$12 per unit",
            reported: { scope: "provider", count: 5, median: 352, low: 298, high: 401 },
            estimate: null,
          },
          {
            service: "Liposuction",
            procedure: "Liposuction",
            listed: null,
            reported: { scope: "state", state: "Texas", count: 12, median: 4012, low: 3540, high: 4460 },
            estimate: null,
          },
          {
            service: "Rhinoplasty (Nose Job)",
            procedure: "Rhinoplasty (Nose Job)",
            listed: null,
            reported: { scope: "national", count: 1234, median: 8000, low: 7000, high: 9000 },
            estimate: null,
          },
          { service: "Tummy Tuck", procedure: "Tummy Tuck", listed: "$9,000", reported: null, estimate: "$8,000 - $15,000" },
        ],
      }),
    );
    expect(page).toContain('Listed by the practice: <span class="font-semibold text-gray-900">$12 per unit</span>');
    expect(page).toContain("Patients here: median $350 (middle half $300 – $400), 5 reports");
    expect(page).toContain("Patients in Texas: median $4,000 (middle half $3,500 – $4,500), 12 reports");
    expect(page).toContain("Patients nationally: median $8,000 (middle half $7,000 – $9,000), 1,234 reports");
    expect(page).toContain("Typical range (TruSelf estimate): $8,000 - $15,000");
  });

  it("dollars without false precision: to $10 below $1,000, to $100 above", () => {
    expect([formatAmount(425.5), formatAmount(994), formatAmount(996), formatAmount(7549), formatAmount(12_351), formatAmount(0)]).toEqual([
      "$430",
      "$990",
      "$1,000",
      "$7,500",
      "$12,400",
      "$0",
    ]);
  });
});
