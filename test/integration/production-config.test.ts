/**
 * The production configuration, in the same workerd: each test runs the real hono app and route
 * code under `withEnv` (cloudflare:workers), which swaps the vars the code reads for that test only.
 * Local development and tests keep their own vars (vitest.config.ts sets APP_ENV "test").
 */
import { createExecutionContext } from "cloudflare:test";
import { env, withEnv } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { saveSignUpDraft } from "~/auth/signup-draft.server";
import { createSession } from "~/auth/session.server";
import { HSTS } from "~/http/security.server";
import { createHttpApp } from "~/http/app.server";
import { appConfig, SESSION_SECRET_MISSING } from "~/lib/env.server";
import { redirectWithToast } from "~/lib/toast.server";
import { questionDraftHeaders } from "~/provider-profile/form-drafts.server";
import { loader as outboxLoader } from "~/routes/dev/outbox";
import { createUser } from "../fixtures/users";

const SECRET = "a-production-secret-of-at-least-32-characters";
const production = (vars: Record<string, unknown> = {}) => ({
  ...env,
  APP_ENV: "production",
  APP_ORIGIN: "https://truself.example",
  SESSION_SECRET: SECRET,
  ...vars,
});
const under = <T>(vars: Record<string, unknown>, fn: () => Promise<T>) => withEnv(vars, fn) as Promise<T>;

const app = createHttpApp(
  async () => new Response("<!doctype html><p>page</p>", { headers: { "Content-Type": "text/html; charset=utf-8" } }),
);
function request(vars: Record<string, unknown>, path: string, init?: RequestInit) {
  return under(vars, async () =>
    app.fetch(new Request(`https://truself.example${path}`, init), vars as unknown as Env, createExecutionContext()),
  );
}

describe("production configuration", () => {
  it("refuses to serve without SESSION_SECRET: every request is a 500 that says why, nothing falls back", async () => {
    for (const vars of [
      production({ SESSION_SECRET: undefined }),
      production({ SESSION_SECRET: "too-short" }),
      { ...production(), APP_ENV: undefined, SESSION_SECRET: undefined },
    ]) {
      for (const path of ["/api/health", "/", "/signin", "/media/avatars/x"]) {
        const res = await request(vars, path);
        expect(res.status).toBe(500);
        expect(await res.text()).toMatch(/not configured/);
      }
      await expect(under(vars, async () => appConfig())).rejects.toThrow(SESSION_SECRET_MISSING.slice(0, 30));
    }
  });

  it("an unset APP_ENV means production, not development", async () => {
    expect(await under({ ...production(), APP_ENV: undefined }, async () => appConfig().APP_ENV)).toBe("production");
  });

  it("serves with the secret set, with HSTS on every response", async () => {
    const health = await request(production(), "/api/health");
    expect(health.status).toBe(200);
    expect(health.headers.get("Strict-Transport-Security")).toBe(HSTS);
    const page = await request(production(), "/");
    expect(page.headers.get("Strict-Transport-Security")).toBe(HSTS);
  });

  it("/dev/outbox is a 404", async () => {
    await expect(under(production(), async () => outboxLoader())).rejects.toMatchObject({ init: { status: 404 } });
  });

  it("/dev/factory (the end-to-end tests' data) is a 404 that writes nothing", async () => {
    const before = await env.DB.prepare("SELECT count(*) AS n FROM users").first<{ n: number }>();
    const res = await request(production(), "/dev/factory", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ users: [{ role: "admin", signedIn: true }] }),
    });
    expect(res.status).toBe(404);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM users").first<{ n: number }>()).toEqual(before);
  });

  it("every cookie is Secure with the __Host- prefix: session, sign-up draft, toast, form draft", async () => {
    const user = await createUser();
    const cookies = await under(production(), async () => {
      const form = new FormData();
      form.set("question", "How long is recovery?");
      const draftHeaders = (await questionDraftHeaders(form, "3")) as Record<string, string>;
      return [
        await createSession(user.id, new Request("https://truself.example/signin")),
        await saveSignUpDraft({ firstName: "Jane", lastName: "Doe", email: "jane@example.com", passwordHash: "x" }),
        (await redirectWithToast("/", { title: "Hello", type: "success" })).headers.get("Set-Cookie")!,
        draftHeaders["Set-Cookie"] ?? "",
      ];
    });
    expect(cookies.map((c) => c.split("=")[0])).toEqual([
      "__Host-truself_session",
      "__Host-truself_signup",
      "__Host-truself_toast",
      "__Host-truself_form_draft",
    ]);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/; Path=\//i);
      expect(cookie).toMatch(/; HttpOnly/i);
      expect(cookie).not.toMatch(/Domain=/i);
    }
  });
});

describe("local development and tests", () => {
  it("keep plain cookie names, no HSTS, and the outbox", async () => {
    const res = await exportsFetch("/api/health");
    expect(res.headers.get("Strict-Transport-Security")).toBeNull();
    const toast = (await redirectWithToast("/", { title: "Hello", type: "success" })).headers.get("Set-Cookie")!;
    expect(toast.split("=")[0]).toBe("truself_toast");
    expect(await outboxLoader()).toMatchObject({ messages: [] });
  });

  it("/dev/factory makes a signed-in user of the asked role and a provider", async () => {
    const res = await exportsFetch("/dev/factory", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        users: [{ role: "admin", signedIn: true }],
        providers: [{ name: "Factory Spa", city: "Boise", state: "ID" }],
      }),
    });
    expect(res.status).toBe(201);
    const made = await res.json<{
      users: { id: string; role: string; cookie: { name: string; value: string } }[];
      providers: { id: string }[];
    }>();
    expect(made.users[0]).toMatchObject({ role: "admin", cookie: { name: "truself_session" } });
    const page = await exportsFetch("/api/health", { headers: { Cookie: `${made.users[0]!.cookie.name}=${made.users[0]!.cookie.value}` } });
    expect(page.status).toBe(200);
    const row = await env.DB.prepare("SELECT name, location FROM providers WHERE id = ?").bind(made.providers[0]!.id).first();
    expect(row).toEqual({ name: "Factory Spa", location: "Boise, ID" });
  });
});

async function exportsFetch(path: string, init?: RequestInit) {
  const { exports } = await import("cloudflare:workers");
  return exports.default.fetch(`http://localhost${path}`, init);
}
