/**
 * Warning signs after a procedure (issue 44, item 1; docs/decisions/055-trugpt-safety-layer.md),
 * by clinical category, in English and Spanish, over text with accents dropped and typos of key
 * words corrected (spelling.ts). A first-person report of a sign is an emergency; a general
 * question about a risk ("can fillers cause blindness?") is not. When a sign is there and the
 * text is not clearly a general question, the safe answer (an emergency) wins.
 */
import { detectProcedure, plainWords } from "../knowledge";
import { screensForCrisis } from "./crisis";
import { addKeyWords, correctedWords, keyWordsOf } from "./spelling";

export type WarningSign =
  "skinColour" | "severePain" | "vision" | "stroke" | "allergy" | "infection" | "clot" | "bleeding" | "fainting" | "selfHarm";

const any = (...phrases: string[]) => new RegExp(` (?:${phrases.join("|")}) `);
/** "I can't see any difference", "no veo ningún cambio": a result not seen yet, not sight lost (thirteenth round). */
export const NOT_A_RESULT =
  "(?! (?:any |much |a |the |no |real |ningun\\w* |nada de |el |la |mucho )?(?:difference|change|changes|result|results|improvement|effect|point|why|how|myself|cambio\\w*|diferencia\\w*|resultado\\w*|mejoria\\w*|efecto\\w*|hora|por que|porque|razon|motivo|necesidad))";

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

/**
 * Tenth round (issue 44): speech gone wrong, in everyday words ("his words are coming out mushy",
 * "she sounds drunk", "my tongue gets tangled", "se le traba la lengua", "habla como borracho").
 */
const SPEECH = [
  "(?:words?|speech|talking|talks|speaking|sentences|voice) (?:\\w+ ){0,4}(?:mushy|slurr\\w*|drunk|garbled|jumbled|mumbl\\w*|tangled|muddled|mixed up|gibberish|thick and slow|sloppy|wasted)",
  "(?:slurr\\w*|mushy|garbled|jumbled|drunk sounding) (?:\\w+ ){0,2}(?:words?|speech|talking|voice)",
  "(?:sounds?|sounding|talks?|talking|speaks?|speaking) (?:\\w+ ){0,1}(?:like (?:she s |he s |i m |im |she is |he is |i am |someone s |someone is |a )?)?(?:drunk|wasted|tipsy|drunken)",
  "tongue (?:\\w+ ){0,3}(?:tangled|tied|twisted|clumsy|won t cooperate|not working|in the way)",
  "tongue ?tied",
  "(?:can t|cant|cannot|can not|couldn t|could not|hard to|trouble|struggl\\w* to|unable to) (?:\\w+ ){0,2}(?:get (?:the |my |her |his |their |any )?words out|form (?:the )?words|find (?:the |my |her |his )?words|pronounce|say (?:\\w+ ){0,1}words (?:right|properly|clearly))",
  "(?:can t|cant|cannot|couldn t|could not|hard to) (?:\\w+ ){0,1}understand (?:him|her|what (?:he|she) (?:s|is) saying|a word (?:he|she))",
  "(?:se (?:me|le|nos) )?traba(?:n)? (?:\\w+ ){0,1}(?:la lengua|las palabras)",
  "lengua (?:\\w+ ){0,2}(?:trabada|enredada|torpe|pastosa)",
  "(?:habla|hablo|hablando|hablaba|suena|sueno|se oye|se escucha) (?:\\w+ ){0,2}(?:como )?(?:borrach[oa]|tomad[oa]|pasad[oa] de copas|pastos[oa]|mocho|mocha)",
  "(?:arrastra|arrastro|arrastrando|arrastraba) (?:\\w+ ){0,1}(?:las )?palabras",
  "no (?:se )?(?:le|me|te) (?:entiende|entiendo|entendemos|entienden) (?:\\w+ ){0,2}(?:lo que dice|nada|cuando habla|al hablar|bien)",
  "(?:las )?palabras (?:\\w+ ){0,3}(?:revueltas|enredadas|pastosas|trabadas|arrastradas)",
  "no (?:le|me) salen (?:bien )?las palabras",
  "balbuce\\w*",
  "(?:talks?|talking|sounds?|speaks?|speaking|habla|suena) (?:\\w+ ){0,1}(?:like|as if|como si) (?:\\w+ ){0,5}(?:beers|drinks|shots|wine|hubiera (?:tomado|bebido)|estuviera (?:tomad[oa]|borrach[oa]|pasad[oa]))",
];
/** Tenth round: one side of the face gone slack ("the corner of his mouth is hanging down", "smile only goes up on one side", "se le cuelga la comisura"). */
const SIDE =
  "(?:one side|on one side|one half|the left|the right|left side|right side|left|right|de un lado|de un solo lado|del lado|de lado|un lado|izquierd[oa]|derech[oa]|la mitad)";
