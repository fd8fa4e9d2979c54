/**
 * Distance search (issue 36, item 4): the place parser and its messages, geocoding on every
 * provider write (imports, the practice's own edits, the dev factories, the backfill of older
 * rows), and /find-doctors near a place: the bounding box and the exact distance at the radius's
 * edge, nearest first, the other filters, sorts, counts and pages, and the unknown place.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { NewProvider } from "~/db/schema";
import { insertProviders as factoryProviders } from "~/dev/factories.server";
import { parseDirectoryFilters, PAGE_SIZE, searchFromForm } from "~/directory/search-params";
import { directorySearch } from "~/directory/search-url";
import { buildSearchQuery } from "~/directory/search.server";
import { backfillCoordinates } from "~/geo/backfill.server";
import { boundingBox, distanceMiles, EARTH_RADIUS_MILES, type GeoPoint } from "~/geo/distance";
import { PLACE_MESSAGES } from "~/geo/messages";
import { parsePlace } from "~/geo/places.server";
import { cacheKey } from "~/http/cache.server";
import { approveIntake, approveIntakesTogether } from "~/imports/provider-intake.server";
import { action as profileAction } from "~/routes/practice/profile";
import { loader as findDoctorsLoader } from "~/routes/public/find-doctors";
import { plainPost } from "../fixtures/actions";
import { insertProviders, providerRow } from "../fixtures/directory";
import { routeArgs } from "../fixtures/route-args";
import { createUser, sessionCookie } from "../fixtures/users";

type LoaderArgs = Parameters<typeof findDoctorsLoader>[0];
const find = (query: string) => findDoctorsLoader(routeArgs<LoaderArgs>(`/find-doctors${query}`));

/** 33139 (Miami Beach, FL) in the place table. */
const MIAMI_BEACH: GeoPoint = { latitude: 25.787, longitude: -80.156 };
/** 90210, and Beverly Hills, CA: the middle of its ZIP codes' points. */
const ZIP_90210: GeoPoint = { latitude: 34.09, longitude: -118.406 };
const BEVERLY_HILLS: GeoPoint = { latitude: 34.074, longitude: -118.4 };

/** The point `miles` due north or due east of `from` (east solves the haversine for the longitude). */
function pointAt(from: GeoPoint, miles: number, bearing: "north" | "east"): GeoPoint {
  const angle = miles / EARTH_RADIUS_MILES;
  if (bearing === "north") return { latitude: from.latitude + (angle * 180) / Math.PI, longitude: from.longitude };
  const dLng = 2 * Math.asin(Math.sin(angle / 2) / Math.cos((from.latitude * Math.PI) / 180));
  return { latitude: from.latitude, longitude: from.longitude + (dLng * 180) / Math.PI };
}

/** A provider at `miles` from 33139. */
function near(id: string, miles: number, overrides: Partial<NewProvider> = {}, bearing: "north" | "east" = "north"): NewProvider {
  return providerRow({ id, name: `Provider ${id}`, location: "Miami Beach, FL", ...pointAt(MIAMI_BEACH, miles, bearing), ...overrides });
}

async function coordinatesOf(id: string) {
  return env.DB.prepare("SELECT latitude, longitude FROM providers WHERE id = ?")
    .bind(id)
    .first<{ latitude: number | null; longitude: number | null }>();
}

