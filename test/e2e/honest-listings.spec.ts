/**
 * Issue 31, items 3 to 5: what a patient sees after a search on a phone (the count and results
 * first, the filters collapsed to "Filters (N)"), ratings that say where they come from ("Imported
 * rating", "Curated rating", "1 review") with Top-Rated keeping out providers nobody reviewed, and a
 * Before & After section that shows only a provider's own photos. Each test makes its own providers,
 * in a town of its own where it searches one.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, hydrated, test, type Factory } from "./fixtures.ts";

/** A town no other test searches for (letters only, so the search reads it as one word). */
function town() {
  const letters = Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => String.fromCharCode(97 + (b % 26))).join("");
  return `Quillhaven${letters}`;
}

const DESKTOP = { width: 1280, height: 900 };

/** How far down the page (not the viewport) an element ends. */
async function bottomOnPage(locator: Locator): Promise<number> {
  return locator.evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
}

/** A card's rating line ("Rated ..." for screen readers). */
const RATING = '[aria-label^="Rated "]';

/** The card of one provider among the results. */
function card(page: Page, name: string): Locator {
  return page.getByTestId("provider-card").filter({ has: page.getByRole("heading", { name, exact: true }) });
}

/** The town's listings whose ratings say where they come from; `reviewed` has one stored TruSelf review (5 stars). */
async function ratedListings(factory: Factory, city: string) {
  const [imported, importedCount, curated, reviewed, topUnreviewed] = await factory.providers([
    { name: `Dr. Imani Quill ${city}`, city, state: "VT", rating: 4.9, reviewCount: 0, source: "csv" },
    { name: `Dr. Omar Quill ${city}`, city, state: "VT", rating: 4.7, reviewCount: 127, source: "csv" },
    { name: `Dr. Cora Quill ${city}`, city, state: "VT", rating: 4.6, reviewCount: 1, source: "admin" },
    { name: `Dr. Rhea Quill ${city}`, city, state: "VT", rating: 5, reviewCount: 0, source: "csv" },
    { name: `Dr. Tobias Quill ${city}`, city, state: "VT", rating: 5, reviewCount: 0, source: "csv" },
  ]);
  // One stored TruSelf review: that provider's figures are its reviews'.
  await factory.review({ providerId: reviewed!.id, rating: 5, title: "Wonderful", content: "Clear advice and a calm team." });
  return { imported: imported!, importedCount: importedCount!, curated: curated!, reviewed: reviewed!, topUnreviewed: topUnreviewed! };
}

