/**
 * /provider/profile (issue 34, items 3 and 6): the owner edits the listing's public fields with a
 * preview, every saved change is logged with who and when, the listing's cached pages are purged;
 * the practice replies once under each review. The listing is always the account's own.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DEMO_WRITE_REFUSED } from "~/demo/demo-policy";
import { cacheKey, PUBLIC_CACHE_CONTROL } from "~/http/cache.server";
import { FORBIDDEN } from "~/http/action.server";
import { defaultCache } from "~/lib/workers-cache.server";
import { LIMITS, limitKey } from "~/lib/limits";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import { PHOTO_WRONG_TYPE } from "~/media/photo-rules";
import { NOT_A_PRACTICE, OWNERS_ONLY } from "~/practice/access.server";
import {
  BIO_TOO_LONG,
  EMAIL_INVALID,
  HOURS_LINE_INVALID,
  LISTING_SAVED,
  NOTHING_CHANGED,
  PHONE_INVALID,
  PRACTICE_PHOTO_ADDED,
  PRICE_LINE_INVALID,
  PROFILE_PHOTO_SAVED,
  REPLY_DELETED,
  REPLY_EMPTY,
  REPLY_NOT_FOUND,
  REPLY_NOT_THERE,
  REPLY_SAVED,
  REPLY_TOO_LONG,
  responseFrom,
  SERVICES_INVALID,
  LANGUAGES_INVALID,
  USERNAME_INVALID,
  USERNAME_RESERVED,
  USERNAME_TAKEN,
  WEBSITE_INVALID,
} from "~/practice/listing-messages";
import { RESERVED_USERNAMES } from "~/practice/listing-schemas";
import { insertReview } from "~/dev/factories.server";
import { providerReviews } from "~/reviews/reviews.server";
import { loader as adminChangesLoader } from "~/routes/admin/listing-changes";
import { action, loader } from "~/routes/practice/profile";
import { action as grantAction } from "~/routes/practice/profile.photo-grant";
import { AVATAR_UPLOAD_INVALID } from "~/media/avatar-rules";
import { receiveUpload } from "~/media/uploads.server";
import routesSource from "~/routes.ts?raw";
import { count, fetcherPost, plainPost } from "../fixtures/actions";
import { PNG_BYTES } from "../fixtures/images";
import { insertProviders, providerRow } from "../fixtures/directory";
import { routeArgs, TEST_ORIGIN } from "../fixtures/route-args";
import { createUser, sessionCookie } from "../fixtures/users";
import { advanceClock } from "../fixtures/clock";

const PATH = "/provider/profile";
const GRANT_PATH = "/provider/profile/photo-grant";

async function listing(overrides: Parameters<typeof providerRow>[0] = {}) {
  const row = providerRow({ practiceName: null, ...overrides });
  await insertProviders([row]);
  return row;
}

async function signedIn(overrides: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(overrides);
  return { user, cookie: await sessionCookie(user.id) };
}

const ownerOf = (providerId: string) => signedIn({ role: "provider", providerId, practiceRole: "owner" });

/** The whole form as the page sends it (every field: an empty one clears it). */
function form(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    intent: "save",
    bio: "",
    services: "",
    languages: "",
    pricing: "",
    hours: "",
    website: "",
    facebook: "",
    instagram: "",
    tiktok: "",
    x: "",
    linkedin: "",
    practicePhone: "",
    practiceEmail: "",
    practiceAddress: "",
    username: "",
    ...overrides,
  };
}

async function stored(id: string) {
  return env.DB.prepare(
    "SELECT bio, services_offered, languages, pricing, hours, website, social_media, practice_phone, practice_email, practice_address, link_in_bio_username, image FROM providers WHERE id = ?",
  )
    .bind(id)
    .first<Record<string, unknown>>();
}

async function changesOf(providerId: string) {
  const { results } = await env.DB.prepare(
    "SELECT field, before, after, actor_id, actor_email FROM listing_changes WHERE provider_id = ? ORDER BY field",
  )
    .bind(providerId)
    .all<{ field: string; before: string | null; after: string | null; actor_id: string; actor_email: string }>();
  return results;
}

async function load(cookie?: string) {
  try {
    return {
      status: 200,
      data: await loader(routeArgs<never>(PATH, { headers: cookie ? { Cookie: cookie } : {} })),
    };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location") };
    const t = thrown as { init?: { status?: number }; data?: { message?: string } };
    return { status: t.init?.status ?? 500, message: t.data?.message };
  }
}

