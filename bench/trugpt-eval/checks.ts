/**
 * The properties of a TruGPT answer the evaluation checks (issue 37, item 3), judged from the
 * engine's output alone: the answer's text and the providers it mentions (the cards under the
 * reply and any "- Name, City, ST" line of the text), against the directory as D1 holds it and
 * the asked place's point from app/geo. Pure functions: test/integration/trugpt-eval-checks.test.ts
 * shows each one failing on the answer it is for.
 */
import { PROCEDURE_NAMES } from "~/directory/procedure-names";
import { distanceMiles, type GeoPoint } from "~/geo/distance";
import { detectLanguage } from "./language";

export type Language = "en" | "es";

/** What each procedure is called in an answer (English or Spanish, matched without accents, as whole words). */
export const PROCEDURE_TERMS = {
  rhinoplasty: ["rhinoplasty", "nose job", "rinoplastia", "cirugia de nariz"],
  "breast-augmentation": ["breast augmentation", "breast implants", "aumento de senos", "aumento de pecho", "implantes mamarios"],
  liposuction: ["liposuction", "liposuccion"],
  facelift: ["facelift", "face lift", "estiramiento facial", "lifting facial"],
  "tummy-tuck": ["tummy tuck", "abdominoplasty", "abdominoplastia"],
  "brazilian-butt-lift": ["brazilian butt lift", "bbl", "levantamiento de gluteos"],
  "mommy-makeover": ["mommy makeover"],
  "breast-reduction": ["breast reduction", "reduccion de senos", "reduccion mamaria"],
  botox: ["botox"],
  "dermal-fillers": ["dermal filler", "dermal fillers", "lip filler", "lip fillers", "rellenos dermicos", "relleno dermico"],
  coolsculpting: ["coolsculpting", "cool sculpting", "fat freezing", "criolipolisis"],
  "chemical-peels": ["chemical peel", "chemical peels", "peeling quimico"],
  "laser-hair-removal": ["laser hair removal", "depilacion laser", "depilacion con laser"],
  microneedling: ["microneedling", "micropuncion"],
  "ipl-photofacial": ["ipl", "photofacial", "fotofacial"],
  "thread-lift": ["thread lift", "hilos tensores"],
} as const;
export type Slug = keyof typeof PROCEDURE_TERMS;

/** Other procedures an answer about one may rightly name (its own facts compare or combine them). */
const MAY_NAME: Partial<Record<Slug, Slug[]>> = {
  "thread-lift": ["facelift"],
  "mommy-makeover": ["tummy-tuck", "breast-augmentation", "liposuction"],
  coolsculpting: ["liposuction"],
  "brazilian-butt-lift": ["liposuction"],
};

export type EvalCase = {
  id: string;
  /** Earlier questions of the conversation, each answered by the engine before `question`. */
  turns?: string[];
  question: string;
  /**
   * Asked in the nutrition variant of the chat (spec 001: the two nutrition providers' pages). The
   * variant is the dialog's alone today (its subtitle, welcome and placeholder): the server is not
   * told, so the question is sent as it is.
   */
  variant?: "nutrition";
  /** The language a correct answer is in. */
  language: Language;
  kind: "procedure" | "nutrition" | "offTopic" | "emergency" | "general";
  /** The procedure a correct answer is about (and no other). */
  procedure?: Slug;
  /** The place a correct answer is about: one of `names` appears in it; `lookup` is app/geo's parsePlace text for its point. */
  place?: { names: string[]; lookup: string };
  /** "near X": providers nearest first. */
  near?: boolean;
  /** Providers a correct answer mentions: at least one ("some"), any number ("any", the default), or none. */
  providers?: "some" | "any" | "none";
  /** A yes/no question: the answer's first word. */
  yesNo?: "yes" | "no";
  /** A follow-up that asks one part: cost answers with a price; recovery and risks without one. */
  part?: "cost" | "recovery" | "risks";
  /** Texts a correct answer does not contain (a place or procedure of an earlier turn it must not carry over). */
  notAbout?: string[];
};

export type MentionedProvider = { id: string; name: string };
export type EngineAnswer = { text: string; providers: MentionedProvider[] };
export type DirectoryRow = {
  id: string;
  name: string;
  city: string | null;
  state: string | null;
  specialties: string[];
  latitude: number | null;
  longitude: number | null;
};
export type CheckContext = {
  directory: DirectoryRow[];
  /** The point of the case's place (app/geo's parsePlace), when it has one. */
  placePoint?: GeoPoint;
  /** The engine's answer to the turn before, in a conversation. */
  previousAnswer?: string;
  /** The emergency guidance and the disclaimer per language (undefined: no exact text known; a pattern stands in). */
  texts: { emergency: Record<Language, string | undefined>; disclaimer: Record<Language, string | undefined> };
};

