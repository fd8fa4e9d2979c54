/**
 * Issue 14: the photo and website import tool. Provider photo grants per kind and the bad-file
 * corpus against the real PUT endpoint and R2; /media/* headers; the D1 queue with spec 002 §4's
 * approve and reject rules and §5/§8's exact messages; the scheduled clean-up of orphans.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import "../fixtures/extraction/env";
import { createHttpApp } from "~/http/app.server";
import { action as photoImportAction, loader as photoImportLoader } from "~/routes/admin/photo-import";
import { action as grantAction } from "~/routes/uploads/provider-photo";
import { IMAGE_DAMAGED, IMAGE_TOO_MANY_PIXELS } from "~/media/image";
import { PHOTO_EMPTY, PHOTO_TOO_LARGE, PHOTO_WRONG_TYPE } from "~/media/photo-rules";
import { UPLOAD_LINK_EXPIRED, UPLOAD_LINK_INVALID, UPLOAD_LINK_USED, UPLOAD_TTL_MS } from "~/media/uploads.server";
import { cleanUpOrphanedUploads, ORPHANED_AFTER_MS } from "~/imports/photo-import.server";
import { NEED_PHOTOS_OR_DATA, NEED_PROVIDER, PROVIDER_GONE } from "~/imports/photo-import";
import { count, fetcherPost } from "../fixtures/actions";
import { insertProviders, providerRow } from "../fixtures/directory";
import { containsBytes, JPEG_BYTES, jpegWithMetadata, METADATA_MARKERS, pngClaiming, PNG_4X3 } from "../fixtures/images";
import { routeArgs, TEST_ORIGIN } from "../fixtures/route-args";
import { createUser, sessionCookie } from "../fixtures/users";

const PATH = "/admin/photo-import";
const fixtureSite = `http://127.0.0.1:${env.EXTRACTION_FIXTURE_PORTS.split(",")[0]}`;

type Grant = { id: string; uploadUrl: string };

async function admin() {
  const user = await createUser({ role: "admin" });
  return { user, cookie: await sessionCookie(user.id) };
}

async function grant(cookie: string, kind: string, sizeBytes: number, originalBytes = sizeBytes) {
  return fetcherPost(
    grantAction,
    "/uploads/provider-photo",
    { kind, contentType: "image/jpeg", sizeBytes: String(sizeBytes), originalBytes: String(originalBytes) },
    { cookie },
  );
}

function put(url: string, body: BodyInit, headers: Record<string, string> = {}) {
  return exports.default.fetch(`http://localhost${url}`, { method: "PUT", body, headers });
}

/** Grants and PUTs one photo; returns the upload id. */
async function upload(cookie: string, kind: string, bytes: Uint8Array<ArrayBuffer> = JPEG_BYTES): Promise<string> {
  const reply = await grant(cookie, kind, bytes.byteLength);
  const g = reply.data.grant as Grant;
  const res = await put(g.uploadUrl, bytes);
  expect(res.status).toBe(201);
  return g.id;
}

async function r2Keys(prefix = "providers/"): Promise<string[]> {
  return (await env.MEDIA.list({ prefix })).objects.map((o) => o.key);
}

