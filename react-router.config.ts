import type { Config } from "@react-router/dev/config";
import { BUILD_DIR } from "./scripts/wrangler.ts";

export default {
  ssr: true,
  buildDirectory: BUILD_DIR,
} satisfies Config;
