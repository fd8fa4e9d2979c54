/**
 * Writes which source modules each browser chunk holds, and their rendered bytes, to
 * `client-modules.json` beside the client build (not inside it, so it is never served). `npm run
 * bench` and `npm run lighthouse` read it to print what each page's first load ships, largest first.
 */
import { writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

export type ModuleSizes = Record<string, Record<string, number>>;

export function moduleSizes(): Plugin {
  return {
    name: "truself:module-sizes",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    writeBundle(options, bundle) {
      const chunks: ModuleSizes = {};
      for (const file of Object.values(bundle)) {
        if (file.type !== "chunk") continue;
        chunks[`/${file.fileName}`] = Object.fromEntries(
          Object.entries(file.modules)
            .filter(([, m]) => m.renderedLength > 0)
            .map(([id, m]) => [id, m.renderedLength]),
        );
      }
      writeFileSync(join(dirname(options.dir ?? "build/client"), "client-modules.json"), JSON.stringify(chunks));
    },
  };
}

export type ServerModule = { chunk: string; bytes: number; gzip: number; importers: string[]; dynamicImporters: string[] };

/**
 * The Worker's counterpart (issue 46 item 9): `server-modules.json` beside the server build (so it
 * is not uploaded), each source module with the chunk that holds it, its rendered bytes, those
 * bytes gzipped alone, and who imports it. `node bench/upload-modules.ts` prints the largest with
 * the import chain that brings each one into the Worker.
 */
export function serverModuleSizes(): Plugin {
  return {
    name: "truself:server-module-sizes",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    writeBundle(options, bundle) {
      const modules: Record<string, ServerModule> = {};
      // Every module of the graph, the ones that render to nothing (re-exports) too, so chains go through them.
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        modules[id] = {
          chunk: "",
          bytes: 0,
          gzip: 0,
          importers: [...(info?.importers ?? [])],
          dynamicImporters: [...(info?.dynamicImporters ?? [])],
        };
      }
      for (const file of Object.values(bundle)) {
        if (file.type !== "chunk") continue;
        for (const [id, m] of Object.entries(file.modules)) {
          if (m.renderedLength === 0 || !modules[id]) continue;
          Object.assign(modules[id], { chunk: file.fileName, bytes: m.renderedLength, gzip: gzipSync(m.code ?? "").length });
        }
      }
      writeFileSync(join(dirname(options.dir ?? "build/server"), "server-modules.json"), JSON.stringify(modules));
    },
  };
}
