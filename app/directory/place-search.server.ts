/**
 * The one place field's search (issue 48 item 1): a place app/geo knows (a ZIP code, a city, a
 * neighbourhood such as "SoHo": decision 082) is a point to search around; words it does not know (a
 * listing's own spelling) still match listing addresses as text, as the old Location field did, and
 * only when that finds nobody does the page say it could not find the place (app/geo/messages.ts).
 */
import { parseSearchPlace, type Place } from "~/geo/places.server";
import type { DirectoryFilters } from "./search-options";

export type PlaceSearch = {
  /** The filters the query runs with (an unknown place as a text match on the address). */
  filters: DirectoryFilters;
  origin?: Place;
  /** Why the place is unknown, shown when the text match finds nobody either. */
  unknown?: string;
};

export async function resolvePlaceSearch(filters: DirectoryFilters): Promise<PlaceSearch> {
  if (!filters.near) return { filters };
  const found = await parseSearchPlace(filters.near);
  if (found.ok) return { filters, origin: found.place };
  const { near, radius: _radius, ...rest } = filters;
  return {
    filters: { ...rest, location: near, sort: rest.sort === "distance" ? "relevance" : rest.sort },
    unknown: found.message,
  };
}
