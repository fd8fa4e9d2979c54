/**
 * Writing reviews. One review per user and provider: a second submission edits the first.
 * The provider's rating, review_count and Worth It share are recomputed from its visible reviews
 * in the same D1 batch as every write (create, update, delete; one transaction), so the card
 * figures never drift from the list. A review posted through the form is screened by the
 * automatic holds (app/moderation/holds.server.ts) and may be saved held, with its reason.
 */
import { and, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { providers, reviewUpdates, reviews } from "~/db/schema";
import { newId } from "~/lib/ids";
import { at } from "~/lib/invariant";
import { sanitizeUserText } from "~/lib/sanitize";
import { contentFingerprint, holdReason, type ReviewScreen } from "~/moderation/holds.server";
import { logModeration } from "~/moderation/log.server";
import { UPDATE_NOT_AUTHOR, UPDATE_REQUIRED, type ReviewInput } from "./review-schemas";
import { REVIEW_REMOVED_NO_EDIT } from "~/moderation/reports-messages";
import { visibleReviewsOf } from "./reviews.server";

export type SavedReview = {
  id: string;
  providerRating: number;
  providerReviewCount: number;
  updated: boolean;
  /** Why the review waits for a moderator (it shows to nobody else until then), or null. */
  heldReason: string | null;
};

export const OWN_PRACTICE_REVIEW = "You can't review your own practice.";
export const STAFF_REVIEW = "TruSelf admin accounts can't write reviews. Please use a patient account.";
export const REVIEW_NOT_FOUND = "Review not found.";
export const REVIEW_DELETE_NOT_AUTHOR = "Only the review's author can delete it.";

/**
 * Who may not review a provider: the provider user linked to it, and admins (a review from a
 * staff account would read as TruSelf's own verdict). Null when the user may.
 */
export function reviewRefusal(user: { role: string; providerId: string | null }, providerId: string): string | null {
  if (user.role === "admin") return STAFF_REVIEW;
  if (user.providerId !== null && user.providerId === providerId) return OWN_PRACTICE_REVIEW;
  return null;
}

/**
 * The provider's figures from its visible reviews, as one UPDATE for the write's batch: the average
 * rating (the listed figure stays while it has none: decision 033), the count, and the share of
 * reviews that answered Worth It saying "Worth It" with how many answered (null share while none did).
 */
export function recount(providerId: string, now: Date) {
  const visible = visibleReviewsOf(providerId);
  return db()
    .update(providers)
    .set({
      rating: sql`coalesce((SELECT round(avg(${reviews.rating}), 1) FROM ${reviews} WHERE ${visible}), ${providers.rating})`,
      reviewCount: sql`(SELECT count(*) FROM ${reviews} WHERE ${visible})`,
      worthItCount: sql`(SELECT count(${reviews.worthIt}) FROM ${reviews} WHERE ${visible})`,
      worthItPercent: sql`(SELECT CASE WHEN count(${reviews.worthIt}) = 0 THEN NULL ELSE CAST(round(100.0 * sum(${reviews.worthIt} = 'worth_it') / count(${reviews.worthIt})) AS INTEGER) END FROM ${reviews} WHERE ${visible})`,
      updatedAt: now,
    })
    .where(eq(providers.id, providerId));
}

function totalsOf(providerId: string) {
  return db().select({ rating: providers.rating, reviewCount: providers.reviewCount }).from(providers).where(eq(providers.id, providerId));
}

/**
 * Returns null when the provider does not exist. `screen` (where the post came from, the author's
 * account age) runs the hold rules: the review form always passes it; the development factory,
 * which makes test data, does not.
 */
export async function submitReview(
  userId: string,
  providerId: string,
  input: ReviewInput,
  screen?: ReviewScreen,
): Promise<SavedReview | null> {
  const provider = await db().select({ id: providers.id }).from(providers).where(eq(providers.id, providerId)).get();
  if (!provider) return null;
  const content = sanitizeUserText(input.content ?? "") || null;
  const fields = {
    rating: input.rating,
    title: sanitizeUserText(input.title ?? "") || null,
    content,
    procedure: input.procedure ?? null,
    worthIt: input.worthIt ?? null,
    amountPaid: input.amountPaid ?? null,
    currency: "USD",
    treatmentMonth: input.treatmentMonth ?? null,
    contentFingerprint: await contentFingerprint(content),
  };
  const now = new Date();
  const existing = await db()
    .select({ id: reviews.id, status: reviews.status })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.providerId, providerId)))
    .get();
  const newHold = screen
    ? await holdReason({ reviewId: existing?.id ?? null, userId, providerId, fingerprint: fields.contentFingerprint, screen, now })
    : null;
  // An edit keeps a hold or a removal as it is; a visible review (or a new one) is held when a rule says so.
  const holds = newHold !== null && (existing === undefined || existing.status === "visible");
  const moderation = holds ? { status: "held" as const, moderationReason: newHold, moderatedAt: now, moderatedBy: null } : {};
  const origin = screen ? { originAddressHash: screen.addressHash, originDeviceHash: screen.deviceHash } : {};
  const [saved, , updated] = await db().batch([
    db()
      .insert(reviews)
      .values({ id: newId(), userId, providerId, ...fields, ...moderation, ...origin, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [reviews.userId, reviews.providerId],
        // A replaced review is a new review: it moves to the top of the newest-first list.
        set: { ...fields, ...moderation, ...origin, createdAt: now, updatedAt: now },
      })
      .returning({ id: reviews.id, status: reviews.status, reason: reviews.moderationReason }),
    recount(providerId, now),
    totalsOf(providerId),
  ]);
  const row = at(saved, 0);
  const totals = at(updated, 0);
  if (holds) await logModeration({ actor: null, action: "hold", targetType: "review", targetId: row.id, reason: newHold });
  return {
    id: row.id,
    providerRating: totals.rating,
    providerReviewCount: totals.reviewCount,
    updated: existing !== undefined,
    heldReason: row.status === "held" ? row.reason : null,
  };
}

