/**
 * One D1 session per request (decision 023), driven through the real outer app with a document
 * handler we pass in (the test worker has no React Router build), real domain code and local D1.
 * Local D1 has no replicas, so what these tests can see is the plumbing: which bookmark or
 * constraint a request's session starts from, and which responses hand the browser a bookmark.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createCookie } from "react-router";
import { d1, db } from "~/db/client.server";
import { newsletterSubscribers } from "~/db/schema";
import { createHttpApp } from "~/http/app.server";
import { BOOKMARK_MAX_AGE_SECONDS, bookmarkCookieName, sessionStart } from "~/http/d1-session.server";
import { subscribeToNewsletter } from "~/newsletter/newsletter.server";
import { TEST_ORIGIN } from "../fixtures/route-args";
import { createUser, sessionCookie } from "../fixtures/users";

let unique = 0;
/** A fresh URL per test: the Cache API is shared by every test in the run. */
function url(path: string) {
  return `${TEST_ORIGIN}${path}${path.includes("?") ? "&" : "?"}t=${Date.now()}-${++unique}`;
}

/**
 * A page that subscribes the posted address (POST) or lists the subscribers (GET), and says which
 * bookmark its session started from (a session's bookmark before its first query).
 */
function newsletterApp() {
  const app = createHttpApp(async (request) => {
    const startedFrom = (d1() as D1DatabaseSession).getBookmark();
    if (request.method === "POST") {
      await subscribeToNewsletter((await request.formData()).get("email") as string);
      return new Response(null, { status: 303, headers: { Location: "/" } });
    }
    const emails = (await db().select().from(newsletterSubscribers)).map((row) => row.email);
    const body = `<!DOCTYPE html><html><body><pre>${JSON.stringify({ startedFrom, emails })}</pre></body></html>`;
    return new Response(body, { headers: { "Content-Type": "text/html; charset=utf-8" } });
  });
  return async (input: string, init?: RequestInit) => {
    const ctx = createExecutionContext();
    const response = await app.fetch(new Request(input, init), env, ctx);
    const body = await response.text();
    await waitOnExecutionContext(ctx);
    const json = body.match(/<pre>(.*)<\/pre>/)?.[1];
    return { response, page: json ? (JSON.parse(json) as { startedFrom: string | null; emails: string[] }) : null };
  };
}

