/** The US place table of app/geo, decoded once for the seed scripts: every seeded provider is geocoded (decision 043). */
import { readFileSync } from "node:fs";
import { coordinatesOf, decodeUsPlaces, US_PLACES_PATH } from "../../app/geo/us-places.ts";

export const PLACES = decodeUsPlaces(readFileSync(new URL(`../../public${US_PLACES_PATH}`, import.meta.url), "utf8"));
export { coordinatesOf };
