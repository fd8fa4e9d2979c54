/**
 * The admin audit log: every admin write records who did what, when. `auditEntry` returns an
 * unexecuted insert so the entry joins the write's own D1 batch: the change and its record land
 * together or not at all.
 */
import { desc } from "drizzle-orm";
import { db } from "~/db/client.server";
import { adminAuditLog } from "~/db/schema";
import { newId } from "~/lib/ids";

export type AuditActor = { id: string; email: string };

export type AuditInput = {
  action: string;
  targetType: string;
  targetId?: string | null;
  summary: string;
};

export function auditEntry(actor: AuditActor, entry: AuditInput) {
  return db()
    .insert(adminAuditLog)
    .values({
      id: newId(),
      actorId: actor.id,
      actorEmail: actor.email,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId ?? null,
      summary: entry.summary,
    });
}

export async function recentAdminActions(limit = 10) {
  return db().select().from(adminAuditLog).orderBy(desc(adminAuditLog.createdAt)).limit(limit);
}
