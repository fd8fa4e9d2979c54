/**
 * Passkeys (issue 38 item 2): the /passkeys actions against real @simplewebauthn verification in
 * workerd, with a software authenticator (test/fixtures/authenticator.ts) signing real responses.
 */
import { env, withEnv } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ceremonyErrorMessage } from "~/auth/passkeys/passkey-client";
import { relyingParty, signInOptions } from "~/auth/passkeys/passkeys.server";
import {
  PASSKEY_ADDED_TOAST,
  PASSKEY_ALREADY_ADDED,
  PASSKEY_CANCELLED,
  PASSKEY_EXPIRED,
  PASSKEY_FAILED,
  PASSKEY_LAST_FACTOR,
  PASSKEY_NAME_DEVICE,
  PASSKEY_NAME_TOO_LONG,
  PASSKEY_NONE,
  PASSKEY_NOT_FOUND,
  PASSKEY_NOT_REGISTERED,
  PASSKEY_REMOVED_TOAST,
  PASSKEY_UNSUPPORTED,
  PASSKEY_VERIFIED_TOAST,
  PASSKEY_VERIFY_FIRST,
} from "~/auth/passkeys/texts";
import { DEMO_READ_ONLY } from "~/auth/schemas";
import { getSessionUser } from "~/auth/session.server";
import type { Role } from "~/db/schema";
import { sha256Hex } from "~/lib/ids";
import { action } from "~/routes/passkeys";
import { loader as profileLoader } from "~/routes/profile";
import { plainPost } from "../fixtures/actions";
import { softAuthenticator, type SoftAuthenticator } from "../fixtures/authenticator";
import { routeArgs, TEST_ORIGIN } from "../fixtures/route-args";
import { createUser, sessionCookie } from "../fixtures/users";

type Reply = {
  ok: boolean;
  result: { error?: Record<string, string[] | null> };
  toast?: { title: string; description?: string; type: string };
  options?: { challenge: string; rp?: { id: string }; rpId?: string; allowCredentials?: { id: string }[]; userVerification?: string };
  redirectTo?: string;
};
type Answer = { status: number; data: Reply; cookies: string[]; message?: string };

/** A hydrated browser's post to /passkeys: the reply, its status and the cookies it sets. */
async function post(intent: string, fields: Record<string, string> = {}, cookie?: string): Promise<Answer> {
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
  const result = await action(routeArgs<never>("/passkeys", { form: { intent, _client: "fetcher", ...fields }, headers }));
  if (result instanceof Response) throw new Error(`unexpected ${result.status} to ${result.headers.get("Location")}`);
  const r = result as unknown as { data: Reply; init?: { status?: number; headers?: HeadersInit } };
  const data = r.data;
  const message = data.result.error ? (Object.values(data.result.error).flat()[0] ?? undefined) : undefined;
  return { status: r.init?.status ?? 200, data, cookies: new Headers(r.init?.headers).getSetCookie(), message };
}

async function account(options: { role?: Role; isDemo?: boolean; totp?: boolean } = {}) {
  const user = await createUser({ verified: true, ...options });
  // As after a sign-in by e-mailed code: an account's first factor needs that proof (issue 43).
  return { user, cookie: await sessionCookie(user.id, undefined, { emailProven: true }) };
}

async function aalOf(cookie: string) {
  return (await getSessionUser(new Request(TEST_ORIGIN, { headers: { Cookie: cookie } })))?.aal;
}

async function passkeyRow(id: string) {
  return env.DB.prepare("SELECT user_id, name, counter, last_used_at FROM passkeys WHERE id = ?")
    .bind(id)
    .first<{ user_id: string; name: string; counter: number; last_used_at: number | null }>();
}

/** Registers a new software passkey for the signed-in account. */
async function addPasskey(cookie: string, name?: string): Promise<SoftAuthenticator> {
  const key = await softAuthenticator({ origin: TEST_ORIGIN });
  const asked = await post("register-options", {}, cookie);
  const done = await post("register", { response: await key.register(asked.data.options!.challenge), ...(name ? { name } : {}) }, cookie);
  expect(done.status).toBe(201);
  return key;
}

/** The sign-in challenge cookie of a fresh signin-options call, and its challenge. */
async function signInChallenge() {
  const asked = await post("signin-options");
  const cookie = asked.cookies.find((c) => c.startsWith("truself_passkey="))!.split(";", 1)[0]!;
  return { cookie, challenge: asked.data.options!.challenge, setCookie: asked.cookies[0]! };
}

