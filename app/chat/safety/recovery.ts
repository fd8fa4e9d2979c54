/**
 * The benign test (issue 44, seventh round; docs/decisions/076-trugpt-benign-test.md). After a
 * procedure, a turn that reports a present state of the body is an emergency unless it passes:
 * (a) every symptom it names is on the expected-recovery list of that kind of procedure,
 * (b) no red flag anywhere in the turn, each red flag read by clinical category as words that
 *     occur together in one clause (not within a count of words), and
 * (c) nothing is said to be severe.
 * An unknown symptom is not benign. The expected-recovery lists and the red-flag categories are
 * here and only here, named by clinical meaning. Text is correctedWords' (accents dropped, typos
 * of key words corrected), English and Spanish.
 */
import { UNCOVERED_BRAND_KINDS } from "../brands";
import { detectProcedure, plainWords } from "../knowledge";
import { addKeyWords, correctedWords } from "./spelling";
import { isUncontrolledPain } from "./warning-signs";

const words = (...phrases: string[]) => new RegExp(` (?:${phrases.join("|")}) `);
const together = (...parts: string[]) => new RegExp(parts.map((p) => `(?=.* (?:${p}) )`).join(""));

export type ProcedureKind = "injectable" | "fatDissolving" | "skin" | "surgery";

const KIND_BY_SLUG: Record<string, ProcedureKind> = {
  botox: "injectable",
  "dermal-fillers": "injectable",
  "thread-lift": "injectable",
  microneedling: "skin",
  "chemical-peels": "skin",
  "laser-hair-removal": "skin",
  "ipl-photofacial": "skin",
  coolsculpting: "skin",
};
/** A procedure no slug names, by its words ("my bleph", "arm lift", "the laser") or its brand (brands.ts: Kybella, Ultherapy). */
const INJECTABLE_WORDS = words(
  "filler\\w*",
  "botox",
  "injection\\w*",
  "injected",
  "relleno\\w*",
  "inyecc\\w*",
  "inyectaron",
  "prp",
  ...UNCOVERED_BRAND_KINDS.injectable,
);
const FAT_DISSOLVING_WORDS = words(...UNCOVERED_BRAND_KINDS.fatDissolving);
const SKIN_WORDS = words(
  "laser\\w*",
  "peel\\w*",
  "peeling",
  "microneedl\\w*",
  "ipl",
  "facial",
  "dermaplan\\w*",
  "radiofrequency",
  ...UNCOVERED_BRAND_KINDS.skin,
);

/** A nose operated on, said without the procedure's name ("me operaron la nariz", "surgery on my nose"). */
const NOSE_SURGERY =
  /(?=.* (?:nose|nariz) )(?=.* (?:operaron|opero|opere|operacion|operad[oa]|cirugia|surgery|surgeon|cirujano|job|done|hicieron|hice) )/;

/** The procedure of the guide a turn names, by its name, a common name or a brand, typos read as the word meant ("juvaderm"). */
const procedureOf = (turn: string) => (detectProcedure(turn) ?? detectProcedure(correctedWords(turn)))?.procedure.slug;

/** The last procedure of the guide the conversation names, if any. */
function lastProcedure(turns: readonly string[]): string | undefined {
  for (const turn of [...turns].reverse()) {
    const slug = procedureOf(turn);
    if (slug) return slug;
    if (NOSE_SURGERY.test(correctedWords(turn))) return "rhinoplasty";
  }
  return undefined;
}

/** The skin around and under the eyes, where a nose or face surgery's bruise settles. */
const EYE_AREA =
  / (?:(?:under|around|below|beneath) (?:my |the |both |her )?eyes?|under ?eyes?|eye ?bags|eyelids?|ojeras|(?:debajo|alrededor|abajo) de (?:los|mis|sus) ojos|parpados?) /;
const BRUISE_COLOURS =
  / (?:purple|purplish|blue|bluish|black|blackish|yellow\w*|green\w*|greenish|morad[oa]s?|moradit[oa]s?|amoratad[oa]s?|azul\w*|negr[oa]s?|amarill\w*|verde\w*)(?= )/g;
/** The asker said to be (or to stay) a bruise's colour: "how long will I be black and blue", "¿cuántos días voy a estar morada?". */
const PERSON_BRUISED =
  / (?:be|stay|look|estar|estan|esta|quedar|quedarme|ando|estoy|i m|im|i am) (?:so |all |muy |toda |todo )?(?:purple|black and blue|blue|morad[oa]s?|moradit[oa]s?|amoratad[oa]s?) /;
const bruiseColoured = (clause: string) => EYE_AREA.test(clause) || PERSON_BRUISED.test(clause);
/** Thirteenth round: after a facelift, the face, neck or jaw bruised purple ("la cara hinchada y morada los primeros días"), with nothing cold, spreading or white. */
const FACE_BRUISED =
  / (?:face|neck|jaw|jawline|cheeks?|cara|cuello|mandibula|mejillas?|quijada|papada) (?:\w+ ){0,3}(?:purple|purplish|black and blue|morad[oa]s?|moradit[oa]s?|amoratad[oa]s?) /;
const FACE_NOT_BRUISE =
  / (?:cold|fri[oa]s?|helad[oa]s?|white|blanc[oa]s?|grey|gray|gris\w*|black(?! and blue)|negr[oa]s?|mottled|marmolead\w*|motead\w*|spread\w*|extiend\w*) /;

