/**
 * The admin console's Providers tab (spec 002 §2, §6): search over the directory's FTS index,
 * counts, and deleting a provider (decision 015): its rows in one D1 batch with the audit entry,
 * then its photos in R2. Cached pages are purged by the action's declared invalidation.
 */
import { env } from "cloudflare:workers";
import { count, eq, inArray } from "drizzle-orm";
import { d1, db } from "~/db/client.server";
import { favorites, providerPhotos, providerQuestions, providers, reviews, type ProviderType } from "~/db/schema";
import { ftsQuery } from "~/directory/search.server";
import { auditEntry, type AuditActor } from "~/audit/audit-log.server";
import { plural } from "~/lib/plural";

export const PROVIDERS_PAGE_SIZE = 20;

export type AdminProviderRow = {
  id: string;
  name: string;
  type: ProviderType;
  location: string;
  rating: number;
  reviewCount: number;
  isVerified: boolean;
  isFeatured: boolean;
};

export type AdminProviderPage = {
  providers: AdminProviderRow[];
  /** Matches of the search (all providers without one). */
  matches: number;
  page: number;
  totalPages: number;
  counts: { total: number; verified: number; featured: number };
};

type Row = {
  id: string;
  name: string;
  type: ProviderType;
  location: string;
  rating: number;
  review_count: number;
  is_verified: number;
  is_featured: number;
};

const COLUMNS = "p.id, p.name, p.type, p.location, p.rating, p.review_count, p.is_verified, p.is_featured";

/** One page of providers: FTS matches by relevance for a search, otherwise by name. */
export async function searchAdminProviders({ q, page }: { q?: string; page: number }): Promise<AdminProviderPage> {
  const words = ftsQuery(q);
  const from = words ? "providers_fts f CROSS JOIN providers p ON p.rowid = f.rowid" : "providers p";
  const where = words ? "WHERE providers_fts MATCH ?" : "";
  const params = words ? [words] : [];
  const [matchRows, countRows] = await d1().batch<unknown>([
    d1()
      .prepare(`SELECT count(*) AS n FROM ${from} ${where}`)
      .bind(...params),
    d1().prepare(
      "SELECT count(*) AS total, coalesce(sum(is_verified), 0) AS verified, coalesce(sum(is_featured), 0) AS featured FROM providers",
    ),
  ]);
  const matches = (matchRows?.results[0] as { n: number } | undefined)?.n ?? 0;
  const counts = (countRows?.results[0] as AdminProviderPage["counts"] | undefined) ?? { total: 0, verified: 0, featured: 0 };
  const totalPages = Math.max(1, Math.ceil(matches / PROVIDERS_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), totalPages);
  const order = words ? "f.rank" : "p.name ASC, p.rowid ASC";
  const { results } = await d1()
    .prepare(`SELECT ${COLUMNS} FROM ${from} ${where} ORDER BY ${order} LIMIT ? OFFSET ?`)
    .bind(...params, PROVIDERS_PAGE_SIZE, (current - 1) * PROVIDERS_PAGE_SIZE)
    .all<Row>();
  return {
    providers: results.map((r) => ({
      id: r.id,
      name: r.name,
      type: r.type,
      location: r.location,
      rating: r.rating,
      reviewCount: r.review_count,
      isVerified: r.is_verified === 1,
      isFeatured: r.is_featured === 1,
    })),
    matches,
    page: current,
    totalPages,
    counts,
  };
}

export async function findProvider(id: string) {
  return db()
    .select({ id: providers.id, name: providers.name, image: providers.image, linkInBioUsername: providers.linkInBioUsername })
    .from(providers)
    .where(eq(providers.id, id))
    .get();
}

/** The R2 key behind a `/media/{key}` path; null for stock paths and outside URLs. */
export function mediaKey(path: string | null): string | null {
  if (!path?.startsWith("/media/")) return null;
  try {
    return decodeURIComponent(path.slice("/media/".length)) || null;
  } catch {
    return null;
  }
}

export type ProviderDeletion =
  | {
      ok: true;
      name: string;
      /** Its link-in-bio page's username, for the cache purge (the row is gone). */
      linkInBioUsername: string | null;
      removed: { favorites: number; reviews: number; questions: number; photos: number };
    }
  | { ok: false; reason: "not-found" };

/**
 * Deletes a provider and everything that only exists for it: favorites, reviews, questions and
 * photo rows in one D1 batch with the audit entry (all or nothing; the directory version trigger
 * fires on the provider delete), then the photo objects in R2. Leads, import rows and linked
 * provider accounts keep their history (their foreign keys set null).
 */
export async function deleteProvider(actor: AuditActor, id: string): Promise<ProviderDeletion> {
  const provider = await findProvider(id);
  if (!provider) return { ok: false, reason: "not-found" };
  const photos = await db().select({ r2Key: providerPhotos.r2Key }).from(providerPhotos).where(eq(providerPhotos.providerId, id));
  const tally = (table: typeof favorites | typeof reviews | typeof providerQuestions | typeof providerPhotos) =>
    db().select({ n: count() }).from(table).where(eq(table.providerId, id));
  const [fav, rev, que, pho] = await db().batch([tally(favorites), tally(reviews), tally(providerQuestions), tally(providerPhotos)]);
  const removed = { favorites: fav[0]?.n ?? 0, reviews: rev[0]?.n ?? 0, questions: que[0]?.n ?? 0, photos: pho[0]?.n ?? 0 };
  const [, , , , gone] = await db().batch([
    db().delete(favorites).where(eq(favorites.providerId, id)),
    db().delete(reviews).where(eq(reviews.providerId, id)),
    db().delete(providerQuestions).where(eq(providerQuestions.providerId, id)),
    db().delete(providerPhotos).where(eq(providerPhotos.providerId, id)),
    db()
      .delete(providers)
      .where(inArray(providers.id, [id]))
      .returning({ id: providers.id }),
    auditEntry(actor, {
      action: "provider.delete",
      targetType: "provider",
      targetId: id,
      summary: `Deleted provider ${provider.name} (ID: ${id}) with ${plural(removed.reviews, "review")}, ${plural(removed.questions, "question")}, ${plural(removed.favorites, "favorite")} and ${plural(removed.photos, "photo")}`,
    }),
  ]);
  if (gone.length === 0) return { ok: false, reason: "not-found" };
  const keys = [...new Set([...photos.map((p) => p.r2Key), mediaKey(provider.image)].filter((k): k is string => Boolean(k)))];
  // R2 deletes up to 1,000 keys per call. The rows are gone already: a failed object delete is
  // logged (an orphaned object is unreachable from every page) rather than reported as a failed delete.
  try {
    for (let i = 0; i < keys.length; i += 1000) await env.MEDIA.delete(keys.slice(i, i + 1000));
  } catch (error) {
    console.error(`R2 delete of provider ${id}'s photos failed`, error);
  }
  return { ok: true, name: provider.name, linkInBioUsername: provider.linkInBioUsername, removed };
}
