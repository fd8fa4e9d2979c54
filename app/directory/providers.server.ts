/** Directory queries. Filtering, counting and paging happen in D1, never over all rows in JS. */
import { and, asc, eq } from "drizzle-orm";
import { d1, db } from "~/db/client.server";
import { providerPhotos, providers, type Provider, type ProviderPhoto } from "~/db/schema";
import type { ProviderCardData } from "./provider-card";
import { CARD_COLUMNS, toCard, type CardRow } from "./search.server";

export const FEATURED_MAX = 6;

/**
 * Requirements 000 home Featured: the pinned providers first (provider 3, then the named one), then other
 * featured, then verified ones, best rated first; at most 6. `hasMore` drives the View More link.
 * Three small queries, each walking an index and stopping after 7 rows, instead of one ORDER BY
 * that would sort every verified provider of the directory.
 */
export async function featuredProviders(): Promise<{ providers: ProviderCardData[]; hasMore: boolean }> {
  const take = FEATURED_MAX + 1;
  const tiers = [
    "p.featured_rank IS NOT NULL ORDER BY p.featured_rank ASC",
    "p.featured_rank IS NULL AND p.is_featured = 1 ORDER BY p.rating DESC, p.review_count DESC",
    // Unary + keeps SQLite off the flag indexes: walking providers_rating_idx finds 7 at once.
    "+p.featured_rank IS NULL AND +p.is_featured = 0 AND +p.is_verified = 1 ORDER BY p.rating DESC, p.review_count DESC",
  ];
  const results = await d1().batch<CardRow>(
    tiers.map((tier) => d1().prepare(`SELECT ${CARD_COLUMNS} FROM providers p WHERE ${tier} LIMIT ?`).bind(take)),
  );
  const rows = results.flatMap((r) => r.results).slice(0, take);
  return { providers: rows.slice(0, FEATURED_MAX).map(toCard), hasMore: rows.length > FEATURED_MAX };
}

export async function getProvider(id: string): Promise<Provider | undefined> {
  if (!id || id.length > 200) return undefined;
  return db().query.providers.findFirst({ where: eq(providers.id, id) });
}

export async function providerPhotosOf(providerId: string): Promise<ProviderPhoto[]> {
  return db()
    .select()
    .from(providerPhotos)
    .where(and(eq(providerPhotos.providerId, providerId)))
    .orderBy(asc(providerPhotos.kind), asc(providerPhotos.position));
}
