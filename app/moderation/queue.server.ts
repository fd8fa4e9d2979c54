/**
 * The admin moderation queue (issue 35 item 3): open reports grouped by what they are about, held
 * reviews, hidden items, and the recent log; and the admins' actions on them. Hide (with a public
 * reason), restore, dismiss and release each change one target, close its open reports, write the
 * moderation log and, for a review, recount its practice's figures, all in one D1 batch.
 */
import { and, desc, eq, inArray, isNotNull, type SQL } from "drizzle-orm";
import type { SessionUser } from "~/auth/session.server";
import { db } from "~/db/client.server";
import {
  contentReports,
  moderationLog,
  providerQuestions,
  providers,
  reviewReplies,
  reviews,
  users,
  type ModerationTarget,
} from "~/db/schema";
import { recount } from "~/reviews/review-commands.server";
import { authorName } from "~/reviews/reviews.server";
import { logModeration } from "./log.server";
import {
  ALREADY_HIDDEN,
  HIDE_REASONS,
  MODERATION_TARGET_NOT_FOUND,
  NO_OPEN_REPORTS,
  NOT_HELD,
  NOT_HIDDEN,
  REPORT_REASONS,
  type ReportReason,
} from "./reports-messages";
import type { HideInput, TargetInput } from "./reports-schemas";

export const QUEUE_TARGETS_SHOWN = 50;
export const QUEUE_LOG_SHOWN = 30;

/** What an admin reads of a target: all of it, hidden text included (admins only). */
export type TargetView = {
  type: ModerationTarget;
  id: string;
  providerId: string;
  practice: string;
  /** "Review by Ana Bell <ana@…> · 2/5", "Answer to "…"", "Reply under Ana Bell's review". */
  heading: string;
  text: string;
  status: "visible" | "held" | "hidden";
  /** The hold or public removal reason. */
  reason: string | null;
  at: string;
};

export type ReportedTarget = TargetView & {
  reasons: { label: string; count: number }[];
  reports: { email: string | null; reason: string; details: string | null; at: string }[];
};

const practiceOf = (p: { practiceName: string | null; name: string }) => p.practiceName || p.name;

async function reviewViews(where: SQL, limit = QUEUE_TARGETS_SHOWN): Promise<TargetView[]> {
  const rows = await db()
    .select({
      id: reviews.id,
      providerId: reviews.providerId,
      rating: reviews.rating,
      title: reviews.title,
      content: reviews.content,
      procedure: reviews.procedure,
      amountPaid: reviews.amountPaid,
      status: reviews.status,
      reason: reviews.moderationReason,
      createdAt: reviews.createdAt,
      moderatedAt: reviews.moderatedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      practiceName: providers.practiceName,
      name: providers.name,
    })
    .from(reviews)
    .innerJoin(providers, eq(providers.id, reviews.providerId))
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(where)
    .orderBy(desc(reviews.createdAt))
    .limit(limit);
  return rows.map((r) => ({
    type: "review",
    id: r.id,
    providerId: r.providerId,
    practice: practiceOf(r),
    heading: `Review by ${authorName(r.firstName, r.lastName)}${r.email ? ` <${r.email}>` : ""} · ${r.rating}/5${r.procedure ? ` · ${r.procedure}` : ""}${r.amountPaid !== null ? ` · $${r.amountPaid.toLocaleString("en-US")}` : ""}`,
    text: [r.title, r.content].filter(Boolean).join("\n"),
    status: r.status,
    reason: r.reason,
    at: (r.moderatedAt ?? r.createdAt).toISOString(),
  }));
}

async function answerViews(where: SQL, limit = QUEUE_TARGETS_SHOWN): Promise<TargetView[]> {
  const rows = await db()
    .select({
      id: providerQuestions.id,
      providerId: providerQuestions.providerId,
      question: providerQuestions.question,
      answer: providerQuestions.answer,
      hiddenReason: providerQuestions.answerHiddenReason,
      hiddenAt: providerQuestions.answerHiddenAt,
      answeredAt: providerQuestions.answeredAt,
      createdAt: providerQuestions.createdAt,
      practiceName: providers.practiceName,
      name: providers.name,
    })
    .from(providerQuestions)
    .innerJoin(providers, eq(providers.id, providerQuestions.providerId))
    .where(and(where, isNotNull(providerQuestions.answer)))
    .orderBy(desc(providerQuestions.createdAt))
    .limit(limit);
  return rows.map((r) => ({
    type: "answer",
    id: r.id,
    providerId: r.providerId,
    practice: practiceOf(r),
    heading: `Answer to "${r.question}"`,
    text: r.answer ?? "",
    status: r.hiddenReason === null ? "visible" : "hidden",
    reason: r.hiddenReason,
    at: (r.hiddenAt ?? r.answeredAt ?? r.createdAt).toISOString(),
  }));
}

