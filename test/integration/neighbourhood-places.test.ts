/**
 * One place reader (decision 082): boroughs, neighbourhoods and regions ("Manhattan", "Brickell",
 * "the Bay Area") are read by app/geo's parseSearchPlace, so the directory's place field finds
 * providers near them as TruGPT does, at the same point and read back the same way, and a namesake
 * town elsewhere ("Manhattan" alone is Manhattan, KS in the place table) is found only with its state.
 */
import { describe, expect, it } from "vitest";
import { findPlace } from "~/chat/retrieval.server";
import { insertProviders } from "~/dev/factories.server";
import { distanceMiles } from "~/geo/distance";
import { PLACE_MESSAGES } from "~/geo/messages";
import { NEIGHBOURHOODS } from "~/geo/neighbourhoods";
import { parseSearchPlace } from "~/geo/places.server";
import { loader as findDoctorsLoader } from "~/routes/public/find-doctors";
import { routeArgs } from "../fixtures/route-args";

type LoaderArgs = Parameters<typeof findDoctorsLoader>[0];
const find = (query: string) => findDoctorsLoader(routeArgs<LoaderArgs>(`/find-doctors${query}`));

/** Times Square, and Manhattan, KS: the two a "Manhattan" search could mean. */
const TIMES_SQUARE = { latitude: 40.758, longitude: -73.986 };
const MANHATTAN_KS = { latitude: 39.18, longitude: -96.57 };

async function placeOf(typed: string) {
  const found = await parseSearchPlace(typed);
  if (!found.ok) throw new Error(`${typed}: ${found.message}`);
  return found.place;
}

describe("parseSearchPlace: boroughs, neighbourhoods and regions", () => {
  it("reads a neighbourhood typed alone or with its city's state, at its point, read back with its city", async () => {
    const manhattan = await placeOf("Manhattan");
    expect(manhattan.label).toBe("Manhattan (New York, NY)");
    expect(distanceMiles(manhattan, TIMES_SQUARE)).toBeLessThan(10);
    for (const typed of ["manhattan", "  MANHATTAN ", "Manhattan."]) expect(await placeOf(typed), typed).toEqual(manhattan);
    // With its state it is the place table's own Manhattan, NY (a postal name of the borough): New York too.
    expect(distanceMiles(await placeOf("Manhattan, NY"), TIMES_SQUARE)).toBeLessThan(10);
    expect((await placeOf("Brickell")).label).toBe("Brickell (Miami, FL)");
    expect(await placeOf("brickell, fl")).toEqual(await placeOf("Brickell"));
    expect((await placeOf("The Upper East Side")).label).toBe("the Upper East Side (New York, NY)");
    expect((await placeOf("upper east side")).label).toBe("the Upper East Side (New York, NY)");
    expect((await placeOf("Hell's Kitchen")).label).toBe("Hell's Kitchen (New York, NY)");
    // Regions whose last word is a state's name or code still read as the region.
    expect((await placeOf("South Florida")).label).toBe("South Florida (Fort Lauderdale, FL)");
    expect((await placeOf("downtown LA")).label).toBe("Downtown Los Angeles (Los Angeles, CA)");
    expect((await placeOf("the bay area")).label).toBe("the Bay Area (San Francisco, CA)");
  });

  it("every entry of the table has a point", async () => {
    for (const [key, [name, , city]] of Object.entries(NEIGHBOURHOODS))
      expect(await parseSearchPlace(key), key).toMatchObject({ ok: true, place: { label: `${name} (${city})` } });
  });

  it("a namesake town is found with its state; another state's neighbourhood is not invented", async () => {
    const kansas = await placeOf("Manhattan, KS");
    expect(kansas.label).toBe("Manhattan, KS");
    expect(distanceMiles(kansas, MANHATTAN_KS)).toBeLessThan(10);
    // Williamsburg alone is Brooklyn's (as TruGPT reads it); Virginia's with its state.
    expect((await placeOf("Williamsburg")).label).toBe("Williamsburg (Brooklyn, NY)");
    expect((await placeOf("Williamsburg, VA")).label).toBe("Williamsburg, VA");
    expect(await parseSearchPlace("Brickell, TX")).toEqual({ ok: false, message: PLACE_MESSAGES.unknownCity("Brickell", "TX") });
    // Cities alone and ZIP codes read as before.
    expect((await placeOf("Austin")).label).toBe("Austin, TX");
    expect((await placeOf("10021")).label).toBe("10021 (New York, NY)");
  });

  it("TruGPT reads the same place at the same point", async () => {
    for (const [question, typed] of [
      ["botox near brickell?", "Brickell"],
      ["laser hair removal in Manhattan", "Manhattan"],
      ["Manhattan laser hair removal?", "Manhattan"],
      ["fillers around the upper west side", "upper west side"],
    ] as const) {
      const directory = await placeOf(typed);
      const chat = await findPlace(question, []);
      expect(chat, question).toMatchObject({
        label: directory.label,
        point: { latitude: directory.latitude, longitude: directory.longitude },
      });
    }
  });
});

describe("/find-doctors near a neighbourhood", () => {
  it("'Manhattan' lists the New York providers, not Kansas's; 'Manhattan, KS' the Kansas one", async () => {
    const procedure = `Neighbourlift${crypto.randomUUID().slice(0, 8)}`;
    const [midtown, kansas, brickell] = await insertProviders([
      { name: "Midtown Skin", city: "New York", state: "NY", zipCode: "10016", specialties: [procedure] },
      { name: "Flint Hills Aesthetics", city: "Manhattan", state: "KS", zipCode: "66502", specialties: [procedure] },
      { name: "Brickell Glow", city: "Miami", state: "FL", zipCode: "33131", specialties: [procedure] },
    ]);
    const ids = (page: Awaited<ReturnType<typeof find>>) => page.result.providers.map((p) => p.id);

    const manhattan = await find(`?procedure=${procedure}&place=Manhattan`);
    expect(ids(manhattan)).toEqual([midtown!.id]);
    expect(manhattan.nearby).toBe("Within 25 miles of Manhattan (New York, NY), nearest first");
    expect(manhattan.placeMessage).toBeUndefined();
    expect(manhattan.result.providers[0]!.distanceMiles).toBeLessThan(5);

    const brickellSearch = await find(`?procedure=${procedure}&place=Brickell`);
    expect(ids(brickellSearch)).toEqual([brickell!.id]);
    expect(brickellSearch.nearby).toBe("Within 25 miles of Brickell (Miami, FL), nearest first");

    const ks = await find(`?procedure=${procedure}&place=Manhattan%2C+KS`);
    expect(ids(ks)).toEqual([kansas!.id]);
    expect(ks.nearby).toBe("Within 25 miles of Manhattan, KS, nearest first");
  });

  it("an empty search near a neighbourhood names it in its ways out", async () => {
    const procedure = `Neighbourpeel${crypto.randomUUID().slice(0, 8)}`;
    await insertProviders([{ name: "Bayfront Peels", city: "Miami", state: "FL", zipCode: "33131", specialties: [procedure] }]);
    const page = await find(`?procedure=${procedure}&place=Upper+East+Side`);
    expect(page.result.total).toBe(0);
    expect(page.placeMessage).toBeUndefined();
    expect(page.nearby).toBe("Within 25 miles of the Upper East Side (New York, NY), nearest first");
    expect(page.deadEnd?.nearest.map((p) => p.name)).toEqual(["Bayfront Peels"]);
  });
});
