/**
 * Fetching a provider website safely: http(s) only, no private, loopback, link-local or
 * metadata addresses on any redirect hop (an explicit allow-list exists for tests), a body
 * size cap, a time limit and an honest User-Agent.
 */
import { readCapped } from "~/lib/read-capped";

export const CRAWLER_USER_AGENT = "TruSelfBot/1.0 (+https://truself.com/bot; provider directory extraction)";
export const MAX_BODY_BYTES = 2 * 1024 * 1024;
export const FETCH_TIMEOUT_MS = 30_000;
const MAX_REDIRECTS = 5;

export class CrawlError extends Error {}

const BLOCKED_HOSTNAMES = [/^localhost$/i, /\.localhost$/i, /\.internal$/i, /\.local$/i, /^metadata$/i, /^metadata\.google\.internal$/i];

function ipv4Blocked(host: string): boolean | null {
  const m = host.match(/^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/);
  if (!m) return null;
  const [a, b] = [Number(m[1]), Number(m[2])];
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 100 && b >= 64 && b <= 127) ||
    a >= 224
  );
}

function ipv6Blocked(host: string): boolean | null {
  if (!host.startsWith("[")) return null;
  const ip = host.slice(1, -1).toLowerCase();
  if (ip === "::1" || ip === "::") return true;
  if (/^f[cd]/.test(ip) || /^fe[89ab]/.test(ip)) return true;
  const mapped = ip.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/)?.[1];
  if (mapped) return ipv4Blocked(mapped) ?? true;
  return /^::ffff:/.test(ip);
}

/** Throws CrawlError when the URL may not be fetched. `allowHosts` lists host[:port] exceptions. */
export function assertFetchableUrl(raw: string, allowHosts: string[] = []): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new CrawlError("Invalid website URL format");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new CrawlError("Only http and https websites can be fetched");
  if (url.username || url.password) throw new CrawlError("Website URLs with credentials are not allowed");
  if (allowHosts.includes(url.host) || allowHosts.includes(url.hostname)) return url;
  const host = url.hostname;
  const blocked = ipv4Blocked(host) ?? ipv6Blocked(host) ?? BLOCKED_HOSTNAMES.some((re) => re.test(host));
  if (blocked || !host.includes(".")) throw new CrawlError(`Blocked address: ${host}`);
  return url;
}

/** GET a page following redirects by hand so every hop is checked. Returns the final URL and text. */
export async function fetchPage(
  raw: string,
  { allowHosts = [], fetcher = fetch }: { allowHosts?: string[]; fetcher?: typeof fetch } = {},
): Promise<{ url: string; html: string }> {
  let url = assertFetchableUrl(raw, allowHosts);
  const signal = AbortSignal.timeout(FETCH_TIMEOUT_MS);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const response = await fetcher(url.toString(), {
      redirect: "manual",
      signal,
      headers: { "User-Agent": CRAWLER_USER_AGENT, Accept: "text/html,application/xhtml+xml" },
    });
    if (response.status >= 300 && response.status < 400) {
      const location = response.headers.get("Location");
      await response.body?.cancel();
      if (!location) throw new CrawlError(`Redirect without a location from ${url.host}`);
      url = assertFetchableUrl(new URL(location, url).toString(), allowHosts);
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new CrawlError(`HTTP ${response.status} from ${url.host}`);
    }
    const html = await readText(response);
    if (!html.trim()) throw new CrawlError("No content received from the website");
    return { url: url.toString(), html };
  }
  throw new CrawlError("Too many redirects");
}

async function readText(response: Response): Promise<string> {
  const declared = Number(response.headers.get("Content-Length") ?? "0");
  if (declared > MAX_BODY_BYTES) {
    await response.body?.cancel();
    throw new CrawlError("Website response is too large");
  }
  const bytes = await readCapped(response.body, MAX_BODY_BYTES);
  if (!bytes) throw new CrawlError("Website response is too large");
  return new TextDecoder().decode(bytes);
}
