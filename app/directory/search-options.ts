/**
 * /find-doctors filters as they travel in the URL: options, labels and URL building. No zod and
 * no database code here, so the browser bundle stays small; the lenient parser (zod) that the
 * loader uses lives in search-params.ts.
 */
import type { ProviderType } from "~/db/schema";

export const PAGE_SIZE = 24;
/** Home Top-Rated (requirements 000): rating 4.5 or above, first 5. */
export const TOP_RATED_MIN_RATING = 4.5;
export const TOP_RATED_MAX = 5;
/** What the row ranks by, said on it (issue 31): providers without a review are left out. */
export const TOP_RATED_DESCRIPTION = `Rated ${TOP_RATED_MIN_RATING} or higher from at least one review, highest first.`;
export const RATING_OPTIONS = [4, 4.5, 4.8] as const;
/**
 * Requirements 000 §9 (Verified, Premium Provider, New Provider) plus Featured (issue 3 in docs/requirements.md):
 * verified = is_verified; featured = featured or verified; premium = featured (a paid listing);
 * new = no reviews yet.
 */
export const STATUS_OPTIONS = [
  { value: "verified", label: "Verified" },
  { value: "featured", label: "Featured" },
  { value: "premium", label: "Premium Provider" },
  { value: "new", label: "New Provider" },
] as const;
export const SORT_OPTIONS = [
  { value: "relevance", label: "Relevance" },
  { value: "rating", label: "Highest rated" },
  { value: "reviews", label: "Most reviews" },
  { value: "name", label: "Name (A-Z)" },
  // Only with a place (issue 36): nearest first, its default there, where it takes relevance's place.
  { value: "distance", label: "Distance (nearest first)" },
  // Issue 48: the chosen procedure's price in its canonical unit, lowest first; providers without one last.
  { value: "price", label: "Price (lowest first)" },
] as const;
/** The highest budget a link may ask for ("under $X"), far above any catalogue price. */
export const MAX_BUDGET = 1_000_000;
/** The radius of a place search in miles (issue 36, item 4); 25 when a place is given without one. */
export const RADIUS_OPTIONS = [10, 25, 50, 100] as const;
export const DEFAULT_RADIUS = 25;
export type RadiusOption = (typeof RADIUS_OPTIONS)[number];

/** The sort choices a filter set offers: Distance replaces Relevance when a place is given. */
export function sortOptionsFor(near: string | undefined, priced = false) {
  return SORT_OPTIONS.filter((s) => (near ? s.value !== "relevance" : s.value !== "distance") && (priced || s.value !== "price"));
}

/** The sort a search runs with: distance is the default with a place (in Relevance's place), and needs one. */
export function effectiveSort(sort: SortOption | undefined, near: string | undefined): SortOption {
  if (near) return !sort || sort === "relevance" ? "distance" : sort;
  return !sort || sort === "distance" ? "relevance" : sort;
}
export const VIEW_OPTIONS = ["grid", "list"] as const;
/**
 * Spec 000's `certification` state: "board certified", providers certified by the board of their
 * own specialty (boards.ts, issue 31); the label says so.
 */
export const BOARD_CERTIFIED = "board-certified";
export const BOARD_CERTIFIED_LABEL = "Board certified in their specialty";
/** Issue 36: providers whose license a TruSelf admin checked with the issuing board (`credentials=checked`). */
export const CREDENTIALS_CHECKED = "checked";

export const PROVIDER_TYPE_LABELS: Record<ProviderType, string> = {
  "board-certified-plastic-surgeon": "Board-Certified Plastic Surgeon",
  "cosmetic-surgeon": "Cosmetic Surgeon",
  "bariatric-surgeon": "Bariatric Surgeon",
  dermatologist: "Dermatologist",
  medspa: "Medical Spa",
  "aesthetic-nurse": "Aesthetic Nurse",
  "wellness-center": "Wellness Center",
  "health-coach": "Health Coach",
  nutritionist: "Nutritionist",
  "recovery-homes-aftercare": "Recovery Homes & Aftercare",
  provider: "Other Provider",
};
/** Requirements 000 §9: the provider-type options of the home search. */
export const HOME_SEARCH_TYPES: ProviderType[] = [
  "board-certified-plastic-surgeon",
  "cosmetic-surgeon",
  "dermatologist",
  "medspa",
  "aesthetic-nurse",
  "wellness-center",
];