const ONE_SIDED_FACE = [
  "corner of (?:my |her |his |their |the |one )?(?:mouth|lip|lips|smile) (?:\\w+ ){0,4}(?:hang\\w*|droop\\w*|sag\\w*|down|lower|pulled|drag\\w*|fall\\w*|fell|slump\\w*|dip\\w*|stuck|won t move|doesn t move)",
  "(?:mouth|lip|smile|face|cheek) (?:\\w+ ){0,3}(?:hanging|hangs|hung|sagging|sags|slumped|slanted|slanting|dragging|one sided)",
  "(?:smile|grin) (?:\\w+ ){0,3}(?:goes up|moves|lifts|works|comes up) (?:\\w+ ){0,1}(?:on )?(?:one side|the left|the right|one half)",
  "(?:half|one sided|lopsided|crooked|uneven) (?:smile|grin)",
  `(?:can t|cant|cannot|can not|couldn t|unable to|won t|no puedo|no puede|no podia|no pude) (?:\\w+ ){0,1}(?:smile|whistle|puff|pucker|blow|sonreir|silbar|soplar|inflar) (?:\\w+ ){0,4}${SIDE}`,
  `${SIDE} (?:\\w+ ){0,5}(?:can t|cant|cannot|won t|wont|doesn t|doesnt|no puedo|no puede|no se) (?:\\w+ ){0,1}(?:smile|whistle|move|sonreir|silbar|mueve|mover)`,
  "comisura (?:\\w+ ){0,4}(?:caida|colgada|cuelga|colgando|cae|cayo|abajo|torcida|chueca|baja|bajo|ladeada)",
  "se (?:me|le) (?:cuelga|colgo|esta colgando|cae|cayo|esta cayendo|baja|bajo|va) (?:\\w+ ){0,1}(?:la boca|el labio|la comisura|un lado|el lado|la cara|media cara|la mitad)",
  "boca (?:\\w+ ){0,1}(?:de lado|ladeada|colgada|colgando|caida|jalada)",
  "(?:boca|cara|sonrisa|labio|comisura) (?:\\w+ ){0,3}(?:va|jala|tuerce|cae|ladea) (?:\\w+ ){0,1}(?:de lado|para un lado|hacia un lado|a un lado|para abajo)",
  "(?:mouth|smile|lip|face) (?:\\w+ ){0,3}(?:pulls?|goes|slides?|slips?) (?:\\w+ ){0,1}(?:to one side|sideways|to the (?:left|right)|down on one side)",
  "(?:un lado|la mitad|medio lado) de (?:la|su|mi) (?:cara|boca|sonrisa) (?:\\w+ ){0,3}(?:no se mueve|caid[oa]|colgad[oa]|se cayo|se cae|dormid[oa]|paralizad[oa]|no responde)",
  "sonrisa (?:\\w+ ){0,2}(?:de lado|ladeada|a medias|de un solo lado|chueca|torcida|colgada)",
  // Twelfth round: the verb first ("se me durmió la mitad de la cara", "se le paralizó un lado de la boca").
  "se (?:me|le) (?:durmio|duerme|esta durmiendo|adormecio|entumio|paralizo|cayo|cae|esta cayendo) (?:\\w+ ){0,1}(?:la mitad|un lado|medio lado|media cara|el lado (?:izquierdo|derecho)) (?:\\w+ ){0,2}(?:cara|boca|sonrisa|labio|cuerpo)",
  "(?:sonrie|sonrio|sonrio|sonreir) (?:\\w+ ){0,2}(?:de un (?:solo )?lado|con un lado|chueco|chueca|de lado|con media boca)",
];

/**
 * Stroke signs of the tenth round, first or third person, however they are played down. Read apart
 * from SIGNS so their words do not become typo targets ("hands" is no typo of "hangs").
 */
const SPEECH_OR_FACE = new RegExp(` (?:${[...SPEECH, ...ONE_SIDED_FACE].join("|")}) `);

/**
 * Tenth round: a skin that lost its blood, by colour, temperature and spread, in everyday words and
 * on any part ("knuckles look waxy", "ashy temple", "chalky tip", "a dusky patch creeping toward my
 * lip", "pálida como cera", "grisácea", "marmoleada", "moradita con parches blancos"). A sign once
 * something was done (the caller asks for that); a colour said to be the asker's own is not one.
 */
const ISCHEMIC =
  "(?:waxy|waxen|ashy|ashen|chalky|chalk white|dusky|greyish|grayish|grey|gray|marbled|marbling|lacy|mottled|splotchy|blotchy|blanched|blanching|paler|pale|white|whitish|purplish|bluish|violet|livid|cenicient[oa]s?|cenizos?[oa]?s?|grisace[oa]s?|grisase[oa]s?|grisit[oa]s?|marmolead[oa]s?|jaspead[oa]s?|motead[oa]s?|moradit[oa]s?|amoratad[oa]s?|blanquecin[oa]s?|blanquizc[oa]s?|blanquit[oa]s?|palid[oa]s?|palidit[oa]s?|livid[oa]s?)";
/** Parts where fillers and biostimulators go, the unusual ones too (hands, knuckles, temples, jawline). */
const FACE_OR_HAND =
  "(?:tip|nose|nostril|lip|lips|chin|cheek|cheeks|temple|temples|forehead|jaw|jawline|knuckle|knuckles|finger|fingers|hand|hands|earlobe|neck|punta|nariz|labio|labios|barbilla|menton|mejilla|sien|sienes|frente|mandibula|nudillo|nudillos|dedo|dedos|mano|manos|cuello)";
