import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import { HONEYPOT_FIELD } from "~/lib/honeypot";
import { LIMITS } from "~/lib/limits";
import { action as homeAction } from "~/routes/public/home";
import { routeArgs } from "../fixtures/route-args";
import { holdClockInsideWindows } from "../fixtures/clock";

type ActionArgs = Parameters<typeof homeAction>[0];
type Result = {
  data: {
    ok: boolean;
    result: { error?: Record<string, string[] | null> };
    outcome?: { kind: string; title: string; description: string };
  };
  init: { status: number; headers?: HeadersInit };
};

let ipCounter = 0;
async function subscribe(form: Record<string, string>, ip = `203.0.113.${++ipCounter}`): Promise<Result> {
  return (await homeAction(
    routeArgs<ActionArgs>("/?index", { form: { intent: "newsletter", ...form }, headers: { "CF-Connecting-IP": ip } }),
  )) as unknown as Result;
}

async function subscribers(): Promise<string[]> {
  const { results } = await env.DB.prepare("SELECT email FROM newsletter_subscribers ORDER BY email").all<{ email: string }>();
  return results.map((r) => r.email);
}

describe("newsletter subscription (requirements 000 error catalogue)", () => {
  it("stores the trimmed, lowercased e-mail and says 'Success!' / 'Thank you for subscribing to our newsletter.'", async () => {
    const result = await subscribe({ email: "  Jane.Doe@Example.COM " });
    expect(result.init.status).toBe(200);
    expect(result.data.outcome).toEqual({
      kind: "success",
      title: "Success!",
      description: "Thank you for subscribing to our newsletter.",
    });
    expect(await subscribers()).toEqual(["jane.doe@example.com"]);
  });

  it("answers a duplicate (in any case or spacing) with 'Already subscribed!' and stores nothing new", async () => {
    await subscribe({ email: "jane@example.com" });
    const again = await subscribe({ email: " JANE@example.com" });
    expect(again.init.status).toBe(409);
    expect(again.data.outcome).toEqual({
      kind: "duplicate",
      title: "Already subscribed!",
      description: "This email is already subscribed to our newsletter.",
    });
    expect(await subscribers()).toEqual(["jane@example.com"]);
  });

  it("refuses an empty or invalid e-mail with 'Please enter a valid email address' and stores nothing", async () => {
    for (const email of ["", "   ", "not-an-email", "a@b", `${"x".repeat(250)}@example.com`]) {
      const result = await subscribe({ email });
      expect(result.init.status).toBe(400);
      expect(result.data.result.error?.email).toEqual(["Please enter a valid email address"]);
      expect(result.data.outcome).toBeUndefined();
    }
    const missing = (await homeAction(routeArgs<ActionArgs>("/?index", { form: { intent: "newsletter" } }))) as unknown as Result;
    expect(missing.data.result.error?.email).toEqual(["Please enter a valid email address"]);
    expect(await subscribers()).toEqual([]);
  });

  it("tells a bot that filled the honeypot it subscribed, storing nothing", async () => {
    const result = await subscribe({ email: "bot@example.com", [HONEYPOT_FIELD]: "http://spam.example" });
    expect(result.init.status).toBe(200);
    expect(result.data.outcome).toMatchObject({ kind: "success", title: "Success!" });
    expect(await subscribers()).toEqual([]);
  });

  it("limits each IP: the attempt after the limit gets 429 and is not stored", async () => {
    holdClockInsideWindows();
    const ip = "198.51.100.7";
    for (let i = 0; i < LIMITS.newsletterPerIp.limit; i++)
      expect((await subscribe({ email: `n${i}@example.com` }, ip)).init.status).toBe(200);
    const blocked = await subscribe({ email: "late@example.com" }, ip);
    expect(blocked.init.status).toBe(429);
    expect(new Headers(blocked.init.headers).get("Retry-After")).toMatch(/^\d+$/);
    expect(blocked.data.result.error?.[""]).toEqual(["Too many attempts. Please try again later."]);
    expect(await subscribers()).not.toContain("late@example.com");
    // Another address is not affected.
    expect((await subscribe({ email: "other@example.com" }, "198.51.100.8")).init.status).toBe(200);
  });

  it("says 'Failed to subscribe. Please try again.' when the database write fails", async () => {
    await env.DB.prepare("ALTER TABLE newsletter_subscribers RENAME TO newsletter_subscribers_away").run();
    try {
      const result = await subscribe({ email: "jane@example.com" });
      expect(result.init.status).toBe(500);
      expect(result.data.result.error?.[""]).toEqual(["Failed to subscribe. Please try again."]);
    } finally {
      await env.DB.prepare("ALTER TABLE newsletter_subscribers_away RENAME TO newsletter_subscribers").run();
    }
    expect(await subscribers()).toEqual([]);
  });

  it("rejects an unknown intent with 400", async () => {
    const result = (await homeAction(
      routeArgs<ActionArgs>("/?index", { form: { intent: "other", email: "x@example.com" } }),
    )) as unknown as Result;
    expect(result.init.status).toBe(400);
    expect(await subscribers()).toEqual([]);
  });
});

describe("consumeRateLimit (fixed window in D1)", () => {
  it("allows `limit` attempts per window, then refuses until the next window", async () => {
    const start = Date.UTC(2026, 0, 1, 12, 0, 0);
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await consumeRateLimit("test:key", 3, 60, start + i * 1000));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]).toMatchObject({ count: 4, limit: 3, retryAfterSeconds: 57 });
    expect((await consumeRateLimit("test:key", 3, 60, start + 60_000)).allowed).toBe(true);
    expect((await consumeRateLimit("test:other", 3, 60, start)).count).toBe(1);
  });
});
