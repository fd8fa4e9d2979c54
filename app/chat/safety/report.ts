/**
 * Warning signs by structure (issue 44, third round; docs/decisions/068-trugpt-warning-signs-by-structure.md):
 * a turn that reports a change of the body now (colour, cold, pain with an intensity or a score
 * of 7 out of 10 or more, something that cannot move, feel, see, breathe, swallow or speak,
 * numbness, strong swelling or bleeding, fever, pus or a smell, dizziness, vision, a growing lump,
 * "something's wrong") in a conversation about a procedure is an emergency, unless the turn is
 * clearly a general question about risks with no report of the asker's own, or is about a
 * procedure not yet done. Words are read by category, so a sentence nobody wrote before still
 * matches; playing it down ("probably nothing, right?") changes nothing. English and Spanish,
 * over correctedWords' text (accents dropped, typos of key words corrected).
 */
import { detectProcedure } from "../knowledge";
import { addKeyWords, correctedWords, keyWordsOf } from "./spelling";
import { clauses, isBenignRecovery, namesSymptomWord, withExpectedPhrases, withoutExpected } from "./recovery";
import { modifiersIn } from "./modifiers";
import { isEmergency, isIschemic, NOT_A_RESULT, warningSigns } from "./warning-signs";
import { isLesionConcern, LESION_WORD } from "./lesion";

const any = (...phrases: string[]) => new RegExp(` (?:${phrases.join("|")}) `, "g");

/** Within a few words of each other, in either order. */
const near = (a: string, b: string, gap = 3) => `${a} (?:\\w+ ){0,${gap}}${b}|${b} (?:\\w+ ){0,${gap}}${a}`;

const COLOUR =
  "(?:moradit[oa]s?|blanquit[oa]s?|grisecit[oa]s?|grisit[oa]s?|azulit[oa]s?|palidit[oa]s?|amoratadit[oa]s?|white|whitish|wite|whte|blackish|blackened|purpl\\w*|blueish|net ?like|web ?like|lace ?like|reticular|pale|paler|grey|gray|greyish|grayish|blue|bluish|purple|purplish|violet|dusky|mottled|marbled|marbling|lacy|blotchy|blotches|patchy|ashen|blanched|blanching|blanc[oa]s?|blanquecin[oa]s?|palid[oa]s?|gris|grises|grisace[oa]s?|azul|azules|azulad[oa]s?|morad[oa]s?|amoratad[oa]s?|violace[oa]s?|marmolead[oa]s?|moteado|moteada|manchad[oa]s?|cenizos?[oa]?)";
const COLD = "(?:cold|icy|freezing|fri[oa]s?|helad[oa]s?)";
/** Where a colour or the cold is a sign: a part of the face or body, a patch, or a change. */
const PLACE =
  "(?:lip|lips|nose|tip|cheek|cheeks|chin|forehead|brow|temple|jaw|skin|area|spot|spots|patch|patches|mark|marks|blotch|finger|fingers|toes|nipple|nipples|incision|wound|scar|breast|breasts|belly|tummy|stomach|butt|thigh|arm|leg|side|around it|is|are|s|looks?|looking|feels?|kind of|kinda|pattern|patterns|color|colour|tint|tinge|shade|rash|labio|labios|nariz|punta|mejilla|mejillas|barbilla|menton|frente|piel|zona|mancha|manchas|parche|dedos|pezon|pezones|herida|incision|cicatriz|pecho|seno|senos|panza|abdomen|pierna|brazo|puntita|naricita|labito|labitos|boquita|ojito|ojitos|cachete|cachetes|cara|carita|boca|ojo|ojos|parpado|parpados|sien|sienes|cuello|garganta|dedo|pie|pies|mano|manos|muslo|nalga|nalgas|pompas|gluteo|gluteos|pantorrilla|ombligo|eye|eyes|eyelid|eyelids|face|mouth|neck|throat|hand|hands|foot|feet|calf|calves|buttock|buttocks|navel|belly button|earlobe|ear|gums|se ve|se ven|turn\\w*|went|going|gone|getting|got|became|changing|changed|se puso|se pone|se esta poniendo|se volvio|quedo|esta|estan|como)";
/** A colour that is the asker's own skin or hair ("I have pale skin", "piel blanca", "white hair"), not a change. */
const OWN_COLOUR =
  / (?:naturally|natural|skin (?:tone|type|color|colour)|complexion|fair skinned|tez|tono de piel|tipo de piel|(?:have|got|with) (?:very |really )?(?:pale|white|fair|dark) skin|(?:tengo|con) (?:la )?piel (?:muy )?(?:blanca|clara|palida)|(?:white|grey|gray|blanco|canas?) (?:hair|hairs|pelo|vello|cabello)|(?:hair|pelo|vello|cabello|teeth|dientes) (?:\w+ ){0,2}(?:white|grey|gray|blanco)) /;

const PAIN =
  "(?:pain|painful|pains|hurts|hurt|hurting|aches?|aching|sore|burning|burns|stings?|stinging|throbbing|throbs|throb|dolor|duele|duelen|arde|ardor|quema|punzante|ardiendo|quemando|quemazon|punzadas|molesta muchisimo)";
const STRONG =
  "(?:severe|extreme|extremely|terrible|terribly|intense|unbearable|excruciating|horrible|awful|worst|sharp|stabbing|shooting|throbbing|increasing|growing|worsening|worse|bad|badly|really|so|very|crazy|insane|killing|agony|agonizing|a lot|lots|so much|like crazy|mucho|muchisimo|demasiado|fuerte|intenso|insoportable|terrible|horrible|peor|cada vez mas|un monton|super|re|como nunca|like never before|never felt|worst ever|no se (?:me |le )?quita|won t go away|wont go away|nothing helps|nada (?:me |le )?(?:lo )?quita|con nada|montones|va a peor|empeora\\w*|worse and worse|a ton)";
/** A score of 7 to 10 ("a 9 out of 10", "8/10", "un 9 de 10"), not "7 days"; alternatives, so grouped where it is used. */
const SCORE =
  "(?:level|nivel|scale|escala|score) (?:of |de )?(?:7|8|9|10)|(?:(?:a|an|un|una|like|at|is|es|como|about|around) )?(?:7|8|9|10)(?: (?:out of|of|on|over|de|sobre))? 10|(?:a|an|un|una|like|at|es|como) (?:7|8|9|10)(?! (?:days?|hours?|hrs?|weeks?|wks?|mins?|minutes?|dias?|horas?|semanas?|am|pm))";

const CANT =
  "(?:can t|cant|cannot|can not|unable to|couldn t|couldnt|hard to|trouble|struggling to|struggle to|no puedo|no puede|me cuesta|le cuesta)";
const FUNCTION =
  "(?:move|feel|swallow|swallowing|speak|talk|talking|speaking|smile|close|open|blink|lift|raise|mover|sentir|tragar|hablar|sonreir|cerrar|abrir|levantar)(?! (?:\\w+ ){0,1}(?:forehead|brow|brows|eyebrows|frown|frente|cejas|entrecejo))";

const SWELLING =
  "(?:swell|swells|swelling|swollen|swelled|puffy|puffing|hinchad[oa]s?|hinchazon|se hincha|se hincho|se esta hinchando|hinchando|inflamad[oa]s?|hincharon|se (?:me|le) hincharon|se (?:me|le) hincho)";
const BLEEDING = "(?:bleed|bleeds|bleeding|bled|blood|sangr\\w*|sangre)";
const MUCH =
  "(?:fast|quickly|rapidly|suddenly|huge|massive|a lot|so much|really|super|very|more and more|bigger|larger|keeps|keep|won t stop|wont stop|not stopping|still|again|through|soak\\w*|dripping|pouring|gushing|one side|hard|tight|tense|shiny|doubled|twice|muy|muchisimo|mucho|rapido|de repente|cada vez mas|enorme|un lado|muy dur[oa]|dur[oa] como|dur[oa] y|apretad[oa]|no para|sin parar|otra vez|a chorros|chorro|chorros|chorrea\\w*|gush\\w*|pour\\w*|streaming|won t quit|everywhere|por todos lados|empapad[oa]s?|empapa|so|way|too|feo|bien feo|horrible|horrores|bastante|shut|closed|cerrad[oa]s?)";
/** Swelling "still" there days later is the usual course (thirteenth round); bleeding that still goes on is not. */
const SWELLING_MUCH = MUCH.replace("|still|", "|");

