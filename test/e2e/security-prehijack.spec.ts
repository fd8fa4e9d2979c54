/**
 * Issue 43 finding 2, the security suite's pre-hijack story in Chromium (decision 053): a stranger
 * signs up with the owner's address and a password of their own; the owner, who never signed up,
 * later signs in with an e-mailed code. The stranger's password no longer works, the owner is told
 * by e-mail, and the owner's account is theirs. (The stranger's sessions and factors, which an
 * unverified account cannot have through the site, are shown removed in
 * test/integration/pre-hijack.test.ts.)
 */
import { expect, hydrated, mailedCode, randomLetters, test } from "./fixtures.ts";

test("a stranger's sign-up with the owner's address: after the owner's code sign-in, the stranger's password fails and the owner is told", async ({
  browser,
}) => {
  const email = `owner-${randomLetters()}@example.com`;
  const strangersPassword = "Str4nger-Knows-This!";

  // The stranger signs up with the owner's address.
  const strangerContext = await browser.newContext();
  const stranger = await strangerContext.newPage();
  await stranger.goto("/signup");
  await hydrated(stranger);
  await stranger.getByLabel("First name").fill("Mallory");
  await stranger.getByLabel("Last name").fill("Stranger");
  await stranger.getByLabel("Email").fill(email);
  await stranger.getByLabel("Password", { exact: true }).fill(strangersPassword);
  await stranger.getByLabel("Confirm password").fill(strangersPassword);
  await stranger.getByLabel(/I agree to the/).check();
  await stranger.getByRole("button", { name: "Continue" }).click();
  await expect(stranger).toHaveURL(/\/signup\?step=2$/);
  await hydrated(stranger);
  await stranger.getByRole("button", { name: "Create account" }).click();
  await expect(stranger).toHaveURL(/\/signin/);

  // The owner, elsewhere, signs in with an e-mailed code.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await owner.goto("/signin/code?redirectTo=%2Ffavorites");
  await hydrated(owner);
  await owner.getByLabel("Email").fill(email);
  await owner.getByRole("button", { name: "Email me a code" }).click();
  await owner.getByLabel("6-digit code").fill(await mailedCode(owner, email));
  await owner.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(owner).toHaveURL((url) => url.pathname === "/favorites");
  await expect(owner.getByTestId("user-menu")).toBeVisible();

  // The owner is told what happened.
  await owner.goto("/dev/outbox");
  const notice = owner.locator(`[data-testid="outbox-message"][data-to="${email}"][data-kind="address_proven"]`);
  await expect(notice).toHaveCount(1);
  await expect(notice).toContainText("Your TruSelf account is confirmed: choose your password");
  await expect(notice).toContainText("someone else may have signed up with your address");

  // The stranger's password no longer signs in.
  await stranger.goto("/signin");
  await hydrated(stranger);
  await stranger.getByLabel("Email").fill(email);
  await stranger.getByLabel("Password").fill(strangersPassword);
  await stranger.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(stranger.getByText("Invalid credentials. Please try again.")).toBeVisible();
  expect((await strangerContext.cookies()).some((c) => c.name === "truself_session")).toBe(false);

  // The owner is still signed in, and the account is theirs.
  await owner.goto("/profile");
  await expect(owner.getByTestId("profile-email").getByText(email)).toHaveCount(1);
  await strangerContext.close();
  await ownerContext.close();
});
