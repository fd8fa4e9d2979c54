/**
 * The JavaScript a page's first load pulls in, from a build: the entry, the root route and the
 * page's route with every static import (what React Router's manifest modulepreloads), and the
 * manifest-*.js file itself, which every page loads (route discovery "initial", decision 029), gzip -9.
 * With `client-modules.json` (scripts/vite-module-sizes.ts) it also says what fills those bytes:
 * each npm package or app file, its share of each chunk's gzipped size by its rendered bytes.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import type { ModuleSizes } from "../scripts/vite-module-sizes.ts";

type RouteManifest = { module: string; imports?: string[] };
export type Shipped = {
  route: string;
  files: number;
  gzipBytes: number;
  rawBytes: number;
  /** Largest first: npm package or app file, estimated gzipped bytes. */
  sources: { source: string; gzipBytes: number }[];
};

/** `node_modules/react-dom/...` → `react-dom`; `app/home/x.tsx` stays a path. */
function sourceName(id: string, root: string): string {
  const clean = id.replace(/\?.*$/, "").replace(/^\0/, "");
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(clean);
  if (pkg?.[1]) return pkg[1];
  return clean.startsWith(root) ? clean.slice(root.length).replace(/^\//, "") : clean;
}

export function shippedJs(root: string, routeIds: string[], buildDir = `${root}/build`): Shipped[] {
  const assets = `${buildDir}/client/assets`;
  const manifestFile = readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
  if (!manifestFile) throw new Error(`No React Router manifest in ${assets}: build first`);
  const text = readFileSync(`${assets}/${manifestFile}`, "utf8");
  const manifest = JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as {
    entry: RouteManifest;
    routes: Record<string, RouteManifest>;
  };
  const modulesFile = `${buildDir}/client-modules.json`;
  const modules = existsSync(modulesFile) ? (JSON.parse(readFileSync(modulesFile, "utf8")) as ModuleSizes) : {};
  const filesOf = (m: RouteManifest) => [m.module, ...(m.imports ?? [])];
  const route = (id: string) => {
    const entry = manifest.routes[id];
    if (!entry) throw new Error(`The build's manifest has no route ${id}`);
    return entry;
  };
  return routeIds.map((id) => {
    const files = new Set([`/assets/${manifestFile}`, ...filesOf(manifest.entry), ...filesOf(route("root")), ...filesOf(route(id))]);
    let gzipBytes = 0;
    let rawBytes = 0;
    const bySource = new Map<string, number>();
    for (const file of files) {
      const content = readFileSync(`${buildDir}/client${file}`);
      const gzipped = gzipSync(content, { level: 9 }).length;
      rawBytes += content.length;
      gzipBytes += gzipped;
      const parts = Object.entries(modules[file] ?? { [file]: content.length });
      const rendered = parts.reduce((n, [, bytes]) => n + bytes, 0) || 1;
      for (const [moduleId, bytes] of parts) {
        const name = sourceName(moduleId, root);
        bySource.set(name, (bySource.get(name) ?? 0) + (gzipped * bytes) / rendered);
      }
    }
    const sources = [...bySource].map(([source, bytes]) => ({ source, gzipBytes: bytes })).sort((a, b) => b.gzipBytes - a.gzipBytes);
    return { route: id, files: files.size, gzipBytes, rawBytes, sources };
  });
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Prints each page's total and its `top` largest sources. */
export function printShipped(list: Shipped[], top = 12) {
  for (const r of list) {
    console.log(`  ${r.route.padEnd(22)} ${kb(r.gzipBytes).padStart(10)} gzipped (${kb(r.rawBytes)} raw, ${r.files} files)`);
    for (const s of r.sources.slice(0, top)) console.log(`      ${kb(s.gzipBytes).padStart(9)}  ${s.source}`);
  }
}