/** Breathing through the mouth while the nose is packed or splinted ("i can only breathe through my mouth", "respiro por la boca"). */
const MOUTH_BREATHING =
  / (?:(?:can|could) only |only |have to |having to |need to |forced to |solo puedo |tengo que |nada mas puedo )?(?:breath\w*|respir\w*) (?:\w+ ){0,2}(?:through|thru|out of|with|by|por|con) (?:my |the |la |mi )?(?:mouth|boca)(?= )| mouth ?breath\w*(?= )/g;

/**
 * What is expected after one procedure in particular, in words the lists below would read as a sign
 * (issue 44, eighth round; decision 078): after a rhinoplasty, the nose stuffed up behind the splint
 * and packing (breathing through the mouth) and bruising under the eyes that goes purple, then yellow
 * or green; after a facelift, that bruising too. Each such phrase is read as expected; everything
 * else of the turn (the throat, the chest, "can't breathe" in general) is read as before.
 */
const EXPECTED_PHRASES: Record<string, ((clause: string) => string)[]> = {
  rhinoplasty: [
    (clause) => clause.replace(MOUTH_BREATHING, " ok"),
    (clause) => (bruiseColoured(clause) ? clause.replace(BRUISE_COLOURS, " bruised") : clause),
  ],
  facelift: [
    (clause) =>
      bruiseColoured(clause) || (FACE_BRUISED.test(clause) && !FACE_NOT_BRUISE.test(clause))
        ? clause.replace(BRUISE_COLOURS, " bruised")
        : clause,
  ],
};

/** A small mark ("a purple dot", "un puntito morado"), not a colour over an area. */
const SMALL_MARK =
  / (?:dot|dots|spot|spots|speck|specks|pinpoint|pinprick|mark|marks|puntito|puntitos|puntita|puntitas|punto|puntos|marquita|marquitas|marca|marcas|manchita|manchitas|bruise|bruises|moretoncito|moretoncitos) /;
/** Where a needle went in ("where the needle went", "at the injection site", "donde entró la aguja", "el pinchazo"). */
const NEEDLE_POINT =
  / (?:where (?:\w+ ){0,3}(?:needle|needles|shot|shots|injection|injections|poke|pokes|prick|cannula|they injected|it went)|(?:injection|needle|puncture|poke|prick|shot|cannula) (?:site|sites|point|points|spot|spots|mark|marks|hole|holes)|pinpricks?|donde (?:\w+ ){0,3}(?:entro|entraron|pincharon|picaron|inyectaron|metieron|aguja|agujas)|pinchazos?|piquetes?|(?:punto|puntos|sitio|sitios|lugar) (?:de|del|de la|de las) (?:inyeccion|inyecciones|aguja|agujas|pinchazo|pinchazos|piquete)) /;
/** A colour over an area or spreading: the ischemia reading, never a needle mark's. */
const OVER_AN_AREA =
  / (?:patch|patches|area|spread\w*|whole|entire|all over|across|mottled|marbled|lacy|net|web|streak\w*|blotch\w*|parche|parches|todo el|toda la|extiend\w*|marmolead\w*|motead\w*|pain\w*|hurts? (?:so|really|a lot)|duele (?:mucho|muchisimo)) /;
/** A bruise that is healing: yellow or green, fading ("the bruise is turning yellow", "el moretón ya está amarillo"). */
const HEALING_BRUISE =
  /(?=.* (?:bruis\w*|moreton\w*|morado|moradito) )(?=.* (?:yellow\w*|green\w*|fading|fades|amarill\w*|verdos\w*|verde\w*|desvanec\w*) )/;

/**
 * Eleventh round: what is expected after an injectable in any brand (decision 076's list by kind): a small
 * bruise or dot of colour where the needle went in, and a bruise that turns yellow or green as it heals. A
 * colour over an area, spreading, mottled, or with a pain said to be more than mild is read as before.
 */
const INJECTABLE_PHRASES: ((clause: string) => string)[] = [
  (clause) =>
    SMALL_MARK.test(clause) && NEEDLE_POINT.test(clause) && !OVER_AN_AREA.test(clause)
      ? clause.replace(BRUISE_COLOURS, " bruised")
      : clause,
];
/** A chemical peel, a resurfacing laser or IPL (not hair removal): the skin or the spots it treats darken, then come off. */
const PEEL_OR_RESURFACING =
  / (?:peel\w*|peeling|tca|jessner|resurfac\w*|co2|fraxel|fractional|fraccionad[oa]|erbium|halo|moxi|clear and brilliant|laser (?:facial|rejuvenation|rejuvenecimiento)|ipl|photofacial|fotofacial|foto facial|luz pulsada|bbl laser|bbl hero) /;
/** Skin that darkens before it peels ("looks kinda brown in spots", "se puso oscura, como café", "puntitos marrones"). */
const DARKENING =
  / (?:dark|darker|darkened|darkening|brown\w*|bronze\w*|tan|tanned|coffee grounds?|pepper|peppery|cafe molido|oscur[oa]s?|oscurecid[oa]s?|cafe|marron\w*|bronce\w*)(?= )/g;
/** Skin that comes off in sheets, flakes or strips ("coming off in sheets", "se pela a tiras", "se me cae la piel"). */
const SHEDDING =
  / (?:(?:coming|came|comes|falling|fell|peeling|peels?) off (?:in )?(?:\w+ ){0,1}(?:sheets|flakes|strips|layers|chunks|pieces)|(?:se (?:me |le )?)?(?:pela\w*|descama\w*|cae|caen|esta cayendo|cayendo) (?:\w+ ){0,3}(?:a |en )?(?:tiras|laminas|capas|pedazos|escamas|hojuelas|pellejos|cachos)|se (?:me|le) (?:cae|esta cayendo) la piel)(?= )/g;
