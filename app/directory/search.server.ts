/**
 * The directory search behind /find-doctors and the home carousels. Filtering, counting and
 * paging run in D1 (WHERE, COUNT, LIMIT/OFFSET) with bound parameters; only one page of card
 * columns ever leaves the database. Text filters go through FTS5 indexes and orders are chosen
 * so SQLite can walk an index and stop after the page; relevance reads a ranking precomputed
 * once per directory version (decision 022). The total and the ordered ids of every page (in
 * blocks of 10 pages) are shared through the Cache API (below), so repeated searches and paging
 * read only the rows they show: the cost follows the page, not the directory (see bench/run.ts).
 */
import { d1 } from "~/db/client.server";
import { boundingBox, distanceMiles, distanceParams, distanceSql, type GeoPoint } from "~/geo/distance";
import type { ProviderType } from "~/db/schema";
import { appConfig } from "~/lib/env.server";
import { invariant } from "~/lib/invariant";
import { splitPlace, type UsState } from "~/lib/us-states";
import { credentialLabel } from "~/credentials/credentials-view";
import { defaultCache } from "~/lib/workers-cache.server";
import {
  canonicalText,
  conversionNote,
  notComparable,
  PRICE_NOT_LISTED,
  type CanonicalPrice,
  type UnitWord,
} from "~/procedures/price-units";
import { SPECIALTY_BOARDS, specialtyBoard } from "./boards";
import type { ProcedureSlug } from "./procedure-names";
import { PROCEDURES } from "./procedures";
import { procedureSlugOf } from "./search-params";
import type { ProviderCardData } from "./provider-card";
import type { RatingOrigin } from "./rating";
import { ratingOriginSql } from "./rating.server";
import { PAGE_SIZE, TOP_RATED_MAX, TOP_RATED_MIN_RATING, type DirectoryFilters, type SortOption } from "./search-options";
import { directorySearch } from "./search-url";

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
  board_certifications: string;
  certifications: string;
  worth_it_percent: number | null;
  worth_it_count: number;
  rating_origin: RatingOrigin;
  latitude: number | null;
  longitude: number | null;
  credential_status: string | null;
};

const CARD_COLUMNS =
  "p.id, p.name, p.title, p.type, p.location, p.specialties, p.image, p.rating, p.review_count, p.is_verified, p.is_featured, p.board_certifications, p.certifications, p.worth_it_percent, p.worth_it_count" +
  `, ${ratingOriginSql("p")} AS rating_origin` +
  ", p.latitude, p.longitude" +
  // The credentials' check status (issue 36), read by primary key for the rows shown only.
  ", (SELECT c.status FROM provider_credentials c WHERE c.provider_id = p.id) AS credential_status";

/** A JSON list of text from D1; a malformed list reads as empty rather than breaking the page. */
export function textList(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((s): s is string => typeof s === "string") : [];
  } catch {
    return [];
  }
}

export function toCard(row: CardRow): ProviderCardData {
  const specialties = textList(row.specialties);
  const board = specialtyBoard(row.type, [...textList(row.board_certifications), ...textList(row.certifications)]);
  const credential = credentialLabel(row.credential_status);
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
    ratingOrigin: row.rating_origin,
    ...(board && { board }),
    ...(credential && { credential }),
    // The stored Worth It share (issue 35), on cards only once a review answered it.
    ...(row.worth_it_percent !== null &&
      row.worth_it_count > 0 && { worthIt: { percent: row.worth_it_percent, count: row.worth_it_count } }),
  };
}

/** A search's card near a place (issue 36): its distance from it, by the same haversine the SQL filtered with. */
function nearCard(row: CardRow, origin: GeoPoint | undefined): ProviderCardData {
  const card = toCard(row);
  if (!origin || row.latitude === null || row.longitude === null) return card;
  return { ...card, distanceMiles: distanceMiles(origin, { latitude: row.latitude, longitude: row.longitude }) };
}

/** Free text becomes an FTS5 query of quoted prefix terms (all must match); no operators pass through. */
export function ftsQuery(text: string | undefined): string | undefined {
  const words =
    text
      ?.toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 8) ?? [];
  if (words.length === 0) return undefined;
  return words.map((w) => `"${w.slice(0, 40)}"*`).join(" ");
}

