import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { ACCOUNTS, BASE_URL, launchBrowser, newPage, signInByRequest, waitForHydration } from "./browser.ts";

async function headings(page: Page, level: number): Promise<string[]> {
  return (await page.getByRole("heading", { level }).allTextContents()).map((t) => t.trim());
}

describe("pages: profiles, places, procedures, forms and the site shell", () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  test("a provider profile shows the requirements' sections, actions, reviews with authors and Q&A", async () => {
    const page = await newPage(browser);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto("/provider/1");
    await page.getByRole("heading", { level: 1, name: "Dr. Olivia Carter" }).waitFor();
    const h2 = await headings(page, 2);
    for (const title of [
      "About",
      "Before & After",
      "Connect with Me",
      "Education & Credentials",
      "Reviews",
      "Provider Q&A",
      "Pricing",
      "Practice Location",
    ]) {
      assert.ok(h2.includes(title), `section ${title} in ${h2.join(", ")}`);
    }
    assert.match((await page.getByRole("link", { name: "Call Practice" }).getAttribute("href")) ?? "", /^tel:/);
    assert.ok(await page.getByRole("link", { name: "Book Consultation" }).isVisible());
    assert.ok(await page.getByRole("link", { name: "View Website" }).isVisible());
    // The seed has no before & after photos: the section says so (honest-listings.test.ts shows real ones).
    await page.getByTestId("before-after-empty").waitFor();
    assert.equal(await page.getByTestId("more-photos").count(), 0);
    assert.equal(await page.getByTestId("favorite-slot").count(), 1);
    const authors = await page.getByTestId("review-author").allTextContents();
    assert.ok(authors.length >= 2 && authors.every((a) => /^[A-Z][a-z]+ [A-Z][a-z]+$/.test(a)), authors.join(", "));
    assert.ok((await page.getByTestId("question").count()) >= 1);
    assert.ok(await page.getByRole("link", { name: "Facebook" }).isVisible());
    // Structured data and SEO tags.
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    assert.equal(jsonLd["@type"], "Physician");
    assert.equal(jsonLd.aggregateRating.reviewCount, 3); // the seed stores 3 reviews for provider 1
    assert.match((await page.locator('link[rel="canonical"]').getAttribute("href"))!, /\/provider\/1$/);
    assert.equal(await page.locator('meta[property="og:title"]').getAttribute("content"), await page.title());
    await page.getByTestId("practice-location").click();
    await page.waitForURL("**/location/1");
    assert.deepEqual(errors, []);
  });

  test("profile empty states, link-in-bio link and the initials fallback", async () => {
    const page = await newPage(browser);
    await page.goto("/provider/4"); // the seed gives provider 4 no reviews and provider 2 no questions
    await page.getByText("No reviews yet. Be the first to review!").waitFor();
    await page.goto("/provider/2");
    await page.getByText("No answered questions yet.").waitFor();
    await page.goto("/provider/3");
    await page.getByTestId("link-in-bio").click();
    await page.waitForURL("**/drlaylahassan");
    await page.route("**/lovable-uploads/providers/provider-5.svg", (route) => route.abort());
    await page.goto("/provider/5");
    await page.getByTestId("avatar-initials").first().waitFor();
    assert.equal(await page.getByTestId("avatar-initials").first().textContent(), "PN");
  });

  test("the photos page groups photos and opens a keyboard-driven lightbox", async () => {
    const page = await newPage(browser);
    await page.goto("/provider/1");
    await page.getByRole("link", { name: "View Photos" }).click();
    await page.waitForURL("**/provider/1/photos");
    // The URL can change a moment before the new page renders: wait for its heading.
    await page.getByRole("heading", { level: 1, name: "Photos of Dr. Olivia Carter" }).waitFor();
    const h2 = await headings(page, 2);
    assert.ok(h2.some((h) => h.startsWith("Practice")) && h2.some((h) => h.startsWith("Location")), h2.join(", "));
    const total = await page.getByTestId("gallery-photo").count();
    await page.getByTestId("gallery-photo").first().click();
    const lightbox = page.getByTestId("lightbox");
    await lightbox.waitFor();
    assert.equal(await page.getByTestId("lightbox-position").textContent(), `1 / ${total}`);
    await page.keyboard.press("ArrowRight");
    assert.equal(await page.getByTestId("lightbox-position").textContent(), `2 / ${total}`);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    assert.equal(await page.getByTestId("lightbox-position").textContent(), `${total} / ${total}`);
    await page.keyboard.press("Escape");
    await lightbox.waitFor({ state: "detached" });
  });

  test("the location page shows name, address, 2 photos of at least 6, no reviews and the staff card", async () => {
    const page = await newPage(browser);
    await page.goto("/location/1");
    await page.getByRole("heading", { level: 1, name: "Carter Aesthetic Institute" }).waitFor();
    assert.match((await page.getByTestId("location-address").textContent()) ?? "", /Beverly Hills, CA 90210/);
    assert.equal(await page.getByTestId("location-photo").count(), 2);
    const count = Number((await page.getByTestId("location-photo-count").textContent())!.replace(/\D/g, ""));
    assert.ok(count >= 6);
    await page.getByText("No reviews available").waitFor();
    assert.ok(await page.getByRole("heading", { name: "About" }).isVisible());
    await page.getByTestId("staff-card").click();
    await page.waitForURL("**/provider/1");
  });

  test("link-in-bio pages exist for the two providers only and never shadow other routes", async () => {
    const page = await newPage(browser);
    await page.goto("/miathompson");
    await page.getByRole("heading", { level: 1, name: "Mia Thompson, RDN" }).waitFor();
    assert.ok(await page.getByRole("link", { name: "Book a Consultation" }).isVisible());
    assert.ok(await page.getByRole("link", { name: "Visit Website" }).isVisible());
    assert.ok(await page.getByRole("link", { name: "Instagram" }).isVisible());
    assert.ok((await page.getByTestId("bio-links").getByRole("link").count()) >= 4);
    assert.equal((await fetch(`${BASE_URL}/someone-else`)).status, 404);
    assert.equal((await fetch(`${BASE_URL}/drlaylahassan`)).status, 200);
    assert.match(await (await fetch(`${BASE_URL}/signin`)).text(), /<h1[^>]*>Sign In<\/h1>/);
  });

  test("procedures: the catalogue and one page per procedure with price and providers", async () => {
    const page = await newPage(browser);
    await page.goto("/browse-procedures");
    assert.ok((await page.getByTestId("procedure-card").count()) >= 16);
    await page.getByTestId("procedure-card").filter({ hasText: "Botox" }).click();
    await page.waitForURL("**/browse-procedures/botox");
    await page.getByRole("heading", { level: 2, name: "What it is" }).waitFor();
    assert.equal(await page.getByTestId("price-range").textContent(), "$300 - $600 per area");
    assert.ok((await page.getByTestId("procedure-providers").getByTestId("provider-card").count()) >= 3);
  });

  test("the contact form validates in the browser, stores a message and shows success", async () => {
    const page = await newPage(browser);
    await page.goto("/contact-us");
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.getByText("First name is required").waitFor();
    await page.getByText("Please select a subject").waitFor();
    await page.getByLabel("First Name").fill("Erin");
    await page.getByLabel("Last Name").fill("Walsh");
    await page.getByLabel("Email").fill("erin@example.com");
    await page.getByLabel("Phone").fill("555 555 0123");
    await page.getByLabel("Specialty").selectOption("Medspa");
    await page.getByLabel("Subject").selectOption("Provider Listing");
    await page.getByLabel("Message").fill("Please list our med spa.");
    const send = page.getByRole("button", { name: "Send Message" });
    await send.evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
    await send.click();
    await page.getByTestId("contact-success").waitFor();
    assert.match(page.url(), /\/contact-us\?sent=1#contact-form$/);
    await page.getByTestId("toast").getByText("Message sent!").waitFor();
  });

  test("?product=trulinkmd preselects the TruLinkMD subject and the waitlist box", async () => {
    const page = await newPage(browser);
    await page.goto("/contact?product=trulinkmd");
    assert.equal(await page.getByLabel("Subject").inputValue(), "TruLinkMD Interest");
    assert.equal(await page.getByRole("checkbox", { name: /TruLinkMD waitlist/ }).isChecked(), true);
  });

  test("navigation dropdowns work with the keyboard", async () => {
    const page = await newPage(browser);
    await page.goto("/terms");
    await waitForHydration(page);
    const patient = page.getByRole("button", { name: "Patient Resources" });
    await patient.focus();
    await page.keyboard.press("Enter");
    assert.equal(await patient.getAttribute("aria-expanded"), "true");
    await page.keyboard.press("ArrowDown");
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), "Find Doctors");
    const forum = page.getByRole("banner").locator('[aria-disabled="true"]', { hasText: "Forum" });
    assert.equal(await forum.textContent(), "ForumComing Soon");
    assert.ok(await forum.isVisible());
    await page.keyboard.type("te"); // type-ahead: "Terms"
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), "Terms");
    await page.keyboard.press("Escape");
    assert.equal(await patient.getAttribute("aria-expanded"), "false");
    assert.equal(await page.evaluate(() => document.activeElement?.textContent?.trim()), "Patient Resources");
    const business = page.getByRole("button", { name: "Business" });
    await business.focus();
    await page.keyboard.press("ArrowDown");
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), "List Your Business");
    await page.keyboard.press("ArrowUp");
    assert.match((await page.evaluate(() => document.activeElement?.textContent)) ?? "", /^TruLink/);
    await page.keyboard.press("Home");
    await page.keyboard.press("Enter");
    await page.waitForURL("**/lead-form");
    await page.getByRole("heading", { level: 1, name: "List Your Business" }).waitFor();
    await page.locator('button[aria-expanded="false"]', { hasText: "Business" }).waitFor();
  });

  test("signed-out header links and the footer's Coming Soon items", async () => {
    const page = await newPage(browser);
    await page.goto("/");
    assert.equal(await page.getByRole("banner").getByRole("link", { name: "Get Started" }).getAttribute("href"), "/choose-signup");
    assert.equal(await page.getByRole("banner").getByRole("link", { name: "Sign In" }).getAttribute("href"), "/signin");
    const footer = page.getByTestId("site-footer");
    for (const item of ["TruGPT AI Assistant", "TruLinkMD Link-in-Bio", "Community Forum"])
      assert.ok(await footer.getByText(item).isVisible());
    assert.equal(await footer.getByRole("listitem").getByText("Coming Soon").count(), 3);
    await page.goto("/choose-signup");
    await page.getByTestId("choose-provider").click();
    await page.waitForURL("**/lead-form");
  });

  test("at 375 px the full-screen menu opens and closes on navigation", async () => {
    const page = await newPage(browser, { width: 375, height: 740 });
    await page.goto("/");
    assert.equal(await page.getByRole("button", { name: "Patient Resources" }).isVisible(), false);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByTestId("mobile-menu");
    await menu.waitFor();
    assert.equal(await menu.getByRole("link", { name: "Get Started" }).getAttribute("href"), "/auth");
    await menu.getByRole("link", { name: "Browse Procedures" }).click();
    await page.waitForURL("**/browse-procedures");
    await menu.waitFor({ state: "detached" });
    const bar = await page.getByTestId("bottom-bar").boundingBox();
    assert.equal(bar?.height, 90);
    assert.ok(bar && bar.x > 0, "floats with margins on mobile");
  });

  test("at 375 px the menu traps focus, closes on Escape with focus back on the menu button, and closes on any route change", async () => {
    const page = await newPage(browser, { width: 375, height: 740 });
    await page.goto("/");
    await waitForHydration(page);
    const openButton = page.getByRole("button", { name: "Open menu" });
    const menu = page.getByTestId("mobile-menu");
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return { inMenu: Boolean(el?.closest("#mobile-menu")), label: el?.getAttribute("aria-label") || el?.textContent?.trim() || "" };
      });

    await openButton.click();
    await menu.waitFor();
    assert.equal(await openButton.getAttribute("aria-expanded"), "true");
    assert.deepEqual(await focused(), { inMenu: true, label: "Close menu" }, "focus starts on the close button");
    const stops = await menu.evaluate(
      (el) =>
        Array.from(el.querySelectorAll<HTMLElement>("a[href], button:not([disabled])")).filter((x) => x.getClientRects().length > 0).length,
    );
    assert.ok(stops >= 8, `focus stops in the menu: ${stops}`);

    // Tab goes all the way round (more presses than stops) without leaving the menu.
    const seen = new Set<string>();
    for (let i = 0; i < stops + 2; i++) {
      await page.keyboard.press("Tab");
      const f = await focused();
      assert.equal(f.inMenu, true, `Tab ${i + 1} stays in the menu (${f.label})`);
      seen.add(f.label);
    }
    assert.ok(seen.has("TruSelf home") && seen.has("Get Started") && seen.has("Close menu"), [...seen].join(", "));
    // The last stop wraps to the first and back with Shift+Tab.
    await menu.getByRole("link", { name: "Get Started" }).focus();
    await page.keyboard.press("Tab");
    assert.deepEqual(await focused(), { inMenu: true, label: "TruSelf home" }, "Tab on the last stop wraps to the first");
    await page.keyboard.press("Shift+Tab");
    assert.deepEqual(await focused(), { inMenu: true, label: "Get Started" }, "Shift+Tab on the first stop wraps to the last");
    for (let i = 0; i < stops + 2; i++) {
      await page.keyboard.press("Shift+Tab");
      assert.equal((await focused()).inMenu, true, `Shift+Tab ${i + 1} stays in the menu`);
    }
    // The page behind is inert while the menu is open.
    assert.equal(await page.locator("main").getAttribute("inert"), "");

    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    assert.equal(
      await page.evaluate(() => document.activeElement?.getAttribute("aria-label")),
      "Open menu",
      "Escape returns focus to the menu button",
    );
    assert.equal(await openButton.getAttribute("aria-expanded"), "false");
    assert.equal(await page.locator("main").getAttribute("inert"), null);

    // The close button also returns focus; the logo link closes the menu even on the page already shown.
    await openButton.click();
    await menu.getByRole("button", { name: "Close menu" }).click();
    await menu.waitFor({ state: "detached" });
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("aria-label")), "Open menu");
    await openButton.click();
    await menu.getByRole("link", { name: "TruSelf home" }).click();
    await menu.waitFor({ state: "detached" });

    // A route change that does not come from the menu (history back) closes it too.
    await page.getByTestId("site-footer").getByRole("link", { name: "Terms" }).click();
    await page.waitForURL("**/terms");
    await openButton.click();
    await menu.waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/");
    await menu.waitFor({ state: "detached" });
  });

  test("the bottom bar's community button opens the group join and the robot opens TruGPT (bubble timings: site.test.ts)", async () => {
    const page = await newPage(browser);
    await page.goto("/");
    assert.equal(await page.getByTestId("bottom-community").getAttribute("href"), "/community?join=group");
    // With JavaScript the robot opens the TruGPT dialog over the page (signed out: its join prompt; test/e2e/trugpt.test.ts).
    await page.getByTestId("robot-button").click();
    await page.getByTestId("trugpt-join").waitFor();
    assert.equal(new URL(page.url()).pathname, "/");
  });

  test("robots.txt and the sitemap index", async () => {
    const robots = await (await fetch(`${BASE_URL}/robots.txt`)).text();
    assert.match(robots, /Disallow: \/admin/);
    assert.match(robots, /Sitemap: .*\/sitemap\.xml/);
    const index = await fetch(`${BASE_URL}/sitemap.xml`);
    assert.match(index.headers.get("content-type") ?? "", /xml/);
    const part = await (await fetch(`${BASE_URL}/sitemaps/providers-1.xml`)).text();
    assert.match(part, /\/provider\/mia-thompson<\/loc>/);
  });
  test("without JavaScript the contact form still validates on the server and stores the message", async () => {
    const page = await newPage(browser, undefined, { javaScript: false });
    await page.goto("/contact");
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.getByText("Last name is required").waitFor();
    await page.getByLabel("First Name").fill("Noel");
    await page.getByLabel("Last Name").fill("Script");
    await page.getByLabel("Email").fill("noel@example.com");
    await page.getByLabel("Phone").fill("555 555 0188");
    await page.getByLabel("Specialty").selectOption("Other");
    await page.getByLabel("Subject").selectOption("General Inquiry");
    await page.getByLabel("Message").fill("Sent without JavaScript.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.getByTestId("contact-success").waitFor();
    assert.match(page.url(), /\/contact\?sent=1#contact-form$/);
    await page.context().close();
  });

  test("the lead form writes a lead and thanks the provider", async () => {
    const page = await newPage(browser);
    await page.goto("/lead-form");
    await page.getByLabel("Full Name").fill("Dr. Test Lead");
    await page.getByLabel("Email").fill("lead@example.com");
    await page.getByLabel("Phone").fill("555 555 0177");
    await page.getByLabel("Provider Type").selectOption("medspa");
    await page.getByLabel("Practice Name").fill("Lead Spa");
    await page.getByLabel("City").fill("Austin");
    await page.getByLabel("State").fill("TX");
    const submit = page.getByRole("button", { name: "Submit Listing Request" });
    await submit.evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
    await submit.click();
    await page.getByTestId("lead-success").waitFor();
  });

  test("signed in: the avatar menu shows the initial, the first name and the account links", async () => {
    const page = await newPage(browser);
    await signInByRequest(page, ACCOUNTS.patient);
    await page.goto("/");
    const trigger = page.getByTestId("user-menu");
    assert.equal((await trigger.textContent())?.trim(), "PPaige");
    await trigger.click();
    for (const [name, href] of [
      ["Profile", "/profile"],
      ["Favorites", "/favorites"],
      ["TruGPT History", "/trugpt-history"],
    ]) {
      assert.equal(await page.getByRole("banner").getByRole("link", { name }).getAttribute("href"), href);
    }
    assert.ok(await page.getByRole("button", { name: "Sign Out" }).isVisible());
    await page.keyboard.press("Escape");
    assert.equal(await trigger.getAttribute("aria-expanded"), "false");
  });

  test("a path change scrolls to the top", async () => {
    const page = await newPage(browser);
    await page.goto("/provider/1");
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
    assert.ok((await page.evaluate(() => window.scrollY)) > 500);
    await page.getByTestId("site-footer").getByRole("link", { name: "Terms" }).click();
    await page.waitForURL("**/terms");
    await page.waitForFunction(() => window.scrollY === 0);
  });
});
