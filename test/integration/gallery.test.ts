/**
 * The before-and-after gallery (issue 36 item 2): practice owners (their own listing only) and admins
 * (any listing) publish sets through the media path with a consent attestation recorded per set, and
 * delete them with their R2 objects; /gallery lists published sets filtered by procedure, provider
 * type, state and city in canonical URLs; writes purge the provider's and the gallery's cached pages;
 * the daily clean-up leaves set photos alone.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DEMO_WRITE_REFUSED } from "~/demo/demo-policy";
import { insertGallerySet } from "~/dev/factories.server";
import {
  AFTER_REQUIRED,
  BEFORE_REQUIRED,
  CAPTION_TOO_LONG,
  CONSENT_REQUIRED,
  CONSENT_TEXT,
  CONSENT_TEXT_VERSION,
  NO_MATCHING_SETS,
  OWNER_PUBLISHES,
  PHOTO_IN_USE,
  PROCEDURE_REQUIRED,
  PROVIDER_REQUIRED,
  PROVIDER_UNKNOWN,
  SET_ADDED,
  SET_DELETED,
  SET_NOT_FOUND,
  TITLE_TOO_LONG,
  UPLOAD_NOT_FOUND,
} from "~/gallery/gallery-messages";
import { FORBIDDEN } from "~/http/action.server";
import { cacheKey, PUBLIC_CACHE_CONTROL } from "~/http/cache.server";
import { sweepOrphanedProviderPhotos, ORPHANED_AFTER_MS } from "~/imports/photo-import.server";
import { defaultCache } from "~/lib/workers-cache.server";
import { PHOTO_WRONG_TYPE } from "~/media/photo-rules";
import { receiveUpload } from "~/media/uploads.server";
import { NOT_A_PRACTICE, OWNERS_ONLY } from "~/practice/access.server";
import { RESERVED_USERNAMES } from "~/practice/listing-schemas";
import { action as adminAction, loader as adminLoader } from "~/routes/admin/gallery";
import { loader as galleryLoader } from "~/routes/public/gallery";
import { loader as providerLoader } from "~/routes/provider/_index";
import { action as ownerAction, loader as ownerLoader } from "~/routes/practice/gallery";
import { action as grantAction } from "~/routes/practice/profile.photo-grant";
import { action as adminGrantAction } from "~/routes/uploads/provider-photo";
import { staticSitemapXml } from "~/seo/sitemap.server";
import { count, fetcherPost, plainPost } from "../fixtures/actions";
import { containsBytes, jpegWithMetadata, METADATA_MARKERS, PNG_4X3, PNG_BYTES } from "../fixtures/images";
import { insertProviders, providerRow } from "../fixtures/directory";
import { routeArgs, TEST_ORIGIN } from "../fixtures/route-args";
import { createUser, sessionCookie } from "../fixtures/users";

const OWNER_PATH = "/provider/gallery";
const ADMIN_PATH = "/admin/gallery";

async function listing(overrides: Parameters<typeof providerRow>[0] = {}) {
  const row = providerRow({ type: "medspa", city: "Miami", state: "FL", location: "Miami, FL", ...overrides });
  await insertProviders([row]);
  return row;
}

async function signedIn(overrides: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(overrides);
  return { user, cookie: await sessionCookie(user.id) };
}

const ownerOf = (providerId: string) => signedIn({ role: "provider", providerId, practiceRole: "owner" });
const png = (name = "photo.png", bytes: Uint8Array = PNG_4X3) => new File([bytes as BlobPart], name, { type: "image/png" });

/** The whole set form as a no-JavaScript post sends it. */
function setForm(overrides: Record<string, string | File> = {}): Record<string, string | File> {
  return {
    intent: "add-set",
    procedure: "botox",
    title: "Forehead lines, 2 weeks",
    caption: "Two weeks after 20 units.",
    before: png("before.png"),
    after: png("after.png"),
    consent: "on",
    ...overrides,
  };
}

const errors = (reply: { data: Record<string, unknown> }) => (reply.data.result as { error: Record<string, string[]> }).error;