/** What a colour or a shedding would still be a sign with: another colour, a spread, pain said to be strong, a smell or pus. */
const NOT_A_PEEL =
  / (?:black\w*|negr[oa]s?|grey|gray|gris\w*|white|blanc[oa]s?|blue|azul\w*|purple|morad[oa]s?|mottled|spread\w*|extiend\w*|pus|smell\w*|olor|huele|blister\w*|ampolla\w*|eyes?|vision|see|seeing|sight|ojos?|vista|veo) /;
/**
 * Twelfth round: the expected course of a medium peel or a resurfacing laser (days 3 to 7): the treated skin darkens or
 * browns, then comes off in sheets or flakes. Read as expected peeling; the pink, shiny new skin is on the skin kind's list.
 */
const PEEL_PHRASES: ((clause: string) => string)[] = [
  (clause) => (NOT_A_PEEL.test(clause) ? clause : clause.replace(SHEDDING, " peeling").replace(DARKENING, " peeling")),
];

/** A bruise that heals, after any procedure. */
const ANY_KIND_PHRASES: ((clause: string) => string)[] = [
  (clause) => (HEALING_BRUISE.test(clause) && !OVER_AN_AREA.test(clause) ? clause.replace(BRUISE_COLOURS, " bruised") : clause),
];

/** The turn with what is expected after the conversation's procedure read as expected; the turn itself when nothing is. */
export function withExpectedPhrases(question: string, turns: readonly string[]): string {
  const kind = procedureKind([...turns, question]);
  // A needle mark with a pain said to be strong anywhere in the turn keeps the ischemia reading (pain out of proportion).
  const strongPain = SEVERE.test(correctedWords(question));
  const rewrites = [
    ...(EXPECTED_PHRASES[lastProcedure([...turns, question]) ?? ""] ?? []),
    ...((kind === "injectable" || kind === "fatDissolving") && !strongPain ? INJECTABLE_PHRASES : []),
    ...(kind === "skin" && [...turns, question].some((t) => PEEL_OR_RESURFACING.test(correctedWords(t))) ? PEEL_PHRASES : []),
    ...ANY_KIND_PHRASES,
  ];
  const parts = clauses(question);
  const rewritten = parts.map((clause) => rewrites.reduce((text, rewrite) => rewrite(text), clause));
  return rewritten.some((clause, i) => clause !== parts[i]) ? rewritten.map((c) => c.trim()).join(". ") : question;
}

/** The kind of the procedure the conversation is about: the last one named, else by its words; surgery when unsure. */
export function procedureKind(turns: readonly string[]): ProcedureKind {
  for (const turn of [...turns].reverse()) {
    const slug = procedureOf(turn);
    if (slug) return KIND_BY_SLUG[slug] ?? "surgery";
    // Read as typed and through typos: a brand of everyday words ("clear and brilliant") is not a typo.
    const read = [correctedWords(turn), plainWords(turn)];
    if (read.some((plain) => FAT_DISSOLVING_WORDS.test(plain))) return "fatDissolving";
    if (read.some((plain) => INJECTABLE_WORDS.test(plain))) return "injectable";
    if (read.some((plain) => SKIN_WORDS.test(plain))) return "skin";
  }
  return "surgery";
}

/**
 * Symptoms: words that report how a part of the body is, feels, looks or works. Each one found in
 * a turn must be explained by an expected-recovery item, or the turn is not benign.
 */
