/** Read side of reviews: a provider's reviews, newest first, with the author's full name. */
import { and, desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { reviews, users } from "~/db/schema";

export const ANONYMOUS_AUTHOR = "Anonymous User";
export const REVIEWS_SHOWN = 50;

export type ReviewView = {
  id: string;
  rating: number;
  title: string | null;
  content: string | null;
  createdAt: string;
  authorName: string;
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
    })
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.userId))
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
