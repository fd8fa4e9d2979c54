/** The role dashboard (requirements 002 §2): which view a user gets and the provider's work queue. */
import { eq } from "drizzle-orm";
import type { SessionUser } from "~/auth/session.server";
import { db } from "~/db/client.server";
import { providers } from "~/db/schema";
import { unansweredQuestions, type PendingQuestion } from "~/questions/question-queries.server";

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
