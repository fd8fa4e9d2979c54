/**
 * The site shell's widgets without JavaScript (and before hydration): every control that shows
 * does something, and what the scripts add after hydration takes over from the plain version.
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { ACCOUNTS, holdScripts, launchBrowser, newPage, waitForHydration } from "./browser.ts";

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 900 };

function noJsPage(browser: Browser, viewport = PHONE): Promise<Page> {
  return newPage(browser, viewport, { javaScript: false });
}

/** Where focus is: inside the plain mobile menu, on the body, or elsewhere (named). */
function focusPlace(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return "body";
    return el.closest(".nojs-menu") ? "menu" : `outside: ${el.outerHTML.slice(0, 80)}`;
  });
}

describe("the site shell without JavaScript", () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  test("at 375 px the menu opens full-screen with every link, hides the page behind, closes, and follows a link", async () => {
    const page = await noJsPage(browser);
    await page.goto("/terms");
    const toggle = page.locator("summary", { hasText: "Menu" });
    const menu = page.getByTestId("mobile-menu-plain");
    assert.equal(await menu.isVisible(), false);
    assert.equal(await page.getByRole("button", { name: "Open menu" }).count(), 0, "no scripted button that could not open anything");

    await toggle.click();
    await menu.waitFor();
    assert.deepEqual(await menu.boundingBox(), { x: 0, y: 0, width: PHONE.width, height: PHONE.height }, "full-screen");
    assert.ok(await toggle.isVisible(), "the toggle stays above the panel to close it");
    const links: [string, string][] = [
      ["Home", "/"],
      ["Find Doctors", "/find-doctors"],
      ["Browse Procedures", "/browse-procedures"],
      ["Community", "/community"],
      ["TruGPT", "/trugpt-detail"],
      ["Patient Contact", "/patient-contact"],
      ["Terms", "/terms"],
      ["Privacy", "/privacy"],
      ["List Your Business", "/lead-form"],
      ["Marketing & Lead Generation", "/marketing-lead-generation"],
      ["Contact", "/contact"],
      ["TruLink Coming Soon", "/trulinkmd-detail"],
      ["Sign In", "/signin"],
      ["Get Started", "/auth"],
    ];
    for (const [name, href] of links) {
      const link = menu.getByRole("link", { name, exact: true });
      assert.ok(await link.isVisible(), name);
      assert.equal(await link.getAttribute("href"), href, name);
    }
    assert.ok(await menu.locator('[aria-disabled="true"]', { hasText: "Forum" }).isVisible());

    // Like the scripted menu's inert background: the page behind can't be seen, focused or scrolled.
    assert.equal(await page.locator("main").isVisible(), false);
    assert.equal(await page.getByTestId("bottom-bar").isVisible(), false);
    assert.equal(await page.evaluate(() => getComputedStyle(document.body).overflow), "hidden");
    await toggle.focus();
    for (let i = 0; i < links.length + 4; i++) {
      await page.keyboard.press("Tab");
      const place = await focusPlace(page);
      assert.ok(place === "menu" || place === "body", `Tab ${i + 1} stays in the menu (${place})`);
    }

    await toggle.click();
    await menu.waitFor({ state: "hidden" });
    assert.ok(await page.locator("main").isVisible());
    assert.equal(await page.evaluate(() => getComputedStyle(document.body).overflow), "visible");

    await toggle.click();
    await menu.getByRole("link", { name: "Browse Procedures" }).click();
    await page.waitForURL("**/browse-procedures");
    await page.getByRole("heading", { level: 1 }).waitFor();
    assert.equal(await menu.isVisible(), false, "the new page starts with the menu closed");
    await page.context().close();
  });

  test("signed in: the account links and Sign Out in the 375 px menu and in the 1280 px avatar menu", async () => {
    const page = await noJsPage(browser);
    await page.goto("/signin");
    await page.getByLabel("Email").fill(ACCOUNTS.patient.email);
    await page.getByLabel("Password").fill(ACCOUNTS.patient.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    const accountLinks = [
      ["Profile", "/profile"],
      ["Favorites", "/favorites"],
      ["TruGPT History", "/trugpt-history"],
    ];
    await page.locator("summary", { hasText: "Menu" }).click();
    const menu = page.getByTestId("mobile-menu-plain");
    await menu.getByText("Paige", { exact: true }).waitFor();
    for (const [name, href] of accountLinks) assert.equal(await menu.getByRole("link", { name }).getAttribute("href"), href);
    assert.ok(await menu.getByRole("button", { name: "Sign Out" }).isVisible());

    await page.setViewportSize(DESKTOP);
    const avatarMenu = page.getByTestId("user-menu");
    assert.equal((await avatarMenu.textContent())?.trim(), "PPaige");
    await avatarMenu.click();
    const banner = page.getByRole("banner");
    for (const [name, href] of accountLinks) {
      const link = banner.getByRole("link", { name });
      assert.ok(await link.isVisible(), name);
      assert.equal(await link.getAttribute("href"), href);
    }
    await banner.getByRole("button", { name: "Sign Out" }).click();
    await banner.getByRole("link", { name: "Sign In" }).waitFor();
    assert.equal(await page.getByTestId("user-menu").count(), 0);
    await page.context().close();
  });

  test("at 1280 px Patient Resources and Business open one at a time, by mouse or keyboard, and their links work", async () => {
    const page = await noJsPage(browser, DESKTOP);
    await page.goto("/terms");
    const banner = page.getByRole("banner");
    assert.equal(await banner.getByRole("button").count(), 0, "no scripted trigger that could not open its menu");
    const patient = banner.locator("summary", { hasText: "Patient Resources" });
    const business = banner.locator("summary", { hasText: "Business" });
    const findDoctors = banner.getByRole("link", { name: "Find Doctors" });
    const listBusiness = banner.getByRole("link", { name: "List Your Business" });
    assert.equal(await findDoctors.isVisible(), false);

    await patient.click();
    for (const [name, href] of [
      ["Find Doctors", "/find-doctors"],
      ["Browse Procedures", "/browse-procedures"],
      ["Community", "/community"],
      ["TruGPT", "/trugpt-detail"],
      ["Patient Contact", "/patient-contact"],
      ["Terms", "/terms"],
      ["Privacy", "/privacy"],
    ]) {
      const link = banner.getByRole("link", { name, exact: true });
      assert.ok(await link.isVisible(), name);
      assert.equal(await link.getAttribute("href"), href);
    }
    assert.ok(await banner.locator('[aria-disabled="true"]:visible', { hasText: "Forum" }).isVisible());
    await business.click();
    await listBusiness.waitFor();
    assert.equal(await findDoctors.isVisible(), false, "opening one menu closes the other");
    assert.ok(await banner.getByRole("link", { name: "TruLink Coming Soon" }).isVisible());
    await business.click();
    await listBusiness.waitFor({ state: "hidden" });

    // The keyboard: Enter on the focused trigger opens it, Tab walks into its links.
    await patient.focus();
    await page.keyboard.press("Enter");
    await findDoctors.waitFor();
    await page.keyboard.press("Tab");
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), "Find Doctors");
    await business.click();
    await listBusiness.click();
    await page.waitForURL("**/lead-form");
    await page.getByRole("heading", { level: 1, name: "List Your Business" }).waitFor();
    assert.equal(await listBusiness.isVisible(), false, "the new page starts with its menus closed");
    await page.context().close();
  });

  test("a toast's Dismiss button closes it without JavaScript", async () => {
    const page = await noJsPage(browser, DESKTOP);
    await page.goto("/community");
    await page.getByRole("button", { name: "Join the Waitlist" }).click(); // a guest is sent to sign up, with a toast
    await page.waitForURL("**/signup");
    const toast = page.getByTestId("toast");
    await toast.getByText("Sign up required").waitFor();
    await toast.getByRole("button", { name: "Dismiss" }).click();
    await toast.waitFor({ state: "hidden" });
    assert.match(page.url(), /\/signup$/, "dismissing is not a navigation");
    await page.context().close();
  });

  test("a toast shows above a dialog rendered open without JavaScript", async () => {
    const page = await noJsPage(browser, DESKTOP);
    await page.goto(`/signin?redirectTo=${encodeURIComponent("/community?join=group")}`);
    await page.getByLabel("Email").fill(ACCOUNTS.patient.email);
    await page.getByLabel("Password").fill(ACCOUNTS.patient.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL((url) => url.pathname === "/community" && url.search === "?join=group");
    const dialog = page.getByRole("dialog", { name: "Join Our Private Facebook Group" });
    const toast = page.getByTestId("toast").filter({ hasText: "Welcome back!" });
    await dialog.waitFor();
    await toast.waitFor();
    // Both are fixed in the page's own layer: the higher z-index is drawn above (the dialog's backdrop too).
    const layer = (el: Element) => Number(getComputedStyle(el).zIndex);
    const [toastLayer, dialogLayer] = [await toast.evaluate(layer), await dialog.evaluate(layer)];
    assert.ok(toastLayer > dialogLayer, `the toast (z-index ${toastLayer}) is drawn under the dialog (${dialogLayer})`);
    await toast.getByRole("button", { name: "Dismiss" }).click();
    await toast.waitFor({ state: "hidden" });
    await page.context().close();
  });

  test("a menu opened before hydration stays open as the scripted full-screen dialog afterwards", async () => {
    const page = await newPage(browser, PHONE);
    const release = await holdScripts(page);
    await page.goto("/terms", { waitUntil: "commit" });
    await page.locator("summary", { hasText: "Menu" }).click();
    await page.getByTestId("mobile-menu-plain").waitFor();
    assert.equal(await page.locator("html[data-hydrated]").count(), 0, "not hydrated yet");

    await release();
    await waitForHydration(page);
    const menu = page.getByTestId("mobile-menu");
    await menu.waitFor();
    assert.equal(await page.locator("details.nojs-menu").count(), 0, "the plain menu is gone");
    // Full-screen, not clipped to the sticky header (which must not be a containing block for it).
    assert.deepEqual(await menu.boundingBox(), { x: 0, y: 0, width: PHONE.width, height: PHONE.height });
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("aria-label")), "Close menu");
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("aria-label")), "Open menu");
  });

  test("a header menu opened before hydration stays open, with focus on its scripted trigger", async () => {
    const page = await newPage(browser, DESKTOP);
    const release = await holdScripts(page);
    await page.goto("/terms", { waitUntil: "commit" });
    await page.getByRole("banner").locator("summary", { hasText: "Patient Resources" }).click();
    await page.getByRole("banner").getByRole("link", { name: "Find Doctors" }).waitFor();
    await release();
    await waitForHydration(page);
    const trigger = page.getByRole("button", { name: "Patient Resources" });
    assert.equal(await trigger.getAttribute("aria-expanded"), "true");
    assert.ok(await page.getByRole("banner").getByRole("link", { name: "Find Doctors" }).isVisible());
    assert.equal(await page.evaluate(() => document.activeElement?.textContent?.trim()), "Patient Resources");
    await page.keyboard.press("Escape");
    assert.equal(await trigger.getAttribute("aria-expanded"), "false");
  });

  test("home testimonials: all five in a row that scrolls and snaps, reachable by keyboard, and no button that could not work", async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await noJsPage(browser, viewport);
      await page.goto("/");
      const testimonials = page.getByTestId("testimonials");
      assert.equal(await testimonials.getByRole("button").count(), 0, "no dead buttons");
      const track = testimonials.getByRole("region", { name: "Patient testimonials" });
      const figures = track.locator("figure");
      assert.equal(await figures.count(), 5);
      const names = (await figures.locator("figcaption").allTextContents()).map((t) => t.split(" · ")[0]);
      assert.deepEqual(names, ["Sarah L.", "Daniel R.", "Priya K.", "Monica A.", "James T."]);
      assert.ok(
        await track.evaluate(
          (el) =>
            el.scrollWidth > el.clientWidth &&
            getComputedStyle(el).overflowX === "auto" &&
            getComputedStyle(el).scrollSnapType.startsWith("x"),
        ),
      );

      const scrollLeft = () => track.evaluate((el) => el.scrollLeft);
      /**
       * The testimonial nearest the middle of the row, once scrolling has settled, and whether all
       * of it shows. `from` is where the row was before a key press: the smooth scroll can start a
       * frame or more after the press on a busy machine, so first wait for it to leave there.
       */
      const centered = async (from?: number) => {
        // Timers don't run in a page without JavaScript, so the waits are here.
        for (let waited = 0; from !== undefined && waited < 3_000 && (await scrollLeft()) === from; waited += 50)
          await new Promise((r) => setTimeout(r, 50));
        for (let last = -1, now = 0; last !== now;) {
          last = now;
          await new Promise((r) => setTimeout(r, 150));
          now = await scrollLeft();
        }
        return track.evaluate((el) => {
          const box = el.getBoundingClientRect();
          const middle = box.left + el.clientWidth / 2;
          const figures = Array.from(el.querySelectorAll("figure")).map((f) => f.getBoundingClientRect());
          const distances = figures.map((f) => Math.abs(f.left + f.width / 2 - middle));
          const index = distances.indexOf(Math.min(...distances));
          const figure = figures[index];
          return { index, whole: !!figure && figure.left >= box.left - 1 && figure.right <= box.left + el.clientWidth + 1 };
        });
      };
      assert.equal((await centered()).index, 0);
      await track.focus();
      for (let i = 1; i < 5; i++) {
        const from = await scrollLeft();
        await page.keyboard.press("ArrowRight");
        const at = await centered(from);
        assert.equal(at.index, i, `ArrowRight ${i} at ${viewport.width} px`);
        assert.ok(at.whole, `testimonial ${i + 1} snapped whole into view`);
      }
      const from = await scrollLeft();
      await page.keyboard.press("ArrowLeft");
      assert.equal((await centered(from)).index, 3);
      await page.context().close();
    }
  });

  test("no public page shows a button that does nothing without JavaScript (guest and signed in, 1280 and 375 px)", async () => {
    const paths = [
      "/",
      "/find-doctors",
      "/provider/1",
      "/provider/1/photos",
      "/location/1",
      "/drlaylahassan",
      "/browse-procedures",
      "/community",
      "/community?join=group",
      "/contact",
      "/terms",
    ];
    /** Visible buttons that do not submit a form (scripted ones, or disabled ones). */
    const deadButtons = (page: Page) =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll("button, [role=button]"))
          .filter(
            (el) =>
              el.checkVisibility({ visibilityProperty: true }) &&
              !(el instanceof HTMLButtonElement && el.type === "submit" && el.form && !el.disabled),
          )
          .map((el) => el.outerHTML.slice(0, 120)),
      );
    const page = await noJsPage(browser, DESKTOP);
    for (const signedIn of [false, true]) {
      if (signedIn) {
        await page.setViewportSize(DESKTOP);
        await page.goto("/signin");
        await page.getByLabel("Email").fill(ACCOUNTS.patient.email);
        await page.getByLabel("Password").fill(ACCOUNTS.patient.password);
        await page.getByRole("button", { name: "Sign In" }).click();
        await page.waitForURL((url) => url.pathname === "/");
        await page.getByTestId("user-menu").waitFor();
      }
      // One load per page for both widths: without scripts the document is the server's whatever
      // the width, and what shows at each width is the styles' doing, redone on resize.
      for (const path of paths) {
        await page.setViewportSize(DESKTOP);
        await page.goto(path);
        for (const viewport of [DESKTOP, PHONE]) {
          await page.setViewportSize(viewport);
          assert.deepEqual(await deadButtons(page), [], `${path} at ${viewport.width} px${signedIn ? ", signed in" : ""}`);
        }
      }
    }
    // The check can fail: the same page with JavaScript shows scripted buttons (the testimonial arrows).
    const scripted = await newPage(browser, DESKTOP);
    await scripted.goto("/");
    await waitForHydration(scripted);
    assert.ok((await deadButtons(scripted)).some((html) => html.includes("Next testimonial")));
    await page.context().close();
    await scripted.context().close();
  });

  test("the other widgets' triggers are links or forms that work: gallery photos, group join, bottom bar", async () => {
    const page = await noJsPage(browser, DESKTOP);
    await page.goto("/provider/1/photos");
    const photo = page.getByTestId("gallery-photo").first();
    const href = await photo.getAttribute("href");
    const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith(href!)), photo.click()]);
    assert.match(response.headers()["content-type"] ?? "", /^image\//, "the photo opens full size");

    await page.goto("/community");
    await page.getByTestId("open-group-join").click();
    const dialog = page.getByRole("dialog", { name: "Join Our Private Facebook Group" });
    await dialog.getByRole("link", { name: "Sign Up" }).waitFor();
    await dialog.getByRole("link", { name: "Close" }).click();
    await dialog.waitFor({ state: "detached" });
    assert.equal(new URL(page.url()).pathname, "/community");

    await page.getByTestId("bottom-community").click();
    await dialog.waitFor();
    await page.goto("/");
    await page.getByTestId("robot-button").click();
    await page.waitForURL("**/trugpt-detail");
    await page.context().close();
  });
});
