/**
 * The directory search as a signed-out visitor (issue 3, docs/requirements.md): the home hero
 * search, the filters, sort, pages and view in the URL, free text, the empty state, the newsletter,
 * the home carousels' buttons, and the edge cache's headers on the real server. Each test that
 * counts results makes its providers in a town of its own and searches that town.
 */
import type { Page } from "@playwright/test";
import { expect, hydrated, randomLetters, test } from "./fixtures.ts";

const PUBLIC = /^public, max-age=0, must-revalidate, s-maxage=\d+$/;

/** Letters only, so the search reads it as one plain word that is no state's name or code. */
/** Many providers in a few factory calls: one insert binds every value, and D1 takes at most 100 per statement. */
const town = () => `Dirtown${randomLetters()}`;

function trackErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

const names = (page: Page) => page.getByTestId("results").getByRole("heading");
const sortedNames = async (page: Page) => (await names(page).allTextContents()).sort();

test.describe("directory search as a signed-out visitor", () => {
  test("the home hero search lands on a filtered, paginated /find-doctors", async ({ page, factory }) => {
    const city = town();
    const surgeon = { type: "board-certified-plastic-surgeon", title: "Plastic Surgeon", city, state: "CA" } as const;
    const [carter, cho] = await factory.providers([
      { ...surgeon, name: `Dr. Olivia Carter ${city}`, specialties: ["Breast Augmentation", "Rhinoplasty"], isVerified: true },
      { ...surgeon, name: `Dr. Benjamin Cho ${city}`, specialties: ["Breast Augmentation"], isVerified: true },
      // Each misses one of the four values: not verified, another procedure, another type.
      { ...surgeon, name: `Dr. Unverified ${city}`, specialties: ["Breast Augmentation"], isVerified: false },
      { ...surgeon, name: `Dr. Facelift ${city}`, specialties: ["Facelift"], isVerified: true },
      { type: "dermatologist", city, state: "CA", name: `Dr. Derm ${city}`, specialties: ["Breast Augmentation"], isVerified: true },
    ]);
    const errors = trackErrors(page);
    await page.goto("/");
    await hydrated(page);
    const search = page.getByTestId("hero-search");
    await search.getByLabel("Procedure").selectOption({ label: "Breast Augmentation" });
    await search.getByLabel("Place").fill(`${city}, CA`);
    await search.getByLabel("Status").selectOption({ label: "Verified" });
    await search.getByLabel("Provider type").selectOption({ label: "Board-Certified Plastic Surgeon" });
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === "/find-doctors" &&
        url.searchParams.get("procedure") === "Breast Augmentation" &&
        url.searchParams.get("place") === `${city}, CA` &&
        url.searchParams.get("status") === "verified" &&
        url.searchParams.get("type") === "board-certified-plastic-surgeon",
    );
    await expect(page.getByTestId("showing")).toHaveText("Showing 1-2 of 2");
    await expect.poll(() => sortedNames(page)).toEqual([cho!.name, carter!.name].sort());
    // The sidebar shows the same filters the home search sent.
    await expect(page.getByLabel("Place")).toHaveValue(`${city}, CA`);
    await expect(page.locator("#filter-type")).toHaveValue("board-certified-plastic-surgeon");
    expect(errors).toEqual([]);
  });

  test("each hero status option (Verified, Featured, Premium Provider, New Provider) lands on /find-doctors with its status and results", async ({
    page,
    factory,
  }) => {
    test.slow(); // four home page loads, each hydrated, and four searches
    const city = town();
    const at = { city, state: "VT" };
    const [verified, premiumVerified, premiumOnly, plainNew, verifiedNew] = await factory.providers([
      { ...at, name: `Dr. Verified ${city}`, isVerified: true, isFeatured: false, rating: 4.2, reviewCount: 3 },
      { ...at, name: `Dr. Premium Verified ${city}`, isVerified: true, isFeatured: true, rating: 3.1, reviewCount: 5 },
      { ...at, name: `Dr. Premium Only ${city}`, isVerified: false, isFeatured: true, rating: 3.0, reviewCount: 2 },
      { ...at, name: `Dr. Plain New ${city}`, isVerified: false, isFeatured: false, rating: 4.0, reviewCount: 0 },
      { ...at, name: `Dr. Verified New ${city}`, isVerified: true, isFeatured: false, rating: 4.1, reviewCount: 0 },
    ]);
    const errors = trackErrors(page);
    const cards = page.getByTestId("results").getByTestId("provider-card");
    const chooseInHero = async (label: string, value: string) => {
      await page.goto("/");
      await hydrated(page); // with JavaScript, only the fields in use travel
      const search = page.getByTestId("hero-search");
      await search.getByLabel("Status").selectOption({ label });
      await search.getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL((url) => url.pathname === "/find-doctors" && url.searchParams.get("status") === value);
      expect([...new URL(page.url()).searchParams.keys()], "only the chosen field travels").toEqual(["status"]);
      // The sidebar's status filter shows the same choice.
      await expect(page.locator("#filter-status")).toHaveValue(value);
      await expect(page.locator("#filter-status option:checked")).toHaveText(label);
      // This test's town, typed into the sidebar beside the status the hero sent.
      await hydrated(page);
      const location = page.getByRole("search", { name: "Filter providers" }).getByLabel("Place");
      await location.fill(city);
      await location.press("Enter");
      await expect(page).toHaveURL((url) => url.searchParams.get("place") === city && url.searchParams.get("status") === value);
      await expect(page.getByTestId("results-loading")).toHaveCount(0);
    };
    const expectNames = async (expected: { name: string }[]) => {
      await expect(page.getByTestId("showing")).toHaveText(`Showing 1-${expected.length} of ${expected.length}`);
      await expect.poll(() => sortedNames(page)).toEqual(expected.map((p) => p.name).sort());
    };

    // "Verified" is verified; "Featured" is featured or verified; "Premium Provider" is featured;
    // "New Provider" has no reviews yet.
    await chooseInHero("Verified", "verified");
    await expectNames([verified!, premiumVerified!, verifiedNew!]);
    await expect(cards.filter({ hasText: "Verified" })).toHaveCount(3);
    await chooseInHero("Featured", "featured");
    await expectNames([verified!, premiumVerified!, premiumOnly!, verifiedNew!]);
    await chooseInHero("Premium Provider", "premium");
    await expectNames([premiumVerified!, premiumOnly!]);
    await chooseInHero("New Provider", "new");
    await expectNames([plainNew!, verifiedNew!]);
    await expect(cards.filter({ hasText: "(No reviews yet)" })).toHaveCount(2);

    // The status filter in the sidebar offers the same four options and applies at once.
    await page.locator("#filter-status").selectOption({ label: "Premium Provider" });
    await expect(page).toHaveURL((url) => url.searchParams.get("status") === "premium");
    await expect(page.getByTestId("showing")).toHaveText("Showing 1-2 of 2");
    expect(errors).toEqual([]);
  });

  test("sort, page and view live in the URL and survive a reload and a shared link; a filter change goes back to page 1", async ({
    page,
    factory,
    browser,
  }) => {
    const city = town();
    // 30 providers: two pages of 24. Rating order and name order differ; half are rated 4.5 or more.
    await factory.providers(
      Array.from({ length: 30 }, (_, i) => ({
        name: `Dr. Pager ${String(i + 1).padStart(2, "0")} ${city}`,
        city,
        state: "VT",
        rating: i % 2 ? 4.8 : 4.0 + (i % 5) / 10,
      })),
    );
    const errors = trackErrors(page);
    await page.goto(`/find-doctors?location=${city}`);
    await hydrated(page);
    await expect(page.getByTestId("showing")).toHaveText("Showing 1-24 of 30");
    await page.getByLabel("Sort by").selectOption("name");
    await expect(page).toHaveURL((url) => url.searchParams.get("sort") === "name");
    await page.getByTestId("view-list").click();
    await expect(page).toHaveURL((url) => url.searchParams.get("view") === "list");
    const page2 = page.getByTestId("pagination").getByRole("link", { name: "Page 2" });
    await page2.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page2.click();
    await expect(page).toHaveURL((url) => url.searchParams.get("page") === "2");
    await expect(page.getByTestId("showing")).toHaveText("Showing 25-30 of 30");
    await expect.poll(() => page.evaluate(() => window.scrollY), { message: "a page change scrolls to the top" }).toBe(0);

    const check = async (p: Page) => {
      await expect(p.getByTestId("showing")).toHaveText("Showing 25-30 of 30");
      await expect(p.getByTestId("results")).toHaveAttribute("data-view", "list");
      await expect(p.getByLabel("Sort by")).toHaveValue("name");
      await expect(p.getByTestId("pagination").locator("[aria-current=page]")).toHaveText("2");
      const shown = await names(p).allTextContents();
      expect(shown).toEqual([...shown].sort((a, b) => (a < b ? -1 : 1)));
      expect(shown).toEqual(Array.from({ length: 6 }, (_, i) => `Dr. Pager ${i + 25} ${city}`));
    };
    await page.reload();
    await check(page);
    const context = await browser.newContext();
    const shared = await context.newPage();
    await shared.goto(page.url());
    await check(shared);
    await context.close();

    await hydrated(page);
    await page.getByLabel("4.5+ ★").check();
    await expect(page).toHaveURL((url) => url.searchParams.get("rating") === "4.5");
    const url = new URL(page.url());
    expect(url.searchParams.get("page"), "a filter change resets to page 1").toBeNull();
    expect(url.searchParams.get("view")).toBe("list");
    expect(url.searchParams.get("sort")).toBe("name");
    await expect(page.getByTestId("showing")).toHaveText("Showing 1-15 of 15");

    // Clear filters keeps the view only: the whole directory, first page.
    await page.getByTestId("clear-filters").click();
    await expect(page).toHaveURL((u) => u.search === "?view=list");
    await expect(page.getByTestId("showing")).toHaveText(/^Showing 1-24 of \d+$/);
    expect(errors).toEqual([]);
  });

  test("free text, location and empty state", async ({ page, factory }) => {
    const surname = `Hassan${randomLetters()}`;
    const provider = await factory.provider({ name: `Dr. Layla ${surname}` });
    await page.goto("/find-doctors");
    await hydrated(page);
    await page.getByLabel("Search").fill(surname.toLowerCase());
    await page.getByLabel("Search").press("Enter");
    await expect(page).toHaveURL((url) => url.searchParams.get("q") === surname.toLowerCase());
    await expect(page.getByTestId("showing")).toHaveText("Showing 1-1 of 1");
    await expect(names(page)).toHaveText([provider.name]);
    await page.goto(`/find-doctors?location=Atlantis${randomLetters()}`);
    await expect(page.getByText("No providers found")).toBeVisible();
    await expect(page.getByTestId("provider-card")).toHaveCount(0);
  });

  test("malformed query values never error", async ({ request }) => {
    for (const query of [
      "page=-3",
      "rating=abc",
      "type=%3Cscript%3Ealert(1)%3C/script%3E",
      `location=${"x".repeat(5000)}`,
      "page=99999&sort=drop",
    ]) {
      const res = await request.get(`/find-doctors?${query}`);
      expect(res.status(), query).toBe(200);
      expect(await res.text(), query).not.toMatch(/<script>alert/);
    }
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the search, the filters and the newsletter work without JavaScript", async ({ page, factory }) => {
      const city = town();
      await factory.providers([
        { name: `Spa One ${city}`, type: "medspa", city, state: "VT", rating: 4.9 },
        { name: `Spa Two ${city}`, type: "medspa", city, state: "VT", rating: 4.6 },
        { name: `Spa Three ${city}`, type: "medspa", city, state: "VT", rating: 4.2 },
        { name: `Spa Four ${city}`, type: "medspa", city, state: "VT", rating: 3.9 },
        { name: `Derm ${city}`, type: "dermatologist", city, state: "VT", rating: 4.9 },
      ]);
      await page.goto("/");
      const hero = page.getByTestId("hero-search");
      await hero.getByLabel("Place").fill(city);
      await hero.getByLabel("Provider type").selectOption({ label: "Medical Spa" });
      await hero.getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL((url) => url.pathname === "/find-doctors" && url.searchParams.get("type") === "medspa");
      await expect(page.getByTestId("showing")).toHaveText("Showing 1-4 of 4");
      await page.getByLabel("4.5+ ★").check();
      await page.getByRole("button", { name: "Apply filters" }).click();
      await expect(page).toHaveURL((url) => url.searchParams.get("rating") === "4.5");
      await expect(page.getByTestId("showing")).toHaveText("Showing 1-2 of 2");

      await page.goto("/");
      const form = page.getByTestId("newsletter-form");
      await form.getByLabel("Email address").fill(`nojs-${randomLetters()}@example.com`);
      await form.getByRole("button", { name: "Subscribe" }).click();
      await expect(page.getByText("Thank you for subscribing to our newsletter.")).toBeVisible();
    });

    test("the carousel buttons are hidden (they could not scroll) and the track scrolls natively", async ({ page }) => {
      await page.goto("/");
      const carousel = page.getByTestId("featured-carousel");
      await expect(carousel.getByTestId("carousel-left")).toBeHidden();
      await expect(carousel.getByTestId("carousel-right")).toBeHidden();
      await expect(carousel.getByRole("button"), "not offered to screen readers either").toHaveCount(0);
      const track = carousel.getByTestId("carousel-track");
      expect(await track.evaluate((el) => el.scrollWidth > el.clientWidth && getComputedStyle(el).overflowX === "auto")).toBe(true);
    });
  });

  test("carousel buttons: left disabled at the start, right scrolls 340 px, keyboard operable", async ({ page }) => {
    await page.goto("/");
    const carousel = page.getByTestId("featured-carousel");
    const left = carousel.getByTestId("carousel-left");
    const right = carousel.getByTestId("carousel-right");
    const track = carousel.getByTestId("carousel-track");
    await hydrated(page);
    await expect(left).toBeDisabled();
    await expect(right).toBeEnabled();
    await right.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThanOrEqual(339);
    expect(Math.abs((await track.evaluate((el) => el.scrollLeft)) - 340), "one click scrolls 340 px").toBeLessThanOrEqual(1);
    await expect(left).toBeEnabled();
    await track.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: "instant" }));
    await expect(right).toBeDisabled();
  });

  test("newsletter: subscribing twice says 'Already subscribed!'", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const email = `e2e-${randomLetters()}@Example.com`;
    const form = page.getByTestId("newsletter-form");
    await form.getByLabel("Email address").fill(email);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByText("Success!")).toBeVisible();
    await expect(form.getByText("Thank you for subscribing to our newsletter.")).toBeVisible();
    await form.getByLabel("Email address").fill(`  ${email.toUpperCase()} `);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByText("Already subscribed!")).toBeVisible();
    await expect(form.getByText("This email is already subscribed to our newsletter.")).toBeVisible();
  });

  test("newsletter: an invalid address gets 'Please enter a valid email address'", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const form = page.getByTestId("newsletter-form");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
  });

  test("newsletter: the message comes on submit, goes while typing a valid address, and a success empties the box", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const form = page.getByTestId("newsletter-form");
    const input = form.getByLabel("Email address");
    const message = form.getByText("Please enter a valid email address");
    await input.fill("not-an-address");
    await expect(message, "nothing is checked before a submit").toHaveCount(0);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(message).toBeVisible();
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAttribute("aria-describedby", (await message.getAttribute("id"))!);
    await input.fill(`typed-${randomLetters()}@example.com`);
    await expect(message).toHaveCount(0);
    await expect(input).not.toHaveAttribute("aria-invalid");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByText("Success!")).toBeVisible();
    await expect(input).toHaveValue("");
  });
});

