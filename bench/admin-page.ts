/** A page of Debian's Chromium signed in as the seeded admin, for the benchmarks that drive the admin tools. */
import { chromium, type Browser, type Page } from "playwright-core";
import { E2E_CHROMIUM_ARGS, E2E_CHROMIUM_PATH } from "../test/e2e/chromium.ts";

export async function adminPage(baseUrl: string): Promise<{ browser: Browser; page: Page }> {
  const browser = await chromium.launch({ executablePath: E2E_CHROMIUM_PATH, args: E2E_CHROMIUM_ARGS });
  const page = await (await browser.newContext({ baseURL: baseUrl })).newPage();
  await page.goto("/signin");
  await page.getByLabel("Email").fill("admin@truself.com");
  await page.getByLabel("Password").fill("AdminPass2026!");
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  return { browser, page };
}
