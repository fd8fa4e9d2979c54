/**
 * The US place table (decisions 043 and 059) and its lookups, with no Workers import, so the Node
 * seed scripts decode the same table (scripts/seed/places.ts). The table is public/geo/us-places.txt,
 * written by scripts/us-places.ts from the `zipcodes` package (BSD licence, Dav Glass; do not edit
 * it by hand): a static asset, which the Worker reads on first use (places.server.ts).
 */
import { splitPlace, US_STATES } from "../lib/us-states.ts";
import { distanceMiles, type GeoPoint } from "./distance.ts";
import { PLACE_MESSAGES } from "./messages.ts";

/** Where the table is served from (and found under public/). */
export const US_PLACES_PATH = "/geo/us-places.txt";

export type Place = GeoPoint & {
  /** How the place reads back: "33139 (Miami Beach, FL)" or "Miami Beach, FL". */
  label: string;
};
export type PlaceResult = { ok: true; place: Place } | { ok: false; message: string };

/** A provider's address fields, as stored (any may be missing). */
export type Address = { zipCode?: string | null; city?: string | null; state?: string | null; location?: string | null };
/** The columns a provider write sets: its coordinates, or nulls when the address is unknown. */
export type Coordinates = { latitude: number | null; longitude: number | null };

/** Lower case, no dots or apostrophes, one space between words, "St"/"Ft"/"Mt" spelled out. */
function normalizeCity(name: string): string {
  return name
    .toLowerCase()
    .replace(/[.'’]/g, "")
    .replace(/[\s-]+/g, " ")
    .trim()
    .replace(/^(st|ste)\b/, "saint")
    .replace(/^ft\b/, "fort")
    .replace(/^mt\b/, "mount");
}

function median(values: number[]): number {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const ZIP = /^(\d{5})(?:-\d{4})?$/;
/** A ZIP code at the end of an address line ("..., Miami Beach, FL 33139"). */
const TRAILING_ZIP = /(?:^|[\s,])(\d{5})(?:-\d{4})?\s*$/;

function stateCode(text: string): string | undefined {
  const wanted = text.trim().toLowerCase();
  return US_STATES.find((s) => s.code.toLowerCase() === wanted || s.name.toLowerCase() === wanted)?.code;
}

const point = (p: GeoPoint): GeoPoint => ({ latitude: p.latitude, longitude: p.longitude });

/**
 * The records of a ";"/","-separated text of base-36 differences (scripts/us-places.ts), summed
 * back into whole numbers: one pass over the characters, no substrings.
 */
function scanDeltas(text: string, fields: number, onRecord: (values: number[]) => void) {
  const values = new Array<number>(fields).fill(0);
  let field = 0;
  let n = 0;
  let sign = 1;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 59;
    if (c === 44 || c === 59) {
      values[field] = values[field]! + sign * n;
      [n, sign] = [0, 1];
      field++;
      if (c === 59) {
        onRecord(values);
        field = 0;
      }
    } else if (c === 45) sign = -1;
    else n = n * 36 + (c <= 57 ? c - 48 : c - 87);
  }
}

/** The decoded table (the two lines of us-places.txt) and the lookups over it (all synchronous). */
export function decodeUsPlaces(table: string) {
  const [citiesText = "", zipsText = ""] = table.split("\n");
  const cityNames = citiesText.split("|");
  const zipCount = zipsText.split(";").length;
  const zipCodes = new Int32Array(zipCount);
  const [latitudes, longitudes] = [new Float64Array(zipCount), new Float64Array(zipCount)];
  const cityOf = new Uint32Array(zipCount);
  let k = 0;
  scanDeltas(zipsText, 4, ([zip, lat, lng, city]) => {
    [zipCodes[k], latitudes[k], longitudes[k], cityOf[k]] = [zip!, lat! / 1000, lng! / 1000, city!];
    k++;
  });
  const zipPoint = (i: number): GeoPoint => ({ latitude: latitudes[i]!, longitude: longitudes[i]! });

  // Cities, built on the first city lookup: each at the median of its ZIP codes' points (one stray
  // record cannot move it).
  let cities: Map<string, { name: string; zips: number[] }> | undefined;
  function cityTable() {
    if (cities) return cities;
    cities = new Map();
    const byIndex = cityNames.map((entry) => ({
      key: `${normalizeCity(entry.slice(2))}|${entry.slice(0, 2)}`,
      name: entry.slice(2),
      zips: [] as number[],
    }));
    for (let i = 0; i < zipCount; i++) byIndex[cityOf[i]!]!.zips.push(i);
    for (const { key, name, zips } of byIndex) cities.set(key, { name, zips });
    return cities;
  }
  function cityPlace(name: string, state: string): (GeoPoint & { name: string }) | undefined {
    const found = cityTable().get(`${normalizeCity(name)}|${state}`);
    if (!found) return undefined;
    return {
      name: found.name,
      latitude: median(found.zips.map((i) => latitudes[i]!)),
      longitude: median(found.zips.map((i) => longitudes[i]!)),
    };
  }

  /** The index of a ZIP code (binary search: the codes are in ascending order). */
  function zipIndex(code: string): number | undefined {
    const wanted = Number(code);
    let [low, high] = [0, zipCount - 1];
    while (low <= high) {
      const middle = (low + high) >> 1;
      const found = zipCodes[middle]!;
      if (found === wanted) return middle;
      if (found < wanted) low = middle + 1;
      else high = middle - 1;
    }
    return undefined;
  }

  function zipPlace(code: string): Place | undefined {
    const i = zipIndex(code);
    if (i === undefined) return undefined;
    const entry = cityNames[cityOf[i]!] ?? "";
    return { ...zipPoint(i), label: `${code} (${entry.slice(2)}, ${entry.slice(0, 2)})` };
  }

  function parse(text: string): PlaceResult {
    const typed = text.replace(/\s+/g, " ").trim();
    const code = ZIP.exec(typed)?.[1];
    if (code) {
      const place = zipPlace(code);
      return place ? { ok: true, place } : { ok: false, message: PLACE_MESSAGES.unknownZip(code) };
    }
    const { place: name, state } = splitPlace(typed);
    if (!state || !name || /\d/.test(name)) return { ok: false, message: PLACE_MESSAGES.notAPlace };
    const found = cityPlace(name, state.code);
    return found
      ? { ok: true, place: { ...point(found), label: `${found.name}, ${state.code}` } }
      : { ok: false, message: PLACE_MESSAGES.unknownCity(name, state.code) };
  }

  /** Its ZIP code's point, else its city and state's, else its "City, ST" location's; null when none is known. */
  function geocode(address: Address): GeoPoint | null {
    const code = /^\s*(\d{5})(?:-\d{4})?\s*$/.exec(address.zipCode ?? "")?.[1];
    const byZip = code && zipPlace(code);
    if (byZip) return point(byZip);
    const state = address.state && stateCode(address.state);
    const byCity = address.city && state && cityPlace(address.city, state);
    if (byCity) return point(byCity);
    const typed = address.location ? parse(address.location) : undefined;
    return typed?.ok ? point(typed.place) : null;
  }

  /** A free address line ("12 Ocean Dr, Miami Beach, FL 33139"): its trailing ZIP code, else its last "City, ST". */
  function geocodeLine(line: string): GeoPoint | null {
    const code = TRAILING_ZIP.exec(line)?.[1];
    const byZip = code && zipPlace(code);
    if (byZip) return point(byZip);
    const parts = line
      .replace(TRAILING_ZIP, "")
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean);
    const typed = parts.length >= 2 ? parse(parts.slice(-2).join(", ")) : undefined;
    return typed?.ok ? point(typed.place) : null;
  }

  /**
   * A city named without its state ("Beverly Hills", "houston"): of the US cities of that name, the
   * one with the most ZIP codes (Houston, TX rather than Houston, MO); undefined when none is known.
   */
  function cityAnywhere(name: string): Place | undefined {
    const normalized = normalizeCity(name);
    let best: { state: string; name: string; zips: number[] } | undefined;
    for (const { code } of US_STATES) {
      const found = cityTable().get(`${normalized}|${code}`);
      if (found && (!best || found.zips.length > best.zips.length)) best = { ...found, state: code };
    }
    const located = best && cityPlace(best.name, best.state);
    return located && best && { ...point(located), label: `${best.name}, ${best.state}` };
  }

  /** Every ZIP code point of a city (the benchmark spreads its synthetic providers over them). */
  function zipPointsOf(name: string, state: string): GeoPoint[] {
    return (cityTable().get(`${normalizeCity(name)}|${state}`)?.zips ?? []).map(zipPoint);
  }

  /** Every ZIP code within `miles` of `center`, nearest first, with its city (the seed spreads its directory over them). */
  function zipsNear(center: GeoPoint, miles: number): ZipRecord[] {
    const found: (ZipRecord & { miles: number })[] = [];
    for (let i = 0; i < zipCount; i++) {
      const distance = distanceMiles(center, zipPoint(i));
      if (distance > miles) continue;
      const entry = cityNames[cityOf[i]!] ?? "";
      found.push({
        zip: String(zipCodes[i]).padStart(5, "0"),
        city: entry.slice(2),
        state: entry.slice(0, 2),
        ...zipPoint(i),
        miles: distance,
      });
    }
    return found.sort((a, b) => a.miles - b.miles || a.zip.localeCompare(b.zip)).map(({ miles: _, ...zip }) => zip);
  }

  return { parse, geocode, geocodeLine, zipPointsOf, cityAnywhere, zipsNear };
}

export type UsPlaces = ReturnType<typeof decodeUsPlaces>;
/** One ZIP code of the table: its code, city, state and point. */
export type ZipRecord = GeoPoint & { zip: string; city: string; state: string };

/** A found point as the columns a provider write sets (nulls when none was found). */
export function coordinatesOf(found: GeoPoint | null): Coordinates {
  return { latitude: found?.latitude ?? null, longitude: found?.longitude ?? null };
}
