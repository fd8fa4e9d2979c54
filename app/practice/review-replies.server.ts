/**
 * A practice's one public reply under each review of its listing (issue 34, item 6): posted, edited
 * or removed by the owner or a team member on the practice's behalf. The review itself is never
 * touched. Only reviews of the account's own listing can be answered.
 */
import { and, eq, isNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { reviewReplies, reviews } from "~/db/schema";
import { newId } from "~/lib/ids";
import { sanitizeUserText } from "~/lib/sanitize";
import type { PracticeAccess } from "./access.server";

/**
 * A shown review of the practice's listing: a held or hidden one cannot be answered (issue 35 item 3),
 * and a reply TruSelf hid can be neither rewritten nor deleted and posted again.
 */
async function answerableReview(access: PracticeAccess, reviewId: string) {
  const row = await db()
    .select({ id: reviews.id, replyHidden: reviewReplies.hiddenReason })
    .from(reviews)
    .leftJoin(reviewReplies, eq(reviewReplies.reviewId, reviews.id))
    .where(and(eq(reviews.id, reviewId), eq(reviews.providerId, access.providerId), eq(reviews.status, "visible")))
    .get();
  return row && row.replyHidden === null ? row : undefined;
}

/** Posts or replaces the practice's reply; false when the review is not on its listing or nothing is left after cleaning. */
export async function saveReply(
  access: PracticeAccess,
  reviewId: string,
  text: string,
): Promise<{ ok: true } | { ok: false; reason: "not-found" | "empty" }> {
  const body = sanitizeUserText(text);
  if (!body) return { ok: false, reason: "empty" };
  if (!(await answerableReview(access, reviewId))) return { ok: false, reason: "not-found" };
  const now = new Date();
  await db()
    .insert(reviewReplies)
    .values({ id: newId(), reviewId, providerId: access.providerId, authorId: access.user.id, body, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: reviewReplies.reviewId,
      set: { body, authorId: access.user.id, updatedAt: now },
      where: eq(reviewReplies.providerId, access.providerId),
    });
  return { ok: true };
}

/** Removes the practice's reply under one of its reviews; false when there is none. */
export async function deleteReply(access: PracticeAccess, reviewId: string): Promise<boolean> {
  const gone = await db()
    .delete(reviewReplies)
    .where(and(eq(reviewReplies.reviewId, reviewId), eq(reviewReplies.providerId, access.providerId), isNull(reviewReplies.hiddenReason)))
    .returning({ id: reviewReplies.id });
  return gone.length > 0;
}
