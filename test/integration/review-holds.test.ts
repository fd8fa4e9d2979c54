/**
 * Issue 35 item 3, the automatic holds (decision 042): bursts from one address or one device,
 * brand-new accounts reviewing several practices within minutes, duplicated text; each rule at its
 * edges, the author told why, the moderation log, and a held review counted and shown nowhere else.
 */
import { env, withEnv } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createCookie } from "react-router";
import { patientFigures, providerFigures } from "~/dashboard/dashboard.server";
import { insertReview } from "~/dev/factories.server";
import { DEMO_WRITE_REFUSED } from "~/demo/demo-policy";
import { searchProviders } from "~/directory/search.server";
import { HELD_TITLE, HOLD_REASONS, heldLabel, heldMessage } from "~/moderation/holds-messages";
import { isCacheableRequest } from "~/http/cache.server";
import { deviceCookieName, reviewOrigin } from "~/moderation/holds-origin.server";
import {
  BURST_HELD_FROM,
  BURST_WINDOW_MINUTES,
  DUPLICATE_MIN_CHARACTERS,
  NEW_ACCOUNT_HELD_FROM,
  NEW_ACCOUNT_HOURS,
  NEW_ACCOUNT_WINDOW_MINUTES,
} from "~/moderation/holds-rules";
import { foldedReviewText } from "~/moderation/holds.server";
import type { OwnReview } from "~/reviews/review-schemas";
import type { ReviewView } from "~/reviews/reviews.server";
import { loader as providerLoader } from "~/routes/provider";
import { action as reviewAction } from "~/routes/provider.$providerId.reviews";
import { count, fetcherPost, plainPost } from "../fixtures/actions";
import { insertProviders, providerRow } from "../fixtures/directory";
import { routeArgs } from "../fixtures/route-args";
import { signedIn } from "../fixtures/users";

const MINUTE = 60_000;
const PROVIDERS = ["p1", "p2", "p3", "p4"];

async function providersInserted() {
  await insertProviders(PROVIDERS.map((id) => providerRow({ id, name: `Practice ${id}` })));
}

/** A review posted through the form as a fetcher, from `ip` and with the Cookie header given. */
async function post(providerId: string, cookie: string, opts: { ip?: string; content?: string; rating?: string } = {}) {
  return fetcherPost(
    reviewAction,
    `/provider/${providerId}/reviews`,
    { rating: opts.rating ?? "5", content: opts.content ?? "" },
    { cookie, params: { providerId }, ip: opts.ip },
  );
}

async function reviewOf(userId: string, providerId: string) {
  return env.DB.prepare(
    "SELECT id, status, moderation_reason, origin_address_hash, origin_device_hash FROM reviews WHERE user_id = ? AND provider_id = ?",
  )
    .bind(userId, providerId)
    .first<{
      id: string;
      status: string;
      moderation_reason: string | null;
      origin_address_hash: string | null;
      origin_device_hash: string | null;
    }>();
}

/** Moves a user's reviews (or the account) back in time, as if written `ms` ago. */
async function backdateReviews(userId: string, ms: number) {
  await env.DB.prepare("UPDATE reviews SET created_at = ? WHERE user_id = ?")
    .bind(Date.now() - ms, userId)
    .run();
}
async function backdateAccount(userId: string, ms: number) {
  await env.DB.prepare("UPDATE users SET created_at = ? WHERE id = ?")
    .bind(Date.now() - ms, userId)
    .run();
}

async function patients(n: number) {
  return Promise.all(Array.from({ length: n }, () => signedIn()));
}

type Page = {
  reviews: ReviewView[];
  myReview: OwnReview | null;
  jsonLd: Record<string, unknown> | null;
  provider: { reviewCount: number };
};
async function profile(providerId: string, cookie?: string): Promise<Page> {
  return (await providerLoader(
    routeArgs<Parameters<typeof providerLoader>[0]>(`/provider/${providerId}`, {
      params: { providerId },
      headers: cookie ? { Cookie: cookie } : {},
    }),
  )) as unknown as Page;
}