describe("parsePlace: a ZIP code, City, ST or City, State, and what it says otherwise", () => {
  it("reads each form, in any case and spacing, as the same place", async () => {
    const zip = await parsePlace("33139");
    expect(zip).toEqual({ ok: true, place: { ...MIAMI_BEACH, label: "33139 (Miami Beach, FL)" } });
    expect(await parsePlace(" 33139-4321 ")).toEqual(zip);
    const city = await parsePlace("Miami Beach, FL");
    expect(city).toMatchObject({ ok: true, place: { label: "Miami Beach, FL" } });
    for (const typed of ["Miami Beach, Florida", "  miami   BEACH ,  fl ", "MIAMI BEACH FLORIDA", "miami beach fl"])
      expect(await parsePlace(typed)).toEqual(city);
    // A city is the middle of its ZIP codes: a mile or two from 33139 here.
    if (!city.ok) throw new Error("Miami Beach, FL is a place");
    expect(distanceMiles(city.place, MIAMI_BEACH)).toBeLessThan(3);
    expect(await parsePlace("Beverly Hills, CA")).toMatchObject({ ok: true, place: BEVERLY_HILLS });
    expect(await parsePlace("90210")).toMatchObject({ ok: true, place: ZIP_90210 });
    // "St." and "Saint" are one name; a state name of two words is one state.
    expect(await parsePlace("St. Louis, MO")).toEqual(await parsePlace("saint louis, missouri"));
    expect(await parsePlace("Charleston, West Virginia")).toMatchObject({ ok: true, place: { label: "Charleston, WV" } });
  });

  it("refuses anything else with a message that says what to type (exact texts)", async () => {
    expect(PLACE_MESSAGES.notAPlace).toBe('Enter a 5-digit ZIP code or a city and state, for example "33139" or "Miami Beach, FL".');
    for (const typed of ["Miami", "Florida", "FL", "3313", "331390", "", "Main St 12, FL", "<script>alert(1)</script>"])
      expect(await parsePlace(typed), typed).toEqual({ ok: false, message: PLACE_MESSAGES.notAPlace });
    expect(await parsePlace("99999")).toEqual({
      ok: false,
      message: "We couldn't find the ZIP code 99999. Check it, or enter a city and state instead.",
    });
    expect(await parsePlace("Nowhere Town, TX")).toEqual({
      ok: false,
      message: "We couldn't find Nowhere Town, TX. Check the spelling, or enter a ZIP code instead.",
    });
    expect(await parsePlace("nowhere town, texas")).toEqual({
      ok: false,
      message: "We couldn't find nowhere town, TX. Check the spelling, or enter a ZIP code instead.",
    });
  });
});

