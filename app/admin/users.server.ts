/**
 * The admin console's Users tab (spec 002 §2, §6, §7): profiles newest first, searched by name or
 * e-mail, with sign-up counts for today and the last 7 days, and role changes that never leave
 * the site without an admin. Every change is written with its audit entry in one D1 batch.
 */
import { and, count, desc, eq, gte, ne, or, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { users, type Role } from "~/db/schema";
import { auditEntry, type AuditActor } from "./audit-log.server";

export const USERS_PAGE_SIZE = 20;

export type AdminUserRow = {
  id: string;
  email: string;
  name: string;
  role: Role;
  createdAt: Date;
  verified: boolean;
};

export type AdminUserPage = {
  users: AdminUserRow[];
  total: number;
  page: number;
  totalPages: number;
  /** Sign-ups since midnight (UTC) and in the last 7 days, over all users. */
  today: number;
  lastWeek: number;
  admins: number;
};

const DAY_MS = 24 * 60 * 60 * 1000;

export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

function likeAny(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** One page of users, newest first; `q` matches first name, last name, full name or e-mail. */
export async function listUsers({ q, page }: { q?: string; page: number }, now = new Date()): Promise<AdminUserPage> {
  const text = q?.trim().slice(0, 100);
  const pattern = text ? likeAny(text) : undefined;
  const where = pattern
    ? or(sql`${users.email} LIKE ${pattern} ESCAPE '\\'`, sql`(${users.firstName} || ' ' || ${users.lastName}) LIKE ${pattern} ESCAPE '\\'`)
    : undefined;
  const since = (ms: number) =>
    db()
      .select({ n: count() })
      .from(users)
      .where(gte(users.createdAt, new Date(ms)));
  const [totals, today, lastWeek, admins] = await db().batch([
    db().select({ n: count() }).from(users).where(where),
    since(startOfUtcDay(now).getTime()),
    since(now.getTime() - 7 * DAY_MS),
    db().select({ n: count() }).from(users).where(eq(users.role, "admin")),
  ]);
  const total = totals[0]?.n ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / USERS_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), totalPages);
  const rows = await db()
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      createdAt: users.createdAt,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(USERS_PAGE_SIZE)
    .offset((current - 1) * USERS_PAGE_SIZE);
  return {
    users: rows.map((r) => ({
      id: r.id,
      email: r.email,
      name: `${r.firstName} ${r.lastName}`.trim(),
      role: r.role,
      createdAt: r.createdAt,
      verified: r.emailVerifiedAt !== null,
    })),
    total,
    page: current,
    totalPages,
    today: today[0]?.n ?? 0,
    lastWeek: lastWeek[0]?.n ?? 0,
    admins: admins[0]?.n ?? 0,
  };
}

export async function findUser(id: string) {
  return db().select({ id: users.id, email: users.email, role: users.role }).from(users).where(eq(users.id, id)).get();
}

export type RoleChange =
  { ok: true; email: string; from: Role; to: Role; changed: boolean } | { ok: false; reason: "not-found" | "last-admin" };

/**
 * Sets a user's role. Demoting the last admin is refused: checked first (for the message), and
 * again by the update's own condition, so two admins demoting each other at once can never leave
 * the site without an admin (the loser's update changes nothing; see decision 015).
 */
export async function changeUserRole(actor: AuditActor, userId: string, role: Role): Promise<RoleChange> {
  const target = await findUser(userId);
  if (!target) return { ok: false, reason: "not-found" };
  if (target.role === role) return { ok: true, email: target.email, from: target.role, to: role, changed: false };
  if (target.role === "admin") {
    const others = await db()
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.role, "admin"), ne(users.id, userId)))
      .get();
    if (!others?.n) return { ok: false, reason: "last-admin" };
  }
  const otherAdminRemains = sql`EXISTS (SELECT 1 FROM users AS other WHERE other.role = 'admin' AND other.id <> ${userId})`;
  const guard = target.role === "admin" ? and(eq(users.id, userId), otherAdminRemains) : eq(users.id, userId);
  await db().batch([
    db().update(users).set({ role, updatedAt: new Date() }).where(guard),
    auditEntry(actor, {
      action: "role.change",
      targetType: "user",
      targetId: userId,
      summary: `Changed role of ${target.email} from ${target.role} to ${role}`,
    }),
  ]);
  return { ok: true, email: target.email, from: target.role, to: role, changed: true };
}
