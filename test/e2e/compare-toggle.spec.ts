/**
 * The Compare toggle never loses a press (issue 48's loose end): without JavaScript, before the page's
 * code arrives, while it hydrates (the page's code running, the toggle's own still on its way) and after
 * it, a press on a card's toggle changes the compare list, the page comes back with its search and
 * the tray lists the pick. Hydrated, the toggle answers in place (no reload); a fifth pick is refused
 * with the limit's text. And hydrating never scrolls the page from where the person has scrolled to
 * (a press aimed at a card would land elsewhere). Every provider is this test's own (a name token
 * keeps the search to them).
 */
import type { Page } from "@playwright/test";
import { expect, hydrated, randomLetters, test, type MadeProvider } from "./fixtures.ts";

const card = (page: Page, name: string) => page.getByTestId("provider-card").filter({ has: page.getByRole("heading", { name }) });
const compare = (page: Page, name: string) => card(page, name).getByRole("button", { name: `Compare: ${name}` });
const remove = (page: Page, name: string) => card(page, name).getByRole("button", { name: `Remove from compare: ${name}` });
const tray = (page: Page) => page.getByTestId("compare-tray");

/** Five providers of the test's own and the search that lists only them, in the list view (a query to keep). */
async function search(factory: { providers: (specs: { name: string }[]) => Promise<MadeProvider[]> }) {
  const token = randomLetters();
  const made = await factory.providers([1, 2, 3, 4, 5].map((i) => ({ name: `Toggle ${token} Clinic ${i}` })));
  return { names: made.map((p) => p.name), path: `/find-doctors?q=${token}&view=list` };
}

/**
 * Holds the scripts whose address matches `pattern` (all the app's by default) until `release()`;
 * `asked` resolves at the first one held. A press that navigates leaves the old page's requests
 * held: releasing them is then a no-op.
 */
async function hold(page: Page, pattern = /\/assets\/.*\.js$/) {
  const held: import("@playwright/test").Route[] = [];
  let released = false;
  let seen = () => undefined as void;
  const asked = new Promise<void>((resolve) => (seen = resolve));
  await page.route(pattern, (route) => {
    if (released) return route.continue();
    held.push(route);
    seen();
  });
  const release = async () => {
    released = true;
    for (const route of held.splice(0)) await route.continue().catch(() => undefined);
  };
  return { asked, release };
}

/** The page is the same search (path and query), not /compare: checked once the tray shows the press. */
function sameSearch(page: Page, path: string) {
  const url = new URL(page.url());
  expect(url.pathname + url.search).toBe(path);
}

test.describe("the Compare toggle on /find-doctors @phone", () => {
  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("a press posts and comes back to the same search with the tray; a second adds; Remove takes one out", async ({
      page,
      factory,
    }) => {
      const { names, path } = await search(factory);
      await page.goto(path);
      await expect(tray(page)).toHaveCount(0);
      await compare(page, names[0]!).click();
      await expect(tray(page)).toContainText("Comparing 1 provider");
      sameSearch(page, path);
      await expect(tray(page)).toContainText(names[0]!);
      await expect(remove(page, names[0]!)).toHaveAttribute("aria-pressed", "true");
      await compare(page, names[1]!).click();
      await expect(tray(page)).toContainText("Comparing 2 providers");
      sameSearch(page, path);
      await remove(page, names[0]!).click();
      await expect(tray(page)).toContainText("Comparing 1 provider");
      sameSearch(page, path);
      await expect(tray(page)).not.toContainText(names[0]!);
      await expect(compare(page, names[0]!)).toHaveAttribute("aria-pressed", "false");
    });
  });

  test("before the page's code arrives, a press posts as a plain form; once hydrated, presses answer without a reload", async ({
    page,
    factory,
  }) => {
    const { names, path } = await search(factory);
    const { release } = await hold(page);
    await page.goto(path, { waitUntil: "commit" });
    await compare(page, names[0]!).click();
    await expect(tray(page)).toContainText("Comparing 1 provider");
    sameSearch(page, path);
    await expect(page.locator("html[data-hydrated]"), "the press was made before hydration").toHaveCount(0);

    await release();
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await compare(page, names[1]!).click();
    await expect(remove(page, names[1]!)).toBeVisible();
    await expect(tray(page)).toContainText("Comparing 2 providers");
    await expect(tray(page)).toContainText(names[1]!);
    await compare(page, names[2]!).click();
    await compare(page, names[3]!).click();
    await expect(tray(page)).toContainText("Comparing 4 providers");
    // A fifth is refused with the limit's text, and its toggle is as it was.
    await compare(page, names[4]!).click();
    await expect(
      page.getByTestId("toast").filter({ hasText: "You can compare up to 4 providers at once. Remove one to add another." }),
    ).toBeVisible();
    await expect(compare(page, names[4]!)).toHaveAttribute("aria-pressed", "false");
    await remove(page, names[0]!).click();
    await expect(tray(page)).toContainText("Comparing 3 providers");
    await expect(tray(page)).not.toContainText(names[0]!);
    sameSearch(page, path);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker), "the page was not reloaded").toBe(1);
  });

  test("while the page hydrates (its code running, the toggle's on its way) a press posts and the tray lists it", async ({
    page,
    factory,
  }) => {
    const { names, path } = await search(factory);
    // Only the toggle's own code is held: the rest of the page loads and hydrates around it.
    const toggleCode = await hold(page, /\/assets\/compare-toggle-[^/]*\.js$/);
    await page.goto(path, { waitUntil: "commit" });
    await toggleCode.asked;
    await expect(page.locator("html[data-hydrated]"), "the page is not hydrated yet").toHaveCount(0);
    await compare(page, names[0]!).click();
    await expect(tray(page)).toContainText("Comparing 1 provider");
    sameSearch(page, path);
    await expect(remove(page, names[0]!)).toBeVisible();
    await toggleCode.release();
    await hydrated(page);
    await compare(page, names[1]!).click();
    await expect(tray(page)).toContainText("Comparing 2 providers");
  });

  test("hydrating leaves the page where the person scrolled to", async ({ page, factory }) => {
    const { names, path } = await search(factory);
    const { release } = await hold(page);
    await page.goto(path, { waitUntil: "commit" });
    await compare(page, names[4]!).scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before, "the last card is below the first screen").toBeGreaterThan(0);
    await release();
    await hydrated(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
  });
});
