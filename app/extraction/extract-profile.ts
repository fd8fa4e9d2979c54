/**
 * The extraction engine: pulls an "Extracted profile" (requirements 002 §3) out of a provider
 * website's HTML, streamed once through HTMLRewriter. Robust signals come first: schema.org JSON-LD
 * and microdata, Open Graph, `tel:`/`mailto:` links, Cloudflare-protected e-mails, `<address>`
 * blocks and US address patterns; then titles, headings and the page text
 * (docs/decisions/019-extraction-engine.md).
 */
import TLDS from "tlds";
import { PROCEDURES } from "~/directory/procedures";
import type { ProviderType } from "~/db/schema";

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
export const MAX_IMAGES = 8;

/** Requirements 002 §9: starts at 30; +20 phone, +15 email, +25 location, +20 services, +10 facade image; capped at 100. */
export function confidenceScore(p: Pick<ExtractedProfile, "contact" | "location" | "services" | "images">): number {
  let score = 30;
  if (p.contact.phone) score += 20;
  if (p.contact.email) score += 15;
  if (p.location.city || p.location.address) score += 25;
  if (p.services.length > 0) score += 20;
  if (p.images.facade.length > 0) score += 10;
  return Math.min(100, score);
}

/** Spec 002 §9 badge thresholds. */
export function confidenceBadge(score: number): "high" | "medium" | "low" {
  return score >= 70 ? "high" : score >= 50 ? "medium" : "low";
}

// ---------------------------------------------------------------- text helpers

const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ndash: "–",
  mdash: "—",
  rsquo: "’",
  lsquo: "‘",
  rdquo: "”",
  ldquo: "“",
  hellip: "…",
  copy: "©",
  reg: "®",
  trade: "™",
  middot: "·",
  bull: "•",
  eacute: "é",
  egrave: "è",
  ntilde: "ñ",
  uuml: "ü",
  ouml: "ö",
  auml: "ä",
  commat: "@",
  period: ".",
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, code: string) => {
    if (code[0] === "#") {
      const n = code[1] === "x" || code[1] === "X" ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n < 0x110000 ? String.fromCodePoint(n) : whole;
    }
    return NAMED[code.toLowerCase()] ?? whole;
  });
}

const squash = (s: string) => s.replace(/[\s\u00a0]+/g, " ").trim();

// ---------------------------------------------------------------- vocabularies

const STATES: Record<string, string> = {
  alabama: "AL", alaska: "AK", arizona: "AZ", arkansas: "AR", california: "CA", colorado: "CO", connecticut: "CT", delaware: "DE",
  "district of columbia": "DC", florida: "FL", georgia: "GA", hawaii: "HI", idaho: "ID", illinois: "IL", indiana: "IN", iowa: "IA",
  kansas: "KS", kentucky: "KY", louisiana: "LA", maine: "ME", maryland: "MD", massachusetts: "MA", michigan: "MI", minnesota: "MN",
  mississippi: "MS", missouri: "MO", montana: "MT", nebraska: "NE", nevada: "NV", "new hampshire": "NH", "new jersey": "NJ",
  "new mexico": "NM", "new york": "NY", "north carolina": "NC", "north dakota": "ND", ohio: "OH", oklahoma: "OK", oregon: "OR",
  pennsylvania: "PA", "rhode island": "RI", "south carolina": "SC", "south dakota": "SD", tennessee: "TN", texas: "TX", utah: "UT",
  vermont: "VT", virginia: "VA", washington: "WA", "west virginia": "WV", wisconsin: "WI", wyoming: "WY", "puerto rico": "PR",
}; // prettier-ignore
const STATE_CODES = new Set(Object.values(STATES));
const STATE_ALT = `${[...STATE_CODES].join("|")}|${Object.keys(STATES)
  .map((s) => s.replace(/\b[a-z]/g, (l) => `[${l}${l.toUpperCase()}]`).replace(/ /g, "\\s+"))
  .join("|")}`;

export function stateCode(value: string): string {
  const v = squash(value).replace(/\.$/, "");
  if (STATE_CODES.has(v.toUpperCase()) && v.length === 2) return v.toUpperCase();
  return STATES[v.toLowerCase()] ?? v;
}

/** The procedure vocabulary (app/directory/procedures) with the words sites use for each, plus common services it lacks. */
const SERVICE_WORDS: [string, RegExp][] = [
  ...PROCEDURES.map((p): [string, RegExp] => [p.name, new RegExp(`\\b${p.match.replace(/\s+/g, "[\\s-]+")}`, "i")]),
  ["Rhinoplasty (Nose Job)", /\bnose (job|reshaping|surgery)\b/i],
  ["Breast Augmentation", /\bbreast (implants|enlargement|augment)/i],
  ["Liposuction", /\blipo(sculpt|suction)|\bsmartlipo\b|\bvaser\b/i],
  ["Facelift", /\bface[\s-]?lift|\brhytidectomy\b/i],
  ["Tummy Tuck", /\babdominoplasty\b/i],
  ["Brazilian Butt Lift", /\bBBL\b/],
  ["Botox", /\b(botulinum|dysport|xeomin|daxxify|jeuveau|neurotoxins?|neuromodulators?)\b/i],
  ["Dermal Fillers", /\b(fillers?|juvederm|juvéderm|restylane|radiesse|sculptra|rha)\b/i],
  ["CoolSculpting", /\b(coolsculpting|cryolipolysis|emsculpt)\b/i],
  ["Chemical Peels", /\b(chemical )?peels?\b/i],
  ["Laser Hair Removal", /\blaser hair\b/i],
  ["Microneedling", /\b(micro[\s-]?needling|morpheus8|collagen induction)\b/i],
  ["IPL Photofacial", /\b(photofacial|intense pulsed light|bbl photofacial)\b/i],
  ["Thread Lift", /\b(pdo threads?|thread[\s-]?lift)\b/i],
  ["Nutrition Counseling", /\b(nutrition(ist|al)?|dietitian|meal plan)/i],
  ["Wellness Coaching", /\b(health|wellness) coach/i],
  ["Post-Surgery Recovery Care", /\b(post[\s-]?(op|surgery|surgical) (care|recovery)|aftercare|recovery (home|care|suites?))\b/i],
  ["Blepharoplasty", /\b(blepharoplasty|eyelid (surgery|lift))\b/i],
  ["Breast Lift", /\b(breast lift|mastopexy)\b/i],
  ["HydraFacial", /\bhydra ?facial\b/i],
  ["Laser Skin Resurfacing", /\b(laser (skin )?resurfacing|fraxel|co2 laser|halo laser|clear ?\+ ?brilliant)\b/i],
  ["IV Therapy", /\b(iv (therapy|hydration|drips?)|vitamin infusions?)\b/i],
  ["Medical Weight Loss", /\b(medical weight loss|semaglutide|tirzepatide|glp-1)\b/i],
  ["Hormone Therapy", /\b(hormone (replacement )?therapy|bhrt|hrt)\b/i],
  ["Kybella", /\bkybella\b/i],
  ["PRP Therapy", /\b(prp|platelet[\s-]rich plasma)\b/i],
];

