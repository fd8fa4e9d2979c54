import { LIMITS } from "~/lib/limits";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DEMO_WRITE_REFUSED } from "~/demo/demo-policy";
import { OWN_PRACTICE_REVIEW, STAFF_REVIEW } from "~/reviews/review-commands.server";
import { action as reviewAction } from "~/routes/provider/reviews";
import { loader as providerLoader } from "~/routes/provider/_index";
import { count, fetcherPost, plainPost } from "../fixtures/actions";
import { insertProviders, providerRow } from "../fixtures/directory";
import { routeArgs } from "../fixtures/route-args";
import { createUser, sessionCookie } from "../fixtures/users";
import { advanceClock, holdClockInsideWindows } from "../fixtures/clock";

const path = "/provider/p1/reviews";
const params = { providerId: "p1" };

async function signedIn(overrides: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(overrides);
  return { user, cookie: await sessionCookie(user.id) };
}

async function providerRowOf(id = "p1") {
  return env.DB.prepare("SELECT rating, review_count FROM providers WHERE id = ?")
    .bind(id)
    .first<{ rating: number; review_count: number }>();
}

type ProviderPage = { reviews: { authorName: string; title: string | null; content: string | null; rating: number }[] };
async function pageReviews(cookie?: string) {
  const page = (await providerLoader(
    routeArgs<Parameters<typeof providerLoader>[0]>("/provider/p1", { params, headers: cookie ? { Cookie: cookie } : {} }),
  )) as unknown as ProviderPage;
  return page.reviews;
}

