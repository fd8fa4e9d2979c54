/**
 * Issue 13 "Done when", in Chromium against the app as `npm start` serves it: an admin uploads a
 * CSV of fixture-site URLs, watches the progress bar and the profiles arrive without reloading,
 * approves one (it is in the directory, with a lead record), rejects one and downloads the results;
 * a job of unreachable and forbidden URLs ends with clear per-target errors; a patient gets 403.
 * The fixture websites run here, on the ports test/e2e/server.ts allow-listed for this run only.
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser } from "playwright-core";
import { startFixtureServers, type FixtureServers } from "../fixtures/extraction/server.ts";
import { ACCOUNTS, downloadedText, launchBrowser, newPage, signInByRequest } from "./browser.ts";
import { query } from "./local-d1.ts";

const ports = (process.env.EXTRACTION_FIXTURE_PORTS ?? "").split(",").map(Number).filter(Boolean);
const deadPort = Number(process.env.EXTRACTION_DEAD_PORT);
const site = (path: string, port: number) => `http://127.0.0.1:${port}${path}`;
const PAGE = "/provider-import/extraction";

describe("automated web extraction", { concurrency: false }, () => {
  let browser: Browser;
  let fixtures: FixtureServers;
  before(async () => {
    assert.equal(ports.length, 3, "test/e2e/server.ts chooses the fixture ports");
    fixtures = await startFixtureServers(3, { ports });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await fixtures?.close();
  });

  test("an admin uploads URLs, watches the job live, approves, rejects and downloads", async () => {
    const page = await newPage(browser);
    await signInByRequest(page, ACCOUNTS.admin);
    await page.goto(PAGE);
    await page.getByRole("heading", { level: 2, name: "Automated Web Extraction" }).waitFor();

    // A file that is not a CSV is refused.
    await page.getByLabel("CSV file of URLs").setInputFiles({ name: "urls.txt", mimeType: "text/plain", buffer: Buffer.from("x") });
    await page.getByRole("button", { name: "Start Extraction" }).click();
    await page.getByText("Please upload a CSV file").first().waitFor();

    const urls = [
      site("/sites/plain-html/", ports[0]!),
      site("/sites/wix-wellness/", ports[1]!),
      site("/sites/microdata-clinic/", ports[2]!),
      site("/sites/squarespace-medspa/", ports[0]!),
      site("/sites/godaddy-spa/", ports[1]!),
    ];
    const csv = ["name,website", ...urls.map((u, i) => `site ${i},${u}`), `again,${urls[0]}`, "broken,http//nowhere"].join("\n");
    await page.getByLabel("CSV file of URLs").setInputFiles({ name: "urls.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await page.getByRole("button", { name: "Start Extraction" }).click();
    await page.waitForURL((url) => url.pathname === PAGE && url.searchParams.has("job"));
    await page.getByText(`5 URLs queued. Skipped 1 duplicate: ${urls[0]}. Skipped 1 malformed URL: http//nowhere.`).waitFor();

    // From here on the page is never reloaded: the counts and profiles arrive by polling.
    let navigations = 0;
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) navigations++;
    });
    const bar = page.getByRole("progressbar", { name: "Extraction progress" });
    await bar.waitFor();
    assert.equal(await bar.getAttribute("aria-valuemax"), "5");
    const seen = new Set<string>();
    for (let i = 0; i < 120 && (await page.getByTestId("job-status").textContent())?.startsWith("Running"); i++) {
      seen.add(`${await bar.getAttribute("aria-valuenow")}|${await page.getByTestId("extracted-profile").count()}`);
      await page.waitForTimeout(250);
    }
    seen.add(`${await bar.getAttribute("aria-valuenow")}|${await page.getByTestId("extracted-profile").count()}`);
    assert.equal(await page.getByTestId("job-status").textContent(), "Completed · 5 of 5 URLs processed");
    assert.equal(navigations, 0, "the page was not reloaded");
    // From none, through some (three hosts answer first, their second pages 3 s later), to all five.
    assert.ok(seen.has("0|0") && seen.has("5|5") && seen.size >= 3, `progress was seen moving (${[...seen].join(", ")})`);
    assert.equal(await page.getByTestId("count-done").textContent(), "5");
    assert.equal(await page.getByTestId("count-failed").textContent(), "0");
    assert.equal(await page.getByTestId("eta").textContent(), "Finished");

    const profiles = page.getByTestId("extracted-profile");
    assert.equal(await profiles.count(), 5);
    const harbor = profiles.filter({ hasText: "Harbor Dermatology Associates" });
    assert.equal(await harbor.getByTestId("confidence-badge").textContent(), "High confidence · 100");
    await harbor.getByText("(207) 555-0160").waitFor();
    await harbor.getByRole("link", { name: urls[0] }).waitFor();

    // Approve one: it is in the directory with a lead.
    await harbor.getByRole("button", { name: "Approve" }).click();
    await page.getByText("Harbor Dermatology Associates is now in the directory.").waitFor();
    await harbor.getByText("Approved").waitFor();
    const profileHref = await harbor.getByRole("link", { name: "View profile" }).getAttribute("href");
    assert.match(profileHref ?? "", /^\/provider\/extraction-/);

    // Reject another: only marked.
    const sage = profiles.filter({ hasText: "Sage & Stone Wellness" });
    await sage.getByRole("button", { name: "Reject" }).click();
    await page.getByText("Sage & Stone Wellness was not imported.").waitFor();
    await sage.getByText("Rejected").waitFor();

    // Download the results.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download results as CSV" }).click(),
    ]);
    const text = await downloadedText(download);
    const lines = text.trim().split("\r\n");
    assert.equal(lines.length, 6);
    assert.match(lines[0]!, /^"Source URL","Status","Confidence","Name",/);
    assert.ok(lines.some((l) => l.startsWith(`"${urls[0]}","Approved","100","Harbor Dermatology Associates",`)));
    assert.ok(lines.some((l) => l.startsWith(`"${urls[1]}","Rejected","100","Sage & Stone Wellness",`)));

    const visitor = await newPage(browser);
    await visitor.goto(profileHref!);
    await visitor.getByRole("heading", { level: 1, name: "Harbor Dermatology Associates" }).waitFor();
    await visitor.goto("/find-doctors?q=Harbor%20Dermatology");
    await visitor.getByText("Harbor Dermatology Associates").first().waitFor();
    await visitor.context().close();

    const id = profileHref!.replace("/provider/", "");
    const leads = query<{ status: string; source: string; full_name: string }>(
      "SELECT status, source, full_name FROM leads WHERE provider_id = ?",
      id,
    );
    assert.deepEqual(leads, [{ status: "approved", source: "extraction", full_name: "Harbor Dermatology Associates" }]);
    await page.context().close();
  });

  test("a job of unreachable and forbidden URLs ends with clear per-target errors", async () => {
    const page = await newPage(browser);
    await signInByRequest(page, ACCOUNTS.admin);
    await page.goto(PAGE);
    const bad = [
      `http://127.0.0.1:${deadPort}/`,
      "http://169.254.169.254/latest/meta-data/",
      "http://10.0.0.1/admin",
      site("/private/page", ports[2]!),
      site("/binary", ports[2]!),
    ];
    await page.getByLabel("Or paste URLs").fill(bad.join("\n"));
    await page.getByRole("button", { name: "Start Extraction" }).click();
    await page.waitForURL((url) => url.searchParams.has("job"));
    await page.getByTestId("job-status").filter({ hasText: "Failed · 5 of 5 URLs processed" }).waitFor({ timeout: 90_000 });
    await page.getByText("Extraction job failed").waitFor();
    const errors = await page.getByTestId("extraction-errors").locator("li").allTextContents();
    const byUrl = Object.fromEntries(errors.map((e) => [e.slice(0, e.indexOf(": ")), e.slice(e.indexOf(": ") + 2)]));
    assert.equal(byUrl[bad[1]!], "Blocked address: 169.254.169.254 is not a public website");
    assert.equal(byUrl[bad[2]!], "Blocked address: 10.0.0.1 is not a public website");
    assert.equal(byUrl[bad[3]!], "Blocked by the website's robots.txt");
    assert.equal(byUrl[bad[4]!], "Not an HTML page (image/png)");
    assert.ok(byUrl[bad[0]!], "the unreachable site has its cause");
    // No profiles: nothing to download, said in place (a download link would save this page as extraction.html).
    await page.getByText("No results to download", { exact: true }).waitFor();
    assert.equal(await page.getByRole("link", { name: "Download results as CSV" }).count(), 0);
    assert.equal(await page.getByRole("button", { name: "Download results as CSV" }).isDisabled(), true);
    await page.context().close();
  });

  test("without JavaScript a job starts from pasted URLs and reloading shows where it is", async () => {
    const page = await newPage(browser, undefined, { javaScript: false });
    await signInByRequest(page, ACCOUNTS.admin);
    await page.goto(PAGE);
    // Two pages of one host: the second waits its 3 s turn, so the job is still running when the page comes back.
    await page
      .getByLabel("Or paste URLs")
      .fill([site("/sites/recovery-home/", ports[0]!), site("/sites/nutritionist-solo/", ports[0]!)].join("\n"));
    await page.getByRole("button", { name: "Start Extraction" }).click();
    await page.waitForURL((url) => url.searchParams.has("job"));
    assert.match((await page.getByTestId("job-status").textContent()) ?? "", /^Running · [01] of 2 URLs processed$/);
    const reload = page.getByRole("link", { name: "Reload" });
    await reload.waitFor();
    for (let i = 0; i < 20 && (await page.getByTestId("job-status").textContent())?.startsWith("Running"); i++) {
      await page.waitForTimeout(1000);
      if (await reload.isVisible()) await reload.click();
    }
    assert.equal(await page.getByTestId("job-status").textContent(), "Completed · 2 of 2 URLs processed");
    assert.equal(await page.getByTestId("extracted-profile").count(), 2);
    await page.context().close();
  });

  test("a patient gets 403", async () => {
    const page = await newPage(browser);
    await signInByRequest(page, ACCOUNTS.patient);
    const response = await page.goto(PAGE);
    assert.equal(response?.status(), 403);
    await page.context().close();
  });
});
