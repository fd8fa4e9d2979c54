/**
 * Issue 43: the one rule. An admin or practice account's security settings and every write it makes
 * need an aal2 session (an admin's pages too); removing, adding or replacing a factor needs a factor
 * proven in the last 15 minutes, and an account's first factor a fresh e-mailed confirmation (never
 * the password alone); every factor change e-mails the account's address. Findings 1, 3, 4, 5, 10 and
 * issue 45 item 10 (the factor before the editor opens), through the real loaders and actions on
 * real D1 and the real outbox.
 */
import { env } from "cloudflare:workers";
import { waitOnExecutionContext } from "cloudflare:test";
import { generateTOTP } from "@epic-web/totp";
import { describe, expect, it } from "vitest";
import { FRESH_FACTOR_MS } from "~/auth/guards.server";
import { verifyPassword } from "~/auth/password.server";
import { EMAIL_PROOF_NEEDED, EMAIL_PROVEN, FACTOR_CHANGES, FRESH_VERIFY_NEEDED, VERIFY_NEEDED } from "~/auth/two-factor-texts";
import { CODE_FORMAT } from "~/auth/signin-code-texts";
import { insertClaim, insertConsultation } from "~/dev/factories.server";
import { requestContext } from "~/lib/request-context";
import { action as claimsAction } from "~/routes/admin.claims";
import { action as threadAction, loader as threadLoader } from "~/routes/consultations.$requestId";
import { loader as photoLoader } from "~/routes/consultations.$requestId.photos.$photoId";
import { action as passkeysAction } from "~/routes/passkeys";
import { action as profileAction } from "~/routes/profile";
import { loader as galleryLoader } from "~/routes/provider.gallery";
import { loader as providerProfileLoader } from "~/routes/provider.profile";
import { loader as settingsLoader } from "~/routes/provider.settings";
import { action as setupAction, loader as setupLoader } from "~/routes/two-factor.setup";
import { count, fetcherPost, plainPost } from "../fixtures/actions";
import { insertProviders, providerRow } from "../fixtures/directory";
import { routeArgs } from "../fixtures/route-args";
import { createUser, sessionCookie } from "../fixtures/users";

type Loader = (args: never) => Promise<unknown>;

async function load(loader: Loader, path: string, cookie: string, params: Record<string, string> = {}) {
  try {
    const data = await loader(routeArgs<never>(path, { headers: { Cookie: cookie }, params }));
    if (data instanceof Response) return { status: data.status, location: data.headers.get("Location"), data: null };
    return { status: 200, location: null, data };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location"), data: null };
    throw thrown;
  }
}

/** Posts like a hydrated form and waits for the work after the answer (the e-mails). */
async function postAndSettle(action: (args: never) => unknown, path: string, form: Record<string, string>, cookie: string) {
  const args = routeArgs<{ context: { get: (key: typeof requestContext) => { ctx: ExecutionContext } } }>(path, {
    form: { ...form, _client: "fetcher" },
    headers: { Cookie: cookie },
  });
  const result = await action(args as never);
  await waitOnExecutionContext(args.context.get(requestContext).ctx);
  if (result instanceof Response) return { status: result.status, location: result.headers.get("Location"), data: {} as never };
  const r = result as { data: { toast?: { title: string; description?: string } }; init?: { status?: number } };
  return { status: r.init?.status ?? 200, location: null, data: r.data };
}

async function mails(to: string, kind: string) {
  const { results } = await env.DB.prepare('SELECT text FROM email_outbox WHERE "to" = ? AND kind = ? ORDER BY created_at')
    .bind(to, kind)
    .all<{ text: string }>();
  return results.map((r) => r.text);
}

async function passwordHashOf(userId: string) {
  return (await env.DB.prepare("SELECT password_hash FROM users WHERE id = ?").bind(userId).first<{ password_hash: string }>())!
    .password_hash;
}

async function insertPasskey(userId: string, name = "Phone") {
  const id = `cred-${crypto.randomUUID()}`;
  await env.DB.prepare(
    "INSERT INTO passkeys (id, user_id, public_key, counter, transports, name, created_at) VALUES (?, ?, ?, 0, '[]', ?, ?)",
  )
    .bind(id, userId, "pk", name, Date.now())
    .run();
  return id;
}

