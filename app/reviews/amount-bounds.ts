/**
 * What a patient can plausibly have paid for each procedure (issue 43 finding 6), in whole USD. The
 * review form refuses more; the price figures (app/procedures/reported-prices.server.ts) leave out
 * any stored report above it before a median is taken, so "median $500,000" for Botox cannot show.
 * Each ceiling sits well above the catalogue's typical range (app/directory/procedures.ts): a whole
 * course, several areas or a combined operation stay in; a typo with extra zeros does not.
 */
import type { ProcedureSlug } from "~/directory/procedure-names";
import { PROCEDURE_NAMES } from "~/directory/procedure-names";

const CEILINGS: Record<ProcedureSlug, number> = {
  rhinoplasty: 40_000,
  "breast-augmentation": 35_000,
  liposuction: 40_000,
  facelift: 60_000,
  "tummy-tuck": 40_000,
  "brazilian-butt-lift": 40_000,
  "mommy-makeover": 60_000,
  "breast-reduction": 35_000,
  botox: 5_000,
  "dermal-fillers": 10_000,
  coolsculpting: 15_000,
  "chemical-peels": 3_000,
  "laser-hair-removal": 10_000,
  microneedling: 5_000,
  "ipl-photofacial": 5_000,
  "thread-lift": 15_000,
  "nutrition-counseling": 5_000,
  "wellness-coaching": 5_000,
  "post-surgery-recovery": 20_000,
};

/** Each catalogue procedure's name with its ceiling. */
export const AMOUNT_CEILINGS: ReadonlyMap<string, number> = new Map(PROCEDURE_NAMES.map((p) => [p.name, CEILINGS[p.slug]]));

/** The most a report for `procedure` may say, or undefined for a name outside the catalogue. */
export function amountCeiling(procedure: string | undefined | null): number | undefined {
  return procedure ? AMOUNT_CEILINGS.get(procedure) : undefined;
}

/** The review form's message for an amount above its procedure's ceiling. */
export function amountTooHighFor(procedure: string, ceiling: number): string {
  return `Amount paid for ${procedure} must be $${ceiling.toLocaleString("en-US")} or less. Please check the amount.`;
}
