/**
 * Issue 33 finding 5: the crawler checked a name's addresses over DNS, then let the fetch resolve
 * the name again, so a name that answers public first and private second (DNS rebinding) passed.
 * Where the runtime can reach private addresses (local workerd: development and tests) the crawler
 * now fetches the address it checked, with the Host header naming the site (decision 037).
 *
 * The fixture resolver's flip-*.com names answer 93.184.216.34 to their first A query and
 * 127.0.0.1 after that. `platformFetch` stands in for a runtime's fetch(): given a URL with a name,
 * it resolves the name itself (through the same resolver) and reports the address it would
 * connect to; given an address, it connects there.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { crawlOptionsFrom, fetchPage } from "~/extraction/crawler.server";

const ports = env.EXTRACTION_FIXTURE_PORTS.split(",");
const doh = `http://127.0.0.1:${ports[0]}/dns-query`;

type Connection = { address: string; url: string; host: string | null };

function platform() {
  const connections: Connection[] = [];
  const platformFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input);
    const literal = /^[\d.]+$/.test(url.hostname) || url.hostname.startsWith("[");
    let address = url.hostname;
    if (!literal) {
      const answer = await (await fetch(`${doh}?name=${url.hostname}&type=A`)).json<{ Answer?: { data: string }[] }>();
      address = answer.Answer?.[0]?.data ?? "";
    }
    connections.push({ address, url: url.toString(), host: new Headers(init?.headers).get("Host") });
    return new Response("<html><body><h1>Clinic</h1></body></html>", { headers: { "Content-Type": "text/html" } });
  }) as typeof fetch;
  return { connections, platformFetch };
}

describe("DNS rebinding: the crawler fetches the address it checked", () => {
  it("a name that answers public first and loopback second never reaches loopback", async () => {
    const { connections, platformFetch } = platform();
    const name = `flip-${crypto.randomUUID().slice(0, 8)}.com`;
    const page = await fetchPage(`http://${name}:8080/about?x=1`, { dohUrl: doh, fetcher: platformFetch, pinAddresses: true });
    expect(page.url).toBe(`http://${name}:8080/about?x=1`);
    expect(page.html).toContain("Clinic");
    expect(connections).toEqual([{ address: "93.184.216.34", url: "http://93.184.216.34:8080/about?x=1", host: `${name}:8080` }]);
    expect(connections.some((c) => c.address === "127.0.0.1")).toBe(false);
  });

  it("pins wherever the runtime itself reaches private addresses: development and tests, not production", () => {
    expect(crawlOptionsFrom({ APP_ENV: "test" }).pinAddresses).toBe(true);
    expect(crawlOptionsFrom({ APP_ENV: "development" }).pinAddresses).toBe(true);
    expect(crawlOptionsFrom({ APP_ENV: "production" }).pinAddresses).toBe(false);
    expect(crawlOptionsFrom({}).pinAddresses).toBe(false);
    expect(crawlOptionsFrom(env).pinAddresses).toBe(true);
  });
});
