/**
 * Writes the committed placeholder artwork (requirements 000 images):
 *   public/lovable-uploads/stock/<key>.svg                 one per STOCK_PHOTOS key
 *   public/lovable-uploads/providers/provider-<id>.svg     one portrait per seed provider
 * Deterministic: the same input gives byte-identical files. Run: node scripts/generate-images.ts
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { STOCK_PHOTOS, type StockPhotoKey } from "../app/directory/procedures.ts";
import { cyclic } from "../app/lib/invariant.ts";
import { PLACES } from "./seed/places.ts";
import { seedProviders } from "./seed/providers.ts";

const root = fileURLToPath(new URL("..", import.meta.url));

const PALETTES = [
  ["#fbcfe8", "#c4b5fd", "#7c3aed"],
  ["#bae6fd", "#a7f3d0", "#0f766e"],
  ["#fde68a", "#fca5a5", "#b45309"],
  ["#fecdd3", "#fed7aa", "#be123c"],
  ["#c7d2fe", "#bfdbfe", "#4338ca"],
  ["#d9f99d", "#a5f3fc", "#3f6212"],
  ["#f5d0fe", "#fbcfe8", "#a21caf"],
  ["#e7e5e4", "#fde68a", "#57534e"],
] as const;

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);
}

/** Simple line motifs per stock theme, drawn in a 120x120 box. */
const MOTIFS: Record<StockPhotoKey, string> = {
  "breast-augmentation":
    '<path d="M20 70c0-22 18-34 40-34s40 12 40 34" /><circle cx="42" cy="72" r="16" /><circle cx="78" cy="72" r="16" />',
  "brazilian-butt-lift": '<path d="M30 30c-8 30-8 50 4 70M90 30c8 30 8 50-4 70" /><path d="M34 80c10 14 42 14 52 0" />',
  "tummy-tuck": '<path d="M36 20c-6 30-6 60 0 90M84 20c6 30 6 60 0 90" /><path d="M44 80h32" /><circle cx="60" cy="62" r="3" />',
  "facial-surgery": '<ellipse cx="60" cy="60" rx="30" ry="40" /><path d="M48 52h.1M72 52h.1M52 80c5 4 11 4 16 0" />',
  "mommy-makeover":
    '<circle cx="50" cy="36" r="12" /><circle cx="82" cy="56" r="8" /><path d="M30 100c0-22 10-40 20-40s20 18 20 40M70 100c0-14 6-28 12-28s12 14 12 28" />',
  "body-contouring": '<path d="M40 16c-10 30 4 44-4 94M80 16c10 30-4 44 4 94" /><path d="M48 60c8 4 16 4 24 0" />',
  liposuction: '<path d="M40 20c-10 30 6 50-2 90M80 20c10 30-6 50 2 90" /><path d="M20 50l20 10M100 50L80 60" />',
  rhinoplasty: '<path d="M56 20c0 30-12 50-12 62 0 10 8 14 16 14s16-4 16-14" /><path d="M50 92h.1M70 92h.1" />',
  botox: '<rect x="50" y="20" width="20" height="60" rx="4" /><path d="M60 80v24M44 20h32M54 40h12M54 52h12" />',
  "dermal-fillers": '<path d="M30 64c10-14 50-14 60 0-10 14-50 14-60 0Z" /><path d="M30 64h60" /><path d="M84 24l-14 20" />',
  "laser-hair-removal": '<path d="M20 30l40 30 40-30" /><path d="M60 60v44" /><circle cx="60" cy="60" r="6" />',
  "facial-treatments": '<circle cx="60" cy="60" r="36" /><path d="M42 52c4-4 8-4 12 0M66 52c4-4 8-4 12 0M48 76c8 6 16 6 24 0" />',
  coolsculpting: '<path d="M60 16v88M22 38l76 44M98 38L22 82" /><circle cx="60" cy="60" r="10" />',
  nutrition: '<path d="M60 34c-20-14-40 0-36 26 4 30 22 44 36 36 14 8 32-6 36-36 4-26-16-40-36-26Z" /><path d="M60 34c0-10 6-16 14-18" />',
  "wellness-coaching": '<circle cx="60" cy="28" r="10" /><path d="M60 40v34M36 54l24-6 24 6M44 104l16-30 16 30" />',
  recovery: '<path d="M18 84h84M22 84V54h76v30M30 54V44h24v10" /><path d="M60 22v16M52 30h16" />',
};

