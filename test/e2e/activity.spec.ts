/**
 * What a signed-in patient does, in Chromium: favorites (with and without JavaScript), a review
 * that moves the rating, a question only its asker sees until the linked provider answers it on
 * /dashboard, the community waitlist and group join, and the demo account keeping it all local.
 * Each test makes its own patient (or demo user) and its own provider; a card is found by the
 * provider's name in the directory's search (the same card and heart as the home page's rows,
 * whose order other tests' featured providers may change).
 */
import type { Locator, Page } from "@playwright/test";
import { addSession, authFile, expect, hydrated, test, type MadeProvider } from "./fixtures.ts";

const GROUP_URL = "https://www.facebook.com/groups/truselfcommunity";

async function toast(page: Page, title: string, description?: string) {
  const box = page.getByTestId("toast").filter({ hasText: title });
  await expect(box.first()).toBeVisible();
  if (description) await expect(box.getByText(description, { exact: true })).toBeVisible();
}

/** The toast sits over the top-right corner of the page; close it (once the request settled) before clicking there. */
async function dismissToast(page: Page) {
  await expect(page.locator("[data-testid=favorite-button]:not([disabled])").first()).toBeVisible();
  for (const close of await page.getByTestId("toast").getByRole("button", { name: "Dismiss" }).all()) await close.click();
}

function heart(scope: Locator) {
  return scope.getByTestId("favorite-button").first();
}

/** The provider's card in the directory's search results. */
function cardOf(page: Page, provider: MadeProvider) {
  return page.getByTestId("provider-card").filter({ hasText: provider.name });
}
const searchFor = (provider: MadeProvider) => `/find-doctors?q=${encodeURIComponent(provider.name)}`;