/** Each broad symptom, by category (a match right after a negation, "no fever", "sin dolor", does not count). */
const SYMPTOMS: RegExp[] = [
  any(
    near(COLOUR, PLACE),
    near(COLOUR, COLD, 2),
    near(COLD, PLACE, 2),
    "dark (?:patch|patches|spot|spots|area|blotch)",
    "(?:turn\\w*|went|going|gone|getting) (?:\\w+ ){0,1}(?:black|dark|darker|negr[oa]|oscur[oa])",
    "(?:doesn t|doesnt|won t|wont|not|no) (?:go|turn|come|vuelve) (?:back )?(?:pink|red|normal|rosad[oa]|a su color)",
  ),
  any(near(PAIN, STRONG, 4), near(PAIN, `(?:${SCORE})`, 10)),
  any(
    `${CANT} (?:\\w+ ){0,1}${FUNCTION}`,
    "(?:won t|wont|doesn t|doesnt|isn t|isnt|not|stopped|no se|no me) (?:\\w+ ){0,1}(?:move|moving|close|closing|open|mueve|cierra|abre)",
  ),
  any(
    "numb(?:ness|ed)?",
    "tingl(?:ing|y|es)",
    "pins and needles",
    "no feeling",
    "lost (?:the )?feeling",
    "adormecid[oa]s?",
    "entumecid[oa]s?",
    "entumid[oa]s?",
    "hormigueo",
    "no siento",
    "sin sensibilidad",
    "(?:se me|se le) (?:durmio|duerme|esta durmiendo)",
    "dormid[oa]s?",
    "(?:fell|falling|gone|went) asleep",
    "asleep",
    "dead feeling",
  ),
  any(
    "slurr\\w*",
    "words? (?:\\w+ ){0,3}(?:wrong|weird|funny|jumbled|garbled|strange|mixed up|off)",
    "(?:talking|talks|speech|speaking|sounds) (?:\\w+ ){0,1}(?:funny|weird|strange|off|wrong|drunk)",
    "habl\\w* (?:\\w+ ){0,1}(?:raro|rara|mal|arrastrad\\w*|trabad\\w*|extrano)",
    "arrastr\\w* (?:las )?palabras",
    "no me salen las palabras",
  ),
  any(
    "droop\\w*",
    "(?:face|smile|mouth|cara|sonrisa|boca) (?:\\w+ ){0,2}(?:crooked|lopsided|uneven|twisted)",
    "(?:one side|half|left side|right side) (?:of )?(?:my |her |his |the )?(?:face|mouth|smile)",
    "(?:arm|leg|hand|brazo|pierna|mano) (?:\\w+ ){0,2}(?:weak|heavy|debil|pesad[oa])",
    "weak (?:on one side|arm|leg|hand)",
    "(?:cara|boca|sonrisa|parpado) (?:\\w+ ){0,2}(?:caid[oa]|torcid[oa]|chueca|chueco)",
    "(?:un lado|la mitad|medio lado) (?:\\w+ ){0,2}(?:cara|boca|sonrisa|cuerpo)",
    "media cara",
    "(?:chuec\\w*|torc\\w*|ladead[oa]|crooked|lopsided|twisted) (?:\\w+ ){0,3}(?:cara|boca|sonrisa|face|mouth|smile)",
    "(?:se me|se le) (?:cae|cayo|esta cayendo) (?:\\w+ ){0,2}(?:parpado|cara|boca|ceja|labio|ojo)",
    "(?:can t|cant|cannot|no (?:le|lo|la|te|me) |hard to )(?:\\w+ ){0,1}(?:understand|entiendo|entiende|entendemos) (?:\\w+ ){0,2}(?:him|her|what|lo que|nada|bien)",
    "(?:can t|cant|cannot) find (?:the |my )?words",
    "mix\\w* up (?:my |the |his |her )?words",
    "(?:hand|arm|leg|mano|brazo|pierna) (?:\\w+ ){0,2}(?:clumsy|torpe|won t work|no responde)",
    "no (?:le |me )?salen las palabras",
  ),
  any(
    `${CANT} (?:\\w+ ){0,3}(?:breathe|breath|breathing|catch my breath|respirar|aire)(?! (?:\\w+ ){0,2}(?:nose|nariz|nasal))`,
    "(?:short(?:ness)?|out) of breath",
    "wheez\\w*",
    "gasp\\w*",
    "chok\\w*",
    "silb\\w*",
    "sibilanc\\w*",
    "ahog\\w*",
    "falta (?:de |el )?aire",
    "(?:throat|garganta|airway) (?:\\w+ ){0,3}(?:tight|tightening|closing|closed|swollen|thick|cerrad[oa]|cerrando|apretad[oa]|hinchad[oa])",
    "(?:tongue|lengua) (?:\\w+ ){0,3}(?:thick|swollen|heavy|big|bigger|huge|enormous|numb|fat|gorda|hinchada|pesada|grande)",
    `${CANT} (?:\\w+ ){0,3}(?:swallow|tragar)`,
    "tight (?:\\w+ ){0,3}(?:throat|garganta)",
    "voice (?:\\w+ ){0,2}(?:weak|hoarse|gone|changed|strange|funny)",
    "voz (?:\\w+ ){0,2}(?:debil|ronca|rara|distinta|cambio|cambiada)",
    "hoarse\\w*",
    "raspy",
    "ronc[oa]s?",
    "afonic[oa]",
    "(?:voice|voz) (?:\\w+ ){0,2}(?:sounds|suena) (?:\\w+ ){0,1}(?:different|weird|off|rara|distinta)",
    "drool\\w*",
    "babe[ao]\\w*",
  ),
  any(
    near(SWELLING, SWELLING_MUCH, 3),
    near(BLEEDING, MUCH, 3),
    "(?:getting|keeps getting|gets|growing|grows) (?:\\w+ ){0,1}(?:bigger|larger|tighter|harder)",
    "(?:cada vez mas) (?:grande|hinchad[oa]|dur[oa]|apretad[oa])",
  ),
  // A clot in the leg: a calf or leg that is hard, hot, swollen, purple or tender (the chest is in the breathing category).
  any(
    near(
      "(?:leg|legs|calf|calves|thigh|pierna|piernas|pantorrilla|pantorrillas|chamorro|muslo)",
      "(?:hard|hot|warm|swollen|purple|tender|bigger|fatter|dur[oa]|caliente|hinchad[oa]|morad[oa]|gord[oa]|adolorid[oa])",
      4,
    ),
  ),
  any(
    "fever\\w*",
    "chills",
    "shiver\\w*",
    "temp(?:erature)? (?:\\w+ ){0,2}(?:10[0-5]|3[89])",
    "running a temp",
    "fiebre",
    "calentura",
    "escalofr\\w*",
    "temperatura (?:de )?(?:3[89]|10[0-5])",
  ),
  any(
    "pus",
    "ooz\\w*",
    "(?:yellow\\w*|green\\w*|cloudy|smelly|thick|milky) (?:\\w+ ){0,1}(?:discharge|fluid|drainage|stuff|liquid|goo)",
    "(?:leak|drain|seep)\\w* (?:\\w+ ){0,2}(?:yellow\\w*|green\\w*|cloudy|fluid|stuff|liquid)",
    near("(?:hot|warm|caliente)", "(?:swollen|red|redness|hinchad[oa]|roj[oa])", 3),
    "smell\\w*",
    "stink\\w*",
    "odou?r",
    "reeks?",
    "supur\\w*",
    "huele\\w*",
    "olor",
    "secrecion",
  ),
  any(
    "dizz\\w*",
    "light ?headed",
    "woozy",
    "faint\\w*",
    "pass(?:ed|ing)? out",
    "black(?:ed|ing)? out",
    "spinning",
    "vertigo",
    "mare[oa]\\w*",
    "desmay\\w*",
    "se me va la cabeza",
  ),
  any(
    "vision",
    "eyesight",
    "sight",
    "blurr\\w*",
    "(?:seeing|sees|see|veo|ve|ver) (?:\\w+ ){0,1}(?:double|spots|stars|dark|black|shadows|flashes|doble|borroso|manchas|oscuro|nublado)",
    "(?:vista|vision) (?:\\w+ ){0,1}(?:borrosa|doble|nublada|rara|oscura)",
    "borros[oa]",
    "curtain",
    "shadow\\w*",
    "veil",
    `(?:can t|cant|cannot|couldn t) see${NOT_A_RESULT}`,
    "(?:lost|losing) (?:my |the )?(?:sight|vision)",
    "(?:flash|flashes|flashing) (?:of )?(?:light)?",
    "(?:everything|things) (?:\\w+ ){0,3}(?:dark|black|dim|grey|gray|foggy|cloudy)",
    "cortina",
    "sombra\\w*",
    `no veo${NOT_A_RESULT}`,
    `no ve${NOT_A_RESULT}`,
    "veo (?:todo )?(?:negro|oscuro|nublado|borroso|raro)",
    "(?:perdi|pierdo|perdiendo) (?:la )?vista",
    "destellos",
  ),
  any(
    "(?:lump|lumps|bump|bumps|knot|knots|nodule|nodules|hard spot|bulto|bultos|bolita|bolitas|nodulo|nodulos) (?:\\w+ ){0,6}(?:grow\\w*|bigger|larger|spreading|hot|red|harder|crece\\w*|mas grande|caliente|roj[oa])",
  ),
  any(
    "something (?:is |s )?(?:very |really )?(?:wrong|off|not right)",
    "(?:doesn t|doesnt|don t|dont) (?:feel|look) right",
    "algo (?:anda |esta |va )?mal",
    "algo no (?:esta|anda|va) bien",
  ),
  // Fifth round, by meaning: sight doubled, a side grown hard or bigger, air as through a straw, little or dark urine, skin coming off.
  any(
    "(?:see|seeing|sees|veo|ve|viendo) (?:\\w+ ){0,1}(?:two|2|dos) (?:of )?(?:everything|things|todo|cosas)",
    "rock solid|solid as a rock|hard as a rock",
    // One side grown fast or hard; "looks bigger on the left" alone after filler is an uneven result, not a sign (sixth round).
    "(?:harder|rock hard) on (?:the |my |her |his )?(?:left|right|one side)|(?:way|much|a lot|so much|suddenly|fast|twice as|huge|hugely) (?:\\w+ ){0,1}(?:bigger|larger|swollen|fuller|puffier|harder) on (?:the |my |her |his )?(?:left|right|one side)",
    "(?:uno|una|un lado|el izquierdo|el derecho|la izquierda|la derecha) (?:\\w+ ){0,2}(?:mucho )?mas (?:grande|hinchad[oa]|dur[oa])",
    "(?:breath\\w*|breathe|respir\\w*) (?:\\w+ ){0,2}(?:through a straw|por un popote|por un pitillo|por una pajita|con popote)",
    "(?:can t|cant|cannot|not|couldn t) get (?:enough )?air",
    "(?:not|no) enough air|air hunger",
    "(?:pee|peeing|urine|orina|pipi|pis) (?:\\w+ ){0,3}(?:dark|brown|cola|tea|red|bloody|blood|oscur[oa]|cafe|marron|roj[oa]|con sangre)",
    "(?:barely|hardly|very little|not|haven t|havent|no he|casi no|muy poco) (?:\\w+ ){0,1}(?:pee|peed|peeing|urinat\\w*|orinado|orino|orinar|hecho pipi)",
    "blisters? (?:\\w+ ){0,2}(?:all over|everywhere|spreading|popping up)",
    "(?:skin|piel) (?:\\w+ ){0,3}(?:peeling|coming|falling) off (?:in )?(?:sheets|chunks|layers)",
    "ampollas? (?:\\w+ ){0,2}(?:por todas partes|en toda|por todos lados|que se extienden)",
    "se (?:me|le) (?:cae|esta cayendo) la piel",
    "(?:cuesta|cuesta mucho|no puede|no puedo|no me deja|no le deja|batalla para|batallo para) (?:\\w+ ){0,1}(?:jalar|agarrar|tomar|meter|respirar|sacar) (?:el )?aire",
    "(?:swollen|hinchad[oa]s?) (?:\\w+ ){0,1}(?:shut|closed|cerrad[oa]s?)",
    "(?:eyes?|ojos?) (?:\\w+ ){0,1}(?:are |is |esta |estan )?(?:swollen )?(?:shut|closed|cerrad[oa]s?)(?! (?:when|while|for|cuando|para) )",
    "(?:ve|veo|viendo|vio) (?:\\w+ ){0,2}(?:lucecitas|lucesitas|luces|chispitas|chispas|puntitos|manchas negras|manchitas negras|moscas|moscas volantes|rayos)",
    "(?:see|seeing|sees|saw) (?:\\w+ ){0,2}(?:sparkles|floaters|lights|flashes|black spots|dark spots|dots|squiggles)",
    "(?:rayitas|rayas|lineas|red) (?:\\w+ ){0,1}(?:moradas|moraditas|azules|rojas|purple|blue|red)|(?:moradit[oa]s?|morad[oa]s?|purple|blue) (?:\\w+ ){0,1}(?:con )?(?:rayitas|rayas|lines|streaks|net|web)",
  ),
  any(
    "heart (?:is )?(?:racing|pounding)",
    "palpitation\\w*",
    "palpitacion\\w*",
    "hives",
    "welts",
    "ronchas",
    "urticaria",
    "confus\\w*",
    "confundid[oa]",
  ),
];

