/**
 * Warning signs after a procedure (issue 44, item 1; docs/decisions/055-trugpt-safety-layer.md),
 * by clinical category, in English and Spanish, over text with accents dropped and typos of key
 * words corrected (spelling.ts). A first-person report of a sign is an emergency; a general
 * question about a risk ("can fillers cause blindness?") is not. When a sign is there and the
 * text is not clearly a general question, the safe answer (an emergency) wins.
 */
import { detectProcedure } from "../knowledge";
import { addKeyWords, correctedWords, keyWordsOf } from "./spelling";

export type WarningSign =
  "skinColour" | "severePain" | "vision" | "stroke" | "allergy" | "infection" | "clot" | "bleeding" | "fainting" | "selfHarm";

const any = (...phrases: string[]) => new RegExp(` (?:${phrases.join("|")}) `);

const COLOUR = "(?:white|whitish|pale|grey|gray|greyish|grayish|blue|bluish|purple|purplish|dusky|mottled|blotchy|black|dark)(?! hairs? )";
const COLOUR_ES =
  "(?:blanc[oa]s?|blanquecin[oa]s?|palid[oa]s?|gris(?:es|acea)?|azul(?:es|ad[oa]s?)?|morad[oa]s?|amoratad[oa]s?|manchad[oa]s?|moteado|moteada|negr[oa]s?|oscur[oa]s?)";
/** Colours of a normal skin that only a change into is a sign ("my skin is dark" is not; "turning dark" is). */
const COLOUR_STATE = "(?:white|whitish|grey|gray|greyish|grayish|blue|bluish|purple|purplish|dusky|mottled|blotchy)(?! hairs? )";
const COLOUR_ES_STATE = "(?:blanc[oa]s?|gris(?:es|acea)?|azul(?:es|ad[oa]s?)?|morad[oa]s?|amoratad[oa]s?|manchad[oa]s?|moteado|moteada)";
/** Parts where a colour is a sign (the skin itself has its own colour: "piel blanca" is not one). */
const BODY_PART = "(?:lip|lips|nose|tip|cheek|cheeks|chin|forehead|finger|fingers|toes|nipple|nipples|incision|wound|area)";
const BODY_PART_ES = "(?:labio|labios|nariz|punta|mejilla|mejillas|barbilla|menton|frente|pezon|pezones|herida|incision|zona)";
const BODY_ES =
  "(?:piel|zona|area|mancha|labio|labios|nariz|punta|mejilla|mejillas|barbilla|menton|frente|cara|pezon|pezones|herida|incision)";

