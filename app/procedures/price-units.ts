/**
 * Prices in one unit per procedure (issue 48 item 3, decision 065): each catalogue procedure has a
 * canonical unit, the unit its curated range (procedures.ts) is written in, and the units a
 * practice's price may be written in with the factor that converts them. A listed price in any
 * other unit, or in none where the unit matters, is not converted: the pages say so instead of
 * guessing. Plain data, no imports of the runtime: migration 0030's views `procedure_matches` and
 * `procedure_price_units` hold the same rows (tested equal) so a trigger keeps `provider_prices`
 * (every practice price in its procedure's unit) without the app writing it.
 */
import type { ProcedureSlug } from "~/directory/procedure-names";

/** The unit words a listed price is read for, in the order the SQL checks them; "" is a price that names none. */
export const UNIT_WORDS = ["unit", "area", "syringe", "session", "night", "treatment", "procedure"] as const;
export type UnitWord = (typeof UNIT_WORDS)[number] | "";

export type PriceUnit = {
  /** "per area", "per syringe": how every price of the procedure is shown. */
  label: string;
  /** The words a listed price may use, and what one of them is in the canonical unit. */
  accepts: Partial<Record<UnitWord, number>>;
  /** The stated conversion, shown wherever it was applied. */
  conversion?: string;
  /** Whether what patients reported paying (a whole visit) is in the canonical unit. */
  reportsInUnit: boolean;
};

const WHOLE_PROCEDURE: PriceUnit = { label: "per procedure", accepts: { "": 1, procedure: 1 }, reportsInUnit: true };
const PER_SESSION: PriceUnit = { label: "per session", accepts: { session: 1, treatment: 1 }, reportsInUnit: false };

/** Units per area of Botox: a typical frown-line (glabellar) dose, the label's 20 units. */
export const BOTOX_UNITS_PER_AREA = 20;

export const PRICE_UNITS: Record<ProcedureSlug, PriceUnit> = {
  rhinoplasty: WHOLE_PROCEDURE,
  "breast-augmentation": WHOLE_PROCEDURE,
  liposuction: { label: "per area", accepts: { area: 1 }, reportsInUnit: false },
  facelift: WHOLE_PROCEDURE,
  "tummy-tuck": WHOLE_PROCEDURE,
  "brazilian-butt-lift": WHOLE_PROCEDURE,
  "mommy-makeover": WHOLE_PROCEDURE,
  "breast-reduction": WHOLE_PROCEDURE,
  botox: {
    label: "per area",
    accepts: { area: 1, unit: BOTOX_UNITS_PER_AREA },
    conversion: `1 area = ${BOTOX_UNITS_PER_AREA} units (a typical frown-line dose)`,
    reportsInUnit: false,
  },
  "dermal-fillers": { label: "per syringe", accepts: { syringe: 1 }, reportsInUnit: false },
  coolsculpting: { label: "per treatment", accepts: { "": 1, treatment: 1 }, reportsInUnit: true },
  "chemical-peels": PER_SESSION,
  "laser-hair-removal": PER_SESSION,
  microneedling: PER_SESSION,
  "ipl-photofacial": PER_SESSION,
  "thread-lift": WHOLE_PROCEDURE,
  "nutrition-counseling": PER_SESSION,
  "wellness-coaching": PER_SESSION,
  "post-surgery-recovery": { label: "per night", accepts: { night: 1 }, reportsInUnit: false },
};

/** Whole dollars as a price: "$260", "$1,500". */
export function dollars(amount: number): string {
  return `$${Math.round(amount).toLocaleString("en-US")}`;
}

/** A practice's price as stored by the trigger (provider_prices): the amount in the canonical unit and what was listed. */
export type CanonicalPrice = { amount: number; listed: string; unit: UnitWord };

/** "$260 per area" */
export function canonicalText(slug: ProcedureSlug, amount: number): string {
  return `${dollars(amount)} ${PRICE_UNITS[slug].label}`;
}

/**
 * How a converted price says where it came from: "Listed as $13 per unit; 1 area = 20 units (a
 * typical frown-line dose)". Undefined when the listed unit is the canonical one.
 */
export function conversionNote(slug: ProcedureSlug, price: CanonicalPrice): string | undefined {
  const unit = PRICE_UNITS[slug];
  if ((unit.accepts[price.unit] ?? 1) === 1) return undefined;
  return `Listed as ${price.listed}; ${unit.conversion ?? `1 ${price.unit} = ${unit.accepts[price.unit]}`}`;
}

export const PRICE_NOT_LISTED = "price not listed";

/** A listed price whose unit cannot be converted honestly: said, not guessed. */
export function notComparable(slug: ProcedureSlug, listed: string): string {
  return `Listed as ${listed}: not comparable ${PRICE_UNITS[slug].label}, so not used in price filters. Ask the practice.`;
}

/** What patients reported (a whole visit) beside a per-area or per-session price. */
export function reportsUnitNote(slug: ProcedureSlug): string | undefined {
  return PRICE_UNITS[slug].reportsInUnit ? undefined : `Patients report what a whole visit cost, not converted ${PRICE_UNITS[slug].label}.`;
}