describe("/provider/profile: who may open it", () => {
  it("a guest is sent to sign in; patients, admins, the demo account and unlinked providers get 403", async () => {
    const p = await listing();
    expect(await load()).toEqual({ status: 302, location: `/signin?redirectTo=${encodeURIComponent(PATH)}` });
    for (const spec of [
      { role: "patient" as const },
      { role: "admin" as const },
      { role: "patient" as const, isDemo: true },
      { role: "provider" as const, isDemo: true, providerId: p.id },
      { role: "provider" as const },
    ]) {
      const { cookie } = await signedIn(spec);
      expect(await load(cookie), JSON.stringify(spec)).toEqual({ status: 403, message: NOT_A_PRACTICE });
    }
  });

  it("the owner sees their own listing in the form; a member sees it read-only", async () => {
    const p = await listing({
      bio: "Our bio",
      pricing: { Botox: "$12 per unit" },
      hours: { "Mon-Fri": "9am - 5pm" },
      servicesOffered: ["Botox"],
    });
    await listing({ bio: "Someone else's bio" });
    const owner = await ownerOf(p.id);
    const mine = await load(owner.cookie);
    expect(mine.status).toBe(200);
    expect(mine.data).toMatchObject({
      canEdit: true,
      provider: { id: p.id },
      form: { bio: "Our bio", pricing: "Botox: $12 per unit", hours: "Mon-Fri: 9am - 5pm", services: "Botox" },
    });
    const member = await signedIn({ role: "provider", providerId: p.id, practiceRole: "member" });
    expect((await load(member.cookie)).data).toMatchObject({ canEdit: false, form: { bio: "Our bio" } });
  });
});