const NEGATED =
  / (?:no|not|without|(?<!like )never|sin|ni|(?<!como )nunca|don t have|dont have|haven t had|no tengo|no hay|any|doesn t|doesnt|don t|dont|isn t|isnt|ya no) (?:\w+ ){0,1}$/;

/** Numbness (SYMPTOMS' fourth category): the intended effect of fat freezing, not a sign after it. */
const NUMBNESS = SYMPTOMS[3]!;

/** Whether the text names a broad symptom that is not negated (`expected`: categories that are the procedure's intended effect). */
function namesSymptom(text: string, expected: readonly RegExp[] = []): boolean {
  // "A cold", "cold sores" and "herpes" are not the cold of a skin that lost its blood.
  const plain = text.replace(/ (?:a cold|cold sores?|cold blisters?|un resfriado|resfriad[oa]) /g, " ");
  if (OWN_COLOUR.test(plain) && !/ (?:turn|turned|turning|went|changing|changed|se puso|se esta poniendo|now|ahora) /.test(plain))
    return SYMPTOMS.slice(1).some((pattern) => !expected.includes(pattern) && matchesUnnegated(plain, pattern));
  return SYMPTOMS.some((pattern) => !expected.includes(pattern) && matchesUnnegated(plain, pattern));
}

function matchesUnnegated(plain: string, pattern: RegExp): boolean {
  for (const match of plain.matchAll(pattern)) {
    if (!NEGATED.test(plain.slice(Math.max(0, match.index - 24), match.index + 1))) return true;
  }
  return false;
}

/** Procedures and injectable products by name, for "had/got ...": brands say a treatment as well as its name does. */
const DONE_NAMES =
  "(?:facelift|face lift|neck lift|brow lift|lift|tuck|nose job|boob job|lipo\\w*|bbl|bleph\\w*|rhinoplasty|augmentation|aug|implants|reduction|makeover|kybella|sculptra|radiesse|restylane|juvederm|dysport|xeomin|jeuveau|daxxify|belotero|rha|versa|revanesse|skinvive|bellafill|profhilo|ellanse|prp|threads|microneedling|coolsculpting|dermal fillers?|lip flip)";
/** A procedure or an injectable product named ("skinvive in my neck and..."). */
const namesTreatment = (text: string) =>
  detectProcedure(text) !== undefined || new RegExp(` (?:${DONE_NAMES}|fillers?|botox|relleno|rellenos) `).test(correctedWords(text));
