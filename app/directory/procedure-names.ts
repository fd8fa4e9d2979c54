/**
 * The procedure catalogue's names and slugs (procedures.ts adds what the procedure pages show):
 * the home search picker and the /find-doctors filter ship these in every first load.
 */
export type ProcedureCategory = "surgical" | "non-surgical" | "wellness";
export type ProcedureName = {
  slug: string;
  name: string;
  /** The specialty text matched (case-insensitive substring) against provider specialties. */
  match: string;
  category: ProcedureCategory;
};

export const PROCEDURE_NAMES = [
  { slug: "rhinoplasty", name: "Rhinoplasty (Nose Job)", match: "Rhinoplasty", category: "surgical" },
  { slug: "breast-augmentation", name: "Breast Augmentation", match: "Breast Augmentation", category: "surgical" },
  { slug: "liposuction", name: "Liposuction", match: "Liposuction", category: "surgical" },
  { slug: "facelift", name: "Facelift", match: "Facelift", category: "surgical" },
  { slug: "tummy-tuck", name: "Tummy Tuck", match: "Tummy Tuck", category: "surgical" },
  { slug: "brazilian-butt-lift", name: "Brazilian Butt Lift", match: "Brazilian Butt Lift", category: "surgical" },
  { slug: "mommy-makeover", name: "Mommy Makeover", match: "Mommy Makeover", category: "surgical" },
  { slug: "breast-reduction", name: "Breast Reduction", match: "Breast Reduction", category: "surgical" },
  { slug: "botox", name: "Botox", match: "Botox", category: "non-surgical" },
  { slug: "dermal-fillers", name: "Dermal Fillers", match: "Dermal Fillers", category: "non-surgical" },
  { slug: "coolsculpting", name: "CoolSculpting", match: "CoolSculpting", category: "non-surgical" },
  { slug: "chemical-peels", name: "Chemical Peels", match: "Chemical Peel", category: "non-surgical" },
  { slug: "laser-hair-removal", name: "Laser Hair Removal", match: "Laser Hair Removal", category: "non-surgical" },
  { slug: "microneedling", name: "Microneedling", match: "Microneedling", category: "non-surgical" },
  { slug: "ipl-photofacial", name: "IPL Photofacial", match: "IPL", category: "non-surgical" },
  { slug: "thread-lift", name: "Thread Lift", match: "Thread Lift", category: "non-surgical" },
  { slug: "nutrition-counseling", name: "Nutrition Counseling", match: "Nutrition", category: "wellness" },
  { slug: "wellness-coaching", name: "Wellness Coaching", match: "Wellness Coaching", category: "wellness" },
  { slug: "post-surgery-recovery", name: "Post-Surgery Recovery Care", match: "Recovery", category: "wellness" },
] as const satisfies readonly ProcedureName[];

export type ProcedureSlug = (typeof PROCEDURE_NAMES)[number]["slug"];

export const SURGICAL_PROCEDURES = PROCEDURE_NAMES.filter((p) => p.category === "surgical");
export const NON_SURGICAL_PROCEDURES = PROCEDURE_NAMES.filter((p) => p.category === "non-surgical");
