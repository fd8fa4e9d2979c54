/**
 * Keeps public pages' first-load JavaScript small (docs/decisions/014-trugpt-stack.md): the
 * TruGPT dialog's libraries (ai, @ai-sdk/*, agents) validate their stream with zod and use
 * schema types our pages do not. Sharing one zod with the pages would make Rollup keep those in
 * the pages' shared zod chunk (tree-shaking works per module, not per chunk), about 2.7 KB
 * gzipped on every page. In the browser build those libraries get their own copy of zod, which
 * then lives only in the lazily loaded dialog chunk.
 */
import type { Plugin } from "vite";

const CHAT_LIBRARIES = /node_modules\/(ai|@ai-sdk\/[^/]+|agents|@cloudflare\/ai-chat)\//;
const COPY = "?chat-zod";

export function chatOwnZod(): Plugin {
  return {
    name: "truself:chat-own-zod",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const fromCopy = importer.endsWith(COPY);
      const zodFromChat = /^zod(\/|$)/.test(source) && CHAT_LIBRARIES.test(importer);
      if (!fromCopy && !zodFromChat) return null;
      const resolved = await this.resolve(source, importer.replace(COPY, ""), { ...options, skipSelf: true });
      if (!resolved || resolved.external || !resolved.id.includes("/node_modules/zod/")) return resolved;
      return { ...resolved, id: `${resolved.id}${COPY}` };
    },
  };
}
