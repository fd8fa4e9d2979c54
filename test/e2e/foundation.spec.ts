import { authFile, expect, hydrated, test } from "./fixtures.ts";

test.describe("foundation: the app in a real browser", () => {
  test("a search finds a new provider and its card opens the profile", async ({ page, factory }) => {
    const provider = await factory.provider({ name: `Dr. Foundation ${crypto.randomUUID().slice(0, 6)}`, city: "Boise", state: "ID" });
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(`/find-doctors?q=${encodeURIComponent(provider.name)}`);
    await hydrated(page);
    const card = page.getByTestId("provider-card").filter({ hasText: provider.name });
    await expect(card).toHaveCount(1);
    await card.getByRole("link", { name: provider.name }).last().click();
    await expect(page).toHaveURL(`/provider/${provider.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(provider.name);
    expect(errors).toEqual([]);
  });

  test("an unknown provider, its photos and an unknown location get the not-found page, noindex", async ({ page, request }) => {
    for (const [path, heading] of [
      ["/provider/nope", "Provider not found"],
      ["/provider/nope/photos", "Provider not found"],
      ["/location/nope", "Location not found"],
    ] as const) {
      const res = await request.get(path);
      expect(res.status()).toBe(404);
      expect(await res.text()).toContain('<meta name="robots" content="noindex"/>');
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.getByRole("main").getByRole("link", { name: "Find Doctors" })).toHaveAttribute("href", "/find-doctors");
    }
  });

  test("a patient signs in, is welcomed, and signs out on the server", async ({ page, factory, request }) => {
    const patient = await factory.user({ firstName: "Paulette" });
    await page.goto("/signin");
    await hydrated(page);
    await page.getByLabel("Email").fill(patient.email);
    await page.getByLabel("Password").fill(patient.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByTestId("toast").getByText("Welcome back!")).toHaveCount(1);
    await expect(page.getByTestId("user-menu")).toContainText("Paulette");
    const session = (await page.context().cookies()).find((c) => c.name === "truself_session");
    expect(session?.httpOnly, "session cookie is HttpOnly").toBe(true);
    expect(session?.sameSite).toBe("Lax");
    await page.getByTestId("user-menu").click();
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
    // The old cookie no longer opens a session: sign-out deleted it on the server.
    const replay = await request.get("/", { headers: { Cookie: `truself_session=${session!.value}` } });
    expect(await replay.text()).not.toContain('data-testid="user-menu"');
  });

  test("wrong credentials get the requirements' message and no session", async ({ page, factory }) => {
    const patient = await factory.user();
    await page.goto("/signin");
    await hydrated(page);
    await page.getByLabel("Email").fill(patient.email);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByText("Invalid credentials. Please try again.")).toBeVisible();
    expect((await page.context().cookies()).some((c) => c.name === "truself_session")).toBe(false);
  });

  test("the run's signed-in admin opens the admin console, on a phone too @phone", async ({ browser }) => {
    const context = await browser.newContext({ storageState: authFile("admin") });
    const page = await context.newPage();
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Console");
    await context.close();
  });
});
