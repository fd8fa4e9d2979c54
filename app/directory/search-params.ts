/**
 * The lenient parser of /find-doctors URL filters (server side: the loader). Parsing never
 * fails: unknown or malformed values are dropped, text is trimmed and cut to a sane length, the
 * page is clamped to 1..MAX_PAGE (the loader clamps it to the last page).
 */
import { z } from "zod";
import { PROVIDER_TYPES } from "~/db/schema";
import { stateNamed } from "~/lib/us-states";
import { PROCEDURES } from "./procedures";
import {
  BOARD_CERTIFIED,
  DEFAULT_RADIUS,
  MAX_BUDGET,
  effectiveSort,
  CREDENTIALS_CHECKED,
  MAX_PAGE,
  MAX_TEXT_FILTER,
  RADIUS_OPTIONS,
  RATING_OPTIONS,
  STATUS_OPTIONS,
  VIEW_OPTIONS,
  type DirectoryFilters,
  type RadiusOption,
  type SortOption,
  type StatusOption,
} from "./search-options";

export * from "./search-options";

const text = z
  .string()
  .transform((v) => v.replace(/\s+/g, " ").trim().slice(0, MAX_TEXT_FILTER).trim())
  .transform((v) => v || undefined)
  .optional()
  .catch(undefined);
const lowerEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.string().trim().toLowerCase().pipe(z.enum(values)).optional().catch(undefined);

const STATUS_VALUES = STATUS_OPTIONS.map((s) => s.value) as [StatusOption, ...StatusOption[]];

/** A procedure slug or name from the home picker becomes the specialty text it matches. */
function procedureMatch(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const lower = value.toLowerCase();
  const known = PROCEDURES.find((p) => p.slug === lower || p.name.toLowerCase() === lower);
  return known ? known.match : value;
}

/** The catalogue procedure whose match text a filter holds ("Botox" -> "botox"), for its price unit. */
export function procedureSlugOf(match: string): string | undefined {
  const lower = match.toLowerCase();
  return PROCEDURES.find((p) => p.match.toLowerCase() === lower)?.slug;
}

export const DirectoryFiltersSchema = z.object({
  q: text,
  type: lowerEnum(PROVIDER_TYPES),
  rating: z.coerce
    .number()
    .refine((n) => (RATING_OPTIONS as readonly number[]).includes(n))
    .transform((n) => n as (typeof RATING_OPTIONS)[number])
    .optional()
    .catch(undefined),
  status: lowerEnum(STATUS_VALUES),
  // The canonical value, and the ways a link may say "board certified".
  certification: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum([BOARD_CERTIFIED, "board", "board certified", "board_certified", "true", "1", "yes"]))
    .transform(() => BOARD_CERTIFIED)
    .optional()
    .catch(undefined),
  credentials: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum([CREDENTIALS_CHECKED, "true", "1", "yes"]))
    .transform(() => CREDENTIALS_CHECKED)
    .optional()
    .catch(undefined),
  place: text,
  location: text,
  procedure: text.transform(procedureMatch),
  near: text,
  radius: z.coerce
    .number()
    .refine((n) => (RADIUS_OPTIONS as readonly number[]).includes(n))
    .transform((n) => n as RadiusOption)
    .optional()
    .catch(undefined),
  // Whole dollars, "$400" and "400.50" read as 400; nothing below $1 or above MAX_BUDGET.
  budget: z
    .string()
    .transform((v) => Math.floor(Number(v.replace(/[$,\s]/g, ""))))
    .pipe(z.number().int().min(1).max(MAX_BUDGET))
    .optional()
    .catch(undefined),
  sort: lowerEnum(["relevance", "rating", "reviews", "name", "distance", "price"]),
  view: lowerEnum(VIEW_OPTIONS).transform((v) => v ?? "grid"),
  page: z.coerce
    .number()
    .int()
    .catch(1)
    .transform((n) => Math.min(Math.max(n, 1), MAX_PAGE)),
});

/** Reads the filters from a URL's query; only the first value of a repeated key counts. */
export function parseDirectoryFilters(search: URLSearchParams): DirectoryFilters {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(DirectoryFiltersSchema.shape)) {
    const value = search.get(key);
    if (value !== null) raw[key] = value.slice(0, 5_000);
  }
  // Every field catches its own errors, so this parse cannot fail.
  const { place: typed, location: oldLocation, near: oldNear, radius, sort, budget, ...filters } = DirectoryFiltersSchema.parse(raw);
  // One place field (issue 48 item 1): a state alone filters by state; anything else is a distance
  // search (the loader finds its point). Links from before it keep working: `near=` reads into it,
  // and `location=` (the old "city or state" text match) keeps its meaning when no place is given.
  const place = typed ?? oldNear;
  const near = place && !stateNamed(place) ? place : undefined;
  const location = place && !near ? place : oldLocation;
  // A budget belongs to a catalogue procedure (its price unit); a price sort needs one too.
  const priced = filters.procedure && procedureSlugOf(filters.procedure);
  const chosenSort = sort === "price" && !priced ? undefined : (sort as SortOption | undefined);
  // A radius belongs to a place (25 miles unless chosen); distance is the default sort with one and needs one.
  return {
    ...filters,
    ...(place && { place }),
    ...(location && { location }),
    ...(near && { near, radius: radius ?? DEFAULT_RADIUS }),
    ...(priced && budget && { budget }),
    sort: effectiveSort(chosenSort, near),
  } as DirectoryFilters;
}
