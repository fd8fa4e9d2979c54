/**
 * Pages in a browser: profiles, photos, places, link-in-bio, procedures, the public forms and the
 * site shell. Each test makes the providers (with their reviews, questions and photos) it looks at;
 * the contact and lead forms store one message or lead each.
 */
import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures.ts";

const unique = () => crypto.randomUUID().slice(0, 8);

async function headings(page: Page, level: number): Promise<string[]> {
  return (await page.getByRole("heading", { level }).allTextContents()).map((t) => t.trim());
}

test.describe("pages: profiles, places, procedures, forms and the site shell", () => {
  test("a provider profile shows the requirements' sections, actions, reviews with authors and Q&A", async ({ page, factory }) => {
    const provider = await factory.provider({
      name: `Dr. Olive ${unique()} Carter`,
      type: "board-certified-plastic-surgeon",
      bio: "Board-certified surgeon focused on natural results.",
      practicePhone: "555-555-0101",
      website: "https://example.com",
      certifications: ["American Board of Plastic Surgery"],
      pricing: { Botox: "$12 per unit" },
      socialMedia: { facebook: "https://facebook.com/example" },
    });
    const reviews = await factory.reviews([
      { providerId: provider.id, author: "Amelia Stone", rating: 5 },
      { providerId: provider.id, author: "Brooke Hale", rating: 4 },
    ]);
    await factory.questions([{ providerId: provider.id, question: "Do you offer evening hours?", answer: "Yes, on Thursdays." }]);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(`/provider/${provider.id}`);
    await expect(page.getByRole("heading", { level: 1, name: provider.name })).toBeVisible();
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
      expect(h2, `section ${title} in ${h2.join(", ")}`).toContain(title);
    }
    await expect(page.getByRole("link", { name: "Call Practice" })).toHaveAttribute("href", /^tel:/);
    await expect(page.getByRole("link", { name: "Book Consultation" })).toBeVisible();
    await expect(page.getByRole("link", { name: "View Website" })).toBeVisible();
    // No before & after photos: the section says so (honest-listings shows real ones).
    await expect(page.getByTestId("before-after-empty")).toBeVisible();
    await expect(page.getByTestId("more-photos")).toHaveCount(0);
    await expect(page.getByTestId("favorite-slot")).toHaveCount(1);
    const authors = page.getByTestId("review-author");
    await expect(authors).toHaveCount(2);
    expect((await authors.allTextContents()).sort()).toEqual(reviews.map((r) => r.author).sort());
    await expect(page.getByTestId("question").filter({ hasText: "Do you offer evening hours?" })).toContainText("Yes, on Thursdays.");
    await expect(page.getByRole("link", { name: "Facebook" })).toBeVisible();
    // Structured data and SEO tags.
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(jsonLd["@type"]).toBe("Physician");
    expect(jsonLd.aggregateRating.reviewCount).toBe(2);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/provider/${provider.id}$`));
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", await page.title());
    // Once in CI this click left the page where it was (cause not found); the other specs wait for hydration too.
    await hydrated(page);
    await page.getByTestId("practice-location").click();
    await expect(page).toHaveURL(new RegExp(`/location/${provider.id}$`));
    expect(errors).toEqual([]);
  });

  test("profile empty states, link-in-bio link and the initials fallback", async ({ page, factory }) => {
    const username = `bio${unique()}`;
    const missingImage = `/lovable-uploads/providers/missing-${unique()}.svg`;
    const [empty, withBio, noImage] = await factory.providers([
      {},
      { linkInBioUsername: username },
      { name: `Dr. Priya ${unique()} Nair`, image: missingImage },
    ]);
    await page.goto(`/provider/${empty!.id}`);
    await expect(page.getByText("No reviews yet. Be the first to review!")).toBeVisible();
    await expect(page.getByText("No answered questions yet.")).toBeVisible();
    await page.goto(`/provider/${withBio!.id}`);
    await hydrated(page);
    await page.getByTestId("link-in-bio").click();
    await expect(page).toHaveURL(new RegExp(`/${username}$`));
    await page.route(`**${missingImage}`, (route) => route.abort());
    await page.goto(`/provider/${noImage!.id}`);
    await expect(page.getByTestId("avatar-initials").first()).toHaveText("PN");
  });

  test("the photos page groups photos and opens a keyboard-driven lightbox", async ({ page, factory }) => {
    const provider = await factory.provider({ name: `Dr. Photo ${unique()}` });
    await factory.photos([
      { providerId: provider.id, kind: "practice", url: "/lovable-uploads/stock/botox.svg", title: "Treatment room" },
      { providerId: provider.id, kind: "practice", url: "/lovable-uploads/stock/dermal-fillers.svg", title: "Consultation room" },
      { providerId: provider.id, kind: "location", url: "/lovable-uploads/stock/liposuction.svg", title: "Front desk" },
    ]);
    await page.goto(`/provider/${provider.id}`);
    await hydrated(page);
    await page.getByRole("link", { name: "View Photos" }).click();
    await expect(page).toHaveURL(new RegExp(`/provider/${provider.id}/photos$`));
    // The URL can change a moment before the new page renders: wait for its heading.
    await expect(page.getByRole("heading", { level: 1, name: `Photos of ${provider.name}` })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: /^Practice/ })).toHaveText("Practice (2)");
    await expect(page.getByRole("heading", { level: 2, name: /^Location/ })).toHaveText("Location (1)");
    await expect(page.getByTestId("gallery-photo")).toHaveCount(3);
    await page.getByTestId("gallery-photo").first().click();
    const lightbox = page.getByTestId("lightbox");
    await expect(lightbox).toBeVisible();
    const position = page.getByTestId("lightbox-position");
    await expect(position).toHaveText("1 / 3");
    await page.keyboard.press("ArrowRight");
    await expect(position).toHaveText("2 / 3");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(position).toHaveText("3 / 3");
    await page.keyboard.press("Escape");
    await expect(lightbox).toHaveCount(0);
  });

  test("the location page shows name, address, 2 photos of at least 6, no reviews and the staff card", async ({ page, factory }) => {
    const practiceName = `Carter Aesthetic ${unique()} Institute`;
    const provider = await factory.provider({ practiceName, city: "Beverly Hills", state: "CA", location: "Beverly Hills, CA 90210" });
    await page.goto(`/location/${provider.id}`);
    await expect(page.getByRole("heading", { level: 1, name: practiceName })).toBeVisible();
    await expect(page.getByTestId("location-address")).toContainText("Beverly Hills, CA 90210");
    await expect(page.getByTestId("location-photo")).toHaveCount(2);
    const count = Number((await page.getByTestId("location-photo-count").textContent())!.replace(/\D/g, ""));
    expect(count).toBeGreaterThanOrEqual(6);
    await expect(page.getByText("No reviews available")).toBeVisible();
    await expect(page.getByRole("heading", { name: "About" })).toBeVisible();
    await hydrated(page);
    await page.getByTestId("staff-card").click();
    await expect(page).toHaveURL(new RegExp(`/provider/${provider.id}$`));
  });

  test("link-in-bio pages exist for providers with a username only and never shadow other routes", async ({ page, factory, request }) => {
    const username = `mia${unique()}`;
    const provider = await factory.provider({
      name: `Mia ${unique()} Thompson, RDN`,
      linkInBioUsername: username,
      website: "https://example.com",
      practicePhone: "555-555-0102",
      socialMedia: { instagram: "https://instagram.com/example" },
    });
    await page.goto(`/${username}`);
    await expect(page.getByRole("heading", { level: 1, name: provider.name })).toBeVisible();
    await expect(page.getByRole("link", { name: "Book a Consultation" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Visit Website" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Instagram" })).toBeVisible();
    expect(await page.getByTestId("bio-links").getByRole("link").count()).toBeGreaterThanOrEqual(4);
    expect((await request.get(`/someone-else-${unique()}`)).status()).toBe(404);
    expect((await request.get(`/${username}`)).status()).toBe(200);
    expect(await (await request.get("/signin")).text()).toMatch(/<h1[^>]*>Sign In<\/h1>/);
  });

  test("procedures: the catalogue and one page per procedure with price and providers", async ({ page, factory }) => {
    // Best rated first: these three, rated 5 with more reviews than anyone, head the Botox page.
    const made = await factory.providers(
      [1, 2, 3].map((i) => ({ name: `Dr. Botox ${unique()} ${i}`, specialties: ["Botox"], rating: 5, reviewCount: 900_000 + i })),
    );
    await page.goto("/browse-procedures");
    expect(await page.getByTestId("procedure-card").count()).toBeGreaterThanOrEqual(16);
    await hydrated(page);
    await page.getByTestId("procedure-card").filter({ hasText: "Botox" }).click();
    await expect(page).toHaveURL(/\/browse-procedures\/botox$/);
    await expect(page.getByRole("heading", { level: 2, name: "What it is" })).toBeVisible();
    await expect(page.getByTestId("price-range")).toHaveText("$300 - $600 per area");
    const cards = page.getByTestId("procedure-providers").getByTestId("provider-card");
    for (const provider of made) await expect(cards.filter({ hasText: provider.name })).toHaveCount(1);
  });

  test("the contact form validates in the browser, stores a message and shows success", async ({ page }) => {
    await page.goto("/contact-us");
    await hydrated(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("First name is required")).toBeVisible();
    await expect(page.getByText("Please select a subject")).toBeVisible();
    await page.getByLabel("First Name").fill("Erin");
    await page.getByLabel("Last Name").fill("Walsh");
    await page.getByLabel("Email").fill(`erin-${unique()}@example.com`);
    await page.getByLabel("Phone").fill("555 555 0123");
    await page.getByLabel("Specialty").selectOption("Medspa");
    await page.getByLabel("Subject").selectOption("Provider Listing");
    await page.getByLabel("Message").fill("Please list our med spa.");
    const send = page.getByRole("button", { name: "Send Message" });
    await send.evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
    await send.click();
    await expect(page.getByTestId("contact-success")).toBeVisible();
    await expect(page).toHaveURL(/\/contact-us\?sent=1#contact-form$/);
    await expect(page.getByTestId("toast").getByText("Message sent!")).toBeVisible();
  });

  test("?product=trulinkmd preselects the TruLinkMD subject and the waitlist box", async ({ page }) => {
    await page.goto("/contact?product=trulinkmd");
    await expect(page.getByLabel("Subject")).toHaveValue("TruLinkMD Interest");
    await expect(page.getByRole("checkbox", { name: /TruLinkMD waitlist/ })).toBeChecked();
  });

  test("navigation dropdowns work with the keyboard", async ({ page }) => {
    await page.goto("/terms");
    await hydrated(page);
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent);
    const patient = page.getByRole("button", { name: "Patient Resources" });
    await patient.focus();
    await page.keyboard.press("Enter");
    await expect(patient).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowDown");
    await expect.poll(focusedText).toBe("Find Doctors");
    const forum = page.getByRole("banner").locator('[aria-disabled="true"]', { hasText: "Forum" });
    await expect(forum).toHaveText("ForumComing Soon");
    await expect(forum).toBeVisible();
    await page.keyboard.type("te"); // type-ahead: "Terms"
    await expect.poll(focusedText).toBe("Terms");
    await page.keyboard.press("Escape");
    await expect(patient).toHaveAttribute("aria-expanded", "false");
    await expect(patient).toBeFocused();
    const business = page.getByRole("button", { name: "Business" });
    await business.focus();
    await page.keyboard.press("ArrowDown");
    await expect.poll(focusedText).toBe("List Your Business");
    await page.keyboard.press("ArrowUp");
    await expect.poll(focusedText).toMatch(/^TruLink/);
    await page.keyboard.press("Home");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/lead-form$/);
    await expect(page.getByRole("heading", { level: 1, name: "List Your Business" })).toBeVisible();
    await expect(page.locator('button[aria-expanded="false"]', { hasText: "Business" })).toBeVisible();
  });

  test("signed-out header links and the footer's Coming Soon items", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/choose-signup");
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/signin");
    const footer = page.getByTestId("site-footer");
    for (const item of ["TruGPT AI Assistant", "TruLinkMD Link-in-Bio", "Community Forum"])
      await expect(footer.getByText(item)).toBeVisible();
    await expect(footer.getByRole("listitem").getByText("Coming Soon")).toHaveCount(3);
    await page.goto("/choose-signup");
    await hydrated(page);
    await page.getByTestId("choose-provider").click();
    await expect(page).toHaveURL(/\/lead-form$/);
  });

  test("on a phone the full-screen menu opens and closes on navigation @phone-only", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await expect(page.getByRole("button", { name: "Patient Resources" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByTestId("mobile-menu");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/auth");
    await menu.getByRole("link", { name: "Browse Procedures" }).click();
    await expect(page).toHaveURL(/\/browse-procedures$/);
    await expect(menu).toHaveCount(0);
    const bar = await page.getByTestId("bottom-bar").boundingBox();
    expect(bar?.height).toBe(90);
    expect(bar && bar.x, "floats with margins on mobile").toBeGreaterThan(0);
  });

  test("on a phone the menu traps focus, closes on Escape with focus back on the menu button, and closes on any route change @phone-only", async ({
    page,
  }) => {
    await page.goto("/");
    await hydrated(page);
    const openButton = page.getByRole("button", { name: "Open menu" });
    const menu = page.getByTestId("mobile-menu");
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return { inMenu: Boolean(el?.closest("#mobile-menu")), label: el?.getAttribute("aria-label") || el?.textContent?.trim() || "" };
      });

    await openButton.click();
    await expect(menu).toBeVisible();
    await expect(openButton).toHaveAttribute("aria-expanded", "true");
    await expect.poll(focused, { message: "focus starts on the close button" }).toEqual({ inMenu: true, label: "Close menu" });
    const stops = await menu.evaluate(
      (el) =>
        Array.from(el.querySelectorAll<HTMLElement>("a[href], button:not([disabled])")).filter((x) => x.getClientRects().length > 0).length,
    );
    expect(stops, `focus stops in the menu: ${stops}`).toBeGreaterThanOrEqual(8);

    // Tab goes all the way round (more presses than stops) without leaving the menu.
    const seen = new Set<string>();
    for (let i = 0; i < stops + 2; i++) {
      await page.keyboard.press("Tab");
      const f = await focused();
      expect(f.inMenu, `Tab ${i + 1} stays in the menu (${f.label})`).toBe(true);
      seen.add(f.label);
    }
    expect(seen.has("TruSelf home") && seen.has("Get Started") && seen.has("Close menu"), [...seen].join(", ")).toBe(true);
    // The last stop wraps to the first and back with Shift+Tab.
    await menu.getByRole("link", { name: "Get Started" }).focus();
    await page.keyboard.press("Tab");
    expect(await focused(), "Tab on the last stop wraps to the first").toEqual({ inMenu: true, label: "TruSelf home" });
    await page.keyboard.press("Shift+Tab");
    expect(await focused(), "Shift+Tab on the first stop wraps to the last").toEqual({ inMenu: true, label: "Get Started" });
    for (let i = 0; i < stops + 2; i++) {
      await page.keyboard.press("Shift+Tab");
      expect((await focused()).inMenu, `Shift+Tab ${i + 1} stays in the menu`).toBe(true);
    }
    // The page behind is inert while the menu is open.
    await expect(page.locator("main")).toHaveAttribute("inert", "");

    await page.keyboard.press("Escape");
    await expect(menu).toHaveCount(0);
    await expect(openButton, "Escape returns focus to the menu button").toBeFocused();
    await expect(openButton).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("main")).not.toHaveAttribute("inert");

    // The close button also returns focus; the logo link closes the menu even on the page already shown.
    await openButton.click();
    await menu.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toHaveCount(0);
    await expect(openButton).toBeFocused();
    await openButton.click();
    await menu.getByRole("link", { name: "TruSelf home" }).click();
    await expect(menu).toHaveCount(0);

    // A route change that does not come from the menu (history back) closes it too.
    await page.getByTestId("site-footer").getByRole("link", { name: "Terms" }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await openButton.click();
    await expect(menu).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await expect(menu).toHaveCount(0);
  });

  test("the bottom bar's community button opens the group join and the robot opens TruGPT (bubble timings: site)", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("bottom-community")).toHaveAttribute("href", "/community?join=group");
    await hydrated(page);
    // With JavaScript the robot opens the TruGPT dialog over the page (signed out: its join prompt; trugpt.spec.ts).
    await page.getByTestId("robot-button").click();
    await expect(page.getByTestId("trugpt-join")).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/");
  });

  test("the lead form writes a lead and thanks the provider", async ({ page }) => {
    await page.goto("/lead-form");
    await hydrated(page);
    await page.getByLabel("Full Name").fill("Dr. Test Lead");
    await page.getByLabel("Email").fill(`lead-${unique()}@example.com`);
    await page.getByLabel("Phone").fill("555 555 0177");
    await page.getByLabel("Provider Type").selectOption("medspa");
    await page.getByLabel("Practice Name").fill(`Lead Spa ${unique()}`);
    await page.getByLabel("City").fill("Austin");
    await page.getByLabel("State").fill("TX");
    const submit = page.getByRole("button", { name: "Submit Listing Request" });
    await submit.evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
    await submit.click();
    await expect(page.getByTestId("lead-success")).toBeVisible();
  });

  test("signed in: the avatar menu shows the initial, the first name and the account links", async ({ page, factory, signIn }) => {
    await signIn(await factory.user({ signedIn: true, firstName: "Paige", email: `paige-${unique()}@example.com` }));
    await page.goto("/");
    await hydrated(page);
    const trigger = page.getByTestId("user-menu");
    await expect(trigger).toHaveText("PPaige");
    await trigger.click();
    for (const [name, href] of [
      ["Profile", "/profile"],
      ["Favorites", "/favorites"],
      ["TruGPT History", "/trugpt-history"],
    ] as const) {
      await expect(page.getByRole("banner").getByRole("link", { name })).toHaveAttribute("href", href);
    }
    await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  test("a path change scrolls to the top", async ({ page, factory }) => {
    const provider = await factory.provider();
    await factory.reviews([{ providerId: provider.id }]);
    await page.goto(`/provider/${provider.id}`);
    await hydrated(page);
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByTestId("site-footer").getByRole("link", { name: "Terms" }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("pages without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("without JavaScript the contact form still validates on the server and stores the message", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Last name is required")).toBeVisible();
    await page.getByLabel("First Name").fill("Noel");
    await page.getByLabel("Last Name").fill("Script");
    await page.getByLabel("Email").fill(`noel-${unique()}@example.com`);
    await page.getByLabel("Phone").fill("555 555 0188");
    await page.getByLabel("Specialty").selectOption("Other");
    await page.getByLabel("Subject").selectOption("General Inquiry");
    await page.getByLabel("Message").fill("Sent without JavaScript.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByTestId("contact-success")).toBeVisible();
    await expect(page).toHaveURL(/\/contact\?sent=1#contact-form$/);
  });
});
