/**
 * /sitemap.xml is a sitemap index; its parts stay under the 50,000-URL protocol limit:
 * "static" (home, listing, info and procedure pages) and "providers-N", each holding the profile
 * and location page of up to 22,500 providers (45,000 URLs), read one page at a time from D1.
 */
import { asc, count } from "drizzle-orm";
import { db } from "~/db/client.server";
import { providers } from "~/db/schema";
import { PROCEDURES } from "~/directory/procedures";

export const MAX_URLS_PER_PART = 45_000;
export const PROVIDERS_PER_PART = MAX_URLS_PER_PART / 2;

export const STATIC_PATHS = [
  "/",
  "/find-doctors",
  "/browse-procedures",
  "/gallery",
  "/community",
  "/trugpt-detail",
  "/trulinkmd-detail",
  "/lead-form",
  "/marketing-lead-generation",
  "/contact-us",
  "/patient-contact",
  "/terms",
  "/privacy",
  "/review-policy",
];

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);
}

export async function providerPartCount(): Promise<number> {
  const [row] = await db().select({ n: count() }).from(providers);
  return Math.max(1, Math.ceil((row?.n ?? 0) / PROVIDERS_PER_PART));
}

export async function sitemapIndexXml(origin: string): Promise<string> {
  const parts = await providerPartCount();
  const names = ["static", ...Array.from({ length: parts }, (_, i) => `providers-${i + 1}`)];
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
    names.map((n) => `  <sitemap><loc>${escapeXml(`${origin}/sitemaps/${n}.xml`)}</loc></sitemap>\n`).join("") +
    `</sitemapindex>\n`
  );
}

function urlset(entries: { loc: string; lastmod?: string }[]): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
    entries.map((e) => `  <url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ""}</url>\n`).join("") +
    `</urlset>\n`
  );
}

export function staticSitemapXml(origin: string): string {
  return urlset([...STATIC_PATHS, ...PROCEDURES.map((p) => `/browse-procedures/${p.slug}`)].map((path) => ({ loc: `${origin}${path}` })));
}

/** Part `part` (1-based) of the provider sitemap, or null when there is no such part. */
export async function providerSitemapXml(origin: string, part: number): Promise<string | null> {
  if (!Number.isInteger(part) || part < 1 || part > (await providerPartCount())) return null;
  const rows = await db()
    .select({ id: providers.id, updatedAt: providers.updatedAt })
    .from(providers)
    .orderBy(asc(providers.id))
    .limit(PROVIDERS_PER_PART)
    .offset((part - 1) * PROVIDERS_PER_PART);
  return urlset(
    rows.flatMap((r) => {
      const id = encodeURIComponent(r.id);
      const lastmod = r.updatedAt.toISOString().slice(0, 10);
      return [
        { loc: `${origin}/provider/${id}`, lastmod },
        { loc: `${origin}/location/${id}`, lastmod },
      ];
    }),
  );
}

export const DISALLOWED_PATHS = ["/admin", "/dashboard", "/profile", "/favorites", "/dev"];

export function robotsTxt(origin: string): string {
  return ["User-agent: *", "Allow: /", ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`), "", `Sitemap: ${origin}/sitemap.xml`, ""].join(
    "\n",
  );
}
