/** Pulls an "Extracted profile" (requirements 002 §3) out of a provider website's HTML. */
import { PROCEDURES } from "~/directory/procedures";

export type ExtractedProfile = {
  source_url: string;
  name: string;
  type: string;
  location: { address: string; city: string; state: string; zip: string };
  contact: { phone: string; email: string };
  services: string[];
  credentials: string[];
  images: { facade: string[]; providers: string[]; treatment_rooms: string[]; before_after: string[] };
  business_info: { hours: string };
  confidence_score: number;
  extraction_date: string;
};

export const MAX_SERVICES = 8;

function decode(text: string): string {
  return text
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

function meta(html: string, property: string): string {
  const re = new RegExp(`<meta[^>]+(?:property|name)=["']${property}["'][^>]*content=["']([^"']*)["']`, "i");
  return decode(html.match(re)?.[1] ?? "");
}

/** Requirements 002: starts at 30; +20 phone, +15 email, +25 location, +20 services, +10 facade image; capped at 100. */
export function confidenceScore(p: Pick<ExtractedProfile, "contact" | "location" | "services" | "images">): number {
  let score = 30;
  if (p.contact.phone) score += 20;
  if (p.contact.email) score += 15;
  if (p.location.city || p.location.address) score += 25;
  if (p.services.length > 0) score += 20;
  if (p.images.facade.length > 0) score += 10;
  return Math.min(100, score);
}

export function extractProfile(html: string, sourceUrl: string, now = new Date()): ExtractedProfile {
  const text = decode(html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/gi, " ").replace(/<[^>]+>/g, " "));
  const title = decode(html.match(/<title[^>]*>([\s\S]*?)<\/title>/i)?.[1] ?? "");
  const name = meta(html, "og:site_name") || title.split(/\s[|\-–]\s/)[0] || new URL(sourceUrl).hostname;
  const phone = decode(html.match(/href=["']tel:([^"']+)["']/i)?.[1] ?? text.match(/\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}/)?.[0] ?? "");
  const email = decode(html.match(/href=["']mailto:([^"'?]+)/i)?.[1] ?? text.match(/[\w.+-]+@[\w-]+\.[\w.-]+/)?.[0] ?? "");
  const place = text.match(/([A-Z][A-Za-z .]+),\s*([A-Z]{2})\s+(\d{5})/);
  const address =
    text.match(/\d{2,5}\s+[A-Z][A-Za-z0-9 .]+(?:St|Street|Ave|Avenue|Blvd|Boulevard|Rd|Road|Dr|Drive|Way|Ln|Lane)\b\.?/)?.[0] ?? "";
  const lower = text.toLowerCase();
  const services = PROCEDURES.filter((p) => lower.includes(p.match.toLowerCase()))
    .map((p) => p.name)
    .slice(0, MAX_SERVICES);
  const credentials = ["board-certified", "board certified", "FACS", "MD", "RN", "NP", "RDN"].filter((c) => text.includes(c));
  const image = meta(html, "og:image");
  const type = /med ?spa/i.test(text)
    ? "medspa"
    : /plastic surg/i.test(text)
      ? "board-certified-plastic-surgeon"
      : /nutrition|dietitian/i.test(text)
        ? "nutritionist"
        : "provider";
  const profile: ExtractedProfile = {
    source_url: sourceUrl,
    name,
    type,
    location: { address, city: place?.[1]?.trim() ?? "", state: place?.[2] ?? "", zip: place?.[3] ?? "" },
    contact: { phone, email },
    services,
    credentials,
    images: { facade: image ? [new URL(image, sourceUrl).toString()] : [], providers: [], treatment_rooms: [], before_after: [] },
    business_info: { hours: text.match(/(?:Mon|Monday)[^.]{0,80}/)?.[0] ?? "" },
    confidence_score: 0,
    extraction_date: now.toISOString(),
  };
  profile.confidence_score = confidenceScore(profile);
  return profile;
}