test.describe("edge cache headers", () => {
  test("signed out: public pages are public with s-maxage and come from the cache the second time", async ({ request }) => {
    // A URL of this test's own, so nothing cached it before.
    const path = `/find-doctors?type=medspa&e2e=${randomLetters()}`;
    const first = await request.get(path);
    expect(first.headers()["cache-control"]).toMatch(PUBLIC);
    expect(first.headers()["x-truself-cache"]).toBe("MISS");
    await first.body();
    // The copy is stored just after the first response.
    await expect.poll(async () => (await request.get(path)).headers()["x-truself-cache"]).toBe("HIT");
    const second = await request.get(path);
    expect(second.headers()["x-truself-cache"]).toBe("HIT");
    expect(second.headers()["cache-control"]).toMatch(PUBLIC);
    const nonce = (second.headers()["content-security-policy"] ?? "").match(/'nonce-([^']+)'/)?.[1];
    expect(nonce, "the response names a nonce").toBeTruthy();
    expect(await second.text(), "the cached page carries this response's nonce").toContain(`nonce="${nonce}"`);
  });

  test("signed in: the same pages are private, no-store and bypass the cache", async ({ page, factory, signIn }) => {
    const patient = await factory.user({ signedIn: true });
    await signIn(patient);
    for (const path of ["/", "/find-doctors?type=medspa"]) {
      const res = await page.request.get(path);
      expect(res.headers()["cache-control"], path).toBe("private, no-store");
      expect(res.headers()["x-truself-cache"], path).toBe("BYPASS");
      expect(await res.text(), path).toMatch(/data-testid="user-menu"/);
    }
    const home = await page.goto("/");
    expect(home?.headers()["cache-control"]).toBe("private, no-store");
    await hydrated(page);
    await page.getByTestId("waitlist-button").click();
    await expect(page.getByRole("dialog", { name: "Join the Community Waitlist" })).toBeVisible();
  });

  test("hashed static assets are immutable", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset = html.match(/\/assets\/[^"']+\.js/)?.[0];
    expect(asset, "the home page links to a built script").toBeTruthy();
    const res = await request.get(asset!);
    expect(res.status()).toBe(200);
    expect(res.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  test("the directory's photos are cached for a day, and the route manifest comes with the page (no /__manifest fetch)", async ({
    page,
    request,
    factory,
  }) => {
    const provider = await factory.provider({ name: `Dr. Photo ${randomLetters()}`, image: "/lovable-uploads/providers/provider-2.svg" });
    const path = `/find-doctors?q=${encodeURIComponent(provider.name)}`;
    const html = await (await request.get(path)).text();
    const photo = html.match(/\/lovable-uploads\/providers\/[^"']+/)?.[0];
    expect(photo, "the card shows the provider's photo").toBeTruthy();
    const res = await request.get(photo!);
    expect(res.status()).toBe(200);
    expect(res.headers()["cache-control"]).toBe("public, max-age=86400");
    expect(html).toMatch(/\/assets\/manifest-[0-9a-f]+\.js/);

    const asked: string[] = [];
    page.on("request", (r) => asked.push(new URL(r.url()).pathname));
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(asked.filter((p) => p === "/__manifest")).toEqual([]);
  });

  test("signed out, the waitlist button leads to sign-up", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.getByTestId("waitlist-button").click();
    await expect(page).toHaveURL((url) => url.pathname === "/signup");
  });
});
