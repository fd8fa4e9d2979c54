/**
 * Never a dead end (issue 48 item 2): when a search finds nothing, which filter emptied it, and
 * one-click ways out: the nearest providers who offer the procedure (with their distance), the
 * providers near the place who do not list it, a wider radius, and the search without each other
 * filter. Runs only on an empty search: a count per filter left out (bound parameters, the same query
 * builder), and the nearest three when a procedure was searched near a point.
 */
import { d1 } from "~/db/client.server";
import { distanceMiles, type GeoPoint } from "~/geo/distance";
import { canonicalText } from "~/procedures/price-units";
import type { ProcedureSlug } from "./procedure-names";
import type { ProviderCardData } from "./provider-card";
import { DEAD_END_TEXTS } from "./dead-end-texts";
import { PROVIDER_TYPE_LABELS, RADIUS_OPTIONS, type DirectoryFilters } from "./search-options";
import { procedureSlugOf } from "./search-params";
import { buildSearchQuery, CARD_COLUMNS, toCard, withPrices, type CardRow, type SearchFilters } from "./search.server";
import { directorySearch } from "./search-url";

export type WayOut = { text: string; href: string; count: number };
export type DeadEnd = {
  /** "No Botox providers within 25 miles of 90210 (Beverly Hills, CA)". */
  title: string;
  /** "The place emptied the list: ..." naming the filters that, left out alone, find providers. */
  emptiedBy: string[];
  /** The nearest providers who offer the procedure, with their distance (a procedure searched near a point). */
  nearest: ProviderCardData[];
  nearestHref?: string;
  /** The procedure searched, as typed in the filter ("Botox"). */
  procedure?: string;
  ways: WayOut[];
};

/** Half the earth's circumference: every provider is within it. */
const ANYWHERE_MILES = 12_500;
const NEAREST_SHOWN = 3;

type Filter = "procedure" | "place" | "budget" | "rating" | "type" | "status" | "certification" | "credentials" | "q";

const href = (filters: Partial<DirectoryFilters>) => `/find-doctors${directorySearch({ ...filters, page: 1 })}`;

function without(filters: DirectoryFilters, filter: Filter): DirectoryFilters {
  const next: DirectoryFilters = { ...filters, page: 1 };
  if (filter === "place") {
    delete next.place;
    delete next.near;
    delete next.location;
    delete next.radius;
    if (next.sort === "distance") next.sort = "relevance";
  } else if (filter === "procedure") {
    delete next.procedure;
    delete next.budget;
    if (next.sort === "price") next.sort = next.near ? "distance" : "relevance";
  } else delete next[filter];
  return next;
}

async function countOf(filters: SearchFilters, origin: GeoPoint | undefined): Promise<number> {
  const query = buildSearchQuery(filters, filters.near ? origin : undefined);
  const row = await d1()
    .prepare(query.countSql)
    .bind(...query.params)
    .first<{ total: number }>();
  return row?.total ?? 0;
}

/** The words of a filter, for the title and the ways out. */
function filterWords(filters: DirectoryFilters, placeLabel: string | undefined, slug: ProcedureSlug | undefined) {
  return {
    procedure: filters.procedure,
    place: filters.near
      ? DEAD_END_TEXTS.withinMiles(filters.radius ?? 25, placeLabel ?? filters.near)
      : filters.location && DEAD_END_TEXTS.inPlace(filters.location),
    budget: filters.budget && slug ? DEAD_END_TEXTS.under(canonicalText(slug, filters.budget)) : undefined,
    rating: filters.rating && DEAD_END_TEXTS.rated(filters.rating),
    type: filters.type && PROVIDER_TYPE_LABELS[filters.type],
    status: filters.status && DEAD_END_TEXTS.status(filters.status),
    certification: filters.certification && DEAD_END_TEXTS.boardCertified,
    credentials: filters.credentials && DEAD_END_TEXTS.credentialsChecked,
    q: filters.q && DEAD_END_TEXTS.matching(filters.q),
  } satisfies Record<Filter, string | undefined>;
}

