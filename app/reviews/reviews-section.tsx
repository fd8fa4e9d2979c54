import type { ReactNode } from "react";
import { Stars } from "~/components/ui/stars";
import { useDemoReviews } from "~/demo/demo-activity";
import { NO_REVIEWS_YET, RATING_ORIGIN_NOTE, reviewsText, type RatingOrigin } from "~/directory/rating";
import { RatingOriginLabel } from "~/directory/rating-line";
import { responseFrom } from "~/practice/listing-messages";
import type { ReviewView } from "./reviews.server";

export const NO_REVIEWS = "No reviews yet. Be the first to review!";

const dateFormat = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

/**
 * Reviews, newest first, the demo account's in-memory reviews on top. `action` is the slot for the
 * Write Review control; `children` render above the list (the form).
 */
export function ReviewsSection({
  providerId,
  reviews,
  rating,
  reviewCount,
  ratingOrigin,
  action,
  children,
}: {
  providerId: string;
  reviews: ReviewView[];
  rating: number;
  reviewCount: number;
  ratingOrigin: RatingOrigin;
  action?: ReactNode;
  children?: ReactNode;
}) {
  const demoReviews = useDemoReviews(providerId).map((r) => ({
    ...r,
    createdAt: new Date(r.createdAt).toISOString(),
    reply: null,
  }));
  const all = [...demoReviews, ...reviews];
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h2 id="reviews-heading" className="text-xl font-bold">
            Reviews
          </h2>
          <p className="mt-1 flex items-center gap-2 text-sm text-gray-600">
            <Stars rating={rating} />{" "}
            <span>
              {rating.toFixed(1)} · {reviewCount > 0 ? reviewsText(reviewCount) : NO_REVIEWS_YET}
            </span>
            <RatingOriginLabel origin={ratingOrigin} />
          </p>
          {ratingOrigin !== "reviews" && (
            <p className="mt-1 max-w-prose text-xs text-gray-500" data-testid="rating-origin-note">
              {RATING_ORIGIN_NOTE[ratingOrigin]}
            </p>
          )}
        </div>
        {action}
      </div>
      {children}
      {all.length === 0 ? (
        <p className="mt-6 rounded-xl bg-gray-50 p-6 text-center text-gray-600">{NO_REVIEWS}</p>
      ) : (
        <ul className="mt-6 divide-y divide-gray-100" data-testid="review-list">
          {all.map((r) => (
            <li key={r.id} className="py-5" data-testid="review">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold text-gray-900" data-testid="review-author">
                  {r.authorName}
                </p>
                <time dateTime={r.createdAt} className="text-sm text-gray-500">
                  {dateFormat.format(new Date(r.createdAt))}
                </time>
              </div>
              <Stars rating={r.rating} size="text-sm" />
              {r.title && <h3 className="mt-2 font-semibold">{r.title}</h3>}
              {r.content && <p className="mt-1 whitespace-pre-line text-gray-700">{r.content}</p>}
              {r.reply && <PracticeReply reply={r.reply} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The practice's public reply under a review (issue 34): who answered, when, and what. */
export function PracticeReply({ reply }: { reply: NonNullable<ReviewView["reply"]> }) {
  return (
    <div className="mt-3 rounded-xl border-l-4 border-brand-200 bg-brand-50/50 px-4 py-3" data-testid="review-reply">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold text-gray-900">{responseFrom(reply.from)}</p>
        <time dateTime={reply.date} className="text-sm text-gray-500">
          {dateFormat.format(new Date(reply.date))}
        </time>
      </div>
      <p className="mt-1 whitespace-pre-line text-sm text-gray-700">{reply.body}</p>
    </div>
  );
}
