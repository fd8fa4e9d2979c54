/**
 * Who sees which question (requirements 000): answered questions are public; an unanswered one is
 * visible only to its asker, and to the provider user linked to that provider on the dashboard.
 */
import { and, asc, desc, eq, isNotNull, isNull, or } from "drizzle-orm";
import { db } from "~/db/client.server";
import { providerQuestions, providers, users } from "~/db/schema";
import { authorName } from "~/reviews/reviews.server";

export const QUESTION_LIST_LIMIT = 50;

export type QuestionView = {
  id: string;
  question: string;
  answer: string | null;
  /** An admin hid the answer (issue 35 item 3): its public reason; the answer itself is then not served. */
  answerRemoved?: string | null;
  answeredAt: Date | null;
  createdAt: Date;
  askedByViewer: boolean;
};

export async function visibleQuestionsFor(providerId: string, viewerId: string | null): Promise<QuestionView[]> {
  const visible = viewerId
    ? or(isNotNull(providerQuestions.answer), eq(providerQuestions.userId, viewerId))
    : isNotNull(providerQuestions.answer);
  const rows = await db()
    .select({
      id: providerQuestions.id,
      question: providerQuestions.question,
      answer: providerQuestions.answer,
      answerHiddenReason: providerQuestions.answerHiddenReason,
      answeredAt: providerQuestions.answeredAt,
      createdAt: providerQuestions.createdAt,
      userId: providerQuestions.userId,
    })
    .from(providerQuestions)
    .where(and(eq(providerQuestions.providerId, providerId), visible))
    .orderBy(desc(providerQuestions.createdAt))
    .limit(QUESTION_LIST_LIMIT);
  return rows.map(({ userId, answerHiddenReason, ...q }) => ({
    ...q,
    ...(answerHiddenReason === null ? {} : { answer: null, answerRemoved: answerHiddenReason }),
    askedByViewer: userId === viewerId,
  }));
}

export type PendingQuestion = {
  id: string;
  question: string;
  createdAt: Date;
  providerId: string;
  providerName: string;
  askerName: string;
};

/** Unanswered questions, oldest first: for one provider, or (admins) for all providers. */
export async function unansweredQuestions(providerId: string | null, limit = 50): Promise<PendingQuestion[]> {
  const rows = await db()
    .select({
      id: providerQuestions.id,
      question: providerQuestions.question,
      createdAt: providerQuestions.createdAt,
      providerId: providerQuestions.providerId,
      providerName: providers.name,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(providerQuestions)
    .innerJoin(providers, eq(providers.id, providerQuestions.providerId))
    .leftJoin(users, eq(users.id, providerQuestions.userId))
    .where(
      providerId ? and(eq(providerQuestions.providerId, providerId), isNull(providerQuestions.answer)) : isNull(providerQuestions.answer),
    )
    .orderBy(asc(providerQuestions.createdAt))
    .limit(limit);
  return rows.map(({ firstName, lastName, ...q }) => ({ ...q, askerName: authorName(firstName, lastName) }));
}
