/**
 * Issue 48 items 1-4: the one place field, empty searches that say which filter emptied them and
 * offer ways out, prices in one unit per procedure (migration 0030's provider_prices, kept by
 * triggers, against price-units.ts), the budget filter and the sort by price, and /compare with its
 * list, its limit and unknown ids.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { COMPARE_TEXTS, MAX_COMPARE, parseCompareIds } from "~/compare/compare-ids";
import { COMPARE_ID_MISSING } from "~/compare/compare-schema";
import type { NewProvider } from "~/db/schema";
import { DEAD_END_TEXTS } from "~/directory/dead-end-texts";
import { PROCEDURE_NAMES } from "~/directory/procedure-names";
import { parseDirectoryFilters, searchFromForm } from "~/directory/search-params";
import { directorySearch } from "~/directory/search-url";
import { PLACE_MESSAGES } from "~/geo/messages";
import { parseSearchPlace } from "~/geo/places.server";
import { PRICE_UNITS, UNIT_WORDS } from "~/procedures/price-units";
import { providerPrices } from "~/procedures/reported-prices.server";
import { action as compareAction, loader as compareLoader } from "~/routes/public/compare";
import { loader as findDoctorsLoader } from "~/routes/public/find-doctors";
import { loader as procedureLoader } from "~/routes/public/browse-procedures.$slug";
import { loader as providerLoader } from "~/routes/provider/_index";
import { fetcherPost } from "../fixtures/actions";
import { insertProviders, providerRow } from "../fixtures/directory";
import { routeArgs } from "../fixtures/route-args";

type FindArgs = Parameters<typeof findDoctorsLoader>[0];
const find = (query: string, cookie?: string) =>
  findDoctorsLoader(routeArgs<FindArgs>(`/find-doctors${query}`, cookie ? { headers: { Cookie: cookie } } : {}));
type CompareArgs = Parameters<typeof compareLoader>[0];
type ProviderArgs = Parameters<typeof providerLoader>[0];
async function compare(query: string, cookie?: string) {
  const result = await compareLoader(routeArgs<CompareArgs>(`/compare${query}`, cookie ? { headers: { Cookie: cookie } } : {}));
  return (result as unknown as { data: Awaited<ReturnType<typeof compareLoader>>["data"] }).data;
}

/** 90210's point, and places around it (Beverly Hills), a few miles apart. */
const BH = { latitude: 34.09, longitude: -118.406 };
const north = (miles: number) => ({ latitude: BH.latitude + miles / 69.05, longitude: BH.longitude });

function bh(id: string, miles: number, pricing: Record<string, string>, overrides: Partial<NewProvider> = {}): NewProvider {
  return providerRow({
    id,
    name: `Provider ${id}`,
    location: "Beverly Hills, CA",
    city: "Beverly Hills",
    state: "CA",
    specialties: Object.keys(pricing).length ? Object.keys(pricing) : ["Facials"],
    pricing,
    ...north(miles),
    ...overrides,
  });
}

async function pricesOf(id: string) {
  const { results } = await env.DB.prepare(
    "SELECT procedure, amount, listed, unit FROM provider_prices WHERE provider_id = ? ORDER BY procedure",
  )
    .bind(id)
    .all();
  return results;
}

