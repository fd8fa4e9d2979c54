/**
 * Issue 31 items 1 and 2 in Chromium, as a patient searches: a state typed by its name or its code
 * ("Texas", "TX", "Austin, Texas", "austin tx") finds the listings of that state whichever way
 * they wrote it; "Board certified" means the board of the chosen type's specialty, says so, and
 * the card and the profile name the board. Each test makes its providers in a town of its own.
 */
import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures.ts";

/** Letters only: a town name FTS and the state parser read as one plain word. */
function town(prefix: string) {
  const letters = Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => String.fromCharCode(97 + (b % 26))).join("");
  return `${prefix}${letters}`;
}

const results = (page: Page) => page.getByTestId("results").getByRole("heading");

/** Types into the sidebar's location field and applies it (Enter), as a patient does. */
async function searchLocation(page: Page, location: string) {
  const field = page.getByRole("search", { name: "Filter providers" }).getByLabel("Place");
  await field.fill(location);
  await field.press("Enter");
  await expect(page).toHaveURL((url) => url.searchParams.get("place") === location);
  await settled(page);
}

/** The results of the URL's filters are on the page: its loading spinner has gone. */
async function settled(page: Page) {
  await expect(page.getByTestId("results-loading")).toHaveCount(0);
}

test.describe("what a patient types and ticks in the directory search (issue 31, items 1 and 2)", () => {
  test("a state by its name or its code finds the listings that wrote either (Texas, TX, Austin, Texas, austin tx)", async ({
    page,
    factory,
  }) => {
    const city = town("Quitaque");
    const [byCode, byName] = await factory.providers([
      { name: `Quitaque Code Clinic ${city}`, type: "medspa", title: "Medical Spa", city, state: "TX" },
      { name: `Quitaque Name Clinic ${city}`, type: "medspa", title: "Medical Spa", city, state: "Texas" },
    ]);
    const both = [byCode!.name, byName!.name].sort();

    // The home hero search: "City or state".
    await page.goto("/");
    const hero = page.getByTestId("hero-search");
    await expect(hero.getByLabel("Place")).toHaveAttribute("placeholder", "City, state or ZIP");
    await hero.getByLabel("Place").fill(`${city}, Texas`);
    await hero.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/find-doctors" && url.searchParams.get("place") === `${city}, Texas`);
    await expect(page.getByTestId("showing")).toHaveText("Showing 1-2 of 2");
    await expect.poll(async () => (await results(page).allTextContents()).sort()).toEqual(both);

    await hydrated(page);
    for (const location of [`${city.toLowerCase()} tx`, `${city}, TX`]) {
      await searchLocation(page, location);
      await expect(page.getByTestId("showing"), location).toHaveText("Showing 1-2 of 2");
    }
    // The whole state, by its name and by its code, beside a search for the town's name.
    await page.goto(`/find-doctors?q=${city}`);
    await hydrated(page);
    for (const location of ["Texas", "TX", "texas"]) {
      await searchLocation(page, location);
      await expect(page.getByTestId("showing"), location).toHaveText("Showing 1-2 of 2");
      await expect.poll(async () => (await results(page).allTextContents()).sort(), { message: location }).toEqual(both);
    }
    await searchLocation(page, "New Mexico");
    await expect(page.getByText("No providers found")).toBeVisible();
  });

  test("Board certified means the board of the chosen type's specialty, says so, and the card and profile name the board", async ({
    page,
    factory,
  }) => {
    const city = town("Pietown");
    const [plastic, cosmeticBoard, bariatric] = await factory.providers([
      {
        name: `Dr. Ada Plastics ${city}`,
        type: "board-certified-plastic-surgeon",
        title: "Plastic Surgeon",
        city,
        state: "NM",
        boardCertifications: ["American Board of Plastic Surgery"],
      },
      {
        name: `Dr. Cosmo Board ${city}`,
        type: "board-certified-plastic-surgeon",
        title: "Plastic Surgeon",
        city,
        state: "NM",
        boardCertifications: ["American Board of Cosmetic Surgery"],
      },
      {
        name: `Dr. Gene Surgeon ${city}`,
        type: "bariatric-surgeon",
        title: "Bariatric Surgeon",
        city,
        state: "NM",
        boardCertifications: ["American Board of Surgery"],
      },
    ]);
    await page.goto(`/find-doctors?location=${city}`);
    await hydrated(page);
    await expect(page.getByTestId("showing")).toHaveText("Showing 1-3 of 3");
    const filters = page.getByRole("search", { name: "Filter providers" });
    await filters.getByTestId("filter-certification").check();
    await expect(page).toHaveURL((url) => url.searchParams.get("certification") === "board-certified");
    await settled(page);
    // Each listing counts with its own specialty's board: the cosmetic-surgery board is not plastic surgery.
    await expect(page.getByTestId("showing")).toHaveText("Showing 1-2 of 2");
    await expect.poll(async () => (await results(page).allTextContents()).sort()).toEqual([plastic!.name, bariatric!.name].sort());
    const card = (name: string) => page.getByTestId("provider-card").filter({ hasText: name });
    await expect(card(bariatric!.name).getByText("Board certified: American Board of Surgery", { exact: true })).toBeVisible();

    // The patient chooses Board-Certified Plastic Surgeon: the American Board of Plastic Surgery only.
    await filters.getByLabel("Provider type").selectOption({ label: "Board-Certified Plastic Surgeon" });
    await expect(page).toHaveURL((url) => url.searchParams.get("type") === "board-certified-plastic-surgeon");
    await settled(page);
    await expect(page.getByTestId("showing")).toHaveText("Showing 1-1 of 1");
    await expect(results(page)).toHaveText([plastic!.name]);
    await expect(card(plastic!.name).getByText("Board certified: American Board of Plastic Surgery", { exact: true })).toBeVisible();
    // The label says what the filter checks, for the chosen type.
    await expect(filters.getByRole("checkbox", { name: "Board certified in their specialty" })).toBeChecked();
    await expect(filters.getByTestId("filter-certification-hint")).toHaveText("By the American Board of Plastic Surgery");

    // The profile names the board too.
    await card(plastic!.name).getByRole("link", { name: plastic!.name }).click();
    await expect(page).toHaveURL(`/provider/${plastic!.id}`);
    await expect(page.getByRole("heading", { name: plastic!.name, level: 1 })).toBeVisible();
    await expect(page.getByTestId("provider-board")).toHaveText("Board certified: American Board of Plastic Surgery");
    // A listing whose board is not its specialty's gets no such line.
    await page.goto(`/provider/${cosmeticBoard!.id}`);
    await expect(page.getByRole("heading", { name: cosmeticBoard!.name, level: 1 })).toBeVisible();
    await expect(page.getByTestId("provider-board")).toHaveCount(0);
  });
});
