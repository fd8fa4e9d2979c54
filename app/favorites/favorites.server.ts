/** Favorites: status for a page of providers in one query, toggling, and the user's saved list. */
import { and, desc, eq, inArray } from "drizzle-orm";
import { db } from "~/db/client.server";
import { favorites, providers, type Provider } from "~/db/schema";
import type { RatingOrigin } from "~/directory/rating";
import { ratingOriginColumn } from "~/directory/rating.server";
import { newId } from "~/lib/ids";

/** D1 allows 100 bound parameters per statement; one is the user id. */
const IDS_PER_QUERY = 99;

/** Which of `providerIds` the user has saved. One query for a normal page (<= 99 cards). */
export async function favoritedProviderIds(userId: string, providerIds: readonly string[]): Promise<Set<string>> {
  const unique = [...new Set(providerIds)];
  const saved = new Set<string>();
  for (let i = 0; i < unique.length; i += IDS_PER_QUERY) {
    const rows = await db()
      .select({ providerId: favorites.providerId })
      .from(favorites)
      .where(and(eq(favorites.userId, userId), inArray(favorites.providerId, unique.slice(i, i + IDS_PER_QUERY))));
    for (const row of rows) saved.add(row.providerId);
  }
  return saved;
}

export type FavoriteChange = { favorited: boolean; providerName: string };

/**
 * Sets the favorite to `intent`, or flips it when no intent is given. Returns null when the
 * provider does not exist (never saved, or deleted since the page was loaded).
 */
export async function setFavorite(userId: string, providerId: string, intent?: "add" | "remove"): Promise<FavoriteChange | null> {
  const provider = await db().select({ name: providers.name }).from(providers).where(eq(providers.id, providerId)).get();
  if (!provider) return null;
  const existing = await db()
    .select({ id: favorites.id })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.providerId, providerId)))
    .get();
  const add = intent ? intent === "add" : !existing;
  if (add && !existing) {
    await db().insert(favorites).values({ id: newId(), userId, providerId }).onConflictDoNothing();
  } else if (!add && existing) {
    await db()
      .delete(favorites)
      .where(and(eq(favorites.userId, userId), eq(favorites.providerId, providerId)));
  }
  return { favorited: add, providerName: provider.name };
}

/** A saved provider with where its rating comes from (its card labels imported and curated ratings). */
export type FavoriteProvider = Provider & { ratingOrigin: RatingOrigin };

/** The user's saved providers, most recently saved first. */
export async function favoriteProvidersOf(userId: string): Promise<FavoriteProvider[]> {
  const rows = await db()
    .select({ provider: providers, ratingOrigin: ratingOriginColumn })
    .from(favorites)
    .innerJoin(providers, eq(providers.id, favorites.providerId))
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt));
  return rows.map((r) => ({ ...r.provider, ratingOrigin: r.ratingOrigin }));
}

/** Providers by id, in the given order (the demo's favorites page, whose ids live in the browser). */
export async function providersByIds(ids: readonly string[]): Promise<FavoriteProvider[]> {
  const wanted = [...new Set(ids)].slice(0, IDS_PER_QUERY);
  if (!wanted.length) return [];
  const rows = await db()
    .select({ provider: providers, ratingOrigin: ratingOriginColumn })
    .from(providers)
    .where(inArray(providers.id, wanted));
  const byId = new Map(rows.map((r) => [r.provider.id, { ...r.provider, ratingOrigin: r.ratingOrigin }]));
  return wanted.flatMap((id) => byId.get(id) ?? []);
}