describe("one place field (item 1)", () => {
  it("takes a city alone, City, ST, a ZIP code or a state; old near= links read into it, old location= links keep working", async () => {
    expect(await parseSearchPlace("Austin")).toMatchObject({ ok: true, place: { label: "Austin, TX" } });
    expect(await parseSearchPlace("austin, tx")).toMatchObject({ ok: true, place: { label: "Austin, TX" } });
    expect(await parseSearchPlace("90210")).toMatchObject({ ok: true, place: { label: "90210 (Beverly Hills, CA)" } });
    // A state alone filters by state, sorted as without a place.
    expect(parseDirectoryFilters(new URLSearchParams("place=Texas"))).toMatchObject({
      place: "Texas",
      location: "Texas",
      sort: "relevance",
    });
    expect(parseDirectoryFilters(new URLSearchParams("place=Texas")).near).toBeUndefined();
    // Anything else is a distance search, nearest first, 25 miles unless chosen.
    expect(parseDirectoryFilters(new URLSearchParams("place=Austin&radius=50"))).toMatchObject({
      near: "Austin",
      radius: 50,
      sort: "distance",
    });
    // Old links keep working.
    expect(parseDirectoryFilters(new URLSearchParams("near=90210"))).toMatchObject({ place: "90210", near: "90210" });
    // An old location= link keeps its "city or state" text match (issue 31) when no place is given.
    expect(parseDirectoryFilters(new URLSearchParams("location=TX"))).toMatchObject({ location: "TX", sort: "relevance" });
    expect(directorySearch(parseDirectoryFilters(new URLSearchParams("location=Miami")))).toBe("?location=Miami");
    expect(directorySearch(parseDirectoryFilters(new URLSearchParams("near=90210&radius=50")))).toBe("?place=90210&radius=50");
    const form = new FormData();
    for (const [k, v] of Object.entries({ q: "", procedure: "Botox", place: "Austin", radius: "25", budget: "400", sort: "price" }))
      form.set(k, v);
    expect(searchFromForm(form)).toBe("?procedure=Botox&place=Austin&budget=400&sort=price");
  });

  it("finds 'Austin' typed alone, and says plainly when a place is unknown (exact texts)", async () => {
    await insertProviders([providerRow({ id: "austin-1", latitude: 30.27, longitude: -97.74 })]);
    const austin = await find("?place=Austin");
    expect(austin.result.providers.map((p) => p.id)).toEqual(["austin-1"]);
    expect(austin.nearby).toBe("Within 25 miles of Austin, TX, nearest first");
    const unknown = await find("?place=Nowhereville");
    expect(unknown.placeMessage).toBe(
      `We couldn't find "Nowhereville". Enter a ZIP code, a city ("Austin" or "Austin, TX") or a state ("Texas").`,
    );
    expect(unknown.result.total).toBe(0);
    expect((await find("?place=Austn%2C%20TX")).placeMessage).toBe(PLACE_MESSAGES.unknownCity("Austn", "TX"));
    expect((await find("?place=99999")).placeMessage).toBe(PLACE_MESSAGES.unknownZip("99999"));
  });
});

