/**
 * Every route of the app, for the security suite (issue 33): React Router's from the route config
 * (app/routes.ts, plain data in Node) joined with the built manifest (build/client/assets/manifest-*.js,
 * which says which modules have a loader, an action and a component), and the outer router's from
 * app/http/outer-routes.ts (which createHttpApp checks against what it registers). The two sources
 * of React Router routes must agree, so a stale build or a config the build did not see fails.
 */
import { readdirSync, readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routeConfig from "../../../app/routes.ts";
import { OUTER_ROUTES } from "../../../app/http/outer-routes.ts";

export type AppRoute = {
  id: string;
  /** the full path pattern, "/" + segments (":name" params, "*" splat) */
  path: string;
  get: boolean;
  post: boolean;
  /** a loader of its own (then `<path>.data?_routes=<id>` runs it alone) */
  loader: boolean;
  /** a page (a component); without one it is a resource route */
  page: boolean;
};

type ManifestRoute = { id: string; hasAction: boolean; hasLoader: boolean; hasDefaultExport: boolean };

function flatten(entries: RouteConfigEntry[], parent = ""): { id: string; path: string }[] {
  return entries.flatMap((entry) => {
    const id = entry.id ?? entry.file.replace(/\.[^.]+$/, "");
    const path = [parent, entry.path ?? ""].filter(Boolean).join("/");
    return [{ id, path: `/${path}` }, ...flatten(entry.children ?? [], path)];
  });
}

function builtManifest(): Record<string, ManifestRoute> {
  const dir = "build/client/assets";
  const files = readdirSync(dir).filter((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (files.length !== 1) throw new Error(`expected one built route manifest in ${dir}, found ${files.length}: run the build`);
  const window: { __reactRouterManifest?: { routes: Record<string, ManifestRoute> } } = {};
  runInNewContext(readFileSync(`${dir}/${files[0]}`, "utf8"), { window });
  return window.__reactRouterManifest!.routes;
}

/** React Router's routes, each with the methods its module answers (a layout's own path included). */
export function appRoutes(): AppRoute[] {
  const manifest = builtManifest();
  const configured = flatten(routeConfig);
  const built = Object.keys(manifest).filter((id) => id !== "root");
  const ids = configured.map((r) => r.id);
  const notBuilt = ids.filter((id) => !manifest[id]);
  const notConfigured = built.filter((id) => !ids.includes(id));
  if (notBuilt.length || notConfigured.length)
    throw new Error(
      `app/routes.ts and the build differ (rebuild): not built ${notBuilt.join(", ")}; not configured ${notConfigured.join(", ")}`,
    );
  return configured.map(({ id, path }) => {
    const m = manifest[id]!;
    return { id, path, get: m.hasLoader || m.hasDefaultExport, post: m.hasAction, loader: m.hasLoader, page: m.hasDefaultExport };
  });
}

/** The outer router's routes other than its middleware and its fall-through to React Router. */
export function outerRoutes(): { id: string; method: string; path: string }[] {
  return Object.entries(OUTER_ROUTES)
    .filter(([name]) => name !== "guard" && name !== "document")
    .map(([name, r]) => ({ id: `hono:${name}`, method: r.method, path: r.path }));
}
