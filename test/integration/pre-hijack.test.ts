/**
 * Issue 43 finding 2 (account pre-hijacking) and finding 8 (recovery evicts an intruder), decision
 * 053: the first proof of a never-verified address (an e-mailed sign-in code, the verify link, a
 * password reset) removes the password and factors set before it and ends every other session, and
 * the owner is told; only the verify link opened in the browser that signed up keeps the password.
 * A password reset lists the account's factors and offers to remove them. Real sign-up, sign-in
 * code, verify and reset actions on real D1 and the real outbox.
 */
import { waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { verifyPassword } from "~/auth/password.server";
import { FACTORS_REMOVED_AT_RESET, REMOVE_FACTORS_LABEL, RESET_DONE } from "~/auth/schemas";
import { getSessionUser } from "~/auth/session.server";
import { issueToken } from "~/auth/tokens.server";
import { insertTotpFactor } from "~/dev/factories.server";
import { requestContext } from "~/lib/request-context";
import { action as resetAction, loader as resetLoader } from "~/routes/reset-password";
import { action as codeAction } from "~/routes/signin.code";
import { loader as verifyLoader } from "~/routes/verify-email";
import { args, cookieFrom, dataOf } from "../fixtures/accounts";
import { count } from "../fixtures/actions";
import { TEST_ORIGIN } from "../fixtures/route-args";
import { signUpDraft, signUpStep2 } from "../fixtures/signup";
import { createUser, sessionCookie } from "../fixtures/users";

type A<F extends (a: never) => unknown> = Parameters<F>[0];

async function passwordWorks(userId: string, password: string) {
  const row = await env.DB.prepare("SELECT password_hash FROM users WHERE id = ?").bind(userId).first<{ password_hash: string }>();
  return verifyPassword(password, row!.password_hash);
}

async function userByEmail(email: string) {
  return (await env.DB.prepare("SELECT id, role, email_verified_at FROM users WHERE email = ?")
    .bind(email)
    .first<{ id: string; role: string; email_verified_at: number | null }>())!;
}

async function mails(to: string, kind: string) {
  const { results } = await env.DB.prepare('SELECT subject, text FROM email_outbox WHERE "to" = ? AND kind = ? ORDER BY created_at')
    .bind(to, kind)
    .all<{ subject: string; text: string }>();
  return results;
}

async function insertPasskey(userId: string) {
  await env.DB.prepare(
    "INSERT INTO passkeys (id, user_id, public_key, counter, transports, name, created_at) VALUES (?, ?, 'pk', 0, '[]', 'Key', ?)",
  )
    .bind(`cred-${crypto.randomUUID()}`, userId, Date.now())
    .run();
}

async function codePost(form: Record<string, string>) {
  const a = args<A<typeof codeAction>>("/signin/code", {
    form,
    headers: { "CF-Connecting-IP": `203.0.113.${Math.floor(Math.random() * 250)}` },
  });
  const result = await codeAction(a);
  await waitOnExecutionContext(a.context.get(requestContext).ctx);
  return result;
}

/** The owner signs in with an e-mailed code: asks for it, reads it from the outbox, enters it. */
async function signInByCode(email: string): Promise<Response> {
  await codePost({ intent: "send-code", email });
  const [mail] = (await mails(email, "sign_in_code")).slice(-1);
  const code = /\b(\d{6})\b/.exec(mail!.text)![1]!;
  return (await codePost({ intent: "verify-code", email, code, redirectTo: "/dashboard" })) as Response;
}

async function openVerifyLink(email: string, cookie?: string): Promise<Response> {
  const [mail] = (await mails(email, "verify_email")).slice(-1);
  const link = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
  return (await verifyLoader(
    args<A<typeof verifyLoader>>(link.pathname + link.search, { headers: cookie ? { Cookie: cookie } : {} }),
  ).catch((r: Response) => r)) as Response;
}

describe("pre-hijacking: a stranger signs up with the owner's address", () => {
  it("the owner signs in by e-mailed code: the stranger's password, factors and sessions are gone, and the owner is told", async () => {
    const email = `owner-${crypto.randomUUID()}@example.com`;
    // The stranger signs up with the owner's address and a password of their own ("Secret123!").
    const draft = await signUpDraft(email);
    await signUpStep2(draft);
    const account = await userByEmail(email);
    expect(account.email_verified_at).toBeNull();
    // Whatever the stranger managed to attach before the proof: a factor and a session.
    await insertPasskey(account.id);
    await insertTotpFactor(account.id);
    const strangerSession = await sessionCookie(account.id, "aal1");

    const signedIn = await signInByCode(email);
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get("Location")).toBe("/dashboard");
    const owner = cookieFrom(signedIn, "truself_session");
    expect(await getSessionUser(new Request(TEST_ORIGIN, { headers: { Cookie: owner } }))).toMatchObject({ id: account.id });

    expect((await userByEmail(email)).email_verified_at).toBeGreaterThan(0);
    expect(await passwordWorks(account.id, "Secret123!")).toBe(false);
    expect(await getSessionUser(new Request(TEST_ORIGIN, { headers: { Cookie: strangerSession } }))).toBeNull();
    expect(await count("sessions", "user_id = ?", account.id)).toBe(1);
    expect(await count("passkeys", "user_id = ?", account.id)).toBe(0);
    expect(await count("totp_factors", "user_id = ?", account.id)).toBe(0);
    const told = await mails(email, "address_proven");
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toBe("Your TruSelf account is confirmed: choose your password");
    expect(told[0]!.text).toContain(
      "To keep your account yours, the password and sign-in factors chosen before the address was confirmed were removed, and every other session was signed out: someone else may have signed up with your address.",
    );
    expect(told[0]!.text).toContain("/forgot-password");

    // A later sign-in by code of the now verified account clears nothing and tells nothing more.
    await signInByCode(email);
    expect(await mails(email, "address_proven")).toHaveLength(1);
    expect(await count("sessions", "user_id = ?", account.id)).toBe(2);
  });

  it("a new @truself.com address never becomes admin on the stranger's password", async () => {
    const email = `new-hire-${crypto.randomUUID().slice(0, 8)}@truself.com`;
    await signUpStep2(await signUpDraft(email));
    const account = await userByEmail(email);
    await signInByCode(email);
    // The domain rule makes the proven account an admin (app/auth/roles.ts) ...
    const session = await sessionCookie(account.id);
    expect((await getSessionUser(new Request(TEST_ORIGIN, { headers: { Cookie: session } })))?.role).toBe("admin");
    // ... but never through the password chosen before the proof.
    expect(await passwordWorks(account.id, "Secret123!")).toBe(false);
  });

  it("the verify link opened elsewhere clears the password; opened in the browser that signed up keeps it", async () => {
    const elsewhere = `elsewhere-${crypto.randomUUID()}@example.com`;
    const draft = await signUpDraft(elsewhere);
    await signUpStep2(draft);
    const opened = await openVerifyLink(elsewhere);
    expect(opened.status).toBe(302);
    const strangersAccount = await userByEmail(elsewhere);
    expect(strangersAccount.email_verified_at).toBeGreaterThan(0);
    expect(await passwordWorks(strangersAccount.id, "Secret123!")).toBe(false);
    expect(await mails(elsewhere, "address_proven")).toHaveLength(1);

    // The legitimate path: sign up, then open the link in the same browser. Nothing is lost.
    const mine = `mine-${crypto.randomUUID()}@example.com`;
    const step2 = (await signUpStep2(await signUpDraft(mine))) as Response;
    const signUpBrowser = cookieFrom(step2, "truself_signed_up");
    const same = await openVerifyLink(mine, signUpBrowser);
    expect(same.status).toBe(302);
    const account = await userByEmail(mine);
    expect(await passwordWorks(account.id, "Secret123!")).toBe(true);
    expect(await mails(mine, "address_proven")).toHaveLength(0);
    expect(await getSessionUser(new Request(TEST_ORIGIN, { headers: { Cookie: cookieFrom(same, "truself_session") } }))).toMatchObject({
      id: account.id,
    });
    // Another address's sign-up cookie keeps nothing.
    const third = `third-${crypto.randomUUID()}@example.com`;
    await signUpStep2(await signUpDraft(third));
    await openVerifyLink(third, signUpBrowser);
    expect(await passwordWorks((await userByEmail(third)).id, "Secret123!")).toBe(false);
  });

  it("a password reset of a never-verified account: the new password works, nothing set before it stays", async () => {
    const user = await createUser({ verified: false, password: "Stranger-Pass-1!" });
    await insertPasskey(user.id);
    const stranger = await sessionCookie(user.id, "aal1");
    const token = await issueToken(user.id, "reset_password");
    const a = args<A<typeof resetAction>>("/reset-password", {
      form: { token, password: "Owner-Pass-2026!", confirmPassword: "Owner-Pass-2026!" },
    });
    await resetAction(a);
    await waitOnExecutionContext(a.context.get(requestContext).ctx);
    expect(await passwordWorks(user.id, "Owner-Pass-2026!")).toBe(true);
    expect(await count("passkeys", "user_id = ?", user.id)).toBe(0);
    expect(await getSessionUser(new Request(TEST_ORIGIN, { headers: { Cookie: stranger } }))).toBeNull();
    expect(await mails(user.email, "address_proven")).toHaveLength(1);
  });
});

