/**
 * The procedure catalogue: requirements 001's provider-search option list (surgical and non-surgical),
 * plus the wellness services of requirements 000's stock-photo list. Shared by the home search picker,
 * /browse-procedures, the seed data and the stock-photo rules. The names alone, which the menus and
 * selects of every page need, are procedure-names.ts: the descriptions and prices here reach only
 * the pages that show them.
 */
import { PROCEDURE_NAMES, type ProcedureName, type ProcedureSlug } from "./procedure-names.ts";

export type { ProcedureCategory } from "./procedure-names.ts";

type ProcedureDetails = {
  summary: string;
  priceRange: string;
  /** Key into STOCK_PHOTOS. */
  stock: StockPhotoKey;
};
export type Procedure = ProcedureName & ProcedureDetails;

export const STOCK_PHOTOS = {
  "breast-augmentation": "Breast Augmentation",
  "brazilian-butt-lift": "Brazilian Butt Lift",
  "tummy-tuck": "Tummy Tuck",
  "facial-surgery": "Facial Surgery",
  "mommy-makeover": "Mommy Makeover",
  "body-contouring": "Body Contouring",
  liposuction: "Liposuction",
  rhinoplasty: "Rhinoplasty",
  botox: "Botox",
  "dermal-fillers": "Dermal Fillers",
  "laser-hair-removal": "Laser Hair Removal",
  "facial-treatments": "Facial Treatments",
  coolsculpting: "CoolSculpting",
  nutrition: "Nutrition",
  "wellness-coaching": "Wellness Coaching",
  recovery: "Recovery",
} as const;
export type StockPhotoKey = keyof typeof STOCK_PHOTOS;

/** Padding when a provider's procedures yield fewer than 3 distinct stock photos. */
export const DEFAULT_STOCK_PHOTOS: StockPhotoKey[] = ["facial-treatments", "body-contouring", "wellness-coaching"];

export function stockPhotoUrl(key: StockPhotoKey): string {
  return `/lovable-uploads/stock/${key}.svg`;
}

const DETAILS: Record<ProcedureSlug, ProcedureDetails> = {
  rhinoplasty: {
    stock: "rhinoplasty",
    priceRange: "$5,000 - $15,000",
    summary:
      "Reshapes the nose to improve its proportions or breathing. Results settle over about a year; most patients return to work in 1 to 2 weeks.",
  },
  "breast-augmentation": {
    stock: "breast-augmentation",
    priceRange: "$6,000 - $12,000",
    summary: "Increases breast size or restores volume with implants or fat transfer. Recovery takes 1 to 2 weeks before light activity.",
  },
  liposuction: {
    stock: "liposuction",
    priceRange: "$3,000 - $8,000 per area",
    summary:
      "Removes stubborn fat deposits from areas such as the abdomen, thighs or arms through small incisions. Not a weight-loss treatment.",
  },
  facelift: {
    stock: "facial-surgery",
    priceRange: "$10,000 - $20,000",
    summary:
      "Lifts and tightens sagging skin and deeper tissues of the face and neck for a more rested look. Swelling fades over several weeks.",
  },
  "tummy-tuck": {
    stock: "tummy-tuck",
    priceRange: "$8,000 - $15,000",
    summary: "Removes excess abdominal skin and repairs separated muscles, often after pregnancy or major weight loss.",
  },
  "brazilian-butt-lift": {
    stock: "brazilian-butt-lift",
    priceRange: "$8,000 - $15,000",
    summary: "Transfers fat from other areas to shape the buttocks. Choose a board-certified surgeon: safety depends heavily on technique.",
  },
  "mommy-makeover": {
    stock: "mommy-makeover",
    priceRange: "$12,000 - $25,000",
    summary: "Combines procedures such as a tummy tuck, breast lift or augmentation and liposuction to restore the body after pregnancy.",
  },
  "breast-reduction": {
    stock: "body-contouring",
    priceRange: "$7,000 - $12,000",
    summary: "Reduces breast size and weight to relieve back, neck and shoulder pain and improve proportions.",
  },
  botox: {
    stock: "botox",
    priceRange: "$300 - $600 per area",
    summary: "Injections that relax the muscles behind expression lines such as frown lines and crow's feet. Results last 3 to 4 months.",
  },
  "dermal-fillers": {
    stock: "dermal-fillers",
    priceRange: "$500 - $1,500 per syringe",
    summary: "Hyaluronic-acid gels that restore volume to lips, cheeks and folds. Results last 6 to 18 months depending on the product.",
  },
  coolsculpting: {
    stock: "coolsculpting",
    priceRange: "$2,000 - $4,000",
    summary: "Freezes and reduces fat cells without surgery. Results appear over 1 to 3 months; several sessions may be needed.",
  },
  "chemical-peels": {
    stock: "facial-treatments",
    priceRange: "$150 - $600 per session",
    summary: "Exfoliates damaged outer skin to improve tone, texture, fine lines and pigmentation.",
  },
  "laser-hair-removal": {
    stock: "laser-hair-removal",
    priceRange: "$200 - $500 per session",
    summary: "Targets hair follicles with light for long-term hair reduction. Usually 6 to 8 sessions several weeks apart.",
  },
  microneedling: {
    stock: "facial-treatments",
    priceRange: "$200 - $700 per session",
    summary: "Creates tiny controlled injuries that stimulate collagen to improve scars, pores and fine lines.",
  },
  "ipl-photofacial": {
    stock: "facial-treatments",
    priceRange: "$300 - $600 per session",
    summary: "Intense pulsed light that fades sun spots, redness and broken capillaries with little downtime.",
  },
  "thread-lift": {
    stock: "facial-surgery",
    priceRange: "$1,500 - $4,500",
    summary: "Dissolvable sutures lift sagging skin of the face and neck as a less invasive alternative to a facelift.",
  },
  "nutrition-counseling": {
    stock: "nutrition",
    priceRange: "$100 - $250 per session",
    summary: "Personal nutrition plans from registered dietitians to support weight goals, surgery preparation and recovery.",
  },
  "wellness-coaching": {
    stock: "wellness-coaching",
    priceRange: "$80 - $200 per session",
    summary: "Coaching on habits, sleep, stress and movement that helps results last.",
  },
  "post-surgery-recovery": {
    stock: "recovery",
    priceRange: "$250 - $600 per night",
    summary: "Aftercare homes and nurses that support patients in the first days after surgery.",
  },
};

export const PROCEDURES: Procedure[] = PROCEDURE_NAMES.map((p) => ({ ...p, ...DETAILS[p.slug] }));

export function findProcedure(slug: string): Procedure | undefined {
  return PROCEDURES.find((p) => p.slug === slug);
}

/** Requirements 000: a set of procedures yields 3 distinct stock images, padded from the three defaults. */
export function stockPhotosFor(specialties: string[]): string[] {
  const keys: StockPhotoKey[] = [];
  for (const specialty of specialties) {
    const lower = specialty.toLowerCase();
    const procedure = PROCEDURES.find((p) => lower.includes(p.match.toLowerCase()) || p.match.toLowerCase().includes(lower));
    if (procedure && !keys.includes(procedure.stock)) keys.push(procedure.stock);
  }
  for (const key of DEFAULT_STOCK_PHOTOS) if (keys.length < 3 && !keys.includes(key)) keys.push(key);
  return keys.slice(0, 3).map(stockPhotoUrl);
}
