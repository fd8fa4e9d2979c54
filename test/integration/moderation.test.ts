/**
 * Issue 35 item 3, moderation in the open (the reports half): reports on reviews, answers and
 * practice replies; the admin moderation queue (hide with a public reason, restore, dismiss,
 * release) with its log; "Removed by TruSelf: {reason}" in a hidden item's place and nothing else
 * of it served; the recount on hide, restore and release; practices never remove or edit reviews.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { FORBIDDEN } from "~/http/action.server";
import { insertQuestion, insertReport, insertReview, insertReviewReply } from "~/dev/factories.server";
import { patientFigures, providerFigures } from "~/dashboard/dashboard.server";
import {
  ALREADY_HIDDEN,
  HIDE_OTHER_REQUIRED,
  HIDE_REASON_REQUIRED,
  HIDE_REASON_TOO_LONG,
  MODERATION_DONE,
  NO_OPEN_REPORTS,
  NOT_HELD,
  NOT_HIDDEN,
  REPORT_DEMO_REFUSED,
  REPORT_DETAILS_REQUIRED,
  REPORT_DETAILS_TOO_LONG,
  REPORT_DUPLICATE,
  REPORT_NOT_FOUND,
  REPORT_OWN_ITEM,
  REPORT_REASON_REQUIRED,
  REPORT_SENT,
  REVIEW_REMOVED_NO_EDIT,
  removedByTruSelf,
  reviewRemovedActivity,
} from "~/moderation/reports-messages";
import type { SessionUser } from "~/auth/session.server";
import { loader as moderationLoader, action as moderationAction } from "~/routes/admin/moderation";
import { loader as providerLoader } from "~/routes/provider/_index";
import { action as practiceAction, loader as practiceLoader } from "~/routes/practice/profile";
import { REPLY_NOT_FOUND, REPLY_NOT_THERE } from "~/practice/listing-messages";
import { action as reviewAction } from "~/routes/provider/reviews";
import { action as reportAction, loader as reportLoader } from "~/routes/account/report";
import { count, fetcherPost, plainPost } from "../fixtures/actions";
import { insertProviders, providerRow } from "../fixtures/directory";
import { routeArgs } from "../fixtures/route-args";
import { signedIn } from "../fixtures/users";

const SECRET = "Dr. Smith botched my nose and charged 9000";

async function figures(id = "p1") {
  return env.DB.prepare("SELECT rating, review_count, worth_it_percent, worth_it_count FROM providers WHERE id = ?")
    .bind(id)
    .first<{ rating: number; review_count: number; worth_it_percent: number | null; worth_it_count: number }>();
}

/** A practice with two reviews (5 stars Worth It, 1 star Not Worth It), a reporter, the practice's owner and an admin. */
async function world() {
  await insertProviders([providerRow({ id: "p1", name: "Glow Clinic", rating: 4.0, reviewCount: 0 })]);
  const author = await signedIn({ firstName: "Ana", lastName: "Bell" });
  const good = await insertReview({
    providerId: "p1",
    userId: author.user.id,
    rating: 5,
    title: "Lovely",
    content: "Great care.",
    worthIt: "worth_it",
    amountPaid: 4500,
  });
  const bad = await insertReview({
    providerId: "p1",
    author: "Cy Dunn",
    rating: 1,
    title: "Awful",
    content: SECRET,
    worthIt: "not_worth_it",
    procedure: "Thread Lift",
    amountPaid: 9000,
  });
  const reporter = await signedIn({ firstName: "Rae", lastName: "Porter", email: "rae@example.com" });
  const owner = await signedIn({ role: "provider", providerId: "p1" });
  const admin = await signedIn({ role: "admin", email: "mod@example.com" });
  const demo = await signedIn({ isDemo: true });
  return { author, good, bad, reporter, owner, admin, demo };
}

const report = (cookie: string | undefined, form: Record<string, string>) =>
  fetcherPost(reportAction, "/report", { targetType: "review", reason: "fake", ...form }, { cookie });
const moderate = (cookie: string | undefined, form: Record<string, string>) =>
  fetcherPost(moderationAction, "/admin/moderation", { targetType: "review", ...form }, { cookie });

