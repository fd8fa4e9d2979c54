/**
 * What a person chooses or types before the page hydrates is what the page shows and sends after
 * it: forms whose state mirrors the inputs (the review's stars and counter, the group-join
 * submit) read the inputs when hydration lands. Nothing is submitted, so no rows change.
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser } from "playwright-core";
import { ACCOUNTS, holdScripts, launchBrowser, newPage, signInByRequest, waitForHydration } from "./browser.ts";

describe("input made before hydration", () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  test("Write Review opened, 4 stars chosen and text typed before hydration stay open, chosen and counted after it", async () => {
    const page = await newPage(browser);
    await signInByRequest(page, ACCOUNTS.provider);
    const release = await holdScripts(page);
    await page.goto("/provider/27", { waitUntil: "commit" });
    const form = page.getByTestId("review-form");
    await form.getByText("Write Review").click();
    await form.getByLabel("4 stars").check({ force: true });
    await form.getByLabel(/^Title/).fill("Typed early");
    await form.getByLabel(/^Your review/).fill("Twelve chars");
    assert.equal(await page.locator("html[data-hydrated]").count(), 0, "not hydrated yet");

    await release();
    await waitForHydration(page);
    assert.equal(await form.evaluate((el: HTMLDetailsElement) => el.open), true, "the disclosure stays open");
    assert.equal(await form.getByLabel("4 stars").isChecked(), true);
    assert.equal(await form.getByLabel(/^Title/).inputValue(), "Typed early");
    assert.equal(await form.getByLabel(/^Your review/).inputValue(), "Twelve chars");
    await form.locator("fieldset .text-amber-400").nth(3).waitFor();
    assert.equal(await form.locator("fieldset .text-amber-400").count(), 4, "four stars lit, as chosen");
    await form.getByText("12/", { exact: false }).waitFor();
  });

  test("group join: terms accepted before hydration leave the submit enabled after it", async () => {
    const page = await newPage(browser);
    await signInByRequest(page, ACCOUNTS.provider);
    const release = await holdScripts(page);
    await page.goto("/community?join=group", { waitUntil: "commit" });
    const dialog = page.getByTestId("group-join-dialog");
    await dialog.getByLabel("I have read and accept the group terms.").check();
    assert.equal(await page.locator("html[data-hydrated]").count(), 0, "not hydrated yet");

    await release();
    await waitForHydration(page);
    assert.equal(await dialog.getByLabel("I have read and accept the group terms.").isChecked(), true);
    await dialog.locator("button:not([disabled])", { hasText: "Continue to Facebook Group" }).waitFor();
  });
});