test.describe("activity: favorites, reviews, questions, community, demo", () => {
  test("guests see no hearts, no Write Review and the empty-answers text", async ({ page, factory }) => {
    const provider = await factory.provider();
    await page.goto("/");
    await expect(page.getByTestId("featured-list").getByTestId("provider-card").first()).toBeVisible();
    await expect(page.getByTestId("favorite-button")).toHaveCount(0);
    await page.goto(searchFor(provider));
    await expect(cardOf(page, provider)).toHaveCount(1);
    await expect(page.getByTestId("favorite-button")).toHaveCount(0);
    await page.goto(`/provider/${provider.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(provider.name);
    await expect(page.getByText("Write Review")).toHaveCount(0);
    await expect(page.getByTestId("favorite-button")).toHaveCount(0);
  });

  test("the patient favorites and unfavorites from a card and from a profile (JavaScript on)", async ({ page, factory, signIn }) => {
    const provider = await factory.provider();
    await signIn(await factory.user({ signedIn: true }));
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(searchFor(provider));
    await hydrated(page);
    const cardHeart = heart(cardOf(page, provider));
    await expect(cardHeart).toHaveAttribute("aria-pressed", "false");
    await cardHeart.click();
    await toast(page, "Added to favorites", `${provider.name} added to your favorites.`);
    await expect(cardHeart).toHaveAttribute("aria-pressed", "true");
    await page.reload();
    await expect(heart(cardOf(page, provider))).toHaveAttribute("aria-pressed", "true");

    await page.goto("/favorites");
    await expect(page.getByTestId("favorites-list").getByRole("heading", { name: provider.name })).toBeVisible();

    await page.goto(`/provider/${provider.id}`);
    await hydrated(page);
    const profileHeart = heart(page.getByTestId("favorite-slot"));
    await expect(profileHeart).toHaveAttribute("aria-pressed", "true");
    await profileHeart.click();
    await toast(page, "Removed from favorites", `${provider.name} removed from your favorites.`);
    await expect(profileHeart).toHaveAttribute("aria-pressed", "false");
    await dismissToast(page);
    await profileHeart.click();
    await toast(page, "Added to favorites");
    await dismissToast(page);
    await profileHeart.click();
    await toast(page, "Removed from favorites");
    await page.goto("/favorites");
    await expect(page.getByText("No favorites yet")).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("a review shows with the author's name and moves the provider's rating", async ({ page, factory, signIn }) => {
    const provider = await factory.provider({ rating: 4.4, reviewCount: 0 });
    await signIn(await factory.user({ signedIn: true, firstName: "Paige", lastName: "Patel" }));
    await page.goto(`/provider/${provider.id}`);
    await hydrated(page);
    const rating = page.getByTestId("provider-rating");
    await expect(rating).toContainText("4.4");
    await page.getByText("Write Review").click();
    await page.getByLabel("4 stars").check({ force: true });
    await page.getByLabel(/^Title/).fill("Calm and <b>caring</b>");
    await page.getByLabel(/^Your review/).fill("The team explained everything. <script>alert(1)</script>");
    await page.getByRole("button", { name: "Submit Review" }).click();
    await toast(page, "Review Submitted", "Your review has been posted successfully.");
    const first = page.getByTestId("review").first();
    await expect(first.getByText("Paige Patel")).toBeVisible();
    await expect(first.getByText("Calm and caring", { exact: true })).toHaveCount(1);
    await expect(first.getByText("The team explained everything.", { exact: true })).toHaveCount(1);
    // Its only review: the rating is now that review's 4 stars.
    await expect(rating).toContainText("4.0");
  });

  test("review limits show the requirements' message before anything is sent", async ({ page, factory, signIn }) => {
    const provider = await factory.provider();
    await signIn(await factory.user({ signedIn: true }));
    await page.goto(`/provider/${provider.id}`);
    await hydrated(page);
    await page.getByText("Write Review").click();
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST") posts.push(r.url());
    });
    // maxlength stops typing at 100; a pasted value set by script is what a browser without the limit would send.
    await page.getByLabel(/^Title/).evaluate((el: HTMLInputElement) => {
      el.removeAttribute("maxlength");
      el.value = "t".repeat(101);
    });
    await page.getByRole("button", { name: "Submit Review" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Title Too Long" }).getByText("Review title must be 100 characters or less."),
    ).toBeVisible();
    expect(posts, "nothing was sent").toEqual([]);
  });

  test("a question is seen only by its asker until the linked provider answers it on /dashboard", async ({
    page: patient,
    factory,
    signIn,
    browser,
    baseURL,
  }) => {
    const provider = await factory.provider();
    const owner = await factory.user({ role: "provider", providerId: provider.id, signedIn: true });
    await signIn(await factory.user({ signedIn: true }));
    const text = `Is recovery faster with the new protocol? ${crypto.randomUUID().slice(0, 8)}`;
    await patient.goto(`/provider/${provider.id}`);
    await hydrated(patient);
    await patient.getByLabel("Ask a question").fill(`  ${text}  `);
    await patient.getByRole("button", { name: "Submit Question" }).click();
    await toast(patient, "Question submitted");
    const mine = patient.getByTestId("question").filter({ hasText: text });
    await expect(mine.getByText("Awaiting provider response...")).toBeVisible();

    const guestContext = await browser.newContext();
    const guest = await guestContext.newPage();
    await guest.goto(`/provider/${provider.id}`);
    await expect(guest.getByRole("heading", { name: "Provider Q&A" })).toBeVisible();
    await expect(guest.getByText(text)).toHaveCount(0);
    // Some other signed-in user (the run's admin): not the asker, so not shown either.
    const adminContext = await browser.newContext({ storageState: authFile("admin") });
    const otherUser = await adminContext.newPage();
    await otherUser.goto(`/provider/${provider.id}`);
    await expect(otherUser.getByRole("heading", { name: "Provider Q&A" })).toBeVisible();
    await expect(otherUser.getByText(text)).toHaveCount(0);
    await adminContext.close();

    const ownerContext = await browser.newContext();
    await addSession(ownerContext, baseURL!, owner);
    const dashboard = await ownerContext.newPage();
    await dashboard.goto("/dashboard");
    await hydrated(dashboard);
    await expect(dashboard.getByRole("heading", { name: "Provider Dashboard" })).toBeVisible();
    const pending = dashboard.getByTestId("pending-question").filter({ hasText: text });
    await pending.getByLabel("Your answer").fill("Usually about one week with the new protocol.");
    await pending.getByRole("button", { name: "Post Answer" }).click();
    await toast(dashboard, "Answer posted");
    await expect(dashboard.getByTestId("pending-question").filter({ hasText: text })).toHaveCount(0);
    await ownerContext.close();

    await patient.reload();
    await expect(
      patient.getByTestId("question").filter({ hasText: text }).getByText("Usually about one week with the new protocol."),
    ).toBeVisible();
    await guest.reload();
    await expect(
      guest.getByTestId("question").filter({ hasText: text }).getByText("Usually about one week with the new protocol."),
    ).toBeVisible();
    await guestContext.close();
  });

  test("the community waitlist: guests are sent to sign up; a patient joins, and the second time gets the info message", async ({
    page: guest,
    factory,
    browser,
    baseURL,
  }) => {
    await guest.goto("/community");
    await hydrated(guest);
    await guest.getByRole("button", { name: "Join the Waitlist" }).click();
    await expect(guest).toHaveURL((url) => url.pathname === "/signup");
    await toast(guest, "Sign up required");

    const patient = await factory.user({ signedIn: true });
    const context = await browser.newContext();
    await addSession(context, baseURL!, patient);
    const page = await context.newPage();
    await page.goto("/community");
    await hydrated(page);
    for (const [title, description] of [
      ["You're on the list!", undefined],
      ["Already on waitlist", "You're already on the community waitlist!"],
    ] as const) {
      await page.getByRole("link", { name: "Join the Waitlist" }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByLabel("Email")).toHaveValue(patient.email);
      await dialog.getByRole("button", { name: "Join Waitlist" }).click();
      await toast(page, title, description);
      await expect(dialog).toHaveCount(0);
    }
    await context.close();
  });

  test("group join: terms first, then the thank-you text and the redirect; next time straight to the group", async ({
    page,
    factory,
    signIn,
  }) => {
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
    await signIn(await factory.user({ signedIn: true }));
    await page.goto("/community?join=group");
    await hydrated(page);
    const dialog = page.getByRole("dialog", { name: "Join Our Private Facebook Group" });
    const submit = dialog.getByRole("button", { name: "Continue to Facebook Group" });
    await expect(dialog.locator("ol li")).toHaveCount(7);
    await expect(submit).toBeDisabled();
    await dialog.getByLabel("I have read and accept the group terms.").check();
    holdGroupPage();
    await submit.click();
    await expect(dialog.getByText("Thank you! Redirecting you to the Facebook group now...")).toBeVisible();
    release();
    await expect(page).toHaveURL(GROUP_URL);

    await page.goto("/community");
    await hydrated(page);
    holdGroupPage();
    await page.getByTestId("open-group-join").click();
    await expect(page.getByText("Redirecting you to the Facebook group...")).toBeVisible();
    release();
    await expect(page).toHaveURL(GROUP_URL);
  });

  test("the demo account favorites, reviews and asks locally; nothing reaches other users", async ({
    page: demo,
    factory,
    signIn,
    browser,
    baseURL,
  }) => {
    const [provider, asked] = await factory.providers([{ rating: 4.4, reviewCount: 0 }, {}]);
    const owner = await factory.user({ role: "provider", providerId: asked!.id, signedIn: true });
    await signIn(await factory.user({ isDemo: true, signedIn: true }));
    await demo.goto(searchFor(provider!));
    await hydrated(demo);
    await heart(cardOf(demo, provider!)).click();
    await toast(demo, "Added to favorites", `${provider!.name} added to your favorites.`);
    await demo.reload();
    // The demo's hearts settle only after hydration reads local storage.
    await expect(heart(cardOf(demo, provider!))).toHaveAttribute("aria-pressed", "true");
    await demo.goto("/favorites");
    await expect(demo.getByTestId("favorites-list").getByRole("heading", { name: provider!.name })).toBeVisible();

    await demo.goto(`/provider/${provider!.id}`);
    await hydrated(demo);
    const ratingBefore = (await demo.getByTestId("provider-rating").textContent())!;
    await demo.getByText("Write Review").click();
    await demo.getByLabel("1 star", { exact: true }).check({ force: true });
    await demo.getByLabel(/^Title/).fill("Demo review that must stay local");
    await demo.getByRole("button", { name: "Submit Review" }).click();
    await toast(demo, "Review Submitted");
    await expect(demo.getByTestId("review").first().getByText("Demo review that must stay local")).toBeVisible();

    const question = `Demo question ${crypto.randomUUID().slice(0, 8)}`;
    await demo.goto(`/provider/${asked!.id}`);
    await hydrated(demo);
    await demo.getByLabel("Ask a question").fill(question);
    await demo.getByRole("button", { name: "Submit Question" }).click();
    const mine = demo.getByTestId("question").filter({ hasText: question });
    await expect(mine.getByText("Awaiting provider response...")).toBeVisible();
    await expect(mine.getByText(/This is a demo answer/)).toBeVisible(); // 3 s after asking

    // Another user sees none of it, and the rating did not move.
    const patientContext = await browser.newContext();
    const patientUser = await factory.user({ signedIn: true });
    await addSession(patientContext, baseURL!, patientUser);
    const patient = await patientContext.newPage();
    await patient.goto(`/provider/${provider!.id}`);
    await expect(patient.getByRole("heading", { level: 1 })).toHaveText(provider!.name);
    await expect(patient.getByText("Demo review that must stay local")).toHaveCount(0);
    await expect(patient.getByTestId("provider-rating")).toHaveText(ratingBefore);
    const ownerContext = await browser.newContext();
    await addSession(ownerContext, baseURL!, owner);
    const dashboard = await ownerContext.newPage();
    await dashboard.goto("/dashboard");
    await expect(dashboard.getByRole("heading", { name: "Provider Dashboard" })).toBeVisible();
    await expect(dashboard.getByText(question)).toHaveCount(0);
    await ownerContext.close();
    await patient.goto(searchFor(provider!));
    await hydrated(patient);
    await expect(heart(cardOf(patient, provider!))).toHaveAttribute("aria-pressed", "false");
    await patientContext.close();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("favorites work without JavaScript: a form post that comes back with the toast", async ({ page, factory, signIn }) => {
      const provider = await factory.provider();
      await signIn(await factory.user({ signedIn: true }));
      await page.goto(searchFor(provider));
      await heart(cardOf(page, provider)).click();
      await expect(page).toHaveURL((url) => url.pathname === "/find-doctors");
      await toast(page, "Added to favorites", `${provider.name} added to your favorites.`);
      await expect(heart(cardOf(page, provider))).toHaveAttribute("aria-pressed", "true");

      const slug = (await cardOf(page, provider).getByRole("heading").getByRole("link").getAttribute("href"))!;
      await page.goto(slug);
      await heart(page.getByTestId("favorite-slot")).click();
      await expect(page).toHaveURL((url) => url.pathname === slug);
      await toast(page, "Removed from favorites", `${provider.name} removed from your favorites.`);
      await expect(heart(page.getByTestId("favorite-slot"))).toHaveAttribute("aria-pressed", "false");
    });

    test("without JavaScript a review replaces the user's earlier one and a question is posted", async ({ page, factory, signIn }) => {
      const provider = await factory.provider({ rating: 4.4, reviewCount: 0 });
      await signIn(await factory.user({ signedIn: true, firstName: "Paige", lastName: "Patel" }));
      await page.goto(`/provider/${provider.id}`);
      // The earlier review, through the same form.
      await page.getByText("Write Review").click();
      await page.getByLabel("2 stars").check({ force: true });
      await page.getByLabel(/^Title/).fill("Calm and caring");
      await page.getByRole("button", { name: "Submit Review" }).click();
      await expect(page).toHaveURL(new RegExp(`/provider/${provider.id}#reviews$`));
      await toast(page, "Review Submitted");
      await expect(page.getByTestId("provider-rating")).toContainText("2.0");

      await page.getByText("Edit your review").click();
      await page.getByLabel("4 stars").check({ force: true });
      await page.getByLabel(/^Title/).fill("Still calm and caring");
      await page.getByRole("button", { name: "Update Review" }).click();
      await expect(page).toHaveURL(new RegExp(`/provider/${provider.id}#reviews$`));
      await toast(page, "Review updated", "Your review has been updated.");
      const mine = page.getByTestId("review").filter({ hasText: "Paige Patel" });
      await expect(mine).toHaveCount(1);
      await expect(mine.getByText("Still calm and caring")).toHaveCount(1);
      await expect(page.getByTestId("provider-rating")).toContainText("4.0");

      const text = `No-JS question ${crypto.randomUUID().slice(0, 8)}`;
      await page.getByLabel("Ask a question").fill(text);
      await page.getByRole("button", { name: "Submit Question" }).click();
      await expect(page).toHaveURL(new RegExp(`/provider/${provider.id}#questions$`));
      await toast(page, "Question submitted");
      await expect(page.getByTestId("question").filter({ hasText: text }).getByText("Awaiting provider response...")).toBeVisible();
    });
  });
});
