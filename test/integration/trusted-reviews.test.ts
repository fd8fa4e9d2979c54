/** Issue 35 (items 1, 2, 4): procedure, Worth It, cost and month; the recovery diary; Verified patient; filters; the recount. */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DEMO_WRITE_REFUSED } from "~/demo/demo-policy";
import { insertConsultation } from "~/dev/factories.server";
import { insertVisit } from "~/dev/visit-factory.server";
import { searchProviders } from "~/directory/search.server";
import { REVIEW_DELETE_NOT_AUTHOR, REVIEW_NOT_FOUND } from "~/reviews/review-commands.server";
import {
  AMOUNT_NEGATIVE,
  AMOUNT_NOT_A_NUMBER,
  AMOUNT_TOO_HIGH,
  currentMonth,
  MONTH_IN_FUTURE,
  MONTH_INVALID,
  PROCEDURE_INVALID,
  UPDATE_NOT_AUTHOR,
  UPDATE_REQUIRED,
  WORTH_IT_INVALID,
} from "~/reviews/review-schemas";
import type { ReviewView } from "~/reviews/reviews.server";
import { loader as providerLoader } from "~/routes/provider/_index";
import { action as reviewAction } from "~/routes/provider/reviews";
import { count, fetcherPost, plainPost } from "../fixtures/actions";
import { insertProviders, providerRow } from "../fixtures/directory";
import { routeArgs } from "../fixtures/route-args";
import { createUser, sessionCookie } from "../fixtures/users";
import { advanceClock } from "../fixtures/clock";

const path = "/provider/p1/reviews";
const params = { providerId: "p1" };

async function signedIn(overrides: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(overrides);
  return { user, cookie: await sessionCookie(user.id) };
}

async function figures(id = "p1") {
  return env.DB.prepare("SELECT rating, review_count, worth_it_percent, worth_it_count FROM providers WHERE id = ?")
    .bind(id)
    .first<{ rating: number; review_count: number; worth_it_percent: number | null; worth_it_count: number }>();
}

type Page = {
  reviews: ReviewView[];
  provider: { ratingOrigin: string; worthItPercent: number | null; worthItCount: number };
  jsonLd: Record<string, unknown> | null;
};
async function page(search = "", cookie?: string): Promise<Page> {
  return (await providerLoader(
    routeArgs<Parameters<typeof providerLoader>[0]>(`/provider/p1${search}`, { params, headers: cookie ? { Cookie: cookie } : {} }),
  )) as unknown as Page;
}

async function review(cookie: string, form: Record<string, string>) {
  return fetcherPost(reviewAction, path, { rating: "5", ...form }, { cookie, params });
}

const full = { procedure: "Botox", worthIt: "worth_it", amountPaid: "450", treatmentMonth: "2025-03" };

