/**
 * The CSV provider import center in Chromium (issue 12 items 4 and 5): an admin downloads the
 * example CSV and imports it and a messy file, sees the preview, per-row errors and duplicates,
 * approves one, denies one, approves all with the progress bar, exports the results and finds
 * the approved providers on /find-doctors; Approve All also works without JavaScript; a patient
 * gets 403. At 1280 and 375 px wide. Issue 31: a quote closed lines later is refused with its line;
 * a tab opened before another reviewed a row shows the row's real state after its own attempt.
 *
 * Approving adds providers to the directory, which other files count ("Showing 1-24 of 30"): the
 * runner starts this file after those (test/e2e/server.ts, CHANGES_DIRECTORY).
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { ACCOUNTS, downloadedText, launchBrowser, newPage, signInByRequest } from "./browser.ts";

const MESSY_NAME = "messy-providers.csv";
const LONG_BIO = "A very long biography that goes on well past the fifty characters of the preview.";
// A byte-order mark, semicolons, CRLF, a quoted newline, a duplicate of seeded provider 3, a
// duplicate within the file, an invalid e-mail, a script tag, a formula, a ragged row and a row without a name.
const MESSY =
  "\uFEFFname;location;specialties;practice_email;bio\r\n" +
  `Aurora Skin Lab;Boise, ID;Botox, Fillers;hello@aurora.example;${LONG_BIO}\r\n` +
  `"Cedar
Wellness";Boise, ID;IV Therapy;;\r\n` +
  "Dr. Layla Hassan;Austin, TX;Nutrition Counseling;;\r\n" +
  "Aurora Skin Lab;Boise, ID;Laser;;\r\n" +
  "Bad Mail Clinic;Boise, ID;Botox;not-an-email;\r\n" +
  "<script>alert(1)</script>Juniper Spa;Boise, ID;Peels;;\r\n" +
  "=HYPERLINK(1);Boise, ID;Botox;;\r\n" +
  "Ragged Row;Boise, ID\r\n" +
  ";Boise, ID;Botox;;\r\n";

async function toast(page: Page, title: string, description?: string) {
  const box = page.getByTestId("toast").filter({ hasText: title });
  await box.first().waitFor();
  if (description) await box.getByText(description, { exact: true }).first().waitFor();
}

function row(page: Page, rowNumber: number) {
  return page.locator(`[data-testid=csv-row][data-row="${rowNumber}"]`);
}

async function download(page: Page, name: string | RegExp): Promise<{ fileName: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name }).click()]);
  return { fileName: file.suggestedFilename(), text: await downloadedText(file) };
}

async function noHorizontalScroll(page: Page) {
  const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  assert.ok(scroll <= client, `page scrolls sideways: ${scroll} > ${client}`);
}

describe("CSV provider import center", () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  test("a patient gets the 403 page", async () => {
    const page = await newPage(browser);
    await signInByRequest(page, ACCOUNTS.patient);
    const response = await page.goto("/provider-import");
    assert.equal(response?.status(), 403);
    await page.getByText("You do not have access to this page.").waitFor();
    assert.equal(await page.getByRole("heading", { name: "Provider & Business Import Center" }).count(), 0);
  });

  test("an admin imports the example and a messy CSV, reviews, approves all, exports and finds the providers", async () => {
    const page = await newPage(browser);
    await signInByRequest(page, ACCOUNTS.admin);
    await page.goto("/provider-import");
    await page.getByRole("heading", { name: "Provider & Business Import Center" }).waitFor();
    const tabs = page.getByRole("navigation", { name: "Import method" });
    assert.equal(await tabs.getByRole("link", { name: "Manual CSV Import" }).getAttribute("aria-current"), "page");
    assert.equal(await tabs.getByRole("link", { name: "Automated Web Extraction" }).getAttribute("href"), "/provider-import/extraction");
    await page.getByText("No imports yet.").waitFor();

    // The example CSV, downloaded and imported again.
    const example = await download(page, "Download Example CSV");
    assert.equal(example.fileName, "provider-import-example.csv");
    assert.ok(example.text.startsWith('"full_name","email","phone","provider_type","practice_name","city","state","zip_code","specialty"'));
    await page
      .getByLabel("CSV file", { exact: true })
      .setInputFiles({ name: example.fileName, mimeType: "text/csv", buffer: Buffer.from(example.text) });
    const preview = page.getByTestId("csv-preview");
    await preview.waitFor();
    assert.deepEqual(await preview.locator("th").allTextContents(), [
      "full_name",
      "email",
      "phone",
      "provider_type",
      "practice_name",
      "city",
    ]);
    assert.equal(await preview.locator("tbody tr").count(), 2);
    await page.getByRole("button", { name: "Import CSV" }).click();
    await page.waitForURL((url) => url.searchParams.has("batch"));
    await toast(page, "Imported 2 rows", "2 ready to review.");
    const exampleUrl = page.url();
    await row(page, 2).getByText("Pending").waitFor();

    // Not a CSV: said at once, in the browser.
    await page
      .getByLabel("CSV file", { exact: true })
      .setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("x") });
    await page.getByText("Please select a valid CSV file").first().waitFor();

    // The messy file: preview of 5 rows and 6 columns (here 5), cells cut at 50 characters.
    await page
      .getByLabel("CSV file", { exact: true })
      .setInputFiles({ name: MESSY_NAME, mimeType: "text/csv", buffer: Buffer.from(MESSY) });
    await preview.waitFor();
    assert.deepEqual(await preview.locator("th").allTextContents(), ["name", "location", "specialties", "practice_email", "bio"]);
    assert.equal(await preview.locator("tbody tr").count(), 5);
    assert.equal(await preview.locator("tbody tr").first().locator("td").nth(4).textContent(), `${LONG_BIO.slice(0, 50)}…`);
    await page.getByRole("button", { name: "Import CSV" }).click();
    await toast(page, "Imported 8 rows", "4 ready to review, 2 with errors, 2 duplicates, 1 without a name skipped.");
    await page
      .getByTestId("csv-counts")
      .filter({ hasText: "8 rows · 4 pending · 0 approved · 0 rejected · 2 with errors · 2 duplicates" })
      .waitFor();

    // Per-row errors and duplicates, without buttons.
    await row(page, 4).getByText("Duplicate provider: Dr. Layla Hassan already exists at Austin, TX (ID: 3)").waitFor();
    await row(page, 5).getByText("Duplicate provider: Aurora Skin Lab already exists at Boise, ID (ID: row 2)").waitFor();
    await row(page, 6).getByText("Invalid email format").waitFor();
    await row(page, 9).getByText("Row has 2 cells but the header has 5").waitFor();
    for (const n of [4, 5, 6, 9]) assert.equal(await row(page, n).getByRole("button").count(), 0, `row ${n} has no buttons`);
    await row(page, 7).getByText("Juniper Spa", { exact: true }).waitFor();
    assert.equal(await page.locator("script:has-text('alert(1)')").count(), 0);

    // Approve one, deny one: in place, no reload.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await row(page, 2).getByRole("button", { name: "Approve Aurora Skin Lab" }).click();
    await toast(page, "Provider approved", "Aurora Skin Lab is now in the directory.");
    await row(page, 2).getByText("Approved").waitFor();
    await row(page, 8).getByRole("button", { name: "Deny =HYPERLINK(1)" }).click();
    await row(page, 8).getByText("Rejected").waitFor();

    // Approve All: the bar reaches the end without a reload.
    const bar = page.getByRole("progressbar");
    assert.equal(await bar.getAttribute("aria-valuenow"), "2");
    assert.equal(await bar.getAttribute("aria-valuemax"), "4");
    await page.getByRole("button", { name: "Approve All (2)" }).click();
    await toast(page, "Approve All finished", "3 of 4 approved.");
    await page.locator('[role=progressbar][aria-valuenow="4"]').waitFor();
    await row(page, 3).getByText("Approved").waitFor();
    await row(page, 7).getByText("Approved").waitFor();
    assert.equal(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 1, "the page was not reloaded");
    await noHorizontalScroll(page);

    // Export.
    const exported = await download(page, "Export Results (CSV)");
    assert.equal(exported.fileName, "messy-providers-results.csv");
    const lines = exported.text.split("\r\n");
    assert.equal(lines[0], '"Row","Status","Name","Location","Specialties","Email","Phone","Website","Provider ID","Notes"');
    assert.match(lines[1]!, /^"2","Approved","Aurora Skin Lab","Boise, ID","Botox, Fillers","hello@aurora.example","","","csv-[^"]+",""$/);
    assert.equal(
      lines[3],
      '"4","Rejected","Dr. Layla Hassan","Austin, TX","Nutrition Counseling","","","","","Duplicate provider: Dr. Layla Hassan already exists at Austin, TX (ID: 3)"',
    );
    assert.equal(lines[7], '"8","Rejected","\'=HYPERLINK(1)","Boise, ID","Botox","","","","",""');

    // The approved providers are in the directory at once.
    await page.goto("/find-doctors?location=Boise");
    const cards = page.getByTestId("results").getByRole("heading");
    await page.getByTestId("showing").filter({ hasText: "Showing 1-3 of 3" }).waitFor();
    assert.deepEqual((await cards.allTextContents()).sort(), ["Aurora Skin Lab", "Cedar\nWellness", "Juniper Spa"].sort());

    // Approve All without JavaScript on the example batch: the page reloads with everything approved.
    const noJs = await newPage(browser, undefined, { javaScript: false });
    await noJs.context().addCookies(await page.context().cookies());
    await noJs.goto(exampleUrl);
    await noJs.getByRole("button", { name: "Approve All (2)" }).click();
    await noJs.getByText("2 of 2 reviewed (2 approved, 0 rejected)").waitFor();
    await noJs.getByText("Approve All finished").waitFor();
    await page.goto("/find-doctors?q=Maya+Lin");
    await page.getByTestId("results").getByRole("heading", { name: "Dr. Maya Lin" }).waitFor();
  });

  test("a quote closed lines later is refused with its line in the preview and on import: no row merged away unsaid", async () => {
    const page = await newPage(browser);
    await signInByRequest(page, ACCOUNTS.admin);
    await page.goto("/provider-import");
    const csv = 'name,location,specialties\n"Quote Spa,Provo UT,Botox\nLost Clinic,"Provo, UT",Peels\nLast Clinic,Provo UT,Laser\n';
    const message =
      "Error parsing CSV file. Please check the file format. Line 2 has a quoted field that is not closed on its line, so lines 2 to 3 would be read as one row.";
    await page
      .getByLabel("CSV file", { exact: true })
      .setInputFiles({ name: "open-quote.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await page.getByText(message).first().waitFor();
    assert.equal(await page.getByTestId("csv-preview").count(), 0);
    await page.getByRole("button", { name: "Import CSV" }).click();
    // The server says it too (under the file field, beside the preview's message), and stages nothing.
    await page.getByText(message).nth(1).waitFor();
    assert.equal(new URL(page.url()).searchParams.has("batch"), false, "nothing was staged");
  });

  test("a row reviewed in another tab shows its real state in a stale tab, with and without JavaScript", async () => {
    const page = await newPage(browser);
    await signInByRequest(page, ACCOUNTS.admin);
    await page.goto("/provider-import");
    const csv = 'name,location,specialties\nStale Tab Spa,"Ogden, UT",Botox\nStale Tab Clinic,"Ogden, UT",Peels\n';
    await page
      .getByLabel("CSV file", { exact: true })
      .setInputFiles({ name: "stale-tabs.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await page.getByTestId("csv-preview").waitFor();
    await page.getByRole("button", { name: "Import CSV" }).click();
    await toast(page, "Imported 2 rows", "2 ready to review.");
    const batchUrl = page.url();
    // Two tabs opened before the review: one with JavaScript, one without, both rows pending there.
    const stale = await newPage(browser);
    await stale.context().addCookies(await page.context().cookies());
    await stale.goto(batchUrl);
    const noJs = await newPage(browser, undefined, { javaScript: false });
    await noJs.context().addCookies(await page.context().cookies());
    await noJs.goto(batchUrl);
    await row(stale, 2).getByRole("button", { name: "Approve Stale Tab Spa" }).waitFor();
    await row(noJs, 3).getByRole("button", { name: "Approve Stale Tab Clinic" }).waitFor();

    await row(page, 2).getByRole("button", { name: "Approve Stale Tab Spa" }).click();
    await row(page, 2).getByText("Approved", { exact: true }).waitFor();
    await row(page, 3).getByRole("button", { name: "Deny Stale Tab Clinic" }).click();
    await row(page, 3).getByText("Rejected", { exact: true }).waitFor();

    // The stale tab says why and shows the row as it is now, without a reload.
    await row(stale, 2).getByRole("button", { name: "Approve Stale Tab Spa" }).click();
    await row(stale, 2).getByText("Stale Tab Spa has already been approved.").waitFor();
    await row(stale, 2).getByText("Approved", { exact: true }).waitFor();
    assert.equal(await row(stale, 2).getByRole("button").count(), 0, "no Approve or Deny left");
    await stale.getByTestId("csv-counts").filter({ hasText: "2 rows · 0 pending · 1 approved · 1 rejected" }).waitFor();

    // Without JavaScript the page comes back with the refusal and the row as it is now.
    await row(noJs, 3).getByRole("button", { name: "Approve Stale Tab Clinic" }).click();
    await noJs.getByText("Stale Tab Clinic has already been denied.").first().waitFor();
    await row(noJs, 3).getByText("Rejected", { exact: true }).waitFor();
    assert.equal(await row(noJs, 3).getByRole("button").count(), 0, "no Approve or Deny left");
  });

  test("the import center fits a 375 px wide screen", async () => {
    const desktop = await newPage(browser);
    await signInByRequest(desktop, ACCOUNTS.admin);
    const page = await newPage(browser, { width: 375, height: 800 });
    await page.context().addCookies(await desktop.context().cookies());
    await page.goto("/provider-import");
    await page.getByRole("heading", { name: "Provider & Business Import Center" }).waitFor();
    await page.getByRole("button", { name: /Approve All/ }).waitFor();
    await noHorizontalScroll(page);
  });
});