export const PROPERTIES = [
  "language",
  "about",
  "providers",
  "distanceOrder",
  "disclaimer",
  "emergencyAlone",
  "yesNoFirst",
  "noRepeat",
] as const;
export type Property = (typeof PROPERTIES)[number];
export type Verdict = { pass: boolean; why?: string };
export type Verdicts = Partial<Record<Property, Verdict>>;

/** Providers within this many miles of the place are "in or near" it. */
export const NEAR_MILES = 50;
/** Two distances this close count as equal when checking the order. */
const DISTANCE_SLACK_MILES = 0.5;

/** A word of nutrition, English or Spanish (after plain()). */
const NUTRITION_WORDS =
  / (protein|proteins|proteina|proteinas|nutrition|nutricion|diet|dieta|eat|eating|comer|come|comida|food|foods|alimento|alimentos|vitamin|vitamins|vitamina|vitaminas|supplement|supplements|suplemento|suplementos|fish oil|alcohol|water|agua|hydration|hidratacion|salt|sal) /;

const pass: Verdict = { pass: true };
const fail = (why: string): Verdict => ({ pass: false, why });

/** Lower case, no accents, one space between words: "Liposucción" reads "liposuccion". */
export function plain(text: string): string {
  return ` ${text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}$]+/gu, " ")
    .trim()} `;
}

const names = (text: string, term: string) => plain(text).includes(` ${plain(term).trim()} `);

/** The procedures an answer names. */
export function proceduresNamed(text: string): Slug[] {
  return (Object.keys(PROCEDURE_TERMS) as Slug[]).filter((slug) => PROCEDURE_TERMS[slug].some((term) => names(text, term)));
}

const PROVIDER_LINE = /^\s*[-•*]\s+(.+?),\s+[^,\n]+,\s+[A-Z]{2}\b/gm;

/** The provider names of the text's "- Name, City, ST" lines, in order. */
export function providerLines(text: string): string[] {
  return [...text.matchAll(PROVIDER_LINE)].map((m) => m[1]!.trim());
}

const squash = (text: string) => text.replace(/\s+/g, " ").trim();

const ES_DISCLAIMER = /no (es|constituye|sustituye|reemplaza)[^.]{0,60}(consejo|asesoramiento|recomendacion|opinion) medic/;
const EN_DISCLAIMER = /not (medical advice|a substitute for medical)/;

function hasDisclaimer(text: string, language: Language, ctx: CheckContext): boolean {
  const exact = ctx.texts.disclaimer[language];
  if (exact) return squash(text).includes(squash(exact));
  return (language === "es" ? ES_DISCLAIMER : EN_DISCLAIMER).test(plain(text));
}

/** The directory rows that offer the case's procedure (all of them without one), as the directory's filter matches specialties. */
function offering(c: EvalCase, directory: DirectoryRow[]): DirectoryRow[] {
  const match = c.procedure ? PROCEDURE_NAMES.find((p) => p.slug === c.procedure)?.match : c.kind === "nutrition" ? "Nutrition" : undefined;
  if (!match) return directory;
  return directory.filter((row) => row.specialties.some((s) => s.toLowerCase().includes(match.toLowerCase())));
}

const pointOf = (row: DirectoryRow): GeoPoint | undefined =>
  row.latitude === null || row.longitude === null ? undefined : { latitude: row.latitude, longitude: row.longitude };

function distanceFrom(point: GeoPoint, row: DirectoryRow): number {
  const at = pointOf(row);
  return at ? distanceMiles(point, at) : Number.POSITIVE_INFINITY;
}

/** The mentioned providers as directory rows, in the order a patient reads them (the text's lines, else the cards); `unknown` names what D1 does not hold. */
function mentioned(answer: EngineAnswer, directory: DirectoryRow[]): { rows: DirectoryRow[]; unknown: string[] } {
  const byName = new Map(directory.map((row) => [row.name.toLowerCase(), row]));
  const byId = new Map(directory.map((row) => [row.id, row]));
  const unknown: string[] = [];
  const fromText = providerLines(answer.text).flatMap((name) => {
    const row = byName.get(name.toLowerCase());
    if (!row) unknown.push(name);
    return row ? [row] : [];
  });
  const fromCards = answer.providers.flatMap((p) => {
    const row = byId.get(p.id);
    if (!row || row.name !== p.name) unknown.push(p.name);
    return row ? [row] : [];
  });
  const rows = [...fromText];
  for (const row of fromCards) if (!rows.includes(row)) rows.push(row);
  return { rows, unknown };
}