const TYPE_SIGNALS: [RegExp, ProviderType][] = [
  [/\bplastic (surgery|surgeon)/i, "board-certified-plastic-surgeon"],
  [/\bbariatric\b/i, "bariatric-surgeon"],
  [/\bcosmetic surg(ery|eon)/i, "cosmetic-surgeon"],
  [/\bdermatolog/i, "dermatologist"],
  [/\bmed(ical)?[\s-]?spa\b|\baesthetics?\b|\baesthetic clinic/i, "medspa"],
  [/\b(aesthetic )?(nurse )?injector\b/i, "aesthetic-nurse"],
  [/\bdietitian|\bnutrition(ist)?\b/i, "nutritionist"],
  [/\bhealth coach/i, "health-coach"],
  [/\brecovery (home|retreat|suites?)|\baftercare\b/i, "recovery-homes-aftercare"],
  [/\bwellness\b/i, "wellness-center"],
];

const LD_TYPE: [RegExp, ProviderType][] = [
  [/PlasticSurgery/i, "board-certified-plastic-surgeon"],
  [/Dermatology/i, "dermatologist"],
  [/DaySpa|HealthAndBeautyBusiness|BeautySalon|MedicalSpa/i, "medspa"],
  [/Dietitian|Nutrition/i, "nutritionist"],
];

const CREDENTIALS: [string, RegExp][] = [
  ["Board-Certified Plastic Surgeon", /\bboard[\s-]certified (?:facial )?plastic surgeons?\b/i],
  ["Board-Certified Dermatologist", /\bboard[\s-]certified dermatologists?\b/i],
  ["Board-Certified", /\bboard[\s-]certified\b/i],
  ["American Board of Plastic Surgery", /\bAmerican Board of Plastic Surgery\b/i],
  ["American Board of Dermatology", /\bAmerican Board of Dermatology\b/i],
  ["American Board of Cosmetic Surgery", /\bAmerican Board of Cosmetic Surgery\b/i],
  ["ASPS Member", /\b(ASPS member|American Society of Plastic Surgeons)\b/i],
  ["FACS", /\bF\.?A\.?C\.?S\b/],
  ["FAAD", /\bF\.?A\.?A\.?D\b/],
  ["MD", /\b(?:M\.D\.|MD)(?![a-z])/],
  ["DO", /,\s*D\.?O\.?\b/],
  ["PA-C", /\bPA-C\b/],
  ["NP", /\b(?:(?:FNP|ANP|NP)(?:-C)?|Nurse Practitioner)\b/],
  ["RN", /\b(?:RN|BSN|Registered Nurse)\b/],
  ["RDN", /\b(?:RDN|Registered Dietitian)\b/],
  ["Certified Aesthetic Nurse Specialist", /\bCANS\b|Certified Aesthetic Nurse Specialist/],
];

// ---------------------------------------------------------------- collection

type Img = { src: string; alt: string; context: string };

type Collected = {
  title: string;
  meta: Record<string, string>;
  h1: string[];
  headings: string[];
  jsonLd: string[];
  micro: { prop: string; value: string; scope: string }[];
  addresses: string[];
  tels: string[];
  mailtos: string[];
  cfEmails: string[];
  images: Img[];
  /** Texts of the site's logo: its image's alt text, or the text of an element classed as the logo or brand. */
  logos: string[];
  /** Links of the page with their text (the pipeline follows a few of them: contact, location, about). */
  links: { href: string; text: string }[];
  text: string;
};

const BLOCK = new Set(
  "title address article aside blockquote br dd div dl dt figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section table td th tr ul".split(
    " ",
  ),
);
const VOID = new Set("area base br col embed hr img input link meta source track wbr".split(" "));