type Page = {
  reviews: {
    id: string;
    title: string | null;
    content: string | null;
    rating: number;
    removed?: string;
    held?: string;
    authorName: string;
    reply?: { body: string; removed?: string } | null;
  }[];
  questions: { id: string; answer: string | null; answerRemoved?: string | null }[];
  jsonLd: { aggregateRating?: { reviewCount: number; ratingValue: number }; review?: { reviewBody?: string; name?: string }[] };
  myReview: unknown;
  reviewRefused: string | null;
};
async function profile(cookie?: string, search = ""): Promise<Page> {
  return (await providerLoader(
    routeArgs<Parameters<typeof providerLoader>[0]>(`/provider/p1${search}`, {
      params: { providerId: "p1" },
      headers: cookie ? { Cookie: cookie } : {},
    }),
  )) as unknown as Page;
}

describe("reports", () => {
  it("a signed-in user reports a review with a reason and cleaned details: stored once, logged, and sent back to the practice's page", async () => {
    const { bad, reporter } = await world();
    const res = await plainPost(
      reportAction,
      "/report",
      { targetType: "review", targetId: bad.id, reason: "other", details: "<b>Paid</b> by a rival <script>x()</script>" },
      { cookie: reporter.cookie },
    );
    expect(res.status).toBe(303);
    expect(res.location).toBe("/provider/p1#reviews");
    expect(res.toast).toEqual({ title: "Report sent", description: REPORT_SENT, type: "success" });
    expect(REPORT_SENT).toBe("Thanks for letting us know. Our team will look at it and remove it if it breaks our review policy.");
    const row = await env.DB.prepare("SELECT target_type, target_id, reporter_id, reason, details, status FROM content_reports").first();
    expect(row).toEqual({
      target_type: "review",
      target_id: bad.id,
      reporter_id: reporter.user.id,
      reason: "other",
      details: "Paid by a rival",
      status: "open",
    });
    const log = await env.DB.prepare("SELECT actor_id, actor_email, action, target_type, target_id, reason FROM moderation_log").all();
    expect(log.results).toEqual([
      {
        actor_id: reporter.user.id,
        actor_email: "rae@example.com",
        action: "report",
        target_type: "review",
        target_id: bad.id,
        reason: "Something else",
      },
    ]);
  });

  it("answers and practice replies can be reported too; the practice that wrote them cannot report its own, nor an author their own review", async () => {
    const { good, bad, author, reporter, owner } = await world();
    const question = await insertQuestion({ providerId: "p1", question: "Does it hurt?", answer: "Not at all, ever." });
    const reply = await insertReviewReply({ reviewId: bad.id, body: "You are lying." });
    expect((await report(reporter.cookie, { targetType: "answer", targetId: question.id, reason: "spam" })).status).toBe(303);
    expect((await report(reporter.cookie, { targetType: "reply", targetId: reply.id, reason: "offensive" })).status).toBe(303);
    for (const [cookie, form] of [
      [author.cookie, { targetType: "review", targetId: good.id }],
      [owner.cookie, { targetType: "answer", targetId: question.id }],
      [owner.cookie, { targetType: "reply", targetId: reply.id }],
    ] as const) {
      const res = await report(cookie, form);
      expect(res.status, JSON.stringify(form)).toBe(403);
      expect(res.data.toast).toEqual({ title: "Report not sent", description: REPORT_OWN_ITEM, type: "error" });
    }
    expect(REPORT_OWN_ITEM).toBe("You can't report something you or your practice wrote.");
    // The practice may report a patient's review of it (an admin decides; it never removes one itself).
    expect((await report(owner.cookie, { targetId: bad.id })).status).toBe(303);
    expect(await count("content_reports")).toBe(3);
  });

  it("one report per user and target: a second one says so kindly and stores nothing", async () => {
    const { bad, reporter } = await world();
    expect((await report(reporter.cookie, { targetId: bad.id })).status).toBe(303);
    const again = await report(reporter.cookie, { targetId: bad.id, reason: "spam" });
    expect(again.status).toBe(409);
    expect(again.data.toast?.description).toBe(REPORT_DUPLICATE);
    expect(REPORT_DUPLICATE).toBe("You've already reported this. Thank you, our team will take a look.");
    expect(await count("content_reports")).toBe(1);
    // The page says so instead of showing the form.
    const page = (await reportLoader(routeArgs(`/report?type=review&id=${bad.id}`, { headers: { Cookie: reporter.cookie } }))) as {
      refusal: string | null;
    };
    expect(page.refusal).toBe(REPORT_DUPLICATE);
  });

  it("bad input gets its message: no reason, Something else without details, details too long, an item that is not there (or held, or hidden)", async () => {
    const { bad, reporter } = await world();
    const held = await insertReview({ providerId: "p1", rating: 2, holdReason: "Many reviews from one address in a short time." });
    const cases: [Record<string, string>, number, string][] = [
      [{ targetId: bad.id, reason: "" }, 400, REPORT_REASON_REQUIRED],
      [{ targetId: bad.id, reason: "because" }, 400, REPORT_REASON_REQUIRED],
      [{ targetId: bad.id, reason: "other", details: "  " }, 400, REPORT_DETAILS_REQUIRED],
      [{ targetId: bad.id, details: "x".repeat(1001) }, 400, REPORT_DETAILS_TOO_LONG],
      [{ targetId: "no-such-review" }, 404, REPORT_NOT_FOUND],
      [{ targetType: "photo", targetId: bad.id }, 400, REPORT_NOT_FOUND],
      [{ targetId: held.id }, 404, REPORT_NOT_FOUND],
    ];
    for (const [form, status, message] of cases) {
      const res = await report(reporter.cookie, form);
      expect(res.status, JSON.stringify(form)).toBe(status);
      expect(res.data.toast?.description, JSON.stringify(form)).toBe(message);
    }
    expect([REPORT_REASON_REQUIRED, REPORT_DETAILS_REQUIRED, REPORT_DETAILS_TOO_LONG, REPORT_NOT_FOUND]).toEqual([
      "Please choose why you're reporting this.",
      "Please tell us a little more when you choose Something else.",
      "Details must be 1,000 characters or less.",
      "We couldn't find that item. It may have been removed already.",
    ]);
    expect(await count("content_reports")).toBe(0);
    // A report page for nothing is a 404.
    const missing = await reportLoader(routeArgs(`/report?type=review&id=${held.id}`, { headers: { Cookie: reporter.cookie } })).catch(
      (e: unknown) => e,
    );
    expect((missing as { init?: { status?: number } }).init?.status).toBe(404);
  });

  it("guests are sent to sign in; the demo account is told it can't report and nothing is stored", async () => {
    const { bad, demo } = await world();
    const guest = await plainPost(reportAction, "/report", { targetType: "review", targetId: bad.id, reason: "fake" });
    expect(guest.status).toBe(303);
    expect(guest.location).toMatch(/^\/signin\?redirectTo=/);
    const page = await reportLoader(routeArgs(`/report?type=review&id=${bad.id}`)).catch((e: unknown) => e);
    expect((page as Response).headers.get("Location")).toBe(`/signin?redirectTo=${encodeURIComponent(`/report?type=review&id=${bad.id}`)}`);
    const refused = await report(demo.cookie, { targetId: bad.id });
    expect(refused.status).toBe(403);
    expect(refused.data.toast?.description).toBe(REPORT_DEMO_REFUSED);
    expect(REPORT_DEMO_REFUSED).toBe("The demo account can't send reports. Sign up with your own account to report something.");
    expect(await count("content_reports")).toBe(0);
    expect(await count("moderation_log")).toBe(0);
  });

  it("report floods from one user stop at 10 an hour with the limit's message", async () => {
    // Date held a second into the current hour's window (limits count in windows aligned on the epoch): the wait is then 60 minutes.
    const now = Date.now();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(now - (now % 3_600_000) + 1_000);
    const { reporter } = await world();
    const targets = [];
    for (let i = 0; i < 11; i++) targets.push(await insertReview({ providerId: "p1", rating: 3 }));
    for (const t of targets.slice(0, 10)) expect((await report(reporter.cookie, { targetId: t.id })).status).toBe(303);
    const flood = await report(reporter.cookie, { targetId: targets[10]!.id });
    expect(flood.status).toBe(429);
    expect(flood.data.toast?.description).toBe("Too many reports. Please try again in 60 minutes.");
    expect(await count("content_reports")).toBe(10);
  });
});

