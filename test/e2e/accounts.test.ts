import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { hashPassword } from "../../app/auth/password.server.ts";
import { ACCOUNTS, BASE_URL, launchBrowser, newPage, signIn, waitForHydration } from "./browser.ts";
import { execute, insertPatient } from "./local-d1.ts";

/** A 1x1 PNG: enough for the browser to decode, compress and upload. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==", "base64");

function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

async function fillStep1(page: Page, account: { firstName: string; lastName: string; email: string; password: string }) {
  await page.getByLabel("First name").fill(account.firstName);
  await page.getByLabel("Last name").fill(account.lastName);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByLabel("Confirm password").fill(account.password);
  await page.getByLabel(/I agree to the/).check();
}

/**
 * Opens the newest link of `kind` sent to `email`, as listed on /dev/outbox, and waits for the page
 * it opens to be ready as a person sees it (the link is a plain one: a new document, hydrated anew).
 */
async function openOutboxLink(page: Page, email: string, path: "/verify-email" | "/reset-password", { javaScript = true } = {}) {
  await page.goto("/dev/outbox");
  const message = page.locator(`[data-testid="outbox-message"][data-to="${email}"]`).first();
  await message.waitFor();
  await message.getByRole("link", { name: new RegExp(`${path}\\?token=`) }).click();
  await page.waitForURL((url) => url.pathname !== "/dev/outbox");
  if (javaScript) await waitForHydration(page);
}

/** On the reset page: a mismatched confirmation is refused, then `password` is set and the page lands on sign-in. */
async function chooseNewPassword(page: Page, password: string) {
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("Confirm new password").fill(`${password}-typo`);
  await page.getByRole("button", { name: "Set new password" }).click();
  await page.getByText("Passwords do not match").waitFor();
  // Passwords are never sent back into the page: without JavaScript both fields come back empty.
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("Confirm new password").fill(password);
  await page.getByRole("button", { name: "Set new password" }).click();
  await page.waitForURL((url) => url.pathname === "/signin");
  await page.getByText("Your password has been reset. Please sign in with your new password.").waitFor();
}