async function collect(html: string): Promise<Collected> {
  const c: Collected = {
    title: "",
    meta: {},
    h1: [],
    headings: [],
    jsonLd: [],
    micro: [],
    addresses: [],
    tels: [],
    mailtos: [],
    cfEmails: [],
    images: [],
    logos: [],
    links: [],
    text: "",
  };
  const text: string[] = [];
  const scopes: string[] = [];
  const context: string[] = [];
  let skipDepth = 0;
  let lastHeading = "";
  let logoDepth = 0;
  let raw: string[] | null = null; // the raw text of the script, title or heading being read
  const since = (start: number) => squash(decodeEntities(text.slice(start).join("")));

  // One handler for every element, so that each element registers at most one end-tag callback.
  const rewriter = new HTMLRewriter().on("*", {
    element(el) {
      const tag = el.tagName;
      const ends: (() => void)[] = [];
      if (BLOCK.has(tag)) text.push("\n");
      else if (SEPARATE.has(tag)) text.push(" ");
      const attr = (name: string) => el.getAttribute(name);

      if (tag === "script" || tag === "style" || tag === "noscript" || tag === "template" || tag === "svg") {
        skipDepth++;
        if (tag === "script" && /ld\+json/i.test(attr("type") ?? "")) {
          const buf: string[] = (raw = []);
          ends.push(() => c.jsonLd.push(buf.join("")));
        }
        ends.push(() => {
          skipDepth--;
          raw = null;
        });
      } else if (tag === "title" || tag === "h1" || tag === "h2" || tag === "h3") {
        const start = text.length;
        ends.push(() => {
          const value = since(start);
          if (!value) return;
          if (tag === "title") c.title ||= value;
          else {
            if (tag === "h1") c.h1.push(value);
            c.headings.push(value);
            lastHeading = value;
          }
        });
      } else if (tag === "meta") {
        const key = (attr("property") ?? attr("name") ?? "").toLowerCase();
        const content = attr("content");
        if (key && content && !(key in c.meta)) c.meta[key] = squash(decodeEntities(content));
      } else if (tag === "address") {
        const start = text.length;
        ends.push(() =>
          c.addresses.push(
            text
              .slice(start)
              .join("")
              .split("\n")
              .map((l) => squash(decodeEntities(l)))
              .filter(Boolean)
              .join("\n"),
          ),
        );
      } else if (tag === "img" || (tag === "source" && attr("srcset"))) {
        const src =
          attr("data-src") ?? attr("data-lazy-src") ?? attr("src") ?? (attr("data-srcset") ?? attr("srcset") ?? "").split(/\s+/)[0] ?? "";
        const mark = `${attr("alt") ?? ""} ${attr("class") ?? ""} ${attr("id") ?? ""}`;
        const inHeader = /\b(header|masthead|navbar|nav|brand|top-?bar|site-branding)\b/i.test(context.join(" "));
        if ((LOGO.test(mark) || logoDepth > 0 || (inHeader && /logo/i.test(src))) && attr("alt"))
          c.logos.push(squash(decodeEntities(attr("alt")!)));
        if (src && !src.startsWith("data:"))
          c.images.push({
            src: decodeEntities(src),
            alt: squash(decodeEntities(`${attr("alt") ?? ""} ${attr("title") ?? ""}`)),
            context: `${context.slice(-4).join(" ")} ${lastHeading}`,
          });
      }

      const href = tag === "a" ? decodeEntities(attr("href") ?? "").trim() : "";
      if (/^tel:/i.test(href)) c.tels.push(safeDecode(href.slice(4)).trim());
      else if (/^mailto:/i.test(href)) c.mailtos.push(safeDecode(href.slice(7).split("?")[0] ?? "").trim());
      if (href && !/^(tel:|mailto:|javascript:|#)/i.test(href)) {
        const start = text.length;
        ends.push(() => c.links.push({ href, text: since(start) }));
      }
      if (!VOID.has(tag) && LOGO.test(`${attr("class") ?? ""} ${attr("id") ?? ""}`)) {
        const start = text.length;
        logoDepth++;
        ends.push(() => {
          logoDepth--;
          const value = since(start);
          if (value.length > 1 && value.length <= 80) c.logos.push(value);
        });
      }
      const cf = href.match(/\/cdn-cgi\/l\/email-protection#([0-9a-f]+)/i)?.[1] ?? attr("data-cfemail");
      if (cf) c.cfEmails.push(cf);

      const prop = attr("itemprop")?.toLowerCase();
      if (prop) {
        const scope = scopes.at(-1) ?? "";
        const value = attr("content") ?? attr("datetime");
        if (value !== null) c.micro.push({ prop, value: squash(decodeEntities(value)), scope });
        else if (href && /^mailto:/i.test(href)) c.micro.push({ prop, value: safeDecode(href.slice(7).split("?")[0] ?? ""), scope });
        else if (!VOID.has(tag)) {
          const start = text.length;
          ends.push(() => c.micro.push({ prop, value: since(start), scope }));
        }
      }
      if (el.hasAttribute("itemscope") && !VOID.has(tag)) {
        scopes.push(attr("itemtype") ?? "");
        ends.push(() => scopes.pop());
      }
      if (CONTEXT.has(tag) && !VOID.has(tag)) {
        context.push(`${attr("class") ?? ""} ${attr("id") ?? ""} ${attr("aria-label") ?? ""} ${attr("data-aid") ?? ""}`.trim());
        ends.push(() => context.pop());
      }
      if (ends.length && !VOID.has(tag))
        el.onEndTag(() => {
          for (const end of ends.reverse()) end();
        });
    },
    text(chunk) {
      if (raw) raw.push(chunk.text);
      else if (skipDepth === 0 && chunk.text) text.push(chunk.text.replace(/[\r\n\t]+/g, " "));
    },
  });
  await rewriter.transform(new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } })).arrayBuffer();
  c.text = decodeEntities(text.join("")).split("\n").map(squash).filter(Boolean).join("\n");
  return c;
}

/** Classes, ids and alt texts that mark the site's logo or brand name (not "logo-slider" of partners: whole words). */
const LOGO = /(?:^|[\s_-])(logo|site-?title|site-?name|navbar-brand|brand-?name)(?:$|\s)/i;

