/**
 * What a signed-in patient does, in Chromium: favorites (with and without JavaScript), a review
 * that moves the rating, a question only its asker sees until the linked provider answers it on
 * /dashboard, the community waitlist and group join, and the demo account keeping it all local.
 * Rows written here: the seeded patient's favorites (removed again), one review on provider
 * (25, 4 stars: its rating goes from 4.4 to 4.3, inside the same filter band and under Top-Rated), one
 * answered question on provider 3, the patient's waitlist entry and group-terms flag.
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { ACCOUNTS, launchBrowser, newPage, signInByRequest } from "./browser.ts";

const GROUP_URL = "https://www.facebook.com/groups/truselfcommunity";

async function toast(page: Page, title: string, description?: string) {
  const box = page.getByTestId("toast").filter({ hasText: title });
  await box.waitFor();
  if (description) await box.getByText(description, { exact: true }).waitFor();
}

function noJsPage(browser: Browser): Promise<Page> {
  return newPage(browser, undefined, { javaScript: false });
}

/** The toast sits over the top-right corner of the page; close it (once the request settled) before clicking there. */
async function dismissToast(page: Page) {
  await page.locator("[data-testid=favorite-button]:not([disabled])").first().waitFor();
  const close = page.getByTestId("toast").getByRole("button", { name: "Dismiss" });
  if (await close.count()) await close.click();
}

/** Waits for the heart's state: the demo's hearts settle only after hydration reads local storage. */
async function expectPressed(button: ReturnType<Page["locator"]>, pressed: boolean) {
  await button.and(button.page().locator(`[aria-pressed="${pressed}"]`)).waitFor();
}

function heart(page: Page, scope?: ReturnType<Page["locator"]>) {
  return (scope ?? page.locator("body")).getByTestId("favorite-button").first();
}

