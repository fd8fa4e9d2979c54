/**
 * The language of an answer, from its words alone: Spanish stop-words and Spanish letters
 * (á é í ó ú ñ ¿ ¡) against English stop-words. Provider lines ("- Name, City, ST") are left out:
 * names are the same in any language. Words both languages use ("a", "no", "me") count for neither.
 * "mixed" when neither side has at least two thirds of the evidence, "unknown" with none at all.
 */
export type Detected = "en" | "es" | "mixed" | "unknown";

const SPANISH = new Set(
  (
    "el la los las del que y en un una unos unas es son por para con se su sus al lo como más pero le les ya este esta estos estas " +
    "ese esa eso sí porque entre cuando muy sin sobre también hasta hay donde desde todo todos durante ni otro otra otros otras " +
    "tu tus te puede pueden puedes suele costar cuesta cuánto días semanas meses después antes tiene tienen está están ser estar " +
    "proveedor proveedores ninguno ningún recuperación riesgos precio precios consulta cerca millas"
  ).split(" "),
);
const ENGLISH = new Set(
  (
    "the and of to in is it you your that for on with as are be this was have has or by not at from can after about what how which " +
    "more most they their there if an will do does should my i typically costs cost days weeks months before who near provider providers " +
    "recovery risks price prices ask miles"
  ).split(" "),
);
const SPANISH_LETTERS = /[áéíóúñ¿¡]/;
const PROVIDER_LINE = /^\s*[-•*]\s+.+$/gm;

export function detectLanguage(text: string): Detected {
  const words =
    text
      .replace(PROVIDER_LINE, " ")
      .toLowerCase()
      .match(/[\p{L}']+/gu) ?? [];
  let es = 0;
  let en = 0;
  for (const word of words) {
    if (SPANISH.has(word) || SPANISH_LETTERS.test(word)) es++;
    else if (ENGLISH.has(word)) en++;
  }
  if (es + en === 0) return "unknown";
  if (es >= 2 * en) return "es";
  if (en >= 2 * es) return "en";
  return "mixed";
}
