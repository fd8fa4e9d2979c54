/**
 * Reports (issue 35 item 3): any signed-in user reports a review, a practice's answer to a question
 * or a practice's reply under a review, once per target, never their own (nor their practice's).
 * Only what is public can be reported: a held or hidden item is already with the admins.
 */
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { SessionUser } from "~/auth/session.server";
import { db } from "~/db/client.server";
import { contentReports, providerQuestions, providers, reviewReplies, reviews, users } from "~/db/schema";
import { newId } from "~/lib/ids";
import { sanitizeUserText } from "~/lib/sanitize";
import { authorName } from "~/reviews/reviews.server";
import { logModeration } from "./log.server";
import { REPORT_DUPLICATE, REPORT_NOT_FOUND, REPORT_OWN_ITEM, REPORT_REASONS } from "./reports-messages";
import type { ReportInput, TargetType } from "./reports-schemas";

/** A public item someone may report: what the report page shows of it, and whose it is. */
export type ReportTarget = {
  type: TargetType;
  id: string;
  providerId: string;
  practice: string;
  /** Who wrote it, as the profile names them (a reviewer's name, or the practice). */
  by: string;
  text: string;
  /** The account that wrote it, and the listing it speaks for (answers and replies). */
  authorId: string | null;
  practiceId: string | null;
};

const practiceName = (p: { practiceName: string | null; name: string }) => p.practiceName || p.name;

/** The item as the public sees it, or null when there is none such, or it is held or hidden. */
export async function reportTarget(type: string, id: string): Promise<ReportTarget | null> {
  if (!id || id.length > 200) return null;
  if (type === "review") {
    const row = await db()
      .select({
        providerId: reviews.providerId,
        userId: reviews.userId,
        title: reviews.title,
        content: reviews.content,
        rating: reviews.rating,
        firstName: users.firstName,
        lastName: users.lastName,
        practiceName: providers.practiceName,
        name: providers.name,
      })
      .from(reviews)
      .innerJoin(providers, eq(providers.id, reviews.providerId))
      .leftJoin(users, eq(users.id, reviews.userId))
      .where(and(eq(reviews.id, id), eq(reviews.status, "visible")))
      .get();
    if (!row) return null;
    return {
      type,
      id,
      providerId: row.providerId,
      practice: practiceName(row),
      by: authorName(row.firstName, row.lastName),
      text: [`${row.rating}/5`, row.title, row.content].filter(Boolean).join(" · "),
      authorId: row.userId,
      practiceId: null,
    };
  }
  if (type === "answer") {
    const row = await db()
      .select({
        providerId: providerQuestions.providerId,
        answer: providerQuestions.answer,
        answeredBy: providerQuestions.answeredBy,
        practiceName: providers.practiceName,
        name: providers.name,
      })
      .from(providerQuestions)
      .innerJoin(providers, eq(providers.id, providerQuestions.providerId))
      .where(and(eq(providerQuestions.id, id), isNotNull(providerQuestions.answer), isNull(providerQuestions.answerHiddenReason)))
      .get();
    if (!row?.answer) return null;
    const practice = practiceName(row);
    return {
      type,
      id,
      providerId: row.providerId,
      practice,
      by: practice,
      text: row.answer,
      authorId: row.answeredBy,
      practiceId: row.providerId,
    };
  }
  if (type === "reply") {
    const row = await db()
      .select({
        providerId: reviewReplies.providerId,
        body: reviewReplies.body,
        authorId: reviewReplies.authorId,
        practiceName: providers.practiceName,
        name: providers.name,
      })
      .from(reviewReplies)
      .innerJoin(reviews, eq(reviews.id, reviewReplies.reviewId))
      .innerJoin(providers, eq(providers.id, reviewReplies.providerId))
      .where(and(eq(reviewReplies.id, id), isNull(reviewReplies.hiddenReason), eq(reviews.status, "visible")))
      .get();
    if (!row) return null;
    const practice = practiceName(row);
    return {
      type,
      id,
      providerId: row.providerId,
      practice,
      by: practice,
      text: row.body,
      authorId: row.authorId,
      practiceId: row.providerId,
    };
  }
  return null;
}

/** Whether the user (or the practice they work for) wrote it. */
export function ownsTarget(user: Pick<SessionUser, "id" | "providerId">, target: ReportTarget): boolean {
  return target.authorId === user.id || (target.practiceId !== null && target.practiceId === user.providerId);
}

type Outcome = { ok: true; back: string } | { ok: false; status: number; message: string };

/** Stores the report (details cleaned) and logs it; one per user and target. */
export async function submitReport(user: SessionUser, input: ReportInput): Promise<Outcome> {
  const target = await reportTarget(input.targetType, input.targetId);
  if (!target) return { ok: false, status: 404, message: REPORT_NOT_FOUND };
  if (ownsTarget(user, target)) return { ok: false, status: 403, message: REPORT_OWN_ITEM };
  const details = sanitizeUserText(input.details ?? "") || null;
  const reason = REPORT_REASONS[input.reason];
  const inserted = await db()
    .insert(contentReports)
    .values({ id: newId(), targetType: target.type, targetId: target.id, reporterId: user.id, reason: input.reason, details })
    .onConflictDoNothing()
    .returning({ id: contentReports.id });
  if (inserted.length === 0) return { ok: false, status: 409, message: REPORT_DUPLICATE };
  await logModeration({ actor: user, action: "report", targetType: target.type, targetId: target.id, reason });
  return { ok: true, back: targetPagePath(target) };
}

/** Whether the user has reported this target already. */
export async function alreadyReported(userId: string, target: Pick<ReportTarget, "type" | "id">): Promise<boolean> {
  const row = await db()
    .select({ id: contentReports.id })
    .from(contentReports)
    .where(and(eq(contentReports.reporterId, userId), eq(contentReports.targetType, target.type), eq(contentReports.targetId, target.id)))
    .get();
  return row !== undefined;
}

/** Where the reported item is shown: its practice's page, at its section. */
export function targetPagePath(target: Pick<ReportTarget, "type" | "providerId">): string {
  return `/provider/${encodeURIComponent(target.providerId)}#${target.type === "answer" ? "questions" : "reviews"}`;
}