describe("activity: favorites, reviews, questions, community, demo", () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  test("guests see no hearts, no Write Review and the empty-answers text", async () => {
    const page = await newPage(browser);
    await page.goto("/");
    await page.getByTestId("provider-card").first().waitFor();
    assert.equal(await page.getByTestId("favorite-button").count(), 0);
    await page.goto("/provider/27");
    assert.equal(await page.getByText("Write Review").count(), 0);
    assert.equal(await page.getByTestId("favorite-button").count(), 0);
  });

  test("the patient favorites and unfavorites from a card and from a profile (JavaScript on)", async () => {
    const page = await newPage(browser);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await signInByRequest(page, ACCOUNTS.patient);
    await page.goto("/");
    const card = page.getByTestId("featured-list").getByTestId("provider-card").first();
    const cardHeart = heart(page, card);
    assert.equal(await cardHeart.getAttribute("aria-pressed"), "false");
    await cardHeart.click();
    await toast(page, "Added to favorites", "Dr. Layla Hassan added to your favorites.");
    assert.equal(await cardHeart.getAttribute("aria-pressed"), "true");
    await page.reload();
    assert.equal(
      await heart(page, page.getByTestId("featured-list").getByTestId("provider-card").first()).getAttribute("aria-pressed"),
      "true",
    );

    await page.goto("/favorites");
    await page.getByTestId("favorites-list").getByRole("heading", { name: "Dr. Layla Hassan" }).waitFor();

    await page.goto("/provider/3");
    const profileHeart = heart(page, page.getByTestId("favorite-slot"));
    assert.equal(await profileHeart.getAttribute("aria-pressed"), "true");
    await profileHeart.click();
    await toast(page, "Removed from favorites", "Dr. Layla Hassan removed from your favorites.");
    assert.equal(await profileHeart.getAttribute("aria-pressed"), "false");
    await dismissToast(page);
    await profileHeart.click();
    await toast(page, "Added to favorites");
    await dismissToast(page);
    await profileHeart.click();
    await toast(page, "Removed from favorites");
    await page.goto("/favorites");
    await page.getByText("No favorites yet").waitFor();
    assert.deepEqual(errors, []);
  });

  test("favorites work without JavaScript: a form post that comes back with the toast", async () => {
    const page = await noJsPage(browser);
    await signInByRequest(page, ACCOUNTS.patient);
    await page.goto("/");
    const card = page.getByTestId("featured-list").getByTestId("provider-card").nth(1);
    const name = (await card.getByRole("heading").textContent())!.trim();
    await heart(page, card).click();
    await page.waitForURL((url) => url.pathname === "/");
    await toast(page, "Added to favorites", `${name} added to your favorites.`);
    assert.equal(
      await heart(page, page.getByTestId("featured-list").getByTestId("provider-card").nth(1)).getAttribute("aria-pressed"),
      "true",
    );

    const slug = (await card.getByRole("heading").getByRole("link").getAttribute("href"))!;
    await page.goto(slug);
    await heart(page, page.getByTestId("favorite-slot")).click();
    await page.waitForURL(`**${slug}`);
    await toast(page, "Removed from favorites", `${name} removed from your favorites.`);
    assert.equal(await heart(page, page.getByTestId("favorite-slot")).getAttribute("aria-pressed"), "false");
  });

  test("a review shows with the author's name and moves the provider's rating", async () => {
    const page = await newPage(browser);
    await signInByRequest(page, ACCOUNTS.patient);
    await page.goto("/provider/25");
    const rating = page.getByTestId("provider-rating");
    assert.match((await rating.textContent())!, /4\.4/);
    await page.getByText("Write Review").click();
    await page.getByLabel("4 stars").check({ force: true });
    await page.getByLabel(/^Title/).fill("Calm and <b>caring</b>");
    await page.getByLabel(/^Your review/).fill("The team explained everything. <script>alert(1)</script>");
    await page.getByRole("button", { name: "Submit Review" }).click();
    await toast(page, "Review Submitted", "Your review has been posted successfully.");
    const first = page.getByTestId("review").first();
    await first.getByText("Paige Patel").waitFor();
    assert.equal(await first.getByText("Calm and caring", { exact: true }).count(), 1);
    assert.equal(await first.getByText("The team explained everything.", { exact: true }).count(), 1);
    await page.waitForFunction(() => document.querySelector("[data-testid=provider-rating]")?.textContent?.includes("4.3"));
  });

  test("without JavaScript a review replaces the user's earlier one and a question is posted", async () => {
    const page = await noJsPage(browser);
    await signInByRequest(page, ACCOUNTS.patient);
    await page.goto("/provider/25");
    await page.getByText("Edit your review").click();
    await page.getByLabel("4 stars").check({ force: true });
    await page.getByLabel(/^Title/).fill("Still calm and caring");
    await page.getByRole("button", { name: "Update Review" }).click();
    await page.waitForURL("**/provider/25#reviews");
    await toast(page, "Review updated", "Your review has been updated.");
    const mine = page.getByTestId("review").filter({ hasText: "Paige Patel" });
    assert.equal(await mine.count(), 1);
    assert.equal(await mine.getByText("Still calm and caring").count(), 1);
    assert.match((await page.getByTestId("provider-rating").textContent())!, /4\.3/);

    const text = `No-JS question ${Date.now()}`;
    await page.getByLabel("Ask a question").fill(text);
    await page.getByRole("button", { name: "Submit Question" }).click();
    await page.waitForURL("**/provider/25#questions");
    await toast(page, "Question submitted");
    await page.getByTestId("question").filter({ hasText: text }).getByText("Awaiting provider response...").waitFor();
  });

  test("review limits show the requirements' message before anything is sent", async () => {
    const page = await newPage(browser);
    await signInByRequest(page, ACCOUNTS.patient);
    await page.goto("/provider/25");
    await page.getByText("Edit your review").click();
    // maxlength stops typing at 100; a pasted value set by script is what a browser without the limit would send.
    await page.getByLabel(/^Title/).evaluate((el: HTMLInputElement) => {
      el.removeAttribute("maxlength");
      el.value = "t".repeat(101);
    });
    await page.getByRole("button", { name: "Update Review" }).click();
    await page.getByRole("alert").filter({ hasText: "Title Too Long" }).getByText("Review title must be 100 characters or less.").waitFor();
  });

  test("a question is seen only by its asker until the linked provider answers it on /dashboard", async () => {
    const text = `Is recovery faster with the new protocol? ${Date.now()}`;
    const patient = await newPage(browser);
    await signInByRequest(patient, ACCOUNTS.patient);
    await patient.goto("/provider/3");
    await patient.getByLabel("Ask a question").fill(`  ${text}  `);
    await patient.getByRole("button", { name: "Submit Question" }).click();
    await toast(patient, "Question submitted");
    const mine = patient.getByTestId("question").filter({ hasText: text });
    await mine.getByText("Awaiting provider response...").waitFor();

    const guest = await newPage(browser);
    await guest.goto("/provider/3");
    await guest.getByRole("heading", { name: "Provider Q&A" }).waitFor();
    assert.equal(await guest.getByText(text).count(), 0);
    const otherUser = await newPage(browser);
    await signInByRequest(otherUser, ACCOUNTS.admin);
    await otherUser.goto("/provider/3");
    await otherUser.getByRole("heading", { name: "Provider Q&A" }).waitFor();
    assert.equal(await otherUser.getByText(text).count(), 0);

    const provider = await newPage(browser);
    await signInByRequest(provider, ACCOUNTS.provider);
    await provider.goto("/dashboard");
    await provider.getByRole("heading", { name: "Provider Dashboard" }).waitFor();
    const pending = provider.getByTestId("pending-question").filter({ hasText: text });
    await pending.getByLabel("Your answer").fill("Usually about one week with the new protocol.");
    await pending.getByRole("button", { name: "Post Answer" }).click();
    await toast(provider, "Answer posted");
    assert.equal(await provider.getByTestId("pending-question").filter({ hasText: text }).count(), 0);

    await patient.reload();
    await patient.getByTestId("question").filter({ hasText: text }).getByText("Usually about one week with the new protocol.").waitFor();
    await guest.reload();
    await guest.getByTestId("question").filter({ hasText: text }).getByText("Usually about one week with the new protocol.").waitFor();
  });

  test("the community waitlist: guests are sent to sign up; a patient joins, and the second time gets the info message", async () => {
    const guest = await newPage(browser);
    await guest.goto("/community");
    await guest.getByRole("button", { name: "Join the Waitlist" }).click();
    await guest.waitForURL((url) => url.pathname === "/signup");
    await toast(guest, "Sign up required");

    const page = await newPage(browser);
    await signInByRequest(page, ACCOUNTS.patient);
    await page.goto("/community");
    for (const [title, description] of [
      ["You're on the list!", undefined],
      ["Already on waitlist", "You're already on the community waitlist!"],
    ] as const) {
      await page.getByRole("link", { name: "Join the Waitlist" }).click();
      const dialog = page.getByRole("dialog");
      assert.equal(await dialog.getByLabel("Email").inputValue(), ACCOUNTS.patient.email);
      await dialog.getByRole("button", { name: "Join Waitlist" }).click();
      await toast(page, title, description);
      await dialog.waitFor({ state: "detached" });
    }
  });

  test("group join: terms first, then the thank-you text and the redirect; next time straight to the group", async () => {
    const page = await newPage(browser);
    // The page leaves for the group 1 s (0.5 s the second time) after showing its text: the group's
    // page is held until the test has read that text, which a busy machine could otherwise miss.
    let release = () => {};
    let textSeen = Promise.resolve();
    const holdGroupPage = () => {
      textSeen = new Promise<void>((resolve) => (release = resolve));
    };
    await page.context().route("https://www.facebook.com/**", async (route) => {
      await textSeen;
      await route.fulfill({ contentType: "text/html", body: "<title>Facebook group</title>group" });
    });
    await signInByRequest(page, ACCOUNTS.patient);
    await page.goto("/community?join=group");
    const dialog = page.getByRole("dialog", { name: "Join Our Private Facebook Group" });
    const submit = dialog.getByRole("button", { name: "Continue to Facebook Group" });
    assert.equal(await dialog.locator("ol li").count(), 7);
    await dialog.locator("button[disabled]", { hasText: "Continue to Facebook Group" }).waitFor();
    await dialog.getByLabel("I have read and accept the group terms.").check();
    holdGroupPage();
    await submit.click();
    await dialog.getByText("Thank you! Redirecting you to the Facebook group now...").waitFor();
    release();
    await page.waitForURL(GROUP_URL);

    await page.goto("/community");
    holdGroupPage();
    await page.getByTestId("open-group-join").click();
    await page.getByText("Redirecting you to the Facebook group...").waitFor();
    release();
    await page.waitForURL(GROUP_URL);
  });

  test("the demo account favorites, reviews and asks locally; nothing reaches other users", async () => {
    const demo = await newPage(browser);
    await signInByRequest(demo, ACCOUNTS.demo);
    await demo.goto("/");
    const card = demo.getByTestId("featured-list").getByTestId("provider-card").nth(2);
    const name = (await card.getByRole("heading").textContent())!.trim();
    await heart(demo, card).click();
    await toast(demo, "Added to favorites", `${name} added to your favorites.`);
    await demo.reload();
    await expectPressed(heart(demo, demo.getByTestId("featured-list").getByTestId("provider-card").nth(2)), true);
    await demo.goto("/favorites");
    await demo.getByTestId("favorites-list").getByRole("heading", { name }).waitFor();

    await demo.goto("/provider/25");
    const ratingBefore = await demo.getByTestId("provider-rating").textContent();
    await demo.getByText("Write Review").click();
    await demo.getByLabel("1 star", { exact: true }).check({ force: true });
    await demo.getByLabel(/^Title/).fill("Demo review that must stay local");
    await demo.getByRole("button", { name: "Submit Review" }).click();
    await toast(demo, "Review Submitted");
    await demo.getByTestId("review").first().getByText("Demo review that must stay local").waitFor();

    const question = `Demo question ${Date.now()}`;
    await demo.goto("/provider/3");
    await demo.getByLabel("Ask a question").fill(question);
    await demo.getByRole("button", { name: "Submit Question" }).click();
    const asked = demo.getByTestId("question").filter({ hasText: question });
    await asked.getByText("Awaiting provider response...").waitFor();
    await asked.getByText(/This is a demo answer/).waitFor(); // 3 s after asking

    // Another user sees none of it, and the rating did not move.
    const patient = await newPage(browser);
    await signInByRequest(patient, ACCOUNTS.patient);
    await patient.goto("/provider/25");
    assert.equal(await patient.getByText("Demo review that must stay local").count(), 0);
    assert.equal(await patient.getByTestId("provider-rating").textContent(), ratingBefore);
    const provider = await newPage(browser);
    await signInByRequest(provider, ACCOUNTS.provider);
    await provider.goto("/dashboard");
    await provider.getByRole("heading", { name: "Provider Dashboard" }).waitFor();
    assert.equal(await provider.getByText(question).count(), 0);
    await patient.goto("/");
    assert.equal(
      await heart(patient, patient.getByTestId("featured-list").getByTestId("provider-card").nth(2)).getAttribute("aria-pressed"),
      "false",
    );
  });
});
