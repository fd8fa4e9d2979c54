/**
 * Issue 9, what users trip over (items 5-10, 16-18): hearts on search results, the one dialog
 * (bottom bar's Community, the waitlist, the keyboard), toasts that never cover what was pressed
 * and close themselves after about 5 s (issue 45 item 12), sign-in prompts on provider pages, navigations that
 * jump to the top, and the layout details found at 1280 and 375 px.
 * Providers and users are each test's own; the favorites they set are their own users'.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, hydrated, test, type MadeUser } from "./fixtures.ts";

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  expect(b, "the element is laid out").not.toBeNull();
  return b!;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function inside(inner: Box, outer: Box): boolean {
  return (
    inner.x >= outer.x - 0.5 &&
    inner.y >= outer.y - 0.5 &&
    inner.x + inner.width <= outer.x + outer.width + 0.5 &&
    inner.y + inner.height <= outer.y + outer.height + 0.5
  );
}

const unique = () => crypto.randomUUID().slice(0, 8);

/** The sign-in form, at any width (the tests that use it are about where signing in lands). */
async function signInWithForm(page: Page, user: MadeUser) {
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

async function focusedInside(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((sel) => Boolean(document.activeElement?.closest(sel)), selector);
}

test.describe("issue 9: hearts, dialogs, toasts and prompts", () => {
  test("signed in, /find-doctors shows a heart on every result in grid and list; guests see none", async ({
    page,
    browser,
    factory,
    signIn,
  }) => {
    const tag = `Hearty${unique()}`;
    await factory.providers([{ name: `Dr. ${tag} One` }, { name: `Dr. ${tag} Two` }]);
    await signIn(await factory.user({ signedIn: true }));
    const results = page.getByTestId("results");
    for (const view of ["grid", "list"]) {
      await page.goto(`/find-doctors?q=${tag}${view === "list" ? "&view=list" : ""}`);
      await expect(results.getByTestId("provider-card")).toHaveCount(2);
      await expect(results.getByTestId("favorite-button"), `${view}: one heart per card`).toHaveCount(2);
    }
    await hydrated(page);
    const heart = results.getByTestId("provider-card").first().getByTestId("favorite-button");
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await expect(heart).toBeEnabled();
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await expect(heart).toBeEnabled();

    const guest = await browser.newContext();
    const guestPage = await guest.newPage();
    await guestPage.goto(`/find-doctors?q=${tag}`);
    await expect(guestPage.getByTestId("results").getByTestId("provider-card")).toHaveCount(2);
    await expect(guestPage.getByTestId("favorite-button")).toHaveCount(0);
    await guest.close();
  });

  test("a heart pressed after the session ended says so, offers Sign In, and signing in lands back on the page, not its .data", async ({
    page,
    context,
    factory,
    signIn,
  }) => {
    const tag = `Lapsed${unique()}`;
    await factory.provider({ name: `Dr. ${tag}` });
    const user = await factory.user({ signedIn: true });
    await signIn(user);
    const path = `/find-doctors?q=${tag}`;
    await page.goto(path);
    await hydrated(page);
    // The session ends (signed out elsewhere, expired): the browser no longer sends it.
    await context.clearCookies();
    await page.getByTestId("results").getByTestId("favorite-button").first().click();
    const toast = page.getByTestId("toast").filter({ hasText: "Sign in required" });
    await expect(toast.getByText("Your session has ended. Please sign in to save favorites.")).toBeVisible();
    await expect(page.getByText("Invalid provider information.")).toHaveCount(0);
    await toast.getByRole("link", { name: "Sign In" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/signin" && url.searchParams.get("redirectTo") === path);
    await signInWithForm(page, user);
    await expect(page).toHaveURL((url) => url.pathname === "/find-doctors" && url.search === `?q=${tag}`);
    await expect(page.getByTestId("user-menu")).toBeVisible();

    // A client-side navigation to a personal page after the session ended signs back in to the page.
    await hydrated(page);
    await context.clearCookies();
    await page.getByTestId("user-menu").click();
    await page.getByRole("link", { name: "Favorites", exact: true }).filter({ visible: true }).first().click();
    await expect(page).toHaveURL((url) => url.pathname === "/signin" && url.searchParams.get("redirectTo") === "/favorites");
  });

  test("the bottom bar's Community opens the group-join dialog over the page, every time, as a real modal", async ({ page }) => {
    await page.goto("/find-doctors");
    await hydrated(page);
    const button = page.getByTestId("bottom-community");
    const dialog = page.getByRole("dialog", { name: "Join Our Private Facebook Group" });
    for (let round = 0; round < 2; round++) {
      await button.click();
      await expect(dialog).toBeVisible();
      expect(new URL(page.url()).pathname, "the page stays").toBe("/find-doctors");
      expect(await dialog.evaluate((el) => el.matches("dialog:modal")), "a modal <dialog>").toBe(true);

      // Tab and Shift+Tab never leave the dialog.
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press("Tab");
        expect(await focusedInside(page, "dialog"), `Tab ${i + 1} stays in the dialog`).toBe(true);
      }
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press("Shift+Tab");
        expect(await focusedInside(page, "dialog"), `Shift+Tab ${i + 1} stays in the dialog`).toBe(true);
      }

      // The page behind does not scroll. (A check that nothing happens has to give it time to happen.)
      const scrollBefore = await page.evaluate(() => window.scrollY);
      await page.mouse.move(20, 300);
      await page.mouse.wheel(0, 800);
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => window.scrollY), "no scrolling behind the dialog").toBe(scrollBefore);

      if (round === 0) await page.keyboard.press("Escape");
      else await dialog.getByRole("link", { name: "Close" }).click();
      await expect(dialog).toHaveCount(0);
      await expect(button, "focus returns to the opener").toBeFocused();
    }
  });

  test("/community?join=group: closing removes ?join=group without a new history entry", async ({ page }) => {
    await page.goto("/");
    await page.goto("/community?join=group");
    await hydrated(page);
    const dialog = page.getByRole("dialog", { name: "Join Our Private Facebook Group" });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((el) => el.matches("dialog:modal"))).toBe(true);
    const length = await page.evaluate(() => history.length);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL((url) => url.pathname === "/community" && !url.searchParams.has("join"));
    expect(await page.evaluate(() => history.length), "replaced, not pushed").toBe(length);
    await page.reload();
    await hydrated(page);
    await expect(dialog, "a reload does not reopen it").toHaveCount(0);
  });

  test("the waitlist dialog is a modal too: Tab stays in, Escape closes and focus returns to its button", async ({
    page,
    factory,
    signIn,
  }) => {
    await signIn(await factory.user({ signedIn: true }));
    await page.goto("/community");
    await hydrated(page);
    const opener = page.getByRole("link", { name: "Join the Waitlist" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Join the Community Waitlist" });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((el) => el.matches("dialog:modal"))).toBe(true);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(await focusedInside(page, "dialog")).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test("home forum preview's Join the Waitlist: guests get 'Sign up required' then /signup; signed in, the dialog opens in one press", async ({
    page,
    browser,
    factory,
    signIn,
  }) => {
    const guest = await browser.newContext();
    const guestPage = await guest.newPage();
    await guestPage.goto("/");
    await hydrated(guestPage);
    await guestPage.getByTestId("waitlist-button").click();
    await expect(guestPage).toHaveURL((url) => url.pathname === "/signup");
    await expect(guestPage.getByTestId("toast").filter({ hasText: "Sign up required" })).toBeVisible();
    await guest.close();

    const user = await factory.user({ signedIn: true });
    await signIn(user);
    await page.goto("/");
    await hydrated(page);
    await page.getByTestId("waitlist-button").click();
    const dialog = page.getByRole("dialog", { name: "Join the Community Waitlist" });
    await expect(dialog).toBeVisible();
    expect(new URL(page.url()).pathname, "opened over the home page").toBe("/");
    await expect(dialog.getByLabel("Email")).toHaveValue(user.email);
  });

  test("toasts cover neither the header, its user menu nor the heart that raised them @phone", async ({ page, factory }) => {
    const provider = await factory.provider();
    const user = await factory.user();
    const wide = page.viewportSize()!.width >= 768;
    // The toast under test is the one signing in raises; time stands still while its place is checked
    // (it closes itself after about 5 s).
    await page.clock.install();
    await page.goto("/signin");
    await hydrated(page);
    await signInWithForm(page, user);
    await expect(page).toHaveURL((url) => url.pathname === "/");
    const welcome = page.getByTestId("toast").filter({ hasText: "Welcome back!" });
    await expect(welcome).toBeVisible();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
    const header = page.locator("body > header");
    expect(overlaps(await box(welcome), await box(header)), "not over the header").toBe(false);
    if (wide) {
      await page.getByTestId("user-menu").click();
      const favorites = page.getByRole("link", { name: "Favorites", exact: true });
      await expect(favorites).toBeVisible();
      const menuId = await page.getByTestId("user-menu").getAttribute("aria-controls");
      for (const item of await page.locator(`#${menuId}`).getByRole("link").all()) {
        expect(overlaps(await box(welcome), await box(item)), `not over the menu item ${await item.textContent()}`).toBe(false);
      }
      await favorites.click();
      await expect(page).toHaveURL(/\/favorites$/);
    }

    await page.clock.resume();
    await page.goto(`/provider/${provider.id}`);
    await hydrated(page);
    const heart = page.getByTestId("favorite-slot").getByTestId("favorite-button");
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await heart.click();
    const raised = page.getByTestId("toast").filter({ hasText: /favorites/ });
    await expect(raised).toBeVisible();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
    await expect(heart).toBeEnabled();
    expect(overlaps(await box(raised), await box(heart)), "not over the heart").toBe(false);
    // The click meant to undo lands on the heart.
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "false");
  });

  test("a toast closes itself after about 5 s, and not while it is hovered (issue 45 item 12)", async ({ page, factory }) => {
    const user = await factory.user();
    await page.clock.install();
    await page.goto("/signin");
    await hydrated(page);
    await signInWithForm(page, user);
    await expect(page).toHaveURL((url) => url.pathname === "/");
    const welcome = page.getByTestId("toast").filter({ hasText: "Welcome back!" });
    await expect(welcome).toBeVisible();
    // Time stands still from here: only runFor moves it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
    await welcome.hover();
    await page.clock.runFor(10_000);
    await expect(welcome, "kept while the pointer is on it").toBeVisible();
    await page.mouse.move(5, page.viewportSize()!.height / 2);
    await page.clock.runFor(4_000);
    await expect(welcome, "counted afresh once the pointer left").toBeVisible();
    await page.clock.runFor(2_000);
    await expect(welcome).toHaveCount(0);
  });

  test("an info toast closes itself too, on a phone as well (issue 45 item 12) @phone", async ({ page }) => {
    await page.clock.install();
    await page.goto("/community");
    await hydrated(page);
    await page.getByRole("button", { name: "Join the Waitlist" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/signup");
    const toast = page.getByTestId("toast").filter({ hasText: "Sign up required" });
    await expect(toast).toBeVisible();
    await page.clock.runFor(6_000);
    await expect(toast).toHaveCount(0);
  });

  test("a toast never sits over an open dialog, and can still be dismissed (issue 45 item 12) @phone", async ({ page, factory }) => {
    const user = await factory.user();
    await page.clock.install();
    await page.goto(`/signin?redirectTo=${encodeURIComponent("/community?join=group")}`);
    await hydrated(page);
    await signInWithForm(page, user);
    await expect(page).toHaveURL((url) => url.pathname === "/community" && url.searchParams.get("join") === "group");
    await hydrated(page);
    const dialog = page.getByTestId("group-join-dialog");
    await expect(dialog).toBeVisible();
    const welcome = page.getByTestId("toast").filter({ hasText: "Welcome back!" });
    await expect(welcome).toBeVisible();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
    // Beside the dialog's panel or, where there is no room (a phone), after its content inside it: never over what it shows.
    const content = dialog.locator(":scope > div").first();
    await expect
      .poll(async () => overlaps(await box(welcome), await box(content)), { message: "not over the dialog's content" })
      .toBe(false);
    const onTop = await welcome.evaluate((el) => {
      const b = el.getBoundingClientRect();
      const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
      return hit !== null && el.contains(hit);
    });
    expect(onTop, "not hidden behind the dialog's backdrop").toBe(true);
    await welcome.getByRole("button", { name: "Dismiss" }).click();
    await expect(welcome).toHaveCount(0);
    await expect(dialog).toBeVisible();
  });

  test("guests on a provider page are offered sign-in for a review and a question, and come back to it", async ({ page, factory }) => {
    const provider = await factory.provider();
    const user = await factory.user();
    const path = `/provider/${provider.id}`;
    await page.goto(path);
    for (const [name, anchor] of [
      ["Sign in to write a review", "reviews"],
      ["Sign in to ask a question", "questions"],
    ] as const) {
      const href = await page.getByRole("link", { name }).getAttribute("href");
      expect(href).toBeTruthy();
      const url = new URL(href!, "http://x");
      expect(url.pathname).toBe("/signin");
      expect(url.searchParams.get("redirectTo")).toBe(`${path}#${anchor}`);
    }
    await hydrated(page);
    await page.getByRole("link", { name: "Sign in to write a review" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/signin");
    await signInWithForm(page, user);
    await expect(page).toHaveURL((url) => url.pathname === path && url.hash === "#reviews");
    await expect(page.getByText("Write Review")).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign in to write a review" })).toHaveCount(0);
  });

  test("a client-side navigation jumps to the top (no visible smooth scroll)", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const link = page.getByTestId("site-footer").getByRole("link", { name: "Terms" });
    await link.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    // Every scroll position the page passes through on the way to the top.
    await page.evaluate(() => {
      const w = window as unknown as { seen: number[] };
      w.seen = [];
      window.addEventListener("scroll", () => w.seen.push(window.scrollY));
    });
    await link.click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.locator("h1").first()).toBeVisible();
    // A smooth scroll would go on emitting positions for a while: give it that while.
    await page.waitForTimeout(600);
    const samples = await page.evaluate(() => (window as unknown as { seen: number[] }).seen);
    expect(samples.length, "the page scrolled").toBeGreaterThan(0);
    // A jump: at most one position (the old offset clamped to the new page's height), then 0.
    expect(samples.at(-1)).toBe(0);
    expect(samples.filter((y) => y !== 0).length, `scrolled through ${samples.join(", ")}`).toBeLessThanOrEqual(1);
  });

  test("layout: Clear filters stays in the sidebar at 1280 px; the list view's name band is whole", async ({ page, factory }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/find-doctors");
    const aside = page.locator("aside").filter({ has: page.getByTestId("filter-form") });
    // The panel scrolls on its own when taller than the window: its last controls are reached inside it.
    await page.getByTestId("clear-filters").scrollIntoViewIfNeeded();
    expect(inside(await box(page.getByTestId("clear-filters")), await box(aside)), "Clear filters inside the sidebar card").toBe(true);
    expect(inside(await box(page.getByRole("button", { name: "Apply filters" })), await box(aside))).toBe(true);

    // A provider with one of the directory's card images: squares whose bottom 70 of 400 px is the name band; all of it shows.
    const tag = `Banded${unique()}`;
    await factory.provider({ name: `Dr. ${tag}`, image: "/lovable-uploads/providers/provider-1.svg" });
    await page.goto(`/find-doctors?q=${tag}&view=list`);
    const image = page.getByTestId("results").getByTestId("card-image").first().locator("img");
    await image.evaluate((img: HTMLImageElement) => img.decode());
    const hidden = await image.evaluate((img: HTMLImageElement) => {
      const { width, height } = img.getBoundingClientRect();
      const scale = Math.max(width / img.naturalWidth, height / img.naturalHeight);
      const shownHeight = img.naturalHeight * scale;
      const y = getComputedStyle(img).objectPosition.split(" ")[1] ?? "50%";
      const top = y.endsWith("%") ? ((height - shownHeight) * parseFloat(y)) / 100 : parseFloat(y);
      return Math.max(0, top + shownHeight - height);
    });
    expect(hidden, `the bottom ${hidden.toFixed(1)} px of the image (its name band) is cut off`).toBeLessThan(1);

    // "+N more fits at 375 px" is in honest-listings, on a provider with real before & after photos.
  });

  test("Lighthouse: testimonial dots are at least 24 px; the grid/list links carry aria-current, not aria-pressed @phone-only", async ({
    page,
  }) => {
    await page.goto("/");
    await hydrated(page);
    const dots = page.getByRole("button", { name: /^Show testimonial/ });
    await expect(dots).toHaveCount(5);
    for (const dot of await dots.all()) {
      const b = await box(dot);
      expect(b.width >= 24 && b.height >= 24, `dot is ${b.width}x${b.height}`).toBe(true);
    }

    await page.goto("/find-doctors?view=list");
    for (const view of ["grid", "list"]) {
      const link = page.getByTestId(`view-${view}`);
      await expect(link).not.toHaveAttribute("aria-pressed");
      if (view === "list") await expect(link).toHaveAttribute("aria-current", "page");
      else await expect(link).not.toHaveAttribute("aria-current");
    }
  });
});
