import { appConfig } from "~/lib/env.server";
import { sitemapIndexXml } from "~/seo/sitemap.server";

export async function loader() {
  return new Response(await sitemapIndexXml(appConfig().APP_ORIGIN), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