const SYMPTOM =
  "hurts?|hurting|pain\\w*|aches?|aching|achy|sore\\w*|tender\\w*|burn\\w*|throb\\w*|tingl\\w*|sting\\w*|itch\\w*|heavy|heavier|hard|harder|firm|tight\\w*|stiff\\w*|hot|warm|cold|(?<! (?:ok|okay|oh|so|very|thats|that s|sounds|how|pretty|super|kinda) )cool(?! (?:thanks|thank|gracias|so|but|and|i m|im|ok) )|cooler|numb\\w*|asleep|swollen|swell\\w*|puffy|puffier|bump\\w*|lump\\w*|knots?|nodules?|bruis\\w*|red|redder|redness|pink|pinkish|pale|white|whitish|blue|bluish|purple|purplish|lilac|violet|dusky|grey|gray|black|dark|darker|yellow\\w*|green\\w*|blotch\\w*|mottled|shiny|weird|strange|funny|wrong|not right|(?<= (?:feels?|feeling|looks?|s|is|something) )off|different|bleed\\w*|blood\\w*|leak\\w*|ooz\\w*|drip\\w*|seep\\w*|crust\\w*|scab\\w*|blister\\w*|peel\\w*|flak\\w*|dry|dryness|droop\\w*|sag\\w*|twitch\\w*|spasm\\w*|cramp\\w*|pulling|pressure|bigger|larger|fuller|thicker|fatter|bulg\\w*|dent\\w*|stiff|weak|shaky|dizz\\w*|smell\\w*|stink\\w*|fever\\w*|chills|winded|breath\\w*|hunch\\w*|bent over|fluid|liquid\\w*|liquido|drainage|racing|pounding|palpitat\\w*|fluttering|cloudy|murky|milky|swallow\\w*|shut|closed|headaches?|vomit\\w*|throw\\w* up|nause\\w*" +
  "|air|duele\\w*|dolor\\w*|arde|ardor|quema|pica\\w*|comezon|picazon|punza\\w*|late|palpita\\w*|hormigue\\w*|pesad[oa]s?|(?<! cuanto| cuanto tiempo| que tanto| lo que| cuando)dur[oa]s?(?! (?:eso|esto|el|la|los|las|un|una|mas|menos|\\d+|poco|mucho|tanto|hasta|entre|aprox\\w*) )|tiesa|tieso|tirante\\w*|tirantez|apretad[oa]s?|caliente|fri[oa]s?|helad[oa]s?|dormid[oa]s?|entumid[oa]s?|entumecid[oa]s?|adormecid[oa]s?|hinchad[oa]s?|hinchazon|inflamad[oa]s?|inflamacion|bolita\\w*|bulto\\w*|moreton\\w*|roj[oa]s?|rojiz[oa]s?|enrojecid[oa]s?|rosad[oa]s?|palid[oa]s?|blanc[oa]s?|azul\\w*|morad[oa]s?|lila|gris\\w*|negr[oa]s?|oscur[oa]s?|amarill\\w*|verde\\w*|manch\\w*|sangr\\w*|chorre\\w*|gote\\w*|supura\\w*|costra\\w*|ampolla\\w*|pela\\w*|pelando|descam\\w*|resec[oa]s?|caid[oa]s?|raro|rara|extran[oa]s?|mal|debil|mare[oa]\\w*|grues[oa]s?|llen[oa]s?|mas grande|huele|olor|fiebre|aliento|aire|encorvad[oa]s?|enderez\\w*|dolor de cabeza|vomit\\w*|nause\\w*" +
  // Eleventh round: a course said to grow day by day ("each day is worse", "cada día está peor") reports on the body too.
  "|(?:worse|peor) (?:\\w+ ){0,2}(?:every|each|cada) (?:day|dia)|(?:every|each|cada) (?:day|dia) (?:\\w+ ){0,2}(?:worse|peor)|worse than yesterday|peor que ayer|worse (?:and worse|instead of better|not better)|peor no mejor";
const NOSE = / (?:nose|nostrils?|nasal|nariz|fosas?) /;
const DRAIN = / (?:drains?|drenajes?) /;
/** A symptom just after a negation ("no pain", "sin dolor", "not swollen") is not reported. */
const NEGATED =
  / (?:no|not|without|sin|ni|never|nunca|isn t|isnt|aren t|arent|don t|dont|doesn t|doesnt|no hay|no tengo|nada de|zero|any) (?:\w+ ){0,1}$/;

/**
 * Expected recovery, by kind of procedure: what a symptom may be and still be the usual course.
 * Each item is a pattern over a symptom word (with the words around it).
 */
const COMMON = {
  bruising: "bruis\\w*|moreton\\w*",
  swellingThatSettles: "swollen|swell\\w*|puffy|puffier|hinchad[oa]s?|hinchazon|inflamad[oa]s?|inflamacion",
  tenderness: "tender\\w*|sore\\w*|aches?|aching|achy|hurts?|hurting|pain\\w*|duele\\w*|dolor\\w*|molest\\w*",
  tightness: "tight\\w*|pulling|pressure|tirante\\w*|tirantez|apretad[oa]s?|stiff\\w*|tiesa|tieso",
  itching: "itch\\w*|pica\\w*|comezon|picazon",
};
export const EXPECTED_RECOVERY: Record<ProcedureKind, Record<string, string>> = {
  injectable: {
    ...COMMON,
    heavinessAfterBotox: "heavy|heavier|heaviness|pesad[oa]s?",
    aMildHeadacheAfterBotox: "headaches?|dolor de cabeza",
    smallBumpsAtTheInjectionSites: "bump\\w*|lump\\w*|knots?|nodules?|firm|hard|bolita\\w*|bulto\\w*|dur[oa]s?",
    // "Looks bigger on the left" while the swelling settles is an uneven result; "bigger than the other and growing" is a red flag.
    unevenWhileTheSwellingSettles: "bigger|larger|fuller|puffier",
    rednessAtTheInjectionSites: "red|redness|pink|pinkish|roj[oa]s?|rojiz[oa]s?|enrojecid[oa]s?|rosad[oa]s?",
  },
  // Kybella under the chin: marked swelling, numbness and firm areas for weeks are its label's common effects.
  fatDissolving: {
    ...COMMON,
    numbnessUnderTheChin: "numb\\w*|tingl\\w*|adormecid[oa]s?|entumid[oa]s?|entumecid[oa]s?|dormid[oa]s?|hormigue\\w*",
    firmnessUnderTheChin: "firm|hard|lump\\w*|bump\\w*|knots?|nodules?|dur[oa]s?|bolita\\w*|bulto\\w*",
    rednessAtTheInjectionSites: "red|redness|pink|pinkish|warm|roj[oa]s?|rojiz[oa]s?|enrojecid[oa]s?|rosad[oa]s?",
  },
  skin: {
    ...COMMON,
    rednessLikeASunburn:
      "red|redder|redness|pink|pinkish|warm|hot|burn\\w*|sting\\w*|roj[oa]s?|rojiz[oa]s?|enrojecid[oa]s?|rosad[oa]s?|arde|ardor|caliente",
    peelingAndDryness: "peel\\w*|flak\\w*|dry|dryness|pela\\w*|pelando|descam\\w*|resec[oa]s?",
    // Twelfth round: the new skin under a peel or a resurfacing laser is pink and shiny for weeks.
    pinkShinyNewSkin: "shiny|brillante\\w*",
    smallBumpsAndScabs: "bump\\w*|scab\\w*|crust\\w*|costra\\w*|bolita\\w*|granit\\w*",
    numbnessAfterFatFreezing: "numb\\w*|tingl\\w*|adormecid[oa]s?|entumid[oa]s?|entumecid[oa]s?|dormid[oa]s?|hormigue\\w*",
  },
  surgery: {
    ...COMMON,
    numbnessAroundTheIncision: "numb\\w*|tingl\\w*|asleep|adormecid[oa]s?|entumid[oa]s?|entumecid[oa]s?|dormid[oa]s?|hormigue\\w*",
    firmnessAndLumpsUnderTheSkin: "firm|hard|lump\\w*|bump\\w*|knots?|dur[oa]s?|bolita\\w*|bulto\\w*",
    aPinkScarThatFades: "pink|pinkish|rosad[oa]s?",
    heavinessOfTheTreatedPart: "heavy|heavier|heaviness|pesad[oa]s?",
    smallScabsOnTheIncision: "scab\\w*|crust\\w*|costra\\w*",
    bentOverAfterATummyTuck: "hunch\\w*|bent over|encorvad[oa]s?|enderez\\w*",
  },
};
const expectedFor = (kind: ProcedureKind) => new RegExp(`^(?:${Object.values(EXPECTED_RECOVERY[kind]).join("|")})$`);

