/**
 * What a page's first load asks for (decision 021): the stylesheet, the one request that blocks
 * the first paint, comes first in <head>, and scripts are requested only after the first paint;
 * home fetches no zod and no dialog code until a dialog is opened, and the bottom bar's
 * group-join dialog arrives on its first press and opens; a profile's review and question forms
 * load only for a visitor who gets them, and so do the hearts; home and /find-doctors stay within
 * their first-load budgets. The profiles are providers of each test's own.
 *
 * The <head> checks read the built app's HTML: the workerd integration suite renders no document
 * of the build (its asset names, its rewritten preloads), so they stay here, without a browser.
 */
import type { Page, Response } from "@playwright/test";
import { kb, shippedJs } from "../../bench/shipped-js.ts";
import { BUILD_DIR } from "../../scripts/wrangler.ts";
import { addSession, expect, hydrated, test } from "./fixtures.ts";
import { ROOT } from "./server.ts";

/** A string every build of zod carries (its issue code), and no other script of the first load. */
const ZOD_MARK = "invalid_type";

/** The scripts the page receives from now on (the list grows as they arrive). */
function collectScripts(page: Page): Response[] {
  const scripts: Response[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response);
  });
  return scripts;
}

test.describe("first load", () => {
  test("the stylesheet comes before every module preload in <head>, and the preloads are inert until the first paint", async ({
    request,
    factory,
  }) => {
    const provider = await factory.provider();
    for (const path of ["/", "/find-doctors", `/provider/${provider.id}`]) {
      const html = await (await request.get(path)).text();
      const head = html.slice(0, html.indexOf("</head>"));
      const stylesheet = head.indexOf('rel="stylesheet"');
      const preload = head.indexOf('rel="x-modulepreload"');
      expect(stylesheet, `${path} has a stylesheet in <head>`).toBeGreaterThanOrEqual(0);
      expect(preload, `${path} has module preloads in <head>`).toBeGreaterThanOrEqual(0);
      expect(stylesheet, `${path}: the stylesheet is requested before the scripts`).toBeLessThan(preload);
      expect(html, `${path}: no script is fetched while the HTML is parsed`).not.toContain('rel="modulepreload"');
    }
  });

  test("islands are in the page's HTML in place, not preloaded, and hydrate after it", async ({ page, factory }) => {
    // A search of this test's own that fills more than one page (24 cards), so the directory shows its pagination.
    const word = `Islands${crypto.randomUUID().slice(0, 8)}`;
    await Promise.all(Array.from({ length: 25 }, (_, i) => factory.provider({ name: `Dr. ${word} ${i + 1}` })));
    const directory = `/find-doctors?q=${word}`;
    const islands = {
      "/": [
        "site-footer",
        "newsletter-box",
        "testimonials",
        "community-preview",
        "desktop-nav",
        "mobile-nav",
        "chat-launcher",
        "bottom-bar",
      ],
      [directory]: ["site-footer", "directory-filters", "pagination", "desktop-nav", "mobile-nav", "chat-launcher"],
    };
    for (const [path, modules] of Object.entries(islands)) {
      const html = await (await page.request.get(path)).text();
      expect(html, `${path}: no Suspense boundary is left for a script to reveal`).not.toContain("<template");
      expect(html).toContain('data-testid="site-footer"');
      expect(html.includes('aria-label="Pagination"'), `${path}: pagination only on the directory`).toBe(path === directory);
      for (const name of modules)
        expect(html, `${path}: ${name} is not in the first load`).not.toMatch(new RegExp(`/assets/${name}-[^"/]*\\.js`));
      const loaded: string[] = [];
      const onRequest = (request: { url(): string }) => loaded.push(request.url());
      page.on("request", onRequest);
      await page.goto(path);
      await hydrated(page);
      page.off("request", onRequest);
      for (const name of modules)
        expect(
          loaded.some((url) => new RegExp(`/assets/${name}-[^/]*\\.js$`).test(url)),
          `${path}: ${name} was loaded before the page counted as hydrated`,
        ).toBe(true);
    }
  });

  test("home and /find-doctors stay within their first-load budgets (docs/performance.md), as the benchmark counts them", () => {
    // The served build's entry, root and route chunks with their static imports and the route
    // manifest, gzip -9 (bench/shipped-js.ts, what `npm run bench` prints); bytes, not times.
    const [home, directory] = shippedJs(ROOT, ["routes/public/home", "routes/public/find-doctors"], `${ROOT}/${BUILD_DIR}`);
    expect(home!.gzipBytes, `home ships ${kb(home!.gzipBytes)}`).toBeLessThanOrEqual(126 * 1024);
    expect(directory!.gzipBytes, `/find-doctors ships ${kb(directory!.gzipBytes)}`).toBeLessThanOrEqual(123 * 1024);
  });

  test("a guest loads no heart code; a signed-in patient's hearts load theirs and hydrate", async ({ browser, factory, baseURL }) => {
    const provider = await factory.provider();
    const pages = ["/", `/find-doctors?q=${encodeURIComponent(provider.name)}`, `/provider/${provider.id}`];
    const heartCode = (urls: string[]) => urls.filter((url) => /\/favorite-button-[^/]*\.js$/.test(url));

    const guestContext = await browser.newContext();
    const guest = await guestContext.newPage();
    const guestScripts = collectScripts(guest);
    for (const path of pages) {
      await guest.goto(path);
      await hydrated(guest);
    }
    expect(guestScripts.length, "the pages' scripts were seen").toBeGreaterThan(0);
    expect(heartCode(guestScripts.map((s) => s.url())), "a guest gets no heart, nor its code").toEqual([]);
    await guestContext.close();

    const patientContext = await browser.newContext();
    await addSession(patientContext, baseURL!, await factory.user({ signedIn: true }));
    const patient = await patientContext.newPage();
    const patientScripts = collectScripts(patient);
    await patient.goto(pages[1]!);
    await hydrated(patient);
    expect(heartCode(patientScripts.map((s) => s.url())), "the heart's code arrived before the page counted as hydrated").toHaveLength(1);
    // Hydrated: the heart is a fetcher form now, which marks its post as such.
    const card = patient.getByTestId("provider-card").filter({ hasText: provider.name });
    await expect(card.getByTestId("favorite-button")).toHaveAttribute("aria-pressed", "false");
    await expect(card.locator('input[type="hidden"][value="fetcher"]')).toHaveCount(1);
    await patientContext.close();
  });

  test("no script is requested before the first contentful paint, and the page then hydrates", async ({ page, factory }) => {
    const provider = await factory.provider();
    for (const path of ["/", "/find-doctors", `/provider/${provider.id}`]) {
      await page.goto(path);
      await hydrated(page);
      const { paint, firstScript } = await page.evaluate(() => ({
        paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
        firstScript: Math.min(
          ...performance
            .getEntriesByType("resource")
            .filter((e) => /\/assets\/.*\.js$/.test(e.name))
            .map((e) => e.startTime),
        ),
      }));
      expect(Number.isFinite(paint) && Number.isFinite(firstScript), `${path}: painted and loaded scripts`).toBe(true);
      expect(
        firstScript,
        `${path}: the first script was requested at ${firstScript} ms, before the paint at ${paint} ms`,
      ).toBeGreaterThanOrEqual(paint);
    }
  });

  test("home loads no zod and no dialog until Community is pressed, then the group-join dialog", async ({ page }) => {
    const scripts = collectScripts(page);
    await page.goto("/");
    await hydrated(page);
    const firstLoad = [...scripts];
    expect(firstLoad.length, "the page's scripts were seen").toBeGreaterThan(0);
    for (const script of firstLoad) expect(await script.text(), `${script.url()} carries zod`).not.toContain(ZOD_MARK);
    const dialogCode = (list: Response[]) => list.filter((s) => /\/group-join-dialog-[^/]*\.js$/.test(s.url()));
    expect(dialogCode(firstLoad), "the group-join dialog is not part of the first load").toHaveLength(0);

    await page.getByTestId("bottom-community").click();
    await expect(page.getByTestId("group-join-dialog")).toBeVisible();
    expect(dialogCode(scripts), "its code arrived on the first press").toHaveLength(1);
  });

  test("a guest's profile loads no zod; a signed-in patient's loads the forms' code and the review form is live", async ({
    browser,
    factory,
    baseURL,
  }) => {
    const provider = await factory.provider();
    const scriptsOf = async (page: Page) => {
      const scripts = collectScripts(page);
      await page.goto(`/provider/${provider.id}`);
      await hydrated(page);
      const texts = await Promise.all(scripts.map((s) => s.text()));
      return { urls: scripts.map((s) => s.url()), withZod: texts.filter((t) => t.includes(ZOD_MARK)).length };
    };

    const guestContext = await browser.newContext();
    const guest = await guestContext.newPage();
    const seen = await scriptsOf(guest);
    expect(seen.withZod, "a guest's profile carries no zod").toBe(0);
    expect(
      seen.urls.filter((url) => /\/(review|question)-form-[^/]*\.js$/.test(url)),
      "nor the forms' code",
    ).toEqual([]);
    await expect(guest.getByRole("link", { name: "Sign in to write a review" })).toBeVisible();
    await guestContext.close();

    const patientContext = await browser.newContext();
    const patientUser = await factory.user({ signedIn: true });
    await addSession(patientContext, baseURL!, patientUser);
    const patient = await patientContext.newPage();
    const signedIn = await scriptsOf(patient);
    expect(
      signedIn.urls.some((url) => /\/review-form-[^/]*\.js$/.test(url)),
      "the review form's code arrived before the page counted as hydrated",
    ).toBe(true);
    // Hydrated: the review's character count follows the typing (React state, no round trip).
    await patient.getByTestId("review-form").locator("summary").click();
    await patient.getByLabel(/^Your review/).fill("Kind staff.");
    await expect(patient.getByTestId("review-form").getByText("11/", { exact: false })).toBeVisible();
    await patientContext.close();
  });
});
