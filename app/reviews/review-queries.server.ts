/** The review list of a provider page: newest first, with the author's full name. */
import { desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { reviews, users } from "~/db/schema";

export const REVIEW_LIST_LIMIT = 50;

export type ReviewView = { id: string; rating: number; title: string | null; content: string | null; createdAt: Date; userId: string; authorName: string };

export async function reviewsFor(providerId: string): Promise<ReviewView[]> {
  const rows = await db()
    .select({
      id: reviews.id, rating: reviews.rating, title: reviews.title, content: reviews.content, createdAt: reviews.createdAt, userId: reviews.userId,
      firstName: users.firstName, lastName: users.lastName,
    })
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.providerId, providerId))
    .orderBy(desc(reviews.createdAt))
    .limit(REVIEW_LIST_LIMIT);
  return rows.map(({ firstName, lastName, ...r }) => ({ ...r, authorName: authorName(firstName, lastName) }));
}

export function authorName(firstName: string | null, lastName: string | null): string {
  return [firstName, lastName].filter((s) => s?.trim()).join(" ").trim() || "Anonymous User";
}
