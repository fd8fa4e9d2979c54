/**
 * The directory search behind /find-doctors and the home carousels. Filtering, counting and
 * paging run in D1 (WHERE, COUNT, LIMIT/OFFSET) with bound parameters; only one page of card
 * columns ever leaves the database. Orders are chosen so SQLite can walk an index
 * (providers_rating_idx, providers_review_count_idx, providers_name_idx, providers_type_idx)
 * and stop after the page instead of sorting the whole directory.
 */
import { env } from "cloudflare:workers";
import type { ProviderType } from "~/db/schema";
import type { ProviderCardData } from "./provider-card";
import { PAGE_SIZE, type DirectoryFilters, type SortOption } from "./search-params";

export const TOP_RATED_MIN_RATING = 4.5;
export const TOP_RATED_MAX = 5;

export type DirectoryPage = {
  providers: ProviderCardData[];
  total: number;
  page: number;
  totalPages: number;
  pageSize: number;
  /** 1-based positions of the first and last card shown ("Showing x-y of n"); 0 when empty. */
  from: number;
  to: number;
};

type CardRow = {
  id: string;
  name: string;
  title: string | null;
  type: ProviderType;
  location: string;
  specialties: string;
  image: string | null;
  rating: number;
  review_count: number;
  is_verified: number;
  is_featured: number;
};

const CARD_COLUMNS = "p.id, p.name, p.title, p.type, p.location, p.specialties, p.image, p.rating, p.review_count, p.is_verified, p.is_featured";

export function toCard(row: CardRow): ProviderCardData {
  let specialties: string[] = [];
  try {
    const parsed: unknown = JSON.parse(row.specialties);
    if (Array.isArray(parsed)) specialties = parsed.filter((s): s is string => typeof s === "string");
  } catch {
    // a malformed list shows no chips rather than breaking the page
  }
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    type: row.type,
    location: row.location,
    specialties,
    image: row.image,
    rating: row.rating,
    reviewCount: row.review_count,
    isVerified: row.is_verified === 1,
    isFeatured: row.is_featured === 1,
  };
}

/** Free text becomes an FTS5 query of quoted prefix terms (all must match); no operators pass through. */
export function ftsQuery(text: string | undefined): string | undefined {
  const words = text?.toLowerCase().match(/[\p{L}\p{N}]+/gu)?.slice(0, 8) ?? [];
  if (words.length === 0) return undefined;
  return words.map((w) => `"${w.slice(0, 40)}"*`).join(" ");
}

export type SearchQuery = { from: string; where: string; params: (string | number)[]; orderBy: string };

/**
 * The SQL pieces for a filter set; exported so tests can read the plan, not only the rows.
 * Substring filters use instr(lower(..)) rather than LIKE: no wildcard escaping, and no limit on
 * the pattern's length (D1 refuses LIKE patterns over 50 bytes).
 */
export function buildSearchQuery(filters: DirectoryFilters): SearchQuery {
  const conditions: string[] = [];
  const params: (string | number)[] = [];
  const match = ftsQuery(filters.q);
  if (match) {
    conditions.push("providers_fts MATCH ?");
    params.push(match);
  }
  if (filters.type) {
    conditions.push("p.type = ?");
    params.push(filters.type);
  }
  if (filters.rating) {
    conditions.push("p.rating >= ?");
    params.push(filters.rating);
  }
  if (filters.status === "verified") conditions.push("p.is_verified = 1");
  if (filters.status === "featured") conditions.push("(p.is_featured = 1 OR p.is_verified = 1)");
  if (filters.location) {
    conditions.push("instr(lower(p.location), lower(?)) > 0");
    params.push(filters.location);
  }
  if (filters.procedure) {
    conditions.push("instr(lower(p.specialties), lower(?)) > 0");
    params.push(filters.procedure);
  }
  return {
    from: match ? "providers_fts f JOIN providers p ON p.rowid = f.rowid" : "providers p",
    where: conditions.length ? `WHERE ${conditions.join(" AND ")}` : "",
    params,
    orderBy: orderBy(filters.sort, Boolean(match)),
  };
}

function orderBy(sort: SortOption, hasTextQuery: boolean): string {
  switch (sort) {
    case "name":
      return "p.name ASC, p.rowid ASC";
    case "reviews":
      return "p.review_count DESC, p.rating DESC, p.rowid DESC";
    case "rating":
      return "p.rating DESC, p.review_count DESC, p.rowid DESC";
    case "relevance":
      // Without search words there is nothing to rank by: best rated first.
      return hasTextQuery ? "f.rank, p.rowid" : "p.rating DESC, p.review_count DESC, p.rowid DESC";
  }
}

export async function searchProviders(filters: DirectoryFilters): Promise<DirectoryPage> {
  const query = buildSearchQuery(filters);
  const countSql = `SELECT count(*) AS total FROM ${query.from} ${query.where}`;
  const pageSql = `SELECT ${CARD_COLUMNS} FROM ${query.from} ${query.where} ORDER BY ${query.orderBy} LIMIT ? OFFSET ?`;
  const pageStatement = (page: number) => env.DB.prepare(pageSql).bind(...query.params, PAGE_SIZE, (page - 1) * PAGE_SIZE);

  // One round trip for the count and the requested page.
  const [countResult, pageResult] = await env.DB.batch<unknown>([env.DB.prepare(countSql).bind(...query.params), pageStatement(filters.page)]);
  const total = (countResult.results[0] as { total: number }).total;
  const totalPages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  let page = filters.page;
  let rows = pageResult.results as CardRow[];
  if (page > totalPages) {
    // A page past the end (an old link, a hand-edited URL) shows the last page instead.
    page = totalPages;
    rows = (await pageStatement(page).all<CardRow>()).results;
  }
  const from = total === 0 ? 0 : (page - 1) * PAGE_SIZE + 1;
  return { providers: rows.map(toCard), total, page, totalPages, pageSize: PAGE_SIZE, from, to: total === 0 ? 0 : from + rows.length - 1 };
}

/** Home Top-Rated (spec 000): rating >= 4.5, first 5, `hasMore` for View More. Walks providers_rating_idx. */
export async function topRatedProviders(): Promise<{ providers: ProviderCardData[]; hasMore: boolean }> {
  const { results } = await env.DB.prepare(
    `SELECT ${CARD_COLUMNS} FROM providers p WHERE p.rating >= ? ORDER BY p.rating DESC, p.review_count DESC LIMIT ?`,
  )
    .bind(TOP_RATED_MIN_RATING, TOP_RATED_MAX + 1)
    .all<CardRow>();
  return { providers: results.slice(0, TOP_RATED_MAX).map(toCard), hasMore: results.length > TOP_RATED_MAX };
}

export { CARD_COLUMNS, type CardRow };