const verifyAt = (back: string) => `/two-factor?redirectTo=${encodeURIComponent(back)}`;
const setupAt = (back: string) => `/two-factor/setup?redirectTo=${encodeURIComponent(back)}`;

describe("finding 3: /profile's security settings of an admin or practice need aal2", () => {
  for (const role of ["admin", "provider"] as const) {
    it(`${role} at aal1: change-password and sign-out-everywhere go to /two-factor; nothing changes`, async () => {
      const provider = providerRow();
      await insertProviders([provider]);
      const user = await createUser({ role, providerId: role === "provider" ? provider.id : undefined, password: "Original-Pass-2026!" });
      const owner = await sessionCookie(user.id); // the real owner's aal2 session
      const thief = await sessionCookie(user.id, "aal1");
      const hash = await passwordHashOf(user.id);
      const change = await fetcherPost(
        profileAction,
        "/profile",
        {
          intent: "change-password",
          currentPassword: "Original-Pass-2026!",
          password: "Stolen-Pass-2026!",
          confirmPassword: "Stolen-Pass-2026!",
        },
        { cookie: thief },
      );
      expect(change.status).toBe(303);
      expect(change.data.location).toBe(verifyAt("/profile"));
      expect(await passwordHashOf(user.id)).toBe(hash);
      const out = await fetcherPost(profileAction, "/profile", { intent: "sign-out-everywhere" }, { cookie: thief });
      expect(out.status).toBe(303);
      expect(out.data.location).toBe(verifyAt("/profile"));
      expect(await count("sessions", "user_id = ?", user.id)).toBe(2);
      // The owner's aal2 session may.
      const done = await fetcherPost(profileAction, "/profile", { intent: "sign-out-everywhere" }, { cookie: owner });
      expect(done.status).toBeLessThan(400);
      expect(done.data.location ?? "").not.toContain("/two-factor");
    });
  }

  it("a patient's aal1 session keeps changing its own password (the rule is for admins and practices)", async () => {
    const user = await createUser({ password: "Original-Pass-2026!" });
    const reply = await fetcherPost(
      profileAction,
      "/profile",
      {
        intent: "change-password",
        currentPassword: "Original-Pass-2026!",
        password: "Another-Pass-2026!",
        confirmPassword: "Another-Pass-2026!",
      },
      { cookie: await sessionCookie(user.id) },
    );
    expect(reply.data.location ?? "").not.toContain("/two-factor");
    expect(await verifyPassword("Another-Pass-2026!", await passwordHashOf(user.id))).toBe(true);
  });
});

