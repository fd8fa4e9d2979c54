/**
 * A filter set as /find-doctors' query string, and how many filters it uses: on its own, apart
 * from search-options.ts' labels and option lists, for the filters' and the pagination's islands
 * (the page's own links and count come from its loader).
 */
import { DEFAULT_RADIUS, effectiveSort, type DirectoryFilters } from "./search-options";

/** The canonical query string of a filter set (defaults left out), e.g. for links and canonical URLs. */
export function directorySearch(filters: Partial<DirectoryFilters>): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.procedure) params.set("procedure", filters.procedure);
  // One place field (issue 48): what was typed, or the point an older caller searched near; an old
  // link's `location=` text match without a place keeps its own key.
  const place = filters.place ?? filters.near;
  if (place) params.set("place", place);
  if (filters.location && filters.location !== place) params.set("location", filters.location);
  if (filters.near && filters.radius && filters.radius !== DEFAULT_RADIUS) params.set("radius", String(filters.radius));
  if (filters.budget) params.set("budget", String(filters.budget));
  if (filters.type) params.set("type", filters.type);
  if (filters.rating) params.set("rating", String(filters.rating));
  if (filters.status) params.set("status", filters.status);
  if (filters.certification) params.set("certification", filters.certification);
  if (filters.credentials) params.set("credentials", filters.credentials);
  const sort = effectiveSort(filters.sort, filters.near);
  if (sort !== effectiveSort(undefined, filters.near)) params.set("sort", sort);
  if (filters.view && filters.view !== "grid") params.set("view", filters.view);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** How many filters are in use (the phone's "Filters (3)"); sort, view and page are not filters. */
export function activeFilterCount(filters: DirectoryFilters): number {
  const { q, procedure, place, location, near, type, rating, status, certification, credentials, budget } = filters;
  return [q, procedure, place ?? near ?? location, type, rating, status, certification, credentials, budget].filter(Boolean).length;
}
