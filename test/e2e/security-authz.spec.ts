/**
 * Issue 33, the security suite: the authorization matrix. Every route of the app (React Router's,
 * enumerated from app/routes.ts and the built manifest, and the outer router's) is requested by a
 * guest, a patient, the demo account, a provider and an admin, and must answer what
 * test/e2e/security/access.ts says: the page, its loader alone (a `.data` request, as a client-side
 * navigation asks), and each intent of its action. Object-level checks follow: another user's
 * conversation, another provider's questions, admin-only job ids, and nothing stored by a refusal.
 */
import { readFileSync } from "node:fs";
import { request as playwrightRequest, type APIRequestContext, type APIResponse } from "@playwright/test";
import { expect, randomLetters, test, type Factory, type MadeUser } from "./fixtures.ts";
import {
  EXPECTED,
  getOutcome,
  OUTER_EXPECTED,
  postOutcome,
  ROLES,
  TABLE_ROLES,
  type Fill,
  type GetOutcome,
  type PostOutcome,
  type Role,
} from "./security/access.ts";
import { concurrently } from "./security/concurrently.ts";
import { appRoutes, outerRoutes, type AppRoute } from "./security/routes.ts";

const ROUTES = appRoutes();
const OUTER = outerRoutes();
/** Index routes answer a post only with `?index` (React Router's rule for a path shared with its layout). */
const INDEX_ROUTES = new Set(["routes/public/home", "routes/admin/_index", "routes/imports/_index"]);
/** Posts that end sessions come last in a role's run, sign-out last of all. */
const LAST: Record<string, number> = { "routes/account/profile#sign-out-everywhere": 1, "routes/auth/signout": 2 };

type World = { fill: Fill; users: Record<Exclude<Role, "guest">, MadeUser> };

async function makeWorld(factory: Factory): Promise<World> {
  const username = `authz-${randomLetters()}`;
  const provider = await factory.provider({ linkInBioUsername: username });
  const [patient, demo, providerUser, admin] = await Promise.all([
    factory.user({ role: "patient", signedIn: true }),
    factory.user({ role: "patient", isDemo: true, signedIn: true }),
    // The provider role is the listing's owner (issue 34): its practice pages open, others' do not.
    factory.user({ role: "provider", providerId: provider.id, signedIn: true }),
    factory.user({ role: "admin", signedIn: true }),
  ]);
  // Issue 43: the same owner and admin in another session, signed in by password (or e-mailed code)
  // alone: their second factor not proven (aal1).
  const [providerAal1, adminAal1] = await Promise.all([
    factory.session(providerUser, { aal: "aal1", emailProven: true }),
    factory.session(admin, { aal: "aal1", emailProven: true }),
  ]);
  // A consultation request to the listing by another patient: its thread is the practice's and the admins'.
  const [request] = await factory.consultations([{ providerId: provider.id }]);
  // Another patient's past appointment with the listing (issue 47 item 5): its practice's and its patient's.
  const visitor = await factory.user({ role: "patient" });
  const [visit] = await factory.visits([{ providerId: provider.id, patientId: visitor.id, attended: false, patientConfirmed: false }]);
  // Another patient's review of the listing: only its author may add to it or remove it (issue 35).
  const review = await factory.review({ providerId: provider.id });
  return {
    fill: { providerId: provider.id, username, requestId: request!.id, reviewId: review.id, appointmentId: visit!.id },
    users: { patient, demo, provider: providerUser, admin, providerAal1, adminAal1 },
  };
}

