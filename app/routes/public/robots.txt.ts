import { appConfig } from "~/lib/env.server";
import { robotsTxt } from "~/seo/sitemap.server";

export function loader() {
  return new Response(robotsTxt(appConfig().APP_ORIGIN), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
