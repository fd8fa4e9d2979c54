import type { Config } from "@react-router/dev/config";
import { BUILD_DIR } from "./scripts/wrangler.ts";

export default {
  ssr: true,
  buildDirectory: BUILD_DIR,
  // The outer router's cross-site check (app/http/security.server.ts) decides every write first,
  // by Sec-Fetch-Site. React Router's own origin check would refuse `Origin: null`, which is what a
  // page under `Referrer-Policy: no-referrer` (reset-password) sends with its own form.
  allowedActionOrigins: ["null"],
} satisfies Config;
