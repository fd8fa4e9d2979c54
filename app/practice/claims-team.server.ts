/**
 * A practice's team and settings (issue 34 items 2 and 4): the owner invites members by e-mail (a
 * single-use link valid 7 days, stored as its SHA-256 only), removes them (they go back to being
 * patients; their sessions keep working as patients), and sets where new-request e-mails go and
 * whether the practice accepts requests. Every command takes the PracticeAccess of requirePractice,
 * so the listing id comes from the signed-in account, never from the request.
 */
import { and, asc, desc, eq, gt, inArray, isNull, ne, sql } from "drizzle-orm";
import { consumeWrite, findSecret, prepareSecret, removeSecretsWrite, stillUsable } from "~/auth/one-time-secrets.server";
import type { SessionUser } from "~/auth/session.server";
import { db } from "~/db/client.server";
import { oneTimeSecrets, practiceInvites, providers, users } from "~/db/schema";
import { absoluteLink } from "~/email/links.server";
import { emailSender } from "~/email/sender.server";
import { newId } from "~/lib/ids";
import type { PracticeAccess } from "./access.server";
import { practiceInviteEmail } from "./claims-emails";
import {
  ALREADY_LINKED,
  INVITE_ADMIN_REFUSED,
  INVITE_OTHER_ADDRESS,
  INVITE_ALREADY_MEMBER,
  INVITE_NOT_FOUND,
  MEMBER_NOT_FOUND,
  OWNER_CANNOT_LEAVE,
} from "./claims-messages";
import type { Refusal } from "./claims.server";

const refuse = (status: number, message: string): Refusal => ({ ok: false, status, message });

export type PracticeSettings = {
  providerId: string;
  name: string;
  notificationEmail: string | null;
  acceptsRequests: boolean;
  ownerEmail: string | null;
  team: { id: string; email: string; name: string; role: "owner" | "member" }[];
  invites: { id: string; email: string; expiresAt: Date }[];
};

/** What /provider/settings shows: the practice's settings, its team and its pending invitations. */
export async function practiceSettings(access: PracticeAccess, now = Date.now()): Promise<PracticeSettings | null> {
  const [listing, team, invites] = await db().batch([
    db()
      .select({ name: providers.name, notificationEmail: providers.notificationEmail, acceptsRequests: providers.acceptsRequests })
      .from(providers)
      .where(eq(providers.id, access.providerId)),
    db()
      .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, role: users.practiceRole })
      .from(users)
      .where(and(eq(users.providerId, access.providerId), eq(users.role, "provider")))
      .orderBy(asc(users.practiceRole), asc(users.email)),
    db()
      .select({ id: practiceInvites.id, email: practiceInvites.email, expiresAt: oneTimeSecrets.expiresAt })
      .from(practiceInvites)
      .innerJoin(oneTimeSecrets, and(eq(oneTimeSecrets.kind, "practice_invite"), eq(oneTimeSecrets.target, practiceInvites.id)))
      .where(
        and(
          eq(practiceInvites.providerId, access.providerId),
          isNull(practiceInvites.acceptedAt),
          isNull(oneTimeSecrets.consumedAt),
          gt(oneTimeSecrets.expiresAt, new Date(now)),
        ),
      )
      .orderBy(desc(practiceInvites.createdAt)),
  ]);
  const row = listing[0];
  if (!row) return null;
  const members = team.flatMap((m) =>
    m.role ? [{ id: m.id, email: m.email, name: `${m.firstName} ${m.lastName}`.trim(), role: m.role }] : [],
  );
  return {
    providerId: access.providerId,
    name: row.name,
    notificationEmail: row.notificationEmail,
    acceptsRequests: row.acceptsRequests,
    ownerEmail: members.find((m) => m.role === "owner")?.email ?? null,
    team: members,
    // An invitation's link always expires (the join above keeps only unexpired ones).
    invites: invites.flatMap((i) => (i.expiresAt ? [{ ...i, expiresAt: i.expiresAt }] : [])),
  };
}

/** The owner's settings form: blank notification e-mail = the owner's own address. */
export async function saveSettings(access: PracticeAccess, settings: { notificationEmail: string; acceptsRequests: boolean }) {
  await db()
    .update(providers)
    .set({ notificationEmail: settings.notificationEmail || null, acceptsRequests: settings.acceptsRequests, updatedAt: new Date() })
    .where(eq(providers.id, access.providerId));
}

/** Invites `email` to the team (a new invitation to the same address replaces the pending one). */
export async function invite(request: Request, access: PracticeAccess, email: string): Promise<{ ok: true } | Refusal> {
  const member = await db()
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.providerId, access.providerId), eq(users.role, "provider"), sql`lower(${users.email}) = ${email}`))
    .get();
  if (member) return refuse(409, INVITE_ALREADY_MEMBER);
  const listing = await db().select({ name: providers.name }).from(providers).where(eq(providers.id, access.providerId)).get();
  if (!listing) return refuse(404, MEMBER_NOT_FOUND);
  const id = newId();
  const { secret: token, writes } = await prepareSecret("practice_invite", { id, target: id });
  const replaced = and(
    eq(practiceInvites.providerId, access.providerId),
    eq(practiceInvites.email, email),
    isNull(practiceInvites.acceptedAt),
  );
  await db().batch([
    db()
      .delete(oneTimeSecrets)
      .where(
        and(
          eq(oneTimeSecrets.kind, "practice_invite"),
          inArray(oneTimeSecrets.target, db().select({ id: practiceInvites.id }).from(practiceInvites).where(replaced)),
        ),
      ),
    db().delete(practiceInvites).where(replaced),
    db().insert(practiceInvites).values({ id, providerId: access.providerId, email, invitedBy: access.user.id }),
    ...writes,
  ]);
  const inviter = `${access.user.firstName} ${access.user.lastName}`.trim() || access.user.email;
  const link = absoluteLink(request, `/provider/invite?token=${token}`);
  await emailSender().send(practiceInviteEmail(email, inviter, listing.name, link));
  return { ok: true };
}

