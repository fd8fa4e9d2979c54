/**
 * The pipeline reads a site, not only the page it was given: when the home page lacks a phone, an
 * e-mail or a location, the consumer follows a few of the site's own pages that hold them (contact,
 * location, about) and completes the home page's profile from them. The home page's name always
 * stands: its structured data, site name, logo and title name the practice, while an inner page's
 * heading ("Contact Us", a tagline) or a doctor's page title does not (docs/decisions, issue 31).
 */
import { confidenceScore, MAX_IMAGES, MAX_SERVICES, type ExtractedProfile } from "./extract-profile";

/** At most this many pages besides the home page, each a fetch at the host's 3 s spacing. */
export const MAX_INNER_PAGES = 2;

/** What a page is for, best first, read off its path and its link text. */
const PAGE_KINDS = [/\bcontact/i, /\b(locations?|directions|visit|find[\s_-]?us|office|map)\b/i, /\babout/i];
const NOT_A_PAGE = /\.(pdf|jpe?g|png|gif|webp|svg|zip|docx?|xlsx?|mp4|mp3|css|js)$/i;

const bareHost = (host: string) => host.toLowerCase().replace(/^www\./, "");

/** The site's own contact, location and about pages among a page's links (absolute URLs, best first). */
export function innerPages(links: { href: string; text: string }[], pageUrl: string): string[] {
  const base = new URL(pageUrl);
  const seen = new Set([`${base.origin}${base.pathname}`]);
  const found: { url: string; kind: number }[] = [];
  for (const link of links) {
    let url: URL;
    try {
      url = new URL(link.href, base);
    } catch {
      continue;
    }
    if (!/^https?:$/.test(url.protocol) || bareHost(url.host) !== bareHost(base.host) || NOT_A_PAGE.test(url.pathname)) continue;
    url.hash = "";
    const key = `${url.origin}${url.pathname}`;
    let path = url.pathname;
    try {
      path = decodeURIComponent(path);
    } catch {
      // a malformed escape: the path as written
    }
    const kind = PAGE_KINDS.findIndex((re) => re.test(`${path.replace(/[-_/.]/g, " ")} ${link.text}`));
    if (kind < 0 || seen.has(key)) continue;
    seen.add(key);
    found.push({ url: url.toString(), kind });
  }
  return found
    .sort((a, b) => a.kind - b.kind)
    .slice(0, MAX_INNER_PAGES)
    .map((f) => f.url);
}

/** Whether a profile still lacks a phone, an e-mail or a location (what inner pages are read for). */
export function lacksContact(p: ExtractedProfile): boolean {
  return !p.contact.phone || !p.contact.email || !(p.location.city || p.location.address);
}

const place = (l: ExtractedProfile["location"]) => (l.city ? 2 : l.address ? 1 : 0);

/** The home page's profile completed from an inner page's: the home page's name and type stand, inner pages fill what it lacks. */
export function mergeSiteProfiles(home: ExtractedProfile, inner: ExtractedProfile): ExtractedProfile {
  const union = <T>(a: T[], b: T[], max: number) => [...new Set([...a, ...b])].slice(0, max);
  const images = Object.fromEntries(
    (Object.keys(home.images) as (keyof ExtractedProfile["images"])[]).map((k) => [k, union(home.images[k], inner.images[k], MAX_IMAGES)]),
  ) as ExtractedProfile["images"];
  const merged: ExtractedProfile = {
    ...home,
    location: place(inner.location) > place(home.location) ? inner.location : home.location,
    contact: { phone: home.contact.phone || inner.contact.phone, email: home.contact.email || inner.contact.email },
    services: union(home.services, inner.services, MAX_SERVICES),
    credentials: union(home.credentials, inner.credentials, Infinity),
    images,
    business_info: { hours: home.business_info.hours || inner.business_info.hours },
  };
  merged.confidence_score = confidenceScore(merged);
  return merged;
}
