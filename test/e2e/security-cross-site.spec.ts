/**
 * Issue 33, the security suite: cross-site writes. Every action of the app (each intent of every
 * route with an action, from the route config and the built manifest) and every outer-router route
 * that takes writes is posted by a signed-in patient and admin as another site's page would post it
 * (a foreign Origin; Sec-Fetch-Site cross-site or same-site without Origin; Origin null) and must be
 * refused with 403 by the outer router before any route runs. The writes that would otherwise
 * succeed are then shown to have changed nothing, and to work from our own origin.
 */
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { expect, randomLetters, test, type MadeUser } from "./fixtures.ts";
import { EXPECTED } from "./security/access.ts";
import { concurrently } from "./security/concurrently.ts";
import { appRoutes, outerRoutes } from "./security/routes.ts";

const REFUSED = "Cross-site request refused";
const FOREIGN: Record<string, Record<string, string>> = {
  "Origin: https://evil.example": { Origin: "https://evil.example" },
  "Sec-Fetch-Site: cross-site, no Origin": { "Sec-Fetch-Site": "cross-site" },
  "Sec-Fetch-Site: same-site, no Origin": { "Sec-Fetch-Site": "same-site" },
  "Origin: null": { Origin: "null" },
  // Issue 43 finding 14: the two headers must agree; a foreign Origin is refused whatever Sec-Fetch-Site says.
  "Origin: https://evil.example with Sec-Fetch-Site: same-origin": { Origin: "https://evil.example", "Sec-Fetch-Site": "same-origin" },
};
const INDEX_ROUTES = new Set(["routes/public/home", "routes/admin/_index", "routes/imports/_index"]);

const context = (baseURL: string, user: MadeUser): Promise<APIRequestContext> =>
  playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Cookie: `${user.cookie!.name}=${user.cookie!.value}` } });

test.describe("cross-site writes", () => {
  test("every action and every outer-router write is refused with 403 before it runs, for a patient and an admin", async ({
    factory,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const provider = await factory.provider();
    const fill = {
      providerId: provider.id,
      username: "nobody",
      requestId: "no-such-request",
      reviewId: "no-such-review",
      appointmentId: "no-such-appointment",
    };
    type Write = { name: string; method: string; url: string; form: Record<string, string> };
    const writes: Write[] = appRoutes()
      .filter((r) => r.post)
      .flatMap((r) =>
        EXPECTED[r.id]!.post!.intents.map((intent) => ({
          name: `${r.id}${intent ? `#${intent}` : ""}`,
          method: "POST",
          url: (EXPECTED[r.id]!.url?.(fill) ?? r.path) + (INDEX_ROUTES.has(r.id) ? "?index" : ""),
          form: Object.fromEntries(intent ? [["intent", intent]] : []),
        })),
      );
    const id = crypto.randomUUID();
    const outerUrls: Record<string, string> = {
      "hono:upload": `/media/upload/${id}?sig=x`,
      "hono:factory": "/dev/factory",
      "hono:chat": `/api/chat/${id}`,
      "hono:chatPath": `/api/chat/${id}/messages`,
    };
    for (const route of outerRoutes().filter((r) => r.method !== "GET")) {
      expect(outerUrls[route.id], `${route.id} needs a URL here`).toBeTruthy();
      writes.push({ name: route.id, method: route.method === "ALL" ? "POST" : route.method, url: outerUrls[route.id]!, form: {} });
    }
    const wrong: string[] = [];
    let cells = 0;
    for (const role of ["patient", "admin"] as const) {
      const user = await factory.user({ role, signedIn: true });
      const ctx = await context(baseURL!, user);
      // Every one is refused before any route runs: a few at a time.
      const cases = writes.flatMap((write) => Object.entries(FOREIGN).map(([variant, headers]) => ({ write, variant, headers })));
      await concurrently(cases, 4, async ({ write, variant, headers }) => {
        const res = await ctx.fetch(write.url, {
          method: write.method,
          form: { ...write.form, _client: "fetcher" },
          headers,
          maxRedirects: 0,
        });
        cells++;
        const body = await res.text();
        if (res.status() !== 403 || body !== REFUSED)
          wrong.push(`${role} ${write.name} with ${variant}: ${res.status()} ${body.slice(0, 60)}`);
      });
      // The session still works: nothing above signed it out.
      expect((await ctx.get("/profile", { maxRedirects: 0 })).status(), `${role} is still signed in`).toBe(200);
      await ctx.dispose();
    }
    console.log(
      `cross-site writes: ${writes.length} writes x ${Object.keys(FOREIGN).length} header forms x 2 roles = ${cells} refusals checked`,
    );
    expect(wrong).toEqual([]);
  });

  test("refused cross-site writes change nothing; the same writes from our own origin go through", async ({ factory, baseURL }) => {
    const provider = await factory.provider();
    const [patient, admin, target] = await Promise.all([
      factory.user({ role: "patient", signedIn: true }),
      factory.user({ role: "admin", signedIn: true }),
      factory.user({ role: "patient", signedIn: true }),
    ]);
    const evil = { Origin: "https://evil.example" };
    const ours = { Origin: baseURL! };
    const patientCtx = await context(baseURL!, patient);
    const newName = `Renamed${randomLetters()}`;
    const review = `Cross-site review ${randomLetters()}, clear aftercare instructions.`;
    const writes = {
      favorite: { url: "/favorites/toggle", form: { providerId: provider.id, intent: "add" } },
      review: { url: `/provider/${provider.id}/reviews`, form: { rating: "5", content: review } },
      profile: { url: "/profile", form: { intent: "update-names", firstName: newName, lastName: "Patient" } },
    };
    for (const write of Object.values(writes))
      expect((await patientCtx.post(write.url, { form: write.form, headers: evil, maxRedirects: 0 })).status()).toBe(403);
    const adminCtx = await context(baseURL!, admin);
    const promote = { intent: "changeRole", userId: target.id, role: "admin" };
    expect((await adminCtx.post("/admin/users", { form: promote, headers: evil, maxRedirects: 0 })).status()).toBe(403);

    const targetCtx = await context(baseURL!, target);
    expect(await (await patientCtx.get("/favorites")).text()).not.toContain(provider.name);
    expect(await (await patientCtx.get(`/provider/${provider.id}`)).text()).not.toContain(review);
    expect(await (await patientCtx.get("/profile")).text()).not.toContain(newName);
    expect((await targetCtx.get("/admin/users")).status(), "the target is still no admin").toBe(403);

    // From our own origin the same writes are stored: the checks above can see a change.
    for (const write of Object.values(writes))
      expect((await patientCtx.post(write.url, { form: write.form, headers: ours, maxRedirects: 0 })).status()).toBeLessThan(400);
    expect((await adminCtx.post("/admin/users", { form: promote, headers: ours, maxRedirects: 0 })).status()).toBeLessThan(400);
    expect(await (await patientCtx.get("/favorites")).text()).toContain(provider.name);
    expect(await (await patientCtx.get(`/provider/${provider.id}`)).text()).toContain(review);
    expect(await (await patientCtx.get("/profile")).text()).toContain(newName);
    expect((await targetCtx.get("/admin/users")).status()).toBe(200);
    for (const ctx of [patientCtx, adminCtx, targetCtx]) await ctx.dispose();
  });
});
