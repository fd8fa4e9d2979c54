/** Directory queries. Filtering, counting and paging happen in D1, never over all rows in JS. */
import { and, asc, desc, eq, isNotNull, or, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { providerPhotos, providers, type Provider, type ProviderPhoto } from "~/db/schema";

export const FEATURED_MAX = 6;

/**
 * Spec 000 home Featured: the pinned providers first (provider 3, then the named one), then other
 * featured or verified ones; at most 6. `hasMore` drives the View More link.
 */
export async function featuredProviders(): Promise<{ providers: Provider[]; hasMore: boolean }> {
  const rows = await db()
    .select()
    .from(providers)
    .where(or(isNotNull(providers.featuredRank), eq(providers.isFeatured, true), eq(providers.isVerified, true)))
    .orderBy(
      sql`${providers.featuredRank} IS NULL`,
      asc(providers.featuredRank),
      desc(providers.isFeatured),
      desc(providers.rating),
      desc(providers.reviewCount),
      asc(providers.name),
    )
    .limit(FEATURED_MAX + 1);
  return { providers: rows.slice(0, FEATURED_MAX), hasMore: rows.length > FEATURED_MAX };
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
