/**
 * The guard matrix of issue 4 (docs/requirements.md): every protected page loader, for a guest, a patient, a provider,
 * an admin and the demo account. Actions have their own role tests next to their forms.
 */
import { describe, expect, it } from "vitest";
import { loader as dashboardLoader } from "~/routes/account/dashboard";
import { loader as favoritesLoader } from "~/routes/account/favorites";
import { loader as profileLoader } from "~/routes/account/profile";
import { insertProviders, providerRow } from "../fixtures/directory";
import { routeArgs } from "../fixtures/route-args";
import { createUser, sessionCookie } from "../fixtures/users";

type Loader = (args: never) => Promise<unknown>;
const PAGES: [string, Loader][] = [
  ["/profile", profileLoader],
  ["/favorites", favoritesLoader],
  ["/dashboard", dashboardLoader],
];

const ACTORS = ["guest", "patient", "provider", "admin", "demo"] as const;

async function cookieFor(actor: (typeof ACTORS)[number]): Promise<Record<string, string>> {
  if (actor === "guest") return {};
  if (actor === "provider") {
    await insertProviders([providerRow({ id: "guard-provider" })]);
  }
  const user = await createUser({
    role: actor === "demo" ? "patient" : actor,
    isDemo: actor === "demo",
    providerId: actor === "provider" ? "guard-provider" : undefined,
  });
  return { Cookie: await sessionCookie(user.id) };
}

async function outcome(load: Loader, path: string, headers: Record<string, string>) {
  try {
    const result = await load(routeArgs<never>(path, { headers }));
    return result instanceof Response ? result.status : 200;
  } catch (thrown) {
    if (thrown instanceof Response) return `${thrown.status} ${thrown.headers.get("Location") ?? ""}`.trim();
    throw thrown;
  }
}

describe("protected pages: who gets in", () => {
  for (const [path, load] of PAGES) {
    for (const actor of ACTORS) {
      it(`${path} as ${actor}`, async () => {
        const result = await outcome(load, path, await cookieFor(actor));
        if (actor === "guest") expect(result).toBe(`302 /signin?redirectTo=${encodeURIComponent(path)}`);
        else expect(result).toBe(200);
      });
    }
  }

  it("/dashboard shows each signed-in person their own role's view, whatever ?as= says unless they are admin", async () => {
    for (const actor of ["patient", "provider", "admin", "demo"] as const) {
      const headers = await cookieFor(actor);
      const own = (await dashboardLoader(routeArgs<never>("/dashboard", { headers }))) as { view: string };
      expect(own.view).toBe(actor === "demo" ? "patient" : actor);
      const asAdmin = (await dashboardLoader(routeArgs<never>("/dashboard?as=admin", { headers }))) as { view: string };
      expect(asAdmin.view).toBe(actor === "admin" ? "admin" : own.view);
    }
  });
});