/** Each category's patterns. */
const SIGNS: [WarningSign, RegExp][] = [
  [
    "skinColour",
    any(
      `(?:turn|turns|turned|turning|went|going|gone|goes|getting|got|became|become|becoming|changing|changed) (?:\\w+ ){0,2}${COLOUR}`,
      `(?:is|are|s|looks?|looking|feels?) (?:\\w+ ){0,2}${COLOUR_STATE}`,
      `${COLOUR_STATE} (?:and|or) (?:blotchy|mottled|patchy|cold|painful|hurts)`,
      "blotchy",
      "mottled",
      "mottling",
      "blanching",
      "blanched",
      "lace ?like (?:pattern|rash)",
      `(?:se (?:puso|pone|esta poniendo|ve|volvio|torno)|quedo|quedaron|esta poniendo|estan poniendo) (?:\\w+ ){0,3}${COLOUR_ES}`,
      `${BODY_ES} (?:\\w+ ){0,1}(?:esta|estan) (?:\\w+ ){0,1}${COLOUR_ES_STATE}`,
      "(?:manchas?|parches?) (?:blancas?|moradas?|azules|grises|azuladas?)",
      // A part of the face or body (not the skin's own colour) that is purple, blue, grey or white.
      `${BODY_PART_ES} (?:\\w+ ){0,1}(?:morad[oa]s?|azul(?:es|ad[oa]s?)?|gris(?:es|acea)?|amoratad[oa]s?|moteada|blanc[oa]s? y fri[oa]s?)`,
      `${BODY_PART} (?:\\w+ ){0,1}(?:blue|bluish|purple|purplish|grey|gray|greyish|grayish|dusky|mottled|white and cold)`,
      "(?:morad[oa]|azul|gris|blanc[oa]) y fri[oa]",
      "(?:purple|blue|grey|gray|white|pale) and cold",
      "moteada",
      "amoratad[oa]s?",
    ),
  ],
  [
    "severePain",
    any(
      "(?:severe|extreme|terrible|intense|unbearable|excruciating|horrible|awful|worst|sharp|throbbing|increasing|growing|worsening|lots of|a lot of|so much|really bad|very bad) pain",
      "pain (?:\\w+ ){0,4}(?:getting worse|gets worse|got worse|worse and worse|worsening|increasing|growing|unbearable|severe|intense|excruciating|keeps getting)",
      "(?:really|so|very|extremely|terribly) (?:hurts?|painful|sore)",
      "hurts? (?:so much|really bad|really badly|a lot|like crazy|more and more|worse)",
      "dolor (?:\\w+ ){0,1}(?:muy )?(?:fuerte|intenso|insoportable|severo|terrible|horrible|agudo|punzante)",
      "(?:mucho|muchisimo|demasiado) dolor",
      "duele (?:\\w+ ){0,1}(?:mucho|muchisimo|demasiado|horrible|cada vez mas|mas y mas)",
      "dolor (?:que )?(?:aumenta|empeora|va en aumento|crece|cada vez (?:mas|mayor))",
    ),
  ],
  [
    "vision",
    any(
      "(?:blurry|blurred|blurring|blurriness|double|dim|dimmed|dark|cloudy|foggy|lost|losing|loss of|loss in|no|partial|changes? in|change in|changed|weird|strange) vision",
      "vision (?:\\w+ ){0,2}(?:blurry|blurred|blurring|loss|changes?|changed|going|gone|dark|darker|dim|doubled|double|worse|spotty)",
      "(?:can t|cant|cannot|can not|hard to|trouble|difficulty) see(?:ing)?",
      "(?:blind|blindness) in",
      "going blind",
      "(?:everything|things|it) (?:looks|is|are|got|went) (?:\\w+ ){0,1}(?:blurry|blurred|dark|double)",
      "(?:see|seeing) (?:\\w+ ){0,1}(?:blurry|double|spots|black spots|dark spots|stars)",
      "eye (?:\\w+ ){0,2}(?:blurry|blurred|blind|dark)",
      "blindness",
      "vision (?:borrosa|doble|nublada)",
      "veo (?:\\w+ ){0,2}(?:borroso|borrosa|doble|mal|negro|nublado|manchas|oscuro|poco|nada)",
      "no (?:\\w+ ){0,1}veo",
      "no puedo ver",
      "(?:perdi|perdiendo|pierdo|perdida de) (?:la )?(?:vision|vista)",
      "(?:ciego|ciega|ceguera)",
      "(?:vision|vista) (?:\\w+ ){0,1}(?:borrosa|nublada|rara|extrana|oscura)",
    ),
  ],
  [
    "stroke",
    any(
      "(?:numb|numbness|droop|drooping|droopy|droops|drooped|weak|weakness|paralyzed|paralysed|paralysis|sagging|tingling|can t move)(?: \\w+){0,6} (?:one side|on one side|one half|half of (?:my |the )?face|left side|right side|side of (?:my |the )?face)",
      "(?:one side|half|left side|right side) of (?:my |the )?(?:face|mouth|body|smile)(?: \\w+){0,4} (?:numb|droop\\w*|weak|paralyzed|sagging|tingling|won t move|can t move)",
      "(?:face|mouth|smile) (?:\\w+ ){0,2}(?:drooping|droopy|droops|drooped|crooked|lopsided|numb|paralyzed)",
      "(?:slurred|slurring|slurry) (?:speech|words)",
      "speech (?:is )?(?:slurred|slurring)",
      "(?:slurring|slur) (?:my )?words",
      "(?:can t|cant|cannot|hard to|trouble) (?:speak|talk|talking|speaking|smile)",
      "stroke",
      "(?:adormecid[oa]|entumecid[oa]|entumid[oa]|dormid[oa]|paralizad[oa]|caid[oa]|debil|hormigueo)(?: \\w+){0,6} (?:un lado|de lado|lado izquierdo|lado derecho|la mitad|media cara)",
      "(?:un lado|la mitad|media cara|lado izquierdo|lado derecho)(?: \\w+){0,5} (?:adormecid[oa]|entumecid[oa]|entumid[oa]|dormid[oa]|paralizad[oa]|caid[oa]|debil|no se mueve)",
      "(?:cara|boca|sonrisa) (?:\\w+ ){0,2}(?:caida|torcida|chueca|paralizada|adormecida|entumecida|dormida)",
      "se me (?:cae|cayo|tuerce|torcio) (?:la cara|la boca|un lado|el lado)",
      "(?:hablo|habla) (?:\\w+ ){0,1}(?:raro|arrastrad[oa]|mal|trabad[oa])",
      "arrastr\\w* las palabras",
      "no puedo hablar",
      "derrame (?:cerebral)?",
      "ictus",
    ),
  ],
  [
    "allergy",
    any(
      "(?:throat|tongue|airway|windpipe)(?: \\w+){0,3} (?:swell|swells|swelling|swollen|tight|tightening|closing|closed|closing up|thick)",
      "(?:swelling|swollen) (?:\\w+ ){0,2}(?:throat|tongue)",
      "(?:lips?|face|eyes?|mouth)(?: \\w+){0,3} (?:swelling|swollen|swell|swells|puffing|blowing) (?:\\w+ ){0,2}(?:fast|quickly|rapidly|suddenly|up fast|a lot|huge|bigger and bigger|more and more)",
      "(?:suddenly|sudden|rapid|rapidly|fast) (?:\\w+ ){0,1}(?:swollen|swelling|swelled)",
      "(?:trouble|difficulty|hard|struggling|can t|cant|cannot|can not|unable|hard time) (?:\\w+ ){0,1}(?:to )?(?:breathe|breathing|breath|swallow|swallowing)",
      "short(?:ness)? of breath",
      "out of breath",
      "breathless",
      "wheez\\w*",
      "anaphyla\\w*",
      "(?:having|have|had) (?:an |a )?(?:allergic|bad) reaction",
      "allergic reaction (?:right now|now|since)",
      "(?:hives|welts|rash)(?: \\w+){0,6} (?:dizzy|dizziness|lightheaded|faint|breath|breathing|throat|swelling|swollen)",
      "(?:dizzy|dizziness|lightheaded)(?: \\w+){0,6} (?:hives|welts|rash)",
      "(?:garganta|lengua)(?: \\w+){0,3} (?:hinchad[oa]|inflamad[oa]|cerrad[oa]|apretad[oa]|cerrando|se cierra)",
      "se me (?:cierra|esta cerrando|hincha|hinchan|hincho|hincharon) (?:\\w+ ){0,1}(?:la garganta|la lengua|los labios|la cara)",
      "(?:labios|cara|ojos)(?: \\w+){0,3} (?:hinchad[oa]s?|se hinchan|se hincharon) (?:\\w+ ){0,2}(?:rapido|de repente|muchisimo|cada vez mas)",
      "no puedo (?:respirar|tragar)",
      "(?:dificultad|problemas) para (?:respirar|tragar)",
      "me cuesta (?:respirar|tragar)",
      "falta de aire",
      "me falta el aire",
      "me ahogo",
      "(?:ronchas|urticaria|habones|sarpullido)(?: \\w+){0,6} (?:mareo|mareada|mareado|desmayo|respirar|garganta)",
      "(?:mareo|mareada|mareado)(?: \\w+){0,6} (?:ronchas|urticaria|habones)",
      "(?:tengo|tuve|estoy teniendo) (?:una )?reaccion alergica",
      "reaccion alergica",
      "having an allergic reaction",
    ),
  ],
  [
    "infection",
    any(
      "pus",
      "oozing",
      "(?:yellow|green|smelly|foul|cloudy) (?:\\w+ ){0,1}(?:discharge|fluid|drainage)",
      "(?:spreading|growing|expanding) (?:\\w+ ){0,1}(?:redness|red)",
      "redness (?:\\w+ ){0,2}(?:spreading|growing|getting bigger|expanding)",
      "red (?:\\w+ ){0,1}streaks?",
      "(?:hot|warm) and (?:red|swollen)",
      "(?:red|swollen) and (?:hot|warm)",
      "high fever",
      "supura\\w*",
      "(?:secrecion|liquido) (?:\\w+ ){0,1}(?:amarill\\w*|verde|mal olor)",
      "enrojecimiento (?:\\w+ ){0,2}(?:se extiende|que crece|que aumenta|creciendo)",
      "(?:rojo|roja) y (?:caliente|hinchad[oa])",
      "fiebre alta",
    ),
  ],
  [
    "clot",
    any(
      "chest (?:pain|pains|hurts|hurting|tightness|tight|pressure)",
      "pain in (?:my |the )?chest",
      "calf (?:pain|pains|hurts|hurting|swollen|swelling|tender|cramp|cramps)",
      "(?:swollen|swelling|painful|tender|red) (?:\\w+ ){0,1}(?:calf|leg|calves)",
      "(?:leg|calf)(?: \\w+){0,2} (?:swollen|swelling|hurts|red and)",
      "cough\\w* (?:up )?blood",
      "blood when i cough",
      "dolor (?:en el |de |del )?pecho",
      "me duele (?:el pecho|la pantorrilla|la pierna)",
      "dolor toracico",
      "(?:opresion|presion) en el pecho",
      "pantorrilla (?:\\w+ ){0,3}(?:hinchada|duele|dolor|roja)",
      "(?:hinch\\w*|inflam\\w*|duele|dolor|me duele) (?:\\w+ ){0,2}(?:la )?(?:pantorrilla|pierna)",
      "dolor (?:en la|de) pantorrilla",
      "pierna (?:\\w+ ){0,1}(?:hinchada|roja)",
      "(?:tos|toso|escupo|tosiendo) (?:con )?sangre",
    ),
  ],
  [
    "bleeding",
    any(
      "(?:heavy|heavily|a lot of|lots of|so much|nonstop|non stop|severe|uncontrolled|profuse) bleed\\w*",
      "bleed\\w* (?:\\w+ ){0,1}(?:a lot|heavily|badly|won t stop|wont stop|will not stop|doesn t stop|does not stop|through|non ?stop|everywhere)",
      "(?:won t|wont|will not|doesn t|does not|can t) stop bleeding",
      "soak\\w* (?:\\w+ ){0,2}(?:bandage|bandages|dressing|dressings|gauze|garment)",
      "(?:rapid|sudden|fast|quick|huge|massive|growing|rapidly growing) swelling",
      "swell\\w* (?:\\w+ ){0,2}(?:fast|quickly|rapidly|suddenly|a lot|more and more|bigger and bigger|getting bigger|keeps growing)",
      "(?:one side|one breast|one side of my \\w+) (?:\\w+ ){0,2}(?:much )?(?:bigger|larger|more swollen|hard and swollen|swollen and hard)",
      "hematoma",
      "sangr\\w* (?:\\w+ ){0,1}(?:mucho|muchisimo|abundante|sin parar|demasiado)",
      "no (?:para|deja) de sangrar",
      "hemorragia",
      "sangrado abundante",
      "(?:hinchazon|inflamacion) (?:\\w+ ){0,1}(?:rapida|repentina|que aumenta|que crece|enorme)",
      "se (?:hincha|hincho|esta hinchando|inflama|inflamo) (?:\\w+ ){0,2}(?:mucho|muchisimo|rapido|de repente|cada vez mas)",
    ),
  ],
  [
    "fainting",
    any(
      "faint\\w*",
      "pass(?:ed|ing)? out",
      "black(?:ed|ing)? out",
      "lightheaded",
      "light headed",
      "unconscious",
      "collapsed",
      "seizures?",
      "convuls\\w*",
      "desmay\\w*",
      "perdi el conocimiento",
      "perdio el conocimiento",
      "inconsciente",
      "convulsion\\w*",
    ),
  ],
  [
    "selfHarm",
    any(
      "kill (?:my ?self|me)",
      "suicid\\w*",
      "end(?:ing)? (?:my|my own) life",
      "take my (?:own )?life",
      "not worth living",
      "better off dead",
      "no vale la pena vivir",
      "end it all",
      "(?:want|wanna|going) to die",
      "self ?harm\\w*",
      "(?:hurt|harm|cut)(?:ing)? (?:my ?self)",
      "(?:don t|dont|do not) want to (?:live|be alive|be here)",
      "no (?:quiero|deseo) vivir",
      "(?:matarme|suicidarme|quitarme la vida)",
      "(?:hacerme|hacer me) dano",
      "lastimarme",
      "cortarme",
      "(?:me quiero|quiero) morir",
    ),
  ],
];

