/**
 * Retrieval is ours, whatever engine writes the answer: from the question and the turns before
 * it, the language, the procedure (its facts from the knowledge base), the kind of question, the
 * place (anywhere in the US, app/geo), and the providers of D1 who offer that procedure, nearest
 * first (the directory's distance search, issue 36). Nothing is guessed (issue 37): a procedure
 * or place comes from an earlier turn only when the question refers back to it.
 */
import { d1 } from "~/db/client.server";
import { buildSearchQuery, CARD_COLUMNS, toCard, type CardRow } from "~/directory/search.server";
import { distanceMiles, EARTH_RADIUS_MILES, type GeoPoint } from "~/geo/distance";
import { coordinatesFor, findNeighbourhoodIn, parsePlace, parseSearchPlace, usPlaces, type Place as GeoPlace } from "~/geo/places.server";
import { directorySearch } from "~/directory/search-url";
import { splitPlace } from "~/lib/us-states";
import {
  asksUnreadKind,
  detectLanguage,
  detectProcedure,
  detectProcedures,
  detectTopic,
  PROCEDURE_FACTS,
  hasTopic,
  isBareFollowUp,
  plainWords,
  refersBack,
  refersToPlace,
  isOffTopic,
  scopeOf,
  startsLikeFollowUp,
  yesNoOf,
  type Language,
  withoutProcedureNames,
  type ProcedureFacts,
  type Topic,
  type YesNo,
} from "./knowledge";
import {
  asksHowLongItLasts,
  CONCERNS,
  IS_IT_NORMAL,
  NEAR_ME,
  THEM,
  MORE_BOOKING,
  POINTS_AT_UNSAID,
  SHORTHAND,
  THANKS,
  THANKS_ES,
  UNCOVERED_PROCEDURES,
  ADD_ON,
} from "./answer-words";
import type { PracticalKind } from "./answer-texts";
import type { MentionedProvider } from "./chat-texts";
import { assess, correctedWords, reportsAboutBody, reportsPossibleSign, type Safety } from "./safety";
import { correctWord } from "./safety/spelling";

export type Turn = { role: "user" | "assistant"; text: string };
export type Place = {
  city: string;
  state: string | null;
  /** How the place reads back: "Beverly Hills, CA", "90210 (Beverly Hills, CA)". */
  label?: string;
  /** Its point, when the place table knows it: providers are then ranked by distance from it. */
  point?: GeoPoint;
};

export type Grounding = {
  question: string;
  topic: Topic;
  procedure?: ProcedureFacts;
  place?: Place;
  providers: MentionedProvider[];
  emergency: boolean;
  /** The procedure came from an earlier turn the question refers back to ("what about recovery?", "after that"). */
  followUp: boolean;
  /** No provider of the place (or, with a point, within NEAR_RADIUS_MILES) offers the procedure: `providers` are elsewhere (the nearest first, with a point). */
  elsewhere: boolean;
  /** The language of the question, and of the answer. */
  language: Language;
  /** A yes/no question, answered with its Yes or No first. */
  yesNo?: YesNo;
  /**
   * What the question is when it names no procedure: hello, a question of TruGPT's field,
   * nutrition, clearly outside its scope, or not understood (issue 44: TruGPT says so rather than guess).
   */
  scope: "procedure" | "greeting" | "field" | "nutrition" | "outside" | "unclear";
  /** The safety layer's reading (app/chat/safety): risk modifiers of the conversation, a changing mole. */
  safety: Safety;
  /** "Botox vs fillers": every procedure the question compares (two or more). */
  compared?: ProcedureFacts[];
  /** A provider the question names ("Dr. X", a practice): the directory's matches, none when it is not there. */
  named?: { asked: string; found: MentionedProvider[] };
  /** A request to book or contact: TruGPT cannot, and links the Book Consultation page (or the search). */
  booking: boolean;
  /** The directory search for the conversation's procedure and place ("/find-doctors?procedure=..."). */
  searchPath: string;
  /** The answer before this question, if any: the local engine never repeats it word for word. */
  previousAnswer?: string;
  /** The question before this one, if any. */
  previousQuestion?: string;
  /** A procedure TruSelf's guide does not cover ("HydraFacial"), by its name in the answer's language: said so, never read as another. */
  uncovered?: string;
  /** "I want bigger lips": no procedure named, the guide's procedures that address what the asker wants changed. */
  concern?: ProcedureFacts[];
  /** "Thanks!", "ok", "gracias": an acknowledgement, answered as one. */
  thanks?: boolean;
  /** "Is that normal?" about a procedure (no warning sign): what to expect, its risks, and to tell the provider who treated them. */
  worry?: boolean;
  /** "Near me" with no place known: TruGPT asks where. */
  nearMe?: boolean;
  /** A practical question about a practice that its profile does not answer (hours, parking, walk-ins, an insurance plan, a doctor in today): TruGPT says it does not have it. */
  practical?: PracticalKind;
};

export const MENTIONED_PROVIDERS_MAX = 3;
/** "Near X": providers within this many miles are near; beyond it the nearest are named as farther away. */
export const NEAR_RADIUS_MILES = 50;
/** Half the earth's circumference: a radius that holds every point, for "the nearest anywhere". */
const ANYWHERE_MILES = Math.PI * EARTH_RADIUS_MILES;

let placesCache: { version: string | null; places: Place[] } | undefined;

/**
 * The directory's cities (longest first, so "West Palm Beach" wins over "Palm Beach"), kept in
 * this isolate until the directory changes (directory_state's version, replaced by a trigger on
 * every provider write).
 */
async function knownPlaces(): Promise<Place[]> {
  const state = await d1().prepare("SELECT version FROM directory_state WHERE id = 1").first<{ version: string }>();
  const version = state?.version ?? null;
  if (placesCache && version !== null && placesCache.version === version) return placesCache.places;
  const { results } = await d1()
    .prepare("SELECT DISTINCT city, state FROM providers WHERE city IS NOT NULL AND city != '' LIMIT 5000")
    .all<{ city: string; state: string | null }>();
  const places = results
    .map(({ city, state }) => ({ city, state, label: state ? `${city}, ${state}` : city }))
    .sort((a, b) => b.city.length - a.city.length);
  placesCache = { version, places };
  return places;
}

/** A directory city at its point in the place table (the one /find-doctors' "Near" uses); without one when the table does not know it. */
async function located(place: Place): Promise<Place> {
  const { latitude, longitude } = await coordinatesFor({ city: place.city, state: place.state });
  return latitude !== null && longitude !== null ? { ...place, point: { latitude, longitude } } : place;
}

/** The directory's city a typed place names exactly ("beverly hills", "Houston, TX"). */
function knownNamed(typed: string, places: Place[]): Place | undefined {
  const wanted = typed
    .toLowerCase()
    .replace(/[\s,]+/g, " ")
    .trim();
  return places.find((p) => p.city.toLowerCase() === wanted || `${p.city} ${p.state ?? ""}`.toLowerCase() === wanted);
}