describe("geocoding: every provider write sets its coordinates", () => {
  it("imports geocode from the ZIP code, else the city and state, else leave them unknown", async () => {
    await approveIntake({ name: "By ZIP", zipCode: "33139", city: "Austin", state: "TX" }, { providerId: "geo-zip", source: "csv" });
    await approveIntake({ name: "By city", city: "Beverly Hills", state: "California" }, { providerId: "geo-city", source: "extraction" });
    await approveIntake({ name: "By location", location: "Austin, TX" }, { providerId: "geo-location", source: "photo_tool" });
    await approveIntake({ name: "Unknown", city: "Nowhere Town", state: "TX" }, { providerId: "geo-none", source: "csv" });
    expect(await coordinatesOf("geo-zip")).toEqual(MIAMI_BEACH);
    expect(await coordinatesOf("geo-city")).toEqual(BEVERLY_HILLS);
    expect(await coordinatesOf("geo-location")).toMatchObject({ latitude: expect.closeTo(30.3, 1) });
    expect(await coordinatesOf("geo-none")).toEqual({ latitude: null, longitude: null });
    // Approve All (one batch) geocodes each row too.
    await approveIntakesTogether(
      [
        { profile: { name: "Batch ZIP", zipCode: "90210", city: "Beverly Hills", state: "CA" }, providerId: "geo-batch-1" },
        { profile: { name: "Batch none", city: "Nowhere Town", state: "TX" }, providerId: "geo-batch-2" },
      ],
      "csv",
    );
    expect(await coordinatesOf("geo-batch-1")).toEqual(ZIP_90210);
    expect(await coordinatesOf("geo-batch-2")).toEqual({ latitude: null, longitude: null });
  });

  it("a practice owner's new address on /provider/profile moves the listing; an address naming no place keeps it", async () => {
    const row = providerRow({ id: "geo-practice", ...MIAMI_BEACH });
    await insertProviders([row]);
    const owner = await createUser({ role: "provider", providerId: row.id, practiceRole: "owner" });
    const cookie = await sessionCookie(owner.id);
    const save = (practiceAddress: string) =>
      plainPost(
        profileAction,
        "/provider/profile",
        {
          intent: "save",
          bio: "",
          services: "",
          pricing: "",
          hours: "",
          website: "",
          facebook: "",
          instagram: "",
          tiktok: "",
          x: "",
          linkedin: "",
          practicePhone: "",
          practiceEmail: "",
          practiceAddress,
          username: "",
        },
        { cookie },
      );
    expect((await save("9500 Wilshire Blvd, Beverly Hills, CA 90210")).status).toBe(303);
    expect(await coordinatesOf(row.id)).toEqual(ZIP_90210);
    await save("Suite 200");
    expect(await coordinatesOf(row.id)).toEqual(ZIP_90210);
    await save("12 Ocean Dr, Miami Beach, Florida");
    expect(distanceMiles((await coordinatesOf(row.id)) as GeoPoint, MIAMI_BEACH)).toBeLessThan(3);
  });

  it("the dev factory geocodes like an import unless a test gives coordinates", async () => {
    const [byZip, given, unknown] = await factoryProviders([
      { zipCode: "33139" },
      { latitude: 40, longitude: -75 },
      { city: "Nowhere Town", state: "TX" },
    ]);
    expect(await coordinatesOf(byZip!.id)).toEqual(MIAMI_BEACH);
    expect(await coordinatesOf(given!.id)).toEqual({ latitude: 40, longitude: -75 });
    expect(await coordinatesOf(unknown!.id)).toEqual({ latitude: null, longitude: null });
  });

  it("the backfill geocodes rows written before migration 0017 and leaves unknown places null", async () => {
    await insertProviders([
      providerRow({ id: "old-zip", zipCode: "33139" }),
      providerRow({ id: "old-city", city: "Beverly Hills", state: "CA", zipCode: null }),
      providerRow({ id: "old-none", city: "Nowhere Town", state: "TX", location: "Nowhere Town, TX" }),
    ]);
    expect(await backfillCoordinates()).toEqual({ geocoded: 2, unknown: 1 });
    expect(await coordinatesOf("old-zip")).toEqual(MIAMI_BEACH);
    expect(await coordinatesOf("old-city")).toEqual(BEVERLY_HILLS);
    expect(await coordinatesOf("old-none")).toEqual({ latitude: null, longitude: null });
    expect(await backfillCoordinates()).toEqual({ geocoded: 0, unknown: 1 });
  });
});

