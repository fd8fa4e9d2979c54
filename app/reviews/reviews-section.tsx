import type { ReactNode } from "react";
import { Form } from "react-router";
import { Stars } from "~/components/ui/stars";
import { useDemoReviews } from "~/demo/demo-activity";
import { NO_REVIEWS_YET, RATING_ORIGIN_NOTE, reviewsText, worthItShareText, type RatingOrigin } from "~/directory/rating";
import { RatingOriginLabel } from "~/directory/rating-line";
import { ReportLink } from "~/moderation/report-link";
import { removedByTruSelf } from "~/moderation/reports-messages";
import { responseFrom } from "~/practice/listing-messages";
import { isDefaultListQuery, REVIEW_PROCEDURES, REVIEW_SORTS, WORTH_IT_LABELS, type ReviewListQuery } from "./review-list";
import type { ReviewView } from "./reviews.server";

export const NO_REVIEWS = "No reviews yet. Be the first to review!";

export const VERIFIED_PATIENT = "Verified patient";
export const NO_MATCHING_REVIEWS = "No reviews match these filters.";

const dateFormat = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
const monthFormat = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** "$4,500" for USD (the one currency reviews take today); other codes spelled out. */
function amountText(amount: number, currency = "USD"): string {
  return currency === "USD" ? money.format(amount) : `${amount.toLocaleString("en-US")} ${currency}`;
}

/**
 * Reviews, newest first unless sorted otherwise, the demo account's in-memory reviews on top.
 * `action` is the slot for the Write Review control; `children` render above the list (the form);
 * `ownerControls` render under the viewer's own review (its update and delete forms).
 */
export function ReviewsSection({
  providerId,
  reviews,
  rating,
  reviewCount,
  ratingOrigin,
  worthIt,
  query = { sort: "newest" },
  action,
  children,
  ownerControls,
}: {
  providerId: string;
  reviews: ReviewView[];
  rating: number;
  reviewCount: number;
  ratingOrigin: RatingOrigin;
  /** The provider's stored Worth It share (issue 35); null percent while no review answered. */
  worthIt?: { percent: number | null; count: number };
  query?: ReviewListQuery;
  action?: ReactNode;
  children?: ReactNode;
  ownerControls?: (review: ReviewView) => ReactNode;
}) {
  const demoReviews = useDemoReviews(providerId).map((r): ReviewView => ({
    ...r,
    createdAt: new Date(r.createdAt).toISOString(),
    reply: null,
  }));
  const filtered = !isDefaultListQuery(query);
  const all = [...(filtered ? [] : demoReviews), ...reviews];
  // The demo account's reviews live in its browser: nothing to report.
  const demoIds = new Set(demoReviews.map((r) => r.id));
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
          {worthIt && worthIt.percent !== null && worthIt.count > 0 && (
            <p className="mt-1 text-sm font-medium text-emerald-800" data-testid="worth-it-share">
              {worthItShareText(worthIt.percent, worthIt.count)}
            </p>
          )}
          {ratingOrigin !== "reviews" && (
            <p className="mt-1 max-w-prose text-xs text-gray-500" data-testid="rating-origin-note">
              {RATING_ORIGIN_NOTE[ratingOrigin]}
            </p>
          )}
        </div>
        {action}
      </div>
      {children}
      {(reviews.length > 0 || filtered) && <ReviewListControls providerId={providerId} query={query} />}
      {all.length === 0 ? (
        <p className="mt-6 rounded-xl bg-gray-50 p-6 text-center text-gray-600">{filtered ? NO_MATCHING_REVIEWS : NO_REVIEWS}</p>
      ) : (
        <ul className="mt-6 divide-y divide-gray-100" data-testid="review-list">
          {all.map((r) =>
            r.removed !== undefined ? (
              <RemovedReview key={r.id} review={r} />
            ) : (
              <li key={r.id} id={`review-${r.id}`} className="py-5" data-testid="review">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="flex flex-wrap items-center gap-2 font-semibold text-gray-900">
                    <span data-testid="review-author">{r.authorName}</span>
                    {r.verified && (
                      <span
                        className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-700"
                        title="This reviewer booked a consultation with this practice through TruSelf and confirmed they had the visit."
                        data-testid="verified-patient"
                      >
                        {VERIFIED_PATIENT}
                      </span>
                    )}
                  </p>
                  <span className="text-sm text-gray-500">
                    <time dateTime={r.createdAt}>{dateFormat.format(new Date(r.createdAt))}</time>
                    {!r.mine && !demoIds.has(r.id) && <ReportLink type="review" id={r.id} />}
                  </span>
                </div>
                <Stars rating={r.rating} size="text-sm" />
                {r.title && <h3 className="mt-2 font-semibold">{r.title}</h3>}
                {r.content && <p className="mt-1 whitespace-pre-line text-gray-700">{r.content}</p>}
                <ReviewFacts review={r} />
                {r.updates?.map((u) => (
                  <div key={u.id} className="mt-3 border-l-2 border-gray-200 pl-3" data-testid="review-update">
                    <p className="text-sm font-semibold text-gray-800">
                      Update · <time dateTime={u.date}>{dateFormat.format(new Date(u.date))}</time>
                    </p>
                    <p className="mt-1 whitespace-pre-line text-sm text-gray-700">{u.body}</p>
                  </div>
                ))}
                {r.reply && <PracticeReply reply={r.reply} reportable />}
                {r.mine && ownerControls?.(r)}
              </li>
            ),
          )}
        </ul>
      )}
    </section>
  );
}

