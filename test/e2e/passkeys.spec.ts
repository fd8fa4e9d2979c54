/**
 * Passkeys in Chromium (issue 38 item 2, "Done when"): a patient adds a passkey on /profile, signs
 * out, and signs in with it, through Chromium's virtual authenticator (CDP WebAuthn domain). Every
 * rule, message and refusal is in test/integration/passkeys.test.ts.
 */
import { expect, hydrated, test } from "./fixtures.ts";

test("a patient adds a passkey on /profile, signs out and signs in with it", async ({ page, factory, signIn, request }) => {
  // Without JavaScript (the server's HTML) no passkey button is offered: a passkey needs it.
  const noJs = await (await request.get("/signin")).text();
  expect(noJs).toContain("Forgot your password?");
  expect(noJs).not.toContain("Sign in with a passkey");

  // Signed in by e-mailed code a moment ago: an account's first factor needs that proof (issue 43;
  // the confirmation step itself runs in two-factor.spec.ts).
  const patient = await factory.user({ firstName: "Pasha", signedIn: true, emailProven: true });
  await signIn(patient);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  async function signOut() {
    await page.getByTestId("user-menu").click();
    await page.getByRole("button", { name: "Sign Out", exact: true }).click();
    await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  }

  await page.goto("/profile");
  await hydrated(page);
  const section = page.getByRole("region", { name: "Passkeys" });
  await expect(section.getByText("You have no passkeys yet.")).toBeVisible();
  await section.getByLabel("Passkey name (optional)").fill("Test laptop");
  await section.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByTestId("toast").getByText("Passkey added")).toBeVisible();
  const list = section.getByTestId("passkey-list");
  await expect(list.getByText("Test laptop")).toBeVisible();
  await expect(list.getByText(/Added .* · Never used/)).toBeVisible();
  // The passkey lives in the authenticator, discoverable (no e-mail needed to use it).
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.isResidentCredential).toBe(true);

  // A password sign-in is one factor (aal1): the passkey verifies as the second (VerifyPasskeyButton).
  await signOut();
  await page.goto("/signin?redirectTo=%2Fprofile");
  await hydrated(page);
  await page.getByLabel("Email").fill(patient.email);
  await page.getByLabel("Password").fill(patient.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await hydrated(page);
  await section.getByRole("button", { name: "Verify with a passkey" }).click();
  await expect(page.getByTestId("toast").getByText("Your passkey was verified.")).toBeVisible();
  await expect(section.getByRole("button", { name: "Verify with a passkey" })).toHaveCount(0);

  await signOut();
  await page.goto("/signin?redirectTo=%2Fprofile");
  await hydrated(page);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId("toast").getByText("Welcome back!")).toBeVisible();
  await expect(page.getByTestId("user-menu")).toContainText("Pasha");
  // Used; the passkey session is aal2, so no "Verify with a passkey" is offered.
  await expect(section.getByTestId("passkey-list").getByText(/Last used/)).toBeVisible();
  await expect(section.getByRole("button", { name: "Verify with a passkey" })).toHaveCount(0);
});
