/**
 * What a page's first load asks for (decision 021): the stylesheet, the one request that blocks
 * the first paint, comes first in <head>, and scripts are requested only after the first paint;
 * home fetches no zod and no dialog code until a dialog is opened, and the bottom bar's
 * group-join dialog arrives on its first press and opens; a profile's review and question forms
 * load only for a visitor who gets them.
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, Page, Response } from "playwright-core";
import { ACCOUNTS, launchBrowser, newPage, signInByRequest, waitForHydration } from "./browser.ts";

/** A string every build of zod carries (its issue code), and no other script of the first load. */
const ZOD_MARK = "invalid_type";

/** The scripts the page receives from now on (the list grows as they arrive). */
function collectScripts(page: Page): Response[] {
  const scripts: Response[] = [];
  page.on("response", (response: Response) => {
    if (response.request().resourceType() === "script") scripts.push(response);
  });
  return scripts;
}

describe("first load", () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  test("the stylesheet comes before every module preload in <head>, and the preloads are inert until the first paint", async () => {
    const page = await newPage(browser);
    for (const path of ["/", "/find-doctors", "/provider/3"]) {
      const html = await (await page.request.get(path)).text();
      const head = html.slice(0, html.indexOf("</head>"));
      const stylesheet = head.indexOf('rel="stylesheet"');
      const preload = head.indexOf('rel="x-modulepreload"');
      assert.ok(stylesheet >= 0 && preload >= 0, `${path} has a stylesheet and module preloads in <head>`);
      assert.ok(stylesheet < preload, `${path}: the stylesheet is requested before the scripts`);
      assert.ok(!html.includes('rel="modulepreload"'), `${path}: no script is fetched while the HTML is parsed`);
    }
  });

  test("islands are in the page's HTML in place, not preloaded, and hydrate after it", async () => {
    const page = await newPage(browser);
    const islands = {
      "/": ["site-footer", "newsletter-box", "testimonials", "community-preview", "desktop-nav", "bottom-bar"],
      "/find-doctors": ["site-footer", "directory-filters", "pagination", "desktop-nav"],
    };
    for (const [path, modules] of Object.entries(islands)) {
      const html = await (await page.request.get(path)).text();
      assert.ok(!html.includes("<template"), `${path}: no Suspense boundary is left for a script to reveal`);
      assert.ok(html.includes('data-testid="site-footer"') && html.includes('aria-label="Pagination"') === (path === "/find-doctors"));
      for (const name of modules)
        assert.ok(!new RegExp(`/assets/${name}-[^"/]*\\.js`).test(html), `${path}: ${name} is not in the first load`);
      const loaded: string[] = [];
      page.on("request", (request) => loaded.push(request.url()));
      await page.goto(path);
      await waitForHydration(page);
      for (const name of modules)
        assert.ok(
          loaded.some((url) => new RegExp(`/assets/${name}-[^/]*\\.js$`).test(url)),
          `${path}: ${name} was loaded before the page counted as hydrated`,
        );
      page.removeAllListeners("request");
    }
  });

  test("no script is requested before the first contentful paint, and the page then hydrates", async () => {
    const page = await newPage(browser);
    for (const path of ["/", "/find-doctors", "/provider/3"]) {
      await page.goto(path);
      await waitForHydration(page);
      const { paint, firstScript } = await page.evaluate(() => ({
        paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
        firstScript: Math.min(
          ...performance
            .getEntriesByType("resource")
            .filter((e) => /\/assets\/.*\.js$/.test(e.name))
            .map((e) => e.startTime),
        ),
      }));
      assert.ok(Number.isFinite(paint) && Number.isFinite(firstScript), `${path}: painted and loaded scripts`);
      assert.ok(firstScript >= paint, `${path}: the first script was requested at ${firstScript} ms, before the paint at ${paint} ms`);
    }
  });

  test("home loads no zod and no dialog until Community is pressed, then the group-join dialog", async () => {
    const page = await newPage(browser);
    // Bodies are read only for the first load, inside the test: a read still pending when the
    // test ends would fail once the context is reset.
    const scripts = collectScripts(page);
    await page.goto("/");
    await waitForHydration(page);
    const firstLoad = [...scripts];
    assert.ok(firstLoad.length > 0, "the page's scripts were seen");
    for (const script of firstLoad) assert.ok(!(await script.text()).includes(ZOD_MARK), `${script.url()} carries zod`);
    const dialogCode = (list: Response[]) => list.filter((s) => /\/group-join-dialog-[^/]*\.js$/.test(s.url()));
    assert.equal(dialogCode(firstLoad).length, 0, "the group-join dialog is not part of the first load");

    await page.getByTestId("bottom-community").click();
    await page.getByTestId("group-join-dialog").waitFor();
    assert.equal(dialogCode(scripts).length, 1, "its code arrived on the first press");
  });

  test("a guest's profile loads no zod; a signed-in patient's loads the forms' code and the review form is live", async () => {
    const scriptsOf = async (page: Page) => {
      const scripts = collectScripts(page);
      await page.goto("/provider/3");
      await waitForHydration(page);
      const texts = await Promise.all(scripts.map((s) => s.text()));
      return { urls: scripts.map((s) => s.url()), withZod: texts.filter((t) => t.includes(ZOD_MARK)).length };
    };

    const guest = await newPage(browser);
    const seen = await scriptsOf(guest);
    assert.equal(seen.withZod, 0, "a guest's profile carries no zod");
    assert.ok(!seen.urls.some((url) => /\/(review|question)-form-[^/]*\.js$/.test(url)), "nor the forms' code");
    await guest.getByRole("link", { name: "Sign in to write a review" }).waitFor();

    const patient = await newPage(browser);
    await signInByRequest(patient, ACCOUNTS.patient);
    const signedIn = await scriptsOf(patient);
    assert.ok(
      signedIn.urls.some((url) => /\/review-form-[^/]*\.js$/.test(url)),
      "the review form's code arrived before the page counted as hydrated",
    );
    // Hydrated: the review's character count follows the typing (React state, no round trip).
    await patient.getByTestId("review-form").locator("summary").click();
    await patient.getByLabel(/^Your review/).fill("Kind staff.");
    await patient.getByTestId("review-form").getByText("11/", { exact: false }).waitFor();
  });
});
