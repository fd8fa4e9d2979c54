/**
 * Issue 31 items 1 and 2 in Chromium, as a patient searches: a state typed by its name or its code
 * ("Texas", "TX", "Austin, Texas", "austin tx") finds the listings of that state whichever way
 * they wrote it; "Board certified" means the board of the chosen type's specialty, says so, and
 * the card and the profile name the board.
 * Rows written here: providers of its own in towns no other file searches, inserted straight into
 * the app's local D1 (test/e2e/local-d1.ts); this file runs after the files that count the
 * directory (CHANGES_DIRECTORY in test/e2e/server.ts).
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, newPage, waitForHydration } from "./browser.ts";
import { execute } from "./local-d1.ts";

const RUN = Date.now().toString(36);
const STATE_CODE_NAME = `Quitaque Code Clinic ${RUN}`;
const STATE_NAME_NAME = `Quitaque Name Clinic ${RUN}`;
const PLASTIC = `Dr. Ada Plastics ${RUN}`;
const COSMETIC_BOARD = `Dr. Cosmo Board ${RUN}`;
const BARIATRIC = `Dr. Gene Surgeon ${RUN}`;

function provider(id: string, name: string, type: string, title: string, location: string, boards: string[]) {
  const [city, state] = location.split(", ");
  return `INSERT INTO providers (id, name, type, title, location, city, state, specialties, board_certifications, rating, review_count, source) VALUES ('${id}', '${name}', '${type}', '${title}', '${location}', '${city}', '${state}', '["Botox"]', '${JSON.stringify(boards)}', 4.4, 0, 'admin');`;
}

/** Waits for the result count to read `text` (the page renders just after the URL changes). */
async function showing(page: Page, text: string, label = text) {
  const count = page.getByTestId("showing");
  await count
    .filter({ hasText: text })
    .waitFor({ timeout: 5_000 })
    .catch(() => undefined);
  assert.equal((await count.textContent())?.trim(), text, label);
}

async function resultNames(page: Page) {
  return (await page.getByTestId("results").getByRole("heading").allTextContents()).map((n) => n.trim());
}

/** Types into the sidebar's location field and applies it (Enter), as a patient does. */
async function searchLocation(page: Page, location: string) {
  const field = page.getByRole("search", { name: "Filter providers" }).getByLabel("Location");
  await field.fill(location);
  await field.press("Enter");
  await page.waitForURL((url) => url.searchParams.get("location") === location);
  await settled(page);
}

/** The results of the URL's filters are on the page: its loading spinner has gone. */
async function settled(page: Page) {
  await page.getByTestId("results-loading").waitFor({ state: "detached" });
}

