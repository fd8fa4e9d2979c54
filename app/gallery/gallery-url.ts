/**
 * /gallery's filters as they travel in the URL (?procedure=&type=&state=&city=&provider=&page=): read leniently
 * (an unknown value is no filter) and written in one canonical order without empty fields, so a
 * plain GET form, a link and the cache purge all name the same page.
 */
import type { ProviderType } from "~/db/schema";
import { PROVIDER_TYPE_LABELS } from "~/directory/search-options";
import { US_STATES } from "~/lib/us-states";
import { isGalleryProcedure } from "./gallery-rules";

/** `provider` narrows to one provider's sets (its profile's "See all" link). */
export type GalleryFilters = { procedure?: string; type?: ProviderType; state?: string; city?: string; provider?: string; page: number };

const MAX_PAGE = 10_000;
const CITY_MAX = 100;

export function galleryFilters(params: URLSearchParams): GalleryFilters {
  const procedure = params.get("procedure")?.trim() ?? "";
  const type = params.get("type")?.trim() ?? "";
  const state = params.get("state")?.trim().toUpperCase() ?? "";
  const city = params.get("city")?.trim().replace(/\s+/g, " ") ?? "";
  const provider = params.get("provider")?.trim() ?? "";
  const page = Number(params.get("page") ?? "1");
  return {
    procedure: isGalleryProcedure(procedure) ? procedure : undefined,
    type: Object.hasOwn(PROVIDER_TYPE_LABELS, type) ? (type as ProviderType) : undefined,
    state: US_STATES.some((s) => s.code === state) ? state : undefined,
    city: city && city.length <= CITY_MAX ? city : undefined,
    provider: provider && provider.length <= 200 ? provider : undefined,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The canonical /gallery URL of these filters (page 1 is left out). */
export function galleryUrl(filters: GalleryFilters): string {
  const params = new URLSearchParams();
  if (filters.procedure) params.set("procedure", filters.procedure);
  if (filters.type) params.set("type", filters.type);
  if (filters.state) params.set("state", filters.state);
  if (filters.city) params.set("city", filters.city);
  if (filters.provider) params.set("provider", filters.provider);
  if (filters.page > 1) params.set("page", String(filters.page));
  const query = params.toString();
  return query ? `/gallery?${query}` : "/gallery";
}