/** A place after "near", "in", "around", "cerca de", "en"...: up to five words, cut at the first connecting word. */
const PLACE_AFTER = /(?:^|[^\p{L}])(?:near|in|around|close to|nearby|cerca de|en|alrededor de)\s+([^?!.;:¿¡()"]+)/giu;
const PLACE_ENDS = new Set(["for", "with", "that", "and", "or", "who", "which", "to", "at", "para", "con", "que", "y", "o", "donde", "a"]);
/**
 * Words after "in"/"en" that happen to be US towns ("in winter", "in advance", "una", "casa") but
 * never mean one here, and places abroad that share a US town's name ("in Mexico" is not Mexico, IN).
 */
const NOT_PLACES = new Set([
  "winter",
  "spring",
  "summer",
  "fall",
  "advance",
  "home",
  "house",
  "hope",
  "una",
  "casa",
  "general",
  "mexico",
  "canada",
  "colombia",
  "brazil",
  "brasil",
  "turkey",
  "costa rica",
  "paris",
  "london",
  "spain",
  "espana",
  "peru",
  "lebanon",
  "cuba",
  "panama",
]);

/** What people call a few big cities (short ones in capitals only: "la" is Spanish for "the"). */
const NICKNAMES: Record<string, string> = {
  LA: "Los Angeles, CA",
  NYC: "New York, NY",
  SF: "San Francisco, CA",
  DC: "Washington, DC",
  NOLA: "New Orleans, LA",
  // Not words of their own, so lower case too.
  Philly: "Philadelphia, PA",
  philly: "Philadelphia, PA",
  nyc: "New York, NY",
  Vegas: "Las Vegas, NV",
  vegas: "Las Vegas, NV",
};

/** US cities by their Spanish names ("Nueva York"), accents dropped, lower case. */
const SPANISH_NAMES: Record<string, string> = {
  "nueva york": "New York, NY",
  "nueva orleans": "New Orleans, LA",
  filadelfia: "Philadelphia, PA",
};

function cityOfLabel(label: string): Place {
  const inner = /\((.*)\)$/.exec(label)?.[1] ?? label;
  const { place, state } = splitPlace(inner);
  return { city: place || inner, state: state?.code ?? null, label };
}

const fromGeo = (found: GeoPlace): Place => ({
  ...cityOfLabel(found.label),
  point: { latitude: found.latitude, longitude: found.longitude },
});

/** A typed place, anywhere in the US: a ZIP code, "City, ST", or a city alone (its largest namesake). */
async function usPlace(text: string): Promise<Place | undefined> {
  const trimmed = text.replace(/[\s,]+$/u, "").trim();
  // "Los Ángeles" reads as "Los Angeles": the place table's names have no accents.
  const plain = trimmed.normalize("NFD").replace(/\p{M}/gu, "");
  const typed = NICKNAMES[trimmed.replace(/\./g, "")] ?? SPANISH_NAMES[plain.toLowerCase()] ?? plain;
  const { place, state } = splitPlace(typed);
  if (state) {
    if (!place) return undefined;
    const parsed = await parsePlace(typed);
    return parsed.ok ? fromGeo(parsed.place) : undefined;
  }
  if (NOT_PLACES.has(typed.toLowerCase())) return undefined;
  const found = await parseSearchPlace(typed);
  return found.ok ? fromGeo(found.place) : undefined;
}

/**
 * The place a question names: a ZIP code; a city (or "City, ST") after "near", "in", "cerca de",
 * "en"...; else a city of the directory named anywhere in it. Undefined when it names none.
 */
export async function findPlace(text: string, known?: Place[]): Promise<Place | undefined> {
  const zip = /(?:^|\D)(\d{5})(?:\D|$)/.exec(text)?.[1];
  if (zip) {
    const parsed = await parsePlace(zip);
    if (parsed.ok) return fromGeo(parsed.place);
  }
  // The words after each "near", "in"...: the longest first ("Beverly Hills" before "Beverly").
  const candidates = [...text.matchAll(PLACE_AFTER)].flatMap((match) => {
    const words = (match[1] ?? "").trim().split(/\s+/);
    const end = words.findIndex((w, i) => i > 0 && PLACE_ENDS.has(w.toLowerCase()));
    const phrase = words.slice(0, Math.min(end === -1 ? words.length : end, 5));
    return phrase.map((_, i) => phrase.slice(0, phrase.length - i).join(" ")).filter((c) => !/\d/.test(c));
  });
  const places = known ?? (await knownPlaces());
  for (const candidate of candidates) {
    const known = knownNamed(candidate, places);
    if (known) return located(known);
  }
  for (const candidate of candidates) {
    // "en la mesa" is at the table: an article and common words are a place only capitalized ("La Mesa").
    const plain = candidate.toLowerCase().split(/\s+/);
    if (
      /^(?:la|el|los|las|the|a|an|un|una)$/.test(plain[0]!) &&
      plain.slice(1).every((w) => COMMON_WORDS.has(w)) &&
      candidate === candidate.toLowerCase()
    )
      continue;
    const found = await usPlace(candidate);
    if (found) return found;
  }
  // "What about LA?": a city's nickname, in capitals, needs no "in" before it.
  const nickname = Object.keys(NICKNAMES).find((n) => new RegExp(`(?:^|[^\\p{L}])${n}(?:$|[^\\p{L}])`, "u").test(text));
  const byNickname = nickname && (await usPlace(nickname));
  if (byNickname) return byNickname;
  const lower = ` ${text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ")} `;
  const named = places.find((p) => lower.includes(` ${p.city.toLowerCase()} `));
  if (named) return located(named);
  // "Manhattan laser hair removal?": a borough or neighbourhood needs no "in" before it either (not words of their own, like "the strip").
  const area = await findNeighbourhoodIn(text);
  return area ? fromGeo(area) : placeBySpan(text);
}

/** Words before a place that say one follows ("what about Evanston", "and santa monica?", "closer to boca", "¿y por pearland?", "mejor por brooklyn"). */
/** Words a turn that only names a place may hold besides it. */
const PLACE_FILLER = new Set(
  "ok okay so and y o or hmm um well what about how then maybe actually try instead please pues bueno entonces mejor por favor".split(" "),
);

function placeSignal(plain: string[], i: number): boolean {
  const [before, word] = [plain[i - 2], plain[i - 1]];
  if (word === "por") return true;
  if (word === "about") return before === "what" || before === "how";
  if (word === "to") return /^(?:closer|nearer|move|moving|moved|go|going|drive|driving|over)$/.test(before ?? "");
  // "and santa monica?", "¿y por pearland?": a place word first in the turn.
  return /^(?:and|y|or|o)$/.test(word ?? "") && i === 1;
}
/**
 * Words that are US towns too ("Mesa", "Mobile", "Why") but mean something else said alone: never a
 * place by themselves unless capitalized or with a state; and words that never start or end a place's span.
 */
const COMMON_WORDS = new Set(
  "a an the and or of to in on at by for with from about what how who why when where which is are was be do does did can could would should will i im me my you your we our they it its this that there here any some more less ok okay yes no not hi hey hmm so well just also really very much many one two three time price cost best good nice love hope faith grace joy mesa mesas casa la el los las un una y o de del en por para con que como donde cuando cual hay mejor algo alguien mas menos si no bien aqui alli alla cerca ciudad centro sur norte este oeste table day night week month year surgery clinic doctor doctors lips face nose body skin hair eyes chin neck arms legs belly breast breasts butt back fat weight pain cheap free".split(
    " ",
  ),
);

/**
 * A place named with no "in" before it, looked up in app/geo's place table (issue 44, ninth round):
 * every span of one to three words, longest first, that is "City ST" ("Plano TX", "sugar land tx"),
 * or a town the table knows when a place word comes before it ("what about coral gables", "¿y por
 * pearland?"), when it is capitalized ("Evanston") or when it is the whole turn ("pasadena").
 */
async function placeBySpan(text: string): Promise<Place | undefined> {
  const words =
    text
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .match(/[\p{L}][\p{L}'’.]*/gu) ?? [];
  const plain = words.map((w) => w.toLowerCase().replace(/[.'’]/g, ""));
  const places = await usPlaces();
  for (let length = Math.min(4, words.length); length >= 1; length--)
    for (let i = 0; i + length <= words.length; i++) {
      const span = plain.slice(i, i + length);
      const typed = words.slice(i, i + length).join(" ");
      if (COMMON_WORDS.has(span[0]!) && span[0] !== "mesa") continue;
      if (withoutProcedureNames(` ${span.join(" ")} `).trim() !== span.join(" ")) continue;
      const { place, state } = splitPlace(typed);
      if (state && place && length >= 2) {
        const parsed = places.parse(typed);
        if (parsed.ok) return fromGeo(parsed.place);
        continue;
      }
      if (length > 3 || COMMON_WORDS.has(span.at(-1)!) || NOT_PLACES.has(span.join(" "))) continue;
      const capitalized = words.slice(i, i + length).every((w) => /^\p{Lu}/u.test(w)) && (i > 0 || words.length === length);
      if (i > 0 && /^(?:dr|dra|doctor|doctora)$/.test(plain[i - 1]!)) continue;
      const signalled = placeSignal(plain, i);
      // The whole turn: nothing else but words that lead to a place ("pasadena", "ok pasadena then"; not "does it hurt").
      const whole = plain.every((w, k) => (k >= i && k < i + length) || PLACE_FILLER.has(w));
      // A common word ("mesa" is a table) is a place only capitalized.
      if (span.some((w) => COMMON_WORDS.has(w)) && !capitalized) continue;
      if (!capitalized && !signalled && !whole) continue;
      const found = places.cityAnywhere(typed);
      if (found) return fromGeo(found);
    }
  return undefined;
}

function mentioned(row: CardRow, from?: GeoPoint): MentionedProvider {
  const c = toCard(row);
  const distance =
    from && row.latitude !== null && row.longitude !== null
      ? { distanceMiles: distanceMiles(from, { latitude: row.latitude, longitude: row.longitude }) }
      : {};
  return { id: c.id, name: c.name, location: c.location, specialties: c.specialties, isVerified: c.isVerified, ...distance };
}

/** Providers offering the procedure (and in the place, when one is named), verified first, then best rated. */
export async function candidateProviders(
  procedure: ProcedureFacts | undefined,
  place: Place | undefined,
  match = procedure?.procedure.match,
): Promise<MentionedProvider[]> {
  if (!match && !place) return [];
  const query = buildSearchQuery({
    procedure: match,
    location: place?.city,
    sort: "rating",
    view: "grid",
    page: 1,
  });
  const { results } = await d1()
    .prepare(`SELECT ${CARD_COLUMNS} FROM ${query.from} ${query.where} ORDER BY p.is_verified DESC, ${query.orderBy} LIMIT ?`)
    .bind(...query.params, MENTIONED_PROVIDERS_MAX)
    .all<CardRow>();
  return results.map((row) => mentioned(row));
}

/** Providers offering the procedure within `miles` of a point, nearest first (the directory's distance search). */
export async function nearestProviders(
  procedure: ProcedureFacts | undefined,
  from: GeoPoint,
  miles: number,
  match = procedure?.procedure.match,
): Promise<MentionedProvider[]> {
  const query = buildSearchQuery({ procedure: match, radius: miles, sort: "distance", view: "grid", page: 1 }, from);
  const { sql, params } = query.ordered(CARD_COLUMNS, MENTIONED_PROVIDERS_MAX, 0);
  const { results } = await d1()
    .prepare(sql)
    .bind(...params)
    .all<CardRow>();
  return results.map((row) => mentioned(row, from));
}

/**
 * The providers to name, and whether they are elsewhere than the place asked about: within
 * NEAR_RADIUS_MILES of the place's point, nearest first; else those whose address names the place
 * (rows not geocoded yet); else, for a procedure, the nearest who offer it anywhere, or any who do.
 */
async function providersFor(procedure: ProcedureFacts | undefined, place: Place | undefined, match = procedure?.procedure.match) {
  if (place?.point) {
    const near = await nearestProviders(procedure, place.point, NEAR_RADIUS_MILES, match);
    if (near.length) return { providers: near, elsewhere: false };
  }
  if (place) {
    const inCity = await candidateProviders(procedure, place, match);
    if (inCity.length || !match) return { providers: inCity, elsewhere: false };
  }
  if (place?.point) {
    const nearest = await nearestProviders(procedure, place.point, ANYWHERE_MILES, match);
    if (nearest.length) return { providers: nearest, elsewhere: true };
  }
  return { providers: await candidateProviders(procedure, undefined, match), elsewhere: place !== undefined };
}

/** The directory's specialty for a nutrition question's providers ("any nutritionists in Nashville?"). */
const NUTRITION_MATCH = "Nutrition";

/** "Dr. Jane Smith", "Dra. López", "doctor Kim": the name after the title, up to three words. */
const TITLED = /(?:^|[^\p{L}])(?:[Dd][Rr][Aa]?\.?\s+((?:[\p{L}'’-]+\s*){1,3})|[Dd]octora?\s+((?:\p{Lu}[\p{L}'’-]*\s*){1,3}))/u;
/** "book me with Glow Skin Studio", "appointment at Bella Clinic", "cita con Clínica Sol": a capitalized name after with/at/con. */
const WITH_NAME = /\b(?:with|at|con)\s+((?:\p{Lu}[\p{L}'’&-]*\s*){1,4})/u;
/** Words that end a typed name ("Dr. Smith in Miami", "Dr Lee for botox"). */
const NAME_ENDS = new Set(
  "in near for about at on to is are has have tell know and or the a an with who what which where when why how does do can please tomorrow today next this en cerca para sobre con que y o es el la los las mañana hoy said says told tells thinks recommended recommends wants dijo dice recomienda recomendó".split(
    " ",
  ),
);

/** A practice's name: capitalized words with a word such practices are called by ("Glow Theory Med Spa", "Clínica Estética Sol"). */
const BUSINESS =
  /((?:\p{Lu}[\p{L}'’&-]*\s+(?:&\s+)?){0,3}(?:Med\s?Spa|Medspa|Spa|Clinic|Cl[ií]nica|Surgery|Surgical|Aesthetics?|Est[ée]tica|Dermatology|Dermatolog[ií]a|Center|Centre|Centro|Institute|Instituto|Studio|Group|Medical|Wellness|Plastics|Bar|Lounge|Boutique|Lab|Labs|Collective|Atelier|Salon)(?![\p{L}])(?:\s+\p{Lu}[\p{L}'’&-]*){0,3})/u;

/** Words of a kind of place or a quality, not of a name. */
const GENERIC_NAME_WORDS = new Set(
  "any a an the good best top great local nearby cheap affordable recommended certified board plastic cosmetic aesthetic aesthetics medical med spa medspa clinic clinica surgery surgical surgeon surgeons dermatology dermatologia center centre centro institute instituto studio group wellness plastics laser skin beauty estetica cirugia plastica buena mejor alguna algun una un la el botox filler fillers lip lips face body hair".split(
    " ",
  ),
);

/**
 * Words practices are also called by that are everyday words too ("Magnolia Skin & Laser", "Luxe Laser",
 * "Bella Piel Skin Studio"): a name only after a capitalized word of its own ("Skin Tightening Near Me" is not one).
 */
const WEAK_BUSINESS =
  /((?:\p{Lu}[\p{L}'’-]*\s+(?:&\s+)?){1,3}(?:Skin|Laser|Lasers|Beauty|Face|Body|Derm|MD|Health|Rejuvenation|Care|Piel|Belleza)(?![\p{L}])(?:\s+(?:&\s+)?\p{Lu}[\p{L}'’&-]*){0,3})/u;

const isGeneric = (word: string) => GENERIC_NAME_WORDS.has(word.toLowerCase().normalize("NFD").replace(/\p{M}/gu, ""));

function businessName(text: string): string | undefined {
  for (const [pattern, ownFirst] of [
    [BUSINESS, false],
    [WEAK_BUSINESS, true],
  ] as const) {
    const words = pattern.exec(text)?.[1]?.trim().split(/\s+/) ?? [];
    // A question's first word is capitalized too ("Does Glow Studio..."): not part of the name.
    while (words.length && NAME_ENDS.has(words[0]!.toLowerCase())) words.shift();
    if (ownFirst && (!words.length || isGeneric(words[0]!))) continue;
    // A name has a word of its own: "Any Med Spa", "Best Plastic Surgery", "Clínica Estética", "Laser Hair Removal" are kinds of place or procedures, not names.
    const own = withoutProcedureNames(plainWords(words.join(" ")))
      .trim()
      .split(/\s+/)
      .filter((w) => w && w !== "&" && !isGeneric(w));
    if (words.length >= 2 && own.length) return words.join(" ");
  }
  return undefined;
}

function typedName(text: string): string | undefined {
  const titled = TITLED.exec(text);
  const raw = titled
    ? (titled[1] ?? titled[2])
    : asksToBook(plainWords(text))
      ? (WITH_NAME.exec(text)?.[1] ?? businessName(text))
      : businessName(text);
  if (!raw) return undefined;
  const words: string[] = [];
  const capitalized = (word: string) => /^\p{Lu}/u.test(word);
  for (const word of raw.trim().split(/\s+/)) {
    // A name typed in capitals ends at the first word that is not ("Dr. Jane Roe good for facelifts?").
    if (NAME_ENDS.has(word.toLowerCase()) || (words.length && capitalized(words[0]!) && !capitalized(word) && word !== "&")) break;
    words.push(word.replace(/['’]s$/u, ""));
  }
  if (!words.length) return undefined;
  const title = titled && /\b[Dd]ra\b|[Dd]octora/.test(titled[0]) ? "Dra." : "Dr.";
  const named = words.map((w) => w.charAt(0).toUpperCase() + w.slice(1));
  return titled ? `${title} ${named.join(" ")}` : words.join(" ");
}

/** "radiance med spa", "glow aesthetics": a practice named in lower case, by a word of its own before a business word. */
const LOWER_BUSINESS = /(?:^|[^\p{L}])([\p{L}'’&-]+(?:\s+[\p{L}'’&-]+)?)\s+(med\s?spa|medspa|aesthetics)\b/iu;
/**
 * Sixteenth round: a practice named in lower case after its business word ("la clinica bella forma de el paso",
 * "clinic glow in dallas"): the business word and one to three words of its own, up to a place or question word.
 */
const LOWER_BUSINESS_FIRST =
  /(?:^|[^\p{L}])(cl[ií]nica|clinic|centro|consultorio)\s+((?!(?:de|del|la|el|los|las|mi|su|tu|that|the|a|en|in|para|for|que|y|and|estetica|estética|medica|médica|de belleza)\b)[\p{L}'’&-]+(?:\s+(?!(?:de|del|en|in|at|near|cerca|para|for|y|and|que|por)\b)[\p{L}'’&-]+){0,2})/iu;
/** Pronouns and the like before a business word: "my med spa" names none. */
const NOT_OWN = new Set("my your our their his her this that these those same other another new old which whose".split(" "));

/**
 * A practice named without a name-shape rule's words (issue 44, ninth round): two or more
 * capitalized words, not the turn's first, that are no place (app/geo's table), no procedure and
 * not only generic words ("have you heard of Glow Theory?"); or a lower-case name before "med spa".
 */
async function capitalizedName(text: string): Promise<string | undefined> {
  const lower = LOWER_BUSINESS.exec(text);
  if (lower) {
    const words = lower[1]!.split(/\s+/).filter((w) => !NAME_ENDS.has(w.toLowerCase()) && !NOT_OWN.has(w.toLowerCase()));
    // Only the words next to the business word ("thinking about radiance med spa": "radiance").
    while (words.length > 1 && isGeneric(words[0]!)) words.shift();
    const own = withoutProcedureNames(plainWords(words.join(" "))).trim();
    if (own && words.every((w) => !isGeneric(w)) && !(await usPlace(words.join(" ")))) return `${words.join(" ")} ${lower[2]}`;
  }
  const first = LOWER_BUSINESS_FIRST.exec(text);
  if (first) {
    const words = first[2]!.split(/\s+/).filter((w) => !NAME_ENDS.has(w.toLowerCase()));
    const own = withoutProcedureNames(plainWords(words.join(" "))).trim();
    if (own && words.length && words.every((w) => !isGeneric(w)) && !(await usPlace(words.join(" "))))
      return [first[1]!, ...words].map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(" ");
  }
  const cued = await cuedName(text);
  if (cued) return cued;
  for (const sentence of text.split(/[.!?¿¡\n]+/)) {
    const words = sentence.trim().split(/\s+/).slice(1);
    for (let i = 0; i < words.length; i++) {
      const run: string[] = [];
      while (i < words.length && /^\p{Lu}[\p{L}'’&-]*[,]?$/u.test(words[i]!) && !/,$/.test(run.at(-1) ?? "")) run.push(words[i++]!);
      // Cut at the first word that ends a name ("Skin Tightening Near Me": "Tightening" alone).
      while (run.length && NAME_ENDS.has(run[0]!.toLowerCase())) run.shift();
      const cut = run.findIndex((w) => NAME_ENDS.has(w.toLowerCase().replace(/[,'’]s?$/u, "")));
      const name = (cut === -1 ? run : run.slice(0, cut)).map((w) => w.replace(/[,'’]s?$/u, ""));
      if (name.length < 2 || name.some((w) => /^(?:I|Im|TruSelf|TruGPT|OK)$/i.test(w))) continue;
      const own = withoutProcedureNames(plainWords(name.join(" ")))
        .trim()
        .split(" ")
        .filter((w) => w && !isGeneric(w));
      // "New York" is a state's name too (splitPlace reads it as the state alone).
      const { place: town, state } = splitPlace(name.join(" "));
      if (!own.length || (state && !town) || (await usPlace(name.join(" ")))) continue;
      return name.join(" ");
    }
  }
  return undefined;
}

/**
 * Words that ask about a practice by its name, in English and Spanish ("¿conocen Lumina?", "¿qué tal
 * Nova Derma en Dallas?", "me recomendaron Casa Sol", "heard of Velvet Rose?"), then an article or not.
 */
const NAME_CUE =
  /(?:^|[^\p{L}])(?:conoces|conocen|conoce|conocéis|qu[eé] tal|me recomendaron|me recomend[oó]|nos recomendaron|recomiendan|opiniones (?:de|sobre)|rese[nñ]as (?:de|sobre)|(?:han|has|ha) o[ií]do (?:de|hablar de)|heard of|heard about|thoughts on|swears? by|recommended|reviews? (?:of|for)|(?:been|gone) to|experience with)\s+(?:(a|al|la|el|los|las|the)\s+)?((?:\p{Lu}[\p{L}'’&-]*\s*){1,4})/u;

/** A name after a cue word (NAME_CUE): one or more capitalized words that are no place, no procedure and not only generic words. */
async function cuedName(text: string): Promise<string | undefined> {
  const match = NAME_CUE.exec(text);
  if (!match) return undefined;
  const words: string[] = [];
  for (const word of match[2]!.trim().split(/\s+/)) {
    if (NAME_ENDS.has(word.toLowerCase().replace(/[,'’]s?$/u, ""))) break;
    words.push(word.replace(/[,'’]s?$/u, ""));
    if (/,$/.test(word)) break;
  }
  const name = words.join(" ");
  const own = withoutProcedureNames(plainWords(name))
    .trim()
    .split(" ")
    .filter((w) => w && !isGeneric(w));
  if (!own.length || /^(?:I|Im|TruSelf|TruGPT|OK)$/i.test(name)) return undefined;
  // "¿Qué tal El Paso?" is a place, with its article or without.
  const { place: town, state } = splitPlace(name);
  if ((state && !town) || (await usPlace(name)) || (match[1] && (await usPlace(`${match[1]} ${name}`)))) return undefined;
  return name;
}

/** Providers of the directory whose names the text contains, or whose name holds the typed one. */
async function namedProviders(text: string): Promise<{ asked: string; found: MentionedProvider[] } | undefined> {
  const typed = typedName(text) ?? (await capitalizedName(text));
  const { results: inText } = await d1()
    .prepare(`SELECT ${CARD_COLUMNS} FROM providers p WHERE length(p.name) >= 8 AND instr(?1, lower(p.name)) > 0 LIMIT ?2`)
    .bind(text.toLowerCase(), MENTIONED_PROVIDERS_MAX)
    .all<CardRow>();
  if (inText.length) return { asked: inText[0]!.name, found: inText.map((row) => mentioned(row)) };
  if (!typed) return undefined;
  const core = typed.replace(/^dr\.\s*/i, "").toLowerCase();
  const { results } = await d1()
    .prepare(
      `SELECT ${CARD_COLUMNS} FROM providers p WHERE instr(lower(p.name), ?1) > 0 ORDER BY p.is_verified DESC, p.rating DESC LIMIT ?2`,
    )
    .bind(core, MENTIONED_PROVIDERS_MAX)
    .all<CardRow>();
  return { asked: typed, found: results.map((row) => mentioned(row)) };
}

/** Booking or contacting, which TruGPT cannot do itself. */
const BOOKING =
  / (?:book(?:ing)?|schedule (?:me|an? (?:appointment|consult\w*))|make (?:me )?an? (?:appointment|consult\w*)|set up an? (?:appointment|consult\w*)|(?:appointment|consult\w*) with|(?:get|fit|squeeze) (?:me|us|her|him) in|(?:an? )?(?:opening|slot|spot) (?:at|with|for)|contact (?:dr|doctor|them|him|her|the (?:clinic|office|practice|provider))|call (?:dr|them|him|her|the (?:clinic|office))|reserv(?:ar|ame|arme|e|a)|agend(?:ar|ame|arme|e)|(?:hacer|sacar|pedir|programar|conseguir) (?:me )?(?:una )?cita|cita con|contactar|llamar a|(?:reach out|get in touch|call) (?:to them |with them )?for (?:me|us)|(?:can|could|would|will) (?:you|u) (?:just |please )?(?:arrange|organi[sz]e|reach out|contact|call|get in touch)|(?:set|line) (?:it|that|this|one|something) up for (?:me|us)|(?:me|nos) (?:lo|la) (?:reservas|reservan|agendas|agendan|apartas|consigues)|(?:puedes|puede|pueden|podrias|podria) (?:contactarlos|contactarlas|contactarla|contactarlo|llamarlos|llamarles|escribirles)) /;

/** "Before I book", "when I book", "antes de reservar": a question about booking later, not a request to book. */
const BOOKING_LATER =
  / (?:before|until|till|when|once|after|antes de|despues de|cuando) (?:i |we )?(?:\w+ ){0,1}(?:book|booking|reserv\w*|agend\w*|pedir (?:una )?cita) /;

/** A request to book or contact, which TruGPT cannot do itself. */
export function asksToBook(plain: string): boolean {
  return [plain, bookingWords(plain)].some((text) => (BOOKING.test(text) || MORE_BOOKING.test(text)) && !BOOKING_LATER.test(text));
}

/** The words as booking reads them (turns12): texting shorthand spelled out ("appt", "sched", "u"), typos of its key words corrected. */
function bookingWords(plain: string): string {
  return ` ${plain
    .trim()
    .split(" ")
    .map((word) => SHORTHAND[word] ?? correctWord(word))
    .join(" ")} `;
}

/** A comparison asked for: "compared to", "vs", "better than", "how does it stack up against", "¿mejor que...?", "frente a". */
const COMPARES =
  / (?:compare|compares|compared|comparing|comparison|vs|versus|better than|worse than|difference|different from|instead of|comparar|compara|comparado|comparacion|diferencia|mejor que|peor que|en vez de|en lugar de|stacks? up|measures? up|(?:up )?against|which (?:one )?is better|better option|(?:se )?compara con|frente a|contra|cual es mejor|que es mejor) /;

/** "Forget that", "never mind", "olvida eso": the conversation's procedure and place are dropped. */
const NEW_TOPIC =
  /^ (?:(?:ok |okay |oh |actually |wait |sorry |no |bueno |mejor )?(?:forget (?:that|it|about (?:that|it))|never ?mind|nevermind|something else|different question|new question|change of (?:topic|subject)|olvida (?:eso|lo anterior|lo)|olvidalo|otra cosa|otra pregunta|cambiando de tema|cambio de tema)) /;

/** A clause about the past ("hace dos años tuve una reacción al relleno", "had lipo years ago"): no procedure of it is compared. */
const LONG_AGO_CLAUSE =
  / (?:hace (?:\d+|un|una|dos|tres|cuatro|cinco|unos|unas|varios|muchos) (?:anos?|meses)|(?:\d+|a|one|two|three|four|five|several|many|a few) (?:years?|months?) ago|last year|el ano pasado|years back) /;

/** The procedures of a turn less those named only in a clause about the past, when one is left to be asked about. */
function withoutPastMentions(found: ProcedureFacts[], question: string): ProcedureFacts[] {
  if (found.length < 2) return found;
  const clauses = question.split(/[,.;!?¿¡]+|\b(?:pero|but)\b/i).map((c) => plainWords(c));
  const past = clauses.filter((c) => LONG_AGO_CLAUSE.test(c));
  if (!past.length) return found;
  const asked = detectProcedures(clauses.filter((c) => !LONG_AGO_CLAUSE.test(c)).join(" "));
  const kept = found.filter((f) => asked.includes(f));
  return kept.length ? kept : found;
}

/** A first clause that dismisses what was asked before ("forget the bbl.", "never mind lipo,", "olvídate de la rino,"). */
const DISMISSED =
  /^\s*(?:(?:ok|okay|oh|actually|wait|no|nah|bueno|mejor|pues)[,.]? )?(?:forget(?: about)?|never ?mind|nvm|scratch|skip|drop|olvida(?:te)?(?: de)?|olvídate(?: de)?|ya no(?: quiero)?|no importa|dejemos|deja(?: lo de)?) [^.,;!?¿¡]*[.,;!?]+\s*/i;

/** "I'm in San Diego", "I live in Austin", "so we're out in Tucson", "estoy en Miami": a place alone, continuing the conversation. */
const BARE_PLACE =
  /^ (?:(?:oh|ok|okay|so|well|hey|and|but|y|pues|bueno|ah) )?(?:(?:i m|im|i am|i live|we re|we are|we live|estoy|vivo|vivimos|estamos|soy de|i m from|i am from|i m based|im based|i m located|im located) )?(?:(?:down|over|out|up|based|located|staying|living|currently|now|ahora|actualmente) )?(?:in|near|around|from|en|cerca de|de) /;

const PRACTICAL: [PracticalKind, RegExp][] = [
  [
    "hours",
    / (?:open|opens|opening|close|closes|closing) (?:\w+ )?(?:on |at |until |till |late |early |today|tomorrow|now|sundays?|saturdays?|weekends?|the weekend|hours|time)|(?:opening|business|office|their) hours|what time (?:do|does) (?:they|it|the \w+) (?:open|close)|horarios?|(?:abre|abren|cierra|cierran) (?:\w+ )?(?:los |el |hoy|manana|tarde|temprano|domingos?|sabados?|fines? de semana)|a que hora (?:abre|abren|cierra|cierran)| (?:is|are) (?:they |it )?open $|still open|open right now|estan abiertos|esta abierto|esta abierta /,
  ],
  ["parking", / (?:parking|park (?:there|nearby|my car|the car)|valet|estacionamiento|estacionar|parqueo|aparcamiento|aparcar) /],
  ["walkIns", / (?:walk ins?|walkins?|walk in appointments?|without an appointment|no appointment needed|sin cita(?: previa)?|sin turno) /],
  [
    "insurance",
    / (?:(?:take|takes|accept|accepts|in network with|bill) (?:my |\w+ )?(?:insurance|aetna|cigna|blue cross|bcbs|united ?healthcare|humana|medicaid|medicare|kaiser|tricare)|aetna|cigna|blue cross|bcbs|united ?healthcare|humana|medicaid|medicare|tricare|(?:aceptan?|toman?) (?:mi |el )?seguro|seguro (?:de )?(?:aetna|cigna|blue cross|humana|medicaid|medicare)) /,
  ],
  [
    "staff",
    / (?:in today|in tomorrow|working today|there today|available today|in the office today|(?:atiende|atienden|esta|estara|trabaja|viene|consulta) (?:\w+ ){0,3}hoy) /,
  ],
  // Thirteenth round: a practice's track record ("how many BBLs have they done", "their complication rate", "¿cuántas han hecho?").
  [
    "record",
    / (?:how many (?:\w+ ){0,3}(?:has|have|had) (?:\w+ ){0,4}(?:done|performed)|how many (?:\w+ ){0,3}did (?:\w+ ){0,4}(?:do|perform)|how many (?:\w+ ){0,3}(?:does|do) (?:\w+ ){0,4}(?:do|perform) (?:a|per|each|every) (?:year|month|week)|(?:complication|success|revision|infection|death|mortality|satisfaction) rates?|track record|cuant[oa]s (?:\w+ ){0,3}(?:ha|han|hizo|hicieron|hace|hacen) (?:hecho|realizado|operado)?|tasas? de (?:complicaciones|exito|infeccion|mortalidad|revision|satisfaccion)|(?:indice|porcentaje) de (?:complicaciones|exito)) /,
  ],
  ["access", / (?:wheelchair|accessible|accessibility|elevator|silla de ruedas|accesible|accesibilidad|ascensor) /],
  [
    "languages",
    / (?:speak|speaks|speaking) (?:spanish|english|portuguese|vietnamese|chinese|mandarin|korean|russian|arabic|french)|(?:hablan?|se habla) (?:espanol|ingles|portugues|frances) /,
  ],
];

/** The practical thing a turn asks of a practice, if any. */
export function practicalKind(text: string): PracticalKind | undefined {
  const plain = plainWords(text);
  return PRACTICAL.find(([, pattern]) => pattern.test(plain))?.[0];
}

/** The text without a practice's name in it (any case). */
function withoutName(text: string, name: string): string {
  const at = text.toLowerCase().indexOf(name.toLowerCase());
  return at < 0 ? text : `${text.slice(0, at)} ${text.slice(at + name.length)}`;
}

/**
 * The dialogue state (issue 44, tenth round), carried from turn to turn: the procedure (none when
 * another kind of provider was asked for), the place, the provider named, the kind of provider, the
 * language, the kind of question, and whether the procedure was carried from before. `nextState` is
 * the one function that decides which slots a turn fills; a turn changes only the slots it fills.
 * (Risk modifiers are the conversation's too: the safety layer reads them from every turn, app/chat/safety.)
 */
export type DialogueState = {
  /** The procedure this turn is about: its own, or the conversation's when the turn refers back to it. */
  procedure?: ProcedureFacts;
  /** The place this turn is about. */
  place?: Place;
  /**
   * The conversation's procedure and place, kept across a turn that does not fill them (issue 44, eleventh
   * round: "¿y cuánto me sale?" not understood must not lose the procedure for the turn after it); only
   * another kind of provider or "forget that" replaces the procedure.
   */
  standing?: ProcedureFacts;
  standingPlace?: Place;
  /** A provider the turn named ("Velvet Rose", "Dr. Lee"), as typed. */
  provider?: string;
  /** Another kind of provider asked for ("nutritionists", "dermatólogos"): a search of its own, no procedure. */
  kind?: string;
  language: Language;
  question: Topic;
  followUp: boolean;
  /** The turn's new content is only a place ("what about tempe instead?", "mejor en brooklyn"). */
  onlyPlace: boolean;
};

/** A kind of provider named ("dermatologists", "nutritionists"): a search of its own, not the conversation's procedure. */
const PROVIDER_KIND =
  / (?:dermatolog\w*|derms?|nutri\w*|dietit\w*|dietic\w*|dietist\w*|dietolog\w*|registered dietitians?|(?:an|a|any|good) rd|dentists?|dentistas?|therapists?|psicolog\w*|terapeutas?|esteticistas?|cosmetolog\w*|estheticians?|aestheticians?) /;
/** The kinds of provider of nutrition ("nutrióloga", "dietista", "an RD"). */
const NUTRITION_KIND = / (?:nutri\w*|dietit\w*|dietic\w*|dietist\w*|dietolog\w*|registered dietitians?|(?:an|a|any|good) rd) /;
const kindOf = (plain: string) => PROVIDER_KIND.exec(plain)?.[0].trim();

/**
 * A turn that names a place and asks nothing else ("hmm better in miami beach, anyone there?",
 * "mejor en nueva york, ¿quién hay allá?", "ok we're moving to seattle"): a change of place, so the
 * conversation's procedure goes on there (issue 44, eighth round). Not nutrition, not off-topic, not another kind of provider.
 */
function asksOnlyWhere(text: string, scope: ReturnType<typeof scopeOf>, own: ProcedureFacts | undefined): boolean {
  if (own || scope === "nutrition" || isOffTopic(text) || PROVIDER_KIND.test(plainWords(text))) return false;
  // Words of another kind of question only ("maybe dallas works better" is not about how it works).
  const topic = detectTopic(text, false);
  return topic === "overview" || topic === "providers";
}

/**
 * Which slots of the dialogue state a turn fills (the one function that decides it): its own procedure,
 * place, provider and kind of provider; the procedure (or kind) before when the turn refers back
 * ("it", "that", "there", "eso", "allí"), is a short follow-up ("what about recovery?") or names only a
 * place; its language, or the one before when it cannot tell ("Botox?").
 */
async function nextState(text: string, before: DialogueState | undefined, places: Place[]): Promise<DialogueState> {
  const language = detectLanguage(text) ?? before?.language ?? "en";
  // Typos of a procedure's name are read as it ("microneedlin", "botx").
  const own = detectProcedure(text) ?? detectProcedure(correctedWords(text));
  // A practice named first, so its words are not read as a place ("Velvet Rose" is no Rose, OK).
  const provider = typedName(text) ?? (await capitalizedName(text));
  const unnamed = provider ? text.replace(provider, " ") : text;
  // The kind of provider asked for ("a nutritionist in austin", "¿dermatólogos en dallas?") replaces the conversation's procedure.
  const ownKind = own ? undefined : kindOf(plainWords(text));
  const continues = Boolean(before?.standing || before?.kind);
  const found = await findPlace(unnamed, places);
  // A town in lower case with no place word before it ("tempe would be easier for me"): a place when the rest of the turn asks nothing else.
  const lowerTown = !found && continues && !own && !ownKind && !provider ? await townOfPlaceOnlyTurn(text) : undefined;
  const ownPlace = found ?? lowerTown;
  // Read without the place's name ("sugar land" is no word of nutrition).
  const scope = scopeOf(ownPlace ? withoutPlaceName(text, ownPlace) : text);
  // "How about in Miami?", "anything in houston?": a turn whose new content is only a place.
  const onlyPlace =
    ownPlace !== undefined &&
    !own &&
    !ownKind &&
    (lowerTown !== undefined || isBareFollowUp(text) || BARE_PLACE.test(plainWords(text)) || asksOnlyWhere(text, scope, own));
  // "So can I book it?" is in the field too: booking the conversation's procedure.
  // "¿Cada cuánto hay que repetirlo?" asks how long the conversation's procedure lasts.
  const lasts = asksHowLongItLasts(plainWords(text));
  // Thirteenth round: "and can i get it now?", "¿y me lo puedo hacer ya?": a follow-up pointing at the conversation's procedure is in the field.
  const pointsBack = Boolean(before?.standing) && startsLikeFollowUp(text) && refersBack(text);
  const inField =
    !isOffTopic(text) && (hasTopic(text) || scope !== "outside" || onlyPlace || lasts || pointsBack || asksToBook(plainWords(text)));
  // "Rough number?", "ballpark $$ in coral gables?", "¿cuánto me sale?": a price asked with no procedure of its own is the conversation's.
  const asksPrice = !own && !ownKind && detectTopic(text) === "cost";
  // "Can you arrange it?", "reach out for me": booking the conversation's procedure.
  const books = asksToBook(plainWords(text));
  const refers = inField && (refersBack(text) || isBareFollowUp(text) || onlyPlace || lasts || scope === "field" || asksPrice || books);
  const carried = !own && !ownKind && before?.standing && refers ? before.standing : undefined;
  // A kind of provider goes on to a new place ("any nutritionists in nashville?" then "what about memphis?").
  const kind = ownKind ?? (!own && onlyPlace ? before?.kind : undefined);
  // The place: its own, or the one before when the question points there, follows up ("what about
  // Botox?") or asks a bare follow-up of the same procedure ("what about recovery?").
  const keepsPlace = refersToPlace(text) || startsLikeFollowUp(text) || (carried && (isBareFollowUp(text) || asksPrice || books));
  const place = ownPlace ?? (keepsPlace ? before?.place : undefined);
  // "And if it's tomorrow?" after the risks: a follow-up that adds a detail but no kind of question of its own asks the same kind again.
  const addsDetail =
    carried !== undefined &&
    !ownPlace &&
    startsLikeFollowUp(text) &&
    !hasTopic(text) &&
    !asksToBook(plainWords(text)) &&
    !(pointsBack && ASKS_WHETHER.test(plainWords(text)));
  const question = addsDetail && before ? before.question : detectTopic(text);
  const standing = own ?? carried ?? (ownKind ? undefined : before?.standing);
  const standingPlace = ownPlace ?? before?.standingPlace;
  return {
    procedure: own ?? carried,
    place,
    standing,
    standingPlace,
    provider,
    kind,
    language,
    question,
    followUp: Boolean(carried),
    onlyPlace,
  };
}

/** Words that carry no question of their own besides a place ("would be easier for me", "works better"). */
function asksNothingElse(rest: string): boolean {
  return !hasTopic(rest) && !isOffTopic(rest) && !IS_IT_NORMAL.test(plainWords(rest)) && !kindOf(plainWords(rest));
}

/** Towns with fewer ZIP codes than this are never read from a lower-case word alone ("hurt" is Hurt, VA; "normal" Normal, IL). */
const TOWN_MIN_ZIPS = 3;

/**
 * A town named in lower case with no place word before it, leading a turn that asks nothing else
 * ("brooklyn would be easier for me", "ok tempe then", "pearland me queda mejor"): looked up in app/geo's
 * place table, a town of at least TOWN_MIN_ZIPS ZIP codes, no common word, procedure or stop word.
 */
async function townOfPlaceOnlyTurn(text: string): Promise<Place | undefined> {
  const words =
    text
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .match(/[\p{L}][\p{L}'’.]*/gu) ?? [];
  if (words.length > 10) return undefined;
  const table = await usPlaces();
  for (let length = Math.min(3, words.length); length >= 1; length--)
    for (let i = 0; i + length <= words.length; i++) {
      const span = words.slice(i, i + length);
      // The town leads the turn, after filler words only ("ok tempe then"; "what a surprise" is no Surprise, AZ).
      if (!words.slice(0, i).every((w) => PLACE_FILLER.has(w))) continue;
      if (span.some((w) => COMMON_WORDS.has(w)) || NOT_PLACES.has(span.join(" "))) continue;
      if (withoutProcedureNames(` ${span.join(" ")} `).trim() !== span.join(" ")) continue;
      const town = table.cityAnywhere(span.join(" "));
      if (!town) continue;
      const { place: name, state } = splitPlace(town.label);
      if (!state || table.zipPointsOf(name, state.code).length < TOWN_MIN_ZIPS) continue;
      const rest = [...words.slice(0, i), ...words.slice(i + length)].join(" ");
      if (asksNothingElse(rest)) return fromGeo(town);
    }
  return undefined;
}

/** The text without the place's city named in it, accents dropped. */
function withoutPlaceName(text: string, place: Place): string {
  const plain = text.normalize("NFD").replace(/\p{M}/gu, "");
  const city = place.city
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return plain.replace(new RegExp(city, "giu"), " ");
}

/** What every engine is given: the facts it may use. `history` ends with the question. */
export async function ground(history: Turn[]): Promise<Grounding> {
  const typed = history.at(-1)?.text ?? "";
  // "Forget the bbl. who does coolsculpting in chicago": the procedure dismissed is dropped, and the rest is the question.
  const dismissed = DISMISSED.exec(typed);
  const rest = dismissed ? typed.slice(dismissed[0].length) : "";
  const dropsProcedure = dismissed !== null && detectProcedure(dismissed[0]) !== undefined && detectProcedure(rest) !== undefined;
  const question = dropsProcedure ? rest : typed;
  const previousAnswer = history.slice(0, -1).findLast((t) => t.role === "assistant")?.text;
  const previousQuestion = history.slice(0, -1).findLast((t) => t.role === "user")?.text;
  let context: DialogueState | undefined;
  const places = await knownPlaces();
  // An aside outside TruGPT's field ("a good pizza place there?") leaves the conversation's procedure and place as they were;
  // "forget that, ..." drops them.
  for (const turn of history.slice(0, -1))
    if (turn.role === "user" && !isOffTopic(turn.text)) context = await nextState(turn.text, context, places);
  if (NEW_TOPIC.test(plainWords(question)))
    context = context && { language: context.language, question: "overview", followUp: false, onlyPlace: false };
  if (dropsProcedure) context = context && { ...context, procedure: undefined, standing: undefined, followUp: false };
  const resolved = await nextState(question, context, places);
  const { language } = resolved;
  let { procedure, place, followUp } = resolved;
  let topic = resolved.question;
  const yesNo = yesNoOf(question);
  const safety = assess(history);
  const searchPath = `/find-doctors${directorySearch({ procedure: procedure?.procedure.slug, location: place?.city })}`;
  const base = {
    question,
    topic,
    language,
    previousAnswer,
    previousQuestion,
    elsewhere: false,
    followUp,
    safety,
    searchPath,
    booking: false,
  };
  // The safety layer first: a warning sign gets the emergency guidance alone, whatever else the turn asks.
  if (safety.emergency) return { ...base, scope: procedure ? "procedure" : "field", providers: [], emergency: true };
  const plain = plainWords(question);
  if (THANKS.test(plain)) {
    const thanksLanguage = detectLanguage(question) ?? (THANKS_ES.test(plain) ? "es" : language);
    const about = context?.standing;
    return { ...base, language: thanksLanguage, scope: "greeting", procedure: about, thanks: true, providers: [], emergency: false };
  }
  const booking = asksToBook(plain);
  const namedHere = await namedProviders(question);
  // A practice's name says nothing of the asker's language ("gables aesthetic surgery hace abdominoplastia?").
  const ownLanguage = namedHere && detectLanguage(withoutName(question, namedHere.asked));
  if (ownLanguage) base.language = ownLanguage;
  // What the turn asks of a practice, read without the practice's name ("Wicker Park" is no parking).
  const practical = practicalKind(namedHere ? withoutName(question, namedHere.asked) : question);
  // "How do I book with them?", "do they have parking?": the provider named the turn before.
  const named =
    namedHere ?? ((booking || practical) && previousQuestion && THEM.test(plain) ? await namedProviders(previousQuestion) : undefined);
  // "Are they open on Sundays?", "do they take walk-ins?" with no practice named: about the practices of the conversation's search.
  const aboutListed = practical !== undefined && !named && THEM.test(plain) && (resolved.standing || /^\s*- /m.test(previousAnswer ?? ""));
  if (booking || named || aboutListed) {
    const providers = named?.found ?? [];
    // No provider named: the search for the conversation's procedure, in its place when one was named.
    const searchFor = procedure ?? (aboutListed ? resolved.standing : undefined);
    const searchPlace = place ?? resolved.standingPlace;
    const unnamed = !named;
    return {
      ...base,
      searchPath: unnamed
        ? `/find-doctors${directorySearch({ procedure: searchFor?.procedure.slug, location: searchPlace?.city })}`
        : searchPath,
      scope: searchFor ? "procedure" : "field",
      procedure: searchFor,
      place: unnamed ? searchPlace : place,
      yesNo,
      booking,
      named,
      practical: booking ? undefined : practical,
      providers,
      emergency: false,
    };
  }
  // A procedure the guide does not cover, asked by its own name: said so, with what TruGPT can do. A covered one
  // named with an add-on ("microneedling with PRP", "con exosomas") is that procedure (safety11).
  if (!procedure && context?.procedure && ADD_ON.test(plain)) ({ procedure, followUp } = { procedure: context.procedure, followUp: true });
  const uncovered =
    procedure && (!followUp || detectProcedure(question) || ADD_ON.test(plain))
      ? undefined
      : (uncoveredProcedure(plain, language) ??
        uncoveredProcedure(correctedWords(question), language) ??
        // "¿Y duele?" after "quiero una bichectomía": still the procedure the guide does not cover.
        (!procedure && previousQuestion && (isBareFollowUp(question) || refersBack(question))
          ? uncoveredProcedure(plainWords(previousQuestion), language)
          : undefined));
  if (uncovered) return { ...base, scope: "field", place, uncovered, providers: [], emergency: false };
  const mentioned = detectProcedures(question);
  const compared = withoutPastMentions(mentioned, question);
  // "Hace dos años tuve una reacción al relleno... ¿cuánto dura el bótox?": the procedure asked about, not the one of the past.
  if (compared.length === 1 && compared.length < mentioned.length && !followUp) procedure = compared[0];
  // "How does that compare to a facelift?": the conversation's procedure against the one named.
  if (compared.length === 1 && context?.standing && context.standing !== compared[0] && COMPARES.test(plain))
    compared.unshift(context.standing);
  // turns12: "an RD in austin before my lipo", "un dietólogo antes de mi abdominoplastia": the nutrition provider asked for is what the
  // turn is about (nutrition, and that kind's providers), not the procedure it is for.
  if (procedure && !followUp && NUTRITION_KIND.test(plain) && detectTopic(question) === "nutrition") procedure = undefined;
  // A kind of provider carried to a new place ("what about memphis?" after nutritionists): that kind's search there.
  const kindAsked = resolved.kind && resolved.onlyPlace && !kindOf(plain) ? ` ${resolved.kind} ` : question;
  let scope = procedure ? "procedure" : understood(kindAsked, scopeOf(kindAsked), place);
  // turns12: "y lo del papelito que me dijo mi amiga, ¿eso aplica para mí?" points at something never said here: not sure
  // what is meant, about the conversation's procedure and place (never "which procedure?"; a carried place is no place of its own).
  const unsaid =
    context?.standing !== undefined &&
    !detectProcedure(question) &&
    !detectProcedure(correctedWords(question)) &&
    !kindOf(plain) &&
    (place === undefined || place === context.place) &&
    !hasTopic(question) &&
    !safety.modifiers.length &&
    POINTS_AT_UNSAID.test(plain);
  if (unsaid) scope = "unclear";
  if (scope === "outside" || (scope === "greeting" && !concernProcedures(plain).length))
    return { ...base, scope, followUp: false, providers: [], emergency: false };
  // A turn not understood continues the conversation's procedure when it points back at it ("can I get
  // it done?", "and then?"), and always once a risk modifier was stated: "ok can I get it done then?" gets the modifier's answer (issue 44).
  if (
    scope === "unclear" &&
    context?.standing &&
    !unsaid &&
    !PROVIDER_KIND.test(plain) &&
    (startsLikeFollowUp(question) || refersBack(question) || safety.modifiers.length)
  ) {
    ({ procedure, followUp, scope } = { procedure: context.standing, followUp: true, scope: "procedure" });
    place ??= context.place;
    // "And if it's tomorrow?" after the risks: the same kind of question again, with its detail (the state's kind of question).
    if (topic === "overview" && startsLikeFollowUp(question) && !hasTopic(question)) topic = context.question;
    // After a modifier, "can I get it done then?" is answered with the modifier and the risks, not the overview again.
    if (safety.modifiers.length && topic === "overview") topic = "risks";
  }
  // The safe default (issue 44, fourth round): a turn not understood that reports on a body, in a
  // conversation about a procedure, gets the emergency guidance rather than the scope reply.
  const notUnderstood = scope === "unclear" || (scope === "field" && !procedure && !place);
  const asked = history.filter((t) => t.role === "user").map((t) => t.text);
  if (notUnderstood && reportsPossibleSign(question, asked.slice(0, -1)))
    return { ...base, safety: { ...safety, emergency: true }, scope: "field", providers: [], emergency: true };
  // "I want bigger lips", "algo para la papada": the guide's procedures for it (never with a risk modifier, whose answer comes first).
  const concern = procedure || unsaid || safety.modifiers.length ? [] : concernProcedures(plain);
  // With a risk modifier in the conversation ("she's 20 weeks along... can she get her lips done?"), the modifier's
  // answer and the risks, not the price sheet and providers, which read as a go-ahead.
  if (procedure && safety.modifiers.length && topic === "overview" && ASKS_WHETHER.test(plain)) topic = "risks";
  // "Can I keep taking Aleve the week before my breast reduction?": the "No" and the risks, never a price sheet after it.
  if (procedure && safety.modifiers.includes("nsaidBeforeSurgery") && topic === "overview") topic = "risks";
  if (concern.length) return { ...base, scope: "field", place, concern, providers: [], emergency: false };
  if (scope === "unclear")
    return {
      ...base,
      scope,
      procedure: context?.standing,
      place: unsaid ? (context?.place ?? context?.standingPlace) : context?.place,
      providers: [],
      emergency: false,
    };
  if (compared.length >= 2) return { ...base, scope, procedure, compared, providers: [], emergency: false };
  // Providers for an overview, a price or a search, or wherever a place is named; a follow-up on
  // recovery, risks or candidacy, or a yes/no question, answers that part only.
  // "Is that normal?", or a statement about their own body after it ("my lips are bigger on one side"): not a price sheet.
  const reports =
    topic === "overview" &&
    !yesNo &&
    !ASKS.test(plain) &&
    asked.some((turn) => HAD_IT.test(plainWords(turn))) &&
    reportsAboutBody(question, asked.slice(0, -1));
  const worry = procedure !== undefined && (IS_IT_NORMAL.test(plain) || reports);
  // With a risk modifier and a place, the answer links the search there instead of listing providers (engine.server.ts).
  const cautionWithPlace = procedure !== undefined && place !== undefined && safety.modifiers.length > 0;
  // The safe default (issue 44, tenth round; lex10): a question of a kind TruGPT cannot read gets what it can tell about
  // the procedure, never the price sheet and providers alone.
  if (procedure && topic === "overview" && !yesNo && !worry && !place && asksUnreadKind(question))
    return { ...base, scope: "unclear", procedure, providers: [], emergency: false };
  const listsProviders =
    !cautionWithPlace &&
    !yesNo &&
    !worry &&
    !asksHowLongItLasts(plain) &&
    (topic === "overview" || topic === "cost" || topic === "providers" || place) &&
    (procedure || place);
  const match = procedure ? procedure.procedure.match : scope === "nutrition" ? NUTRITION_MATCH : undefined;
  const { providers, elsewhere } = listsProviders ? await providersFor(procedure, place, match) : { providers: [], elsewhere: false };
  const nearMe = !place && NEAR_ME.test(plain);
  return { ...base, topic, scope, procedure, place, followUp, yesNo, worry, nearMe, providers, elsewhere, emergency: false };
}

/** The name, in the answer's language, of a procedure the guide does not cover that the question names. */
function uncoveredProcedure(plain: string, language: Language): string | undefined {
  const found = UNCOVERED_PROCEDURES.find((u) => u.names.some((name) => plain.includes(` ${plainWords(name).trim()} `)));
  return found && found[language];
}

/** Words of a treatment already had ("got lip filler two days ago", "me hice el peeling el martes"). */
const HAD_IT =
  / (?:got|had|did|done|since|ago|yesterday|last (?:week|night|month)|this (?:morning|week)|me hice|me hicieron|me puse|me pusieron|me inyectaron|hace|ayer|desde|anoche) /;

/** "Can she do it before the baby comes?", "¿me la puedo hacer?": whether it may be done. */
const ASKS_WHETHER =
  /^ (?:can|could|should|may|is|are|will|would|puedo|puede|pueden|se puede|debo|deberia) | (?:can|could|should|may) (?:i|she|he|we|they|you) | (?:me|se|te|nos) (?:lo|la|los|las) (?:puedo|puede|podria|puedes) | (?:lo|la|los|las) (?:puedo|puede|podria|puedes) (?:seguir|tomar|usar|hacer) | (?:puedo|puede|podria|podemos) (?:hacerme|hacerse|operarme|operarse|ponerme|ponerse) /;

/** A question's first words ("what would my lips look like...?"), not a statement about a body. */
const ASKS = /^ (?:what|how|can|could|would|will|should|do|does|is|are|where|which|who|any|cuanto|cuanta|que|como|puedo|donde|cual|hay) /;

/** The procedures of the guide for what the text asks to change, most usual first (at most three). */
function concernProcedures(plain: string): ProcedureFacts[] {
  const slugs = [...new Set(CONCERNS.filter((c) => c.words.test(plain)).flatMap((c) => c.slugs))].slice(0, 3);
  return slugs.flatMap((slug) => PROCEDURE_FACTS.filter((f) => f.procedure.slug === slug));
}

/** "Outside" only for a clearly off-topic question (pizza, weather, code); a turn TruGPT cannot read is "unclear". */
function understood(question: string, scope: ReturnType<typeof scopeOf>, place: Place | undefined): Grounding["scope"] {
  if (scope !== "outside" || isOffTopic(question)) return scope;
  return place ? "field" : "unclear";
}
