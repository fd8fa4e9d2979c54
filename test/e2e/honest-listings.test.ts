/**
 * Issue 31, items 3 to 5: what a patient sees after a search on a phone (the count and results
 * first, the filters collapsed to "Filters (N)"), ratings that say where they come from ("Imported
 * rating", "Curated rating", "1 review") with Top-Rated keeping out providers nobody reviewed, and a
 * Before & After section that shows only a provider's own photos. The providers are this file's own.
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, Locator, Page } from "playwright-core";
import { ACCOUNTS, launchBrowser, newPage, signInByRequest } from "./browser.ts";
import { execute } from "./local-d1.ts";

const RUN = `e2e-honest-${Date.now().toString(36)}`;
/** A town no other file searches for. */
const TOWN = "Quillhaven";
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

type Row = {
  id: string;
  name: string;
  type?: string;
  specialties?: string[];
  rating: number;
  reviewCount: number;
  source: "csv" | "admin" | "seed";
};

const P = {
  imported: { id: `${RUN}-imported`, name: "Dr. Imani Quill", rating: 4.9, reviewCount: 0, source: "csv" },
  importedCount: { id: `${RUN}-imported-count`, name: "Dr. Omar Quill", rating: 4.7, reviewCount: 127, source: "csv" },
  curated: { id: `${RUN}-curated`, name: "Dr. Cora Quill", rating: 4.6, reviewCount: 1, source: "admin" },
  reviewed: { id: `${RUN}-reviewed`, name: "Dr. Rhea Quill", rating: 5, reviewCount: 1, source: "csv" },
  topUnreviewed: { id: `${RUN}-top-unreviewed`, name: "Dr. Tobias Quill", rating: 5, reviewCount: 0, source: "csv" },
  nutritionist: {
    id: `${RUN}-nutritionist`,
    name: "Nadia Quill, RDN",
    type: "nutritionist",
    specialties: ["Nutrition", "Weight Management"],
    rating: 4.8,
    reviewCount: 0,
    source: "csv",
  },
  fewPhotos: {
    id: `${RUN}-few-photos`,
    name: "Dr. Felix Quill",
    type: "board-certified-plastic-surgeon",
    specialties: ["Rhinoplasty"],
    rating: 4.5,
    reviewCount: 0,
    source: "csv",
  },
  manyPhotos: {
    id: `${RUN}-many-photos`,
    name: "Dr. Mara Quill",
    type: "board-certified-plastic-surgeon",
    specialties: ["Breast Augmentation"],
    rating: 4.5,
    reviewCount: 0,
    source: "csv",
  },
} satisfies Record<string, Row>;

function insertProvider({ id, name, type = "medspa", specialties = ["Botox"], rating, reviewCount, source }: Row): string {
  return `INSERT INTO providers (id, name, type, location, city, state, specialties, rating, review_count, source) VALUES ('${id}', '${name}', '${type}', '${TOWN}, VT', '${TOWN}', 'VT', '${JSON.stringify(specialties)}', ${rating}, ${reviewCount}, '${source}');`;
}

/** Real before & after photos of a provider (any image the site serves stands in for an uploaded one). */
function insertPhotos(providerId: string, count: number): string[] {
  return Array.from(
    { length: count },
    (_, n) =>
      `INSERT INTO provider_photos (id, provider_id, kind, url, title, width, height, position) VALUES ('${providerId}-ba-${n}', '${providerId}', 'before_after', '/lovable-uploads/providers/provider-${n + 1}.svg', 'Result ${n + 1}', 800, 600, ${n});`,
  );
}

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  assert.ok(b, "the element is laid out");
  return b;
}

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

