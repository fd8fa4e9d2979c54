/**
 * Places in the US: a typed place ("33139", "Miami Beach, FL", "miami beach florida") becomes a
 * point, and a provider's address its coordinates (decision 043). The table (us-places.ts) is a
 * static asset, not part of the Worker's bundle (decision 059): read through the ASSETS binding on
 * first use and decoded once per isolate, nothing at start-up. `parsePlace` is the one
 * parser of typed places: the directory's "Near" field uses it, and so can anything else that reads
 * a place; `parseSearchPlace` is the one reader of what a person types as a place, with boroughs,
 * neighbourhoods and regions (neighbourhoods.ts): the directory's place field, /compare and TruGPT
 * (decision 082). The Node seed scripts decode the same table (`decodeUsPlaces`).
 */
import { env } from "cloudflare:workers";
import { PLACE_MESSAGES } from "./messages";
import { neighbourhoodIn, neighbourhoodOf } from "./neighbourhoods.ts";
import {
  coordinatesOf,
  decodeUsPlaces,
  US_PLACES_PATH,
  type Address,
  type Coordinates,
  type Place,
  type PlaceResult,
  type UsPlaces,
} from "./us-places.ts";

export { coordinatesOf };
export type { Address, Coordinates, Place, PlaceResult, UsPlaces };

let loaded: Promise<UsPlaces> | undefined;

/** The table, read from the static assets and decoded on first use; a failed read is tried again next time. */
export function usPlaces(): Promise<UsPlaces> {
  // The host is not looked at when deployed; `vite dev` answers the binding from its own server, which
  // refuses hosts it does not know (403), so localhost.
  loaded ??= env.ASSETS.fetch(new URL(US_PLACES_PATH, "http://localhost"))
    .then(async (res) => {
      if (!res.ok) throw new Error(`The US place table (${US_PLACES_PATH}) answered ${res.status}`);
      return decodeUsPlaces(await res.text());
    })
    .catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
  return loaded;
}

/**
 * A typed place as a point: a ZIP code ("33139", "33139-1234"), "City, ST" or "City, State" (any
 * case and spacing, the comma optional); anything else, or a place the table does not know, is
 * refused with a message that says what to type (messages.ts).
 */
export async function parsePlace(text: string): Promise<PlaceResult> {
  return (await usPlaces()).parse(text);
}

/**
 * What a person typed as a place, as a point (issue 48 item 1; decision 082): a ZIP code or "City, ST"
 * as parsePlace reads them; else a borough, neighbourhood or region ("Manhattan", "Brickell, FL", "the
 * Bay Area": neighbourhoods.ts), read back with its city ("Manhattan (New York, NY)"); else a city
 * typed without its state ("Austin") at its largest namesake; else the message that says what to
 * type. The directory's place field, /compare and TruGPT all read places with it. (A state alone
 * never gets here: the directory filters by it.)
 */
export async function parseSearchPlace(text: string): Promise<PlaceResult> {
  const places = await usPlaces();
  const parsed = places.parse(text);
  if (parsed.ok || /\d/.test(text)) return parsed;
  const area = neighbourhoodOf(text, places);
  if (area) return { ok: true, place: area };
  const city = places.cityAnywhere(text);
  if (city) return { ok: true, place: city };
  return parsed.message === PLACE_MESSAGES.notAPlace ? { ok: false, message: PLACE_MESSAGES.unknownPlace(text.trim()) } : parsed;
}

/** The first borough or neighbourhood named anywhere in free text ("Manhattan laser hair removal?"; neighbourhoods.ts). */
export async function findNeighbourhoodIn(text: string): Promise<Place | undefined> {
  return neighbourhoodIn(text, await usPlaces());
}

/** A provider's coordinates from its ZIP code, else its city and state, else its location text. */
export async function coordinatesFor(address: Address): Promise<Coordinates> {
  return coordinatesOf((await usPlaces()).geocode(address));
}