async function setsIn(providerId: string) {
  return (
    await env.DB.prepare("SELECT * FROM gallery_sets WHERE provider_id = ? ORDER BY created_at")
      .bind(providerId)
      .all<Record<string, unknown>>()
  ).results;
}

async function photoKeys(setId: string) {
  return (
    await env.DB.prepare("SELECT role, r2_key, width, height FROM gallery_photos WHERE set_id = ? ORDER BY position")
      .bind(setId)
      .all<{ role: string; r2_key: string; width: number; height: number }>()
  ).results;
}

async function galleryAt(path: string) {
  try {
    return await galleryLoader(routeArgs(path));
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe("publishing a set", () => {
  it("the owner publishes a set without JavaScript: photos checked and stored in R2, the consent attestation recorded", async () => {
    const p = await listing();
    const { user, cookie } = await ownerOf(p.id);
    const res = await plainPost(ownerAction, OWNER_PATH, setForm({ extra: png("extra.png") }), { cookie });
    expect(res).toMatchObject({ status: 303, location: OWNER_PATH, toast: SET_ADDED });
    const [set] = await setsIn(p.id);
    expect(set).toMatchObject({
      procedure: "botox",
      title: "Forehead lines, 2 weeks",
      caption: "Two weeks after 20 units.",
      consent_text_version: CONSENT_TEXT_VERSION,
      consent_by: user.id,
      consent_email: user.email,
      created_by: user.id,
      status: "published",
    });
    expect(Math.abs(Number(set!.consent_at) - Date.now())).toBeLessThan(60_000);
    const photos = await photoKeys(String(set!.id));
    expect(photos.map((ph) => [ph.role, ph.width, ph.height])).toEqual([
      ["before", 4, 3],
      ["after", 4, 3],
      ["extra", 4, 3],
    ]);
    for (const photo of photos) {
      expect(photo.r2_key).toMatch(/^providers\/before_after\//);
      expect(await env.MEDIA.head(photo.r2_key), photo.r2_key).not.toBeNull();
    }
    // The owner's page lists it.
    const page = await ownerLoader(routeArgs(OWNER_PATH, { headers: { Cookie: cookie } }));
    expect(page.sets.map((s) => [s.procedureName, s.photos.length])).toEqual([["Botox", 3]]);
    expect(page.canEdit).toBe(true);
  });

  it("photos are served without their metadata (EXIF GPS, XMP, comments, trailing bytes)", async () => {
    const p = await listing();
    const { cookie } = await ownerOf(p.id);
    const dirty = new File([jpegWithMetadata()], "gps.jpg", { type: "image/jpeg" });
    for (const marker of METADATA_MARKERS.slice(0, 4)) expect(containsBytes(jpegWithMetadata(), marker), String(marker)).toBe(true);
    const res = await plainPost(ownerAction, OWNER_PATH, setForm({ before: dirty }), { cookie });
    expect(res.status).toBe(303);
    const [set] = await setsIn(p.id);
    const [before] = await photoKeys(String(set!.id));
    const stored = new Uint8Array(await (await env.MEDIA.get(before!.r2_key))!.arrayBuffer());
    for (const marker of METADATA_MARKERS) expect(containsBytes(stored, marker), String(marker)).toBe(false);
  });

  it("is refused without the consent attestation, with the exact message, and stores nothing", async () => {
    const p = await listing();
    const { cookie } = await ownerOf(p.id);
    const { consent: _consent, ...withoutConsent } = setForm();
    const res = await fetcherPost(ownerAction, OWNER_PATH, withoutConsent, { cookie });
    expect(res.status).toBe(400);
    expect(errors(res).consent).toEqual([CONSENT_REQUIRED]);
    expect(CONSENT_TEXT).toBe(
      "I confirm the patient shown gave written consent to publish these photos on TruSelf, and that the practice keeps that consent on file.",
    );
    expect(CONSENT_REQUIRED).toBe("Please confirm the patient's written consent to publish these photos.");
    for (const value of ["", "off", "yes"]) {
      const other = await fetcherPost(ownerAction, OWNER_PATH, setForm({ consent: value }), { cookie });
      expect(errors(other).consent, value).toEqual([CONSENT_REQUIRED]);
    }
    expect(await count("gallery_sets")).toBe(0);
    expect(await count("gallery_photos")).toBe(0);
    expect(await count("media_uploads")).toBe(0);
  });

  it("says exactly what is missing or wrong: before, after, procedure, title, caption, a file that is not an image", async () => {
    const p = await listing();
    const { cookie } = await ownerOf(p.id);
    const cases: [Record<string, string | File>, string, string][] = [
      [{ before: new File([], "") }, "before", BEFORE_REQUIRED],
      [{ after: new File([], "") }, "after", AFTER_REQUIRED],
      [{ procedure: "" }, "procedure", PROCEDURE_REQUIRED],
      [{ procedure: "time-travel" }, "procedure", PROCEDURE_REQUIRED],
      [{ title: "t".repeat(101) }, "title", TITLE_TOO_LONG],
      [{ caption: "c".repeat(501) }, "caption", CAPTION_TOO_LONG],
      [{ after: new File([new TextEncoder().encode("<svg onload=alert(1)>")], "x.png", { type: "image/png" }) }, "after", PHOTO_WRONG_TYPE],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await fetcherPost(ownerAction, OWNER_PATH, setForm(overrides), { cookie });
      expect(res.status, field).toBe(400);
      expect(errors(res)[field], JSON.stringify(Object.keys(overrides))).toEqual([message]);
    }
    expect([BEFORE_REQUIRED, AFTER_REQUIRED, PROCEDURE_REQUIRED, TITLE_TOO_LONG, CAPTION_TOO_LONG]).toEqual([
      "Please add a before photo.",
      "Please add an after photo.",
      "Please choose the procedure these photos show.",
      "Title must be 100 characters or less.",
      "Caption must be 500 characters or less.",
    ]);
    expect(await count("gallery_sets")).toBe(0);
    // 100 and 500 characters pass.
    const longest = await fetcherPost(ownerAction, OWNER_PATH, setForm({ title: "t".repeat(100), caption: "c".repeat(500) }), { cookie });
    expect(longest.status).toBe(303);
  });

  it("with JavaScript: photos uploaded through the owner's grants attach by upload id, once, and only by their uploader", async () => {
    const p = await listing();
    const { cookie } = await ownerOf(p.id);
    const upload = async (who: string) => {
      const granted = await fetcherPost(
        grantAction,
        "/provider/profile/photo-grant",
        { kind: "before_after", contentType: "image/png", sizeBytes: String(PNG_4X3.length), originalBytes: "5000" },
        { cookie: who },
      );
      expect(granted.status).toBe(201);
      const grant = granted.data.grant as { id: string; uploadUrl: string };
      const url = new URL(grant.uploadUrl, TEST_ORIGIN);
      const put = new Request(url, { method: "PUT", body: PNG_4X3, headers: { "Content-Length": String(PNG_4X3.length) } });
      expect((await receiveUpload(grant.id, url.searchParams.get("sig") ?? undefined, put)).url).toMatch(
        /^\/media\/providers\/before_after\//,
      );
      return grant.id;
    };
    const [before, after] = [await upload(cookie), await upload(cookie)];
    const byIds = { before: new File([], ""), after: new File([], ""), beforeUploadId: before, afterUploadId: after };
    // Another practice's owner cannot attach them.
    const other = await listing();
    const stranger = await ownerOf(other.id);
    const stolen = await fetcherPost(ownerAction, OWNER_PATH, setForm(byIds), { cookie: stranger.cookie });
    expect(stolen.status).toBe(400);
    expect(errors(stolen).before).toEqual([UPLOAD_NOT_FOUND]);
    const res = await fetcherPost(ownerAction, OWNER_PATH, setForm(byIds), { cookie });
    expect(res.status).toBe(303);
    const [set] = await setsIn(p.id);
    expect((await photoKeys(String(set!.id))).map((ph) => [ph.role, ph.width, ph.height])).toEqual([
      ["before", 4, 3],
      ["after", 4, 3],
    ]);
    // The same uploads cannot make a second set.
    const again = await fetcherPost(ownerAction, OWNER_PATH, setForm(byIds), { cookie });
    expect(again.status).toBe(400);
    expect(errors(again).before).toEqual([PHOTO_IN_USE]);
    expect(await count("gallery_sets")).toBe(1);
    expect(await count("gallery_sets", "provider_id = ?", other.id)).toBe(0);
  });
});

describe("who may publish and delete", () => {
  it("a forged providerId is ignored: the owner's set goes to the owner's own listing", async () => {
    const mine = await listing();
    const theirs = await listing();
    const { cookie } = await ownerOf(mine.id);
    const res = await fetcherPost(ownerAction, OWNER_PATH, setForm({ providerId: theirs.id }), { cookie });
    expect(res.status).toBe(303);
    expect(await count("gallery_sets", "provider_id = ?", mine.id)).toBe(1);
    expect(await count("gallery_sets", "provider_id = ?", theirs.id)).toBe(0);
  });

  it("only the listing's owner: members, unlinked providers, patients, admins (on the practice page), the demo account and guests are refused", async () => {
    const p = await listing();
    const cases = [
      [{ role: "provider", providerId: p.id, practiceRole: "member" }, 403, OWNERS_ONLY],
      [{ role: "provider" }, 403, NOT_A_PRACTICE],
      [{ role: "patient" }, 403, FORBIDDEN],
      [{ role: "admin" }, 403, FORBIDDEN],
      [{ role: "patient", isDemo: true }, 403, FORBIDDEN],
      [{ role: "provider", providerId: p.id, practiceRole: "owner", isDemo: true }, 403, DEMO_WRITE_REFUSED],
    ] as const;
    for (const [spec, status, message] of cases) {
      const { cookie } = await signedIn(spec);
      const res = await fetcherPost(ownerAction, OWNER_PATH, setForm(), { cookie });
      expect(res.status, JSON.stringify(spec)).toBe(status);
      expect(res.data.toast?.description, JSON.stringify(spec)).toBe(message);
    }
    const guest = await plainPost(ownerAction, OWNER_PATH, setForm());
    expect(guest.location).toBe(`/signin?redirectTo=${encodeURIComponent(OWNER_PATH)}`);
    expect(await count("gallery_sets")).toBe(0);
    expect(await count("media_uploads")).toBe(0);
    // A member sees the sets, without the form.
    const member = await signedIn({ role: "provider", providerId: p.id, practiceRole: "member" });
    const page = await ownerLoader(routeArgs(OWNER_PATH, { headers: { Cookie: member.cookie } }));
    expect(page.canEdit).toBe(false);
    expect(OWNER_PUBLISHES).toBe("Only your practice's owner can publish or delete before & after sets.");
  });

  it("the owner deletes its own set: rows, upload rows and R2 objects go; another practice's set is not found and stays", async () => {
    const p = await listing();
    const other = await listing();
    const { cookie } = await ownerOf(p.id);
    const mine = await insertGallerySet({ providerId: p.id, extra: true });
    const theirs = await insertGallerySet({ providerId: other.id });
    const keys = (await photoKeys(mine.id)).map((ph) => ph.r2_key);
    expect(keys).toHaveLength(3);
    for (const key of keys) expect(await env.MEDIA.head(key)).not.toBeNull();

    const refused = await fetcherPost(ownerAction, OWNER_PATH, { intent: "delete-set", setId: theirs.id }, { cookie });
    expect(refused.status).toBe(404);
    expect(refused.data.toast?.description).toBe(SET_NOT_FOUND);
    expect(await count("gallery_sets", "id = ?", theirs.id)).toBe(1);

    const member = await signedIn({ role: "provider", providerId: p.id, practiceRole: "member" });
    const byMember = await fetcherPost(ownerAction, OWNER_PATH, { intent: "delete-set", setId: mine.id }, { cookie: member.cookie });
    expect(byMember.status).toBe(403);

    const res = await plainPost(ownerAction, OWNER_PATH, { intent: "delete-set", setId: mine.id }, { cookie });
    expect(res).toMatchObject({ status: 303, location: OWNER_PATH, toast: SET_DELETED });
    expect(await count("gallery_sets", "id = ?", mine.id)).toBe(0);
    expect(await count("gallery_photos", "set_id = ?", mine.id)).toBe(0);
    for (const key of keys) {
      expect(await env.MEDIA.head(key), key).toBeNull();
      expect(await count("media_uploads", "key = ?", key)).toBe(0);
    }
    const twice = await fetcherPost(ownerAction, OWNER_PATH, { intent: "delete-set", setId: mine.id }, { cookie });
    expect(twice.status).toBe(404);
  });

  it("admins publish for any listing they name, and delete any set", async () => {
    const p = await listing();
    const { user, cookie } = await signedIn({ role: "admin" });
    const missing = await fetcherPost(adminAction, ADMIN_PATH, setForm(), { cookie });
    expect(errors(missing).providerId).toEqual([PROVIDER_REQUIRED]);
    const unknown = await fetcherPost(adminAction, ADMIN_PATH, setForm({ providerId: "no-such-provider" }), { cookie });
    expect(errors(unknown).providerId).toEqual([PROVIDER_UNKNOWN]);
    expect(await count("gallery_sets")).toBe(0);
    const { consent: _c, ...noConsent } = setForm({ providerId: p.id });
    expect(errors(await fetcherPost(adminAction, ADMIN_PATH, noConsent, { cookie })).consent).toEqual([CONSENT_REQUIRED]);

    const res = await plainPost(adminAction, ADMIN_PATH, setForm({ providerId: p.id, procedure: "rhinoplasty" }), { cookie });
    expect(res).toMatchObject({ status: 303, location: ADMIN_PATH, toast: SET_ADDED });
    const [set] = await setsIn(p.id);
    expect(set).toMatchObject({ procedure: "rhinoplasty", consent_by: user.id, consent_email: user.email, created_by: user.id });
    const page = await adminLoader(routeArgs(`${ADMIN_PATH}?provider=${p.id}`, { headers: { Cookie: cookie } }));
    expect(page.provider?.name).toBe(p.name);
    expect(page.sets.map((s) => s.id)).toEqual([set!.id]);

    const owners = await insertGallerySet({ providerId: p.id });
    const keys = (await photoKeys(owners.id)).map((ph) => ph.r2_key);
    const deleted = await fetcherPost(adminAction, ADMIN_PATH, { intent: "delete-set", setId: owners.id }, { cookie });
    expect(deleted.status).toBe(303);
    for (const key of keys) expect(await env.MEDIA.head(key)).toBeNull();
    expect(await count("gallery_sets", "provider_id = ?", p.id)).toBe(1);

    // Not for anyone else, and the admin's grant route gives admins before & after grants.
    for (const spec of [{ role: "patient" }, { role: "provider", providerId: p.id, practiceRole: "owner" }] as const) {
      const other = await signedIn(spec);
      const refused = await fetcherPost(adminAction, ADMIN_PATH, setForm({ providerId: p.id }), { cookie: other.cookie });
      expect(refused.status, spec.role).toBe(403);
    }
    const grant = await fetcherPost(
      adminGrantAction,
      "/uploads/provider-photo",
      { kind: "before_after", contentType: "image/png", sizeBytes: "100", originalBytes: "100" },
      { cookie },
    );
    expect(grant.status).toBe(201);
    expect(await count("gallery_sets", "provider_id = ?", p.id)).toBe(1);
  });

  it("publishing and deleting purge the provider's pages and the gallery pages the set shows on", async () => {
    const p = await listing({ type: "dermatologist", city: "Miami Beach", state: "Florida" });
    const { cookie } = await ownerOf(p.id);
    const paths = [
      `/provider/${p.id}`,
      `/provider/${p.id}.data`,
      "/gallery",
      "/gallery.data",
      "/gallery?procedure=botox",
      "/gallery?type=dermatologist",
      "/gallery?state=FL",
      "/gallery?state=FL&city=Miami+Beach",
      "/gallery.data?procedure=botox&type=dermatologist&state=FL&city=Miami+Beach",
      `/gallery?provider=${p.id}`,
    ];
    const key = (path: string) => cacheKey(`${TEST_ORIGIN}${path}`);
    const cacheAll = async () => {
      for (const path of paths)
        await defaultCache().put(key(path), new Response("cached", { headers: { "Cache-Control": PUBLIC_CACHE_CONTROL } }));
    };
    await cacheAll();
    expect(await defaultCache().match(key("/gallery?state=FL"))).toBeDefined();
    const res = await fetcherPost(ownerAction, OWNER_PATH, setForm(), { cookie });
    expect(res.status).toBe(303);
    for (const path of paths) expect(await defaultCache().match(key(path)), path).toBeUndefined();
    await cacheAll();
    const [set] = await setsIn(p.id);
    expect((await fetcherPost(ownerAction, OWNER_PATH, { intent: "delete-set", setId: String(set!.id) }, { cookie })).status).toBe(303);
    for (const path of paths) expect(await defaultCache().match(key(path)), path).toBeUndefined();
  });

  it("the daily clean-up keeps set photos older than a day and still removes unused uploads", async () => {
    const p = await listing();
    const { user, cookie } = await ownerOf(p.id);
    expect((await fetcherPost(ownerAction, OWNER_PATH, setForm(), { cookie })).status).toBe(303);
    const [set] = await setsIn(p.id);
    const keys = (await photoKeys(String(set!.id))).map((ph) => ph.r2_key);
    // An upload of the same kind that no set holds.
    const unused = await fetcherPost(ownerAction, OWNER_PATH, setForm({ consent: "" }), { cookie });
    expect(unused.status).toBe(400);
    await env.DB.prepare(
      "INSERT INTO media_uploads (id, user_id, key, purpose, max_bytes, expires_at, completed_at, created_at) VALUES (?, ?, ?, 'photo_before_after', 1, 0, 0, 0)",
    )
      .bind(crypto.randomUUID(), user.id, "providers/before_after/unused")
      .run();
    await env.MEDIA.put("providers/before_after/unused", PNG_BYTES);
    const later = Date.now() + ORPHANED_AFTER_MS + 60_000;
    expect(await sweepOrphanedProviderPhotos(later)).toBe(1);
    for (const k of keys) expect(await env.MEDIA.head(k), k).not.toBeNull();
    expect(await env.MEDIA.head("providers/before_after/unused")).toBeNull();
  });
});

describe("/gallery and the profile", () => {
  it("filters by procedure, provider type, state and city; each set links to its provider; pages hold 12", async () => {
    const [miami, austin, dallas] = [
      await listing({ name: "Miami Glow", type: "medspa", city: "Miami", state: "FL" }),
      await listing({ name: "Austin Derm", type: "dermatologist", city: "Austin", state: "Texas" }),
      await listing({ name: "Dallas Nose", type: "board-certified-plastic-surgeon", city: "Dallas", state: "TX" }),
    ];
    await insertGallerySet({ providerId: miami.id, procedure: "botox", caption: "Miami botox" });
    await insertGallerySet({ providerId: austin.id, procedure: "botox", caption: "Austin botox" });
    await insertGallerySet({ providerId: dallas.id, procedure: "rhinoplasty", caption: "Dallas nose" });
    const captions = async (path: string) => {
      const data = (await galleryAt(path)) as Awaited<ReturnType<typeof galleryLoader>>;
      return data.page.sets.map((s) => s.caption);
    };
    expect(await captions("/gallery")).toEqual(["Dallas nose", "Austin botox", "Miami botox"]);
    expect(await captions("/gallery?procedure=botox")).toEqual(["Austin botox", "Miami botox"]);
    expect(await captions("/gallery?type=dermatologist")).toEqual(["Austin botox"]);
    // A state written as its name or its code.
    expect(await captions("/gallery?state=TX")).toEqual(["Dallas nose", "Austin botox"]);
    expect(await captions("/gallery?state=TX&city=Austin")).toEqual(["Austin botox"]);
    expect(await captions("/gallery?procedure=rhinoplasty&state=FL")).toEqual([]);
    expect(await captions(`/gallery?provider=${miami.id}`)).toEqual(["Miami botox"]);
    const data = (await galleryAt("/gallery?procedure=botox")) as Awaited<ReturnType<typeof galleryLoader>>;
    expect(data.page.sets.map((s) => [s.provider.id, s.procedureName])).toEqual([
      [austin.id, "Botox"],
      [miami.id, "Botox"],
    ]);
    for (const set of data.page.sets)
      for (const photo of set.photos) {
        expect(photo.url).toMatch(/^\/media\/providers\/before_after\//);
        expect([photo.width, photo.height]).toEqual([4, 3]);
      }
    // The filters offer what has sets.
    expect(data.options.states.map((s) => s.code)).toEqual(["FL", "TX"]);
    expect(data.options.types).toEqual(["board-certified-plastic-surgeon", "dermatologist", "medspa"]);
    expect(data.options.cities).toEqual([
      { city: "Austin", state: "TX" },
      { city: "Dallas", state: "TX" },
      { city: "Miami", state: "FL" },
    ]);
    expect(NO_MATCHING_SETS).toBe("No before & after sets match these filters.");

    // 13 sets: 12 on page 1, 1 on page 2.
    for (let i = 0; i < 10; i++) await insertGallerySet({ providerId: dallas.id, procedure: "rhinoplasty" });
    const first = (await galleryAt("/gallery")) as Awaited<ReturnType<typeof galleryLoader>>;
    const second = (await galleryAt("/gallery?page=2")) as Awaited<ReturnType<typeof galleryLoader>>;
    expect([first.page.sets.length, first.page.pages, second.page.sets.length, second.page.total]).toEqual([12, 2, 1, 13]);
    expect(second.page.sets[0]?.caption).toBe("Miami botox");
  });

  it("sends other spellings of the same filters to the canonical URL (the GET form's empty fields, unknown values)", async () => {
    for (const [asked, canonical] of [
      ["/gallery?procedure=botox&type=&state=&city=", "/gallery?procedure=botox"],
      ["/gallery?state=tx&procedure=botox", "/gallery?procedure=botox&state=TX"],
      ["/gallery?procedure=nope&page=1", "/gallery"],
      ["/gallery.data?procedure=&state=FL", "/gallery?state=FL"],
    ]) {
      const res = await galleryAt(asked!);
      expect(res instanceof Response, asked).toBe(true);
      expect((res as Response).headers.get("Location"), asked).toBe(canonical);
    }
    expect(await galleryAt("/gallery?procedure=botox&state=TX")).not.toBeInstanceOf(Response);
  });

  it("the profile's Before & After shows the provider's sets and keeps its photo-tool photos", async () => {
    const p = await listing();
    await insertGallerySet({ providerId: p.id, procedure: "dermal-fillers", title: "Lips" });
    await env.DB.prepare(
      "INSERT INTO provider_photos (id, provider_id, kind, url, width, height, position) VALUES (?, ?, 'before_after', '/lovable-uploads/providers/provider-1.svg', 800, 600, 0)",
    )
      .bind(crypto.randomUUID(), p.id)
      .run();
    const data = await providerLoader(routeArgs(`/provider/${p.id}`, { params: { providerId: p.id } }));
    const page = data instanceof Response ? null : "data" in (data as object) ? (data as { data: typeof data }).data : data;
    const loaded = page as Exclude<Awaited<ReturnType<typeof providerLoader>>, { data: unknown }>;
    expect(loaded.gallerySets.sets.map((s) => [s.procedureName, s.title])).toEqual([["Dermal Fillers", "Lips"]]);
    expect(loaded.beforeAfter.preview).toHaveLength(1);
  });

  it("gallery is a reserved link-in-bio name and a sitemap page", async () => {
    expect(RESERVED_USERNAMES.has("gallery")).toBe(true);
    expect(staticSitemapXml(TEST_ORIGIN)).toContain(`<loc>${TEST_ORIGIN}/gallery</loc>`);
  });
});