describe("the moderation queue", () => {
  it("is for admins only: the tab and every action (guests sign in; patients, the practice and the demo account are refused)", async () => {
    const { bad, reporter, owner, demo, admin } = await world();
    for (const cookie of [reporter.cookie, owner.cookie, demo.cookie]) {
      const page = await moderationLoader(routeArgs("/admin/moderation", { headers: { Cookie: cookie } })).catch((e: unknown) => e);
      expect((page as { init?: { status?: number } }).init?.status).toBe(403);
      for (const intent of ["hide", "restore", "dismiss", "release"]) {
        const res = await moderate(cookie, { intent, targetId: bad.id, reason: "fake" });
        expect(res.status, intent).toBe(403);
        expect(res.data.toast?.description).toBe(FORBIDDEN);
      }
    }
    expect((await moderate(undefined, { intent: "hide", targetId: bad.id, reason: "fake" })).status).toBe(401);
    expect(await env.DB.prepare("SELECT status FROM reviews WHERE id = ?").bind(bad.id).first()).toEqual({ status: "visible" });
    expect(await count("moderation_log")).toBe(0);
    expect(await moderationLoader(routeArgs("/admin/moderation", { headers: { Cookie: admin.cookie } }))).toMatchObject({ reported: [] });
  });

  it("lists open reports grouped by target with the full text, the practice, reasons with counts and reporters' e-mails; and held reviews with their reason", async () => {
    const { bad, reporter, owner, admin } = await world();
    await report(reporter.cookie, { targetId: bad.id, reason: "fake", details: "Never a patient here" });
    await report(owner.cookie, { targetId: bad.id, reason: "fake" });
    const third = await signedIn({ email: "third@example.com" });
    await report(third.cookie, { targetId: bad.id, reason: "offensive" });
    const held = await insertReview({
      providerId: "p1",
      rating: 2,
      content: "Held words",
      holdReason: "Many reviews from one address in a short time.",
    });
    const queue = await moderationLoader(routeArgs("/admin/moderation", { headers: { Cookie: admin.cookie } }));
    expect(queue.reported).toHaveLength(1);
    const [target] = queue.reported;
    expect(target).toMatchObject({
      type: "review",
      id: bad.id,
      providerId: "p1",
      practice: "Glow Clinic",
      status: "visible",
      text: `Awful\n${SECRET}`,
    });
    expect(target!.heading).toContain("1/5");
    expect(target!.reasons).toEqual([
      { label: "Fake or paid review", count: 2 },
      { label: "Offensive or abusive", count: 1 },
    ]);
    expect(target!.reports.map((r) => r.email).toSorted()).toEqual([owner.user.email, "rae@example.com", "third@example.com"].toSorted());
    expect(target!.reports.find((r) => r.email === "rae@example.com")?.details).toBe("Never a patient here");
    expect(queue.held).toMatchObject([
      { id: held.id, status: "held", reason: "Many reviews from one address in a short time.", text: "Held words" },
    ]);
    expect(queue.log.map((e) => e.action)).toEqual(["report", "report", "report"]);
  });

  it("hide needs a public reason: from the list, or the admin's own words with Other (200 characters at most)", async () => {
    const { bad, admin } = await world();
    const cases: [Record<string, string>, string][] = [
      [{}, HIDE_REASON_REQUIRED],
      [{ reason: "" }, HIDE_REASON_REQUIRED],
      [{ reason: "dislike" }, HIDE_REASON_REQUIRED],
      [{ reason: "other" }, HIDE_OTHER_REQUIRED],
      [{ reason: "other", otherReason: "   " }, HIDE_OTHER_REQUIRED],
      [{ reason: "other", otherReason: "x".repeat(201) }, HIDE_REASON_TOO_LONG],
    ];
    for (const [form, message] of cases) {
      const res = await moderate(admin.cookie, { intent: "hide", targetId: bad.id, ...form });
      expect(res.status, JSON.stringify(form)).toBe(400);
      expect(res.data.toast?.description).toBe(message);
    }
    expect([HIDE_REASON_REQUIRED, HIDE_OTHER_REQUIRED, HIDE_REASON_TOO_LONG]).toEqual([
      "Please choose the public reason for hiding this.",
      "Please write the public reason for hiding this.",
      "The public reason must be 200 characters or less.",
    ]);
    expect(await env.DB.prepare("SELECT status, moderation_reason FROM reviews WHERE id = ?").bind(bad.id).first()).toEqual({
      status: "visible",
      moderation_reason: null,
    });
    const own = await moderate(admin.cookie, {
      intent: "hide",
      targetId: bad.id,
      reason: "other",
      otherReason: "Written by the practice's rival",
    });
    expect(own.status).toBe(303);
    expect(await env.DB.prepare("SELECT moderation_reason FROM reviews WHERE id = ?").bind(bad.id).first()).toEqual({
      moderation_reason: "Written by the practice's rival",
    });
  });

  it("hiding a review: its place says why, nothing else of it is served (page data, JSON-LD, the practice's editor), the figures are recounted, its reports closed and the action logged", async () => {
    const { bad, reporter, admin, owner } = await world();
    await insertReviewReply({ reviewId: bad.id, body: "Reply under the bad one" });
    await report(reporter.cookie, { targetId: bad.id });
    expect(await figures()).toEqual({ rating: 3, review_count: 2, worth_it_percent: 50, worth_it_count: 2 });
    const res = await plainPost(
      moderationAction,
      "/admin/moderation",
      { intent: "hide", targetType: "review", targetId: bad.id, reason: "fake" },
      { cookie: admin.cookie },
    );
    expect(res.status).toBe(303);
    expect(res.location).toBe("/admin/moderation");
    expect(res.toast).toEqual({ ...MODERATION_DONE.hide, type: "success" });

    expect(await figures()).toEqual({ rating: 5, review_count: 1, worth_it_percent: 100, worth_it_count: 1 });
    const row = await env.DB.prepare("SELECT status, moderation_reason, moderated_by FROM reviews WHERE id = ?").bind(bad.id).first();
    expect(row).toEqual({ status: "hidden", moderation_reason: "Fake or paid review", moderated_by: admin.user.id });
    expect(await env.DB.prepare("SELECT status, resolved_by FROM content_reports").first()).toEqual({
      status: "actioned",
      resolved_by: admin.user.id,
    });
    const log = await env.DB.prepare(
      "SELECT actor_id, actor_email, action, target_id, reason, created_at FROM moderation_log WHERE action = 'hide'",
    ).first<Record<string, unknown>>();
    expect(log).toMatchObject({
      actor_id: admin.user.id,
      actor_email: "mod@example.com",
      action: "hide",
      target_id: bad.id,
      reason: "Fake or paid review",
    });
    expect(typeof log!.created_at).toBe("number");

    for (const viewer of [undefined, reporter.cookie, owner.cookie, admin.cookie]) {
      const page = await profile(viewer);
      const shown = page.reviews.find((r) => r.id === bad.id);
      expect(shown).toEqual({
        id: bad.id,
        rating: 0,
        title: null,
        content: null,
        createdAt: expect.any(String),
        authorName: "",
        removed: "Fake or paid review",
      });
      const served = JSON.stringify(page);
      for (const text of [SECRET, "Awful", "Thread Lift", "Cy Dunn", "Reply under the bad one", "9000"]) expect(served).not.toContain(text);
      expect(page.jsonLd.aggregateRating).toMatchObject({ reviewCount: 1, ratingValue: 5 });
      expect(page.jsonLd.review).toHaveLength(1);
    }
    expect(removedByTruSelf("Fake or paid review")).toBe("Removed by TruSelf: Fake or paid review");
    // Filters and rating sorts would tell its procedure or stars: it is left out of them.
    expect((await profile(undefined, "?sort=lowest")).reviews.map((r) => r.id)).not.toContain(bad.id);
    expect((await profile(undefined, "?procedure=Thread+Lift")).reviews).toEqual([]);
    // The practice's dashboard counts and lists visible reviews only (no "1-star review" line from the hidden one).
    const practice = await providerFigures("p1");
    expect(practice).toMatchObject({ reviews: 1, averageRating: 5 });
    expect(practice!.activity.map((a) => a.text)).not.toContain("A patient left a 1-star review");
    const editor = await practiceLoader(routeArgs("/provider/profile", { headers: { Cookie: owner.cookie } }));
    expect(JSON.stringify(editor)).not.toContain(SECRET);
    // Hiding it again says so.
    const again = await moderate(admin.cookie, { intent: "hide", targetId: bad.id, reason: "spam" });
    expect(again.status).toBe(409);
    expect(again.data.toast?.description).toBe(ALREADY_HIDDEN);
  });

  it("the author of a hidden review sees only the reason too, and can no longer edit it or add updates", async () => {
    const { good, author, admin } = await world();
    await moderate(admin.cookie, { intent: "hide", targetId: good.id, reason: "private" });
    const page = await profile(author.cookie);
    expect(page.myReview).toBeNull();
    expect(page.reviewRefused).toBe(REVIEW_REMOVED_NO_EDIT);
    expect(JSON.stringify(page)).not.toContain("Great care.");
    const edit = await fetcherPost(
      reviewAction,
      "/provider/p1/reviews",
      { rating: "5", content: "Back again" },
      { cookie: author.cookie, params: { providerId: "p1" } },
    );
    expect(edit.status).toBe(403);
    expect(edit.data.toast?.description).toBe(REVIEW_REMOVED_NO_EDIT);
    const update = await fetcherPost(
      reviewAction,
      "/provider/p1/reviews",
      { intent: "update", reviewId: good.id, body: "Still great" },
      { cookie: author.cookie, params: { providerId: "p1" } },
    );
    expect(update.status).toBe(403);
    expect(update.data.toast?.description).toBe(REVIEW_REMOVED_NO_EDIT);
    expect(REVIEW_REMOVED_NO_EDIT).toBe("TruSelf removed your review of this practice, so it can't be changed or updated.");
    expect(await env.DB.prepare("SELECT status, content FROM reviews WHERE id = ?").bind(good.id).first()).toEqual({
      status: "hidden",
      content: "Great care.",
    });
    // Their dashboard names the practice, not the stars.
    const activity = (await patientFigures(author.user as unknown as SessionUser)).activity;
    expect(activity.map((a) => a.text)).toContain(reviewRemovedActivity("Glow Clinic"));
    expect(reviewRemovedActivity("Glow Clinic")).toBe("TruSelf removed your review of Glow Clinic");
  });

  it("restore brings a hidden review back and recounts; restoring what is not hidden says so", async () => {
    const { bad, admin } = await world();
    const notHidden = await moderate(admin.cookie, { intent: "restore", targetId: bad.id });
    expect(notHidden.status).toBe(409);
    expect(notHidden.data.toast?.description).toBe(NOT_HIDDEN);
    await moderate(admin.cookie, { intent: "hide", targetId: bad.id, reason: "spam" });
    expect(await figures()).toMatchObject({ review_count: 1, worth_it_percent: 100 });
    expect((await moderate(admin.cookie, { intent: "restore", targetId: bad.id })).status).toBe(303);
    expect(await figures()).toEqual({ rating: 3, review_count: 2, worth_it_percent: 50, worth_it_count: 2 });
    expect(await env.DB.prepare("SELECT status, moderation_reason FROM reviews WHERE id = ?").bind(bad.id).first()).toEqual({
      status: "visible",
      moderation_reason: null,
    });
    expect((await profile()).reviews.find((r) => r.id === bad.id)).toMatchObject({ content: SECRET, rating: 1 });
    const actions = await env.DB.prepare("SELECT action FROM moderation_log ORDER BY created_at").all();
    expect(actions.results).toEqual([{ action: "hide" }, { action: "restore" }]);
  });

  it("a held review is shown to its author with the reason and to nobody else; release makes it visible and recounts", async () => {
    const { admin, reporter } = await world();
    const patient = await signedIn({ firstName: "Hal", lastName: "Held" });
    const held = await insertReview({
      providerId: "p1",
      userId: patient.user.id,
      rating: 1,
      content: "Held text here",
      worthIt: "not_worth_it",
      holdReason: "Many reviews from one address in a short time.",
    });
    expect(await figures()).toMatchObject({ review_count: 2, worth_it_percent: 50 });
    for (const viewer of [undefined, reporter.cookie, admin.cookie]) {
      const page = await profile(viewer);
      expect(JSON.stringify(page)).not.toContain("Held text here");
    }
    // Its author reads it, with the reason, in their own review box only (review-holds.test.ts).
    const own = await profile(patient.cookie);
    expect(own.reviews.find((r) => r.id === held.id)).toBeUndefined();
    expect(own.myReview).toMatchObject({ content: "Held text here", heldReason: "Many reviews from one address in a short time." });
    expect((await profile(patient.cookie)).jsonLd.review?.map((r) => r.reviewBody)).not.toContain("Held text here");

    expect((await moderate(admin.cookie, { intent: "release", targetId: held.id })).status).toBe(303);
    expect(await figures()).toEqual({ rating: 2.3, review_count: 3, worth_it_percent: 33, worth_it_count: 3 });
    expect((await profile()).reviews.find((r) => r.id === held.id)).toMatchObject({ content: "Held text here" });
    const again = await moderate(admin.cookie, { intent: "release", targetId: held.id });
    expect(again.status).toBe(409);
    expect(again.data.toast?.description).toBe(NOT_HELD);
    expect(await env.DB.prepare("SELECT actor_email, action, reason FROM moderation_log").first()).toEqual({
      actor_email: "mod@example.com",
      action: "release",
      reason: null,
    });
  });

  it("dismiss closes a target's open reports and leaves it as it is; with none open it says so", async () => {
    const { bad, reporter, admin } = await world();
    const none = await moderate(admin.cookie, { intent: "dismiss", targetId: bad.id });
    expect(none.status).toBe(409);
    expect(none.data.toast?.description).toBe(NO_OPEN_REPORTS);
    await report(reporter.cookie, { targetId: bad.id });
    expect((await moderate(admin.cookie, { intent: "dismiss", targetId: bad.id })).status).toBe(303);
    expect(await env.DB.prepare("SELECT status, resolved_by FROM content_reports").first()).toEqual({
      status: "dismissed",
      resolved_by: admin.user.id,
    });
    expect(await env.DB.prepare("SELECT status FROM reviews WHERE id = ?").bind(bad.id).first()).toEqual({ status: "visible" });
    expect(await env.DB.prepare("SELECT action, actor_id FROM moderation_log WHERE action = 'dismiss'").first()).toEqual({
      action: "dismiss",
      actor_id: admin.user.id,
    });
    const queue = await moderationLoader(routeArgs("/admin/moderation", { headers: { Cookie: admin.cookie } }));
    expect(queue.reported).toEqual([]);
  });

  it("answers and practice replies are hidden and restored the same way: the reason shows in their place, their text is not served", async () => {
    const { bad, admin } = await world();
    const question = await insertQuestion({ providerId: "p1", question: "Does it hurt?", answer: "Buy our cream at spam.example" });
    const reply = await insertReviewReply({ reviewId: bad.id, body: "We know where you live" });
    expect((await moderate(admin.cookie, { intent: "hide", targetType: "answer", targetId: question.id, reason: "spam" })).status).toBe(
      303,
    );
    expect((await moderate(admin.cookie, { intent: "hide", targetType: "reply", targetId: reply.id, reason: "offensive" })).status).toBe(
      303,
    );
    const page = await profile();
    expect(page.questions.find((q) => q.id === question.id)).toMatchObject({ answer: null, answerRemoved: "Spam or advertising" });
    expect(page.reviews.find((r) => r.id === bad.id)?.reply).toMatchObject({ body: "", removed: "Offensive or abusive language" });
    const served = JSON.stringify(page);
    expect(served).not.toContain("spam.example");
    expect(served).not.toContain("We know where you live");
    // The review itself and the figures stay.
    expect(await figures()).toMatchObject({ review_count: 2 });
    expect((await moderate(admin.cookie, { intent: "restore", targetType: "answer", targetId: question.id })).status).toBe(303);
    expect((await moderate(admin.cookie, { intent: "restore", targetType: "reply", targetId: reply.id })).status).toBe(303);
    const back = await profile();
    expect(back.questions.find((q) => q.id === question.id)?.answer).toBe("Buy our cream at spam.example");
    expect(back.reviews.find((r) => r.id === bad.id)?.reply).toMatchObject({ body: "We know where you live" });
    const release = await moderate(admin.cookie, { intent: "release", targetType: "answer", targetId: question.id });
    expect(release.status).toBe(409);
    const gone = await moderate(admin.cookie, { intent: "hide", targetType: "answer", targetId: "no-such-question", reason: "spam" });
    expect(gone.status).toBe(404);
  });
});