describe("prices in one unit per procedure (item 3)", () => {
  it("the views of migration 0030 hold price-units.ts and the catalogue's match texts", async () => {
    const matches = await env.DB.prepare("SELECT procedure, match, ord FROM procedure_matches ORDER BY ord").all();
    expect(matches.results).toEqual(PROCEDURE_NAMES.map((p, i) => ({ procedure: p.slug, match: p.match.toLowerCase(), ord: i + 1 })));
    const units = await env.DB.prepare("SELECT procedure, unit, factor FROM procedure_price_units ORDER BY procedure, unit").all();
    const expected = Object.entries(PRICE_UNITS)
      .flatMap(([procedure, u]) => Object.entries(u.accepts).map(([unit, factor]) => ({ procedure, unit, factor })))
      .sort((a, b) => a.procedure.localeCompare(b.procedure) || a.unit.localeCompare(b.unit));
    expect(units.results).toEqual(expected);
    for (const u of Object.values(PRICE_UNITS)) for (const word of Object.keys(u.accepts)) expect(["", ...UNIT_WORDS]).toContain(word);
  });

  it("converts what it can, in the procedure's unit, and leaves out what it cannot convert honestly", async () => {
    await insertProviders([
      bh("units", 1, {
        Botox: "$13 per unit",
        "Dermal Fillers": "$650 per syringe",
        Rhinoplasty: "$8,500 - $12,000",
        "Chemical Peel": "$180",
        Consultation: "Free",
      }),
      bh("areas", 2, { "Botox & Dysport": "$300 - $450 per area", Liposuction: "from $4,000 per area (2 areas min)" }),
      bh("ambiguous", 3, { Botox: "$350 per area (about 25 units)", "Laser Hair Removal": "$250 per session" }),
    ]);
    expect(await pricesOf("units")).toEqual([
      { procedure: "botox", amount: 260, listed: "$13 per unit", unit: "unit" },
      { procedure: "dermal-fillers", amount: 650, listed: "$650 per syringe", unit: "syringe" },
      { procedure: "rhinoplasty", amount: 8500, listed: "$8,500 - $12,000", unit: "" },
    ]);
    expect(await pricesOf("areas")).toEqual([
      { procedure: "botox", amount: 300, listed: "$300 - $450 per area", unit: "area" },
      { procedure: "liposuction", amount: 4000, listed: "from $4,000 per area (2 areas min)", unit: "area" },
    ]);
    expect(await pricesOf("ambiguous")).toEqual([
      { procedure: "laser-hair-removal", amount: 250, listed: "$250 per session", unit: "session" },
    ]);
    // An edit of the prices replaces them; a deleted provider takes its prices along.
    await env.DB.prepare("UPDATE providers SET pricing = ? WHERE id = 'units'")
      .bind(JSON.stringify({ Botox: "$11/unit" }))
      .run();
    expect(await pricesOf("units")).toEqual([{ procedure: "botox", amount: 220, listed: "$11/unit", unit: "unit" }]);
    await env.DB.prepare("DELETE FROM providers WHERE id = 'units'").run();
    expect(await pricesOf("units")).toEqual([]);

    // The profile shows the practice's price in the unit beside what it listed, or why it cannot.
    const row = (id: string) =>
      env.DB.prepare("SELECT id, state, pricing, specialties FROM providers WHERE id = ?")
        .bind(id)
        .first<{ id: string; state: string; pricing: string; specialties: string }>();
    const ambiguous = (await row("ambiguous"))!;
    const rows = await providerPrices({
      ...ambiguous,
      pricing: JSON.parse(ambiguous.pricing),
      specialties: JSON.parse(ambiguous.specialties),
    });
    expect(rows.find((r) => r.procedure === "Botox")?.inUnit).toEqual({
      text: null,
      note: "Listed as $350 per area (about 25 units): not comparable per area, so not used in price filters. Ask the practice.",
    });
    expect(rows.find((r) => r.procedure === "Laser Hair Removal")?.inUnit).toEqual({ text: "$250 per session" });
    const areas = (await row("areas"))!;
    await env.DB.prepare("UPDATE providers SET pricing = ? WHERE id = 'areas'")
      .bind(JSON.stringify({ Botox: "$13 per unit" }))
      .run();
    const converted = await providerPrices({ ...areas, pricing: { Botox: "$13 per unit" }, specialties: JSON.parse(areas.specialties) });
    expect(converted.find((r) => r.procedure === "Botox")?.inUnit).toEqual({
      text: "$260 per area",
      note: "Listed as $13 per unit; 1 area = 20 units (a typical frown-line dose)",
    });
  });

  it("Botox near 90210 under $400, sorted by price in one unit: none hidden, unpriced last and marked", async () => {
    await insertProviders([
      bh("cheap-units", 4, { Botox: "$12 per unit" }), // $240 per area
      bh("mid-area", 2, { Botox: "$350 per area" }),
      bh("dear", 1, { Botox: "$500 per area" }), // over the budget: out
      bh("unpriced", 3, { Botox: "Call for pricing" }), // stays, last
      bh("no-unit", 5, { Botox: "$300" }), // cannot be converted: stays, last, said so
      bh("far", 80, { Botox: "$10 per unit" }), // outside the radius
    ]);
    const page = await find("?procedure=botox&place=90210&budget=400&sort=price");
    expect(page.result.providers.map((p) => p.id)).toEqual(["cheap-units", "mid-area", "unpriced", "no-unit"]);
    expect(page.result.providers.map((p) => p.price)).toEqual([
      {
        procedure: "Botox",
        text: "$240 per area",
        line: "Botox: from $240 per area",
        note: "Listed as $12 per unit; 1 area = 20 units (a typical frown-line dose)",
      },
      { procedure: "Botox", text: "$350 per area", line: "Botox: from $350 per area" },
      { procedure: "Botox", text: null, line: "Botox: price not listed" },
      {
        procedure: "Botox",
        text: null,
        line: "Botox: price not listed",
        note: "Listed as $300: not comparable per area, so not used in price filters. Ask the practice.",
      },
    ]);
    // Without the budget the dearer one is back, in its place; budget and price sort need a catalogue procedure.
    expect((await find("?procedure=botox&place=90210&sort=price")).result.providers.map((p) => p.id)).toEqual([
      "cheap-units",
      "mid-area",
      "dear",
      "unpriced",
      "no-unit",
    ]);
    expect(parseDirectoryFilters(new URLSearchParams("procedure=Facials&budget=400&sort=price"))).toMatchObject({ sort: "relevance" });
    expect(parseDirectoryFilters(new URLSearchParams("procedure=Facials&budget=400")).budget).toBeUndefined();
    for (const bad of ["0", "-5", "abc", "2000000"])
      expect(parseDirectoryFilters(new URLSearchParams(`procedure=Botox&budget=${bad}`)).budget).toBeUndefined();
    expect(parseDirectoryFilters(new URLSearchParams("procedure=Botox&budget=$1,200")).budget).toBe(1200);
  });

  it("the procedure page shows its providers' prices in the unit and says the unit and conversion", async () => {
    await insertProviders([bh("page-units", 1, { Botox: "$13 per unit" }, { rating: 5 }), bh("page-none", 2, { Botox: "Ask us" })]);
    type Args = Parameters<typeof procedureLoader>[0];
    const page = await procedureLoader(routeArgs<Args>("/browse-procedures/botox", { params: { slug: "botox" } }));
    expect(page.unit.label).toBe("per area");
    expect(page.providers.find((p) => p.id === "page-units")?.price).toMatchObject({ text: "$260 per area" });
    expect(page.providers.find((p) => p.id === "page-none")?.price).toEqual({
      procedure: "Botox",
      text: null,
      line: "Botox: price not listed",
    });
  });
});

