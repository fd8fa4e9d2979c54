/**
 * Issue 45, what patients still trip over (items 11, 15, 16, 17, 19): the authenticator's QR code drawn
 * on the server, the location page's reviews from the profile's figures, what "Featured" lists and
 * whether it is paid, the bottom bar covering nothing at 1,280-1,366 px, and the link-click event.
 * Every provider and user here is the test's own.
 */
import { qrPath, TOTP_QR_LABEL } from "../../app/auth/totp-qr-code.ts";
import { FEATURED_MEANING, STATUS_HINT } from "../../app/directory/featured-texts.ts";
import type { Page } from "@playwright/test";
import { addSession, expect, holdScripts, hydrated, randomLetters, test } from "./fixtures.ts";

/**
 * Serves `path` as if a real GA4 measurement id were configured (the run's app has the placeholder,
 * which turns analytics off): the root loader's `analyticsId` in the page's data is pointed at a test
 * id, and gtag.js is answered locally. The page's gtag calls are then read from window.dataLayer.
 */
async function withAnalyticsOn(page: Page, path: string) {
  await page.route("https://www.googletagmanager.com/**", (route) => route.fulfill({ contentType: "text/javascript", body: "" }));
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const chunk = /streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/.exec(html);
      expect(chunk, "the page carries its loader data").not.toBeNull();
      const values = JSON.parse(JSON.parse(chunk![1]!) as string) as unknown[];
      const key = `_${values.indexOf("analyticsId")}`;
      const root = values.find((v): v is Record<string, number> => typeof v === "object" && v !== null && key in v);
      values.push("G-TESTLINK01");
      root![key] = values.length - 1;
      await route.fulfill({ response, body: html.replace(chunk![1]!, JSON.stringify(JSON.stringify(values))) });
    },
  );
}

const gtagEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [])
      .map((args) => Array.from(args))
      .filter((args) => args[0] === "event")
      .map((args) => ({ name: args[1] as string, params: args[2] as Record<string, unknown> })),
  );

