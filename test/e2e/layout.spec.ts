/**
 * Issue 31 items 6, 7, 8 and 12 in Chromium: the review form stops at the spec's lengths and counts
 * as you type; nothing scrolls sideways on a 390 px phone, even with long unbroken names, e-mails
 * and URLs; /forum and the provider dashboard's links lead to Coming Soon pages, not 404s; sign-in
 * and sign-up say spec 001's texts for empty fields.
 * Each test makes its rows (test/e2e/fixtures.ts): the phone test a patient with a favorite, a
 * provider, a photo-queue item and an extraction job with a profile and a failed URL, and for
 * issue 34's pages the provider's owner, consultation requests, an unclaimed listing and a queued
 * claim, all with long unbroken names carrying a random suffix.
 */
import type { Page } from "@playwright/test";
import { authFile, expect, hydrated, test } from "./fixtures.ts";

const PHONE_WIDTH = 390;

async function noSidewaysScroll(page: Page, path: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${path} is ${width}px wide on a ${PHONE_WIDTH}px phone`).toBeLessThanOrEqual(PHONE_WIDTH);
}

test.describe("issue 31: lengths, phone widths, Coming Soon pages and sign-in texts", () => {
  test("nothing scrolls sideways at 390 px with long unbroken names, e-mails and URLs @phone-only", async ({
    page,
    browser,
    factory,
    signIn,
  }) => {
    const s = crypto.randomUUID().slice(0, 8);
    /** One word, no place to break: 50 letters, the longest first name sign-up accepts. */
    const longFirstName = `Wolfeschlegelsteinhausenbergerdorffvoralternwar${s}`.slice(0, 50);
    const longWord = `Schwarzwaldklinikaesthetikundwohlbefindenzentrum${s}`;
    const patientEmail = `${longWord.toLowerCase()}.patient@example.com`;
    const providerName = `${longWord}Aesthetics`;
    const website = `https://www.${longWord.toLowerCase()}-aesthetics.example.com/${longWord.toLowerCase()}/index.html`;
    const practiceEmail = `frontdesk@${longWord.toLowerCase()}-aesthetics.example.com`;

    const patient = await factory.user({ firstName: longFirstName, lastName: "Q", email: patientEmail, signedIn: true });
    const provider = await factory.provider({ name: providerName, city: "Pocatello", state: "ID", website, practiceEmail });
    await factory.favorite({ userId: patient.id, providerId: provider.id });
    await factory.photoImport({
      website,
      scrapedData: {
        practice_name: providerName,
        type: "medspa",
        location: { city: "Pocatello", state: "ID" },
        contact: { phone: "(208) 555-0199", email: practiceEmail },
        services: ["Botox"],
        confidence_score: 80,
      },
      photos: (["profile", "location", "location", "before_after"] as const).map((kind, i) => ({
        key: `providers/${kind}/${s}-${i}.jpg`,
        kind,
        sizeBytes: 1000,
      })),
    });
    const job = await factory.extractionJob({
      status: "completed",
      targets: [
        {
          url: website,
          status: "done",
          profile: {
            source_url: website,
            name: providerName,
            type: "medspa",
            location: { address: `1 ${longWord} Boulevard`, city: "Pocatello", state: "ID", zip: "83201" },
            contact: { phone: "(208) 555-0199", email: practiceEmail },
            services: ["Botox", longWord],
            credentials: [],
            images: { facade: [], providers: [], treatment_rooms: [], before_after: [] },
            business_info: { hours: "" },
            confidence_score: 80,
            extraction_date: new Date().toISOString(),
          },
        },
        { url: `${website}?page=${longWord}`, status: "failed", error: "Could not reach the website" },
      ],
    });

    await signIn(patient);
    await page.goto("/dashboard");
    await expect(page.getByText(`You saved ${providerName}`)).toBeVisible();
    await expect(page.getByText(patientEmail)).toBeVisible();
    await noSidewaysScroll(page, "/dashboard");
    await page.goto("/profile");
    await expect(page.getByTestId("profile-email").getByText(patientEmail)).toBeVisible();
    await noSidewaysScroll(page, "/profile");

    const context = await browser.newContext({ storageState: authFile("admin"), viewport: page.viewportSize() });
    const admin = await context.newPage();
    await admin.goto(`/admin/providers?q=${longWord}`);
    await expect(admin.getByRole("link", { name: providerName, exact: true })).toBeVisible();
    await noSidewaysScroll(admin, "/admin/providers");

    await admin.goto("/admin/photo-import");
    const title = admin.getByTestId("import-item").getByTestId("import-title").filter({ hasText: providerName });
    await expect(title).toBeVisible();
    await noSidewaysScroll(admin, "/admin/photo-import");
    // The row gives its title the card's width instead of squeezing it beside the thumbnails and buttons.
    const titleWidth = (await title.boundingBox())!.width;
    expect(titleWidth, `the queue row's title is ${titleWidth}px wide`).toBeGreaterThanOrEqual(250);

    await admin.goto(`/provider-import/extraction?job=${job.id}`);
    await expect(admin.getByTestId("extracted-profile").getByRole("heading", { name: providerName })).toBeVisible();
    await expect(admin.getByTestId("extraction-errors").getByText("Could not reach the website")).toBeVisible();
    await noSidewaysScroll(admin, "/provider-import/extraction");

    // Issue 34's pages: the practice's owner (a long address), a request from the patient with a
    // long unbroken message, and a second, unclaimed listing with a long website domain, claimed
    // from the admins' queue and sent a request.
    const owner = await factory.user({
      role: "provider",
      providerId: provider.id,
      email: `owner.${longWord.toLowerCase()}@${longWord.toLowerCase()}-aesthetics.example.com`,
      signedIn: true,
    });
    const unclaimed = await factory.provider({
      name: `${longWord}Unclaimed`,
      website: `https://www.${longWord.toLowerCase()}-unclaimed.example.com/`,
    });
    const [request] = await factory.consultations([{ providerId: provider.id, patientId: patient.id, message: `${longWord}${longWord}` }]);
    await factory.consultations([{ providerId: unclaimed.id, patientId: patient.id, message: longWord }]);
    await factory.claim({ userId: patient.id, providerId: unclaimed.id, note: `${longWord}${longWord}` });

    await page.goto(`/consultations/${request!.id}`);
    await expect(page.getByTestId("thread-messages")).toContainText(longWord);
    await noSidewaysScroll(page, "/consultations/:id");
    await page.goto(`/provider/claim?q=${longWord}&listing=${unclaimed.id}`);
    await expect(page.getByTestId("claim-target")).toContainText(`${longWord.toLowerCase()}-unclaimed.example.com`);
    await noSidewaysScroll(page, "/provider/claim");

    await admin.goto("/admin/claims");
    await expect(admin.locator(`[data-testid="claim-row"][data-listing="${unclaimed.id}"]`)).toContainText(patientEmail);
    await noSidewaysScroll(admin, "/admin/claims");
    await admin.goto("/admin/requests");
    await expect(admin.getByTestId("admin-requests")).toContainText(`${longWord}Unclaimed`);
    await noSidewaysScroll(admin, "/admin/requests");
    await admin.goto("/admin/listing-changes");
    await expect(admin.locator("main h1").first()).toBeVisible();
    await noSidewaysScroll(admin, "/admin/listing-changes");
    await context.close();

    await signIn(owner);
    await page.goto("/provider/messages");
    await expect(page.getByTestId("inbox-requests")).toContainText(longFirstName);
    await noSidewaysScroll(page, "/provider/messages");
    await page.goto("/provider/settings");
    await expect(page.getByTestId("team-member").filter({ hasText: owner.email })).toBeVisible();
    await noSidewaysScroll(page, "/provider/settings");
    await page.goto("/provider/profile");
    await expect(page.getByRole("heading", { name: "Practice Profile", level: 1 })).toBeVisible();
    await noSidewaysScroll(page, "/provider/profile");
    await page.goto(`/consultations/${request!.id}`);
    await expect(page.getByText(patientEmail)).toBeVisible();
    await noSidewaysScroll(page, "/consultations/:id (the practice's side)");
  });

  test("the review title and text stop at 100 and 2000 characters and count as you type", async ({ page, factory, signIn }) => {
    const provider = await factory.provider();
    await signIn(await factory.user({ signedIn: true }));
    await page.goto(`/provider/${provider.id}`);
    await hydrated(page);
    const form = page.getByTestId("review-form");
    await form.getByText("Write Review").click();
    const title = form.getByLabel(/^Title/);
    await title.pressSequentially("Calm and caring");
    await expect(form.getByText("15/100", { exact: true })).toBeVisible();
    await title.fill("x".repeat(120));
    await expect(title).toHaveValue("x".repeat(100));
    await expect(form.getByText("100/100", { exact: true })).toBeVisible();
    const content = form.getByLabel(/^Your review/);
    await content.fill("y".repeat(2100));
    await expect(content).toHaveValue("y".repeat(2000));
    await expect(form.getByText("2000/2000", { exact: true })).toBeVisible();
    // Without JavaScript the attributes still stop the typing.
    await expect(title).toHaveAttribute("maxlength", "100");
    await expect(content).toHaveAttribute("maxlength", "2000");
  });

  test("/forum is a Coming Soon page and the provider dashboard's Profile, Messages and Settings lead to their pages, not 404s", async ({
    page,
    factory,
    signIn,
  }) => {
    const forum = await page.goto("/forum");
    expect(forum?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: /Community Forum/ }).getByText("Coming Soon")).toBeVisible();
    await expect(page.getByRole("link", { name: "Join the waitlist" })).toBeVisible();

    const provider = await factory.provider({ name: `Dr. Coming Soon ${crypto.randomUUID().slice(0, 8)}` });
    await signIn(await factory.user({ role: "provider", providerId: provider.id, signedIn: true }));
    await page.goto("/dashboard");
    const links = page.getByRole("navigation", { name: "Provider links" }).getByRole("link");
    await expect(links).toHaveText(["Profile", "Messages", "Settings"]);
    const found = [
      ["Profile", "/provider/profile"],
      ["Messages", "/provider/messages"],
      ["Settings", "/provider/settings"],
    ] as const;
    for (const [i, [, path]] of found.entries()) await expect(links.nth(i)).toHaveAttribute("href", path);
    for (const [name, path] of found) {
      await page.goto("/dashboard");
      await hydrated(page);
      await page.getByRole("navigation", { name: "Provider links" }).getByRole("link", { name }).click();
      await expect(page).toHaveURL(path);
      expect((await page.request.get(path)).status(), path).toBe(200);
      // All three are built (issue 34): the listing editor, the inbox and the practice settings.
      const heading = { Profile: "Practice Profile", Messages: "Messages", Settings: "Practice Settings" }[name];
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to your dashboard" })).toBeVisible();
    }
    // A provider's public profile still answers at /provider/:id.
    expect((await page.goto(`/provider/${provider.id}`))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: provider.name })).toBeVisible();
  });

  test("empty sign-in and sign-up say spec 001's texts", async ({ page }) => {
    await page.goto("/signin");
    await hydrated(page);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByRole("alert").getByText("Email and password are required.", { exact: true })).toBeVisible();
    await expect(page.getByText("Please enter both email and password")).toHaveCount(0);

    await page.goto("/signup");
    await hydrated(page);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("alert").getByText("All required fields must be filled.", { exact: true })).toBeVisible();
    await expect(page.getByText("Please agree to the terms and conditions")).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("empty sign-in and sign-up say the same", async ({ page }) => {
      await page.goto("/signin");
      await page.getByRole("button", { name: "Sign In", exact: true }).click();
      await expect(page.getByRole("alert").getByText("Email and password are required.", { exact: true })).toBeVisible();
      await page.goto("/signup");
      await page.getByRole("button", { name: "Continue" }).click();
      await expect(page.getByRole("alert").getByText("All required fields must be filled.", { exact: true })).toBeVisible();
    });
  });
});
