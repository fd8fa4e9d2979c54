import type { Config } from "@react-router/dev/config";
import { BUILD_DIR } from "./scripts/wrangler.ts";

export default {
  ssr: true,
  buildDirectory: BUILD_DIR,
  // The outer router's cross-site check (app/http/security.server.ts) decides every write first,
  // by Sec-Fetch-Site. React Router's own origin check would refuse `Origin: null`, which is what a
  // page under `Referrer-Policy: no-referrer` (reset-password) sends with its own form.
  allowedActionOrigins: ["null"],
  // The whole route manifest loads with the page (3.2 KB gzipped, cached for good): no /__manifest
  // request and no whole-tree re-render after hydration (docs/decisions/029-route-manifest-up-front-and-cached-seed-photos.md).
  routeDiscovery: { mode: "initial" },
} satisfies Config;
