/**
 * The moderation log (issue 35 item 3): every hold, release, hide, restore, dismissal and report,
 * with who (a null actor is the automatic hold rules), what, and when.
 */
import { db } from "~/db/client.server";
import { moderationLog, type ModerationTarget } from "~/db/schema";
import { newId } from "~/lib/ids";

export type ModerationEntry = {
  actor: { id: string; email: string } | null;
  action: "hold" | "release" | "hide" | "restore" | "dismiss" | "report";
  targetType: ModerationTarget;
  targetId: string;
  reason?: string | null;
};

export async function logModeration({ actor, action, targetType, targetId, reason = null }: ModerationEntry): Promise<void> {
  await db()
    .insert(moderationLog)
    .values({ id: newId(), actorId: actor?.id ?? null, actorEmail: actor?.email ?? null, action, targetType, targetId, reason });
}
