/**
 * The CSV provider import center in Chromium (issue 12 items 4 and 5): an admin downloads the
 * example CSV and imports it and a messy file, sees the preview, per-row errors and duplicates,
 * approves one, denies one, approves all with the progress bar, exports the results and finds
 * the approved providers on /find-doctors; Approve All also works without JavaScript; a patient
 * gets 403. At 1280 and 375 px wide. Issue 31: a quote closed lines later is refused with its line;
 * a tab opened before another reviewed a row shows the row's real state after its own attempt.
 *
 * Each test stages batches of its own, whose providers carry a random suffix (in their names and in
 * their city), so the directory rows they add meet no other test's. The admin is the run's signed-in
 * admin (authFile), whom nothing here changes. The empty import center ("No imports yet.") is
 * test/integration/csv-import.test.ts's: the run's other tests stage batches.
 */
import type { Browser, Page } from "@playwright/test";
import { authFile, expect, hydrated, test } from "./fixtures.ts";

test.use({ storageState: authFile("admin") });

const LONG_BIO = "A very long biography that goes on well past the fifty characters of the preview.";

/**
 * A byte-order mark, semicolons, CRLF, a quoted newline, a duplicate of a provider in the directory,
 * a duplicate within the file, an invalid e-mail, a script tag, a formula, a ragged row and a row
 * without a name; `city` is the run's own.
 */
function messyCsv(s: string, city: string, directoryName: string) {
  return (
    "\uFEFFname;location;specialties;practice_email;bio\r\n" +
    `Aurora Skin Lab ${s};${city}, ID;Botox, Fillers;hello@aurora.example;${LONG_BIO}\r\n` +
    `"Cedar
Wellness ${s}";${city}, ID;IV Therapy;;\r\n` +
    `${directoryName};Austin, TX;Nutrition Counseling;;\r\n` +
    `Aurora Skin Lab ${s};${city}, ID;Laser;;\r\n` +
    `Bad Mail Clinic;${city}, ID;Botox;not-an-email;\r\n` +
    `<script>alert(1)</script>Juniper Spa ${s};${city}, ID;Peels;;\r\n` +
    `=HYPERLINK(1);${city}, ID;Botox;;\r\n` +
    `Ragged Row;${city}, ID\r\n` +
    `;${city}, ID;Botox;;\r\n`
  );
}

function toast(page: Page, title: string, description: string) {
  return expect(page.getByTestId("toast").filter({ hasText: title }).getByText(description, { exact: true }).first()).toBeVisible();
}

function row(page: Page, rowNumber: number) {
  return page.locator(`[data-testid=csv-row][data-row="${rowNumber}"]`);
}

async function download(page: Page, name: string | RegExp): Promise<{ fileName: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name }).click()]);
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { fileName: file.suggestedFilename(), text: Buffer.concat(chunks).toString("utf8") };
}

async function noHorizontalScroll(page: Page) {
  const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  expect(scroll, `page scrolls sideways: ${scroll} > ${client}`).toBeLessThanOrEqual(client);
}

/** Stages `csv` through the form, as the admin does, and waits for its batch's page. */
async function stage(page: Page, name: string, csv: string, rows: number) {
  await page.goto("/provider-import");
  await hydrated(page);
  await page.getByLabel("CSV file", { exact: true }).setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(csv) });
  await expect(page.getByTestId("csv-preview")).toBeVisible();
  await page.getByRole("button", { name: "Import CSV" }).click();
  await expect(page).toHaveURL((url) => url.searchParams.has("batch"));
  await toast(page, `Imported ${rows} rows`, `${rows} ready to review.`);
  return page.url();
}

/** Another tab (a context of its own) of the same admin as `page`, with or without JavaScript. */
async function otherTab(browser: Browser, page: Page, javaScriptEnabled = true) {
  const context = await browser.newContext({ storageState: await page.context().storageState(), javaScriptEnabled });
  return context.newPage();
}