/** The procedure has happened ("3 hrs ago", "had mine", "my incision", "me pusieron", "ya me lo hice"): said in any of the asker's turns. */
const DONE = new RegExp(
  ` (?:${[
    "post ?op|day \\d+|\\d+ (?:hrs?|hours?|days?|weeks?|wks?|mins?|minutes?) (?:ago|out|post|after|later)",
    // Eleventh round: a time ago however it is spelled ("5 dayz ago", "2 wks ago").
    "\\d+ \\w+ ago",
    // Twelfth round: a day of the recovery by its ordinal ("third day after the peel", "tercer día del peeling").
    "(?:first|second|third|fourth|fifth|sixth|seventh|\\d+(?:st|nd|rd|th)) day (?:after|of|post|since|out)|(?:primer|segundo|tercer|cuarto|quinto|sexto|septimo) dia (?:del?|despues|tras|post|desde)",
    "(?:an?|one|two|three|few|couple of) (?:hrs?|hours?|days?|weeks?|wks?|mins?|minutes?) (?:ago|out|later)",
    "yesterday|this morning|last night|earlier today|last week|last wk|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)",
    "(?:had|got|did|have had|just had|just got) (?:\\w+ ){0,3}(?:done|it|them|mine|one|injected|filler|fillers|botox|surgery|lipo|laser|peel|treatment|injections?)",
    "(?:had|got|did) (?:my|her|his|the) \\w+|(?:on |last |this )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)",
    "injected|just had|just got|got it|had it|did it|had mine|got mine|woke up",
    "my (?:\\w+ ){0,2}(?:filler|fillers|botox|injections?|surgery|procedure|treatment|peel|incision|incisions|stitches|drain|drains|wound|implants?|op|tuck|lift|job|augmentation|aug|reduction|makeover|lipo|bbl|flip|threads?|laser|session)",
    "(?:a la|a las|al|a los) (?:\\w+ ){0,1}(?:semanas?|dias?|mes|meses)|(?:drain|drainage|incision) (?:site|sites|area)",
    "(?:injection|filler|botox|needle) (?:site|area|spot|sites|areas|spots)|(?:zona|area|sitio|parte) (?:del?|de la) (?:\\w+ ){0,1}(?:botox|relleno|inyeccion|pinchazo|aguja)",
    "hace (?:\\w+ ){0,2}(?:horas?|dias?|minutos?|semanas?|rato)|ayer|anoche|esta manana|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)",
    "(?:a los|al|on day|day|dia) \\d+ (?:dias?|days?|semanas?|weeks?)",
    "me (?:lo |la |los |las )?(?:hice|hicieron|pusieron|puse|inyectaron|operaron|opere|aplicaron|lo hice|la hice|los hice)|(?:le|les) (?:hicieron|pusieron|inyectaron|operaron)|se (?:hizo|opero|hicieron|operaron)|se (?:puso|pusieron|inyecto|inyectaron|aplico|aplicaron) (?:\\w+ ){0,1}(?:relleno|rellenos|botox|acido|hilos|implantes?|inyecciones?|filler|labios|lipo|laser|peeling)|ya me lo|me lo hice",
    "mi (?:\\w+ ){0,1}(?:cirugia|operacion|relleno|botox|herida|incision|puntos|tratamiento)",
    // Tenth round: a time of today, and a procedure or product by name had or got by anyone ("my husband had a facelift", "got sculptra").
    "this (?:afternoon|evening)|earlier today|esta tarde",
    `(?:had|got|did|has had|have had|just had|just got|got done) (?:\\w+ ){0,3}${DONE_NAMES}`,
  ].join("|")}) `,
);
/** Now, in the current turn ("now", "suddenly", "ahora", "de repente"). */
const NOW_WORDS =
  / (?:now|right now|rn|today|tonight|suddenly|started|starting|keeps|getting worse|hoy|ahora|de repente|empez\w*|sigue|se me puso|se le puso|se me hizo|se le hizo|se me durmio|se le durmio|se me cae|se le cae|woke up|overnight|all night|went from|toda la noche|paso de) /;
/** After a procedure or a time: "after the peel", "since my surgery", "since this morning", "desde la cirugía" (not "after my workout"). */
const AFTER = / (?:after|since|following|post|despues|desde|tras) ((?:\w+ ){1,6})/g;
const PROCEDURE_WORD =
  / (?:lip flip|lift|tuck|thread|threads|hilos|kybella|injectables?|implants?|augmentation|reduction|makeover|job|laser|injections?|injected|shots?|surgery|procedure|treatment|session|appointment|appt|op|operation|filler|fillers|botox|lipo|laser|peel|it|them|that|this morning|yesterday|last night|then|cirugia|operacion|relleno|tratamiento|sesion|inyeccion|ayer|anoche|esta manana|entonces) /;
function afterOrNow(plain: string): boolean {
  return NOW_WORDS.test(plain) || afterProcedure(plain);
}
/** "After the filler", "since my laser", "después del relleno": a procedure named by the word after. */
function afterProcedure(plain: string): boolean {
  return [...plain.matchAll(AFTER)].some((m) => {
    const next = ` ${m[1]}`;
    return PROCEDURE_WORD.test(next) || detectProcedure(next) !== undefined;
  });
}
/** The procedure is ahead: "before my appt" (not "more swollen than before the filler"), "thinking of getting", "next year", "tengo cita en marzo", "antes de hacérmelo". */
const AHEAD =
  / (?:(?<! than )before (?:i|my|the|getting|booking|going|(?:\w+ ){0,1}(?:surgery|procedure|treatment|appt|appointment|op|it|doing|having))|asking (?:ahead|in advance|before)|thinking (?:of|about) (?:getting|doing|having)|planning|considering|next (?:year|month|week|summer)|in (?:a few|a couple of|\d+|two|three|four|five|six) (?:days|weeks|months)|en (?:\d+|unos|unas|dos|tres|cuatro) (?:dias|semanas|meses)|just researching|researching|want to know|curious|investigando|averiguando|(?:todavia|aun|aún) no (?:me )?(?:lo |la |los |las )?(?:he hecho|hago|hice|he puesto|pongo|he operado|opero)|no me (?:lo |la )?he (?:hecho|puesto|operado) (?:todavia|aun)|(?:haven t|have not|havent|not) (?:had|gotten|got|done) (?:it|one|them|this|that) yet|antes de (?:hacer|operar|ponerme|la|el|mi)|(?:wants?|wanting|wanted) (?:\w+ ){0,3}done|before the baby (?:comes|arrives|is born)|tengo cita|pienso hacerme|quiero hacerme|estoy pensando|el ano que viene|el proximo|la proxima (?:semana|vez)|me (?:lo|la|los|las) (?:pongo|hago) (?:\w+ ){0,1}(?:manana|el|la|en)|me voy a (?:poner|hacer|operar)) /;
/** The procedure is still ahead: "before my lipo next week" names the lipo without saying it is done. */
const isAhead = (plain: string) =>
  AHEAD.test(plain) &&
  !DONE.test(plain.replace(/ (?<! than )before (?:my|the|her|his|getting|having) (?:\w+ ){0,2}/g, " ").replace(NOT_DONE_YET, " "));
/** "Haven't had it yet", "todavía no me la he hecho": not done, whatever DONE reads in "had it". */
const NOT_DONE_YET =
  / (?:haven t|havent|have not|hasn t|hasnt|has not|not|never|no me (?:lo |la )?he|todavia no me (?:lo |la )?he|aun no me (?:lo |la )?he) (?:\w+ ){0,1}(?:had|gotten|got|done|hecho|puesto|operado)(?: (?:it|one|them|this|that|done))?(?: yet| todavia| aun)?(?= )/g;
/** Something heard or read ("my friend said her lips turned blue"): a question about a risk unless it is happening now. */
const HEARSAY =
  / (?:(?:someone|somebody|people|a girl|they) (?:said|says|told me)|heard|read (?:that|online|somewhere|about)|saw (?:online|on tiktok|on instagram|a video)|(?:saw|watched|seen) (?:a |an |this |one )?(?:video|post|reel|tiktok|story|clip)|me contaron|me dijeron|me han dicho|they told me|i was told|i ve been told|i ve heard|escuche|lei que|vi en|vi (?:un |una )?(?:video|post|reel|tiktok|historia|nota|noticia)) /;
/**
 * Told by someone close ("my friend said", "she says", "me dijo"): a report of theirs, now, like the
 * asker's own (fifth round), unless the turn asks whether it could happen ("can that happen to me?").
 */
const TOLD = / (?:friend|cousin|coworker|girl|sister|she|he|they) (?:said|says|told me)|me (?:dijo|conto) /;
const hearsay = (plain: string) => HEARSAY.test(plain) || (TOLD.test(plain) && GENERAL.test(plain));
/** Not now: "once", "years ago", "last time", "hace años". */
const LONG_PAST =
  / (?:once|one time|years? ago|yrs? ago|last year|in the past|a while ago|back then|hace (?:\w+ )?anos|una vez|el ano pasado) /;
