/**
 * Issue 3's public site (docs/requirements.md), the parts the other e2e files leave out: the home page's sections, card
 * content, every filter in a shared link, the informational pages, the marketing lead page, SEO
 * tags on every public page, the sitemap, image attributes and the bottom bar's timings.
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { BASE_URL, launchBrowser, newPage, waitForHydration } from "./browser.ts";

async function texts(page: Page, selector: string): Promise<string[]> {
  return (await page.locator(selector).allTextContents()).map((t) => t.trim());
}

/** The rating a card announces ("Rated 4.8 out of 5 from 12 reviews"). */
async function cardRatings(page: Page, scope: string): Promise<number[]> {
  const labels = await page
    .locator(`${scope} [data-testid=provider-card] [aria-label^="Rated "]`)
    .evaluateAll((els) => els.map((el) => el.getAttribute("aria-label") ?? ""));
  return labels.map((l) => Number(l.match(/^Rated ([\d.]+)/)?.[1]));
}

describe("the public site: home, cards, shared links, information pages, SEO and the bottom bar", () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  test("home: headline, static counter, the picker's two procedure lists, Featured and Top-Rated with View More, the forum preview and 5 testimonials", async () => {
    const page = await newPage(browser);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto("/");
    await waitForHydration(page);
    assert.equal((await page.getByRole("heading", { level: 1 }).textContent())?.trim(), "Find Plastic Surgeons & Other Cosmetic Providers");
    await page.getByText("3,960 appointments booked today", { exact: true }).waitFor();

    // Requirements 001's lists, in order, under their group labels.
    const picker = page.getByTestId("hero-search").getByLabel("Procedure");
    assert.deepEqual(await texts(page, '[data-testid=hero-search] optgroup[label="Surgical Procedures"] option'), [
      "Rhinoplasty (Nose Job)",
      "Breast Augmentation",
      "Liposuction",
      "Facelift",
      "Tummy Tuck",
      "Brazilian Butt Lift",
      "Mommy Makeover",
      "Breast Reduction",
    ]);
    assert.deepEqual(await texts(page, '[data-testid=hero-search] optgroup[label="Non-Surgical Procedures"] option'), [
      "Botox",
      "Dermal Fillers",
      "CoolSculpting",
      "Chemical Peels",
      "Laser Hair Removal",
      "Microneedling",
      "IPL Photofacial",
      "Thread Lift",
    ]);
    assert.equal(await picker.locator("option").first().textContent(), "Providers & Treatments");

    // Featured: provider 3, then Mia Thompson, then others; at most 6; View More since more qualify.
    const featured = await texts(page, "[data-testid=featured-list] [data-testid=provider-card] h3");
    assert.equal(featured.length, 6);
    assert.deepEqual(featured.slice(0, 2), ["Dr. Layla Hassan", "Mia Thompson, RDN"]);
    // Top-Rated: rating 4.5 or above, best first, first 5.
    const topRated = await cardRatings(page, "[data-testid=top-rated-list]");
    assert.equal(topRated.length, 5);
    assert.ok(
      topRated.every((r) => r >= 4.5),
      topRated.join(", "),
    );
    assert.deepEqual(
      topRated,
      [...topRated].sort((a, b) => b - a),
    );

    // The forum preview: 3 static posts, the 3 stats, the waitlist button.
    const forum = page.locator("section[aria-labelledby=community-heading]");
    assert.equal(await forum.getByRole("list", { name: "Sample community posts" }).getByRole("listitem").count(), 3);
    for (const stat of ["100K+", "5K+", "24/7"]) assert.equal(await forum.getByText(stat, { exact: true }).count(), 1, stat);
    assert.ok(await forum.getByTestId("waitlist-button").isVisible());

    // Testimonials: 5, one at a time; Next walks through all of them and wraps around.
    const testimonials = page.getByTestId("testimonials");
    assert.equal(await testimonials.getByRole("button", { name: /^Show testimonial \d of 5$/ }).count(), 5);
    const seen: string[] = [];
    for (let i = 0; i < 5; i++) {
      seen.push((await testimonials.locator("figcaption").textContent()) ?? "");
      await testimonials.getByRole("button", { name: "Next testimonial" }).click();
    }
    assert.equal(new Set(seen).size, 5, seen.join(" | "));
    assert.equal(await testimonials.locator("figcaption").textContent(), seen[0]);
    await testimonials.getByRole("button", { name: "Previous testimonial" }).click();
    assert.equal(await testimonials.locator("figcaption").textContent(), seen[4]);

    // View More opens the directory filtered like its carousel.
    await page.getByTestId("top-rated-carousel").getByTestId("view-more").click();
    await page.waitForURL(
      (url) => url.pathname === "/find-doctors" && url.searchParams.get("rating") === "4.5" && url.searchParams.get("sort") === "rating",
    );
    // The URL changes a moment before the new page renders.
    await page.getByRole("heading", { level: 1, name: "Find Doctors" }).waitFor();
    const listed = await cardRatings(page, "[data-testid=results]");
    assert.ok(listed.length > 5 && listed.every((r) => r >= 4.5), listed.join(", "));
    await page.goto("/");
    await page.getByTestId("featured-carousel").getByTestId("view-more").click();
    await page.waitForURL((url) => url.pathname === "/find-doctors" && url.searchParams.get("status") === "featured");
    assert.deepEqual(errors, []);
  });

  test("at 375 px the hero search stacks its four inputs and lands on the same filtered /find-doctors", async () => {
    const page = await newPage(browser, { width: 375, height: 740 });
    await page.goto("/");
    await waitForHydration(page);
    const search = page.getByTestId("hero-search");
    const boxes = await Promise.all(
      ["Procedure", "Location", "Status", "Provider type"].map((label) => search.getByLabel(label).boundingBox()),
    );
    assert.ok(
      boxes.every((b, i) => b && (i === 0 || b.y > boxes[i - 1]!.y)),
      "one input under the other",
    );
    assert.ok(
      boxes.every((b) => b && b.width > 250),
      "full-width inputs",
    );
    await search.getByLabel("Procedure").selectOption({ label: "Botox" });
    await search.getByLabel("Status").selectOption({ label: "Verified" });
    await search.getByLabel("Provider type").selectOption({ label: "Dermatologist" });
    await search.getByRole("button", { name: "Search" }).click();
    await page.waitForURL((url) => url.pathname === "/find-doctors");
    assert.equal(new URL(page.url()).search, "?procedure=Botox&type=dermatologist&status=verified");
    await page.getByRole("heading", { level: 1, name: "Find Doctors" }).waitFor();
    const names = (await page.getByTestId("results").getByRole("heading").allTextContents()).sort();
    assert.deepEqual(names, ["Dr. Amara Okafor", "Dr. Priya Natarajan"]);
  });

  test("provider cards: name, the first of title/specialty, location, at most 3 chips; carousel arrows on desktop only", async () => {
    const page = await newPage(browser);
    await page.goto("/find-doctors?q=olivia");
    const card = page.getByTestId("results").getByTestId("provider-card");
    assert.equal(await card.count(), 1);
    assert.equal(await card.getByRole("heading").textContent(), "Dr. Olivia Carter");
    await card.getByText("Board-Certified Plastic Surgeon", { exact: true }).waitFor();
    await card.getByText("Beverly Hills, CA", { exact: true }).waitFor();
    // Provider 1 has 4 specialties: the card shows the first 3.
    assert.deepEqual(await card.getByRole("list", { name: "Specialties" }).getByRole("listitem").allTextContents(), [
      "Breast Augmentation",
      "Rhinoplasty",
      "Facelift",
    ]);
    const chips = await page
      .goto("/find-doctors")
      .then(() =>
        page.locator("[data-testid=results] ul[aria-label=Specialties]").evaluateAll((lists) => lists.map((l) => l.children.length)),
      );
    assert.ok(chips.length === 24 && chips.every((n) => n >= 1 && n <= 3), chips.join(","));

    const phone = await newPage(browser, { width: 375, height: 740 });
    await phone.goto("/");
    await waitForHydration(phone); // the arrows show once hydrated (nojs-shell.test.ts)
    assert.equal(await phone.getByTestId("featured-carousel").getByTestId("carousel-right").isVisible(), false, "no arrows on mobile");
    await page.goto("/");
    await waitForHydration(page);
    assert.equal(await page.getByTestId("featured-carousel").getByTestId("carousel-right").isVisible(), true, "arrows on desktop");
  });

  test("every filter, the sort and the view survive a reload and a shared link", async () => {
    const page = await newPage(browser);
    await page.goto("/find-doctors");
    await waitForHydration(page);
    // Text fields apply together on Enter; choices apply at once (each from a form that already
    // holds every other value, so no step depends on the form having re-rendered).
    await page.getByLabel("Search").fill("botox");
    await page.getByLabel("Procedure").fill("Dermal Fillers");
    await page.getByLabel("Location").fill(", ");
    await page.getByLabel("Location").press("Enter");
    await page.waitForURL(
      (url) =>
        url.searchParams.get("q") === "botox" &&
        url.searchParams.get("procedure") === "Dermal Fillers" &&
        url.searchParams.get("location") === ",",
    );
    await page.locator("#filter-type").selectOption("dermatologist");
    await page.waitForURL((url) => url.searchParams.get("type") === "dermatologist");
    await page.getByLabel("4.5+ ★").check();
    await page.waitForURL((url) => url.searchParams.get("rating") === "4.5");
    await page.locator("#filter-status").selectOption("verified");
    await page.waitForURL((url) => url.searchParams.get("status") === "verified");
    await page.getByLabel("Sort by").selectOption("name");
    await page.waitForURL((url) => url.searchParams.get("sort") === "name");
    await page.getByTestId("view-list").click();
    await page.waitForURL((url) => url.searchParams.get("view") === "list");
    await page.getByTestId("results").and(page.locator("[data-view=list]")).waitFor();

    const state = async (p: Page) => ({
      q: await p.getByLabel("Search").inputValue(),
      procedure: await p.getByLabel("Procedure").inputValue(),
      location: await p.getByLabel("Location").inputValue(),
      type: await p.locator("#filter-type").inputValue(),
      rating: await p.getByLabel("4.5+ ★").isChecked(),
      status: await p.locator("#filter-status").inputValue(),
      sort: await p.getByLabel("Sort by").inputValue(),
      view: await p.getByTestId("results").getAttribute("data-view"),
      showing: await p.getByTestId("showing").textContent(),
      names: await p.getByTestId("results").getByRole("heading").allTextContents(),
    });
    const before = await state(page);
    assert.deepEqual(
      { ...before, showing: undefined, names: undefined },
      {
        q: "botox",
        procedure: "Dermal Fillers",
        location: ",",
        type: "dermatologist",
        rating: true,
        status: "verified",
        sort: "name",
        view: "list",
        showing: undefined,
        names: undefined,
      },
    );
    assert.ok(before.names.length >= 1, "the combined filters still find someone");
    await page.reload();
    assert.deepEqual(await state(page), before);
    const shared = await newPage(browser);
    await shared.goto(page.url());
    assert.deepEqual(await state(shared), before);
  });

  test("the informational pages render and /auth leads to sign-in", async () => {
    const page = await newPage(browser);
    const pages: [string, string][] = [
      ["/trugpt-detail", "TruGPT"],
      ["/trulinkmd-detail", "TruLinkMD Coming Soon"],
      ["/privacy", "Privacy Policy"],
      ["/terms", "Terms of Service"],
      ["/community", "The TruSelf Community"],
      ["/patient-contact", "Patient Contact"],
      ["/choose-signup", "Get Started"],
      ["/marketing-lead-generation", "Marketing & Lead Generation"],
      ["/lead-form", "List Your Business"],
      ["/browse-procedures", "Browse Procedures"],
    ];
    for (const [path, heading] of pages) {
      const response = await page.goto(path);
      assert.equal(response?.status(), 200, path);
      assert.equal((await page.getByRole("heading", { level: 1 }).first().textContent())?.trim(), heading, path);
    }
    await page.goto("/auth");
    assert.equal(new URL(page.url()).pathname, "/signin");
    await page.getByRole("heading", { level: 1, name: "Sign In" }).waitFor();
  });

  test("the marketing lead generation page names missing fields, then takes a growth-plan request", async () => {
    const page = await newPage(browser);
    await page.goto("/marketing-lead-generation");
    await waitForHydration(page);
    const submit = page.getByRole("button", { name: "Request My Growth Plan" });
    await submit.evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
    await submit.click();
    assert.ok((await page.locator("[id$=-error]").filter({ hasText: /\S/ }).count()) >= 5, "each required field says what is missing");
    await page.getByLabel("Full Name").fill("Dr. Growth Test");
    await page.getByLabel("Email").fill(`growth-${Date.now()}@example.com`);
    await page.getByLabel("Phone").fill("555 555 0166");
    await page.getByLabel("Provider Type").selectOption("dermatologist");
    await page.getByLabel("Practice Name").fill("Growth Derm");
    await page.getByLabel("City").fill("Denver");
    await page.getByLabel("State").fill("CO");
    await submit.evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
    await submit.click();
    await page.getByTestId("lead-success").getByText("A growth specialist will contact you within 24 hours", { exact: false }).waitFor();
    assert.match(page.url(), /\/marketing-lead-generation\?sent=1#lead-form$/);
  });

  test("public pages carry a title, a description, a canonical URL and Open Graph tags", async () => {
    const paths = [
      "/",
      "/find-doctors?type=medspa&view=list",
      "/provider/1",
      "/provider/1/photos",
      "/location/1",
      "/browse-procedures",
      "/browse-procedures/botox",
      "/miathompson",
      "/contact-us",
      "/lead-form",
      "/marketing-lead-generation",
      "/trugpt-detail",
      "/trulinkmd-detail",
      "/privacy",
      "/terms",
      "/community",
      "/patient-contact",
      "/choose-signup",
    ];
    const titles = new Set<string>();
    for (const path of paths) {
      const html = await (await fetch(`${BASE_URL}${path}`)).text();
      const tag = (re: RegExp) => html.match(re)?.[1];
      const title = tag(/<title>([^<]+)<\/title>/);
      assert.ok(title && / \| TruSelf$|^TruSelf \| /.test(title), `${path}: title ${title}`);
      titles.add(title);
      assert.ok((tag(/<meta name="description" content="([^"]+)"/) ?? "").length > 20, `${path}: description`);
      const canonical = tag(/<link rel="canonical" href="([^"]+)"/);
      const expected = path === "/find-doctors?type=medspa&view=list" ? "/find-doctors?type=medspa" : path;
      assert.equal(canonical && new URL(canonical).pathname + new URL(canonical).search, expected, `${path}: canonical`);
      for (const property of ["og:title", "og:description", "og:url", "og:type", "og:image"]) {
        assert.ok(tag(new RegExp(`<meta property="${property}" content="([^"]+)"`)), `${path}: ${property}`);
      }
    }
    assert.equal(titles.size, paths.length, "every page has its own title");
  });

  test("the sitemap lists every provider, location and procedure page", async () => {
    const index = await (await fetch(`${BASE_URL}/sitemap.xml`)).text();
    const parts = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = ""]) => new URL(loc).pathname);
    assert.ok(parts.includes("/sitemaps/static.xml") && parts.includes("/sitemaps/providers-1.xml"), parts.join(", "));
    const locs: string[] = [];
    for (const part of parts)
      locs.push(
        ...[...(await (await fetch(`${BASE_URL}${part}`)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
          ([, loc = ""]) => new URL(loc).pathname,
        ),
      );
    const ids = [
      "1",
      "2",
      "3",
      "4",
      "5",
      "6",
      "7",
      "8",
      "9",
      "10",
      "11",
      "mia-thompson",
      ...Array.from({ length: 18 }, (_, i) => String(i + 13)),
    ];
    for (const id of ids) {
      assert.ok(locs.includes(`/provider/${id}`), `/provider/${id}`);
      assert.ok(locs.includes(`/location/${id}`), `/location/${id}`);
    }
    // One page per procedure of the catalogue (requirements 001's 16 and the wellness ones providers list).
    const procedures = locs.filter((l) => l.startsWith("/browse-procedures/")).sort();
    const page = await newPage(browser);
    await page.goto("/browse-procedures");
    const catalogue = (
      await page
        .getByTestId("procedure-card")
        .evaluateAll((cards) => cards.map((c) => (c.closest("a") ?? c.querySelector("a"))?.getAttribute("href") ?? ""))
    ).sort();
    assert.deepEqual(procedures, catalogue);
    for (const slug of [
      "rhinoplasty",
      "breast-augmentation",
      "liposuction",
      "facelift",
      "tummy-tuck",
      "brazilian-butt-lift",
      "mommy-makeover",
      "breast-reduction",
      "botox",
      "dermal-fillers",
      "coolsculpting",
      "chemical-peels",
      "laser-hair-removal",
      "microneedling",
      "ipl-photofacial",
      "thread-lift",
    ]) {
      assert.ok(procedures.includes(`/browse-procedures/${slug}`), slug);
    }
    for (const path of ["/", "/find-doctors", "/browse-procedures"]) assert.ok(locs.includes(path), path);
  });

  test("every image has a width and a height, and those below the fold load lazily", async () => {
    const page = await newPage(browser);
    for (const path of [
      "/",
      "/find-doctors",
      "/find-doctors?view=list",
      "/provider/1",
      "/provider/1/photos",
      "/location/1",
      "/browse-procedures",
      "/browse-procedures/botox",
      "/drlaylahassan",
    ]) {
      await page.goto(path);
      const images = await page.evaluate(() =>
        Array.from(document.images).map((img) => ({
          src: img.getAttribute("src"),
          loading: img.getAttribute("loading"),
          width: img.getAttribute("width"),
          height: img.getAttribute("height"),
          belowFold: img.getBoundingClientRect().top + window.scrollY > window.innerHeight,
        })),
      );
      assert.ok(images.length > 0, path);
      for (const img of images) {
        assert.ok(img.width && img.height, `${path}: ${img.src} has width and height`);
        if (img.belowFold) assert.equal(img.loading, "lazy", `${path}: ${img.src} below the fold`);
      }
    }
  });

  test("the bottom bar links home and to the directory; the robot speaks after 5 s, for 3 s, then every 20 s", async () => {
    const page = await newPage(browser);
    // A paused fake clock: the timers run only when the test moves time on.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.goto("/terms");
    await waitForHydration(page);
    const bar = page.getByTestId("bottom-bar");
    const bubble = page.getByTestId("robot-bubble");
    assert.equal(await bar.getByRole("link", { name: "Home" }).getAttribute("href"), "/");
    assert.equal(await bar.getByRole("link", { name: "Find Doctors" }).getAttribute("href"), "/find-doctors");

    const at = async (ms: number, visible: boolean) => {
      await page.clock.runFor(ms);
      if (visible) await bubble.waitFor();
      else await bubble.waitFor({ state: "detached" });
    };
    assert.equal(await bubble.count(), 0);
    await at(4_999, false); // 4.999 s
    await at(1, true); // 5 s: first bubble
    assert.ok(["I'm TruGPT", "Ask me anything"].includes((await bubble.textContent()) ?? ""));
    await at(2_999, true); // 7.999 s
    await at(1, false); // 8 s: shown for 3 s
    await at(16_999, false); // 24.999 s
    await at(1, true); // 25 s: 20 s after the first
    await at(3_000, false);
    await at(20_000 - 3_000, true); // 45 s
    await bar.getByRole("link", { name: "Find Doctors" }).click();
    await page.waitForURL((url) => url.pathname === "/find-doctors");
  });
});
