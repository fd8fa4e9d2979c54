/**
 * Issue 36 item 1 in Chromium: a procedure page shows what patients paid (median, middle half,
 * count) with a state breakdown, and a profile shows its own reported figure beside the price the
 * practice lists. The reports are this test's own, for Thread Lift in Wyoming and Vermont, states no
 * other test and no seeded listing uses; the national figure also counts the sample directory's
 * reports, so only its presence is asserted. The rules (percentiles, thresholds, scopes, exclusions,
 * texts) are in test/integration/reported-prices.test.ts.
 */
import { expect, randomLetters, test } from "./fixtures.ts";

test("a procedure page shows reported prices with counts and a state breakdown; a profile its own beside the listed price", async ({
  page,
  factory,
}) => {
  const tag = randomLetters();
  const [cheyenne, burlington, casper] = await factory.providers([
    {
      name: `Dr. Lift ${tag}`,
      city: "Cheyenne",
      state: "WY",
      specialties: ["Thread Lift"],
      pricing: { "Thread Lift": "$2,800 - $3,900" },
    },
    { name: `Dr. Vermont ${tag}`, city: "Burlington", state: "Vermont", specialties: ["Thread Lift"] },
    { name: `Dr. Casper ${tag}`, city: "Casper", state: "WY", specialties: ["Thread Lift"] },
  ]);
  const report = (providerId: string, amountPaid: number) => ({ providerId, procedure: "Thread Lift", amountPaid });
  await factory.reviews([
    ...[2500, 2800, 3000, 3300, 3600].map((amount) => report(cheyenne!.id, amount)),
    ...[1800, 2000, 2100, 2500, 2800, 4000].map((amount) => report(burlington!.id, amount)),
  ]);

  await page.goto("/browse-procedures/thread-lift");
  const section = page.getByTestId("reported-prices");
  await expect(section.getByRole("heading", { level: 2, name: "What patients paid" })).toBeVisible();
  await expect(section.getByTestId("national-prices")).toContainText("Median");
  await expect(section.getByTestId("national-prices")).toContainText(/\d+ reports/);
  const states = section.getByTestId("state-prices");
  await expect(states.getByRole("row", { name: /^Wyoming/ })).toHaveText(["Wyoming", "$3,000", "$2,800 – $3,300", "5 reports"].join(""));
  await expect(states.getByRole("row", { name: /^Vermont/ })).toHaveText(["Vermont", "$2,300", "$2,000 – $2,700", "6 reports"].join(""));
  await expect(page.getByRole("heading", { level: 2, name: "Typical range (TruSelf estimate)" })).toBeVisible();
  await expect(page.getByTestId("price-range")).toHaveText("$1,500 - $4,500");

  // The practice's own: what its patients paid, beside what it lists.
  await page.goto(`/provider/${cheyenne!.id}`);
  const row = page.getByTestId("pricing").getByTestId("price-row").filter({ hasText: "Thread Lift" });
  await expect(row.getByTestId("listed-price")).toHaveText("Listed by the practice: $2,800 - $3,900");
  await expect(row.getByTestId("reported-price")).toHaveText("Patients here: median $3,000 (middle half $2,800 – $3,300), 5 reports");

  // A practice without 5 reports of its own shows its state's figure, named as such.
  await page.goto(`/provider/${casper!.id}`);
  await expect(page.getByTestId("pricing").getByTestId("reported-price")).toHaveText(
    "Patients in Wyoming: median $3,000 (middle half $2,800 – $3,300), 5 reports",
  );
});
