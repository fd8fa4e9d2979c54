/**
 * The safe fetch of provider websites (shared by the extraction consumer, the photo tool's scrape
 * and the CSV URL import): http and https only; hosts that are, or resolve to, loopback, private,
 * link-local, CGNAT or metadata addresses are refused on every redirect hop (at most 5); HTML
 * only; the body capped at 2 MB; 30 s for the whole exchange; an honest User-Agent; robots.txt
 * respected (docs/decisions/018-extraction-pipeline.md).
 *
 * Names are checked by resolving them over DNS-over-HTTPS (CRAWLER_DOH_URL, Cloudflare's resolver
 * by default) and refusing when any address is not public; names under suffixes that never resolve
 * publicly (localhost, .local, .internal, .test, ...) are refused without a lookup. Tests reach
 * local fixture sites only through CRAWLER_ALLOW_HOSTS, which is empty by default.
 *
 * DNS rebinding (a name that answers public to the check and private to the fetch): where the
 * runtime reaches private addresses (local workerd: development and tests) a plain-http page is
 * fetched at the address the check approved, with the Host header naming the site; https relies on
 * the certificate naming the site; deployed Workers cannot fetch an address at all, and what the
 * platform guarantees there is in docs/decisions/037-crawler-dns-rebinding.md.
 */
import ipaddr from "ipaddr.js";
import robotsParser from "robots-parser";
import { readCapped } from "~/lib/read-capped";

export const CRAWLER_USER_AGENT = "TruSelfBot/1.0 (+https://truself.com/bot; provider directory extraction)";
export const MAX_BODY_BYTES = 2 * 1024 * 1024;
export const FETCH_TIMEOUT_MS = 30_000;
export const MAX_REDIRECTS = 5;
export const DEFAULT_DOH_URL = "https://cloudflare-dns.com/dns-query";

/** Spec 002 §8 and the per-target causes shown to admins. */
export const CRAWL_ERRORS = {
  noContent: "No content received from the website",
  invalidUrl: "Invalid website URL format",
  scheme: "Only http and https websites can be fetched",
  credentials: "Website URLs with credentials are not allowed",
  tooManyRedirects: `Too many redirects (more than ${MAX_REDIRECTS})`,
  tooLarge: "Website response is too large (over 2 MB)",
  timeout: "The website did not answer within 30 seconds",
  robots: "Blocked by the website's robots.txt",
} as const;

export class CrawlError extends Error {
  /** Worth another attempt later (timeouts, 5xx, 429, network errors); the rest are final. */
  constructor(
    message: string,
    readonly retryable = false,
  ) {
    super(message);
  }
}

export type CrawlOptions = {
  /** host[:port] entries that may be fetched although private (tests only; empty by default). */
  allowHosts?: string[];
  fetcher?: typeof fetch;
  timeoutMs?: number;
  /** DNS-over-HTTPS JSON endpoint used to check names; "" skips lookups (the host is then refused unless allowed). */
  dohUrl?: string;
  /** What the page must be: an HTML page (websites, the default) or a CSV file (the CSV import's URL). */
  document?: "html" | "csv";
  /**
   * Fetch plain-http pages at the address the DNS check approved, with the Host header naming the
   * site, so the fetch cannot resolve the name to another address (decision 037). Only where the
   * runtime can fetch an address: local workerd (development, tests); deployed Workers refuse it.
   */
  pinAddresses?: boolean;
};

const DOCUMENTS = {
  html: {
    types: ["text/html", "application/xhtml+xml"],
    accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1",
    refusal: "Not an HTML page",
  },
  csv: {
    types: ["text/csv", "application/csv", "text/comma-separated-values", "text/plain", "application/vnd.ms-excel"],
    accept: "text/csv,text/plain;q=0.9,*/*;q=0.1",
    refusal: "Not a CSV file",
  },
} as const;

