/** Everything the provider profile, photos and location pages show, read in parallel from D1. */
import { and, asc, count, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import type { NotFoundPage } from "~/lib/responses";
import { providerPhotos, providers, type PhotoKind, type Provider } from "~/db/schema";
import { safeImageSrc } from "~/directory/images";
import { getProvider } from "~/directory/providers.server";
import { LINK_IN_BIO_USERNAME } from "~/practice/listing-schemas";
import { ratingOriginOf } from "~/directory/rating";
import { stockPhotosFor } from "~/directory/procedures";
import { visibleQuestionsFor } from "~/questions/question-queries.server";
import type { ReviewListQuery } from "~/reviews/review-list";
import { hasVisibleReviews, providerReviews } from "~/reviews/reviews.server";
import { webUrl } from "~/lib/web-url";

/** The 404 of a profile and of its photos page. */
export const PROVIDER_NOT_FOUND: NotFoundPage = {
  heading: "Provider not found",
  message: "This provider may have moved or is no longer listed.",
  back: { href: "/find-doctors", label: "Find Doctors" },
};

/**
 * Requirements 000: the first 2 before & after photos and a "+N more" tile. The prototype's tile
 * never said fewer than 4 and showed stock pictures when there were none; here N is the real
 * number of further photos and the tile shows only when there are some (issue 31).
 */
export const BEFORE_AFTER_PREVIEW = 2;
export const LOCATION_PHOTOS_SHOWN = 2;
export const MIN_LOCATION_PHOTO_COUNT = 6;

export type PhotoView = { id: string; url: string; title: string | null; width: number; height: number };

async function photosOf(providerId: string, kind: PhotoKind, limit: number): Promise<PhotoView[]> {
  const rows = await db()
    .select({
      id: providerPhotos.id,
      url: providerPhotos.url,
      title: providerPhotos.title,
      width: providerPhotos.width,
      height: providerPhotos.height,
    })
    .from(providerPhotos)
    .where(and(eq(providerPhotos.providerId, providerId), eq(providerPhotos.kind, kind)))
    .orderBy(asc(providerPhotos.position), asc(providerPhotos.id))
    .limit(limit);
  return rows.flatMap((r) => toPhotoView(r));
}

/** Requirements 000 image rule: a photo whose source is not an accepted kind is treated as absent. */
function toPhotoView(r: { id: string; url: string; title: string | null; width: number | null; height: number | null }): PhotoView[] {
  const url = safeImageSrc(r.url);
  return url ? [{ id: r.id, url, title: r.title, width: r.width ?? 800, height: r.height ?? 600 }] : [];
}

async function photoCount(providerId: string, kind: PhotoKind): Promise<number> {
  const [row] = await db()
    .select({ n: count() })
    .from(providerPhotos)
    .where(and(eq(providerPhotos.providerId, providerId), eq(providerPhotos.kind, kind)));
  return row?.n ?? 0;
}

function stockViews(provider: Provider): PhotoView[] {
  return stockPhotosFor(provider.specialties).map((url, i) => ({ id: `stock-${i}`, url, title: null, width: 800, height: 600 }));
}

/**
 * The profile page data; `viewerId` also sees their own unanswered questions (requirements 000) and
 * which review is theirs; `reviewQuery` filters and sorts the reviews (issue 35).
 */
export async function providerProfile(
  providerId: string,
  viewerId: string | null = null,
  reviewQuery: ReviewListQuery = { sort: "newest" },
) {
  const provider = await getProvider(providerId);
  if (!provider) return null;
  const [beforeAfter, beforeAfterTotal, reviews, anyReviews, questions] = await Promise.all([
    photosOf(provider.id, "before_after", BEFORE_AFTER_PREVIEW),
    photoCount(provider.id, "before_after"),
    providerReviews(provider.id, { query: reviewQuery, viewerId }),
    // The filtered list may be empty while the figures still come from reviews.
    hasVisibleReviews(provider.id),
    visibleQuestionsFor(provider.id, viewerId),
  ]);
  return {
    provider: { ...provider, ratingOrigin: ratingOriginOf(anyReviews, provider.source) },
    // Only the provider's own photos (issue 31): no stock illustrations, no invented count.
    beforeAfter: { preview: beforeAfter, more: Math.max(0, beforeAfterTotal - beforeAfter.length) },
    reviews,
    questions,
  };
}

const KIND_ORDER: PhotoKind[] = ["profile", "before_after", "practice", "location"];

/** All photos of a provider, grouped by kind; stock practice photos when none are stored. */
export async function providerGallery(providerId: string) {
  const provider = await getProvider(providerId);
  if (!provider) return null;
  const rows = await db()
    .select({
      id: providerPhotos.id,
      kind: providerPhotos.kind,
      url: providerPhotos.url,
      title: providerPhotos.title,
      width: providerPhotos.width,
      height: providerPhotos.height,
    })
    .from(providerPhotos)
    .where(eq(providerPhotos.providerId, provider.id))
    .orderBy(asc(providerPhotos.position), asc(providerPhotos.id))
    .limit(500);
  const groups = KIND_ORDER.map((kind) => ({
    kind,
    photos: rows.filter((r) => r.kind === kind).flatMap((r) => toPhotoView(r)),
  })).filter((g) => g.photos.length > 0);
  if (groups.length === 0) groups.push({ kind: "practice", photos: stockViews(provider) });
  return { provider: { id: provider.id, name: provider.name, image: provider.image }, groups };
}

/** Requirements 000 location page: at most 2 photos shown, the count shown is at least 6. */
/** The newest reviews a location page shows; the rest are a link away, on the profile. */
export const LOCATION_REVIEWS_SHOWN = 3;

export async function practiceLocation(locationId: string) {
  const provider = await getProvider(locationId);
  if (!provider) return null;
  const [photos, total, anyReviews, latestReviews] = await Promise.all([
    photosOf(provider.id, "location", LOCATION_PHOTOS_SHOWN),
    photoCount(provider.id, "location"),
    hasVisibleReviews(provider.id),
    // The profile's reviews, newest first (issue 45 item 15): the same rows and figures, the latest few here.
    providerReviews(provider.id, { limit: LOCATION_REVIEWS_SHOWN + 2 }),
  ]);
  const shown = photos.length ? photos : stockViews(provider).slice(0, LOCATION_PHOTOS_SHOWN);
  return {
    location: {
      id: provider.id,
      name: provider.practiceName || provider.name,
      address: provider.practiceAddress || provider.location,
      phone: provider.practicePhone,
      email: provider.practiceEmail,
      website: webUrl(provider.website),
    },
    provider: {
      id: provider.id,
      name: provider.name,
      title: provider.title,
      image: provider.image,
      specialties: provider.specialties,
      rating: provider.rating,
      reviewCount: provider.reviewCount,
      ratingOrigin: ratingOriginOf(anyReviews, provider.source),
    },
    photos: shown,
    photoCount: Math.max(MIN_LOCATION_PHOTO_COUNT, total),
    reviews: latestReviews.filter((r) => r.removed === undefined).slice(0, LOCATION_REVIEWS_SHOWN),
  };
}

/** The link-in-bio username rule, one for the lookup here and the practice's own edit. */
export const USERNAME_PATTERN = LINK_IN_BIO_USERNAME;

export async function providerByUsername(username: string): Promise<Provider | undefined> {
  const normalized = username.toLowerCase();
  if (!USERNAME_PATTERN.test(normalized)) return undefined;
  // Usernames are stored lowercase, so the unique index answers this directly.
  return db().query.providers.findFirst({ where: eq(providers.linkInBioUsername, normalized) });
}