/** A request context of one role: its own cookie jar, its session cookie, its own client address. */
async function as(role: Role, world: World, baseURL: string): Promise<APIRequestContext> {
  const user = role === "guest" ? undefined : world.users[role];
  const headers: Record<string, string> = {
    "CF-Connecting-IP": `10.33.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  };
  if (user?.cookie) headers.Cookie = `${user.cookie.name}=${user.cookie.value}`;
  return playwrightRequest.newContext({ baseURL, extraHTTPHeaders: headers });
}

function urlOf(route: AppRoute, fill: Fill): string {
  return EXPECTED[route.id]?.url?.(fill) ?? route.path;
}

/** `/x?y` -> `/x.data?y&_routes=<id>` (`/` -> `/_.data`): React Router's single-fetch request for one loader. */
function dataUrl(url: string, id: string): string {
  const u = new URL(url, "http://x");
  u.pathname = u.pathname === "/" ? "/_.data" : `${u.pathname.replace(/\/$/, "")}.data`;
  u.searchParams.set("_routes", id);
  return u.pathname + u.search;
}

const location = (res: APIResponse) => res.headers()["location"] ?? "";
const isRedirect = (res: APIResponse) => res.status() >= 300 && res.status() < 400;

function getMatches(res: APIResponse, outcome: GetOutcome, url: string): boolean {
  const status = res.status();
  if (outcome === "ok") return status === 200;
  if (outcome === "forbidden") return status === 403;
  if (outcome === "missing") return status === 404;
  if (outcome === "badLink") return status === 400;
  if (outcome === "signin") return isRedirect(res) && location(res) === `/signin?redirectTo=${encodeURIComponent(url)}`;
  return isRedirect(res) && location(res).startsWith(outcome.slice(1));
}

/** A single-fetch answer: redirects come back as 202 with the target in the body. */
async function dataMatches(res: APIResponse, outcome: GetOutcome, url: string): Promise<boolean> {
  const status = res.status();
  if (outcome === "signin" || outcome.startsWith("→")) {
    const target = outcome === "signin" ? `/signin?redirectTo=${encodeURIComponent(url)}` : outcome.slice(1);
    return status === 202 && (await res.text()).includes(`"SingleFetchRedirect"`) && (await res.text()).includes(target);
  }
  return getMatches(res, outcome, url);
}

/** `endsSession`: a sign-out that worked sends its user to sign in again. */
function postMatches(res: APIResponse, outcome: PostOutcome, endsSession: boolean): boolean {
  const status = res.status();
  const toSignIn = isRedirect(res) && /^\/sign(in|up)\b/.test(location(res));
  if (outcome === "signin") return status === 401 || toSignIn;
  if (outcome === "forbidden" || outcome === "demo") return status === 403;
  if (outcome === "missing") return status === 404;
  // The action's own 303, or the page's loader (a document post renders the page) sending it on.
  const toFactor = isRedirect(res) && location(res).startsWith("/two-factor");
  if (outcome === "factor") return toFactor;
  if (outcome === "refused") return toFactor || status === 403;
  return status < 500 && ![401, 403, 404, 405].includes(status) && !toFactor && (endsSession || !toSignIn);
}

function post(
  ctx: APIRequestContext,
  baseURL: string,
  url: string,
  intent: string | null,
  fields: Record<string, string> = {},
): Promise<APIResponse> {
  const form: Record<string, string> = { ...fields, _client: "fetcher" };
  if (intent) form.intent = intent;
  return ctx.post(url, { form, headers: { Origin: baseURL }, maxRedirects: 0 });
}

test.describe("authorization matrix", () => {
  test("every route has an expectation, and every expectation names a route", () => {
    const ids = [...ROUTES.map((r) => r.id), ...OUTER.map((r) => r.id)];
    expect(
      ids.filter((id) => !(id in EXPECTED) && !(id in OUTER_EXPECTED)),
      "routes without an expectation",
    ).toEqual([]);
    expect(
      [...Object.keys(EXPECTED), ...Object.keys(OUTER_EXPECTED)].filter((id) => !ids.includes(id)),
      "expectations of routes that do not exist",
    ).toEqual([]);
    for (const route of ROUTES) {
      const e = EXPECTED[route.id]!;
      expect(Boolean(e.get), `${route.id}: a GET expectation exactly when it answers GET`).toBe(route.get);
      expect(Boolean(e.post), `${route.id}: a POST expectation exactly when it has an action`).toBe(route.post);
    }
    // Issue 43: what a row says is outside the aal rule, or changes a factor, is one of its intents.
    for (const [id, e] of Object.entries(EXPECTED))
      for (const intent of [...(e.post?.exempt ?? []), ...(e.post?.changes ?? [])])
        expect(e.post!.intents, `${id}: exempt and changes name its intents`).toContain(intent);
    // The intents of each action, from its source (`formActions({ name: formAction(...), ... })`).
    const config = readFileSync("app/routes.ts", "utf8");
    for (const route of ROUTES.filter((r) => r.post)) {
      const file = [...config.matchAll(/"(routes\/[^"]+\.tsx?)"(?:, \{ id: "([^"]+)" \})?/g)].find(
        ([, f, id]) => (id ?? f!.replace(/\.[^.]+$/, "")) === route.id,
      )?.[1];
      expect(file, route.id).toBeTruthy();
      let source = readFileSync(`app/${file}`, "utf8");
      const reexport = /export \{ action \} from "\.\/([^"]+)"/.exec(source);
      if (reexport) source = readFileSync(`app/${file!.replace(/[^/]+$/, "")}${reexport[1]}.tsx`, "utf8");
      const oneLine = /formActions\(\{([^}\n]*)\}/.exec(source)?.[1];
      const block = /formActions\(\{\n([\s\S]*?)\n\}[^\n]*\);/.exec(source)?.[1];
      const intents = block
        ? [...block.matchAll(/^ {2}"?([\w-]+)"?: \w+\(/gm)].map((m) => m[1]!)
        : oneLine?.split(",").map((name) => name.trim());
      // A single form: one entry (its schema may name an intent of its own).
      if (intents) expect(EXPECTED[route.id]!.post!.intents.toSorted(), `${route.id}: its intents`).toEqual(intents.toSorted());
      else expect(EXPECTED[route.id]!.post!.intents, `${route.id}: one form`).toHaveLength(1);
    }
  });

  for (const role of ROLES) {
    test(`${role}: every page, loader and action answers as the matrix says`, async ({ factory, baseURL }) => {
      test.setTimeout(180_000);
      const world = await makeWorld(factory);
      const ctx = await as(role, world, baseURL!);
      const wrong: string[] = [];
      let cells = 0;
      // The reads change nothing: a few at a time. The writes below stay in order (sign-out last).
      await concurrently(ROUTES, 4, async (route) => {
        const e = EXPECTED[route.id]!;
        const url = urlOf(route, world.fill);
        if (e.get) {
          const outcome = getOutcome(route.id, role);
          const page = await ctx.get(url, { maxRedirects: 0 });
          cells++;
          if (!getMatches(page, outcome, url))
            wrong.push(`GET ${url} (${route.id}): ${page.status()} ${location(page)}, expected ${outcome}`);
          if (route.loader && route.page && route.id !== "routes/public/not-found") {
            const data = await ctx.get(dataUrl(url, route.id), { maxRedirects: 0 });
            cells++;
            if (!(await dataMatches(data, outcome, url)))
              wrong.push(`GET ${dataUrl(url, route.id)}: ${data.status()} ${(await data.text()).slice(0, 80)}, expected ${outcome}`);
          }
        }
      });
      const posts = ROUTES.filter((r) => r.post).flatMap((r) => EXPECTED[r.id]!.post!.intents.map((intent) => ({ route: r, intent })));
      const key = (p: { route: AppRoute; intent: string | null }) => (p.intent ? `${p.route.id}#${p.intent}` : p.route.id);
      posts.sort((a, b) => (LAST[key(a)] ?? 0) - (LAST[key(b)] ?? 0));
      for (const { route, intent } of posts) {
        const expected = EXPECTED[route.id]!.post!;
        const outcome = postOutcome(route.id, intent, role);
        const url = urlOf(route, world.fill) + (INDEX_ROUTES.has(route.id) ? "?index" : "");
        const res = await post(ctx, baseURL!, url, intent, expected.form?.(world.fill));
        cells++;
        // An intent the action does not know would be a 400 too: the table must name real ones.
        if (res.status() === 400 && (await res.text()).includes("Unknown action."))
          wrong.push(`POST ${url} ${intent ?? ""} (${route.id}): "Unknown action."`);
        else if (!postMatches(res, outcome, key({ route, intent }) in LAST))
          wrong.push(`POST ${url} ${intent ?? ""} (${route.id}): ${res.status()} ${location(res)}, expected ${outcome}`);
      }
      await ctx.dispose();
      console.log(`authorization matrix, ${role}: ${ROUTES.length} routes, ${posts.length} action intents, ${cells} cells checked`);
      test.info().annotations.push({ type: "cells", description: `${role}: ${cells}` });
      expect(wrong).toEqual([]);
    });
  }
});

