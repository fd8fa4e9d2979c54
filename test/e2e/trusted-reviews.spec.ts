/**
 * Issue 35 (items 1, 2, 4) in Chromium: a patient whose visit the practice marked attended and who confirmed it (decision 069)
 * reviews it with Worth It and a cost, gets the Verified patient badge, and the profile shows the
 * Worth It share; a bad amount gets its message; without JavaScript the review list filters by
 * procedure and verified and sorts, all in the URL.
 */
import { expect, hydrated, randomLetters, test } from "./fixtures.ts";

test.describe("reviews patients can trust", () => {
  test("a booked patient reviews with Worth It and a cost, and sees the Verified patient badge and the Worth It share", async ({
    page,
    factory,
    signIn,
  }) => {
    const tag = randomLetters();
    const provider = await factory.provider({ name: `Dr. Trust ${tag}` });
    const patient = await factory.user({ firstName: "Vera", lastName: `Booked${tag}`, signedIn: true });
    await factory.visits([{ providerId: provider.id, patientId: patient.id }]);
    await signIn(patient);
    await page.goto(`/provider/${provider.id}`);
    await hydrated(page);
    await page.getByText("Write Review").click();
    const form = page.getByTestId("review-form");
    await form.getByLabel("4 stars").check({ force: true });
    await form.getByLabel(/^Title/).fill(`Smooth forehead ${tag}`);
    await form.getByLabel(/^Procedure/).selectOption("Botox");
    await form.getByLabel("Worth It", { exact: true }).check();
    await form.getByLabel(/^Month of treatment/).fill("2025-06");

    // A negative amount is refused with its message, and nothing is posted.
    await form.getByLabel(/^Amount paid/).fill("-650");
    await form.getByRole("button", { name: "Submit Review" }).click();
    await expect(form.getByRole("alert")).toContainText("Invalid Amount");
    await expect(form.getByRole("alert")).toContainText("Amount paid can't be negative.");

    await form.getByLabel(/^Amount paid/).fill("650");
    await form.getByRole("button", { name: "Submit Review" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Review Submitted" })).toBeVisible();
    const mine = page.getByTestId("review").filter({ hasText: `Smooth forehead ${tag}` });
    await expect(mine.getByTestId("verified-patient")).toHaveText("Verified patient");
    await expect(mine.getByTestId("review-facts")).toContainText("Procedure:Botox");
    await expect(mine.getByTestId("review-facts")).toContainText("Worth it:Worth It");
    await expect(mine.getByTestId("review-facts")).toContainText("Paid:$650");
    await expect(mine.getByTestId("review-facts")).toContainText("Treated:June 2025");
    await expect(page.getByTestId("worth-it-share")).toHaveText("100% say Worth It, 1 review");

    // The recovery diary: a dated update under the review.
    await mine.getByText("Add an update").click();
    await mine.getByLabel("How is your recovery going?").fill(`Two weeks on, no bruising ${tag}`);
    await mine.getByRole("button", { name: "Add update" }).click();
    await expect(mine.getByTestId("review-update")).toContainText(`Two weeks on, no bruising ${tag}`);

    // Another patient, not booked, who found it not worth it: no badge, and the share follows.
    await factory.review({ providerId: provider.id, author: "Nora Unbooked", title: `Meh ${tag}`, rating: 2, worthIt: "not_worth_it" });
    await page.reload();
    await expect(page.getByTestId("worth-it-share")).toHaveText("50% say Worth It, 2 reviews");
    const other = page.getByTestId("review").filter({ hasText: `Meh ${tag}` });
    await expect(other).toBeVisible();
    await expect(other.getByTestId("verified-patient")).toHaveCount(0);
    await expect(
      page
        .getByTestId("review")
        .filter({ hasText: `Smooth forehead ${tag}` })
        .getByTestId("verified-patient"),
    ).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("decision 069: the practice marking a visit attended is not enough; the patient confirms it on the appointment, then the badge shows", async ({
      page,
      factory,
      signIn,
    }) => {
      const tag = randomLetters();
      const provider = await factory.provider({ name: `Dr. Confirm ${tag}` });
      const patient = await factory.user({ firstName: "Cora", lastName: `Confirm${tag}`, signedIn: true });
      const [visit] = await factory.visits([{ providerId: provider.id, patientId: patient.id, attended: true, patientConfirmed: false }]);
      await factory.review({ providerId: provider.id, userId: patient.id, title: `Lovely ${tag}`, procedure: "Botox" });
      const mine = () => page.getByTestId("review").filter({ hasText: `Lovely ${tag}` });
      await page.goto(`/provider/${provider.id}`);
      await expect(mine()).toBeVisible();
      await expect(mine().getByTestId("verified-patient")).toHaveCount(0);
      await signIn(patient);
      await page.goto(`/appointments/${visit!.id}`);
      await expect(page.getByText("The practice recorded your visit. Confirm you went")).toBeVisible();
      await page.getByRole("button", { name: "I went to this visit" }).click();
      await expect(page.getByTestId("toast").filter({ hasText: "Visit confirmed" })).toBeVisible();
      await expect(page.getByTestId("visit-verified")).toHaveText("Verified patient");
      await expect(page.getByRole("button", { name: "I went to this visit" })).toHaveCount(0);
      await page.goto(`/provider/${provider.id}`);
      await expect(mine().getByTestId("verified-patient")).toHaveText("Verified patient");
    });

    test("the review list filters by procedure and verified and sorts, in the URL", async ({ page, factory }) => {
      const tag = randomLetters();
      const provider = await factory.provider({ name: `Dr. Filter ${tag}` });
      const booked = await factory.user({ firstName: "Bea", lastName: `Verified${tag}` });
      await factory.visits([{ providerId: provider.id, patientId: booked.id }]);
      // One by one, so each is newer than the last.
      await factory.review({ providerId: provider.id, author: `Al Botox${tag}`, rating: 5, procedure: "Botox", worthIt: "worth_it" });
      await factory.review({
        providerId: provider.id,
        author: `Cy Facelift${tag}`,
        rating: 2,
        procedure: "Facelift",
        worthIt: "not_worth_it",
      });
      await factory.review({ providerId: provider.id, userId: booked.id, rating: 4, procedure: "Botox", worthIt: "worth_it" });
      const authors = page.getByTestId("review-author");

      await page.goto(`/provider/${provider.id}`);
      await expect(page.getByTestId("worth-it-share")).toHaveText("67% say Worth It, 3 reviews");
      await expect(authors).toHaveText([`Bea Verified${tag}`, `Cy Facelift${tag}`, `Al Botox${tag}`]);

      const controls = page.getByTestId("review-controls");
      await controls.getByLabel("Procedure").selectOption("Botox");
      await controls.getByRole("button", { name: "Apply" }).click();
      await expect(page).toHaveURL(/[?&]procedure=Botox/);
      await expect(authors).toHaveText([`Bea Verified${tag}`, `Al Botox${tag}`]);

      await page.getByTestId("review-controls").getByLabel("Verified patients only").check();
      await page.getByTestId("review-controls").getByRole("button", { name: "Apply" }).click();
      await expect(page).toHaveURL(/[?&]verified=1/);
      await expect(authors).toHaveText([`Bea Verified${tag}`]);

      await page.goto(`/provider/${provider.id}`);
      await page.getByTestId("review-controls").getByLabel("Sort by").selectOption("lowest");
      await page.getByTestId("review-controls").getByRole("button", { name: "Apply" }).click();
      await expect(page).toHaveURL(/[?&]sort=lowest/);
      await expect(authors).toHaveText([`Cy Facelift${tag}`, `Bea Verified${tag}`, `Al Botox${tag}`]);
      await page.getByTestId("review-controls").getByLabel("Sort by").selectOption("highest");
      await page.getByTestId("review-controls").getByRole("button", { name: "Apply" }).click();
      await expect(authors).toHaveText([`Al Botox${tag}`, `Bea Verified${tag}`, `Cy Facelift${tag}`]);
      await page.getByRole("link", { name: "Clear filters" }).click();
      await expect(authors).toHaveCount(3);
    });

    test("the author adds a dated update under their review, then deletes the review, and the figures follow", async ({
      page,
      factory,
      signIn,
    }) => {
      const tag = randomLetters();
      const provider = await factory.provider({ name: `Dr. Diary ${tag}` });
      const author = await factory.user({ firstName: "Dee", lastName: `Diary${tag}`, signedIn: true });
      await factory.review({ providerId: provider.id, author: `Other Person${tag}`, rating: 5, worthIt: "worth_it" });
      await factory.review({ providerId: provider.id, userId: author.id, rating: 1, title: `Rough week ${tag}`, worthIt: "not_worth_it" });
      await signIn(author);
      await page.goto(`/provider/${provider.id}`);
      await expect(page.getByTestId("worth-it-share")).toHaveText("50% say Worth It, 2 reviews");
      const mine = page.getByTestId("review").filter({ hasText: `Rough week ${tag}` });
      // Only the author's own review offers the forms.
      await expect(
        page
          .getByTestId("review")
          .filter({ hasText: `Other Person${tag}` })
          .getByText("Add an update"),
      ).toHaveCount(0);
      await mine.getByText("Add an update").click();
      await mine.getByLabel("How is your recovery going?").fill(`Better by week three ${tag}`);
      await mine.getByRole("button", { name: "Add update" }).click();
      await expect(page.getByTestId("toast").filter({ hasText: "Update added" })).toBeVisible();
      await expect(mine.getByTestId("review-update")).toContainText(`Better by week three ${tag}`);
      await expect(mine.getByTestId("review-update").locator("time")).toHaveText(/\w+ \d{1,2}, \d{4}/);

      await mine.getByRole("button", { name: "Delete review" }).click();
      await expect(page.getByTestId("toast").filter({ hasText: "Review deleted" })).toBeVisible();
      await expect(page.getByTestId("review").filter({ hasText: `Rough week ${tag}` })).toHaveCount(0);
      await expect(page.getByTestId("worth-it-share")).toHaveText("100% say Worth It, 1 review");
      await expect(page.getByTestId("provider-rating")).toContainText("5.0 (1 review)");
    });
  });
});
