/** Asking and answering provider questions. Text is sanitized before storing and rendered as text. */
import { eq } from "drizzle-orm";
import type { SessionUser } from "~/auth/session.server";
import { db } from "~/db/client.server";
import { providerQuestions, providers, users } from "~/db/schema";
import { absoluteLink } from "~/email/links.server";
import { emailSender } from "~/email/sender.server";
import { newId } from "~/lib/ids";
import { sanitizeUserText } from "~/lib/sanitize";
import { providerSectionPath } from "~/provider-profile/section-forms";
import { questionAnsweredEmail } from "./answer-email";

export type AskResult = { ok: true; id: string } | { ok: false; reason: "unknown-provider" | "empty" };

export async function askQuestion(userId: string, providerId: string, text: string): Promise<AskResult> {
  const provider = await db().select({ id: providers.id }).from(providers).where(eq(providers.id, providerId)).get();
  if (!provider) return { ok: false, reason: "unknown-provider" };
  const question = sanitizeUserText(text);
  if (!question) return { ok: false, reason: "empty" };
  const id = newId();
  await db().insert(providerQuestions).values({ id, userId, providerId, question });
  return { ok: true, id };
}

/** Admins answer any question; a provider user only those of the provider record linked to them. */
export function mayAnswer(user: Pick<SessionUser, "role" | "providerId" | "isDemo">, questionProviderId: string): boolean {
  if (user.isDemo) return false;
  if (user.role === "admin") return true;
  return user.role === "provider" && user.providerId !== null && user.providerId === questionProviderId;
}

export type AnswerResult = { ok: true; providerId: string } | { ok: false; reason: "not-found" | "forbidden" | "empty" };

/**
 * Stores the answer; the first answer to a question is e-mailed to its asker (issue 45 item 13), with a
 * link built from `request` as every e-mail's. A failed delivery never fails the answer.
 */
export async function answerQuestion(user: SessionUser, questionId: string, text: string, request: Request): Promise<AnswerResult> {
  const question = await db()
    .select({
      providerId: providerQuestions.providerId,
      question: providerQuestions.question,
      answeredBefore: providerQuestions.answeredAt,
      askerEmail: users.email,
      askerFirstName: users.firstName,
      practice: providers.name,
    })
    .from(providerQuestions)
    .innerJoin(users, eq(users.id, providerQuestions.userId))
    .innerJoin(providers, eq(providers.id, providerQuestions.providerId))
    .where(eq(providerQuestions.id, questionId))
    .get();
  if (!question) return { ok: false, reason: "not-found" };
  if (!mayAnswer(user, question.providerId)) return { ok: false, reason: "forbidden" };
  const answer = sanitizeUserText(text);
  if (!answer) return { ok: false, reason: "empty" };
  await db()
    .update(providerQuestions)
    .set({ answer, answeredAt: new Date(), answeredBy: user.id })
    .where(eq(providerQuestions.id, questionId));
  if (!question.answeredBefore) {
    try {
      await emailSender().send(
        questionAnsweredEmail({
          to: question.askerEmail,
          firstName: question.askerFirstName,
          practice: question.practice,
          question: question.question,
          link: absoluteLink(request, providerSectionPath(question.providerId, "questions")),
        }),
      );
    } catch (error) {
      console.error("question answer e-mail failed", error);
    }
  }
  return { ok: true, providerId: question.providerId };
}
