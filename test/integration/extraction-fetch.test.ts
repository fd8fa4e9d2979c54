import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { assertFetchableUrl, CRAWL_ERRORS, CRAWLER_USER_AGENT, fetchPage, robotsAllows } from "~/extraction/crawler.server";

const ports = env.EXTRACTION_FIXTURE_PORTS.split(",");
const base = `http://127.0.0.1:${ports[0]}`;
const crawl = { allowHosts: [`127.0.0.1:${ports[0]}`], dohUrl: `${base}/dns-query` };

async function refusal(url: string, options: Parameters<typeof fetchPage>[1] = crawl): Promise<string> {
  try {
    await fetchPage(url, options);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`${url} was fetched`);
}

describe("safe fetch: what it refuses, with the cause", () => {
  it("refuses schemes other than http and https", async () => {
    for (const url of ["javascript:alert(1)", "file:///etc/passwd", "ftp://clinic.com/index.html", "data:text/html,<p>x</p>"])
      expect(await refusal(url)).toBe(CRAWL_ERRORS.scheme);
    expect(await refusal("not a url")).toBe(CRAWL_ERRORS.invalidUrl);
    expect(await refusal("http://user:pw@clinic.com/")).toBe(CRAWL_ERRORS.credentials);
  });

  it("refuses loopback, private, link-local, CGNAT and metadata addresses, however written", async () => {
    const cases = [
      "http://127.0.0.1/",
      "http://127.0.0.1:8787/admin",
      "http://2130706433/",
      "http://0x7f.1/",
      "http://10.0.0.5/",
      "http://10.255.1.1:8080/",
      "http://172.16.4.4/",
      "http://192.168.1.1/",
      "http://100.64.0.1/",
      "http://169.254.169.254/latest/meta-data/",
      "http://0.0.0.0/",
      "http://[::1]/",
      "http://[::ffff:127.0.0.1]/",
      "http://[::ffff:a9fe:a9fe]/",
      "http://[fd00::1]/",
      "http://[fe80::1]/",
      "http://[64:ff9b::a00:1]/",
      "http://[2002:a00:1::]/",
      "http://[2001:db8::1]/",
      "http://198.51.100.7/",
      "http://224.0.0.251/",
      "http://255.255.255.255/",
      "http://localhost/",
      "http://clinic.localhost/",
      "http://metadata.google.internal/",
      "http://printer.local/",
      "http://intranet/",
    ];
    for (const url of cases) expect(await refusal(url, {}), url).toMatch(/^Blocked address: .* is not a public website$/);
  });

  it("refuses names that resolve to private addresses (DNS-over-HTTPS) and says when a name does not exist", async () => {
    expect(await refusal("http://rebind-clinic.com/")).toBe("Blocked address: rebind-clinic.com resolves to a private address (127.0.0.1)");
    expect(await refusal("https://intranet-spa.com/")).toBe(
      "Blocked address: intranet-spa.com resolves to a private address (10.20.30.40)",
    );
    expect(await refusal("https://v6-private-clinic.com/")).toBe(
      "Blocked address: v6-private-clinic.com resolves to a private address (fd00::1)",
    );
    expect(await refusal("https://metadata-clinic.com/")).toBe(
      "Blocked address: metadata-clinic.com resolves to a private address (169.254.169.254)",
    );
    expect(await refusal("https://missing-clinic.com/")).toBe("Website address not found: missing-clinic.com");
  });

  it("checks every redirect hop: into private space, to the metadata address, and at most 5 hops", async () => {
    expect(await refusal(`${base}/to-private`)).toBe("Blocked address: 10.0.0.7 is not a public website");
    expect(await refusal(`${base}/to-metadata`)).toBe("Blocked address: 169.254.169.254 is not a public website");
    expect(await refusal(`${base}/loop`)).toBe(CRAWL_ERRORS.tooManyRedirects);
    const followed = await fetchPage(`${base}/redirect/plain-html`, crawl);
    expect(followed.url).toBe(`${base}/sites/plain-html/`);
  });

  it("gives up on slow answers and slow-loris bodies at the time limit", async () => {
    expect(await refusal(`${base}/slow-headers`, { ...crawl, timeoutMs: 500 })).toBe(CRAWL_ERRORS.timeout);
    expect(await refusal(`${base}/slow-loris`, { ...crawl, timeoutMs: 800 })).toBe(CRAWL_ERRORS.timeout);
  });

  it("caps the body at 2 MB, takes HTML only, and needs content", async () => {
    expect(await refusal(`${base}/huge`)).toBe(CRAWL_ERRORS.tooLarge);
    expect(await refusal(`${base}/binary`)).toBe("Not an HTML page (image/png)");
    expect(await refusal(`${base}/binary-as-html`)).toBe("Not an HTML page (binary content)");
    expect(await refusal(`${base}/empty`)).toBe(CRAWL_ERRORS.noContent);
    expect(await refusal(`${base}/status/404`)).toBe(`HTTP 404 from 127.0.0.1:${ports[0]}`);
  });

  it("reaches the fixture sites only through the allow-list, which is empty by default", async () => {
    expect(await refusal(`${base}/sites/plain-html/`, {})).toBe("Blocked address: 127.0.0.1 is not a public website");
    expect(env.CRAWLER_ALLOW_HOSTS.split(",").every((h) => h.startsWith("127.0.0.1:"))).toBe(true);
    expect(() => assertFetchableUrl(`${base}/`, [])).toThrow("Blocked address");
  });

  it("sends an honest User-Agent naming the product", async () => {
    await fetch(`${base}/__reset`);
    await fetchPage(`${base}/sites/plain-html/`, crawl);
    const log = await (await fetch(`${base}/__log`)).json<{ userAgent: string }[]>();
    expect(log.at(-1)?.userAgent).toBe(CRAWLER_USER_AGENT);
    expect(CRAWLER_USER_AGENT).toMatch(/^TruSelfBot\/1\.0 \(\+https:\/\/truself\.com\/bot/);
  });

  it("reads robots.txt rules for our agent or *", () => {
    const robots = "User-agent: *\nDisallow: /private/\nAllow: /private/ok\n\nUser-agent: TruSelfBot\nDisallow: /no-bots/\n";
    expect(robotsAllows(robots, "/no-bots/x")).toBe(false);
    expect(robotsAllows(robots, "/private/x")).toBe(true); // our own group replaces *
    expect(robotsAllows("User-agent: *\nDisallow: /private/\nAllow: /private/ok", "/private/x")).toBe(false);
    expect(robotsAllows("User-agent: *\nDisallow: /private/\nAllow: /private/ok", "/private/ok")).toBe(true);
    expect(robotsAllows("", "/anything")).toBe(true);
    // A group is ours by its whole product token: "bot" names some other crawler, not TruSelfBot.
    expect(robotsAllows("User-agent: bot\nDisallow: /\n\nUser-agent: *\nAllow: /", "/page")).toBe(true);
    expect(robotsAllows("User-agent: truselfbot\nDisallow: /", "/page")).toBe(false);
    expect(robotsAllows("User-agent: *\nDisallow: /*.pdf$", "/a/b.pdf")).toBe(false);
    expect(robotsAllows("User-agent: *\nDisallow: /*.pdf$", "/a/b.pdf.html")).toBe(true);
  });
});