describe("adding a passkey", () => {
  it("verifies the browser's response on the server, stores the passkey with a default name and raises the session to aal2", async () => {
    const { user, cookie } = await account();
    const asked = await post("register-options", {}, cookie);
    expect(asked.status).toBe(200);
    expect(asked.data.options!.rp!.id).toBe("localhost");
    // A one-time secret (decision 063): only the challenge's SHA-256 is stored.
    const stored = await env.DB.prepare("SELECT kind, user_id, expires_at FROM one_time_secrets WHERE secret_hash = ?")
      .bind(await sha256Hex(asked.data.options!.challenge))
      .first<{ kind: string; user_id: string; expires_at: number }>();
    expect(stored).toMatchObject({ kind: "webauthn_register", user_id: user.id });
    expect(
      await env.DB.prepare("SELECT count(*) AS n FROM one_time_secrets WHERE secret_hash = ?")
        .bind(asked.data.options!.challenge)
        .first("n"),
    ).toBe(0);
    expect(stored!.expires_at - Date.now()).toBeGreaterThan(4 * 60_000);
    expect(stored!.expires_at - Date.now()).toBeLessThanOrEqual(5 * 60_000);

    const key = await softAuthenticator({ origin: TEST_ORIGIN });
    expect(await aalOf(cookie)).toBe("aal1");
    const done = await post("register", { response: await key.register(asked.data.options!.challenge) }, cookie);
    expect(done.status).toBe(201);
    expect(done.data.toast).toEqual(PASSKEY_ADDED_TOAST);
    expect(PASSKEY_ADDED_TOAST).toEqual({ title: "Passkey added", description: "You can now sign in with it.", type: "success" });
    expect(await passkeyRow(key.credentialId)).toMatchObject({ user_id: user.id, name: PASSKEY_NAME_DEVICE, counter: 0 });
    expect(PASSKEY_NAME_DEVICE).toBe("Passkey on this device");
    expect(await aalOf(cookie)).toBe("aal2");
    // The challenge was used up.
    const left = await env.DB.prepare("SELECT count(*) AS n FROM one_time_secrets WHERE secret_hash = ? AND consumed_at IS NULL")
      .bind(await sha256Hex(asked.data.options!.challenge))
      .first<{ n: number }>();
    expect(left!.n).toBe(0);
  });

  it("keeps the name the user gave and lists it on /profile with when it was added", async () => {
    const { cookie } = await account();
    const key = await addPasskey(cookie, "  Work laptop  ");
    const data = (await profileLoader(routeArgs<never>("/profile", { headers: { Cookie: cookie } }))) as unknown as {
      passkeys: { id: string; name: string; createdAt: Date; lastUsedAt: Date | null }[];
    };
    expect(data.passkeys).toEqual([{ id: key.credentialId, name: "Work laptop", createdAt: expect.any(Date), lastUsedAt: null }]);
  });

  it("refuses a replayed registration response, an expired challenge, another origin and a missing user verification", async () => {
    const { user, cookie } = await account();
    const key = await softAuthenticator({ origin: TEST_ORIGIN });
    const first = await post("register-options", {}, cookie);
    const response = await key.register(first.data.options!.challenge);
    expect((await post("register", { response }, cookie)).status).toBe(201);
    const replay = await post("register", { response }, cookie);
    expect([replay.status, replay.message]).toEqual([400, PASSKEY_EXPIRED]);
    expect(PASSKEY_EXPIRED).toBe("That passkey request has expired. Please try again.");

    const other = await softAuthenticator({ origin: TEST_ORIGIN });
    const expired = await post("register-options", {}, cookie);
    await env.DB.prepare("UPDATE one_time_secrets SET expires_at = ? WHERE kind LIKE 'webauthn_%' AND user_id = ?")
      .bind(Date.now() - 1, user.id)
      .run();
    const late = await post("register", { response: await other.register(expired.data.options!.challenge) }, cookie);
    expect([late.status, late.message]).toEqual([400, PASSKEY_EXPIRED]);

    const evil = await post("register-options", {}, cookie);
    const wrongOrigin = await post(
      "register",
      { response: await other.register(evil.data.options!.challenge, { origin: "https://evil.example" }) },
      cookie,
    );
    expect([wrongOrigin.status, wrongOrigin.message]).toEqual([400, PASSKEY_FAILED]);
    expect(PASSKEY_FAILED).toBe("We couldn't verify that passkey. Please try again.");

    const noUv = await post("register-options", {}, cookie);
    const unverified = await post(
      "register",
      { response: await other.register(noUv.data.options!.challenge, { userVerified: false }) },
      cookie,
    );
    expect([unverified.status, unverified.message]).toEqual([400, PASSKEY_FAILED]);
    expect(await passkeyRow(other.credentialId)).toBeNull();
  });

  it("refuses another user's challenge, a credential already added, a long name, and garbage", async () => {
    const a = await account();
    const b = await account();
    const key = await softAuthenticator({ origin: TEST_ORIGIN });
    const asked = await post("register-options", {}, a.cookie);
    const stolen = await post("register", { response: await key.register(asked.data.options!.challenge) }, b.cookie);
    expect([stolen.status, stolen.message]).toEqual([400, PASSKEY_EXPIRED]);

    const long = await post("register", { response: "{}", name: "x".repeat(61) }, a.cookie);
    expect([long.status, long.message]).toEqual([400, PASSKEY_NAME_TOO_LONG]);
    expect(PASSKEY_NAME_TOO_LONG).toBe("Please keep the passkey's name to 60 characters or fewer.");
    const garbage = await post("register", { response: "not json" }, a.cookie);
    expect([garbage.status, garbage.message]).toEqual([400, PASSKEY_FAILED]);

    const added = await addPasskey(a.cookie);
    // The same authenticator registered again, by someone else (a second account).
    const again = await post("register-options", {}, b.cookie);
    const duplicate = await post("register", { response: await added.register(again.data.options!.challenge) }, b.cookie);
    expect([duplicate.status, duplicate.message]).toEqual([409, PASSKEY_ALREADY_ADDED]);
    expect(PASSKEY_ALREADY_ADDED).toBe("That passkey is already added to your account.");
    expect((await passkeyRow(added.credentialId))!.user_id).toBe(a.user.id);
  });

  it("needs the existing second factor in the session before adding another, and refuses guests and the demo account", async () => {
    const { cookie, user } = await account();
    await addPasskey(cookie);
    const later = await sessionCookie(user.id, "aal1", { emailProven: true }); // a new session by password or e-mailed code
    // The pipeline's factor-change gate sends it to verify first (issue 43); nothing is asked of the browser.
    const refused = (await action(
      routeArgs<never>("/passkeys", { form: { intent: "register-options", _client: "fetcher" }, headers: { Cookie: later } }),
    )) as unknown as Response;
    expect([refused.status, refused.headers.get("Location")]).toEqual([303, "/two-factor?redirectTo=%2Fprofile"]);
    // The command's own check stays behind it.
    expect(PASSKEY_VERIFY_FIRST).toBe("Please verify with your passkey or authenticator app before adding another passkey.");
    // The session that proved its passkey (aal2) may add another.
    expect((await post("register-options", {}, cookie)).status).toBe(200);

    const demo = await account({ isDemo: true });
    const demoAsk = await post("register-options", {}, demo.cookie);
    expect([demoAsk.status, demoAsk.message]).toEqual([403, DEMO_READ_ONLY]);
    const guest = await post("register-options");
    expect(guest.status).toBe(401);
  });
});

