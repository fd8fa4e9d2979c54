import { appConfig } from "~/lib/env.server";
import { providerSitemapXml, staticSitemapXml } from "~/seo/sitemap.server";
import type { Route } from "./+types/sitemaps.$part";

export async function loader({ params }: Route.LoaderArgs) {
  const origin = appConfig().APP_ORIGIN;
  const name = params.part;
  let xml: string | null = null;
  if (name === "static.xml") xml = staticSitemapXml(origin);
  else {
    const match = /^providers-(\d{1,6})\.xml$/.exec(name);
    if (match) xml = await providerSitemapXml(origin, Number(match[1]));
  }
  if (!xml) return new Response("Not found", { status: 404 });
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
