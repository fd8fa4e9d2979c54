import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { localVars } from "./scripts/local-vars.ts";
import { moduleSizes, serverModuleSizes } from "./scripts/vite-module-sizes.ts";
import { productionBundleCheck } from "./scripts/vite-production-bundle.ts";

export default defineConfig(({ command }) => ({
  // Names the build in edge-cache keys (app/http/cache.server.ts): pages cached by an earlier
  // deploy point at asset files the new one no longer serves.
  define: { "import.meta.env.TRUSELF_BUILD_ID": JSON.stringify(Date.now().toString(36)) },
  plugins: [
    cloudflare({
      viteEnvironment: { name: "ssr" },
      persistState: { path: ".wrangler/state" },
      // No session with Cloudflare for wrangler.toml's AI binding: `npm run dev` runs offline (decision 050).
      remoteBindings: false,
      // The dev server is local development; a build keeps wrangler.toml's production vars.
      // `npm run dev` serves ${PORT:-5173}: APP_ORIGIN names that port (issue 45 item 21).
      config: command === "serve" ? { vars: localVars(process.env.PORT || "5173") } : undefined,
    }),
    tailwindcss(),
    reactRouter(),
    moduleSizes(),
    serverModuleSizes(),
    productionBundleCheck(),
  ],
  resolve: { tsconfigPaths: true },
  environments: {
    // The Worker's build minified (decision 073): oxc, as the browser build; class and function names
    // kept (decision 075: no longer for the agents SDK, gone, but so errors and libraries that read a
    // class's name see the real one).
    // Wrangler uploads the build's source maps, so production stack traces still name our files.
    ssr: { build: { minify: true, rolldownOptions: { output: { keepNames: true } } } },
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Every page loads React, React Router and the site shell (root.tsx and what it imports
            // statically): one chunk each instead of a dozen small shared ones, which gzip worse
            // and each cost a request on a slow link (docs/decisions/021-first-paint-and-first-load.md).
            // The shell also takes two tiny modules nearly every route imports (decision 025), and
            // `listing` the small pieces of a provider card that home, /find-doctors and the profile
            // share (one file instead of five, issue 32's budgets; the profile takes the card with them).
            codeSplitting: {
              groups: [
                { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 3 },
                {
                  name: "listing",
                  test: /[\\/]app[\\/](directory[\\/](provider-card\.tsx|rating-line\.tsx|rating\.ts|images\.ts)|favorites[\\/]favorite-heart\.tsx)$/,
                  priority: 1,
                },
                {
                  name: "shell",
                  test: /[\\/]app[\\/](root\.tsx|seo[\\/]meta\.ts|demo[\\/]use-viewer\.ts)$/,
                  priority: 2,
                },
              ],
            },
          },
        },
      },
    },
  },
}));
