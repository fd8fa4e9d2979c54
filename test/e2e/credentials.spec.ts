/**
 * Issue 36 item 3 in Chromium: an admin checks a provider's license from /admin/credentials, and
 * the "Credentials checked" badge follows on its profile (also for guests, whose cached copy is
 * purged) and its card, and the /find-doctors filter lists it; a license found suspended shows
 * "License suspended" on both. Rules, messages and access are in test/integration/credentials.test.ts.
 */
import type { Page } from "@playwright/test";
import { authFile, expect, hydrated, randomLetters, test } from "./fixtures.ts";

test.use({ storageState: authFile("admin") });

async function checkLicense(page: Page, town: string, name: string, found: string) {
  await page.goto(`/admin/credentials?q=${town}`);
  await hydrated(page);
  await page.getByRole("link", { name: `Check the license of ${name}` }).click();
  const form = page.getByTestId("check-form");
  await expect(form.getByRole("heading", { name: `Check the license of ${name}` })).toBeVisible();
  // The practice's submission fills the form.
  await expect(form.getByLabel("License number")).toHaveValue("ME12345");
  await form.getByLabel("What the check found").selectOption({ label: found });
  await form.getByLabel("Source").fill("Florida Board of Medicine");
  await form.getByLabel("Checked on").fill("2026-11-03");
  await form.getByRole("button", { name: "Save the check" }).click();
  await expect(page).toHaveURL("/admin/credentials");
}

test("an admin checks a license: the badge shows on the profile and the card, the filter lists it; a suspended one is labelled", async ({
  page,
  factory,
  browser,
}) => {
  const town = `Credtown${randomLetters()}`;
  const [checked, suspended] = await factory.providers(
    ["Clear Skin", "Shadow Spa"].map((name) => ({ name: `${name} ${randomLetters(6)}`, city: town, location: `${town}, FL` })),
  );
  await factory.credentials(
    [checked!, suspended!].map((p) => ({ providerId: p.id, boardCode: "ABPS", boardSpecialty: "Plastic Surgery" })),
  );
  const profile = `/provider/${checked!.id}`;

  // A guest's copy of the profile is cached before the check.
  // (A context of its own inherits the admin's storage state unless told otherwise.)
  const guest = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const guestPage = await guest.newPage();
  await guestPage.goto(profile);
  await expect(guestPage.getByTestId("credentials-license")).toHaveText(
    "License FL ME12345 submitted by the practice, not yet checked by TruSelf",
  );
  await expect(guestPage.getByTestId("credential-label")).toHaveCount(0);
  await expect(guestPage.locator('a[href="/signin"]').first()).toBeAttached();

  // The waiting submissions are listed, and the admin checks the first.
  await page.goto(`/admin/credentials?q=${town}`);
  await expect(page.getByTestId("credentials-row")).toHaveCount(2);
  await expect(page.getByTestId("credentials-row-status")).toHaveText(["Submitted for checking", "Submitted for checking"]);
  await checkLicense(page, town, checked!.name, "Valid: credentials checked");
  await expect(page.getByTestId("toast").filter({ hasText: "Credentials checked" })).toBeVisible();

  // The profile says what was checked and when, for the guest too (the cached copy was purged).
  for (const viewer of [page, guestPage]) {
    await viewer.goto(profile);
    await expect(viewer.getByTestId("credential-label").first()).toHaveText("Credentials checked");
    await expect(viewer.getByTestId("credentials-license")).toHaveText(
      "License FL ME12345 checked by TruSelf on 3 Nov 2026 (source: Florida Board of Medicine)",
    );
    await expect(viewer.getByTestId("credentials-board")).toHaveText(
      "Board certification: American Board of Plastic Surgery, Plastic Surgery",
    );
    await expect(viewer.getByTestId("verified-vs-checked")).toContainText(
      "“Credentials checked” means a TruSelf admin checked the license",
    );
  }
  await guest.close();

  // The card has the badge, and the filter (a checkbox of the filter form) keeps only it.
  await page.goto(`/find-doctors?location=${town}`);
  await hydrated(page);
  await expect(page.getByTestId("provider-card")).toHaveCount(2);
  await expect(page.getByTestId("provider-card").filter({ hasText: checked!.name }).getByTestId("credential-label")).toHaveText(
    "Credentials checked",
  );
  const filters = page.getByRole("search", { name: "Filter providers" });
  await filters.getByRole("checkbox", { name: "Credentials checked" }).check();
  await expect(page).toHaveURL((url) => url.searchParams.get("credentials") === "checked");
  await expect(page.getByTestId("showing")).toHaveText("Showing 1-1 of 1");
  await expect(page.getByTestId("provider-card")).toHaveCount(1);
  await expect(page.getByTestId("provider-card")).toContainText(checked!.name);

  // The other license is found suspended: labelled on the profile and the card, and not in the filter.
  await checkLicense(page, town, suspended!.name, "License suspended");
  await page.goto(`/provider/${suspended!.id}`);
  await expect(page.getByTestId("credential-label").first()).toHaveText("License suspended");
  await page.goto(`/find-doctors?location=${town}`);
  await expect(page.getByTestId("provider-card").filter({ hasText: suspended!.name }).getByTestId("credential-label")).toHaveText(
    "License suspended",
  );
  await page.goto(`/find-doctors?location=${town}&credentials=checked`);
  await expect(page.getByTestId("provider-card")).toHaveCount(1);
  await expect(page.getByTestId("provider-card")).toContainText(checked!.name);
});
