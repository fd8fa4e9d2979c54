/**
 * Issue 35 item 3 in Chromium, the Done-when story: a booked patient's review (Worth It, a cost, the
 * Verified patient badge) is reported by another member through the Report link, an admin hides it
 * with a reason on the Moderation tab, and the profile shows "Removed by TruSelf: {reason}" with the
 * rating, review count and Worth It share recounted; the hidden text is in neither the page's HTML,
 * its JSON-LD nor its data request. Every rule and message is in test/integration/moderation.test.ts.
 */
import { expect, hydrated, randomLetters, test } from "./fixtures.ts";

test("another member reports a verified review, an admin hides it with a reason, and the profile and its figures follow", async ({
  page,
  factory,
  signIn,
  browser,
  baseURL,
}) => {
  const tag = randomLetters();
  const provider = await factory.provider({ name: `Dr. Moderate ${tag}` });
  const booked = await factory.user({ firstName: "Vera", lastName: `Booked${tag}` });
  await factory.visits([{ providerId: provider.id, patientId: booked.id }]);
  const secret = `Paid praise ${tag}: the best injector alive`;
  const verified = await factory.review({
    providerId: provider.id,
    userId: booked.id,
    rating: 5,
    title: `Glowing ${tag}`,
    content: secret,
    procedure: "Botox",
    worthIt: "worth_it",
    amountPaid: 650,
  });
  await factory.review({ providerId: provider.id, author: `Nora Plain${tag}`, rating: 2, title: `Meh ${tag}`, worthIt: "not_worth_it" });
  const reporter = await factory.user({ firstName: "Rae", lastName: `Porter${tag}`, signedIn: true });
  const admin = await factory.user({ role: "admin", signedIn: true });
  const profilePath = `/provider/${provider.id}`;

  // A guest's view first (it is now in the edge cache: the hide must purge it).
  const guest = await browser.newPage({ baseURL });
  await guest.goto(profilePath);
  await expect(guest.getByTestId("provider-rating")).toHaveText("3.5 (2 reviews)");
  await expect(guest.getByTestId("worth-it-share")).toHaveText("50% say Worth It, 2 reviews");
  const review = guest.getByTestId("review").filter({ hasText: `Glowing ${tag}` });
  await expect(review.getByTestId("verified-patient")).toHaveText("Verified patient");
  await expect(review.getByTestId("review-facts")).toContainText("Paid:$650");

  // Another member reports it through the Report link.
  await signIn(reporter);
  await page.goto(profilePath);
  await hydrated(page);
  await page
    .getByTestId("review")
    .filter({ hasText: `Glowing ${tag}` })
    .getByTestId("report-review")
    .click();
  await expect(page.getByRole("heading", { name: "Report this review" })).toBeVisible();
  await expect(page.getByTestId("report-target")).toContainText(secret);
  await page.getByLabel("Fake or paid review").check();
  await page.getByLabel("Details").fill(`Her cousin runs the clinic ${tag}`);
  await page.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Report sent" })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${profilePath}#reviews$`));

  // An admin hides it with a reason on the Moderation tab.
  await page.context().clearCookies();
  await signIn(admin);
  await page.goto("/admin");
  await page.getByRole("link", { name: "Moderation" }).click();
  await expect(page).toHaveURL(/\/admin\/moderation$/);
  const target = page.locator(`[data-target="review:${verified.id}"]`).first();
  await expect(target.getByTestId("target-text")).toContainText(secret);
  await expect(target).toContainText("Fake or paid review (1)");
  await expect(target.getByTestId("reports")).toContainText(reporter.email);
  await expect(target.getByTestId("reports")).toContainText(`Her cousin runs the clinic ${tag}`);
  await hydrated(page);
  await target.getByLabel("Public reason").selectOption("fake");
  await target.getByRole("button", { name: "Hide" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Hidden" })).toBeVisible();
  await expect(page.getByTestId("moderation-log")).toContainText(`Hid review ${verified.id}`);

  // Everyone else now sees the reason in its place, and the figures without it.
  await guest.reload();
  await expect(guest.getByTestId("review-removed")).toHaveText("Removed by TruSelf: Fake or paid review");
  await expect(guest.getByTestId("provider-rating")).toHaveText("2.0 (1 review)");
  await expect(guest.getByTestId("worth-it-share")).toHaveText("0% say Worth It, 1 review");
  await expect(guest.getByTestId("review").filter({ hasText: `Meh ${tag}` })).toBeVisible();
  const html = await guest.content();
  expect(html).not.toContain(secret);
  expect(html).not.toContain(`Glowing ${tag}`);
  const jsonLd = await guest.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.join("")).toContain('"reviewCount":1');
  expect(jsonLd.join("")).not.toContain(secret);
  const data = await guest.request.get(`${profilePath}.data?_routes=routes/provider`);
  expect(data.status()).toBe(200);
  expect(await data.text()).not.toContain(secret);
  await guest.close();
});
