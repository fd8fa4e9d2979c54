/**
 * Issue 45 items 4-7 in Chromium, at 1280 px and (tagged @phone) 390 px: every tab of the admin
 * console is visible and reachable without a strip that scrolls out of view; the Documentation tab
 * says which template columns are checked; a photo picked before the photo tool hydrates is
 * uploaded once it has; a CSV row's unreadable rating gets the default with a warning, and the
 * counts read "1 row". The admin is the run's signed-in admin (authFile); each test stages its own rows.
 */
import type { Page } from "@playwright/test";
import { authFile, expect, holdScripts, hydrated, randomLetters, test } from "./fixtures.ts";

test.use({ storageState: authFile("admin") });

test("every admin tab is visible and reachable, the strip wraps instead of scrolling out of view @phone", async ({ page }) => {
  await page.goto("/admin");
  await hydrated(page);
  const nav = page.getByRole("navigation", { name: "Admin sections" });
  const viewport = page.viewportSize()!;
  const tabs = nav.getByRole("link");
  const labels = await tabs.allTextContents();
  expect(labels.length).toBeGreaterThanOrEqual(12);
  expect(labels).toContain("Credentials");
  expect(labels).toContain("Documentation");
  for (const label of labels) {
    const tab = nav.getByRole("link", { name: label, exact: true });
    // Scrolling down the page is fine; a tab cut off at the side of a strip is not.
    await tab.scrollIntoViewIfNeeded();
    await expect(tab, label).toBeInViewport({ ratio: 1 });
    const box = (await tab.boundingBox())!;
    expect(box.x, `${label} starts inside the window`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${label} ends inside the window`).toBeLessThanOrEqual(viewport.width);
  }
  // Nothing hidden in a sideways-scrolling strip, nor in the page.
  const [scroll, client] = await nav.evaluate((el) => [el.scrollWidth, el.clientWidth]);
  expect(scroll, "the tab strip does not scroll sideways").toBeLessThanOrEqual(client);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await nav.getByRole("link", { name: "Documentation", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/docs$/);
  await expect(nav.getByRole("link", { name: "Documentation", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("template-columns")).toContainText(
    "Required: name, location, specialties (at least one specialty); the others may be left empty.",
  );
  await expect(page.getByText("the first 12 are required")).toHaveCount(0);
});

/** A real JPEG drawn by the browser itself. */
async function drawnJpeg(page: Page): Promise<Buffer> {
  return Buffer.from(
    await page.evaluate(async () => {
      const canvas = document.createElement("canvas");
      canvas.width = 300;
      canvas.height = 200;
      const ctx = canvas.getContext("2d")!;
      ctx.fillStyle = "#c0f";
      ctx.fillRect(0, 0, 300, 200);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), "image/jpeg", 0.9));
      let text = "";
      for (const b of new Uint8Array(await blob.arrayBuffer())) text += String.fromCharCode(b);
      return btoa(text);
    }),
    "base64",
  );
}

test("a photo picked before the photo tool hydrates is uploaded once it has @phone", async ({ page }) => {
  await page.goto("/admin/photo-import");
  const jpeg = await drawnJpeg(page);
  const release = await holdScripts(page);
  await page.goto("/admin/photo-import", { waitUntil: "commit" });
  await page.getByLabel(/^Location photos/).setInputFiles({ name: "early-pick.jpg", mimeType: "image/jpeg", buffer: jpeg });
  await expect(page.locator("html[data-hydrated]"), "not hydrated yet").toHaveCount(0);
  await release();
  await hydrated(page);
  const picked = page.getByTestId("photos-location").getByTestId("queued-photo");
  await expect(picked).toHaveCount(1);
  await expect(picked.getByLabel("Photo title")).toHaveValue("early-pick");
  await expect(picked.getByText("Uploaded")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("Location photos (1/3)")).toBeVisible();
});

test("a provider from photos only is asked for its name and place, and listed under them, never as 'Unknown Provider' @phone", async ({
  page,
}) => {
  const name = `Typed Photo Spa ${randomLetters()}`;
  await page.goto("/admin/photo-import");
  await hydrated(page);
  await page.getByLabel(/^Location photos/).setInputFiles({ name: "lobby.jpg", mimeType: "image/jpeg", buffer: await drawnJpeg(page) });
  await expect(page.getByTestId("photos-location").getByText("Uploaded")).toBeVisible({ timeout: 20_000 });
  const add = page.getByRole("button", { name: "Add to Import Queue" });
  await add.click();
  await expect(page.getByText("A listing needs a name and a location: add the provider's name, city and state.")).toBeVisible();
  await page.getByLabel("Provider name").fill(name);
  await page.getByLabel("City").fill("Boise");
  await page.getByLabel("State").fill("ID");
  await add.click();
  const item = page.getByTestId("import-item").filter({ hasText: name });
  await expect(item).toHaveCount(1);
  await item.getByRole("button", { name: /approve/i }).click();
  await expect(item.getByText("✓ Approved")).toBeVisible();
  await page.goto(`/find-doctors?q=${encodeURIComponent(name)}`);
  await expect(page.getByText(name).first()).toBeVisible();
  await expect(page.getByText("Boise, ID").first()).toBeVisible();
});

test('a CSV rating of "abc" is staged with the default 4.5 and its warning; one row reads "1 row" @phone', async ({ page }) => {
  const name = `Abc Rating ${randomLetters()}`;
  await page.goto("/provider-import");
  await hydrated(page);
  await page.getByLabel("CSV file", { exact: true }).setInputFiles({
    name: "rating.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`name,location,specialties,rating\n${name},"Boise, ID",Botox,abc\n`),
  });
  await page.getByRole("button", { name: "Import CSV" }).click();
  await expect(page.getByTestId("csv-counts")).toHaveText("1 row · 1 pending · 0 approved · 0 rejected · 0 with errors · 0 duplicates");
  const row = page.getByTestId("csv-row").filter({ hasText: name });
  await expect(row.getByText('Rating "abc" is not a number from 0 to 5: the default 4.5 is used', { exact: true })).toBeVisible();
  await row.getByRole("button", { name: `Approve ${name}` }).click();
  await expect(row.getByText("Approved", { exact: true })).toBeVisible();
  await row.getByRole("link", { name }).click();
  await expect(page.getByText("4.5").first()).toBeVisible();
});

test.describe("the dashboard's Recent Emails (issue 45 item 8)", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("lists an e-mail the app sent to the patient, from the log every sender writes @phone", async ({ page, factory, signIn }) => {
    const patient = await factory.user({ signedIn: true });
    await page.goto("/forgot-password");
    await page.getByLabel("Email").fill(patient.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText(`If an account exists for ${patient.email}`, { exact: false })).toBeVisible();
    await signIn(patient);
    // The message is sent after the reply (waitUntil): the panel shows it once it is.
    await expect(async () => {
      await page.goto("/dashboard");
      await expect(page.getByText("Reset your TruSelf password")).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(page.getByText("No e-mails yet.")).toHaveCount(0);
  });
});