test.describe("issue 45: patients", () => {
  test("the authenticator setup shows a QR code of the otpauth: link, drawn without JavaScript, the key beside it @phone", async ({
    browser,
    factory,
    baseURL,
  }) => {
    const user = await factory.user({ signedIn: true, totp: false, emailProven: true });
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    await addSession(context, baseURL!, user);
    const page = await context.newPage();
    await page.goto("/two-factor/setup");
    await page.getByRole("button", { name: "Set up authenticator app" }).click();
    const qr = page.getByRole("img", { name: TOTP_QR_LABEL });
    await expect(qr).toBeVisible();
    const uri = (await page.getByTestId("otpauth-uri").textContent())!;
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    // The drawing is that link's QR code, module by module.
    expect(await qr.locator("path").getAttribute("d")).toBe(qrPath(uri).d);
    const size = await qr.boundingBox();
    expect(size!.width).toBeGreaterThanOrEqual(200);
    await expect(page.getByTestId("totp-secret")).toBeVisible();
    await context.close();
  });

  test("the location page shows the profile's reviews and figures, and links to all of them @phone", async ({ page, factory }) => {
    const practiceName = `Lumen ${randomLetters()} Clinic`;
    const provider = await factory.provider({ practiceName, rating: 4.2, reviewCount: 0 });
    await factory.reviews([
      { providerId: provider.id, rating: 5, title: "Calm and careful", content: "Explained every step." },
      { providerId: provider.id, rating: 4, title: "Worth the drive", content: "Short wait, kind nurses." },
    ]);
    await page.goto(`/location/${provider.id}`);
    const reviews = page.getByRole("region", { name: "Reviews" });
    await expect(reviews.getByTestId("rating-line")).toContainText("4.5");
    await expect(reviews.getByTestId("rating-line")).toContainText("(2 reviews)");
    await expect(reviews.getByTestId("location-review")).toHaveCount(2);
    await expect(reviews.getByRole("heading", { name: "Calm and careful" })).toBeVisible();
    await expect(reviews.getByText("No reviews available")).toHaveCount(0);
    // The same figures as the profile.
    const all = reviews.getByRole("link", { name: "Read all 2 reviews on the profile" });
    await hydrated(page);
    await all.click();
    await expect(page).toHaveURL((url) => url.pathname === `/provider/${provider.id}` && url.hash === "#reviews");
    await expect(page.locator("#reviews")).toContainText("4.5 · 2 reviews");
  });

  test("a listing's imported rating shows on its location page as on its profile, not 'No reviews available'", async ({
    page,
    factory,
  }) => {
    const provider = await factory.provider({ practiceName: `Imported ${randomLetters()} Spa`, rating: 4.9, reviewCount: 7 });
    await page.goto(`/location/${provider.id}`);
    const reviews = page.getByRole("region", { name: "Reviews" });
    await expect(reviews.getByTestId("rating-line")).toContainText("4.9");
    await expect(reviews.getByTestId("rating-line")).toContainText("(7 reviews)");
    await expect(reviews.getByTestId("rating-origin")).toBeVisible();
    await expect(reviews.getByText("No reviews available")).toHaveCount(0);
    await expect(reviews.getByRole("link", { name: "Read all 7 reviews on the profile" })).toHaveAttribute(
      "href",
      `/provider/${provider.id}#reviews`,
    );
  });

  test("'Featured' says what it lists and that it is paid: on home, its View More and the status filter @phone", async ({ page }) => {
    await page.goto("/");
    const featured = page.getByTestId("featured-carousel");
    await expect(featured.getByRole("heading", { name: "Featured", exact: true })).toBeVisible();
    await expect(featured.getByText(FEATURED_MEANING)).toBeVisible();
    await expect(featured.getByTestId("view-more")).toHaveText("View More (featured & verified)");
    await page.goto("/find-doctors?status=featured");
    const status = page.locator("#filter-status");
    await expect(status.locator("option:checked")).toHaveText("Featured");
    await expect(page.getByTestId("filter-status-hint")).toHaveText(STATUS_HINT);
    await expect(status).toHaveAttribute("aria-describedby", "filter-status-hint");
  });

  test("pressing a link sends spec 000 §7's link-click event, with the link's address and text @phone", async ({ page }) => {
    await withAnalyticsOn(page, "/signin");
    await page.goto("/signin");
    await hydrated(page);
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/forgot-password");
    await expect
      .poll(async () => (await gtagEvents(page)).filter((e) => e.name === "link_click"))
      .toEqual([{ name: "link_click", params: { link_url: "/forgot-password", link_text: "Forgot your password?", outbound: false } }]);
  });

  test("the robot pressed before the page hydrates opens the TruGPT dialog once it has, not /trugpt-detail @phone", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/find-doctors", { waitUntil: "commit" });
    await page.getByTestId("robot-button").click();
    await expect(page.locator("html[data-hydrated]"), "not hydrated yet").toHaveCount(0);
    await release();
    await hydrated(page);
    await expect(page.getByTestId("trugpt-join")).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/find-doctors");
  });

  for (const [width, height] of [
    [1280, 720],
    [1366, 768],
  ] as const)
    test(`at ${width}×${height} the bottom bar covers no rating filter while the results scroll, nor a footer link`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto("/find-doctors");
      await hydrated(page);
      /** The controls of `selector` whose middle is on screen but under something else (the bar). */
      const covered = (selector: string) =>
        page.evaluate((selector) => {
          const hidden: string[] = [];
          for (const el of document.querySelectorAll(selector)) {
            const r = el.getBoundingClientRect();
            const y = r.top + r.height / 2;
            if (r.height === 0 || y < 0 || y > window.innerHeight) continue;
            const hit = document.elementFromPoint(r.left + r.width / 2, y);
            if (!hit || !(el.contains(hit) || hit.contains(el))) hidden.push(`${el.textContent?.trim()} at ${Math.round(y)} px`);
          }
          return hidden;
        }, selector);
      for (const y of [300, 600, 900, 1200]) {
        await page.evaluate((y) => window.scrollTo(0, y), y);
        expect(await covered('fieldset:has(input[name="rating"]) label'), `scrolled to ${y} px`).toEqual([]);
      }
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      expect(await covered("footer a")).toEqual([]);
      // Each rating option takes a press where a person sees it.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByText("4.8+ ★").click();
      await expect(page).toHaveURL((url) => url.searchParams.get("rating") === "4.8");
    });

  test("signed in before the header's menus have loaded, the header never offers Sign In | Get Started again", async ({
    page,
    factory,
  }) => {
    const user = await factory.user();
    // The desktop menus' code (an island) is held back, as on a slow link; the rest of the page works.
    const held: import("@playwright/test").Route[] = [];
    let released = false;
    await page.route(/\/assets\/desktop-nav-[^/]*\.js$/, (route) => (released ? route.continue() : void held.push(route)));
    await page.goto("/signin");
    const form = page.getByRole("main");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
    // The sign-in page itself has hydrated (its passkey button shows only then): the form submits in the page.
    await expect(form.getByRole("button", { name: "Sign in with a passkey" })).toBeVisible();
    await form.getByLabel("Email").fill(user.email);
    await form.getByLabel("Password").fill(user.password);
    await form.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Welcome back!" })).toBeVisible();
    const header = page.locator("body > header");
    await expect(header.getByRole("link", { name: "Sign In", exact: true })).toHaveCount(0);
    await expect(header.getByRole("link", { name: "Get Started" })).toHaveCount(0);
    released = true;
    for (const route of held.splice(0)) await route.continue();
    await expect(page.getByTestId("user-menu")).toBeVisible();
  });

  test("while signing in, and once signed in, the header never offers Sign In | Get Started", async ({ page, factory }) => {
    const user = await factory.user();
    await page.goto("/signin");
    await hydrated(page);
    // The answer to the sign-in is slow to come back (a busy server): the header waits with the page.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname.endsWith(".data"),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    const form = page.getByRole("main");
    await form.getByLabel("Email").fill(user.email);
    await form.getByLabel("Password").fill(user.password);
    await form.getByRole("button", { name: "Sign In", exact: true }).click();
    const header = page.locator("body > header");
    await expect(header.getByTestId("header-signing-in")).toHaveText("Signing in...");
    await expect(header.getByRole("link", { name: "Sign In", exact: true })).toHaveCount(0);
    await expect(header.getByRole("link", { name: "Get Started" })).toHaveCount(0);
    release();
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await expect(header.getByTestId("user-menu")).toBeVisible();
    await expect(header.getByRole("link", { name: "Sign In", exact: true })).toHaveCount(0);
  });
});