describe("saving the listing", () => {
  it("saves every public field, logs each change with who and when, and redirects with the toast", async () => {
    const p = await listing({ bio: "Old bio", pricing: { Botox: "$10" } });
    const { user, cookie } = await ownerOf(p.id);
    const res = await plainPost(
      action,
      PATH,
      form({
        bio: "New bio",
        services: "Botox\nFillers\nBotox",
        pricing: "Botox: $12 per unit\nFillers: $600 - $800",
        hours: "Mon-Fri: 9am - 5pm\nSat: 10am - 2pm",
        website: "https://example-clinic.com",
        instagram: "https://www.instagram.com/exampleclinic",
        practicePhone: "(512) 555-0100",
        practiceEmail: "hello@example-clinic.com",
        practiceAddress: "1 Main St, Austin, TX",
        username: "Example.Clinic",
      }),
      { cookie },
    );
    expect(res.status).toBe(303);
    expect(res.location).toBe(PATH);
    expect(res.toast).toEqual(LISTING_SAVED);
    expect(await stored(p.id)).toMatchObject({
      bio: "New bio",
      services_offered: '["Botox","Fillers"]',
      pricing: '{"Botox":"$12 per unit","Fillers":"$600 - $800"}',
      hours: '{"Mon-Fri":"9am - 5pm","Sat":"10am - 2pm"}',
      website: "https://example-clinic.com",
      social_media: '{"instagram":"https://www.instagram.com/exampleclinic"}',
      practice_phone: "(512) 555-0100",
      practice_email: "hello@example-clinic.com",
      practice_address: "1 Main St, Austin, TX",
      link_in_bio_username: "example.clinic",
    });
    const changes = await changesOf(p.id);
    expect(changes.map((c) => c.field)).toEqual([
      "bio",
      "hours",
      "linkInBioUsername",
      "practiceAddress",
      "practiceEmail",
      "practicePhone",
      "pricing",
      "servicesOffered",
      "socialMedia",
      "website",
    ]);
    expect(changes[0]).toEqual({ field: "bio", before: "Old bio", after: "New bio", actor_id: user.id, actor_email: user.email });
    expect(changes.find((c) => c.field === "pricing")).toMatchObject({ before: '{"Botox":"$10"}' });
  });

  it("text is stored cleaned like reviews: scripts and markup stripped", async () => {
    const p = await listing();
    const { cookie } = await ownerOf(p.id);
    await fetcherPost(
      action,
      PATH,
      form({
        bio: "Hello <script>alert(1)</script><b>there</b>",
        services: "<i></i>\nPeels",
        pricing: "Peel <img src=x onerror=alert(1)>: $99",
      }),
      { cookie },
    );
    expect(await stored(p.id)).toMatchObject({ bio: "Hello there", services_offered: '["Peels"]', pricing: '{"Peel":"$99"}' });
  });

  it("saves the languages typed with commas (repeats dropped), shows them on the profile, and an empty field clears them", async () => {
    const p = await listing();
    const { cookie } = await ownerOf(p.id);
    const res = await fetcherPost(action, PATH, form({ languages: "English, Spanish,, english ,Spanish" }), { cookie });
    expect(res.status).toBe(303);
    expect((await stored(p.id))?.languages).toBe('["English","Spanish"]');
    expect(LANGUAGES_INVALID).toBe("List at most 10 languages, separated by commas, each at most 40 characters.");
    await fetcherPost(action, PATH, form({ languages: "English, Vietnamese" }), { cookie });
    expect((await stored(p.id))?.languages).toBe('["English","Vietnamese"]');
    expect(await changesOf(p.id)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: "languages", before: '["English","Spanish"]', after: '["English","Vietnamese"]' }),
      ]),
    );
    await fetcherPost(action, PATH, form({ languages: " " }), { cookie });
    expect((await stored(p.id))?.languages).toBeNull();
  });

  it("a save that changes nothing writes nothing and says so", async () => {
    const p = await listing({ bio: "Same" });
    const { cookie } = await ownerOf(p.id);
    const res = await plainPost(action, PATH, form({ bio: "Same" }), { cookie });
    expect(res.toast).toEqual(NOTHING_CHANGED);
    expect(await count("listing_changes")).toBe(0);
  });

  it("the listing comes from the account: a forged providerId in the form is ignored", async () => {
    const mine = await listing({ bio: "Mine" });
    const theirs = await listing({ bio: "Theirs" });
    const { cookie } = await ownerOf(mine.id);
    const res = await fetcherPost(action, PATH, { ...form({ bio: "Changed" }), providerId: theirs.id }, { cookie });
    expect(res.status).toBe(303);
    expect((await stored(mine.id))?.bio).toBe("Changed");
    expect((await stored(theirs.id))?.bio).toBe("Theirs");
    expect(await changesOf(theirs.id)).toEqual([]);
  });

  it("every rule has its exact message (400) and a refused edit changes nothing", async () => {
    const p = await listing({ bio: "Keep", linkInBioUsername: null });
    await listing({ linkInBioUsername: "taken-name" });
    const before = await stored(p.id);
    const { cookie } = await ownerOf(p.id);
    const cases: [Record<string, string>, string, string, number?][] = [
      [{ bio: "b".repeat(2001) }, "bio", BIO_TOO_LONG],
      [{ services: "s".repeat(81) }, "services", SERVICES_INVALID],
      [{ services: Array.from({ length: 31 }, (_, i) => `Service ${i}`).join("\n") }, "services", SERVICES_INVALID],
      [{ languages: "l".repeat(41) }, "languages", LANGUAGES_INVALID],
      [{ languages: Array.from({ length: 11 }, (_, i) => `Language ${i}`).join(", ") }, "languages", LANGUAGES_INVALID],
      [{ pricing: "Botox 12 dollars" }, "pricing", PRICE_LINE_INVALID],
      [{ pricing: ": $12" }, "pricing", PRICE_LINE_INVALID],
      [{ hours: "Monday" }, "hours", HOURS_LINE_INVALID],
      [{ website: "javascript:alert(1)" }, "website", WEBSITE_INVALID],
      [{ website: "example.com" }, "website", WEBSITE_INVALID],
      [
        { instagram: "https://evil.example/instagram.com" },
        "instagram",
        "Please enter a link to your Instagram page on instagram.com, starting with https://.",
      ],
      [
        { facebook: "https://facebook.com.evil.example/me" },
        "facebook",
        "Please enter a link to your Facebook page on facebook.com, starting with https://.",
      ],
      [{ x: "javascript://x.com/%0aalert(1)" }, "x", "Please enter a link to your X page on x.com, starting with https://."],
      [{ practicePhone: "call us" }, "practicePhone", PHONE_INVALID],
      [{ practiceEmail: "not-an-address" }, "practiceEmail", EMAIL_INVALID],
      [{ username: "Bad Name!" }, "username", USERNAME_INVALID],
      [{ username: "admin" }, "username", USERNAME_RESERVED],
      [{ username: "find-doctors" }, "username", USERNAME_RESERVED],
      [{ username: "Taken-Name" }, "username", USERNAME_TAKEN, 409],
    ];
    for (const [fields, field, message, status = 400] of cases) {
      const res = await fetcherPost(action, PATH, form({ bio: "Changed", ...fields }), { cookie });
      expect(res.status, JSON.stringify(fields)).toBe(status);
      expect((res.data.result as { error: Record<string, string[]> }).error[field]).toEqual([message]);
    }
    expect(await stored(p.id)).toEqual(before);
    expect(await count("listing_changes")).toBe(0);
  });

  it("only the owner saves: members, patients, admins, the demo account, unlinked providers and guests are refused", async () => {
    const p = await listing({ bio: "Keep" });
    const refusals: [Parameters<typeof createUser>[0], number, string][] = [
      [{ role: "provider", providerId: p.id, practiceRole: "member" }, 403, OWNERS_ONLY],
      [{ role: "provider" }, 403, NOT_A_PRACTICE],
      [{ role: "patient" }, 403, FORBIDDEN],
      [{ role: "admin" }, 403, FORBIDDEN],
      [{ role: "provider", providerId: p.id, isDemo: true }, 403, DEMO_WRITE_REFUSED],
    ];
    for (const [spec, status, message] of refusals) {
      const { cookie } = await signedIn(spec);
      for (const intent of ["save", "preview"]) {
        const res = await fetcherPost(action, PATH, form({ intent, bio: "Changed" }), { cookie });
        expect(res.status, `${JSON.stringify(spec)} ${intent}`).toBe(status);
        expect(res.data.toast?.description).toBe(message);
      }
    }
    const guest = await plainPost(action, PATH, form({ bio: "Changed" }));
    expect(guest.location).toBe(`/signin?redirectTo=${encodeURIComponent(PATH)}`);
    expect((await stored(p.id))?.bio).toBe("Keep");
    expect(await count("listing_changes")).toBe(0);
  });

  it("purges the listing's cached pages, its link-in-bio page under the old and the new username", async () => {
    const p = await listing({ linkInBioUsername: "old-name" });
    const { cookie } = await ownerOf(p.id);
    const paths = [`/provider/${p.id}`, "/old-name", "/new-name", `/location/${p.id}`];
    const key = (path: string) => cacheKey(`${TEST_ORIGIN}${path}`);
    for (const path of paths) {
      await defaultCache().put(key(path), new Response("cached", { headers: { "Cache-Control": PUBLIC_CACHE_CONTROL } }));
      expect(await defaultCache().match(key(path)), path).toBeDefined();
    }
    const res = await fetcherPost(action, PATH, form({ bio: "Fresh", username: "new-name" }), { cookie });
    expect(res.status).toBe(303);
    for (const path of paths) expect(await defaultCache().match(key(path)), path).toBeUndefined();
  });

  it("link-in-bio usernames can never be one of the site's own first path segments (app/routes.ts)", () => {
    const segments = [...routesSource.matchAll(/^ {2}route\("([^"/:*]+)/gm)].map((m) => m[1]!.toLowerCase());
    expect(segments.length).toBeGreaterThan(30);
    expect(segments.filter((s) => !RESERVED_USERNAMES.has(s))).toEqual([]);
  });
});