/** The shape of a general question: "can filler cause...?", "what are the risks", "how common", "signs of", "¿puede...?". */
const GENERAL =
  / (?:can(?= (?!t |not ))|could(?= (?!n t |not ))|how (?:long|soon|bad|much|painful|often)|when (?:will|does|do)|usually|typically|normally|generally|in general|cuanto (?:dura|tiempo)|suele|normalmente|does|do(?= (?!not ))|will|would|might|is it possible|how (?:common|often|likely|rare)|what (?:are|is) the|warning signs|signs of|symptoms of|risk|risks|chance|cause|causes|what happens if|what if|puede|pueden|podria|causar|causa|provocar|riesgo|riesgos|es verdad|es posible|que pasa si|sintomas de|senales de) /;
/** The asker's own report (or of someone close): "my lip is", "I have", "she can't", "tengo", "se me", "now". */
const OWN =
  / (?:(?:my|her|his) (?:\w+ ){0,3}(?:is|are|s|feels?|looks?|went|turned|got|gets|has|have|keeps|won t|wont|doesn t|doesnt|started|became|hurts?)|(?:i|she|he|we) (?:have|ve|has|got|feel|feels|felt|m|s|am|is|can t|cant|cannot|noticed|notice|see|woke|started|keep|keeps|just)|i m|im|now|right now|rn|tengo|tiene|estoy|esta|siento|siente|veo|noto|me duele|le duele|me arde|se me|se le|no puedo|no puede|ahora) /;
const MINE = / (?:my|i|mi|mis|me|se me|se le|his|her|su) /;
const NOW = / (?:now|right now|rn|today|tonight|hoy|ahora) /;

/**
 * Issue 44, sixth round (docs/decisions/074-trugpt-report-outranks-topic.md): a present change in a
 * sense or a body function, by category — seeing, breathing, swallowing, standing or walking, a
 * limb, colour with cold, bleeding that soaks, pain that climbs or beats the painkillers, fainting.
 * Once a procedure was had, such a report outranks whatever topic the turn also asks about.
 */
const EYE = "(?:eye|eyes|vision|sight|see|seeing|sees|read|ojo|ojos|ojito|vista|veo|ve|ver|vision|leer)";
const PRESENT_CHANGES: RegExp[] = [
  // Seeing: cannot read or see, smeared or smoky sight, a dark blob or hole in what is seen.
  any(
    `(?:can t|cant|cannot|can not|unable to|hard to|trouble|no puedo|no puede|me cuesta|le cuesta) (?:\\w+ ){0,1}(?:read|see|focus|make out|leer|ver|enfocar|distinguir)${NOT_A_RESULT}`,
    near(
      "(?:smear\\w*|smudg\\w*|fogg\\w*|foggy|hazy|cloudy|smoke|smoky|blurr\\w*|borros\\w*|nublad\\w*|empanad\\w*|humo|niebla|neblina)",
      EYE,
      6,
    ),
    near(
      "(?:dark|black|grey|gray|negr[oa]|oscur[oa]) (?:\\w+ ){0,1}(?:blob|spot|hole|shadow|curtain|patch|veil|hueco|mancha|sombra|cortina|agujero|punto|velo)",
      EYE,
      8,
    ),
    near("(?:hueco|mancha|sombra|cortina|agujero|punto|velo) (?:\\w+ ){0,1}(?:negr[oa]|oscur[oa]|gris)", EYE, 8),
  ),
  // Breathing: pain on a deep breath, pink or bloody foam or spit coughed up.
  any(
    near(PAIN, "(?:deep breath|breathe in|breathing in|respir\\w* (?:hondo|profundo)|inhal\\w*)", 6),
    "cough\\w* (?:\\w+ ){0,3}(?:blood|bloody|pink|foam\\w*|frothy)",
    "(?:tos\\w*|escupi\\w*) (?:\\w+ ){0,3}(?:sangre|rosad[oa]|espuma)",
  ),
  // Swallowing: the saliva hard to get down, a throat squeezed.
  any(
    `${CANT} (?:\\w+ ){0,1}(?:pasar|get down|swallow|tragar)(?: (?:\\w+ ){0,1}(?:saliva|spit|food|water|comida|agua))?`,
    "(?:throat|garganta) (?:\\w+ ){0,3}(?:squeez\\w*|tight\\w*|apretad\\w*|cerrad\\w*|closing)",
  ),
  // Standing, walking, a limb: hurts to stand, cannot straighten up or find a position, a leg swollen like a sausage.
  any(
    "(?:hurts?|pain\\w*|duele|agony) (?:\\w+ ){0,2}(?:to|when i|cuando) (?:stand|walk|put weight|bear weight|me paro|camino|pisar|apoyar)",
    `${CANT} (?:\\w+ ){0,1}(?:stand|walk|bear weight|put weight|straighten|enderezar\\w*|pararme|caminar|apoyar)`,
    "no me puedo (?:ni )?(?:enderezar|parar|levantar|mover|acostar)",
    "(?:can t|cant|cannot|no) (?:find|get|encuentro) (?:any |a |ninguna )?(?:position|comfortable|posicion)",
    `(?:leg|legs|calf|ankle|foot|arm|pierna|piernas|pantorrilla|tobillo|pie|brazo) (?:\\w+ ){0,5}(?:sausage|salchicha|balloon|globo|twice|double|doble|huge|enorme)`,
  ),
  // Colour with cold: a part turned a colour and felt cold in the same turn.
  new RegExp(`(?=.* ${COLOUR} )(?=.* ${COLD} )`, "g"),
  // Bleeding that soaks: gauze or tissues soaked or filled, blood that keeps running.
  any(
    "soak\\w* (?:\\w+ ){0,1}(?:through|thru)",
    "(?:empap\\w*|llene|llenado|filled|went through|going through) (?:\\w+ ){0,4}(?:gauze|gasas?|panuelos|tissues|pads|towels|toallas|garment|faja)",
    "(?:every|cada) (?:\\d+|few|ten|five|pocos|diez|cinco) (?:min\\w*|minutos)",
    `${BLEEDING} (?:\\w+ ){0,4}(?:sin parar|no para|won t stop|wont stop|keeps|sigue)|(?:sigue|keeps|still) (?:\\w+ ){0,3}${BLEEDING}`,
    "wet all the way",
  ),
  // Pain that climbs or beats the painkillers.
  any(
    "screaming",
    "(?:va|sigue|esta) (?:subiendo|aumentando|empeorando)",
    "subiendo y subiendo",
    "(?:ni con|even with|despite) (?:el |la |los |las |the |my )?(?:tramadol|painkillers?|pain meds|pain pills|oxy\\w*|norco|percocet|analgesicos?|calmantes?|pastillas)",
    "went from (?:\\w+ ){1,2}to (?:\\w+ ){0,1}(?:screaming|unbearable|agony|awful|terrible|horrible)",
  ),
  // Fainting: fell, found on the floor, no memory of it.
  any(
    "(?:passed|blacked|zoned) out",
    "faint\\w*",
    "desmay\\w*",
    "collaps\\w*",
    "me (?:fui|fue) de lado",
    "(?:found|encontro|encontraron) (?:\\w+ ){0,2}(?:on the floor|en el suelo|en el piso|tirad[oa])",
    "(?:don t|dont|can t|cant) remember (?:anything|what happened|falling)",
    "no me acuerdo (?:de nada|que paso)",
    "perdi el (?:conocimiento|sentido)",
  ),
];

/** Calm: mild and asked whether it is normal ("a bit puffy on day 10, is that normal?"). */
const MILD_NORMAL =
  / (?:a bit|a little|a tad|slight|slightly|mild|mildly|un poco|poquito|un poquito|leve|algo de) (?:\w+ ){0,8}(?:normal|expected|ok|okay|fine)\b/;

/** Since a time of today: "since this afternoon", "desde esta tarde". */
const SINCE_TODAY = / (?:since|desde) (?:this|today|tonight|esta|hoy|la manana|la tarde) /;

/** Sixth round: a present change in a sense or body function, with a procedure had in the conversation. */
export function reportsPresentChange(question: string, earlier: readonly string[] = []): boolean {
  const plain = correctedWords(question);
  if (!PRESENT_CHANGES.some((pattern) => matchesUnnegated(plain, pattern))) return false;
  const before = earlier.map(correctedWords);
  // Had: said done in any turn, or "after/since my X" in any turn ("tired after a facelift", then "since this afternoon...").
  if (![...before, plain].some((t) => DONE.test(t) || afterProcedure(t))) return false;
  if (LONG_PAST.test(plain) && !NOW.test(plain) && !SINCE_TODAY.test(plain)) return false;
  if (hearsay(plain) && !NOW_WORDS.test(plain)) return false;
  if (isAhead(plain)) return false;
  return OWN.test(plain) || MINE.test(plain) || !GENERAL.test(plain);
}

