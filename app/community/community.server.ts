/** Waitlist entries and the group-terms acceptance flag. */
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { communityWaitlist, users } from "~/db/schema";
import { newId } from "~/lib/ids";

export type WaitlistResult = "joined" | "already";

/** One entry per user (unique user_id): a second attempt is "already", never a second row. */
export async function joinWaitlist(userId: string, entry: { name: string; email: string }): Promise<WaitlistResult> {
  const inserted = await db()
    .insert(communityWaitlist)
    .values({ id: newId(), userId, name: entry.name, email: entry.email })
    .onConflictDoNothing({ target: communityWaitlist.userId })
    .returning({ id: communityWaitlist.id });
  return inserted.length ? "joined" : "already";
}

export async function isOnWaitlist(userId: string): Promise<boolean> {
  return Boolean(await db().select({ id: communityWaitlist.id }).from(communityWaitlist).where(eq(communityWaitlist.userId, userId)).get());
}

export async function acceptGroupTerms(userId: string): Promise<void> {
  await db().update(users).set({ groupTermsAcceptedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, userId));
}
