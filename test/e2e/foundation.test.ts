import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser } from "playwright-core";
import { ACCOUNTS, BASE_URL, launchBrowser, newPage, signIn } from "./browser.ts";

describe("foundation: the seeded app in a real browser", () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  test("home shows six Featured providers, provider 3 first, and a card opens its profile", async () => {
    const page = await newPage(browser);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto("/");
    const cards = page.getByTestId("featured-list").getByTestId("provider-card");
    assert.equal(await cards.count(), 6);
    assert.equal(await cards.first().getByRole("heading").textContent(), "Dr. Layla Hassan");
    await cards.first().getByRole("link", { name: "Dr. Layla Hassan" }).last().click();
    await page.waitForURL("**/provider/3");
    await page.getByRole("heading", { level: 1, name: "Dr. Layla Hassan" }).waitFor();
    assert.deepEqual(errors, []);
  });

  test("an unknown provider is a 404 marked noindex", async () => {
    const res = await fetch(`${BASE_URL}/provider/nope`);
    assert.equal(res.status, 404);
    assert.match(await res.text(), /<meta name="robots" content="noindex"\/>/);
    const page = await newPage(browser);
    await page.goto("/provider/nope");
    assert.equal(await page.getByRole("heading", { level: 1 }).textContent(), "Provider not found");
  });

  test("the photos and location pages of unknown places get the same not-found page, noindex", async () => {
    for (const [path, heading] of [
      ["/provider/nope/photos", "Provider not found"],
      ["/location/nope", "Location not found"],
    ] as const) {
      const res = await fetch(`${BASE_URL}${path}`);
      assert.equal(res.status, 404);
      assert.match(await res.text(), /<meta name="robots" content="noindex"\/>/);
      const page = await newPage(browser);
      await page.goto(path);
      assert.equal(await page.getByRole("heading", { level: 1 }).textContent(), heading);
      assert.equal(await page.getByRole("main").getByRole("link", { name: "Find Doctors" }).getAttribute("href"), "/find-doctors");
    }
  });

  test("an unknown route renders the 404 page with status 404", async () => {
    const res = await fetch(`${BASE_URL}/no/such/page`);
    assert.equal(res.status, 404);
    assert.match(await res.text(), /Page not found/);
  });

  test("a seeded patient signs in, is welcomed, and signs out on the server", async () => {
    const page = await newPage(browser);
    await signIn(page, ACCOUNTS.patient);
    assert.equal(await page.getByTestId("toast").getByText("Welcome back!").count(), 1);
    assert.match((await page.getByTestId("user-menu").textContent()) ?? "", /Paige/);
    const cookies = await page.context().cookies();
    const session = cookies.find((c) => c.name === "truself_session");
    assert.ok(session?.httpOnly, "session cookie is HttpOnly");
    assert.equal(session?.sameSite, "Lax");
    await page.getByTestId("user-menu").click();
    await page.getByRole("button", { name: "Sign Out" }).click();
    await page.getByRole("link", { name: "Sign In" }).waitFor();
    // The old cookie no longer opens a session: sign-out deleted it on the server.
    const replay = await fetch(`${BASE_URL}/`, { headers: { Cookie: `truself_session=${session.value}` } });
    assert.doesNotMatch(await replay.text(), /data-testid="user-menu"/);
  });

  test("wrong credentials get the requirements' message and no session", async () => {
    const page = await newPage(browser);
    await page.goto("/signin");
    await page.getByLabel("Email").fill(ACCOUNTS.patient.email);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByText("Invalid credentials. Please try again.").waitFor();
    assert.equal(
      (await page.context().cookies()).some((c) => c.name === "truself_session"),
      false,
    );
  });
});
