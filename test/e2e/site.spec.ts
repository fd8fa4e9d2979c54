/**
 * Issue 3's public site (docs/requirements.md), the parts the other e2e files leave out: the home page's sections, card
 * content, every filter in a shared link, the informational pages, the marketing lead page, SEO
 * tags on every public page, the sitemap, image attributes and the bottom bar's timings. Each test
 * that shows providers makes its own; the home page's carousels are global, so those tests check
 * the carousels' rules, not who is in them.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, hydrated, randomLetters, test, type Factory } from "./fixtures.ts";

/** Many providers in a few factory calls: one insert binds every value, and D1 takes at most 100 per statement. */
/** The rating each card announces ("Rated 4.8 out of 5 from 12 reviews"). */
async function cardRatings(scope: Locator): Promise<number[]> {
  const labels = await scope
    .getByTestId("provider-card")
    .locator('[aria-label^="Rated "]')
    .evaluateAll((els) => els.map((el) => el.getAttribute("aria-label") ?? ""));
  return labels.map((l) => Number(l.match(/^Rated ([\d.]+)/)?.[1]));
}

/**
 * A provider with a page of everything: a photo, before & after, practice and location photos, and a
 * link-in-bio username.
 */
async function providerWithPages(factory: Factory) {
  const suffix = randomLetters();
  const provider = await factory.provider({
    name: `Dr. Pages ${suffix}`,
    image: "/lovable-uploads/providers/provider-1.svg",
    linkInBioUsername: `drpages${suffix}`,
    specialties: ["Botox", "Dermal Fillers"],
    bio: "Calm, careful injector with ten years of practice.",
  });
  await factory.photos(
    (["before_after", "before_after", "practice", "practice", "location", "location"] as const).map((kind, n) => ({
      providerId: provider.id,
      kind,
      url: `/lovable-uploads/providers/provider-${n + 2}.svg`,
      title: `Photo ${n + 1}`,
      position: n,
    })),
  );
  return { ...provider, username: `drpages${suffix}` };
}