describe("never a dead end (item 2)", () => {
  it("Botox near 90210 with none there: names the filter, the nearest with their distance, the ones near that do not list it, a wider radius", async () => {
    await insertProviders([
      bh("near-facials-1", 2, {}),
      bh("near-facials-2", 3, {}),
      bh("botox-40", 40, { Botox: "$12 per unit" }),
      bh("botox-300", 300, { Botox: "$14 per unit" }),
    ]);
    const page = await find("?procedure=Botox&place=90210");
    expect(page.result.total).toBe(0);
    const dead = page.deadEnd!;
    expect(dead.title).toBe("No Botox providers within 25 miles of 90210 (Beverly Hills, CA)");
    expect(DEAD_END_TEXTS.emptiedBy(dead.emptiedBy)).toBe(
      "Each of these filters emptied the list: Botox; within 25 miles of 90210 (Beverly Hills, CA).",
    );
    expect(dead.nearest.map((p) => p.id)).toEqual(["botox-40", "botox-300"]);
    expect(dead.nearest.map((p) => Math.round(p.distanceMiles!))).toEqual([40, 300]);
    expect(dead.nearest[0]!.price).toMatchObject({ text: "$240 per area" });
    expect(dead.ways.map((w) => [w.text, w.href])).toEqual([
      ["Search within 50 miles: 1 provider", "/find-doctors?procedure=Botox&place=90210&radius=50"],
      ["Providers within 25 miles of 90210 (Beverly Hills, CA) that do not list Botox: 2 providers", "/find-doctors?place=90210"],
      ["Anywhere, not only within 25 miles of 90210 (Beverly Hills, CA): 2 providers", "/find-doctors?procedure=Botox"],
    ]);
    expect(dead.nearestHref).toBe("/find-doctors?procedure=Botox");
  });

  it("the other empty combinations: procedure in a state, a budget too low, a rating filter", async () => {
    await insertProviders([
      bh("ca-botox", 1, { Botox: "$300 per area" }, { rating: 4.2 }),
      providerRow({ id: "tx-facial", location: "Austin, TX", state: "TX", specialties: ["Facials"] }),
    ]);
    const state = (await find("?procedure=Botox&place=TX")).deadEnd!;
    expect(state.title).toBe("No Botox providers in TX");
    expect(state.ways.map((w) => w.text)).toEqual([
      "Providers in TX that do not list Botox: 1 provider",
      "Anywhere, not only in TX: 1 provider",
    ]);
    const budget = (await find("?procedure=Botox&budget=100")).deadEnd!;
    expect(budget.title).toBe("No Botox providers under $100 per area");
    expect(DEAD_END_TEXTS.emptiedBy(budget.emptiedBy)).toBe("The filter that emptied the list: under $100 per area.");
    expect(budget.ways.map((w) => [w.text, w.href])).toEqual([
      ["Any procedure: 2 providers", "/find-doctors"],
      ['Without "under $100 per area": 1 provider', "/find-doctors?procedure=Botox"],
    ]);
    const rating = (await find("?procedure=Botox&rating=4.8")).deadEnd!;
    expect(rating.title).toBe("No Botox providers rated 4.8+");
    expect(rating.ways.map((w) => w.text)).toContain('Without "rated 4.8+": 1 provider');
    // A search without any filter is not a dead end of a filter.
    expect((await find("?rating=4.8&procedure=Nothingatall")).deadEnd?.title).toBe("No Nothingatall providers rated 4.8+");
  });
});