test.describe("CSV provider import center", () => {
  test.describe("as a patient", () => {
    test.use({ storageState: authFile("patient") });
    test("a patient gets the 403 page", async ({ page }) => {
      const response = await page.goto("/provider-import");
      expect(response?.status()).toBe(403);
      await expect(page.getByText("You do not have access to this page.")).toBeVisible();
      await expect(page.getByRole("heading", { name: "Provider & Business Import Center" })).toHaveCount(0);
    });
  });

  test("an admin imports the example and a messy CSV, reviews, approves all, exports and finds the providers", async ({
    page,
    browser,
    factory,
    signIn,
  }) => {
    // Approve All asks for a second factor proven in the last 15 minutes (issue 38): an admin signed in now.
    await signIn(await factory.user({ role: "admin", signedIn: true }));
    const s = crypto.randomUUID().slice(0, 8);
    // A city no other test uses: /find-doctors lists exactly this test's approved providers there.
    const city = `Boise${s}`;
    const inDirectory = await factory.provider({ name: `Dr. Layla Hassan ${s}`, city: "Austin", state: "TX" });
    await page.goto("/provider-import");
    await hydrated(page);
    await expect(page.getByRole("heading", { name: "Provider & Business Import Center" })).toBeVisible();
    const tabs = page.getByRole("navigation", { name: "Import method" });
    await expect(tabs.getByRole("link", { name: "Manual CSV Import" })).toHaveAttribute("aria-current", "page");
    await expect(tabs.getByRole("link", { name: "Automated Web Extraction" })).toHaveAttribute("href", "/provider-import/extraction");

    // The example CSV, downloaded and imported again (its two names made this test's own).
    const example = await download(page, "Download Example CSV");
    expect(example.fileName).toBe("provider-import-example.csv");
    expect(
      example.text.startsWith('"full_name","email","phone","provider_type","practice_name","city","state","zip_code","specialty"'),
    ).toBe(true);
    expect(example.text).toContain('"Dr. Maya Lin"');
    const exampleText = example.text
      .replaceAll('"Dr. Maya Lin"', `"Dr. Maya Lin ${s}"`)
      .replaceAll("Glow Aesthetics Studio", `Glow Aesthetics Studio ${s}`);
    await page
      .getByLabel("CSV file", { exact: true })
      .setInputFiles({ name: example.fileName, mimeType: "text/csv", buffer: Buffer.from(exampleText) });
    const preview = page.getByTestId("csv-preview");
    await expect(preview.locator("th")).toHaveText(["full_name", "email", "phone", "provider_type", "practice_name", "city"]);
    await expect(preview.locator("tbody tr")).toHaveCount(2);
    await page.getByRole("button", { name: "Import CSV" }).click();
    await expect(page).toHaveURL((url) => url.searchParams.has("batch"));
    await toast(page, "Imported 2 rows", "2 ready to review.");
    const exampleUrl = page.url();
    await expect(row(page, 2).getByText("Pending")).toBeVisible();

    // Not a CSV: said at once, in the browser.
    await page
      .getByLabel("CSV file", { exact: true })
      .setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("x") });
    await expect(page.getByText("Please select a valid CSV file").first()).toBeVisible();

    // The messy file: preview of 5 rows and 6 columns (here 5), cells cut at 50 characters.
    await page
      .getByLabel("CSV file", { exact: true })
      .setInputFiles({ name: "messy-providers.csv", mimeType: "text/csv", buffer: Buffer.from(messyCsv(s, city, inDirectory.name)) });
    await expect(preview.locator("th")).toHaveText(["name", "location", "specialties", "practice_email", "bio"]);
    await expect(preview.locator("tbody tr")).toHaveCount(5);
    await expect(preview.locator("tbody tr").first().locator("td").nth(4)).toHaveText(`${LONG_BIO.slice(0, 50)}…`);
    await page.getByRole("button", { name: "Import CSV" }).click();
    await toast(page, "Imported 8 rows", "4 ready to review, 2 with errors, 2 duplicates, 1 without a name skipped.");
    await expect(page.getByTestId("csv-counts")).toHaveText("8 rows · 4 pending · 0 approved · 0 rejected · 2 with errors · 2 duplicates");

    // Per-row errors and duplicates, without buttons.
    await expect(
      row(page, 4).getByText(`Duplicate provider: ${inDirectory.name} already exists at Austin, TX (ID: ${inDirectory.id})`),
    ).toBeVisible();
    await expect(
      row(page, 5).getByText(`Duplicate provider: Aurora Skin Lab ${s} already exists at ${city}, ID (ID: row 2)`),
    ).toBeVisible();
    await expect(row(page, 6).getByText("Invalid email format")).toBeVisible();
    await expect(row(page, 9).getByText("Row has 2 cells but the header has 5")).toBeVisible();
    for (const n of [4, 5, 6, 9]) await expect(row(page, n).getByRole("button"), `row ${n} has no buttons`).toHaveCount(0);
    await expect(row(page, 7).getByText(`Juniper Spa ${s}`, { exact: true })).toBeVisible();
    await expect(page.locator("script:has-text('alert(1)')")).toHaveCount(0);

    // Approve one, deny one: in place, no reload.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await row(page, 2)
      .getByRole("button", { name: `Approve Aurora Skin Lab ${s}` })
      .click();
    await toast(page, "Provider approved", `Aurora Skin Lab ${s} is now in the directory.`);
    await expect(row(page, 2).getByText("Approved")).toBeVisible();
    await row(page, 8).getByRole("button", { name: "Deny =HYPERLINK(1)" }).click();
    await expect(row(page, 8).getByText("Rejected")).toBeVisible();

    // Approve All: the bar reaches the end without a reload.
    const bar = page.getByRole("progressbar");
    await expect(bar).toHaveAttribute("aria-valuenow", "2");
    await expect(bar).toHaveAttribute("aria-valuemax", "4");
    await page.getByRole("button", { name: "Approve All (2)" }).click();
    await toast(page, "Approve All finished", "3 approved, 1 denied.");
    await expect(page.locator('[role=progressbar][aria-valuenow="4"]')).toHaveCount(1);
    await expect(row(page, 3).getByText("Approved")).toBeVisible();
    await expect(row(page, 7).getByText("Approved")).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker), "the page was not reloaded").toBe(1);
    await noHorizontalScroll(page);

    // Export.
    const exported = await download(page, "Export Results (CSV)");
    expect(exported.fileName).toBe("messy-providers-results.csv");
    const lines = exported.text.split("\r\n");
    expect(lines[0]).toBe('"Row","Status","Name","Location","Specialties","Languages","Email","Phone","Website","Provider ID","Notes"');
    expect(lines[1]).toMatch(
      new RegExp(`^"2","Approved","Aurora Skin Lab ${s}","${city}, ID","Botox, Fillers","","hello@aurora.example","","","csv-[^"]+",""$`),
    );
    expect(lines[3]).toBe(
      `"4","Rejected","${inDirectory.name}","Austin, TX","Nutrition Counseling","","","","","","Duplicate provider: ${inDirectory.name} already exists at Austin, TX (ID: ${inDirectory.id})"`,
    );
    expect(lines[7]).toBe(`"8","Rejected","'=HYPERLINK(1)","${city}, ID","Botox","","","","","",""`);

    // The approved providers are in the directory at once.
    await page.goto(`/find-doctors?location=${city}`);
    await expect(page.getByTestId("showing")).toHaveText(/Showing 1-3 of 3/);
    const names = (await page.getByTestId("results").getByRole("heading").allTextContents()).sort();
    expect(names).toEqual([`Aurora Skin Lab ${s}`, `Cedar\nWellness ${s}`, `Juniper Spa ${s}`].sort());

    // Approve All without JavaScript on the example batch: the page reloads with everything approved.
    const noJs = await otherTab(browser, page, false);
    await noJs.goto(exampleUrl);
    await noJs.getByRole("button", { name: "Approve All (2)" }).click();
    await expect(noJs.getByText("2 of 2 reviewed (2 approved, 0 rejected)")).toBeVisible();
    await expect(noJs.getByText("Approve All finished")).toBeVisible();
    await noJs.context().close();
    await page.goto(`/find-doctors?q=${encodeURIComponent(`Maya Lin ${s}`)}`);
    await expect(page.getByTestId("results").getByRole("heading", { name: `Dr. Maya Lin ${s}` })).toBeVisible();
  });

  test("a quote closed lines later is refused with its line in the preview and on import: no row merged away unsaid", async ({ page }) => {
    await page.goto("/provider-import");
    await hydrated(page);
    const csv = 'name,location,specialties\n"Quote Spa,Provo UT,Botox\nLost Clinic,"Provo, UT",Peels\nLast Clinic,Provo UT,Laser\n';
    const message =
      "Error parsing CSV file. Please check the file format. Line 2 has a quoted field that is not closed on its line, so lines 2 to 3 would be read as one row.";
    await page
      .getByLabel("CSV file", { exact: true })
      .setInputFiles({ name: "open-quote.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await expect(page.getByText(message).first()).toBeVisible();
    await expect(page.getByTestId("csv-preview")).toHaveCount(0);
    await page.getByRole("button", { name: "Import CSV" }).click();
    // The server says it too (under the file field, beside the preview's message), and stages nothing.
    await expect(page.getByText(message).nth(1)).toBeVisible();
    expect(new URL(page.url()).searchParams.has("batch"), "nothing was staged").toBe(false);
  });

  test("a row reviewed in another tab shows its real state in a stale tab, with and without JavaScript", async ({ page, browser }) => {
    const s = crypto.randomUUID().slice(0, 8);
    const spa = `Stale Tab Spa ${s}`;
    const clinic = `Stale Tab Clinic ${s}`;
    const batchUrl = await stage(
      page,
      "stale-tabs.csv",
      `name,location,specialties\n${spa},"Ogden, UT",Botox\n${clinic},"Ogden, UT",Peels\n`,
      2,
    );
    // Two tabs opened before the review: one with JavaScript, one without, both rows pending there.
    const stale = await otherTab(browser, page);
    await stale.goto(batchUrl);
    await hydrated(stale);
    const noJs = await otherTab(browser, page, false);
    await noJs.goto(batchUrl);
    await expect(row(stale, 2).getByRole("button", { name: `Approve ${spa}` })).toBeVisible();
    await expect(row(noJs, 3).getByRole("button", { name: `Approve ${clinic}` })).toBeVisible();

    await row(page, 2)
      .getByRole("button", { name: `Approve ${spa}` })
      .click();
    await expect(row(page, 2).getByText("Approved", { exact: true })).toBeVisible();
    await row(page, 3)
      .getByRole("button", { name: `Deny ${clinic}` })
      .click();
    await expect(row(page, 3).getByText("Rejected", { exact: true })).toBeVisible();

    // The stale tab says why and shows the row as it is now, without a reload.
    await row(stale, 2)
      .getByRole("button", { name: `Approve ${spa}` })
      .click();
    await expect(row(stale, 2).getByText(`${spa} has already been approved.`)).toBeVisible();
    await expect(row(stale, 2).getByText("Approved", { exact: true })).toBeVisible();
    await expect(row(stale, 2).getByRole("button"), "no Approve or Deny left").toHaveCount(0);
    await expect(stale.getByTestId("csv-counts")).toContainText("2 rows · 0 pending · 1 approved · 1 rejected");

    // Without JavaScript the page comes back with the refusal and the row as it is now.
    await row(noJs, 3)
      .getByRole("button", { name: `Approve ${clinic}` })
      .click();
    await expect(noJs.getByText(`${clinic} has already been denied.`).first()).toBeVisible();
    await expect(row(noJs, 3).getByText("Rejected", { exact: true })).toBeVisible();
    await expect(row(noJs, 3).getByRole("button"), "no Approve or Deny left").toHaveCount(0);
    await stale.context().close();
    await noJs.context().close();
  });

  test("the import center fits a 375 px wide screen", async ({ page }) => {
    const s = crypto.randomUUID().slice(0, 8);
    const batchUrl = await stage(
      page,
      "narrow.csv",
      `name,location,specialties\nNarrow Spa ${s},"Ogden, UT",Botox\nNarrow Clinic ${s},"Ogden, UT",Peels\n`,
      2,
    );
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(batchUrl);
    await expect(page.getByRole("heading", { name: "Provider & Business Import Center" })).toBeVisible();
    await expect(page.getByRole("button", { name: /Approve All/ })).toBeVisible();
    await noHorizontalScroll(page);
  });
});
