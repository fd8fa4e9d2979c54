/** Asking and answering provider questions. Text is sanitized before storing and rendered as text. */
import { eq } from "drizzle-orm";
import type { SessionUser } from "~/auth/session.server";
import { db } from "~/db/client.server";
import { providerQuestions, providers } from "~/db/schema";
import { newId } from "~/lib/ids";
import { sanitizeUserText } from "~/lib/sanitize";

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

export async function answerQuestion(user: SessionUser, questionId: string, text: string): Promise<AnswerResult> {
  const question = await db()
    .select({ providerId: providerQuestions.providerId })
    .from(providerQuestions)
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
  return { ok: true, providerId: question.providerId };
}
