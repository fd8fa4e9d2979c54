/**
 * A mole or spot that is new, changes, grows, itches or bleeds (issue 44): a dermatologist first,
 * before any laser, IPL or peel on or near it. Shared by the layer (index.ts) and the report
 * reading (report.ts), which does not read such a spot, with no procedure done, as a warning sign.
 */
import { correctedWords } from "./spelling";

/** A mole or spot that is new, changes, grows, itches or bleeds (English and Spanish, typos corrected). */
export const LESION_WORD =
  / (?:moles?|birthmarks?|freckles?|lesions?|growths?|spots?|lunar(?:es)?|lesion(?:es)?|mancha|manchas|peca|pecas) /;
const LESION_CHANGE =
  / (?:chang\w*|grow(?:s|ing|n)?|bigger|bleed\w*|itch\w*|crust\w*|irregular|new|darker|raised|sore that won t heal|cambi\w*|crec\w*|sangr\w*|pica\w*|nuev[oa]|mas oscur[oa]|irregular(?:es)?|costra|se (?:puso|volvio|esta poniendo|ha puesto) (?:\w+ ){0,2}(?:negr[oa]|oscur[oa]|mas|distint[oa])|bordes? (?:\w+ ){0,1}(?:rar[oa]s?|irregular\w*|dispare\w*|borros\w*)|se oscurecio|turned (?:\w+ ){0,1}(?:black|dark\w*)|(?:ragged|uneven|blurry) (?:edge|edges|border|borders)|looks? (?:\w+ ){0,2}(?:off|weird|odd|strange|funny|wrong)|(?:looks?|looking|seems?|is|s|se ve|esta|se nota) (?:\w+ ){0,1}(?:different|diferente|distint[oa]|odd|weird|rar[oa])) /;

export function isLesionConcern(text: string): boolean {
  // "Sun spots on a different part of my face" names another place, not a change.
  const plain = correctedWords(text).replace(
    / (?:a |another )?(?:different|diferente|distint[oa]) (?:part|area|spot|side|place|parte|zona|lado|lugar) /g,
    " ",
  );
  return LESION_WORD.test(plain) && LESION_CHANGE.test(plain);
}
