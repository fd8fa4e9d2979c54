/** Debian's headless Chromium driven by playwright-core, plus helpers that act as a person would. */
import { afterEach } from "node:test";
import { buffer } from "node:stream/consumers";
import { chromium, type Browser, type BrowserContext, type Download, type Page, type Route } from "playwright-core";

/** Debian's Chromium, the full browser (Lighthouse runs in it). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/**
 * The end-to-end tests' browser: Debian's headless build of the same Chromium (apt package
 * chromium-headless-shell), the same engine without the desktop browser around it. It spends about
 * half the CPU of the full browser on the same tests (docs/decisions/024-faster-end-to-end-suite.md).
 */
export const E2E_CHROMIUM_PATH = process.env.E2E_CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";
export const BASE_URL = process.env.E2E_BASE_URL ?? "http://localhost:8787";

/** The accounts `npm run db:seed` creates (README lists them too). */
export const ACCOUNTS = {
  patient: { email: "patient@example.com", password: "PatientPass2026!" },
  admin: { email: "admin@truself.com", password: "AdminPass2026!" },
  provider: { email: "provider@example.com", password: "ProviderPass2026!" },
  demo: { email: "demo@truself-demo.com", password: "DemoPass2026!" },
} as const;

const LAUNCH = {
  executablePath: E2E_CHROMIUM_PATH,
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
};

/**
 * One Chromium for the whole run, started by the runner (test/e2e/server.ts): a launch costs
 * about 2 CPU seconds, and each file used to make its own. The files connect to it.
 */
export function launchBrowserServer() {
  return chromium.launchServer(LAUNCH);
}

/**
 * The runner's Chromium when it shares one (E2E_BROWSER_WS), else a Chromium of this file's own
 * (a file run on its own with `node --test`). Closing it closes this file's contexts only.
 */
export async function launchBrowser(): Promise<Browser> {
  const shared = process.env.E2E_BROWSER_WS;
  return shared ? chromium.connect(shared) : chromium.launch(LAUNCH);
}

/**
 * Contexts are reused between the tests of a file: a fresh context costs Chromium about 1.5 s
 * more than a reused one on its first page (its own HTTP and code caches start cold), which made
 * up a third of the suite's time. Between tests a context is made as good as new: pages closed,
 * cookies, permissions, routes and offline mode reset, and the site's storage (local and session
 * storage, IndexedDB, caches) cleared.
 */
const idle = new Map<Browser, { javaScript: boolean; context: BrowserContext }[]>();
let inUse: { browser: Browser; javaScript: boolean; context: BrowserContext; released: boolean }[] = [];

async function reset(context: BrowserContext) {
  for (const page of context.pages()) await page.close();
  await context.clearCookies();
  await context.clearPermissions();
  await context.unrouteAll({ behavior: "ignoreErrors" });
  await context.setOffline(false);
  await context.setExtraHTTPHeaders({});
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Storage.clearDataForOrigin", { origin: new URL(BASE_URL).origin, storageTypes: "all" });
  await cdp.detach();
  await page.close();
}

async function release(entry: (typeof inUse)[number]) {
  if (entry.released) return;
  entry.released = true;
  if (!entry.browser.isConnected()) return;
  try {
    await reset(entry.context);
    const pool = idle.get(entry.browser) ?? [];
    pool.push({ javaScript: entry.javaScript, context: entry.context });
    idle.set(entry.browser, pool);
  } catch {
    await entry.context.close().catch(() => undefined);
  }
}

afterEach(async () => {
  const used = inUse;
  inUse = [];
  for (const entry of used) await release(entry);
});

async function takeContext(browser: Browser, javaScript: boolean): Promise<BrowserContext> {
  const pool = idle.get(browser) ?? [];
  const index = pool.findIndex((c) => c.javaScript === javaScript);
  const context =
    index === -1 ? await browser.newContext({ baseURL: BASE_URL, javaScriptEnabled: javaScript }) : pool.splice(index, 1)[0]!.context;
  const entry = { browser, javaScript, context, released: false };
  inUse.push(entry);
  // A test that closes its context gives it back instead (the next test gets it reset).
  context.close = async () => {
    for (const page of context.pages()) await page.close();
  };
  return context;
}

/**
 * A page in a context of its own (see above); `javaScript: false` shows the site as a browser
 * without scripts sees it. With JavaScript, `goto`, `reload` and `goBack` resolve when the page is
 * ready as a person sees it: loaded and hydrated (a click before hydration can land on a control
 * React has not wired yet). `waitUntil: "commit"` still returns at once, for tests of the page
 * before hydration.
 */
export async function newPage(browser: Browser, viewport = { width: 1280, height: 900 }, { javaScript = true } = {}): Promise<Page> {
  const context = await takeContext(browser, javaScript);
  const page = await context.newPage();
  await page.setViewportSize(viewport);
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

/**
 * Signs in with one POST to the real sign-in endpoint (what the form submits without scripts)
 * and gives the page's context the session cookie; the page does not move. For tests that need a
 * signed-in user but do not test signing in: it saves loading and hydrating the sign-in page and
 * the home page (signIn below, the person's way, stays in the tests of signing in). The welcome
 * toast's cookie is left out, as a person who signed in and went on has already seen it.
 */
export async function signInByRequest(page: Page, account: { email: string; password: string }) {
  const response = await fetch(new URL("/signin", BASE_URL), {
    method: "POST",
    body: new URLSearchParams({ email: account.email, password: account.password, redirectTo: "/" }),
    redirect: "manual",
  });
  const value = response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith("truself_session="))
    ?.split(";")[0]!
    .slice("truself_session=".length);
  if (response.status !== 303 || !value) throw new Error(`Signing in as ${account.email} answered ${response.status} without a session`);
  await page.context().addCookies([{ name: "truself_session", value, url: BASE_URL, httpOnly: true, sameSite: "Lax" }]);
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

/** A download's contents, read through the browser connection (the runner's shared browser gives no local path). */
export async function downloadedText(download: Download): Promise<string> {
  return (await buffer(await download.createReadStream())).toString("utf8");
}
