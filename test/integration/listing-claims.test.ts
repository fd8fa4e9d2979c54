/**
 * Issue 34 item 2 and /provider/settings: claiming a listing by an e-mailed code (hashed, single
 * use, 15 minutes, 5 tries, rate limited) or by an admin's review (with the audit log), one owner
 * per listing and one listing per account, team invitations (accept, replay, expiry), owner and
 * member permissions, and the admin Users tab unlinking a provider. Every action is called as the
 * browser posts it, against real D1; refusals leave the rows as they were.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { getUser } from "~/auth/guards.server";
import { DEMO_WRITE_REFUSED } from "~/demo/demo-policy";
import { LIMITS, tooManyMessage } from "~/lib/limits";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import { NOT_A_PRACTICE, OWNERS_ONLY, requirePractice } from "~/practice/access.server";
import {
  ADMINS_CANNOT_CLAIM,
  ALREADY_LINKED,
  CLAIM_CODE_EXPIRED,
  CLAIM_CODE_USED,
  CLAIM_DECIDED_ALREADY,
  CLAIM_EMAIL_NOT_ALLOWED,
  CLAIM_NOT_FOUND,
  CLAIM_NOTE_REQUIRED,
  CLAIM_REVIEW_PENDING,
  CLAIM_TOO_MANY_TRIES,
  CLAIM_VERIFIED,
  claimCodeSent,
  claimWrongCode,
  INVITE_ADMIN_REFUSED,
  INVITE_OTHER_ADDRESS,
  INVITE_ALREADY_MEMBER,
  INVITE_NOT_FOUND,
  INVITE_SENT,
  LISTING_ALREADY_CLAIMED,
  MEMBER_NOT_FOUND,
  NOTIFICATION_EMAIL_INVALID,
  OWNER_CANNOT_LEAVE,
  SETTINGS_SAVED,
  UNLINK_NOTE,
} from "~/practice/claims-messages";
import { websiteDomain } from "~/practice/claims.server";
import { action as adminClaimsAction, loader as adminClaimsLoader } from "~/routes/admin.claims";
import { action as usersAction, loader as usersLoader } from "~/routes/admin.users";
import { loader as profileLoader } from "~/routes/provider";
import { action as claimAction, loader as claimLoader } from "~/routes/provider.claim";
import { action as inviteAction, loader as inviteLoader } from "~/routes/provider.invite";
import { action as settingsAction, loader as settingsLoader } from "~/routes/provider.settings";
import { insertTotpFactor } from "~/dev/factories.server";
import { count, fetcherPost } from "../fixtures/actions";
import { insertProviders, providerRow } from "../fixtures/directory";
import { routeArgs } from "../fixtures/route-args";
import { createUser, sessionCookie } from "../fixtures/users";

type UserRow = { role: string; provider_id: string | null; practice_role: string | null };

async function userRow(id: string): Promise<UserRow> {
  return (await env.DB.prepare("SELECT role, provider_id, practice_role FROM users WHERE id = ?").bind(id).first<UserRow>())!;
}

async function claimRow(id: string) {
  return env.DB.prepare(
    // The claim and its code (a one-time secret named by the claim's id, decision 063).
    "SELECT c.*, coalesce(s.attempts, 0) AS attempts, s.secret_hash AS code_hash, s.expires_at AS code_expires_at FROM listing_claims c LEFT JOIN one_time_secrets s ON s.kind = 'listing_claim' AND s.target = c.id WHERE c.id = ?",
  )
    .bind(id)
    .first<{
      status: string;
      attempts: number;
      code_hash: string | null;
      code_expires_at: number;
      email: string;
      decided_by: string | null;
    }>();
}

async function listing(overrides: Parameters<typeof providerRow>[0] = {}) {
  const row = providerRow({ website: "https://www.glowclinic.example/", practiceEmail: "Front@Glow-Mail.example", ...overrides });
  await insertProviders([row]);
  return row;
}

async function signedIn(spec: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(spec);
  return { user, cookie: await sessionCookie(user.id) };
}

/** The newest e-mail to `to`, with the 6-digit code or the link it carries. */
async function lastEmail(to: string) {
  const row = await env.DB.prepare('SELECT kind, subject, text FROM email_outbox WHERE "to" = ? ORDER BY created_at DESC LIMIT 1')
    .bind(to)
    .first<{ kind: string; subject: string; text: string }>();
  if (!row) return null;
  return { ...row, code: /code is (\d{6})/.exec(row.text)?.[1], link: /https?:\/\/\S+/.exec(row.text)?.[0] };
}

async function sendCode(cookie: string, providerId: string, email: string, ip = "10.1.1.1") {
  return fetcherPost(claimAction, "/provider/claim", { intent: "send-code", providerId, email }, { cookie, ip });
}

async function verify(cookie: string, claimId: string, code: string, ip = "10.1.1.1") {
  return fetcherPost(claimAction, "/provider/claim", { intent: "verify-code", claimId, code }, { cookie, ip });
}

function claimIdOf(reply: Awaited<ReturnType<typeof sendCode>>): string {
  const location = typeof reply.data.location === "string" ? reply.data.location : "";
  return new URL(location, "http://x").searchParams.get("claim") ?? "";
}