describe("finding 4 and issue 45 item 10: a practice's writes and editor pages need aal2", () => {
  it("reply, booked and declined at aal1 go to /two-factor; the thread, editor, gallery and settings ask before opening", async () => {
    const provider = providerRow();
    await insertProviders([provider]);
    const owner = await createUser({ role: "provider", providerId: provider.id });
    const request = await insertConsultation({ providerId: provider.id });
    const aal1 = await sessionCookie(owner.id, "aal1");
    const path = `/consultations/${request.id}`;
    const forms: Record<string, string>[] = [
      { intent: "reply", body: "We can see you on Monday." },
      { intent: "booked" },
      { intent: "declined" },
    ];
    for (const form of forms) {
      const reply = await fetcherPost(threadAction, path, form, { cookie: aal1, params: { requestId: request.id } });
      expect(reply.status, form.intent).toBe(303);
      expect(reply.data.location, form.intent).toBe(verifyAt(path));
    }
    expect(await count("consultation_messages", "request_id = ?", request.id)).toBe(1);
    expect(await count("consultation_requests", "id = ? AND status = 'new'", request.id)).toBe(1);
    for (const [loader, page] of [
      [threadLoader, path],
      [providerProfileLoader, "/provider/profile"],
      [galleryLoader, "/provider/gallery"],
      [settingsLoader, "/provider/settings"],
    ] as const) {
      const opened = await load(loader, page, aal1, { requestId: request.id });
      expect(opened.status, page).toBe(302);
      expect(opened.location, page).toBe(verifyAt(page));
    }
    // At aal2 the same pages open and the write goes through.
    const aal2 = await sessionCookie(owner.id);
    expect((await load(providerProfileLoader, "/provider/profile", aal2)).status).toBe(200);
    const booked = await fetcherPost(threadAction, path, { intent: "booked" }, { cookie: aal2, params: { requestId: request.id } });
    expect(booked.data.location).toBe(path);
    expect(await count("consultation_requests", "id = ? AND status = 'booked'", request.id)).toBe(1);
  });

  it("a practice's patient-side write (a favorite) at aal1 is asked for the factor too", async () => {
    const provider = providerRow();
    await insertProviders([provider]);
    const owner = await createUser({ role: "provider", providerId: provider.id });
    const { action: favoriteAction } = await import("~/routes/favorites.toggle");
    const reply = await fetcherPost(
      favoriteAction,
      "/favorites/toggle",
      { providerId: provider.id },
      { cookie: await sessionCookie(owner.id, "aal1") },
    );
    expect(reply.status).toBe(303);
    expect(reply.data.location).toMatch(/^\/two-factor\?redirectTo=/);
    expect(await count("favorites", "user_id = ?", owner.id)).toBe(0);
  });
});

describe("finding 5: an aal1 admin reads no consultation photo", () => {
  it("the photo route sends an aal1 admin to /two-factor before looking anything up", async () => {
    const admin = await createUser({ role: "admin" });
    const path = "/consultations/some-request/photos/some-photo";
    const params = { requestId: "some-request", photoId: "some-photo" };
    const aal1 = await load(photoLoader, path, await sessionCookie(admin.id, "aal1"), params);
    expect(aal1.status).toBe(302);
    expect(aal1.location).toBe(verifyAt(path));
    // aal2: on to the lookup (no such photo: 404).
    const aal2 = await photoLoader(routeArgs<never>(path, { headers: { Cookie: await sessionCookie(admin.id) }, params }));
    expect(aal2.status).toBe(404);
  });
});

describe("finding 1: a factor is changed only with a factor proven in the last 15 minutes", () => {
  it("a password-only (aal1) session of a passkey-protected practice removes no passkey and starts no authenticator", async () => {
    const provider = providerRow();
    await insertProviders([provider]);
    const owner = await createUser({ role: "provider", providerId: provider.id, totp: false });
    const key = await insertPasskey(owner.id);
    const aal1 = await sessionCookie(owner.id, "aal1", { emailProven: true }); // even after an e-mailed code
    const removed = await fetcherPost(passkeysAction, "/passkeys", { intent: "remove", id: key }, { cookie: aal1 });
    expect(removed.status).toBe(303);
    expect(removed.data.location).toBe(verifyAt("/profile"));
    expect(await count("passkeys", "user_id = ?", owner.id)).toBe(1);
    const started = await fetcherPost(setupAction, setupAt("/profile"), { intent: "start", redirectTo: "/profile" }, { cookie: aal1 });
    expect(started.status).toBe(303);
    expect(started.data.location).toBe(verifyAt(setupAt("/profile")));
    expect(await count("totp_factors", "user_id = ?", owner.id)).toBe(0);
    const options = await fetcherPost(passkeysAction, "/passkeys", { intent: "register-options" }, { cookie: aal1 });
    expect(options.status).toBe(303);
    expect(await count("one_time_secrets", "kind LIKE 'webauthn_%' AND user_id = ?", owner.id)).toBe(0);
    expect(await count("sessions", "user_id = ? AND aal = 'aal2'", owner.id)).toBe(0);
  });

  it("an aal2 session whose factor is older than 15 minutes is asked again; a fresh one removes, and the owner is e-mailed", async () => {
    const user = await createUser({ totp: false });
    const [first, second] = [await insertPasskey(user.id, "Phone"), await insertPasskey(user.id, "Laptop")];
    const cookie = await sessionCookie(user.id, "aal2");
    await env.DB.prepare("UPDATE sessions SET factor_verified_at = ? WHERE user_id = ?")
      .bind(Date.now() - FRESH_FACTOR_MS - 1000, user.id)
      .run();
    const stale = await fetcherPost(passkeysAction, "/passkeys", { intent: "remove", id: first }, { cookie });
    expect(stale.status).toBe(303);
    expect(stale.data.location).toBe(verifyAt("/profile"));
    expect(stale.data.toast ?? null).toBeNull();
    expect(await count("passkeys", "user_id = ?", user.id)).toBe(2);

    await env.DB.prepare("UPDATE sessions SET factor_verified_at = ? WHERE user_id = ?").bind(Date.now(), user.id).run();
    const removed = await postAndSettle(passkeysAction, "/passkeys", { intent: "remove", id: first }, cookie);
    expect(removed.status).toBe(200);
    expect(await count("passkeys", "user_id = ?", user.id)).toBe(1);
    const told = await mails(user.email, "factor_changed");
    expect(told).toHaveLength(1);
    expect(told[0]).toContain(`A sign-in setting of your TruSelf account changed: ${FACTOR_CHANGES.passkeyRemoved}`);
    expect(second).toBeTruthy();
  });

  it("the toasts say why: verify, verify again, or confirm the e-mail first", () => {
    expect(VERIFY_NEEDED.description).toBe("Enter a code from your authenticator app to continue.");
    expect(FRESH_VERIFY_NEEDED.description).toBe(
      "This action needs a second-factor check from the last 15 minutes. Enter a code to continue.",
    );
    expect(EMAIL_PROOF_NEEDED).toEqual({
      title: "Confirm your email first",
      description: "Adding a second factor needs a code we e-mail you. Send the code, then enter it to continue.",
      type: "info",
    });
  });
});

