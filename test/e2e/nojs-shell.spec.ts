/**
 * The site shell's widgets without JavaScript (and before hydration): every control that shows
 * does something, and what the scripts add after hydration takes over from the plain version.
 * Users and providers are each test's own; nothing here writes but sign-in and sign-out.
 */
import type { Page } from "@playwright/test";
import { expect, holdScripts, hydrated, test, type MadeUser } from "./fixtures.ts";

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 900 };

/** Where focus is: inside the plain mobile menu, on the body, or elsewhere (named). */
function focusPlace(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return "body";
    return el.closest(".nojs-menu") ? "menu" : `outside: ${el.outerHTML.slice(0, 80)}`;
  });
}

/** The sign-in form, for the tests about what signing in shows without scripts. */
async function signInWithForm(page: Page, user: MadeUser) {
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

test.describe("the site shell without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("on a phone the menu opens full-screen with every link, hides the page behind, closes, and follows a link @phone-only", async ({
    page,
  }) => {
    const viewport = page.viewportSize()!;
    await page.goto("/terms");
    const toggle = page.locator("summary", { hasText: "Menu" });
    const menu = page.getByTestId("mobile-menu-plain");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" }), "no scripted button that could not open anything").toHaveCount(0);

    await toggle.click();
    await expect(menu).toBeVisible();
    expect(await menu.boundingBox(), "full-screen").toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height });
    await expect(toggle, "the toggle stays above the panel to close it").toBeVisible();
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
      await expect(link, name).toBeVisible();
      await expect(link, name).toHaveAttribute("href", href);
    }
    await expect(menu.locator('[aria-disabled="true"]', { hasText: "Forum" })).toBeVisible();

    // Like the scripted menu's inert background: the page behind can't be seen, focused or scrolled.
    await expect(page.locator("main")).toBeHidden();
    await expect(page.getByTestId("bottom-bar")).toBeHidden();
    await expect(page.locator("body")).toHaveCSS("overflow", "hidden");
    await toggle.focus();
    for (let i = 0; i < links.length + 4; i++) {
      await page.keyboard.press("Tab");
      const place = await focusPlace(page);
      expect(place === "menu" || place === "body", `Tab ${i + 1} stays in the menu (${place})`).toBe(true);
    }

    await toggle.click();
    await expect(menu).toBeHidden();
    await expect(page.locator("main")).toBeVisible();
    await expect(page.locator("body")).toHaveCSS("overflow", "visible");

    await toggle.click();
    await menu.getByRole("link", { name: "Browse Procedures" }).click();
    await expect(page).toHaveURL(/\/browse-procedures$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(menu, "the new page starts with the menu closed").toBeHidden();
  });

  test("signed in: the account links and Sign Out in the 375 px menu and in the 1280 px avatar menu", async ({ page, factory, signIn }) => {
    const user = await factory.user({ signedIn: true, firstName: "Paige", email: `paige-${crypto.randomUUID().slice(0, 8)}@example.com` });
    await signIn(user);
    await page.setViewportSize(PHONE);
    await page.goto("/");
    const accountLinks = [
      ["Profile", "/profile"],
      ["Favorites", "/favorites"],
      ["TruGPT History", "/trugpt-history"],
    ];
    await page.locator("summary", { hasText: "Menu" }).click();
    const menu = page.getByTestId("mobile-menu-plain");
    await expect(menu.getByText("Paige", { exact: true })).toBeVisible();
    for (const [name, href] of accountLinks) await expect(menu.getByRole("link", { name })).toHaveAttribute("href", href!);
    await expect(menu.getByRole("button", { name: "Sign Out" })).toBeVisible();

    await page.setViewportSize(DESKTOP);
    const avatarMenu = page.getByTestId("user-menu");
    await expect(avatarMenu).toHaveText("PPaige");
    await avatarMenu.click();
    const banner = page.getByRole("banner");
    for (const [name, href] of accountLinks) {
      const link = banner.getByRole("link", { name });
      await expect(link, name).toBeVisible();
      await expect(link).toHaveAttribute("href", href!);
    }
    await banner.getByRole("button", { name: "Sign Out" }).click();
    await expect(banner.getByRole("link", { name: "Sign In" })).toBeVisible();
    await expect(page.getByTestId("user-menu")).toHaveCount(0);
  });

  test("at 1280 px Patient Resources and Business open one at a time, by mouse or keyboard, and their links work", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/terms");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("button"), "no scripted trigger that could not open its menu").toHaveCount(0);
    const patient = banner.locator("summary", { hasText: "Patient Resources" });
    const business = banner.locator("summary", { hasText: "Business" });
    const findDoctors = banner.getByRole("link", { name: "Find Doctors" });
    const listBusiness = banner.getByRole("link", { name: "List Your Business" });
    await expect(findDoctors).toBeHidden();

    await patient.click();
    for (const [name, href] of [
      ["Find Doctors", "/find-doctors"],
      ["Browse Procedures", "/browse-procedures"],
      ["Community", "/community"],
      ["TruGPT", "/trugpt-detail"],
      ["Patient Contact", "/patient-contact"],
      ["Terms", "/terms"],
      ["Privacy", "/privacy"],
    ] as const) {
      const link = banner.getByRole("link", { name, exact: true });
      await expect(link, name).toBeVisible();
      await expect(link).toHaveAttribute("href", href);
    }
    await expect(banner.locator('[aria-disabled="true"]:visible', { hasText: "Forum" })).toBeVisible();
    await business.click();
    await expect(listBusiness).toBeVisible();
    await expect(findDoctors, "opening one menu closes the other").toBeHidden();
    await expect(banner.getByRole("link", { name: "TruLink Coming Soon" })).toBeVisible();
    await business.click();
    await expect(listBusiness).toBeHidden();

    // The keyboard: Enter on the focused trigger opens it, Tab walks into its links.
    await patient.focus();
    await page.keyboard.press("Enter");
    await expect(findDoctors).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(findDoctors).toBeFocused();
    await expect(findDoctors).toHaveText("Find Doctors");
    await business.click();
    await listBusiness.click();
    await expect(page).toHaveURL(/\/lead-form$/);
    await expect(page.getByRole("heading", { level: 1, name: "List Your Business" })).toBeVisible();
    await expect(listBusiness, "the new page starts with its menus closed").toBeHidden();
  });

  test("a toast's Dismiss button closes it without JavaScript", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/community");
    await page.getByRole("button", { name: "Join the Waitlist" }).click(); // a guest is sent to sign up, with a toast
    await expect(page).toHaveURL(/\/signup$/);
    const toast = page.getByTestId("toast");
    await expect(toast.getByText("Sign up required")).toBeVisible();
    await toast.getByRole("button", { name: "Dismiss" }).click();
    await expect(toast).toBeHidden();
    await expect(page, "dismissing is not a navigation").toHaveURL(/\/signup$/);
  });

  test("a toast shows above a dialog rendered open without JavaScript", async ({ page, factory }) => {
    const user = await factory.user();
    await page.setViewportSize(DESKTOP);
    // Signing in raises the toast and lands on the page with the dialog open.
    await page.goto(`/signin?redirectTo=${encodeURIComponent("/community?join=group")}`);
    await signInWithForm(page, user);
    await expect(page).toHaveURL((url) => url.pathname === "/community" && url.search === "?join=group");
    const dialog = page.getByRole("dialog", { name: "Join Our Private Facebook Group" });
    const toast = page.getByTestId("toast").filter({ hasText: "Welcome back!" });
    await expect(dialog).toBeVisible();
    await expect(toast).toBeVisible();
    // Both are fixed in the page's own layer: the higher z-index is drawn above (the dialog's backdrop too).
    const layer = (el: Element) => Number(getComputedStyle(el).zIndex);
    const [toastLayer, dialogLayer] = [await toast.evaluate(layer), await dialog.evaluate(layer)];
    expect(toastLayer, `the toast (z-index ${toastLayer}) is drawn under the dialog (${dialogLayer})`).toBeGreaterThan(dialogLayer);
    await toast.getByRole("button", { name: "Dismiss" }).click();
    await expect(toast).toBeHidden();
  });

  test("home testimonials: all five in a row that scrolls and snaps, reachable by keyboard, and no button that could not work @phone", async ({
    page,
  }) => {
    const width = page.viewportSize()!.width;
    await page.goto("/");
    const testimonials = page.getByTestId("testimonials");
    await expect(testimonials.getByRole("button"), "no dead buttons").toHaveCount(0);
    const track = testimonials.getByRole("region", { name: "Patient testimonials" });
    const figures = track.locator("figure");
    await expect(figures).toHaveCount(5);
    const names = (await figures.locator("figcaption").allTextContents()).map((t) => t.split(" · ")[0]);
    expect(names).toEqual(["Sarah L.", "Daniel R.", "Priya K.", "Monica A.", "James T."]);
    expect(
      await track.evaluate(
        (el) =>
          el.scrollWidth > el.clientWidth &&
          getComputedStyle(el).overflowX === "auto" &&
          getComputedStyle(el).scrollSnapType.startsWith("x"),
      ),
    ).toBe(true);

    const scrollLeft = () => track.evaluate((el) => el.scrollLeft);
    /**
     * The testimonial nearest the middle of the row, once scrolling has settled, and whether all
     * of it shows. `from` is where the row was before a key press: the smooth scroll can start a
     * frame or more after the press on a busy machine, so first wait for it to leave there.
     */
    const centered = async (from?: number) => {
      if (from !== undefined) await expect.poll(scrollLeft, { timeout: 3_000 }).not.toBe(from);
      // Settled: the same position on two reads 150 ms apart (timers don't run in a page without JavaScript).
      let last = -1;
      await expect
        .poll(
          async () => {
            const now = await scrollLeft();
            const settled = now === last;
            last = now;
            return settled;
          },
          { intervals: [150], timeout: 5_000 },
        )
        .toBe(true);
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
    expect((await centered()).index).toBe(0);
    await track.focus();
    for (let i = 1; i < 5; i++) {
      const from = await scrollLeft();
      await page.keyboard.press("ArrowRight");
      const at = await centered(from);
      expect(at.index, `ArrowRight ${i} at ${width} px`).toBe(i);
      expect(at.whole, `testimonial ${i + 1} snapped whole into view`).toBe(true);
    }
    const from = await scrollLeft();
    await page.keyboard.press("ArrowLeft");
    expect((await centered(from)).index).toBe(3);
  });

  test("no public page shows a button that does nothing without JavaScript (guest and signed in, 1280 and 375 px)", async ({
    page,
    browser,
    factory,
    signIn,
  }) => {
    test.setTimeout(180_000); // 44 page loads and checks
    const username = `nojs${crypto.randomUUID().slice(0, 8)}`;
    const provider = await factory.provider({
      linkInBioUsername: username,
      practicePhone: "555-555-0100",
      website: "https://example.com",
      socialMedia: { facebook: "https://facebook.com/example" },
    });
    await factory.reviews([{ providerId: provider.id }]);
    await factory.questions([{ providerId: provider.id, question: "Do you offer evening hours?", answer: "Yes, on Thursdays." }]);
    const user = await factory.user({ signedIn: true });
    const paths = [
      "/",
      "/find-doctors",
      `/provider/${provider.id}`,
      `/provider/${provider.id}/photos`,
      `/location/${provider.id}`,
      `/${username}`,
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
    for (const signedIn of [false, true]) {
      if (signedIn) {
        await signIn(user);
        await page.setViewportSize(DESKTOP);
        await page.goto("/");
        await expect(page.getByTestId("user-menu")).toBeVisible();
      }
      // One load per page for both widths: without scripts the document is the server's whatever
      // the width, and what shows at each width is the styles' doing, redone on resize.
      for (const path of paths) {
        await page.setViewportSize(DESKTOP);
        await page.goto(path);
        for (const viewport of [DESKTOP, PHONE]) {
          await page.setViewportSize(viewport);
          expect(await deadButtons(page), `${path} at ${viewport.width} px${signedIn ? ", signed in" : ""}`).toEqual([]);
        }
      }
    }
    // The check can fail: the same page with JavaScript shows scripted buttons (the testimonial arrows).
    const scriptedContext = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled: true });
    const scripted = await scriptedContext.newPage();
    await scripted.goto("/");
    await hydrated(scripted);
    expect((await deadButtons(scripted)).some((html) => html.includes("Next testimonial"))).toBe(true);
    await scriptedContext.close();
  });

  test("the other widgets' triggers are links or forms that work: gallery photos, group join, bottom bar", async ({ page, factory }) => {
    const provider = await factory.provider();
    await factory.photos([{ providerId: provider.id, kind: "practice", url: "/lovable-uploads/stock/botox.svg", title: "Treatment room" }]);
    await page.setViewportSize(DESKTOP);
    await page.goto(`/provider/${provider.id}/photos`);
    const photo = page.getByTestId("gallery-photo").first();
    const href = await photo.getAttribute("href");
    const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith(href!)), photo.click()]);
    expect(response.headers()["content-type"] ?? "", "the photo opens full size").toMatch(/^image\//);

    await page.goto("/community");
    await page.getByTestId("open-group-join").click();
    const dialog = page.getByRole("dialog", { name: "Join Our Private Facebook Group" });
    await expect(dialog.getByRole("link", { name: "Sign Up" })).toBeVisible();
    await dialog.getByRole("link", { name: "Close" }).click();
    await expect(dialog).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe("/community");

    await page.getByTestId("bottom-community").click();
    await expect(dialog).toBeVisible();
    await page.goto("/");
    await page.getByTestId("robot-button").click();
    await expect(page).toHaveURL(/\/trugpt-detail$/);
  });
});

