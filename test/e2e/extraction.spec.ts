/**
 * Issue 13 "Done when", in Chromium against the app as `npm start` serves it: an admin uploads a
 * CSV of fixture-site URLs, watches the progress bar and the profiles arrive without reloading,
 * approves one (it is in the directory; its lead record is test/integration/extraction-jobs.test.ts's),
 * rejects one and downloads the results; a job of unreachable and forbidden URLs ends with clear
 * per-target errors; a patient gets 403.
 * The fixture websites run here, on the ports the config picked and test/e2e/server.ts allow-listed
 * for this run only. Each test's admin is its own (a job limit counts per account).
 */
import { startFixtureServers, type FixtureServers } from "../fixtures/extraction/server.ts";
import { authFile, expect, hydrated, test } from "./fixtures.ts";

const ports = (process.env.EXTRACTION_FIXTURE_PORTS ?? "").split(",").map(Number).filter(Boolean);
const deadPort = Number(process.env.EXTRACTION_DEAD_PORT);
const site = (path: string, port: number) => `http://127.0.0.1:${port}${path}`;
const PAGE = "/provider-import/extraction";

// One worker at a time: the fixture websites must listen on the run's allow-listed ports, which
// only one process can hold, so this file's tests share one set of servers in one worker.
test.describe.configure({ mode: "serial" });

let fixtures: FixtureServers | undefined;
test.beforeAll(async () => {
  expect(ports, "the config chooses the fixture ports").toHaveLength(3);
  fixtures = await startFixtureServers(3, { ports });
});
test.afterAll(async () => {
  await fixtures?.close();
});

test("an admin uploads URLs, watches the job live, approves, rejects and downloads", async ({ page, browser, factory, signIn }) => {
  await signIn(await factory.user({ role: "admin", signedIn: true }));
  await page.goto(PAGE);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 2, name: "Automated Web Extraction" })).toBeVisible();

  // A file that is not a CSV is refused.
  await page.getByLabel("CSV file of URLs").setInputFiles({ name: "urls.txt", mimeType: "text/plain", buffer: Buffer.from("x") });
  await page.getByRole("button", { name: "Start Extraction" }).click();
  await expect(page.getByText("Please upload a CSV file").first()).toBeVisible();

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
  await expect(page).toHaveURL((url) => url.pathname === PAGE && url.searchParams.has("job"));
  await expect(page.getByText(`5 URLs queued. Skipped 1 duplicate: ${urls[0]}. Skipped 1 malformed URL: http//nowhere.`)).toBeVisible();

  // From here on the page is never reloaded: the counts and profiles arrive by polling.
  let navigations = 0;
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) navigations++;
  });
  const bar = page.getByRole("progressbar", { name: "Extraction progress" });
  await expect(bar).toHaveAttribute("aria-valuemax", "5");
  // Every state the page shows ("done|profiles"), recorded in the page as it changes.
  await bar.evaluate((element) => {
    const seen = new Set<string>();
    (window as unknown as { seen: Set<string> }).seen = seen;
    const record = () =>
      seen.add(`${element.getAttribute("aria-valuenow")}|${document.querySelectorAll("[data-testid=extracted-profile]").length}`);
    record();
    new MutationObserver(record).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  await expect(page.getByTestId("job-status")).toHaveText("Completed · 5 of 5 URLs processed", { timeout: 90_000 });
  const seen = await page.evaluate(() => [...(window as unknown as { seen: Set<string> }).seen]);
  expect(navigations, "the page was not reloaded").toBe(0);
  // From none, through some (three hosts answer first, their second pages 3 s later), to all five.
  expect(seen.includes("0|0") && seen.includes("5|5") && seen.length >= 3, `progress was seen moving (${seen.join(", ")})`).toBe(true);
  await expect(page.getByTestId("count-done")).toHaveText("5");
  await expect(page.getByTestId("count-failed")).toHaveText("0");
  await expect(page.getByTestId("eta")).toHaveText("Finished");

  const profiles = page.getByTestId("extracted-profile");
  await expect(profiles).toHaveCount(5);
  const harbor = profiles.filter({ hasText: "Harbor Dermatology Associates" });
  await expect(harbor.getByTestId("confidence-badge")).toHaveText("High confidence · 100");
  await expect(harbor.getByText("(207) 555-0160")).toBeVisible();
  await expect(harbor.getByRole("link", { name: urls[0] })).toBeVisible();

  // Approve one: it is in the directory.
  await harbor.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText("Harbor Dermatology Associates is now in the directory.")).toBeVisible();
  await expect(harbor.getByText("Approved")).toBeVisible();
  const viewProfile = harbor.getByRole("link", { name: "View profile" });
  await expect(viewProfile).toHaveAttribute("href", /^\/provider\/extraction-/);
  const profileHref = (await viewProfile.getAttribute("href"))!;

  // Reject another: only marked.
  const sage = profiles.filter({ hasText: "Sage & Stone Wellness" });
  await sage.getByRole("button", { name: "Reject" }).click();
  await expect(page.getByText("Sage & Stone Wellness was not imported.")).toBeVisible();
  await expect(sage.getByText("Rejected")).toBeVisible();

  // Download the results.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download results as CSV" }).click(),
  ]);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const lines = Buffer.concat(chunks).toString("utf8").trim().split("\r\n");
  expect(lines).toHaveLength(6);
  expect(lines[0]).toMatch(/^"Source URL","Status","Confidence","Name",/);
  expect(lines.some((l) => l.startsWith(`"${urls[0]}","Approved","100","Harbor Dermatology Associates",`))).toBe(true);
  expect(lines.some((l) => l.startsWith(`"${urls[1]}","Rejected","100","Sage & Stone Wellness",`))).toBe(true);

  // A visitor (signed out) finds the approved provider.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(profileHref);
  await expect(visitorPage.getByRole("heading", { level: 1, name: "Harbor Dermatology Associates" })).toBeVisible();
  await visitorPage.goto("/find-doctors?q=Harbor%20Dermatology");
  await expect(visitorPage.getByText("Harbor Dermatology Associates").first()).toBeVisible();
  await visitor.close();
});

