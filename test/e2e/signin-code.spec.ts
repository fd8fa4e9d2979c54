/**
 * Issue 38 item 1 in Chromium: a patient signs in with a code e-mailed to them (read from
 * /dev/outbox), with and without JavaScript; a used code, replayed, fails. Every rule and message
 * is in test/integration/signin-codes.test.ts; this walks the "Done when" flow.
 */
import type { Page } from "@playwright/test";
import { CODE_ADDRESS_REQUIRED, CODE_EXPIRED, signInCodeSent, wrongSignInCode } from "../../app/auth/signin-code-texts.ts";
import { expect, hydrated, mailedCode, test } from "./fixtures.ts";

/** Asks for a code on /signin/code (already open) and enters it; the page lands where sign-in was asked from. */
async function signInByCode(page: Page, email: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Email me a code" }).click();
  await expect(page.getByText(signInCodeSent(email), { exact: true })).toBeVisible();
  const code = await mailedCode(page, email);
  await page.getByLabel("6-digit code").fill(code === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByText(wrongSignInCode(4), { exact: true })).toBeVisible();
  await page.getByLabel("6-digit code").fill(code);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/favorites");
  await expect(page.getByTestId("user-menu")).toBeVisible();
  return code;
}

test("a patient signs in with an e-mailed code, and the used code, replayed, fails", async ({ page, factory, browser }) => {
  const patient = await factory.user({ firstName: "Olive" });
  await page.goto("/signin?redirectTo=%2Ffavorites");
  await hydrated(page);
  await page.getByRole("link", { name: "Email me a sign-in code" }).click();
  await expect(page.getByRole("button", { name: "Email me a code" })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === "/signin/code" && url.searchParams.get("redirectTo") === "/favorites");
  await page.getByRole("button", { name: "Email me a code" }).click();
  await expect(page.getByText(CODE_ADDRESS_REQUIRED, { exact: true })).toBeVisible();
  const code = await signInByCode(page, patient.email);
  await expect(page.getByTestId("toast").filter({ hasText: "Welcome back!" })).toBeVisible();

  // Someone who saw the form post sends it again from another browser: the code worked once.
  const other = await browser.newContext();
  const replay = await other.newPage();
  await replay.goto("/signin/code");
  await replay.evaluate(
    ([email, used]) => {
      const form = document.createElement("form");
      form.method = "post";
      for (const [name, value] of Object.entries({ intent: "verify-code", email, code: used })) {
        const input = document.createElement("input");
        Object.assign(input, { type: "hidden", name, value });
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    },
    [patient.email, code] as const,
  );
  await expect(replay.getByText(CODE_EXPIRED, { exact: true })).toBeVisible();
  await expect(replay.getByTestId("user-menu")).toHaveCount(0);
  await other.close();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a patient signs in with an e-mailed code", async ({ page, factory }) => {
    const patient = await factory.user({ firstName: "Nadia" });
    await page.goto("/signin?redirectTo=%2Ffavorites");
    await page.getByRole("link", { name: "Email me a sign-in code" }).click();
    await signInByCode(page, patient.email);
  });
});
