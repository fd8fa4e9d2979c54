/**
 * Issue 4 (docs/requirements.md), without JavaScript: a review the server refuses comes back with the
 * requirements' message and the values still in the form (the reopened Write Review). Nothing is
 * stored (the post is invalid).
 */
import { expect, test } from "./fixtures.ts";

test.use({ javaScriptEnabled: false });

test("without JavaScript, a 101-character review title shows the requirements' message and keeps rating, title and content", async ({
  page,
  factory,
  signIn,
}) => {
  const provider = await factory.provider();
  await signIn(await factory.user({ signedIn: true }));
  await page.goto(`/provider/${provider.id}`);
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

  await expect(page).toHaveURL(`/provider/${provider.id}#reviews`);
  const toast = page.getByTestId("toast").filter({ hasText: "Title Too Long" });
  await expect(toast.getByText("Review title must be 100 characters or less.", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Your review"), "the Write Review disclosure reopens").toBeVisible();
  await expect(page.getByLabel("Your review")).toHaveValue(content);
  await expect(page.getByLabel(/^Title/)).toHaveValue("t".repeat(100));
  await expect(page.getByLabel("3 stars")).toBeChecked();
  await expect(page.getByTestId("review").filter({ hasText: content })).toHaveCount(0);

  // Shown once: a fresh load of the page has a closed, empty form again.
  await page.goto(`/provider/${provider.id}`);
  await page.getByText("Write Review").click();
  await expect(page.getByLabel("Your review")).toHaveValue("");
});
