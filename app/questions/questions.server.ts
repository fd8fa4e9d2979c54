/** Read side of provider Q&A: answered questions only, newest first. */
import { and, desc, eq, isNotNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { providerQuestions } from "~/db/schema";

export const QUESTIONS_SHOWN = 50;

export type QuestionView = { id: string; question: string; answer: string | null; answeredAt: string | null; createdAt: string };

export async function answeredQuestions(providerId: string, limit = QUESTIONS_SHOWN): Promise<QuestionView[]> {
  const rows = await db()
    .select({
      id: providerQuestions.id,
      question: providerQuestions.question,
      answer: providerQuestions.answer,
      answeredAt: providerQuestions.answeredAt,
      createdAt: providerQuestions.createdAt,
    })
    .from(providerQuestions)
    .where(and(eq(providerQuestions.providerId, providerId), isNotNull(providerQuestions.answer), isNotNull(providerQuestions.answeredAt)))
    .orderBy(desc(providerQuestions.createdAt), desc(providerQuestions.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, answeredAt: r.answeredAt?.toISOString() ?? null, createdAt: r.createdAt.toISOString() }));
}