test.describe("the site shell before hydration", () => {
  test("a menu opened before hydration stays open as the scripted full-screen dialog afterwards @phone-only", async ({ page }) => {
    const viewport = page.viewportSize()!;
    const release = await holdScripts(page);
    await page.goto("/terms", { waitUntil: "commit" });
    await page.locator("summary", { hasText: "Menu" }).click();
    await expect(page.getByTestId("mobile-menu-plain")).toBeVisible();
    await expect(page.locator("html[data-hydrated]"), "not hydrated yet").toHaveCount(0);

    await release();
    await hydrated(page);
    const menu = page.getByTestId("mobile-menu");
    await expect(menu).toBeVisible();
    await expect(page.locator("details.nojs-menu"), "the plain menu is gone").toHaveCount(0);
    // Full-screen, not clipped to the sticky header (which must not be a containing block for it).
    expect(await menu.boundingBox()).toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height });
    await expect(page.getByRole("button", { name: "Close menu" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("a header menu opened before hydration stays open, with focus on its scripted trigger", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    const release = await holdScripts(page);
    await page.goto("/terms", { waitUntil: "commit" });
    await page.getByRole("banner").locator("summary", { hasText: "Patient Resources" }).click();
    await expect(page.getByRole("banner").getByRole("link", { name: "Find Doctors" })).toBeVisible();
    await release();
    await hydrated(page);
    const trigger = page.getByRole("button", { name: "Patient Resources" });
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("banner").getByRole("link", { name: "Find Doctors" })).toBeVisible();
    await expect(trigger).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });
});
