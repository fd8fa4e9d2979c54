/**
 * Issue 43 findings 7, 9 and 14 (second half of 14 in listing-claims.test.ts too): the day's caps on
 * listing-claim codes per listing and per e-mail domain across accounts, with the pause, the
 * practice's e-mail and the admins' alert; the e-mailed sign-in code's daily cap and its cap of 100
 * wrong codes in a row; one cross-site check where Origin and Sec-Fetch-Site agree; and shared
 * hosting (the Public Suffix List) never proving a practice's domain.
 */
import { waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { createSession } from "~/auth/session.server";
import { CODE_EXPIRED, wrongSignInCode } from "~/auth/signin-code-texts";
import { isCrossSiteWrite } from "~/http/security.server";
import { CODE_SIGN_IN_LOCKED, LIMITS, limitKey, tooManyMessage } from "~/lib/limits";
import { requestContext } from "~/lib/request-context";
import { exhaustWindow } from "~/lib/rate-limit.server";
import { CLAIM_NO_ADDRESS, CLAIM_PAUSED, claimPausedAudit } from "~/practice/claims-messages";
import { loader as adminClaimsLoader } from "~/routes/admin.claims";
import { action as claimAction } from "~/routes/provider.claim";
import { action as codeAction } from "~/routes/signin.code";
import { args, dataOf } from "../fixtures/accounts";
import { count, fetcherPost } from "../fixtures/actions";
import { holdClockInsideWindows } from "../fixtures/clock";
import { insertProviders, providerRow } from "../fixtures/directory";
import { routeArgs } from "../fixtures/route-args";
import { createUser, signedIn } from "../fixtures/users";

// ------------------------------------------------------------------ finding 7: listing claims

let ipSeq = 1;
const nextIp = () => `198.18.${Math.floor(ipSeq / 250)}.${ipSeq++ % 250}`;

async function sendClaimCode(cookie: string, providerId: string, email: string) {
  return fetcherPost(claimAction, "/provider/claim", { intent: "send-code", providerId, email }, { cookie, ip: nextIp() });
}
async function verifyClaim(cookie: string, claimId: string, code: string) {
  return fetcherPost(claimAction, "/provider/claim", { intent: "verify-code", claimId, code }, { cookie, ip: nextIp() });
}
function claimMessage(reply: { data: Record<string, unknown> }): string | undefined {
  const result = reply.data.result as { error?: Record<string, string[] | null> } | undefined;
  return Object.values(result?.error ?? {}).flat()[0] ?? undefined;
}
async function mailedClaimCode(to: string): Promise<string> {
  const row = await env.DB.prepare(
    "SELECT text FROM email_outbox WHERE \"to\" = ? AND kind = 'claim_code' ORDER BY created_at DESC LIMIT 1",
  )
    .bind(to)
    .first<{ text: string }>();
  return /code is (\d{6})/.exec(row!.text)![1]!;
}
const wrongOf = (code: string) => (code === "000000" ? "111111" : "000000");

/** A new account starts a claim by code on `providerId` with `email` and enters `wrong` wrong codes. */
async function guesser(providerId: string, email: string, wrong: number) {
  const { cookie } = await signedIn();
  const sent = await sendClaimCode(cookie, providerId, email);
  expect(sent.status).toBe(303);
  const claimId = new URL(String(sent.data.location), "http://x").searchParams.get("claim")!;
  const code = await mailedClaimCode(email);
  for (let i = 0; i < wrong; i++) expect((await verifyClaim(cookie, claimId, wrongOf(code))).status).toBeGreaterThanOrEqual(400);
  return { cookie, claimId, code };
}

describe("claim codes: a day's cap per listing and per e-mail domain, across accounts (finding 7)", () => {
  it("20 wrong codes on one listing from four accounts pause it: even the right code is refused, the practice and admins are told once", async () => {
    holdClockInsideWindows();
    await insertProviders([
      providerRow({ id: "cap-l1", name: "Capped Clinic", website: "https://capped.example", practiceEmail: "desk@capped-mail.example" }),
    ]);
    const patient = await guesser("cap-l1", "late@capped.example", 0);
    for (const who of ["a", "b", "c", "d"]) await guesser("cap-l1", `${who}@capped.example`, 5);
    expect(
      await count(
        "listing_claims c JOIN one_time_secrets s ON s.kind = 'listing_claim' AND s.target = c.id",
        "c.provider_id = 'cap-l1' AND s.attempts = 5",
      ),
    ).toBe(4);
    // The right code of a claim started before the pause does not get through it.
    const right = await verifyClaim(patient.cookie, patient.claimId, patient.code);
    expect(right.status).toBe(429);
    expect(claimMessage(right)).toBe(CLAIM_PAUSED);
    expect(CLAIM_PAUSED).toBe(
      "Claiming this listing by code is paused for today after too many wrong codes. The practice and TruSelf have been told. You can ask TruSelf to review your claim instead.",
    );
    expect(await count("users", "provider_id = 'cap-l1'")).toBe(0);
    // A new claim is refused before any code is sent.
    const { cookie } = await signedIn();
    const mailsBefore = await count("email_outbox", "kind = 'claim_code'");
    const refused = await sendClaimCode(cookie, "cap-l1", "e@capped.example");
    expect(refused.status).toBe(429);
    expect(claimMessage(refused)).toBe(CLAIM_PAUSED);
    expect(await count("email_outbox", "kind = 'claim_code'")).toBe(mailsBefore);
    // Told once: the practice's address, and the audit log that the admins' claims page lists.
    const notices = await env.DB.prepare("SELECT \"to\", subject FROM email_outbox WHERE kind = 'claim_paused'").all();
    expect(notices.results).toEqual([{ to: "desk@capped-mail.example", subject: "Claims of Capped Clinic on TruSelf were paused" }]);
    const summary = claimPausedAudit("Capped Clinic", "listing", null);
    expect(summary).toBe("Paused claims by code of Capped Clinic for the day: too many wrong codes for the listing");
    expect(
      await env.DB.prepare("SELECT action, target_id, summary, actor_id FROM admin_audit_log")
        .all()
        .then((r) => r.results),
    ).toEqual([{ action: "claim.pause", target_id: "cap-l1", summary, actor_id: null }]);
    const admin = await signedIn({ role: "admin" }, "aal2");
    const page = (await adminClaimsLoader(routeArgs<never>("/admin/claims", { headers: { Cookie: admin.cookie } }))) as {
      paused: { providerId: string; summary: string }[];
    };
    expect(page.paused.map((p) => [p.providerId, p.summary])).toEqual([["cap-l1", summary]]);
  });

  it("30 wrong codes from one domain over two listings pause that domain's claims on a third", async () => {
    holdClockInsideWindows();
    const chain = (id: string) => providerRow({ id, name: `Chain ${id}`, website: "https://chain.example", practiceEmail: null });
    await insertProviders([chain("cap-d1")]);
    await insertProviders([chain("cap-d2")]);
    await insertProviders([chain("cap-d3")]);
    for (const [i, listing] of ["cap-d1", "cap-d1", "cap-d1", "cap-d2", "cap-d2", "cap-d2"].entries())
      await guesser(listing, `g${i}@chain.example`, 5);
    const { cookie } = await signedIn();
    const refused = await sendClaimCode(cookie, "cap-d3", "new@chain.example");
    expect(refused.status).toBe(429);
    expect(claimMessage(refused)).toBe(CLAIM_PAUSED);
    const audit = await env.DB.prepare("SELECT target_id, summary FROM admin_audit_log WHERE action = 'claim.pause'").all();
    expect(audit.results).toEqual([
      {
        target_id: "cap-d2",
        summary: "Paused claims by code of Chain cap-d2 for the day: too many wrong codes from addresses at chain.example",
      },
    ]);
    // No practice address on these listings: the admins alone are told.
    expect(await count("email_outbox", "kind = 'claim_paused'")).toBe(0);
  });

  it("sending codes is capped per listing a day across accounts (10)", async () => {
    holdClockInsideWindows();
    await insertProviders([providerRow({ id: "cap-s1", website: "https://sends.example" })]);
    await exhaustWindow(limitKey(["claimCodesPerListing", "cap-s1"]), 10, LIMITS.claimCodesPerListing.windowSeconds);
    const { cookie } = await signedIn();
    const refused = await sendClaimCode(cookie, "cap-s1", "x@sends.example");
    expect(refused.status).toBe(429);
    expect(claimMessage(refused)).toMatch(/^Too many codes\. Please try again in \d+ minutes?\.$/);
    expect(await count("listing_claims", "provider_id = 'cap-s1'")).toBe(0);
  });
});

// ------------------------------------------------------------------ finding 9: e-mailed sign-in codes

async function codePost(form: Record<string, string>) {
  type Args = Parameters<typeof codeAction>[0];
  const a = args<Args>("/signin/code", { form, headers: { "CF-Connecting-IP": nextIp() } });
  const result = await codeAction(a);
  await waitOnExecutionContext(a.context.get(requestContext).ctx);
  if (result instanceof Response) return { status: result.status, message: undefined };
  const { status, data } = dataOf<{ result: { error?: Record<string, string[]> } }>(result);
  return { status, message: Object.values(data.result.error ?? {})[0]?.[0] };
}
async function lastSignInCode(email: string): Promise<string> {
  const row = await env.DB.prepare(
    "SELECT text FROM email_outbox WHERE \"to\" = ? AND kind = 'sign_in_code' ORDER BY created_at DESC LIMIT 1",
  )
    .bind(email)
    .first<{ text: string }>();
  return /sign-in code is (\d{6})/.exec(row!.text)![1]!;
}

describe("e-mailed sign-in codes: a daily cap and 100 wrong codes in a row (finding 9)", () => {
  it("past 20 codes a day for an address the next is refused until the day's window ends", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.UTC(2026, 11, 2, 10, 0, 1)); // 14 hours less a second before the day's window ends
    const email = "daily.cap@example.com";
    await createUser({ email });
    await exhaustWindow(limitKey(["signInCodesPerEmailPerDay", email]), 20, LIMITS.signInCodesPerEmailPerDay.windowSeconds);
    const refused = await codePost({ intent: "send-code", email });
    expect(refused).toEqual({ status: 429, message: "Too many codes. Please try again in 840 minutes." });
    expect(tooManyMessage("codes", 14 * 3600 - 1)).toBe("Too many codes. Please try again in 840 minutes.");
    expect(await count("one_time_secrets", "kind = 'sign_in_code' AND target = ?", email)).toBe(0);
  });

  it("the 100th wrong code in a row locks code sign-in; another sign-in unlocks it", async () => {
    holdClockInsideWindows();
    const user = await createUser({ email: "hundred@example.com" });
    // 99 wrong codes already (as 20 days of guessing would leave them).
    await env.DB.prepare("INSERT INTO sign_in_code_failures (email, failures) VALUES (?, 99)").bind(user.email).run();
    // A check without a code to compare is no guess and does not count.
    expect(await codePost({ intent: "verify-code", email: user.email, code: "123456" })).toEqual({ status: 410, message: CODE_EXPIRED });
    expect((await codePost({ intent: "send-code", email: user.email })).status).toBe(200);
    const code = await lastSignInCode(user.email);
    expect(await codePost({ intent: "verify-code", email: user.email, code: code === "000000" ? "111111" : "000000" })).toEqual({
      status: 400,
      message: wrongSignInCode(4),
    });
    // Now even the right code is refused.
    expect(await codePost({ intent: "verify-code", email: user.email, code })).toEqual({ status: 429, message: CODE_SIGN_IN_LOCKED });
    expect(CODE_SIGN_IN_LOCKED).toBe(
      "Sign-in by e-mailed code is locked for this email after too many wrong codes. Please sign in with your password or a passkey, or reset your password; that unlocks it.",
    );
    expect(await count("sessions", "user_id = ?", user.id)).toBe(0);
    expect(await count("sign_in_code_failures", "email = ? AND failures = 100", user.email)).toBe(1);
    // No timed unlock: a sign-in another way (every way ends in createSession) clears the run.
    await createSession(user.id, new Request("http://localhost:8787/signin"));
    expect(await count("sign_in_code_failures")).toBe(0);
    expect((await codePost({ intent: "send-code", email: user.email })).status).toBe(200);
    expect((await codePost({ intent: "verify-code", email: user.email, code: await lastSignInCode(user.email) })).status).toBe(303);
  });
});

