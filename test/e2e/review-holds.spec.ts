/**
 * Issue 35 item 3 in Chromium (decision 042): a burst of reviews from one client address (three
 * people, three practices, three browsers) is held at the third, and its author sees why on the
 * page and on the dashboard while nobody else sees the review; /review-policy states the rules and
 * is linked beside the review form. Each browser sends the test's own CF-Connecting-IP, as the
 * fixtures do for the rate limits, so no other test shares the address.
 */
import { addSession, expect, hydrated, randomLetters, test } from "./fixtures.ts";

// The exact texts of app/moderation/holds-messages.ts.
const REASON = "several reviews came from the same internet connection or device within a few minutes";
const HELD_TOAST = `Thanks — your review is waiting for a moderator because ${REASON}. It will show once it is checked.`;
const HELD_LABEL = `Held for moderation: ${REASON}`;
const HELD_ONLY_YOU = "Only you can see this review until a moderator checks it.";

const octet = () => Math.floor(Math.random() * 254) + 1;

test("a burst of reviews from one address is held, its author sees why, and the review policy is linked beside the form", async ({
  browser,
  baseURL,
  factory,
}) => {
  const tag = randomLetters();
  const address = `10.${octet()}.${octet()}.${octet()}`;
  const providers = await factory.providers([1, 2, 3].map((i) => ({ name: `Dr. Burst${i} ${tag}` })));
  const people = await Promise.all(
    [1, 2, 3].map((i) => factory.user({ firstName: "Burst", lastName: `Writer${i}${tag}`, signedIn: true })),
  );

  for (const [i, provider] of providers.entries()) {
    const context = await browser.newContext({ baseURL, extraHTTPHeaders: { "CF-Connecting-IP": address } });
    await addSession(context, baseURL!, people[i]!);
    const page = await context.newPage();
    await page.goto(`/provider/${provider.id}`);
    await hydrated(page);
    await page.getByText("Write Review").click();
    const form = page.getByTestId("review-form");
    await expect(form.getByTestId("review-policy-note")).toHaveText("How we check reviews: Review policy");
    await form.getByLabel(/^Title/).fill(`Burst review ${i + 1} ${tag}`);
    await form.getByRole("button", { name: "Submit Review" }).click();
    if (i < 2) {
      await expect(page.getByTestId("toast").filter({ hasText: "Review Submitted" })).toBeVisible();
      const mine = page.getByTestId("review").filter({ hasText: `Burst review ${i + 1} ${tag}` });
      await expect(mine).toBeVisible();
      // The diary form under one's own review carries the same line.
      await mine.getByText("Add an update").click();
      await expect(mine.getByTestId("review-policy-note")).toHaveText("How we check reviews: Review policy");
      await context.close();
      continue;
    }
    // The third from the address: held, and its author is told why, in the toast and in the review box.
    await expect(page.getByTestId("toast").filter({ hasText: HELD_TOAST })).toBeVisible();
    await expect(page.getByTestId("review-held")).toHaveText(`${HELD_LABEL}${HELD_ONLY_YOU}`);
    await expect(page.getByTestId("review")).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId("review-held")).toContainText(HELD_LABEL);
    await page.goto("/dashboard");
    await expect(page.getByTestId("recent-activity")).toContainText(HELD_LABEL);

    // The policy the line beside the form links to states the rules with their numbers.
    await page.goto(`/provider/${provider.id}`);
    await page.getByText("Edit your review").click();
    await page.getByTestId("review-form").getByRole("link", { name: "Review policy" }).click();
    await expect(page).toHaveURL(/\/review-policy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Review Policy");
    await expect(page.getByRole("main")).toContainText(
      "the third review, and any after it, sent from the same internet connection or the same device within 10 minutes",
    );
    await context.close();
  }

  // Anyone else (here a guest elsewhere) sees no review and no count for the held one.
  const guest = await browser.newContext({ baseURL });
  const page = await guest.newPage();
  await page.goto(`/provider/${providers[2]!.id}`);
  await expect(page.getByText("No reviews yet. Be the first to review!")).toBeVisible();
  await expect(page.getByText(`Burst review 3 ${tag}`)).toHaveCount(0);
  await guest.close();
});