describe("signing in with a passkey", () => {
  it("starts a new aal2 session for the passkey's owner, records the use and goes where sign-in would", async () => {
    const { user, cookie } = await account();
    const key = await addPasskey(cookie);
    const { cookie: challengeCookie, challenge, setCookie } = await signInChallenge();
    expect(setCookie).toMatch(/^truself_passkey=[\w%]+; Max-Age=300; Path=\/; HttpOnly; SameSite=Strict$/);
    const done = await post("signin", { response: await key.authenticate(challenge), redirectTo: "/favorites" }, challengeCookie);
    expect(done.status).toBe(200);
    expect(done.data.redirectTo).toBe("/favorites");
    expect(done.data.toast).toEqual({ title: "Welcome back!", type: "success" });
    const session = done.cookies.find((c) => c.startsWith("truself_session="))!.split(";", 1)[0]!;
    const signedIn = await getSessionUser(new Request(TEST_ORIGIN, { headers: { Cookie: session } }));
    expect(signedIn).toMatchObject({ id: user.id, aal: "aal2", factorVerifiedAt: expect.any(Date) });
    expect(done.cookies).toContain("truself_passkey=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict");
    const row = await passkeyRow(key.credentialId);
    expect(row!.counter).toBe(1);
    expect(row!.last_used_at).toBeGreaterThan(Date.now() - 60_000);

    // Another site's address is not followed.
    const next = await signInChallenge();
    const offsite = await post(
      "signin",
      { response: await key.authenticate(next.challenge), redirectTo: "https://evil.example/" },
      next.cookie,
    );
    expect(offsite.data.redirectTo).toBe("/");
  });

  it("refuses a replayed response, another browser's challenge, an expired one and another origin", async () => {
    const { cookie } = await account();
    const key = await addPasskey(cookie);
    const first = await signInChallenge();
    const response = await key.authenticate(first.challenge);
    expect((await post("signin", { response }, first.cookie)).status).toBe(200);
    const replay = await post("signin", { response }, first.cookie);
    expect([replay.status, replay.message]).toEqual([400, PASSKEY_EXPIRED]);
    expect(replay.cookies.some((c) => c.startsWith("truself_session="))).toBe(false);

    const mine = await signInChallenge();
    const theirs = await signInChallenge();
    const crossed = await post("signin", { response: await key.authenticate(mine.challenge) }, theirs.cookie);
    expect([crossed.status, crossed.message]).toEqual([400, PASSKEY_EXPIRED]);
    const noCookie = await post("signin", { response: await key.authenticate(theirs.challenge) });
    expect([noCookie.status, noCookie.message]).toEqual([400, PASSKEY_EXPIRED]);

    const stale = await signInChallenge();
    await env.DB.prepare("UPDATE one_time_secrets SET expires_at = ? WHERE secret_hash = ?")
      .bind(Date.now() - 1, await sha256Hex(stale.challenge))
      .run();
    const late = await post("signin", { response: await key.authenticate(stale.challenge) }, stale.cookie);
    expect([late.status, late.message]).toEqual([400, PASSKEY_EXPIRED]);

    const evil = await signInChallenge();
    const phished = await post(
      "signin",
      { response: await key.authenticate(evil.challenge, { origin: "https://evil.example" }) },
      evil.cookie,
    );
    expect([phished.status, phished.message]).toEqual([400, PASSKEY_FAILED]);
  });

  it("says an unknown passkey is not registered, and refuses a signature counter that went backwards", async () => {
    const stranger = await softAuthenticator({ origin: TEST_ORIGIN });
    const asked = await signInChallenge();
    const unknown = await post("signin", { response: await stranger.authenticate(asked.challenge) }, asked.cookie);
    expect([unknown.status, unknown.message]).toEqual([400, PASSKEY_NOT_REGISTERED]);
    expect(PASSKEY_NOT_REGISTERED).toBe("That passkey is not registered with TruSelf.");

    const { cookie } = await account();
    const key = await addPasskey(cookie);
    const good = await signInChallenge();
    expect((await post("signin", { response: await key.authenticate(good.challenge, { counter: 5 }) }, good.cookie)).status).toBe(200);
    expect((await passkeyRow(key.credentialId))!.counter).toBe(5);
    // A cloned authenticator shows an old counter.
    const cloned = await signInChallenge();
    const back = await post("signin", { response: await key.authenticate(cloned.challenge, { counter: 5 }) }, cloned.cookie);
    expect([back.status, back.message]).toEqual([400, PASSKEY_FAILED]);
    expect((await passkeyRow(key.credentialId))!.counter).toBe(5);
  });
});

