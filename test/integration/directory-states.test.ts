/**
 * Issue 31 item 1: the location field says "City or state", so a state by its name or its code
 * ("Texas", "TX", "Austin, Texas", "austin tx") finds the listings of that state, whichever of
 * the two a listing wrote, through the FTS indexes (decision 022: no scan of providers).
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { parseDirectoryFilters } from "~/directory/search-params";
import { buildSearchQuery } from "~/directory/search.server";
import { splitPlace } from "~/lib/us-states";
import { loader as findDoctorsLoader } from "~/routes/public/find-doctors";
import { insertProviders, providerRow } from "../fixtures/directory";
import { routeArgs } from "../fixtures/route-args";

type LoaderArgs = Parameters<typeof findDoctorsLoader>[0];

async function ids(query: string) {
  const page = await findDoctorsLoader(routeArgs<LoaderArgs>(`/find-doctors?${query}`));
  return page.result.providers.map((p) => p.id).sort();
}

async function plan(query: string) {
  const q = buildSearchQuery(parseDirectoryFilters(new URLSearchParams(query)));
  const { sql, params } = q.ordered("p.rowid", 24, 0);
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  const count = await env.DB.prepare(`EXPLAIN QUERY PLAN ${q.countSql}`)
    .bind(...q.params)
    .all<{ detail: string }>();
  return [...results, ...count.results].map((r) => r.detail);
}

const place = (id: string, location: string, extra: Parameters<typeof providerRow>[0] = {}) =>
  providerRow({ id, location, city: location.split(",")[0], state: location.split(", ")[1] ?? null, ...extra });

describe("location: a state by its name or its code (issue 31, item 1)", () => {
  it("splits a typed place into the place and a trailing state", () => {
    expect(splitPlace("Texas")).toEqual({ place: "", state: { name: "Texas", code: "TX" } });
    expect(splitPlace("tx")).toEqual({ place: "", state: { name: "Texas", code: "TX" } });
    expect(splitPlace("Austin, Texas")).toEqual({ place: "Austin", state: { name: "Texas", code: "TX" } });
    expect(splitPlace("austin tx")).toEqual({ place: "austin", state: { name: "Texas", code: "TX" } });
    expect(splitPlace("west virginia").state?.code).toBe("WV");
    expect(splitPlace("Washington, D.C.")).toEqual({ place: "Washington", state: { name: "District of Columbia", code: "DC" } });
    expect(splitPlace("Kansas City, MO")).toEqual({ place: "Kansas City", state: { name: "Missouri", code: "MO" } });
    // A state word that is not at the end is part of the place.
    expect(splitPlace("Kansas City")).toEqual({ place: "Kansas City" });
    expect(splitPlace("Virginia Beach")).toEqual({ place: "Virginia Beach" });
  });

  it("finds a state's listings by its name and by its code, whichever the listing wrote", async () => {
    await insertProviders([
      place("austin-code", "Austin, TX"),
      place("austin-name", "Austin, Texas"),
      place("houston", "Houston, TX"),
      place("texarkana", "Texarkana, AR"),
      place("miami", "Miami, FL"),
    ]);
    const texas = ["austin-code", "austin-name", "houston"];
    for (const location of ["Texas", "texas", "TX", "tx", " TEXAS ", "Texas."])
      expect(await ids(`location=${location}`), location).toEqual(texas);
    const austin = ["austin-code", "austin-name"];
    for (const location of ["Austin, Texas", "austin tx", "Austin, TX", "AUSTIN TEXAS", "austin"])
      expect(await ids(`location=${encodeURIComponent(location)}`), location).toEqual(austin);
    expect(await ids("location=Houston, Texas")).toEqual(["houston"]);
    expect(await ids("location=Dallas, Texas")).toEqual([]);
    expect(await ids("location=Florida")).toEqual(["miami"]);
    // A substring that is no state still matches as before.
    expect(await ids("location=texar")).toEqual(["texarkana"]);
  });

  it("a state's code matches the listing's state, not a town's first word (La Jolla is no Louisiana)", async () => {
    await insertProviders([
      place("la-jolla", "La Jolla, CA"),
      place("lafayette", "Lafayette, LA"),
      place("baton-rouge", "Baton Rouge, Louisiana"),
      place("mt-pleasant", "Mt Pleasant, SC"),
      place("billings", "Billings, MT"),
      place("buffalo", "Buffalo, NY"),
      place("nyc", "New York, NY"),
      place("chicago", "Chicago, IL"),
      place("irvine", "Irvine, CA"),
    ]);
    expect(await ids("location=LA")).toEqual(["baton-rouge", "lafayette"]);
    expect(await ids("location=Louisiana")).toEqual(["baton-rouge", "lafayette"]);
    expect(await ids("location=MT")).toEqual(["billings"]);
    expect(await ids("location=New York")).toEqual(["buffalo", "nyc"]);
    expect(await ids("location=NY")).toEqual(["buffalo", "nyc"]);
    // "CA" is California, not every place with "ca" in it (ChiCAgo).
    expect(await ids("location=CA")).toEqual(["irvine", "la-jolla"]);
    expect(await ids("location=california")).toEqual(["irvine", "la-jolla"]);
  });

  it("combines a state with the other filters, free text and the relevance ranking included", async () => {
    await insertProviders([
      place("tx-botox", "Austin, TX", { name: "Botox Bar", specialties: ["Botox"], type: "medspa" }),
      place("texas-botox", "El Paso, Texas", { name: "Botox Lounge", specialties: ["Botox", "Fillers"], type: "medspa" }),
      place("tx-derm", "Plano, TX", { name: "Skin Clinic", specialties: ["Acne"], type: "dermatologist" }),
      place("fl-botox", "Miami, FL", { name: "Botox Miami", specialties: ["Botox"], type: "medspa" }),
    ]);
    expect(await ids("q=botox&location=Texas")).toEqual(["texas-botox", "tx-botox"]);
    expect(await ids("q=botox&location=TX&sort=rating")).toEqual(["texas-botox", "tx-botox"]);
    expect(await ids("procedure=fillers&location=tx")).toEqual(["texas-botox"]);
    expect(await ids("type=dermatologist&location=Texas")).toEqual(["tx-derm"]);
    expect(await ids("q=botox&procedure=botox&location=el paso, tx")).toEqual(["texas-botox"]);
    const total = await findDoctorsLoader(routeArgs<LoaderArgs>("/find-doctors?location=Texas&procedure=botox"));
    expect(total.result.total).toBe(2);
  });

  it("reads the state from the FTS index, never by scanning the providers", async () => {
    for (const query of ["location=Texas", "location=TX", "location=austin tx", "location=Texas&type=medspa", "q=botox&location=tx"]) {
      const steps = await plan(query);
      expect(steps.join("; "), query).toMatch(/VIRTUAL TABLE INDEX/);
      expect(
        steps.filter((s) => /^SCAN p\b/.test(s)),
        `${query}: ${steps.join("; ")}`,
      ).toEqual([]);
    }
  });
});
