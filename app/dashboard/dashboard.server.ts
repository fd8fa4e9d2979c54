/** The role dashboard (requirements 002 §2): which view a user gets, the provider's work queue and the real figures of each view. */
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { recentAdminActions } from "~/audit/audit-log.server";
import type { SessionUser } from "~/auth/session.server";
import { db } from "~/db/client.server";
import { csvImportRows, emailLog, extractionJobs, favorites, providerQuestions, providers, reviews, users } from "~/db/schema";
import { heldLabel } from "~/moderation/holds-messages";
import { reviewRemovedActivity } from "~/moderation/reports-messages";
import { unansweredQuestions, type PendingQuestion } from "~/questions/question-queries.server";
import { visibleReviewsOf } from "~/reviews/reviews.server";

export type DashboardView = "patient" | "provider" | "admin";

/** Requirements 002 preview links use ?as=; only admins may look at another role's view. */
export function dashboardView(user: Pick<SessionUser, "role">, requested: string | null): DashboardView {
  if (user.role === "admin" && (requested === "patient" || requested === "provider" || requested === "admin")) return requested;
  return user.role;
}

export type ProviderWork = { providerId: string; providerName: string; questions: PendingQuestion[] } | null;

export async function providerWorkQueue(user: SessionUser): Promise<ProviderWork> {
  if (user.role !== "provider" || !user.providerId) return null;
  const provider = await db().select({ name: providers.name }).from(providers).where(eq(providers.id, user.providerId)).get();
  if (!provider) return null;
  return { providerId: user.providerId, providerName: provider.name, questions: await unansweredQuestions(user.providerId) };
}

// ---------------------------------------------------------------- real figures (issue 12)

/** `note`: what only its author sees beside it (a review held for moderation and why). */
export type ActivityItem = { kind: "favorite" | "review" | "question"; text: string; providerId: string; at: Date; note?: string };

export type PatientFigures = {
  favorites: number;
  reviews: number;
  questionsAsked: number;
  questionsAnswered: number;
  hasAvatar: boolean;
  activity: ActivityItem[];
  emails: { subject: string; status: "sent" | "failed"; at: Date }[];
  directorySize: number;
  topRated: { id: string; name: string; rating: number } | null;
};

const ACTIVITY_LIMIT = 5;

export async function patientFigures(user: SessionUser): Promise<PatientFigures> {
  const d = db();
  const mine = <T extends typeof favorites | typeof reviews | typeof providerQuestions>(table: T) =>
    d.select({ n: count() }).from(table).where(eq(table.userId, user.id));
  const [fav, rev, asked, answered, favRows, revRows, qRows, emails, size, top] = await d.batch([
    mine(favorites),
    mine(reviews),
    mine(providerQuestions),
    d
      .select({ n: count() })
      .from(providerQuestions)
      .where(and(eq(providerQuestions.userId, user.id), isNotNull(providerQuestions.answer))),
    d
      .select({ providerId: favorites.providerId, name: providers.name, at: favorites.createdAt })
      .from(favorites)
      .innerJoin(providers, eq(providers.id, favorites.providerId))
      .where(eq(favorites.userId, user.id))
      .orderBy(desc(favorites.createdAt))
      .limit(ACTIVITY_LIMIT),
    d
      .select({
        providerId: reviews.providerId,
        name: providers.name,
        rating: reviews.rating,
        at: reviews.createdAt,
        status: reviews.status,
        reason: reviews.moderationReason,
      })
      .from(reviews)
      .innerJoin(providers, eq(providers.id, reviews.providerId))
      .where(eq(reviews.userId, user.id))
      .orderBy(desc(reviews.createdAt))
      .limit(ACTIVITY_LIMIT),
    d
      .select({
        providerId: providerQuestions.providerId,
        name: providers.name,
        answer: providerQuestions.answer,
        at: providerQuestions.createdAt,
      })
      .from(providerQuestions)
      .innerJoin(providers, eq(providers.id, providerQuestions.providerId))
      .where(eq(providerQuestions.userId, user.id))
      .orderBy(desc(providerQuestions.createdAt))
      .limit(ACTIVITY_LIMIT),
    d
      .select({ subject: emailLog.subject, status: emailLog.status, at: emailLog.createdAt })
      .from(emailLog)
      .where(eq(emailLog.to, user.email))
      .orderBy(desc(emailLog.createdAt))
      .limit(3),
    d.select({ n: count() }).from(providers),
    d
      .select({ id: providers.id, name: providers.name, rating: providers.rating })
      .from(providers)
      .orderBy(desc(providers.rating), desc(providers.reviewCount))
      .limit(1),
  ]);
  const activity: ActivityItem[] = [
    ...favRows.map((r) => ({ kind: "favorite" as const, text: `You saved ${r.name}`, providerId: r.providerId, at: r.at })),
    ...revRows.map((r) => ({
      kind: "review" as const,
      // A review TruSelf removed shows nothing of itself, here either (issue 35 item 3).
      text: r.status === "hidden" ? reviewRemovedActivity(r.name) : `You reviewed ${r.name} (${r.rating} star${r.rating === 1 ? "" : "s"})`,
      providerId: r.providerId,
      at: r.at,
      ...(r.status === "held" && r.reason ? { note: heldLabel(r.reason) } : {}),
    })),
    ...qRows.map((r) => ({
      kind: "question" as const,
      text: r.answer ? `${r.name} answered your question` : `You asked ${r.name} a question`,
      providerId: r.providerId,
      at: r.at,
    })),
  ]
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, ACTIVITY_LIMIT);
  return {
    favorites: fav[0]?.n ?? 0,
    reviews: rev[0]?.n ?? 0,
    questionsAsked: asked[0]?.n ?? 0,
    questionsAnswered: answered[0]?.n ?? 0,
    hasAvatar: Boolean(user.avatarUrl),
    activity,
    emails,
    directorySize: size[0]?.n ?? 0,
    topRated: top[0] ?? null,
  };
}