test.describe("the outer router", () => {
  test("each hono route answers each role as the matrix says", async ({ factory, baseURL }) => {
    const world = await makeWorld(factory);
    const owner = await factory.user({ role: "patient", signedIn: true });
    const ownerCtx = await playwrightRequest.newContext({
      baseURL,
      extraHTTPHeaders: { Cookie: `${owner.cookie!.name}=${owner.cookie!.value}` },
    });
    const created = await ownerCtx.post("/trugpt/conversations", {
      form: { _client: "fetcher", intent: "create" },
      headers: { Origin: baseURL! },
    });
    const conversation = ((await created.json()) as { conversation: { id: string } }).conversation.id;
    const urls: Record<string, string> = {
      "hono:health": "/api/health",
      "hono:media": `/media/no-such-photo-${randomLetters()}.jpg`,
      "hono:upload": `/media/upload/${crypto.randomUUID()}?sig=not-a-signature`,
      "hono:factory": "/dev/factory",
      "hono:chat": `/api/chat/${conversation}`,
      "hono:chatPath": `/api/chat/${conversation}/messages`,
    };
    const wrong: string[] = [];
    let cells = 0;
    for (const role of TABLE_ROLES) {
      const ctx = await as(role, world, baseURL!);
      for (const route of OUTER) {
        const e = OUTER_EXPECTED[route.id]!;
        const url = urls[route.id]!;
        if (e.get) {
          const res = await ctx.get(url, { maxRedirects: 0 });
          cells++;
          if (res.status() !== e.get[role]) wrong.push(`${role} GET ${url}: ${res.status()}, expected ${e.get[role]}`);
        }
        if (e.write) {
          const res = await ctx.fetch(url, {
            method: e.write.method,
            data: route.id === "hono:factory" ? {} : "xx",
            headers: { Origin: baseURL! },
          });
          cells++;
          if (res.status() !== e.write.outcomes[role])
            wrong.push(`${role} ${e.write.method} ${url}: ${res.status()}, expected ${e.write.outcomes[role]}`);
        }
      }
      await ctx.dispose();
    }
    // The owner reaches it: the refusals above are about who asks, not a broken endpoint.
    expect((await ownerCtx.get(urls["hono:chatPath"]!)).status()).toBe(200);
    await ownerCtx.dispose();
    console.log(`outer router: ${OUTER.length} routes x ${TABLE_ROLES.length} roles, ${cells} cells checked`);
    expect(wrong).toEqual([]);
  });
});