describe("finding 8: a password reset lists the factors and offers to remove them", () => {
  it("lists an authenticator app and passkeys; ticked, they are all removed and the owner is e-mailed; unticked, they stay", async () => {
    const user = await createUser({ totp: true });
    await insertPasskey(user.id);
    await insertPasskey(user.id);
    const token = await issueToken(user.id, "reset_password");
    const page = dataOf<{ factors: string[] }>(await resetLoader(args<A<typeof resetLoader>>(`/reset-password?token=${token}`)));
    expect(page.data.factors).toEqual(["An authenticator app (with its recovery codes)", "2 passkeys"]);
    expect(REMOVE_FACTORS_LABEL).toBe(
      "Also remove all of these (recommended if you did not add them yourself). You can add a second factor again after signing in.",
    );

    const kept = await createUser({ totp: true });
    const keptToken = await issueToken(kept.id, "reset_password");
    await resetAction(
      args<A<typeof resetAction>>("/reset-password", {
        form: { token: keptToken, password: "Kept-Pass-2026!", confirmPassword: "Kept-Pass-2026!" },
      }),
    );
    expect(await count("totp_factors", "user_id = ?", kept.id)).toBe(1);

    const a = args<A<typeof resetAction>>("/reset-password", {
      form: { token, password: "Fresh-Pass-2026!", confirmPassword: "Fresh-Pass-2026!", removeFactors: "on" },
    });
    const done = (await resetAction(a)) as Response;
    await waitOnExecutionContext(a.context.get(requestContext).ctx);
    expect(done.status).toBe(303);
    expect(done.headers.get("Location")).toBe("/signin");
    expect(`${RESET_DONE} ${FACTORS_REMOVED_AT_RESET}`).toBe(
      "Your password has been reset. Please sign in with your new password. Your passkeys and authenticator app were removed.",
    );
    expect(await count("passkeys", "user_id = ?", user.id)).toBe(0);
    expect(await count("totp_factors", "user_id = ?", user.id)).toBe(0);
    expect(await count("one_time_secrets", "kind = 'recovery_code' AND target = ?", user.id)).toBe(0);
    const told = await mails(user.email, "factor_changed");
    expect(told.map((m) => m.text.split("\n\n")[1])).toEqual([
      "A sign-in setting of your TruSelf account changed: every passkey and authenticator app was removed with a password reset.",
    ]);
  });
});
