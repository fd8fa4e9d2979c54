/**
 * Nothing in the production bundle mentions Miniflare or SQLITE_BUSY (issue 32): every build runs
 * scripts/vite-production-bundle.ts over its output. This checks that check, and that nothing the
 * bundle is made of (app/, workers/) mentions them, so a local workaround that comes back fails here
 * before a build is needed.
 */
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { localOnlyMentions, productionBundleCheck } from "../../scripts/vite-production-bundle.ts";

function sources(folder: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && /\.(ts|tsx)$/.test(entry.name)) {
      const path = join(entry.parentPath, entry.name);
      files[path] = readFileSync(path, "utf8");
    }
  }
  return files;
}

test("the application's sources (app/, workers/) mention neither Miniflare nor SQLITE_BUSY", () => {
  assert.deepEqual(localOnlyMentions({ ...sources("app"), ...sources("workers") }), []);
});

test("the build check names each output file that mentions them, in code or comments, any case", () => {
  const found = localOnlyMentions({
    "assets/client.server-x.js": `const LOCAL_BUSY = /database is locked: SQLITE_BUSY/;`,
    "assets/other.js": `/** Local D1 (miniflare) runs every query in a transaction */`,
    "assets/clean.js": `export const busy = "D1_ERROR: UNIQUE constraint failed";`,
  });
  assert.deepEqual(
    found.map((line) => line.split(":")[0]),
    ["assets/client.server-x.js", "assets/other.js"],
  );
});

test("the build check is a build plugin that fails the bundle (this.error) when it finds one", () => {
  const plugin = productionBundleCheck();
  assert.equal(plugin.apply, "build");
  const generate = plugin.generateBundle as (this: unknown, options: unknown, bundle: unknown) => void;
  const errors: string[] = [];
  const context = {
    error: (message: string) => {
      errors.push(message);
      throw new Error(message);
    },
  };
  const bundle = (code: string) => ({ "index.js": { type: "chunk", fileName: "index.js", code } });
  generate.call(context, {}, bundle("export const ok = 1;"));
  assert.deepEqual(errors, []);
  assert.throws(() => generate.call(context, {}, bundle("// retried under Miniflare")), /mentions Miniflare or SQLITE_BUSY/);
});
