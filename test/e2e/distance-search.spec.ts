/**
 * Issue 36, item 4 in Chromium: "within 25 miles of 33139" from the home hero and from the
 * /find-doctors filters lists the nearby providers nearest first with their distance, and leaves
 * out a far one until the radius reaches it; an unknown place says so and lists nobody. The
 * providers are factory-made and geocoded from their ZIP codes like an import's; a procedure of
 * their own keeps the filters' results to this test's rows (the seeded Miami listings are near too).
 */
import type { Page } from "@playwright/test";
import { expect, hydrated, randomLetters, test } from "./fixtures.ts";

const names = (page: Page) => page.getByTestId("results").getByRole("heading");
const card = (page: Page, name: string) => page.getByTestId("provider-card").filter({ has: page.getByRole("heading", { name }) });

test("within 25 miles of 33139: nearby providers by distance with the distance shown, a far one left out", async ({ page, factory }) => {
  const token = randomLetters();
  const procedure = `Geolift${token}`;
  const [bayside, palm, shoreline] = await factory.providers([
    // 33141: 4.3 miles from 33139; 33401 (West Palm Beach): 64.5 miles; 33139 itself.
    { name: `Bayside Clinic ${token}`, city: "Miami Beach", state: "FL", zipCode: "33141", specialties: [procedure] },
    { name: `Palm Clinic ${token}`, city: "West Palm Beach", state: "FL", zipCode: "33401", specialties: [procedure] },
    { name: `Shoreline Clinic ${token}`, city: "Miami Beach", state: "FL", zipCode: "33139", specialties: [procedure] },
  ]);

  // The home hero: a ZIP code and the 25-mile radius.
  await page.goto("/");
  await hydrated(page);
  const hero = page.getByTestId("hero-search");
  await hero.getByLabel("Place").fill("33139");
  await expect(hero.getByLabel("Within")).toHaveValue("25");
  await hero.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/find-doctors" && url.searchParams.get("place") === "33139");
  await expect(page.getByTestId("near-scope")).toHaveText("Within 25 miles of 33139 (Miami Beach, FL), nearest first");
  const listed = await names(page).allTextContents();
  expect(listed.indexOf(shoreline!.name)).toBeGreaterThanOrEqual(0);
  expect(listed.indexOf(shoreline!.name)).toBeLessThan(listed.indexOf(bayside!.name));
  expect(listed).not.toContain(palm!.name);
  await expect(card(page, shoreline!.name).getByTestId("card-distance")).toHaveText("0.0 mi");
  await expect(card(page, bayside!.name).getByTestId("card-distance")).toHaveText("4.3 mi");
  // Every card of the page, nearest first.
  const miles = (await page.getByTestId("card-distance").allTextContents()).map((text) => Number.parseFloat(text));
  expect(miles).toEqual(miles.toSorted((a, b) => a - b));

  // The /find-doctors filters: the procedure and "Miami Beach, FL" typed, then a wider radius.
  await page.goto("/find-doctors");
  await hydrated(page);
  const filters = page.getByRole("search", { name: "Filter providers" });
  await filters.getByLabel("Procedure").fill(procedure);
  await filters.getByLabel("Place").fill("Miami Beach, FL");
  await filters.getByLabel("Place").press("Enter");
  await expect(page.getByTestId("near-scope")).toHaveText("Within 25 miles of Miami Beach, FL, nearest first");
  await expect(names(page)).toHaveText([shoreline!.name, bayside!.name]);
  await filters.getByLabel("Within").selectOption("100");
  await expect(page).toHaveURL((url) => url.searchParams.get("radius") === "100");
  await expect(names(page)).toHaveText([shoreline!.name, bayside!.name, palm!.name]);
  await expect(card(page, palm!.name).getByTestId("card-distance")).toHaveText(/^6\d\.\d mi$/);

  // A place nobody can find: its message, and nobody listed.
  await filters.getByLabel("Place").fill("99999");
  await filters.getByLabel("Place").press("Enter");
  await expect(page.getByTestId("place-message")).toHaveText(
    "We couldn't find the ZIP code 99999. Check it, or enter a city and state instead.",
  );
  await expect(page.getByTestId("result-count")).toHaveText("0 providers");
  await expect(page.getByTestId("provider-card")).toHaveCount(0);
});