/** Inline elements that separate words (menu links side by side). */
const SEPARATE = new Set(["a", "button", "label", "option", "img", "span"]);
const CONTEXT = new Set(["section", "div", "figure", "article", "header", "footer", "ul", "li", "picture", "main", "aside", "nav"]);

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Cloudflare's e-mail obfuscation: the first byte is the XOR key of the rest. */
export function decodeCfEmail(hex: string): string {
  if (!/^[0-9a-f]+$/i.test(hex) || hex.length < 4) return "";
  const key = parseInt(hex.slice(0, 2), 16);
  let out = "";
  for (let i = 2; i < hex.length; i += 2) out += String.fromCharCode(parseInt(hex.slice(i, i + 2), 16) ^ key);
  return out;
}

// ---------------------------------------------------------------- JSON-LD

type Node = Record<string, unknown>;

/** Every node of the page's JSON-LD; `parents` maps a department or location to the organisation holding it. */
function ldNodes(scripts: string[], parents = new Map<Node, Node>()): Node[] {
  const nodes: Node[] = [];
  const walk = (value: unknown, parent?: Node) => {
    if (Array.isArray(value)) value.forEach((v) => walk(v, parent));
    else if (value && typeof value === "object") {
      const node = value as Node;
      nodes.push(node);
      if (parent) parents.set(node, parent);
      if (node["@graph"]) walk(node["@graph"]);
      for (const key of ["department", "subOrganization", "location"]) if (node[key]) walk(node[key], node);
    }
  };
  for (const raw of scripts) {
    const cleaned = raw.replace(/^\s*<!--|-->\s*$/g, "").replace(/^\s*\/\/<!\[CDATA\[|\/\/\]\]>\s*$/g, "");
    try {
      walk(JSON.parse(cleaned));
    } catch {
      try {
        walk(JSON.parse(cleaned.replace(/,\s*([}\]])/g, "$1")));
      } catch {
        // not JSON: ignored
      }
    }
  }
  return nodes;
}

const typesOf = (node: Node) => [node["@type"]].flat().map(String);
const BUSINESS =
  /LocalBusiness|MedicalBusiness|MedicalClinic|MedicalOrganization|Physician|Dentist|HealthAndBeautyBusiness|DaySpa|BeautySalon|Hospital|Dermatology|PlasticSurgery|MedicalSpa|HealthClub|Optician|Store|ProfessionalService/i;

function str(value: unknown): string {
  if (typeof value === "string") return squash(decodeEntities(value));
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) return str(value[0]);
  if (value && typeof value === "object") {
    const v = value as Node;
    return str(v["name"] ?? v["url"] ?? v["@value"] ?? "");
  }
  return "";
}

function ldAddress(value: unknown): ExtractedProfile["location"] | null {
  const a: unknown = Array.isArray(value) ? (value as unknown[])[0] : value;
  if (!a) return null;
  if (typeof a === "string") return parseAddressText(a);
  const node = a as Node;
  if (node["address"]) return ldAddress(node["address"]);
  const loc = {
    address: str(node["streetAddress"]),
    city: str(node["addressLocality"]),
    state: stateCode(str(node["addressRegion"])),
    zip: str(node["postalCode"]).match(/\d{5}/)?.[0] ?? "",
  };
  return loc.address || loc.city ? loc : null;
}

const DAY: Record<string, string> = {
  monday: "Mon", tuesday: "Tue", wednesday: "Wed", thursday: "Thu", friday: "Fri", saturday: "Sat", sunday: "Sun",
  mo: "Mon", tu: "Tue", we: "Wed", th: "Thu", fr: "Fri", sa: "Sat", su: "Sun",
}; // prettier-ignore