function checkLanguage(c: EvalCase, answer: EngineAnswer): Verdict {
  const found = detectLanguage(answer.text);
  return found === c.language ? pass : fail(`answer reads ${found}, expected ${c.language}`);
}

function checkAbout(c: EvalCase, answer: EngineAnswer): Verdict | undefined {
  const text = answer.text;
  const named = proceduresNamed(text);
  const forbidden = (c.notAbout ?? []).filter((t) => names(text, t));
  if (forbidden.length) return fail(`carries over ${forbidden.join(", ")}`);
  if (c.kind === "offTopic") {
    // A scope reply may name procedures as examples of what TruGPT knows; one carried over from an earlier turn is a guess.
    const earlier = new Set((c.turns ?? []).flatMap(proceduresNamed));
    const carried = named.filter((slug) => earlier.has(slug));
    if (carried.length) return fail(`off-topic answer carries over ${carried.join(", ")}`);
    if (text.includes("$")) return fail("off-topic answer gives a price");
    return pass;
  }
  if (c.kind === "procedure" || c.kind === "nutrition") {
    if (c.procedure && !named.includes(c.procedure)) return fail(`does not name ${c.procedure}`);
    const allowed = new Set<Slug>([...(c.procedure ? [c.procedure] : []), ...((c.procedure && MAY_NAME[c.procedure]) || [])]);
    const others = named.filter((slug) => !allowed.has(slug));
    if (others.length) return fail(`names another procedure: ${others.join(", ")}`);
    if (c.kind === "nutrition" && !NUTRITION_WORDS.test(plain(text))) return fail("a nutrition question without a word of nutrition");
    if (c.place && !c.place.names.some((name) => names(text, name))) return fail(`does not name ${c.place.names.join(" or ")}`);
    if (c.part === "cost" && !text.includes("$")) return fail("a cost question without a price");
    if ((c.part === "recovery" || c.part === "risks") && text.includes("$")) return fail(`a ${c.part} question answered with prices`);
    return pass;
  }
  return c.notAbout ? pass : undefined;
}

function checkProviders(c: EvalCase, answer: EngineAnswer, ctx: CheckContext): Verdict | undefined {
  const wanted = c.providers ?? (c.kind === "offTopic" || c.kind === "emergency" ? "none" : c.kind === "general" ? undefined : "any");
  if (!wanted) return undefined;
  const { rows, unknown } = mentioned(answer, ctx.directory);
  if (unknown.length) return fail(`mentions providers not in the directory: ${unknown.join(", ")}`);
  if (wanted === "none") return rows.length ? fail(`mentions ${rows.length} provider(s)`) : pass;
  if (wanted === "some" && rows.length === 0) return fail("mentions no provider");
  const candidates = offering(c, ctx.directory);
  const offers = new Set(candidates.map((row) => row.id));
  const notOffering = rows.filter((row) => !offers.has(row.id));
  if (notOffering.length) return fail(`${notOffering.map((r) => r.name).join(", ")} do(es) not offer ${c.procedure ?? "it"}`);
  if (!c.place) return pass;
  if (!ctx.placePoint) throw new Error(`case ${c.id}: no point for ${c.place.lookup}`);
  const point = ctx.placePoint;
  const nearby = candidates.filter((row) => distanceFrom(point, row) <= NEAR_MILES);
  // In or near the place; when nobody near offers it, the nearest who do (never farther ones).
  const nearest = candidates.map((row) => distanceFrom(point, row)).sort((a, b) => a - b);
  const limit = nearby.length ? NEAR_MILES : (nearest[Math.max(0, rows.length - 1)] ?? 0) + DISTANCE_SLACK_MILES;
  const far = rows.filter((row) => distanceFrom(point, row) > limit);
  if (far.length)
    return fail(
      `${far.map((r) => `${r.name} (${r.city}, ${Math.round(distanceFrom(point, r))} mi)`).join(", ")} not in or near ${c.place.lookup}`,
    );
  return pass;
}

