/**
 * The photo and website import tool's single-URL "Scrape" (requirements 002 §3 "Scraped website
 * data"): the same safe fetch and extraction engine as the Queue consumer, run synchronously for
 * one URL (one fetch per redirect hop, at most 5, within the crawler's 30 s and 2 MB caps).
 */
import { env } from "cloudflare:workers";
import { CrawlError, crawlOptionsFrom, fetchPage, type CrawlOptions } from "./crawler.server";
import { extractProfile, type ExtractedProfile } from "./extract-profile";

export type ScrapedWebsiteData = {
  practice_name: string;
  type: string;
  location: { city: string; state: string; address: string };
  contact: { phone: string; email: string };
  services: string[];
  confidence_score: number;
};

/** Spec 002 §8: the photo tool's message when a scrape fails (the cause is shown beside it). */
export const SCRAPE_FAILED = "Failed to scrape website";

export function scrapedDataOf(profile: ExtractedProfile): ScrapedWebsiteData {
  return {
    practice_name: profile.name,
    type: profile.type,
    location: { city: profile.location.city, state: profile.location.state, address: profile.location.address },
    contact: profile.contact,
    services: profile.services,
    confidence_score: profile.confidence_score,
  };
}

/** Scrapes one website; `{ ok: false, error }` carries the crawler's cause ("Blocked address: ...", "HTTP 404 from ..."). */
export async function scrapeWebsite(
  url: string,
  options: CrawlOptions = crawlOptionsFrom(env),
): Promise<{ ok: true; data: ScrapedWebsiteData; profile: ExtractedProfile } | { ok: false; error: string }> {
  try {
    const page = await fetchPage(url, options);
    const profile = await extractProfile(page.html, url);
    return { ok: true, data: scrapedDataOf(profile), profile };
  } catch (error) {
    if (error instanceof CrawlError) return { ok: false, error: error.message };
    throw error;
  }
}
