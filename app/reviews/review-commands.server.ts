/**
 * Writing reviews. One review per user and provider: a second submission edits the first.
 * The provider's rating and review_count are recomputed from the stored reviews in the same
 * D1 batch (one transaction), so the card figures never drift from the list.
 */
import { and, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { providers, reviews } from "~/db/schema";
import { newId } from "~/lib/ids";
import { at } from "~/lib/invariant";
import { sanitizeUserText } from "~/lib/sanitize";
import type { ReviewInput } from "./review-schemas";

export type SavedReview = { id: string; providerRating: number; providerReviewCount: number; updated: boolean };

export const OWN_PRACTICE_REVIEW = "You can't review your own practice.";
export const STAFF_REVIEW = "TruSelf admin accounts can't write reviews. Please use a patient account.";

/**
 * Who may not review a provider: the provider user linked to it, and admins (a review from a
 * staff account would read as TruSelf's own verdict). Null when the user may.
 */
export function reviewRefusal(user: { role: string; providerId: string | null }, providerId: string): string | null {
  if (user.role === "admin") return STAFF_REVIEW;
  if (user.providerId !== null && user.providerId === providerId) return OWN_PRACTICE_REVIEW;
  return null;
}

/** Returns null when the provider does not exist. */
export async function submitReview(userId: string, providerId: string, input: ReviewInput): Promise<SavedReview | null> {
  const provider = await db().select({ id: providers.id }).from(providers).where(eq(providers.id, providerId)).get();
  if (!provider) return null;
  const title = sanitizeUserText(input.title ?? "") || null;
  const content = sanitizeUserText(input.content ?? "") || null;
  const now = new Date();
  const existing = await db()
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.providerId, providerId)))
    .get();
  const [saved, , updated] = await db().batch([
    db()
      .insert(reviews)
      .values({ id: newId(), userId, providerId, rating: input.rating, title, content, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [reviews.userId, reviews.providerId],
        // A replaced review is a new review: it moves to the top of the newest-first list.
        set: { rating: input.rating, title, content, createdAt: now, updatedAt: now },
      })
      .returning({ id: reviews.id }),
    db()
      .update(providers)
      .set({
        rating: sql`coalesce((SELECT round(avg(${reviews.rating}), 1) FROM ${reviews} WHERE ${reviews.providerId} = ${providerId}), ${providers.rating})`,
        reviewCount: sql`(SELECT count(*) FROM ${reviews} WHERE ${reviews.providerId} = ${providerId})`,
        updatedAt: now,
      })
      .where(eq(providers.id, providerId)),
    db().select({ rating: providers.rating, reviewCount: providers.reviewCount }).from(providers).where(eq(providers.id, providerId)),
  ]);
  const row = at(saved, 0);
  const totals = at(updated, 0);
  return { id: row.id, providerRating: totals.rating, providerReviewCount: totals.reviewCount, updated: existing !== undefined };
}
