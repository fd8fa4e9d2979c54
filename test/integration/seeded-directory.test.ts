/**
 * The directory `npm start` seeds (issue 48 item 5, decision 066): the same generated rows and
 * illustrations the seed writes (scripts/seed/directory.ts), inserted here into workerd's D1 and R2
 * with the 30 hand-written providers, then read through the app's own pages and queries: at least
 * three providers per common procedure within 25 miles of 90210 and of other large metros, every
 * credential state with its label, verified reviews and price medians, sets with consent records
 * and labelled sample illustrations. Deterministic and idempotent. The seed's time is printed.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import * as schema from "~/db/schema";
import { LICENSE_EXPIRED, LICENSE_SUSPENDED, CREDENTIALS_CHECKED } from "~/credentials/messages";
import { PROCEDURES } from "~/directory/procedures";
import { CONSENT_TEXT_VERSION } from "~/gallery/gallery-messages";
import { distanceMiles } from "~/geo/distance";
import { usPlaces } from "~/geo/places.server";
import { inspectImage } from "~/media/image";
import { procedurePrices } from "~/procedures/reported-prices.server";
import { amountCeiling } from "~/reviews/amount-bounds";
import { providerReviews } from "~/reviews/reviews.server";
import { loader as findDoctorsLoader } from "~/routes/public/find-doctors";
import { loader as galleryLoader } from "~/routes/public/gallery";
import { loader as providerLoader } from "~/routes/provider/_index";
import { loader as bookLoader } from "~/routes/provider/book";
import {
  generatedDirectory,
  generatedStatements,
  illustrationObjects,
  SAMPLE_CAPTION,
  SAMPLE_TITLE,
  type GeneratedDirectory,
} from "../../scripts/seed/directory";
import { COMMON_PROCEDURES, METROS } from "../../scripts/seed/metros";
import { insertStatements } from "../../scripts/seed/sql";
import { runStatements, seedDirectory } from "../fixtures/directory";
import { routeArgs } from "../fixtures/route-args";

const NOW = Date.UTC(2026, 11, 2, 12);

/** The seed's admin, who checked the credentials and attested the sets' consent. */
async function seedAdmin() {
  const at = new Date(NOW - 30 * 86_400_000);
  await runStatements(
    insertStatements(schema.users, [
      {
        id: "user-admin",
        email: "admin@truself.com",
        emailVerifiedAt: at,
        passwordHash: "not-a-hash",
        firstName: "Avery",
        lastName: "Admin",
        username: "admin",
        role: "admin",
        createdAt: at,
        updatedAt: at,
      },
    ]),
  );
}

/** What `npm run db:seed` writes: the 30 providers, the admin, the generated directory and its pictures. */
async function seed(): Promise<GeneratedDirectory> {
  const started = Date.now();
  const handWritten = await seedDirectory();
  await seedAdmin();
  const directory = generatedDirectory(await usPlaces(), NOW, "not-a-hash", { providers: handWritten, reviews: [] });
  await runStatements(generatedStatements(directory));
  for (const { key, bytes } of await illustrationObjects(directory))
    await env.MEDIA.put(key, bytes, { httpMetadata: { contentType: "image/png" } });
  console.log(
    `Seeded ${30 + directory.providers.length} providers and ${directory.sets.length} sets in workerd in ${Date.now() - started} ms.`,
  );
  return directory;
}

type FindArgs = Parameters<typeof findDoctorsLoader>[0];
async function total(query: string): Promise<number> {
  return (await findDoctorsLoader(routeArgs<FindArgs>(`/find-doctors${query}`))).result.total;
}

async function profile(id: string) {
  const data = await providerLoader(routeArgs(`/provider/${id}`, { params: { providerId: id } }));
  const page = data instanceof Response ? null : "data" in (data as object) ? (data as { data: typeof data }).data : data;
  return page as Exclude<Awaited<ReturnType<typeof providerLoader>>, { data: unknown }>;
}

