/**
 * Consultation requests in Chromium (issue 34, "Done when", the wt-consult part): a patient sends a
 * request with a photo from Book Consultation; the listing's owner finds it in /provider/messages
 * (the header counts it), replies and marks it booked; the patient reads the reply on /dashboard
 * and gets the e-mail (/dev/outbox); a provider user of another listing can open neither the
 * thread nor the photo; and the profile shows the response time once a third request is answered,
 * at once although a guest's copy of the page was cached before.
 */
import type { Page } from "@playwright/test";
import { addSession, expect, hydrated, randomLetters, test } from "./fixtures.ts";

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==", "base64");

async function toast(page: Page, title: string) {
  await expect(page.getByTestId("toast").filter({ hasText: title }).first()).toBeVisible();
}

test.describe("consultation requests", () => {
  test("request with a photo, answered and booked by the owner; private to the two of them; response time after the third answer", async ({
    browser,
    page,
    factory,
    signIn,
    baseURL,
  }) => {
    const provider = await factory.provider({ name: `Glow Clinic ${randomLetters()}` });
    const owner = await factory.user({ role: "provider", providerId: provider.id, practiceRole: "owner", signedIn: true });
    const patient = await factory.user({ firstName: "Dana", signedIn: true });
    const otherListing = await factory.provider();
    const stranger = await factory.user({ role: "provider", providerId: otherListing.id, practiceRole: "owner", signedIn: true });
    // Two requests the practice answered earlier (2 and 3 hours after they came in).
    await factory.consultations([
      { providerId: provider.id, repliedAfterMinutes: 120 },
      { providerId: provider.id, repliedAfterMinutes: 180 },
    ]);

    // A guest's visit caches the profile: two answered requests show no response time yet.
    const guestContext = await browser.newContext();
    const guest = await guestContext.newPage();
    await guest.goto(`/provider/${provider.id}`);
    await expect(guest.getByRole("heading", { level: 1 })).toHaveText(provider.name);
    await expect(guest.getByTestId("response-time")).toHaveCount(0);
    await guest.reload();
    await expect(guest.getByTestId("response-time")).toHaveCount(0);

    // The patient books from the profile.
    await signIn(patient);
    await page.goto(`/provider/${provider.id}`);
    await hydrated(page);
    await page.getByRole("link", { name: "Book Consultation" }).click();
    await expect(page).toHaveURL(new RegExp(`/provider/${provider.id}/consultation$`));
    await hydrated(page);
    await page.getByLabel("Procedure").selectOption("Botox");
    await page.getByLabel("Phone", { exact: true }).check();
    await page.getByLabel("Message").fill("Could I see you about forehead lines?");
    await page.getByRole("button", { name: "Send request" }).click();
    // Phone contact needs a number: the form says so and nothing is sent.
    await expect(page.getByText("Please enter a phone number so the practice can call you.")).toBeVisible();
    await page.getByLabel("E-mail", { exact: true }).check();
    await page.getByLabel("Preferred times").fill("Weekday mornings");
    await page.getByLabel("Photos (optional)").setInputFiles({ name: "forehead.png", mimeType: "image/png", buffer: PNG });
    // With JavaScript the photo is compressed and uploaded through a signed grant before the form is sent.
    await expect(page.getByTestId("added-photos").locator("img")).toHaveCount(1);
    await page.getByRole("button", { name: "Send request" }).click();
    await expect(page).toHaveURL(/\/consultations\/[0-9a-f-]{36}$/);
    await toast(page, "Request sent");
    const threadUrl = new URL(page.url()).pathname;
    await expect(page.getByRole("heading", { name: `Your request to ${provider.name}` })).toBeVisible();
    await expect(page.getByTestId("request-status")).toHaveText("New");
    const photoUrl = await page.getByTestId("request-photos").locator("img").first().getAttribute("src");
    expect(photoUrl).toMatch(new RegExp(`^${threadUrl}/photos/`));

    // The owner: the header counts the unread request; the inbox lists it; reply, then booked.
    const ownerContext = await browser.newContext();
    await addSession(ownerContext, baseURL!, owner);
    const inbox = await ownerContext.newPage();
    await inbox.goto("/provider/messages");
    await hydrated(inbox);
    await expect(inbox.getByTestId("header-unread")).toContainText("1");
    await expect(inbox.getByTestId("inbox-unread")).toHaveText("1 unread");
    const row = inbox.getByTestId("inbox-requests").getByRole("link").filter({ hasText: "Dana" });
    await expect(row).toContainText("Botox");
    await row.click();
    await expect(inbox).toHaveURL(new RegExp(`${threadUrl}$`));
    await expect(inbox.getByTestId("thread-messages")).toContainText("Could I see you about forehead lines?");
    await expect(inbox.getByText(patient.email)).toBeVisible();
    // The photo really loads for the practice.
    const img = inbox.getByTestId("request-photos").locator("img").first();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(1);
    await hydrated(inbox);
    await inbox.getByLabel("Your reply").fill("We have an opening on Tuesday at 10.");
    await inbox.getByRole("button", { name: "Send reply" }).click();
    await toast(inbox, "Reply sent");
    await expect(inbox.getByTestId("request-status")).toHaveText("Answered");
    await expect(inbox.getByTestId("thread-messages")).toContainText("We have an opening on Tuesday at 10.");
    await inbox.getByRole("button", { name: "Mark as booked" }).click();
    await toast(inbox, "Marked as booked");
    await expect(inbox.getByTestId("request-status")).toHaveText("Booked");
    await expect(inbox.getByTestId("header-unread")).toHaveCount(0);

    // The patient sees the reply on the dashboard and in the outbox.
    await page.goto("/dashboard");
    const mine = page.getByTestId("my-requests").getByRole("link").filter({ hasText: provider.name });
    await expect(mine).toContainText("Booked");
    await expect(mine.getByTestId("request-unread")).toHaveText("1 unread");
    await mine.click();
    await expect(page.getByTestId("thread-messages")).toContainText("We have an opening on Tuesday at 10.");
    await page.goto("/dev/outbox");
    const mail = page.locator(`[data-testid="outbox-message"][data-to="${patient.email}"][data-kind="consultation_reply"]`);
    await expect(mail.first()).toContainText(`${provider.name} replied to your consultation request`);
    await expect(mail.first().getByRole("link", { name: new RegExp(`${threadUrl}$`) })).toBeVisible();

    // A provider user of another listing opens neither the thread nor the photo.
    const strangerContext = await browser.newContext();
    await addSession(strangerContext, baseURL!, stranger);
    const other = await strangerContext.newPage();
    const refused = await other.goto(threadUrl);
    expect(refused?.status()).toBe(404);
    await expect(other.getByText("Could I see you about forehead lines?")).toHaveCount(0);
    expect((await other.request.get(photoUrl!)).status()).toBe(404);
    expect((await other.request.get("/provider/messages")).status()).toBe(200);
    await other.goto("/provider/messages");
    await expect(other.getByText("Dana")).toHaveCount(0);

    // Third answered request: the guest's cached profile now shows the median (2 hours).
    await guest.reload();
    await expect(guest.getByTestId("response-time")).toHaveText("Usually replies within 2 hours");
    await Promise.all([guestContext.close(), ownerContext.close(), strangerContext.close()]);
  });

  test("without JavaScript, from a link-in-bio page: a guest's request is kept while they sign in, then sent", async ({
    browser,
    factory,
    baseURL,
  }) => {
    const username = `quietspa${randomLetters()}`;
    const provider = await factory.provider({ name: `Quiet Spa ${randomLetters()}`, linkInBioUsername: username });
    await factory.user({ role: "provider", providerId: provider.id, practiceRole: "owner" });
    const patient = await factory.user({ signedIn: true });
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    // From the practice's link-in-bio page.
    await page.goto(`/${username}`);
    await page.getByRole("link", { name: "Book a Consultation" }).click();
    await expect(page).toHaveURL(new RegExp(`/provider/${provider.id}/consultation$`));
    await expect(page.getByText("Please sign in or create an account to send a consultation request.", { exact: false })).toBeVisible();
    await page.getByLabel("Procedure").selectOption("Microneedling");
    await page.getByLabel("Message").fill("Is microneedling safe for darker skin?");
    await page.getByRole("button", { name: "Sign in to send" }).click();
    await expect(page).toHaveURL(new RegExp(`/signin\\?redirectTo=${encodeURIComponent(`/provider/${provider.id}/consultation`)}`));
    // Signing in (a session given to this browser) and coming back: the form is filled in.
    await addSession(context, baseURL!, patient);
    await page.goto(`/provider/${provider.id}/consultation`);
    await expect(page.getByLabel("Message")).toHaveValue("Is microneedling safe for darker skin?");
    await expect(page.getByLabel("Procedure")).toHaveValue("Microneedling");
    await page.getByRole("button", { name: "Send request" }).click();
    await expect(page).toHaveURL(/\/consultations\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId("thread-messages")).toContainText("Is microneedling safe for darker skin?");
    // The thread's forms work without JavaScript too: a follow-up, then closing the request.
    await page.getByLabel("Your reply").fill("I can also come on Saturdays.");
    await page.getByRole("button", { name: "Send reply" }).click();
    await expect(page.getByTestId("thread-messages")).toContainText("I can also come on Saturdays.");
    await page.getByRole("button", { name: "Close request" }).click();
    await expect(page.getByTestId("request-status")).toHaveText("Closed");
    await expect(page.getByLabel("Your reply")).toHaveCount(0);
    await context.close();
  });

  test("the header's Messages link and its count fit a phone, and open the inbox @phone", async ({ page, factory, signIn }) => {
    const provider = await factory.provider({ name: `Phone Clinic ${randomLetters()}` });
    const owner = await factory.user({ role: "provider", providerId: provider.id, practiceRole: "owner", signedIn: true });
    await factory.consultations([{ providerId: provider.id }, { providerId: provider.id }]);
    await signIn(owner);
    await page.goto("/");
    await hydrated(page);
    await expect(page.getByTestId("header-unread")).toHaveText("2 unread");
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await page.getByTestId("header-inbox").click();
    await expect(page).toHaveURL(/\/provider\/messages$/);
    await expect(page.getByTestId("inbox-requests").getByRole("link")).toHaveCount(2);
  });
});