/** A fever counts after a procedure ("fever after my tummy tuck", "fiebre después de la lipo"), or with chills, redness or pus. */
const FEVER = any("fever", "fevers", "feverish", "chills", "fiebre", "calentura", "escalofrios");
const AFTER_PROCEDURE = any(
  "after",
  "since",
  "following",
  "post ?op",
  "surgery",
  "procedure",
  "incision",
  "wound",
  "despues",
  "desde",
  "tras",
  "cirugia",
  "operacion",
  "herida",
);

/** The asker's own report, now: "since this morning", "I have", "my lips are", "tengo", "ahora", "is it normal". */
const REPORT = any(
  "now",
  "right now",
  "today",
  "tonight",
  "yesterday",
  "this morning",
  "last night",
  "since",
  "ago",
  "started",
  "starting",
  "keeps",
  "still",
  "suddenly",
  "getting worse",
  "won t stop",
  "wont stop",
  "is it normal",
  "is this normal",
  "should i worry",
  "should i be worried",
  "i have",
  "i ve got",
  "i got",
  "i feel",
  "i felt",
  "i m having",
  "i am having",
  "i can t",
  "i cant",
  "i cannot",
  "i noticed",
  "i see",
  "my \\w+ (?:is|are|s|feels?|looks?|has|have|keeps|won t|went|turned|got)",
  "(?:it|this|that) (?:is|s|feels|looks) (?:\\w+ ){0,1}(?:getting|turning|going)",
  "tengo",
  "tiene",
  "estoy",
  "siento",
  "veo",
  "ahora",
  "hoy",
  "ayer",
  "anoche",
  "desde",
  "hace",
  "esta manana",
  "es normal",
  "se me",
  "me (?:duele|salio|salieron|inyectaron|hicieron|pusieron|operaron|siento)",
);
/** The shape of a general question about a risk: "can fillers cause blindness?", "what are the risks", "¿puede causar...?". */
const GENERAL = any(
  "can(?= (?!t |not ))",
  "could(?= (?!n t |not ))",
  "does",
  "do(?= (?!not ))",
  "will(?= (?!not ))",
  "would",
  "might",
  "is it possible",
  "cause",
  "causes",
  "risk",
  "risks",
  "chance",
  "chances",
  "possible",
  "worried about",
  "afraid of",
  "scared of",
  "what if",
  "puede",
  "pueden",
  "podria",
  "causar",
  "causa",
  "provocar",
  "riesgo",
  "riesgos",
  "es posible",
  "miedo",
  "me preocupa",
);
const QUESTION_START = /^ (is|are|what|how|why|which|when|es|son|que|como|cual|por que) /;