describe("finding 1: an account's first factor needs a fresh e-mailed confirmation, never the password alone", () => {
  it("aal1 without a proof: sent to confirm; a wrong code is refused; the e-mailed code opens the setup; turning on e-mails the owner", async () => {
    const provider = providerRow();
    await insertProviders([provider]);
    const user = await createUser({ role: "provider", totp: false, providerId: provider.id });
    const cookie = await sessionCookie(user.id, "aal1");
    const page = (await load(setupLoader, "/two-factor/setup", cookie)).data as { needsEmailProof: boolean };
    expect(page.needsEmailProof).toBe(true);
    const start = await plainPost(
      setupAction,
      setupAt("/provider/profile"),
      { intent: "start", redirectTo: "/provider/profile" },
      { cookie },
    );
    expect(start.location).toBe(setupAt("/provider/profile"));
    expect(start.toast).toEqual(EMAIL_PROOF_NEEDED);
    expect(await count("totp_factors", "user_id = ?", user.id)).toBe(0);

    const sent = await postAndSettle(
      setupAction,
      setupAt("/provider/profile"),
      { intent: "email-code", redirectTo: "/provider/profile" },
      cookie,
    );
    expect(sent.status).toBe(200);
    const [mail] = await mails(user.email, "sign_in_code");
    const code = /\b(\d{6})\b/.exec(mail!)![1]!;

    const malformed = await fetcherPost(setupAction, "/two-factor/setup", { intent: "email-confirm", code: "12" }, { cookie });
    expect(malformed.status).toBe(400);
    expect(malformed.data.toast?.description).toBe(CODE_FORMAT);
    const wrong = await fetcherPost(
      setupAction,
      "/two-factor/setup",
      { intent: "email-confirm", code: code === "000000" ? "111111" : "000000" },
      { cookie },
    );
    expect(wrong.status).toBe(400);
    expect(await count("sessions", "user_id = ? AND email_proven_at IS NOT NULL", user.id)).toBe(0);

    const proven = await plainPost(
      setupAction,
      setupAt("/provider/profile"),
      { intent: "email-confirm", code, redirectTo: "/provider/profile" },
      { cookie },
    );
    expect(proven.location).toBe(setupAt("/provider/profile"));
    expect(proven.toast).toEqual(EMAIL_PROVEN);
    const started = await fetcherPost(
      setupAction,
      setupAt("/provider/profile"),
      { intent: "start", redirectTo: "/provider/profile" },
      { cookie },
    );
    expect(started.data.location).toBe(setupAt("/provider/profile"));
    expect(await count("totp_factors", "user_id = ? AND confirmed_at IS NULL", user.id)).toBe(1);
    // Confirming it (the first factor: the session is aal2 from now) e-mails the account's address.
    const { totp } = (await load(setupLoader, "/two-factor/setup", cookie)).data as { totp: { pending: { secret: string } } };
    const { otp } = await generateTOTP({ secret: totp.pending.secret });
    const confirmed = await postAndSettle(setupAction, setupAt("/provider/profile"), { intent: "confirm", code: otp }, cookie);
    expect(confirmed.status).toBe(200);
    expect(await count("sessions", "user_id = ? AND aal = 'aal2'", user.id)).toBe(1);
    const told = await mails(user.email, "factor_changed");
    expect(told.map((text) => text.split("\n\n")[1])).toEqual([
      `A sign-in setting of your TruSelf account changed: ${FACTOR_CHANGES.totpOn}`,
    ]);
    expect(FACTOR_CHANGES.totpOn).toBe("an authenticator app was turned on.");
  });

  it("a passkey as the first factor: refused from a password-only session until the e-mail is confirmed", async () => {
    const user = await createUser({ totp: false });
    const aal1 = await sessionCookie(user.id, "aal1");
    const refused = await plainPost(passkeysAction, "/passkeys", { intent: "register-options" }, { cookie: aal1 });
    expect(refused.location).toBe(setupAt("/profile"));
    expect(refused.toast).toEqual(EMAIL_PROOF_NEEDED);
    expect(await count("one_time_secrets", "kind LIKE 'webauthn_%' AND user_id = ?", user.id)).toBe(0);
    // A session that signed in by e-mailed code a moment ago may begin.
    const proven = await sessionCookie(user.id, "aal1", { emailProven: true });
    const options = await fetcherPost(passkeysAction, "/passkeys", { intent: "register-options" }, { cookie: proven });
    expect(options.status).toBe(200);
    // ... but not 15 minutes later.
    await env.DB.prepare("UPDATE sessions SET email_proven_at = ? WHERE user_id = ?")
      .bind(Date.now() - FRESH_FACTOR_MS - 1000, user.id)
      .run();
    const late = await fetcherPost(passkeysAction, "/passkeys", { intent: "register-options" }, { cookie: proven });
    expect(late.status).toBe(303);
  });
});

