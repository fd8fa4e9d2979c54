import { NO_REVIEWS_YET, RATING_ORIGIN_LABEL, RATING_ORIGIN_NOTE, ratingAriaLabel, reviewsText, type RatingOrigin } from "./rating";

/**
 * The card's rating: "★ 4.8 (12 reviews)", and for figures that are not from TruSelf reviews
 * "★ 4.9 (No reviews yet)" or "★ 4.9 (127 reviews)" followed by an "Imported rating" or "Curated
 * rating" label (issue 31).
 */
export function RatingLine({
  rating,
  reviewCount,
  ratingOrigin,
  className = "",
}: {
  rating: number;
  reviewCount: number;
  ratingOrigin: RatingOrigin;
  className?: string;
}) {
  return (
    <p
      className={`flex flex-wrap items-center gap-1 ${className}`}
      aria-label={ratingAriaLabel({ rating, reviewCount, ratingOrigin })}
      data-testid="rating-line"
    >
      <span className="text-amber-500" aria-hidden="true">
        ★
      </span>
      <span>{rating.toFixed(1)}</span>
      <span className="text-gray-500">({reviewCount > 0 ? reviewsText(reviewCount) : NO_REVIEWS_YET})</span>
      <RatingOriginLabel origin={ratingOrigin} />
    </p>
  );
}

/** "Imported rating" / "Curated rating" (nothing for a rating from TruSelf reviews); its title says what that means. */
export function RatingOriginLabel({ origin }: { origin: RatingOrigin }) {
  if (origin === "reviews") return null;
  return (
    <span
      className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-600"
      title={RATING_ORIGIN_NOTE[origin]}
      data-testid="rating-origin"
    >
      {RATING_ORIGIN_LABEL[origin]}
    </span>
  );
}