// Only long words are typo targets: a short one sits one edit from everyday words ("reeks" from "weeks", "sight" from "right").
addKeyWords(
  ...SYMPTOMS.flatMap(keyWordsOf).filter((word) => word.length >= 7),
  "marbled mottled blotchy wheezing dizzy lightheaded numbness tingling swollen bleeding grisaceo marmoleada hinchados",
  // Spanish verb forms that sit two edits from a key word ("operaron" from "operacion"): read as themselves.
  "operaron operaste opere operamos hicieron pusieron inyectaron aplicaron",
  // Tenth round: a visit planned is cancelled, not "cancer".
  "cancel canceled cancelled cancelling canceling",
  // Twelfth round: the words of a plan and of a chance, read as themselves ("marzo" is no "mareo", "chance" no "change", "viene" no "tiene").
  "opero operan marzo viene semana chance chances odds likely posibilidad probabilidad",
  "january february march april june july august september october november december",
  "enero febrero abril mayo junio julio agosto septiembre setiembre octubre noviembre diciembre",
);

/**
 * The safety layer's question for one turn: thoughts of self-harm always; never a sign that was
 * long ago ("years ago", "once") or heard of. After a procedure, a turn that reports a present
 * state of the body is an emergency unless it passes the benign test (seventh round, recovery.ts);
 * when it passes, the categories below still read what is left once its expected symptoms are
 * taken out. Otherwise a warning sign of a listed category (warning-signs.ts), a present change
 * (reportsPresentChange) or any symptom reported after a procedure (reportsWarningSign).
 */
export function isReportedEmergency(asked: string, earlier: readonly string[] = []): boolean {
  const signs = warningSigns(asked);
  if (signs.includes("selfHarm")) return true;
  // What is expected after this procedure in particular ("only breathing through my mouth" after a nose job) is read as expected.
  const question = withExpectedPhrases(asked, earlier);
  const plain = correctedWords(question);
  if (LONG_PAST.test(plain) && !NOW.test(plain) && !SINCE_TODAY.test(plain)) return false;
  if (hearsay(plain) && !NOW_WORDS.test(plain) && !DONE.test(plain)) return false;
  if (infectionBeforeTreatment(question, earlier)) return false;
  if (bleedingTrait(asked, earlier)) return false;
  if (RESOLVED.test(plain) && !NOW_WORDS.test(plain.replace(RESOLVED, " ")) && signs.length === 0) return false;
  if (lesionNotFromProcedure(question, earlier)) return false;
  if (asksWhatCouldHappen(question, earlier)) return false;
  if (reportsAfterProcedure(question, earlier)) {
    if (!isBenignRecovery(question, earlier)) return true;
    return signsOrSymptoms(withoutExpected(question, earlier), earlier);
  }
  return signsOrSymptoms(question, earlier);
}

/** A symptom said to be over ("ya se me quitó", "it went away", "cleared up by the next day"). */
const RESOLVED =
  / (?:ya se (?:me |le )?(?:quito|paso|fue|bajo|desinflamo|desaparecio)|se (?:me |le )?(?:quito|paso|fue) (?:solit[oa]|sol[oa]|al dia|a los|en)|(?:it s|its|it is|it was|they re|theyre|all) (?:all |totally |completely )?(?:gone|fine|cleared up|better) now|(?:went|go) away|cleared up|has (?:since )?(?:gone away|gone down|cleared|resolved|healed)|(?:is|are) (?:all )?(?:gone|resolved|healed)|resolved on its own|desaparecio|ya no (?:tengo|lo tengo|me duele|esta roj[oa]|esta hinchad[oa]))(?= )/;

/**
 * Thirteenth round: bleeding told as the asker's bleeding disorder ("tengo von willebrand, me sangran mucho las encías"), with
 * no procedure done in the conversation, is a risk modifier, not a bleed after a procedure.
 */
function bleedingTrait(asked: string, earlier: readonly string[]): boolean {
  const signs = warningSigns(asked);
  if (signs.length !== 1 || signs[0] !== "bleeding") return false;
  if (![...earlier, asked].some((t) => modifiersIn(t).includes("bleedingDisorder"))) return false;
  return ![...earlier, asked].map(correctedWords).some((t) => DONE.test(t) || afterProcedure(t));
}

/** A turn that plans a treatment still ahead: "can i still go tomorrow?", "my appointment is friday", "¿puedo ir mañana a mi cita?". */
const PLANS =
  / (?:(?:can|could|should|may) i (?:still )?(?:go|get|do|have|keep|make|come)|still (?:go|get|do|have)|is it (?:ok|okay|safe|fine|alright) to (?:go|get|do|have)|(?:my|the|mi|la|su) (?:\w+ ){0,2}(?:appointment|appt|session|consult|consultation|cita|sesion|turno)|reschedul\w*|postpone|cancel|puedo (?:ir|hacerme|ponerme|seguir|hacer)|me puedo (?:hacer|poner)|reprogram\w*|posponer|cancelar|tengo cita|booked|scheduled|agendad[oa]|programad[oa]) /;
/** A question about a treatment ("can filler make them pinker?", "is a chemical peel ok?", "¿puedo hacerme un peeling?"). */
const asksAboutTreatment = (plain: string) =>
  new RegExp(
    ` (?:can|could|would|will|should|is|are|puedo|puede|podria|me puedo) (?:\\w+ ){0,3}(?:${DONE_NAMES}|fillers?|botox|relleno|rellenos|peel|peeling|laser|treatment|tratamiento|hacerme|ponerme) `,
  ).test(plain);
/** A question about which signs to look for ("what signs should i watch for?"), not a report. */
const ASKS_SIGNS =
  / (?:(?:what|which|que|cuales) (?:\w+ ){0,3}(?:signs?|symptoms?|senales|sintomas)|watch (?:out )?for|look out for|vigilar|fijarme en|estar pendiente de) /;
/** A colour asked to be improved ("would a peel help my grey skin?"), not a change. */
const IMPROVE =
  / (?:help|helps|fix|improve|get rid|brighten|even out|pinker|rosier|redder|more colou?r|mas color|ayuda\w*|quita\w*|mejora\w*|arregla\w*) /;
/** A day named for the plan ("my appointment is friday", "el jueves"), which DONE would read as a day it was done. */
const PLANNED_DAY =
  / (?:is|s|on|for|next|this|coming|el|es|para|este|el proximo) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|lunes|martes|miercoles|jueves|viernes|sabado|domingo)(?= )/g;

/** The visit planned ("my laser appointment"), which DONE would read as "my laser". */
const PLANNED_VISIT = / (?:my|mi|the|la) (?:\w+ ){0,2}(?:appointment|appt|session|consult|consultation|cita|sesion|turno)(?= )/g;

/**
 * Tenth round: an infection the asker has now ("infected ingrown hairs with pus", "granitos infectados",
 * "a sinus infection with a fever"), before a treatment they plan, with nothing said to be done in any
 * turn: a risk modifier (an active infection: not until it has healed), not a sign after a procedure.
 * A sign of another category in the turn (breathing, one side of the face...) is still an emergency.
 */
function infectionBeforeTreatment(question: string, earlier: readonly string[]): boolean {
  const plain = correctedWords(question);
  if (!PLANS.test(plain)) return false;
  const signs = warningSigns(question);
  if (!(signs.includes("infection") || modifiersIn(question).includes("infection"))) return false;
  if (signs.some((sign) => sign !== "infection")) return false;
  const turns = [...earlier.map(correctedWords), plain];
  return !turns.some((t) => DONE.test(t.replace(PLANNED_DAY, " ").replace(PLANNED_VISIT, " ")) || afterProcedure(t));
}

/**
 * Eleventh round: a mole or spot that changed, bled or itches ("got darker and bled last week, can they zap
 * that too?"), with no procedure said done in any turn nor in the clauses around it: a dermatologist first
 * (the layer's lesion answer), not a report after a procedure. The rest of the turn is read as before.
 */
