/** Debian's Chromium driven by playwright-core, plus helpers that act as a person would. */
import { chromium, type Browser, type Page, type Route } from "playwright-core";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const BASE_URL = process.env.E2E_BASE_URL ?? "http://localhost:8787";

/** The accounts `npm run db:seed` creates (README lists them too). */
export const ACCOUNTS = {
  patient: { email: "patient@example.com", password: "PatientPass2026!" },
  admin: { email: "admin@truself.com", password: "AdminPass2026!" },
  provider: { email: "provider@example.com", password: "ProviderPass2026!" },
  demo: { email: "demo@truself-demo.com", password: "DemoPass2026!" },
} as const;

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
      "--disable-dev-shm-usage",
    ],
  });
}

/**
 * A page in a fresh context; `javaScript: false` shows the site as a browser without scripts sees it.
 * With JavaScript, `goto`, `reload` and `goBack` resolve when the page is ready as a person sees it:
 * loaded and hydrated (a click before hydration can land on a control React has not wired yet).
 * `waitUntil: "commit"` still returns at once, for tests of the page before hydration.
 */
export async function newPage(
  browser: Browser,
  viewport = { width: 1280, height: 900 },
  { javaScript = true, baseURL = BASE_URL }: { javaScript?: boolean; baseURL?: string } = {},
): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport, javaScriptEnabled: javaScript });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  if (javaScript) {
    type Navigate = (...args: never[]) => Promise<Awaited<ReturnType<Page["goto"]>>>;
    const ready = <T extends Navigate>(navigate: T, options: (args: Parameters<T>) => { waitUntil?: string } | undefined) =>
      (async (...args: Parameters<T>) => {
        const response = await navigate.apply(page, args);
        // Error pages (404, 500) render the root error boundary, which has no hydration marker.
        if (options(args)?.waitUntil !== "commit" && response?.ok() && response.headers()["content-type"]?.startsWith("text/html"))
          await waitForHydration(page);
        return response;
      }) as T;
    page.goto = ready(page.goto.bind(page), (args) => args[1]);
    page.reload = ready(page.reload.bind(page), (args) => args[0]);
    page.goBack = ready(page.goBack.bind(page), (args) => args[0]);
  }
  return page;
}

/** Waits until React has hydrated the page (the root marks <html data-hydrated>). */
export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Holds the app's scripts, so the page stays as the server rendered it (not hydrated) until `release()`. */
export async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/.*\.js$/, (route) => {
    if (released) void route.continue();
    else held.push(route);
  });
  return async () => {
    released = true;
    for (const route of held.splice(0)) await route.continue();
  };
}

/** Signs in through the real form, as a person would, and waits for the home page. */
export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto("/signin");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await page.getByTestId("user-menu").waitFor();
}