/** The crawler settings of this Worker's vars. */
export function crawlOptionsFrom(vars: { CRAWLER_ALLOW_HOSTS?: string; CRAWLER_DOH_URL?: string; APP_ENV?: string }): CrawlOptions {
  return {
    allowHosts: (vars.CRAWLER_ALLOW_HOSTS ?? "")
      .split(",")
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    dohUrl: vars.CRAWLER_DOH_URL || DEFAULT_DOH_URL,
    pinAddresses: vars.APP_ENV === "development" || vars.APP_ENV === "test",
  };
}

// Suffixes that never name a public host (RFC 6761, RFC 8375, common private zones).
const PRIVATE_NAMES = /(^|\.)(localhost|local|internal|intranet|lan|home|corp|private|test|example|invalid|onion|home\.arpa|localdomain)$/i;
const METADATA_NAMES = /^(metadata|metadata\.google\.internal|instance-data|instance-data\.ec2\.internal)$/i;

/**
 * Whether an IP address is anything but public unicast: ipaddr.js's special-purpose ranges
 * (private, loopback, link-local and metadata, CGNAT, documentation, multicast, 6to4, NAT64, ...);
 * an IPv4 address written inside IPv6 (::ffff:a.b.c.d) is judged as IPv4. Unparsable is private.
 */
export function ipIsPrivate(ip: string): boolean {
  if (!ipaddr.isValid(ip)) return true;
  const address = ipaddr.parse(ip);
  const judged = address instanceof ipaddr.IPv6 && address.isIPv4MappedAddress() ? address.toIPv4Address() : address;
  return judged.range() !== "unicast";
}

/** An address literal as a URL's host writes it: a.b.c.d, or [v6]. */
function literalAddress(host: string): string | null {
  if (host.startsWith("[")) return host.slice(1, -1);
  return ipaddr.IPv4.isValidFourPartDecimal(host) ? host : null;
}

function allowed(url: URL, allowHosts: string[]): boolean {
  return allowHosts.includes(url.host.toLowerCase()) || allowHosts.includes(url.hostname.toLowerCase());
}

/** Checks what can be checked without the network. Throws CrawlError when the URL may not be fetched. */
export function assertFetchableUrl(raw: string, allowHosts: string[] = []): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new CrawlError(CRAWL_ERRORS.invalidUrl);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new CrawlError(CRAWL_ERRORS.scheme);
  if (url.username || url.password) throw new CrawlError(CRAWL_ERRORS.credentials);
  if (allowed(url, allowHosts)) return url;
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  const literal = literalAddress(host);
  const blocked = literal !== null ? ipIsPrivate(literal) : !host.includes(".") || PRIVATE_NAMES.test(host) || METADATA_NAMES.test(host);
  if (blocked) throw new CrawlError(`Blocked address: ${url.hostname} is not a public website`);
  return url;
}

type DohAnswer = { Status?: number; Answer?: { type: number; data: string }[] };

/**
 * Resolves a name over DNS-over-HTTPS and refuses it when any A/AAAA answer is not public. Returns
 * the addresses it approved (IPv4 first), none for an allowed host or an address literal.
 */
export async function assertPublicName(url: URL, options: CrawlOptions = {}): Promise<string[]> {
  if (allowed(url, options.allowHosts ?? [])) return [];
  const host = url.hostname.replace(/\.$/, "");
  if (literalAddress(host) !== null) return []; // literals were checked by assertFetchableUrl
  const doh = options.dohUrl ?? DEFAULT_DOH_URL;
  if (!doh) throw new CrawlError(`Could not resolve ${host}`);
  const lookup = async (type: "A" | "AAAA"): Promise<DohAnswer> => {
    const res = await fetch(`${doh}?name=${encodeURIComponent(host)}&type=${type}`, {
      headers: { Accept: "application/dns-json" },
      signal: AbortSignal.timeout(5_000),
    });
    if (!res.ok) throw new Error(`DNS lookup answered ${res.status}`);
    return res.json<DohAnswer>();
  };
  let answers: DohAnswer[];
  try {
    answers = await Promise.all([lookup("A"), lookup("AAAA")]);
  } catch {
    throw new CrawlError(`Could not resolve ${host}`, true);
  }
  const addresses = answers.flatMap((a) => (a.Answer ?? []).filter((r) => r.type === 1 || r.type === 28));
  if (addresses.length === 0) throw new CrawlError(`Website address not found: ${host}`);
  for (const record of addresses) {
    if (ipIsPrivate(record.data)) throw new CrawlError(`Blocked address: ${host} resolves to a private address (${record.data})`);
  }
  return addresses.map((record) => record.data);
}

