/**
 * Issue 38 item 1: signing in with an e-mailed 6-digit code, through /signin/code's action with
 * real requests, real D1 and the real outbox. Each rule and each exact text: the code is stored as
 * an HMAC only, works once, for 10 minutes (time moved by writing expires_at) and 5 tries, only for
 * the address it was sent to; a newer code retires the older; limits per address and per IP; the
 * same answer for every address; the spec's message without an address; the e-mail verified.
 */
import { waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { signInCodeEmail } from "~/auth/signin-code-email";
import {
  CODE_ADDRESS_REQUIRED,
  CODE_EXPIRED,
  CODE_FORMAT,
  EMAIL_ME_A_CODE,
  signInCodeSent,
  wrongSignInCode,
} from "~/auth/signin-code-texts";
import { INVALID_EMAIL } from "~/auth/schemas";
import { getSessionUser } from "~/auth/session.server";
import { DEMO_WRITE_REFUSED } from "~/demo/demo-policy";
import { LIMITS, limitKey, tooManyMessage } from "~/lib/limits";
import { requestContext } from "~/lib/request-context";
import { exhaustWindow } from "~/lib/rate-limit.server";
import { action } from "~/routes/signin.code";
import { args, dataOf } from "../fixtures/accounts";
import { toastOf } from "../fixtures/actions";
import { holdClockInsideWindows } from "../fixtures/clock";
import { createUser, sessionCookie } from "../fixtures/users";

type Args = Parameters<typeof action>[0];
type Reply = { ok: boolean; intent?: string; sentTo?: string; result: { error?: Record<string, string[]> } };

let nextIp = 1;
/** A client address of its own per call unless given, so only the limit under test fills. */
const freshIp = () => `198.51.100.${nextIp++ % 250}`;

async function post(form: Record<string, string>, opts: { ip?: string; cookie?: string } = {}) {
  const headers: Record<string, string> = { "CF-Connecting-IP": opts.ip ?? freshIp(), ...(opts.cookie ? { Cookie: opts.cookie } : {}) };
  const a = args<Args>("/signin/code?redirectTo=%2Ffavorites", { form, headers });
  const result = await action(a);
  // The code is stored and e-mailed after the answer: wait for that work, as the runtime does.
  await waitOnExecutionContext(a.context.get(requestContext).ctx);
  return result;
}

function sendCode(email: string, opts: { ip?: string; cookie?: string } = {}) {
  return post({ intent: "send-code", email }, opts);
}

function enterCode(email: string, code: string, opts: { ip?: string } = {}) {
  return post({ intent: "verify-code", email, code, redirectTo: "/favorites" }, opts);
}

/** Status and message of an answer: a redirect (signed in) or the page's reply. */
function outcome(result: unknown): { status: number; message?: string; field?: string } {
  if (result instanceof Response) return { status: result.status };
  const { status, data } = dataOf<Reply>(result);
  const [field, messages] = Object.entries(data.result.error ?? {})[0] ?? [];
  return { status, message: messages?.[0], field: field === "" ? undefined : field };
}

async function mailedCodes(email: string): Promise<string[]> {
  const rows = await env.DB.prepare("SELECT text FROM email_outbox WHERE \"to\" = ? AND kind = 'sign_in_code' ORDER BY created_at")
    .bind(email)
    .all<{
      text: string;
    }>();
  return rows.results.map((r) => /sign-in code is (\d{6})/.exec(r.text)?.[1] ?? "missing");
}

async function codeRows(email: string) {
  return (
    await env.DB.prepare(
      "SELECT id, secret_hash AS code_hash, attempts, created_at, expires_at, consumed_at AS used_at FROM one_time_secrets WHERE kind = 'sign_in_code' AND target = ?",
    )
      .bind(email)
      .all<{ id: string; code_hash: string; attempts: number; created_at: number; expires_at: number; used_at: number | null }>()
  ).results;
}

/** Sends a code to `email` and reads it from the outbox. */
async function codeFor(email: string): Promise<string> {
  expect(outcome(await sendCode(email)).status).toBe(200);
  const codes = await mailedCodes(email);
  const code = codes.at(-1);
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}

const otherThan = (code: string) => (code === "000000" ? "111111" : "000000");

describe("sign-in by e-mailed code: the texts", () => {
  it("says exactly what issue 38 and spec 001 say", () => {
    expect(CODE_ADDRESS_REQUIRED).toBe("You must provide either an email or phone number.");
    expect(signInCodeSent("a@example.com")).toBe(
      "If an account exists for a@example.com, we sent it a 6-digit code. It expires in 10 minutes.",
    );
    expect(CODE_EXPIRED).toBe("That code has expired or was used too many times. Request a new one.");
    expect(wrongSignInCode(4)).toBe("That code isn't right. You have 4 tries left.");
    expect(wrongSignInCode(1)).toBe("That code isn't right. You have 1 try left.");
    expect(CODE_FORMAT).toBe("Please enter the 6-digit code from the e-mail.");
    expect(EMAIL_ME_A_CODE).toBe("Email me a sign-in code");
    const mail = signInCodeEmail("a@example.com", "Ann", "123456", "https://truself.example/signin/code");
    expect(mail.subject).toBe("Your TruSelf sign-in code: 123456");
    expect(mail.text).toContain("Your TruSelf sign-in code is 123456. It works once, for 10 minutes.");
  });
});

describe("sign-in by e-mailed code: asking for one", () => {
  it("without an address: the spec's message, for both forms, and nothing stored or sent", async () => {
    const forms: Record<string, string>[] = [
      { intent: "send-code" },
      { intent: "send-code", email: "  " },
      { intent: "verify-code", code: "123456" },
    ];
    for (const form of forms) {
      expect(outcome(await post(form))).toEqual({ status: 400, message: CODE_ADDRESS_REQUIRED, field: "email" });
    }
    expect(outcome(await sendCode("not-an-address"))).toEqual({ status: 400, message: INVALID_EMAIL, field: "email" });
    expect(outcome(await post({ intent: "verify-code", email: "a@example.com", code: "12345" }))).toEqual({
      status: 400,
      message: CODE_FORMAT,
      field: "code",
    });
    expect((await env.DB.prepare("SELECT count(*) AS n FROM one_time_secrets").first<{ n: number }>())!.n).toBe(0);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM email_outbox").first<{ n: number }>())!.n).toBe(0);
  });

  it("e-mails a 6-digit code to an account and stores only its HMAC, for 10 minutes", async () => {
    const user = await createUser({ email: "code.owner@example.com", firstName: "Cora" });
    const result = await sendCode(" Code.Owner@Example.com ");
    expect(dataOf<Reply>(result)).toMatchObject({ status: 200, data: { ok: true, intent: "send-code", sentTo: user.email } });
    const [code] = await mailedCodes(user.email);
    expect(code).toMatch(/^\d{6}$/);
    const rows = await codeRows(user.email);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.code_hash).not.toContain(code);
    expect(row.code_hash).not.toBe(await sha256(code!));
    expect(row.expires_at - row.created_at).toBe(10 * 60_000);
    expect(row.attempts).toBe(0);
  });

  it("answers the same for an address without an account, and sends nothing", async () => {
    await createUser({ email: "known.person@example.com" });
    const known = dataOf<Reply>(await sendCode("known.person@example.com"));
    const unknown = dataOf<Reply>(await sendCode("nobody.at.all@example.com"));
    expect({ ...unknown, data: { ...unknown.data, sentTo: "x" } }).toEqual({ ...known, data: { ...known.data, sentTo: "x" } });
    expect(await mailedCodes("known.person@example.com")).toHaveLength(1);
    expect(await mailedCodes("nobody.at.all@example.com")).toHaveLength(0);
    // A code is stored for it all the same, so checking reads the same too (tries left, then expired).
    expect(outcome(await enterCode("nobody.at.all@example.com", "123456"))).toEqual({
      status: 400,
      message: wrongSignInCode(4),
      field: "code",
    });
    expect(outcome(await enterCode("known.person@example.com", otherThan((await mailedCodes("known.person@example.com"))[0]!)))).toEqual({
      status: 400,
      message: wrongSignInCode(4),
      field: "code",
    });
  });

  it("a newer code retires the older one", async () => {
    const user = await createUser({ email: "two.codes@example.com" });
    const first = await codeFor(user.email);
    const second = await codeFor(user.email);
    expect(await codeRows(user.email)).toHaveLength(1);
    if (first !== second) expect(outcome(await enterCode(user.email, first)).status).toBe(400);
    expect(outcome(await enterCode(user.email, second)).status).toBe(303);
  });

  it("is limited to 5 codes an hour per address (from any IP), with the wait in the message", async () => {
    holdClockInsideWindows();
    expect(LIMITS.signInCodesPerEmail.limit).toBe(5);
    const email = "many.codes@example.com";
    for (let i = 0; i < 5; i++) expect(outcome(await sendCode(email)).status).toBe(200);
    expect(outcome(await sendCode(email))).toEqual({ status: 429, message: tooManyMessage("codes", secondsLeftInHour()) });
    expect(outcome(await sendCode("another.address@example.com")).status).toBe(200);
  });

  it("is limited to 20 codes an hour per client address, whatever the address asked for", async () => {
    holdClockInsideWindows();
    expect(LIMITS.signInCodesPerIp.limit).toBe(20);
    const ip = "203.0.113.77";
    for (let i = 0; i < 20; i++) expect(outcome(await sendCode(`spray-${i}@example.com`, { ip })).status).toBe(200);
    expect(outcome(await sendCode("spray-last@example.com", { ip }))).toEqual({
      status: 429,
      message: tooManyMessage("codes", secondsLeftInHour()),
    });
    expect(outcome(await sendCode("spray-last@example.com")).status).toBe(200);
  }, 60_000);

  it("the demo account: its session may not ask (it writes nothing shared), and its address gets no code", async () => {
    const demo = await createUser({ email: "demo.person@example.com", isDemo: true });
    expect(outcome(await sendCode("someone@example.com", { cookie: await sessionCookie(demo.id) }))).toMatchObject({
      status: 403,
      message: DEMO_WRITE_REFUSED,
    });
    expect((await env.DB.prepare("SELECT count(*) AS n FROM one_time_secrets").first<{ n: number }>())!.n).toBe(0);
    expect(outcome(await sendCode(demo.email)).status).toBe(200);
    expect(await mailedCodes(demo.email)).toHaveLength(0);
  });
});

