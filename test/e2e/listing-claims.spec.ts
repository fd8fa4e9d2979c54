/**
 * Issue 34 item 2 and /provider/settings in Chromium: a patient claims a listing with the code
 * e-mailed to the practice's domain (read from /dev/outbox) and lands on their provider dashboard;
 * an admin approves a claim from the queue on /admin/claims; the owner invites a team member, who
 * accepts from the e-mailed link and sees the settings read-only; the owner saves the settings
 * without JavaScript. Each test makes its own listing and people.
 */
import type { Page } from "@playwright/test";
import { addSession, expect, hydrated, randomLetters, test } from "./fixtures.ts";

async function toast(page: Page, title: string, description?: string) {
  const box = page.getByTestId("toast").filter({ hasText: title });
  await expect(description ? box.getByText(description, { exact: true }) : box).toBeVisible();
}

/** The newest message to `email` on /dev/outbox. */
async function outboxMessage(page: Page, email: string) {
  await page.goto("/dev/outbox");
  return page.locator(`[data-testid="outbox-message"][data-to="${email}"]`).first();
}

test("a patient claims a listing with the e-mailed code and lands on their provider dashboard", async ({ page, factory, signIn }) => {
  const domain = `${randomLetters()}-clinic.example`;
  const listing = await factory.provider({ name: `Glow Clinic ${randomLetters(6)}`, website: `https://www.${domain}/` });
  await signIn(await factory.user({ signedIn: true }));

  await page.goto(`/provider/${listing.id}`);
  await hydrated(page);
  await page.getByTestId("listing-claim").getByRole("link", { name: "Claim this listing" }).click();
  await expect(page).toHaveURL(`/provider/claim?listing=${listing.id}`);
  await expect(page.getByRole("heading", { name: `Claim ${listing.name}` })).toBeVisible();
  await hydrated(page);

  // An address elsewhere is refused with the exact text.
  await page.getByLabel("Practice e-mail address").fill("me@gmail.example");
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(
    page.getByText("Please use an address at your practice's website domain, or the practice e-mail shown on the listing.", {
      exact: true,
    }),
  ).toBeVisible();

  const address = `office@${domain}`;
  await page.getByLabel("Practice e-mail address").fill(address);
  await page.getByRole("button", { name: "Send code" }).click();
  await toast(page, "Code sent", `We sent a 6-digit code to ${address}. It works for 15 minutes.`);
  await expect(page.getByTestId("claim-code")).toBeVisible();
  const claimPage = page.url();

  const message = await outboxMessage(page, address);
  const code = /code is (\d{6})/.exec((await message.locator("pre").textContent()) ?? "")?.[1];
  expect(code).toMatch(/^\d{6}$/);

  await page.goto(claimPage);
  await hydrated(page);
  const wrong = code === "000000" ? "111111" : "000000";
  await page.getByLabel("6-digit code").fill(wrong);
  await page.getByRole("button", { name: "Verify code" }).click();
  await expect(page.getByText("That code isn't right. You have 4 tries left.", { exact: true })).toBeVisible();
  await page.getByLabel("6-digit code").fill(code!);
  await page.getByRole("button", { name: "Verify code" }).click();

  await expect(page).toHaveURL("/dashboard");
  await toast(page, "Listing claimed", "You now manage this listing. Welcome to TruSelf for providers!");
  await expect(page.getByRole("heading", { name: "Provider Dashboard" })).toBeVisible();
  await expect(page.getByText(`Patient questions for ${listing.name}`)).toBeVisible();

  // The public profile now says Claimed, for everyone.
  await page.goto(`/provider/${listing.id}`);
  await expect(page.getByTestId("listing-claim")).toHaveText("Claimed");
  const guest = await page.request.get(`/provider/${listing.id}`, { headers: { Cookie: "" } });
  expect(await guest.text()).not.toContain("Claim this listing");
});