export const MAX_TEXT_FILTER = 100;
/** Far beyond any real directory; keeps OFFSET arithmetic and links sane. */
export const MAX_PAGE = 10_000;

export type SortOption = (typeof SORT_OPTIONS)[number]["value"];
export type StatusOption = (typeof STATUS_OPTIONS)[number]["value"];
export type ViewOption = (typeof VIEW_OPTIONS)[number];

export type DirectoryFilters = {
  q?: string;
  type?: ProviderType;
  rating?: (typeof RATING_OPTIONS)[number];
  status?: StatusOption;
  certification?: typeof BOARD_CERTIFIED;
  credentials?: typeof CREDENTIALS_CHECKED;
  /**
   * The one place field (issue 48 item 1) as typed: a ZIP code, a city, "City, ST" or a state. The
   * parser derives from it `location` (a state alone: filtered by state) or `near` (anything else: a
   * distance search, the loader finds its point), which the query builder reads.
   */
  place?: string;
  location?: string;
  procedure?: string;
  /** A ZIP code or "City, ST" to search around (issue 36), and the radius in miles (set whenever `near` is). */
  near?: string;
  radius?: RadiusOption;
  /** "Under $X" for the chosen procedure, in its canonical unit (issue 48 item 3); only with a catalogue procedure. */
  budget?: number;
  sort: SortOption;
  view: ViewOption;
  page: number;
};

/** Every type the filter offers (the generic "provider" default is not a choice). */
export const DIRECTORY_TYPES = (Object.keys(PROVIDER_TYPE_LABELS) as ProviderType[]).filter((t) => t !== "provider");

/** Page numbers to show: first, last, the current page's neighbours, and "ellipsis" gaps. */
export function paginationItems(current: number, totalPages: number): (number | "ellipsis")[] {
  if (totalPages <= 1) return totalPages === 1 ? [1] : [];
  const pages = new Set([1, totalPages, current - 1, current, current + 1].filter((p) => p >= 1 && p <= totalPages));
  const sorted = [...pages].sort((a, b) => a - b);
  const items: (number | "ellipsis")[] = [];
  for (const page of sorted) {
    const previous = items[items.length - 1];
    if (typeof previous === "number" && page - previous === 2) items.push(previous + 1);
    else if (typeof previous === "number" && page - previous > 2) items.push("ellipsis");
    items.push(page);
  }
  return items;
}

const FORM_KEYS = [
  "q",
  "procedure",
  "place",
  // The two place fields of older pages, still read (search-params.ts).
  "location",
  "near",
  "radius",
  "budget",
  "type",
  "rating",
  "status",
  "certification",
  "credentials",
  "sort",
  "view",
] as const;

/**
 * The query string for a submitted filter form: only non-empty known fields, in a fixed order,
 * never a page (any filter change starts again at page 1). The loader still validates everything.
 */
export function searchFromForm(formData: FormData): string {
  const params = new URLSearchParams();
  for (const key of FORM_KEYS) {
    const value = formData.get(key);
    if (typeof value !== "string") continue;
    const trimmed = value.trim().slice(0, MAX_TEXT_FILTER);
    if (!trimmed || (key === "sort" && trimmed === "relevance") || (key === "view" && trimmed === "grid")) continue;
    // A radius says nothing without a place, and 25 miles is the default. Distance is the default
    // sort with a place and no sort without one (effectiveSort).
    if (key === "radius" && ((!params.has("place") && !params.has("near")) || trimmed === String(DEFAULT_RADIUS))) continue;
    if (key === "sort" && trimmed === "distance") continue;
    params.set(key, trimmed);
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}
