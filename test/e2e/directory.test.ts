import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { ACCOUNTS, BASE_URL, launchBrowser, newPage, signInByRequest, waitForHydration } from "./browser.ts";

const PUBLIC = /^public, max-age=0, must-revalidate, s-maxage=\d+$/;

function trackErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

async function showing(page: Page) {
  return (await page.getByTestId("showing").textContent())?.trim();
}

describe("directory search as a signed-out visitor", () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  test("the home hero search lands on a filtered, paginated /find-doctors", async () => {
    const page = await newPage(browser);
    const errors = trackErrors(page);
    await page.goto("/");
    const search = page.getByTestId("hero-search");
    await search.getByLabel("Procedure").selectOption({ label: "Breast Augmentation" });
    await search.getByLabel("Location").fill("CA");
    await search.getByLabel("Status").selectOption({ label: "Verified" });
    await search.getByLabel("Provider type").selectOption({ label: "Board-Certified Plastic Surgeon" });
    await search.getByRole("button", { name: "Search" }).click();
    await page.waitForURL((url) => url.pathname === "/find-doctors");
    const url = new URL(page.url());
    assert.equal(url.searchParams.get("procedure"), "Breast Augmentation");
    assert.equal(url.searchParams.get("location"), "CA");
    assert.equal(url.searchParams.get("status"), "verified");
    assert.equal(url.searchParams.get("type"), "board-certified-plastic-surgeon");
    assert.equal(await showing(page), "Showing 1-2 of 2");
    const names = await page.getByTestId("results").getByRole("heading").allTextContents();
    assert.deepEqual(names.sort(), ["Dr. Benjamin Cho", "Dr. Olivia Carter"]);
    // The sidebar shows the same filters the home search sent.
    assert.equal(await page.getByLabel("Location").inputValue(), "CA");
    assert.equal(await page.locator("#filter-type").inputValue(), "board-certified-plastic-surgeon");
    assert.deepEqual(errors, []);
  });

  test("each hero status option (Verified, Featured, Premium Provider, New Provider) lands on /find-doctors with its status and results", async () => {
    const page = await newPage(browser);
    const errors = trackErrors(page);
    const cards = page.getByTestId("results").getByTestId("provider-card");
    const names = async () => (await page.getByTestId("results").getByRole("heading").allTextContents()).sort();
    const chooseInHero = async (label: string, value: string) => {
      await page.goto("/");
      await waitForHydration(page); // with JavaScript, only the fields in use travel
      const search = page.getByTestId("hero-search");
      await search.getByLabel("Status").selectOption({ label });
      await search.getByRole("button", { name: "Search" }).click();
      await page.waitForURL((url) => url.pathname === "/find-doctors" && url.searchParams.get("status") === value);
      assert.deepEqual([...new URL(page.url()).searchParams.keys()], ["status"], "only the chosen field travels");
      // The sidebar's status filter shows the same choice.
      assert.equal(await page.locator("#filter-status").inputValue(), value);
      assert.equal(await page.locator("#filter-status option:checked").textContent(), label);
    };

    // The seed: 26 of the 30 providers are verified (13, 17, 21 and 27 are not); the 7 featured
    // ones are all verified, so "Featured" (featured or verified) also finds 26.
    await chooseInHero("Verified", "verified");
    assert.equal(await showing(page), "Showing 1-24 of 26");
    assert.equal(await cards.filter({ hasText: "Verified" }).count(), 24);
    await chooseInHero("Featured", "featured");
    assert.equal(await showing(page), "Showing 1-24 of 26");

    await chooseInHero("Premium Provider", "premium");
    assert.equal(await showing(page), "Showing 1-7 of 7");
    assert.deepEqual(await names(), [
      "Dr. Layla Hassan",
      "Dr. Marcus Reed",
      "Dr. Olivia Carter",
      "Dr. Priya Natarajan",
      "Dr. William Hayes",
      "Mia Thompson, RDN",
      "Radiance Skin & Laser",
    ]);

    // Every fourth seeded provider (without a featured rank) has no reviews yet; other e2e files
    // may review some of them, so the list is a subset that always holds provider 4 (no test reviews it).
    await chooseInHero("New Provider", "new");
    const seededNew = [
      "Camila Reyes, NP",
      "Dr. Amara Okafor",
      "Dr. Elena Petrova",
      "Dr. Ethan Brooks",
      "Dr. Grace Liu",
      "Dr. James Whitfield",
    ];
    const fresh = await names();
    assert.ok(fresh.includes("Dr. Ethan Brooks"), fresh.join(", "));
    assert.ok(
      fresh.every((n) => seededNew.includes(n)),
      fresh.join(", "),
    );
    assert.equal(await showing(page), `Showing 1-${fresh.length} of ${fresh.length}`);
    assert.equal(await cards.filter({ hasText: "(No reviews yet)" }).count(), fresh.length);

    // The status filter in the sidebar offers the same four options and applies at once.
    await page.locator("#filter-status").selectOption({ label: "Premium Provider" });
    await page.waitForURL((url) => url.searchParams.get("status") === "premium");
    await page.getByTestId("showing").filter({ hasText: "Showing 1-7 of 7" }).waitFor();
    assert.deepEqual(errors, []);
  });

  test("sort, page and view live in the URL and survive a reload and a shared link; a filter change goes back to page 1", async () => {
    const page = await newPage(browser);
    const errors = trackErrors(page);
    await page.goto("/find-doctors");
    assert.equal(await showing(page), "Showing 1-24 of 30");
    await page.getByLabel("Sort by").selectOption("name");
    await page.waitForURL((url) => url.searchParams.get("sort") === "name");
    await page.getByTestId("view-list").click();
    await page.waitForURL((url) => url.searchParams.get("view") === "list");
    await page.getByTestId("pagination").getByRole("link", { name: "Page 2" }).scrollIntoViewIfNeeded();
    assert.ok((await page.evaluate(() => window.scrollY)) > 0);
    await page.getByTestId("pagination").getByRole("link", { name: "Page 2" }).click();
    await page.waitForURL((url) => url.searchParams.get("page") === "2");
    await page.getByTestId("showing").filter({ hasText: "Showing 25-30 of 30" }).waitFor();
    await page.waitForFunction(() => window.scrollY === 0); // a page change scrolls to the top

    const check = async (p: Page) => {
      assert.equal(await showing(p), "Showing 25-30 of 30");
      assert.equal(await p.getByTestId("results").getAttribute("data-view"), "list");
      assert.equal(await p.getByLabel("Sort by").inputValue(), "name");
      assert.equal(await p.getByTestId("pagination").locator("[aria-current=page]").textContent(), "2");
      const names = await p.getByTestId("results").getByRole("heading").allTextContents();
      assert.deepEqual(
        names,
        [...names].sort((a, b) => (a < b ? -1 : 1)),
      );
    };
    await page.reload();
    await check(page);
    const shared = await newPage(browser);
    await shared.goto(page.url());
    await check(shared);

    await page.getByLabel("4.5+ ★").check();
    await page.waitForURL((url) => url.searchParams.get("rating") === "4.5");
    const url = new URL(page.url());
    assert.equal(url.searchParams.get("page"), null, "a filter change resets to page 1");
    assert.equal(url.searchParams.get("view"), "list");
    assert.equal(url.searchParams.get("sort"), "name");
    await page
      .getByTestId("showing")
      .filter({ hasText: /^Showing 1-\d+ of \d+$/ })
      .waitFor();

    await page.getByTestId("clear-filters").click();
    await page.waitForURL((u) => !u.searchParams.has("rating"));
    await page.getByTestId("showing").filter({ hasText: "Showing 1-24 of 30" }).waitFor();
    assert.deepEqual(errors, []);
  });

  test("free text, location and empty state", async () => {
    const page = await newPage(browser);
    await page.goto("/find-doctors");
    await page.getByLabel("Search").fill("hassan");
    await page.getByLabel("Search").press("Enter");
    await page.waitForURL((url) => url.searchParams.get("q") === "hassan");
    await page.getByTestId("showing").filter({ hasText: "Showing 1-1 of 1" }).waitFor();
    assert.deepEqual(await page.getByTestId("results").getByRole("heading").allTextContents(), ["Dr. Layla Hassan"]);
    await page.goto("/find-doctors?location=Atlantis");
    await page.getByText("No providers found").waitFor();
    assert.equal(await page.getByTestId("provider-card").count(), 0);
  });

  test("malformed query values never error", async () => {
    for (const query of [
      "page=-3",
      "rating=abc",
      "type=%3Cscript%3Ealert(1)%3C/script%3E",
      `location=${"x".repeat(5000)}`,
      "page=99999&sort=drop",
    ]) {
      const res = await fetch(`${BASE_URL}/find-doctors?${query}`);
      assert.equal(res.status, 200, query);
      assert.doesNotMatch(await res.text(), /<script>alert/);
    }
  });

  test("the search, the filters and the newsletter work without JavaScript", async () => {
    const page = await newPage(browser, undefined, { javaScript: false });
    await page.goto("/");
    await page.getByTestId("hero-search").getByLabel("Provider type").selectOption({ label: "Medical Spa" });
    await page.getByTestId("hero-search").getByRole("button", { name: "Search" }).click();
    await page.waitForURL((url) => url.pathname === "/find-doctors" && url.searchParams.get("type") === "medspa");
    assert.equal(await showing(page), "Showing 1-4 of 4");
    await page.getByLabel("4.5+ ★").check();
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.waitForURL((url) => url.searchParams.get("rating") === "4.5");
    assert.equal(await showing(page), "Showing 1-2 of 2");

    await page.goto("/");
    const form = page.getByTestId("newsletter-form");
    await form.getByLabel("Email address").fill(`nojs-${Date.now()}@example.com`);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await page.getByText("Thank you for subscribing to our newsletter.").waitFor();
    await page.context().close();
  });

  test("carousel buttons: left disabled at the start, right scrolls 340 px, keyboard operable", async () => {
    const page = await newPage(browser);
    await page.goto("/");
    const carousel = page.getByTestId("featured-carousel");
    const left = carousel.getByTestId("carousel-left");
    const right = carousel.getByTestId("carousel-right");
    const track = carousel.getByTestId("carousel-track");
    await waitForHydration(page);
    assert.equal(await left.isDisabled(), true);
    await page.waitForFunction(
      () => !(document.querySelector("[data-testid=featured-carousel] [data-testid=carousel-right]") as HTMLButtonElement).disabled,
    );
    await right.focus();
    await page.keyboard.press("Enter");
    await page.waitForFunction(
      () => (document.querySelector("[data-testid=featured-carousel] [data-testid=carousel-track]") as HTMLElement).scrollLeft >= 339,
    );
    assert.ok(Math.abs((await track.evaluate((el) => el.scrollLeft)) - 340) <= 1, "one click scrolls 340 px");
    await page.waitForFunction(
      () => !(document.querySelector("[data-testid=featured-carousel] [data-testid=carousel-left]") as HTMLButtonElement).disabled,
    );
    await track.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: "instant" }));
    await page.waitForFunction(
      () => (document.querySelector("[data-testid=featured-carousel] [data-testid=carousel-right]") as HTMLButtonElement).disabled,
    );
  });

  test("without JavaScript the carousel buttons are hidden (they could not scroll) and the track scrolls natively", async () => {
    const page = await newPage(browser, undefined, { javaScript: false });
    await page.goto("/");
    const carousel = page.getByTestId("featured-carousel");
    assert.equal(await carousel.getByTestId("carousel-left").isVisible(), false);
    assert.equal(await carousel.getByTestId("carousel-right").isVisible(), false);
    assert.equal(await carousel.getByRole("button").count(), 0, "not offered to screen readers either");
    const track = carousel.getByTestId("carousel-track");
    assert.ok(await track.evaluate((el) => el.scrollWidth > el.clientWidth && getComputedStyle(el).overflowX === "auto"));
    await page.context().close();
  });

  test("newsletter: subscribing twice says 'Already subscribed!'", async () => {
    const page = await newPage(browser);
    await page.goto("/");
    const email = `e2e-${Date.now()}@Example.com`;
    const form = page.getByTestId("newsletter-form");
    await form.getByLabel("Email address").fill(email);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await form.getByText("Success!").waitFor();
    await form.getByText("Thank you for subscribing to our newsletter.").waitFor();
    await form.getByLabel("Email address").fill(`  ${email.toUpperCase()} `);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await form.getByText("Already subscribed!").waitFor();
    await form.getByText("This email is already subscribed to our newsletter.").waitFor();
  });

  test("newsletter: an invalid address gets 'Please enter a valid email address'", async () => {
    const page = await newPage(browser);
    await page.goto("/");
    const form = page.getByTestId("newsletter-form");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await form.getByText("Please enter a valid email address").waitFor();
  });

  test("newsletter: the message comes on submit, goes while typing a valid address, and a success empties the box", async () => {
    const page = await newPage(browser);
    await page.goto("/");
    await waitForHydration(page);
    const form = page.getByTestId("newsletter-form");
    const input = form.getByLabel("Email address");
    const message = form.getByText("Please enter a valid email address");
    await input.fill("not-an-address");
    assert.equal(await message.count(), 0, "nothing is checked before a submit");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await message.waitFor();
    assert.equal(await input.getAttribute("aria-invalid"), "true");
    assert.equal(await input.getAttribute("aria-describedby"), await message.getAttribute("id"));
    await input.fill(`typed-${Date.now()}@example.com`);
    await message.waitFor({ state: "detached" });
    assert.equal(await input.getAttribute("aria-invalid"), null);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await form.getByText("Success!").waitFor();
    assert.equal(await input.inputValue(), "");
    await page.context().close();
  });
});