describe("issue 31: the results first on a phone, honest ratings and Before & After", () => {
  let browser: Browser;
  before(async () => {
    execute(
      ...Object.values(P).map(insertProvider),
      // One stored TruSelf review: that provider's figures are its reviews'.
      `INSERT INTO reviews (id, user_id, provider_id, rating, title, content) VALUES ('${RUN}-review', 'user-reviewer-1', '${P.reviewed.id}', 5, 'Wonderful', 'Clear advice and a calm team.');`,
      ...insertPhotos(P.fewPhotos.id, 3),
      ...insertPhotos(P.manyPhotos.id, 7),
    );
    browser = await launchBrowser();
  });
  after(async () => {
    execute(`DELETE FROM providers WHERE id LIKE '${RUN}-%';`);
    await browser?.close();
  });

  test("on a phone a hero search shows the result count and the empty state in the first screen, the filters collapsed as 'Filters (2)'", async () => {
    const page = await newPage(browser, PHONE);
    await page.goto("/");
    const search = page.getByTestId("hero-search");
    await search.getByLabel("Location").fill("Atlantis");
    await search.getByLabel("Status").selectOption({ label: "Verified" });
    await search.getByRole("button", { name: "Search" }).click();
    await page.waitForURL((url) => url.pathname === "/find-doctors" && url.searchParams.get("location") === "Atlantis");
    await page.getByRole("heading", { level: 1, name: "Find Doctors" }).waitFor();
    // The filter form is an island: measure once it is in the page, as a person sees it settle.
    await page.getByTestId("filter-form").waitFor({ state: "attached" });
    const count = page.getByTestId("result-count");
    assert.equal(await count.textContent(), "0 providers");
    const countBottom = await bottomOnPage(count);
    assert.ok(countBottom <= PHONE.height, `the result count ends ${Math.round(countBottom)} px down the page`);
    const emptyBottom = await bottomOnPage(page.getByText("No providers found"));
    assert.ok(emptyBottom <= PHONE.height, `"No providers found" ends ${Math.round(emptyBottom)} px down the page`);

    // The filters wait behind "Filters (2)" above the count; a tap opens them with the search's values.
    const toggle = page.getByTestId("filters-toggle");
    assert.equal((await toggle.textContent())?.trim().replace(/\s*▾$/, ""), "Filters (2)");
    assert.ok(!(await page.getByTestId("filter-form").isVisible()), "the filter form is collapsed");
    await toggle.click();
    await page.getByTestId("filter-form").waitFor({ state: "visible" });
    assert.equal(await page.locator("#filter-location").inputValue(), "Atlantis");
    // Clearing them (with JavaScript every change applies at once) leaves no filter to count.
    await page.getByTestId("clear-filters").click();
    await page.waitForURL((url) => !url.searchParams.has("location"));
    await page.getByTestId("result-count").filter({ hasNotText: "0 providers" }).waitFor();
    assert.equal((await toggle.textContent())?.trim().replace(/\s*▾$/, ""), "Filters");
  });

  test("without JavaScript the phone's filters open from their summary and apply; on a desktop they are always open", async () => {
    const page = await newPage(browser, PHONE, { javaScript: false });
    await page.goto(`/find-doctors?location=${TOWN}&type=medspa&rating=4.5`);
    const countBottom = await bottomOnPage(page.getByTestId("result-count"));
    assert.ok(countBottom <= PHONE.height, `the result count ends ${Math.round(countBottom)} px down the page`);
    const firstCard = await page
      .getByTestId("provider-card")
      .first()
      .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    assert.ok(firstCard < PHONE.height, `the first result starts ${Math.round(firstCard)} px down the page`);
    const toggle = page.getByTestId("filters-toggle");
    assert.equal((await toggle.textContent())?.trim().replace(/\s*▾$/, ""), "Filters (3)");
    assert.ok(!(await page.getByTestId("filter-form").isVisible()), "the filter form is collapsed");
    await toggle.click();
    await page.getByLabel("4.8+ ★").check();
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.waitForURL((url) => url.searchParams.get("rating") === "4.8");
    // Of the town's medspas only Dr. Imani Quill (4.9), Dr. Rhea Quill and Dr. Tobias Quill (5.0) are rated 4.8 or more.
    assert.equal(await page.getByTestId("result-count").textContent(), "3 providers");
    assert.ok(!(await page.getByTestId("filter-form").isVisible()), "the new page starts collapsed again");

    const desktop = await newPage(browser, DESKTOP, { javaScript: false });
    await desktop.goto(`/find-doctors?location=${TOWN}`);
    assert.ok(await desktop.getByTestId("filter-form").isVisible(), "the desktop sidebar is open");
    assert.ok(!(await desktop.getByTestId("filters-toggle").isVisible()), "the desktop has no toggle");
    const sidebar = await box(desktop.getByTestId("filters-panel"));
    const results = await box(desktop.getByTestId("results"));
    assert.ok(sidebar.x + sidebar.width <= results.x, "the sidebar stays beside the results");
  });

  test("cards label imported and curated ratings, say '1 review' (the admin's provider list too), and a rating from TruSelf reviews has no label", async () => {
    const page = await newPage(browser);
    await page.goto(`/find-doctors?location=${TOWN}&sort=name`);
    const line = async (name: string) => (await card(page, name).locator(RATING).innerText()).replace(/\s+/g, " ").trim();
    assert.equal(await line(P.imported.name), "★ 4.9 (No reviews yet) Imported rating");
    assert.equal(await line(P.importedCount.name), "★ 4.7 (127 reviews) Imported rating");
    assert.equal(await line(P.curated.name), "★ 4.6 (1 review) Curated rating");
    assert.equal(await line(P.reviewed.name), "★ 5.0 (1 review)");
    assert.equal(
      await card(page, P.imported.name).locator(RATING).getAttribute("aria-label"),
      "Rated 4.9 out of 5, no reviews yet (imported rating)",
    );
    assert.equal(await page.getByText(/\b1 reviews\b/).count(), 0);

    // The admin console's provider list counts the same way.
    await signInByRequest(page, ACCOUNTS.admin);
    await page.goto(`/admin/providers?q=${encodeURIComponent(P.curated.name)}`);
    const row = page.getByTestId("provider-row").filter({ hasText: P.curated.name });
    assert.match((await row.innerText()).replace(/\s+/g, " "), /· 4\.6 \(1 review\) ·/);
  });

  test("the profile and its location's staff card label an imported rating and say what it means; reviewed figures carry no label", async () => {
    const page = await newPage(browser);
    await page.goto(`/provider/${P.imported.id}`);
    assert.equal(await page.getByTestId("provider-rating").textContent(), "4.9 (No reviews yet)");
    assert.equal(await page.locator("header").getByTestId("rating-origin").textContent(), "Imported rating");
    const reviews = page.locator("#reviews");
    assert.equal(await reviews.getByTestId("rating-origin").textContent(), "Imported rating");
    assert.equal(
      await reviews.getByTestId("rating-origin-note").textContent(),
      "This rating and review count came with the imported listing; they are not from reviews on TruSelf.",
    );
    await reviews.getByText("No reviews yet. Be the first to review!").waitFor();
    // The practice location's staff card says the same.
    await page.goto(`/location/${P.imported.id}`);
    assert.equal(
      (await page.getByTestId("staff-rating").innerText()).replace(/\s+/g, " ").trim(),
      "★ 4.9 (No reviews yet) Imported rating",
    );

    await page.goto(`/provider/${P.curated.id}`);
    assert.equal(await page.getByTestId("provider-rating").textContent(), "4.6 (1 review)");
    assert.equal(await page.locator("header").getByTestId("rating-origin").textContent(), "Curated rating");

    await page.goto(`/provider/${P.reviewed.id}`);
    assert.equal(await page.getByTestId("provider-rating").textContent(), "5.0 (1 review)");
    assert.equal(await page.getByTestId("rating-origin").count(), 0);
    assert.match((await page.locator("#reviews").innerText()).replace(/\s+/g, " "), /5\.0 · 1 review\b/);
  });

  test("Top-Rated leaves out providers without a review and says what it ranks by", async () => {
    const page = await newPage(browser);
    // Signed in, the home page is rendered for this request (not the edge's copy from before these providers).
    await signInByRequest(page, ACCOUNTS.patient);
    await page.goto("/");
    const row = page.getByTestId("top-rated-carousel");
    const names = await row.getByTestId("provider-card").getByRole("heading").allTextContents();
    assert.equal(names.length, 5);
    assert.ok(!names.includes(P.topUnreviewed.name), names.join(", "));
    const lines = await row.locator(RATING).allInnerTexts();
    assert.ok(
      lines.every((l) => /\(\d+ reviews?\)/.test(l) && !/\(0 reviews\)/.test(l)),
      lines.join(" | "),
    );
    assert.equal(
      await row.getByTestId("carousel-description").textContent(),
      "Rated 4.5 or higher from at least one review, highest first.",
    );
  });

  test("Before & After: a nutritionist without photos gets an honest empty state, never stock tiles or '+4 more'", async () => {
    const page = await newPage(browser);
    await page.goto(`/provider/${P.nutritionist.id}`);
    const section = page.locator("section[aria-labelledby=before-after-heading]");
    await section.getByRole("heading", { name: "Before & After" }).waitFor();
    assert.equal(await section.locator("img").count(), 0);
    assert.equal(await page.getByTestId("more-photos").count(), 0);
    assert.equal(
      await section.getByTestId("before-after-empty").textContent(),
      `${P.nutritionist.name} has not shared before & after photos yet.`,
    );
  });

  test("Before & After shows the provider's first 2 photos and '+N more' for the real rest; the tile fits at 375 px", async () => {
    const page = await newPage(browser);
    await page.goto(`/provider/${P.fewPhotos.id}`);
    const section = page.locator("section[aria-labelledby=before-after-heading]");
    assert.deepEqual(await section.locator("img").evaluateAll((imgs) => imgs.map((i) => i.getAttribute("alt"))), ["Result 1", "Result 2"]);
    assert.equal(await page.getByTestId("more-photos").textContent(), "+1 more");

    const phone = await newPage(browser, { width: 375, height: 800 });
    await phone.goto(`/provider/${P.manyPhotos.id}`);
    const more = phone.getByTestId("more-photos");
    assert.equal(await more.textContent(), "+5 more");
    await more.scrollIntoViewIfNeeded();
    const fits = await more.evaluate((el) => {
      const tile = el.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(el);
      const text = range.getBoundingClientRect();
      return text.left - tile.left >= 4 && tile.right - text.right >= 4 && text.top - tile.top >= 4 && tile.bottom - text.bottom >= 4;
    });
    assert.equal(fits, true, "the +N more text keeps clear of the tile's edges");
    await more.click();
    await phone.waitForURL(`**/provider/${P.manyPhotos.id}/photos`);
  });
});
