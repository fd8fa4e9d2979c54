/**
 * The procedure catalogue's names and slugs (procedures.ts adds what the procedure pages show):
 * the home search picker and the /find-doctors filter ship these in every first load.
 */
export type ProcedureCategory = "surgical" | "non-surgical" | "wellness";
export type ProcedureName = { slug: string; name: string; category: ProcedureCategory };

export const PROCEDURE_NAMES = [
  { slug: "rhinoplasty", name: "Rhinoplasty (Nose Job)", category: "surgical" },
  { slug: "breast-augmentation", name: "Breast Augmentation", category: "surgical" },
  { slug: "liposuction", name: "Liposuction", category: "surgical" },
  { slug: "facelift", name: "Facelift", category: "surgical" },
  { slug: "tummy-tuck", name: "Tummy Tuck", category: "surgical" },
  { slug: "brazilian-butt-lift", name: "Brazilian Butt Lift", category: "surgical" },
  { slug: "mommy-makeover", name: "Mommy Makeover", category: "surgical" },
  { slug: "breast-reduction", name: "Breast Reduction", category: "surgical" },
  { slug: "botox", name: "Botox", category: "non-surgical" },
  { slug: "dermal-fillers", name: "Dermal Fillers", category: "non-surgical" },
  { slug: "coolsculpting", name: "CoolSculpting", category: "non-surgical" },
  { slug: "chemical-peels", name: "Chemical Peels", category: "non-surgical" },
  { slug: "laser-hair-removal", name: "Laser Hair Removal", category: "non-surgical" },
  { slug: "microneedling", name: "Microneedling", category: "non-surgical" },
  { slug: "ipl-photofacial", name: "IPL Photofacial", category: "non-surgical" },
  { slug: "thread-lift", name: "Thread Lift", category: "non-surgical" },
  { slug: "nutrition-counseling", name: "Nutrition Counseling", category: "wellness" },
  { slug: "wellness-coaching", name: "Wellness Coaching", category: "wellness" },
  { slug: "post-surgery-recovery", name: "Post-Surgery Recovery Care", category: "wellness" },
] as const satisfies readonly ProcedureName[];

export type ProcedureSlug = (typeof PROCEDURE_NAMES)[number]["slug"];

export const SURGICAL_PROCEDURES = PROCEDURE_NAMES.filter((p) => p.category === "surgical");
export const NON_SURGICAL_PROCEDURES = PROCEDURE_NAMES.filter((p) => p.category === "non-surgical");
