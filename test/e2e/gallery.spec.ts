/**
 * Issue 36 item 2's "Done when" in Chromium: a practice owner publishes a before-and-after set on
 * /provider/gallery (photos compressed and uploaded through grants; refused without the consent
 * attestation), then a guest filters /gallery by procedure and place (the URL says so, also without
 * JavaScript), opens the set's provider, and finds the set in the profile's Before & After section.
 * Rules, messages and access are checked in test/integration/gallery.test.ts.
 */
import { CONSENT_REQUIRED, CONSENT_TEXT, SET_ADDED } from "../../app/gallery/gallery-messages.ts";
import { expect, hydrated, randomLetters, test } from "./fixtures.ts";

/** A 4 x 3 PNG (test/fixtures/images.ts's PNG_4X3). */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAYAAAC09K7GAAAAL0lEQVR4AVzIMQ0AQAgEQXJuPq8AWyjABVrocAa5goZNplk8z6bS3wQ5IdKE9g8AAAD//xJ6zeQAAAAGSURBVAMArWYMk4CKkNYAAAAASUVORK5CYII=",
  "base64",
);

test("an owner publishes a set; /gallery filters it by procedure and place and links to the provider, whose profile shows it", async ({
  page,
  browser,
  factory,
  signIn,
}) => {
  const town = `Galtown${randomLetters()}`;
  const [mine, elsewhere] = await factory.providers([
    { name: `Shore Dermatology ${town}`, type: "dermatologist", city: town, state: "FL" },
    { name: `Prairie Aesthetics ${town}`, type: "dermatologist", city: town, state: "TX" },
  ]);
  // Another set in a town of the same name in another state, and one of another procedure.
  await factory.gallerySets([
    { providerId: elsewhere!.id, procedure: "rhinoplasty", caption: `Texas nose ${town}` },
    { providerId: mine!.id, procedure: "botox", caption: `Florida botox ${town}` },
  ]);
  const owner = await factory.user({ role: "provider", providerId: mine!.id, signedIn: true });
  await signIn(owner);

  // 1. The owner publishes a set with JavaScript: each photo is uploaded as it is chosen.
  await page.goto("/provider/gallery");
  await hydrated(page);
  await page.getByLabel("Before photo").setInputFiles({ name: "before.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByTestId("before-photo-status")).toHaveText("Photo uploaded. Press the button to add it.");
  await page.getByLabel("After photo").setInputFiles({ name: "after.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByTestId("after-photo-status")).toHaveText("Photo uploaded. Press the button to add it.");
  await page.getByLabel("Procedure").selectOption({ label: "Rhinoplasty (Nose Job)" });
  await page.getByLabel("Caption (optional)").fill(`Florida nose ${town}, six months after`);
  await page.getByRole("button", { name: "Publish set" }).click();
  await expect(page.getByText(CONSENT_REQUIRED, { exact: true })).toBeVisible();
  await page.getByLabel(CONSENT_TEXT).check();
  await page.getByRole("button", { name: "Publish set" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: SET_ADDED.title })).toBeVisible();
  const managed = page.getByTestId("managed-sets").getByTestId("gallery-set");
  await expect(managed.filter({ hasText: `Florida nose ${town}` })).toHaveCount(1);

  // 2. A guest filters the gallery by procedure, state and city: the URL carries them.
  const guest = await browser.newContext();
  const visitor = await guest.newPage();
  await visitor.goto("/gallery");
  await hydrated(visitor);
  await visitor.getByLabel("Procedure").selectOption("rhinoplasty");
  await visitor.getByLabel("State").selectOption("FL");
  await visitor.getByLabel("City").selectOption(town);
  await visitor.getByRole("button", { name: "Show sets" }).click();
  await expect(visitor).toHaveURL(`/gallery?procedure=rhinoplasty&state=FL&city=${town}`);
  const sets = visitor.getByTestId("gallery-sets").getByTestId("gallery-set");
  await expect(sets).toHaveCount(1);
  const set = sets.first();
  await expect(set.getByTestId("gallery-set-caption")).toHaveText(`Florida nose ${town}, six months after`);
  await expect(set.getByTestId("gallery-set-procedure")).toHaveText("Rhinoplasty (Nose Job)");
  // Before and after side by side, lazy-loaded with their dimensions, from /media, compressed to JPEG.
  const photos = set.locator("img");
  await expect(photos).toHaveCount(2);
  await expect(photos.nth(0)).toHaveAttribute("alt", `Before: Rhinoplasty (Nose Job) by ${mine!.name}`);
  await expect(photos.nth(1)).toHaveAttribute("alt", `After: Rhinoplasty (Nose Job) by ${mine!.name}`);
  for (const img of await photos.all()) {
    await expect(img).toHaveAttribute("loading", "lazy");
    await expect(img).toHaveAttribute("width", "4");
    await expect(img).toHaveAttribute("height", "3");
    const src = (await img.getAttribute("src"))!;
    expect(src).toMatch(/^\/media\/providers\/before_after\//);
    const response = await visitor.request.get(src);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/jpeg");
  }

  // 3. The set links to its provider, whose Before & After section shows it.
  await set.getByRole("link", { name: mine!.name }).click();
  await expect(visitor).toHaveURL(`/provider/${mine!.id}`);
  const section = visitor.getByRole("region", { name: "Before & After" });
  await expect(section.getByTestId("gallery-set-caption")).toHaveText([`Florida nose ${town}, six months after`, `Florida botox ${town}`]);
  await guest.close();

  // 4. Without JavaScript the filter form works too, and lands on the canonical address.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const noJs = await plain.newPage();
  await noJs.goto(`/gallery?city=${town}`);
  await noJs.getByLabel("Procedure").selectOption("rhinoplasty");
  await noJs.getByRole("button", { name: "Show sets" }).click();
  await expect(noJs).toHaveURL(`/gallery?procedure=rhinoplasty&city=${town}`);
  await expect(noJs.getByTestId("gallery-set-caption")).toHaveText([`Florida nose ${town}, six months after`, `Texas nose ${town}`]);
  await plain.close();
});