/** Withdraws a pending invitation of this practice (another practice's id changes nothing). */
export async function cancelInvite(access: PracticeAccess, inviteId: string): Promise<{ ok: true } | Refusal> {
  const [gone] = await db().batch([
    db()
      .delete(practiceInvites)
      .where(and(eq(practiceInvites.id, inviteId), eq(practiceInvites.providerId, access.providerId), isNull(practiceInvites.acceptedAt)))
      .returning({ id: practiceInvites.id }),
    removeSecretsWrite("practice_invite", inviteId),
  ]);
  if (gone.length === 0) return refuse(404, INVITE_NOT_FOUND);
  return { ok: true };
}

/** Takes a member off this practice's team: back to a patient account, sessions untouched. */
export async function removeMember(access: PracticeAccess, userId: string): Promise<{ ok: true; email: string } | Refusal> {
  if (userId === access.user.id) return refuse(400, OWNER_CANNOT_LEAVE);
  const removed = await db()
    .update(users)
    .set({ role: "patient", providerId: null, practiceRole: null, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.providerId, access.providerId), eq(users.practiceRole, "member")))
    .returning({ email: users.email });
  const row = removed[0];
  return row ? { ok: true, email: row.email } : refuse(404, MEMBER_NOT_FOUND);
}

/** The practice an invitation link is for, while it is usable; null otherwise. */
export async function inviteByToken(token: string) {
  const secret = await findSecret("practice_invite", token);
  if (!secret) return null;
  const row = await db()
    .select({ id: practiceInvites.id, providerId: practiceInvites.providerId, practice: providers.name, email: practiceInvites.email })
    .from(practiceInvites)
    .innerJoin(providers, eq(providers.id, practiceInvites.providerId))
    .where(and(eq(practiceInvites.id, secret.target), isNull(practiceInvites.acceptedAt)))
    .get();
  return row ?? null;
}

/** Whether `user` is the verified owner of the address an invitation was sent to (issue 43 finding 11). */
function invitedAddressOf(user: SessionUser, invited: string): boolean {
  return Boolean(user.emailVerifiedAt) && user.email.toLowerCase() === invited.toLowerCase();
}

/** Why `user` can't join a practice (through an invitation sent to `invited`, when known), or null. */
export function joinRefusal(user: SessionUser, invited?: string): string | null {
  if (user.role === "admin") return INVITE_ADMIN_REFUSED;
  if (user.providerId) return ALREADY_LINKED;
  if (invited !== undefined && !invitedAddressOf(user, invited)) return INVITE_OTHER_ADDRESS(invited);
  return null;
}

/**
 * Accepts an invitation: in one D1 batch the user joins the practice only while the invitation is
 * usable and the account is linked to nothing, and the invitation is used up only if the user
 * joined, so a link works once, even when opened twice at the same moment.
 */
export async function acceptInvite(
  user: SessionUser,
  token: string,
): Promise<{ ok: true; practice: string; providerId: string } | Refusal> {
  const early = joinRefusal(user);
  if (early) return refuse(403, early);
  const found = await inviteByToken(token);
  if (!found) return refuse(410, INVITE_NOT_FOUND);
  const refusal = joinRefusal(user, found.email);
  if (refusal) return refuse(403, refusal);
  const now = new Date();
  const usable = and(
    sql`EXISTS (SELECT 1 FROM practice_invites i WHERE i.id = ${found.id} AND i.accepted_at IS NULL)`,
    stillUsable(found.id, now.getTime()),
  );
  const joined = sql`EXISTS (SELECT 1 FROM users u WHERE u.id = ${user.id} AND u.provider_id = ${found.providerId} AND u.practice_role = 'member')`;
  const [, used] = await db().batch([
    db()
      .update(users)
      .set({ role: "provider", providerId: found.providerId, practiceRole: "member", updatedAt: now })
      .where(and(eq(users.id, user.id), isNull(users.providerId), ne(users.role, "admin"), usable)),
    db()
      .update(practiceInvites)
      .set({ acceptedAt: now, acceptedBy: user.id })
      .where(and(eq(practiceInvites.id, found.id), isNull(practiceInvites.acceptedAt), joined))
      .returning({ id: practiceInvites.id }),
    consumeWrite(found.id, joined, now.getTime()),
  ]);
  if (used.length === 0) return refuse(410, INVITE_NOT_FOUND);
  return { ok: true, practice: found.practice, providerId: found.providerId };
}
