/**
 * Issue 12 items 1–3 in Chromium: a patient gets the 403 page at /admin; an admin changes a
 * user's role and deletes a provider through the confirmation dialogs, sees the analytics charts,
 * and the dashboards show real figures (no "sample" left), at 1280 and 375 px wide.
 * Rows written here: one user and one provider of its own, inserted straight into the app's
 * local D1 (test/e2e/local-d1.ts) (this file runs after the files that count the directory, see
 * test/e2e/server.ts; the provider is deleted again by its test).
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { ACCOUNTS, launchBrowser, newPage, signInByRequest } from "./browser.ts";
import { execute, insertPatient } from "./local-d1.ts";

const RUN = Date.now().toString(36);
const TARGET_EMAIL = `e2e-role-${RUN}@example.com`;
const PROVIDER_ID = `e2e-delete-${RUN}`;
const PROVIDER_NAME = `Zephyrine Aesthetics ${RUN}`;

async function toast(page: Page, title: string, description: string) {
  await page.getByTestId("toast").filter({ hasText: title }).getByText(description, { exact: true }).waitFor();
}

async function noHorizontalScroll(page: Page, label: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 0, `${label} scrolls sideways by ${overflow}px`);
}

describe("admin console and dashboards", () => {
  let browser: Browser;
  before(async () => {
    // The provider is in a city no other file counts (csv-import.test.ts counts Boise).
    execute(
      insertPatient({
        id: `${RUN}-user`,
        email: TARGET_EMAIL,
        firstName: "Rolf",
        lastName: "Target",
        username: `e2e-role-${RUN}`,
        verifiedAt: 0,
      }),
      `INSERT INTO providers (id, name, type, location, city, state, specialties, source) VALUES ('${PROVIDER_ID}', '${PROVIDER_NAME}', 'medspa', 'Twin Falls, ID', 'Twin Falls', 'ID', '["Botox"]', 'admin');`,
    );
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  test("a patient gets the 403 page at /admin and its tabs, and has no Admin Console link", async () => {
    const page = await newPage(browser);
    await signInByRequest(page, ACCOUNTS.patient);
    for (const path of ["/admin", "/admin/users", "/admin/analytics"]) {
      const response = await page.goto(path);
      assert.equal(response?.status(), 403, path);
      await page.getByText("You do not have access to this page.").waitFor();
    }
    await page.goto("/");
    await page.getByTestId("user-menu").click();
    await page.getByRole("link", { name: "Profile" }).waitFor();
    assert.equal(await page.getByRole("link", { name: "Admin Console" }).count(), 0);
  });

  test("a guest is sent to sign in and back to /admin/providers", async () => {
    const page = await newPage(browser);
    await page.goto("/admin/providers");
    await page.waitForURL((url) => url.pathname === "/signin" && url.searchParams.get("redirectTo") === "/admin/providers");
  });

  test("an admin changes a user's role through the confirmation", async () => {
    const page = await newPage(browser);
    await signInByRequest(page, ACCOUNTS.admin);
    await page.goto("/");
    await page.getByTestId("user-menu").click();
    await page.getByRole("link", { name: "Admin Console" }).click();
    await page.waitForURL((url) => url.pathname === "/admin");
    await page.getByRole("heading", { name: "Users", exact: true }).waitFor();
    await page.getByRole("link", { name: "Photo Import Tool" }).waitFor();
    assert.equal(await page.getByRole("link", { name: "Provider Import" }).getAttribute("href"), "/provider-import");
    const preview = page.getByRole("link", { name: /Patient Dashboard/ });
    assert.equal(await preview.getAttribute("href"), "/dashboard?as=patient");
    assert.equal(await preview.getAttribute("target"), "_blank");

    await page.getByLabel("Search users").fill(TARGET_EMAIL);
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL((url) => url.searchParams.get("q") === TARGET_EMAIL);
    const row = page.locator(`[data-testid=user-row][data-email="${TARGET_EMAIL}"]`);
    await row.waitFor();
    // The address bar changes before React renders the new list (a transition): wait for the list.
    await page.waitForFunction(() => document.querySelectorAll("[data-testid=user-row]").length === 1);
    assert.equal(await page.getByTestId("user-row").count(), 1);
    await row.getByTestId("role-select").selectOption("provider");
    await row.getByRole("button", { name: "Change role" }).click();
    const dialog = page.getByTestId("confirm-role-dialog");
    await dialog.getByText(`Change the role of ${TARGET_EMAIL} from Patient to Provider?`).waitFor();
    // Cancel first: nothing changes.
    await dialog.getByRole("link", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    assert.equal(await row.getByTestId("role-select").inputValue(), "patient");

    await row.getByTestId("role-select").selectOption("provider");
    await row.getByRole("button", { name: "Change role" }).click();
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await toast(page, "Role changed", `${TARGET_EMAIL} is now provider.`);
    await dialog.waitFor({ state: "detached" });
    assert.equal(new URL(page.url()).searchParams.get("q"), TARGET_EMAIL);
    assert.equal(await row.getByTestId("role-select").inputValue(), "provider");
  });

  test("without JavaScript the confirmation is the same dialog, rendered by the server", async () => {
    const page = await newPage(browser, undefined, { javaScript: false });
    await signInWithoutScript(page);
    await page.goto(`/admin/users?q=${encodeURIComponent(TARGET_EMAIL)}`);
    const row = page.locator(`[data-testid=user-row][data-email="${TARGET_EMAIL}"]`);
    await row.getByTestId("role-select").selectOption("patient");
    await row.getByRole("button", { name: "Change role" }).click();
    const dialog = page.getByTestId("confirm-role-dialog");
    await dialog.getByText(`Change the role of ${TARGET_EMAIL} from Provider to Patient?`).waitFor();
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/users" && !url.searchParams.has("confirmRole"));
    await page.getByText(`${TARGET_EMAIL} is now patient.`).waitFor();
    assert.equal(await page.getByTestId("confirm-role-dialog").count(), 0);
    assert.equal(await row.getByTestId("role-select").inputValue(), "patient");
  });

  test("an admin deletes a provider through the confirmation; its page is gone", async () => {
    const page = await newPage(browser);
    await signInByRequest(page, ACCOUNTS.admin);
    assert.equal((await page.goto(`/provider/${PROVIDER_ID}`))?.status(), 200);
    await page.goto("/admin/providers");
    const total = Number((await page.getByTestId("providers-total").locator("dd").textContent())?.replace(/,/g, ""));
    await page.getByLabel("Search providers").fill("zephyrine");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL((url) => url.searchParams.get("q") === "zephyrine");
    const row = page.locator(`[data-testid=provider-row][data-id="${PROVIDER_ID}"]`);
    await row.waitFor();
    await row.getByRole("link", { name: `Delete ${PROVIDER_NAME}` }).click();
    const dialog = page.getByTestId("confirm-delete-dialog");
    await dialog.getByText(`Delete ${PROVIDER_NAME} (ID: ${PROVIDER_ID})?`, { exact: false }).waitFor();
    await dialog.getByRole("button", { name: "Delete provider" }).click();
    await toast(page, "Provider deleted", `${PROVIDER_NAME} was removed from the directory.`);
    await row.waitFor({ state: "detached" });
    await page.getByText(`No providers match "zephyrine".`).waitFor();
    assert.equal(await page.getByTestId("providers-total").locator("dd").textContent(), String(total - 1));
    assert.equal((await page.goto(`/provider/${PROVIDER_ID}`))?.status(), 404);
  });

  test("an admin sees the analytics charts, drawn on the server", async () => {
    const page = await newPage(browser, undefined, { javaScript: false });
    await signInWithoutScript(page);
    await page.goto("/admin/analytics");
    for (const key of ["signups", "reviews", "questions", "subscribers"]) {
      const chart = page.getByTestId(`chart-${key}`);
      await chart.waitFor();
      assert.equal(await chart.locator("rect[data-day]").count(), 30, key);
    }
    await page.getByRole("heading", { name: "Newsletter subscribers" }).waitFor();
  });

  test("the dashboards show real figures and no samples", async () => {
    const admin = await newPage(browser);
    await signInByRequest(admin, ACCOUNTS.admin);
    await admin.goto("/admin/users");
    const users = await admin.getByTestId("users-total").locator("dd").textContent();
    await admin.goto("/dashboard");
    assert.equal(await admin.getByTestId("stat-users-value").textContent(), users);
    const actions = admin.getByTestId("recent-admin-actions");
    await actions.getByText(`Changed role of ${TARGET_EMAIL} from patient to provider`).waitFor();
    await actions.getByText(`Deleted provider ${PROVIDER_NAME} (ID: ${PROVIDER_ID})`, { exact: false }).waitFor();
    assert.doesNotMatch((await admin.locator("main").textContent()) ?? "", /sample/i);

    const patient = await newPage(browser);
    await signInByRequest(patient, ACCOUNTS.patient);
    await patient.goto("/dashboard");
    await patient.getByTestId("stat-favorites").waitFor();
    await patient.getByRole("link", { name: "support@truself.com" }).waitFor();
    assert.doesNotMatch((await patient.locator("main").textContent()) ?? "", /sample/i);

    const provider = await newPage(browser);
    await signInByRequest(provider, ACCOUNTS.provider);
    await provider.goto("/dashboard");
    assert.match((await provider.getByTestId("stat-completeness-value").textContent()) ?? "", /^\d+%$/);
    await provider.getByText("Keep your profile up to date.").waitFor();
    assert.doesNotMatch((await provider.locator("main").textContent()) ?? "", /sample/i);
  });

  test("the console and the dashboard fit 1280 and 375 px wide", async () => {
    const page = await newPage(browser);
    await signInByRequest(page, ACCOUNTS.admin);
    // One load per page for both widths: these pages lay out by their styles alone (no script
    // reads the width), which the browser redoes on resize.
    for (const path of [
      "/admin/users",
      "/admin/providers",
      "/admin/providers?delete=1",
      "/admin/onboarding",
      "/admin/analytics",
      "/admin/settings",
      "/admin/docs",
      "/dashboard",
      "/dashboard?as=patient",
    ]) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      await page.locator("main h1").first().waitFor();
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 800 });
        await noHorizontalScroll(page, `${path} at ${width}px`);
      }
    }
  });
});

async function signInWithoutScript(page: Page) {
  await page.goto("/signin");
  await page.getByLabel("Email").fill(ACCOUNTS.admin.email);
  await page.getByLabel("Password").fill(ACCOUNTS.admin.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => url.pathname === "/");
}