function lesionNotFromProcedure(question: string, earlier: readonly string[]): boolean {
  if (!isLesionConcern(question)) return false;
  const parts = clauses(question);
  const spot = parts.filter((c) => LESION_WORD.test(c));
  const rest = parts.filter((c) => !LESION_WORD.test(c));
  // "After my IPL yesterday the spot turned black": from a procedure.
  if (spot.some((c) => namesTreatment(c) && (DONE.test(c) || afterProcedure(c)))) return false;
  if ([...earlier.map(correctedWords), ...rest].some((t) => DONE.test(t) || afterProcedure(t))) return false;
  return !rest.length || !isReportedEmergency(rest.join(". "), earlier);
}

const MONTH =
  "(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)";
/** Twelfth round: a procedure planned, said in any turn ("in March", "next month", "me opero en abril", "el mes que viene"). */
const PLANNED = new RegExp(
  ` (?:${[
    `(?:in|on|for|this|next|coming|early|late|mid|en|para|a finales de|a principios de) ${MONTH}`,
    "(?:next|this coming|in a|in one|in the next) (?:month|week|year|spring|summer|fall|autumn|winter|couple)",
    "(?:el|este) (?:mes|ano) (?:que viene|proximo|entrante)|la (?:semana|otra semana) (?:que viene|proxima|entrante)|(?:la )?(?:proxima|siguiente) semana|el (?:proximo|siguiente) (?:mes|ano)",
    "me (?:opero|operan|voy a operar|van a operar|voy a hacer|voy a poner|hago|pongo) (?:\\w+ ){0,3}(?:en|el|la|este|esta|para|dentro)",
    "(?:i m|im|i am|i will be|i ll be) (?:having|getting|going to (?:have|get)|scheduled|booked)",
    "(?:getting|having) (?:a |an |my |the )?(?:\\w+ ){0,2}(?:in|next|on|soon)",
    "(?:surgery|procedure|appointment|appt|cita|cirugia|operacion) (?:\\w+ ){0,2}(?:is|es) (?:\\w+ ){0,1}(?:on|in|next|el|en|para)",
    "(?:before|ahead of|antes de) (?:my|the|mi|la|el) (?:\\w+ ){0,2}(?:appointment|appt|session|consult|consultation|surgery|procedure|cita|sesion|consulta|cirugia|operacion)",
    "booked|scheduled|upcoming|agendad[oa]|programad[oa]|tengo cita|tengo turno",
  ].join("|")}) `,
);
/** A question about what could happen, not a report: the chance of, what if, the signs to watch for, "para saber". */
const COULD_HAPPEN =
  / (?:what if|what happens if|what would happen|what (?:are|would be) the (?:\w+ ){0,1}(?:signs?|symptoms?|chances?|odds|risks?)|(?:odds|chances?|likelihood|probability) (?:of|that|is)|how (?:likely|common|often|rare|probable)|is it (?:possible|likely|common)|is there a (?:chance|risk)|(?:could|can|might|would|will) (?:i|it|there|that|this|my \w+) (?:\w+ ){0,2}(?:get|end up|happen|cause|have|be|go|turn)|(?:signs?|symptoms?) (?:\w+ ){0,2}(?:should|to watch|to look|would|i d|of)|watch (?:out )?for|look out for|just (?:to know|curious|wondering|asking|in case)|(?:que|y) (?:pasa|pasaria|hago|haria) si|(?:existe|hay) (?:la |alguna )?(?:posibilidad|probabilidad|chance|riesgo)|posibilidad(?:es)? de|probabilidad(?:es)? de|(?:cuales|que) (?:son )?(?:los |las )?(?:sintomas|senales|signos)|sintomas de|senales de|(?:cuales|que) (?:son )?(?:los )?riesgos|riesgos? de|que tan (?:comun|frecuente|probable|raro|seguido)|para saber|por si acaso|(?:es cierto|es verdad) que|is it true|puede(?:n)? (?:\w+ ){0,1}(?:dejar\w*|causar|provocar)|solo (?:para )?saber|es posible|puede (?:pasar|que)|podria) /;

/**
 * Twelfth round: a question about what could happen after a procedure still ahead ("having a facelift next month, what's the
 * chance of my face drooping on one side?", "¿cuáles son los síntomas de una trombosis? me opero en marzo"): the risks, not a
 * report. Not when any turn says something was done, nor when a clause that is not the question reports a symptom of its own.
 */
function asksWhatCouldHappen(question: string, earlier: readonly string[]): boolean {
  const plain = correctedWords(question);
  const before = earlier.map(correctedWords);
  if (![...before, plain].some((t) => PLANNED.test(t) || isAhead(t))) return false;
  if (NOW.test(plain)) return false;
  const parts = clauses(question);
  if (!parts.some((c) => COULD_HAPPEN.test(c))) return false;
  const rest = parts.filter((c) => !COULD_HAPPEN.test(c));
  const done = (t: string) => DONE.test(t.replace(PLANNED_DAY, " ").replace(PLANNED_VISIT, " ")) || afterProcedure(t);
  if ([...before, ...rest].some(done)) return false;
  return !rest.some((c) => namesSymptomWord(c) || warningSigns(c).length > 0);
}

/** The categories' reading of a turn (its expected symptoms taken out when it passed the benign test). */
function signsOrSymptoms(question: string, earlier: readonly string[]): boolean {
  const signs = warningSigns(question);
  const plain = correctedWords(question);
  // A skin that lost its blood, with a procedure named and none still ahead ("lip filler and there's a lacy pattern on my lip"), is a change too.
  // A colour or a pain asked about a procedure still ahead ("¿es normal que se ponga pálida? me lo pongo la próxima semana") is not.
  const changed = () =>
    !isAhead(plain) &&
    (afterOrNow(plain) ||
      [...earlier.map(correctedWords), plain].some((t) => DONE.test(t)) ||
      (isIschemic(question) &&
        [...earlier, question].some(namesTreatment) &&
        !PLANS.test(plain) &&
        !IMPROVE.test(plain) &&
        !ASKS_SIGNS.test(plain) &&
        !asksAboutTreatment(plain)));
  // A colour or a pain is a sign once something was done, or now: "my face is blotchy from rosacea", "really sore after my workout" are not.
  if (isEmergency(question) && (signs.some((s) => s !== "skinColour" && s !== "severePain") || changed())) return true;
  if (reportsPresentChange(question, earlier)) return true;
  // "A bit puffy on day 10, is that normal?" is an expected-recovery question, not a report of a sign.
  if (MILD_NORMAL.test(plain) && !signs.length) return false;
  return reportsWarningSign(question, earlier);
}

/** A clause that opens as a question ("what foods help...", "is it normal to...", "¿qué...?"). */
const ASKS_FIRST =
  /^ (?:what|how|which|when|why|where|who|is|are|does|do|should|can|could|que|como|cual|cuales|cuando|cuanto|cuantos|por que|donde|es|hay) /;

/**
 * Seventh round (docs/decisions/076-trugpt-benign-test.md): the asker, or someone they speak for,
 * had a procedure (said in any turn) and this turn reports a present state of the body (a symptom
 * word of their own, with or without a question, inside a price or booking question too).
 */
export function reportsAfterProcedure(question: string, earlier: readonly string[] = []): boolean {
  if (!namesSymptomWord(question)) return false;
  const plain = correctedWords(question);
  const before = earlier.map(correctedWords);
  // Had: said done in any turn, or "after my X" with a report of one's own ("foods for swelling after surgery" is not one).
  const mine = OWN.test(plain) || MINE.test(plain);
  if (![...before, plain].some((t) => DONE.test(t) || (afterProcedure(t) && (t !== plain || mine)))) return false;
  if (LONG_PAST.test(plain) && !NOW.test(plain) && !SINCE_TODAY.test(plain)) return false;
  if (hearsay(plain) && !NOW_WORDS.test(plain)) return false;
  if (isAhead(plain)) return false;
  // The asker's own (or a relative's) body now: "my lips are", "i have", "she keeps", "tengo", "se me"; a general or future question ("how swollen will i be?") is not.
  if (OWN.test(plain) || / (?:i|she|he|you) (?:can|could) (?:feel|see|tell) /.test(plain)) return true;
  // Or a clause that states a symptom rather than asks about one: "i get winded walking, when can i drive?".
  return clauses(question).some((clause) => namesSymptomWord(clause) && !GENERAL.test(clause) && !ASKS_FIRST.test(clause));
}

/**
 * Issue 44, third round: the current turn reports a symptom, after a procedure or now, in a
 * conversation about one (named, or said to be done, in any of the asker's turns), and is neither
 * clearly a general question nor about a procedure still ahead. `earlier` are the asker's turns before it.
 */
