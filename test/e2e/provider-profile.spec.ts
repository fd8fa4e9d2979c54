/**
 * The practice keeps its listing current (issue 34, items 3 and 6), in Chromium: the owner edits the
 * bio and a price on /provider/profile, previews, saves, and the public profile, already in the edge
 * cache for guests, shows both at once; the owner answers a review and the reply shows under it; a
 * second practice sees only its own listing and cannot save into the first. Each test makes its own
 * providers and users.
 */
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expect, hydrated, randomLetters, test } from "./fixtures.ts";

const CACHE_HEADER = "x-truself-cache";
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==", "base64");

/** A guest's view of a page (no cookies): what the edge cache serves. */
async function asGuest(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { Cookie: "" } });
  expect(response.status()).toBe(200);
  return { cache: response.headers()[CACHE_HEADER], html: await response.text() };
}

async function guestPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

test.describe("the practice's own listing", () => {
  test("the owner edits the bio and a price, previews, saves, and the cached public profile shows both at once", async ({
    page,
    factory,
    signIn,
    playwright,
    baseURL,
    browser,
  }) => {
    const tag = randomLetters();
    const provider = await factory.provider({ name: `Glow ${tag} Clinic`, bio: "Our old bio.", pricing: { Botox: "$10 per unit" } });
    const owner = await factory.user({ role: "provider", providerId: provider.id, signedIn: true });
    // A guest's API client with no cookies: the public profile is cached before the edit.
    const guest = await playwright.request.newContext({ baseURL });
    await asGuest(guest, `/provider/${provider.id}`);
    expect((await asGuest(guest, `/provider/${provider.id}`)).cache).toBe("HIT");

    await signIn(owner);
    await page.goto("/provider/profile");
    await hydrated(page);
    await expect(page.getByRole("heading", { name: "Practice Profile", level: 1 })).toBeVisible();
    await expect(page.getByLabel("Bio", { exact: true })).toHaveValue("Our old bio.");
    const bio = `Fresh bio ${tag}: natural results, honest advice.`;
    await page.getByLabel("Bio", { exact: true }).fill(bio);
    await page.getByLabel("Prices").fill(`Botox: $13 per unit\nLip filler ${tag}: $650`);

    await page.getByRole("button", { name: "Preview" }).click();
    const preview = page.getByTestId("listing-preview");
    await expect(preview.getByText("This is a preview. Nothing is saved until you press Save changes.")).toBeVisible();
    await expect(preview.getByTestId("preview-header")).toContainText(bio);
    await expect(preview.getByTestId("preview-header")).toContainText("$650");
    await expect(preview.getByTestId("provider-card")).toContainText(provider.name);
    // Nothing saved yet: guests still get the old profile.
    expect((await asGuest(guest, `/provider/${provider.id}`)).html).toContain("Our old bio.");

    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Listing updated" })).toBeVisible();
    await expect(page.getByTestId("listing-change").filter({ hasText: "bio" })).toContainText(owner.email);

    const after = await asGuest(guest, `/provider/${provider.id}`);
    expect(after.cache).not.toBe("HIT");
    expect(after.html).toContain(bio);
    const visitor = await guestPage(browser, baseURL!);
    await visitor.goto(`/provider/${provider.id}`);
    await expect(visitor.getByText(bio)).toBeVisible();
    await expect(visitor.getByTestId("pricing")).toContainText("$13 per unit");
    await expect(visitor.getByTestId("pricing")).toContainText(`Lip filler ${tag}`);
    await visitor.context().close();
    await guest.dispose();
  });

  test("without JavaScript the preview and the save still work", async ({ browser, factory, baseURL }) => {
    const provider = await factory.provider({ bio: "Before." });
    const owner = await factory.user({ role: "provider", providerId: provider.id, signedIn: true });
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    await context.addCookies([{ ...owner.cookie!, url: baseURL!, httpOnly: true, sameSite: "Lax" }]);
    const page = await context.newPage();
    await page.goto("/provider/profile");
    await page.getByLabel("Bio", { exact: true }).fill("After, without scripts.");
    await page.getByLabel("Opening hours").fill("Mon-Fri: 9am - 5pm");
    await page.getByRole("button", { name: "Preview" }).click();
    await expect(page.getByTestId("preview-header")).toContainText("After, without scripts.");
    await expect(page.getByLabel("Bio", { exact: true })).toHaveValue("After, without scripts.");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL(/\/provider\/profile$/);
    await page.goto(`/provider/${provider.id}`);
    await expect(page.getByText("After, without scripts.")).toBeVisible();
    await expect(page.getByTestId("opening-hours")).toContainText("9am - 5pm");
    await context.close();
  });

  test("a second practice sees only its own listing and cannot save into the first", async ({ page, factory, signIn, request }) => {
    const tag = randomLetters();
    const first = await factory.provider({ name: `First ${tag}`, bio: `First's private draft ${tag}` });
    const second = await factory.provider({ name: `Second ${tag}`, bio: "Second's bio." });
    await factory.user({ role: "provider", providerId: first.id });
    const other = await factory.user({ role: "provider", providerId: second.id, signedIn: true });
    await signIn(other);
    await page.goto("/provider/profile");
    await hydrated(page);
    await expect(page.getByLabel("Bio", { exact: true })).toHaveValue("Second's bio.");
    await expect(page.getByText(`First's private draft ${tag}`)).toHaveCount(0);
    await expect(page.getByRole("link", { name: "your public profile" })).toHaveAttribute("href", `/provider/${second.id}`);
    // A forged providerId in the posted form changes nothing on the first listing.
    const forged = await page.request.post("/provider/profile", {
      form: { intent: "save", providerId: first.id, bio: "Hijacked", _client: "fetcher" },
      headers: { Origin: new URL(page.url()).origin },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(303);
    const firstPage = await request.get(`/provider/${first.id}`, { headers: { Cookie: "" } });
    expect(await firstPage.text()).not.toContain("Hijacked");
    await page.goto(`/provider/${second.id}`);
    await expect(page.getByText("Hijacked")).toBeVisible();
  });

  test("the owner replies to a review and the reply shows under it on the public profile", async ({
    page,
    factory,
    signIn,
    browser,
    baseURL,
  }) => {
    const tag = randomLetters();
    const provider = await factory.provider({ name: `Dr. ${tag}`, practiceName: `Clinic ${tag}` });
    const review = await factory.review({ providerId: provider.id, author: "Pat Reviewer", title: `Kind staff ${tag}` });
    const owner = await factory.user({ role: "provider", providerId: provider.id, signedIn: true });
    await signIn(owner);
    await page.goto("/provider/profile");
    await hydrated(page);
    const item = page.locator(`#review-${review.id}`);
    await expect(item).toContainText(`Kind staff ${tag}`);
    await item.getByLabel("Reply publicly").fill(`Thank you, Pat! ${tag}`);
    await item.getByRole("button", { name: "Post reply" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Reply posted" })).toBeVisible();
    await expect(item.getByTestId("review-reply")).toContainText(`Response from Clinic ${tag}`);

    const visitor = await guestPage(browser, baseURL!);
    await visitor.goto(`/provider/${provider.id}`);
    const shown = visitor
      .getByTestId("review")
      .filter({ hasText: `Kind staff ${tag}` })
      .getByTestId("review-reply");
    await expect(shown).toContainText(`Response from Clinic ${tag}`);
    await expect(shown).toContainText(`Thank you, Pat! ${tag}`);
    await expect(shown.locator("time")).toHaveText(/\w+ \d{1,2}, \d{4}/);
    await visitor.context().close();
  });

  test("a team member sees the listing read-only and removes the practice's reply; the cached profile drops it at once", async ({
    page,
    factory,
    signIn,
    playwright,
    baseURL,
  }) => {
    const tag = randomLetters();
    const provider = await factory.provider({ practiceName: `Team ${tag}` });
    const review = await factory.review({ providerId: provider.id, title: `Quick visit ${tag}` });
    await factory.reviewReply({ reviewId: review.id, body: `We hope to see you again ${tag}` });
    await factory.user({ role: "provider", providerId: provider.id });
    const member = await factory.user({ role: "provider", providerId: provider.id, practiceRole: "member", signedIn: true });
    const guest = await playwright.request.newContext({ baseURL });
    await asGuest(guest, `/provider/${provider.id}`);
    const cached = await asGuest(guest, `/provider/${provider.id}`);
    expect(cached.cache).toBe("HIT");
    expect(cached.html).toContain(`We hope to see you again ${tag}`);

    await signIn(member);
    await page.goto("/provider/profile");
    await hydrated(page);
    await expect(page.getByText("Only your practice's owner can change the listing. You can still reply to reviews below.")).toBeVisible();
    await expect(page.getByLabel("Bio", { exact: true })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Save changes" })).toHaveCount(0);
    const item = page.locator(`#review-${review.id}`);
    await expect(item.getByTestId("review-reply")).toContainText(`Response from Team ${tag}`);
    await item.getByRole("button", { name: "Remove reply" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Reply removed" })).toBeVisible();
    await expect(item.getByTestId("review-reply")).toHaveCount(0);
    expect((await asGuest(guest, `/provider/${provider.id}`)).html).not.toContain(`We hope to see you again ${tag}`);
    await guest.dispose();
  });

  test("the owner's new profile photo, compressed and uploaded by the browser, shows on the public profile", async ({
    page,
    factory,
    signIn,
  }) => {
    const provider = await factory.provider({ image: null });
    await signIn(await factory.user({ role: "provider", providerId: provider.id, signedIn: true }));
    await page.goto("/provider/profile");
    await hydrated(page);
    await page.getByLabel("Profile photo").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
    await expect(page.getByTestId("profile-photo-status")).toHaveText("Photo uploaded. Press the button to add it.");
    await page.getByRole("button", { name: "Upload profile photo" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Profile photo updated" })).toBeVisible();
    await page.goto(`/provider/${provider.id}`);
    const photo = page.locator('header img[src^="/media/providers/profile/"]');
    await expect(photo).toHaveCount(1);
    expect((await page.request.get((await photo.getAttribute("src"))!)).headers()["content-type"]).toBe("image/jpeg");
  });
});
