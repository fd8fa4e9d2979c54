/**
 * Writes public/geo/us-places.txt, the compact US place table the Worker geocodes with (decisions
 * 043 and 059: a static asset the Worker reads on first use, not a module of its bundle), from the
 * `zipcodes` package (v8, a devDependency: its 5 MB of JavaScript never reaches the bundle). Run `npx node scripts/us-places.ts` (Node 24) after updating `zipcodes`; the integration
 * test of app/geo checks ZIP codes and cities against the package.
 *
 * The table keeps the 50 states, DC and Puerto Rico (US_STATES). Coordinates are rounded to 0.001°
 * (about 110 m): ZIP centroids are themselves only a point inside an area miles wide.
 * Two lines:
 *   CITIES: "STName|STName|..." in order of first appearance;
 *   ZIPS:   one "z,la,lo,c" record per ZIP code in ascending order, ";"-separated: the differences
 *           from the previous record of the ZIP code, latitude, longitude (in thousandths of a
 *           degree) and the city's index, in base 36.
 * A city's point is worked out where it is read (the median of its ZIP codes' points).
 */
import { createRequire } from "node:module";
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { US_PLACES_PATH } from "../app/geo/us-places.ts";
import { US_STATES } from "../app/lib/us-states.ts";

type ZipRecord = { zip: string; latitude: number; longitude: number; city: string; state: string };

export function zipcodesRecords(): ZipRecord[] {
  const require = createRequire(import.meta.url);
  const { codes } = require("zipcodes/lib/codes.js") as { codes: Record<string, ZipRecord> };
  const states = new Set(US_STATES.map((s) => s.code));
  return Object.values(codes)
    .filter((r) => states.has(r.state) && /^\d{5}$/.test(r.zip))
    .sort((a, b) => a.zip.localeCompare(b.zip));
}

/** Records of whole numbers as base-36 differences from the previous record. */
function deltas(records: number[][]): string {
  let previous: number[] = [];
  return records
    .map((record) => {
      const out = record.map((n, i) => (n - (previous[i] ?? 0)).toString(36)).join(",");
      previous = record;
      return out;
    })
    .join(";");
}

export function packUsPlaces(records: ZipRecord[]): { cities: string; zips: string } {
  const cityIndex = new Map<string, number>();
  const zips: number[][] = [];
  for (const r of records) {
    const key = `${r.state}${r.city}`;
    if (!cityIndex.has(key)) cityIndex.set(key, cityIndex.size);
    zips.push([Number(r.zip), Math.round(r.latitude * 1000), Math.round(r.longitude * 1000), cityIndex.get(key)!]);
  }
  return { cities: [...cityIndex.keys()].join("|"), zips: deltas(zips) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { cities, zips } = packUsPlaces(zipcodesRecords());
  const out = fileURLToPath(new URL(`../public${US_PLACES_PATH}`, import.meta.url));
  writeFileSync(out, `${cities}\n${zips}\n`);
  console.log(`Wrote ${out}: ${(cities.length + zips.length).toLocaleString("en-US")} characters.`);
}
