import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { PROVIDER_NOT_FOUND } from "~/provider-profile/profile.server";
import { ANONYMOUS_AUTHOR } from "~/reviews/reviews.server";
import { loader as procedureLoader } from "~/routes/public/browse-procedures.$slug";
import { loader as locationLoader } from "~/routes/public/location.$locationId";
import { loader as providerLoader } from "~/routes/provider/_index";
import { loader as photosLoader } from "~/routes/provider/photos";
import { loader as robotsLoader } from "~/routes/public/robots.txt";
import { loader as sitemapIndexLoader } from "~/routes/public/sitemap.xml";
import { loader as sitemapPartLoader } from "~/routes/public/sitemaps.$part";
import { loader as usernameLoader } from "~/routes/public/$username";
import { loader as authLoader } from "~/routes/auth/auth";
import { jsonLdText } from "~/seo/meta";
import { insertProviders, providerRow, seedDirectory } from "../fixtures/directory";
import { routeArgs } from "../fixtures/route-args";
import { createUser } from "../fixtures/users";

type ProviderArgs = Parameters<typeof providerLoader>[0];
type PhotosArgs = Parameters<typeof photosLoader>[0];
type LocationArgs = Parameters<typeof locationLoader>[0];
type UsernameArgs = Parameters<typeof usernameLoader>[0];
type ProcedureArgs = Parameters<typeof procedureLoader>[0];
type SitemapPartArgs = Parameters<typeof sitemapPartLoader>[0];

const DAY = 86_400_000;

async function addReview(id: string, userId: string, providerId: string, daysAgo: number, rating = 5) {
  await env.DB.prepare(
    "INSERT INTO reviews (id, user_id, provider_id, rating, title, content, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
  )
    .bind(id, userId, providerId, rating, `Title ${id}`, `Content ${id}`, Date.now() - daysAgo * DAY, Date.now() - daysAgo * DAY)
    .run();
}

async function addQuestion(id: string, userId: string, providerId: string, answer: string | null, daysAgo: number) {
  await env.DB.prepare(
    "INSERT INTO provider_questions (id, user_id, provider_id, question, answer, answered_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
  )
    .bind(id, userId, providerId, `Question ${id}?`, answer, answer ? Date.now() : null, Date.now() - daysAgo * DAY)
    .run();
}

async function addPhotos(providerId: string, kind: string, n: number) {
  for (let i = 0; i < n; i++) {
    await env.DB.prepare("INSERT INTO provider_photos (id, provider_id, kind, url, position) VALUES (?, ?, ?, ?, ?)")
      .bind(`${providerId}-${kind}-${i}`, providerId, kind, `/lovable-uploads/stock/botox.svg?${kind}${i}`, i)
      .run();
  }
}

