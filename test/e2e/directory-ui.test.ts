/**
 * Issue 3 (docs/requirements.md), the directory's finer behaviour in a real browser: a card whose image fails shows the
 * name placeholder (with and without JavaScript, and before hydration), and the spinner while a
 * /find-doctors navigation is in flight.
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, Page, Route } from "playwright-core";
import { holdScripts, launchBrowser, newPage, waitForHydration } from "./browser.ts";

/** Provider 3 (Dr. Layla Hassan) is the only match of ?q=hassan; its seeded image is this file. */
const HASSAN = "/find-doctors?q=hassan";
const HASSAN_IMAGE = "**/lovable-uploads/providers/provider-3.svg";

/** Makes the image a real 404 for this page only: the seed and the running app stay as they are. */
async function imageIs404(page: Page) {
  await page.route(HASSAN_IMAGE, (route) => route.fulfill({ status: 404, contentType: "text/plain", body: "Not found" }));
}

const HIDE_IMAGE = "[data-testid=card-image] img { visibility: hidden !important; }";
const HIDE_PLACEHOLDER = "[data-testid=card-placeholder] { visibility: hidden !important; }";

/**
 * What the card's image area paints, compared pixel for pixel (PNG bytes) with the image hidden
 * and with the placeholder hidden.
 */
async function imageArea(page: Page) {
  const area = page.getByTestId("provider-card").getByTestId("card-image");
  await area.scrollIntoViewIfNeeded();
  const shown = await area.screenshot({ animations: "disabled" });
  const withoutImage = await area.screenshot({ animations: "disabled", style: HIDE_IMAGE });
  const withoutPlaceholder = await area.screenshot({ animations: "disabled", style: HIDE_PLACEHOLDER });
  return { placeholderShows: shown.equals(withoutImage) && !shown.equals(withoutPlaceholder), imageCovers: !shown.equals(withoutImage) };
}

/** Resolves once the card's <img> has finished (loaded or failed). */
async function imageSettled(page: Page) {
  const img = page.getByTestId("provider-card").locator("img");
  // Polled from the test (page.waitForFunction needs the page's JavaScript, off in the no-JS test).
  for (let i = 0; i < 300 && !(await img.evaluate((el: HTMLImageElement) => el.complete)); i++) await new Promise((r) => setTimeout(r, 50));
  assert.equal(await img.evaluate((el: HTMLImageElement) => el.complete), true, "the image request finished");
  return img.evaluate((el: HTMLImageElement) => el.naturalWidth > 0);
}

describe("provider card image: the name placeholder when the image fails", () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  test("without JavaScript a 404 image reveals the name placeholder (no broken-image icon or alt text over it)", async () => {
    const page = await newPage(browser, undefined, { javaScript: false });

    // Control: the image that loads covers the placeholder (so the comparison below can fail).
    await page.goto(HASSAN);
    assert.equal(await imageSettled(page), true);
    assert.equal((await imageArea(page)).imageCovers, true, "a loaded image paints over the placeholder");

    await imageIs404(page);
    await page.goto(HASSAN);
    assert.equal(await imageSettled(page), false, "the image failed");
    assert.equal(await page.getByTestId("card-placeholder").textContent(), "Dr. Layla Hassan");
    assert.equal((await imageArea(page)).placeholderShows, true, "the broken image paints nothing; the placeholder is what shows");
    await page.context().close();
  });

  test("with JavaScript: before hydration the placeholder shows through; after it the failed image is gone", async () => {
    const page = await newPage(browser);
    await imageIs404(page);
    const release = await holdScripts(page); // un-hydrated until the first check is done
    await page.goto(HASSAN, { waitUntil: "commit" });
    await page.getByTestId("card-placeholder").waitFor({ state: "attached" });
    assert.equal(await imageSettled(page), false, "the image failed");
    assert.equal(await page.locator("html[data-hydrated]").count(), 0, "not hydrated yet");
    assert.equal((await imageArea(page)).placeholderShows, true, "before hydration the placeholder shows");

    await release();
    await waitForHydration(page);
    // onError never fired for React (the image failed first): the mount check removes it.
    await page.getByTestId("provider-card").locator("img").waitFor({ state: "detached" });
    assert.equal(await page.getByTestId("card-placeholder").textContent(), "Dr. Layla Hassan");
    assert.ok(await page.getByTestId("card-placeholder").isVisible());
  });

  test("with JavaScript, an image failing after hydration is replaced by the placeholder; a loaded one hides the name", async () => {
    const page = await newPage(browser);
    await imageIs404(page);
    await page.goto("/find-doctors?q=olivia");
    await waitForHydration(page);
    assert.equal(await imageSettled(page), true);
    await page.waitForFunction(() => document.querySelector("[data-testid=card-placeholder]")?.textContent === "");

    // A client-side search renders a new card, whose image then fails.
    await page.getByLabel("Search").fill("hassan");
    await page.getByLabel("Search").press("Enter");
    await page.waitForURL((url) => url.searchParams.get("q") === "hassan");
    await page.getByTestId("card-placeholder").filter({ hasText: "Dr. Layla Hassan" }).waitFor();
    await page.getByTestId("provider-card").locator("img").waitFor({ state: "detached" });
  });
});

describe("the /find-doctors spinner while navigating", () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

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

  test("a filter change and a page change show the spinner until their data arrives, then hide it", async () => {
    const page = await newPage(browser);
    const spinner = page.getByTestId("results-loading");
    const data = await holdDataRequests(page);
    await page.goto("/find-doctors");
    await waitForHydration(page);
    assert.equal(await spinner.count(), 0, "no spinner when idle");

    // A filter change: the spinner shows while the request is held, the old results stay underneath.
    await page.getByLabel("4.5+ ★").check();
    const filterRequest = await data.next();
    assert.match(filterRequest.request().url(), /rating=4\.5/);
    await spinner.waitFor();
    assert.equal(await spinner.getAttribute("role"), "status");
    assert.equal(await spinner.getByText("Loading providers...").count(), 1);
    assert.equal(await page.getByTestId("showing").textContent(), "Showing 1-24 of 30");
    await filterRequest.continue();
    await page.waitForURL((url) => url.searchParams.get("rating") === "4.5");
    await spinner.waitFor({ state: "detached" });
    assert.match((await page.getByTestId("showing").textContent()) ?? "", /^Showing 1-\d+ of \d+$/);
    assert.notEqual(await page.getByTestId("showing").textContent(), "Showing 1-24 of 30");

    // A page change.
    await page.getByTestId("clear-filters").click();
    await (await data.next()).continue();
    await page.getByTestId("showing").filter({ hasText: "Showing 1-24 of 30" }).waitFor();
    await spinner.waitFor({ state: "detached" });
    await page.getByTestId("pagination").getByRole("link", { name: "Page 2" }).click();
    const pageRequest = await data.next();
    assert.match(pageRequest.request().url(), /page=2/);
    await spinner.waitFor();
    assert.equal(new URL(page.url()).searchParams.get("page"), null, "still on page 1 while loading");
    await pageRequest.continue();
    await page.getByTestId("showing").filter({ hasText: "Showing 25-30 of 30" }).waitFor();
    await spinner.waitFor({ state: "detached" });
  });
});