describe("compare up to 4 providers (item 4)", () => {
  it("the link's ids, rows for the chosen procedure and place, the limit and unknown ids", async () => {
    await insertProviders([
      bh("c1", 1, { Botox: "$13 per unit" }, { yearsExperience: 12 }),
      bh("c2", 2, { Botox: "$320 per area" }),
      bh("c3", 3, {}),
      bh("c4", 4, {}),
      bh("c5", 5, {}),
    ]);
    const page = await compare("?ids=c1,c2,c3&procedure=botox&place=90210");
    expect(page.columns.map((c) => c.id)).toEqual(["c1", "c2", "c3"]);
    expect(page.columns[0]).toMatchObject({
      years: 12,
      price: { text: "$260 per area", note: "Listed as $13 per unit; 1 area = 20 units (a typical frown-line dose)" },
      paid: { text: "Typical range (TruSelf estimate): $300 - $600 per area" },
      credential: "Not submitted for checking yet.",
      nextAppointment: "request",
      beforeAfterSets: 0,
    });
    expect(Math.round(page.columns[1]!.distanceMiles!)).toBe(2);
    expect(page.columns[2]!.price).toEqual({ text: null });
    expect(page.place).toBe("90210 (Beverly Hills, CA)");
    const tooMany = await compare("?ids=c1,c2,c3,c4,c5");
    expect(tooMany.columns).toHaveLength(MAX_COMPARE);
    expect(COMPARE_TEXTS.tooMany(tooMany.tooMany!)).toBe(
      "You can compare up to 4 providers at once: showing the first 4 of the 5 in the link.",
    );
    const unknown = await compare("?ids=c1,nobody,<script>,c2");
    expect(unknown.columns.map((c) => c.id)).toEqual(["c1", "c2"]);
    expect(COMPARE_TEXTS.unknown(unknown.unknown)).toBe("1 provider in the link is not in the directory (removed, or a mistyped link).");
    expect((await compare("?ids=")).columns).toEqual([]);
    expect(parseCompareIds("a, b,,a ,c d")).toEqual(["a", "b"]);
  });

  it("the languages row: what the practice listed, null (shown as a dash) when it has not said; the profile lists them too", async () => {
    await insertProviders([bh("l1", 1, {}, { languages: ["English", "Spanish"] }), bh("l2", 2, {})]);
    const page = await compare("?ids=l1,l2");
    expect(page.columns.map((c) => c.languages)).toEqual([["English", "Spanish"], null]);
    const profile = await providerLoader(routeArgs<ProviderArgs>("/provider/l1", { params: { providerId: "l1" } }));
    expect((profile as unknown as { provider: { languages: string[] | null } }).provider.languages).toEqual(["English", "Spanish"]);
  });

  it("the compare list: add, the 5th pick refused with the limit, remove, unknown ids refused, kept in a cookie", async () => {
    await insertProviders(["k1", "k2", "k3", "k4", "k5"].map((id, i) => bh(id, i + 1, {})));
    let cookie = "";
    const post = async (form: Record<string, string>) => {
      const reply = await fetcherPost(compareAction, "/compare", form, { cookie });
      return reply;
    };
    // fetcherPost gives data; read the cookie through a plain request.
    const add = async (id: string) => {
      const args = routeArgs<Parameters<typeof compareAction>[0]>("/compare", {
        form: { intent: "add", id, _client: "fetcher" },
        headers: { Cookie: cookie },
      });
      const result = (await compareAction(args)) as {
        data: { ok: boolean; toast?: { description?: string } };
        init?: { status?: number; headers?: HeadersInit };
      };
      const set = new Headers(result.init?.headers).get("Set-Cookie");
      if (set) cookie = set.split(";", 1)[0]!;
      return { status: result.init?.status ?? 200, data: result.data };
    };
    for (const id of ["k1", "k2", "k3", "k4"]) expect((await add(id)).data.toast?.description).toBe(`Provider ${id} added to compare.`);
    const fifth = await add("k5");
    expect(fifth.status).toBe(409);
    expect(JSON.stringify(fifth.data)).toContain(COMPARE_TEXTS.limit);
    expect(COMPARE_TEXTS.limit).toBe("You can compare up to 4 providers at once. Remove one to add another.");
    const listed = await find("", cookie);
    expect(listed.compare.ids).toEqual(["k1", "k2", "k3", "k4"]);
    expect((await compare("", cookie)).columns.map((c) => c.id)).toEqual(["k1", "k2", "k3", "k4"]);
    const unknown = await post({ intent: "add", id: "nobody" });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.data)).toContain(COMPARE_TEXTS.unknownId);
    const missing = await post({ intent: "add" });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.data)).toContain(COMPARE_ID_MISSING);
    const removed = await fetcherPost(compareAction, "/compare", { intent: "remove", id: "k2" }, { cookie });
    expect(removed.data.toast?.description).toBe("Provider k2 removed from compare.");
  });
});