// Red flags, each a clinical category read over one clause at a time.
const LIMB =
  "calf|calves|leg|legs|thigh|thighs|ankle|ankles|foot|feet|arm|arms|hand|hands|fingers|pierna|piernas|pantorrilla|pantorrillas|chamorro|muslo|muslos|tobillo|pie|brazo|brazos|mano|manos|dedos";
const LIMB_FINDING =
  "tight\\w*|bigger|larger|thicker|fatter|fuller|swollen|swell\\w*|puffy|puffier|warm|hot|hard|harder|red|redder|ach\\w*|pain\\w*|hurts?|tender\\w*|heavy|heavier|cramp\\w*|throb\\w*|hinchad[oa]s?|grues[oa]s?|gord[oa]s?|caliente|dur[oa]s?|roj[oa]s?|duele\\w*|dolor\\w*|pesad[oa]s?|apretad[oa]s?|tirante\\w*|mas grande";
const ONE_SIDE =
  "left|right|one (?:leg|side|calf|thigh|arm|foot|ankle|hand)|only one|single|one side|than the other|izquierd[oa]|derech[oa]|una sola|un solo|un lado|que la otra|que el otro";
const COLOUR_CHANGE =
  "white|whitish|pale|paler|grey|gray|greyish|grayish|blue|bluish|purple|purplish|lilac|violet|dusky|mottled|marbled|blotchy|black|blackish|blanched|blanching|ashen|lila|morad[oa]s?|moradit[oa]s?|azul\\w*|gris\\w*|blanc[oa]s?|blanquecin[oa]s?|palid[oa]s?|negr[oa]s?|marmolead[oa]s?|motead[oa]s?|amoratad[oa]s?|(?:dark|oscur[oa]s?) (?:crust|scab|patch|spot|area|costra|mancha|zona)|(?:crust|scab|patch|spot|area|costra|mancha|zona) (?:\\w+ ){0,2}(?:dark|oscur[oa]s?)";