const ISCHEMIA = new RegExp(
  ` (?:${[
    "(?:pale|white|grey|gray|waxy|palid[oa]s?|blanc[oa]s?|gris) (?:like|as|como) (?:a |la |una )?(?:wax|candle|chalk|paper|ghost|cera|vela|papel|tiza|gis|fantasma)",
    "(?:como|like) (?:de )?(?:cera|wax)",
    `${FACE_OR_HAND}(?: \\w+){0,1} ${ISCHEMIC}|${ISCHEMIC} (?:\\w+ ){0,1}${FACE_OR_HAND}`,
    `(?:left|leaves|leaving|made|makes|making|dejo|deja|dejando) (?:\\w+ ){0,3}${ISCHEMIC}`,
    `(?:look|looks|looking|looked|is|are|s|went|gone|going|turned|turning|got|gets|getting|became|feel|feels|felt|se ve|se ven|se veia|se puso|se pusieron|se esta poniendo|se estan poniendo|se pone|esta|estan|quedo|quedaron|tiene|tengo|con) (?:\\w+ ){0,3}${ISCHEMIC}`,
    `(?:patch|patches|spot|spots|area|mark|marks|blotch|blotches|streak|streaks|pattern|skin|parche|parches|mancha|manchas|manchita|zona|piel|rayas)(?: \\w+){0,2} ${ISCHEMIC}`,
    `${ISCHEMIC} (?:\\w+ ){0,1}(?:patch|patches|spot|spots|area|blotch|blotches|pattern|net|web|tint|tinge|parche|parches|mancha|manchas|zona|tono)`,
    "(?:patch|patches|spot|area|mark|blotch|colou?r|discolou?ration|mancha|parche|parches|manchas|zona|color|moreton|bruise)(?: \\w+){0,4} (?:creep\\w*|spread\\w*|moving|moves|travel\\w*|extend\\w*|expand\\w*|avanz\\w*|extiend\\w*|se (?:va |van |esta |estan )?pasando|corriendo|creciendo)",
    "creep\\w* (?:\\w+ ){0,2}(?:toward|towards|up|down|into|across|over|onto)",
    "(?:va|van|se va|se van|sigue|siguen) (?:\\w+ ){0,1}(?:avanzando|extendiendo|pasando|corriendo|creciendo) (?:\\w+ ){0,2}(?:hacia|a|al|por)",
    "(?:parches|manchas|zonas|patches|spots|areas) (?:\\w+ ){0,1}(?:blanc[oa]s|palid[oa]s|white|pale)",
    "cold to (?:the )?touch|ice cold|icy cold|freezing cold|(?:fri[oa]s?|helad[oa]s?) al (?:tacto|tocar\\w*)",
  ].join("|")}) `,
);
/** A colour or cold that is the asker's own, not a change: "always pale in winter", "naturally fair", "siempre tengo las manos frías". */
const OWN_STATE =
  / (?:always|naturally|usually|normally|in (?:the )?winter|complexion|skin tone|(?:pale|fair|white) skin|piel (?:muy )?(?:palida|clara|blanca)|siempre|de por si|en invierno|de nacimiento|tez|vitiligo|melasma|rosacea|birthmarks?|from birth|antojo) /;
const CHANGED =
  / (?:turn\w*|went|gone|going|became|becoming|now|since|after|started|changed|se puso|se pusieron|se esta poniendo|ahora|desde|despues) /;

/** Tenth round: a skin that lost its blood, in the words of ISCHEMIA, and not the asker's own colour. */
export function isIschemic(text: string): boolean {
  const plain = correctedWords(text);
  return ISCHEMIA.test(plain) && !(OWN_STATE.test(plain) && !CHANGED.test(plain));
}

/** Painkillers as a patient names them: the one that "did nothing" says the pain is out of control, not that a medicine is taken. */
export const PAINKILLER =
  "(?:ibuprofen\\w*|advil|motrin|nurofen|aleve|naproxen\\w*|tylenol|paracetamol|acetaminophen|acetaminofen|panadol|aspirin\\w*|excedrin|tramadol|toradol|ketorolac\\w*|diclofenac\\w*|dipirona|metamizol|norco|percocet|oxy\\w*|hydrocodone|codeine|codeina|painkillers?|pain ?killers?|pain meds|pain medicine|pain pills|pills|meds|medicine|medicina|medicinas|medicamentos?|pastillas?|analgesicos?|calmantes?|antiinflamatorios?)";