type Outcome = { ok: true; providerId: string; hidden?: boolean } | { ok: false; status: number; message: string };

/** The author's review on this provider page, or why not (404: none such here; 403: someone else's). */
async function authoredReview(userId: string, providerId: string, reviewId: string, notAuthor: string): Promise<Outcome> {
  const row = await db()
    .select({ userId: reviews.userId, providerId: reviews.providerId, status: reviews.status })
    .from(reviews)
    .where(eq(reviews.id, reviewId))
    .get();
  if (!row || row.providerId !== providerId) return { ok: false, status: 404, message: REVIEW_NOT_FOUND };
  if (row.userId !== userId) return { ok: false, status: 403, message: notAuthor };
  return { ok: true, providerId, hidden: row.status === "hidden" };
}

/** A dated update under one's own review (the recovery diary); nobody else may add one. */
export async function addReviewUpdate(userId: string, providerId: string, reviewId: string, body: string): Promise<Outcome> {
  const allowed = await authoredReview(userId, providerId, reviewId, UPDATE_NOT_AUTHOR);
  if (!allowed.ok) return allowed;
  // A review TruSelf removed takes no more updates: nothing of it is shown.
  if (allowed.hidden) return { ok: false, status: 403, message: REVIEW_REMOVED_NO_EDIT };
  const clean = sanitizeUserText(body);
  if (!clean) return { ok: false, status: 400, message: UPDATE_REQUIRED };
  await db().insert(reviewUpdates).values({ id: newId(), reviewId, authorId: userId, body: clean });
  return allowed;
}

/** The author deletes their review (its updates and the practice's reply go with it); the figures are recounted in the same batch. */
export async function deleteReview(userId: string, providerId: string, reviewId: string): Promise<Outcome> {
  const allowed = await authoredReview(userId, providerId, reviewId, REVIEW_DELETE_NOT_AUTHOR);
  if (!allowed.ok) return allowed;
  await db().batch([db().delete(reviews).where(eq(reviews.id, reviewId)), recount(providerId, new Date())]);
  return allowed;
}
