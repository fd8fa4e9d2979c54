import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { requireRole, requireUser } from "~/auth/guards.server";
import { getSessionUser } from "~/auth/session.server";
import { action as signInAction } from "~/routes/auth/signin";
import { action as signOutAction } from "~/routes/auth/signout";
import { routeArgs, TEST_ORIGIN } from "../fixtures/route-args";
import { createUser, sessionCookie } from "../fixtures/users";

type SignInArgs = Parameters<typeof signInAction>[0];
type SignOutArgs = Parameters<typeof signOutAction>[0];

async function sessionCount() {
  return (await env.DB.prepare("SELECT count(*) AS n FROM sessions").first<{ n: number }>())!.n;
}

function formErrors(result: unknown): unknown {
  return (result as { data: { result: { error: Record<string, string[]> } } }).data.result.error;
}

describe("sign-in action", () => {
  it("requires both fields with the requirements' message and creates no session", async () => {
    const result = await signInAction(routeArgs<SignInArgs>("/signin", { form: { email: "  ", password: "" } }));
    expect(result).toMatchObject({ init: { status: 400 } });
    expect(formErrors(result)).toEqual({
      email: ["Email and password are required."],
      password: ["Email and password are required."],
    });
    expect(await sessionCount()).toBe(0);
  });

  it("says 'Invalid credentials. Please try again.' for a wrong password and for an unknown e-mail alike", async () => {
    const user = await createUser();
    for (const form of [
      { email: user.email, password: "wrong-password" },
      { email: "nobody@example.com", password: user.password },
    ]) {
      const result = await signInAction(routeArgs<SignInArgs>("/signin", { form }));
      expect(result).toMatchObject({ init: { status: 401 } });
      expect(formErrors(result)).toEqual({ "": ["Invalid credentials. Please try again."] });
    }
    expect(await sessionCount()).toBe(0);
  });

  it("trims and lowercases the e-mail, stores only a hash of the token and welcomes the user", async () => {
    const user = await createUser({ email: "mixed@example.com" });
    const response = await signInAction(
      routeArgs<SignInArgs>("/signin", { form: { email: "  MIXED@Example.com ", password: user.password, redirectTo: "/provider/3" } }),
    );
    expect(response).toBeInstanceOf(Response);
    const res = response as unknown as Response;
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/provider/3");
    const cookies = res.headers.getSetCookie();
    const session = cookies.find((c) => c.startsWith("truself_session="))!;
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    const pair = session.split(";", 1).join("");
    const token = pair.slice(pair.indexOf("=") + 1);
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url
    const stored = await env.DB.prepare("SELECT id FROM sessions").first<{ id: string }>();
    expect(stored?.id).not.toBe(token);
    expect(cookies.some((c) => c.startsWith("truself_toast="))).toBe(true);
    const signedIn = await getSessionUser(new Request(TEST_ORIGIN, { headers: { Cookie: pair } }));
    expect(signedIn?.email).toBe("mixed@example.com");
  });

  it("never redirects off-site after sign-in", async () => {
    const user = await createUser();
    const res = (await signInAction(
      routeArgs<SignInArgs>("/signin", { form: { email: user.email, password: user.password, redirectTo: "//evil.example" } }),
    )) as unknown as Response;
    expect(res.headers.get("Location")).toBe("/");
  });

  it("gives a new session id at every sign-in", async () => {
    const user = await createUser();
    await signInAction(routeArgs<SignInArgs>("/signin", { form: { email: user.email, password: user.password } }));
    await signInAction(routeArgs<SignInArgs>("/signin", { form: { email: user.email, password: user.password } }));
    const rows = await env.DB.prepare("SELECT DISTINCT id FROM sessions").all();
    expect(rows.results).toHaveLength(2);
  });
});

describe("sign-out and guards", () => {
  it("sign-out deletes the session row and clears the cookie", async () => {
    const user = await createUser();
    const cookie = await sessionCookie(user.id);
    const res = (await signOutAction(routeArgs<SignOutArgs>("/signout", { method: "POST", headers: { Cookie: cookie } }))) as Response;
    expect(res.headers.get("Set-Cookie")).toMatch(/Max-Age=0/);
    expect(await sessionCount()).toBe(0);
    expect(await getSessionUser(new Request(TEST_ORIGIN, { headers: { Cookie: cookie } }))).toBeNull();
  });

  it("requireUser redirects guests to sign-in; requireRole answers 403 for the wrong role", async () => {
    await expect(requireUser(new Request(`${TEST_ORIGIN}/favorites`))).rejects.toMatchObject({ status: 302 });
    const patient = await createUser();
    const admin = await createUser({ role: "admin" });
    const asPatient = new Request(`${TEST_ORIGIN}/admin`, { headers: { Cookie: await sessionCookie(patient.id) } });
    await expect(requireRole(asPatient, "admin")).rejects.toMatchObject({ init: { status: 403 } });
    const asAdmin = new Request(`${TEST_ORIGIN}/admin`, { headers: { Cookie: await sessionCookie(admin.id) } });
    expect((await requireRole(asAdmin, "admin")).id).toBe(admin.id);
  });

  it("a session that ended during a client-side navigation signs back in to the page, never to its .data request", async () => {
    for (const url of ["/favorites.data", "/favorites.data?_routes=routes%2Ffavorites", "/profile.data?tab=1&_routes=root"]) {
      const thrown = (await requireUser(new Request(`${TEST_ORIGIN}${url}`)).catch((e: unknown) => e)) as Response;
      const back = new URL(thrown.headers.get("Location")!, TEST_ORIGIN).searchParams.get("redirectTo");
      expect(back).toBe(url.startsWith("/favorites") ? "/favorites" : "/profile?tab=1");
    }
  });

  it("an expired session is no session", async () => {
    const user = await createUser();
    const cookie = await sessionCookie(user.id);
    await env.DB.prepare("UPDATE sessions SET expires_at = ?")
      .bind(Date.now() - 1)
      .run();
    expect(await getSessionUser(new Request(TEST_ORIGIN, { headers: { Cookie: cookie } }))).toBeNull();
  });
});