describe("writing a review (POST /provider/:id/reviews)", () => {
  it("posts with the requirements' toast, shows the author's full name, and recomputes rating and review_count", async () => {
    await insertProviders([providerRow({ id: "p1", rating: 4.5, reviewCount: 0 })]);
    const { cookie } = await signedIn();
    const res = await fetcherPost(reviewAction, path, { rating: "4", title: "Great", content: "Lovely team" }, { cookie, params });
    expect(res.status).toBe(200);
    expect(res.data.toast).toEqual({
      title: "Review Submitted",
      description: "Your review has been posted successfully.",
      type: "success",
    });
    expect(await providerRowOf()).toEqual({ rating: 4, review_count: 1 });
    const second = await signedIn();
    await fetcherPost(reviewAction, path, { rating: "5" }, { cookie: second.cookie, params });
    expect(await providerRowOf()).toEqual({ rating: 4.5, review_count: 2 });
    const reviews = await pageReviews();
    expect(reviews.map((r) => r.authorName)).toEqual([
      `${second.user.firstName} ${second.user.lastName}`,
      expect.stringMatching(/^Test User/),
    ]);
  });

  it("one review per user and provider: a second submission replaces the first and moves to the top", async () => {
    await insertProviders([providerRow({ id: "p1" })]);
    const { cookie } = await signedIn();
    const other = await signedIn();
    await fetcherPost(reviewAction, path, { rating: "1", title: "Bad" }, { cookie, params });
    await fetcherPost(reviewAction, path, { rating: "5", title: "Other" }, { cookie: other.cookie, params });
    advanceClock();
    await fetcherPost(reviewAction, path, { rating: "5", title: "Changed my mind" }, { cookie, params });
    expect(await count("reviews")).toBe(2);
    expect(await providerRowOf()).toEqual({ rating: 5, review_count: 2 });
    expect((await pageReviews()).map((r) => r.title)).toEqual(["Changed my mind", "Other"]);
  });

  it("rating defaults nowhere on the server: missing, 0, 6, 2.5 and text are 'Invalid Rating' (400) and store nothing", async () => {
    await insertProviders([providerRow({ id: "p1", rating: 4.2, reviewCount: 7 })]);
    const { cookie } = await signedIn();
    for (const rating of [undefined, "0", "6", "2.5", "five", "<script>", "٣"]) {
      const form: Record<string, string> = { title: "Keep me" };
      if (rating !== undefined) form.rating = rating;
      const res = await fetcherPost(reviewAction, path, form, { cookie, params });
      expect(res.status, String(rating)).toBe(400);
      expect(res.data.toast).toEqual({
        title: "Invalid Rating",
        description: "Please select a rating between 1 and 5 stars.",
        type: "error",
      });
      // The form keeps the other values (conform's reply carries them back).
      expect((res.data.result as { initialValue: Record<string, unknown> }).initialValue.title).toBe("Keep me");
    }
    expect(await count("reviews")).toBe(0);
    expect(await providerRowOf()).toEqual({ rating: 4.2, review_count: 7 });
  });

  it("title over 100 characters is 'Title Too Long'; content over 2000 is 'Review Too Long'; exactly at the limits is fine", async () => {
    await insertProviders([providerRow({ id: "p1" })]);
    const { cookie } = await signedIn();
    const longTitle = await fetcherPost(reviewAction, path, { rating: "5", title: "t".repeat(101) }, { cookie, params });
    expect(longTitle.status).toBe(400);
    expect(longTitle.data.toast).toEqual({
      title: "Title Too Long",
      description: "Review title must be 100 characters or less.",
      type: "error",
    });
    const longContent = await fetcherPost(reviewAction, path, { rating: "5", content: "c".repeat(2001) }, { cookie, params });
    expect(longContent.status).toBe(400);
    expect(longContent.data.toast).toEqual({
      title: "Review Too Long",
      description: "Review content must be 2000 characters or less.",
      type: "error",
    });
    // Unicode counts characters, not bytes.
    const unicodeLong = await fetcherPost(reviewAction, path, { rating: "5", title: "é".repeat(101) }, { cookie, params });
    expect(unicodeLong.status).toBe(400);
    expect(await count("reviews")).toBe(0);
    const atLimits = await fetcherPost(
      reviewAction,
      path,
      { rating: "5", title: "é".repeat(100), content: "c".repeat(2000) },
      { cookie, params },
    );
    expect(atLimits.status).toBe(200);
    expect(await count("reviews")).toBe(1);
  });

  it("strips scripts, markup, javascript: and inline handlers before saving; unicode survives", async () => {
    await insertProviders([providerRow({ id: "p1" })]);
    const { cookie } = await signedIn();
    await fetcherPost(
      reviewAction,
      path,
      {
        rating: "5",
        title: "<b>Great</b> <script>alert('x')</script>result 💉",
        content: `<img src=x onerror="alert(1)">Visit javascript:alert(1) <a href="javascript:evil()" onclick='steal()'>here</a> — naïve café`,
      },
      { cookie, params },
    );
    const row = await env.DB.prepare("SELECT title, content FROM reviews").first<{ title: string; content: string }>();
    expect(row).toEqual({ title: "Great result 💉", content: "Visit alert(1) here — naïve café" });
  });

  it("markup-only text is stored as no text", async () => {
    await insertProviders([providerRow({ id: "p1" })]);
    const { cookie } = await signedIn();
    await fetcherPost(reviewAction, path, { rating: "3", title: "<script>x</script>", content: "<p></p>" }, { cookie, params });
    expect(await env.DB.prepare("SELECT title, content FROM reviews").first()).toEqual({ title: null, content: null });
  });

  it("without JavaScript: redirect back to the reviews with the toast, also for bad input", async () => {
    await insertProviders([providerRow({ id: "p1" })]);
    const { cookie } = await signedIn();
    const ok = await plainPost(reviewAction, path, { rating: "5" }, { cookie, params });
    expect(ok).toMatchObject({ status: 303, location: "/provider/p1#reviews", toast: { title: "Review Submitted" } });
    const bad = await plainPost(reviewAction, path, { rating: "9" }, { cookie, params });
    expect(bad).toMatchObject({ status: 303, location: "/provider/p1#reviews", toast: { title: "Invalid Rating" } });
  });

  it("the provider user linked to the practice and admins cannot review it (403, nothing stored, the page shows why instead of the form)", async () => {
    await insertProviders([providerRow({ id: "p1", rating: 4.5, reviewCount: 3 }), providerRow({ id: "p2" })]);
    const own = await signedIn({ role: "provider", providerId: "p1" });
    const refused = await fetcherPost(reviewAction, path, { rating: "5", title: "We are great" }, { cookie: own.cookie, params });
    expect(refused.status).toBe(403);
    expect(refused.data.toast).toMatchObject({ description: OWN_PRACTICE_REVIEW });
    const admin = await signedIn({ role: "admin" });
    const byAdmin = await fetcherPost(reviewAction, path, { rating: "1" }, { cookie: admin.cookie, params });
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.data.toast).toMatchObject({ description: STAFF_REVIEW });
    expect(await count("reviews")).toBe(0);
    expect(await providerRowOf()).toEqual({ rating: 4.5, review_count: 3 });
    const pageFor = async (cookie: string, id = "p1") =>
      (await providerLoader(
        routeArgs<Parameters<typeof providerLoader>[0]>(`/provider/${id}`, { params: { providerId: id }, headers: { Cookie: cookie } }),
      )) as unknown as { reviewRefused: string | null };
    expect((await pageFor(own.cookie)).reviewRefused).toBe(OWN_PRACTICE_REVIEW);
    expect((await pageFor(admin.cookie)).reviewRefused).toBe(STAFF_REVIEW);
    // The same provider user may review another practice.
    expect((await pageFor(own.cookie, "p2")).reviewRefused).toBeNull();
    expect(
      (await fetcherPost(reviewAction, "/provider/p2/reviews", { rating: "4" }, { cookie: own.cookie, params: { providerId: "p2" } }))
        .status,
    ).toBe(200);
  });

  it("guests are sent to sign in; the demo account is refused with 403; unknown and deleted providers store nothing", async () => {
    await insertProviders([providerRow({ id: "p1" }), providerRow({ id: "gone" })]);
    const guest = await plainPost(reviewAction, path, { rating: "5" }, { params });
    expect(guest.location).toBe(`/signin?redirectTo=${encodeURIComponent("/provider/p1#reviews")}`);
    expect((await fetcherPost(reviewAction, path, { rating: "5" }, { params })).status).toBe(401);
    const demo = await signedIn({ isDemo: true });
    const refused = await fetcherPost(reviewAction, path, { rating: "5" }, { cookie: demo.cookie, params });
    expect(refused.status).toBe(403);
    expect(refused.data.toast?.description).toBe(DEMO_WRITE_REFUSED);
    const { cookie } = await signedIn();
    expect(
      (await fetcherPost(reviewAction, "/provider/nope/reviews", { rating: "5" }, { cookie, params: { providerId: "nope" } })).status,
    ).toBe(404);
    await env.DB.prepare("DELETE FROM providers WHERE id = 'gone'").run();
    expect(
      (await fetcherPost(reviewAction, "/provider/gone/reviews", { rating: "5" }, { cookie, params: { providerId: "gone" } })).status,
    ).toBe(404);
    expect(await count("reviews")).toBe(0);
  });

  it("a userId in the form cannot write as another user", async () => {
    await insertProviders([providerRow({ id: "p1" })]);
    const victim = await createUser();
    const { user, cookie } = await signedIn();
    await fetcherPost(reviewAction, path, { rating: "1", userId: victim.id, user_id: victim.id }, { cookie, params });
    expect(await count("reviews", "user_id = ?", victim.id)).toBe(0);
    expect(await count("reviews", "user_id = ?", user.id)).toBe(1);
  });

  it("falls back to 'Anonymous User' when the author has no name", async () => {
    await insertProviders([providerRow({ id: "p1" })]);
    const { user, cookie } = await signedIn();
    await fetcherPost(reviewAction, path, { rating: "4" }, { cookie, params });
    await env.DB.prepare("UPDATE users SET first_name = '', last_name = ' ' WHERE id = ?").bind(user.id).run();
    expect((await pageReviews()).map((r) => r.authorName)).toEqual(["Anonymous User"]);
  });

  it("limits reviews per account (429) and per IP; a failed write answers 'Failed to submit review. Please try again.'", async () => {
    holdClockInsideWindows();
    await insertProviders([providerRow({ id: "p1" })]);
    const { cookie } = await signedIn();
    for (let i = 0; i < LIMITS.reviewsPerUser.limit; i++) {
      expect((await fetcherPost(reviewAction, path, { rating: "5" }, { cookie, params, ip: "203.0.113.1" })).status).toBe(200);
    }
    const limited = await fetcherPost(reviewAction, path, { rating: "5" }, { cookie, params, ip: "203.0.113.1" });
    expect(limited.status).toBe(429);
    expect(limited.data.toast?.description).toMatch(/^Too many reviews\. Please try again in \d+ minutes?\.$/);

    await env.DB.prepare("DELETE FROM rate_limits").run();
    for (let i = 0; i < LIMITS.reviewsPerIp.limit; i++) {
      const u = await signedIn();
      await fetcherPost(reviewAction, path, { rating: "5" }, { cookie: u.cookie, params, ip: "203.0.113.9" });
    }
    const fresh = await signedIn();
    expect((await fetcherPost(reviewAction, path, { rating: "5" }, { cookie: fresh.cookie, params, ip: "203.0.113.9" })).status).toBe(429);
    expect((await fetcherPost(reviewAction, path, { rating: "5" }, { cookie: fresh.cookie, params, ip: "203.0.113.10" })).status).toBe(200);

    await env.DB.prepare("CREATE TRIGGER fail_review BEFORE INSERT ON reviews BEGIN SELECT RAISE(ABORT, 'boom'); END").run();
    try {
      const failing = await signedIn();
      const res = await fetcherPost(reviewAction, path, { rating: "5" }, { cookie: failing.cookie, params, ip: "203.0.113.11" });
      expect(res.status).toBe(500);
      expect(res.data.toast).toEqual({ title: "Error", description: "Failed to submit review. Please try again.", type: "error" });
    } finally {
      await env.DB.prepare("DROP TRIGGER fail_review").run();
    }
  });
});
