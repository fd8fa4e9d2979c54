/**
 * The benchmarks' admin: made through the dev-only `POST /dev/factory` as the end-to-end tests make
 * theirs (test/e2e/fixtures.ts), so it has a confirmed authenticator app and its session has proven
 * it (aal2), as the admin tools require. The seeded admin's password alone is sent to /two-factor.
 */
import { chromium, type Browser, type Page } from "playwright-core";
import { E2E_CHROMIUM_ARGS, E2E_CHROMIUM_PATH } from "../test/e2e/chromium.ts";

type Cookie = { name: string; value: string };

async function adminSession(baseUrl: string): Promise<Cookie> {
  const res = await fetch(`${baseUrl}/dev/factory`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl },
    body: JSON.stringify({ users: [{ role: "admin", signedIn: true }] }),
  });
  if (res.status !== 201) throw new Error(`POST /dev/factory answered ${res.status}: ${await res.text()}`);
  const [admin] = ((await res.json()) as { users: { cookie?: Cookie }[] }).users;
  if (!admin?.cookie) throw new Error("POST /dev/factory made no session for the admin");
  return admin.cookie;
}

/** A Cookie header of a new admin's aal2 session. */
export async function adminCookie(baseUrl: string): Promise<string> {
  const { name, value } = await adminSession(baseUrl);
  return `${name}=${value}`;
}

/** A page of Debian's Chromium signed in as a new admin (aal2), for the benchmarks that drive the admin tools. */
export async function adminPage(baseUrl: string): Promise<{ browser: Browser; page: Page }> {
  const cookie = await adminSession(baseUrl);
  const browser = await chromium.launch({ executablePath: E2E_CHROMIUM_PATH, args: E2E_CHROMIUM_ARGS });
  const context = await browser.newContext({ baseURL: baseUrl });
  await context.addCookies([{ ...cookie, url: baseUrl, httpOnly: true, sameSite: "Lax" }]);
  const page = await context.newPage();
  const answer = await page.goto("/admin");
  if (!answer?.ok() || new URL(page.url()).pathname !== "/admin")
    throw new Error(`the admin was not let in: /admin answered ${answer?.status()} at ${page.url()}`);
  return { browser, page };
}