describe("practices can never remove or edit reviews", () => {
  it("the owner's forged posts to the author's update and remove intents and to every moderation action are refused; the review is unchanged", async () => {
    const { good, owner } = await world();
    const opts = { cookie: owner.cookie, params: { providerId: "p1" } };
    const update = await fetcherPost(
      reviewAction,
      "/provider/p1/reviews",
      { intent: "update", reviewId: good.id, body: "Edited by the practice" },
      opts,
    );
    expect(update.status).toBe(403);
    const remove = await fetcherPost(reviewAction, "/provider/p1/reviews", { intent: "remove", reviewId: good.id }, opts);
    expect(remove.status).toBe(403);
    const rewrite = await fetcherPost(reviewAction, "/provider/p1/reviews", { rating: "5", content: "Best clinic ever" }, opts);
    expect(rewrite.status).toBe(403);
    for (const intent of ["hide", "restore", "dismiss", "release"]) {
      const res = await moderate(owner.cookie, { intent, targetId: good.id, reason: "other", otherReason: "We don't like it" });
      expect(res.status, intent).toBe(403);
    }
    expect(await env.DB.prepare("SELECT status, content, rating FROM reviews WHERE id = ?").bind(good.id).first()).toEqual({
      status: "visible",
      content: "Great care.",
      rating: 5,
    });
    expect(await count("review_updates")).toBe(0);
    expect(await count("moderation_log")).toBe(0);
  });
});

