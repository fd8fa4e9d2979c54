/**
 * Issue 12 items 1–3: the admin console's role guard (every /admin URL and action, for a guest,
 * a patient, a provider and an admin), role changes (with the last-admin rule and the audit
 * entry), deleting a provider (rows, R2 objects, audit entry), the Users and Providers lists, and
 * the analytics figures. Real D1 and R2; nothing of ours is mocked.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { dailyActivity, lastDays } from "~/admin/analytics.server";
import { DELETE_PROVIDER_FAILED, LAST_ADMIN_REFUSED, USERS_FETCH_FAILED } from "~/admin/messages";
import { LIMIT_DESCRIPTIONS, configuredSettings } from "~/admin/settings.server";
import { USERS_PAGE_SIZE } from "~/admin/users.server";
import { getUser } from "~/auth/guards.server";
import { db } from "~/db/client.server";
import { favorites, newsletterSubscribers, providerPhotos, providerQuestions, reviews, users } from "~/db/schema";
import { createHttpApp } from "~/http/app.server";
import { LIMITS } from "~/lib/limits";
import { newId } from "~/lib/ids";
import { loader as layoutLoader } from "~/routes/admin/_layout";
import { loader as analyticsLoader } from "~/routes/admin/analytics";
import { loader as docsLoader } from "~/routes/admin/docs";
import { loader as listingChangesLoader } from "~/routes/admin/listing-changes";
import { loader as adminNotFoundLoader } from "~/routes/admin/not-found";
import { loader as onboardingLoader } from "~/routes/admin/onboarding";
import { action as providersAction, loader as providersLoader } from "~/routes/admin/providers";
import { loader as settingsLoader } from "~/routes/admin/settings";
import { action as usersAction, loader as usersLoader } from "~/routes/admin/users";
import { count, fetcherPost, plainPost } from "../fixtures/actions";
import { insertProviders, providerRow } from "../fixtures/directory";
import { routeArgs, TEST_ORIGIN } from "../fixtures/route-args";
import { createUser, sessionCookie } from "../fixtures/users";

type Loader = (args: never) => Promise<unknown>;
const PAGES: [string, Loader][] = [
  ["/admin", layoutLoader],
  ["/admin", usersLoader],
  ["/admin/users", usersLoader],
  ["/admin/providers", providersLoader],
  ["/admin/onboarding", onboardingLoader],
  ["/admin/analytics", analyticsLoader],
  ["/admin/settings", settingsLoader],
  ["/admin/docs", docsLoader],
  ["/admin/listing-changes", listingChangesLoader],
];
const ACTORS = ["guest", "patient", "provider", "admin"] as const;
type Actor = (typeof ACTORS)[number];

async function cookieFor(actor: Actor): Promise<string | undefined> {
  if (actor === "guest") return undefined;
  if (actor === "provider") await insertProviders([providerRow({ id: `own-${newId()}` })]);
  const user = await createUser({ role: actor });
  return sessionCookie(user.id);
}

async function outcome(load: Loader, path: string, cookie: string | undefined) {
  try {
    await load(routeArgs<never>(path, { headers: cookie ? { Cookie: cookie } : {} }));
    return 200;
  } catch (thrown) {
    if (thrown instanceof Response) return `${thrown.status} ${thrown.headers.get("Location") ?? ""}`.trim();
    const status = (thrown as { init?: { status?: number } }).init?.status;
    if (status) return status;
    throw thrown;
  }
}

async function signedInAdmin(email?: string) {
  const admin = await createUser({ role: "admin", email });
  return { admin, cookie: await sessionCookie(admin.id) };
}

async function auditRows() {
  return (
    await env.DB.prepare("SELECT actor_email, action, target_type, target_id, summary FROM admin_audit_log ORDER BY created_at").all<{
      actor_email: string;
      action: string;
      target_type: string;
      target_id: string;
      summary: string;
    }>()
  ).results;
}

describe("/admin and /admin/*: admins only", () => {
  for (const [path, load] of PAGES) {
    for (const actor of ACTORS) {
      it(`${path} (${load === layoutLoader ? "layout" : "tab"}) as ${actor}`, async () => {
        const result = await outcome(load, path, await cookieFor(actor));
        if (actor === "guest") expect(result).toBe(`302 /signin?redirectTo=${encodeURIComponent(path)}`);
        else if (actor === "admin") expect(result).toBe(200);
        else expect(result).toBe(403);
      });
    }
  }

  for (const actor of ["guest", "patient", "provider"] as const) {
    it(`the role change and delete actions refuse a ${actor} and change nothing`, async () => {
      const target = await createUser({ role: "patient" });
      await insertProviders([providerRow({ id: "keep-me" })]);
      const cookie = await cookieFor(actor);
      const role = await fetcherPost(usersAction, "/admin/users", { intent: "changeRole", userId: target.id, role: "admin" }, { cookie });
      const del = await fetcherPost(providersAction, "/admin/providers", { intent: "deleteProvider", providerId: "keep-me" }, { cookie });
      const expected = actor === "guest" ? 401 : 403;
      expect(role.status).toBe(expected);
      expect(del.status).toBe(expected);
      if (actor !== "guest") expect(role.data.toast?.description).toBe("You do not have access to this page.");
      expect((await db().select({ role: users.role }).from(users).all()).find((u) => u.role === "admin")).toBeUndefined();
      expect(await count("providers", "id = ?", "keep-me")).toBe(1);
      expect(await count("admin_audit_log")).toBe(0);
    });
  }

  it("any other /admin/* path checks the role first, then answers 404 to an admin", async () => {
    const path = "/admin/no-such-tab";
    for (const actor of ACTORS) {
      const result = await outcome(adminNotFoundLoader, path, await cookieFor(actor));
      if (actor === "guest") expect(result).toBe(`302 /signin?redirectTo=${encodeURIComponent(path)}`);
      else expect(result).toBe(actor === "admin" ? 404 : 403);
    }
  });

  it("a guest posting without JavaScript is sent to sign in and back", async () => {
    const res = await plainPost(usersAction, "/admin/users", { intent: "changeRole", userId: "x", role: "admin" });
    expect(res.status).toBe(303);
    expect(res.location).toBe(`/signin?redirectTo=${encodeURIComponent("/admin/users")}`);
  });
});

describe("Users tab", () => {
  it("lists users newest first, 20 a page, with today's and the last 7 days' sign-ups, and searches name and e-mail", async () => {
    const { cookie } = await signedInAdmin("boss@truself.com");
    const now = Date.now();
    const rows = Array.from({ length: 24 }, (_, i) => ({
      id: `u-${String(i).padStart(2, "0")}`,
      email: `person${i}@example.com`,
      passwordHash: "x",
      firstName: i === 5 ? "Zelda" : "Person",
      lastName: `Number${i}`,
      username: `person-${i}`,
      // u-00 is the newest; u-20.. are older than a week
      createdAt: new Date(now - (i < 20 ? i * 60_000 : 10 * 86_400_000)),
    }));
    const [firstRow, ...otherRows] = rows.map((row) => db().insert(users).values(row));
    await db().batch([firstRow!, ...otherRows]);
    const first = await usersLoader(routeArgs<never>("/admin/users", { headers: { Cookie: cookie } }));
    expect(first.error).toBeNull();
    expect(first.list?.total).toBe(25);
    expect(first.list?.users).toHaveLength(USERS_PAGE_SIZE);
    expect(first.list?.totalPages).toBe(2);
    expect(first.list?.lastWeek).toBe(21);
    expect(first.list?.today).toBeGreaterThanOrEqual(1);
    const second = await usersLoader(routeArgs<never>("/admin/users?page=2", { headers: { Cookie: cookie } }));
    // The admin is the newest; equal sign-up times fall back to the id, newest-looking first.
    expect(second.list?.users.map((u) => u.id)).toEqual(["u-19", "u-23", "u-22", "u-21", "u-20"]);
    const byName = await usersLoader(routeArgs<never>("/admin/users?q=zelda", { headers: { Cookie: cookie } }));
    expect(byName.list?.users.map((u) => u.email)).toEqual(["person5@example.com"]);
    const byEmail = await usersLoader(routeArgs<never>("/admin/users?q=PERSON1", { headers: { Cookie: cookie } }));
    expect(byEmail.list?.users.map((u) => u.email).sort()).toEqual(
      ["person1@example.com", ...Array.from({ length: 10 }, (_, i) => `person1${i}@example.com`)].sort(),
    );
    const full = await usersLoader(routeArgs<never>("/admin/users?q=zelda%20number5", { headers: { Cookie: cookie } }));
    expect(full.list?.total).toBe(1);
    const wildcard = await usersLoader(routeArgs<never>("/admin/users?q=%25", { headers: { Cookie: cookie } }));
    expect(wildcard.list?.total).toBe(0);
  });

  it('says "Failed to fetch users" when the query fails', async () => {
    const { cookie } = await signedInAdmin();
    // The guard has read the session already on this request; then the users table disappears.
    const request = routeArgs<{ request: Request }>("/admin/users", { headers: { Cookie: cookie } });
    await getUser(request.request);
    await env.DB.prepare("ALTER TABLE users RENAME TO users_away").run();
    try {
      const result = (await usersLoader(request as never)) as { error: string | null; list: unknown };
      expect(result.error).toBe(USERS_FETCH_FAILED);
      expect(result.list).toBeNull();
    } finally {
      await env.DB.prepare("ALTER TABLE users_away RENAME TO users").run();
    }
  });

  it("changes a role after confirmation, writes the audit entry in the same batch, and goes back to the list", async () => {
    const { admin, cookie } = await signedInAdmin("boss@truself.com");
    const target = await createUser({ role: "patient", email: "ana@example.com" });
    const confirm = (await usersLoader(
      routeArgs<never>(`/admin/users?q=ana&confirmRole=${target.id}&role=provider`, { headers: { Cookie: cookie } }),
    )) as { confirm: unknown };
    expect(confirm.confirm).toEqual({ id: target.id, email: "ana@example.com", from: "patient", to: "provider" });

    const res = await plainPost(
      usersAction,
      `/admin/users?q=ana&confirmRole=${target.id}&role=provider`,
      { intent: "changeRole", userId: target.id, role: "provider" },
      { cookie },
    );
    expect(res.status).toBe(303);
    expect(res.location).toBe("/admin/users?q=ana");
    expect(res.toast).toEqual({ title: "Role changed", description: "ana@example.com is now provider.", type: "success" });
    expect((await db().select({ role: users.role }).from(users).where(eq(users.id, target.id)).get())?.role).toBe("provider");
    expect(await auditRows()).toEqual([
      {
        actor_email: admin.email,
        action: "role.change",
        target_type: "user",
        target_id: target.id,
        summary: "Changed role of ana@example.com from patient to provider",
      },
    ]);
  });

  it("refuses to demote the last admin (also themself), and allows it once another admin exists", async () => {
    const { admin, cookie } = await signedInAdmin("only@truself.com");
    const refused = await fetcherPost(usersAction, "/admin/users", { intent: "changeRole", userId: admin.id, role: "patient" }, { cookie });
    expect(refused.status).toBe(409);
    expect(refused.data.toast?.description).toBe(LAST_ADMIN_REFUSED);
    expect(LAST_ADMIN_REFUSED).toBe("The last admin cannot be demoted. Make another user an admin first.");
    expect(await count("users", "role = 'admin'")).toBe(1);
    expect(await count("admin_audit_log")).toBe(0);

    const other = await createUser({ role: "patient", email: "second@example.com" });
    expect(
      (await fetcherPost(usersAction, "/admin/users", { intent: "changeRole", userId: other.id, role: "admin" }, { cookie })).status,
    ).toBe(303);
    const self = await fetcherPost(usersAction, "/admin/users", { intent: "changeRole", userId: admin.id, role: "patient" }, { cookie });
    expect(self.status).toBe(303);
    expect(self.data.location).toBe("/dashboard");
    expect(await count("users", "role = 'admin'")).toBe(1);
    expect((await auditRows()).map((r) => r.summary)).toEqual([
      "Changed role of second@example.com from patient to admin",
      "Changed role of only@truself.com from admin to patient",
    ]);
  });

  it("answers an unknown user or role with a message and changes nothing", async () => {
    const { cookie } = await signedInAdmin();
    const unknown = await fetcherPost(usersAction, "/admin/users", { intent: "changeRole", userId: "nobody", role: "admin" }, { cookie });
    expect(unknown.status).toBe(404);
    expect(unknown.data.toast?.description).toBe("User not found.");
    const target = await createUser({ role: "patient" });
    const bad = await fetcherPost(usersAction, "/admin/users", { intent: "changeRole", userId: target.id, role: "owner" }, { cookie });
    expect(bad.status).toBe(400);
    expect(bad.data.toast?.description).toBe("Choose a role: patient, provider or admin.");
    expect(await count("admin_audit_log")).toBe(0);
  });
});

describe("Providers tab", () => {
  it("searches through the FTS index and shows counts", async () => {
    const { cookie } = await signedInAdmin();
    await insertProviders([
      providerRow({ id: "p-a", name: "Glow Aesthetics", specialties: ["Botox"], isFeatured: true }),
      providerRow({ id: "p-b", name: "Harbor Plastic Surgery", specialties: ["Rhinoplasty"], isVerified: false }),
      providerRow({ id: "p-c", name: "Glowing Skin Studio", specialties: ["Facials"] }),
    ]);
    const all = await providersLoader(routeArgs<never>("/admin/providers", { headers: { Cookie: cookie } }));
    expect(all.list.counts).toEqual({ total: 3, verified: 2, featured: 1 });
    expect(all.list.providers.map((p) => p.id)).toEqual(["p-a", "p-c", "p-b"]);
    const glow = await providersLoader(routeArgs<never>("/admin/providers?q=glow", { headers: { Cookie: cookie } }));
    expect(glow.list.matches).toBe(2);
    expect(glow.list.providers.map((p) => p.id).sort()).toEqual(["p-a", "p-c"]);
    const rhino = await providersLoader(routeArgs<never>("/admin/providers?q=rhinoplasty", { headers: { Cookie: cookie } }));
    expect(rhino.list.providers.map((p) => p.id)).toEqual(["p-b"]);
    const confirm = await providersLoader(routeArgs<never>("/admin/providers?delete=p-b", { headers: { Cookie: cookie } }));
    expect(confirm.confirm).toEqual({ id: "p-b", name: "Harbor Plastic Surgery" });
  });

  it("deletes a provider with its favorites, reviews, questions and photos (D1 and R2) and records it", async () => {
    const { admin, cookie } = await signedInAdmin("boss@truself.com");
    const patient = await createUser({ role: "patient" });
    await insertProviders([
      providerRow({ id: "doomed", name: "Doomed Spa", image: "/media/providers/doomed/profile.jpg" }),
      providerRow({ id: "other" }),
    ]);
    const keys = ["providers/doomed/profile.jpg", "providers/doomed/a.jpg", "providers/doomed/b.jpg"];
    for (const key of keys) await env.MEDIA.put(key, new Uint8Array([0xff, 0xd8, 0xff]));
    await env.MEDIA.put("providers/other/keep.jpg", new Uint8Array([1]));
    await db()
      .insert(providerPhotos)
      .values([
        { id: newId(), providerId: "doomed", kind: "practice", r2Key: keys[1], url: `/media/${keys[1]}` },
        { id: newId(), providerId: "doomed", kind: "before_after", r2Key: keys[2], url: `/media/${keys[2]}` },
        { id: newId(), providerId: "doomed", kind: "practice", r2Key: null, url: "/lovable-uploads/stock.jpg" },
        { id: newId(), providerId: "other", kind: "practice", r2Key: "providers/other/keep.jpg", url: "/media/providers/other/keep.jpg" },
      ]);
    await db()
      .insert(favorites)
      .values([
        { id: newId(), userId: patient.id, providerId: "doomed" },
        { id: newId(), userId: patient.id, providerId: "other" },
      ]);
    await db().insert(reviews).values({ id: newId(), userId: patient.id, providerId: "doomed", rating: 5, content: "Great" });
    await db().insert(providerQuestions).values({ id: newId(), userId: patient.id, providerId: "doomed", question: "How long?" });
    const versionBefore = await directoryVersion();

    const res = await plainPost(
      providersAction,
      "/admin/providers?q=doomed&delete=doomed",
      { intent: "deleteProvider", providerId: "doomed" },
      { cookie },
    );
    expect(res.status).toBe(303);
    expect(res.location).toBe("/admin/providers?q=doomed");
    expect(res.toast).toEqual({ title: "Provider deleted", description: "Doomed Spa was removed from the directory.", type: "success" });

    for (const table of ["favorites", "reviews", "provider_questions", "provider_photos", "providers"])
      expect(await count(table, table === "providers" ? "id = ?" : "provider_id = ?", "doomed")).toBe(0);
    expect(await count("favorites")).toBe(1);
    expect(await count("provider_photos")).toBe(1);
    for (const key of keys) expect(await env.MEDIA.head(key)).toBeNull();
    expect(await env.MEDIA.head("providers/other/keep.jpg")).not.toBeNull();
    expect(await directoryVersion()).not.toBe(versionBefore);
    // The tab's total goes down by one (was 2).
    const after = await providersLoader(routeArgs<never>("/admin/providers", { headers: { Cookie: cookie } }));
    expect(after.list.counts.total).toBe(1);
    expect(await auditRows()).toEqual([
      {
        actor_email: admin.email,
        action: "provider.delete",
        target_type: "provider",
        target_id: "doomed",
        summary: "Deleted provider Doomed Spa (ID: doomed) with 1 review, 1 question, 1 favorite and 3 photos",
      },
    ]);
  });

  it("purges every cached page of the deleted provider, its link-in-bio page included", async () => {
    const { cookie } = await signedInAdmin();
    const providerId = `cached-${Date.now()}`;
    const username = `gone-${Date.now()}`;
    await insertProviders([providerRow({ id: providerId, linkInBioUsername: username })]);
    const app = createHttpApp(
      async (_request, nonce) =>
        new Response(`<html><script nonce="${nonce}"></script></html>`, { headers: { "Content-Type": "text/html" } }),
    );
    const visit = async (path: string) => {
      const ctx = createExecutionContext();
      const response = await app.fetch(new Request(`${TEST_ORIGIN}${path}`), env, ctx);
      await response.text();
      await waitOnExecutionContext(ctx);
      return response.headers.get("X-TruSelf-Cache");
    };
    const pages = [
      `/provider/${providerId}`,
      `/provider/${providerId}/photos`,
      `/location/${providerId}`,
      `/${username}`,
      `/${username}.data`,
    ];
    for (const page of pages) await visit(page);
    for (const page of pages) expect([page, await visit(page)]).toEqual([page, "HIT"]);
    const res = await fetcherPost(providersAction, "/admin/providers", { intent: "deleteProvider", providerId }, { cookie });
    expect(res.status).toBe(303);
    for (const page of pages) expect([page, await visit(page)]).toEqual([page, "MISS"]);
  });

  it('answers "Failed to delete provider. Please try again." for a provider that is gone', async () => {
    const { cookie } = await signedInAdmin();
    const res = await fetcherPost(providersAction, "/admin/providers", { intent: "deleteProvider", providerId: "ghost" }, { cookie });
    expect(res.status).toBe(404);
    expect(res.data.toast?.description).toBe(DELETE_PROVIDER_FAILED);
    expect(DELETE_PROVIDER_FAILED).toBe("Failed to delete provider. Please try again.");
    expect(await count("admin_audit_log")).toBe(0);
  });
});

async function directoryVersion() {
  return (await env.DB.prepare("SELECT version FROM directory_state WHERE id = 1").first<{ version: string }>())?.version;
}

describe("Analytics tab", () => {
  it("counts sign-ups, reviews, questions and newsletter subscribers per UTC day for 30 days", async () => {
    const now = new Date("2026-11-23T15:00:00Z");
    const days = lastDays(now);
    expect(days).toHaveLength(30);
    expect(days[0]).toBe("2026-10-25");
    expect(days[29]).toBe("2026-11-23");
    const at = (iso: string) => new Date(iso);
    const patient = await createUser({ role: "patient" });
    await db()
      .update(users)
      .set({ createdAt: at("2026-11-23T01:00:00Z") })
      .where(eq(users.id, patient.id));
    const older = await createUser({ role: "patient" });
    await db()
      .update(users)
      .set({ createdAt: at("2026-10-24T23:59:59Z") })
      .where(eq(users.id, older.id)); // the day before the window
    const third = await createUser({ role: "patient" });
    await db()
      .update(users)
      .set({ createdAt: at("2026-10-25T00:00:00Z") })
      .where(eq(users.id, third.id));
    await insertProviders([providerRow({ id: "pa" }), providerRow({ id: "pb" })]);
    await db()
      .insert(reviews)
      .values([
        { id: newId(), userId: patient.id, providerId: "pa", rating: 5, createdAt: at("2026-11-20T10:00:00Z") },
        { id: newId(), userId: older.id, providerId: "pa", rating: 4, createdAt: at("2026-11-20T23:00:00Z") },
        { id: newId(), userId: third.id, providerId: "pb", rating: 3, createdAt: at("2026-11-21T00:30:00Z") },
      ]);
    await db()
      .insert(providerQuestions)
      .values({ id: newId(), userId: patient.id, providerId: "pb", question: "Q?", createdAt: at("2026-11-01T12:00:00Z") });
    await db()
      .insert(newsletterSubscribers)
      .values([
        { id: newId(), email: "a@example.com", createdAt: at("2026-11-22T12:00:00Z") },
        { id: newId(), email: "b@example.com", createdAt: at("2026-11-22T13:00:00Z") },
      ]);
    const series = await dailyActivity(now);
    const byKey = Object.fromEntries(series.map((s) => [s.key, s]));
    const nonZero = (key: string) => Object.fromEntries(byKey[key]!.points.filter((p) => p.count > 0).map((p) => [p.day, p.count]));
    expect(series.map((s) => s.label)).toEqual(["Sign-ups", "Reviews", "Questions", "Newsletter subscribers"]);
    expect(nonZero("signups")).toEqual({ "2026-10-25": 1, "2026-11-23": 1 });
    expect(byKey.signups!.total).toBe(2);
    expect(nonZero("reviews")).toEqual({ "2026-11-20": 2, "2026-11-21": 1 });
    expect(nonZero("questions")).toEqual({ "2026-11-01": 1 });
    expect(nonZero("subscribers")).toEqual({ "2026-11-22": 2 });
    for (const s of series) expect(s.points.map((p) => p.day)).toEqual(days);
  });
});

describe("Settings tab", () => {
  it("lists every configured limit from the registry with its window", async () => {
    const [limits] = configuredSettings();
    expect(limits?.rows).toHaveLength(Object.keys(LIMITS).length);
    expect(limits?.rows).toContainEqual({ label: LIMIT_DESCRIPTIONS.reviewsPerUser, value: "10 per 1 hour" });
    expect(limits?.rows).toContainEqual({ label: LIMIT_DESCRIPTIONS.chatMessagesPerMinute, value: "10 in any 1 minute" });
    expect(limits?.rows).toContainEqual({
      label: LIMIT_DESCRIPTIONS.signInFailuresPerAccountAndIp,
      value: "10 per 15 minutes (failures only)",
    });
  });
});
