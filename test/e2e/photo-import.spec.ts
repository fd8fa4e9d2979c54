/**
 * Issue 14 in Chromium, as an admin: create a new provider from photos and a scraped fixture
 * website, update an existing provider with a new photo, see both in the queue, approve one and
 * reject the other, and find the new provider's scraped services (its specialties) and photos on its
 * profile, compressed in the browser (longest side 400 px for the profile photo, 800 px for the
 * others) and served from /media/ without the EXIF data the originals carried.
 * The provider it updates is its own (a random suffix); the queue is shared with the run's other
 * tests, so it finds its two items by their titles. The queue's empty state and its "Import Queue
 * (n)" heading are test/integration/photo-import.test.ts's.
 */
import type { Page } from "@playwright/test";
import { authFile, expect, hydrated, test } from "./fixtures.ts";

const SITE = process.env.E2E_FIXTURE_SITE;
const EXIF_MARKER = "TRUSELF-GPS-48.8584N";

/** A real JPEG of `width` x `height` drawn by Chromium, with an EXIF segment spliced in after SOI. */
async function photoWithExif(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ([w, h]) => {
      const canvas = document.createElement("canvas");
      canvas.width = w!;
      canvas.height = h!;
      const ctx = canvas.getContext("2d")!;
      const gradient = ctx.createLinearGradient(0, 0, w!, h!);
      gradient.addColorStop(0, "#f0c");
      gradient.addColorStop(1, "#0cf");
      ctx.fillStyle = gradient;
      ctx.fillRect(0, 0, w!, h!);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), "image/jpeg", 0.95));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let text = "";
      for (const b of bytes) text += String.fromCharCode(b);
      return btoa(text);
    },
    [width, height],
  );
  const jpeg = Buffer.from(base64, "base64");
  const payload = Buffer.concat([Buffer.from("Exif\0\0", "latin1"), Buffer.from(EXIF_MARKER, "latin1")]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(payload.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xe1]), length, payload, jpeg.subarray(2)]);
}

function toast(page: Page, title: string) {
  return expect(page.getByTestId("toast").filter({ hasText: title }).first()).toBeVisible();
}

/**
 * The queue is headed "Import Queue (n)" with as many items as it lists (other tests' items may be
 * among them, so n is read from the page: heading and list from one render).
 */
async function headedWithItsSize(page: Page) {
  await expect(page.getByRole("heading", { name: /^Import Queue \(\d+\)$/ })).toBeVisible();
  const [heading, items] = await page.evaluate(() => [
    document.querySelector("#queue-heading")?.textContent,
    document.querySelectorAll("[data-testid=import-item]").length,
  ]);
  expect(heading).toBe(`Import Queue (${items})`);
}

test.use({ storageState: authFile("admin") });