describe("richer reviews: procedure, Worth It, amount paid, month of treatment", () => {
  it("stores them (amount as whole USD) and the page shows them under the review", async () => {
    await insertProviders([providerRow({ id: "p1" })]);
    const { cookie } = await signedIn();
    const res = await review(cookie, { title: "Smooth", ...full });
    expect(res.status).toBe(200);
    const row = await env.DB.prepare("SELECT procedure, worth_it, amount_paid, currency, treatment_month FROM reviews").first();
    expect(row).toEqual({ procedure: "Botox", worth_it: "worth_it", amount_paid: 450, currency: "USD", treatment_month: "2025-03" });
    const profile = await page();
    expect(profile.reviews[0]).toMatchObject({
      procedure: "Botox",
      worthIt: "worth_it",
      amountPaid: 450,
      currency: "USD",
      treatmentMonth: "2025-03",
    });
    // JSON-LD: the procedure where schema.org has a place for it (Review.about); nothing invented for the rest.
    const [ld] = (profile.jsonLd as { review: Record<string, unknown>[] }).review;
    expect(ld).toMatchObject({ about: { "@type": "MedicalProcedure", name: "Botox" }, reviewRating: { ratingValue: 5 } });
    expect(Object.keys(ld!).toSorted()).toEqual(["@type", "about", "author", "datePublished", "name", "reviewRating"]);
  });

  it("all four are optional; spec 000's rating rule still comes first", async () => {
    await insertProviders([providerRow({ id: "p1" })]);
    const { cookie } = await signedIn();
    expect((await review(cookie, {})).status).toBe(200);
    const row = await env.DB.prepare("SELECT procedure, worth_it, amount_paid, currency, treatment_month FROM reviews").first();
    expect(row).toEqual({ procedure: null, worth_it: null, amount_paid: null, currency: "USD", treatment_month: null });
    const bad = await review(cookie, { rating: "9", ...full });
    expect(bad.data.toast).toMatchObject({ title: "Invalid Rating" });
  });

  it("amounts: negative, over $500,000 and not whole numbers are refused with their message (400, nothing stored)", async () => {
    await insertProviders([providerRow({ id: "p1", rating: 4.2, reviewCount: 7 })]);
    const { cookie } = await signedIn();
    const cases: [string, string][] = [
      ["-1", AMOUNT_NEGATIVE],
      ["-4500", AMOUNT_NEGATIVE],
      ["500001", AMOUNT_TOO_HIGH],
      ["99999999999", AMOUNT_TOO_HIGH],
      ["abc", AMOUNT_NOT_A_NUMBER],
      ["$1,200", AMOUNT_NOT_A_NUMBER],
      ["12.50", AMOUNT_NOT_A_NUMBER],
      ["1e3x", AMOUNT_NOT_A_NUMBER],
    ];
    for (const [amountPaid, message] of cases) {
      const res = await review(cookie, { amountPaid });
      expect(res.status, amountPaid).toBe(400);
      expect(res.data.toast, amountPaid).toEqual({ title: "Invalid Amount", description: message, type: "error" });
    }
    expect(AMOUNT_NEGATIVE).toBe("Amount paid can't be negative.");
    expect(AMOUNT_TOO_HIGH).toBe("Amount paid must be $500,000 or less.");
    expect(AMOUNT_NOT_A_NUMBER).toBe("Amount paid must be a whole number of dollars, such as 4500.");
    expect(await count("reviews")).toBe(0);
    expect(await figures()).toMatchObject({ rating: 4.2, review_count: 7 });
    // The edges pass.
    expect((await review(cookie, { amountPaid: "500000" })).status).toBe(200);
    expect((await review(cookie, { amountPaid: "0" })).status).toBe(200);
    expect(await env.DB.prepare("SELECT amount_paid FROM reviews").first()).toEqual({ amount_paid: 0 });
  });

  it("procedure must come from the list, Worth It from its three answers, the month is YYYY-MM and not in the future", async () => {
    await insertProviders([providerRow({ id: "p1" })]);
    const { cookie } = await signedIn();
    const next = new Date();
    next.setUTCDate(1);
    next.setUTCMonth(next.getUTCMonth() + 1);
    const cases: [Record<string, string>, string, string][] = [
      [{ procedure: "Brain surgery" }, "Invalid Procedure", PROCEDURE_INVALID],
      [{ procedure: "Not sure yet" }, "Invalid Procedure", PROCEDURE_INVALID],
      [{ worthIt: "maybe" }, "Invalid Answer", WORTH_IT_INVALID],
      [{ treatmentMonth: "2025-13" }, "Invalid Month", MONTH_INVALID],
      [{ treatmentMonth: "March 2025" }, "Invalid Month", MONTH_INVALID],
      [{ treatmentMonth: "2025-03-01" }, "Invalid Month", MONTH_INVALID],
      [{ treatmentMonth: currentMonth(next) }, "Invalid Month", MONTH_IN_FUTURE],
    ];
    for (const [form, title, description] of cases) {
      const res = await review(cookie, form);
      expect(res.status, JSON.stringify(form)).toBe(400);
      expect(res.data.toast).toEqual({ title, description, type: "error" });
    }
    expect(await count("reviews")).toBe(0);
    expect((await review(cookie, { treatmentMonth: currentMonth() })).status).toBe(200);
  });

  it("without JavaScript a bad amount goes back with its toast and the typed values are kept for the form", async () => {
    await insertProviders([providerRow({ id: "p1" })]);
    const { cookie } = await signedIn();
    const bad = await plainPost(reviewAction, path, { rating: "4", ...full, amountPaid: "-20" }, { cookie, params });
    expect(bad).toMatchObject({
      status: 303,
      location: "/provider/p1#reviews",
      toast: { title: "Invalid Amount", description: AMOUNT_NEGATIVE },
    });
    const draft = bad.response.headers.getSetCookie().find((c) => c.startsWith("truself_form_draft="));
    expect(draft).toBeTruthy();
    const res = (await providerLoader(
      routeArgs<Parameters<typeof providerLoader>[0]>("/provider/p1", {
        params,
        headers: { Cookie: `${cookie}; ${draft!.split(";", 1)[0]}` },
      }),
    )) as unknown as { data: { drafts: { review: unknown } } };
    const data = res.data;
    expect(data.drafts.review).toMatchObject({
      rating: "4",
      procedure: "Botox",
      worthIt: "worth_it",
      amountPaid: "-20",
      treatmentMonth: "2025-03",
    });
  });
});