describe("the preview", () => {
  it("shows the card and header with the submitted values and saves nothing", async () => {
    const p = await listing({ bio: "Saved bio", name: "Preview Clinic" });
    const { cookie } = await ownerOf(p.id);
    const res = await fetcherPost(action, PATH, form({ intent: "preview", bio: "Draft bio", pricing: "Botox: $9 per unit" }), { cookie });
    expect(res.status).toBe(200);
    expect(res.data.preview).toMatchObject({
      card: { id: p.id, name: "Preview Clinic" },
      header: { name: "Preview Clinic", bio: "Draft bio", pricing: { Botox: "$9 per unit" } },
    });
    // The typed values travel back, so the form keeps them.
    expect((res.data.result as { initialValue: Record<string, string> }).initialValue.bio).toBe("Draft bio");
    expect((await stored(p.id))?.bio).toBe("Saved bio");
    expect(await count("listing_changes")).toBe(0);
  });

  it("a preview that fails validation shows the error and no preview", async () => {
    const p = await listing();
    const { cookie } = await ownerOf(p.id);
    const res = await fetcherPost(action, PATH, form({ intent: "preview", hours: "always" }), { cookie });
    expect(res.status).toBe(400);
    expect(res.data.preview).toBeUndefined();
    expect((res.data.result as { error: Record<string, string[]> }).error.hours).toEqual([HOURS_LINE_INVALID]);
  });
});

