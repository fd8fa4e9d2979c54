/**
 * Issue 14 in Chromium, as an admin: create a new provider from photos and a scraped fixture
 * website, update an existing provider with a new photo, see both in the queue, approve one and
 * reject the other, and find the new provider's scraped services (its specialties) and photos on its
 * profile, compressed in the browser (longest side 400 px for the profile photo, 800 px for the
 * others) and served from /media/ without the EXIF data the originals carried.
 * Rows written here: one provider (the approved import) and the two queue items.
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { ACCOUNTS, launchBrowser, newPage, signInByRequest } from "./browser.ts";

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

async function toast(page: Page, title: string) {
  await page.getByTestId("toast").filter({ hasText: title }).first().waitFor();
}

describe("photo and website import tool", () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  test("create from photos and a scraped site, update an existing provider, approve one, reject one", async () => {
    assert.ok(SITE, "the e2e runner starts the fixture websites (E2E_FIXTURE_SITE)");
    const page = await newPage(browser);
    await signInByRequest(page, ACCOUNTS.admin);
    await page.goto("/admin/photo-import");
    await page.getByRole("heading", { name: "Photo Import Tool" }).waitFor();
    const addButton = page.getByRole("button", { name: "Add to Import Queue" });
    assert.equal(await addButton.isDisabled(), true, "disabled until there is a photo or scraped data");
    assert.equal(await page.getByRole("heading", { name: /Import Queue/ }).count(), 0, "the queue is hidden when empty");

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
    await refusals.getByText("huge.jpg: Files over 2 MB are rejected.").waitFor();
    await refusals
      .getByText("broken.jpg: This photo could not be read: the file is damaged or incomplete. Please choose another one.")
      .waitFor();
    await page.getByText("Uploaded").nth(2).waitFor();
    assert.equal(await page.getByTestId("queued-photo").count(), 3, "only the three photos that uploaded are listed");
    assert.equal(await page.getByTestId("photos-before_after").getByTestId("queued-photo").count(), 0);
    assert.equal(await page.getByLabel("Photo title").count(), 3);

    // The scraper: disabled while empty; a fixture website's data previewed.
    const scrape = page.getByRole("button", { name: "Scrape" });
    assert.equal(await scrape.isDisabled(), true);
    await page.getByLabel("Website URL").fill(`${SITE}/sites/squarespace-medspa/`);
    await scrape.click();
    const preview = page.getByTestId("scraped-preview");
    await preview.getByText("Website scraped successfully!").waitFor();
    const practiceName = (await preview.locator("dt:text-is('Name') + dd").textContent())!.trim();
    assert.ok(practiceName.length > 0);
    const services = (await preview.locator("dt:text-is('Services') + dd").textContent())!.split(", ");
    assert.ok(services.length > 1);
    assert.match((await preview.locator("dt:text-is('Confidence') + dd").textContent())!, /^\d+%$/);

    await addButton.click();
    await toast(page, "Added to import queue");
    await page.getByRole("heading", { name: "Import Queue (1)" }).waitFor();
    assert.equal(await page.getByTestId("queued-photo").count(), 0, "adding clears the photos");
    assert.equal(await page.getByTestId("scraped-preview").count(), 0, "and the scraped data");

    // Update an existing provider: the mode, the picker over the search index, a before/after photo.
    await page.getByLabel("Update Existing Provider").check();
    assert.equal(await addButton.isDisabled(), true, "the cleared form cannot be queued");
    await page
      .getByLabel(/^Before\/After photos/)
      .setInputFiles({ name: "result.jpg", mimeType: "image/jpeg", buffer: await photoWithExif(page, 900, 900) });
    await page.getByText("Uploaded").waitFor();
    await addButton.click();
    await page.getByRole("alert").getByText("Please select an existing provider", { exact: true }).waitFor();
    await page.getByLabel("Existing provider", { exact: true }).fill("Layla Hassan");
    await page.getByRole("button", { name: /Dr\. Layla Hassan/ }).click();
    await page.getByTestId("picked-provider").getByText("Dr. Layla Hassan").waitFor();
    await addButton.click();
    await page.getByRole("heading", { name: "Import Queue (2)" }).waitFor();
    assert.equal(await page.getByLabel("Update Existing Provider").isChecked(), true, "the mode stays");

    const createRow = page.getByTestId("import-item").filter({ hasText: practiceName });
    const updateRow = page.getByTestId("import-item").filter({ hasText: "Update: Dr. Layla Hassan" });
    await createRow.getByText("Profile: 1 · Location: 2 · Before/After: 0").waitFor();
    await createRow.getByText(/3 photos/).waitFor();
    assert.equal(await createRow.locator("img").count(), 3);
    await updateRow.getByText("Profile: 0 · Location: 0 · Before/After: 1").waitFor();

    // Approve the new provider, reject the update.
    await updateRow.getByRole("button", { name: "Reject" }).click();
    await toast(page, "Import rejected");
    await updateRow.getByText("✗ Rejected").waitFor();
    await createRow.getByRole("button", { name: "Approve" }).click();
    await toast(page, `${practiceName} created successfully!`);
    await createRow.getByText("✓ Approved").waitFor();

    // The new provider's profile: its compressed photos, served from /media/ without EXIF.
    await page.reload();
    await page.getByTestId("import-item").filter({ hasText: practiceName }).getByRole("link", { name: "View provider" }).click();
    await page.getByRole("heading", { name: practiceName, level: 1 }).waitFor();
    // The scraped services are its specialties (the "Aesthetic Treatments" fallback is for a site without any).
    assert.deepEqual(await page.getByRole("list", { name: "Specialties" }).getByRole("listitem").allTextContents(), services);
    const profileImage = page.locator('img[src^="/media/providers/profile/"]').first();
    await profileImage.waitFor();
    const src = (await profileImage.getAttribute("src"))!;
    const served = await page.request.get(src);
    assert.equal(served.status(), 200);
    assert.equal(served.headers()["content-type"], "image/jpeg");
    assert.equal(served.headers()["cache-control"], "public, max-age=31536000, immutable");
    assert.equal(served.headers()["x-content-type-options"], "nosniff");
    const body = await served.body();
    assert.equal(body.includes(Buffer.from(EXIF_MARKER)), false, "no EXIF left");
    const size = await page.evaluate(async (url) => {
      const bitmap = await createImageBitmap(await (await fetch(url)).blob());
      return [bitmap.width, bitmap.height];
    }, src);
    assert.deepEqual(size, [400, 300], "profile photos are compressed to 400 px on the longest side");

    const photosPage = await page.goto(`${new URL(page.url()).pathname}/photos`);
    assert.equal(photosPage?.status(), 200);
    const practice = page.locator('img[src^="/media/providers/location/"]').first();
    await practice.waitFor();
    const practiceSize = await practice.evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    });
    assert.deepEqual(practiceSize, [800, 400], "location photos are compressed to 800 px on the longest side");
  });
});
