/**
 * workerd asks Vite for every module one at a time, so the first file of a run waits for some 600
 * round trips (the app's 135 modules and ~390 files of its libraries: zod alone 116, drizzle-orm
 * 111, react-router 62). The libraries are pre-bundled into a few files, cached in
 * node_modules/.vite between runs (rebuilt when the lockfile or this list changes), as the
 * Worker build bundles them. List every entry the app and its libraries import (zod's and
 * drizzle's subpaths too): a library left out would load a second, unbundled copy beside the
 * bundled one. Node's and workerd's built-ins stay imports.
 * (docs/performance.md, Test suite.)
 * Shared by vitest.config.ts and the in-Worker benchmarks (bench/*.config.ts).
 */
export const workerdDeps = {
  optimizer: {
    ssr: {
      enabled: true,
      rolldownOptions: { external: [/^node:/, /^cloudflare:/] },
      include: [
        "ical-generator",
        "zod",
        "zod/v3",
        "zod/v4",
        "zod/v4/core",
        "zod/v4/mini",
        "@conform-to/zod/v4",
        "drizzle-orm",
        "drizzle-orm/d1",
        "drizzle-orm/sqlite-core",
        "drizzle-orm/batch",
        "react-router",
        "hono",
        "ai",
        "workers-ai-provider",
        "@ai-sdk/openai-compatible",
        "@date-fns/tz",
      ],
    },
  },
};

/**
 * The pre-bundled libraries without their source maps. Vite hands each bundle to workerd with its
 * map inlined as base64 (a 1.4 MB chunk arrives as 4.3 MB), and every test run serialises,
 * compresses and parses it again. Our own modules keep their maps; a library's frame in a stack
 * trace points into its bundle instead (node_modules/.vite/vitest/.../deps_ssr).
 */
export const libraryBundlesWithoutMaps = {
  name: "truself:library-bundles-without-maps",
  transform: {
    filter: { id: /\/node_modules\/\.vite\/.*\/deps_ssr\// },
    handler: (code: string) => ({ code, map: { mappings: "" } }),
  },
};
