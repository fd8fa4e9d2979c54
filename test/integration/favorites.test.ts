import { FAVORITES_SIGN_IN } from "~/favorites/schemas";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DEMO_WRITE_REFUSED } from "~/demo/demo-policy";
import { favoritedProviderIds } from "~/favorites/favorites.server";
import { action as toggle } from "~/routes/account/favorites.toggle";
import { loader as favoritesLoader } from "~/routes/account/favorites";
import { loader as homeLoader } from "~/routes/public/home";
import { loader as providerLoader } from "~/routes/provider/_index";
import { count, fetcherPost, plainPost } from "../fixtures/actions";
import { insertProviders, providerRow } from "../fixtures/directory";
import { routeArgs } from "../fixtures/route-args";
import { createUser, sessionCookie } from "../fixtures/users";
import { advanceClock } from "../fixtures/clock";

const INVALID = { title: "Error", description: "Invalid provider information.", type: "error" };

async function signedIn(overrides: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(overrides);
  return { user, cookie: await sessionCookie(user.id) };
}

describe("favorite toggle (POST /favorites/toggle)", () => {
  it("adds and removes with the requirements' toasts, as a fetcher", async () => {
    await insertProviders([providerRow({ id: "p1", name: "Glow Med Spa" })]);
    const { user, cookie } = await signedIn();
    const added = await fetcherPost(toggle, "/favorites/toggle", { providerId: "p1", intent: "add" }, { cookie });
    expect(added.status).toBe(200);
    expect(added.data).toMatchObject({
      ok: true,
      favorited: true,
      toast: { title: "Added to favorites", description: "Glow Med Spa added to your favorites." },
    });
    expect(await count("favorites", "user_id = ? AND provider_id = 'p1'", user.id)).toBe(1);
    // Adding twice (a stale page, a double click) keeps one row.
    await fetcherPost(toggle, "/favorites/toggle", { providerId: "p1", intent: "add" }, { cookie });
    expect(await count("favorites")).toBe(1);
    const removed = await fetcherPost(toggle, "/favorites/toggle", { providerId: "p1", intent: "remove" }, { cookie });
    expect(removed.data).toMatchObject({
      ok: true,
      favorited: false,
      toast: { title: "Removed from favorites", description: "Glow Med Spa removed from your favorites." },
    });
    expect(await count("favorites")).toBe(0);
  });

  it("flips the state when no intent is sent", async () => {
    await insertProviders([providerRow({ id: "p1" })]);
    const { cookie } = await signedIn();
    expect((await fetcherPost(toggle, "/favorites/toggle", { providerId: "p1" }, { cookie })).data.favorited).toBe(true);
    expect((await fetcherPost(toggle, "/favorites/toggle", { providerId: "p1" }, { cookie })).data.favorited).toBe(false);
  });

  it("without JavaScript redirects back to the page with the toast", async () => {
    await insertProviders([providerRow({ id: "p1", name: "Glow Med Spa" })]);
    const { cookie } = await signedIn();
    const res = await plainPost(toggle, "/favorites/toggle", { providerId: "p1", intent: "add", redirectTo: "/provider/p1" }, { cookie });
    expect(res.status).toBe(303);
    expect(res.location).toBe("/provider/p1");
    expect(res.toast).toMatchObject({ title: "Added to favorites", description: "Glow Med Spa added to your favorites." });
    // No redirectTo: back to the same-site Referer; an off-site redirectTo is ignored.
    const viaReferer = await plainPost(
      toggle,
      "/favorites/toggle",
      { providerId: "p1" },
      { cookie, referer: "http://localhost:8787/?page=2" },
    );
    expect(viaReferer.location).toBe("/?page=2");
    const offsite = await plainPost(toggle, "/favorites/toggle", { providerId: "p1", redirectTo: "//evil.example" }, { cookie });
    expect(offsite.location).toBe("/");
  });

  it("refuses missing, empty, too long, unknown and script-laden provider ids with 'Invalid provider information.' and stores nothing", async () => {
    await insertProviders([providerRow({ id: "p1" })]);
    const { cookie } = await signedIn();
    for (const form of <Record<string, string | string[]>[]>[
      {},
      { providerId: "" },
      { providerId: "   " },
      { providerId: "x".repeat(201) },
      { providerId: "nope" },
      { providerId: "<script>alert(1)</script>" },
      { providerId: "🙂" },
      { providerId: ["p1", "p2"] },
    ]) {
      const res = await fetcherPost(toggle, "/favorites/toggle", form, { cookie });
      expect(res.status, JSON.stringify(form)).toBe(400);
      expect(res.data.toast).toEqual(INVALID);
    }
    expect(await count("favorites")).toBe(0);
    const plain = await plainPost(toggle, "/favorites/toggle", { providerId: "nope", redirectTo: "/" }, { cookie });
    expect(plain.toast).toEqual(INVALID);
  });

  it("a provider deleted since the page loaded changes nothing", async () => {
    await insertProviders([providerRow({ id: "gone" })]);
    const { cookie } = await signedIn();
    await env.DB.prepare("DELETE FROM providers WHERE id = 'gone'").run();
    const res = await fetcherPost(toggle, "/favorites/toggle", { providerId: "gone", intent: "add" }, { cookie });
    expect(res.status).toBe(400);
    expect(res.data.toast).toEqual(INVALID);
    expect(await count("favorites")).toBe(0);
  });

  it("a heart pressed after the session ended says so and offers Sign In back to the page (401); nothing is stored", async () => {
    await insertProviders([providerRow({ id: "p1" })]);
    const res = await fetcherPost(toggle, "/favorites/toggle", { providerId: "p1", redirectTo: "/find-doctors?page=2" });
    expect(res.status).toBe(401);
    expect(res.data.toast).toEqual(FAVORITES_SIGN_IN);
    expect(res.data.signIn).toBe(`/signin?redirectTo=${encodeURIComponent("/find-doctors?page=2")}`);
    // Without JavaScript the post goes to sign-in straight away, and back to the page after it.
    const plain = await plainPost(toggle, "/favorites/toggle", { providerId: "p1", redirectTo: "/provider/p1" });
    expect(plain).toMatchObject({
      status: 303,
      location: `/signin?redirectTo=${encodeURIComponent("/provider/p1")}`,
      toast: FAVORITES_SIGN_IN,
    });
    expect(await count("favorites")).toBe(0);
  });

  it("the demo account is refused with 403: its favorites stay in the browser", async () => {
    await insertProviders([providerRow({ id: "p1" })]);
    const { cookie } = await signedIn({ isDemo: true });
    const res = await fetcherPost(toggle, "/favorites/toggle", { providerId: "p1", intent: "add" }, { cookie });
    expect(res.status).toBe(403);
    expect(res.data.toast?.description).toBe(DEMO_WRITE_REFUSED);
    expect(await count("favorites")).toBe(0);
  });

  it("a user id in the form is ignored: the favorite is always the session user's", async () => {
    await insertProviders([providerRow({ id: "p1" })]);
    const other = await createUser();
    const { user, cookie } = await signedIn();
    await fetcherPost(toggle, "/favorites/toggle", { providerId: "p1", userId: other.id, intent: "add" }, { cookie });
    expect(await count("favorites", "user_id = ?", other.id)).toBe(0);
    expect(await count("favorites", "user_id = ?", user.id)).toBe(1);
  });

  it("answers 'Failed to update favorites. Please try again.' (500) when the write fails", async () => {
    await insertProviders([providerRow({ id: "p1" })]);
    const { cookie } = await signedIn();
    await env.DB.prepare("CREATE TRIGGER fail_fav BEFORE INSERT ON favorites BEGIN SELECT RAISE(ABORT, 'disk full'); END").run();
    try {
      const res = await fetcherPost(toggle, "/favorites/toggle", { providerId: "p1", intent: "add" }, { cookie });
      expect(res.status).toBe(500);
      expect(res.data.toast).toEqual({ title: "Error", description: "Failed to update favorites. Please try again.", type: "error" });
    } finally {
      await env.DB.prepare("DROP TRIGGER fail_fav").run();
    }
  });
});