/**
 * Where a request goes: with pinAddresses, a plain-http URL at the first approved address and a
 * Host header naming the site (the port and path kept); otherwise the URL itself.
 */
function target(url: URL, approved: string[], options: CrawlOptions): { href: string; headers: Record<string, string> } {
  const address = approved[0];
  if (!options.pinAddresses || url.protocol !== "http:" || !address) return { href: url.toString(), headers: {} };
  const pinned = new URL(url);
  pinned.hostname = address.includes(":") ? `[${address}]` : address;
  return { href: pinned.toString(), headers: { Host: url.host } };
}

export type Hop = { kind: "redirect"; location: string } | { kind: "page"; url: string; html: string };

function timeoutError(error: unknown): boolean {
  return error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
}

/**
 * One request of a crawl: the URL checked (literals and names), fetched without following
 * redirects, and either a redirect to a checked location or an HTML page read within the caps.
 */
export async function fetchHop(raw: string, options: CrawlOptions = {}): Promise<Hop> {
  const url = assertFetchableUrl(raw, options.allowHosts);
  const to = target(url, await assertPublicName(url, options), options);
  const fetcher = options.fetcher ?? fetch;
  const signal = AbortSignal.timeout(options.timeoutMs ?? FETCH_TIMEOUT_MS);
  try {
    let response: Response;
    try {
      response = await fetcher(to.href, {
        redirect: "manual",
        signal,
        headers: { ...to.headers, "User-Agent": CRAWLER_USER_AGENT, Accept: DOCUMENTS[options.document ?? "html"].accept },
      });
    } catch (error) {
      if (timeoutError(error)) throw error;
      throw new CrawlError(`Could not connect to ${url.host}`, true);
    }
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      const location = response.headers.get("Location");
      if (!location) throw new CrawlError(`Redirect without a location from ${url.host}`);
      const next = new URL(location, url).toString();
      assertFetchableUrl(next, options.allowHosts);
      return { kind: "redirect", location: next };
    }
    if (!response.ok) {
      await response.body?.cancel();
      const retryable = response.status >= 500 || response.status === 429 || response.status === 408;
      throw new CrawlError(`HTTP ${response.status} from ${url.host}`, retryable);
    }
    const html = await readDocument(response, signal, DOCUMENTS[options.document ?? "html"]);
    return { kind: "page", url: url.toString(), html };
  } catch (error) {
    if (timeoutError(error)) throw new CrawlError(CRAWL_ERRORS.timeout, true);
    throw error;
  }
}

/** GET a page, following at most 5 redirects, every hop checked. The photo tool's scrape and the CSV import use it. */
export async function fetchPage(raw: string, options: CrawlOptions = {}): Promise<{ url: string; html: string }> {
  let next = raw;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const result = await fetchHop(next, options);
    if (result.kind === "page") return result;
    next = result.location;
  }
  throw new CrawlError(CRAWL_ERRORS.tooManyRedirects);
}