test.describe("issue 31: the results first on a phone, honest ratings and Before & After", () => {
  test("on a phone a hero search shows the result count and the empty state in the first screen, the filters collapsed as 'Filters (2)' @phone-only", async ({
    page,
    factory,
  }) => {
    // Somebody to list once the filters are cleared.
    await factory.provider({ city: town(), state: "VT" });
    const height = page.viewportSize()!.height;
    await page.goto("/");
    await hydrated(page);
    const search = page.getByTestId("hero-search");
    await search.getByLabel("Place").fill("Atlantis");
    await search.getByLabel("Status").selectOption({ label: "Verified" });
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/find-doctors" && url.searchParams.get("place") === "Atlantis");
    await expect(page.getByRole("heading", { level: 1, name: "Find Doctors" })).toBeVisible();
    // The filter form is an island: measure once it is in the page, as a person sees it settle.
    await page.getByTestId("filter-form").waitFor({ state: "attached" });
    const count = page.getByTestId("result-count");
    await expect(count).toHaveText("0 providers");
    expect(await bottomOnPage(count), "the result count ends within the first screen").toBeLessThanOrEqual(height);
    // A place nobody can find (issue 48: the one place field) says so where the results would be.
    const empty = page.getByTestId("place-message");
    await expect(empty).toHaveText(
      `We couldn't find "Atlantis". Enter a ZIP code, a city ("Austin" or "Austin, TX") or a state ("Texas").`,
    );
    expect(await bottomOnPage(empty), "the empty state ends within the first screen").toBeLessThanOrEqual(height);

    // The filters wait behind "Filters (2)" above the count; a tap opens them with the search's values.
    const toggle = page.getByTestId("filters-toggle");
    await expect(toggle).toHaveText(/^\s*Filters \(2\)\s*▾?\s*$/);
    await expect(page.getByTestId("filter-form"), "the filter form is collapsed").toBeHidden();
    await toggle.click();
    await expect(page.getByTestId("filter-form")).toBeVisible();
    await expect(page.locator("#filter-place")).toHaveValue("Atlantis");
    // Clearing them (with JavaScript every change applies at once) leaves no filter to count.
    await page.getByTestId("clear-filters").click();
    await expect(page).toHaveURL((url) => !url.searchParams.has("place"));
    await expect(page.getByTestId("result-count")).not.toHaveText("0 providers");
    await expect(toggle).toHaveText(/^\s*Filters\s*▾?\s*$/);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the phone's filters open from their summary and apply; on a desktop they are always open @phone-only", async ({
      page,
      factory,
      browser,
    }) => {
      const city = town();
      await ratedListings(factory, city);
      const height = page.viewportSize()!.height;
      await page.goto(`/find-doctors?location=${city}&type=medspa&rating=4.5`);
      expect(await bottomOnPage(page.getByTestId("result-count")), "the result count ends within the first screen").toBeLessThanOrEqual(
        height,
      );
      const firstCard = await page
        .getByTestId("provider-card")
        .first()
        .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      expect(firstCard, "the first result starts within the first screen").toBeLessThan(height);
      const toggle = page.getByTestId("filters-toggle");
      await expect(toggle).toHaveText(/^\s*Filters \(3\)\s*▾?\s*$/);
      await expect(page.getByTestId("filter-form"), "the filter form is collapsed").toBeHidden();
      await toggle.click();
      await page.getByLabel("4.8+ ★").check();
      await page.getByRole("button", { name: "Apply filters" }).click();
      await expect(page).toHaveURL((url) => url.searchParams.get("rating") === "4.8");
      // Of the town's medspas only Dr. Imani Quill (4.9), Dr. Rhea Quill and Dr. Tobias Quill (5.0) are rated 4.8 or more.
      await expect(page.getByTestId("result-count")).toHaveText("3 providers");
      await expect(page.getByTestId("filter-form"), "the new page starts collapsed again").toBeHidden();

      // The same page at a desktop's width (this test compares two widths).
      const context = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
      const desktop = await context.newPage();
      await desktop.goto(`/find-doctors?location=${city}`);
      await expect(desktop.getByTestId("filter-form"), "the desktop sidebar is open").toBeVisible();
      await expect(desktop.getByTestId("filters-toggle"), "the desktop has no toggle").toBeHidden();
      const sidebar = (await desktop.getByTestId("filters-panel").boundingBox())!;
      const results = (await desktop.getByTestId("results").boundingBox())!;
      expect(sidebar.x + sidebar.width, "the sidebar stays beside the results").toBeLessThanOrEqual(results.x);
      await context.close();
    });
  });

  test("cards label imported and curated ratings, say '1 review' (the admin's provider list too), and a rating from TruSelf reviews has no label", async ({
    page,
    factory,
    signIn,
  }) => {
    const city = town();
    const p = await ratedListings(factory, city);
    await page.goto(`/find-doctors?location=${city}&sort=name`);
    const line = (name: string) => card(page, name).locator(RATING);
    await expect(line(p.imported.name)).toHaveText("★ 4.9 (No reviews yet) Imported rating", { useInnerText: true });
    await expect(line(p.importedCount.name)).toHaveText("★ 4.7 (127 reviews) Imported rating", { useInnerText: true });
    await expect(line(p.curated.name)).toHaveText("★ 4.6 (1 review) Curated rating", { useInnerText: true });
    await expect(line(p.reviewed.name)).toHaveText("★ 5.0 (1 review)", { useInnerText: true });
    await expect(line(p.imported.name)).toHaveAttribute("aria-label", "Rated 4.9 out of 5, no reviews yet (imported rating)");
    await expect(page.getByText(/\b1 reviews\b/)).toHaveCount(0);

    // The admin console's provider list counts the same way.
    await signIn(await factory.user({ role: "admin", signedIn: true }));
    await page.goto(`/admin/providers?q=${encodeURIComponent(p.curated.name)}`);
    const row = page.getByTestId("provider-row").filter({ hasText: p.curated.name });
    await expect(row).toContainText(/·\s+4\.6\s+\(1 review\)\s+·/, { useInnerText: true });
  });

  test("the profile and its location's staff card label an imported rating and say what it means; reviewed figures carry no label", async ({
    page,
    factory,
  }) => {
    const p = await ratedListings(factory, town());
    await page.goto(`/provider/${p.imported.id}`);
    await expect(page.getByTestId("provider-rating")).toHaveText("4.9 (No reviews yet)");
    await expect(page.locator("header").getByTestId("rating-origin")).toHaveText("Imported rating");
    const reviews = page.locator("#reviews");
    await expect(reviews.getByTestId("rating-origin")).toHaveText("Imported rating");
    await expect(reviews.getByTestId("rating-origin-note")).toHaveText(
      "This rating and review count came with the imported listing; they are not from reviews on TruSelf.",
    );
    await expect(reviews.getByText("No reviews yet. Be the first to review!")).toBeVisible();
    // The practice location's staff card says the same.
    await page.goto(`/location/${p.imported.id}`);
    await expect(page.getByTestId("staff-rating")).toHaveText("★ 4.9 (No reviews yet) Imported rating", { useInnerText: true });

    await page.goto(`/provider/${p.curated.id}`);
    await expect(page.getByTestId("provider-rating")).toHaveText("4.6 (1 review)");
    await expect(page.locator("header").getByTestId("rating-origin")).toHaveText("Curated rating");

    await page.goto(`/provider/${p.reviewed.id}`);
    await expect(page.getByTestId("provider-rating")).toHaveText("5.0 (1 review)");
    await expect(page.getByTestId("rating-origin")).toHaveCount(0);
    await expect(page.locator("#reviews")).toContainText(/5\.0\s+·\s+1 review\b/, { useInnerText: true });
  });

  test("Top-Rated leaves out providers without a review and says what it ranks by", async ({ page, factory, signIn }) => {
    const city = town();
    const [topUnreviewed] = await factory.providers([
      { name: `Dr. Tobias Quill ${city}`, city, state: "VT", rating: 5, reviewCount: 0, source: "csv" },
    ]);
    // Five listings of this test's own with a review, rated 4.5 (the lowest that qualifies, so they
    // push nobody else's out), so that enough qualify for the row of 5 whoever else is in the directory.
    await factory.providers(
      Array.from({ length: 5 }, (_, i) => ({
        name: `Dr. Reviewed ${i} ${city}`,
        city,
        state: "VT",
        rating: 4.5,
        reviewCount: 1,
        source: "admin" as const,
      })),
    );
    // Signed in, the home page is rendered for this request (not the edge's copy from before these providers).
    await signIn(await factory.user({ signedIn: true }));
    await page.goto("/");
    const row = page.getByTestId("top-rated-carousel");
    const names = row.getByTestId("provider-card").getByRole("heading");
    await expect(names).toHaveCount(5);
    await expect(names.filter({ hasText: topUnreviewed!.name })).toHaveCount(0);
    const lines = await row.locator(RATING).allInnerTexts();
    expect(lines).toHaveLength(5);
    for (const l of lines) {
      expect(l).toMatch(/\(\d+ reviews?\)/);
      expect(l).not.toMatch(/\(0 reviews\)/);
    }
    await expect(row.getByTestId("carousel-description")).toHaveText("Rated 4.5 or higher from at least one review, highest first.");
  });

  test("Before & After: a nutritionist without photos gets an honest empty state, never stock tiles or '+4 more'", async ({
    page,
    factory,
  }) => {
    const nutritionist = await factory.provider({
      name: `Nadia Quill, RDN ${town()}`,
      type: "nutritionist",
      specialties: ["Nutrition", "Weight Management"],
      rating: 4.8,
      reviewCount: 0,
      source: "csv",
    });
    await page.goto(`/provider/${nutritionist.id}`);
    const section = page.locator("section[aria-labelledby=before-after-heading]");
    await expect(section.getByRole("heading", { name: "Before & After" })).toBeVisible();
    await expect(section.locator("img")).toHaveCount(0);
    await expect(page.getByTestId("more-photos")).toHaveCount(0);
    await expect(section.getByTestId("before-after-empty")).toHaveText(`${nutritionist.name} has not shared before & after photos yet.`);
  });

  test("Before & After shows the provider's first 2 photos and '+N more' for the real rest; the tile fits at 375 px", async ({
    page,
    factory,
    browser,
  }) => {
    const city = town();
    const [fewPhotos, manyPhotos] = await factory.providers([
      {
        name: `Dr. Felix Quill ${city}`,
        type: "board-certified-plastic-surgeon",
        specialties: ["Rhinoplasty"],
        rating: 4.5,
        source: "csv",
      },
      {
        name: `Dr. Mara Quill ${city}`,
        type: "board-certified-plastic-surgeon",
        specialties: ["Breast Augmentation"],
        rating: 4.5,
        source: "csv",
      },
    ]);
    const photos = (providerId: string, count: number) =>
      Array.from({ length: count }, (_, n) => ({
        providerId,
        kind: "before_after" as const,
        url: `/lovable-uploads/providers/provider-${n + 1}.svg`,
        title: `Result ${n + 1}`,
        position: n,
      }));
    await factory.photos([...photos(fewPhotos!.id, 3), ...photos(manyPhotos!.id, 7)]);

    await page.goto(`/provider/${fewPhotos!.id}`);
    const section = page.locator("section[aria-labelledby=before-after-heading]");
    await expect(section.locator("img")).toHaveCount(2);
    expect(await section.locator("img").evaluateAll((imgs) => imgs.map((i) => i.getAttribute("alt")))).toEqual(["Result 1", "Result 2"]);
    await expect(page.getByTestId("more-photos")).toHaveText("+1 more");

    // The narrowest phone the site is laid out for.
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const phone = await context.newPage();
    await phone.goto(`/provider/${manyPhotos!.id}`);
    const more = phone.getByTestId("more-photos");
    await expect(more).toHaveText("+5 more");
    await more.scrollIntoViewIfNeeded();
    const fits = await more.evaluate((el) => {
      const tile = el.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(el);
      const text = range.getBoundingClientRect();
      return text.left - tile.left >= 4 && tile.right - text.right >= 4 && text.top - tile.top >= 4 && tile.bottom - text.bottom >= 4;
    });
    expect(fits, "the +N more text keeps clear of the tile's edges").toBe(true);
    await more.click();
    await expect(phone).toHaveURL(`/provider/${manyPhotos!.id}/photos`);
    await context.close();
  });
});
