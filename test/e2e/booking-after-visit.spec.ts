/**
 * Issue 47 items 4 and 5 (decision 069) in Chromium, against the built app: an appointment made
 * through the practice's calendar object (the development factory, starting in a few seconds), the
 * reminder sent by the Worker's scheduled handler (wrangler dev's /cdn-cgi/handler/scheduled with
 * --test-scheduled) with its calendar file, then the practice marks the visit attended, the patient
 * confirms they went (without JavaScript), and the review form shows "Verified patient".
 */
import { expect, hydrated, randomLetters, test } from "./fixtures.ts";

const REMINDER_CRON = "*/15 * * * *";

test("the reminder goes from the cron; the practice marks attended, the patient confirms, and the review form says Verified patient", async ({
  page,
  browser,
  baseURL,
  factory,
  signIn,
}) => {
  test.setTimeout(150_000);
  const tag = randomLetters();
  const provider = await factory.provider({ name: `Dr. Visit ${tag}` });
  const [owner, patient] = await factory.users([
    { role: "provider", providerId: provider.id, practiceRole: "owner", signedIn: true },
    { firstName: "Vic", lastName: `Visitor${tag}`, signedIn: true },
  ]);
  // Starts in 20 seconds: due for its reminder now, and over soon enough to record.
  const [visit] = await factory.visits([
    { providerId: provider.id, patientId: patient!.id, startsInMinutes: 1 / 3, attended: false, patientConfirmed: false },
  ]);
  const appointmentPath = `/appointments/${visit!.id}`;

  // The cron's run: the Worker's scheduled handler queues the reminder, the Queue's consumer sends it.
  const cron = await page.request.get(`/cdn-cgi/handler/scheduled?cron=${encodeURIComponent(REMINDER_CRON)}`);
  expect(cron.ok(), await cron.text()).toBe(true);
  const reminder = page.locator(`[data-testid="outbox-message"][data-to="${patient!.email}"][data-kind="booking_reminder"]`);
  await expect(async () => {
    await page.goto("/dev/outbox");
    await expect(reminder).toHaveCount(1);
  }).toPass({ timeout: 30_000 });
  await expect(reminder.getByTestId("outbox-attachment")).toHaveAttribute("data-filename", "appointment.ics");
  await expect(reminder.getByRole("link", { name: new RegExp(`${appointmentPath}$`) })).toBeVisible();
  await expect(
    page.locator(`[data-testid="outbox-message"][data-to="${owner!.email}"][data-kind="booking_reminder_practice"]`),
  ).toHaveCount(1);

  // The practice: before the start nothing can be recorded; once it has started, "Mark attended".
  await signIn(owner!);
  await page.goto(appointmentPath);
  await hydrated(page);
  await expect(page.getByTestId("appointment-status")).toHaveText("Confirmed");
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole("button", { name: "Mark attended" })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000, intervals: [2_000] });
  await hydrated(page);
  await page.getByRole("button", { name: "Mark attended" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Marked attended" })).toBeVisible();
  await expect(page.getByTestId("appointment-status")).toHaveText("Attended");

  // The patient, in a browser without JavaScript: a plain form post.
  const noJs = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await noJs.addCookies([{ ...patient!.cookie!, url: baseURL!, httpOnly: true, sameSite: "Lax" }]);
  const patientPage = await noJs.newPage();
  await patientPage.goto(appointmentPath);
  await expect(
    patientPage.getByText("The practice recorded your visit. Confirm you went, and your review shows “Verified patient”."),
  ).toBeVisible();
  await patientPage.getByRole("button", { name: "I went to this visit" }).click();
  await expect(patientPage).toHaveURL(new RegExp(`${appointmentPath}$`));
  await expect(patientPage.getByTestId("visit-verified")).toHaveText("Verified patient");
  await noJs.close();

  // The review form says so.
  await page.context().clearCookies();
  await signIn(patient!);
  await page.goto(`/provider/${provider.id}`);
  await hydrated(page);
  await page.getByText("Write Review").click();
  await expect(page.getByTestId("review-verified-patient")).toContainText("Verified patient");
  await expect(page.getByTestId("review-verified-patient")).toContainText(
    "Your visit is confirmed by you and the practice: your review shows “Verified patient”.",
  );
});