export const RED_FLAGS: Record<string, RegExp> = {
  /** A clot in a limb: a calf with any finding, or one leg or arm tight, bigger, warm, hard, red or aching. */
  oneSidedLimb: new RegExp(
    `${together("calf|calves|pantorrilla\\w*|chamorro", LIMB_FINDING).source}|${together(LIMB, LIMB_FINDING, ONE_SIDE).source}`,
  ),
  /** A course that gets worse: every hour, spreading, growing, not better, bigger than the other side. */
  worsening: words(
    "worse (?:and worse|every|each|by the|than|since|instead)",
    "(?:getting|gets|got|keeps getting|is getting) (?:\\w+ ){0,1}(?:worse|bigger|larger|harder|tighter|fuller|darker|redder)",
    "instead of (?:getting )?better",
    "not (?:getting )?(?:any )?better",
    "no better",
    "(?:isn t|isnt|not) (?:improving|going down|settling)",
    "spread\\w*",
    "(?:keeps|keep|is|are|still) (?:\\w+ ){0,1}(?:growing|spreading|swelling|getting)(?! (?:down|out|better|smaller|less) )",
    "growing",
    "every (?:few )?(?:hours?|hr|minutes?)",
    "by the (?:hour|minute)",
    "(?:bigger|larger|fuller|thicker|swollen|puffier|harder|higher|bulg\\w*) (?:\\w+ ){0,3}(?:than|more than) (?:the |my )?(?:other|left|right)",
    "(?:more|mas) (?:\\w+ ){0,2}than (?:the |my )?(?:other|left|right)",
    "cada vez (?:mas|peor)",
    "cada (?:pocas )?(?:horas?|hora|minutos?|rato)",
    "empeor\\w*",
    "va a peor",
    "(?:se )?(?:extiende|esta extendiendo|esta expandiendo|expande)",
    "(?:sigue|va) (?:creciendo|aumentando|subiendo|hinchandose)",
    "creciendo",
    "no mejora\\w*",
    "(?:won t|wont|doesn t|doesnt|will not|does not) (?:\\w+ ){0,1}(?:go away|stop|ease|let up|calm down)",
    "no (?:se )?(?:me |le )?(?:quita|pasa|calma|baja)",
    "en vez de mejorar",
    // Eleventh round: pain that grows day by day after surgery ("worse than yesterday", "cada día está peor, no mejor").
    "(?:worse|hurts? more|more pain|more painful|more sore|sorer) (?:\\w+ ){0,3}(?:every|each) day",
    "(?:every|each) day (?:\\w+ ){0,3}(?:worse|hurts? more|more pain|more painful|more sore)",
    "(?:worse|hurts? more|more pain|more painful|sorer) (?:\\w+ ){0,2}than (?:yesterday|last night|this morning|the day before)",
    "cada dia (?:\\w+ ){0,3}(?:peor|duele mas|duelen mas|mas dolor|mas adolorid[oa])",
    "(?:peor|duele mas|duelen mas|mas dolor) (?:\\w+ ){0,2}cada dia",
    "(?:peor|duele mas|duelen mas|mas dolor) (?:\\w+ ){0,2}que (?:ayer|anoche|esta manana|el otro dia)",
    "peor (?:\\w+ ){0,1}no mejor",
    "mas (?:grande|hinchad[oa]|dur[oa]|llen[oa]|grues[oa]) que (?:la|el) (?:otr[oa]|izquierd[oa]|derech[oa])",
  ),
  /** A belly, breast or thigh gone hard as a board or a rock (bleeding under the skin, an infection): not the firmness that settles. */
  rigid: words(
    "(?:hard|firm|stiff|rigid|solid|tight) (?:as|like) (?:a |an )?(?:board|rock|stone|brick|plank|wood|table|wall)",
    "rock (?:hard|solid)|board ?like|rigid\\w*",
    "(?:dur[oa]s?|tiesa|tieso|rigid[oa]s?|tensa|tenso) (?:\\w+ ){0,1}como (?:una |un |la |el )?(?:tabla|piedra|roca|madera|ladrillo|pared|palo)",
    "(?:dur[oa]s?|tiesa|tieso) (?:\\w+ ){0,1}(?:una |como )?(?:tabla|piedra|roca)",
  ),
  /** Any change in the colour of the skin (a bruise is not one). */
  colourChange: together(COLOUR_CHANGE),
  /** Sight: flashes, shadows, blur, double, a dark spot. */
  vision: words(
    "vision|eyesight|blurr\\w*|borros[oa]s?|nublad[oa]s?|destellos",
    "(?:see|sees|seeing|saw|ve|veo|vio|viendo) (?:\\w+ ){0,3}(?:flash\\w*|lights?|shadows?|double|spots|stars|dark|luces|lucecitas|sombras?|doble|manchas|oscuro)",
    "flashing lights?",
  ),
  /** One side of the face: a droop, an eye pushed out, a crooked mouth. */
  oneSidedFace: words(
    "droop\\w*",
    "(?:eye|eyes|ojo|ojos) (?:\\w+ ){0,3}(?:bulg\\w*|sticking out|pushed out|popping|saltad[oa]s?|salid[oa]s?|saltones?)",
    "bulg\\w* (?:\\w+ ){0,3}(?:eye|ojo)",
    "(?:mouth|smile|face|boca|sonrisa|cara) (?:\\w+ ){0,2}(?:crooked|lopsided|twisted|torcid[oa]|chuec[oa]|caid[oa])",
  ),
  /** One side of the face or body numb, weak or tingling (a stroke), whatever is expected around an incision. */
  oneSidedNumbness: together(
    "numb\\w*|weak\\w*|tingl\\w*|asleep|adormecid[oa]s?|entumid[oa]s?|entumecid[oa]s?|dormid[oa]s?|debil|hormigue\\w*",
    "one side|left side|right side|half|un lado|la mitad|media|lado izquierdo|lado derecho",
    "face|mouth|lip|lips|smile|cheek|tongue|arm|leg|hand|body|cara|boca|labio|labios|mejilla|lengua|brazo|pierna|mano|cuerpo",
  ),
  /** Breathing, the chest, the throat (breathing through the nose after a nose job is expected). */
  breathing: new RegExp(
    `^(?!.* (?:nose|nostrils?|nasal|nariz|fosas?) )(?=.* (?:breath\\w*|winded|short of air|air hunger|aliento|aire|respir\\w*|ahog\\w*|chok\\w*|wheez\\w*|throat|garganta|cough\\w*|tos|swallow\\w*|trag\\w*) )`,
  ),
  /** The heart racing, pounding or skipping. */
  heart: new RegExp(
    `${together("heart|heartbeat|pulse|corazon|pulso", "racing|races|pounding|pounds|fast|skipping|flutter\\w*|acelerad[oa]|rapido|muy fuerte|palpit\\w*").source}|${words("palpitat\\w*|palpitacion\\w*|taquicardia").source}`,
  ),
  chest: together("chest|pecho", "pain\\w*|hurts?|pressure|tight\\w*|heavy|duele\\w*|dolor\\w*|presion|apretad[oa]"),
  /** Infection: fever, pus, a smell, a yellow or green crust or fluid. */
  infection: words(
    "fever\\w*|feverish|chills|fiebre|calentura|escalofr\\w*",
    "pus|supura\\w*|ooz\\w*|discharge|secrecion|cloudy|murky|milky|turbi[oa]",
    "smell\\w*|stink\\w*|odou?r|reek\\w*|huele\\w*|olor|apesta",
    "(?:yellow\\w*|green\\w*|honey|amarill\\w*|verde\\w*) (?:\\w+ ){0,2}(?:crust\\w*|scab\\w*|fluid|stuff|liquid|blister\\w*|costra\\w*|liquido|ampolla\\w*)",
    "(?:crust\\w*|blister\\w*|costra\\w*|ampolla\\w*) (?:\\w+ ){0,2}(?:yellow\\w*|green\\w*|honey|amarill\\w*|verde\\w*)",
  ),
  /** Bleeding: any bleeding that is not a few drops. */
  bleeding: together("bleed\\w*|blood\\w*|sangr\\w*|hemorrag\\w*"),
  /** Fainting or near it. */
  fainting: words("faint\\w*|pass(?:ed|ing)? out|black(?:ed|ing)? out|dizz\\w*|light ?headed|woozy|desmay\\w*|mare[oa]\\w*"),
  /** A part that has gone cold. */
  cold: together(
    "cold|cooler|icy|freezing|fri[oa]s?|friit[oa]s?|helad[oa]s?",
    "feels?|feeling|felt|touch|skin|is|are|looks|went|turned|se siente|siento|esta|estan|tacto|piel|se puso",
  ),
};