test("create from photos and a scraped site, update an existing provider, approve one, reject one", async ({ page, factory }) => {
  expect(SITE, "the e2e web server serves the fixture website (E2E_FIXTURE_SITE)").toBeTruthy();
  const existing = await factory.provider({ name: `Dr. Photoupdate ${crypto.randomUUID().slice(0, 8)}` });
  await page.goto("/admin/photo-import");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Photo Import Tool" })).toBeVisible();
  const addButton = page.getByRole("button", { name: "Add to Import Queue" });
  await expect(addButton, "disabled until there is a photo or scraped data").toBeDisabled();

  // Photos by type: one profile photo (1600 x 1200), two location photos (2000 x 1000).
  const profile = await photoWithExif(page, 1600, 1200);
  const location = await photoWithExif(page, 2000, 1000);
  await page.getByLabel(/^Profile photos/).setInputFiles({ name: "doctor.jpg", mimeType: "image/jpeg", buffer: profile });
  await page.getByLabel(/^Location photos/).setInputFiles([
    { name: "lobby.jpg", mimeType: "image/jpeg", buffer: location },
    { name: "front.jpg", mimeType: "image/jpeg", buffer: location },
  ]);
  // A file over 2 MB is refused in the browser; so is a file that is no image: neither stays in
  // the list (no broken thumbnail, no title to edit), and each says why it was refused.
  await page.getByLabel(/^Before\/After photos/).setInputFiles([
    { name: "huge.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(2 * 1024 * 1024 + 1) },
    { name: "broken.jpg", mimeType: "image/jpeg", buffer: Buffer.from("this is not a photo") },
  ]);
  const refusals = page.getByRole("alert");
  await expect(refusals.getByText("huge.jpg: Files over 2 MB are rejected.")).toBeVisible();
  await expect(
    refusals.getByText("broken.jpg: This photo could not be read: the file is damaged or incomplete. Please choose another one."),
  ).toBeVisible();
  await expect(page.getByText("Uploaded")).toHaveCount(3, { timeout: 30_000 });
  await expect(page.getByTestId("queued-photo"), "only the three photos that uploaded are listed").toHaveCount(3);
  await expect(page.getByTestId("photos-before_after").getByTestId("queued-photo")).toHaveCount(0);
  await expect(page.getByLabel("Photo title")).toHaveCount(3);

  // The scraper: disabled while empty; a fixture website's data previewed.
  const scrape = page.getByRole("button", { name: "Scrape" });
  await expect(scrape).toBeDisabled();
  await page.getByLabel("Website URL").fill(`${SITE}/sites/squarespace-medspa/`);
  await scrape.click();
  const preview = page.getByTestId("scraped-preview");
  await expect(preview.getByText("Website scraped successfully!")).toBeVisible({ timeout: 30_000 });
  const practiceName = (await preview.locator("dt:text-is('Name') + dd").textContent())!.trim();
  expect(practiceName.length).toBeGreaterThan(0);
  const services = (await preview.locator("dt:text-is('Services') + dd").textContent())!.split(", ");
  expect(services.length).toBeGreaterThan(1);
  await expect(preview.locator("dt:text-is('Confidence') + dd")).toHaveText(/^\d+%$/);

  await addButton.click();
  await toast(page, "Added to import queue");
  const createRow = page.getByTestId("import-item").filter({ hasText: practiceName });
  await expect(createRow).toHaveCount(1);
  await headedWithItsSize(page);
  await expect(page.getByTestId("queued-photo"), "adding clears the photos").toHaveCount(0);
  await expect(page.getByTestId("scraped-preview"), "and the scraped data").toHaveCount(0);

  // Update an existing provider: the mode, the picker over the search index, a before/after photo.
  await page.getByLabel("Update Existing Provider").check();
  await expect(addButton, "the cleared form cannot be queued").toBeDisabled();
  await page
    .getByLabel(/^Before\/After photos/)
    .setInputFiles({ name: "result.jpg", mimeType: "image/jpeg", buffer: await photoWithExif(page, 900, 900) });
  await expect(page.getByText("Uploaded")).toHaveCount(1, { timeout: 30_000 });
  await addButton.click();
  await expect(page.getByRole("alert").getByText("Please select an existing provider", { exact: true })).toBeVisible();
  await page.getByLabel("Existing provider", { exact: true }).fill(existing.name);
  await page.getByRole("button", { name: existing.name }).click();
  await expect(page.getByTestId("picked-provider").getByText(existing.name)).toBeVisible();
  await addButton.click();
  const updateRow = page.getByTestId("import-item").filter({ hasText: `Update: ${existing.name}` });
  await expect(updateRow).toHaveCount(1);
  await expect(page.getByLabel("Update Existing Provider"), "the mode stays").toBeChecked();
  await headedWithItsSize(page);

  await expect(createRow.getByText("Profile: 1 · Location: 2 · Before/After: 0")).toBeVisible();
  await expect(createRow.getByText(/3 photos/)).toBeVisible();
  await expect(createRow.locator("img")).toHaveCount(3);
  await expect(updateRow.getByText("Profile: 0 · Location: 0 · Before/After: 1")).toBeVisible();

  // Approve the new provider, reject the update.
  await updateRow.getByRole("button", { name: "Reject" }).click();
  await toast(page, "Import rejected");
  await expect(updateRow.getByText("✗ Rejected")).toBeVisible();
  await createRow.getByRole("button", { name: "Approve" }).click();
  await toast(page, `${practiceName} created successfully!`);
  await expect(createRow.getByText("✓ Approved")).toBeVisible();

  // The new provider's profile: its compressed photos, served from /media/ without EXIF.
  await page.reload();
  await hydrated(page);
  await page.getByTestId("import-item").filter({ hasText: practiceName }).getByRole("link", { name: "View provider" }).click();
  await expect(page.getByRole("heading", { name: practiceName, level: 1 })).toBeVisible();
  // The scraped services are its specialties (the "Aesthetic Treatments" fallback is for a site without any).
  await expect(page.getByRole("list", { name: "Specialties" }).getByRole("listitem")).toHaveText(services);
  const profileImage = page.locator('img[src^="/media/providers/profile/"]').first();
  await expect(profileImage).toBeAttached();
  const src = (await profileImage.getAttribute("src"))!;
  const served = await page.request.get(src);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/jpeg");
  expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(served.headers()["x-content-type-options"]).toBe("nosniff");
  expect((await served.body()).includes(Buffer.from(EXIF_MARKER)), "no EXIF left").toBe(false);
  const size = await page.evaluate(async (url) => {
    const bitmap = await createImageBitmap(await (await fetch(url)).blob());
    return [bitmap.width, bitmap.height];
  }, src);
  expect(size, "profile photos are compressed to 400 px on the longest side").toEqual([400, 300]);

  const photosPage = await page.goto(`${new URL(page.url()).pathname}/photos`);
  expect(photosPage?.status()).toBe(200);
  const practice = page.locator('img[src^="/media/providers/location/"]').first();
  await expect(practice).toBeAttached();
  const practiceSize = await practice.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    return [img.naturalWidth, img.naturalHeight];
  });
  expect(practiceSize, "location photos are compressed to 800 px on the longest side").toEqual([800, 400]);
});
