/** Read side of reviews: a provider's reviews, newest first, with the author's full name. */
import { and, desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { providers, reviewReplies, reviews, users } from "~/db/schema";

export const ANONYMOUS_AUTHOR = "Anonymous User";
export const REVIEWS_SHOWN = 50;

export type ReviewView = {
  id: string;
  rating: number;
  title: string | null;
  content: string | null;
  createdAt: string;
  authorName: string;
  /** The practice's public reply under it (issue 34), with the date it was last written. */
  reply?: { body: string; from: string; date: string } | null;
};

export function authorName(firstName: string | null | undefined, lastName: string | null | undefined): string {
  const full = [firstName, lastName]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(" ");
  return full || ANONYMOUS_AUTHOR;
}

export async function providerReviews(providerId: string, limit = REVIEWS_SHOWN): Promise<ReviewView[]> {
  const rows = await db()
    .select({
      id: reviews.id,
      rating: reviews.rating,
      title: reviews.title,
      content: reviews.content,
      createdAt: reviews.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
      replyBody: reviewReplies.body,
      replyDate: reviewReplies.updatedAt,
      practiceName: providers.practiceName,
      providerName: providers.name,
    })
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.userId))
    .leftJoin(reviewReplies, eq(reviewReplies.reviewId, reviews.id))
    .innerJoin(providers, eq(providers.id, reviews.providerId))
    .where(eq(reviews.providerId, providerId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    rating: r.rating,
    title: r.title,
    content: r.content,
    createdAt: r.createdAt.toISOString(),
    authorName: authorName(r.firstName, r.lastName),
    reply:
      r.replyBody && r.replyDate ? { body: r.replyBody, from: r.practiceName || r.providerName, date: r.replyDate.toISOString() } : null,
  }));
}

/** The signed-in visitor's own review of a provider (a second review edits it), or null. */
export async function ownReview(userId: string, providerId: string): Promise<{ rating: number; title: string; content: string } | null> {
  const row = await db()
    .select({ rating: reviews.rating, title: reviews.title, content: reviews.content })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.providerId, providerId)))
    .get();
  return row ? { rating: row.rating, title: row.title ?? "", content: row.content ?? "" } : null;
}