/**
 * What an empty search offers. `origin` is the point of its place (when it has one) and `placeLabel`
 * that point's name ("90210 (Beverly Hills, CA)").
 */
export async function deadEnd(filters: DirectoryFilters, origin?: GeoPoint, placeLabel?: string): Promise<DeadEnd> {
  const slug = filters.procedure ? (procedureSlugOf(filters.procedure) as ProcedureSlug | undefined) : undefined;
  const words = filterWords(filters, placeLabel, slug);
  const title = DEAD_END_TEXTS.title(words);
  const active = (Object.keys(words) as Filter[]).filter((f) => words[f]);
  // The search without each filter in turn, and (near a point) with each wider radius.
  const relaxed = active.map((f) => ({ filter: f, filters: without(filters, f) }));
  const wider = filters.near && origin ? RADIUS_OPTIONS.filter((r) => r > (filters.radius ?? 25)) : [];
  const [counts, widerCounts, nearest] = await Promise.all([
    Promise.all(relaxed.map((r) => countOf(r.filters, origin))),
    Promise.all(wider.map((radius) => countOf({ ...filters, radius }, origin))),
    filters.procedure && filters.near && origin ? nearestOffering(filters, origin, slug) : Promise.resolve([]),
  ]);
  const ways: WayOut[] = [];
  const widest = wider.findIndex((_, i) => widerCounts[i]! > 0);
  if (widest >= 0) {
    const radius = wider[widest]!;
    ways.push({
      text: DEAD_END_TEXTS.widerRadius(radius, widerCounts[widest]!),
      href: href({ ...filters, radius }),
      count: widerCounts[widest]!,
    });
  }
  const emptiedBy: string[] = [];
  relaxed.forEach((r, i) => {
    const count = counts[i]!;
    if (count === 0) return;
    // Leaving out the procedure leaves out its budget too: with a budget in use that is two filters, not one.
    if (!(r.filter === "procedure" && words.budget)) emptiedBy.push(words[r.filter]!);
    const text =
      r.filter === "procedure" && filters.procedure
        ? DEAD_END_TEXTS.withoutProcedure(filters.procedure, count, words.place, Boolean(words.budget))
        : r.filter === "place"
          ? DEAD_END_TEXTS.withoutPlace(words.place!, count)
          : DEAD_END_TEXTS.withoutFilter(words[r.filter]!, count);
    ways.push({ text, href: href(r.filters), count });
  });
  const nearestHref =
    nearest.length > 0 && filters.procedure
      ? href({ ...without(filters, "place"), procedure: filters.procedure, budget: filters.budget, sort: "relevance" })
      : undefined;
  return {
    title,
    emptiedBy,
    nearest,
    ...(nearestHref && { nearestHref }),
    ...(filters.procedure && { procedure: filters.procedure }),
    ways,
  };
}

/** The nearest providers anywhere who offer the procedure (the other filters kept), nearest first, with their distance. */
async function nearestOffering(filters: DirectoryFilters, origin: GeoPoint, slug: ProcedureSlug | undefined): Promise<ProviderCardData[]> {
  const query = buildSearchQuery({ ...filters, radius: ANYWHERE_MILES, sort: "distance", page: 1 }, origin);
  const { sql, params } = query.ordered(CARD_COLUMNS, NEAREST_SHOWN, 0);
  const { results } = await d1()
    .prepare(sql)
    .bind(...params)
    .all<CardRow>();
  const cards = results.map((row) => ({
    ...toCard(row),
    ...(row.latitude !== null &&
      row.longitude !== null && { distanceMiles: distanceMiles(origin, { latitude: row.latitude, longitude: row.longitude }) }),
  }));
  return slug ? withPrices(cards, slug) : cards;
}