/** The trigram index answers substrings of at least this many characters. */
export const TRIGRAM_MIN_LENGTH = 3;

/** An FTS5 string literal: the text in double quotes, inner quotes doubled, so it is never syntax. */
function ftsString(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * A state in the word index's location column, by its name or its code: "Austin, TX" and
 * "Houston, Texas" both match Texas. A code that is a location's first word is a town's
 * ("La Jolla, CA" is not in Louisiana, "Mt Pleasant" not in Montana), so it does not count.
 */
function stateMatch(state: UsState): string {
  const code = ftsString(state.code.toLowerCase());
  return `location : ((${code} NOT ^${code}) OR ${ftsString(state.name.toLowerCase())})`;
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export type SearchQuery = {
  from: string;
  where: string;
  params: (string | number)[];
  /** The count: from the FTS index alone when every filter is a text match (no row reads). */
  countSql: string;
  /** WHERE for the page query: the same filters, with hints so SQLite walks the ORDER BY's index. */
  pageWhere: string;
  orderBy: string;
  /** The bound parameters of `orderBy` (the place searched from, sorted by distance). */
  orderParams: (string | number)[];
  /** The FTS query whose precomputed relevance orders the results (text search sorted by relevance). */
  ranking?: string;
  /** One slice of the results in the search's order, selecting `columns` (for relevance: the ranking, then the rest). */
  ordered: (columns: string, limit: number, offset: number) => Sql;
};

type Sql = { sql: string; params: (string | number)[] };
/** A search's filters; its radius may be any distance (TruGPT's "nearest anywhere", app/chat/retrieval.server.ts), not only the page's options. */
export type SearchFilters = Omit<DirectoryFilters, "radius"> & { radius?: number };

/**
 * The SQL pieces for a filter set; exported so tests can read the plan, not only the rows.
 * - free text: the word index providers_fts (relevance = bm25 rank);
 * - location: a trailing US state by its name or code ("Austin, Texas", "austin tx", "TX") through
 *   the word index's location column (stateMatch), the rest of it as a substring, as procedure;
 * - location / procedure: case-insensitive substrings through the trigram index
 *   providers_substring (3+ characters), or a LIKE for 1-2 characters (D1 caps LIKE patterns at
 *   50 bytes, which 2 escaped characters never reach);
 * - type, rating and status: plain columns with indexes;
 * - near a place (issue 36): the bounding box of the radius on providers_coordinates_idx, then the
 *   exact (haversine) distance; the other plain-column filters are then hidden from index selection
 *   so the box, a few hundred rows at most, drives the query, whatever the order.
 * Every user value is a bound parameter.
 */
export function buildSearchQuery(filters: SearchFilters, origin?: GeoPoint): SearchQuery {
  // `index`: the condition is answered by an FTS index alone (no provider row needed).
  const conditions: { sql: string; pageSql?: string; params: (string | number)[]; index?: string }[] = [];
  const words = ftsQuery(filters.q);
  // "City or state": a trailing state ("Austin, Texas", "austin tx", "TX") is matched as a state,
  // the rest as a substring.
  const { place, state } = splitPlace(filters.location ?? "");
  const substrings: string[] = [];
  for (const [column, value] of [
    ["location", place],
    ["specialties", filters.procedure],
  ] as const) {
    if (!value) continue;
    if ([...value].length >= TRIGRAM_MIN_LENGTH) substrings.push(`${column} : ${ftsString(value)}`);
    else conditions.push({ sql: `p.${column} LIKE ? ESCAPE '\\'`, params: [likePattern(value)] });
  }
  // The FTS index conditions, the most selective first: the first drives the query (CROSS JOIN
  // fixes the join order: matches first, then their rows, never one MATCH per row), the others
  // keep the rowids their index matches.
  const matches: { index: "providers_fts" | "providers_substring"; alias: string; match: string }[] = [];
  if (words) matches.push({ index: "providers_fts", alias: "f", match: words });
  if (substrings.length) matches.push({ index: "providers_substring", alias: "s", match: substrings.join(" AND ") });
  if (state) matches.push({ index: "providers_fts", alias: "f", match: stateMatch(state) });

  let from = "providers p";
  const [driver, ...others] = matches;
  if (driver) {
    from = `${driver.index} ${driver.alias} CROSS JOIN providers p ON p.rowid = ${driver.alias}.rowid`;
    conditions.unshift({ sql: `${driver.index} MATCH ?`, params: [driver.match], index: driver.index });
  }
  for (const other of others) {
    conditions.push({
      sql: `p.rowid IN (SELECT rowid FROM ${other.index} WHERE ${other.index} MATCH ?)`,
      params: [other.match],
      index: other.index,
    });
  }
  const near = origin && filters.radius ? nearCondition(origin, filters.radius) : undefined;
  if (near) conditions.push(near);
  if (filters.type) conditions.push({ sql: "p.type = ?", pageSql: near && !driver ? "+p.type = ?" : undefined, params: [filters.type] });
  // A minimum rating keeps most rows. Sorted by name or review count (no text index driving), the
  // page query should walk that sort's index and stop after a page: a unary + keeps the rating
  // range from pulling SQLite onto providers_rating_idx, which would mean sorting every match.
  // The count still uses the (covering) rating index.
  const walkSortIndex = !driver && (Boolean(near) || filters.sort === "name" || filters.sort === "reviews");
  if (filters.rating)
    conditions.push({ sql: "p.rating >= ?", pageSql: walkSortIndex ? "+p.rating >= ?" : undefined, params: [filters.rating] });
  // Status flags are true for most rows: the count may use providers_status_idx, but the page
  // query must not (a unary + hides the column from index selection), or SQLite would sort
  // every verified provider instead of walking the sort order's index.
  if (filters.status === "verified") conditions.push({ sql: "p.is_verified = 1", pageSql: "+p.is_verified = 1", params: [] });
  if (filters.status === "featured")
    conditions.push({ sql: "(p.is_featured = 1 OR p.is_verified = 1)", pageSql: "(+p.is_featured = 1 OR +p.is_verified = 1)", params: [] });
  if (filters.status === "premium") conditions.push({ sql: "p.is_featured = 1", pageSql: "+p.is_featured = 1", params: [] });
  // "New Provider": no reviews yet.
  if (filters.status === "new") conditions.push({ sql: "p.review_count = 0", pageSql: "+p.review_count = 0", params: [] });
  if (filters.certification) conditions.push(boardCondition(filters.type));
  // "Credentials checked" (issue 36): the few checked providers, from the status index.
  if (filters.credentials)
    conditions.push({ sql: "p.id IN (SELECT provider_id FROM provider_credentials WHERE status = 'checked')", params: [] });
  // Under a budget (issue 48 item 3): every provider whose price for the procedure, in its canonical
  // unit, is not above it; a provider without a comparable price stays (shown last when sorted by
  // price, marked "price not listed"): only a known price over the budget leaves the list.
  const priced = filters.procedure ? procedureSlugOf(filters.procedure) : undefined;
  if (priced && filters.budget)
    conditions.push({
      sql: "p.id NOT IN (SELECT provider_id FROM provider_prices WHERE procedure = ? AND amount > ?)",
      params: [priced, filters.budget],
    });

  const where = (page: boolean) => (conditions.length ? `WHERE ${conditions.map((c) => (page && c.pageSql) || c.sql).join(" AND ")}` : "");
  const params = conditions.flatMap((c) => c.params);
  let countSql = `SELECT count(*) AS total FROM ${from} ${where(Boolean(near))}`;
  const [first, ...rest] = conditions;
  if (first && conditions.every((c) => c.index)) {
    // External-content FTS rows always have their provider: count the index, read no rows.
    const others = rest.map((c) => `rowid IN (SELECT rowid FROM ${c.index} WHERE ${c.index} MATCH ?)`);
    countSql = `SELECT count(*) AS total FROM ${first.index} WHERE ${[`${first.index} MATCH ?`, ...others].join(" AND ")}`;
  }
  const sortBy =
    filters.sort === "price" && priced
      ? PRICE_ORDER
      : orderBy(filters.sort === "price" ? "relevance" : filters.sort, Boolean(words), Boolean(near));
  const orderParams =
    filters.sort === "price" && priced ? [priced] : near && filters.sort === "distance" && origin ? distanceParams(origin) : [];
  const ranking = words && filters.sort === "relevance" ? words : undefined;
  return {
    from,
    countSql,
    where: where(false),
    pageWhere: where(true),
    params,
    orderBy: sortBy,
    orderParams,
    ranking,
    ordered: (columns, limit, offset) =>
      ranking
        ? rankedSelect(columns, ranking, rest, limit, offset)
        : {
            sql: `SELECT ${columns} FROM ${from} ${where(true)} ORDER BY ${sortBy} LIMIT ? OFFSET ?`,
            params: [...params, ...orderParams, limit, offset],
          },
  };
}

type Condition = { sql: string; pageSql?: string; params: (string | number)[] };

/**
 * Lowest price first in the procedure's canonical unit (its one parameter: the procedure's slug),
 * providers without a comparable price last: each row's price read by primary key from provider_prices.
 */
const PRICE_ORDER =
  "coalesce((SELECT pp.amount FROM provider_prices pp WHERE pp.procedure = ? AND pp.provider_id = p.id), 1e18) ASC, p.rowid ASC";

/**
 * Within `miles` of `origin`: the bounding box first (a latitude range on providers_coordinates_idx,
 * longitude checked in the index), then the exact great-circle distance cuts the circle out of it.
 * Providers without coordinates are never near anything.
 */
function nearCondition(origin: GeoPoint, miles: number): Condition {
  const box = boundingBox(origin, miles);
  return {
    sql: `p.latitude BETWEEN ? AND ? AND p.longitude BETWEEN ? AND ? AND ${distanceSql("p")} <= ?`,
    params: [box.minLatitude, box.maxLatitude, box.minLongitude, box.maxLongitude, ...distanceParams(origin), miles],
  };
}

/**
 * Board certified (issue 31): certified by the board of the provider's own specialty
 * (SPECIALTY_BOARDS), the chosen type's or, with no type chosen, each provider's. Both lists are
 * JSON arrays of text; instr, not LIKE, because D1 refuses LIKE patterns over 50 bytes.
 */
function boardCondition(type: ProviderType | undefined): Condition {
  const types = type ? [type] : (Object.keys(SPECIALTY_BOARDS) as ProviderType[]);
  const clauses: string[] = [];
  const params: string[] = [];
  for (const t of types) {
    const names = SPECIALTY_BOARDS[t]?.flatMap((b) => b.names) ?? [];
    if (!names.length) continue;
    const named = names.map(() => "instr(lower(p.board_certifications || p.certifications), ?) > 0").join(" OR ");
    clauses.push(`(p.type = ? AND (${named}))`);
    params.push(t, ...names.map((n) => n.toLowerCase()));
  }
  return clauses.length ? { sql: `(${clauses.join(" OR ")})`, params } : { sql: "0", params: [] };
}

/**
 * Relevance order without scoring every match (decision 022): the precomputed ranking of the
 * words (its best RANKED_MATCHES matches in bm25 order) walked by its primary key, then every
 * other match in rowid order straight from the FTS index; the other filters apply to both. The
 * ranking's sort keys are negative, rowids positive, so SQLite merges the two ordered arms.
 */
function rankedSelect(columns: string, words: string, others: Condition[], limit: number, offset: number): Sql {
  const filters = others.map((c) => ` AND ${c.pageSql ?? c.sql}`).join("");
  const filterParams = others.flatMap((c) => c.params);
  const ranked = `SELECT r.sort_key AS sort_key, ${columns} FROM search_rankings r CROSS JOIN providers p ON p.rowid = r.provider_rowid WHERE r.words = ?${filters}`;
  const rest = `SELECT f.rowid, ${columns} FROM providers_fts f CROSS JOIN providers p ON p.rowid = f.rowid WHERE providers_fts MATCH ? AND f.rowid NOT IN (SELECT provider_rowid FROM search_rankings WHERE words = ?)${filters}`;
  return {
    sql: `${ranked} UNION ALL ${rest} ORDER BY 1 LIMIT ? OFFSET ?`,
    params: [words, ...filterParams, words, words, ...filterParams, limit, offset],
  };
}

/** bm25 orders at most this many matches of a text search; further matches follow by rowid (decision 022). */
export const RANKED_MATCHES = 1_000;
/** Rankings kept at most: the least recently refreshed beyond this are dropped. */
export const RANKED_QUERIES = 500;
/** Ranked positions become sort keys below every rowid (rowids start at 1). */
const RANK_KEY_BASE = 1_000_000_000;

const CURRENT_VERSION = "coalesce((SELECT version FROM directory_state WHERE id = 1), '')";
/** True when the words have no ranking for the current directory version (one bound parameter: the words). */
const RANKING_STALE = `(SELECT version FROM search_ranking_state WHERE words = ?) IS NOT ${CURRENT_VERSION}`;

/**
 * Recomputes the ranking of `words` when the directory version changed since it was stored (a
 * no-op otherwise, so concurrent first searches agree), and drops the oldest rankings past
 * RANKED_QUERIES. Runs first in the batch that computes a search's total and first pages, so
 * they read the fresh ranking in the same transaction. This scores every match once per
 * directory version, not once per request.
 */
export function rankingRefresh(words: string): D1PreparedStatement[] {
  const evicted = "SELECT words FROM search_ranking_state ORDER BY refreshed_at DESC, words LIMIT -1 OFFSET ?";
  return [
    d1().prepare(`DELETE FROM search_rankings WHERE words = ? AND ${RANKING_STALE}`).bind(words, words),
    d1()
      .prepare(
        `INSERT INTO search_rankings (words, sort_key, provider_rowid)
       SELECT ?, row_number() OVER (ORDER BY rank, rowid) - ${RANK_KEY_BASE}, rowid
       FROM (SELECT rowid, rank FROM providers_fts WHERE providers_fts MATCH ? AND ${RANKING_STALE} ORDER BY rank, rowid LIMIT ?)`,
      )
      .bind(words, words, words, RANKED_MATCHES),
    d1()
      .prepare(
        `INSERT INTO search_ranking_state (words, version, refreshed_at) SELECT ?, ${CURRENT_VERSION}, ? WHERE ${RANKING_STALE}
       ON CONFLICT (words) DO UPDATE SET version = excluded.version, refreshed_at = excluded.refreshed_at`,
      )
      .bind(words, Date.now(), words),
    d1().prepare(`DELETE FROM search_rankings WHERE words IN (${evicted})`).bind(RANKED_QUERIES),
    d1().prepare(`DELETE FROM search_ranking_state WHERE words IN (${evicted})`).bind(RANKED_QUERIES),
  ];
}

function rankingVersionStatement(words: string) {
  return d1().prepare("SELECT version FROM search_ranking_state WHERE words = ?").bind(words);
}

/**
 * Each order matches an index (rating_idx, type_idx, review_count_idx, name_idx) so LIMIT stops early;
 * near a place the box's few rows are sorted instead (a unary + keeps SQLite off the order's index).
 */
function orderBy(sort: SortOption, hasTextQuery: boolean, near: boolean): string {
  if (near && sort !== "distance") return orderBy(sort, hasTextQuery, false).replace(/\bp\.(\w+)/g, "+p.$1");
  switch (sort) {
    case "price":
      // Only with a catalogue procedure (buildSearchQuery); without one it means nothing.
      return orderBy("relevance", hasTextQuery, near);
    case "distance":
      // Nearest first; its parameters are the query's orderParams.
      return near ? `${distanceSql("p")} ASC, p.rowid ASC` : orderBy("relevance", hasTextQuery, false);
    case "name":
      return "p.name ASC, p.rowid ASC";
    case "reviews":
      return "p.review_count DESC, p.rating DESC, p.rowid DESC";
    case "rating":
      return "p.rating DESC, p.review_count DESC, p.rowid DESC";
    case "relevance":
      // Without search words there is nothing to rank by: best rated first. With words,
      // searchProviders orders by the precomputed ranking (rankedSelect); `f.rank` is the
      // order that ranking holds (bm25), kept for reference.
      return hasTextQuery ? "f.rank" : "p.rating DESC, p.review_count DESC, p.rowid DESC";
  }
}

/**
 * Counting reads every match, and an ordered query pays for the rows before its page (OFFSET), so
 * what a search found - its total and the ordered ids of its results, in blocks of
 * RESULT_CACHE_PAGES pages - is kept in the Cache API and shared by every visitor, signed in or
 * not. The first block, with the total, is computed with the count; a deeper block when one of its
 * pages is first asked for. A page then reads only its own cards, however deep it is and however
 * many results there are (decision 026). Each entry records the directory version it was computed
 * under (directory_state, replaced by a trigger on any provider write); the version is read in the
 * same D1 round trip as the page's cards, and an entry from an older version is recomputed, so a
 * cached result never outlives its data.
 */
export const RESULT_CACHE_PAGES = 10;
const BLOCK_SIZE = RESULT_CACHE_PAGES * PAGE_SIZE;
const RESULT_CACHE_SECONDS = 300;

type CachedSearch = { version: string; total: number; rowids: number[] };

/** One entry per search and block: the search's URL with the block's first page. */
function resultCacheKey(filters: DirectoryFilters, block: number): Request {
  const search = directorySearch({ ...filters, page: block * RESULT_CACHE_PAGES + 1, view: "grid" });
  return new Request(`${appConfig().APP_ORIGIN}/_search-results${search}`);
}

function versionStatement() {
  return d1().prepare("SELECT version FROM directory_state WHERE id = 1");
}

/** The version a `versionStatement()` read; "" when the row is missing (nothing is cached then). */
function versionOf(result: D1Result<unknown>): string {
  return (result.results[0] as { version: string } | undefined)?.version ?? "";
}

function cardsStatement(rowids: number[]) {
  return d1()
    .prepare(`SELECT ${CARD_COLUMNS}, p.rowid AS rowid FROM providers p WHERE p.rowid IN (${rowids.map(() => "?").join(", ")})`)
    .bind(...rowids);
}

/** The cards in the order of `rowids`; a provider deleted since the result was cached is left out. */
function inRowidOrder(rows: (CardRow & { rowid: number })[], rowids: number[]): CardRow[] {
  const byRowid = new Map(rows.map((row) => [row.rowid, row]));
  return rowids.flatMap((rowid) => byRowid.get(rowid) ?? []);
}

function directoryPage(rows: CardRow[], total: number, page: number, origin?: GeoPoint): DirectoryPage {
  const from = total === 0 ? 0 : (page - 1) * PAGE_SIZE + 1;
  return {
    providers: rows.map((row) => nearCard(row, origin)),
    total,
    page,
    totalPages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    pageSize: PAGE_SIZE,
    from,
    to: total === 0 ? 0 : from + rows.length - 1,
  };
}

/** A page past the end (an old link, a hand-edited URL) shows the last page instead. */
function clampPage(page: number, total: number): number {
  return Math.min(page, Math.max(1, Math.ceil(total / PAGE_SIZE)));
}

/** The block of cached ids that holds a page: block 0 is the first RESULT_CACHE_PAGES pages. */
function blockOf(page: number): number {
  return Math.floor((page - 1) / RESULT_CACHE_PAGES);
}

/** The ids of one block of a search's results, in order, sliced to one page. */
function pageRowids(entry: CachedSearch, block: number, page: number): number[] {
  const start = (page - 1 - block * RESULT_CACHE_PAGES) * PAGE_SIZE;
  return entry.rowids.slice(start, start + PAGE_SIZE);
}

const rowidsOf = (rows: D1Result<unknown>) => (rows.results as { rowid: number }[]).map((row) => row.rowid);

async function readEntry(filters: DirectoryFilters, block: number): Promise<CachedSearch | undefined> {
  return (await defaultCache().match(resultCacheKey(filters, block)))?.json<CachedSearch>();
}

async function storeEntry(filters: DirectoryFilters, block: number, entry: CachedSearch) {
  if (!entry.version) return;
  const response = new Response(JSON.stringify(entry), {
    headers: { "Content-Type": "application/json", "Cache-Control": `public, max-age=${RESULT_CACHE_SECONDS}` },
  });
  // Awaited (not waitUntil) so the next request of the same visitor, e.g. page 2, finds it.
  await defaultCache()
    .put(resultCacheKey(filters, block), response)
    .catch((error: unknown) => console.error("search result cache put failed", error));
}

/** Computes a search's total and first block of ids (refreshing its ranking first) and shares them. */
async function computeSearch(query: SearchQuery, filters: DirectoryFilters): Promise<CachedSearch> {
  const ids = query.ordered("p.rowid AS rowid", BLOCK_SIZE, 0);
  const results = await d1().batch<unknown>([
    ...(query.ranking ? rankingRefresh(query.ranking) : []),
    versionStatement(),
    d1()
      .prepare(query.countSql)
      .bind(...query.params),
    d1()
      .prepare(ids.sql)
      .bind(...ids.params),
  ]);
  const [version, count, rows] = results.slice(-3);
  invariant(version && count && rows, "D1 answers every statement of a batch");
  const entry: CachedSearch = {
    version: versionOf(version),
    total: (count.results[0] as { total: number }).total,
    rowids: rowidsOf(rows),
  };
  await storeEntry(filters, 0, entry);
  return entry;
}

/**
 * A deeper block's ids, read under the directory version (and, for relevance, the ranking) of the
 * first block; undefined when the directory changed since, and the first block must be recomputed.
 */
async function computeBlock(query: SearchQuery, filters: DirectoryFilters, first: CachedSearch, block: number) {
  const ids = query.ordered("p.rowid AS rowid", BLOCK_SIZE, block * BLOCK_SIZE);
  const [version, ranking, rows] = await d1().batch<unknown>([
    versionStatement(),
    query.ranking ? rankingVersionStatement(query.ranking) : versionStatement(),
    d1()
      .prepare(ids.sql)
      .bind(...ids.params),
  ]);
  invariant(version && ranking && rows, "D1 answers every statement of a batch");
  if (versionOf(version) !== first.version || versionOf(ranking) !== first.version) return undefined;
  const entry: CachedSearch = { ...first, rowids: rowidsOf(rows) };
  await storeEntry(filters, block, entry);
  return entry;
}

/**
 * One page of a search. `origin` is the point of the filters' `near` place (app/geo parsePlace,
 * in the loader): results are then within `filters.radius` miles of it and carry their distance.
 */
export async function searchProviders(filters: DirectoryFilters, origin?: GeoPoint): Promise<DirectoryPage> {
  const found = await searchPage(filters, origin);
  const slug = filters.procedure ? procedureSlugOf(filters.procedure) : undefined;
  return slug ? { ...found, providers: await withPrices(found.providers, slug as ProcedureSlug) } : found;
}

async function searchPage(filters: DirectoryFilters, origin?: GeoPoint): Promise<DirectoryPage> {
  const query = buildSearchQuery(filters, origin);
  const cached = await readEntry(filters, 0);
  const page = cached && (await cachedPage(query, filters, cached, origin));
  if (page) return page;
  // Cold, or the directory changed since. If it changes again before the page is read (rare),
  // the page comes from the live query.
  const fresh = await computeSearch(query, filters);
  return (await cachedPage(query, filters, fresh, origin)) ?? (await livePage(query, filters, fresh.total, origin));
}

type PriceRow = { id: string; pricing: string; amount: number | null; listed: string | null; unit: UnitWord | null };

/**
 * The procedure's price on each card (issue 48 item 3): in its canonical unit with the conversion it
 * took; "price not listed" when the practice lists none; said plainly when it lists one in a unit
 * that cannot be converted. One query for the page's cards.
 */
export async function withPrices(cards: ProviderCardData[], slug: ProcedureSlug): Promise<ProviderCardData[]> {
  if (cards.length === 0) return cards;
  const { results } = await d1()
    .prepare(
      `SELECT p.id, p.pricing, pp.amount, pp.listed, pp.unit FROM providers p LEFT JOIN provider_prices pp ON pp.provider_id = p.id AND pp.procedure = ? WHERE p.id IN (${cards.map(() => "?").join(", ")})`,
    )
    .bind(slug, ...cards.map((c) => c.id))
    .all<PriceRow>();
  const byId = new Map(results.map((row) => [row.id, row]));
  const name = PROCEDURES.find((p) => p.slug === slug)?.name ?? slug;
  return cards.map((card) => {
    const row = byId.get(card.id);
    if (!row) return card;
    const price = cardPrice(slug, row);
    return { ...card, price: { procedure: name, line: `${name}: ${price.text ? `from ${price.text}` : PRICE_NOT_LISTED}`, ...price } };
  });
}

function cardPrice(slug: ProcedureSlug, row: PriceRow): { text: string | null; note?: string } {
  if (row.amount !== null && row.listed !== null && row.unit !== null) {
    const price: CanonicalPrice = { amount: row.amount, listed: row.listed, unit: row.unit };
    const note = conversionNote(slug, price);
    return { text: canonicalText(slug, row.amount), ...(note && { note }) };
  }
  // A listed price (a dollar amount, as the SQL reads them) whose unit could not be converted says so.
  const listed = Object.entries(textMap(row.pricing)).find(([service, price]) => listedProcedure(service) === slug && price.includes("$"));
  return listed ? { text: null, note: notComparable(slug, listed[1]) } : { text: null };
}

/** The catalogue procedure a listed service names (the first whose match text it contains, as the SQL view). */
function listedProcedure(service: string): string | undefined {
  const lower = service.toLowerCase();
  return PROCEDURES.find((p) => lower.includes(p.match.toLowerCase()))?.slug;
}

/** A JSON map of text from D1 (a listing's prices); malformed reads as empty. */
export function textMap(json: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export { PRICE_NOT_LISTED };

/**
 * A page from cached ids: its block read, or computed under the first block's directory version;
 * undefined when the directory changed since the first block was computed.
 */
async function cachedPage(
  query: SearchQuery,
  filters: DirectoryFilters,
  first: CachedSearch,
  origin?: GeoPoint,
): Promise<DirectoryPage | undefined> {
  const page = clampPage(filters.page, first.total);
  const block = blockOf(page);
  const stored = block === 0 ? first : await readEntry(filters, block);
  const entry = stored?.version === first.version ? stored : await computeBlock(query, filters, first, block);
  if (!entry) return undefined;
  const rowids = pageRowids(entry, block, page);
  const [version, cards] = await d1().batch<unknown>([versionStatement(), cardsStatement(rowids)]);
  invariant(version && cards, "D1 answers every statement of a batch");
  if (versionOf(version) !== first.version) return undefined;
  return directoryPage(inRowidOrder(cards.results as (CardRow & { rowid: number })[], rowids), first.total, page, origin);
}

async function livePage(query: SearchQuery, filters: DirectoryFilters, total: number, origin?: GeoPoint): Promise<DirectoryPage> {
  const page = clampPage(filters.page, total);
  const { sql, params } = query.ordered(CARD_COLUMNS, PAGE_SIZE, (page - 1) * PAGE_SIZE);
  const { results } = await d1()
    .prepare(sql)
    .bind(...params)
    .all<CardRow>();
  return directoryPage(results, total, page, origin);
}

/**
 * Home Top-Rated (requirements 000): rating >= 4.5, first 5, `hasMore` for View More; only providers
 * with at least one review (issue 31: a rating nobody gave is not a top rating). Walks providers_rating_idx.
 */
export async function topRatedProviders(): Promise<{ providers: ProviderCardData[]; hasMore: boolean }> {
  const { results } = await d1()
    .prepare(
      `SELECT ${CARD_COLUMNS} FROM providers p WHERE p.rating >= ? AND p.review_count > 0 ORDER BY p.rating DESC, p.review_count DESC LIMIT ?`,
    )
    .bind(TOP_RATED_MIN_RATING, TOP_RATED_MAX + 1)
    .all<CardRow>();
  return { providers: results.slice(0, TOP_RATED_MAX).map(toCard), hasMore: results.length > TOP_RATED_MAX };
}

export { CARD_COLUMNS, type CardRow };