async function signInAs(page: Page, email: string, password: string) {
  await page.goto("/signin");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/**
 * A new account with a verified address, written straight into the app's D1 (test/e2e/local-d1.ts)
 * with the hash the app itself makes: for the tests of what comes after sign-up (the profile, a
 * reset, signing out everywhere). Signing up and verifying through the pages are the tests below.
 */
async function verifiedAccount(label: string) {
  const account = { firstName: "Erin", lastName: "Tester", email: uniqueEmail(label), password: "E2e-Password-1" };
  const id = crypto.randomUUID();
  const hash = await hashPassword(account.password);
  execute(insertPatient({ ...account, id, username: `e2e-${id}`, passwordHash: hash, verifiedAt: Date.now() }));
  return account;
}

describe("accounts in a real browser", () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  test("a guest who went home in the page, then signs in, lands on a signed-in home (no stored guest page reused)", async () => {
    const page = await newPage(browser);
    await page.goto("/terms");
    await page
      .getByRole("banner")
      .getByRole("link", { name: /TruSelf/i })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByTestId("provider-card").first().waitFor();
    // signIn waits for the user menu on the home page it lands on, after a client-side navigation.
    await signIn(page, ACCOUNTS.patient);
  });

  test("sign up in two steps (photo compressed and uploaded), go back and forth, verify from /dev/outbox, sign in", async () => {
    const page = await newPage(browser);
    const errors: string[] = [];
    const analytics: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("request", (r) => {
      if (/googletagmanager|google-analytics/.test(r.url())) analytics.push(r.url());
    });
    const account = { firstName: "Zoë", lastName: "Nguyễn", email: uniqueEmail("signup"), password: "Sup3r-Secret!" };

    await page.goto("/signup");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByText("All required fields must be filled.").waitFor();
    await page.getByText("Please agree to the terms and conditions").waitFor();
    await fillStep1(page, { ...account, password: "short" });
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByText("Password must be at least 8 characters long").waitFor();
    await fillStep1(page, account);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL("**/signup?step=2");
    await page.getByText(`Almost done, ${account.firstName}.`).waitFor();

    // Back keeps step 1 (the password stays server-side, never in the page).
    await page.getByRole("link", { name: "Back" }).click();
    await page.waitForURL("**/signup?step=1");
    assert.equal(await page.getByLabel("First name").inputValue(), account.firstName);
    assert.equal(await page.getByLabel("Email").inputValue(), account.email);
    assert.equal(await page.getByLabel("Password", { exact: true }).inputValue(), "");
    assert.doesNotMatch(await page.content(), /Sup3r-Secret/);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL("**/signup?step=2");

    await page.getByLabel("Profile photo").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
    await page.getByText("Photo uploaded.").waitFor();
    await page.getByLabel("LinkedIn").check();
    await page.getByLabel("Instagram").check();
    await page.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL((url) => url.pathname === "/signin");
    await page.getByTestId("toast").getByText("Please check your email to verify your account.").waitFor();

    // Not verified yet: told so, with a way to resend, and no session.
    await signInAs(page, account.email, account.password);
    await page.getByText("Please verify your email address before signing in.", { exact: false }).waitFor();
    await page.getByRole("button", { name: "Resend verification email" }).click();
    await page.getByText(`we sent a new link to ${account.email}`, { exact: false }).waitFor();
    assert.equal(
      (await page.context().cookies()).some((c) => c.name === "truself_session"),
      false,
    );

    await openOutboxLink(page, account.email, "/verify-email");
    // Spec 001 section 7: the link lands on the site root, with a Sign In prompt.
    await page.waitForURL((url) => url.pathname === "/");
    const verified = page.getByTestId("toast").filter({ hasText: "Email verified" });
    await verified.getByText("Your email is verified. You can sign in now.").waitFor();
    await verified.getByRole("link", { name: "Sign In" }).click();
    await page.waitForURL((url) => url.pathname === "/signin");
    // The used link opened again: already verified, no failure.
    await openOutboxLink(page, account.email, "/verify-email");
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByTestId("toast").getByText("This email address is already verified. You can sign in.").waitFor();
    await signInAs(page, account.email, account.password);
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByTestId("user-menu").waitFor();

    await page.goto("/profile");
    assert.equal(await page.getByTestId("profile-email").getByText(account.email).count(), 1);
    const avatar = await page.getByTestId("profile-avatar").getAttribute("src");
    assert.match(avatar ?? "", /^\/media\/avatars\//);
    const photo = await fetch(`${BASE_URL}${avatar}`);
    assert.equal(photo.headers.get("content-type"), "image/jpeg", "the browser re-encoded the photo as JPEG");
    // The header's avatar menu shows the photo instead of the initial.
    assert.equal(await page.getByTestId("user-menu").locator("img").getAttribute("src"), avatar);
    assert.deepEqual(errors, []);
    assert.deepEqual(analytics, [], "the placeholder measurement id loads no analytics");
  });

  test("sign-up works without JavaScript, photo sent with the form", async () => {
    const page = await newPage(browser, undefined, { javaScript: false });
    const account = { firstName: "Noah", lastName: "Script", email: uniqueEmail("nojs"), password: "No-JS-Password-1" };
    await page.goto("/signup");
    await fillStep1(page, { ...account, email: "not-an-email" });
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByText("Please enter a valid email address").waitFor();
    assert.equal(await page.getByLabel("First name").inputValue(), account.firstName);
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByLabel("Confirm password").fill(account.password);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL("**/signup?step=2");
    await page.getByLabel("Profile photo").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
    await page.getByLabel("Other").check();
    await page.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL((url) => url.pathname === "/signin");
    await page.getByText("Please check your email to verify your account.").waitFor();
    await page.context().close();
  });

  test("the profile works without JavaScript: names, photo (multipart) and a clear error", async () => {
    const account = await verifiedAccount("nojs-profile");
    const noJs = await newPage(browser, undefined, { javaScript: false });
    await signInAs(noJs, account.email, account.password);
    await noJs.waitForURL((url) => url.pathname === "/");
    await noJs.goto("/profile");
    await noJs.getByLabel("First name").fill("<b>Erin</b>");
    await noJs.getByRole("button", { name: "Save changes" }).click();
    await noJs.getByText("Names can only contain letters, spaces, hyphens, periods and apostrophes.").waitFor();
    assert.equal(await noJs.getByLabel("Last name").inputValue(), account.lastName);
    await noJs.getByLabel("First name").fill("Érin");
    await noJs.getByRole("button", { name: "Save changes" }).click();
    await noJs.getByRole("heading", { level: 1, name: `Érin ${account.lastName}` }).waitFor();
    await noJs.locator("input[type=file][name=photo]").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
    await noJs.getByRole("button", { name: "Save photo" }).click();
    await noJs.getByText("Profile photo updated").waitFor();
    assert.match((await noJs.getByTestId("profile-avatar").getAttribute("src")) ?? "", /^\/media\/avatars\//);
    await noJs.context().close();
  });

  test("reset a forgotten password from the e-mailed link", async () => {
    const page = await newPage(browser);
    const account = await verifiedAccount("reset");
    await page.goto("/signin");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await page.waitForURL("**/forgot-password");
    // The address bar changes before React renders the new page, and /signin has an Email field
    // too: wait for the reset form, or the typing lands in the sign-in form about to go.
    await page.getByRole("button", { name: "Send reset link" }).waitFor();
    await page.getByLabel("Email").fill(account.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByText(`If an account exists for ${account.email}, we sent a link to reset your password.`, { exact: false }).waitFor();

    await openOutboxLink(page, account.email, "/reset-password");
    await chooseNewPassword(page, "Brand-New-Pass-2");

    await signInAs(page, account.email, account.password);
    await page.getByText("Invalid credentials. Please try again.").waitFor();
    await signInAs(page, account.email, "Brand-New-Pass-2");
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByTestId("user-menu").waitFor();

    // The link worked once.
    await openOutboxLink(page, account.email, "/reset-password");
    await page.getByText("This password reset link is invalid or has expired.").waitFor();
  });

  test("without JavaScript, a forgotten password is reset from the e-mailed link", async () => {
    const account = await verifiedAccount("reset-nojs");
    const page = await newPage(browser, undefined, { javaScript: false });
    await page.goto("/forgot-password");
    await page.getByLabel("Email").fill(account.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByText(`If an account exists for ${account.email}, we sent a link to reset your password.`, { exact: false }).waitFor();

    // The reset page sends no Referer (its URL holds the token), so its own form posts with
    // `Origin: null`: the cross-site check must still let it through.
    await openOutboxLink(page, account.email, "/reset-password", { javaScript: false });
    await chooseNewPassword(page, "Brand-New-Pass-2");
    await signInAs(page, account.email, "Brand-New-Pass-2");
    await page.waitForURL((url) => url.pathname === "/");
  });

  test("sign out of all devices ends the session of another browser too", async () => {
    const laptop = await newPage(browser);
    const account = await verifiedAccount("everywhere");
    await signInAs(laptop, account.email, account.password);
    await laptop.waitForURL((url) => url.pathname === "/");
    const phone = await newPage(browser);
    await signInAs(phone, account.email, account.password);
    await phone.waitForURL((url) => url.pathname === "/");
    await phone.getByTestId("user-menu").waitFor();

    await laptop.goto("/profile");
    await laptop.getByText("You are signed in on 2 devices.").waitFor();
    await laptop.getByRole("button", { name: "Sign out of all devices" }).click();
    await laptop.waitForURL((url) => url.pathname === "/signin");
    await laptop.getByText("You have been signed out on all devices.").waitFor();

    await phone.goto("/profile");
    await phone.waitForURL((url) => url.pathname === "/signin");
    assert.equal(await phone.getByTestId("user-menu").count(), 0);
  });
});