test.describe("the public site: home, cards, shared links, information pages, SEO and the bottom bar", () => {
  test("home: headline, static counter, the picker's two procedure lists, Featured and Top-Rated with View More, the forum preview and 5 testimonials", async ({
    page,
    factory,
    signIn,
  }) => {
    test.slow(); // the home page three times and the directory once
    // More than the rows hold qualify, whoever else is in the directory: 7 verified providers
    // (Featured shows 6) and 6 with a review rated 4.5 (Top-Rated shows 5), at the bottom of each order.
    const suffix = randomLetters();
    await factory.providers(Array.from({ length: 7 }, (_, i) => ({ name: `Dr. Featured ${i} ${suffix}`, isVerified: true, rating: 1 })));
    await factory.providers(
      Array.from({ length: 6 }, (_, i) => ({ name: `Dr. Top ${i} ${suffix}`, rating: 4.5, reviewCount: 1, source: "admin" as const })),
    );
    // Signed in, the home page is rendered for this request (not the edge's copy from before these providers).
    await signIn(await factory.user({ signedIn: true }));
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto("/");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find Plastic Surgeons & Other Cosmetic Providers");
    // No fixed figure: the bookings line is counted in D1 (its exact figure: test/integration/honest-figures.test.ts).
    await expect(page.getByText("3,960 appointments booked today")).toHaveCount(0);
    const bookings = page.getByTestId("bookings-figure");
    if (await bookings.count()) await expect(bookings).toHaveText(/^[\d,]+ appointments booked in the last 7 days$/);

    // Requirements 001's lists, in order, under their group labels.
    const hero = page.getByTestId("hero-search");
    await expect(hero.locator('optgroup[label="Surgical Procedures"] option')).toHaveText([
      "Rhinoplasty (Nose Job)",
      "Breast Augmentation",
      "Liposuction",
      "Facelift",
      "Tummy Tuck",
      "Brazilian Butt Lift",
      "Mommy Makeover",
      "Breast Reduction",
    ]);
    await expect(hero.locator('optgroup[label="Non-Surgical Procedures"] option')).toHaveText([
      "Botox",
      "Dermal Fillers",
      "CoolSculpting",
      "Chemical Peels",
      "Laser Hair Removal",
      "Microneedling",
      "IPL Photofacial",
      "Thread Lift",
    ]);
    await expect(hero.getByLabel("Procedure").locator("option").first()).toHaveText("Providers & Treatments");

    // Featured: at most 6, View More since more qualify (who comes first: test/integration/foundation.test.ts).
    await expect(page.getByTestId("featured-list").getByTestId("provider-card").locator("h3")).toHaveCount(6);
    await expect(page.getByTestId("featured-carousel").getByTestId("view-more")).toBeVisible();
    // Top-Rated: rating 4.5 or above, best first, first 5.
    const topRated = await cardRatings(page.getByTestId("top-rated-list"));
    expect(topRated).toHaveLength(5);
    for (const r of topRated) expect(r).toBeGreaterThanOrEqual(4.5);
    expect(topRated).toEqual([...topRated].sort((a, b) => b - a));

    // The forum preview: 3 static posts, no invented member or conversation figures, the waitlist button.
    const forum = page.locator("section[aria-labelledby=community-heading]");
    await expect(forum.getByRole("list", { name: "Sample community posts" }).getByRole("listitem")).toHaveCount(3);
    for (const stat of ["100K+", "5K+"]) await expect(forum.getByText(stat, { exact: true }), stat).toHaveCount(0);
    await expect(forum.getByTestId("waitlist-button")).toBeVisible();

    // Testimonials: 5, one at a time; Next walks through all of them and wraps around.
    const testimonials = page.getByTestId("testimonials");
    await expect(testimonials.getByRole("button", { name: /^Show testimonial \d of 5$/ })).toHaveCount(5);
    const caption = testimonials.locator("figcaption");
    const seen: string[] = [];
    for (let i = 0; i < 5; i++) {
      const shown = (await caption.textContent()) ?? "";
      seen.push(shown);
      await testimonials.getByRole("button", { name: "Next testimonial" }).click();
      await expect(caption).not.toHaveText(shown);
    }
    expect(new Set(seen).size, seen.join(" | ")).toBe(5);
    await expect(caption).toHaveText(seen[0]!);
    await testimonials.getByRole("button", { name: "Previous testimonial" }).click();
    await expect(caption).toHaveText(seen[4]!);

    // View More opens the directory filtered like its carousel.
    await page.getByTestId("top-rated-carousel").getByTestId("view-more").click();
    await expect(page).toHaveURL(
      (url) => url.pathname === "/find-doctors" && url.searchParams.get("rating") === "4.5" && url.searchParams.get("sort") === "rating",
    );
    // The URL changes a moment before the new page renders.
    await expect(page.getByRole("heading", { level: 1, name: "Find Doctors" })).toBeVisible();
    const listed = await cardRatings(page.getByTestId("results"));
    expect(listed.length, listed.join(", ")).toBeGreaterThan(5);
    for (const r of listed) expect(r).toBeGreaterThanOrEqual(4.5);
    await page.goto("/");
    await hydrated(page);
    await page.getByTestId("featured-carousel").getByTestId("view-more").click();
    await expect(page).toHaveURL((url) => url.pathname === "/find-doctors" && url.searchParams.get("status") === "featured");
    expect(errors).toEqual([]);
  });

  test("on a phone the hero search stacks its four inputs and lands on the same filtered /find-doctors @phone-only", async ({
    page,
    factory,
  }) => {
    const city = `Stacktown${randomLetters()}`;
    const derm = { type: "dermatologist" as const, city, state: "VT", specialties: ["Botox"] };
    const [okafor, natarajan] = await factory.providers([
      { ...derm, name: `Dr. Amara Okafor ${city}`, isVerified: true },
      { ...derm, name: `Dr. Priya Natarajan ${city}`, isVerified: true },
      { ...derm, name: `Dr. Unverified ${city}`, isVerified: false },
      { ...derm, name: `Dr. Fillers ${city}`, isVerified: true, specialties: ["Dermal Fillers"] },
      { ...derm, name: `Spa ${city}`, type: "medspa", isVerified: true },
    ]);
    await page.goto("/");
    await hydrated(page);
    const search = page.getByTestId("hero-search");
    const boxes = await Promise.all(
      ["Procedure", "Place", "Status", "Provider type"].map((label) => search.getByLabel(label).boundingBox()),
    );
    expect(
      boxes.every((b, i) => b && (i === 0 || b.y > boxes[i - 1]!.y)),
      "one input under the other",
    ).toBe(true);
    expect(
      boxes.every((b) => b && b.width > 250),
      "full-width inputs",
    ).toBe(true);
    await search.getByLabel("Procedure").selectOption({ label: "Botox" });
    await search.getByLabel("Place").fill(city);
    await search.getByLabel("Status").selectOption({ label: "Verified" });
    await search.getByLabel("Provider type").selectOption({ label: "Dermatologist" });
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/find-doctors");
    expect(new URL(page.url()).search).toBe(`?procedure=Botox&place=${city}&type=dermatologist&status=verified`);
    await expect(page.getByRole("heading", { level: 1, name: "Find Doctors" })).toBeVisible();
    await expect
      .poll(async () => (await page.getByTestId("results").getByRole("heading").allTextContents()).sort())
      .toEqual([okafor!.name, natarajan!.name].sort());
  });

  test("provider cards: name, the first of title/specialty, location, at most 3 chips; carousel arrows on desktop only", async ({
    page,
    factory,
    browser,
  }) => {
    const city = `Chiptown${randomLetters()}`;
    const [carter] = await factory.providers([
      {
        name: `Dr. Olivia Carter ${city}`,
        type: "board-certified-plastic-surgeon",
        title: "Board-Certified Plastic Surgeon",
        city: "Beverly Hills",
        state: "CA",
        specialties: ["Breast Augmentation", "Rhinoplasty", "Facelift", "Liposuction"],
      },
      { name: `Dr. One Chip ${city}`, city, state: "VT", specialties: ["Botox"] },
      { name: `Dr. Three Chips ${city}`, city, state: "VT", specialties: ["Botox", "Dermal Fillers", "Chemical Peels"] },
      {
        name: `Dr. Five Chips ${city}`,
        city,
        state: "VT",
        specialties: ["Botox", "Dermal Fillers", "Chemical Peels", "Microneedling", "Thread Lift"],
      },
    ]);
    await page.goto(`/find-doctors?q=${encodeURIComponent(carter!.name)}`);
    const card = page.getByTestId("results").getByTestId("provider-card");
    await expect(card).toHaveCount(1);
    await expect(card.getByRole("heading")).toHaveText(carter!.name);
    await expect(card.getByText("Board-Certified Plastic Surgeon", { exact: true })).toBeVisible();
    await expect(card.getByText("Beverly Hills, CA", { exact: true })).toBeVisible();
    // 4 specialties: the card shows the first 3.
    await expect(card.getByRole("list", { name: "Specialties" }).getByRole("listitem")).toHaveText([
      "Breast Augmentation",
      "Rhinoplasty",
      "Facelift",
    ]);
    await page.goto(`/find-doctors?location=${city}&sort=name`);
    await expect(page.getByTestId("results").getByTestId("provider-card")).toHaveCount(3);
    const chips = (name: string) =>
      page.getByTestId("provider-card").filter({ hasText: name }).getByRole("list", { name: "Specialties" }).getByRole("listitem");
    await expect(chips(`Dr. Five Chips ${city}`)).toHaveCount(3);
    await expect(chips(`Dr. One Chip ${city}`)).toHaveCount(1);
    await expect(chips(`Dr. Three Chips ${city}`)).toHaveCount(3);

    // The home page at a phone's width and at a desktop's (this test compares the two).
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const phone = await context.newPage();
    await phone.goto("/");
    await hydrated(phone); // the arrows show once hydrated (nojs-shell)
    await expect(phone.getByTestId("featured-carousel").getByTestId("carousel-right"), "no arrows on mobile").toBeHidden();
    await context.close();
    await page.goto("/");
    await hydrated(page);
    await expect(page.getByTestId("featured-carousel").getByTestId("carousel-right"), "arrows on desktop").toBeVisible();
  });

  test("every filter, the sort and the view survive a reload and a shared link", async ({ page, factory, browser }) => {
    const surname = `Filterson${randomLetters()}`;
    const provider = await factory.provider({
      name: `Dr. Dana ${surname}`,
      type: "dermatologist",
      isVerified: true,
      rating: 4.8,
      specialties: ["Botox", "Dermal Fillers"],
    });
    const q = surname.toLowerCase();
    await page.goto("/find-doctors");
    await hydrated(page);
    // Text fields apply together on Enter; choices apply at once (each from a form that already
    // holds every other value, so no step depends on the form having re-rendered).
    await page.getByLabel("Search").fill(q);
    await page.getByLabel("Procedure").fill("Dermal Fillers");
    await page.getByLabel("Place").fill(", ");
    await page.getByLabel("Place").press("Enter");
    await expect(page).toHaveURL(
      (url) =>
        url.searchParams.get("q") === q && url.searchParams.get("procedure") === "Dermal Fillers" && url.searchParams.get("place") === ",",
    );
    await page.locator("#filter-type").selectOption("dermatologist");
    await expect(page).toHaveURL((url) => url.searchParams.get("type") === "dermatologist");
    await page.getByLabel("4.5+ ★").check();
    await expect(page).toHaveURL((url) => url.searchParams.get("rating") === "4.5");
    await page.locator("#filter-status").selectOption("verified");
    await expect(page).toHaveURL((url) => url.searchParams.get("status") === "verified");
    await page.getByLabel("Sort by").selectOption("name");
    await expect(page).toHaveURL((url) => url.searchParams.get("sort") === "name");
    await page.getByTestId("view-list").click();
    await expect(page).toHaveURL((url) => url.searchParams.get("view") === "list");
    await expect(page.getByTestId("results").and(page.locator("[data-view=list]"))).toBeVisible();

    const state = async (p: Page) => ({
      q: await p.getByLabel("Search").inputValue(),
      procedure: await p.getByLabel("Procedure").inputValue(),
      location: await p.getByLabel("Place").inputValue(),
      type: await p.locator("#filter-type").inputValue(),
      rating: await p.getByLabel("4.5+ ★").isChecked(),
      status: await p.locator("#filter-status").inputValue(),
      sort: await p.getByLabel("Sort by").inputValue(),
      view: await p.getByTestId("results").getAttribute("data-view"),
      showing: await p.getByTestId("showing").textContent(),
      names: await p.getByTestId("results").getByRole("heading").allTextContents(),
    });
    const expected = {
      q,
      procedure: "Dermal Fillers",
      location: ",",
      type: "dermatologist",
      rating: true,
      status: "verified",
      sort: "name",
      view: "list",
      // The combined filters still find this test's provider.
      showing: "Showing 1-1 of 1",
      names: [provider.name],
    };
    await expect.poll(() => state(page)).toEqual(expected);
    await page.reload();
    expect(await state(page)).toEqual(expected);
    const context = await browser.newContext();
    const shared = await context.newPage();
    await shared.goto(page.url());
    expect(await state(shared)).toEqual(expected);
    await context.close();
  });

  test("the informational pages render and /auth leads to sign-in", async ({ page }) => {
    const pages: [string, string][] = [
      ["/trugpt-detail", "TruGPT"],
      ["/trulinkmd-detail", "TruLinkMD Coming Soon"],
      ["/privacy", "Privacy Policy"],
      ["/terms", "Terms of Service"],
      ["/community", "The TruSelf Community"],
      ["/patient-contact", "Patient Contact"],
      ["/choose-signup", "Get Started"],
      ["/marketing-lead-generation", "Marketing & Lead Generation"],
      ["/lead-form", "List Your Business"],
      ["/browse-procedures", "Browse Procedures"],
    ];
    for (const [path, heading] of pages) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 }).first(), path).toHaveText(heading);
    }
    await page.goto("/auth");
    await expect(page).toHaveURL((url) => url.pathname === "/signin");
    await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
  });

  test("the marketing lead generation page names missing fields, then takes a growth-plan request", async ({ page }) => {
    await page.goto("/marketing-lead-generation");
    await hydrated(page);
    const submit = page.getByRole("button", { name: "Request My Growth Plan" });
    await submit.evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
    await submit.click();
    await expect
      .poll(() => page.locator("[id$=-error]").filter({ hasText: /\S/ }).count(), { message: "each required field says what is missing" })
      .toBeGreaterThanOrEqual(5);
    await page.getByLabel("Full Name").fill("Dr. Growth Test");
    await page.getByLabel("Email").fill(`growth-${randomLetters()}@example.com`);
    await page.getByLabel("Phone").fill("555 555 0166");
    await page.getByLabel("Provider Type").selectOption("dermatologist");
    await page.getByLabel("Practice Name").fill("Growth Derm");
    await page.getByLabel("City").fill("Denver");
    await page.getByLabel("State").fill("CO");
    await submit.evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
    await submit.click();
    await expect(
      page.getByTestId("lead-success").getByText("A growth specialist will contact you within 24 hours", { exact: false }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/marketing-lead-generation\?sent=1#lead-form$/);
  });

  test("public pages carry a title, a description, a canonical URL and Open Graph tags", async ({ request, factory }) => {
    const provider = await providerWithPages(factory);
    const paths = [
      "/",
      "/find-doctors?type=medspa&view=list",
      `/provider/${provider.id}`,
      `/provider/${provider.id}/photos`,
      `/location/${provider.id}`,
      "/browse-procedures",
      "/browse-procedures/botox",
      `/${provider.username}`,
      "/contact-us",
      "/lead-form",
      "/marketing-lead-generation",
      "/trugpt-detail",
      "/trulinkmd-detail",
      "/privacy",
      "/terms",
      "/community",
      "/patient-contact",
      "/choose-signup",
    ];
    const titles = new Set<string>();
    for (const path of paths) {
      const html = await (await request.get(path)).text();
      const tag = (re: RegExp) => html.match(re)?.[1];
      const title = tag(/<title>([^<]+)<\/title>/);
      expect(title, `${path}: title`).toMatch(/ \| TruSelf$|^TruSelf \| /);
      titles.add(title!);
      expect((tag(/<meta name="description" content="([^"]+)"/) ?? "").length, `${path}: description`).toBeGreaterThan(20);
      const canonical = tag(/<link rel="canonical" href="([^"]+)"/);
      const expected = path === "/find-doctors?type=medspa&view=list" ? "/find-doctors?type=medspa" : path;
      expect(canonical && new URL(canonical).pathname + new URL(canonical).search, `${path}: canonical`).toBe(expected);
      for (const property of ["og:title", "og:description", "og:url", "og:type", "og:image"]) {
        expect(tag(new RegExp(`<meta property="${property}" content="([^"]+)"`)), `${path}: ${property}`).toBeTruthy();
      }
    }
    expect(titles.size, "every page has its own title").toBe(paths.length);
  });

  test("the sitemap lists every provider, location and procedure page", async ({ page, request, factory }) => {
    const provider = await factory.provider();
    const index = await (await request.get("/sitemap.xml")).text();
    const parts = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = ""]) => new URL(loc).pathname);
    expect(parts).toContain("/sitemaps/static.xml");
    expect(parts).toContain("/sitemaps/providers-1.xml");
    const locs: string[] = [];
    for (const part of parts)
      locs.push(
        ...[...(await (await request.get(part)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = ""]) => new URL(loc).pathname),
      );
    // A provider made just now is listed, with its location page.
    expect(locs).toContain(`/provider/${provider.id}`);
    expect(locs).toContain(`/location/${provider.id}`);
    // One page per procedure of the catalogue (requirements 001's 16 and the wellness ones providers list).
    const procedures = locs.filter((l) => l.startsWith("/browse-procedures/")).sort();
    await page.goto("/browse-procedures");
    const catalogue = (
      await page
        .getByTestId("procedure-card")
        .evaluateAll((cards) => cards.map((c) => (c.closest("a") ?? c.querySelector("a"))?.getAttribute("href") ?? ""))
    ).sort();
    expect(procedures).toEqual(catalogue);
    for (const slug of [
      "rhinoplasty",
      "breast-augmentation",
      "liposuction",
      "facelift",
      "tummy-tuck",
      "brazilian-butt-lift",
      "mommy-makeover",
      "breast-reduction",
      "botox",
      "dermal-fillers",
      "coolsculpting",
      "chemical-peels",
      "laser-hair-removal",
      "microneedling",
      "ipl-photofacial",
      "thread-lift",
    ]) {
      expect(procedures, slug).toContain(`/browse-procedures/${slug}`);
    }
    for (const path of ["/", "/find-doctors", "/browse-procedures"]) expect(locs, path).toContain(path);
  });

  test("every image has a width and a height, and those below the fold load lazily", async ({ page, factory }) => {
    test.slow(); // nine pages
    const provider = await providerWithPages(factory);
    for (const path of [
      "/",
      "/find-doctors",
      "/find-doctors?view=list",
      `/provider/${provider.id}`,
      `/provider/${provider.id}/photos`,
      `/location/${provider.id}`,
      "/browse-procedures",
      "/browse-procedures/botox",
      `/${provider.username}`,
    ]) {
      await page.goto(path);
      const images = await page.evaluate(() =>
        Array.from(document.images).map((img) => ({
          src: img.getAttribute("src"),
          loading: img.getAttribute("loading"),
          width: img.getAttribute("width"),
          height: img.getAttribute("height"),
          belowFold: img.getBoundingClientRect().top + window.scrollY > window.innerHeight,
        })),
      );
      expect(images.length, path).toBeGreaterThan(0);
      for (const img of images) {
        expect(img.width && img.height, `${path}: ${img.src} has width and height`).toBeTruthy();
        if (img.belowFold) expect(img.loading, `${path}: ${img.src} below the fold`).toBe("lazy");
      }
    }
  });

  test("the bottom bar links home and to the directory; the robot speaks after 5 s, for 3 s, then every 20 s", async ({ page }) => {
    // A paused fake clock: the timers run only when the test moves time on.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.goto("/terms");
    await hydrated(page);
    const bar = page.getByTestId("bottom-bar");
    const bubble = page.getByTestId("robot-bubble");
    await expect(bar.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(bar.getByRole("link", { name: "Find Doctors" })).toHaveAttribute("href", "/find-doctors");

    const at = async (ms: number, visible: boolean) => {
      await page.clock.runFor(ms);
      if (visible) await expect(bubble).toBeVisible();
      else await expect(bubble).toHaveCount(0);
    };
    await expect(bubble).toHaveCount(0);
    await at(4_999, false); // 4.999 s
    await at(1, true); // 5 s: first bubble
    await expect(bubble).toHaveText(/^(I'm TruGPT|Ask me anything)$/);
    await at(2_999, true); // 7.999 s
    await at(1, false); // 8 s: shown for 3 s
    await at(16_999, false); // 24.999 s
    await at(1, true); // 25 s: 20 s after the first
    await at(3_000, false);
    await at(20_000 - 3_000, true); // 45 s
    await bar.getByRole("link", { name: "Find Doctors" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/find-doctors");
  });
});