describe("/find-doctors near a place", () => {
  it("keeps a provider 24.9 miles away and drops one 25.1 miles away, north and east (box, then exact distance)", async () => {
    await insertProviders([
      near("in-north", 24.9),
      near("out-north", 25.1),
      near("in-east", 24.9, {}, "east"),
      near("out-east", 25.1, {}, "east"),
      // Inside the box's corner but 25 * 1.41 miles away: only the exact distance drops it.
      providerRow({ id: "corner", ...pointAt(pointAt(MIAMI_BEACH, 24, "north"), 24, "east") }),
      providerRow({ id: "unknown", latitude: null, longitude: null, location: "Miami Beach, FL" }),
    ]);
    const { result, nearby, placeMessage } = await find("?near=33139");
    expect(result.providers.map((p) => p.id).sort()).toEqual(["in-east", "in-north"]);
    expect(result.total).toBe(2);
    expect(result.providers.map((p) => p.distanceMiles?.toFixed(1))).toEqual(["24.9", "24.9"]);
    expect(nearby).toBe("Within 25 miles of 33139 (Miami Beach, FL), nearest first");
    expect(placeMessage).toBeUndefined();
    // The corner is in the bounding box, so the exact distance is what keeps it out.
    const box = boundingBox(MIAMI_BEACH, 25);
    const corner = pointAt(pointAt(MIAMI_BEACH, 24, "north"), 24, "east");
    expect(corner.latitude < box.maxLatitude && corner.longitude < box.maxLongitude).toBe(true);
    // A wider radius takes them all but the one without coordinates.
    expect((await find("?near=33139&radius=50")).result.total).toBe(5);
    expect((await find("?near=33139&radius=10")).result.total).toBe(0);
  });

  it("sorts nearest first by default, and by the other sorts when asked; cards say how far", async () => {
    await insertProviders([
      near("far", 20, { rating: 5, name: "Alpha" }),
      near("close", 3.2, { rating: 4.1, name: "Charlie" }),
      near("middle", 10, { rating: 4.6, name: "Bravo" }, "east"),
      near("outside", 60, { rating: 5 }),
    ]);
    const nearest = await find("?near=Miami+Beach%2C+FL");
    expect(nearest.result.providers.map((p) => p.id)).toEqual(["close", "middle", "far"]);
    expect(nearest.filters.sort).toBe("distance");
    expect(nearest.nearby).toBe("Within 25 miles of Miami Beach, FL, nearest first");
    // The city's point is not 33139's: its distances are its own, still in order.
    const fromZip = await find("?near=33139");
    expect(fromZip.result.providers.map((p) => p.distanceMiles?.toFixed(1))).toEqual(["3.2", "10.0", "20.0"]);
    expect((await find("?near=33139&sort=rating")).result.providers.map((p) => p.id)).toEqual(["far", "middle", "close"]);
    expect((await find("?near=33139&sort=name")).result.providers.map((p) => p.id)).toEqual(["far", "middle", "close"]);
    const byRating = await find("?near=33139&sort=rating");
    expect(byRating.nearby).toBe("Within 25 miles of 33139 (Miami Beach, FL)");
    // Relevance is distance with a place; distance is relevance without one.
    expect((await find("?near=33139&sort=relevance")).filters.sort).toBe("distance");
    expect((await find("?sort=distance")).filters.sort).toBe("relevance");
    expect((await find("?sort=distance")).result.providers.every((p) => p.distanceMiles === undefined)).toBe(true);
  });

  it("combines with procedure, type, rating, status and text, and counts and pages within the radius", async () => {
    const rows: NewProvider[] = [];
    for (let i = 0; i < 30; i++)
      rows.push(near(`in-${i}`, 1 + i * 0.5, { type: i % 2 ? "dermatologist" : "medspa", rating: i < 10 ? 4.9 : 4.2 }));
    rows.push(near("in-fillers", 2, { specialties: ["Fillers"], name: "Ocean Glow" }));
    for (let i = 0; i < 5; i++) rows.push(near(`out-${i}`, 40 + i, { rating: 4.9 }));
    await insertProviders(rows);
    const page1 = await find("?near=33139");
    expect(page1.result).toMatchObject({ total: 31, totalPages: 2, from: 1, to: PAGE_SIZE });
    const page2 = await find("?near=33139&page=2");
    expect(page2.result).toMatchObject({ total: 31, page: 2, from: 25, to: 31 });
    const seen = [...page1.result.providers, ...page2.result.providers].map((p) => p.distanceMiles!);
    expect(seen).toEqual(seen.toSorted((a, b) => a - b));
    expect(seen.every((d) => d <= 25)).toBe(true);
    expect((await find("?near=33139&type=dermatologist")).result.total).toBe(15);
    expect((await find("?near=33139&rating=4.8")).result.total).toBe(10);
    expect((await find("?near=33139&rating=4.8&type=medspa")).result.total).toBe(5);
    expect((await find("?near=33139&procedure=fillers")).result.providers.map((p) => p.id)).toEqual(["in-fillers"]);
    expect((await find("?near=33139&q=ocean")).result.providers.map((p) => p.id)).toEqual(["in-fillers"]);
    expect((await find("?near=33139&status=verified&radius=100")).result.total).toBe(36);
    expect((await find("?near=33139&location=Miami")).result.total).toBe(31);
    // Every filter at once stays within D1's 100 bound parameters and answers.
    const all = await find(
      "?near=33139&q=ocean&procedure=fillers&location=Miami&type=medspa&rating=4&status=verified&certification=board-certified&sort=name",
    );
    expect(all.result.total).toBe(0);
  });

  it("an unknown place shows its message and no providers at all", async () => {
    await insertProviders([near("here", 1)]);
    for (const [typed, message] of [
      ["99999", "We couldn't find the ZIP code 99999. Check it, or enter a city and state instead."],
      // A city alone is found since issue 48 ("Miami" is Miami, FL); words that are no place are not.
      ["Nowheresville", PLACE_MESSAGES.unknownPlace("Nowheresville")],
      ["Nowhere Town, FL", "We couldn't find Nowhere Town, FL. Check the spelling, or enter a ZIP code instead."],
    ]) {
      const page = await find(`?near=${encodeURIComponent(typed!)}`);
      expect(page.placeMessage).toBe(message);
      expect(page.result).toMatchObject({ total: 0, providers: [] });
      expect(page.nearby).toBeUndefined();
    }
  });

  it("the box drives the query: SQLite searches providers_coordinates_idx whatever the sort or filter", async () => {
    const origin = MIAMI_BEACH;
    for (const query of [
      "near=33139",
      "near=33139&sort=rating",
      "near=33139&sort=name",
      "near=33139&type=medspa&sort=reviews",
      "near=33139&rating=4.5&status=verified",
    ]) {
      const q = buildSearchQuery(parseDirectoryFilters(new URLSearchParams(query)), origin);
      const plan = await env.DB.prepare(
        `EXPLAIN QUERY PLAN SELECT p.rowid FROM ${q.from} ${q.pageWhere} ORDER BY ${q.orderBy} LIMIT ? OFFSET ?`,
      )
        .bind(...q.params, ...q.orderParams, PAGE_SIZE, 0)
        .all<{ detail: string }>();
      expect(plan.results.map((r) => r.detail).join("; "), query).toMatch(
        /USING (COVERING )?INDEX providers_coordinates_idx \(latitude>\? AND latitude<\?\)/,
      );
      const count = await env.DB.prepare(`EXPLAIN QUERY PLAN ${q.countSql}`)
        .bind(...q.params)
        .all<{ detail: string }>();
      expect(count.results.map((r) => r.detail).join("; "), query).toMatch(/providers_coordinates_idx/);
    }
  });
});