describe("a passkey as the second factor", () => {
  it("raises the signed-in session to aal2 with one of the user's own passkeys only", async () => {
    const { user, cookie } = await account();
    const key = await addPasskey(cookie);
    const aal1 = await sessionCookie(user.id, "aal1");
    expect(await aalOf(aal1)).toBe("aal1");
    const asked = await post("verify-options", {}, aal1);
    expect(asked.data.options!.allowCredentials!.map((c) => c.id)).toEqual([key.credentialId]);
    expect(asked.data.options!.userVerification).toBe("required");

    // Someone else's passkey is not this user's factor.
    const other = await account();
    const theirs = await addPasskey(other.cookie);
    const wrong = await post("verify", { response: await theirs.authenticate(asked.data.options!.challenge) }, aal1);
    expect([wrong.status, wrong.message]).toEqual([400, PASSKEY_NOT_REGISTERED]);
    expect(await aalOf(aal1)).toBe("aal1");

    const again = await post("verify-options", {}, aal1);
    const response = await key.authenticate(again.data.options!.challenge);
    const done = await post("verify", { response }, aal1);
    expect(done.status).toBe(200);
    expect(done.data.toast).toEqual(PASSKEY_VERIFIED_TOAST);
    expect(PASSKEY_VERIFIED_TOAST).toEqual({ title: "Verified", description: "Your passkey was verified.", type: "success" });
    expect(await aalOf(aal1)).toBe("aal2");
    const replay = await post("verify", { response }, aal1);
    expect([replay.status, replay.message]).toEqual([400, PASSKEY_EXPIRED]);
  });

  it("tells an account without passkeys that it has none", async () => {
    const { cookie } = await account();
    const none = await post("verify-options", {}, cookie);
    expect([none.status, none.message]).toEqual([400, PASSKEY_NONE]);
    expect(PASSKEY_NONE).toBe("You have no passkeys yet.");
  });
});