addKeyWords(
  ...SIGNS.flatMap(([, pattern]) => keyWordsOf(pattern)),
  "swollen swelling numbness drooping blurry blurred vision breathing bleeding fainted throat tongue mottled bluish purple",
  "hinchada hinchado hinchazon borroso borrosa respirar sangrado desmayo garganta adormecido entumecido morado",
  "morada morado azulado azulada blanca blanco amoratada moteada hinchada hinchado pantorrilla borrosa nublada",
);

/** The categories of warning sign a text names (typos corrected). */
export function warningSigns(text: string): WarningSign[] {
  const plain = correctedWords(text);
  const found = SIGNS.filter(([, pattern]) => pattern.test(plain)).map(([sign]) => sign);
  if (FEVER.test(plain) && (AFTER_PROCEDURE.test(plain) || detectProcedure(plain) !== undefined) && !found.includes("infection"))
    found.push("infection");
  return found;
}

/** Whether the text reads as the asker's own report rather than a general question: when unsure, a report. */
function isReport(plain: string): boolean {
  if (REPORT.test(plain)) return true;
  return !(GENERAL.test(plain) || QUESTION_START.test(plain));
}

/** Issue 44, item 1: a warning sign the asker reports (or may be reporting: the safe answer wins). Thoughts of self-harm always. */
export function isEmergency(text: string): boolean {
  const signs = warningSigns(text);
  if (!signs.length) return false;
  if (signs.includes("selfHarm")) return true;
  return isReport(correctedWords(text));
}
