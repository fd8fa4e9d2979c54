import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  // Names the build in edge-cache keys (app/http/cache.server.ts): pages cached by an earlier
  // deploy point at asset files the new one no longer serves.
  define: { "import.meta.env.TRUSELF_BUILD_ID": JSON.stringify(Date.now().toString(36)) },
  plugins: [
    cloudflare({ viteEnvironment: { name: "ssr" }, persistState: { path: ".wrangler/state" } }),
    tailwindcss(),
    reactRouter(),
  ],
  resolve: { tsconfigPaths: true },
});