// ------------------------------------------------------------------ finding 14

describe("one cross-site check: Origin and Sec-Fetch-Site agree (finding 14)", () => {
  const post = (headers: Record<string, string>) => new Request("http://localhost:8787/signin", { method: "POST", headers });
  it("a foreign Origin is refused even with Sec-Fetch-Site: same-origin; our own and Origin: null from our page pass", async () => {
    expect(isCrossSiteWrite(post({ Origin: "https://evil.example", "Sec-Fetch-Site": "same-origin" }))).toBe(true);
    expect(isCrossSiteWrite(post({ Origin: "https://evil.example", "Sec-Fetch-Site": "none" }))).toBe(true);
    expect(isCrossSiteWrite(post({ Origin: "http://localhost:8787", "Sec-Fetch-Site": "same-origin" }))).toBe(false);
    expect(isCrossSiteWrite(post({ Origin: "null", "Sec-Fetch-Site": "same-origin" }))).toBe(false);
    expect(isCrossSiteWrite(post({ Origin: "null" }))).toBe(true);
    expect(isCrossSiteWrite(post({ Origin: "http://localhost:8787", "Sec-Fetch-Site": "cross-site" }))).toBe(true);
    expect(isCrossSiteWrite(post({}))).toBe(false);
  });

  it("the outer router refuses it on a resource route and on a page action, before anything runs", async () => {
    for (const path of [`/media/upload/${crypto.randomUUID()}?sig=x`, "/signin/code"]) {
      const res = await exports.default.fetch(`http://localhost:8787${path}`, {
        method: path.startsWith("/media") ? "PUT" : "POST",
        headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "same-origin", "Content-Type": "application/x-www-form-urlencoded" },
        body: "intent=send-code&email=someone%40example.com",
      });
      expect(res.status, path).toBe(403);
      expect(await res.text()).toBe("Cross-site request refused");
    }
    expect(await count("one_time_secrets", "kind = 'sign_in_code'")).toBe(0);
  });
});

describe("shared hosting never proves a practice's domain (finding 14)", () => {
  it("an address at drx.wixsite.com cannot claim the listing whose website is drx.wixsite.com: it goes to admin review", async () => {
    await insertProviders([providerRow({ id: "wix-1", website: "https://drx.wixsite.com/clinic", practiceEmail: null })]);
    const { cookie } = await signedIn();
    const refused = await sendClaimCode(cookie, "wix-1", "owner@drx.wixsite.com");
    expect(refused.status).toBe(400);
    expect(claimMessage(refused)).toBe(CLAIM_NO_ADDRESS);
    expect(await count("listing_claims")).toBe(0);
    expect(await count("email_outbox")).toBe(0);
    const review = await fetcherPost(
      claimAction,
      "/provider/claim",
      { intent: "request-review", providerId: "wix-1", note: "I run this clinic." },
      { cookie },
    );
    expect(review.status).toBe(303);
    expect(await count("listing_claims", "method = 'admin_review' AND provider_id = 'wix-1'")).toBe(1);
  });
});
