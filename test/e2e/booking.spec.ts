/**
 * Booking in Chromium (issue 47, "Done when", the pages part): a practice sets its rules, a type and
 * its weekly hours; a patient picks a time from the profile and books it, and the e-mail with the
 * .ics is in the outbox; a second patient who had the same time open is refused with the calendar's
 * message and books one of the next times offered; the first patient reschedules; and without
 * JavaScript a third patient books from the plain list of times.
 */
import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Page } from "@playwright/test";
import { addSession, expect, hydrated, randomLetters, test, type MadeUser } from "./fixtures.ts";

const TAKEN = "That time was just taken — here are the next ones.";

/** Serious or critical WCAG 2.1 AA findings on the page (as accessibility.spec.ts counts them). */
async function seriousFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help}`);
}

async function asUser(context: BrowserContext, baseURL: string, user: MadeUser): Promise<Page> {
  await addSession(context, baseURL, user);
  return context.newPage();
}

/** The practice's availability: New York, 1 hour notice, 30 days ahead, every day 08:00-20:00, an instant 30-minute type. */
async function setUpAvailability(page: Page) {
  await page.goto("/provider/availability");
  await hydrated(page);
  await page.getByLabel("Time zone").fill("America/New_York");
  await page.getByLabel("Minimum notice (hours)").fill("1");
  await page.getByLabel("Booking window (days ahead)").fill("30");
  await page.getByLabel("Cancellation policy (hours before)").fill("1");
  await page.getByRole("button", { name: "Save booking rules" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Your availability is saved." }).first()).toBeVisible();
  const newType = page.getByTestId("new-type-form");
  await newType.getByLabel("Name").fill("Consultation");
  await newType.getByLabel("Duration (minutes)").fill("30");
  await newType.getByLabel("Instant booking").check();
  await newType.getByRole("button", { name: "Add appointment type" }).click();
  const type = page.getByTestId("appointment-type");
  await expect(type.getByRole("heading", { name: "Consultation" })).toBeVisible();
  // A wrong time is refused with its message, and nothing is saved.
  await type.getByLabel("Monday from", { exact: true }).fill("20:00");
  await type.getByLabel("Monday to", { exact: true }).fill("08:00");
  await type.getByRole("button", { name: "Save weekly hours" }).click();
  await expect(type.getByText("The end time must be after the start time.")).toBeVisible();
  for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]) {
    await type.getByLabel(`${day} from`, { exact: true }).fill("08:00");
    await type.getByLabel(`${day} to`, { exact: true }).fill("20:00");
  }
  await type.getByRole("button", { name: "Save weekly hours" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "The weekly hours are saved." }).first()).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
}

async function outboxMessage(page: Page, to: string, kind: string) {
  await page.goto("/dev/outbox");
  return page.locator(`[data-testid="outbox-message"][data-to="${to}"][data-kind="${kind}"]`).first();
}

test.describe("booking a real appointment", () => {
  test("hours and a type; book from the profile with the .ics e-mail; a racing patient is offered the next times; reschedule @phone", async ({
    browser,
    page,
    factory,
    signIn,
    baseURL,
  }) => {
    // Four people, three accessibility scans and a dozen pages: longer than the default minute on a busy machine.
    test.setTimeout(180_000);
    const provider = await factory.provider({ name: `Harbor Aesthetics ${randomLetters()}` });
    const owner = await factory.user({ role: "provider", providerId: provider.id, practiceRole: "owner", signedIn: true });
    const [first, second] = await factory.users([
      { firstName: "Avery", signedIn: true },
      { firstName: "Blake", signedIn: true },
    ]);
    const practiceContext = await browser.newContext();
    await setUpAvailability(await asUser(practiceContext, baseURL!, owner));

    // The second patient, in Madrid, opens the times first and waits: each time shows their own clock beside the practice's.
    const secondContext = await browser.newContext({ timezoneId: "Europe/Madrid" });
    const racer = await asUser(secondContext, baseURL!, second!);
    await racer.goto(`/provider/${provider.id}/book`);
    await hydrated(racer);
    await expect(
      racer
        .getByTestId("slot-picker")
        .getByText(/\(.+ GMT\+1 your time\)/)
        .first(),
    ).toBeVisible();

    // The first patient picks a time from the profile and books it.
    await signIn(first!);
    await page.goto(`/provider/${provider.id}`);
    await hydrated(page);
    await expect(page.getByTestId("profile-times").getByRole("link")).toHaveCount(7);
    expect(await seriousFindings(page)).toEqual([]);
    await page.getByRole("link", { name: "Pick a Time" }).click();
    await expect(page).toHaveURL(new RegExp(`/provider/${provider.id}/book$`));
    await hydrated(page);
    expect(await seriousFindings(page)).toEqual([]);
    const firstSlot = page.getByTestId("slot").first();
    const chosen = await firstSlot.getAttribute("value");
    await firstSlot.check();
    await page.getByRole("button", { name: "Book this time" }).click();
    await expect(page).toHaveURL(/\/appointments\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId("appointment-status")).toHaveText("Confirmed");
    const appointmentUrl = page.url();
    await hydrated(page);
    expect(await seriousFindings(page)).toEqual([]);

    // The e-mail with its calendar file.
    const mail = await outboxMessage(page, first!.email, "appointment_booked");
    await expect(mail).toContainText(`Appointment booked at ${provider.name}`);
    const ics = mail.getByTestId("outbox-attachment");
    await expect(ics).toHaveAttribute("data-filename", "appointment.ics");
    await expect(ics.locator("pre")).toContainText("METHOD:REQUEST", { useInnerText: false });

    // The second patient presses the same time: refused, and offered the next ones.
    await racer.locator(`[data-testid="slot"][value="${chosen}"]`).check();
    await racer.getByRole("button", { name: "Book this time" }).click();
    await expect(racer.getByRole("alert").filter({ hasText: TAKEN })).toBeVisible();
    const next = racer.getByTestId("slot").first();
    expect(Number(await next.getAttribute("value"))).toBeGreaterThan(Number(chosen));
    await next.check();
    await racer.getByRole("button", { name: "Book this time" }).click();
    await expect(racer.getByTestId("appointment-status")).toHaveText("Confirmed");

    // The first patient's dashboard lists it; they move it to a later time.
    await page.goto("/dashboard");
    await expect(page.getByTestId("upcoming-appointments").locator('[data-status="confirmed"]')).toHaveCount(1);
    await page.goto(appointmentUrl);
    await hydrated(page);
    await page.getByTestId("slot").nth(3).check();
    await page.getByRole("button", { name: "Move to this time" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "The appointment is moved to the new time." }).first()).toBeVisible();
    await expect(page.getByTestId("appointment-history")).toContainText("Moved from");
    const moved = await outboxMessage(page, first!.email, "appointment_rescheduled");
    await expect(moved.getByTestId("outbox-attachment").locator("pre")).toContainText("SEQUENCE:1", { useInnerText: false });

    // The practice sees both on its availability page.
    const practicePage = practiceContext.pages()[0]!;
    await practicePage.goto("/provider/availability");
    await expect(practicePage.getByTestId("practice-appointments").locator("li")).toHaveCount(2);
    await practiceContext.close();
    await secondContext.close();
  });

  test("without JavaScript a guest picks a time, signs in, comes back to it and books it from the plain list of times", async ({
    browser,
    factory,
    baseURL,
  }) => {
    const provider = await factory.provider({ name: `Quiet Clinic ${randomLetters()}` });
    const owner = await factory.user({ role: "provider", providerId: provider.id, practiceRole: "owner", signedIn: true });
    const patient = await factory.user({ firstName: "Casey", signedIn: true });
    const practiceContext = await browser.newContext();
    await setUpAvailability(await asUser(practiceContext, baseURL!, owner));
    await practiceContext.close();

    const context = await browser.newContext({ javaScriptEnabled: false, timezoneId: "Europe/Madrid" });
    const page = await context.newPage();
    await page.goto(`/provider/${provider.id}/book`);
    // Without JavaScript the page cannot know the patient's zone: the practice's alone, named on each time.
    await expect(page.getByTestId("slot-picker")).toContainText("America/New_York");
    await expect(page.getByTestId("slot-picker")).not.toContainText("your time");
    // A guest picks the second time and is sent to sign in, with the way back naming that time.
    const second = page.getByTestId("slot").nth(1);
    const chosen = await second.getAttribute("value");
    await second.check();
    await page.getByRole("button", { name: "Book this time" }).click();
    await expect(page).toHaveURL(/\/signin\?redirectTo=/);
    const back = new URL(page.url()).searchParams.get("redirectTo")!;
    expect(back).toMatch(new RegExp(`^/provider/${provider.id}/book\\?type=[^&]+&at=${chosen}$`));
    // Signed in (a session given to this browser) and back: the time is still chosen.
    await addSession(context, baseURL!, patient);
    await page.goto(back);
    await expect(page.locator(`[data-testid="slot"][value="${chosen}"]`)).toBeChecked();
    await page.getByRole("button", { name: "Book this time" }).click();
    await expect(page).toHaveURL(/\/appointments\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId("appointment-status")).toHaveText("Confirmed");
    await context.close();
  });
});
