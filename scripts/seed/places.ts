/** The US place table of app/geo, decoded once for the seed scripts: every seeded provider is geocoded (decision 043). */
import { coordinatesOf, decodeUsPlaces } from "../../app/geo/places.server.ts";
import { CITIES, ZIPS } from "../../app/geo/us-places.data.server.ts";

export const PLACES = decodeUsPlaces(CITIES, ZIPS);
export { coordinatesOf };
