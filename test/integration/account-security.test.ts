import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { requireRole } from "~/auth/guards.server";
import { effectiveRole } from "~/auth/roles";
import { EMAIL_NOT_VERIFIED, INVALID_CREDENTIALS } from "~/auth/schemas";
import { getSessionUser } from "~/auth/session.server";
import { LIMITS } from "~/lib/limits";
import { consumeRateLimit, usedInWindow } from "~/lib/rate-limit.server";
import { action as signInAction } from "~/routes/auth/signin";
import { args, dataOf, rowCount } from "../fixtures/accounts";
import { TEST_ORIGIN } from "../fixtures/route-args";
import { createUser, sessionCookie } from "../fixtures/users";
import { holdClockInsideWindows } from "../fixtures/clock";

type SignInArgs = Parameters<typeof signInAction>[0];

function signIn(email: string, password: string, ip = "192.0.2.10") {
  return signInAction(args<SignInArgs>("/signin", { form: { email, password }, headers: { "CF-Connecting-IP": ip } }));
}

describe("consumeRateLimit (fixed window)", () => {
  it("allows `limit` calls per window, then refuses with the seconds left", async () => {
    for (let i = 1; i <= 3; i++) expect((await consumeRateLimit("test:a", 3, 60)).allowed).toBe(true);
    const refused = await consumeRateLimit("test:a", 3, 60);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await consumeRateLimit("test:b", 3, 60)).allowed).toBe(true);
  });

  it("is atomic: of 20 concurrent calls with limit 10, exactly 10 pass", async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => consumeRateLimit("test:concurrent", 10, 60)));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
  });

  it("starts over in the next window", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-22T10:00:05Z"));
    await consumeRateLimit("test:w", 1, 60);
    expect((await consumeRateLimit("test:w", 1, 60)).allowed).toBe(false);
    vi.setSystemTime(new Date("2026-11-22T10:01:01Z"));
    expect((await consumeRateLimit("test:w", 1, 60)).allowed).toBe(true);
  });
});

describe("sign-in form fields", () => {
  const cases: Array<[string, Record<string, string | File>, number, Record<string, string[]>]> = [
    ["empty e-mail", { email: "", password: "whatever1" }, 400, { email: ["Email and password are required."] }],
    ["empty password", { email: "a@example.com", password: "" }, 400, { password: ["Email and password are required."] }],
    ["too long e-mail", { email: `${"a".repeat(260)}@example.com`, password: "whatever1" }, 400, { email: [INVALID_CREDENTIALS] }],
    ["too long password", { email: "a@example.com", password: "p".repeat(1001) }, 400, { password: [INVALID_CREDENTIALS] }],
    [
      "a file as password",
      { email: "a@example.com", password: new File(["x"], "x.txt") },
      400,
      { password: ["Email and password are required."] },
    ],
    ["script-laden e-mail", { email: "<script>alert(1)</script>", password: "whatever1" }, 401, { "": [INVALID_CREDENTIALS] }],
    ["unicode e-mail and password", { email: "zoë@exämple.com", password: "пароль-密码" }, 401, { "": [INVALID_CREDENTIALS] }],
  ];
  for (const [label, form, status, error] of cases) {
    it(`${label}: ${status}, exact message, no session, e-mail kept`, async () => {
      const result = await signInAction(args<SignInArgs>("/signin", { form }));
      const { status: got, data: reply } = dataOf<{ result: { error: Record<string, string[]>; initialValue: Record<string, unknown> } }>(
        result,
      );
      const data = reply.result;
      expect(got).toBe(status);
      expect(data.error).toEqual(error);
      expect(data.initialValue.password).toBeUndefined();
      if (typeof form.email === "string" && form.email) expect(data.initialValue.email).toBe(form.email);
      expect(await rowCount("sessions")).toBe(0);
    });
  }
});