/** The bookmark a response hands the browser (as the cookie kit's createCookie reads it). */
async function bookmarkFrom(response: Response): Promise<string | undefined> {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${bookmarkCookieName()}=`));
  const value: unknown = cookie ? await createCookie(bookmarkCookieName()).parse(cookie.split(";")[0]!) : undefined;
  return typeof value === "string" ? value : undefined;
}

/** A Cookie header carrying `bookmark`, encoded as the cookie kit encodes it. */
async function asCookie(bookmark: string): Promise<string> {
  return (await createCookie(bookmarkCookieName()).serialize(bookmark)).split(";", 1)[0]!;
}

const post = (email: string): RequestInit => ({
  method: "POST",
  headers: { Origin: TEST_ORIGIN },
  body: new URLSearchParams({ email }),
});

describe("D1 sessions: reading your own writes", () => {
  it("hands the browser a bookmark after a write, and the next request reads from it and sees the write", async () => {
    const fetch = newsletterApp();
    const write = await fetch(url("/newsletter"), post("reader@example.com"));
    expect(write.response.status).toBe(303);
    const cookie = write.response.headers.getSetCookie().find((c) => c.startsWith(`${bookmarkCookieName()}=`));
    expect(cookie).toBeDefined();
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Path=/");
    expect(cookie).toContain(`Max-Age=${BOOKMARK_MAX_AGE_SECONDS}`);
    const bookmark = (await bookmarkFrom(write.response))!;

    // A personal page (signed in), so the read is rendered, not answered by the edge cache.
    const user = await createUser();
    const read = await fetch(url("/dashboard"), {
      headers: { Cookie: `${await sessionCookie(user.id)}; ${await asCookie(bookmark)}` },
    });
    expect(read.response.status).toBe(200);
    expect(read.page?.startedFrom).toBe(bookmark);
    expect(read.page?.emails).toContain("reader@example.com");
  });

  it("starts writes on the primary, reads after a write from the bookmark, and other reads anywhere", async () => {
    const bookmark = "00000000-0000000d-00000000-00000000000000000000000000000000";
    // Encoded as the cookie kit's createCookie encodes it; the raw value is not a cookie of ours.
    const withBookmark = { headers: { Cookie: await asCookie(bookmark) } };
    expect(
      await sessionStart(new Request(`${TEST_ORIGIN}/find-doctors`, { headers: { Cookie: `${bookmarkCookieName()}=${bookmark}` } })),
    ).toBe("first-unconstrained");
    expect(await sessionStart(new Request(`${TEST_ORIGIN}/signin`, { method: "POST", ...withBookmark }))).toBe("first-primary");
    expect(await sessionStart(new Request(`${TEST_ORIGIN}/media/upload/x`, { method: "PUT" }))).toBe("first-primary");
    expect(await sessionStart(new Request(`${TEST_ORIGIN}/find-doctors`, withBookmark))).toBe(bookmark);
    expect(await sessionStart(new Request(`${TEST_ORIGIN}/find-doctors`))).toBe("first-unconstrained");
    // An e-mailed link opened in another browser has no bookmark, and its token was written moments ago.
    expect(await sessionStart(new Request(`${TEST_ORIGIN}/verify-email?token=abc`))).toBe("first-primary");
    expect(await sessionStart(new Request(`${TEST_ORIGIN}/reset-password?token=abc`, withBookmark))).toBe("first-primary");
  });

  it("leaves queue consumers, Durable Objects, cron and code outside a request on the binding (the primary)", () => {
    expect(d1()).toBe(env.DB);
  });
});

describe("D1 sessions: the bookmark cookie and the edge cache", () => {
  it("never sets the bookmark on a public page, whether rendered (MISS) or cached (HIT)", async () => {
    const fetch = newsletterApp();
    await subscribeToNewsletter("cached@example.com");
    const address = url("/find-doctors");
    const miss = await fetch(address);
    expect(miss.response.headers.get("X-TruSelf-Cache")).toBe("MISS");
    expect(miss.page?.emails).toContain("cached@example.com");
    expect(miss.response.headers.get("Set-Cookie")).toBeNull();
    const hit = await fetch(address);
    expect(hit.response.headers.get("X-TruSelf-Cache")).toBe("HIT");
    expect(hit.response.headers.get("Set-Cookie")).toBeNull();
  });

  it("keeps a visitor carrying a bookmark on the shared cache (the bookmark is not a personal cookie)", async () => {
    const fetch = newsletterApp();
    const write = await fetch(url("/newsletter"), post("visitor@example.com"));
    const bookmark = (await bookmarkFrom(write.response))!;
    const address = url("/browse-procedures");
    const first = await fetch(address, { headers: { Cookie: await asCookie(bookmark) } });
    expect(first.response.headers.get("X-TruSelf-Cache")).toBe("MISS");
    expect(first.page?.startedFrom).toBe(bookmark);
    expect(first.response.headers.get("Set-Cookie")).toBeNull();
    const second = await fetch(address, { headers: { Cookie: await asCookie(bookmark) } });
    expect(second.response.headers.get("X-TruSelf-Cache")).toBe("HIT");
    expect(second.response.headers.get("Set-Cookie")).toBeNull();
  });

  it("ignores a bookmark cookie that is not a bookmark: the request is served from a fresh session and gets a real one", async () => {
    const fetch = newsletterApp();
    await subscribeToNewsletter("garbage@example.com");
    const values = ["garbage", "first-primary", "%00%ff", "0".repeat(300), "1-2-3-4-5-6-7-8-9-10", "<script>"];
    const cookies = [...values.map((garbage) => `${bookmarkCookieName()}=${garbage}`), ...(await Promise.all(values.map(asCookie)))];
    for (const [i, cookie] of cookies.entries()) {
      const garbage = values[i % values.length];
      const read = await fetch(url("/signin"), { headers: { Cookie: cookie } });
      expect(read.response.status).toBe(200);
      expect(read.page?.startedFrom).toBeNull();
      expect(read.page?.emails).toContain("garbage@example.com");
      const replaced = await bookmarkFrom(read.response);
      expect(replaced).toMatch(/^[0-9a-f]+(-[0-9a-f]+)+$/);
      expect(replaced).not.toBe(garbage);
    }
  });
});
