/**
 * Where a provider's rating comes from, and how it reads (issue 31). A provider's rating and review
 * count are recomputed from its TruSelf reviews as soon as it has one (reviews/review-commands.server.ts);
 * until then they are the figures it was listed with (requirements 000 and 002 keep them): a CSV row,
 * a website extraction or the photo tool ("imported"), or the seed data and the admin console
 * ("curated"). Cards and the profile label the last two as such.
 */
export type RatingOrigin = "reviews" | "imported" | "curated";

/** Sources whose figures TruSelf itself set (the sample directory, an admin's entry); the rest were imported. */
export const CURATED_SOURCES = ["seed", "admin"] as const;

/** The rule of ratingOriginSql (rating.server.ts) for a provider already read. */
export function ratingOriginOf(hasReviews: boolean, source: string): RatingOrigin {
  if (hasReviews) return "reviews";
  return (CURATED_SOURCES as readonly string[]).includes(source) ? "curated" : "imported";
}

export const RATING_ORIGIN_LABEL: Record<Exclude<RatingOrigin, "reviews">, string> = {
  imported: "Imported rating",
  curated: "Curated rating",
};

/** What the label means, for its title and the profile's Reviews section. */
export const RATING_ORIGIN_NOTE: Record<Exclude<RatingOrigin, "reviews">, string> = {
  imported: "This rating and review count came with the imported listing; they are not from reviews on TruSelf.",
  curated: "This rating and review count were set by TruSelf when the listing was added; they are not from reviews on TruSelf.",
};

export const NO_REVIEWS_YET = "No reviews yet";

/** "1 review", "12 reviews", "0 reviews". */
export function reviewsText(count: number): string {
  return `${count} ${count === 1 ? "review" : "reviews"}`;
}

/** "87% say Worth It, 23 reviews": the share of reviews that answered Worth It, and the count behind it (issue 35). */
export function worthItShareText(percent: number, count: number): string {
  return `${percent}% say Worth It, ${reviewsText(count)}`;
}

/** The screen reader's reading of a rating line, e.g. "Rated 4.9 out of 5 from 12 reviews" (cards start with "Rated "). */
export function ratingAriaLabel({
  rating,
  reviewCount,
  ratingOrigin,
}: {
  rating: number;
  reviewCount: number;
  ratingOrigin: RatingOrigin;
}) {
  const base = `Rated ${rating.toFixed(1)} out of 5`;
  const count = reviewCount > 0 ? ` from ${reviewsText(reviewCount)}` : `, ${NO_REVIEWS_YET.toLowerCase()}`;
  return ratingOrigin === "reviews" ? `${base}${count}` : `${base}${count} (${RATING_ORIGIN_LABEL[ratingOrigin].toLowerCase()})`;
}
