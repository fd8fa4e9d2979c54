/**
 * Issue 3 (docs/requirements.md), the directory's finer behaviour in a real browser: a card whose image fails shows the
 * name placeholder (with and without JavaScript, and before hydration), and the spinner while a
 * /find-doctors navigation is in flight. Each test makes the providers it searches for.
 */
import type { Page, Route } from "@playwright/test";
import { expect, holdScripts, hydrated, randomLetters, test, type Factory } from "./fixtures.ts";

/** Many providers in a few factory calls: one insert binds every value, and D1 takes at most 100 per statement. */
/** The image the failing card shows: any image the site serves, made a 404 for one page only. */
const FAILING_IMAGE = "/lovable-uploads/providers/provider-3.svg";
const LOADING_IMAGE = "/lovable-uploads/providers/provider-1.svg";

/** A provider of this test's own, found alone by searching its name; its image is FAILING_IMAGE. */
async function failingCardProvider(factory: Factory) {
  const provider = await factory.provider({ name: `Dr. Layla Hassan${randomLetters()}`, image: FAILING_IMAGE });
  return { provider, search: `/find-doctors?q=${encodeURIComponent(provider.name)}` };
}

/** Makes the image a real 404 for this page only: the app and its files stay as they are. */
async function imageIs404(page: Page) {
  await page.route(`**${FAILING_IMAGE}`, (route) => route.fulfill({ status: 404, contentType: "text/plain", body: "Not found" }));
}

const HIDE_IMAGE = "[data-testid=card-image] img { visibility: hidden !important; }";
const HIDE_PLACEHOLDER = "[data-testid=card-placeholder] { visibility: hidden !important; }";

/**
 * What the card's image area paints inside its corners, compared pixel for pixel (PNG bytes) with the image hidden
 * and with the placeholder hidden.
 */
async function imageArea(page: Page) {
  const area = page.getByTestId("provider-card").getByTestId("card-image");
  await area.scrollIntoViewIfNeeded();
  // The area inside its rounded corners: their anti-aliased edge may differ by a pixel between two
  // paints of the same thing when the card sits at a fractional offset.
  const box = (await area.boundingBox())!;
  const inset = 16;
  const clip = { x: box.x + inset, y: box.y + inset, width: box.width - 2 * inset, height: box.height - 2 * inset };
  const shot = (style?: string) => page.screenshot({ animations: "disabled", clip, ...(style ? { style } : {}) });
  const shown = await shot();
  const withoutImage = await shot(HIDE_IMAGE);
  const withoutEither = await shot(HIDE_IMAGE + HIDE_PLACEHOLDER);
  // A failed image paints only what the placeholder paints (its ::after is the same name on the same
  // gradient, app.css), so the area looks as it does with the image hidden, and the name shows.
  return { placeholderShows: shown.equals(withoutImage) && !shown.equals(withoutEither), imageCovers: !shown.equals(withoutImage) };
}

/** Resolves once the card's <img> has finished (loaded or failed), with whether it loaded. */
async function imageSettled(page: Page) {
  const img = page.getByTestId("provider-card").locator("img");
  // Polled from the test (page.waitForFunction needs the page's JavaScript, off in the no-JS test).
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete), { message: "the image request finished", timeout: 15_000 })
    .toBe(true);
  return img.evaluate((el: HTMLImageElement) => el.naturalWidth > 0);
}