async function readDocument(
  response: Response,
  signal: AbortSignal,
  document: { types: readonly string[]; refusal: string },
): Promise<string> {
  const contentType = response.headers.get("Content-Type") ?? "";
  const mime = contentType.split(";")[0]!.trim().toLowerCase();
  if (mime && !document.types.includes(mime)) {
    await response.body?.cancel();
    throw new CrawlError(`${document.refusal} (${mime})`);
  }
  if (Number(response.headers.get("Content-Length") ?? "0") > MAX_BODY_BYTES) {
    await response.body?.cancel();
    throw new CrawlError(CRAWL_ERRORS.tooLarge);
  }
  const reading = readCapped(response.body, MAX_BODY_BYTES);
  const aborted = new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason as Error);
    signal.addEventListener("abort", () => reject(signal.reason as Error), { once: true });
  });
  const bytes = await Promise.race([reading, aborted]);
  if (!bytes) throw new CrawlError(CRAWL_ERRORS.tooLarge);
  if (looksBinary(bytes)) throw new CrawlError("Not an HTML page (binary content)");
  const html = decodeHtml(bytes, contentType);
  if (!html.trim()) throw new CrawlError(CRAWL_ERRORS.noContent);
  return html;
}

function looksBinary(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 1024);
  if (head[0] === 0xff && (head[1] === 0xfe || head[1] === 0xd8)) return head[1] === 0xd8; // UTF-16 LE BOM is text; JPEG is not
  if (head[0] === 0xfe && head[1] === 0xff) return false;
  return head.includes(0);
}

/** The charset of the Content-Type header, else a BOM, else a <meta> in the first 1,024 bytes, else UTF-8. */
export function decodeHtml(bytes: Uint8Array, contentType = ""): string {
  let charset = contentType.match(/charset=["']?([\w-]+)/i)?.[1];
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) charset = "utf-8";
  else if (bytes[0] === 0xff && bytes[1] === 0xfe) charset = "utf-16le";
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) charset = "utf-16be";
  if (!charset) {
    const head = String.fromCharCode(...bytes.subarray(0, 1024));
    charset = head.match(/<meta[^>]+charset=["']?([\w-]+)/i)?.[1];
  }
  const label = (charset ?? "utf-8").toLowerCase();
  try {
    return new TextDecoder(label).decode(bytes);
  } catch {
    // An encoding this runtime does not know: Latin-1 style labels read as windows-1252, the rest as UTF-8.
    if (/^(iso-8859-1|latin1|l1|us-ascii|ascii|windows-1252|cp1252|iso-8859-15)$/.test(label)) return decodeWindows1252(bytes);
    return new TextDecoder("utf-8").decode(bytes);
  }
}

const CP1252 =
  "\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178";

function decodeWindows1252(bytes: Uint8Array): string {
  let out = "";
  for (const b of bytes) out += b >= 0x80 && b < 0xa0 ? CP1252[b - 0x80] : String.fromCharCode(b);
  return out;
}

/**
 * Whether robots.txt lets our User-Agent fetch a path (RFC 9309, read by robots-parser: our own
 * group by its exact product token, else `*`; the longest matching rule wins).
 */
export function robotsAllows(robots: string, path: string): boolean {
  const site = "https://robots.invalid";
  return robotsParser(`${site}/robots.txt`, robots).isAllowed(`${site}${path}`, CRAWLER_USER_AGENT) ?? true;
}

/** Fetches /robots.txt of a site (no redirects followed off-site, 500 KB cap); "" when there is none. */
export async function fetchRobots(origin: string, options: CrawlOptions = {}): Promise<string> {
  const url = assertFetchableUrl(new URL("/robots.txt", origin).toString(), options.allowHosts);
  const to = target(url, await assertPublicName(url, options), options);
  try {
    const res = await (options.fetcher ?? fetch)(to.href, {
      redirect: "manual",
      signal: AbortSignal.timeout(options.timeoutMs ?? FETCH_TIMEOUT_MS),
      headers: { ...to.headers, "User-Agent": CRAWLER_USER_AGENT, Accept: "text/plain" },
    });
    if (!res.ok) {
      await res.body?.cancel();
      return "";
    }
    const bytes = await readCapped(res.body, 500 * 1024);
    return bytes ? new TextDecoder().decode(bytes) : "";
  } catch {
    return "";
  }
}
