/**
 * The moderation log (issue 35 item 3): every report, hold, release, hide, restore and dismissal,
 * with who (null: the automatic hold rules) and when. One helper writes every row; it returns the
 * insert, so a command can await it or put it in the batch of the change it records.
 */
import { db } from "~/db/client.server";
import { moderationLog, type ModerationTarget } from "~/db/schema";
import { newId } from "~/lib/ids";

export type ModerationAction = "report" | "hold" | "release" | "hide" | "restore" | "dismiss";

export function logModeration({
  actor,
  action,
  targetType,
  targetId,
  reason = null,
}: {
  actor: { id: string; email: string } | null;
  action: ModerationAction;
  targetType: ModerationTarget;
  targetId: string;
  reason?: string | null;
}) {
  return db()
    .insert(moderationLog)
    .values({ id: newId(), actorId: actor?.id ?? null, actorEmail: actor?.email ?? null, action, targetType, targetId, reason });
}