describe("what a patient types and ticks in the directory search (issue 31, items 1 and 2)", () => {
  let browser: Browser;
  before(async () => {
    execute(
      provider(`e2e-tx-code-${RUN}`, STATE_CODE_NAME, "medspa", "Medical Spa", "Quitaque, TX", []),
      provider(`e2e-tx-name-${RUN}`, STATE_NAME_NAME, "medspa", "Medical Spa", "Quitaque, Texas", []),
      provider(`e2e-abps-${RUN}`, PLASTIC, "board-certified-plastic-surgeon", "Plastic Surgeon", "Pie Town, NM", [
        "American Board of Plastic Surgery",
      ]),
      provider(`e2e-abcs-${RUN}`, COSMETIC_BOARD, "board-certified-plastic-surgeon", "Plastic Surgeon", "Pie Town, NM", [
        "American Board of Cosmetic Surgery",
      ]),
      provider(`e2e-abs-${RUN}`, BARIATRIC, "bariatric-surgeon", "Bariatric Surgeon", "Pie Town, NM", ["American Board of Surgery"]),
    );
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  test("a state by its name or its code finds the listings that wrote either (Texas, TX, Austin, Texas, austin tx)", async () => {
    const page = await newPage(browser);
    // The home hero search: "City or state".
    await page.goto("/");
    const hero = page.getByTestId("hero-search");
    assert.equal(await hero.getByLabel("Location").getAttribute("placeholder"), "City or state");
    await hero.getByLabel("Location").fill("Quitaque, Texas");
    await hero.getByRole("button", { name: "Search" }).click();
    await page.waitForURL((url) => url.pathname === "/find-doctors" && url.searchParams.get("location") === "Quitaque, Texas");
    await showing(page, "Showing 1-2 of 2");
    assert.deepEqual((await resultNames(page)).sort(), [STATE_CODE_NAME, STATE_NAME_NAME]);

    await waitForHydration(page);
    for (const location of ["quitaque tx", "Quitaque, TX"]) {
      await searchLocation(page, location);
      await showing(page, "Showing 1-2 of 2", location);
    }
    // The whole state, by its name and by its code, beside a search for the town's name.
    await page.goto("/find-doctors?q=Quitaque");
    await waitForHydration(page);
    for (const location of ["Texas", "TX", "texas"]) {
      await searchLocation(page, location);
      await showing(page, "Showing 1-2 of 2", location);
      assert.deepEqual((await resultNames(page)).sort(), [STATE_CODE_NAME, STATE_NAME_NAME], location);
    }
    await searchLocation(page, "New Mexico");
    await page.getByText("No providers found").waitFor();
  });

  test("Board certified means the board of the chosen type's specialty, says so, and the card and profile name the board", async () => {
    const page = await newPage(browser);
    await page.goto("/find-doctors?location=Pie%20Town");
    await waitForHydration(page);
    await showing(page, "Showing 1-3 of 3");
    const filters = page.getByRole("search", { name: "Filter providers" });
    await filters.getByTestId("filter-certification").check();
    await page.waitForURL((url) => url.searchParams.get("certification") === "board-certified");
    await settled(page);
    // Each listing counts with its own specialty's board: the cosmetic-surgery board is not plastic surgery.
    await showing(page, "Showing 1-2 of 2");
    assert.deepEqual((await resultNames(page)).sort(), [PLASTIC, BARIATRIC].sort());
    const card = (name: string) => page.getByTestId("provider-card").filter({ hasText: name });
    await card(BARIATRIC).getByText("Board certified: American Board of Surgery", { exact: true }).waitFor();

    // The patient chooses Board-Certified Plastic Surgeon: the American Board of Plastic Surgery only.
    await filters.getByLabel("Provider type").selectOption({ label: "Board-Certified Plastic Surgeon" });
    await page.waitForURL((url) => url.searchParams.get("type") === "board-certified-plastic-surgeon");
    await settled(page);
    await showing(page, "Showing 1-1 of 1");
    assert.deepEqual(await resultNames(page), [PLASTIC]);
    await card(PLASTIC).getByText("Board certified: American Board of Plastic Surgery", { exact: true }).waitFor();
    // The label says what the filter checks, for the chosen type.
    assert.ok(await filters.getByRole("checkbox", { name: "Board certified in their specialty" }).isChecked());
    assert.equal(await filters.getByTestId("filter-certification-hint").textContent(), "By the American Board of Plastic Surgery");

    // The profile names the board too.
    await card(PLASTIC).getByRole("link", { name: PLASTIC }).click();
    await page.waitForURL((url) => url.pathname === `/provider/e2e-abps-${RUN}`);
    await page.getByRole("heading", { name: PLASTIC, level: 1 }).waitFor();
    assert.equal(await page.getByTestId("provider-board").textContent(), "Board certified: American Board of Plastic Surgery");
    // A listing whose board is not its specialty's gets no such line.
    await page.goto(`/provider/e2e-abcs-${RUN}`);
    await page.getByRole("heading", { name: COSMETIC_BOARD, level: 1 }).waitFor();
    assert.equal(await page.getByTestId("provider-board").count(), 0);
  });
});