describe("photos", () => {
  it("the owner's profile photo becomes the listing's image, a practice photo joins the location photos; both are logged", async () => {
    const p = await listing({ image: null });
    const { cookie } = await ownerOf(p.id);
    const photo = () => new File([PNG_BYTES], "me.png", { type: "image/png" });
    const profile = await plainPost(action, PATH, { intent: "profile-photo", photo: photo() }, { cookie });
    expect(profile).toMatchObject({ status: 303, location: PATH, toast: PROFILE_PHOTO_SAVED });
    const image = (await stored(p.id))?.image as string;
    expect(image).toMatch(/^\/media\/providers\/profile\//);
    expect(await env.MEDIA.head(image.slice("/media/".length))).not.toBeNull();
    const practice = await plainPost(action, PATH, { intent: "practice-photo", photo: photo() }, { cookie });
    expect(practice).toMatchObject({ status: 303, toast: PRACTICE_PHOTO_ADDED });
    expect(await count("provider_photos", "provider_id = ? AND kind = 'location' AND url LIKE '/media/providers/location/%'", p.id)).toBe(
      1,
    );
    expect((await changesOf(p.id)).map((c) => [c.field, c.after?.split("/").slice(0, 4).join("/")])).toEqual([
      ["image", "/media/providers/profile"],
      ["practicePhotos", "/media/providers/location"],
    ]);
  });

  it("with JavaScript: the owner gets a signed grant, the browser PUTs the photo, the form attaches it by upload id", async () => {
    const p = await listing({ image: null });
    const { cookie } = await ownerOf(p.id);
    const granted = await fetcherPost(
      grantAction,
      GRANT_PATH,
      { kind: "practice", contentType: "image/png", sizeBytes: String(PNG_BYTES.length), originalBytes: "5000" },
      { cookie },
    );
    expect(granted.status).toBe(201);
    const grant = granted.data.grant as { id: string; uploadUrl: string };
    const url = new URL(grant.uploadUrl, TEST_ORIGIN);
    const put = new Request(url, { method: "PUT", body: PNG_BYTES, headers: { "Content-Length": String(PNG_BYTES.length) } });
    expect((await receiveUpload(grant.id, url.searchParams.get("sig") ?? undefined, put)).url).toMatch(/^\/media\/providers\/location\//);
    // Another account cannot attach this upload to its own listing.
    const other = await listing();
    const stranger = await ownerOf(other.id);
    const stolen = await fetcherPost(action, PATH, { intent: "practice-photo", uploadId: grant.id }, { cookie: stranger.cookie });
    expect(stolen.status).toBe(400);
    expect((stolen.data.result as { error: Record<string, string[]> }).error.photo).toEqual([AVATAR_UPLOAD_INVALID]);
    const attached = await fetcherPost(action, PATH, { intent: "practice-photo", uploadId: grant.id }, { cookie });
    expect(attached.status).toBe(303);
    expect(await count("provider_photos", "provider_id = ? AND kind = 'location'", p.id)).toBe(1);
    expect(await count("provider_photos", "provider_id = ?", other.id)).toBe(0);
  });

  it("only the owner gets an upload grant", async () => {
    const p = await listing();
    const form = { kind: "profile", contentType: "image/jpeg", sizeBytes: "1000", originalBytes: "1000" };
    for (const [spec, message] of [
      [{ role: "provider", providerId: p.id, practiceRole: "member" }, OWNERS_ONLY],
      [{ role: "provider" }, NOT_A_PRACTICE],
      [{ role: "patient" }, FORBIDDEN],
    ] as const) {
      const { cookie } = await signedIn(spec);
      const res = await fetcherPost(grantAction, GRANT_PATH, form, { cookie });
      expect(res.status, JSON.stringify(spec)).toBe(403);
      expect(res.data.toast?.description).toBe(message);
    }
    expect(await count("media_uploads")).toBe(0);
  });

  it("photo uploads are limited per account (30 an hour)", async () => {
    const p = await listing();
    const { user, cookie } = await ownerOf(p.id);
    const { limit, windowSeconds } = LIMITS.listingPhotosPerAccount;
    expect([limit, windowSeconds]).toEqual([30, 3600]);
    for (let i = 0; i < limit; i++) await consumeRateLimit(limitKey(["listingPhotosPerAccount", user.id]), limit, windowSeconds);
    const res = await fetcherPost(
      action,
      PATH,
      { intent: "practice-photo", photo: new File([PNG_BYTES], "a.png", { type: "image/png" }) },
      { cookie },
    );
    expect(res.status).toBe(429);
    expect(res.data.toast?.description).toMatch(/^Too many uploads\. Please try again in \d+ minutes?\.$/);
    expect(await count("provider_photos")).toBe(0);
  });

  it("a file that is not an image, or a member's upload, changes nothing", async () => {
    const p = await listing({ image: null });
    const { cookie } = await ownerOf(p.id);
    const fake = new File([new TextEncoder().encode("<svg onload=alert(1)>")], "x.png", { type: "image/png" });
    const res = await fetcherPost(action, PATH, { intent: "profile-photo", photo: fake }, { cookie });
    expect(res.status).toBe(400);
    expect((res.data.result as { error: Record<string, string[]> }).error.photo).toEqual([PHOTO_WRONG_TYPE]);
    const member = await signedIn({ role: "provider", providerId: p.id, practiceRole: "member" });
    const refused = await fetcherPost(
      action,
      PATH,
      { intent: "profile-photo", photo: new File([PNG_BYTES], "a.png", { type: "image/png" }) },
      { cookie: member.cookie },
    );
    expect(refused.status).toBe(403);
    expect((await stored(p.id))?.image).toBeNull();
    expect(await count("listing_changes")).toBe(0);
  });
});

describe("replies under reviews", () => {
  async function reviewed(overrides: Parameters<typeof providerRow>[0] = {}) {
    const p = await listing(overrides);
    const review = await insertReview({ providerId: p.id, author: "Pat Patient", title: "Great", content: "Lovely team" });
    return { p, review };
  }

  async function reviewRow(id: string) {
    return env.DB.prepare("SELECT rating, title, content, updated_at FROM reviews WHERE id = ?").bind(id).first();
  }

  it("the owner posts one reply, a member edits it, the public profile shows it with the practice's name and date", async () => {
    const { p, review } = await reviewed({ practiceName: "Glow Clinic" });
    const before = await reviewRow(review.id);
    const owner = await ownerOf(p.id);
    const posted = await plainPost(
      action,
      PATH,
      { intent: "reply", reviewId: review.id, body: "Thank you, Pat! <script>alert(1)</script>" },
      { cookie: owner.cookie },
    );
    expect(posted).toMatchObject({ status: 303, location: `${PATH}#review-${review.id}`, toast: REPLY_SAVED });
    let [shown] = await providerReviews(p.id);
    expect(shown?.reply).toEqual({ id: expect.any(String), body: "Thank you, Pat!", from: "Glow Clinic", date: expect.any(String) });
    expect(responseFrom(shown!.reply!.from)).toBe("Response from Glow Clinic");

    const member = await signedIn({ role: "provider", providerId: p.id, practiceRole: "member" });
    const edited = await fetcherPost(
      action,
      PATH,
      { intent: "reply", reviewId: review.id, body: "Thank you again" },
      { cookie: member.cookie },
    );
    expect(edited.status).toBe(303);
    [shown] = await providerReviews(p.id);
    expect(shown?.reply?.body).toBe("Thank you again");
    expect(await count("review_replies")).toBe(1);
    expect(await reviewRow(review.id)).toEqual(before);

    const removed = await plainPost(action, PATH, { intent: "delete-reply", reviewId: review.id }, { cookie: owner.cookie });
    expect(removed.toast).toEqual(REPLY_DELETED);
    expect(await count("review_replies")).toBe(0);
    const again = await fetcherPost(action, PATH, { intent: "delete-reply", reviewId: review.id }, { cookie: owner.cookie });
    expect(again.status).toBe(404);
    expect(again.data.toast?.description).toBe(REPLY_NOT_THERE);
    expect(await reviewRow(review.id)).toEqual(before);
  });

  it("a listing without a practice name replies under the provider's name", async () => {
    const { p, review } = await reviewed({ name: "Dr. Named", practiceName: null });
    const owner = await ownerOf(p.id);
    await fetcherPost(action, PATH, { intent: "reply", reviewId: review.id, body: "Thanks" }, { cookie: owner.cookie });
    expect((await providerReviews(p.id))[0]?.reply?.from).toBe("Dr. Named");
  });

  it("an empty, markup-only or too long reply is refused with its message", async () => {
    const { p, review } = await reviewed();
    const owner = await ownerOf(p.id);
    for (const [body, message] of [
      ["   ", REPLY_EMPTY],
      ["<b></b>", REPLY_EMPTY],
      ["r".repeat(1001), REPLY_TOO_LONG],
    ] as const) {
      const res = await fetcherPost(action, PATH, { intent: "reply", reviewId: review.id, body }, { cookie: owner.cookie });
      expect(res.status, body.slice(0, 10)).toBe(400);
      expect(res.data.toast?.description).toBe(message);
    }
    expect(await count("review_replies")).toBe(0);
  });

  it("another practice, a patient, an admin, the demo account, an unlinked provider and a guest cannot reply or remove a reply", async () => {
    const { p, review } = await reviewed();
    const owner = await ownerOf(p.id);
    await fetcherPost(action, PATH, { intent: "reply", reviewId: review.id, body: "Ours" }, { cookie: owner.cookie });
    const other = await listing();
    const otherOwner = await ownerOf(other.id);
    for (const intent of ["reply", "delete-reply"]) {
      const res = await fetcherPost(
        action,
        PATH,
        { intent, reviewId: review.id, body: "Hijacked", providerId: p.id },
        { cookie: otherOwner.cookie },
      );
      expect(res.status, intent).toBe(404);
      expect(res.data.toast?.description).toBe(intent === "reply" ? REPLY_NOT_FOUND : REPLY_NOT_THERE);
    }
    for (const [spec, message] of [
      [{ role: "patient" }, FORBIDDEN],
      [{ role: "admin" }, FORBIDDEN],
      [{ role: "provider", providerId: p.id, practiceRole: "member", isDemo: true }, DEMO_WRITE_REFUSED],
      [{ role: "provider" }, NOT_A_PRACTICE],
    ] as const) {
      const { cookie } = await signedIn(spec);
      const res = await fetcherPost(action, PATH, { intent: "reply", reviewId: review.id, body: "Hijacked" }, { cookie });
      expect(res.status, JSON.stringify(spec)).toBe(403);
      expect(res.data.toast?.description).toBe(message);
    }
    const guest = await plainPost(action, PATH, { intent: "delete-reply", reviewId: review.id });
    expect(guest.location).toMatch(/^\/signin/);
    expect((await providerReviews(p.id))[0]?.reply?.body).toBe("Ours");
  });
});

describe("the admins' Listing changes tab", () => {
  it("lists changes newest first, filters by provider, and is for admins only", async () => {
    const a = await listing({ bio: "A0" });
    const b = await listing({ bio: "B0" });
    const ownerA = await ownerOf(a.id);
    const ownerB = await ownerOf(b.id);
    await fetcherPost(action, PATH, form({ bio: "A1" }), { cookie: ownerA.cookie });
    advanceClock();
    await fetcherPost(action, PATH, form({ bio: "B1" }), { cookie: ownerB.cookie });
    const admin = await signedIn({ role: "admin" });
    const all = (await adminChangesLoader(routeArgs<never>("/admin/listing-changes", { headers: { Cookie: admin.cookie } }))) as {
      changes: { providerId: string; after: string; actorEmail: string }[];
    };
    expect(all.changes.map((c) => [c.providerId, c.after, c.actorEmail])).toEqual([
      [b.id, "B1", ownerB.user.email],
      [a.id, "A1", ownerA.user.email],
    ]);
    const filtered = (await adminChangesLoader(
      routeArgs<never>(`/admin/listing-changes?provider=${a.id}`, { headers: { Cookie: admin.cookie } }),
    )) as { changes: { providerId: string }[] };
    expect(filtered.changes.map((c) => c.providerId)).toEqual([a.id]);
    for (const cookie of [ownerA.cookie, (await signedIn()).cookie]) {
      await expect(adminChangesLoader(routeArgs<never>("/admin/listing-changes", { headers: { Cookie: cookie } }))).rejects.toMatchObject({
        init: { status: 403 },
      });
    }
  });
});
