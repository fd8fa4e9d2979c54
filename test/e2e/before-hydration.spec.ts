/**
 * What a person chooses or types before the page hydrates is what the page shows and sends after
 * it: forms whose state mirrors the inputs (the review's stars and counter, the group-join
 * submit) read the inputs when hydration lands. Nothing is submitted, so no rows change.
 */
import { expect, holdScripts, hydrated, test } from "./fixtures.ts";

test.describe("input made before hydration", () => {
  test.beforeEach(async ({ factory, signIn }) => {
    await signIn(await factory.user({ signedIn: true }));
  });

  test("Write Review opened, 4 stars chosen and text typed before hydration stay open, chosen and counted after it", async ({
    page,
    factory,
  }) => {
    const provider = await factory.provider();
    const release = await holdScripts(page);
    await page.goto(`/provider/${provider.id}`, { waitUntil: "commit" });
    const form = page.getByTestId("review-form");
    await form.getByText("Write Review").click();
    await form.getByLabel("4 stars").check({ force: true });
    await form.getByLabel(/^Title/).fill("Typed early");
    await form.getByLabel(/^Your review/).fill("Twelve chars");
    await expect(page.locator("html[data-hydrated]"), "not hydrated yet").toHaveCount(0);

    await release();
    await hydrated(page);
    expect(await form.evaluate((el: HTMLDetailsElement) => el.open), "the disclosure stays open").toBe(true);
    await expect(form.getByLabel("4 stars")).toBeChecked();
    await expect(form.getByLabel(/^Title/)).toHaveValue("Typed early");
    await expect(form.getByLabel(/^Your review/)).toHaveValue("Twelve chars");
    await expect(form.locator("fieldset .text-amber-400"), "four stars lit, as chosen").toHaveCount(4);
    await expect(form.getByText("12/", { exact: false })).toBeVisible();
  });

  test("group join: terms accepted before hydration leave the submit enabled after it", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/community?join=group", { waitUntil: "commit" });
    const dialog = page.getByTestId("group-join-dialog");
    await dialog.getByLabel("I have read and accept the group terms.").check();
    await expect(page.locator("html[data-hydrated]"), "not hydrated yet").toHaveCount(0);

    await release();
    await hydrated(page);
    await expect(dialog.getByLabel("I have read and accept the group terms.")).toBeChecked();
    await expect(dialog.getByRole("button", { name: "Continue to Facebook Group" })).toBeEnabled();
  });
});