/** Twelfth round: pain that keeps rising, in everyday words ("keeps climbing", "no para de aumentar", "cada vez más fuerte"). */
const RISING_PAIN = [
  "(?:pain|hurt\\w*|ache|aching|sore\\w*) (?:\\w+ ){0,3}(?:keeps?|just keeps|is|s|still) (?:\\w+ ){0,1}(?:climbing|rising|building|increasing|growing|going up|getting stronger|getting worse|ramping up|creeping up)",
  "(?:pain|hurt\\w*) (?:\\w+ ){0,3}(?:climbing|rising|ramping up|going up and up|worse by the (?:hour|day))",
  "hurts? (?:\\w+ ){0,2}more (?:and more|every|each|by the)",
  "(?:dolor|duele\\w*|molestia) (?:\\w+ ){0,4}(?:no (?:para|deja) de (?:aumentar|subir|crecer|empeorar)|(?:sigue|va|esta) (?:\\w+ ){0,1}(?:subiendo|aumentando|creciendo|empeorando|a mas|a peor)|cada vez (?:mas|peor|mayor))",
  "(?:no para|no deja) de (?:doler\\w*|aumentar el dolor)",
  "(?:cada vez|mas y mas) (?:\\w+ ){0,2}(?:me |le )?(?:duele\\w*|dolor)",
];
/** Twelfth round: pain no painkiller touches ("not even the tylenol touches it", "ya ni el ibuprofeno me hace nada"). */
const UNRELIEVED = [
  "nothing (?:\\w+ ){0,1}(?:touches|touch|helps|works|takes the edge|takes it away|makes it better)",
  `(?:not even|even with|despite|in spite of) (?:the |my |an? |some |\\w+ )?${PAINKILLER}`,
  `${PAINKILLER} (?:\\w+ ){0,3}(?:does nothing|did nothing|doing nothing|do nothing|doesn t|doesnt|didn t|didnt|isn t|isnt|aren t|arent|don t|dont|not|won t|wont|no longer) (?:\\w+ ){0,1}(?:help\\w*|work\\w*|touch\\w*|do anything|doing anything|anything|nothing|cut it|cutting it|take the edge)`,
  `${PAINKILLER} (?:\\w+ ){0,3}does nothing`,
  `(?:ya )?ni (?:con )?(?:el |la |los |las |mi |un |una |tomando )?${PAINKILLER}`,
  `${PAINKILLER} (?:\\w+ ){0,3}(?:ya )?no (?:me |le )?(?:hace|hacen|hizo|hicieron|sirve|sirven|sirvio|funciona|funcionan|ayuda|ayudan|quita|quitan|calma|calman|alivia|alivian)`,
  "(?:nada|con nada) (?:me |le )?(?:lo |la )?(?:quita|calma|alivia|sirve|funciona|ayuda|hace)",
];
const PAIN_WORD = / (?:pain\w*|hurts?|hurting|ache|aches|aching|sore\w*|dolor\w*|duele\w*|molestia\w*) /;
const RISING_OR_UNRELIEVED = new RegExp(` (?:${[...RISING_PAIN, ...UNRELIEVED].join("|")}) `);
/** Whether the word at `index` is a painkiller named as one that did not help ("not even the advil", "el ibuprofeno no me hace nada"). */
export function isFailedRemedyAt(plain: string, index: number): boolean {
  const unrelieved = new RegExp(` (?:${UNRELIEVED.join("|")})(?= )`, "g");
  return [...plain.matchAll(unrelieved)].some((m) => m.index <= index && index < m.index + m[0].length);
}
/** Pain that keeps rising or that the painkillers do not touch: a severe pain however mild its words. */
export const isUncontrolledPain = (plain: string) => PAIN_WORD.test(plain) && RISING_OR_UNRELIEVED.test(plain);

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
      "ashen",
      "(?:bruis\\w*|dark|purple|red) (?:\\w+ ){0,3}(?:spreading|spreads|getting bigger|growing)",
      "(?:spreading|growing) (?:\\w+ ){0,1}bruis\\w*",
      "looks like (?:a )?bruis\\w*",
    ),
  ],
  [
    "severePain",
    any(
      "(?:severe|extreme|terrible|intense|unbearable|excruciating|horrible|awful|worst|sharp|throbbing|increasing|growing|worsening|lots of|a lot of|so much|really bad|very bad) pain",
      "pain (?:\\w+ ){0,4}(?:getting worse|gets worse|got worse|worse and worse|worsening|increasing|growing|unbearable|severe|intense|excruciating|keeps getting)",
      "(?:really|so|very|extremely|terribly) (?:hurts?|painful|sore)",
      "hurts? (?:so much|really bad|really badly|a lot|like crazy|more and more|worse)",
      "pain (?:\\w+ ){0,4}(?:way worse|worse than|killing me|out of control|10 out of 10)",
      "(?:worst|crazy|insane) pain",
      "(?:pain ?killers?|pain meds|pain medicine|pills|meds) (?:\\w+ ){0,2}(?:do nothing|don t help|dont help|aren t helping|not helping|not working|don t work)",
      "dolor (?:\\w+ ){0,1}(?:muy )?(?:fuerte|intenso|insoportable|severo|terrible|horrible|agudo|punzante)",
      "(?:mucho|muchisimo|demasiado) dolor",
      "(?<! no (?:me |le |te )?)duele (?:\\w+ ){0,1}(?:mucho|muchisimo|demasiado|horrible|cada vez mas|mas y mas)",
      "dolor (?:que )?(?:aumenta|empeora|va en aumento|crece|cada vez (?:mas|mayor))",
      // Sixteenth round: pain that cannot be borne ("un dolor que no aguanta", "se dobla del dolor", "doubled over in pain").
      "(?:dolor|duele) (?:\\w+ ){0,2}que no (?:se )?(?:aguanta|aguanto|soporta|soporto|aguantamos)",
      "no (?:aguanta|aguanto|soporta|soporto) (?:\\w+ ){0,1}(?:el |del |de )?dolor",
      "(?:se dobla|se doblaba|doblad[oa]|retorciendose|retorciendome|se retuerce|me retuerzo) (?:\\w+ ){0,1}(?:del|de|por el) dolor",
      "(?:doubled over|writhing|curled up) (?:\\w+ ){0,1}(?:in|from|with) pain",
      "(?:can t|cant|cannot) (?:stand|bear|take) (?:the|this|that) pain",
    ),
  ],
  [
    "vision",
    any(
      "(?:everything|things|all) (?:\\w+ ){0,2}(?:doubled|double|in two)",
      "(?:todo|las cosas) (?:\\w+ ){0,2}(?:doble|dobles|repetid[oa]s?)",
      "(?:blurry|blurred|blurring|blurriness|double|dim|dimmed|dark|cloudy|foggy|lost|losing|loss of|loss in|no|partial|changes? in|change in|changed|weird|strange) vision",
      "vision (?:\\w+ ){0,2}(?:blurry|blurred|blurring|loss|changes?|changed|going|gone|dark|darker|dim|doubled|double|worse|spotty)",
      `(?:can t|cant|cannot|can not|hard to|trouble|difficulty) see(?:ing)?${NOT_A_RESULT}`,
      "(?:blind|blindness) in",
      "going blind",
      "(?:lost|losing|lose|loss of) (?:my |the )?(?:sight|vision|eyesight)",
      "(?:dark|black|grey|gray|blind) (?:spot|spots|patch|curtain|shadow) (?:\\w+ ){0,3}(?:vision|eye|sight|see)",
      "(?:eye|eyes|sight|eyesight) (?:\\w+ ){0,2}(?:blurry|blurred|blurring|dim|dark|doubled|double|fuzzy|cloudy)",
      "(?:blurry|blurred|double|fuzzy) (?:\\w+ ){0,1}(?:eye|eyes|sight|eyesight)",
      "(?:mancha|punto) (?:\\w+ ){0,1}(?:negra|negro|oscura|oscuro) (?:\\w+ ){0,3}(?:ojo|vista|vision)",
      "(?:everything|things|it) (?:looks|is|are|got|went) (?:\\w+ ){0,1}(?:blurry|blurred|dark|double)",
      "(?:see|seeing) (?:\\w+ ){0,1}(?:blurry|double|spots|black spots|dark spots|stars)",
      "eye (?:\\w+ ){0,2}(?:blurry|blurred|blind|dark)",
      "blindness",
      "vision (?:borrosa|doble|nublada)",
      "veo (?:\\w+ ){0,2}(?:borroso|borrosa|doble|mal|negro|nublado|manchas|oscuro|poco|nada(?! de (?:cambio|diferencia|resultado|efecto|mejoria)))",
      `no (?:\\w+ ){0,1}veo${NOT_A_RESULT}`,
      `no puedo ver${NOT_A_RESULT}`,
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
      // Fifth round: stroke signs in anyone, by meaning (a crooked mouth, drool, words wrong), diminutives included.
      "(?:mouth|smile|face|lip|boca|sonrisa|cara|carita|labio|boquita) (?:\\w+ ){0,3}(?:crooked|twisted|lopsided|slanted|pulled to one side|(?:torci[d]|chue[c]|cai[d]|ladea[d]|jala[d])(?:it)?[oa]s?)",
      "(?:(?:torci[d]|chue[c]|ladea[d])(?:it)?[oa]s?) (?:\\w+ ){0,2}(?:la )?(?:boca|cara|sonrisa)",
      "drool\\w*",
      "babe[ao]\\w*",
      "(?:se (?:me|le) )?(?:cae|sale|escurre) (?:\\w+ ){0,1}(?:la )?baba",
      "(?:words?|speech|talking|talks|sentences) (?:\\w+ ){0,3}(?:wrong|jumbled|garbled|mixed up|scrambled|nonsense|don t make sense|not making sense|gibberish)",
      "(?:habla|hablo|hablando|habla muy) (?:\\w+ ){0,1}(?:enredad[oa]|trabad[oa]|arrastrad[oa]|raro|rara|chistoso|como borrach[oa]|sin sentido|incoherente)",
      "(?:dice|decia) (?:\\w+ ){0,1}(?:cosas sin sentido|puras incoherencias|palabras raras)",
      "se le (?:traban|enredan|revuelven) las palabras",
      "disoriented",
      "disorientation",
      "(?:sudden|suddenly|really|very|so) confus\\w*(?! (?:about|by|with|on|if|whether|what|which|how|as to) )",
      "confused and (?:dizzy|weak|numb|slurr\\w*)",
      "words (?:\\w+ ){0,2}(?:slurred|jumbled|garbled)",
      "(?:face|lip|lips|cheek|mouth) (?:\\w+ ){0,3}(?:numb|droop\\w*) (?:\\w+ ){0,2}(?:one side|left|right)",
      "desorientad[oa]",
      "(?:de repente )?confundid[oa] y (?:maread[oa]|debil)",
      "(?:adormecid[oa]|entumecid[oa]|entumid[oa]|dormid[oa]|paralizad[oa]|caid[oa]|debil|hormigueo)(?: \\w+){0,6} (?:un lado|de lado|lado izquierdo|lado derecho|la mitad|media cara)",
      "(?:un lado|la mitad|media cara|lado izquierdo|lado derecho)(?: \\w+){0,5} (?:adormecid[oa]|entumecid[oa]|entumid[oa]|dormid[oa]|paralizad[oa]|caid[oa]|debil|no se mueve)",
      "(?:cara|boca|sonrisa) (?:\\w+ ){0,2}(?:caida|torcida|chueca|paralizada|adormecida|entumecida|dormida)",
      "se me (?:cae|cayo|tuerce|torcio) (?:la cara|la boca|un lado|el lado)",
      "(?:hablo|habla) (?:\\w+ ){0,1}(?:raro|arrastrad[oa]|mal|trabad[oa])",
      "arrastr\\w* las palabras",
      "no puedo hablar",
      "derrame (?:cerebral)?",
      // Thirteenth round: numbness said as "can't feel", and an arm or leg gone weak (the A of FAST).
      "(?:can t|cant|cannot|can not|couldn t|no) (?:\\w+ ){0,1}(?:feel|siente|siento|sentia|sentir) (?:\\w+ ){0,2}(?:half|one side|the left|the right|left side|right side|la mitad|un lado|media cara|el lado|medio lado|medio cuerpo)",
      "(?:arm|leg|hand) (?:\\w+ ){0,3}(?:went |gone |goes |is |feels |got )?(?:weak|limp|floppy|heavy|dead|numb|useless|won t move|wont move|doesn t move|can t move|gave out|gives out|giving out)",
      "(?:can t|cant|cannot|can not|couldn t|unable to|trouble|struggl\\w* to) (?:\\w+ ){0,1}(?:lift|raise|move|hold up|feel|grip with) (?:my |her |his |their |the |one |an |a )?(?:left |right )?(?:arm|leg|hand|arms|legs)",
      "(?:dropping|drops|dropped) (?:things|stuff|everything|her \\w+|his \\w+|my \\w+)",
      "(?:brazo|pierna|mano) (?:\\w+ ){0,3}(?:floj[oa]|debil|dormid[oa]|adormecid[oa]|entumid[oa]|entumecid[oa]|pesad[oa]|sin fuerza|muert[oa]|no (?:se |lo |la |le )?(?:puede|puedo|pude|podia) (?:mover|levantar|sentir)|no (?:se )?(?:mueve|responde)|no (?:la |lo )?siente|no (?:la |lo )?siento)",
      "no (?:\\w+ ){0,1}(?:puede|puedo|podia|pudo|pude) (?:levantar|mover|alzar|sentir) (?:el|la|su|mi) (?:brazo|pierna|mano)",
      "(?:se (?:le|me) )?(?:caen|caian|cayeron) las cosas",
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
      // Breathing through the nose is a rhinoplasty question, not an airway closing.
      "(?:trouble|difficulty|hard|struggling|can t|cant|cannot|can not|unable|hard time) (?:\\w+ ){0,1}(?:to )?(?:breathe|breathing|breath|swallow|swallowing)(?! (?:\\w+ ){0,2}(?:nose|nariz|nasal))",
      "short(?:ness)? of breath",
      "out of breath",
      "(?:can t|cant|cannot|can not|couldn t|could not|unable to|struggling to|hard to) (?:\\w+ ){0,1}(?:catch|get|take) (?:my |a )?(?:breath|air|deep breath)",
      "(?:gasping|gasp|struggling|fighting) (?:\\w+ ){0,1}(?:for )?(?:air|breath)",
      "gasping",
      "(?:so|really|very|totally) winded",
      "(?:feel|feeling|feels|getting|get|got) (?:\\w+ ){0,1}winded",
      "winded (?:\\w+ ){0,3}(?:just|resting|at rest)",
      "breathing (?:\\w+ ){0,2}(?:hard|difficult|labou?red|fast|shallow|weird|funny)",
      "labou?red breathing",
      "short of air",
      "no me entra (?:el )?aire",
      "me estoy ahogando",
      "ahogandome",
      "sin aire",
      "(?:lips?|tongue|throat|face)(?: \\w+){0,3} (?:blowing up|ballooning|puffing up)",
      "breathless",
      "wheez\\w*",
      // Fifth round: the airway by function (a noise, a tongue or throat too big, spit that will not go down, a changed voice).
      // A whistle in the breath, not the ability to whistle ("will i still be able to whistle?" after lip filler).
      "whistl\\w* (?:\\w+ ){0,2}(?:breath\\w*|sound|sounds|noise|when|while|every|as i|in my (?:chest|throat))|(?:a|the) whistl\\w*",
      "stridor",
      "(?:noisy|squeaky|rattly|raspy|loud|weird|funny) (?:\\w+ ){0,1}(?:breath|breathing|breaths)",
      "(?:breath|breathing|breathe) (?:\\w+ ){0,3}(?:noisy|squeak\\w*|rattl\\w*|whistl\\w*|crackl\\w*|sounds? (?:weird|funny|wrong|different|loud))",
      "(?:tongue|throat|uvula)(?: \\w+){0,3} (?:huge|giant|enormous|big|bigger|fat|fatter|too big|doesn t fit|thick|thicker|heavy)",
      "(?:can t|cant|cannot|can not|unable to|hard to|trouble) (?:\\w+ ){0,1}swallow (?:\\w+ ){0,1}(?:spit|saliva|my own spit|water|anything)",
      "(?:voice|voz) (?:\\w+ ){0,3}(?:changed|different|weird|strange|muffled|hoarse|gone|cambio|cambiada|rara|distinta|apagada)",
      "(?:chifl\\w*|silb\\w*|pitido|pitidos|ruido al respirar|ronquido al respirar|respir\\w* (?:\\w+ ){0,2}(?:con ruido|raro|con silbido|chistoso))",
      "(?:lengua|garganta|campanilla) (?:\\w+ ){0,3}(?:enorme|gigante|grandota|gordota|muy grande|no me cabe|no le cabe|gruesa|pesada)",
      "no (?:puedo|puede|me deja) tragar (?:\\w+ ){0,1}(?:la )?(?:saliva|baba|agua|nada)",
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
      "(?:me|le|te|nos) cuesta (?:\\w+ ){0,1}(?:respirar|tragar)",
      // Thirteenth round: pressure or tightness on breathing ("siente presión al respirar", "pressure when i breathe").
      "(?:presion|opresion|peso|dolor|apreton) (?:\\w+ ){0,3}(?:al|para) (?:respirar|tragar)",
      "(?:pressure|tightness|tight|heavy|heaviness) (?:\\w+ ){0,3}(?:when|while|to) (?:i |she |he )?(?:breathe|breathes|breathing|swallow|swallowing)",
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
      "(?:wound|incision|stitches|drain|it|area|cut|scar)(?: \\w+){0,2} (?:smells|stinks|smelly|reeks)",
      "(?:bad|foul|funny|weird|rotten) (?:smell|smelling|odou?r)",
      "(?:red|redness|rash)(?: \\w+){0,3} (?:spreading|spreads|spread)",
      "huele (?:\\w+ ){0,1}(?:mal|feo|raro)",
      "mal olor",
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
      "cough\\w* (?:\\w+ ){0,4}blood",
      "(?:spit\\w*|vomit\\w*|throw\\w* up|puk\\w*) (?:\\w+ ){0,3}blood",
      "blood (?:\\w+ ){0,2}(?:when|while) (?:i )?(?:cough|coughing|spit|breathe)",
      "bloody (?:cough|spit|phlegm|mucus|vomit)",
      "chest (?:\\w+ ){0,2}(?:tight|tightness|heavy|pressure|crushing|squeezing|hurts|pain|aches?)",
      "(?:tightness|pressure|heaviness|weight) (?:\\w+ ){0,1}(?:in|on) (?:my |the )?chest",
      "(?:calf|calves|leg|legs|thigh)(?: \\w+){0,4} (?:swollen|swelling|hurts|hurting|painful|tender|warm|hot|red|cramping|throbbing)",
      "(?:vomit\\w*|escup\\w*|tos\\w*) (?:\\w+ ){0,2}sangre",
      "(?:pecho|torax) (?:\\w+ ){0,2}(?:apretado|oprimido|pesado|presion)",
      "me aprieta el pecho",
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
      "blood (?:\\w+ ){0,2}(?:coming|seeping|leaking|pouring|dripping|gushing|running|soaking) (?:\\w+ ){0,2}(?:through|out|from|everywhere)",
      "soak\\w* (?:\\w+ ){0,3}(?:bandage|bandages|dressing|dressings|gauze|garment|pads?|sheets?|shirt|bra|binder)",
      "(?:bleeding|blood) (?:\\w+ ){0,3}(?:won t|wont|will not|doesn t|does not|not) stop\\w*",
      "(?:doubled|tripled|twice|double|three times) (?:\\w+ ){0,1}(?:in size|the size|its size|as big|bigger)",
      "(?:rock|very|super|really) hard (?:\\w+ ){0,2}(?:and|swollen|tight|bigger)",
      "rock hard",
      "hard as (?:a )?(?:rock|stone)",
      "(?:one|left|right|my left|my right) (?:breast|side|boob|cheek|buttock|butt cheek|leg|arm|eye|thigh) (?:\\w+ ){0,4}(?:much |way |a lot |so much )?(?:bigger|larger|more swollen|swollen|huge)",
      "(?:ballooning|ballooned|blowing up|blew up)",
      "sangre (?:\\w+ ){0,2}(?:traspasa|atraviesa|empapa|sale|chorrea)",
      "empap\\w* (?:\\w+ ){0,3}(?:venda|vendas|vendaje|gasa|gasas|aposito|faja|sabanas)",
      "(?:el )?doble de (?:tamano|grande)",
      "dur[oa] como (?:una )?(?:piedra|roca)",
      "(?:un lado|un seno|un pecho|una mejilla|una nalga) (?:\\w+ ){0,3}(?:mucho )?mas (?:grande|hinchad[oa])",
      "sangr\\w* (?:\\w+ ){0,1}(?:mucho|muchisimo|abundante|sin parar|demasiado)",
      "no (?:para|deja) de sangrar",
      "hemorragia",
      // Fifth round: bleeding by what it soaks (a bandage, gauze, sheets, a pillow dripping or soaked).
      "(?:bandage|bandages|gauze|dressing|dressings|sheets?|pillow|pillowcase|shirt|pads?|garment|bra|binder|towel|towels|tape)(?: \\w+){0,4} (?:dripping|drips|soaked|soaking|drenched|full of blood|bloody|red with blood|wet with blood|covered in blood)",
      "(?:dripping|soaked|soaking|drenched) (?:\\w+ ){0,3}(?:bandage|bandages|gauze|dressing|dressings|sheets?|pillow|pillowcase|shirt|pads?|garment|bra|binder|towel|towels)",
      "blood (?:\\w+ ){0,3}(?:dripping|drips|dripped|running down|everywhere|on the (?:sheets|pillow|floor))",
      "(?:venda|vendas|vendaje|gasa|gasas|aposito|apositos|faja|sabana|sabanas|almohada|camisa|blusa|brasier|toalla|toallas|ropa)(?: \\w+){0,5} (?:empapad[oa]s?|llen[oa]s? de sangre|ensangrentad[oa]s?|gotea\\w*|gote\\w*|chorrea\\w*|mojad[oa]s? de sangre|roj[oa]s? de sangre)",
      "(?:llen\\w*|empap\\w*|manch\\w*|moj\\w*) de sangre",
      "sangre (?:\\w+ ){0,3}(?:gotea\\w*|goteando|chorreando|escurriendo|por todos lados|en (?:la|las) (?:sabanas|almohada))",
      "(?:sigue|no para de|no deja de) (?:goteando|gotear|sangrando|sangrar|chorreando|chorrear)",
      "sangrado abundante",
      "(?:hinchazon|inflamacion) (?:\\w+ ){0,1}(?:rapida|repentina|que aumenta|que crece|enorme)",
      "se (?:(?:me|le|te|nos|les) )?(?:hincha|hincho|esta hinchando|va hinchando|sigue hinchando|inflama|inflamo|esta inflamando) (?:\\w+ ){0,2}(?:mucho|muchisimo|rapido|rapidisimo|de repente|cada vez mas|a lo loco)",
    ),
  ],
  [
    "fainting",
    any(
      "faint\\w*",
      "pass(?:ed|ing)? out",
      "black(?:ed|ing)? out",
      "lightheaded",
      "(?:dizzy|dizziness|woozy|lightheaded|room spins|spinning) (?:\\w+ ){0,4}(?:stand|stands|standing|stood|get up|getting up|got up|sit up|sitting up)",
      "(?:almost|nearly) (?:fainted|passed out|blacked out|collapsed)",
      "(?:room|everything) (?:is |keeps )?spinning",
      "(?:mareo|mareos|mareada|mareado|me mareo) (?:\\w+ ){0,4}(?:levant\\w*|parar\\w*|me paro|de pie)",
      "me (?:desvaneci|desvanezco)",
      "light headed",
      "unconscious",
      "collapsed",
      "seizures?",
      "convuls\\w*",
      "desmay\\w*",
      "perdi el conocimiento",
      "perdio el conocimiento",
      // Thirteenth round: confusion after an operation ("está confundido, no sabe qué día es", "she doesn't know where she is").
      "(?:esta|estaba|anda|se ve|se puso|lo veo|la veo|muy|bien|super|toda|todo) confundid[oa]",
      "no (?:sabe|sabia|reconoce|reconocia|recuerda|recordaba|ubica) (?:\\w+ ){0,1}(?:que dia|en que dia|donde esta|donde estaba|donde se encuentra|quien es|a nadie|a su familia|a sus hijos|a su mama|a su esposo|a su esposa|a sus papas)",
      "(?:is|s|was|seems|seemed|acting|been|getting|got|so|very|really) (?:\\w+ ){0,1}(?:confused|disoriented|out of it)(?! (?:about|by|with|on|if|whether|what|which|how) )",
      "(?:does(?:n t|nt| not)|did(?:n t|nt| not)|can t|cant|couldn t) (?:\\w+ ){0,1}(?:know|recognize|recognise|remember) (?:\\w+ ){0,1}(?:where (?:she|he|they|i) (?:is|was|are|am)|what day|what year|who (?:i|we|she|he) (?:am|are|is)|me|us|her kids|his kids|her own|his own)",
      "inconsciente",
      "convulsion\\w*",
      // Fifth round: fainting and collapse by meaning.
      "(?:i|she|he|and|just|then|almost|nearly|suddenly) (?:\\w+ ){0,1}(?:fell|collapsed|keeled|crumpled)(?: down| over| to the floor| on the floor)?(?! (?:the stairs|a step|the steps|asleep|off) )",
      "(?:found|woke up|came to|lying|laying|ended up) (?:\\w+ ){0,3}(?:on the (?:floor|ground)|on the bathroom floor)",
      "hit the (?:floor|ground|deck)",
      "(?:couldn t|could not|can t|cant|cannot|unable to) (?:\\w+ ){0,1}stand(?: up)?(?! (?:the|it|him|her|that|this|my|seeing|looking|how|when) )",
      "(?:world|everything|room|vision) (?:\\w+ ){0,1}(?:went|goes|going|turned) (?:dark|black|grey|gray|white|fuzzy)",
      "(?:legs|knees) (?:\\w+ ){0,1}(?:gave out|gave way|buckled)",
      "(?:vahido|soponcio|patatus|sincope|syncope)",
      "me (?:cai|desvaneci|fui al suelo)",
      "se (?:desvanecio|fue al suelo|desplomo)",
      "(?:mama|madre|esposa|esposo|marido|hija|hijo|ella|el|abuela|papa|novia|novio|amiga|amigo|hermana|hermano|suegra) (?:\\w+ ){0,1}se (?:cayo|desmayo|desvanecio|desplomo)",
      "(?:quede|quedo|estaba|la encontre|lo encontre|la encontramos|lo encontramos|amaneci|amanecio) (?:\\w+ ){0,2}(?:tirad[oa]|en el piso|en el suelo)",
      "(?:tirad[oa]|desplomad[oa]) (?:\\w+ ){0,2}(?:piso|suelo)",
      "(?:perdi|perdio) (?:el )?(?:conocimiento|sentido)",
      "(?:no me|no se|no la|no lo) (?:podia|puede|pude|pudo) (?:parar|levantar|sostener)",
      "se (?:me|le) (?:fue|nublo|apago) (?:todo|el mundo|la vista)",
      "(?:se me|se le) doblaron las (?:piernas|rodillas)",
      "(?:can t|cant|cannot|couldn t|could not|unable to) (?:\\w+ ){0,1}(?:keep|hold) (?:my |her |his |their )?balance",
      "(?:losing|lost|loses|lose) (?:my |her |his |their )?balance",
      "(?:pierdo|pierde|perdi|perdio|sin) (?:el )?equilibrio",
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
  "red",
  "redness",
  "hot",
  "swollen",
  "spreading",
  "rojo",
  "roja",
  "caliente",
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
  "spitting coughing vomiting throwing",
  // "Minutes" is no typo of "minutos" ("20 minutes ago" says when it was done).
  "minutes",
  "paler chalky greyish grayish marbled splotchy blanched purplish mushy comisura hanging pulls",
  "hinchada hinchado hinchazon borroso borrosa respirar sangrado desmayo garganta adormecido entumecido morado",
  "morada morado azulado azulada blanca blanco amoratada moteada hinchada hinchado pantorrilla borrosa nublada",
);

/** Seventeenth round: a fever said to be absent ("no fever no redness", "sin fiebre", "don't have a fever") is no fever. */
const DENIED_FEVER =
  / (?:no|not|without|sin|never|zero|any|don t have|dont have|haven t had|havent had|no tengo|no tiene|no he tenido|nada de) (?:\w+ ){0,1}(?:fever\w*|fiebre|temperature|temperatura|calentura|chills|escalofrios)(?= )/g;
const withoutDeniedFever = (plain: string) => plain.replace(DENIED_FEVER, " ");

/** The categories of warning sign a text names (typos corrected). */
export function warningSigns(text: string): WarningSign[] {
  const plain = correctedWords(text);
  const found = SIGNS.filter(([, pattern]) => pattern.test(plain)).map(([sign]) => sign);
  // Thoughts of self-harm by the crisis screen (crisis.ts), over the words as typed and as corrected.
  if (screensForCrisis(plain) || screensForCrisis(plainWords(text))) found.push("selfHarm");
  if (!found.includes("stroke") && SPEECH_OR_FACE.test(plain)) found.push("stroke");
  if (!found.includes("skinColour") && isIschemic(text)) found.push("skinColour");
  if (!found.includes("severePain") && isUncontrolledPain(plain)) found.push("severePain");
  if (
    FEVER.test(withoutDeniedFever(plain)) &&
    (AFTER_PROCEDURE.test(plain) || detectProcedure(plain) !== undefined) &&
    !found.includes("infection")
  )
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