function ldHours(node: Node): string {
  const oh = node["openingHours"];
  if (oh) return [oh].flat().map(String).map(squash).join("; ");
  const spec = node["openingHoursSpecification"];
  if (!spec) return "";
  return [spec]
    .flat()
    .map((s) => {
      const n = s as Node;
      const days = [n["dayOfWeek"]]
        .flat()
        .map((d) =>
          str(d)
            .replace(/^https?:\/\/schema\.org\//, "")
            .toLowerCase(),
        )
        .map((d) => DAY[d] ?? d)
        .filter(Boolean)
        .join(", ");
      return `${days} ${str(n["opens"]).slice(0, 5)}-${str(n["closes"]).slice(0, 5)}`.trim();
    })
    .join("; ");
}

// ---------------------------------------------------------------- field logic

const TEXT_PHONE = /(?:\+?1[\s.-]?)?\(?([2-9]\d{2})\)?[\s.-]?(\d{3})[\s.-]?(\d{4})\b/;

/** US numbers as (512) 555-0123; anything else as written. */
export function formatPhone(raw: string): string {
  const digits = raw.replace(/\D/g, "");
  const ten = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  if (ten.length === 10 && /^[2-9]/.test(ten)) return `(${ten.slice(0, 3)}) ${ten.slice(3, 6)}-${ten.slice(6)}`;
  return squash(raw);
}

function textPhone(text: string): string {
  for (const line of text.split("\n")) {
    if (/\bfax\b/i.test(line) && !/\b(phone|call|tel)\b/i.test(line)) continue;
    const m = line.replace(/\bfax\b.*$/i, "").match(TEXT_PHONE);
    if (m) return `${m[1]}${m[2]}${m[3]}`;
  }
  return "";
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
const BAD_EMAIL = /\.(png|jpe?g|gif|webp|svg)$|@(sentry|wixpress|example)\.|^(name|email|your(name|email)?|user)@/i;

let tlds: Set<string> | undefined;
/** IANA's root zone (the `tlds` package, kept current with it), built on first use. */
const isTld = (label: string) => (tlds ??= new Set(TLDS)).has(label.toLowerCase());

/**
 * The address in a value, or "": its domain must end in a real top-level domain, so words of a
 * sentence ("appropriate at all. The") are no address; a sentence glued on ("spa.com.The") is cut off.
 */
function cleanEmail(value: string): string {
  const m = value.trim().match(EMAIL)?.[0] ?? "";
  const [local, domain = ""] = m.split("@");
  const labels = domain.split(".");
  while (labels.length > 2 && !isTld(labels.at(-1)!)) labels.pop();
  if (labels.length < 2 || !isTld(labels.at(-1)!) || labels.some((l) => !l)) return "";
  const email = `${local}@${labels.join(".")}`;
  return BAD_EMAIL.test(email) ? "" : email.toLowerCase();
}

/**
 * "at" and "dot" as sites obfuscate them: "info [at] clinic [dot] com", "info(at)clinic.com", "info @ clinic.com",
 * "info at clinic dot com". After a bare "at" only a spelled-out dot counts ("Book online at glowspa.com" is no
 * address), and a period never counts with a space after it (it ends a sentence: "appropriate at all. The").
 */
const WORD_DOT = String.raw`(?:\s*(?:\[dot\]|\(dot\)|\{dot\})\s*|\s+dot\s+)`;
const DOT = String.raw`(?:${WORD_DOT}|\.)`;
const LOCAL = String.raw`([A-Za-z0-9._%+-]+)`;
const OBFUSCATED = [
  new RegExp(String.raw`${LOCAL}(?:\s*(?:\[at\]|\(at\)|\{at\})\s*|\s@\s)([A-Za-z0-9-]+(?:${DOT}[A-Za-z0-9-]+)+)`, "gi"),
  new RegExp(String.raw`${LOCAL}\s+at\s+([A-Za-z0-9-]+(?:${WORD_DOT}[A-Za-z0-9-]+)+)`, "gi"),
];

function textEmail(text: string): string {
  const direct = text.match(new RegExp(EMAIL.source, "g")) ?? [];
  for (const e of direct) if (cleanEmail(e)) return cleanEmail(e);
  for (const m of OBFUSCATED.flatMap((re) => [...text.matchAll(re)])) {
    const email = cleanEmail(`${m[1]}@${m[2]!.replace(new RegExp(DOT, "gi"), ".")}`);
    if (email) return email;
  }
  return "";
}

const STREET =
  /\b\d{1,6}[A-Za-z]?\s+(?:(?:[NS][EW]?|[EW])\.?\s+)?(?:[A-Za-z0-9.'-]+\s+){0,5}?(?:St|Street|Ave|Avenue|Blvd|Boulevard|Rd|Road|Dr|Drive|Way|Ln|Lane|Pkwy|Parkway|Hwy|Highway|Ct|Court|Pl|Place|Plaza|Cir|Circle|Sq|Square|Ter|Terrace|Trl|Trail|Loop|Pike|Row|Center|Centre|Broadway|Expy|Expressway|Fwy|Freeway)\b\.?(?:\s+(?:[NS][EW]?|[EW])\b(?!\s*\d))?(?:,?\s*(?:Suite|Ste\.?|Unit|#|Bldg\.?|Building|Floor|Fl\.?)\s*[\w-]+)?/;
const CITY_STATE_ZIP = new RegExp(`([A-Z][A-Za-z.'-]*(?:\\s+[A-Z][A-Za-z.'-]*){0,3}),?\\s+(${STATE_ALT})\\.?,?\\s+(\\d{5})(?:-\\d{4})?\\b`);

/** "123 Main St, Suite 4, Austin, TX 78701" and the like, in one string (lines joined by spaces or commas). */
export function parseAddressText(text: string): ExtractedProfile["location"] | null {
  const flat = squash(text.replace(/\n/g, ", ").replace(/,\s*,/g, ","));
  const place = flat.match(CITY_STATE_ZIP);
  if (!place) {
    const street = flat.match(STREET)?.[0];
    return street ? { address: squash(street).replace(/,$/, ""), city: "", state: "", zip: "" } : null;
  }
  // the street may run into what the pattern took for the city ("525 Southfield Rd. Birmingham, MI"): read it up to the city's end
  const before = flat.slice(0, place.index! + place[1]!.length);
  const streets = [...before.matchAll(new RegExp(STREET.source, "g"))];
  const street = streets.at(-1)?.[0] ?? "";
  let city = place[1]!.trim();
  // "123 Main Street Austin, TX" without a comma: the city is what follows the street.
  if (street && city && flat.slice(0, place.index! + place[1]!.length).endsWith(city) && street.endsWith(city)) city = "";
  // "525 Southfield Rd. Birmingham, MI": the city's first words that end the street belong to the street.
  const overlap = city.split(/\s+/);
  for (let k = overlap.length - 1; k >= 1; k--)
    if (street.endsWith(overlap.slice(0, k).join(" "))) {
      city = overlap.slice(k).join(" ");
      break;
    }
  const cityWords = city.split(/\s+/);
  const streetWords = new Set(["Suite", "Ste", "St", "Street", "Ave", "Avenue", "Blvd", "Road", "Rd", "Floor", "Dr", "Drive"]);
  while (cityWords.length > 1 && (streetWords.has(cityWords[0]!.replace(/\.$/, "")) || /\d/.test(cityWords[0]!))) cityWords.shift();
  return { address: squash(street).replace(/[,\s]+$/, ""), city: cityWords.join(" "), state: stateCode(place[2]!), zip: place[3]! };
}

/** A name ending in an abbreviation keeps its period ("Lee Dermatology, P.C.", "Skin Studio Inc."). */
const ABBREVIATION_END = /(?:\b\p{L}\.){2,}$|\b(?:Inc|Ltd|Co|Corp|Jr|Sr|St|Dr|Assoc|Bros)\.$/iu;

/** A name without the punctuation a sentence, title or separator left around it ("Beautiful Me Medical Spa." -> "...Spa"). */
export function tidyName(value: string): string {
  let name = squash(value)
    .replace(/^[\s,;:!?.|·•–—\-_/\\*~>]+/u, "")
    .replace(/[\s,;:!?|·•–—\-_/\\*~<]+$/u, "");
  while (name.endsWith(".") && !ABBREVIATION_END.test(name)) name = name.slice(0, -1).replace(/[\s,;:!?|·•–—\-_/\\*~<]+$/u, "");
  return name;
}

const GENERIC_TITLE = /^(home|homepage|home page|welcome|index|main|official site|official website)$/i;
const BRANDY =
  /\b(spa|medspa|clinic|surgery|surgeons?|aesthetics?|dermatology|center|centre|institute|wellness|beauty|skin|medical|plastic|cosmetic|laser|health|md|associates|partners|group|studio|nutrition|recovery|dental|dentistry|dds|dmd|orthodontics|smiles?)\b/i;
/** Words of a descriptive title part ("Aesthetic Nurse Injector", "Botox & Fillers") rather than a name. */
const DESCRIPTIVE = new Set(
  "a an and & the of in near me best top aesthetic aesthetics nurse injector injectors med medical spa medspa plastic cosmetic surgery surgeon surgeons dermatology dermatologist clinic botox fillers filler wellness center laser skin care weight loss services treatments board certified registered dietitian nutritionist dentist dentists dentistry dental family".split(
    " ",
  ),
);

/** State codes that are also words or credentials ("MD"): cut from a name's end only after a comma ("Salem, OR"). */
const CREDENTIAL_WORD = /^(d\.?m\.?d|d\.?d\.?s|m\.?d|d\.?o|ph\.?d|facs|faad|rn|np|pa-c|ms|mph)\.?,$/i;
const AMBIGUOUS_CODES = new Set(["MD", "PA", "ME", "IN", "OR", "OK", "HI", "DE", "CO"]);

/**
 * A title part or logo text without the place after the name ("Cumberland Plastic Surgery Nashville
 * TN Tennessee" -> "Cumberland Plastic Surgery"); "" when it is only a place ("Fort Lauderdale, FL").
 */
export function withoutPlace(part: string): string {
  const words = part.split(/\s+/).filter(Boolean);
  let cut = false;
  for (;;) {
    const last = words.at(-1)?.replace(/[.,]+$/, "") ?? "";
    const two = words
      .slice(-2)
      .join(" ")
      .replace(/[.,]+$/, "")
      .toLowerCase();
    // "Bethesda, MD" is a place, "Jane Roe DMD, MD" a credential
    const commaBefore = words.length > 1 && words.at(-2)!.endsWith(",") && !CREDENTIAL_WORD.test(words.at(-2)!);
    if (/^(of|de)$/i.test(words.at(-2) ?? "") || /^(of|de)$/i.test(words.at(-3) ?? "")) break; // "Plastic Surgery Center of Texas"
    if (words.length > 2 && STATES[two]) words.splice(-2);
    else if (STATES[last.toLowerCase()] || (STATE_CODES.has(last) && (!AMBIGUOUS_CODES.has(last) || commaBefore))) words.pop();
    else break;
    cut = true;
  }
  if (!cut) return part;
  const brand = words.findLastIndex((w) => BRANDY.test(w));
  return brand < 0 ? "" : words.slice(0, brand + 1).join(" ");
}

/** "Cosmetic Dentist Shawnee KS Richard M. Dervin DDS": what follows "<descriptive words> <City> <ST>" is the name. */
function afterPlace(part: string): string {
  const m = part.match(
    new RegExp(`^((?:\\S+\\s+)*?)([A-Z][a-z]+),?\\s+(${[...STATE_CODES].filter((c) => !AMBIGUOUS_CODES.has(c)).join("|")})\\s+(.+)$`),
  );
  if (!m || !BRANDY.test(m[4]!)) return part;
  const before = m[1]!.trim().split(/\s+/).filter(Boolean);
  return before.length && before.every((w) => DESCRIPTIVE.has(w.toLowerCase())) ? m[4]! : part;
}

function nameFromTitle(title: string, host: string): string {
  const parts = title
    .split(/\s+[|–—•·:-]\s+|\s+[|–—•·]\s*|\s*[|–—•·]\s+/)
    .map((p) => withoutPlace(afterPlace(squash(p).split(/:\s+/)[0]!)))
    .filter((p) => p && !GENERIC_TITLE.test(p));
  if (!parts.length) return "";
  const hostWord = host
    .replace(/^www\./, "")
    .split(".")[0]!
    .replace(/[^a-z]/gi, "")
    .toLowerCase();
  const byHost = parts.find(
    (p) =>
      hostWord.length > 3 &&
      hostWord.includes(
        p
          .toLowerCase()
          .replace(/[^a-z]/g, "")
          .slice(0, 8),
      ),
  );
  if (byHost) return byHost;
  const named = parts.filter((p) => !/\bin\s+[A-Z]/.test(p) && !p.split(/\s+/).every((w) => DESCRIPTIVE.has(w.toLowerCase())));
  if (!named.length) return parts[0]!;
  return named.filter((p) => BRANDY.test(p)).at(-1) ?? named[0]!;
}

function classifyImage(img: Img): keyof ExtractedProfile["images"] | null {
  const file = img.src.split(/[?#]/)[0]!.split("/").pop() ?? "";
  const own = `${img.alt} ${file.replace(/\.[a-z0-9]+$/i, "").replace(/[-_.]/g, " ")}`;
  const around = img.context.replace(/[-_]/g, " ");
  if (/\b(logo|icon|sprite|pixel|spacer|favicon|badge|award|seal|placeholder)\b/i.test(own) || /\.svg$/i.test(file)) return null;
  // The image's own words (alt text, file name) first, then where it sits (section classes, the heading above).
  if (/\b(before|after|b ?& ?a|ba|results?)\b/i.test(own)) return "before_after";
  if (/\b(exterior|facade|fa[cç]ade|building|storefront|outside|entrance|front of|street view|our (office|location|clinic))\b/i.test(own))
    return "facade";
  if (
    /\b(treatment|procedure|operating|exam|consultation|surgical|recovery)\s*(room|suite|suites)\b|\b(lobby|reception|waiting room|interior)\b/i.test(
      own,
    )
  )
    return "treatment_rooms";
  if (
    /\b(dr\.?|doctor|surgeon|headshot|portrait|team|staff|nurse|injector|founder|provider|dietitian)\b|\b(MD|DO|RN|NP|FNP|PA-C|RDN|BSN|FACS|FAAD)\b/i.test(
      own,
    )
  )
    return "providers";
  if (/\bbefore[\s-]?(and|&)?[\s-]?after\b|\bgallery\b|\bresults\b/i.test(around)) return "before_after";
  if (/\b(team|staff|providers|meet|doctors?|physicians|bio)\b/i.test(around)) return "providers";
  if (/\b(exterior|facade|our office|our location|building)\b/i.test(around)) return "facade";
  return null;
}

function textHours(text: string): string {
  const day = "(?:Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun)(?:day|sday|nesday|rsday|urday)?";
  const re = new RegExp(
    `^\\s*(?:${day})\\b[^\\n]{0,40}?(?:\\d{1,2}(?::\\d{2})?\\s*(?:a\\.?m\\.?|p\\.?m\\.?)?\\s*[-–—to]+\\s*\\d{1,2}(?::\\d{2})?\\s*(?:a\\.?m\\.?|p\\.?m\\.?)?|closed|by appointment)`,
    "i",
  );
  const lines = text.split("\n");
  const found: string[] = [];
  for (let i = 0; i < lines.length && found.length < 7; i++) {
    const line = lines[i]!;
    if (re.test(line) && line.length < 90) found.push(line.replace(/\s*[-–—]\s*/g, " - ").replace(/\s+/g, " "));
    else if (new RegExp(`^(?:${day})(?:\\s*[-–—&,]\\s*(?:${day}))?:?$`, "i").test(line) && /\d|closed/i.test(lines[i + 1] ?? "")) {
      found.push(`${line.replace(/:$/, "")}: ${lines[i + 1]!.replace(/\s*[-–—]\s*/g, " - ")}`);
      i++;
    }
  }
  return found.join("; ");
}

/** The first line holding "City, ST 12345" with the line before it (where the street usually is). */
function addressLines(text: string): string {
  const lines = text.split("\n");
  const at = lines.findIndex((l) => CITY_STATE_ZIP.test(l));
  return at < 0 ? "" : `${lines[at - 1] ?? ""}\n${lines[at]}`;
}

export async function extractProfile(html: string, sourceUrl: string, now = new Date()): Promise<ExtractedProfile> {
  return (await extractPage(html, sourceUrl, now)).profile;
}

/** A page's profile and its links as written (the pipeline follows a few of a site's own pages: app/extraction/site-pages.ts). */
export async function extractPage(
  html: string,
  sourceUrl: string,
  now = new Date(),
): Promise<{ profile: ExtractedProfile; links: { href: string; text: string }[] }> {
  const c = await collect(html);
  const host = new URL(sourceUrl).hostname;
  const parents = new Map<Node, Node>();
  const nodes = ldNodes(c.jsonLd, parents);
  const businesses = nodes.filter((n) => typesOf(n).some((t) => BUSINESS.test(t)));
  const org = nodes.find((n) => typesOf(n).some((t) => /Organization/i.test(t)));
  const biz = businesses.find((n) => n["address"] || n["telephone"]) ?? businesses[0] ?? org;
  const website = nodes.find((n) => typesOf(n).includes("WebSite"));
  const microBiz = (prop: string) =>
    c.micro.find((m) => m.prop === prop && (!m.scope || /Business|Organization|Clinic|Physician|Spa|Medical|Place/i.test(m.scope)))
      ?.value ?? "";
  const micro = (prop: string) => c.micro.find((m) => m.prop === prop)?.value ?? "";

  // name: the business's own name first; a person's or non-Latin name gives way to the practice's brand
  const logoName = c.logos.map((l) => nameFromTitle(l.replace(/\blogo\b/gi, " "), host)).find((n) => n && n.split(/\s+/).length <= 8);
  const first = tidyName(str((biz && parents.get(biz))?.["name"]) || str(biz?.["name"]) || microBiz("name"));
  const brands = [
    str(biz?.["alternateName"]),
    c.meta["og:site_name"],
    str(website?.["name"]),
    c.meta["application-name"],
    logoName,
    nameFromTitle(c.title, host),
    nameFromTitle(c.meta["og:title"] ?? "", host),
  ].map((n) => tidyName(n ?? ""));
  const brandLike = (n: string) => /[A-Za-z]/.test(n) && !/^(dr|doctor|δρ)\.?\s/i.test(n);
  const name =
    (first && !brandLike(first) ? brands.find(brandLike) : "") ||
    first ||
    brands.find(Boolean) ||
    tidyName(c.h1[0] ?? "") ||
    host.replace(/^www\./, "");

  // contact
  const phoneRaw =
    str(biz?.["telephone"]) || micro("telephone") || c.tels.find((t) => t.replace(/\D/g, "").length >= 10) || textPhone(c.text);
  const email =
    cleanEmail(str(biz?.["email"]).replace(/^mailto:/i, "")) ||
    cleanEmail(micro("email").replace(/^mailto:/i, "")) ||
    c.mailtos.map(cleanEmail).find(Boolean) ||
    c.cfEmails.map(decodeCfEmail).map(cleanEmail).find(Boolean) ||
    textEmail(c.text);

  // location
  const microAddress = {
    address: micro("streetaddress"),
    city: micro("addresslocality"),
    state: stateCode(micro("addressregion")),
    zip: micro("postalcode").match(/\d{5}/)?.[0] ?? "",
  };
  const location = ldAddress(biz?.["address"]) ??
    ldAddress(businesses.find((b) => b["address"])?.["address"]) ??
    (microAddress.address || microAddress.city ? microAddress : null) ??
    c.addresses.map(parseAddressText).find((a) => a?.city) ??
    parseAddressText(addressLines(c.text)) ?? { address: "", city: "", state: "", zip: "" };
  if (!location.address && !location.city) {
    // "VIP Aesthetics - Fort Lauderdale, FL": a site that prints no address often names its city in its title or logo
    const place = [c.title, c.meta["og:title"] ?? "", ...c.logos]
      .map((t) =>
        t.match(new RegExp(`(?:^|[|–—•·:-]\\s*|\\bin\\s+)([A-Z][a-z]+(?:\\s[A-Z][a-z]+){0,2}),\\s*(${STATE_ALT})\\s*(?:$|[|–—•·:-])`)),
      )
      .find(Boolean);
    if (place) Object.assign(location, { city: place[1]!, state: stateCode(place[2]!) });
  }
  if (location.address && !location.city) {
    const place = c.text.match(CITY_STATE_ZIP);
    if (place) Object.assign(location, { city: place[1]!.trim(), state: stateCode(place[2]!), zip: place[3]! });
  }

  // services: JSON-LD offers, headings and navigation, then the body
  const ldServiceText = businesses
    .flatMap((b) => [b["medicalSpecialty"], b["availableService"], b["hasOfferCatalog"], b["makesOffer"], b["knowsAbout"]])
    .map((v) => JSON.stringify(v ?? ""))
    .join(" ");
  const serviceText = `${ldServiceText}\n${c.headings.join("\n")}\n${c.text}`;
  const services: string[] = [];
  const hits = SERVICE_WORDS.map(([service, re]) => ({ service, at: serviceText.search(re) }))
    .filter((h) => h.at >= 0)
    .sort((a, b) => a.at - b.at);
  for (const h of hits) if (!services.includes(h.service) && services.length < MAX_SERVICES) services.push(h.service);

  // type
  const ldTypes = [...businesses, ...(org ? [org] : [])].flatMap(typesOf).join(" ") + " " + JSON.stringify(biz?.["medicalSpecialty"] ?? "");
  const lead = `${name}\n${c.title}\n${c.h1.join("\n")}\n${c.meta["description"] ?? ""}\n${c.meta["og:description"] ?? ""}`;
  const type =
    TYPE_SIGNALS.find(([re]) => re.test(name))?.[1] ??
    LD_TYPE.find(([re]) => re.test(ldTypes))?.[1] ??
    TYPE_SIGNALS.find(([re]) => re.test(lead))?.[1] ??
    TYPE_SIGNALS.find(([re]) => re.test(c.text))?.[1] ??
    "medspa";

  // credentials
  const credText = `${c.text}\n${nodes
    .filter((n) => typesOf(n).some((t) => /Person|Physician/.test(t)))
    .map((n) => `${str(n["name"])} ${str(n["honorificSuffix"])} ${str(n["jobTitle"])}`)
    .join("\n")}`;
  const credentials = CREDENTIALS.filter(([, re]) => re.test(credText)).map(([label]) => label);
  const creds = credentials.filter((cr) => !(cr === "Board-Certified" && credentials.some((o) => o.startsWith("Board-Certified "))));

  // images
  const images: ExtractedProfile["images"] = { facade: [], providers: [], treatment_rooms: [], before_after: [] };
  const abs = (src: string) => {
    try {
      const u = new URL(src, sourceUrl);
      return u.protocol === "http:" || u.protocol === "https:" ? u.toString() : "";
    } catch {
      return "";
    }
  };
  for (const img of c.images) {
    const kind = classifyImage(img);
    const url = abs(img.src);
    if (kind && url && !images[kind].includes(url) && images[kind].length < MAX_IMAGES) images[kind].push(url);
  }
  const ldImage = str(biz?.["image"]) || str(biz?.["photo"]);
  if (!images.facade.length && ldImage && !/logo/i.test(ldImage) && abs(ldImage)) images.facade.push(abs(ldImage));

  // hours
  const hours =
    (biz ? ldHours(biz) : "") ||
    c.micro
      .filter((m) => m.prop === "openinghours")
      .map((m) => m.value)
      .join("; ") ||
    textHours(c.text);

  const profile: ExtractedProfile = {
    source_url: sourceUrl,
    name: (tidyName(name) || host.replace(/^www\./, "")).slice(0, 200),
    type,
    location,
    contact: { phone: phoneRaw ? formatPhone(phoneRaw) : "", email },
    services,
    credentials: creds,
    images,
    business_info: { hours },
    confidence_score: 0,
    extraction_date: now.toISOString(),
  };
  profile.confidence_score = confidenceScore(profile);
  return { profile, links: c.links };
}
