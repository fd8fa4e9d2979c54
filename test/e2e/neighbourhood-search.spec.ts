/**
 * One place reader (decision 082) in Chromium, on desktop and on a 390 px phone: a new visitor types
 * "Manhattan", then "Brickell", into the directory's place field and gets providers in New York, then
 * Miami, read back as TruGPT reads them ("Manhattan (New York, NY)"), not Manhattan, KS, which the
 * place table alone would pick. Every provider is this test's own (a procedure of its own keeps the
 * results to them: the seeded directory has New York and Miami listings too).
 */
import type { Page } from "@playwright/test";
import { expect, hydrated, randomLetters, test } from "./fixtures.ts";

const names = (page: Page) => page.getByTestId("results").getByRole("heading");
const card = (page: Page, name: string) => page.getByTestId("provider-card").filter({ has: page.getByRole("heading", { name }) });

async function openFilters(page: Page) {
  // Collapsed on a phone only; from lg up it is always open (its summary hidden).
  const toggle = page.getByTestId("filters-toggle");
  if ((await toggle.isVisible()) && (await page.getByTestId("filters-panel").evaluate((d) => !(d as HTMLDetailsElement).open)))
    await toggle.click();
}

async function searchNear(page: Page, place: string) {
  await openFilters(page);
  const filters = page.getByRole("search", { name: "Filter providers" });
  await filters.getByLabel("Place").fill(place);
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get("place") === place);
}

test("'Manhattan' and 'Brickell' typed into the place field find providers in New York and Miami, not Kansas @phone", async ({
  page,
  factory,
}) => {
  const token = randomLetters();
  const procedure = `Boroughlift${token}`;
  const [midtown, kansas, brickell] = await factory.providers([
    { name: `Midtown ${token} Skin`, city: "New York", state: "NY", zipCode: "10016", specialties: [procedure] },
    { name: `Flint Hills ${token} Aesthetics`, city: "Manhattan", state: "KS", zipCode: "66502", specialties: [procedure] },
    { name: `Bayfront ${token} Glow`, city: "Miami", state: "FL", zipCode: "33131", specialties: [procedure] },
  ]);

  await page.goto("/find-doctors");
  await hydrated(page);
  await openFilters(page);
  await page.getByRole("search", { name: "Filter providers" }).getByLabel("Procedure").fill(procedure);
  await searchNear(page, "Manhattan");
  await expect(page.getByTestId("near-scope")).toHaveText("Within 25 miles of Manhattan (New York, NY), nearest first");
  await expect(names(page)).toHaveText([midtown!.name]);
  await expect(card(page, midtown!.name)).toContainText("New York, NY");
  await expect(page.getByText(kansas!.name)).toHaveCount(0);
  await expect(page.getByTestId("place-message")).toHaveCount(0);

  await searchNear(page, "Brickell");
  await expect(page.getByTestId("near-scope")).toHaveText("Within 25 miles of Brickell (Miami, FL), nearest first");
  await expect(names(page)).toHaveText([brickell!.name]);
  await expect(card(page, brickell!.name)).toContainText("Miami, FL");

  // The Kansas town is still there, with its state.
  await searchNear(page, "Manhattan, KS");
  await expect(page.getByTestId("near-scope")).toHaveText("Within 25 miles of Manhattan, KS, nearest first");
  await expect(names(page)).toHaveText([kansas!.name]);
});