describe("edge cache headers", () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  test("signed out: public pages are public with s-maxage and come from the cache the second time", async () => {
    const path = `/find-doctors?type=medspa&e2e=${Date.now()}`;
    const first = await fetch(`${BASE_URL}${path}`);
    assert.match(first.headers.get("cache-control") ?? "", PUBLIC);
    assert.equal(first.headers.get("x-truself-cache"), "MISS");
    await first.text();
    let second = await fetch(`${BASE_URL}${path}`);
    for (let i = 0; i < 20 && second.headers.get("x-truself-cache") !== "HIT"; i++) {
      await new Promise((r) => setTimeout(r, 100)); // the copy is stored after the first response
      second = await fetch(`${BASE_URL}${path}`);
    }
    assert.equal(second.headers.get("x-truself-cache"), "HIT");
    assert.match(second.headers.get("cache-control") ?? "", PUBLIC);
    const nonce = (second.headers.get("content-security-policy") ?? "").match(/'nonce-([^']+)'/)?.[1];
    assert.ok(nonce && (await second.text()).includes(`nonce="${nonce}"`), "the cached page carries this response's nonce");
  });

  test("signed in: the same pages are private, no-store and bypass the cache", async () => {
    const page = await newPage(browser);
    await signInByRequest(page, ACCOUNTS.patient);
    const session = (await page.context().cookies()).find((c) => c.name === "truself_session");
    assert.ok(session);
    for (const path of ["/", "/find-doctors?type=medspa"]) {
      const res: Response = await fetch(`${BASE_URL}${path}`, { headers: { Cookie: `truself_session=${session.value}` } });
      assert.equal(res.headers.get("cache-control"), "private, no-store", path);
      assert.equal(res.headers.get("x-truself-cache"), "BYPASS", path);
      assert.match(await res.text(), /data-testid="user-menu"/);
    }
    const home = await page.goto("/");
    assert.equal(home?.headers()["cache-control"], "private, no-store");
    await page.getByTestId("waitlist-button").click();
    await page.getByRole("dialog", { name: "Join the Community Waitlist" }).waitFor();
  });

  test("hashed static assets are immutable", async () => {
    const html = await (await fetch(`${BASE_URL}/`)).text();
    const asset = html.match(/\/assets\/[^"']+\.js/)?.[0];
    assert.ok(asset);
    const res = await fetch(`${BASE_URL}${asset}`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get("cache-control"), "public, max-age=31536000, immutable");
  });

  test("the seeded photos are cached for a day, and the route manifest comes with the page (no /__manifest fetch)", async () => {
    const html = await (await fetch(`${BASE_URL}/find-doctors`)).text();
    const photo = html.match(/\/lovable-uploads\/providers\/[^"']+/)?.[0];
    assert.ok(photo);
    const res = await fetch(`${BASE_URL}${photo}`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get("cache-control"), "public, max-age=86400");
    assert.match(html, /\/assets\/manifest-[0-9a-f]+\.js/);

    const page = await newPage(browser);
    const asked: string[] = [];
    page.on("request", (request) => asked.push(new URL(request.url()).pathname));
    await page.goto("/find-doctors");
    await page.waitForLoadState("networkidle");
    assert.deepEqual(
      asked.filter((path) => path === "/__manifest"),
      [],
    );
  });

  test("signed out, the waitlist button leads to sign-up", async () => {
    const page = await newPage(browser);
    await page.goto("/");
    await page.getByTestId("waitlist-button").click();
    await page.waitForURL((url) => url.pathname === "/signup");
  });
});
