/**
 * Fails a build whose output mentions Miniflare or SQLITE_BUSY (issue 32). Production runs neither
 * Miniflare (the local runtime) nor its D1's file locks, so code that mentions them is a local
 * workaround shipped to production for nothing, as the D1 busy-retry proxy was (decisions 023 and 035).
 * Every chunk and text asset of both builds, server and browser, is read, comments included (the
 * server build is not minified). test/lint/production-bundle.test.ts checks the check.
 */
import type { Plugin } from "vite";

export const LOCAL_ONLY = /miniflare|sqlite_busy/i;

/** "file: …context…" for each output file that mentions one of them. */
export function localOnlyMentions(files: Record<string, string>): string[] {
  const found: string[] = [];
  for (const [name, text] of Object.entries(files)) {
    const match = LOCAL_ONLY.exec(text);
    if (match) found.push(`${name}: …${text.slice(Math.max(0, match.index - 60), match.index + 60).replace(/\s+/g, " ")}…`);
  }
  return found;
}

export function productionBundleCheck(): Plugin {
  return {
    name: "truself:production-bundle-check",
    apply: "build",
    generateBundle(_options, bundle) {
      const files: Record<string, string> = {};
      for (const file of Object.values(bundle)) {
        if (file.type === "chunk") files[file.fileName] = file.code;
        else if (typeof file.source === "string") files[file.fileName] = file.source;
      }
      const found = localOnlyMentions(files);
      if (found.length > 0)
        this.error(`The production bundle mentions Miniflare or SQLITE_BUSY (local-only workarounds):\n${found.join("\n")}`);
    },
  };
}
