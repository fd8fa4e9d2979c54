/** Per-page title, description, canonical URL and Open Graph tags from one call. */
import type { MetaDescriptor } from "react-router";

export const SITE_NAME = "TruSelf";
export const DEFAULT_OG_IMAGE = "/lovable-uploads/stock/facial-treatments.svg";

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** APP_ORIGIN as the root loader returns it (canonical URLs must not follow the Host header). */
export function originFrom(matches: readonly MatchLike[]): string {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { origin?: string } | undefined;
  return root?.origin ?? "";
}

export function seoMeta(opts: {
  matches: readonly MatchLike[];
  title: string;
  description: string;
  path: string;
  image?: string | null;
  type?: "website" | "profile" | "article";
  noindex?: boolean;
}): MetaDescriptor[] {
  const origin = originFrom(opts.matches);
  const url = `${origin}${opts.path}`;
  const image = opts.image && opts.image.startsWith("/") ? `${origin}${opts.image}` : (opts.image ?? `${origin}${DEFAULT_OG_IMAGE}`);
  const title = opts.title.includes(SITE_NAME) ? opts.title : `${opts.title} | ${SITE_NAME}`;
  const description = opts.description.length > 160 ? `${opts.description.slice(0, 157).trimEnd()}...` : opts.description;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:type", content: opts.type ?? "website" },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (opts.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

/** A page search engines leave out (accounts, consoles, forms): its title only. */
export function privateMeta(title: string): MetaDescriptor[] {
  return [{ title }, { name: "robots", content: "noindex" }];
}

/** JSON for a <script type="application/ld+json">: `<` escaped so no text can close the tag. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