describe("bursts from one address or one device", () => {
  it(`the ${BURST_HELD_FROM - 1}nd review from one address within ${BURST_WINDOW_MINUTES} minutes shows; the ${BURST_HELD_FROM}rd and the ones after it are held, logged and told why`, async () => {
    await providersInserted();
    const people = await patients(4);
    const ip = "203.0.113.7";
    const first = await post("p1", people[0]!.cookie, { ip });
    const second = await post("p2", people[1]!.cookie, { ip });
    expect(first.data.toast).toMatchObject({ title: "Review Submitted" });
    expect(second.data.toast).toMatchObject({ title: "Review Submitted" });
    expect(second.data.held).toBeNull();
    const third = await post("p3", people[2]!.cookie, { ip });
    expect(third.status).toBe(200);
    expect(third.data.toast).toEqual({
      title: HELD_TITLE,
      description:
        "Thanks — your review is waiting for a moderator because several reviews came from the same internet connection or device within a few minutes. It will show once it is checked.",
      type: "info",
    });
    expect(third.data.held).toBe(HOLD_REASONS.burst);
    const fourth = await post("p4", people[3]!.cookie, { ip });
    expect(fourth.data.held).toBe(HOLD_REASONS.burst);

    expect((await reviewOf(people[1]!.user.id, "p2"))!.status).toBe("visible");
    const held = (await reviewOf(people[2]!.user.id, "p3"))!;
    expect(held).toMatchObject({ status: "held", moderation_reason: HOLD_REASONS.burst });
    // Only keyed hashes of where it came from: neither the address nor the device id is stored.
    expect(held.origin_address_hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(held.origin_address_hash).toBe((await reviewOf(people[0]!.user.id, "p1"))!.origin_address_hash);
    expect(await count("reviews", "origin_address_hash LIKE ?", "%203.0.113%")).toBe(0);
    // One log row per hold, by the automatic rules (no actor).
    const log = await env.DB.prepare(
      "SELECT actor_id, actor_email, action, target_type, target_id, reason FROM moderation_log ORDER BY created_at",
    ).all();
    expect(log.results).toEqual([
      { actor_id: null, actor_email: null, action: "hold", target_type: "review", target_id: held.id, reason: HOLD_REASONS.burst },
      {
        actor_id: null,
        actor_email: null,
        action: "hold",
        target_type: "review",
        target_id: (await reviewOf(people[3]!.user.id, "p4"))!.id,
        reason: HOLD_REASONS.burst,
      },
    ]);
    // Other addresses are not affected.
    const elsewhere = await signedIn();
    expect((await post("p3", elsewhere.cookie, { ip: "198.51.100.9" })).data.held).toBeNull();
  });

  it(`reviews older than ${BURST_WINDOW_MINUTES} minutes from the address do not count`, async () => {
    await providersInserted();
    const people = await patients(3);
    const ip = "203.0.113.8";
    await post("p1", people[0]!.cookie, { ip });
    await post("p2", people[1]!.cookie, { ip });
    await backdateReviews(people[0]!.user.id, BURST_WINDOW_MINUTES * MINUTE + 1_000);
    expect((await post("p3", people[2]!.cookie, { ip })).data.held).toBeNull();
    await backdateReviews(people[0]!.user.id, BURST_WINDOW_MINUTES * MINUTE - 5_000);
    const late = await signedIn();
    expect((await post("p4", late.cookie, { ip })).data.held).toBe(HOLD_REASONS.burst);
  });

  it("one device alone (its cookie, from different addresses) is held at the 3rd; the cookie is set once, HttpOnly and long-lived", async () => {
    await providersInserted();
    const people = await patients(3);
    // A first review without the cookie: the reply sets it (read by hand: fetcherPost hides headers).
    const raw = (await reviewAction(
      routeArgs<never>("/provider/p2/reviews", {
        form: { rating: "5", _client: "fetcher" },
        params: { providerId: "p2" },
        headers: { Cookie: people[1]!.cookie, "CF-Connecting-IP": "192.0.2.2" },
      }),
    )) as unknown as { init: { headers: Headers } };
    const setCookies = new Headers(raw.init.headers).getSetCookie().filter((c) => c.startsWith(`${deviceCookieName()}=`));
    expect(setCookies).toHaveLength(1);
    const [pair, ...attributes] = setCookies[0]!.split("; ");
    expect(attributes).toEqual(expect.arrayContaining(["Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${400 * 24 * 60 * 60}`]));
    const device = pair!;
    // Same device, new addresses: its 2nd review shows, the 3rd is held.
    const again = await post("p3", `${people[2]!.cookie}; ${device}`, { ip: "192.0.2.3" });
    expect(again.data.held).toBeNull();
    const fourth = await signedIn();
    expect((await post("p4", `${fourth.cookie}; ${device}`, { ip: "192.0.2.4" })).data.held).toBe(HOLD_REASONS.burst);
    // Without the cookie, the same post from a fresh address is not held.
    const fifth = await signedIn();
    expect((await post("p4", fifth.cookie, { ip: "192.0.2.5" })).data.held).toBeNull();
  });
});

describe("without JavaScript", () => {
  it("a held review's post goes back to the page with the held toast", async () => {
    await providersInserted();
    const people = await patients(3);
    // A device id as the cookie kit (createCookie) encodes it.
    const device = (await createCookie(deviceCookieName()).serialize("d".repeat(43))).split(";", 1)[0]!;
    for (const [i, person] of people.entries()) {
      const res = await plainPost(
        reviewAction,
        `/provider/p${i + 1}/reviews`,
        { rating: "4" },
        {
          cookie: `${person.cookie}; ${device}`,
          params: { providerId: `p${i + 1}` },
        },
      );
      expect(res.status).toBe(303);
      expect(res.location).toBe(`/provider/p${i + 1}#reviews`);
      expect(res.toast?.title).toBe(i < 2 ? "Review Submitted" : HELD_TITLE);
    }
    expect(await count("reviews", "status = 'held'")).toBe(1);
  });
});

describe("the device cookie and the keyed hashes", () => {
  const production = { ...env, APP_ENV: "production", APP_ORIGIN: "https://truself.example", SESSION_SECRET: "p".repeat(40) };
  const under = <T>(vars: Record<string, unknown>, fn: () => Promise<T>) => withEnv(vars, fn) as Promise<T>;
  const from = (cookie?: string) =>
    new Request("https://truself.example/provider/p1/reviews", {
      headers: { "CF-Connecting-IP": "203.0.113.5", ...(cookie ? { Cookie: cookie } : {}) },
    });

  it("in production: __Host-review_device, Secure, HttpOnly, no Domain; it keeps pages in the edge cache; hashes are keyed by the secret", async () => {
    const first = await under(production, () => reviewOrigin(from()));
    expect(first.setCookie).toMatch(/^__Host-review_device=[\w%]+; Max-Age=34560000; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    const pair = first.setCookie!.split(";", 1)[0]!;
    const again = await under(production, () => reviewOrigin(from(pair)));
    expect(again).toEqual({ ...first, setCookie: null });
    // A forged or malformed device id is replaced, not trusted.
    expect((await under(production, () => reviewOrigin(from("__Host-review_device=short")))).setCookie).not.toBeNull();
    // The cookie personalises no page: an anonymous visitor who has it is still served from the edge cache.
    expect(isCacheableRequest(new Request("https://truself.example/provider/p1", { headers: { Cookie: pair } }))).toBe(true);
    // Another secret, other hashes: the stored values say nothing without it.
    const other = await under({ ...production, SESSION_SECRET: "q".repeat(40) }, () => reviewOrigin(from(pair)));
    expect(other.addressHash).not.toBe(first.addressHash);
    expect(other.deviceHash).not.toBe(first.deviceHash);
  });
});

describe("brand-new accounts reviewing several practices within minutes", () => {
  it(`an account under ${NEW_ACCOUNT_HOURS} hours old: its ${NEW_ACCOUNT_HELD_FROM}rd practice within ${NEW_ACCOUNT_WINDOW_MINUTES} minutes is held; an older account's is not`, async () => {
    await providersInserted();
    const fresh = await signedIn();
    await backdateAccount(fresh.user.id, NEW_ACCOUNT_HOURS * 60 * MINUTE - MINUTE);
    // A different address each time, no device cookie: only the account rule can apply.
    expect((await post("p1", fresh.cookie, { ip: "198.51.100.1" })).data.held).toBeNull();
    expect((await post("p2", fresh.cookie, { ip: "198.51.100.2" })).data.held).toBeNull();
    // Editing one of them is no new practice.
    expect((await post("p2", fresh.cookie, { ip: "198.51.100.3", rating: "4" })).data.held).toBeNull();
    const third = await post("p3", fresh.cookie, { ip: "198.51.100.4" });
    expect(third.data.held).toBe(HOLD_REASONS.newAccount);
    expect(third.data.toast?.description).toBe(
      "Thanks — your review is waiting for a moderator because new accounts that review several practices within minutes are checked by a person first. It will show once it is checked.",
    );

    const older = await signedIn();
    await backdateAccount(older.user.id, NEW_ACCOUNT_HOURS * 60 * MINUTE + MINUTE);
    for (const [i, id] of ["p1", "p2", "p3", "p4"].entries())
      expect((await post(id, older.cookie, { ip: `198.51.100.${20 + i}` })).data.held).toBeNull();
  });

  it(`reviews older than ${NEW_ACCOUNT_WINDOW_MINUTES} minutes do not count`, async () => {
    await providersInserted();
    const fresh = await signedIn();
    await post("p1", fresh.cookie, { ip: "198.51.100.31" });
    await post("p2", fresh.cookie, { ip: "198.51.100.32" });
    await backdateReviews(fresh.user.id, NEW_ACCOUNT_WINDOW_MINUTES * MINUTE + 1_000);
    expect((await post("p3", fresh.cookie, { ip: "198.51.100.33" })).data.held).toBeNull();
  });
});

describe("text duplicated across reviews", () => {
  const text = "The nurse explained every step of the treatment and the results look natural.";

  it("folds case, whitespace and punctuation", () => {
    expect(foldedReviewText("  The NURSE explained... every\nstep!  ")).toBe("the nurse explained every step");
  });

  it("the same text (any case, spacing or punctuation) as another user's review of another practice is held; different text is not", async () => {
    await providersInserted();
    const [a, b, c] = await patients(3);
    expect((await post("p1", a!.cookie, { ip: "192.0.2.50", content: text })).data.held).toBeNull();
    const copy = await post("p2", b!.cookie, {
      ip: "192.0.2.51",
      content: `  the nurse EXPLAINED every step of the treatment, and the results look natural!!`,
    });
    expect(copy.data.held).toBe(HOLD_REASONS.duplicate);
    expect(copy.data.toast?.description).toBe(
      "Thanks — your review is waiting for a moderator because its text is the same as another review on TruSelf. It will show once it is checked.",
    );
    expect((await post("p3", c!.cookie, { ip: "192.0.2.52", content: `${text} Would go back.` })).data.held).toBeNull();
  });

  it(`texts shorter than ${DUPLICATE_MIN_CHARACTERS} characters once folded are never matched; ${DUPLICATE_MIN_CHARACTERS} are`, async () => {
    await providersInserted();
    const [a, b, c, d] = await patients(4);
    const short = "Lovely staff and a very clean clinic ok"; // 39 characters
    expect(foldedReviewText(short)).toHaveLength(DUPLICATE_MIN_CHARACTERS - 1);
    await post("p1", a!.cookie, { ip: "192.0.2.60", content: short });
    expect((await post("p2", b!.cookie, { ip: "192.0.2.61", content: short })).data.held).toBeNull();
    const enough = `${short}k`;
    await post("p3", c!.cookie, { ip: "192.0.2.62", content: enough });
    expect((await post("p4", d!.cookie, { ip: "192.0.2.63", content: enough })).data.held).toBe(HOLD_REASONS.duplicate);
  });

  it("an edit to a copied text holds a visible review (its figures recounted); re-posting one's own text does not", async () => {
    await providersInserted();
    const [a, b] = await patients(2);
    await post("p1", a!.cookie, { ip: "192.0.2.70", content: text });
    // Re-posting one's own review unchanged is no copy of another.
    expect((await post("p1", a!.cookie, { ip: "192.0.2.70", content: text })).data.toast?.title).toBe("Review updated");
    await post("p2", b!.cookie, { ip: "192.0.2.71", content: "My own words about a calm and careful consultation with the doctor." });
    expect((await profile("p2")).provider.reviewCount).toBe(1);
    const edit = await post("p2", b!.cookie, { ip: "192.0.2.71", content: text.toUpperCase() });
    expect(edit.data.held).toBe(HOLD_REASONS.duplicate);
    expect(edit.data.reviewCount).toBe(0);
    expect(await count("moderation_log", "action = 'hold' AND target_id = ?", (await reviewOf(b!.user.id, "p2"))!.id)).toBe(1);
    // An edit of a held review keeps it held with its reason, even with a new text.
    const again = await post("p2", b!.cookie, {
      ip: "192.0.2.71",
      content: "Something else entirely, written again by the same author today.",
    });
    expect(again.data.held).toBe(HOLD_REASONS.duplicate);
    expect(await count("moderation_log", "action = 'hold'")).toBe(1);
  });
});

describe("a held review counts nowhere and shows only to its author", () => {
  it("not in the profile's reviews, JSON-LD, figures, search card or the practice's dashboard; the author's own box and dashboard say why", async () => {
    await providersInserted();
    const [a, b, author] = await patients(3);
    const ip = "203.0.113.90";
    await post("p9", a!.cookie, { ip }); // an unknown provider stores nothing and counts nothing
    await post("p2", a!.cookie, { ip });
    await post("p3", b!.cookie, { ip });
    const held = await post("p1", author!.cookie, { ip, content: "Held text that nobody else may read about this practice." });
    expect(held.data.held).toBe(HOLD_REASONS.burst);

    const row = await env.DB.prepare("SELECT review_count, worth_it_count FROM providers WHERE id = 'p1'").first();
    expect(row).toEqual({ review_count: 0, worth_it_count: 0 });
    for (const viewer of [undefined, a!.cookie]) {
      const page = await profile("p1", viewer);
      expect(page.reviews).toEqual([]);
      expect(JSON.stringify(page.jsonLd)).not.toContain("Held text");
      expect(JSON.stringify(page)).not.toContain("Held text");
      expect(page.myReview?.heldReason ?? null).toBeNull();
    }
    const own = await profile("p1", author!.cookie);
    expect(own.reviews).toEqual([]);
    expect(own.myReview).toMatchObject({
      content: "Held text that nobody else may read about this practice.",
      heldReason: HOLD_REASONS.burst,
    });

    const card = (await searchProviders({ sort: "rating", view: "grid", page: 1 })).providers.find((p) => p.id === "p1");
    expect(card?.ratingOrigin).not.toBe("reviews");
    expect(await providerFigures("p1")).toMatchObject({ reviews: 0, activity: [] });

    const figures = await patientFigures({ ...author!.user, avatarUrl: null } as never);
    expect(figures.activity.find((x) => x.providerId === "p1")).toMatchObject({ note: heldLabel(HOLD_REASONS.burst) });
    expect(heldLabel(HOLD_REASONS.burst)).toBe(
      "Held for moderation: several reviews came from the same internet connection or device within a few minutes",
    );
    expect((await patientFigures({ ...a!.user, avatarUrl: null } as never)).activity.every((x) => x.note === undefined)).toBe(true);
    expect(heldMessage("x")).toBe("Thanks — your review is waiting for a moderator because x. It will show once it is checked.");
  });

  it("the test data factory's reviews skip the rules (end-to-end tests share 127.0.0.1); the demo account stores nothing and logs nothing", async () => {
    await providersInserted();
    for (const providerId of ["p1", "p2", "p3", "p4"])
      await insertReview({ providerId, rating: 5, content: "The very same factory text, long enough to be matched by the rule." });
    expect(await count("reviews", "status = 'visible'")).toBe(4);
    const demo = await signedIn({ isDemo: true });
    const refused = await post("p1", demo.cookie, { ip: "203.0.113.99" });
    expect(refused.status).toBe(403);
    expect(refused.data.toast?.description).toBe(DEMO_WRITE_REFUSED);
    expect(await count("reviews")).toBe(4);
    expect(await count("moderation_log")).toBe(0);
  });
});
