import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { fetchPage } from "~/extraction/crawler.server";
import { confidenceBadge, extractProfile } from "~/extraction/extract-profile";
import { EXPECTED } from "../fixtures/extraction/expected";

const port = env.EXTRACTION_FIXTURE_PORTS.split(",")[0]!;
const crawl = { allowHosts: [`127.0.0.1:${port}`] };

describe("extraction engine: every fixture provider website over real HTTP", () => {
  it("covers at least 12 sites", () => {
    expect(Object.keys(EXPECTED).length).toBeGreaterThanOrEqual(12);
  });

  for (const [site, expected] of Object.entries(EXPECTED)) {
    it(site, async () => {
      const url = `http://127.0.0.1:${port}/sites/${site}/`;
      const page = await fetchPage(url, crawl);
      const p = await extractProfile(page.html, url);
      expect({
        name: p.name,
        type: p.type,
        location: p.location,
        phone: p.contact.phone,
        email: p.contact.email,
        services: p.services,
        credentials: p.credentials,
        images: Object.fromEntries(Object.entries(p.images).map(([k, v]) => [k, v.length])),
        hours: p.business_info.hours,
        confidence: p.confidence_score,
      }).toEqual(expected);
      for (const image of Object.values(p.images).flat()) expect(image).toMatch(/^https?:\/\//);
      expect(p.source_url).toBe(url);
    });
  }

  it("scores confidence as spec 002 §9 says and badges it at 70 and 50", async () => {
    const bare = await extractProfile("<html><title>Nobody</title><p>Hello</p></html>", "https://nobody.com/");
    expect(bare.confidence_score).toBe(30);
    const phoneOnly = await extractProfile('<a href="tel:5125550100">call</a>', "https://x.com/");
    expect(phoneOnly.confidence_score).toBe(50);
    expect([confidenceBadge(70), confidenceBadge(69), confidenceBadge(50), confidenceBadge(49)]).toEqual([
      "high",
      "medium",
      "medium",
      "low",
    ]);
  });

  it("keeps at most 8 services", async () => {
    const html = `<p>Botox, fillers, CoolSculpting, microneedling, chemical peels, laser hair removal, HydraFacial, IV therapy, rhinoplasty, facelift</p>`;
    expect((await extractProfile(html, "https://x.com/")).services).toHaveLength(8);
  });

  it("accepts only e-mail addresses with a real top-level domain (issue 31)", async () => {
    const prose = await extractProfile(
      "<p>Filler is not appropriate at all. The nurse will say so.</p><p>Write to our care.team at glowclinic. Book online at glowspa.com</p>",
      "https://glow.com/",
    );
    expect(prose.contact.email).toBe("");
    const glued = await extractProfile("<p>Mail hello@glowclinic.com.The team answers daily.</p>", "https://glow.com/");
    expect(glued.contact.email).toBe("hello@glowclinic.com");
    const made = await extractProfile(
      '<a href="mailto:front@desk.invalidtld">mail</a><p>book [at] glow-skin [dot] clinic</p>',
      "https://glow.com/",
    );
    expect(made.contact.email).toBe("book@glow-skin.clinic");
    const spelled = await extractProfile("<p>Questions? lena at lenaskin dot health</p>", "https://glow.com/");
    expect(spelled.contact.email).toBe("lena@lenaskin.health");
  });

  it("trims trailing punctuation from names, not the period of an abbreviation (issue 31)", async () => {
    const ld = (name: string) =>
      `<script type="application/ld+json">{"@context":"https://schema.org","@type":"MedicalSpa","name":${JSON.stringify(name)}}</script>`;
    expect((await extractProfile(ld("Beautiful Me Medical Spa."), "https://x.com/")).name).toBe("Beautiful Me Medical Spa");
    expect((await extractProfile(ld("Glow Aesthetics, - "), "https://x.com/")).name).toBe("Glow Aesthetics");
    expect((await extractProfile(ld("Lee Dermatology, P.C."), "https://x.com/")).name).toBe("Lee Dermatology, P.C.");
    expect((await extractProfile(ld("Skin Studio Inc."), "https://x.com/")).name).toBe("Skin Studio Inc.");
  });

  it("names real practices by their brand: no city after it, not a doctor's non-Latin name, not a tagline (issue 31)", async () => {
    const names: Record<string, string> = {};
    const sites = [
      "cumberland-plastic-surgery",
      "pantazi-plastic-surgery",
      "vip-aesthetics",
      "aerni-dental",
      "cordata-dental",
      "dervin-dental",
      "hamptons-medi-spa",
    ];
    for (const name of sites) {
      const url = `http://127.0.0.1:${port}/real/${name}/`;
      names[name] = (await extractProfile((await fetchPage(url, crawl)).html, url)).name;
    }
    expect(names).toEqual({
      "cumberland-plastic-surgery": "Cumberland Plastic Surgery",
      "pantazi-plastic-surgery": "Pantazi Plastic Surgery",
      "vip-aesthetics": "VIP Aesthetics",
      "aerni-dental": "Aerni Dental",
      "cordata-dental": "Cordata Dental",
      "dervin-dental": "Richard M. Dervin DDS",
      "hamptons-medi-spa": "Hamptons Medi Spa",
    });
    const logo = await extractProfile(
      '<title>Welcome</title><header><a class="logo" href="/"><img src="/l.png" alt="Juniper Skin Studio – Boise, ID"></a></header><h1>Glow from within</h1>',
      "https://x.com/",
    );
    expect(logo.name).toBe("Juniper Skin Studio");
    const ofState = await extractProfile("<title>Plastic Surgery Center of Texas | Houston, TX</title>", "https://x.com/");
    expect(ofState.name).toBe("Plastic Surgery Center of Texas");
    const credential = await extractProfile("<title>Jane Roe DMD, MD | Bethesda, MD</title>", "https://x.com/");
    expect(credential.name).toBe("Jane Roe DMD, MD");
  });

  it("reads the city a real site names only in its title, and a street that runs into the city (issue 31)", async () => {
    const place = async (name: string) => {
      const url = `http://127.0.0.1:${port}/real/${name}/`;
      const { location } = await extractProfile((await fetchPage(url, crawl)).html, url);
      return `${location.address} / ${location.city}, ${location.state}`;
    };
    expect(await place("vip-aesthetics")).toBe(" / Fort Lauderdale, FL");
    expect(await place("birmingham-institute-of-plastic-surgery")).toBe("525 Southfield Rd. / Birmingham, MI");
  });

  it("reads malformed HTML and pages in another encoding", async () => {
    const broken = await extractProfile(
      `<html><body><div><p>Glow Clinic<p><b>Botox <i>and</b> fillers</i><table><tr><td>Call (512) 555-0199<address>9 Main St, Austin, TX 78701`,
      "https://glow.com/",
    );
    expect(broken.contact.phone).toBe("(512) 555-0199");
    expect(broken.location).toEqual({ address: "9 Main St", city: "Austin", state: "TX", zip: "78701" });
    const latin = await fetchPage(`http://127.0.0.1:${port}/latin1`, crawl);
    const p = await extractProfile(latin.html, latin.url);
    expect(p.name).toBe("Clínica Estética Señora");
    expect(p.location).toEqual({ address: "210 SW 8th Street", city: "Miami", state: "FL", zip: "33135" });
  });
});

describe("single-URL scrape (photo tool)", () => {
  it("returns the scraped data fields of spec 002 §3 through the same safe fetch", async () => {
    const { scrapeWebsite } = await import("~/extraction/scrape.server");
    const result = await scrapeWebsite(`http://127.0.0.1:${port}/sites/microdata-clinic/`);
    expect(result.ok && result.data).toEqual({
      practice_name: "Bay Area Laser & Skin Clinic",
      type: "medspa",
      location: { city: "San Jose", state: "CA", address: "1550 The Alameda #104" },
      contact: { phone: "(408) 555-0175", email: "info@baylaserskin.com" },
      services: ["Laser Skin Resurfacing", "IPL Photofacial", "Laser Hair Removal", "CoolSculpting", "Chemical Peels"],
      confidence_score: 100,
    });
    expect(await scrapeWebsite("http://10.0.0.1/")).toEqual({ ok: false, error: "Blocked address: 10.0.0.1 is not a public website" });
  });
});