describe("finding 10: approving a listing claim needs a fresh factor", () => {
  it("an aal2 admin whose factor is older than 15 minutes is asked again before approving; rejecting goes through", async () => {
    const provider = providerRow();
    await insertProviders([provider]);
    const claimant = await createUser({ email: `owner-${crypto.randomUUID()}@clinic.example` });
    const claim = await insertClaim({ providerId: provider.id, userId: claimant.id });
    const admin = await createUser({ role: "admin" });
    const cookie = await sessionCookie(admin.id);
    await env.DB.prepare("UPDATE sessions SET factor_verified_at = ? WHERE user_id = ?")
      .bind(Date.now() - FRESH_FACTOR_MS - 1000, admin.id)
      .run();
    const approve = await plainPost(claimsAction, "/admin/claims", { intent: "approve", claimId: claim.id }, { cookie });
    expect(approve.location).toBe(verifyAt("/admin/claims"));
    expect(approve.toast).toEqual(FRESH_VERIFY_NEEDED);
    expect(await count("listing_claims", "id = ? AND status = 'pending'", claim.id)).toBe(1);
    expect(await count("users", "id = ? AND role = 'patient'", claimant.id)).toBe(1);
    const reject = await plainPost(claimsAction, "/admin/claims", { intent: "reject", claimId: claim.id }, { cookie });
    expect(reject.location).toBe("/admin/claims");
    expect(await count("listing_claims", "id = ? AND status = 'rejected'", claim.id)).toBe(1);
  });
});