/** A pain scored 7 to 10 in the clause that names the pain ("the clinic gets a 10 out of 10" is a review). */
const PAIN_SCORE = together(
  "pain\\w*|hurts?|sore\\w*|aches?|dolor\\w*|duele\\w*|level|nivel|scale|escala",
  "(?:[7-9]|10) (?:out of|of|on|over|de|sobre) 10|(?:to|at|like|a|an|un|una|es|is) (?:a |an |un |una |like )?(?:[7-9]|10)(?! (?:days?|hours?|hrs?|weeks?|wks?|mins?|minutes?|am|pm|dias?|horas?|semanas?|units?|unidades))",
);
/** Swelling said to be more than mild ("so swollen", "super swollen", "bien hinchada"). */
const STRONG_SWELLING =
  / (?:super|so|very|really|extremely|massively|hugely|way|too|crazy|insanely|muy|muchisimo|bien|demasiado|re) (?:\w+ ){0,1}(?:swollen|swell\w*|puffy|hinchad[oa]s?|inflamad[oa]s?) /;

/** Said to be severe. */
const SEVERE = words(
  "severe|severely|extreme|extremely|unbearable|excruciating|worst|intense|terrible|horrible|awful|agony|agonizing|killing me|screaming",
  "(?:can t|cant|cannot) (?:sleep|stand it|take it|bear it)",
  "como nunca|like never before|worst ever|never felt (?:anything )?like",
  "(?:can t|cant|cannot|couldn t|no puedo|no puede) (?:even |ni )?(?:sit up|get up|get out of bed|walk|move|stand(?! (?:up )?straight)|sleep|levantarme|levantarse|caminar|moverme|moverse|dormir|sentarme)",
  "(?:meds|pills|painkillers?|pain meds|oxy\\w*|tylenol|norco|percocet|tramadol) (?:\\w+ ){0,3}(?:not|isn t|isnt|aren t|arent|don t|dont|doesn t|doesnt) (?:\\w+ ){0,1}(?:help\\w*|work\\w*|touch\\w*|do anything)",
  "(?:not|isn t|isnt|aren t|arent|nothing) (?:\\w+ ){0,1}(?:touching|helping)",
  "insoportable|terrible|horrible|muchisimo|fortisimo|intens[oa]|agud[oa]|brutal",
  "(?:dolor|duele) (?:\\w+ ){0,1}(?:muy )?fuerte",
  // Sixteenth round: pain that cannot be borne, or that doubles someone over.
  "que no (?:se )?(?:aguanta|aguanto|soporta|soporto)|no (?:aguanta|aguanto|soporta|soporto) (?:\\w+ ){0,1}(?:el |del |de )?dolor",
  "(?:se dobla|se doblaba|doblad[oa]|retorciendose|retorciendome|se retuerce|me retuerzo) (?:\\w+ ){0,1}(?:del|de|por el) dolor|(?:doubled over|writhing|curled up) (?:\\w+ ){0,1}(?:in|from|with) pain",
  "no (?:me|le) (?:hace|hacen) nada (?:\\w+ ){0,2}(?:pastillas|analgesicos|calmantes)",
  // Eleventh round: pain the medicine does not control; a headache that comes on suddenly ("thunderclap").
  "(?:ni|not even) (?:con|with) (?:\\w+ ){0,1}(?:pastillas|medicina|medicinas|medicamento|analgesicos|calmantes|pills|meds|painkillers?|pain meds|pain medicine)",
  "(?:pain medicine|pain meds|painkillers?|pills|meds|medicina|pastillas|analgesicos|calmantes) (?:\\w+ ){0,3}(?:not|no|isn t|isnt|aren t|arent|doesn t|doesnt|don t|dont) (?:\\w+ ){0,1}(?:control\\w*|sirve\\w*|hace\\w* efecto|ayuda\\w*|quita\\w*|calma\\w*)",
  "fuertisim[oa]|thunderclap",
  "(?<!(?:doesn t|doesnt|doesn|don t|dont|don|didn t|didnt|didn|not|no|never|nunca|ya no|no me|no le) )(?:hurts?|hurting|pain|painful|duele|duelen) (?:\\w+ ){0,1}(?:like crazy|like hell|so much|so bad|really bad|really badly|insanely|horrores|un monton|demasiado)",
  "(?:sudden|suddenly|out of nowhere|de repente|de golpe|de la nada) (?:\\w+ ){0,3}(?:headache|dolor de cabeza)",
  "(?:headache|dolor de cabeza) (?:\\w+ ){0,3}(?:out of nowhere|suddenly|de repente|de golpe|de la nada)",
);

