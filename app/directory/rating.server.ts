/** The SQL behind `RatingOrigin` (rating.ts), for the card and profile queries. */
import { sql } from "drizzle-orm";
import { CURATED_SOURCES, type RatingOrigin } from "./rating";

/**
 * A provider's rating origin as an SQL expression over the providers row named `provider` (an
 * alias such as `p`, or `providers`): "reviews" once it has a visible review (neither held nor hidden) (the figures are then
 * recomputed from them), else by its source. One probe of reviews_provider_created_idx per row.
 */
export function ratingOriginSql(provider: string): string {
  const curated = CURATED_SOURCES.map((s) => `'${s}'`).join(", ");
  return `CASE WHEN EXISTS (SELECT 1 FROM reviews rv WHERE rv.provider_id = ${provider}.id AND rv.status = 'visible') THEN 'reviews' WHEN ${provider}.source IN (${curated}) THEN 'curated' ELSE 'imported' END`;
}

/** The same for drizzle selects from `providers` (no alias). */
export const ratingOriginColumn = sql<RatingOrigin>`${sql.raw(ratingOriginSql("providers"))}`;