describe("provider photo grants and the bad-file corpus", () => {
  it("grants per kind to admins only; refuses an original over 2 MB and a zero-byte photo before any upload", async () => {
    const { cookie } = await admin();
    const ok = await grant(cookie, "before_after", 1000, 2 * 1024 * 1024);
    expect(ok.status).toBe(201);
    expect((ok.data.grant as Grant).uploadUrl).toMatch(/^\/media\/upload\/[0-9a-f-]{36}\?sig=/);
    const big = await grant(cookie, "location", 1000, 2 * 1024 * 1024 + 1);
    expect([big.status, (big.data.result as { error: Record<string, string[]> }).error.originalBytes]).toEqual([400, [PHOTO_TOO_LARGE]]);
    const huge = await grant(cookie, "location", 30 * 1024 * 1024, 30 * 1024 * 1024);
    expect(huge.status).toBe(400);
    const empty = await grant(cookie, "profile", 0);
    expect([empty.status, empty.data.toast?.description ?? JSON.stringify(empty.data.result)]).toEqual([
      400,
      expect.stringContaining(PHOTO_EMPTY),
    ]);
    const patient = await createUser({ role: "patient" });
    expect((await grant(await sessionCookie(patient.id), "profile", 1000)).status).toBe(403);
  });

  it("refuses each bad file with a clear message and leaves nothing in R2", async () => {
    const { cookie } = await admin();
    const already = await r2Keys();
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const php = new TextEncoder().encode("<?php system($_GET['c']); ?>");
    const polyglot = new TextEncoder().encode("GIF89a/*\x01\x00\x01\x00\x00\x00\x00*/=1;alert(document.domain)//;");
    const truncated = JPEG_BYTES.subarray(0, JPEG_BYTES.length - 2);
    const flood = pngClaiming(20_000, 20_000);
    for (const [bytes, status, message] of [
      [php, 415, PHOTO_WRONG_TYPE],
      [svg, 415, PHOTO_WRONG_TYPE],
      [polyglot, 415, PHOTO_WRONG_TYPE],
      [truncated, 422, IMAGE_DAMAGED],
      [flood, 422, IMAGE_TOO_MANY_PIXELS],
    ] as const) {
      const g = (await grant(cookie, "location", bytes.byteLength)).data.grant as Grant;
      const res = await put(g.uploadUrl, bytes);
      expect([res.status, (await res.json<{ error: string }>()).error]).toEqual([status, message]);
    }
    // A PUT larger than it was signed for (also without a Content-Length to trust).
    const small = (await grant(cookie, "location", 100)).data.grant as Grant;
    const over = await put(small.uploadUrl, new ReadableStream({ start: (c) => (c.enqueue(JPEG_BYTES), c.close()) }));
    expect([over.status, (await over.json<{ error: string }>()).error]).toEqual([413, PHOTO_TOO_LARGE]);
    // A zero-byte body.
    const zero = (await grant(cookie, "location", 10)).data.grant as Grant;
    const none = await put(zero.uploadUrl, new Uint8Array());
    expect([none.status, (await none.json<{ error: string }>()).error]).toEqual([400, PHOTO_EMPTY]);
    // A URL signed for another upload.
    const a = (await grant(cookie, "location", JPEG_BYTES.byteLength)).data.grant as Grant;
    const b = (await grant(cookie, "location", JPEG_BYTES.byteLength)).data.grant as Grant;
    const swapped = `/media/upload/${a.id}?${b.uploadUrl.split("?")[1]}`;
    const wrong = await put(swapped, JPEG_BYTES);
    expect([wrong.status, (await wrong.json<{ error: string }>()).error]).toEqual([403, UPLOAD_LINK_INVALID]);
    expect(await r2Keys()).toEqual(already);
    // Reused: the first PUT stores, the second is refused.
    expect((await put(a.uploadUrl, JPEG_BYTES)).status).toBe(201);
    const again = await put(a.uploadUrl, JPEG_BYTES);
    expect([again.status, (await again.json<{ error: string }>()).error]).toEqual([410, UPLOAD_LINK_USED]);
    // Expired.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + UPLOAD_TTL_MS + 1);
    const late = await put(b.uploadUrl, JPEG_BYTES);
    vi.useRealTimers();
    expect([late.status, (await late.json<{ error: string }>()).error]).toEqual([410, UPLOAD_LINK_EXPIRED]);
    expect(await r2Keys()).toHaveLength(already.length + 1);
  });

  it("stores the photo without its EXIF and GPS data and serves it from /media/ with the listed headers", async () => {
    const { cookie } = await admin();
    const withGps = jpegWithMetadata();
    const g = (await grant(cookie, "profile", withGps.byteLength)).data.grant as Grant;
    const res = await put(g.uploadUrl, withGps);
    const { url } = await res.json<{ url: string }>();
    expect(url).toMatch(/^\/media\/providers\/profile\//);
    const served = await exports.default.fetch(`http://localhost${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/jpeg");
    expect(served.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(served.headers.get("ETag")).toMatch(/^"[0-9a-f]+"$/);
    const bytes = new Uint8Array(await served.arrayBuffer());
    for (const marker of METADATA_MARKERS) expect(containsBytes(bytes, marker)).toBe(false);
    expect((await exports.default.fetch("http://localhost/media/providers/profile/nope")).status).toBe(404);
  });
});

async function queue(cookie: string, form: Record<string, string>) {
  return fetcherPost(photoImportAction, PATH, { intent: "queue", ...form }, { cookie });
}
const messageOf = (reply: { data: Record<string, unknown> }) =>
  (reply.data.result as { error?: Record<string, string[]> }).error?.[""]?.[0] ??
  Object.values((reply.data.result as { error?: Record<string, string[]> }).error ?? {})[0]?.[0];

async function queueList(cookie: string) {
  const data = await photoImportLoader(routeArgs(PATH, { headers: { Cookie: cookie } }));
  return data.queue;
}

/** A new provider's name and place, typed in the tool (issue 45 item 2). */
const TYPED = { name: "Typed Spa", city: "Austin", state: "TX" };

const SCRAPED = {
  practice_name: "Glow Aesthetics",
  type: "Med Spa",
  location: { city: "Austin", state: "TX", address: "1 Main St" },
  contact: { phone: "512-555-0100", email: "hi@glow.example" },
  services: ["Botox", "Fillers"],
  confidence_score: 85,
};

describe("the import queue (spec 002 §4)", () => {
  it("refuses an empty item and an update without a provider with the spec's messages, storing nothing", async () => {
    const { cookie } = await admin();
    const empty = await queue(cookie, { mode: "create", photos: "[]" });
    expect([empty.status, messageOf(empty)]).toEqual([400, NEED_PHOTOS_OR_DATA]);
    const photo = await upload(cookie, "location");
    const noProvider = await queue(cookie, { mode: "update", photos: JSON.stringify([{ uploadId: photo, kind: "location" }]) });
    expect([noProvider.status, messageOf(noProvider)]).toEqual([400, NEED_PROVIDER]);
    expect(await count("photo_import_items")).toBe(0);
  });

  it("creates a provider with §9's defaults and its photos; the queue shows title, counts and the final state", async () => {
    const { cookie } = await admin();
    const profile = await upload(cookie, "profile");
    const locations = [await upload(cookie, "location"), await upload(cookie, "location")];
    const before = await upload(cookie, "before_after", PNG_4X3);
    const photos = [
      { uploadId: profile, kind: "profile", title: "Dr Glow" },
      ...locations.map((uploadId) => ({ uploadId, kind: "location" })),
      { uploadId: before, kind: "before_after" },
    ];
    const queued = await queue(cookie, {
      mode: "create",
      photos: JSON.stringify(photos),
      website: "https://glow.example/",
      scrapedData: JSON.stringify(SCRAPED),
    });
    expect([queued.status, queued.data.toast?.title]).toEqual([200, "Added to import queue"]);
    // The same uploads cannot be queued twice.
    expect(messageOf(await queue(cookie, { mode: "create", photos: JSON.stringify(photos), ...TYPED }))).toBe(
      "The uploaded photo could not be found. Please choose it again.",
    );
    let list = await queueList(cookie);
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({
      title: "Glow Aesthetics",
      website: "https://glow.example/",
      status: "pending",
      counts: { profile: 1, location: 2, before_after: 1 },
    });
    const itemId = list.items[0]!.id;
    const approved = await fetcherPost(photoImportAction, PATH, { intent: "approve", itemId }, { cookie });
    expect(approved.data.toast?.title).toBe("Glow Aesthetics created successfully!");
    const provider = await env.DB.prepare("SELECT * FROM providers WHERE id = ?").bind(`photo-${itemId}`).first<Record<string, unknown>>();
    expect(provider).toMatchObject({
      name: "Glow Aesthetics",
      city: "Austin",
      state: "TX",
      rating: 4.5,
      review_count: 0,
      is_verified: 1,
      is_featured: 0,
      consultation_fee: "$150",
      years_experience: 5,
      website: "https://glow.example/",
      practice_phone: "512-555-0100",
    });
    // The scraped services are its specialties (shown on its card and profile), not the fallback.
    expect(JSON.parse(provider!.specialties as string)).toEqual(["Botox", "Fillers"]);
    expect(JSON.parse(provider!.services_offered as string)).toEqual(["Botox", "Fillers"]);
    expect(provider!.image).toMatch(/^\/media\/providers\/profile\//);
    const kinds = await env.DB.prepare("SELECT kind, count(*) AS n FROM provider_photos WHERE provider_id = ? GROUP BY kind ORDER BY kind")
      .bind(`photo-${itemId}`)
      .all();
    expect(kinds.results).toEqual([
      { kind: "before_after", n: 1 },
      { kind: "practice", n: 2 },
      { kind: "profile", n: 1 },
    ]);
    list = await queueList(cookie);
    expect(list.items[0]!.status).toBe("approved");
    const twice = await fetcherPost(photoImportAction, PATH, { intent: "approve", itemId }, { cookie });
    expect([twice.status, messageOf(twice)]).toEqual([409, "This import was already approved."]);
    expect(await count("admin_audit_log", "action = 'photo_import.approve'")).toBe(1);
  });

  it('the queue is empty until an item is queued (the page hides it while empty, then heads it "Import Queue (1)")', async () => {
    const { cookie } = await admin();
    expect(await queueList(cookie)).toMatchObject({ total: 0, items: [] });
    const queued = await queue(cookie, {
      mode: "create",
      photos: "[]",
      website: "https://glow.example/",
      scrapedData: JSON.stringify(SCRAPED),
    });
    expect(queued.status).toBe(200);
    expect((await queueList(cookie)).total).toBe(1);
  });

  it("a new provider from photos only is asked for its name and place (never 'Unknown Provider · Unknown, Unknown'); typed, they make the listing", async () => {
    const { cookie } = await admin();
    const photo = await upload(cookie, "location");
    const photos = JSON.stringify([{ uploadId: photo, kind: "location" }]);
    const bare = await queue(cookie, { mode: "create", photos });
    expect([bare.status, messageOf(bare)]).toEqual([
      400,
      "A listing needs a name and a location: add the provider's name, city and state.",
    ]);
    const noPlace = await queue(cookie, { mode: "create", photos, name: "Typed Spa" });
    expect(messageOf(noPlace)).toBe("A listing needs a location: add the provider's city and state.");
    // Scraped data without a name: the typed name completes it.
    const noName = await queue(cookie, {
      mode: "create",
      photos,
      scrapedData: JSON.stringify({ ...SCRAPED, practice_name: "" }),
    });
    expect(messageOf(noName)).toBe("A listing needs a name: add the provider's name.");
    expect(await count("photo_import_items")).toBe(0);

    await queue(cookie, { mode: "create", photos, ...TYPED });
    const [item] = (await queueList(cookie)).items;
    expect(item!.title).toBe("Typed Spa");
    const approved = await fetcherPost(photoImportAction, PATH, { intent: "approve", itemId: item!.id }, { cookie });
    expect(approved.data.toast?.title).toBe("Typed Spa created successfully!");
    const provider = await env.DB.prepare("SELECT name, city, state, location, image, specialties FROM providers WHERE id = ?")
      .bind(`photo-${item!.id}`)
      .first();
    expect(provider).toEqual({
      name: "Typed Spa",
      city: "Austin",
      state: "TX",
      location: "Austin, TX",
      image: null,
      specialties: '["Aesthetic Treatments"]',
    });
  });

  it("an item queued before names were asked for is refused at approval with the same message, and stays pending", async () => {
    const { cookie, user } = await admin();
    const id = crypto.randomUUID();
    await env.DB.prepare("INSERT INTO photo_import_items (id, created_by, mode, photos) VALUES (?, ?, 'create', '[]')")
      .bind(id, user.id)
      .run();
    const refused = await fetcherPost(photoImportAction, PATH, { intent: "approve", itemId: id }, { cookie });
    expect([refused.status, messageOf(refused)]).toEqual([
      409,
      "A listing needs a name and a location: add the provider's name, city and state.",
    ]);
    expect(await count("photo_import_items", "id = ? AND status = 'pending'", id)).toBe(1);
    expect(await count("providers")).toBe(0);
  });

  it("updates an existing provider: profile replaced, photos appended, website set, services merged without duplicates", async () => {
    const { cookie } = await admin();
    await insertProviders([
      providerRow({ id: "dr-existing", name: "Dr. Existing", image: "/old.jpg", servicesOffered: ["Botox", "Peels"] }),
    ]);
    await env.DB.prepare(
      "INSERT INTO provider_photos (id, provider_id, kind, url, position) VALUES ('old-profile', 'dr-existing', 'profile', '/old.jpg', 0), ('old-practice', 'dr-existing', 'practice', '/p.jpg', 0)",
    ).run();
    const profile = await upload(cookie, "profile");
    const location = await upload(cookie, "location");
    await queue(cookie, {
      mode: "update",
      existingProviderId: "dr-existing",
      website: "https://existing.example/",
      scrapedData: JSON.stringify({ ...SCRAPED, services: ["botox", "Fillers"] }),
      photos: JSON.stringify([
        { uploadId: profile, kind: "profile" },
        { uploadId: location, kind: "location" },
      ]),
    });
    const [item] = (await queueList(cookie)).items;
    expect(item!.title).toBe("Update: Dr. Existing");
    const approved = await fetcherPost(photoImportAction, PATH, { intent: "approve", itemId: item!.id }, { cookie });
    expect(approved.data.toast?.title).toBe("Updated Dr. Existing successfully!");
    const provider = await env.DB.prepare("SELECT image, website, services_offered FROM providers WHERE id = 'dr-existing'").first<
      Record<string, string>
    >();
    expect(provider!.image).toMatch(/^\/media\/providers\/profile\//);
    expect(provider!.website).toBe("https://existing.example/");
    expect(JSON.parse(provider!.services_offered!)).toEqual(["Botox", "Peels", "Fillers"]);
    const photos = await env.DB.prepare(
      "SELECT kind, url, position FROM provider_photos WHERE provider_id = 'dr-existing' ORDER BY kind, position",
    ).all<Record<string, unknown>>();
    expect(photos.results.map((p) => [p.kind, p.position])).toEqual([
      ["practice", 0],
      ["practice", 1],
      ["profile", 0],
    ]);
    expect(photos.results.find((p) => p.kind === "profile")!.url).toBe(provider!.image);
  });

  it("an update whose provider is gone changes nothing, is approved and says so; reject marks it and says 'Import rejected'", async () => {
    const { cookie } = await admin();
    await insertProviders([providerRow({ id: "dr-gone", name: "Dr. Gone" })]);
    await queue(cookie, {
      mode: "update",
      existingProviderId: "dr-gone",
      scrapedData: JSON.stringify(SCRAPED),
      website: "https://gone.example/",
    });
    await env.DB.prepare("DELETE FROM providers WHERE id = 'dr-gone'").run();
    const photo = await upload(cookie, "before_after");
    await queue(cookie, { mode: "create", photos: JSON.stringify([{ uploadId: photo, kind: "before_after" }]), ...TYPED });
    const list = await queueList(cookie);
    const update = list.items.find((i) => i.title === "Update: Dr. Gone")!;
    const create = list.items.find((i) => i.title === "Typed Spa")!;
    const providersBefore = await count("providers");
    const approved = await fetcherPost(photoImportAction, PATH, { intent: "approve", itemId: update.id }, { cookie });
    expect(approved.data.toast?.title).toBe(PROVIDER_GONE);
    expect(await count("providers")).toBe(providersBefore);
    const rejected = await fetcherPost(photoImportAction, PATH, { intent: "reject", itemId: create.id }, { cookie });
    expect(rejected.data.toast?.title).toBe("Import rejected");
    const after = await queueList(cookie);
    expect(after.items.map((i) => [i.title, i.status]).sort()).toEqual([
      ["Typed Spa", "rejected"],
      ["Update: Dr. Gone", "approved"],
    ]);
    expect(await count("providers")).toBe(providersBefore);
  });

  it("a failure while approving answers 'Failed to process import' and leaves the item pending and nothing written", async () => {
    const { cookie } = await admin();
    const photo = await upload(cookie, "location");
    await queue(cookie, {
      mode: "create",
      photos: JSON.stringify([{ uploadId: photo, kind: "location" }]),
      scrapedData: JSON.stringify(SCRAPED),
    });
    const [item] = (await queueList(cookie)).items;
    const providersBefore = await count("providers");
    // A real D1 failure inside the approval's batch.
    await env.DB.prepare("CREATE TRIGGER refuse_photos BEFORE INSERT ON provider_photos BEGIN SELECT RAISE(ABORT, 'disk full'); END").run();
    try {
      const failed = await fetcherPost(photoImportAction, PATH, { intent: "approve", itemId: item!.id }, { cookie });
      expect([failed.status, messageOf(failed)]).toEqual([500, "Failed to process import"]);
    } finally {
      await env.DB.prepare("DROP TRIGGER refuse_photos").run();
    }
    expect((await queueList(cookie)).items[0]!.status).toBe("pending");
    expect(await count("providers")).toBe(providersBefore);
    expect(await count("leads")).toBe(0);
    expect(await count("admin_audit_log")).toBe(0);
    // Once the cause is gone, the same item is approved.
    const approved = await fetcherPost(photoImportAction, PATH, { intent: "approve", itemId: item!.id }, { cookie });
    expect(approved.data.toast?.title).toBe("Glow Aesthetics created successfully!");
  });

  it("refuses patients and guests", async () => {
    const patient = await createUser({ role: "patient" });
    const reply = await queue(await sessionCookie(patient.id), { mode: "create", scrapedData: JSON.stringify(SCRAPED) });
    expect(reply.status).toBe(403);
    expect(await count("photo_import_items")).toBe(0);
  });
});

describe("the edge cache after an approval (issue 31 item 20)", () => {
  it("an approved update purges every cached page of the provider: profile, photos, location and link-in-bio", async () => {
    const { cookie } = await admin();
    const id = `dr-cached-${crypto.randomUUID().slice(0, 8)}`;
    const username = `cached-${crypto.randomUUID().slice(0, 8)}`;
    await insertProviders([providerRow({ id, name: "Dr. Cached", linkInBioUsername: username })]);
    // The outer app with the real edge cache; the page itself is a stand-in (the test worker has no React Router build).
    const app = createHttpApp(
      async (request) =>
        new Response(`<p>${new URL(request.url).pathname}</p>`, { headers: { "Content-Type": "text/html; charset=utf-8" } }),
    );
    const cacheOf = async (path: string) => {
      const ctx = createExecutionContext();
      const response = await app.fetch(new Request(`${TEST_ORIGIN}${path}`), env, ctx);
      await response.text();
      await waitOnExecutionContext(ctx);
      return response.headers.get("X-TruSelf-Cache");
    };
    const pages = [`/provider/${id}`, `/provider/${id}/photos`, `/provider/${id}/photos.data`, `/location/${id}`, `/${username}`];
    for (const page of pages) await cacheOf(page);
    for (const page of pages) expect([page, await cacheOf(page)]).toEqual([page, "HIT"]);

    const photo = await upload(cookie, "location");
    await queue(cookie, { mode: "update", existingProviderId: id, photos: JSON.stringify([{ uploadId: photo, kind: "location" }]) });
    const [item] = (await queueList(cookie)).items;
    const approved = await fetcherPost(photoImportAction, PATH, { intent: "approve", itemId: item!.id }, { cookie });
    expect(approved.data.toast?.title).toBe("Updated Dr. Cached successfully!");
    // The next visitor of any of them gets the page as it is now, not the copy of a minute ago.
    for (const page of pages) expect([page, await cacheOf(page)]).toEqual([page, "MISS"]);
  });
});

describe("the Website Data Scraping panel's action", () => {
  it("scrapes a fixture site into §3's fields, and says 'Failed to scrape website' with the cause otherwise", async () => {
    const { cookie } = await admin();
    const ok = await fetcherPost(
      photoImportAction,
      PATH,
      { intent: "scrape", url: `${fixtureSite}/sites/squarespace-medspa/` },
      { cookie },
    );
    expect([ok.status, ok.data.toast?.title]).toEqual([200, "Website scraped successfully!"]);
    expect(ok.data.scraped).toMatchObject({ practice_name: expect.any(String), confidence_score: expect.any(Number) });
    expect(Object.keys(ok.data.scraped as object).sort()).toEqual([
      "confidence_score",
      "contact",
      "location",
      "practice_name",
      "services",
      "type",
    ]);
    const bad = await fetcherPost(photoImportAction, PATH, { intent: "scrape", url: "http://10.0.0.1/" }, { cookie });
    expect(bad.status).toBe(422);
    expect(messageOf(bad)).toMatch(/^Failed to scrape website: /);
    const empty = await fetcherPost(photoImportAction, PATH, { intent: "scrape", url: "" }, { cookie });
    expect(messageOf(empty)).toBe("Please enter the website's address.");
  });
});

describe("the scheduled clean-up of orphaned uploads", () => {
  it("removes a day-old rejected import's photos and never-queued uploads, keeps pending and approved ones", async () => {
    const { cookie } = await admin();
    const rejectedPhoto = await upload(cookie, "location");
    const pendingPhoto = await upload(cookie, "location");
    const approvedPhoto = await upload(cookie, "profile");
    const neverQueued = await upload(cookie, "before_after");
    await queue(cookie, { mode: "create", photos: JSON.stringify([{ uploadId: rejectedPhoto, kind: "location" }]), ...TYPED });
    const [rejectItem] = (await queueList(cookie)).items;
    await fetcherPost(photoImportAction, PATH, { intent: "reject", itemId: rejectItem!.id }, { cookie });
    await queue(cookie, { mode: "create", photos: JSON.stringify([{ uploadId: pendingPhoto, kind: "location" }]), ...TYPED });
    await queue(cookie, { mode: "create", photos: JSON.stringify([{ uploadId: approvedPhoto, kind: "profile" }]), ...TYPED });
    const approveItem = (await queueList(cookie)).items[0]!;
    await fetcherPost(photoImportAction, PATH, { intent: "approve", itemId: approveItem.id }, { cookie });
    const stored = async () =>
      await Promise.all(
        [rejectedPhoto, pendingPhoto, approvedPhoto, neverQueued].map(async (id) => {
          const row = await env.DB.prepare("SELECT key FROM media_uploads WHERE id = ?").bind(id).first<{ key: string }>();
          return row ? Boolean(await env.MEDIA.head(row.key)) : false;
        }),
      );
    const keysOf = await env.DB.prepare("SELECT id, key FROM media_uploads").all<{ id: string; key: string }>();
    expect(await stored()).toEqual([true, true, true, true]);
    // Within the day nothing goes.
    expect((await cleanUpOrphanedUploads()).providerPhotos).toBe(0);
    const removed = await cleanUpOrphanedUploads(Date.now() + ORPHANED_AFTER_MS + 1000);
    expect(removed.providerPhotos).toBe(2);
    const left = await env.DB.prepare("SELECT id FROM media_uploads ORDER BY id").all<{ id: string }>();
    expect(left.results.map((r) => r.id).sort()).toEqual([pendingPhoto, approvedPhoto].sort());
    for (const { id, key } of keysOf.results)
      expect(Boolean(await env.MEDIA.head(key)), id).toBe(id === pendingPhoto || id === approvedPhoto);
  });
});