describe("Verified patient", () => {
  it("only a review whose author had a visit with that practice, attended and confirmed by both sides (decision 069)", async () => {
    await insertProviders([providerRow({ id: "p1" }), providerRow({ id: "p2" })]);
    const visited = await signedIn({ firstName: "Visited" });
    const attendedOnly = await signedIn({ firstName: "Attended" });
    const booked = await signedIn({ firstName: "Booked" });
    const elsewhere = await signedIn({ firstName: "Elsewhere" });
    await insertVisit({ providerId: "p1", patientId: visited.user.id });
    await insertVisit({ providerId: "p1", patientId: attendedOnly.user.id, patientConfirmed: false });
    // Decision 054's interim path (a request marked booked and confirmed) no longer counts.
    await insertConsultation({ providerId: "p1", patientId: booked.user.id }, "booked");
    await insertVisit({ providerId: "p2", patientId: elsewhere.user.id });
    for (const who of [visited, attendedOnly, booked, elsewhere]) await review(who.cookie, {});
    const verified = Object.fromEntries((await page()).reviews.map((r) => [r.authorName.split(" ")[0], r.verified]));
    expect(verified).toEqual({ Visited: true, Attended: false, Booked: false, Elsewhere: false });
  });
});

describe("the provider's figures: rating, review count and Worth It share, recounted in the write's batch", () => {
  it("after create, update and delete; the share counts only reviews that answered", async () => {
    await insertProviders([providerRow({ id: "p1", rating: 4.5, reviewCount: 0 })]);
    expect(await figures()).toEqual({ rating: 4.5, review_count: 0, worth_it_percent: null, worth_it_count: 0 });
    const a = await signedIn();
    const b = await signedIn();
    const c = await signedIn();
    await review(a.cookie, { rating: "5", worthIt: "worth_it" });
    expect(await figures()).toEqual({ rating: 5, review_count: 1, worth_it_percent: 100, worth_it_count: 1 });
    await review(b.cookie, { rating: "2", worthIt: "not_worth_it" });
    await review(c.cookie, { rating: "4" });
    expect(await figures()).toEqual({ rating: 3.7, review_count: 3, worth_it_percent: 50, worth_it_count: 2 });
    // b changes their mind (update).
    await review(b.cookie, { rating: "3", worthIt: "not_sure" });
    expect(await figures()).toEqual({ rating: 4, review_count: 3, worth_it_percent: 50, worth_it_count: 2 });
    await review(c.cookie, { rating: "4", worthIt: "worth_it" });
    expect(await figures()).toEqual({ rating: 4, review_count: 3, worth_it_percent: 67, worth_it_count: 3 });
    // a deletes theirs.
    const aId = (await page("", a.cookie)).reviews.find((r) => r.mine)!.id;
    const deleted = await fetcherPost(reviewAction, path, { intent: "remove", reviewId: aId }, { cookie: a.cookie, params });
    expect(deleted.status).toBe(200);
    expect(deleted.data.toast).toMatchObject({ title: "Review deleted" });
    expect(await figures()).toEqual({ rating: 3.5, review_count: 2, worth_it_percent: 50, worth_it_count: 2 });
    // The profile and the cards read the stored share.
    expect((await page()).provider).toMatchObject({ worthItPercent: 50, worthItCount: 2, ratingOrigin: "reviews" });
    const cards = await searchProviders({ sort: "rating", view: "grid", page: 1 });
    expect(cards.providers.find((p) => p.id === "p1")?.worthIt).toEqual({ percent: 50, count: 2 });
  });

  it("only the author deletes a review (403, nothing removed); a review of another practice is not found here", async () => {
    await insertProviders([providerRow({ id: "p1" }), providerRow({ id: "p2" })]);
    const author = await signedIn();
    const other = await signedIn();
    await review(author.cookie, { worthIt: "worth_it" });
    const id = (await env.DB.prepare("SELECT id FROM reviews").first<{ id: string }>())!.id;
    const refused = await fetcherPost(reviewAction, path, { intent: "remove", reviewId: id }, { cookie: other.cookie, params });
    expect(refused.status).toBe(403);
    expect(refused.data.toast?.description).toBe(REVIEW_DELETE_NOT_AUTHOR);
    const wrongPlace = await fetcherPost(
      reviewAction,
      "/provider/p2/reviews",
      { intent: "remove", reviewId: id },
      { cookie: author.cookie, params: { providerId: "p2" } },
    );
    expect(wrongPlace.status).toBe(404);
    expect(wrongPlace.data.toast?.description).toBe(REVIEW_NOT_FOUND);
    expect(await count("reviews")).toBe(1);
    expect(await figures()).toMatchObject({ review_count: 1, worth_it_count: 1 });
  });
});

