/**
 * Writes which source modules each browser chunk holds, and their rendered bytes, to
 * `client-modules.json` beside the client build (not inside it, so it is never served). `npm run
 * bench` and `npm run lighthouse` read it to print what each page's first load ships, largest first.
 */
import { writeFileSync } from "node:fs";
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