/** The profile fields a patient looks for; completeness is the share of them filled in. */
export const PROFILE_FIELDS = [
  "photo",
  "bio",
  "specialties",
  "practice address",
  "practice phone",
  "practice email",
  "website",
  "pricing",
  "education",
  "certifications",
] as const;

export type ProviderFigures = {
  completeness: number;
  missing: string[];
  reviews: number;
  averageRating: number | null;
  unanswered: number;
  activity: { text: string; at: Date }[];
};

export async function providerFigures(providerId: string): Promise<ProviderFigures | null> {
  const d = db();
  const [profileRows, reviewStats, unanswered, recentReviews, recentQuestions] = await d.batch([
    d.select().from(providers).where(eq(providers.id, providerId)).limit(1),
    d
      .select({ n: count(), avg: sql<number | null>`avg(${reviews.rating})` })
      .from(reviews)
      .where(visibleReviewsOf(providerId)),
    d
      .select({ n: count() })
      .from(providerQuestions)
      .where(and(eq(providerQuestions.providerId, providerId), isNull(providerQuestions.answer))),
    d
      .select({ rating: reviews.rating, at: reviews.createdAt })
      .from(reviews)
      .where(visibleReviewsOf(providerId))
      .orderBy(desc(reviews.createdAt))
      .limit(ACTIVITY_LIMIT),
    d
      .select({ answered: providerQuestions.answer, at: providerQuestions.createdAt })
      .from(providerQuestions)
      .where(eq(providerQuestions.providerId, providerId))
      .orderBy(desc(providerQuestions.createdAt))
      .limit(ACTIVITY_LIMIT),
  ]);
  const p = profileRows[0];
  if (!p) return null;
  const filled: Record<(typeof PROFILE_FIELDS)[number], boolean> = {
    photo: Boolean(p.image),
    bio: Boolean(p.bio?.trim()),
    specialties: p.specialties.length > 0,
    "practice address": Boolean(p.practiceAddress?.trim()),
    "practice phone": Boolean(p.practicePhone?.trim()),
    "practice email": Boolean(p.practiceEmail?.trim()),
    website: Boolean(p.website?.trim()),
    pricing: Object.keys(p.pricing).length > 0,
    education: p.education.length > 0,
    certifications: p.certifications.length + p.boardCertifications.length > 0,
  };
  const missing = PROFILE_FIELDS.filter((f) => !filled[f]);
  const activity = [
    ...recentReviews.map((r) => ({ text: `A patient left a ${r.rating}-star review`, at: r.at })),
    ...recentQuestions.map((q) => ({ text: q.answered ? "You answered a patient question" : "A patient asked a question", at: q.at })),
  ]
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, ACTIVITY_LIMIT);
  const avg = reviewStats[0]?.avg;
  return {
    completeness: Math.round(((PROFILE_FIELDS.length - missing.length) / PROFILE_FIELDS.length) * 100),
    missing,
    reviews: reviewStats[0]?.n ?? 0,
    averageRating: avg === null || avg === undefined ? null : Math.round(Number(avg) * 10) / 10,
    unanswered: unanswered[0]?.n ?? 0,
    activity,
  };
}

export type AdminFigures = {
  users: number;
  providers: number;
  newUsersThisWeek: number;
  pendingImportRows: number;
  runningExtractionJobs: number;
  unansweredQuestions: number;
  recentActions: { id: string; actorEmail: string; summary: string; at: Date }[];
};

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export async function adminFigures(now = new Date()): Promise<AdminFigures> {
  const d = db();
  const [u, p, fresh, pending, running, open] = await d.batch([
    d.select({ n: count() }).from(users),
    d.select({ n: count() }).from(providers),
    d
      .select({ n: count() })
      .from(users)
      .where(gte(users.createdAt, new Date(now.getTime() - WEEK_MS))),
    d.select({ n: count() }).from(csvImportRows).where(eq(csvImportRows.status, "pending")),
    d
      .select({ n: count() })
      .from(extractionJobs)
      .where(inArray(extractionJobs.status, ["queued", "running"])),
    d.select({ n: count() }).from(providerQuestions).where(isNull(providerQuestions.answer)),
  ]);
  const actions = await recentAdminActions(5);
  return {
    users: u[0]?.n ?? 0,
    providers: p[0]?.n ?? 0,
    newUsersThisWeek: fresh[0]?.n ?? 0,
    pendingImportRows: pending[0]?.n ?? 0,
    runningExtractionJobs: running[0]?.n ?? 0,
    unansweredQuestions: open[0]?.n ?? 0,
    recentActions: actions.map((a) => ({ id: a.id, actorEmail: a.actorEmail, summary: a.summary, at: a.createdAt })),
  };
}
