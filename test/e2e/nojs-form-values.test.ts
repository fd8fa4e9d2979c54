/**
 * Issue 4 (docs/requirements.md), without JavaScript: a review the server refuses comes back with the requirements' message and
 * the values still in the form (the reopened Write Review). Nothing is stored (the post is invalid).
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { ACCOUNTS, launchBrowser, newPage } from "./browser.ts";

async function noJsSignedIn(browser: Browser, account: { email: string; password: string }): Promise<Page> {
  const page = await newPage(browser, undefined, { javaScript: false });
  await page.goto("/signin");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  return page;
}

describe("no-JS forms keep what was typed", () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  test("a 101-character review title shows the requirements' message and keeps rating, title and content", async () => {
    const page = await noJsSignedIn(browser, ACCOUNTS.patient);
    await page.goto("/provider/27");
    await page.getByText("Write Review").click();
    const content = `Kind team, clear aftercare notes <b>not bold</b> ${Date.now()}`;
    await page.getByLabel("3 stars").check({ force: true });
    await page.getByLabel("Your review").fill(content);
    // maxlength stops typing at 100; a pasted value set by script is what a browser without the limit would send.
    await page.getByLabel(/^Title/).evaluate((el: HTMLInputElement) => {
      el.removeAttribute("maxlength");
      el.value = "t".repeat(101);
    });
    await page.getByRole("button", { name: "Submit Review" }).click();

    await page.waitForURL("**/provider/27#reviews");
    const toast = page.getByTestId("toast").filter({ hasText: "Title Too Long" });
    await toast.getByText("Review title must be 100 characters or less.", { exact: true }).waitFor();
    assert.equal(await page.getByLabel("Your review").isVisible(), true, "the Write Review disclosure reopens");
    assert.equal(await page.getByLabel("Your review").inputValue(), content);
    assert.equal(await page.getByLabel(/^Title/).inputValue(), "t".repeat(100));
    assert.equal(await page.getByLabel("3 stars").isChecked(), true);
    assert.equal(await page.getByTestId("review").filter({ hasText: content }).count(), 0);

    // Shown once: a fresh load of the page has a closed, empty form again.
    await page.goto("/provider/27");
    await page.getByText("Write Review").click();
    assert.equal(await page.getByLabel("Your review").inputValue(), "");
  });
});