describe("removing a passkey", () => {
  it("removes one's own passkey with a plain form post and goes back to /profile with a toast", async () => {
    const { cookie } = await account();
    const key = await addPasskey(cookie);
    const done = await plainPost(action, "/passkeys", { intent: "remove", id: key.credentialId, redirectTo: "/profile" }, { cookie });
    expect([done.status, done.location]).toEqual([303, "/profile"]);
    expect(done.toast).toEqual(PASSKEY_REMOVED_TOAST);
    expect(PASSKEY_REMOVED_TOAST).toEqual({ title: "Passkey removed", type: "success" });
    expect(await passkeyRow(key.credentialId)).toBeNull();
  });

  it("never removes another user's passkey", async () => {
    const owner = await account();
    const key = await addPasskey(owner.cookie);
    const other = await account();
    const refused = await post("remove", { id: key.credentialId }, other.cookie);
    expect([refused.status, refused.message]).toEqual([404, PASSKEY_NOT_FOUND]);
    expect(PASSKEY_NOT_FOUND).toBe("That passkey was not found.");
    expect(await passkeyRow(key.credentialId)).not.toBeNull();
  });

  it("refuses to remove an admin's last second factor, and allows it when another remains", async () => {
    // An admin whose passkey will be the only factor (the factory gives admins an authenticator app by default).
    const { cookie } = await account({ role: "admin", totp: false });
    const first = await addPasskey(cookie);
    const refused = await post("remove", { id: first.credentialId }, cookie);
    expect([refused.status, refused.message]).toEqual([409, PASSKEY_LAST_FACTOR]);
    expect(PASSKEY_LAST_FACTOR).toBe(
      "You can't remove your only second factor: admin accounts must keep one. Add another passkey or an authenticator app first.",
    );
    expect(await passkeyRow(first.credentialId)).not.toBeNull();
    // Without JavaScript the refusal comes back as a toast on /profile.
    const plain = await plainPost(action, "/passkeys", { intent: "remove", id: first.credentialId, redirectTo: "/profile" }, { cookie });
    expect([plain.location, plain.toast?.description]).toEqual(["/profile", PASSKEY_LAST_FACTOR]);

    await addPasskey(cookie); // the session is aal2 since the first was added
    expect((await post("remove", { id: first.credentialId }, cookie)).status).toBe(200);
    expect(await passkeyRow(first.credentialId)).toBeNull();
  });

  it("lets a patient remove the last one", async () => {
    const { cookie } = await account();
    const key = await addPasskey(cookie);
    expect((await post("remove", { id: key.credentialId }, cookie)).status).toBe(200);
  });
});

describe("the browser's prompt", () => {
  it("says nothing alarming when the prompt is closed, and names the other failures", () => {
    expect(ceremonyErrorMessage(new DOMException("closed", "NotAllowedError"))).toBe(PASSKEY_CANCELLED);
    expect(ceremonyErrorMessage(new DOMException("timeout", "AbortError"))).toBe(PASSKEY_CANCELLED);
    expect(PASSKEY_CANCELLED).toBe("No passkey was used. You can try again, or sign in another way.");
    expect(ceremonyErrorMessage(new DOMException("no", "NotSupportedError"))).toBe(PASSKEY_UNSUPPORTED);
    expect(PASSKEY_UNSUPPORTED).toBe("This browser can't use passkeys. Please sign in another way.");
    expect(ceremonyErrorMessage(new Error("boom"))).toBe(PASSKEY_FAILED);
  });
});

describe("the relying party", () => {
  it("is APP_ORIGIN in production, whatever Host the request names; the request's origin only in development and tests", async () => {
    const production = { ...env, APP_ENV: "production", APP_ORIGIN: "https://truself.example", SESSION_SECRET: "x".repeat(40) };
    const forged = new Request("https://attacker.example/passkeys", { method: "POST" });
    const made = (await withEnv(production, async () => ({ rp: relyingParty(forged), options: await signInOptions(forged) }))) as {
      rp: { rpID: string; origin: string };
      options: Awaited<ReturnType<typeof signInOptions>>;
    };
    expect(made.rp).toEqual({ rpID: "truself.example", origin: "https://truself.example" });
    expect(made.options.options.rpId).toBe("truself.example");
    expect(made.options.cookie).toMatch(/^__Host-truself_passkey=[\w%]+; Max-Age=300; Path=\/; HttpOnly; Secure; SameSite=Strict$/);
    expect(relyingParty(new Request("http://localhost:5173/passkeys"))).toEqual({ rpID: "localhost", origin: "http://localhost:5173" });
  });
});
