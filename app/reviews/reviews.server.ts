/**
 * Read side of reviews: a provider's reviews with the author's full name, whether the author is a
 * verified patient of the practice (issue 35; issue 47 item 5: an appointment the practice marked
 * attended and the patient confirmed, decision 069), the
 * author's dated updates (the recovery diary) and the practice's reply; filtered by procedure and
 * by verified, sorted newest, highest or lowest first.
 */
import { and, asc, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { verifiedVisitCondition } from "~/booking/visits.server";
import { providers, reviewReplies, reviewUpdates, reviews, users, type WorthIt } from "~/db/schema";
import { isDefaultListQuery, type ReviewListQuery } from "./review-list";
import type { OwnReview } from "./review-schemas";

export const ANONYMOUS_AUTHOR = "Anonymous User";
export const REVIEWS_SHOWN = 50;

export type ReviewView = {
  id: string;
  rating: number;
  title: string | null;
  content: string | null;
  createdAt: string;
  authorName: string;
  procedure?: string | null;
  worthIt?: WorthIt | null;
  amountPaid?: number | null;
  currency?: string;
  treatmentMonth?: string | null;
  /** The author had an appointment with this practice that it marked attended and they confirmed (decision 069). */
  verified?: boolean;
  /** The signed-in viewer wrote it (they may add updates and delete it). */
  mine?: boolean;
  /** The author's later updates, oldest first. */
  updates?: { id: string; body: string; date: string }[];
  /** The practice's public reply under it (issue 34), with the date it was last written; `removed` when an admin hid it (body then empty). */
  reply?: { id?: string; body: string; from: string; date: string; removed?: string } | null;
  /**
   * An admin hid it (issue 35 item 3): its public reason, shown as "Removed by TruSelf: {reason}".
   * Nothing else of it is served (stars, title, text, facts, diary, reply, author): only its date.
   */
  removed?: string;
};

export function authorName(firstName: string | null | undefined, lastName: string | null | undefined): string {
  const full = [firstName, lastName]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(" ");
  return full || ANONYMOUS_AUTHOR;
}

/**
 * Whether the review's author had a visit with the reviewed practice that both sides confirmed: an
 * appointment booked through the practice's calendar that the practice marked attended and the
 * patient confirmed (issue 47 item 5, decision 069; it replaces decision 054's consultation request
 * marked booked). Decided in app/booking/visits.server.ts, never by the practice alone.
 */
const verifiedPatient = verifiedVisitCondition(reviews.userId, reviews.providerId);

/**
 * The reviews a provider's figures count: neither held for moderation nor hidden by an admin (issue
 * 35 item 3). The recount in review-commands.server.ts follows this one condition.
 */
export function visibleReviewsOf(providerId: string): SQL {
  return and(eq(reviews.providerId, providerId), eq(reviews.status, "visible"))!;
}

/** How many of each provider's visible reviews are by verified patients (the compare page's "verified share", issue 48). */
export async function verifiedReviewCounts(providerIds: string[]): Promise<Map<string, number>> {
  if (providerIds.length === 0) return new Map();
  const rows = await db()
    .select({ providerId: reviews.providerId, n: sql<number>`count(*)` })
    .from(reviews)
    .where(and(inArray(reviews.providerId, providerIds), eq(reviews.status, "visible"), verifiedPatient))
    .groupBy(reviews.providerId);
  return new Map(rows.map((r) => [r.providerId, r.n]));
}

const ORDER = {
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  highest: [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  lowest: [asc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
} as const;

export async function providerReviews(
  providerId: string,
  {
    query = { sort: "newest" },
    viewerId = null,
    limit = REVIEWS_SHOWN,
  }: { query?: ReviewListQuery; viewerId?: string | null; limit?: number } = {},
): Promise<ReviewView[]> {
  // Hidden reviews keep their place (their reason shows there) in the plain newest-first list;
  // filters and rating sorts would tell their procedure, verified mark or stars, so they leave them out.
  // A held review is shown to nobody here: its author sees it, with the reason, in their own review box.
  const shown = [eq(reviews.status, "visible")];
  if (isDefaultListQuery(query)) shown.push(eq(reviews.status, "hidden"));
  const conditions = [eq(reviews.providerId, providerId), or(...shown)!];
  if (query.procedure) conditions.push(eq(reviews.procedure, query.procedure));
  if (query.verified) conditions.push(sql`${verifiedPatient}`);
  const rows = await db()
    .select({
      id: reviews.id,
      userId: reviews.userId,
      rating: reviews.rating,
      title: reviews.title,
      content: reviews.content,
      procedure: reviews.procedure,
      worthIt: reviews.worthIt,
      amountPaid: reviews.amountPaid,
      currency: reviews.currency,
      treatmentMonth: reviews.treatmentMonth,
      createdAt: reviews.createdAt,
      status: reviews.status,
      moderationReason: reviews.moderationReason,
      verified: verifiedPatient,
      firstName: users.firstName,
      lastName: users.lastName,
      replyId: reviewReplies.id,
      replyBody: reviewReplies.body,
      replyDate: reviewReplies.updatedAt,
      replyHidden: reviewReplies.hiddenReason,
      practiceName: providers.practiceName,
      providerName: providers.name,
    })
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.userId))
    .leftJoin(reviewReplies, eq(reviewReplies.reviewId, reviews.id))
    .innerJoin(providers, eq(providers.id, reviews.providerId))
    .where(and(...conditions))
    .orderBy(...ORDER[query.sort])
    .limit(limit);
  const shownIds = rows.filter((r) => r.status !== "hidden").map((r) => r.id);
  const updates = shownIds.length
    ? await db()
        .select({ id: reviewUpdates.id, reviewId: reviewUpdates.reviewId, body: reviewUpdates.body, createdAt: reviewUpdates.createdAt })
        .from(reviewUpdates)
        .where(inArray(reviewUpdates.reviewId, shownIds))
        .orderBy(asc(reviewUpdates.createdAt), asc(reviewUpdates.id))
    : [];
  return rows.map((r): ReviewView => {
    if (r.status === "hidden")
      return {
        id: r.id,
        rating: 0,
        title: null,
        content: null,
        createdAt: r.createdAt.toISOString(),
        authorName: "",
        removed: r.moderationReason ?? "",
      };
    return {
      id: r.id,
      rating: r.rating,
      title: r.title,
      content: r.content,
      procedure: r.procedure,
      worthIt: r.worthIt,
      amountPaid: r.amountPaid,
      currency: r.currency,
      treatmentMonth: r.treatmentMonth,
      createdAt: r.createdAt.toISOString(),
      authorName: authorName(r.firstName, r.lastName),
      verified: Boolean(r.verified),
      mine: viewerId !== null && r.userId === viewerId,
      updates: updates.filter((u) => u.reviewId === r.id).map((u) => ({ id: u.id, body: u.body, date: u.createdAt.toISOString() })),
      reply:
        r.replyBody && r.replyDate
          ? replyView(r.replyId ?? "", r.replyBody, r.replyHidden, r.practiceName || r.providerName, r.replyDate)
          : null,
    };
  });
}

/** The practice's reply, or only the public reason it was hidden for. */
function replyView(id: string, body: string, hiddenReason: string | null, from: string, date: Date): NonNullable<ReviewView["reply"]> {
  return hiddenReason === null
    ? { id, body, from, date: date.toISOString() }
    : { id, body: "", from, date: date.toISOString(), removed: hiddenReason };
}

/** Whether a provider has any visible review (its figures then come from reviews: rating.ts). */
export async function hasVisibleReviews(providerId: string): Promise<boolean> {
  const row = await db().select({ id: reviews.id }).from(reviews).where(visibleReviewsOf(providerId)).limit(1).get();
  return row !== undefined;
}

/** Whether the user's review of this provider was hidden by an admin (it can no longer be edited or updated). */
export async function ownReviewRemoved(userId: string, providerId: string): Promise<boolean> {
  const row = await db()
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.providerId, providerId), eq(reviews.status, "hidden")))
    .get();
  return row !== undefined;
}

/** The signed-in visitor's own review of a provider (a second review edits it), or null (also when an admin hid it: its text is not served). */
export async function ownReview(userId: string, providerId: string): Promise<OwnReview | null> {
  const row = await db()
    .select()
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.providerId, providerId)))
    .get();
  return row && row.status !== "hidden"
    ? {
        id: row.id,
        rating: row.rating,
        title: row.title ?? "",
        content: row.content ?? "",
        procedure: row.procedure ?? "",
        worthIt: row.worthIt ?? "",
        amountPaid: row.amountPaid === null ? "" : String(row.amountPaid),
        treatmentMonth: row.treatmentMonth ?? "",
        heldReason: row.status === "held" ? row.moderationReason : null,
      }
    : null;
}