function stockSvg(key: StockPhotoKey, label: string): string {
  const [from, to, ink] = cyclic(PALETTES, hash(key));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600" role="img" aria-label="${escapeXml(label)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="800" height="600" fill="url(#g)"/>
<circle cx="${120 + (hash(key) % 160)}" cy="110" r="150" fill="#fff" opacity=".25"/>
<circle cx="${640 - (hash(label) % 140)}" cy="520" r="190" fill="#fff" opacity=".18"/>
<g transform="translate(280 130) scale(2)" fill="none" stroke="${ink}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round" opacity=".85">${MOTIFS[key]}</g>
<text x="400" y="520" text-anchor="middle" font-family="Helvetica,Arial,sans-serif" font-size="40" font-weight="700" fill="${ink}">${escapeXml(label)}</text>
</svg>
`;
}

function initials(name: string): string {
  const words = name
    .replace(/^Dr\.?\s+/i, "")
    .split(/[\s,]+/)
    .filter((w) => /^[A-Z]/.test(w) && !/^(RN|NP|RDN|MD)$/.test(w));
  return ((words[0]?.[0] ?? "") + (words.length > 1 ? (words.at(-1)?.[0] ?? "") : "")).toUpperCase();
}

function portraitSvg(id: string, name: string, isBusiness: boolean): string {
  const [from, to, ink] = cyclic(PALETTES, hash(id));
  const figure = isBusiness
    ? '<path d="M120 300V170l80-50 80 50v130Z" fill="#fff" opacity=".85"/><rect x="180" y="230" width="40" height="70" fill="' +
      ink +
      '" opacity=".6"/><rect x="140" y="185" width="30" height="30" fill="' +
      ink +
      '" opacity=".35"/><rect x="230" y="185" width="30" height="30" fill="' +
      ink +
      '" opacity=".35"/>'
    : '<circle cx="200" cy="165" r="62" fill="#fff" opacity=".9"/><path d="M86 330c8-64 56-100 114-100s106 36 114 100Z" fill="#fff" opacity=".9"/>';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="400" height="400" fill="url(#g)"/>
<circle cx="330" cy="70" r="90" fill="#fff" opacity=".2"/>
${figure}
<rect x="0" y="330" width="400" height="70" fill="${ink}" opacity=".88"/>
<text x="200" y="377" text-anchor="middle" font-family="Helvetica,Arial,sans-serif" font-size="34" font-weight="700" fill="#fff" letter-spacing="4">${escapeXml(initials(name))}</text>
</svg>
`;
}

const stockDir = `${root}public/lovable-uploads/stock`;
const providerDir = `${root}public/lovable-uploads/providers`;
mkdirSync(stockDir, { recursive: true });
mkdirSync(providerDir, { recursive: true });

let files = 0;
for (const [key, label] of Object.entries(STOCK_PHOTOS) as [StockPhotoKey, string][]) {
  writeFileSync(`${stockDir}/${key}.svg`, stockSvg(key, label));
  files++;
}
for (const p of seedProviders(PLACES)) {
  const isBusiness = !/^Dr\.|,\s*(RN|NP|RDN)$/.test(p.name) && !/coach/i.test(p.title ?? "");
  writeFileSync(`${providerDir}/provider-${p.id}.svg`, portraitSvg(p.id, p.name, isBusiness));
  files++;
}
console.log(`wrote ${files} images`);
