/**
 * Issue 46 item 1: one door for every practice action. The action pipeline's `who:
 * "practice-member" | "practice-owner"` decides, for every form of /provider/profile, its photo
 * grant, /provider/settings, /provider/gallery and /provider/messages, who acts and for which
 * listing (the account's own), before the form is read: a member on an owner's form, an account that
 * is not a practice's team, an aal1 session and another practice's team are refused and nothing is
 * stored.
 */
import { describe, expect, it } from "vitest";
import { insertGallerySet, insertQuestion, insertReview } from "~/dev/factories.server";
import { SET_NOT_FOUND } from "~/gallery/gallery-messages";
import { FORBIDDEN } from "~/http/action.server";
import { NOT_A_PRACTICE, OWNERS_ONLY } from "~/practice/access.server";
import { MEMBER_NOT_FOUND } from "~/practice/claims-messages";
import { REPLY_NOT_FOUND } from "~/practice/listing-messages";
import { action as galleryAction } from "~/routes/practice/gallery";
import { action as messagesAction } from "~/routes/practice/messages";
import { FORBIDDEN_ANSWER } from "~/questions/question-schemas";
import { action as photoGrantAction } from "~/routes/practice/profile.photo-grant";
import { action as profileAction } from "~/routes/practice/profile";
import { action as settingsAction } from "~/routes/practice/settings";
import { fetcherPost, type Reply } from "../fixtures/actions";
import { storedState } from "../fixtures/db-snapshot";
import { insertProviders, providerRow } from "../fixtures/directory";
import { createUser, sessionCookie } from "../fixtures/users";

type Form = { path: string; action: (args: never) => unknown; intent?: string; forbidden: string };

const profile = (intent: string): Form => ({ path: "/provider/profile", action: profileAction, intent, forbidden: FORBIDDEN });
const settings = (intent: string): Form => ({ path: "/provider/settings", action: settingsAction, intent, forbidden: NOT_A_PRACTICE });
const gallery = (intent: string): Form => ({ path: "/provider/gallery", action: galleryAction, intent, forbidden: FORBIDDEN });

/** The forms only a practice's owner may post. */
const OWNER_FORMS: Form[] = [
  ...["preview", "save", "credentials", "profile-photo", "practice-photo"].map(profile),
  { path: "/provider/profile/photo-grant", action: photoGrantAction, forbidden: FORBIDDEN },
  ...["settings", "invite", "cancel-invite", "remove-member"].map(settings),
  ...["add-set", "delete-set"].map(gallery),
];
/** The forms any of a practice's team may post. */
const TEAM_FORMS: Form[] = [
  ...["reply", "delete-reply"].map(profile),
  { path: "/provider/messages", action: messagesAction, forbidden: NOT_A_PRACTICE },
];

const label = (form: Form) => `${form.path}${form.intent ? `#${form.intent}` : ""}`;

/** Posts `form` with only its intent (and `fields`): a refusal must come before the form is read. */
function post(form: Form, cookie: string, fields: Record<string, string> = {}): Promise<Reply> {
  return fetcherPost(form.action, form.path, { ...(form.intent ? { intent: form.intent } : {}), ...fields }, { cookie });
}

function message(reply: Reply): string | undefined {
  const result = reply.data.result as { error?: Record<string, string[] | null> } | undefined;
  return Object.values(result?.error ?? {}).flat()[0] ?? undefined;
}

async function listing() {
  const row = providerRow();
  await insertProviders([row]);
  return row;
}

/** A listing with its owner and a team member, each with an aal2 session (the factory gives practice accounts a factor). */
async function practice() {
  const target = await listing();
  const owner = await createUser({ role: "provider", providerId: target.id, practiceRole: "owner" });
  const member = await createUser({ role: "provider", providerId: target.id, practiceRole: "member" });
  return { target, owner, member, ownerCookie: await sessionCookie(owner.id), memberCookie: await sessionCookie(member.id) };
}

describe("one door for every practice action (issue 46 item 1)", () => {
  it("a team member is refused every owner's form with the owner's message before the form is read, and nothing is stored", async () => {
    const { memberCookie } = await practice();
    const before = await storedState();
    for (const form of OWNER_FORMS) {
      const reply = await post(form, memberCookie);
      expect(reply.status, label(form)).toBe(403);
      expect(message(reply), label(form)).toBe(OWNERS_ONLY);
      expect(reply.data.toast?.description, label(form)).toBe(OWNERS_ONLY);
    }
    expect(await storedState()).toEqual(before);
  });

  it("an account that is not a practice's team is refused every practice form: an unlinked provider as not a practice, others by role", async () => {
    const unlinked = await sessionCookie((await createUser({ role: "provider" })).id);
    const patient = await sessionCookie((await createUser({ role: "patient" })).id);
    const admin = await sessionCookie((await createUser({ role: "admin" })).id);
    const before = await storedState();
    for (const form of [...OWNER_FORMS, ...TEAM_FORMS]) {
      const cases: [string, string, string][] = [
        ["unlinked provider", unlinked, NOT_A_PRACTICE],
        ["patient", patient, form.forbidden],
        ["admin", admin, form.forbidden],
      ];
      for (const [who, cookie, expected] of cases) {
        const reply = await post(form, cookie);
        expect(reply.status, `${who} ${label(form)}`).toBe(403);
        expect(message(reply), `${who} ${label(form)}`).toBe(expected);
      }
    }
    expect(await storedState()).toEqual(before);
  });

  it("an aal1 session of a practice's owner or member is sent to verify its second factor, and nothing is stored", async () => {
    const { owner, member } = await practice();
    const sessions = { owner: await sessionCookie(owner.id, "aal1"), member: await sessionCookie(member.id, "aal1") };
    const before = await storedState();
    for (const form of [...OWNER_FORMS, ...TEAM_FORMS])
      for (const [who, cookie] of Object.entries(sessions)) {
        const reply = await post(form, cookie);
        expect(reply.status, `${who} ${label(form)}`).toBe(303);
        expect(String(reply.data.location), `${who} ${label(form)}`).toMatch(/^\/two-factor\?/);
      }
    expect(await storedState()).toEqual(before);
  });

  it("another practice's team reaches only its own practice: a reply, an answer, a set and a team member of this one are out of its reach", async () => {
    const mine = await practice();
    const theirs = await practice();
    const review = await insertReview({ providerId: mine.target.id, rating: 5, title: "Lovely", content: "A lovely visit, thank you." });
    const question = await insertQuestion({ providerId: mine.target.id, question: "Do you offer evening appointments?" });
    const set = await insertGallerySet({ providerId: mine.target.id });
    const before = await storedState();

    const reply = await post(profile("reply"), theirs.memberCookie, { reviewId: review.id, body: "Thank you!" });
    expect([reply.status, message(reply)]).toEqual([404, REPLY_NOT_FOUND]);
    const answer = await post(TEAM_FORMS[2]!, theirs.memberCookie, {
      intent: "answer",
      questionId: question.id,
      answer: "Yes, on Thursdays.",
    });
    expect([answer.status, message(answer)]).toEqual([403, FORBIDDEN_ANSWER]);
    const deleted = await post(gallery("delete-set"), theirs.ownerCookie, { setId: set.id });
    expect([deleted.status, message(deleted)]).toEqual([404, SET_NOT_FOUND]);
    const removed = await post(settings("remove-member"), theirs.ownerCookie, { userId: mine.member.id });
    expect([removed.status, message(removed)]).toEqual([404, MEMBER_NOT_FOUND]);

    expect(await storedState()).toEqual(before);
  });
});