function checkDistanceOrder(c: EvalCase, answer: EngineAnswer, ctx: CheckContext): Verdict | undefined {
  if (!c.near || !c.place) return undefined;
  if (!ctx.placePoint) throw new Error(`case ${c.id}: no point for ${c.place.lookup}`);
  const point = ctx.placePoint;
  const { rows } = mentioned(answer, ctx.directory);
  // At least two to order: of those near when any is, else of the nearest anywhere (one near is listed alone).
  const candidates = offering(c, ctx.directory);
  const nearby = candidates.filter((row) => distanceFrom(point, row) <= NEAR_MILES).length;
  const needed = Math.min(2, nearby || candidates.length);
  if (rows.length < needed) return fail(`lists ${rows.length} provider(s); ${needed} who offer it are to be ordered`);
  const miles = rows.map((row) => distanceFrom(point, row));
  for (let i = 1; i < miles.length; i++)
    if (miles[i]! + DISTANCE_SLACK_MILES < miles[i - 1]!)
      return fail(`${rows[i]!.name} (${Math.round(miles[i]!)} mi) after ${rows[i - 1]!.name} (${Math.round(miles[i - 1]!)} mi)`);
  return pass;
}

function checkDisclaimer(c: EvalCase, answer: EngineAnswer, ctx: CheckContext): Verdict | undefined {
  if (c.kind === "procedure" || c.kind === "nutrition")
    return hasDisclaimer(answer.text, c.language, ctx) ? pass : fail("medical answer without the disclaimer");
  if (c.kind === "offTopic")
    return hasDisclaimer(answer.text, "en", ctx) || hasDisclaimer(answer.text, "es", ctx)
      ? fail("off-topic answer with the disclaimer")
      : pass;
  return undefined;
}

function checkEmergency(c: EvalCase, answer: EngineAnswer, ctx: CheckContext): Verdict | undefined {
  if (c.kind !== "emergency") return undefined;
  if (answer.providers.length || providerLines(answer.text).length) return fail("emergency answer mentions providers");
  if (answer.text.includes("$")) return fail("emergency answer gives prices");
  const exact = ctx.texts.emergency[c.language];
  if (exact) return squash(answer.text) === squash(exact) ? pass : fail("emergency answer is not the guidance alone");
  // No exact Spanish text known: one paragraph that sends to 911.
  return /\b911\b/.test(answer.text) && !/\n\s*\n/.test(answer.text.trim()) ? pass : fail("emergency answer is not the guidance alone");
}

function checkYesNo(c: EvalCase, answer: EngineAnswer): Verdict | undefined {
  if (!c.yesNo) return undefined;
  const first = plain(answer.text).trim().split(" ")[0] ?? "";
  const said = first === "yes" || first === "si" ? "yes" : first === "no" ? "no" : undefined;
  if (!said) return fail(`answer starts "${answer.text.slice(0, 30)}", not with a yes or no`);
  return said === c.yesNo ? pass : fail(`answers ${said}, expected ${c.yesNo}`);
}

const sentences = (text: string) =>
  text
    .split(/(?<=[.!?:])\s+|\n+/)
    .map(squash)
    .filter((s) => s.length > 25);

function checkNoRepeat(answer: EngineAnswer, ctx: CheckContext): Verdict | undefined {
  if (ctx.previousAnswer === undefined) return undefined;
  if (squash(answer.text) === squash(ctx.previousAnswer)) return fail("repeats the previous answer word for word");
  const disclaimers = Object.values(ctx.texts.disclaimer)
    .filter(Boolean)
    .map((t) => squash(t!));
  const before = sentences(ctx.previousAnswer).filter((s) => !disclaimers.some((d) => d.includes(s)) && !/^[-•*] /.test(s));
  const now = squash(answer.text);
  const repeated = before.filter((s) => now.includes(s));
  return before.length && repeated.length / before.length > 0.5
    ? fail(`repeats ${repeated.length} of the previous answer's ${before.length} sentences`)
    : pass;
}

/** Every property that applies to the case, judged. */
export function checkAnswer(c: EvalCase, answer: EngineAnswer, ctx: CheckContext): Verdicts {
  return {
    language: checkLanguage(c, answer),
    about: checkAbout(c, answer),
    providers: checkProviders(c, answer, ctx),
    distanceOrder: checkDistanceOrder(c, answer, ctx),
    disclaimer: checkDisclaimer(c, answer, ctx),
    emergencyAlone: checkEmergency(c, answer, ctx),
    yesNoFirst: checkYesNo(c, answer),
    noRepeat: checkNoRepeat(answer, ctx),
  };
}