describe("sign-in by e-mailed code: entering it", () => {
  it("the right code signs in (a new aal1 session, the welcome toast, back to redirectTo) and verifies the e-mail", async () => {
    const user = await createUser({ email: "unverified.code@example.com", verified: false });
    const code = await codeFor(user.email);
    const result = (await enterCode(user.email, ` ${code.slice(0, 3)} ${code.slice(3)} `)) as Response;
    expect(result.status).toBe(303);
    expect(result.headers.get("Location")).toBe("/favorites");
    expect(await toastOf(result)).toEqual({ title: "Welcome back!", type: "success" });
    const cookie = result.headers
      .getSetCookie()
      .find((c) => c.startsWith("truself_session="))!
      .split(";", 1)
      .join("");
    const session = await getSessionUser(new Request("https://truself.test/", { headers: { Cookie: cookie } }));
    expect(session).toMatchObject({ id: user.id, aal: "aal1" });
    const row = await env.DB.prepare("SELECT email_verified_at FROM users WHERE id = ?")
      .bind(user.id)
      .first<{ email_verified_at: number }>();
    expect(row!.email_verified_at).toBeGreaterThan(0);
  });

  it("a used code cannot be replayed", async () => {
    const user = await createUser({ email: "replay@example.com" });
    const code = await codeFor(user.email);
    expect(outcome(await enterCode(user.email, code)).status).toBe(303);
    expect(outcome(await enterCode(user.email, code))).toEqual({ status: 410, message: CODE_EXPIRED });
    expect((await codeRows(user.email))[0]!.used_at).toBeGreaterThan(0);
  });

  it("5 tries per code: wrong codes count down, the 5th retires the code, and then even the right one fails", async () => {
    const user = await createUser({ email: "five.tries@example.com" });
    const code = await codeFor(user.email);
    const wrong = otherThan(code);
    for (const left of [4, 3, 2, 1]) {
      expect(outcome(await enterCode(user.email, wrong))).toEqual({ status: 400, message: wrongSignInCode(left), field: "code" });
    }
    expect(outcome(await enterCode(user.email, wrong))).toEqual({ status: 410, message: CODE_EXPIRED });
    expect(outcome(await enterCode(user.email, code))).toEqual({ status: 410, message: CODE_EXPIRED });
    expect((await codeRows(user.email))[0]!.attempts).toBe(5);
  });

  it("parallel guesses never get more than 5 tries", async () => {
    const user = await createUser({ email: "parallel.tries@example.com" });
    const code = await codeFor(user.email);
    const results = (await Promise.all(Array.from({ length: 12 }, () => enterCode(user.email, otherThan(code))))).map(outcome);
    expect(results.filter((r) => r.status === 400)).toHaveLength(4);
    expect(results.filter((r) => r.status === 410)).toHaveLength(8);
    expect(outcome(await enterCode(user.email, code)).status).toBe(410);
  });

  it("expires after 10 minutes", async () => {
    const user = await createUser({ email: "expired.code@example.com" });
    const code = await codeFor(user.email);
    await env.DB.prepare("UPDATE one_time_secrets SET expires_at = ? WHERE kind = 'sign_in_code' AND target = ?")
      .bind(Date.now() - 1, user.email)
      .run();
    expect(outcome(await enterCode(user.email, code))).toEqual({ status: 410, message: CODE_EXPIRED });
  });

  it("a code for one address never signs in another", async () => {
    const alice = await createUser({ email: "alice.code@example.com" });
    const bob = await createUser({ email: "bob.code@example.com" });
    const aliceCode = await codeFor(alice.email);
    const bobCode = await codeFor(bob.email);
    // Bob's address with Alice's code: a wrong code for Bob (unless the two codes happen to match).
    if (aliceCode !== bobCode) expect(outcome(await enterCode(bob.email, aliceCode)).status).toBe(400);
    // An address that asked for nothing: no code to match at all.
    expect(outcome(await enterCode("carol.code@example.com", aliceCode))).toEqual({ status: 410, message: CODE_EXPIRED });
    const signedIn = (await enterCode(alice.email, aliceCode)) as Response;
    const cookie = signedIn.headers
      .getSetCookie()
      .find((c) => c.startsWith("truself_session="))!
      .split(";", 1)
      .join("");
    expect((await getSessionUser(new Request("https://truself.test/", { headers: { Cookie: cookie } })))?.id).toBe(alice.id);
  });

  it("wrong codes are limited per client address across addresses (50 an hour)", async () => {
    holdClockInsideWindows();
    expect(LIMITS.signInCodeChecksPerIp.limit).toBe(50);
    const ip = "203.0.113.88";
    await exhaustWindow(limitKey(["signInCodeChecksPerIp", ip]), 50, LIMITS.signInCodeChecksPerIp.windowSeconds);
    const user = await createUser({ email: "checks.ip@example.com" });
    const code = await codeFor(user.email);
    expect(outcome(await enterCode(user.email, code, { ip }))).toEqual({
      status: 429,
      message: tooManyMessage("attempts", secondsLeftInHour()),
    });
    expect(outcome(await enterCode(user.email, code)).status).toBe(303);
  });

  it("an account locked out of password sign-in still signs in by code (it proves the mailbox, as the reset link does)", async () => {
    holdClockInsideWindows();
    const user = await createUser({ email: "locked.code@example.com" });
    await exhaustWindow(limitKey(["signInFailuresPerAccount", user.email]), 20, LIMITS.signInFailuresPerAccount.windowSeconds);
    const code = await codeFor(user.email);
    expect(outcome(await enterCode(user.email, code)).status).toBe(303);
  });
});

function secondsLeftInHour(): number {
  const windowMs = 60 * 60_000;
  return Math.ceil((Math.floor(Date.now() / windowMs) * windowMs + windowMs - Date.now()) / 1000);
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