export function reportsWarningSign(question: string, earlier: readonly string[] = []): boolean {
  const plain = correctedWords(question);
  // "The area feels numb" after CoolSculpting is what it does.
  const frozen = [...earlier, question].some((t) => detectProcedure(t)?.procedure.slug === "coolsculpting");
  if (!namesSymptom(plain, frozen ? [NUMBNESS] : [])) return false;
  const before = earlier.map(correctedWords);
  const done = [...before, plain].some((t) => DONE.test(t));
  const named = [...earlier, question].some((t, i) => detectProcedure(t) ?? detectProcedure([...before, plain][i]!));
  // "After the laser" names a procedure of the asker's only with a report of their own ("my", "i", "se me"), not "foods for swelling after surgery".
  if (!(named || done || (afterProcedure(plain) && (OWN.test(plain) || MINE.test(plain))))) return false;
  if (!(done || afterOrNow(plain))) return false;
  const own = OWN.test(plain);
  if (LONG_PAST.test(plain) && !NOW.test(plain)) return false;
  if (isAhead(plain)) return false;
  return own || !GENERAL.test(plain);
}

/** Parts of the body, English and Spanish, with diminutives and everyday words ("puntita", "ojito", "tummy", "pompis"). */
const BODY =
  "(?:face|faces|head|forehead|temple|temples|brow|brows|eyebrow|eyebrows|eye|eyes|eyelid|eyelids|lid|lids|lash|lashes|nose|nostril|nostrils|tip|bridge|cheek|cheeks|cheekbone|jaw|jawline|chin|lip|lips|mouth|tongue|gums|teeth|tooth|throat|neck|ear|ears|earlobe|scalp|skin|chest|breast|breasts|boob|boobs|nipple|nipples|areola|armpit|arm|arms|elbow|wrist|hand|hands|finger|fingers|thumb|belly|tummy|stomach|abdomen|abs|navel|belly button|waist|hip|hips|flank|flanks|back|butt|bum|booty|buttock|buttocks|glute|glutes|cheeks|thigh|thighs|knee|knees|leg|legs|calf|calves|ankle|ankles|foot|feet|toe|toes|groin|incision|incisions|scar|scars|stitches|wound|drain|drains|implant|implants|side|body|cara|carita|cabeza|frente|sien|sienes|ceja|cejas|ojo|ojos|ojito|ojitos|parpado|parpados|pestanas|nariz|naricita|punta|puntita|fosa|fosas|mejilla|mejillas|cachete|cachetes|pomulo|pomulos|mandibula|quijada|barbilla|menton|labio|labios|labito|labitos|boca|boquita|lengua|encias|dientes|muela|garganta|cuello|oreja|orejas|oido|cuero cabelludo|piel|pecho|pechos|seno|senos|bubis|pezon|pezones|axila|brazo|brazos|codo|muneca|mano|manos|dedo|dedos|panza|pancita|barriga|barriguita|abdomen|ombligo|cintura|cadera|caderas|espalda|nalga|nalgas|pompa|pompas|pompis|gluteo|gluteos|pierna|piernas|muslo|muslos|rodilla|rodillas|pantorrilla|pantorrillas|chamorro|tobillo|tobillos|pie|pies|ingle|herida|heridas|cicatriz|puntos|drenaje|drenajes|implante|implantes|lado|cuerpo)";
/** Words of a body doing something or feeling some way ("throbbing", "heavy", "dormido", "chorrea", "raro"). */
const BODILY =
  "(?:hurts?|hurting|pain\\w*|aches?|aching|sore|burn\\w*|throb\\w*|tingl\\w*|sting\\w*|itch\\w*|heavy|hard|firm|tight|hot|warm|cold|numb|asleep|swollen|swell\\w*|puffy|bump\\w*|lump\\w*|bruis\\w*|red|redder|pale|white|blue|purple|grey|gray|black|dark|blotchy|spotty|shiny|weird|strange|off|funny|wrong|not right|different|bleed\\w*|blood\\w*|leak\\w*|ooz\\w*|drip\\w*|gush\\w*|pour\\w*|seep\\w*|crust\\w*|blister\\w*|peel\\w*|crack\\w*|open|droop\\w*|sag\\w*|twitch\\w*|spasm\\w*|cramp\\w*|pulling|stretch\\w*|pressure|full|dent\\w*|lopsided|uneven|crooked|stiff|weak|shaky|dizzy|hoarse|duele|duelen|dolor\\w*|arde|ardor|quema|pica|punza\\w*|late|palpita|hormigue\\w*|pesad[oa]s?|dur[oa]s?|tiesa|tieso|apretad[oa]s?|caliente|fri[oa]s?|dormid[oa]s?|entumid[oa]s?|adormecid[oa]s?|hinchad[oa]s?|inflamad[oa]s?|bolita\\w*|bulto\\w*|moreton\\w*|roj[oa]s?|palid[oa]s?|blanc[oa]s?|azul\\w*|morad[oa]s?|gris\\w*|negr[oa]s?|oscur[oa]s?|manchad[oa]s?|sangr\\w*|chorre\\w*|gote\\w*|supura\\w*|costra\\w*|ampolla\\w*|abiert[oa]s?|caid[oa]s?|colgad[oa]s?|chuec[oa]s?|torcid[oa]s?|dispare\\w*|tira|jala|raro|rara|raros|extran[oa]s?|distint[oa]s?|mal|debil|mare[oa]d[oa]?)";
/** The asker's own body or that of someone close: "my", "mi", "his", "her", "mi esposo", "se me", "I have", "tengo", "it feels". */
const PERSON =
  / (?:my|mine|i|i m|im|i ve|ive|me|his|her|hers|he|she|he s|she s|our|mi|mis|me|se me|se le|le|tengo|tiene|siento|siente|noto|estoy|esta|su|sus|mi (?:esposo|esposa|marido|mujer|hija|hijo|mama|madre|papa|padre|novio|novia|hermana|hermano|amiga|amigo)|it s|its|it|they re|they|ella|el) /;

/** A next visit: "go back in", "come back for", "have to be back", "get back to the clinic" (the back of a body stays one). */
const RETURN_VISIT =
  / (?:go|goes|going|gone|went|come|comes|coming|came|get|getting|be|head|heading|pop|swing|stop|drop|bring (?:me|her|him)|make it) back(?: (?:in|to|for|there|here|again))?(?= )/g;

/**
 * Issue 44, fourth round (docs/decisions/070-trugpt-safe-default.md): a turn TruGPT did not
 * understand that reads as a report about a body (someone's part of the body, or a bodily word)
 * in a conversation where a procedure was named or done reads as a possible warning sign: the safe
 * default is the emergency guidance. A calm general question ("can filler cause...?") with no
 * report of the asker's own, a procedure still ahead, a sign long past or heard of are not reports.
 */
export function reportsAboutBody(question: string, earlier: readonly string[] = []): boolean {
  // Twelfth round: "go back in", "come back", "be back for a touch-up" are a next visit, not the back of a body.
  const plain = correctedWords(question).replace(RETURN_VISIT, " return ");
  if (!new RegExp(` (?:${BODY}|${BODILY}) `).test(plain) || !PERSON.test(plain)) return false;
  if (LONG_PAST.test(plain) && !NOW.test(plain)) return false;
  if (hearsay(plain) && !NOW_WORDS.test(plain)) return false;
  if (isAhead(plain)) return false;
  if (GENERAL.test(plain) && !OWN.test(plain)) return false;
  const before = earlier.map(correctedWords);
  return [...earlier, question].some(
    (t, i) =>
      detectProcedure(t) ??
      detectProcedure([...before, plain][i]!) ??
      (DONE.test([...before, plain][i]!) || afterProcedure([...before, plain][i]!)),
  );
}

/**
 * The safe default's question (seventh round): a report about a body after a procedure that is not
 * expected recovery ("my lips are a bit swollen and tender" the day after filler is not a possible sign).
 */
export function reportsPossibleSign(asked: string, earlier: readonly string[] = []): boolean {
  if (asksWhatCouldHappen(asked, earlier)) return false;
  const question = withExpectedPhrases(asked, earlier);
  if (reportsAfterProcedure(question, earlier) && isBenignRecovery(question, earlier)) return false;
  // A changing mole with nothing done is the layer's lesion answer (a dermatologist first), not a possible sign.
  if (lesionNotFromProcedure(asked, earlier)) return false;
  return reportsAboutBody(question, earlier);
}