test("a job of unreachable and forbidden URLs ends with clear per-target errors", async ({ page, factory, signIn }) => {
  await signIn(await factory.user({ role: "admin", signedIn: true }));
  await page.goto(PAGE);
  await hydrated(page);
  const bad = [
    `http://127.0.0.1:${deadPort}/`,
    "http://169.254.169.254/latest/meta-data/",
    "http://10.0.0.1/admin",
    site("/private/page", ports[2]!),
    site("/binary", ports[2]!),
  ];
  await page.getByLabel("Or paste URLs").fill(bad.join("\n"));
  await page.getByRole("button", { name: "Start Extraction" }).click();
  await expect(page).toHaveURL((url) => url.searchParams.has("job"));
  await expect(page.getByTestId("job-status")).toHaveText("Failed · 5 of 5 URLs processed", { timeout: 90_000 });
  await expect(page.getByText("Extraction job failed")).toBeVisible();
  const errors = page.getByTestId("extraction-errors").locator("li");
  await expect(errors).toHaveCount(5);
  await expect(errors.filter({ hasText: `${bad[1]}: ` })).toHaveText(`${bad[1]}: Blocked address: 169.254.169.254 is not a public website`);
  await expect(errors.filter({ hasText: `${bad[2]}: ` })).toHaveText(`${bad[2]}: Blocked address: 10.0.0.1 is not a public website`);
  await expect(errors.filter({ hasText: `${bad[3]}: ` })).toHaveText(`${bad[3]}: Blocked by the website's robots.txt`);
  await expect(errors.filter({ hasText: `${bad[4]}: ` })).toHaveText(`${bad[4]}: Not an HTML page (image/png)`);
  // The unreachable site has its cause.
  await expect(errors.filter({ hasText: `${bad[0]}: ` })).toHaveText(new RegExp(`^${bad[0]!.replace(/[.]/g, "\\.")}: .+`));
  // No profiles: nothing to download, said in place (a download link would save this page as extraction.html).
  await expect(page.getByText("No results to download", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Download results as CSV" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Download results as CSV" })).toBeDisabled();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("a job starts from pasted URLs and reloading shows where it is", async ({ page, factory, signIn }) => {
    await signIn(await factory.user({ role: "admin", signedIn: true }));
    await page.goto(PAGE);
    // Two pages of one host: the second waits its 3 s turn, so the job is still running when the page comes back.
    await page
      .getByLabel("Or paste URLs")
      .fill([site("/sites/recovery-home/", ports[0]!), site("/sites/nutritionist-solo/", ports[0]!)].join("\n"));
    await page.getByRole("button", { name: "Start Extraction" }).click();
    await expect(page).toHaveURL((url) => url.searchParams.has("job"));
    await expect(page.getByTestId("job-status")).toHaveText(/^Running · [01] of 2 URLs processed$/);
    const reload = page.getByRole("link", { name: "Reload" });
    await expect(reload).toBeVisible();
    // The person reloads (the link) until the job is done.
    await expect(async () => {
      if (await reload.isVisible()) await reload.click();
      await expect(page.getByTestId("job-status")).toHaveText("Completed · 2 of 2 URLs processed", { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByTestId("extracted-profile")).toHaveCount(2);
  });
});

test.describe("as a patient", () => {
  test.use({ storageState: authFile("patient") });
  test("a patient gets 403", async ({ page }) => {
    const response = await page.goto(PAGE);
    expect(response?.status()).toBe(403);
  });
});