describe("provider profile loader", () => {
  it("returns reviews newest first with authors' full names, 'Anonymous User' when a name is missing, and answered questions only", async () => {
    await seedDirectory();
    const named = await createUser();
    const nameless = await createUser();
    await env.DB.prepare("UPDATE users SET first_name = '', last_name = ' ' WHERE id = ?").bind(nameless.id).run();
    await addReview("old", named.id, "1", 10, 4);
    await addReview("new", nameless.id, "1", 1, 5);
    await addQuestion("answered", named.id, "1", "Yes, we do.", 3);
    await addQuestion("open", named.id, "1", null, 1);

    const result = await providerLoader(routeArgs<ProviderArgs>("/provider/1", { params: { providerId: "1" } }));
    if (!("jsonLd" in result)) throw new Error("expected a provider");
    expect(result.provider.name).toBe("Dr. Olivia Carter");
    expect(result.reviews.map((r) => [r.id, r.authorName])).toEqual([
      ["new", ANONYMOUS_AUTHOR],
      ["old", `Test ${named.lastName}`],
    ]);
    expect(ANONYMOUS_AUTHOR).toBe("Anonymous User");
    expect(result.questions.map((q) => [q.id, q.answer])).toEqual([["answered", "Yes, we do."]]);
  });

  it("previews 2 before & after photos with a '+N more' tile of the real remainder, and nothing stands in for missing photos", async () => {
    await insertProviders([providerRow({ id: "ba-many" }), providerRow({ id: "ba-few" }), providerRow({ id: "ba-none" })]);
    await addPhotos("ba-many", "before_after", 9);
    await addPhotos("ba-few", "before_after", 3);
    const load = async (id: string) => {
      const r = await providerLoader(routeArgs<ProviderArgs>(`/provider/${id}`, { params: { providerId: id } }));
      if (!("jsonLd" in r)) throw new Error("expected a provider");
      return r.beforeAfter;
    };
    expect(await load("ba-many")).toMatchObject({ more: 7 });
    expect((await load("ba-many")).preview).toHaveLength(2);
    expect(await load("ba-few")).toMatchObject({ more: 1 });
    // No photos: no stock pictures and no "+4 more" (issue 31).
    expect(await load("ba-none")).toEqual({ preview: [], more: 0 });
  });

  it("describes doctors as Physician and businesses as MedicalBusiness, with address, rating and reviews", async () => {
    await seedDirectory();
    const user = await createUser();
    await addReview("r1", user.id, "1", 1, 5);
    const doctor = await providerLoader(routeArgs<ProviderArgs>("/provider/1", { params: { providerId: "1" } }));
    const spa = await providerLoader(routeArgs<ProviderArgs>("/provider/6", { params: { providerId: "6" } }));
    if (!("jsonLd" in doctor) || !("jsonLd" in spa)) throw new Error("expected providers");
    expect(doctor.jsonLd).toMatchObject({
      "@type": "Physician",
      name: "Dr. Olivia Carter",
      url: "http://localhost:8787/provider/1",
      address: { "@type": "PostalAddress", addressLocality: "Beverly Hills", addressRegion: "CA", postalCode: "90210" },
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.9, reviewCount: 312 },
      review: [{ "@type": "Review", author: { name: `Test ${user.lastName}` }, reviewRating: { ratingValue: 5 } }],
    });
    expect(spa.jsonLd["@type"]).toBe("MedicalBusiness");
  });

  it("escapes '<' in JSON-LD so user text cannot close the script tag", () => {
    const text = jsonLdText({ reviewBody: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual({ reviewBody: "</script><script>alert(1)</script>" });
  });

  it("throws a 404 naming the missing provider for the root error boundary", async () => {
    await expect(providerLoader(routeArgs<ProviderArgs>("/provider/nope", { params: { providerId: "nope" } }))).rejects.toMatchObject({
      init: { status: 404 },
      data: { heading: "Provider not found", message: "This provider may have moved or is no longer listed." },
    });
  });
});

describe("photos, location and link-in-bio loaders", () => {
  it("groups every photo by kind", async () => {
    await insertProviders([providerRow({ id: "gallery" })]);
    await addPhotos("gallery", "before_after", 3);
    await addPhotos("gallery", "location", 2);
    const result = await photosLoader(routeArgs<PhotosArgs>("/provider/gallery/photos", { params: { providerId: "gallery" } }));
    expect(result.gallery.groups.map((g) => [g.kind, g.photos.length])).toEqual([
      ["before_after", 3],
      ["location", 2],
    ]);
    await env.DB.prepare(
      "INSERT INTO provider_photos (id, provider_id, kind, url, position) VALUES ('bad', 'gallery', 'location', 'javascript:alert(1)', 9)",
    ).run();
    const again = await photosLoader(routeArgs<PhotosArgs>("/provider/gallery/photos", { params: { providerId: "gallery" } }));
    expect(again.gallery.groups.flatMap((g) => g.photos.map((p) => p.url)).some((u) => u.startsWith("javascript:"))).toBe(false);
    // The same not-found page as the profile's, not a bare heading.
    await expect(photosLoader(routeArgs<PhotosArgs>("/provider/x/photos", { params: { providerId: "x" } }))).rejects.toMatchObject({
      init: { status: 404 },
      data: PROVIDER_NOT_FOUND,
    });
  });

  it("location page: at most 2 photos, a count of at least 6, the provider for the staff card", async () => {
    await insertProviders([
      providerRow({ id: "loc-a", practiceName: "Alpha Clinic", practiceAddress: "1 Main St, Austin, TX 78701" }),
      providerRow({ id: "loc-b" }),
    ]);
    await addPhotos("loc-a", "location", 8);
    const a = await locationLoader(routeArgs<LocationArgs>("/location/loc-a", { params: { locationId: "loc-a" } }));
    expect(a.location.location).toMatchObject({ name: "Alpha Clinic", address: "1 Main St, Austin, TX 78701" });
    expect(a.location.photos).toHaveLength(2);
    expect(a.location.photoCount).toBe(8);
    expect(a.location.provider.id).toBe("loc-a");
    const b = await locationLoader(routeArgs<LocationArgs>("/location/loc-b", { params: { locationId: "loc-b" } }));
    expect(b.location.photos).toHaveLength(2); // stock views stand in for missing photos
    expect(b.location.photoCount).toBe(6);
    await expect(locationLoader(routeArgs<LocationArgs>("/location/zzz", { params: { locationId: "zzz" } }))).rejects.toMatchObject({
      init: { status: 404 },
      data: { heading: "Location not found" },
    });
  });

  it("link-in-bio: the two usernames resolve; anything else is a 404", async () => {
    await seedDirectory();
    const layla = await usernameLoader(routeArgs<UsernameArgs>("/drlaylahassan", { params: { username: "drlaylahassan" } }));
    expect(layla.provider).toMatchObject({ id: "3", name: "Dr. Layla Hassan", username: "drlaylahassan" });
    expect(layla.provider.website).toMatch(/^https:\/\//);
    const mia = await usernameLoader(routeArgs<UsernameArgs>("/MiaThompson", { params: { username: "MiaThompson" } }));
    expect(mia.provider.id).toBe("mia-thompson");
    for (const username of ["nobody", "olivia", "<script>", "a".repeat(300)]) {
      await expect(usernameLoader(routeArgs<UsernameArgs>(`/${username}`, { params: { username } }))).rejects.toMatchObject({
        init: { status: 404 },
      });
    }
  });

  it("/auth leads to sign-in", () => {
    const res = authLoader();
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/signin");
  });
});

describe("procedure pages", () => {
  it("lists matching providers (case-insensitive specialty match), best rated first, limited", async () => {
    await seedDirectory();
    // With the seed's six, ten match: the page shows the best nine.
    await insertProviders([
      providerRow({ id: "lower", specialties: ["botox touch-ups"], rating: 5 }),
      ...[3.9, 3.8, 3.7].map((rating, i) => providerRow({ id: `low-${i}`, specialties: ["Botox"], rating })),
    ]);
    const result = await procedureLoader(routeArgs<ProcedureArgs>("/browse-procedures/botox", { params: { slug: "botox" } }));
    expect(result.procedure).toMatchObject({ name: "Botox", priceRange: "$300 - $600 per area" });
    expect(result.providers).toHaveLength(9);
    expect(result.providers.map((p) => p.id)).not.toContain("low-2");
    expect(result.providers[0]?.id).toBe("lower");
    for (const p of result.providers) expect(p.specialties.some((s) => s.toLowerCase().includes("botox"))).toBe(true);
    const ratings = result.providers.map((p) => p.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it("an unknown procedure is a 404", async () => {
    await expect(procedureLoader(routeArgs<ProcedureArgs>("/browse-procedures/nope", { params: { slug: "nope" } }))).rejects.toMatchObject({
      init: { status: 404 },
    });
  });
});

describe("sitemap and robots", () => {
  const part = (name: string) => sitemapPartLoader(routeArgs<SitemapPartArgs>(`/sitemaps/${name}`, { params: { part: name } }));

  it("robots.txt disallows private areas and names the sitemap", async () => {
    const text = await robotsLoader().text();
    for (const path of ["/admin", "/dashboard", "/profile", "/favorites", "/dev"]) expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toContain("Sitemap: http://localhost:8787/sitemap.xml");
  });

  it("lists every provider and location page and every procedure page", async () => {
    await seedDirectory();
    const indexResponse = await sitemapIndexLoader();
    expect(indexResponse.headers.get("content-type")).toMatch(/xml/);
    const index = await indexResponse.text();
    expect(index).toContain("<sitemapindex");
    expect(index).toContain("<loc>http://localhost:8787/sitemaps/static.xml</loc>");
    expect(index).toContain("<loc>http://localhost:8787/sitemaps/providers-1.xml</loc>");
    expect(index).not.toContain("providers-2.xml");
    const providers = await (await part("providers-1.xml")).text();
    expect(providers.match(/<url>/g)).toHaveLength(60);
    expect(providers).toContain("<loc>http://localhost:8787/provider/3</loc>");
    expect(providers).toContain("<loc>http://localhost:8787/location/mia-thompson</loc>");
    const statics = await (await part("static.xml")).text();
    expect(statics).toContain("<loc>http://localhost:8787/browse-procedures/rhinoplasty</loc>");
    expect(statics).toContain("<loc>http://localhost:8787/browse-procedures/thread-lift</loc>");
    expect((await part("providers-2.xml")).status).toBe(404);
    expect((await part("../etc.xml")).status).toBe(404);
  });

  it("splits 50,000 providers into parts of at most 45,000 URLs", async () => {
    await env.DB.prepare(
      "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 50000) " +
        "INSERT INTO providers (id, name, location) SELECT printf('bulk-%06d', i), 'Bulk ' || i, 'Austin, TX' FROM n",
    ).run();
    const index = await (await sitemapIndexLoader()).text();
    expect(index.match(/<sitemap>/g)).toHaveLength(4); // static + 3 provider parts
    const counts = [];
    for (const name of ["providers-1.xml", "providers-2.xml", "providers-3.xml"])
      counts.push(((await (await part(name)).text()).match(/<url>/g) ?? []).length);
    expect(counts).toEqual([45_000, 45_000, 10_000]);
  }, 120_000);
});