async function replyViews(where: SQL, limit = QUEUE_TARGETS_SHOWN): Promise<TargetView[]> {
  const rows = await db()
    .select({
      id: reviewReplies.id,
      providerId: reviewReplies.providerId,
      body: reviewReplies.body,
      hiddenReason: reviewReplies.hiddenReason,
      hiddenAt: reviewReplies.hiddenAt,
      updatedAt: reviewReplies.updatedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      practiceName: providers.practiceName,
      name: providers.name,
    })
    .from(reviewReplies)
    .innerJoin(providers, eq(providers.id, reviewReplies.providerId))
    .innerJoin(reviews, eq(reviews.id, reviewReplies.reviewId))
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(where)
    .orderBy(desc(reviewReplies.updatedAt))
    .limit(limit);
  return rows.map((r) => ({
    type: "reply",
    id: r.id,
    providerId: r.providerId,
    practice: practiceOf(r),
    heading: `Practice reply under ${authorName(r.firstName, r.lastName)}'s review`,
    text: r.body,
    status: r.hiddenReason === null ? "visible" : "hidden",
    reason: r.hiddenReason,
    at: (r.hiddenAt ?? r.updatedAt).toISOString(),
  }));
}

/** Open reports grouped by target, the most recently reported first. */
async function reportedTargets(): Promise<ReportedTarget[]> {
  const rows = await db()
    .select({
      targetType: contentReports.targetType,
      targetId: contentReports.targetId,
      reason: contentReports.reason,
      details: contentReports.details,
      createdAt: contentReports.createdAt,
      email: users.email,
    })
    .from(contentReports)
    .leftJoin(users, eq(users.id, contentReports.reporterId))
    .where(eq(contentReports.status, "open"))
    .orderBy(desc(contentReports.createdAt), desc(contentReports.id))
    .limit(1000);
  const groups = new Map<string, typeof rows>();
  for (const r of rows) {
    const key = `${r.targetType}:${r.targetId}`;
    if (!groups.has(key) && groups.size >= QUEUE_TARGETS_SHOWN) continue;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  const ids = (type: ModerationTarget) => [...groups.values()].flatMap((g) => (g[0]!.targetType === type ? [g[0]!.targetId] : []));
  const [reviewList, answerList, replyList] = await Promise.all([
    ids("review").length ? reviewViews(inArray(reviews.id, ids("review"))) : [],
    ids("answer").length ? answerViews(inArray(providerQuestions.id, ids("answer"))) : [],
    ids("reply").length ? replyViews(inArray(reviewReplies.id, ids("reply"))) : [],
  ]);
  const views = new Map([...reviewList, ...answerList, ...replyList].map((v) => [`${v.type}:${v.id}`, v]));
  return [...groups.entries()].flatMap(([key, reports]) => {
    const view = views.get(key);
    if (!view) return [];
    const counts = new Map<string, number>();
    for (const r of reports) {
      const label = REPORT_REASONS[r.reason as ReportReason] ?? r.reason;
      counts.set(label, (counts.get(label) ?? 0) + 1);
    }
    return [
      {
        ...view,
        reasons: [...counts].map(([label, count]) => ({ label, count })).sort((a, b) => b.count - a.count),
        reports: reports.map((r) => ({
          email: r.email,
          reason: REPORT_REASONS[r.reason as ReportReason] ?? r.reason,
          details: r.details,
          at: r.createdAt.toISOString(),
        })),
      },
    ];
  });
}

export type LogEntry = {
  id: string;
  actorEmail: string | null;
  action: string;
  targetType: ModerationTarget;
  targetId: string;
  reason: string | null;
  at: string;
};

export async function moderationQueue() {
  const [reported, held, hiddenReviews, hiddenAnswers, hiddenReplies, log] = await Promise.all([
    reportedTargets(),
    reviewViews(eq(reviews.status, "held")),
    reviewViews(eq(reviews.status, "hidden"), 20),
    answerViews(isNotNull(providerQuestions.answerHiddenReason), 20),
    replyViews(isNotNull(reviewReplies.hiddenReason), 20),
    db().select().from(moderationLog).orderBy(desc(moderationLog.createdAt), desc(moderationLog.id)).limit(QUEUE_LOG_SHOWN),
  ]);
  return {
    reported,
    held,
    hidden: [...hiddenReviews, ...hiddenAnswers, ...hiddenReplies].sort((a, b) => b.at.localeCompare(a.at)),
    log: log.map((e): LogEntry => ({
      id: e.id,
      actorEmail: e.actorEmail,
      action: e.action,
      targetType: e.targetType,
      targetId: e.targetId,
      reason: e.reason,
      at: e.createdAt.toISOString(),
    })),
  };
}

// ------------------------------------------------------------------ actions

type Admin = Pick<SessionUser, "id" | "email">;
export type ModerationOutcome = { ok: true; providerId: string } | { ok: false; status: number; message: string };

/** The public reason an admin chose: a listed one, or their own words with "other". */
export function publicReason(input: Pick<HideInput, "reason" | "otherReason">): string {
  return input.reason === "other" ? (input.otherReason ?? "") : HIDE_REASONS[input.reason];
}

/** Closes the target's open reports: "actioned" when it was hidden, "dismissed" otherwise. */
function resolveReports(admin: Admin, target: TargetInput, status: "actioned" | "dismissed", now: Date) {
  return db()
    .update(contentReports)
    .set({ status, resolvedBy: admin.id, resolvedAt: now })
    .where(
      and(
        eq(contentReports.targetType, target.targetType),
        eq(contentReports.targetId, target.targetId),
        eq(contentReports.status, "open"),
      ),
    );
}

/** Where the target is and whether it is hidden (held for reviews). */
async function locate(target: TargetInput): Promise<{ providerId: string; status: "visible" | "held" | "hidden" } | null> {
  if (target.targetType === "review") {
    const row = await db()
      .select({ providerId: reviews.providerId, status: reviews.status })
      .from(reviews)
      .where(eq(reviews.id, target.targetId))
      .get();
    return row ?? null;
  }
  if (target.targetType === "answer") {
    const row = await db()
      .select({ providerId: providerQuestions.providerId, hidden: providerQuestions.answerHiddenReason })
      .from(providerQuestions)
      .where(and(eq(providerQuestions.id, target.targetId), isNotNull(providerQuestions.answer)))
      .get();
    return row ? { providerId: row.providerId, status: row.hidden === null ? "visible" : "hidden" } : null;
  }
  const row = await db()
    .select({ providerId: reviewReplies.providerId, hidden: reviewReplies.hiddenReason })
    .from(reviewReplies)
    .where(eq(reviewReplies.id, target.targetId))
    .get();
  return row ? { providerId: row.providerId, status: row.hidden === null ? "visible" : "hidden" } : null;
}

/** The change itself: the target's hidden reason set (hide) or cleared (restore, release), with the recount for a review. */
function change(admin: Admin, target: TargetInput, providerId: string, reason: string | null, now: Date) {
  if (target.targetType === "review")
    return [
      db()
        .update(reviews)
        .set({ status: reason === null ? "visible" : "hidden", moderationReason: reason, moderatedAt: now, moderatedBy: admin.id })
        .where(eq(reviews.id, target.targetId)),
      recount(providerId, now),
    ] as const;
  if (target.targetType === "answer")
    return [
      db()
        .update(providerQuestions)
        .set({ answerHiddenReason: reason, answerHiddenAt: reason === null ? null : now })
        .where(eq(providerQuestions.id, target.targetId)),
    ] as const;
  return [
    db()
      .update(reviewReplies)
      .set({ hiddenReason: reason, hiddenAt: reason === null ? null : now })
      .where(eq(reviewReplies.id, target.targetId)),
  ] as const;
}

export type ModerationVerb = "hide" | "restore" | "dismiss" | "release";

/** Runs one admin action on one target. */
export async function moderate(
  admin: Admin,
  verb: ModerationVerb,
  target: TargetInput,
  reason: string | null = null,
): Promise<ModerationOutcome> {
  const found = await locate(target);
  if (!found) return { ok: false, status: 404, message: MODERATION_TARGET_NOT_FOUND };
  const now = new Date();
  const log = logModeration({ actor: admin, action: verb, targetType: target.targetType, targetId: target.targetId, reason });
  if (verb === "dismiss") {
    const open = await db()
      .select({ id: contentReports.id })
      .from(contentReports)
      .where(
        and(
          eq(contentReports.targetType, target.targetType),
          eq(contentReports.targetId, target.targetId),
          eq(contentReports.status, "open"),
        ),
      )
      .limit(1)
      .get();
    if (!open) return { ok: false, status: 409, message: NO_OPEN_REPORTS };
    await db().batch([resolveReports(admin, target, "dismissed", now), log]);
    return { ok: true, providerId: found.providerId };
  }
  if (verb === "hide" && found.status === "hidden") return { ok: false, status: 409, message: ALREADY_HIDDEN };
  if (verb === "restore" && found.status !== "hidden") return { ok: false, status: 409, message: NOT_HIDDEN };
  if (verb === "release" && (target.targetType !== "review" || found.status !== "held"))
    return { ok: false, status: 409, message: NOT_HELD };
  await db().batch([
    ...change(admin, target, found.providerId, verb === "hide" ? reason : null, now),
    resolveReports(admin, target, verb === "hide" ? "actioned" : "dismissed", now),
    log,
  ]);
  return { ok: true, providerId: found.providerId };
}
