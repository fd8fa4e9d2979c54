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
import { EXPECTED, OUTER_EXPECTED, ROLES, type Fill, type GetOutcome, type PostOutcome, type Role } from "./security/access.ts";
import { appRoutes, outerRoutes, type AppRoute } from "./security/routes.ts";

const ROUTES = appRoutes();
const OUTER = outerRoutes();
/** Index routes answer a post only with `?index` (React Router's rule for a path shared with its layout). */
const INDEX_ROUTES = new Set(["routes/home", "routes/admin-index", "routes/provider-import._index"]);
/** Posts that end sessions come last in a role's run, sign-out last of all. */
const LAST: Record<string, number> = { "routes/profile#sign-out-everywhere": 1, "routes/signout": 2 };

type World = { fill: Fill; users: Record<Exclude<Role, "guest">, MadeUser> };

async function makeWorld(factory: Factory): Promise<World> {
  const username = `authz-${randomLetters()}`;
  const provider = await factory.provider({ linkInBioUsername: username });
  const [patient, demo, providerUser, admin] = await Promise.all([
    factory.user({ role: "patient", signedIn: true }),
    factory.user({ role: "patient", isDemo: true, signedIn: true }),
    factory.user({ role: "provider", signedIn: true }),
    factory.user({ role: "admin", signedIn: true }),
  ]);
  return { fill: { providerId: provider.id, username }, users: { patient, demo, provider: providerUser, admin } };
}

/** A request context of one role: its own cookie jar, its session cookie, its own client address. */
async function as(role: Role, world: World, baseURL: string): Promise<APIRequestContext> {
  const user = role === "guest" ? undefined : world.users[role];
  const headers: Record<string, string> = { "CF-Connecting-IP": `10.33.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` };
  if (user?.cookie) headers.Cookie = `${user.cookie.name}=${user.cookie.value}`;
  return playwrightRequest.newContext({ baseURL, extraHTTPHeaders: headers });
}

function urlOf(route: AppRoute, fill: Fill): string {
  return EXPECTED[route.id]?.url?.(fill) ?? route.path;
}

/** `/x?y` -> `/x.data?y&_routes=<id>`: React Router's single-fetch request for one loader. */
function dataUrl(url: string, id: string): string {
  const u = new URL(url, "http://x");
  u.pathname = u.pathname === "/" ? "/_root.data" : `${u.pathname.replace(/\/$/, "")}.data`;
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
  return status < 500 && ![401, 403, 404, 405].includes(status) && (endsSession || !toSignIn);
}

function post(ctx: APIRequestContext, baseURL: string, url: string, intent: string | null): Promise<APIResponse> {
  const form: Record<string, string> = { _client: "fetcher" };
  if (intent) form.intent = intent;
  return ctx.post(url, { form, headers: { Origin: baseURL }, maxRedirects: 0 });
}

test.describe("authorization matrix", () => {
  test("every route has an expectation, and every expectation names a route", () => {
    const ids = [...ROUTES.map((r) => r.id), ...OUTER.map((r) => r.id)];
    expect(ids.filter((id) => !(id in EXPECTED) && !(id in OUTER_EXPECTED)), "routes without an expectation").toEqual([]);
    expect(
      [...Object.keys(EXPECTED), ...Object.keys(OUTER_EXPECTED)].filter((id) => !ids.includes(id)),
      "expectations of routes that do not exist",
    ).toEqual([]);
    for (const route of ROUTES) {
      const e = EXPECTED[route.id]!;
      expect(Boolean(e.get), `${route.id}: a GET expectation exactly when it answers GET`).toBe(route.get);
      expect(Boolean(e.post), `${route.id}: a POST expectation exactly when it has an action`).toBe(route.post);
    }
    // The intents of each action, from its source (`formActions({ name: formAction(...), ... })`).
    const config = readFileSync("app/routes.ts", "utf8");
    for (const route of ROUTES.filter((r) => r.post)) {
      const file = [...config.matchAll(/"(routes\/[^"]+\.tsx?)"(?:, \{ id: "([^"]+)" \})?/g)].find(
        ([, f, id]) => (id ?? f!.replace(/\.[^.]+$/, "")) === route.id,
      )?.[1];
      expect(file, route.id).toBeTruthy();
      let source = readFileSync(`app/${file}`, "utf8");
      const reexport = /export \{ action \} from "\.\/([^"]+)"/.exec(source);
      if (reexport) source = readFileSync(`app/routes/${reexport[1]}.tsx`, "utf8");
      const oneLine = /formActions\(\{([^}\n]*)\}/.exec(source)?.[1];
      const block = /formActions\(\{\n([\s\S]*?)\n\}[^\n]*\);/.exec(source)?.[1];
      const intents = block
        ? [...block.matchAll(/^ {2}"?([\w-]+)"?: formAction\(/gm)].map((m) => m[1]!)
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
      for (const route of ROUTES) {
        const e = EXPECTED[route.id]!;
        const url = urlOf(route, world.fill);
        if (e.get) {
          const outcome = e.get[role];
          const page = await ctx.get(url, { maxRedirects: 0 });
          cells++;
          if (!getMatches(page, outcome, url)) wrong.push(`GET ${url} (${route.id}): ${page.status()} ${location(page)}, expected ${outcome}`);
          if (route.loader && route.page && route.id !== "routes/not-found") {
            const data = await ctx.get(dataUrl(url, route.id), { maxRedirects: 0 });
            cells++;
            if (!(await dataMatches(data, outcome, url)))
              wrong.push(`GET ${dataUrl(url, route.id)}: ${data.status()} ${(await data.text()).slice(0, 80)}, expected ${outcome}`);
          }
        }
      }
      const posts = ROUTES.filter((r) => r.post).flatMap((r) => EXPECTED[r.id]!.post!.intents.map((intent) => ({ route: r, intent })));
      const key = (p: { route: AppRoute; intent: string | null }) => (p.intent ? `${p.route.id}#${p.intent}` : p.route.id);
      posts.sort((a, b) => (LAST[key(a)] ?? 0) - (LAST[key(b)] ?? 0));
      for (const { route, intent } of posts) {
        const outcome = EXPECTED[route.id]!.post!.outcomes[role];
        const url = urlOf(route, world.fill) + (INDEX_ROUTES.has(route.id) ? "?index" : "");
        const res = await post(ctx, baseURL!, url, intent);
        cells++;
        if (!postMatches(res, outcome, key({ route, intent }) in LAST))
          wrong.push(`POST ${url} ${intent ?? ""} (${route.id}): ${res.status()} ${location(res)}, expected ${outcome}`);
      }
      await ctx.dispose();
      console.log(`authorization matrix, ${role}: ${ROUTES.length} routes, ${posts.length} action intents, ${cells} cells checked`);
      test.info().annotations.push({ type: "cells", description: `${role}: ${cells}` });
      expect(wrong).toEqual([]);
    });
  }
});
