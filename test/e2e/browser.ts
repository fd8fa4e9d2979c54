/** Debian's headless Chromium driven by playwright-core, plus helpers that act as a person would. */
import { after, afterEach } from "node:test";
import { readFileSync } from "node:fs";
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

/**
 * The features playwright-core disables in every Chromium it launches (its chromiumSwitches), and
 * RenderDocument: with it, each navigation within the site builds the page's frame, widget and
 * compositor anew in the renderer; without it they are reused, as Chromium did until 2024. A
 * hydrated load costs the machine about a fifth less CPU
 * (docs/decisions/030-lighter-suite-setup-and-browser.md). Chromium reads only the last
 * --disable-features, so this one repeats Playwright's; launchBrowserServer checks that it still
 * holds all of them.
 *
 * One difference shows: in a reused tab, a page whose scripts are still loading (held by
 * holdScripts) can keep `document.fonts.ready` pending until they load (7 of 40 such loads here,
 * none with RenderDocument on), and Playwright's screenshots wait on it. The site loads no web
 * fonts, so its screenshots skip that wait (Playwright's own switch, read when a screenshot is taken).
 */
process.env.PW_TEST_SCREENSHOT_NO_FONTS_READY = "1";
export const DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
  "RenderDocument",
];

const LAUNCH = {
  executablePath: E2E_CHROMIUM_PATH,
  headless: true,
  args: [
    `--disable-features=${DISABLED_FEATURES.join(",")}`,
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
export async function launchBrowserServer() {
  const server = await chromium.launchServer(LAUNCH);
  const lists = readFileSync(`/proc/${server.process().pid}/cmdline`, "utf8")
    .split("\0")
    .filter((arg) => arg.startsWith("--disable-features="))
    .map((arg) => arg.slice("--disable-features=".length).split(","));
  const missing = lists.flat().filter((feature) => !DISABLED_FEATURES.includes(feature));
  if (lists.at(-1)?.join() !== DISABLED_FEATURES.join() || missing.length > 0) {
    await server.close();
    throw new Error(`Playwright now disables ${missing.join(", ")} too: add it to DISABLED_FEATURES in test/e2e/browser.ts`);
  }
  return server;
}

/**
 * The runner's Chromium when it shares one (E2E_BROWSER_WS), else a Chromium of this file's own
 * (a file run on its own with `node --test`). The files of one process (a unit, see
 * test/e2e/server.ts) share one connection, so the pool below hands a page warmed by one file to
 * the next; `close()` on it does nothing, and the connection closes after the process's last test.
 */
let sharedConnection: Promise<Browser> | undefined;
let disconnect: (() => Promise<void>) | undefined;
export async function launchBrowser(): Promise<Browser> {
  const shared = process.env.E2E_BROWSER_WS;
  if (!shared) return chromium.launch(LAUNCH);
  sharedConnection ??= chromium.connect(shared).then((browser) => {
    disconnect = browser.close.bind(browser);
    browser.close = async () => {};
    return browser;
  });
  return sharedConnection;
}
after(async () => {
  await disconnect?.();
});

/**
 * Pages are reused between the tests of a file, each with its context: a fresh context costs
 * Chromium about 1.5 s more than a reused one on its first page (its own HTTP and code caches start
 * cold), and a new page in a reused context about 0.35 s more than the page before it (its renderer
 * and the protocol's set-up for it). Between tests the page and its context are made as good as
 * new: other pages closed, the page's listeners and routes removed, the mouse moved off the page,
 * the page sent to about:blank; cookies, permissions, routes, extra headers and offline mode reset;
 * the site's storage (local and session storage, IndexedDB, caches) cleared. A context given
 * something that cannot be taken back (a fake clock, an init script, an exposed function) is
 * closed instead of reused.
 */
type Entry = {
  browser: Browser;
  javaScript: boolean;
  context: BrowserContext;
  /** The context's own close (its `close` gives it back to the pool). */
  closeForGood: () => Promise<void>;
  page: Page | undefined;
  reusable: boolean;
};
const idle = new Map<Browser, Entry[]>();
let inUse: Entry[] = [];

/** Marks the entry not reusable when the test calls one of `names` on `target`. */
function spoilOn<T extends object>(entry: Entry, target: T, names: (keyof T)[]) {
  for (const name of names) {
    const original = target[name] as (...args: unknown[]) => unknown;
    target[name] = ((...args: unknown[]) => {
      entry.reusable = false;
      return original.apply(target, args);
    }) as T[keyof T];
  }
}

async function reset({ context, page }: Entry) {
  const origin = new URL(BASE_URL).origin;
  const kept = page && !page.isClosed() ? page : undefined;
  for (const other of context.pages()) if (other !== kept) await other.close();
  const blank = kept ?? (await context.newPage());
  const cdp = await context.newCDPSession(blank);
  if (kept) {
    kept.removeAllListeners();
    await kept.unrouteAll({ behavior: "ignoreErrors" });
    await kept.setExtraHTTPHeaders({});
    await kept.mouse.move(0, 0);
    // Session storage belongs to the tab, which stays: cleared while the tab is still on the site.
    if (kept.url().startsWith(origin)) await cdp.send("DOMStorage.clear", { storageId: { securityOrigin: origin, isLocalStorage: false } });
    await kept.goto("about:blank");
  }
  await context.clearCookies();
  await context.clearPermissions();
  await context.unrouteAll({ behavior: "ignoreErrors" });
  await context.setOffline(false);
  await context.setExtraHTTPHeaders({});
  await cdp.send("Storage.clearDataForOrigin", { origin, storageTypes: "all" });
  await cdp.detach();
  if (!kept) await blank.close();
  return kept;
}

async function release(entry: Entry) {
  if (!inUse.includes(entry)) return;
  inUse = inUse.filter((e) => e !== entry);
  if (!entry.browser.isConnected()) return;
  if (entry.reusable) {
    try {
      entry.page = await reset(entry);
      idle.set(entry.browser, [...(idle.get(entry.browser) ?? []), entry]);
      return;
    } catch {
      // A page that cannot be reset (crashed, stuck) goes with its context.
    }
  }
  await entry.closeForGood().catch(() => undefined);
}

afterEach(async () => {
  for (const entry of [...inUse]) await release(entry);
});

/** Waits until the page is ready as a person sees it (see newPage), unless asked not to. */
function waitingForHydration(page: Page) {
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

async function takeEntry(browser: Browser, javaScript: boolean): Promise<Entry> {
  const pool = idle.get(browser) ?? [];
  const index = pool.findIndex((e) => e.javaScript === javaScript);
  if (index !== -1) return pool.splice(index, 1)[0]!;
  const context = await browser.newContext({ baseURL: BASE_URL, javaScriptEnabled: javaScript });
  const entry: Entry = { browser, javaScript, context, closeForGood: context.close.bind(context), page: undefined, reusable: true };
  // A test that closes its context gives it back instead (the next test gets it reset).
  context.close = () => release(entry);
  spoilOn(entry, context, ["addInitScript", "exposeBinding", "exposeFunction"]);
  spoilOn(entry, context.clock, ["install", "setFixedTime", "setSystemTime"]);
  return entry;
}

/**
 * A page in a context of its own (see above); `javaScript: false` shows the site as a browser
 * without scripts sees it. With JavaScript, `goto`, `reload` and `goBack` resolve when the page is
 * ready as a person sees it: loaded and hydrated (a click before hydration can land on a control
 * React has not wired yet). `waitUntil: "commit"` still returns at once, for tests of the page
 * before hydration.
 */
export async function newPage(browser: Browser, viewport = { width: 1280, height: 900 }, { javaScript = true } = {}): Promise<Page> {
  const entry = await takeEntry(browser, javaScript);
  inUse.push(entry);
  if (!entry.page) {
    const page = await entry.context.newPage();
    spoilOn(entry, page, ["addInitScript", "exposeBinding", "exposeFunction"]);
    if (javaScript) waitingForHydration(page);
    entry.page = page;
  }
  await entry.page.setViewportSize(viewport);
  entry.page.setDefaultTimeout(15_000);
  return entry.page;
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