test.describe("an admin and the claims queue", () => {
  test("an admin approves a queued claim: the claimant owns the listing", async ({ page, factory, signIn, browser, baseURL }) => {
    // Approving needs a factor proven in the last 15 minutes (issue 43): an admin of its own, just signed in.
    await signIn(await factory.user({ role: "admin", signedIn: true }));
    const listing = await factory.provider({ name: `Queued Spa ${randomLetters(6)}` });
    // With an authenticator app: its practice's settings ask for the second factor before they open.
    const claimant = await factory.user({ firstName: "Dana", signedIn: true, totp: true });
    await factory.claim({ userId: claimant.id, providerId: listing.id, note: "Practice manager: call the front desk and ask for Dana." });

    await page.goto("/admin");
    await hydrated(page);
    await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Claims" }).click();
    await expect(page).toHaveURL("/admin/claims");
    const row = page.locator(`[data-testid="claim-row"][data-listing="${listing.id}"]`);
    await expect(row.getByText("Practice manager: call the front desk and ask for Dana.")).toBeVisible();
    await expect(row.getByText(`Dana ${claimant.lastName} · ${claimant.email}`, { exact: true })).toBeVisible();
    await row.getByRole("button", { name: /^Approve/ }).click();
    await toast(page, "Claim approved", `${claimant.email} now manages ${listing.name}.`);
    await expect(row).toHaveCount(0);

    const context = await browser.newContext();
    await addSession(context, baseURL!, claimant);
    const theirs = await context.newPage();
    await theirs.goto("/dashboard");
    await expect(theirs.getByRole("heading", { name: "Provider Dashboard" })).toBeVisible();
    await expect(theirs.getByText(`Patient questions for ${listing.name}`)).toBeVisible();
    await theirs.goto("/provider/settings");
    await expect(theirs.getByTestId("team-member").filter({ hasText: claimant.email })).toContainText("Owner");
    await context.close();
  });
});

test("the owner invites a team member, who accepts from the e-mailed link and sees the settings read-only", async ({
  page,
  factory,
  signIn,
  browser,
  baseURL,
}) => {
  const listing = await factory.provider({ name: `Team Clinic ${randomLetters(6)}` });
  const owner = await factory.user({ role: "provider", providerId: listing.id, signedIn: true });
  const inviteAddress = `hire-${randomLetters()}@elsewhere.example`;
  // The invitation works only for the account of the address it was sent to (issue 43 finding 11),
  // one with a second factor already: a practice's settings ask for it before they open.
  const invitee = await factory.user({ email: inviteAddress, signedIn: true, totp: true });
  await signIn(owner);

  await page.goto("/dashboard");
  await hydrated(page);
  await page.getByRole("navigation", { name: "Provider links" }).getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL("/provider/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Practice Settings" })).toBeVisible();
  await hydrated(page);
  await page.getByLabel("Their e-mail address").fill(inviteAddress);
  await page.getByRole("button", { name: "Send invitation" }).click();
  await toast(page, "Invitation sent", `We sent an invitation to ${inviteAddress}. The link works for 7 days.`);
  await expect(page.locator(`[data-testid="pending-invite"][data-email="${inviteAddress}"]`)).toBeVisible();

  // The invitee, signed in with the invited address, opens the link.
  const context = await browser.newContext();
  await addSession(context, baseURL!, invitee);
  const theirs = await context.newPage();
  const message = await outboxMessage(theirs, inviteAddress);
  await message.getByRole("link", { name: /\/provider\/invite\?token=/ }).click();
  await expect(theirs.getByText(`You were invited to join the team of ${listing.name} on TruSelf.`, { exact: false })).toBeVisible();
  await hydrated(theirs);
  await theirs.getByRole("button", { name: "Accept the invitation" }).click();
  await expect(theirs).toHaveURL("/provider/settings");
  await toast(theirs, "Welcome to the team", `You've joined ${listing.name} on TruSelf.`);
  await expect(theirs.getByText("Only the practice's owner can change these settings.", { exact: true })).toBeVisible();
  await expect(theirs.getByRole("button", { name: "Send invitation" })).toHaveCount(0);
  await expect(theirs.getByLabel("Accept consultation requests")).toBeDisabled();
  await context.close();

  await page.reload();
  const member = page.locator(`[data-testid="team-member"][data-email="${invitee.email}"]`);
  await expect(member).toContainText("Team member");
  await expect(page.locator(`[data-testid="pending-invite"][data-email="${inviteAddress}"]`)).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the owner saves the settings and removes a member", async ({ page, factory, signIn }) => {
    const listing = await factory.provider({ name: `Quiet Clinic ${randomLetters(6)}` });
    const owner = await factory.user({ role: "provider", providerId: listing.id, signedIn: true });
    const member = await factory.user({ role: "provider", providerId: listing.id, practiceRole: "member" });
    await signIn(owner);

    await page.goto("/provider/settings");
    await page.getByLabel("Notification e-mail").fill("not-an-address");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("Please enter a valid e-mail address, or leave it blank.", { exact: true })).toBeVisible();

    await page.getByLabel("Notification e-mail").fill("desk@quiet.example");
    await page.getByLabel("Accept consultation requests").uncheck();
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page).toHaveURL("/provider/settings");
    await expect(page.getByLabel("Notification e-mail")).toHaveValue("desk@quiet.example");
    await expect(page.getByLabel("Accept consultation requests")).not.toBeChecked();

    await page.getByRole("button", { name: `Remove ${member.email}` }).click();
    await expect(page).toHaveURL("/provider/settings");
    await expect(page.locator(`[data-testid="team-member"][data-email="${member.email}"]`)).toHaveCount(0);
  });
});