describe("sign-in: verification and limits", () => {
  it("an unverified account with the right password is told to verify, and gets no session", async () => {
    const user = await createUser({ verified: false });
    const result = await signIn(user.email, user.password);
    expect(dataOf(result)).toMatchObject({ status: 403, data: { result: { error: { "": [EMAIL_NOT_VERIFIED] } } } });
    expect(await rowCount("sessions")).toBe(0);
  });

  it("an unverified account with a wrong password gets the usual message (nothing revealed)", async () => {
    const user = await createUser({ verified: false });
    expect(dataOf(await signIn(user.email, "wrong-password"))).toMatchObject({
      status: 401,
      data: { result: { error: { "": [INVALID_CREDENTIALS] } } },
    });
  });

  it("slows down guessing on one account from one IP (429), without locking the owner out elsewhere or for ever", async () => {
    holdClockInsideWindows();
    const user = await createUser();
    for (let i = 0; i < 10; i++) expect(dataOf(await signIn(user.email, `guess-${i}`)).status).toBe(401);
    const blocked = await signIn(user.email, user.password);
    const { status, data } = dataOf<{ result: { error: Record<string, string[]> } }>(blocked);
    expect(status).toBe(429);
    expect(data.result.error[""]?.[0]).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    expect(new Headers((blocked as { init: { headers: HeadersInit } }).init.headers).get("Retry-After")).toMatch(/^\d+$/);
    expect(await rowCount("sessions")).toBe(0);
    // The owner on another network is not affected.
    expect(((await signIn(user.email, user.password, "192.0.2.99")) as Response).status).toBe(303);
    // And the block ends with the window.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 16 * 60 * 1000);
    expect(((await signIn(user.email, user.password)) as Response).status).toBe(303);
  }, 30_000);

  it("a parallel burst of guesses for one account evaluates no more attempts than the limit", async () => {
    holdClockInsideWindows();
    const user = await createUser();
    const statusOf = (result: unknown) => (result instanceof Response ? result.status : dataOf(result).status);
    const guesses = Array.from({ length: 60 }, (_, i) => (i === 30 ? user.password : `guess-${i}`));
    const statuses = (await Promise.all(guesses.map((password) => signIn(user.email, password)))).map(statusOf);
    const evaluated = statuses.filter((s) => s !== 429);
    // Before the fix all 60 were checked against the password (59 x 401 and one sign-in).
    expect(evaluated.length).toBeLessThanOrEqual(LIMITS.signInFailuresPerAccountAndIp.limit);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(60 - LIMITS.signInFailuresPerAccountAndIp.limit);
  }, 60_000);

  it("a parallel burst from one IP across accounts evaluates no more attempts than the per-IP limit", async () => {
    holdClockInsideWindows();
    const ip = "192.0.2.77";
    const { limit, windowSeconds } = LIMITS.signInFailuresPerIp;
    // 90 failures already counted this window: a burst of 50 may evaluate 10 more, no more.
    for (let i = 0; i < limit - 10; i++) await consumeRateLimit(`signInFailuresPerIp:${ip}`, limit, windowSeconds);
    const statusOf = (result: unknown) => (result instanceof Response ? result.status : dataOf(result).status);
    const statuses = (await Promise.all(Array.from({ length: 50 }, (_, i) => signIn(`nobody-${i}@example.com`, "guess", ip)))).map(
      statusOf,
    );
    expect(statuses.filter((s) => s !== 429).length).toBe(10);
  }, 60_000);

  it("limits sign-in failures per IP across accounts", async () => {
    holdClockInsideWindows();
    for (let i = 0; i < 99; i++) await consumeRateLimit("signInFailuresPerIp:192.0.2.50", 100, 15 * 60);
    const user = await createUser();
    expect(dataOf(await signIn("someone-else@example.com", "guess", "192.0.2.50")).status).toBe(401);
    expect(dataOf(await signIn(user.email, user.password, "192.0.2.50")).status).toBe(429);
  });

  it("successful sign-ins never count towards the limit", async () => {
    const user = await createUser();
    for (let i = 0; i < 12; i++) expect(((await signIn(user.email, user.password)) as Response).status).toBe(303);
    expect(await usedInWindow(["signInFailuresPerAccountAndIp", `${user.email}:192.0.2.10`])).toBe(0);
  }, 30_000);

  it("the failure counter read agrees with consumeRateLimit's rows", async () => {
    for (let i = 0; i < 3; i++) await consumeRateLimit("passwordResetPerIp:203.0.113.1", 20, 3600);
    expect(await usedInWindow(["passwordResetPerIp", "203.0.113.1"])).toBe(3);
  });
});

describe("roles: the admin-domain rule applies only to verified addresses", () => {
  const DOMAIN = "truself.com";

  it("effectiveRole", () => {
    const verified = new Date();
    expect(effectiveRole({ role: "patient", roleSetAt: null, email: "ceo@truself.com", emailVerifiedAt: verified }, DOMAIN)).toBe("admin");
    expect(effectiveRole({ role: "patient", roleSetAt: null, email: "ceo@truself.com", emailVerifiedAt: null }, DOMAIN)).toBe("patient");
    expect(effectiveRole({ role: "patient", roleSetAt: null, email: "ceo@eviltruself.com", emailVerifiedAt: verified }, DOMAIN)).toBe(
      "patient",
    );
    expect(
      effectiveRole({ role: "patient", roleSetAt: null, email: "ceo@truself.com.evil.example", emailVerifiedAt: verified }, DOMAIN),
    ).toBe("patient");
    expect(effectiveRole({ role: "patient", roleSetAt: null, email: "ceo@mail.truself.com", emailVerifiedAt: verified }, DOMAIN)).toBe(
      "patient",
    );
    expect(effectiveRole({ role: "provider", roleSetAt: null, email: "dr@truself.com", emailVerifiedAt: verified }, DOMAIN)).toBe(
      "provider",
    );
    expect(effectiveRole({ role: "patient", roleSetAt: null, email: "ceo@truself.com", emailVerifiedAt: verified }, "")).toBe("patient");
  });

  it("the session user (and so requireRole) sees admin only once the company address is verified", async () => {
    expect(env.ADMIN_EMAIL_DOMAIN).toBe(DOMAIN);
    // With a second factor and an aal2 session, as every admin needs to pass requireRole (issue 38).
    const user = await createUser({ email: "new.hire@truself.com", verified: false, totp: true });
    const cookie = await sessionCookie(user.id);
    let request = new Request(`${TEST_ORIGIN}/admin`, { headers: { Cookie: cookie } });
    expect((await getSessionUser(request))?.role).toBe("patient");
    await expect(requireRole(request, "admin")).rejects.toMatchObject({ init: { status: 403 } });
    await env.DB.prepare("UPDATE users SET email_verified_at = ? WHERE id = ?").bind(Date.now(), user.id).run();
    // A later request (one request's lookup is shared by its loaders).
    request = new Request(`${TEST_ORIGIN}/admin`, { headers: { Cookie: cookie } });
    expect((await getSessionUser(request))?.role).toBe("admin");
    expect((await requireRole(request, "admin")).id).toBe(user.id);
    // Stored role is untouched: the rule is applied when the user is read.
    expect((await env.DB.prepare("SELECT role FROM users WHERE id = ?").bind(user.id).first<{ role: string }>())?.role).toBe("patient");
  });
});
