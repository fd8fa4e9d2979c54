/**
 * What the Worker's upload is made of (issue 46 item 9). After a build, build/server-modules.json
 * (scripts/vite-module-sizes.ts) lists every source module of the server build; `npm run
 * bench:cold-start` prints the largest by gzipped size, each with its chunk and the shortest import
 * chain from the Worker's entry that brings it in (`→` a static import, `⇢` a dynamic one), then
 * the same by npm package. `node bench/upload-modules.ts` prints only that (TOP, 15, sets how many;
 * MATCH=<text> adds the chain of every module whose name contains it). The figures are each module's
 * rendered code before its chunk is minified, gzipped alone: they rank modules and add up to more
 * than the upload; the dry run's total is what the budget checks.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ROOT } from "../test/e2e/server.ts";
import type { ServerModule } from "../scripts/vite-module-sizes.ts";

/** A module's short name: the package and its path inside it, or the path inside the project. */
function shortName(id: string): string {
  const nm = id.lastIndexOf("node_modules/");
  if (nm >= 0) return id.slice(nm + "node_modules/".length);
  return (id.startsWith(ROOT) ? id.slice(ROOT.length).replace(/^\//, "") : id).replace(/\0/g, "");
}

/** The npm package a module belongs to, or "(ours)". */
function packageOf(id: string): string {
  if (!id.includes("node_modules/")) return "(ours)";
  const parts = shortName(id).split("/");
  return parts[0]!.startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0]!;
}

export function printUploadModules(top = 15, match?: string): void {
  const modules: Record<string, ServerModule> = JSON.parse(readFileSync(join(ROOT, "build/server-modules.json"), "utf8"));

  // The shortest chain from an entry (a module nobody imports) to each module, breadth first.
  const edges = new Map<string, { to: string; dynamic: boolean }[]>();
  for (const [id, m] of Object.entries(modules)) {
    for (const from of m.importers) edges.set(from, [...(edges.get(from) ?? []), { to: id, dynamic: false }]);
    for (const from of m.dynamicImporters) edges.set(from, [...(edges.get(from) ?? []), { to: id, dynamic: true }]);
  }
  const via = new Map<string, { from: string; dynamic: boolean } | null>();
  const queue = Object.entries(modules)
    .filter(([, m]) => m.importers.length === 0 && m.dynamicImporters.length === 0)
    .map(([id]) => id);
  for (const id of queue) via.set(id, null);
  while (queue.length) {
    const id = queue.shift()!;
    for (const edge of edges.get(id) ?? []) {
      if (via.has(edge.to)) continue;
      via.set(edge.to, { from: id, dynamic: edge.dynamic });
      queue.push(edge.to);
    }
  }
  const chain = (id: string) => {
    const steps: string[] = [shortName(id)];
    for (let step = via.get(id); step; step = via.get(step.from)) steps.unshift(shortName(step.from), step.dynamic ? "⇢" : "→");
    return steps.join(" ");
  };

  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)}`.padStart(7);
  const rendered = Object.entries(modules)
    .filter(([, m]) => m.bytes > 0)
    .sort((a, b) => b[1].gzip - a[1].gzip);
  const line = ([id, m]: [string, ServerModule]) => `  ${kib(m.bytes)} ${kib(m.gzip)}  ${m.chunk}\n      ${chain(id)}`;
  const total = rendered.reduce((sum, [, m]) => ({ bytes: sum.bytes + m.bytes, gzip: sum.gzip + m.gzip }), { bytes: 0, gzip: 0 });
  console.log(
    `  ${rendered.length} source modules, ${kib(total.bytes).trim()} KiB rendered, ${kib(total.gzip).trim()} KiB gzipped one by one; the ${top} largest (KiB raw, gzip, chunk; how the Worker reaches it):`,
  );
  for (const entry of rendered.slice(0, top)) console.log(line(entry));

  const byPackage = new Map<string, { bytes: number; gzip: number; count: number }>();
  for (const [id, m] of rendered) {
    const p = byPackage.get(packageOf(id)) ?? { bytes: 0, gzip: 0, count: 0 };
    byPackage.set(packageOf(id), { bytes: p.bytes + m.bytes, gzip: p.gzip + m.gzip, count: p.count + 1 });
  }
  console.log(`  by package (KiB raw, gzip, modules):`);
  for (const [name, p] of [...byPackage].sort((a, b) => b[1].gzip - a[1].gzip).slice(0, top))
    console.log(`  ${kib(p.bytes)} ${kib(p.gzip)}  ${String(p.count).padStart(4)}  ${name}`);

  if (match) {
    console.log(`  modules whose name contains "${match}":`);
    for (const entry of rendered.filter(([id]) => shortName(id).includes(match))) console.log(line(entry));
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) printUploadModules(Number(process.env.TOP ?? 15), process.env.MATCH);