describe("the factory's open report", () => {
  it("stores details as given (the XSS corpus needs them raw)", async () => {
    const { bad } = await world();
    await insertReport({ targetId: bad.id, details: "<img src=x onerror=alert(1)>" });
    expect(await env.DB.prepare("SELECT details, status FROM content_reports").first()).toEqual({
      details: "<img src=x onerror=alert(1)>",
      status: "open",
    });
  });

  describe("a practice's replies under moderated reviews", () => {
    it("no reply under a held review; a reply TruSelf hid can be neither rewritten nor deleted and posted again", async () => {
      const { bad, owner, admin } = await world();
      const held = await insertReview({ providerId: "p1", rating: 2, content: "Held for a check", holdReason: "Duplicated text." });
      const reply = (form: Record<string, string>) => fetcherPost(practiceAction, "/provider/profile", form, { cookie: owner.cookie });
      const onHeld = await reply({ intent: "reply", reviewId: held.id, body: "We saw this" });
      expect(onHeld.data.toast?.description).toBe(REPLY_NOT_FOUND);
      expect(await count("review_replies", "review_id = ?", held.id)).toBe(0);

      const posted = await insertReviewReply({ reviewId: bad.id, body: "You are lying." });
      expect((await moderate(admin.cookie, { intent: "hide", targetType: "reply", targetId: posted.id, reason: "offensive" })).status).toBe(
        303,
      );
      const rewrite = await reply({ intent: "reply", reviewId: bad.id, body: "Fine words now" });
      expect(rewrite.data.toast?.description).toBe(REPLY_NOT_FOUND);
      const remove = await reply({ intent: "delete-reply", reviewId: bad.id });
      expect(remove.data.toast?.description).toBe(REPLY_NOT_THERE);
      const row = await env.DB.prepare("SELECT body, hidden_reason FROM review_replies WHERE id = ?").bind(posted.id).first();
      expect(row).toEqual({ body: "You are lying.", hidden_reason: "Offensive or abusive language" });
    });
  });
});