describe("the recovery diary: dated updates by the review's author", () => {
  it("the author adds updates, shown under the review oldest first with their dates", async () => {
    await insertProviders([providerRow({ id: "p1" })]);
    const author = await signedIn();
    await review(author.cookie, { title: "Week one" });
    const id = (await env.DB.prepare("SELECT id FROM reviews").first<{ id: string }>())!.id;
    const first = await fetcherPost(
      reviewAction,
      path,
      { intent: "update", reviewId: id, body: "Swelling is down." },
      { cookie: author.cookie, params },
    );
    expect(first.status).toBe(200);
    expect(first.data.toast).toMatchObject({ title: "Update added" });
    advanceClock();
    await fetcherPost(
      reviewAction,
      path,
      { intent: "update", reviewId: id, body: "<b>Month three</b>: all healed." },
      { cookie: author.cookie, params },
    );
    const [shown] = (await page()).reviews;
    expect(shown!.updates!.map((u) => u.body)).toEqual(["Swelling is down.", "Month three: all healed."]);
    expect(shown!.updates![0]!.date).toMatch(/^\d{4}-\d\d-\d\dT/);
    // The review itself is unchanged, and the figures too.
    expect(shown!.title).toBe("Week one");
  });

  it("anyone but the author is refused (403, nothing stored); guests sign in; the demo account is refused; an empty update is refused", async () => {
    await insertProviders([providerRow({ id: "p1" })]);
    const author = await signedIn();
    await review(author.cookie, {});
    const id = (await env.DB.prepare("SELECT id FROM reviews").first<{ id: string }>())!.id;
    const form = { intent: "update", reviewId: id, body: "I am not the author" };
    const other = await signedIn();
    const refused = await fetcherPost(reviewAction, path, form, { cookie: other.cookie, params });
    expect(refused.status).toBe(403);
    expect(refused.data.toast?.description).toBe(UPDATE_NOT_AUTHOR);
    const practice = await signedIn({ role: "provider", providerId: "p1" });
    expect((await fetcherPost(reviewAction, path, form, { cookie: practice.cookie, params })).status).toBe(403);
    const admin = await signedIn({ role: "admin" });
    expect((await fetcherPost(reviewAction, path, form, { cookie: admin.cookie, params })).status).toBe(403);
    expect((await fetcherPost(reviewAction, path, form, { params })).status).toBe(401);
    const demo = await signedIn({ isDemo: true });
    const demoReply = await fetcherPost(reviewAction, path, form, { cookie: demo.cookie, params });
    expect(demoReply.status).toBe(403);
    expect(demoReply.data.toast?.description).toBe(DEMO_WRITE_REFUSED);
    expect((await fetcherPost(reviewAction, path, { ...form, reviewId: "nope" }, { cookie: author.cookie, params })).status).toBe(404);
    for (const body of ["", "   ", "<script>x</script>"]) {
      const empty = await fetcherPost(reviewAction, path, { ...form, body }, { cookie: author.cookie, params });
      expect(empty.status, body).toBe(400);
      expect(empty.data.toast?.description).toBe(UPDATE_REQUIRED);
    }
    expect(await count("review_updates")).toBe(0);
  });
});

describe("filtering and sorting a profile's reviews (in the URL)", () => {
  it("by procedure, by verified, newest / highest / lowest; unknown values fall back; an empty filter keeps the rating's origin", async () => {
    await insertProviders([providerRow({ id: "p1", source: "seed" })]);
    const people = [];
    for (const [name, rating, procedure] of [
      ["Ann", "5", "Botox"],
      ["Ben", "2", "Facelift"],
      ["Cat", "4", "Botox"],
    ] as const) {
      const who = await signedIn({ firstName: name });
      await review(who.cookie, { rating, procedure });
      people.push(who);
      advanceClock();
    }
    await insertVisit({ providerId: "p1", patientId: people[1]!.user.id });
    const names = async (search: string) => (await page(search)).reviews.map((r) => r.authorName.split(" ")[0]);
    expect(await names("")).toEqual(["Cat", "Ben", "Ann"]);
    expect(await names("?sort=newest")).toEqual(["Cat", "Ben", "Ann"]);
    expect(await names("?sort=highest")).toEqual(["Ann", "Cat", "Ben"]);
    expect(await names("?sort=lowest")).toEqual(["Ben", "Cat", "Ann"]);
    expect(await names("?procedure=Botox")).toEqual(["Cat", "Ann"]);
    expect(await names("?procedure=Botox&sort=lowest")).toEqual(["Cat", "Ann"]);
    expect(await names("?verified=1")).toEqual(["Ben"]);
    expect(await names("?sort=sideways&procedure=Nothing&verified=yes")).toEqual(["Cat", "Ben", "Ann"]);
    const empty = await page("?procedure=Rhinoplasty%20(Nose%20Job)");
    expect(empty.reviews).toEqual([]);
    expect(empty.provider.ratingOrigin).toBe("reviews");
  });
});