addKeyWords("lilac bulging hunched tenderness tightness peeling", "encorvada enderezarme tirantez moretoncito");
// Eleventh round: everyday words two edits from a key word, read as themselves ("slight" is no "sight", "injection" no "infection").
addKeyWords(
  "slight slightly injection injections pincharon pinchazo pinchazos puntito puntitos verse comer entro rigido rigida tabla tablas piedra board",
);

/** The categories a negation just before their word takes back. */
const NEGATABLE = new Set(["infection", "fainting", "vision"]);

/** The clauses of a turn (split where a sentence, a comma or a "but" ends one), each as correctedWords' text. */
export function clauses(question: string): string[] {
  return question
    .split(/[.,;:!?¿¡\n]+|\s(?:but|pero|also|tambien|también|and then|y luego)\s/i)
    .map((c) => correctedWords(c))
    .filter((c) => c.trim());
}

/** The red-flag categories of a turn (clause by clause); an unnegated match only. */
export function redFlags(question: string): string[] {
  const parts = clauses(question).map((c) => c.replace(/ (?:a cold|cold sores?|un resfriado) /g, " "));
  return Object.entries(RED_FLAGS)
    .filter(([name, pattern]) =>
      parts.some((part) => {
        if (!pattern.test(part)) return false;
        // A bruise's colour is a bruise; a colour said not to be there is not one.
        if (name === "colourChange" && / (?:bruis\w*|moreton\w*) /.test(part)) return false;
        // "No fever", "sin pus", "not dizzy"; a course or a side is not negated that way ("nunca y no se me quita").
        return !(NEGATABLE.has(name) && negatedOnly(part, pattern));
      }),
    )
    .map(([name]) => name);
}

/** Whether each of a pattern's words in a clause follows a negation ("no fever", "sin fiebre", "not cold"). */
function negatedOnly(part: string, pattern: RegExp): boolean {
  if (pattern.source.startsWith("(?=") || pattern.source.startsWith("^")) return false;
  const global = new RegExp(pattern.source, "g");
  const hits = [...part.matchAll(global)];
  return hits.length > 0 && hits.every((m) => NEGATED.test(part.slice(Math.max(0, m.index - 24), m.index + 1)));
}

/** The symptom words a turn reports (not negated). */
export function reportedSymptoms(question: string): string[] {
  const plain = correctedWords(question).replace(/ (?:a cold|cold sores?|un resfriado) /g, " ");
  const found: string[] = [];
  // Words overlap at their spaces: read each one from the space before it.
  const pattern = new RegExp(`(?<= )(?:${SYMPTOM})(?= )`, "g");
  for (const match of plain.matchAll(pattern)) {
    // Breathing through a nose that was operated on is expected to be hard for a while; a drain is there to collect fluid.
    if (NOSE.test(plain) && /^(?:breath\w*|air|aire)$/.test(match[0])) continue;
    if (DRAIN.test(plain) && /^(?:fluid|liquid\w*|liquido|drainage|pink|pinkish|rosad[oa]s?)$/.test(match[0])) continue;
    // "Sin aliento", "no air" are the symptom itself.
    if (!/^(?:aliento|aire|air)$/.test(match[0]) && NEGATED.test(plain.slice(Math.max(0, match.index - 25), match.index))) continue;
    found.push(match[0]);
  }
  return found;
}

/**
 * The benign test: every symptom reported is on the expected-recovery list of the procedure's kind,
 * with no red flag and nothing severe. A turn that reports no symptom at all is not benign either
 * (there is nothing to call expected): the caller decides whether it is a report.
 */
export function isBenignRecovery(question: string, turns: readonly string[]): boolean {
  const symptoms = reportedSymptoms(question);
  if (!symptoms.length) return false;
  const plain = correctedWords(question);
  if (SEVERE.test(plain) || STRONG_SWELLING.test(plain) || isUncontrolledPain(plain) || clauses(question).some((c) => PAIN_SCORE.test(c)))
    return false;
  if (redFlags(question).length) return false;
  const expected = expectedFor(procedureKind([...turns, question]));
  return symptoms.every((symptom) => expected.test(symptom));
}

/** Whether a turn names any symptom word at all (the benign test's reading of "reports a present state"). */
export const namesSymptomWord = (question: string) => reportedSymptoms(question).length > 0;

/**
 * The turn with each expected symptom word taken out ("ok" in its place), for the categories of
 * warning-signs.ts and report.ts to read what is left: "numb" three weeks after a tummy tuck is
 * expected, "numb and drooping on one side" still reads as a stroke.
 */
export function withoutExpected(question: string, turns: readonly string[]): string {
  const expected = expectedFor(procedureKind([...turns, question]));
  return correctedWords(question).replace(new RegExp(`(?<= )(?:${SYMPTOM})(?= )`, "g"), (word) => (expected.test(word) ? "ok" : word));
}