test.describe("object-level access", () => {
  const cookieOf = (user: MadeUser) => ({ Cookie: `${user.cookie!.name}=${user.cookie!.value}` });
  const context = (baseURL: string, user: MadeUser) => playwrightRequest.newContext({ baseURL, extraHTTPHeaders: cookieOf(user) });
  const fetcherForm = (fields: Record<string, string>) => ({ _client: "fetcher", ...fields });

  test("another user's conversation: not readable, renamable or deletable, not listed, not even by an admin", async ({
    factory,
    baseURL,
  }) => {
    const [owner, other, admin] = await Promise.all([
      factory.user({ role: "patient", signedIn: true }),
      factory.user({ role: "patient", signedIn: true }),
      factory.user({ role: "admin", signedIn: true }),
    ]);
    const ownerCtx = await context(baseURL!, owner);
    const origin = { Origin: baseURL! };
    const created = await ownerCtx.post("/trugpt/conversations", { form: fetcherForm({ intent: "create" }), headers: origin });
    const id = ((await created.json()) as { conversation: { id: string } }).conversation.id;
    const title = `Mine ${randomLetters()}`;
    expect(
      (await ownerCtx.post("/trugpt/conversations", { form: fetcherForm({ intent: "rename", id, title }), headers: origin })).status(),
    ).toBe(200);

    for (const intruder of [other, admin]) {
      const ctx = await context(baseURL!, intruder);
      expect((await ctx.get(`/api/chat/${id}`)).status(), intruder.role).toBe(404);
      expect((await ctx.get(`/api/chat/${id}/messages`)).status(), intruder.role).toBe(404);
      const rename = await ctx.post("/trugpt/conversations", {
        form: fetcherForm({ intent: "rename", id, title: "Taken over" }),
        headers: origin,
      });
      expect(rename.status(), intruder.role).toBe(404);
      const remove = await ctx.post("/trugpt/conversations", { form: fetcherForm({ intent: "delete", id }), headers: origin });
      expect(remove.status(), intruder.role).toBe(404);
      expect(await (await ctx.get("/trugpt/conversations")).text()).not.toContain(id);
      expect(await (await ctx.get("/trugpt-history")).text()).not.toContain(title);
      await ctx.dispose();
    }
    // Still the owner's, under the owner's title.
    const list = await (await ownerCtx.get("/trugpt/conversations")).text();
    expect(list).toContain(id);
    expect(list).toContain(title);
    expect(list).not.toContain("Taken over");
    expect((await ownerCtx.get(`/api/chat/${id}/messages`)).status()).toBe(200);
    await ownerCtx.dispose();
  });

  test("a provider answers only its own practice's questions, and sees no other provider's", async ({ factory, baseURL }) => {
    const [mine, theirs] = await factory.providers([{}, {}]);
    const providerUser = await factory.user({ role: "provider", providerId: mine!.id, signedIn: true });
    const ownQuestion = `Own practice question ${randomLetters()}?`;
    const otherQuestion = `Other practice question ${randomLetters()}?`;
    const [own, other] = await factory.questions([
      { providerId: mine!.id, question: ownQuestion },
      { providerId: theirs!.id, question: otherQuestion },
    ]);
    const ctx = await context(baseURL!, providerUser);
    const dashboard = await (await ctx.get("/dashboard")).text();
    expect(dashboard).toContain(ownQuestion);
    expect(dashboard).not.toContain(otherQuestion);
    // Not even as another view: only admins may switch the dashboard.
    expect(await (await ctx.get("/dashboard?as=admin")).text()).not.toContain(otherQuestion);

    const answer = `Answer ${randomLetters()}`;
    const refused = await ctx.post("/dashboard", {
      form: fetcherForm({ intent: "answer", questionId: other!.id, answer }),
      headers: { Origin: baseURL! },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.text()).toContain("You can only answer questions about your own practice.");
    expect(await (await ctx.get(`/provider/${theirs!.id}`)).text()).not.toContain(answer);

    const allowed = await ctx.post("/dashboard", {
      form: fetcherForm({ intent: "answer", questionId: own!.id, answer }),
      headers: { Origin: baseURL! },
    });
    expect(allowed.status()).toBeLessThan(400);
    expect(await (await ctx.get(`/provider/${mine!.id}`)).text()).toContain(answer);
    await ctx.dispose();
  });

  test("extraction job ids are the admins': status and results refuse every other role", async ({ factory, baseURL }) => {
    const job = await factory.extractionJob({
      targets: [
        {
          url: "https://clinic.example/",
          profile: {
            source_url: "https://clinic.example/",
            name: `Clinic ${randomLetters()}`,
            type: "medspa",
            location: { address: "1 Main Street", city: "Pocatello", state: "ID", zip: "83201" },
            contact: { phone: "(208) 555-0199", email: "front@clinic.example" },
            services: ["Botox"],
            credentials: [],
            images: { facade: [], providers: [], treatment_rooms: [], before_after: [] },
            business_info: { hours: "" },
            confidence_score: 80,
            extraction_date: new Date().toISOString(),
          },
        },
      ],
    });
    const [patient, provider, admin] = await Promise.all([
      factory.user({ role: "patient", signedIn: true }),
      factory.user({ role: "provider", signedIn: true }),
      factory.user({ role: "admin", signedIn: true }),
    ]);
    for (const user of [patient, provider]) {
      const ctx = await context(baseURL!, user);
      expect((await ctx.get(`/provider-import/extraction/status?job=${job.id}`)).status(), user.role).toBe(403);
      expect((await ctx.get(`/provider-import/extraction/download?job=${job.id}`, { maxRedirects: 0 })).status(), user.role).toBe(403);
      expect((await ctx.get(`/provider-import/extraction?job=${job.id}`)).status(), user.role).toBe(403);
      await ctx.dispose();
    }
    const ctx = await context(baseURL!, admin);
    const status = await ctx.get(`/provider-import/extraction/status?job=${job.id}`);
    expect(status.status()).toBe(200);
    expect(await status.text()).toContain(job.id);
    const download = await ctx.get(`/provider-import/extraction/download?job=${job.id}`, { maxRedirects: 0 });
    expect(download.status()).toBe(200);
    expect(download.headers()["content-disposition"]).toContain("attachment");
    await ctx.dispose();
  });

  test("a refused write stores nothing: role change, provider deletion, review and question by roles that may not", async ({
    factory,
    baseURL,
  }) => {
    const provider = await factory.provider();
    const [patient, demo, providerUser] = await Promise.all([
      factory.user({ role: "patient", signedIn: true }),
      factory.user({ role: "patient", isDemo: true, signedIn: true }),
      factory.user({ role: "provider", signedIn: true }),
    ]);
    const origin = { Origin: baseURL! };
    for (const user of [patient, demo, providerUser]) {
      const ctx = await context(baseURL!, user);
      // Making oneself an admin, deleting a provider, uploading a provider photo: refused, nothing changes.
      const promote = await ctx.post("/admin/users", {
        form: fetcherForm({ intent: "changeRole", userId: user.id, role: "admin" }),
        headers: origin,
      });
      expect(promote.status(), user.role).toBe(403);
      expect((await ctx.get("/admin/users")).status(), `${user.role} is still no admin`).toBe(403);
      const remove = await ctx.post("/admin/providers", {
        form: fetcherForm({ intent: "deleteProvider", providerId: provider.id }),
        headers: origin,
      });
      expect(remove.status(), user.role).toBe(403);
      expect((await ctx.get(`/provider/${provider.id}`)).status(), "the provider is still there").toBe(200);
      await ctx.dispose();
    }
    // The demo account's review and question are refused (its activity stays in its browser).
    const demoCtx = await context(baseURL!, demo);
    const content = `Demo review ${randomLetters()} with enough words to pass.`;
    const review = await demoCtx.post(`/provider/${provider.id}/reviews`, { form: fetcherForm({ rating: "5", content }), headers: origin });
    expect(review.status()).toBe(403);
    const question = `Demo question ${randomLetters()}?`;
    const asked = await demoCtx.post(`/provider/${provider.id}/questions`, { form: fetcherForm({ question }), headers: origin });
    expect(asked.status()).toBe(403);
    await demoCtx.dispose();
    const page = await (await (await context(baseURL!, patient)).get(`/provider/${provider.id}`)).text();
    expect(page).not.toContain(content);
    expect(page).not.toContain(question);
  });
});