describe("favorite status and the /favorites page", () => {
  it("favoritedProviderIds answers for a whole page in one go, including > 99 ids", async () => {
    const rows = Array.from({ length: 120 }, (_, i) => providerRow({ id: `bulk-${i}` }));
    await insertProviders(rows);
    const { user, cookie } = await signedIn();
    for (const id of ["bulk-3", "bulk-110"]) await fetcherPost(toggle, "/favorites/toggle", { providerId: id, intent: "add" }, { cookie });
    const saved = await favoritedProviderIds(
      user.id,
      rows.map((r) => r.id),
    );
    expect([...saved].sort()).toEqual(["bulk-110", "bulk-3"]);
    const other = await createUser();
    expect((await favoritedProviderIds(other.id, ["bulk-3"])).size).toBe(0);
  });

  it("home and provider loaders report the viewer's hearts; guests get none", async () => {
    await insertProviders([providerRow({ id: "p1", isVerified: true }), providerRow({ id: "p2", isVerified: true })]);
    const { cookie } = await signedIn();
    await fetcherPost(toggle, "/favorites/toggle", { providerId: "p2", intent: "add" }, { cookie });
    const home = await homeLoader(routeArgs<Parameters<typeof homeLoader>[0]>("/", { headers: { Cookie: cookie } }));
    expect(home.favoriteIds).toEqual(["p2"]);
    expect((await homeLoader(routeArgs<Parameters<typeof homeLoader>[0]>("/"))).favoriteIds).toEqual([]);
    const page = (await providerLoader(
      routeArgs<Parameters<typeof providerLoader>[0]>("/provider/p2", { params: { providerId: "p2" }, headers: { Cookie: cookie } }),
    )) as { favorited: boolean };
    expect(page.favorited).toBe(true);
  });

  it("/favorites lists only the signed-in user's providers, newest first; guests are sent to sign in", async () => {
    await insertProviders([providerRow({ id: "p1", name: "First" }), providerRow({ id: "p2", name: "Second" })]);
    const { cookie } = await signedIn();
    const other = await signedIn();
    await fetcherPost(toggle, "/favorites/toggle", { providerId: "p1", intent: "add" }, { cookie });
    advanceClock();
    await fetcherPost(toggle, "/favorites/toggle", { providerId: "p2", intent: "add" }, { cookie });
    await fetcherPost(toggle, "/favorites/toggle", { providerId: "p1", intent: "add" }, { cookie: other.cookie });
    const mine = await favoritesLoader(routeArgs<Parameters<typeof favoritesLoader>[0]>("/favorites", { headers: { Cookie: cookie } }));
    expect(mine.providers.map((p) => p.id)).toEqual(["p2", "p1"]);
    const theirs = await favoritesLoader(
      routeArgs<Parameters<typeof favoritesLoader>[0]>("/favorites", { headers: { Cookie: other.cookie } }),
    );
    expect(theirs.providers.map((p) => p.id)).toEqual(["p1"]);
    await expect(favoritesLoader(routeArgs<Parameters<typeof favoritesLoader>[0]>("/favorites"))).rejects.toMatchObject({ status: 302 });
  });

  it("the demo's /favorites shows the providers whose ids its browser holds", async () => {
    await insertProviders([providerRow({ id: "p1" }), providerRow({ id: "p2" })]);
    const { cookie } = await signedIn({ isDemo: true });
    const page = await favoritesLoader(
      routeArgs<Parameters<typeof favoritesLoader>[0]>("/favorites?ids=p2,nope,p1", { headers: { Cookie: cookie } }),
    );
    expect(page.providers.map((p) => p.id)).toEqual(["p2", "p1"]);
    expect(page.isDemo).toBe(true);
  });
});