describe("near and radius in the URL", () => {
  const filters = (query: string) => parseDirectoryFilters(new URLSearchParams(query));

  it("takes 10, 25, 50 or 100 miles, 25 by default, and no radius without a place", () => {
    expect(filters("near=33139")).toMatchObject({ near: "33139", radius: 25, sort: "distance" });
    for (const miles of [10, 25, 50, 100]) expect(filters(`near=33139&radius=${miles}`).radius).toBe(miles);
    for (const junk of ["30", "-10", "abc", "1e9"]) expect(filters(`near=33139&radius=${junk}`).radius).toBe(25);
    expect(filters("radius=50")).not.toHaveProperty("radius");
    expect(filters("near=%20%20")).not.toHaveProperty("near");
  });

  it("writes canonical links and form URLs without the defaults", () => {
    // An old near= link's canonical URL uses the one place field (issue 48).
    expect(directorySearch(filters("near=33139"))).toBe("?place=33139");
    expect(directorySearch(filters("near=33139&radius=50&sort=rating&page=2"))).toBe("?place=33139&radius=50&sort=rating&page=2");
    expect(directorySearch(filters("radius=50&sort=distance"))).toBe("");
    const form = (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [k, v] of Object.entries(fields)) data.set(k, v);
      return searchFromForm(data);
    };
    expect(form({ near: "33139", radius: "25", sort: "relevance" })).toBe("?near=33139");
    expect(form({ near: " Miami Beach, FL ", radius: "100", sort: "distance" })).toBe("?near=Miami+Beach%2C+FL&radius=100");
    expect(form({ near: "", radius: "50", sort: "distance" })).toBe("");
  });

  it("each place and radius is its own edge-cache entry (the cache keys on the whole URL)", () => {
    const key = (query: string) => cacheKey(`http://localhost:8787/find-doctors${query}`).url;
    expect(new Set([key("?near=33139"), key("?near=90210"), key("?near=33139&radius=50")]).size).toBe(3);
  });
});