test.describe("provider card image: the name placeholder when the image fails", () => {
  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("a 404 image reveals the name placeholder (no broken-image icon or alt text over it)", async ({ page, factory }) => {
      const { provider, search } = await failingCardProvider(factory);

      // Control: the image that loads covers the placeholder (so the comparison below can fail).
      await page.goto(search);
      expect(await imageSettled(page), "the image loaded").toBe(true);
      expect((await imageArea(page)).imageCovers, "a loaded image paints over the placeholder").toBe(true);

      await imageIs404(page);
      await page.goto(search);
      expect(await imageSettled(page), "the image failed").toBe(false);
      await expect(page.getByTestId("card-placeholder")).toHaveText(provider.name);
      expect((await imageArea(page)).placeholderShows, "the broken image paints nothing; the placeholder is what shows").toBe(true);
    });
  });

  test("with JavaScript: before hydration the placeholder shows through; after it the failed image is gone", async ({ page, factory }) => {
    const { provider, search } = await failingCardProvider(factory);
    await imageIs404(page);
    const release = await holdScripts(page); // un-hydrated until the first check is done
    await page.goto(search, { waitUntil: "commit" });
    await page.getByTestId("card-placeholder").waitFor({ state: "attached" });
    expect(await imageSettled(page), "the image failed").toBe(false);
    await expect(page.locator("html[data-hydrated]"), "not hydrated yet").toHaveCount(0);
    expect((await imageArea(page)).placeholderShows, "before hydration the placeholder shows").toBe(true);

    await release();
    await hydrated(page);
    // onError never fired for React (the image failed first): the mount check removes it.
    await expect(page.getByTestId("provider-card").locator("img")).toHaveCount(0);
    await expect(page.getByTestId("card-placeholder")).toHaveText(provider.name);
    await expect(page.getByTestId("card-placeholder")).toBeVisible();
  });

  test("with JavaScript, an image failing after hydration is replaced by the placeholder; a loaded one hides the name", async ({
    page,
    factory,
  }) => {
    const loaded = await factory.provider({ name: `Dr. Olivia Carter${randomLetters()}`, image: LOADING_IMAGE });
    const { provider } = await failingCardProvider(factory);
    await imageIs404(page);
    await page.goto(`/find-doctors?q=${encodeURIComponent(loaded.name)}`);
    await hydrated(page);
    expect(await imageSettled(page), "the image loaded").toBe(true);
    await expect(page.getByTestId("card-placeholder")).toHaveText("");

    // A client-side search renders a new card, whose image then fails.
    await page.getByLabel("Search").fill(provider.name);
    await page.getByLabel("Search").press("Enter");
    await expect(page).toHaveURL((url) => url.searchParams.get("q") === provider.name);
    await expect(page.getByTestId("card-placeholder").filter({ hasText: provider.name })).toBeVisible();
    await expect(page.getByTestId("provider-card").locator("img")).toHaveCount(0);
  });
});

test.describe("the /find-doctors spinner while navigating", () => {
  /** Holds every /find-doctors.data request until released, so the in-flight state can be checked. */
  async function holdDataRequests(page: Page) {
    const held: Route[] = [];
    const waiters: (() => void)[] = [];
    await page.route(/\/find-doctors\.data(\?|$)/, (route) => {
      held.push(route);
      waiters.splice(0).forEach((w) => w());
    });
    return {
      async next(): Promise<Route> {
        while (held.length === 0) await new Promise<void>((r) => waiters.push(r));
        return held.shift()!;
      },
    };
  }

  test("a filter change and a page change show the spinner until their data arrives, then hide it", async ({ page, factory }) => {
    const city = `Spintown${randomLetters()}`;
    // 30 providers (two pages), 10 of them rated 4.5 or more.
    await factory.providers(
      Array.from({ length: 30 }, (_, i) => ({ name: `Dr. Spinner ${i} ${city}`, city, state: "VT", rating: i % 3 ? 4.2 : 4.7 })),
    );
    const spinner = page.getByTestId("results-loading");
    const data = await holdDataRequests(page);
    await page.goto(`/find-doctors?location=${city}`);
    await hydrated(page);
    await expect(page.getByTestId("showing")).toHaveText("Showing 1-24 of 30");
    await expect(spinner, "no spinner when idle").toHaveCount(0);

    // A filter change: the spinner shows while the request is held, the old results stay underneath.
    await page.getByLabel("4.5+ ★").check();
    const filterRequest = await data.next();
    expect(filterRequest.request().url()).toMatch(/rating=4\.5/);
    await expect(spinner).toBeVisible();
    await expect(spinner).toHaveAttribute("role", "status");
    await expect(spinner.getByText("Loading providers...")).toHaveCount(1);
    await expect(page.getByTestId("showing")).toHaveText("Showing 1-24 of 30");
    await filterRequest.continue();
    await expect(page).toHaveURL((url) => url.searchParams.get("rating") === "4.5");
    await expect(spinner).toHaveCount(0);
    await expect(page.getByTestId("showing")).toHaveText("Showing 1-10 of 10");

    // Back to any rating, then a page change.
    await page.getByLabel("Any", { exact: true }).check();
    await (await data.next()).continue();
    await expect(page.getByTestId("showing")).toHaveText("Showing 1-24 of 30");
    await expect(spinner).toHaveCount(0);
    await page.getByTestId("pagination").getByRole("link", { name: "Page 2" }).click();
    const pageRequest = await data.next();
    expect(pageRequest.request().url()).toMatch(/page=2/);
    await expect(spinner).toBeVisible();
    expect(new URL(page.url()).searchParams.get("page"), "still on page 1 while loading").toBeNull();
    await pageRequest.continue();
    await expect(page.getByTestId("showing")).toHaveText("Showing 25-30 of 30");
    await expect(spinner).toHaveCount(0);
  });
});