describe("the seeded directory", { timeout: 90_000 }, () => {
  it("lists a few hundred providers, each at a real ZIP code point, and at least three per common procedure within 25 miles of 90210 and other metros", async () => {
    const directory = await seed();
    expect(await total("")).toBeGreaterThanOrEqual(300);
    const places = await usPlaces();
    for (const p of directory.providers) {
      expect(p.zipCode, p.id).toMatch(/^\d{5}$/);
      expect(places.geocode({ zipCode: p.zipCode }), p.id).toEqual({ latitude: p.latitude, longitude: p.longitude });
      expect(p.website, p.id).toMatch(/^https:\/\/www\.[a-z0-9]+\.example$/);
    }
    expect(new Set(directory.providers.map((p) => p.name)).size).toBe(directory.providers.length);
    // Languages in every listing: all in English, most in English alone, many with Spanish, some others; the bio agrees.
    const spoken = directory.providers.map((p) => p.languages ?? []);
    expect(spoken.every((l) => l[0] === "English")).toBe(true);
    expect(spoken.filter((l) => l.length === 1).length).toBeGreaterThan(spoken.length / 2);
    expect(spoken.filter((l) => l.join() === "English,Spanish").length).toBeGreaterThan(spoken.length / 5);
    expect(spoken.filter((l) => l.some((x) => x !== "English" && x !== "Spanish")).length).toBeGreaterThan(10);
    for (const p of directory.providers)
      expect(p.bio, p.id).toContain(`Consultations in ${(p.languages ?? []).join(", ").replace(/, ([^,]+)$/, " and $1")}.`);
    expect((await profile(directory.providers[0]!.id)).provider.languages).toEqual(directory.providers[0]!.languages);
    expect(new Set(directory.providers.map((p) => p.type)).size).toBeGreaterThanOrEqual(10);
    // Every metro, by distance from its ZIP code; then the page itself for 90210 and four cities.
    const short: string[] = [];
    for (const metro of METROS) {
      const center = places.geocode({ zipCode: metro.zip })!;
      for (const slug of COMMON_PROCEDURES) {
        const match = PROCEDURES.find((p) => p.slug === slug)!.match.toLowerCase();
        const near = directory.providers.filter(
          (p) =>
            distanceMiles(center, { latitude: p.latitude!, longitude: p.longitude! }) <= 25 &&
            (p.specialties ?? []).some((s) => s.toLowerCase().includes(match)),
        );
        if (near.length < 3) short.push(`${slug} near ${metro.zip}: ${near.length}`);
      }
    }
    for (const place of ["90210", "Chicago, IL", "Houston, TX", "Miami, FL", "Seattle, WA"])
      for (const slug of COMMON_PROCEDURES) {
        const found = await total(`?procedure=${slug}&near=${encodeURIComponent(place)}&radius=25`);
        if (found < 3) short.push(`${slug} near ${place}: ${found}`);
      }
    expect(short).toEqual([]);
    // Botox near 90210 as practices list it (per unit, per area, without a figure): a $400 budget leaves out
    // the one over it and keeps the one without a price.
    const botox = "?procedure=botox&place=90210&radius=25";
    expect(await total(`${botox}&budget=400`)).toBeLessThan(await total(botox));
    const bh = directory.providers.filter((p) => p.zipCode && p.pricing?.Botox && p.city && p.state === "CA");
    expect(bh.some((p) => p.pricing?.Botox === "Ask for a quote")).toBe(true);
    expect(bh.some((p) => /^\$\d{3} per area$/.test(p.pricing?.Botox ?? ""))).toBe(true);
    // Prices in the unit patients compare: Botox per unit, fillers per syringe.
    const injector = directory.providers.find((p) => p.pricing?.Botox)!;
    expect(injector.pricing?.Botox).toMatch(/^\$\d{2} per unit$/);
    expect(injector.pricing?.["Dermal Fillers"]).toMatch(/^\$[\d,]+ - \$[\d,]+ per syringe$/);
  });

  it("has credentials in every state, each with its label on the profile", async () => {
    const directory = await seed();
    const rows = await env.DB.prepare("SELECT status, count(*) AS n FROM provider_credentials GROUP BY status").all<{
      status: string;
      n: number;
    }>();
    const counts = Object.fromEntries(rows.results.map((r) => [r.status, r.n]));
    expect(counts.checked).toBeGreaterThan(50);
    expect(counts.unchecked).toBeGreaterThan(20);
    expect(counts.expired).toBe(1);
    expect(counts.suspended).toBe(1);
    // The hand-written providers too (the home page's featured ones), but the practice account's own listing.
    expect((await profile("1")).credentials?.label?.text).toBe(CREDENTIALS_CHECKED);
    expect((await profile("3")).credentials).toBeNull();
    const withRow = new Set(directory.credentials.map((c) => c.providerId));
    const none = directory.providers.find((p) => !withRow.has(p.id))!;
    expect((await profile(none.id)).credentials).toBeNull();
    const label = async (status: string) => {
      const row = directory.credentials.find((c) => c.status === status)!;
      return (await profile(row.providerId as string)).credentials;
    };
    expect((await label("checked"))?.label?.text).toBe(CREDENTIALS_CHECKED);
    expect((await label("expired"))?.label?.text).toBe(LICENSE_EXPIRED);
    expect((await label("suspended"))?.label?.text).toBe(LICENSE_SUSPENDED);
    expect((await label("unchecked"))?.license).toMatch(/^License [A-Z]{2} [A-Z]+-\d{6} /);
    // Every check is in the audit log, as an admin's check would be.
    const audit = await env.DB.prepare("SELECT count(*) AS n FROM admin_audit_log WHERE action = 'credentials.check'").first<{
      n: number;
    }>();
    expect(audit?.n).toBe(directory.credentials.filter((c) => c.status !== "unchecked").length);
  });

  it("has verified reviews, Worth It answers and amounts paid that make the price medians show", async () => {
    const directory = await seed();
    const verified = await env.DB.prepare(
      `SELECT count(*) AS n FROM reviews r WHERE r.provider_id LIKE 'gen-%' AND EXISTS (SELECT 1 FROM appointments a
         JOIN visit_confirmations v ON v.appointment_id = a.id AND v.starts_at = a.starts_at
         WHERE a.patient_id = r.user_id AND a.provider_id = r.provider_id AND a.status = 'attended')`,
    ).first<{ n: number }>();
    expect(verified?.n).toBeGreaterThan(directory.reviews.length * 0.3);
    expect(verified?.n).toBeLessThan(directory.reviews.length * 0.6);
    const busy = directory.providers[0]!;
    const mine = await providerReviews(busy.id, { query: { sort: "newest", verified: true } });
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.verified)).toBe(true);
    const ratings = new Set(directory.reviews.map((r) => r.rating));
    expect([...ratings].sort()).toEqual(expect.arrayContaining([2, 3, 4, 5]));
    expect(directory.reviews.some((r) => r.worthIt === "worth_it") && directory.reviews.some((r) => r.worthIt === "not_worth_it")).toBe(
      true,
    );
    // Every amount paid is within its procedure's ceiling (decision 054), so every report counts.
    const over = directory.reviews.filter(
      (r) => r.amountPaid !== null && (r.amountPaid as number) > (amountCeiling(r.procedure as string) ?? 0),
    );
    expect(over).toEqual([]);
    for (const slug of COMMON_PROCEDURES) {
      const prices = await procedurePrices(PROCEDURES.find((p) => p.slug === slug)!);
      expect(prices.national, slug).not.toBeNull();
      expect(prices.states.length, slug).toBeGreaterThan(0);
    }
    // A busy practice's own median of what its patients paid.
    const own = (await profile(busy.id)).prices.find((row) => row.reported?.scope === "provider");
    expect(own?.reported?.count).toBeGreaterThanOrEqual(5);
  });

  it("has before-and-after sets with consent records and labelled sample illustrations in R2", async () => {
    const directory = await seed();
    const gallery = await galleryLoader(routeArgs<Parameters<typeof galleryLoader>[0]>("/gallery"));
    expect(gallery.page.total).toBe(directory.sets.length);
    expect(gallery.page.total).toBeGreaterThanOrEqual(40);
    for (const set of gallery.page.sets) {
      expect(set.title).toBe(SAMPLE_TITLE);
      expect(set.caption).toBe(SAMPLE_CAPTION);
      expect(set.photos.map((p) => p.role)).toEqual(["before", "after"]);
    }
    const consent = await env.DB.prepare(
      "SELECT count(*) AS n FROM gallery_sets WHERE consent_text_version = ? AND consent_email = 'admin@truself.com' AND consent_by = 'user-admin' AND consent_at > 0",
    )
      .bind(CONSENT_TEXT_VERSION)
      .first<{ n: number }>();
    expect(consent?.n).toBe(directory.sets.length);
    for (const photo of directory.setPhotos) {
      const object = await env.MEDIA.get(photo.r2Key as string);
      expect(object, photo.r2Key as string).not.toBeNull();
      const image = inspectImage(new Uint8Array(await object!.arrayBuffer()));
      expect(image).toMatchObject({ type: "image/png", width: photo.width, height: photo.height });
    }
  });

  it("is deterministic and idempotent: the same rows every run, and a second run leaves one directory", async () => {
    const places = await usPlaces();
    const first = generatedDirectory(places, NOW, "x");
    expect(generatedDirectory(places, NOW, "x")).toEqual(first);
    const [a, b] = [await illustrationObjects(first), await illustrationObjects(first)];
    expect(a.map((o) => [...o.bytes])).toEqual(b.map((o) => [...o.bytes]));
    const directory = await seed();
    await runStatements(generatedStatements(directory));
    const row = await env.DB.prepare(
      "SELECT (SELECT count(*) FROM providers) AS providers, (SELECT count(*) FROM reviews) AS reviews, (SELECT count(*) FROM gallery_sets) AS sets",
    ).first<{ providers: number; reviews: number; sets: number }>();
    expect(row).toEqual({ providers: 30 + directory.providers.length, reviews: directory.reviews.length, sets: directory.sets.length });
    const booking = await env.DB.prepare(
      "SELECT (SELECT count(*) FROM booking_settings) AS settings, (SELECT count(*) FROM appointment_types) AS types, (SELECT count(*) FROM opening_hours) AS hours",
    ).first();
    expect(booking).toEqual({
      settings: directory.bookingSettings.length,
      types: directory.appointmentTypes.length,
      hours: directory.openingHours.length,
    });
  });

  it("has practices in every metro that take bookings: their profiles offer free times in their own zone, and the booking page lists them", async () => {
    const directory = await seed();
    const bookable = new Set(directory.bookingSettings.map((s) => s.providerId as string));
    expect(bookable.size).toBeGreaterThanOrEqual(METROS.length * 3);
    const places = await usPlaces();
    for (const metro of METROS) {
      const center = places.geocode({ zipCode: metro.zip })!;
      const near = directory.providers.filter(
        (p) => bookable.has(p.id) && distanceMiles(center, { latitude: p.latitude!, longitude: p.longitude! }) <= 25,
      );
      expect(near.length, `bookable practices near ${metro.name}`).toBeGreaterThanOrEqual(2);
    }
    // Austin's: six free times on the profile, named in Central time, each opening the booking page.
    const austin = places.geocode({ zipCode: "78701" })!;
    const practice = directory.providers.find(
      (p) => bookable.has(p.id) && distanceMiles(austin, { latitude: p.latitude!, longitude: p.longitude! }) <= 25,
    )!;
    const page = await profile(practice.id);
    expect(page.freeTimes?.zone).toBe("America/Chicago");
    expect(page.freeTimes?.typeName).toBe("Consultation");
    expect(page.freeTimes?.times).toHaveLength(6);
    expect(page.freeTimes!.times[0]!.href).toMatch(new RegExp(`^/provider/${practice.id}/book\\?type=type-seed-${practice.id}&at=\\d+$`));
    const offer = (await bookLoader(routeArgs(`/provider/${practice.id}/book`, { params: { providerId: practice.id } }))) as unknown as {
      offer: { slots: unknown[] } | null;
    };
    expect(offer.offer?.slots.length).toBeGreaterThan(6);
  });
});
