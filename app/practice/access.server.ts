/**
 * Who may act for a practice (issue 34): a provider account linked to a listing through a verified
 * claim (its owner) or an accepted team invite (a member). Every /provider/* loader and action and
 * every practice-side command starts here; the listing id always comes from the account, never
 * from the request, so one practice can never reach another's data.
 */
import { data } from "react-router";
import { requireSecondFactor, requireUser } from "~/auth/guards.server";
import type { SessionUser } from "~/auth/session.server";
import type { PracticeRole } from "~/db/schema";

export type PracticeAccess = { user: SessionUser; providerId: string; practiceRole: PracticeRole };

export const NOT_A_PRACTICE = "Only a practice's team can do this. Claim your listing first.";
export const OWNERS_ONLY = "Only the practice's owner can do this.";

/** The practice `user` acts for, or null (patients, admins, unlinked or demo accounts). */
export function practiceOf(user: SessionUser): PracticeAccess | null {
  if (user.role !== "provider" || !user.providerId || !user.practiceRole || user.isDemo) return null;
  return { user, providerId: user.providerId, practiceRole: user.practiceRole };
}

/** Who acts for a practice: any of its team, or its owner only (the action pipeline's `who`, issue 46). */
export type PracticeWho = "practice-member" | "practice-owner";

/**
 * The one practice check of every /provider/* page and action (issue 46): the practice `user` acts
 * for, or why not (403): not a practice's team, or a member where the owner is needed.
 */
export function practiceAccess(user: SessionUser, who: PracticeWho): PracticeAccess | { refused: string } {
  const access = practiceOf(user);
  if (!access) return { refused: NOT_A_PRACTICE };
  if (who === "practice-owner" && access.practiceRole !== "owner") return { refused: OWNERS_ONLY };
  return access;
}

/** The signed-in user's practice; 403 for anyone else, and for members where the owner is asked. */
export async function requirePractice(request: Request, opts: { who?: PracticeWho; editor?: boolean } = {}): Promise<PracticeAccess> {
  const access = practiceAccess(await requireUser(request), opts.who ?? "practice-member");
  if ("refused" in access) throw data({ message: access.refused }, { status: 403 });
  // A page that exists to write (the editor, gallery, settings): the factor before anything is typed (issue 45 item 10).
  if (opts.editor) await requireSecondFactor(request, access.user, { editor: true });
  return access;
}