/** A review an admin hid: its public reason and its date, nothing else (issue 35 item 3). */
function RemovedReview({ review }: { review: ReviewView }) {
  return (
    <li id={`review-${review.id}`} className="py-5" data-testid="review">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm italic text-gray-600" data-testid="review-removed">
          {removedByTruSelf(review.removed ?? "")}
        </p>
        <time dateTime={review.createdAt} className="text-sm text-gray-500">
          {dateFormat.format(new Date(review.createdAt))}
        </time>
      </div>
    </li>
  );
}

/** The practice's public reply under a review (issue 34): who answered, when, and what (or why TruSelf removed it). */
export function PracticeReply({ reply, reportable = false }: { reply: NonNullable<ReviewView["reply"]>; reportable?: boolean }) {
  if (reply.removed !== undefined)
    return (
      <div className="mt-3 rounded-xl border-l-4 border-gray-200 bg-gray-50 px-4 py-3" data-testid="review-reply">
        <p className="text-sm font-semibold text-gray-900">{responseFrom(reply.from)}</p>
        <p className="mt-1 text-sm italic text-gray-600" data-testid="reply-removed">
          {removedByTruSelf(reply.removed)}
        </p>
      </div>
    );
  return (
    <div className="mt-3 rounded-xl border-l-4 border-brand-200 bg-brand-50/50 px-4 py-3" data-testid="review-reply">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold text-gray-900">{responseFrom(reply.from)}</p>
        <span className="text-sm text-gray-500">
          <time dateTime={reply.date}>{dateFormat.format(new Date(reply.date))}</time>
          {reportable && reply.id && <ReportLink type="reply" id={reply.id} />}
        </span>
      </div>
      <p className="mt-1 whitespace-pre-line text-sm text-gray-700">{reply.body}</p>
    </div>
  );
}

/** Procedure, Worth It, amount paid and month of treatment, those the author gave. */
function ReviewFacts({ review: r }: { review: ReviewView }) {
  const facts = [
    r.procedure ? { label: "Procedure", value: r.procedure } : null,
    r.worthIt ? { label: "Worth it", value: WORTH_IT_LABELS[r.worthIt] } : null,
    r.amountPaid !== null && r.amountPaid !== undefined ? { label: "Paid", value: amountText(r.amountPaid, r.currency) } : null,
    r.treatmentMonth ? { label: "Treated", value: monthFormat.format(new Date(`${r.treatmentMonth}-01T00:00:00Z`)) } : null,
  ].filter((f) => f !== null);
  if (facts.length === 0) return null;
  return (
    <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm" data-testid="review-facts">
      {facts.map((f) => (
        <div key={f.label} className="flex gap-1">
          <dt className="text-gray-500">{f.label}:</dt>
          <dd className="font-medium text-gray-800">{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Filter by procedure and verified, sort: a GET form, so the choice is in the URL and works without JavaScript. */
function ReviewListControls({ providerId, query }: { providerId: string; query: ReviewListQuery }) {
  const path = `/provider/${encodeURIComponent(providerId)}`;
  const select = "rounded-lg border border-gray-300 bg-white px-2 py-1.5 text-sm";
  return (
    <Form
      method="get"
      action={`${path}#reviews`}
      preventScrollReset
      className="mt-6 flex flex-wrap items-end gap-3 rounded-xl bg-gray-50 p-3"
      aria-label="Filter and sort reviews"
      data-testid="review-controls"
    >
      <label className="text-sm">
        <span className="block font-medium text-gray-700">Procedure</span>
        <select name="procedure" defaultValue={query.procedure ?? ""} className={select}>
          <option value="">All procedures</option>
          {REVIEW_PROCEDURES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm">
        <span className="block font-medium text-gray-700">Sort by</span>
        <select name="sort" defaultValue={query.sort} className={select}>
          {Object.entries(REVIEW_SORTS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-2 pb-1.5 text-sm">
        <input type="checkbox" name="verified" value="1" defaultChecked={query.verified} />
        Verified patients only
      </label>
      <button type="submit" className="rounded-full bg-brand-600 px-4 py-1.5 text-sm font-semibold text-white hover:bg-brand-700">
        Apply
      </button>
      {!isDefaultListQuery(query) && (
        <a href={`${path}#reviews`} className="pb-1.5 text-sm font-semibold text-brand-700 hover:underline">
          Clear filters
        </a>
      )}
    </Form>
  );
}