/** A code claim started through the page: its id and the code read from the outbox. */
async function startClaim(cookie: string, providerId: string, email = "office@glowclinic.example") {
  const reply = await sendCode(cookie, providerId, email);
  expect(reply.status).toBe(303);
  const mail = await lastEmail(email);
  return { claimId: claimIdOf(reply), code: mail!.code! };
}

function message(reply: { data: Record<string, unknown> }): string | undefined {
  const result = reply.data.result as { error?: Record<string, string[] | null> } | undefined;
  return Object.values(result?.error ?? {}).flat()[0] ?? undefined;
}

/** The status a loader answers (a thrown response or data() counts as its status). */
async function loaderStatus(load: (args: never) => unknown, path: string, cookie?: string): Promise<number | string> {
  try {
    await load(routeArgs<never>(path, { headers: cookie ? { Cookie: cookie } : {} }));
    return 200;
  } catch (thrown) {
    if (thrown instanceof Response) return `${thrown.status} ${thrown.headers.get("Location") ?? ""}`.trim();
    const status = (thrown as { init?: { status?: number } }).init?.status;
    if (status) return status;
    throw thrown;
  }
}

describe("claiming a listing by e-mailed code", () => {
  it("sends a code only to the website's domain or the practice e-mail, stores only its hash, and makes the user the owner", async () => {
    const target = await listing();
    const { user, cookie } = await signedIn();

    const wrong = await sendCode(cookie, target.id, "me@gmail.example");
    expect(wrong.status).toBe(400);
    expect(message(wrong)).toBe(CLAIM_EMAIL_NOT_ALLOWED);
    // A look-alike domain is not the website's domain.
    expect(message(await sendCode(cookie, target.id, "office@evilglowclinic.example"))).toBe(CLAIM_EMAIL_NOT_ALLOWED);
    expect(await count("listing_claims")).toBe(0);
    expect(await count("email_outbox")).toBe(0);

    const sent = await sendCode(cookie, target.id, "Office@GlowClinic.example");
    expect(sent.status).toBe(303);
    expect(sent.data.toast).toBeUndefined();
    const claimId = claimIdOf(sent);
    const mail = await lastEmail("office@glowclinic.example");
    expect(mail?.kind).toBe("claim_code");
    expect(mail?.code).toMatch(/^\d{6}$/);
    expect(mail?.link).toBe(`http://localhost:8787/provider/claim?claim=${claimId}`);
    const stored = await claimRow(claimId);
    expect(stored?.status).toBe("pending");
    expect(stored?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.code_hash).not.toContain(mail!.code!);
    expect(stored!.code_expires_at - Date.now()).toBeGreaterThan(14 * 60 * 1000);
    expect(stored!.code_expires_at - Date.now()).toBeLessThanOrEqual(15 * 60 * 1000);

    // The page that asks for the code is the claimant's only.
    const page = (await claimLoader(routeArgs<never>(`/provider/claim?claim=${claimId}`, { headers: { Cookie: cookie } }))) as {
      claim: { email: string } | null;
    };
    expect(page.claim?.email).toBe("office@glowclinic.example");
    const other = await signedIn();
    const theirs = (await claimLoader(routeArgs<never>(`/provider/claim?claim=${claimId}`, { headers: { Cookie: other.cookie } }))) as {
      claim: unknown;
    };
    expect(theirs.claim).toBeNull();

    const done = await verify(cookie, claimId, mail!.code!);
    expect(done.status).toBe(303);
    expect(done.data.location).toBe("/dashboard");
    expect(await userRow(user.id)).toEqual({ role: "provider", provider_id: target.id, practice_role: "owner" });
    expect((await claimRow(claimId))?.status).toBe("verified");
    // The new owner acts for the listing; the profile now says Claimed.
    const access = await requirePractice(new Request("http://localhost:8787/provider/settings", { headers: { Cookie: cookie } }));
    expect(access).toMatchObject({ providerId: target.id, practiceRole: "owner" });
    const profile = (await profileLoader(routeArgs<never>(`/provider/${target.id}`, { params: { providerId: target.id } }))) as {
      claimed: boolean;
    };
    expect(profile.claimed).toBe(true);
  });

  it("the toast and the code's e-mail say the exact texts", async () => {
    const target = await listing();
    const { cookie } = await signedIn();
    const reply = await fetcherPost(
      claimAction,
      "/provider/claim",
      { intent: "send-code", providerId: target.id, email: "front@glow-mail.example" },
      { cookie },
    );
    expect(reply.status).toBe(303);
    const mail = await lastEmail("front@glow-mail.example");
    expect(mail?.subject).toBe(`Your TruSelf code for ${target.name}: ${mail?.code}`);
    expect(mail?.text).toContain(`Your code is ${mail?.code}. It works once, for 15 minutes.`);
    expect(claimCodeSent("front@glow-mail.example")).toBe("We sent a 6-digit code to front@glow-mail.example. It works for 15 minutes.");
    expect(CLAIM_VERIFIED).toBe("You now manage this listing. Welcome to TruSelf for providers!");
  });

  it("a wrong code uses up a try; after 5 even the right code is refused, and nothing changes", async () => {
    const target = await listing();
    const { user, cookie } = await signedIn();
    const { claimId, code } = await startClaim(cookie, target.id);
    const wrongCode = code === "000000" ? "111111" : "000000";
    for (let left = 4; left >= 1; left--) {
      const reply = await verify(cookie, claimId, wrongCode);
      expect(reply.status).toBe(400);
      expect(message(reply)).toBe(claimWrongCode(left));
    }
    const fifth = await verify(cookie, claimId, wrongCode);
    expect(fifth.status).toBe(429);
    expect(message(fifth)).toBe(CLAIM_TOO_MANY_TRIES);
    const sixth = await verify(cookie, claimId, code);
    expect(sixth.status).toBe(429);
    expect(message(sixth)).toBe(CLAIM_TOO_MANY_TRIES);
    expect((await claimRow(claimId))?.attempts).toBe(5);
    expect(await userRow(user.id)).toEqual({ role: "patient", provider_id: null, practice_role: null });
    expect(claimWrongCode(1)).toBe("That code isn't right. You have 1 try left.");
  });

  it("parallel guesses never get more than 5 tries", async () => {
    const target = await listing();
    const { user, cookie } = await signedIn();
    const { claimId, code } = await startClaim(cookie, target.id);
    const guesses = Array.from({ length: 12 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0"));
    const replies = await Promise.all(guesses.map((g) => verify(cookie, claimId, g)));
    expect(replies.filter((r) => r.status === 400 || (r.status === 429 && message(r) === CLAIM_TOO_MANY_TRIES)).length).toBe(12);
    expect((await claimRow(claimId))?.attempts).toBe(5);
    expect((await userRow(user.id)).role).toBe("patient");
  });

  it("a code works once, expires after 15 minutes, and a new code replaces the old one", async () => {
    const target = await listing();
    const { cookie, user } = await signedIn();
    const first = await startClaim(cookie, target.id);
    const second = await startClaim(cookie, target.id);
    expect((await claimRow(first.claimId))?.status).toBe("cancelled");
    expect(message(await verify(cookie, first.claimId, first.code))).toBe(CLAIM_CODE_USED);

    await env.DB.prepare("UPDATE one_time_secrets SET expires_at = ? WHERE kind = 'listing_claim' AND target = ?")
      .bind(Date.now() - 1000, second.claimId)
      .run();
    const expired = await verify(cookie, second.claimId, second.code);
    expect(expired.status).toBe(410);
    expect(message(expired)).toBe(CLAIM_CODE_EXPIRED);
    expect(await count("users", "provider_id IS NOT NULL")).toBe(0);

    const third = await startClaim(cookie, target.id);
    expect((await verify(cookie, third.claimId, third.code)).status).toBe(303);
    // Replayed: the account now manages the listing, a practice account whose writes need a
    // second factor first (issue 43); with it, the claim is used up either way.
    const replay = await verify(cookie, third.claimId, third.code);
    expect(replay.status).toBe(303);
    expect(replay.data.location).toMatch(/^\/two-factor\/setup\?redirectTo=/);
    await insertTotpFactor(user.id);
    const verified = await verify(await sessionCookie(user.id), third.claimId, third.code);
    expect(verified.status).toBe(403);
    expect(message(verified)).toBe(ALREADY_LINKED);
  });

  it("another user's claim id is not found, and does not use up its tries", async () => {
    const target = await listing();
    const owner = await signedIn();
    const { claimId, code } = await startClaim(owner.cookie, target.id);
    const intruder = await signedIn();
    const reply = await verify(intruder.cookie, claimId, code);
    expect(reply.status).toBe(404);
    expect(message(reply)).toBe(CLAIM_NOT_FOUND);
    expect((await claimRow(claimId))?.attempts).toBe(0);
    expect(await userRow(intruder.user.id)).toEqual({ role: "patient", provider_id: null, practice_role: null });
  });

  it("sending codes is limited per account and per client address; checking them too", async () => {
    const target = await listing();
    const { cookie, user } = await signedIn();
    for (let i = 0; i < LIMITS.claimCodesPerAccount.limit; i++)
      expect((await sendCode(cookie, target.id, `a${i}@glowclinic.example`)).status).toBe(303);
    const refused = await sendCode(cookie, target.id, "late@glowclinic.example");
    expect(refused.status).toBe(429);
    // The window is fixed, so the wait left varies: the wording does not.
    expect(message(refused)).toMatch(/^Too many codes\. Please try again in \d+ minutes?\.$/);
    expect(tooManyMessage("codes", 3600)).toBe("Too many codes. Please try again in 60 minutes.");
    expect(await lastEmail("late@glowclinic.example")).toBeNull();

    const fromBusyAddress = await signedIn();
    const policy = LIMITS.claimCodesPerIp;
    for (let i = 0; i < policy.limit; i++) await consumeRateLimit(`claimCodesPerIp:10.9.9.9`, policy.limit, policy.windowSeconds);
    const byIp = await sendCode(fromBusyAddress.cookie, target.id, "ip@glowclinic.example", "10.9.9.9");
    expect(byIp.status).toBe(429);
    expect(await count("listing_claims", "user_id = ?", fromBusyAddress.user.id)).toBe(0);

    const checks = LIMITS.claimCodeChecksPerAccount;
    const claim = await env.DB.prepare("SELECT id FROM listing_claims WHERE user_id = ? AND status = 'pending'")
      .bind(user.id)
      .first<{ id: string }>();
    for (let i = 0; i < checks.limit; i++)
      await consumeRateLimit(`claimCodeChecksPerAccount:${user.id}`, checks.limit, checks.windowSeconds);
    const check = await verify(cookie, claim!.id, "123456");
    expect(check.status).toBe(429);
    expect((await claimRow(claim!.id))?.attempts).toBe(0);
  });

  it("one owner per listing: a claimed listing refuses new claims, and a late right code is refused", async () => {
    const target = await listing();
    const first = await signedIn();
    const second = await signedIn();
    const a = await startClaim(first.cookie, target.id, "a@glowclinic.example");
    const b = await startClaim(second.cookie, target.id, "b@glowclinic.example");
    expect((await verify(first.cookie, a.claimId, a.code)).status).toBe(303);

    const late = await verify(second.cookie, b.claimId, b.code);
    expect(late.status).toBe(409);
    expect(message(late)).toBe(LISTING_ALREADY_CLAIMED);
    expect(await userRow(second.user.id)).toEqual({ role: "patient", provider_id: null, practice_role: null });

    const third = await signedIn();
    const again = await sendCode(third.cookie, target.id, "c@glowclinic.example");
    expect(again.status).toBe(409);
    expect(message(again)).toBe(LISTING_ALREADY_CLAIMED);
    expect(await count("users", "provider_id = ? AND practice_role = 'owner'", target.id)).toBe(1);
  });

  it("two right codes at the same moment make exactly one owner (the unique index has the last word)", async () => {
    const target = await listing();
    const people = await Promise.all([signedIn(), signedIn(), signedIn()]);
    const claims: { claimId: string; code: string }[] = [];
    for (const [i, p] of people.entries()) claims.push(await startClaim(p.cookie, target.id, `p${i}@glowclinic.example`));
    const replies = await Promise.all(people.map((p, i) => verify(p.cookie, claims[i]!.claimId, claims[i]!.code)));
    expect(replies.filter((r) => r.status === 303)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409).map(message)).toEqual([LISTING_ALREADY_CLAIMED, LISTING_ALREADY_CLAIMED]);
    expect(await count("users", "provider_id = ?", target.id)).toBe(1);
    expect(await count("listing_claims", "status = 'verified'")).toBe(1);
  });

  it("one account verifying two listings at the same moment gets one of them", async () => {
    const [first, second] = [await listing(), await listing({ website: "https://other-clinic.example" })];
    const { user, cookie } = await signedIn();
    const a = await startClaim(cookie, first.id, "a@glowclinic.example");
    const b = await startClaim(cookie, second.id, "b@other-clinic.example");
    const replies = await Promise.all([verify(cookie, a.claimId, a.code), verify(cookie, b.claimId, b.code)]);
    // The loser is refused before (403) or inside (409) the write, depending on timing; always with the same text.
    expect(replies.filter((r) => r.status === 303)).toHaveLength(1);
    expect(replies.filter((r) => r.status !== 303).map(message)).toEqual([ALREADY_LINKED]);
    expect(await count("users", "id = ? AND provider_id IS NOT NULL", user.id)).toBe(1);
    expect(await count("users", "practice_role = 'owner'")).toBe(1);
    expect(await count("listing_claims", "status = 'verified'")).toBe(1);
  });

  it("one listing per account; admins, the demo account and guests cannot claim", async () => {
    const [mine, other] = [await listing(), await listing()];
    const provider = await signedIn({ role: "provider", providerId: mine.id });
    const linked = await sendCode(provider.cookie, other.id, "x@glowclinic.example");
    expect(linked.status).toBe(403);
    expect(message(linked)).toBe(ALREADY_LINKED);

    const admin = await signedIn({ role: "admin" });
    const asAdmin = await fetcherPost(
      claimAction,
      "/provider/claim",
      { intent: "request-review", providerId: other.id, note: "I am the owner, call me." },
      { cookie: admin.cookie },
    );
    expect(asAdmin.status).toBe(403);
    expect(message(asAdmin)).toBe(ADMINS_CANNOT_CLAIM);

    const demo = await signedIn({ isDemo: true });
    const asDemo = await sendCode(demo.cookie, other.id, "d@glowclinic.example");
    expect(asDemo.status).toBe(403);
    expect(message(asDemo)).toBe(DEMO_WRITE_REFUSED);

    const guest = await fetcherPost(claimAction, "/provider/claim", {
      intent: "send-code",
      providerId: other.id,
      email: "g@glowclinic.example",
    });
    expect(guest.status).toBe(401);
    expect(await loaderStatus(claimLoader, "/provider/claim")).toBe("302 /signin?redirectTo=%2Fprovider%2Fclaim");
    expect(await count("listing_claims")).toBe(0);
    expect(await count("email_outbox")).toBe(0);
  });

  it("an unverified claimant can edit nothing", async () => {
    const target = await listing();
    const { cookie } = await signedIn();
    await startClaim(cookie, target.id);
    await fetcherPost(
      claimAction,
      "/provider/claim",
      { intent: "request-review", providerId: target.id, note: "Practice manager, ask for Dana." },
      { cookie },
    );
    expect(await loaderStatus(settingsLoader, "/provider/settings", cookie)).toBe(403);
    const save = await fetcherPost(
      settingsAction,
      "/provider/settings",
      { intent: "settings", notificationEmail: "x@y.example" },
      { cookie },
    );
    expect(save.status).toBe(403);
    expect(message(save)).toBe(NOT_A_PRACTICE);
    const invited = await fetcherPost(settingsAction, "/provider/settings", { intent: "invite", email: "friend@y.example" }, { cookie });
    expect(invited.status).toBe(403);
    expect(await count("practice_invites")).toBe(0);
    expect(await count("providers", "notification_email IS NOT NULL")).toBe(0);
  });

  it("reads the website's domain leniently", () => {
    expect(websiteDomain("https://www.Glow.example/about")).toBe("glow.example");
    expect(websiteDomain("glow.example")).toBe("glow.example");
    expect(websiteDomain("not a url")).toBeNull();
    expect(websiteDomain(null)).toBeNull();
    // An address at a free-mail, social or site-builder host proves nothing about a practice.
    expect(websiteDomain("https://www.facebook.com/glowmedspa")).toBeNull();
    expect(websiteDomain("https://gmail.com")).toBeNull();
    expect(websiteDomain("linktr.ee/glowmedspa")).toBeNull();
    // Nor one on a shared host, hand-listed or in the Public Suffix List's private section (issue 43 finding 14).
    for (const site of [
      "https://glow.wixsite.com/spa",
      "drx.wixsite.com",
      "https://glow.github.io",
      "glow.netlify.app",
      "https://glow.vercel.app/",
      "glow.wordpress.com",
      "www.glow.squarespace.com",
    ])
      expect(websiteDomain(site), site).toBeNull();
    expect(websiteDomain("https://glow.co.uk")).toBe("glow.co.uk");
  });
});

describe("claims reviewed by an admin", () => {
  async function queued() {
    const target = await listing({ website: null, practiceEmail: null });
    const claimant = await signedIn({ firstName: "Dana" });
    const reply = await fetcherPost(
      claimAction,
      "/provider/claim",
      { intent: "request-review", providerId: target.id, note: "  I'm the practice manager; call the front desk.  " },
      { cookie: claimant.cookie },
    );
    expect(reply.status).toBe(303);
    const claim = await env.DB.prepare("SELECT id, note FROM listing_claims WHERE user_id = ?")
      .bind(claimant.user.id)
      .first<{ id: string; note: string }>();
    return { target, claimant, claimId: claim!.id, note: claim!.note };
  }

  async function audit() {
    return (await env.DB.prepare("SELECT actor_email, action, target_id, summary FROM admin_audit_log ORDER BY created_at").all()).results;
  }

  it("a claimant asks once, with a note; the queue lists it for admins only", async () => {
    const { target, claimant, claimId, note } = await queued();
    expect(note).toBe("I'm the practice manager; call the front desk.");
    const twice = await fetcherPost(
      claimAction,
      "/provider/claim",
      { intent: "request-review", providerId: target.id, note: "Again, please review." },
      { cookie: claimant.cookie },
    );
    expect(twice.status).toBe(409);
    expect(message(twice)).toBe(CLAIM_REVIEW_PENDING);
    const short = await fetcherPost(
      claimAction,
      "/provider/claim",
      { intent: "request-review", providerId: target.id, note: "me" },
      { cookie: claimant.cookie },
    );
    expect(short.status).toBe(400);
    expect(message(short)).toBe(CLAIM_NOTE_REQUIRED);
    expect(await count("listing_claims")).toBe(1);

    const admin = await signedIn({ role: "admin" });
    const page = (await adminClaimsLoader(routeArgs<never>("/admin/claims", { headers: { Cookie: admin.cookie } }))) as {
      claims: { id: string; claimantEmail: string; note: string }[];
    };
    expect(page.claims.map((c) => [c.id, c.claimantEmail])).toEqual([[claimId, claimant.user.email]]);
    expect(await loaderStatus(adminClaimsLoader, "/admin/claims", claimant.cookie)).toBe(403);
  });

  it("an admin approves: the claimant owns the listing, the audit log and the claimant's e-mail say so; a second decision is refused", async () => {
    const { target, claimant, claimId } = await queued();
    const admin = await signedIn({ role: "admin", email: "boss@admins.example" });
    const reply = await fetcherPost(adminClaimsAction, "/admin/claims", { intent: "approve", claimId }, { cookie: admin.cookie });
    expect(reply.status).toBe(303);
    expect(await userRow(claimant.user.id)).toEqual({ role: "provider", provider_id: target.id, practice_role: "owner" });
    const row = await claimRow(claimId);
    expect([row?.status, row?.decided_by]).toEqual(["approved", admin.user.id]);
    expect(await audit()).toEqual([
      {
        actor_email: "boss@admins.example",
        action: "claim.approve",
        target_id: claimId,
        summary: `Approved the claim of ${claimant.user.email} on ${target.name}`,
      },
    ]);
    expect((await lastEmail(claimant.user.email))?.kind).toBe("claim_approved");

    const again = await fetcherPost(adminClaimsAction, "/admin/claims", { intent: "reject", claimId }, { cookie: admin.cookie });
    expect(again.status).toBe(409);
    expect(message(again)).toBe(CLAIM_DECIDED_ALREADY);
    expect(await audit()).toHaveLength(1);
  });

  it("an admin rejects: nothing changes for the claimant but the claim and the log", async () => {
    const { claimant, claimId, target } = await queued();
    const admin = await signedIn({ role: "admin" });
    const reply = await fetcherPost(adminClaimsAction, "/admin/claims", { intent: "reject", claimId }, { cookie: admin.cookie });
    expect(reply.status).toBe(303);
    expect((await claimRow(claimId))?.status).toBe("rejected");
    expect(await userRow(claimant.user.id)).toEqual({ role: "patient", provider_id: null, practice_role: null });
    expect(await audit()).toEqual([
      expect.objectContaining({ action: "claim.reject", summary: `Rejected the claim of ${claimant.user.email} on ${target.name}` }),
    ]);
    expect((await lastEmail(claimant.user.email))?.kind).toBe("claim_rejected");
  });

  it("approving a claim on a listing that found its owner meanwhile is refused and logs nothing", async () => {
    const { target, claimant, claimId } = await queued();
    await createUser({ role: "provider", providerId: target.id });
    const admin = await signedIn({ role: "admin" });
    const reply = await fetcherPost(adminClaimsAction, "/admin/claims", { intent: "approve", claimId }, { cookie: admin.cookie });
    expect(reply.status).toBe(409);
    expect(message(reply)).toBe(LISTING_ALREADY_CLAIMED);
    expect((await userRow(claimant.user.id)).role).toBe("patient");
    expect((await claimRow(claimId))?.status).toBe("pending");
    expect(await audit()).toEqual([]);
  });

  it("two admins deciding at once: one decision, one audit entry", async () => {
    const { claimId } = await queued();
    const [a, b] = [await signedIn({ role: "admin" }), await signedIn({ role: "admin" })];
    const replies = await Promise.all([
      fetcherPost(adminClaimsAction, "/admin/claims", { intent: "approve", claimId }, { cookie: a.cookie }),
      fetcherPost(adminClaimsAction, "/admin/claims", { intent: "reject", claimId }, { cookie: b.cookie }),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([303, 409]);
    expect(await count("admin_audit_log")).toBe(1);
  });

  it("patients and providers cannot decide claims", async () => {
    const { claimId } = await queued();
    for (const spec of [{}, { role: "provider" as const, providerId: (await listing()).id }]) {
      const { cookie } = await signedIn(spec);
      const reply = await fetcherPost(adminClaimsAction, "/admin/claims", { intent: "approve", claimId }, { cookie });
      expect(reply.status).toBe(403);
    }
    expect((await claimRow(claimId))?.status).toBe("pending");
    expect(await count("admin_audit_log")).toBe(0);
  });
});

describe("the practice team and /provider/settings", () => {
  async function practice() {
    const target = await listing();
    const owner = await signedIn({ role: "provider", providerId: target.id, firstName: "Olivia" });
    return { target, owner };
  }

  function settingsPost(cookie: string | undefined, form: Record<string, string>) {
    return fetcherPost(settingsAction, "/provider/settings", form, { cookie });
  }

  async function invited(cookie: string, email: string) {
    const reply = await settingsPost(cookie, { intent: "invite", email });
    expect(reply.status).toBe(303);
    const mail = await lastEmail(email.toLowerCase());
    return new URL(mail!.link!).searchParams.get("token")!;
  }

  function accept(cookie: string | undefined, token: string) {
    return fetcherPost(inviteAction, "/provider/invite", { token }, { cookie });
  }

  it("the owner invites by e-mail; the invitee (that verified address) accepts once and becomes a member", async () => {
    const { target, owner } = await practice();
    const token = await invited(owner.cookie, "New.Hire@Elsewhere.example");
    expect((await lastEmail("new.hire@elsewhere.example"))!.text).toContain(
      "Sign in or create an account with this e-mail address (new.hire@elsewhere.example), then accept: the invitation works only for it.",
    );
    expect(INVITE_SENT("new.hire@elsewhere.example")).toBe(
      "We sent an invitation to new.hire@elsewhere.example. The link works for 7 days.",
    );
    const stored = await env.DB.prepare(
      "SELECT i.email, s.secret_hash AS token_hash, s.expires_at FROM practice_invites i JOIN one_time_secrets s ON s.kind = 'practice_invite' AND s.target = i.id",
    ).first<{
      email: string;
      token_hash: string;
      expires_at: number;
    }>();
    expect(stored?.email).toBe("new.hire@elsewhere.example");
    expect(stored?.token_hash).not.toBe(token);
    expect(stored!.expires_at - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);

    // Issue 43 finding 11: another account (even a signed-in one) is refused; the link is the invited address's.
    const stranger = await signedIn({ email: "someone.else@other.example" });
    const strangerPage = (await inviteLoader(
      routeArgs<never>(`/provider/invite?token=${token}`, { headers: { Cookie: stranger.cookie } }),
    )) as { refusal: string | null };
    expect(strangerPage.refusal).toBe(INVITE_OTHER_ADDRESS("new.hire@elsewhere.example"));
    expect(INVITE_OTHER_ADDRESS("new.hire@elsewhere.example")).toBe(
      "This invitation was sent to new.hire@elsewhere.example. Sign in with the account of that address (verified) to accept it.",
    );
    const refused = await accept(stranger.cookie, token);
    expect(refused.status).toBe(403);
    expect(message(refused)).toBe(INVITE_OTHER_ADDRESS("new.hire@elsewhere.example"));
    expect((await userRow(stranger.user.id)).role).toBe("patient");
    // The invited address, not yet verified, is refused too.
    const unverified = await signedIn({ email: "new.hire@elsewhere.example", verified: false });
    expect(message(await accept(unverified.cookie, token))).toBe(INVITE_OTHER_ADDRESS("new.hire@elsewhere.example"));
    await env.DB.prepare("UPDATE users SET email_verified_at = ? WHERE id = ?").bind(Date.now(), unverified.user.id).run();
    const invitee = { ...unverified, cookie: await sessionCookie(unverified.user.id) };
    const page = (await inviteLoader(routeArgs<never>(`/provider/invite?token=${token}`, { headers: { Cookie: invitee.cookie } }))) as {
      practice: string;
      refusal: string | null;
    };
    expect(page.practice).toBe(target.name);
    expect(page.refusal).toBeNull();
    const reply = await accept(invitee.cookie, token);
    expect(reply.status).toBe(303);
    expect(await userRow(invitee.user.id)).toEqual({ role: "provider", provider_id: target.id, practice_role: "member" });

    const late = await signedIn();
    const replay = await accept(late.cookie, token);
    expect(replay.status).toBe(410);
    expect(message(replay)).toBe(INVITE_NOT_FOUND);
    expect((await userRow(late.user.id)).role).toBe("patient");

    // Inviting a member again is refused.
    const again = await settingsPost(owner.cookie, { intent: "invite", email: "new.hire@elsewhere.example" });
    expect(message(again)).toBe(INVITE_ALREADY_MEMBER);
  });

  it("an expired invitation, a guest, an admin and an account already linked cannot join", async () => {
    const { owner } = await practice();
    const token = await invited(owner.cookie, "later@elsewhere.example");

    expect((await accept(undefined, token)).status).toBe(401);
    const admin = await signedIn({ role: "admin" });
    expect(message(await accept(admin.cookie, token))).toBe(INVITE_ADMIN_REFUSED);
    const linked = await signedIn({ role: "provider", providerId: (await listing()).id });
    expect(message(await accept(linked.cookie, token))).toBe(ALREADY_LINKED);
    const demo = await signedIn({ isDemo: true });
    expect(message(await accept(demo.cookie, token))).toBe(DEMO_WRITE_REFUSED);

    await env.DB.prepare("UPDATE one_time_secrets SET expires_at = ? WHERE kind = 'practice_invite'")
      .bind(Date.now() - 1000)
      .run();
    const patient = await signedIn();
    const expired = await accept(patient.cookie, token);
    expect(message(expired)).toBe(INVITE_NOT_FOUND);
    expect(await count("users", "practice_role = 'member'")).toBe(0);
    expect(await count("practice_invites", "accepted_at IS NOT NULL")).toBe(0);
  });

  it("one invitation opened three times at the same moment: it is used once", async () => {
    const { target, owner } = await practice();
    const token = await invited(owner.cookie, "twice@elsewhere.example");
    const invitee = await signedIn({ email: "twice@elsewhere.example" });
    const cookies = [invitee.cookie, await sessionCookie(invitee.user.id), await sessionCookie(invitee.user.id)];
    const replies = await Promise.all(cookies.map((cookie) => accept(cookie, token)));
    expect(replies.filter((r) => r.status === 303)).toHaveLength(1);
    expect(await count("users", "provider_id = ? AND practice_role = 'member'", target.id)).toBe(1);
  });

  it("a member sees the settings read-only and can neither invite, remove nor save", async () => {
    const { target, owner } = await practice();
    const member = await signedIn({ role: "provider", providerId: target.id, practiceRole: "member" });
    const colleague = await signedIn({ role: "provider", providerId: target.id, practiceRole: "member" });
    const page = (await settingsLoader(routeArgs<never>("/provider/settings", { headers: { Cookie: member.cookie } }))) as {
      isOwner: boolean;
      settings: { team: { email: string; role: string }[] };
    };
    expect(page.isOwner).toBe(false);
    expect(page.settings.team.map((m) => m.role).sort()).toEqual(["member", "member", "owner"]);

    const forms: Record<string, string>[] = [
      { intent: "invite", email: "x@elsewhere.example" },
      { intent: "remove-member", userId: colleague.user.id },
      { intent: "remove-member", userId: owner.user.id },
      { intent: "settings", notificationEmail: "x@elsewhere.example" },
    ];
    for (const form of forms) {
      const reply = await settingsPost(member.cookie, form);
      expect(reply.status, form.intent).toBe(403);
      expect(message(reply)).toBe(OWNERS_ONLY);
    }
    expect(await count("practice_invites")).toBe(0);
    expect(await count("users", "provider_id = ?", target.id)).toBe(3);
    expect(await count("providers", "notification_email IS NOT NULL")).toBe(0);
  });

  it("the owner removes a member (back to patient, still signed in), never themselves, never another practice's member", async () => {
    const { target, owner } = await practice();
    const member = await signedIn({ role: "provider", providerId: target.id, practiceRole: "member" });
    const self = await settingsPost(owner.cookie, { intent: "remove-member", userId: owner.user.id });
    expect(self.status).toBe(400);
    expect(message(self)).toBe(OWNER_CANNOT_LEAVE);

    const elsewhere = await listing();
    const stranger = await signedIn({ role: "provider", providerId: elsewhere.id, practiceRole: "member" });
    const foreign = await settingsPost(owner.cookie, { intent: "remove-member", userId: stranger.user.id });
    expect(foreign.status).toBe(404);
    expect(message(foreign)).toBe(MEMBER_NOT_FOUND);
    expect(await userRow(stranger.user.id)).toEqual({ role: "provider", provider_id: elsewhere.id, practice_role: "member" });

    expect((await settingsPost(owner.cookie, { intent: "remove-member", userId: member.user.id })).status).toBe(303);
    expect(await userRow(member.user.id)).toEqual({ role: "patient", provider_id: null, practice_role: null });
    const stillSignedIn = await getUser(new Request("http://localhost:8787/", { headers: { Cookie: member.cookie } }));
    expect(stillSignedIn?.role).toBe("patient");
    expect(await loaderStatus(settingsLoader, "/provider/settings", member.cookie)).toBe(403);
    expect(await userRow(owner.user.id)).toEqual({ role: "provider", provider_id: target.id, practice_role: "owner" });
  });

  it("the owner withdraws an invitation; another practice's owner cannot", async () => {
    const { owner } = await practice();
    const token = await invited(owner.cookie, "maybe@elsewhere.example");
    const invite = await env.DB.prepare("SELECT id FROM practice_invites").first<{ id: string }>();
    const other = await practice();
    const foreign = await settingsPost(other.owner.cookie, { intent: "cancel-invite", inviteId: invite!.id });
    expect(foreign.status).toBe(404);
    expect(await count("practice_invites")).toBe(1);
    expect((await settingsPost(owner.cookie, { intent: "cancel-invite", inviteId: invite!.id })).status).toBe(303);
    expect(await count("practice_invites")).toBe(0);
    const patient = await signedIn();
    expect(message(await accept(patient.cookie, token))).toBe(INVITE_NOT_FOUND);
  });

  it("the owner sets the notification e-mail (blank = the owner's) and whether requests are accepted", async () => {
    const { target, owner } = await practice();
    const saved = await settingsPost(owner.cookie, { intent: "settings", notificationEmail: " Desk@Glow.example " });
    expect(saved.status).toBe(303);
    expect(saved.data.location).toBe("/provider/settings");
    type Row = { notification_email: string | null; accepts_requests: number };
    const read = () =>
      env.DB.prepare("SELECT notification_email, accepts_requests FROM providers WHERE id = ?").bind(target.id).first<Row>();
    expect(await read()).toEqual({ notification_email: "desk@glow.example", accepts_requests: 0 });
    expect(SETTINGS_SAVED).toBe("Your practice settings have been saved.");

    const bad = await settingsPost(owner.cookie, { intent: "settings", notificationEmail: "not-an-address", acceptsRequests: "on" });
    expect(bad.status).toBe(400);
    expect(message(bad)).toBe(NOTIFICATION_EMAIL_INVALID);
    expect(await read()).toEqual({ notification_email: "desk@glow.example", accepts_requests: 0 });

    expect((await settingsPost(owner.cookie, { intent: "settings", notificationEmail: "", acceptsRequests: "on" })).status).toBe(303);
    expect(await read()).toEqual({ notification_email: null, accepts_requests: 1 });

    // Another practice's owner changes only their own listing.
    const other = await practice();
    await settingsPost(other.owner.cookie, { intent: "settings", notificationEmail: "theirs@x.example" });
    expect(await read()).toEqual({ notification_email: null, accepts_requests: 1 });
    expect(await loaderStatus(settingsLoader, "/provider/settings")).toBe("302 /signin?redirectTo=%2Fprovider%2Fsettings");
  });

  it("guests, patients and the demo account cannot post settings", async () => {
    const patient = await signedIn();
    const demo = await signedIn({ isDemo: true, role: "provider", providerId: (await listing()).id });
    expect((await settingsPost(undefined, { intent: "settings", notificationEmail: "a@b.example" })).status).toBe(401);
    expect(message(await settingsPost(patient.cookie, { intent: "settings", notificationEmail: "a@b.example" }))).toBe(NOT_A_PRACTICE);
    expect((await settingsPost(demo.cookie, { intent: "settings", notificationEmail: "a@b.example" })).status).toBe(403);
    expect(await count("providers", "notification_email IS NOT NULL")).toBe(0);
  });
});

describe("the admin Users tab keeps the link consistent", () => {
  it("taking provider away from an owner unlinks the account, and the listing can be claimed again", async () => {
    const target = await listing();
    const owner = await createUser({ role: "provider", providerId: target.id });
    const admin = await signedIn({ role: "admin" });
    const page = (await usersLoader(routeArgs<never>("/admin/users", { headers: { Cookie: admin.cookie } }))) as object;
    expect(page).toBeTruthy();
    expect(UNLINK_NOTE).toContain("unlinks the account from its listing");
    const reply = await fetcherPost(
      usersAction,
      "/admin/users",
      { intent: "changeRole", userId: owner.id, role: "patient" },
      { cookie: admin.cookie },
    );
    expect(reply.status).toBe(303);
    expect(await userRow(owner.id)).toEqual({ role: "patient", provider_id: null, practice_role: null });
    const claimant = await signedIn();
    expect((await sendCode(claimant.cookie, target.id, "office@glowclinic.example")).status).toBe(303);
  });
});
