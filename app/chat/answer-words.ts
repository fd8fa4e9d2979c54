/**
 * TruGPT's vocabulary by category (issue 44, items 3 and 4, fifth round), English and Spanish,
 * matched as whole words over plainWords' text (lower case, no accents): the brand, slang and
 * clinical names of the procedures of knowledge.ts; procedures people ask about that TruSelf's
 * guide does not cover; everyday subjects outside TruGPT's field; and the kinds of question
 * ("how long does it last?", "can it go wrong?", "is it dangerous?") the answers tell apart.
 * Data only: knowledge.ts and retrieval.server.ts read it.
 */

/** A pattern of whole words or phrases over plainWords' text. */
const words = (...phrases: string[]) => new RegExp(` (?:${phrases.join("|")}) `);

/** More names per procedure slug: slang, techniques and Spanish ones (brands and devices: brands.ts). */
export const MORE_ALIASES: Record<string, string[]> = {
  rhinoplasty: ["nose work", "nose reshape", "rhino", "rinoplastias", "operacion de la nariz", "cirugia nasal", "perfilar la nariz"],
  "breast-augmentation": [
    "boob jobs",
    "breast aug",
    "breast augment",
    "breast augmentations",
    "breast enhancement",
    "bigger boobs",
    "bigger breasts",
    "boobs done",
    "implantes de senos",
    "implantes de pecho",
    "aumento de mamas",
    "operacion de senos",
    "operacion de busto",
    "operarme los senos",
    "ponerme senos",
  ],
  liposuction: [
    "lipo 360",
    "360 lipo",
    "lipo360",
    "lipo sculpting",
    "liposculpture",
    "lipo sculpt",
    "liposuccion 360",
    "lipo de papada",
    "lipopapada",
    "liposucciones",
  ],
  facelift: [
    "el lifting",
    "un lifting",
    "del lifting",
    "al lifting",
    "y lifting",
    "o lifting",
    "y el lifting",
    "o un lifting",
    "mini facelift",
    "mini lift",
    "deep plane",
    "deep plane facelift",
    "ritidectomia",
    "ritidoplastia",
    "lifting de cara",
  ],
  "tummy-tuck": ["mini tummy tuck", "tummytuck", "abdominoplastia", "lipoabdominoplastia", "cirugia de panza", "quitar la panza"],
  "brazilian-butt-lift": ["bbls", "brazillian butt lift", "brazilian buttlift", "butt augmentation", "levantamiento de pompis"],
  "mommy-makeover": ["mommy make over", "mommy makover", "mami makeover", "cirugia de mama y abdomen"],
  "breast-reduction": [
    "breast reductions",
    "reduce my breasts",
    "smaller breasts",
    "reduccion de busto",
    "reducir los senos",
    "reducir el pecho",
  ],
  botox: [
    "tox",
    "baby botox",
    "baby tox",
    "lip flip",
    "botox lip flip",
    "neuromodulator",
    "neuromodulators",
    "toxina",
    "botox para hombres",
    "brotox",
  ],
  "dermal-fillers": [
    "lip injections",
    "lip injection",
    "lip augmentation",
    "lip plumping",
    "cheek filler",
    "cheek fillers",
    "chin filler",
    "jawline filler",
    "jaw filler",
    "under eye filler",
    "under eye fillers",
    "tear trough",
    "tear trough filler",
    "liquid rhinoplasty",
    "non surgical rhinoplasty",
    "nonsurgical rhinoplasty",
    "liquid facelift",
    "hyaluronic acid",
    "relleno de ojeras",
    "relleno de labios",
    "aumento de labios",
    "rellenos de labios",
    "relleno de pomulos",
    "relleno de menton",
    "rinomodelacion",
    "labios rellenos",
    // "She's been wanting her lips done": lips are done with filler (a lip lift is named apart, as uncovered).
    "lips done",
    "lip job",
    "lips did",
    "hacerme los labios",
    "hacerse los labios",
    "arreglarme los labios",
    "labios hechos",
  ],
  coolsculpting: [
    "coolsculpt",
    "cool sculpt",
    "cryo lipo",
    "cryolipo",
    "fat freeze",
    "freeze my fat",
    "congelar la grasa",
    "criolipolisis",
  ],
  "chemical-peels": ["tca peel", "glycolic peel", "jessner peel", "acid peel", "peel quimico", "peeling quimico"],
  "laser-hair-removal": [
    "lhr",
    "laser hair",
    "hair laser",
    "laser for hair",
    "laser depilation",
    "depilacion laser",
    "depilacion con laser",
    "laser de depilacion",
    "depilarme con laser",
  ],
  microneedling: [
    "rf microneedling",
    "radiofrequency microneedling",
    "vampire facial",
    "vampire facials",
    "facial vampiro",
    "prp microneedling",
    "micro needle",
    "microneedle",
    "micro agujas",
    "microagujas con radiofrecuencia",
  ],
  "ipl-photofacial": ["bbl laser", "bbl photofacial", "broadband light", "intense pulsed light", "ipl facial", "ipl laser", "foto facial"],
  "thread-lift": [
    "fox eyes",
    "fox eye lift",
    "fox eye thread lift",
    "pdo thread",
    "pdo thread lift",
    "threadlift",
    "hilo tensor",
    "hilos de pdo",
  ],
};

/**
 * An add-on named with the conversation's procedure ("with PRP", "con exosomas", "plus tretinoin"): that
 * procedure still, never a procedure of its own the guide does not cover (safety11).
 */
export const ADD_ON =
  / (?:with|w|plus|con|mas|adding|add|added|agregando|agregar|anadiendo|anadir|combined with|combinado con) (?:\w+ ){0,1}(?:prp|platelet rich plasma|plasma rico en plaquetas|plasma|exosomes?|exosomas?|growth factors?|factores de crecimiento|tca|tretinoin|tretinoina|retinol|vitamin c|vitamina c|rf|radiofrequency|radiofrecuencia|pdrn|polynucleotides?|polinucleotidos) /;

/**
 * Procedures people ask about that TruSelf's guide does not cover: each is named back ("HydraFacial
 * is not one of the procedures in TruSelf's guide yet"), never read as another one nor refused as off-topic.
 */
export const UNCOVERED_PROCEDURES: { names: string[]; en: string; es: string }[] = [
  { names: ["hydrafacial", "hydra facial", "hidrafacial", "hydrafacials"], en: "HydraFacial", es: "el HydraFacial" },
  {
    names: ["buccal fat removal", "buccal fat", "cheek fat removal", "bichectomia", "bichetomia", "bichectomy"],
    en: "Buccal fat removal",
    es: "la bichectomía",
  },
  {
    names: [
      "blepharoplasty",
      "eyelid surgery",
      "eye lift",
      "eyelid lift",
      "blefaroplastia",
      "cirugia de parpados",
      "operacion de parpados",
    ],
    en: "Eyelid surgery (blepharoplasty)",
    es: "la cirugía de párpados (blefaroplastia)",
  },
  { names: ["brow lift", "forehead lift", "lifting de cejas", "elevacion de cejas"], en: "A brow lift", es: "el lifting de cejas" },
  {
    names: ["otoplasty", "ear pinning", "ear surgery", "otoplastia", "cirugia de orejas"],
    en: "Ear surgery (otoplasty)",
    es: "la otoplastia (cirugía de orejas)",
  },
  {
    names: ["breast lift", "mastopexy", "levantamiento de senos", "levantamiento de pecho", "mastopexia"],
    en: "A breast lift (mastopexy)",
    es: "el levantamiento de senos (mastopexia)",
  },
  { names: ["arm lift", "brachioplasty", "braquioplastia", "cirugia de brazos"], en: "An arm lift", es: "la braquioplastia" },
  { names: ["thigh lift", "lifting de muslos", "cirugia de muslos"], en: "A thigh lift", es: "el lifting de muslos" },
  { names: ["chin implant", "genioplasty", "mentoplastia", "implante de menton"], en: "Chin surgery", es: "la mentoplastia" },
  { names: ["kybella", "deoxycholic acid", "acido desoxicolico"], en: "Kybella", es: "Kybella" },
  { names: ["emsculpt", "em sculpt"], en: "Emsculpt", es: "Emsculpt" },
  {
    names: ["ultherapy", "sofwave", "hifu", "thermage"],
    en: "Ultrasound and radiofrequency skin tightening",
    es: "el tensado de piel con ultrasonido o radiofrecuencia",
  },
  {
    names: ["laser resurfacing", "co2 laser", "fraxel", "fractional laser", "laser co2", "laser fraccionado"],
    en: "Laser resurfacing",
    es: "el láser de rejuvenecimiento (CO2 o fraccionado)",
  },
  { names: ["dermaplaning", "dermaplane"], en: "Dermaplaning", es: "el dermaplaning" },
  {
    names: ["tattoo removal", "quitar un tatuaje", "eliminacion de tatuajes", "borrar tatuaje"],
    en: "Tattoo removal",
    es: "la eliminación de tatuajes",
  },
  {
    names: ["hair transplant", "trasplante de pelo", "trasplante capilar", "injerto de pelo"],
    en: "A hair transplant",
    es: "el trasplante capilar",
  },
  { names: ["gynecomastia", "male breast reduction", "ginecomastia"], en: "Gynecomastia surgery", es: "la cirugía de ginecomastia" },
  { names: ["labiaplasty", "vaginoplasty", "labioplastia", "vaginoplastia"], en: "Labiaplasty", es: "la labioplastia" },
  {
    names: ["prp", "platelet rich plasma", "plasma rico en plaquetas"],
    en: "PRP (platelet-rich plasma)",
    es: "el PRP (plasma rico en plaquetas)",
  },
  {
    names: ["body contouring", "skin removal", "lower body lift", "contorno corporal"],
    en: "Body contouring after weight loss",
    es: "el contorno corporal",
  },
  { names: ["lip lift", "bullhorn lip lift", "lifting de labio"], en: "A surgical lip lift", es: "el lifting de labio" },
  { names: ["cellulite", "celulitis", "qwo", "aveli"], en: "Cellulite treatment", es: "el tratamiento de la celulitis" },
  { names: ["dimpleplasty", "dimple surgery", "hoyuelos"], en: "Dimple surgery", es: "la cirugía de hoyuelos" },
];

/** Everyday subjects outside TruGPT's field, besides knowledge.ts' list: food places, sport, shows, chores, homework. */
export const MORE_OFF_TOPIC = words(
  "pizzerias?",
  "taquerias?",
  "panaderias?",
  "cafeterias?",
  "tacos?",
  "burgers?",
  "hamburgers?",
  "sushi",
  "brunch",
  "bakery",
  "pasta",
  "steak",
  "who won",
  "score last night",
  // Thirteenth round: the game in Spanish ("¿quién ganó el partido?", "el marcador", "la liga").
  "quien gano",
  "quien va ganando",
  "partidos? (?:de|del) (?:\\w+ ){0,2}(?:anoche|ayer|hoy|futbol|america|chivas|liga|barca|madrid)",
  "el partido",
  "marcador",
  "futbol",
  "soccer",
  "beisbol",
  "baseball",
  "super bowl",
  "la liga",
  "liga mx",
  "nba",
  "nfl",
  "world cup",
  "mundial",
  "netflix",
  "tv shows?",
  "songs?",
  "cancion(es)?",
  "musica",
  "music",
  "concerts?",
  "jokes?",
  "chiste",
  "poems?",
  "poema",
  "cover letter",
  "homework",
  "tarea",
  "math",
  "oil change",
  "gas station",
  "video games?",
  "videojuegos?",
  "iphone",
  "laptop",
  "wifi",
  "translate",
  "traduce",
  "traducir",
  // Shops' opening hours: "when does the mall open", "a qué hora cierra el súper".
  "(?:what time|when) (?:does|do|is|are) (?:the )?(?:\\w+ ){1,3}(?:close|closes|closing|open|opens|opening)",
  "(?:store|opening|business|shop) hours",
  "grocery",
  "supermarkets?",
  "supermercados?",
  "a que hora (?:abre|abren|cierra|cierran)",
);

/** Pests in the house, everyday and outside TruGPT's field even with a food word ("fruit flies in my kitchen"). */
export const HOUSEHOLD_PESTS = words(
  "fruit flies",
  "flies",
  "gnats",
  "ants",
  "roaches",
  "cockroaches",
  "mice",
  "termites",
  "bed ?bugs",
  "pests?",
  "exterminators?",
  "moscas",
  "mosquitas",
  "hormigas",
  "cucarachas",
  "ratones",
  "plagas?",
  "termitas",
  "chinches",
);

/**
 * Writing and role play that is not TruGPT's ("write me a limerick", "you're a cowboy now"): outside
 * its scope even when the request names TruSelf or surgery; only a procedure's name keeps it in.
 */
export const WRITING_REQUEST = words(
  "write (?:me |us )?(?:a |an )?(?:\\w+ )?(?:shanty|story|stories|rap|essay|limerick|haiku|lyrics|speech|toast|song|poem)",
  "shanty",
  "limerick",
  "haiku",
  "bedtime story",
  "role ?play",
  "pirates?",
  "escribe(?:me)? (?:un|una) (?:\\w+ )?(?:cuento|poema|cancion|rap|ensayo|carta)",
);

/**
 * What a body feels or looks like in the days after a treatment ("how bruised will I be", "sore and
 * tight", "¿voy a estar morada?", "la cara tensa e hinchada"): a question about recovery, never about price.
 */
const BODY_AFTER = [
  "bruis\\w*",
  "swoll\\w*",
  "swell\\w*",
  "puff\\w*",
  "sore",
  "soreness",
  "tender\\w*",
  "tight",
  "tightness",
  "numb",
  "numbness",
  "itch\\w*",
  "stiff\\w*",
  "achy",
  "aching",
  "drains?",
  "stitches",
  "sutures",
  "scabs?",
  "scabbing",
  "flak\\w*",
  "lumpy",
  "lumps?",
  "hinchad[oa]s?",
  "inflamad[oa]s?",
  "inflamacion",
  "morad[oa]s?",
  "moret\\w*",
  "adolorid[oa]s?",
  "entumid[oa]s?",
  "tens[oa]s?",
  "tirante",
  "rigid[oa]s?",
  "costras?",
  "drenajes?",
  "puntos",
  // Eighth round: the posture and the nose of the days after ("still walking hunched", "camino encorvada", "stuffed up").
  "hunch\\w*",
  "bent over",
  "encorvad[oa]s?",
  "enderez\\w*",
  "(?:me|le) jala",
  "stuffed up",
  "stuffy",
  "congested",
  "tapad[oa]",
  "ferulas?",
  "splints?",
  "faja",
  "compression (?:garment|suit)",
].join("|");

/** "One week after a thread lift", "day 3 post op", "la primera semana después de un lifting": the days after a procedure (`proc` stands for its name). */
const DAYS_AFTER = [
  "(?:\\d+|a|an|one|two|three|four|five|six|first|1st|second|2nd|third|3rd) (?:days?|weeks?|months?|nights?) (?:after|post|out from|since|from) (?:\\w+ ){0,2}proc",
  "(?:first|1st|second|2nd) (?:few )?(?:days?|weeks?|nights?)",
  "(?:day|week|month) (?:\\d+|one|two|three|four|five|six)",
  "post ?op\\w*",
  "after (?:my |the |a |an |your |her |his )?proc",
  "(?:primer|primera|primeros|primeras|segunda|segundo) (?:\\w+ )?(?:dias?|semanas?|noches?|mes|meses)",
  "(?:\\d+|un|una|dos|tres|cuatro|cinco|seis) (?:dias?|semanas?|meses) (?:despues|tras)",
  "(?:despues|tras) (?:de )?(?:la |el |mi |un |una |los |las |su )?proc",
  "postoperatori[oa]",
  // Thirteenth round: how the body will look or feel after, asked ahead ("will my face be red after?", "¿voy a quedar roja?").
  "(?:will|would|is|are) (?:my |the |your |her )?(?:\\w+ )?(?:be|look|get|stay) (?:\\w+ ){0,1}(?:red|pink|swollen|puffy|bruised|peeling|raw|blotchy|sore)(?: after| afterwards| the (?:next|day))?",
  "(?:voy|va) a (?:quedar|estar|verme|verse) (?:\\w+ ){0,1}(?:roj[oa]|hinchad[oa]|morad[oa]|inflamad[oa]|pelad[oa])",
  // "Llevo 10 días de la abdominoplastia", "it's been 2 weeks since my bbl"; "when does that get better", "¿cuándo se me quita?".
  "llevo (?:\\d+|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez) (?:dias?|semanas?|meses) (?:de|desde|con)",
  "(?:been|its|it s) (?:\\d+|a|one|two|three|four|five|six) (?:days?|weeks?|months?) since",
  "(?:\\d+|a|one|two|three|four|five|six) (?:days?|weeks?|months?) out",
  "(?:when|how long) (?:does|do|will|until|til|till|before) (?:that |it |this |they |the \\w+ )?(?:go away|goes away|get better|gets better|ease|eases|settle|settles|improve|improves|calm down|fade|fades|stop|stops)",
  "(?:ease|let) up",
  "cuando (?:se )?(?:me |le )?(?:quita|va|pasa|baja|mejora|desaparece)",
  "(?:allowed|ok|okay) to (?:sit|lie|sleep|drive|shower)",
  "post operatori[oa]",
].join("|");

/** The days after a procedure, read where no other kind of question is: recovery. */
export const RECOVERY_CUES = words(BODY_AFTER, DAYS_AFTER);

/**
 * A question about what can go wrong, read where no other kind of question is: complications by
 * name, their signs and how likely they are ("which clot symptoms should I watch", "what are the
 * chances of capsular contracture", "how often does that happen", "¿qué tan probable es?").
 */
export const RISK_CUES = words(
  "clots?",
  "blood clots?",
  "dvt",
  "embolism",
  "necrosis",
  "contracture",
  "ruptures?",
  "rupturing",
  "infections?",
  "infected",
  "ptosis",
  "symptoms?",
  "warning signs?",
  "signs? (?:to (?:watch|look)|i should|of (?:an? )?(?:clots?|infection|problem|complications?|trouble|rejection|rupture))",
  // "Can Botox make my eyelid droop?": something a procedure may cause.
  "(?:can|could|will|would|does|do|might|may) (?:it|they|this|that|proc) (?:\\w+ )?(?:cause|make|give|leave)",
  "(?:puede|pueden|podria|podrian) (?:causar|provocar|dejar|dar|producir)",
  "headaches?",
  "dolor(?:es)? de cabeza",
  "keep an eye (?:out )?(?:on|for)",
  "(?:chances?|odds|likelihood|risk) (?:of|that)",
  // "What are the odds it blocks a blood vessel?", "¿qué probabilidad hay de que se infecte?": how likely a complication is.
  "odds",
  "(?:what s|whats|what is|what are) the chances?",
  "likelihood",
  "probability",
  "percent(?:age)? (?:of (?:people|patients|women|men)|wise)",
  "(?:probabilidad|probabilidades|posibilidad|posibilidades) (?:hay|tengo|de)",
  "block\\w* (?:a |an |the )?(?:blood )?(?:vessel|artery|vein)",
  "vascular occlusion",
  "occlusion",
  "oclusion vascular",
  "tape\\w* (?:una |un )?(?:vena|arteria|vaso)",
  "how (?:common|rare|likely|often does (?:that|it|this) happen)",
  "(?:what|which) (?:can|could) happen",
  "coagulos?",
  "trombos?",
  "trombosis",
  "embolia",
  "contractura",
  "ruptura",
  "infecci\\w*",
  "infectad[oa]",
  "sintomas?",
  "senales?",
  "que tan (?:comun|raro|probable|frecuente)",
  "(?:probabilidad|probabilidades) de",
  "(?:es|son) (?:comun|raro|frecuente)",
);

/** "Which clot symptoms should I watch for?", "¿qué señales de alarma?": the warning signs are asked for. */
export const SIGNS_ASKED = words(
  "symptoms?",
  "(?:warning )?signs?",
  "red flags?",
  "keep an eye (?:out )?(?:on|for)",
  "(?:watch|look) (?:out )?for",
  "sintomas?",
  "senales?",
  "que (?:debo )?vigilar",
  "how (?:would|will|do|can|could) (?:i|you) (?:even )?(?:know|tell)",
  "como (?:lo )?(?:sabria|sabre|se si|me doy cuenta)",
);

/** "How painful is lipo?", "how much does it hurt", "¿qué tanto dolor?": pain, read where no other kind of question is. */
export const PAIN_CUES = words(
  // Not "for my back pain" (what a breast reduction may relieve) nor "dolor de cabeza" (a side effect).
  "(?<!(?:back|neck|shoulder|joint|chronic) )pain",
  "painful",
  "hurts?",
  "hurting",
  "ouch",
  "dolor(?! de (?:espalda|cuello|hombros?|cabeza) )",
  "dolores",
  "doloros[oa]",
  "duele",
  "duelen",
  "molest\\w*",
);

/** "When will I see results?", "¿cuándo se notan los resultados?": when and what results show, read where no other kind of question is. */
export const RESULTS_CUES = words(
  "results?",
  "see (?:a )?(?:difference|change)",
  "final (?:look|shape|result)",
  "before and after",
  "resultados?",
  "se (?:nota|notan|ve|ven) (?:el|los|la) (?:resultado|resultados|cambio|diferencia)",
  "(?:cuando|en cuanto tiempo) se (?:nota|notan|ve|ven)",
  // Thirteenth round: a result not seen yet ("i don't see any difference, did it not work?", "no veo ningún cambio, ¿cuándo hace efecto?").
  "(?:see|seeing|notice|noticed|noticing|seen) (?:\\w+ ){0,2}(?:difference|change|changes)",
  "(?:didn t|didnt|did not|not|isn t|isnt|hasn t|hasnt) (?:\\w+ ){0,1}(?:work|working|worked|kick\\w* in|take|taken|taking) (?:\\w+ ){0,1}(?:yet|at all|for me)?",
  "kick\\w* in",
  "(?:hace|hacer|hizo|haga|hagan|hacen) (?:\\w+ ){0,1}efecto",
  "(?:no|ningun|nada de) (?:\\w+ ){0,1}(?:cambio|diferencia)",
  "no (?:me |le )?(?:funciono|funciona|sirvio|agarro|pego)",
);

/** "How does it work?", "¿cómo funciona?": what the procedure does, read where no other kind of question is. */
export const WORKS_CUES = words(
  "how (?:does|do|would|will) (?:\\w+ ){1,3}work",
  "how (?:does|is) (?:it|this|that) (?:done|performed)",
  "what (?:does|do) (?:it|they) (?:do|involve)",
  "what happens (?:during|at)",
  "como (?:funciona|funcionan|se hace|se hacen|es el procedimiento)",
  "en que consiste",
  "que (?:le |les )?(?:hace|hacen) (?:\\w+ ){0,2}(?:a|en|por|con) (?:la|el|tu|mi|mis|los|las) (?:piel|cara|cuerpo|grasa|vello|arrugas)",
  "what (?:does|do|will) (?:\\w+ ){0,2}(?:do|does) (?:to|for) (?:the|my|your) (?:skin|face|body|fat|hair|wrinkles)",
);

/** "How long does it last?", "how often do I need it?", "¿cada cuánto hay que repetirlo?": how long the result lasts. */
export const HOW_LONG_IT_LASTS_WORDS = words(
  "how long (?:does|do|will|would|did) (?:it|they|that|this|the results?|the effects?|results?|effects?|\\w+(?: \\w+)?) (?:last|lasts|stay|stays|hold)",
  "how long (?:the )?results? last",
  "how often (?:do|should|would|will|must|can) (?:i|you|we|people) (?:need to |have to )?(?:get|have|repeat|redo|do|go back|come back)",
  "touch ups?",
  "touchups?",
  "wear off",
  "wears off",
  "cada cuanto",
  "cuanto (?:tiempo )?(?:me |le |te )?(?:dura|duran) (?:el efecto|los resultados|el resultado)",
  "cuanto (?:tiempo )?(?:dura|duran)",
  "repetir(?:lo|la|los|las)?",
  "retoques?",
);

/** Words of recovery: "¿cuánto dura la recuperación?" asks about recovery, not how long the result lasts. */
const RECOVERY_WORDS = words(
  BODY_AFTER,
  "recover\\w*",
  "recuper\\w*",
  "downtime",
  "swelling",
  "swollen",
  "bruis\\w*",
  "hinchazon",
  "moretones",
  "dolor",
  "pain",
  "healing",
  "reposo",
  "baja",
);

export function asksHowLongItLasts(plain: string): boolean {
  return HOW_LONG_IT_LASTS_WORDS.test(plain) && !RECOVERY_WORDS.test(plain);
}

/** "Can Botox go wrong?", "what could go wrong", "¿qué puede salir mal?": a question about risks. */
export const GOES_WRONG = words(
  "go wrong",
  "goes wrong",
  "gone wrong",
  "went wrong",
  "botched",
  "worst (?:that )?(?:can|could|might) happen",
  "worst case",
  "what (?:can|could|might) happen",
  "salir mal",
  "sale mal",
  "salio mal",
  "lo peor que (?:puede|podria) (?:pasar|ocurrir)",
  "que (?:puede|podria) pasar",
);

/** "Is it dangerous?": its honest first word is "Not usually", never "Yes". */
export const DANGEROUS = words("dangerous", "danger", "peligros[oa]s?", "peligro");

/** Booking asked for in more words than retrieval's pattern: "quiero una cita", "I'd like an appointment". */
export const MORE_BOOKING = words(
  "(?:quiero|quisiera|necesito|me gustaria|dame|deme) (?:una )?(?:cita|consulta|turno)",
  "una cita (?:para|con)",
  // Not "do I need a consultation before Botox?", a question about one.
  "(?<!(?:do|will|would|should|does) )(?:i want|i d like|id like|i would like|i need|can i get|could i get|how do i get|how can i get) (?:an? )?(?:appointment|consult|consultation)",
  "appointment (?:for|at)",
  "(?:phone number|telephone|numero de telefono|telefono) (?:for|of|de|del)",
  "(?:reach|get in touch with|email|e mail|message|text|dm) (?:dr|doctor|them|the clinic|the office|the practice|the provider)",
  "how (?:do|can) i (?:reach|contact|call|email)",
  "(?:como|donde) (?:puedo )?(?:contactar|llamar|comunicarme|escribir)",
  // "¿Me apartas una cita?", "sepárame un turno", "una cita de valoración": booking in more Spanish words.
  "(?:apartar|apartarme|apartame|apartas|separar|separarme|separame|fijar|fijarme|darme|dame|conseguirme|sacarme) (?:una |un )?(?:cita|consulta|turno|lugar|espacio)",
  "cita de (?:valoracion|evaluacion|consulta|revision)",
  "(?:puedes|podrias|puede|podria) (?:\\w+ )?(?:una )?(?:cita|consulta)",
  // "Hold me a spot", "reserve a consult": in more English words.
  "(?:hold|save|reserve) (?:me |us )?an? (?:spot|slot|appointment|consult\\w*)",
  // "Set me up with a consult at...", "schedule me in with...", "line me up a visit": a booking verb, then what is booked.
  "(?:book|schedule|set|sign|line|arrange|fix|pencil|slot|squeeze|fit) (?:me|us|her|him) (?:up |in )?(?:\\w+ ){0,3}(?:appointment|consult\\w*|visit|slot|spot|session)",
  "(?:schedule|set|sign|pencil|slot|squeeze|fit) (?:me|us|her|him) (?:up |in )?(?:with|at)",
  "(?:can|could|would|will) you (?:please |pls |just )?(?:book|schedule|arrange|reserve|set up|make)",
  "(?:sacame|agendame|reservame|apartame|consigueme|programame|hazme|haceme|pideme|buscame) (?:una |un |la |mi )?(?:cita|consulta|turno|hora)",
  // Any form of "agendar" is scheduling ("quiero que me agendes con..."); "que me reserves/apartes/consigas una cita".
  "agend\\w+",
  "que me (?:reserves|apartes|consigas|saques|programes|pidas|hagas) (?:una |un )?(?:cita|consulta|turno|hora|lugar)",
  "(?:me (?:puedes|podrias|puede|podria) )?(?:agendar|sacar|reservar|programar|pedir) (?:una |un )?(?:cita|consulta|turno)",
  // turns12: "make me an appt", "get me a consult", "set one up", "hook me up with an appointment" (after SHORTHAND below).
  "(?:make|get|find) (?:me|us) (?:an? |the |my )?(?:appointment|consult\\w*|booking|reservation)",
  "(?:set|line|hook) (?:one|it|that|something|me|us) up",
);

/**
 * Texting shorthand, read as the words it stands for before booking is looked for (turns12: "can u set up
 * an appt", "sched a consult pls"); typos of the full words go through the spelling layer (app/chat/safety/spelling).
 */
export const SHORTHAND: Record<string, string> = {
  appt: "appointment",
  appts: "appointment",
  apt: "appointment",
  apts: "appointment",
  appmt: "appointment",
  apmt: "appointment",
  appnt: "appointment",
  sched: "schedule",
  skedule: "schedule",
  u: "you",
  ya: "you",
  ur: "your",
  pls: "please",
  plz: "please",
  cn: "can",
};

/**
 * A turn that points at something TruGPT was never told (turns12: "and that thing from tiktok, does that
 * apply to me?", "y lo del papelito que me dijo mi amiga, ¿eso aplica para mí?"): with no procedure, kind,
 * place or kind of question of its own, TruGPT says it is not sure what is meant, about the conversation's procedure.
 */
export const POINTS_AT_UNSAID = words(
  "(?:that|the|this|other|same) (?:\\w+ )?(?:thing|thingy|thingie|stuff)",
  "(?:apply|applies|count|counts|work|works|go|goes) (?:to|for) (?:me|us|my case)",
  "(?:is|would|was) (?:that|it|this) (?:be )?(?:for|meant for) me",
  "lo (?:de|del|otro|mismo que|que (?:me |te |nos )?(?:dijo|dijeron|dije|pregunte|conto|mando|mandaron|comente))",
  "(?:eso|esa cosa|la cosa|aquello) (?:que|de|del)",
  "(?:aplica|aplican|cuenta|cuentan|sirve|vale|corre) (?:para|a|en|conmigo)(?: mi| nosotros)?",
  "(?:me|nos) (?:dijo|dijeron|conto|contaron|mando|mandaron|paso|pasaron|comento|comentaron)",
  "(?:told|sent|showed|texted) me (?:about|that)",
  "(?:she|he|they|my \\w+) (?:said|mentioned|told me|was talking about)",
  "(?:i|we) (?:asked|mentioned|told) (?:you )?(?:before|earlier|about)",
  "(?:te|le) (?:pregunte|dije|comente)",
);

/**
 * What people want changed, when they name no procedure ("i want bigger lips", "algo para la
 * papada"): the procedures of TruSelf's guide that address it, from clinical practice, most usual first.
 */
export const CONCERNS: { words: RegExp; slugs: string[] }[] = [
  {
    words: words(
      "(?:bigger|fuller|thin|thinner|plump(?:er)?) lips",
      "lips? (?:bigger|fuller)",
      "labios (?:mas )?(?:grandes|gruesos|carnosos|finos|delgados)",
      "mas labios",
    ),
    slugs: ["dermal-fillers", "botox"],
  },
  {
    words: words("acne scars?", "pitted scars?", "cicatri(?:z|ces) (?:de|del) acne", "marcas de acne"),
    slugs: ["microneedling", "chemical-peels"],
  },
  {
    words: words(
      "(?:saggy|sagging|loose|droopy) (?:face|cheeks|neck|jowls|facial skin|skin on my (?:face|neck))",
      "jowls",
      "turkey neck",
      "flacidez (?:facial|en la cara|del cuello|en el cuello)",
      "cara caida",
      "papada caida",
    ),
    slugs: ["facelift", "thread-lift"],
  },
  {
    words: words(
      "(?:dark|sun|brown|age) spots?",
      "sun damage",
      "hyperpigmentation",
      "pigmentation",
      "melasma",
      "manchas(?: oscuras| del sol| en la cara)?",
      "pano",
    ),
    slugs: ["ipl-photofacial", "chemical-peels"],
  },
  { words: words("double chin", "chin fat", "papada", "quitarme la papada"), slugs: ["liposuction", "coolsculpting"] },
  {
    words: words(
      "wrinkles?",
      "forehead lines",
      "frown lines",
      "crow s feet",
      "11s",
      "fine lines",
      "arrugas",
      "lineas de expresion",
      "patas de gallo",
      "entrecejo",
    ),
    slugs: ["botox", "dermal-fillers"],
  },
  {
    words: words(
      "unwanted hair",
      "(?:facial|body|leg|underarm|bikini) hair",
      "hairy",
      "ingrown hairs?",
      "vello(?: facial| corporal| no deseado)?",
      "pelos? (?:no deseados?|encarnados?)",
    ),
    slugs: ["laser-hair-removal"],
  },
  {
    words: words(
      "belly fat",
      "stubborn fat",
      "love handles",
      "muffin top",
      "flanks",
      "back fat",
      "grasa (?:abdominal|localizada|del abdomen|de la panza)",
      "rollitos",
      "llantitas",
      "flancos",
    ),
    slugs: ["liposuction", "coolsculpting"],
  },
  {
    words: words(
      "loose (?:belly|stomach|tummy) skin",
      "(?:belly|stomach|tummy) (?:pooch|overhang|apron)",
      "mummy tummy",
      "mom pooch",
      "diastasis",
      "after (?:my )?(?:pregnancy|pregnancies|kids|babies)",
      "piel (?:suelta|flacida|colgante) (?:del|en el) (?:abdomen|vientre)",
      "despues (?:del|de los) (?:embarazo|embarazos|partos|hijos)",
    ),
    slugs: ["tummy-tuck", "mommy-makeover"],
  },
  {
    words: words(
      "redness",
      "rosacea",
      "broken capillaries",
      "spider veins on my face",
      "rojeces",
      "enrojecimiento",
      "capilares rotos",
      "rosacea",
    ),
    slugs: ["ipl-photofacial"],
  },
  {
    words: words("(?:small|flat|bigger|larger) (?:breasts|boobs|chest)", "(?:senos|pechos|busto) (?:pequenos|mas grandes|chicos)"),
    slugs: ["breast-augmentation"],
  },
  { words: words("(?:large|heavy|huge|big) (?:breasts|boobs)", "(?:senos|pechos) (?:grandes|pesados)"), slugs: ["breast-reduction"] },
  {
    words: words(
      "(?:nose|nasal) hump",
      "crooked nose",
      "big nose",
      "bump on my nose",
      "nariz (?:torcida|grande|aguilena)",
      "joroba (?:en la|de la) nariz",
    ),
    slugs: ["rhinoplasty"],
  },
  {
    words: words("flat butt", "bigger butt", "(?:butt|buttocks) (?:shape|volume)", "gluteos (?:planos|mas grandes)", "pompis"),
    slugs: ["brazilian-butt-lift"],
  },
  {
    words: words("under eye hollows?", "dark circles", "hollow (?:cheeks|eyes|temples)", "volume loss", "ojeras", "mejillas hundidas"),
    slugs: ["dermal-fillers"],
  },
  {
    words: words(
      "large pores",
      "big pores",
      "(?:skin|rough) texture",
      "dull skin",
      "poros (?:abiertos|grandes|dilatados)",
      "textura de la piel",
    ),
    slugs: ["microneedling", "chemical-peels"],
  },
  {
    words: words(
      "gummy smile",
      "sonrisa gingival",
      "teeth grinding",
      "jaw clenching",
      "masseter",
      "jaw slimming",
      "bruxismo",
      "excessive sweating",
      "hyperhidrosis",
      "sweaty underarms",
      "sudoracion excesiva",
      "hiperhidrosis",
    ),
    slugs: ["botox"],
  },
  { words: words("stretch marks", "estrias"), slugs: ["microneedling"] },
  {
    words: words(
      "loose skin after (?:weight loss|losing weight)",
      "(?:excess|extra|hanging) skin",
      "piel (?:suelta|flacida|colgante) despues de (?:bajar|perder) (?:de )?peso",
    ),
    slugs: ["tummy-tuck"],
  },
];

/** "Thanks!", "ok", "gracias": the whole message an acknowledgement, answered as one. */
export const THANKS =
  /^ (?:(?:ok|okay|k|cool|great|perfect|awesome|nice|got it|alright|ty|thx|thanks|thank you|thank u|thanks a lot|thank you so much|many thanks|gracias|muchas gracias|mil gracias|vale|perfecto|genial|listo|de acuerdo|entendido|ok gracias|muy amable|that helps|that s helpful|super)(?: so much| a lot| again)? ?)+$/;

/** "Is that normal?", "¿es normal?": someone after a treatment asking about what they notice (not a warning sign: the safety layer reads those first). */
export const IS_IT_NORMAL = words(
  "is (?:that|this|it) normal",
  "is (?:that|this|it) (?:ok|okay|expected|supposed to happen)",
  "normal to (?:have|feel|see|look|get)",
  "should i (?:be )?(?:worried|concerned)",
  "(?:es|sera|esto es|eso es) normal",
  "how normal",
  // "5 days post op and still sore, normal?": a state of the body, then "normal".
  "(?:sore|swollen|bruised|numb|tight|hard|lumpy|red|itchy|puffy|inflamad[oa]|hinchad[oa]|morad[oa])(?: \\w+){0,3} normal",
  "(?:que tan|cuan|que) normal",
  "normal (?:sentir|tener|estar|que)",
  "es de esperar",
  "debo preocuparme",
);

/** Thanks in Spanish, for the language of an answer to "gracias" alone. */
export const THANKS_ES = words("gracias", "vale", "perfecto", "genial", "listo", "de acuerdo", "entendido", "muy amable");

/** "Near me", "cerca de mí": a place meant but not said. */
export const NEAR_ME = words(
  "near me",
  "close to me",
  "nearby",
  "in my area",
  "around me",
  "around here",
  "near here",
  "cerca de mi",
  "cerca de aqui",
  "por mi zona",
  "en mi zona",
  "en mi area",
  "donde vivo",
);

/** "Book with them", "¿cómo los contacto?": the provider of the turn before. */
export const THEM = words(
  "them",
  "they",
  "him",
  "her",
  "that (?:clinic|practice|office|place|doctor|surgeon)",
  "ellos",
  "ellas",
  "los",
  "las",
  "con ellos",
  "con ella",
  "con el",
  "esa clinica",
  "ese doctor",
  "esa doctora",
);

/**
 * Complications by clinical category (issue 44, tenth round; decision 081), English and Spanish: a
 * question that names one asks about risks ("do sculptra nodules go away?", "is seroma common after
 * a tummy tuck?", "¿la ceguera por relleno es real?"). Reports of a complication happening now are
 * the safety layer's, read before any kind of question.
 */
export const COMPLICATIONS: Record<string, string[]> = {
  /** A filler in a vessel: blocked blood supply, dying skin, lost sight, a stroke. */
  vascular: [
    "(?:vascular )?occlusions?",
    // Thirteenth round: the needle in a vessel ("what if they hit a blood vessel", "si pinchan una arteria").
    "(?:hit|hits|hitting|nick|nicks|nicked|inject\\w* into|in) (?:a |an |the )?(?:blood )?(?:vessel|artery|arteries|vein)",
    "(?:pinch\\w*|tocar\\w*|toca|tocan|dar en|dan en|inyect\\w* en) (?:una |un |la |el )?(?:vena|arteria|vaso sanguineo)",
    "necrosis",
    "necrotic",
    "skin death",
    "dead skin",
    "blindness",
    "blind",
    "go(?:ing)? blind",
    "vision loss",
    "los(?:e|ing|t) (?:my |your |their )?(?:sight|vision|eyesight)",
    "strokes?",
    "embol\\w*",
    "(?:oclusion|obstruccion) (?:vascular|de (?:una |un )?(?:vena|arteria|vaso))",
    "ceguera",
    "quedar(?:me|se)? cieg[oa]",
    "perder la vista",
    "perdida de (?:la )?vision",
    "derrame",
  ],
  /** Infection and its kin: abscess, biofilm, cellulitis, an implant infected. */
  infection: ["abscess\\w*", "biofilm", "cellulitis", "sepsis", "absceso\\w*", "celulitis infecciosa", "septicemia"],
  /** Blood and fluid under the skin. */
  collections: ["seromas?", "hematomas?", "fluid (?:build ?up|collection|pocket)", "liquido acumulado", "acumulacion de liquido"],
  /** Scars and pigment: keloids, thick or wide scars, burns, dark or light patches. */
  scarring: [
    "scarring",
    "scarred",
    "keloids?",
    "hypertrophic",
    "(?:wide|thick|raised|bad|ugly|visible) scars?",
    "(?:laser |chemical )?burns",
    "burn (?:marks?|scars?)",
    "burned",
    "hyperpigment\\w*",
    "hypopigment\\w*",
    "discoloration",
    "queloides?",
    "cicatrices (?:feas|gruesas|anchas|visibles|queloides)",
    "quemaduras?",
    "hiperpigment\\w*",
    "hipopigment\\w*",
    "manchas oscuras",
  ],
  /** Breast implants: the capsule, rupture, rippling, position, and the illnesses linked to them. */
  implants: [
    "capsular contracture",
    "contracture",
    "capsule",
    "ruptur\\w*",
    "leak(?:ing|s)? implants?",
    "implants? (?:leak\\w*|pop\\w*|burst\\w*)",
    "silent rupture",
    "rippling",
    "bottom(?:ing|ed)? out",
    "double bubble",
    "symmastia",
    "uniboob",
    "malposition",
    "flipped implant",
    "bia ?alcl",
    "alcl",
    "lymphoma",
    "breast implant illness",
    "bii",
    "contractura capsular",
    "capsula",
    "ruptura",
    "se (?:rompa|rompe|revienta|reviente)",
    "linfoma",
    "enfermedad (?:por|de los) implantes",
  ],
  /** Fillers: lumps, nodules, granulomas, a product that moved, a blue tint, too much. */
  fillers: [
    "nodules?",
    "nodul\\w*",
    "granulomas?",
    "migrat\\w*",
    "moved? (?:up|around|out)",
    "tyndall",
    "blue tint",
    "overfilled",
    "over ?filled",
    "duck lips",
    "filler (?:lumps?|bumps?)",
    "granulomas?",
    "migracion",
    "se (?:mueva|mueve|movio|desplace|desplaza|corra|corre)",
    "exceso de relleno",
  ],
  /** Toxins: a dropped lid or brow, a frozen or uneven face, resistance. */
  toxins: [
    "(?:droopy|drooping|droopier|heavy|dropped|lazy) (?:eye ?lids?|lids?|brows?|eyebrows?|eyes?)",
    "(?:eye ?lid|lid|brow|eyebrow) (?:droop\\w*|ptosis)",
    "ptosis",
    "spock (?:brow|eyebrows?)",
    "frozen (?:face|look)",
    "expressionless",
    "resistance",
    "spread(?:s|ing)? (?:\\w+ )?(?:to|into|beyond|past)",
    "diffus\\w*",
    "se (?:extiende|extienda|pasa|pase) a",
    "immune to",
    "antibod\\w*",
    "(?:parpado|ceja|cejas|parpados) caid[oa]s?",
    "caida (?:del|de la|de los) (?:parpado|parpados|ceja|cejas)",
    "cara (?:congelada|de cera|sin expresion)",
    "resistencia",
    "inmune",
  ],
  /** Fat and contour: dents, waves, loose skin, fat that grows or dies. */
  contour: [
    "contour (?:irregularit\\w*|deformit\\w*)",
    "irregularit\\w*",
    "dents?",
    "divots?",
    "dimpl\\w*",
    "waviness",
    "uneven (?:results?|skin|fat)",
    "loose skin after",
    "paradoxical",
    "pah",
    "fat necrosis",
    "necrosis grasa",
    "irregularidades",
    "hundimientos?",
    "ondulaciones",
    "hoyos",
  ],
  /** Nerves: numbness that stays, a weak face, lost feeling in the nipple. */
  nerves: [
    "nerve (?:damage|injury|injuries)",
    "(?:permanent|lasting) numbness",
    "paralysis",
    "paralyzed",
    "lose (?:nipple )?sensation",
    "loss of (?:nipple )?sensation",
    "dano (?:en los|a los|de los|del) nervios?",
    "lesion (?:del|de un|de los) nervios?",
    "paralisis",
    "perder (?:la )?sensibilidad",
    "perdida de sensibilidad",
  ],
  /** An unhappy result: asymmetry, a revision, a collapsed or pinched nose. */
  result: [
    "asymmetr\\w*",
    "lopsided",
    "uneven",
    "revisions?",
    "redo",
    "collaps\\w*",
    "pinched",
    "pollybeak",
    "saddle nose",
    "(?:bad|botched|failed|unnatural) (?:results?|job|work)",
    "asimetri\\w*",
    "revision",
    "retoque quirurgico",
    "mal resultado",
    "quede mal",
  ],
  /** Anesthesia and the body as a whole: allergy, a clot, death. */
  whole: [
    "allerg\\w*",
    "anaphyla\\w*",
    "reactions?",
    "die",
    "dying",
    "death",
    "deaths",
    "died",
    "mortality",
    "fatal",
    "alergi\\w*",
    "reaccion(?:es)? (?:alergica|adversa)s?",
    "morir",
    "muerte",
    "muertes",
    "mortalidad",
    "mortal",
  ],
};

/** How long one brand or product lasts against another ("does Daxxify last longer than Botox?"): answered with the recovery and how long results last. */
export const LASTS_LONGER = words(
  "(?:last|lasts|lasting|stay|stays|hold|holds) (?:\\w+ ){0,1}(?:longer|shorter|less|more)",
  "wears? off (?:faster|sooner|quicker|slower)",
  "(?:dura|duran|aguanta|aguantan) (?:\\w+ ){0,1}(?:mas|menos)",
);

/**
 * Words of COMPLICATIONS that are everyday words too ("uneven skin", "dents in my car", "I'd die
 * for fuller lips"): a complication only in a question that names a procedure or points back at one.
 */
const EVERYDAY_COMPLICATIONS = new Set([
  "blind",
  "strokes?",
  "derrame",
  "(?:laser |chemical )?burns",
  "burned",
  "discoloration",
  "capsule",
  "capsula",
  "se (?:rompa|rompe|revienta|reviente)",
  "moved? (?:up|around|out)",
  "se (?:mueva|mueve|movio|desplace|desplaza|corra|corre)",
  "resistance",
  "immune to",
  "antibod\\w*",
  "resistencia",
  "inmune",
  "spread(?:s|ing)? (?:\\w+ )?(?:to|into|beyond|past)",
  "se (?:extiende|extienda|pasa|pase) a",
  "irregularit\\w*",
  "dents?",
  "divots?",
  "dimpl\\w*",
  "waviness",
  "uneven (?:results?|skin|fat)",
  "loose skin after",
  "hoyos",
  "lopsided",
  "uneven",
  "revisions?",
  "redo",
  "collaps\\w*",
  "pinched",
  "revision",
  "quede mal",
  "reactions?",
  "die",
  "dying",
  "death",
  "deaths",
  "died",
  "fatal",
  "morir",
  "muerte",
  "muertes",
  "mortal",
]);
const complicationWords = Object.values(COMPLICATIONS).flat();

/** A complication named by a clinical word ("nodules", "seroma", "ceguera"): a question about risks. */
export const COMPLICATION_WORDS = words(...complicationWords.filter((w) => !EVERYDAY_COMPLICATIONS.has(w)));
/** A complication named in everyday words ("dents", "uneven", "die"): risks about a procedure named or pointed back at. */
export const EVERYDAY_COMPLICATION_WORDS = words(...complicationWords.filter((w) => EVERYDAY_COMPLICATIONS.has(w)));

/**
 * Aftercare and the body's state in the days after, beyond BODY_AFTER (tenth round): a question
 * about them asks about recovery, never the price sheet ("¿cuánto tiempo con la faja?", "do I need
 * lymphatic massage?", "tengo durezas", "la fibrosis se quita sola").
 */
export const AFTERCARE_WORDS = words(
  // The body after: hard spots, fibrosis, fluid.
  "durezas?",
  "endurecid[oa]s?",
  "bolitas?",
  "bultitos?",
  "fibrosis",
  "fibrotic",
  "fibrous",
  "hard (?:spots?|areas?|lumps?|tissue)",
  "retencion de liquidos",
  "fluid retention",
  "moretones",
  "hinchazon",
  "inflamacion",
  // What is worn, used or done: garments, boards, drains, massage, ice, scar care, sleeping position.
  "compression",
  "garments?",
  "binder",
  "faja",
  "fajas",
  "prendas? de compresion",
  "tablas?(?: abdominal(?:es)?)?",
  "lipo (?:foam|board)s?",
  "foams?",
  "espumas?",
  "drain(?:s|age)?",
  "drenajes?",
  "lymphatic (?:massage|drainage)s?",
  "lymph massage",
  "massages?",
  "masajes?(?: linfaticos?)?",
  "drenaje linfatico",
  "ice",
  "icing",
  "hielo",
  "compresas? frias",
  "scar (?:cream|gel|sheets?|care|tape)",
  "silicone (?:sheets?|gel|strips?)",
  "crema para (?:la )?cicatriz",
  "stitches",
  "sutures",
  "puntos",
  "(?:bbl )?(?:pillow|cushion)",
  "almohada",
  "cojin",
  "sleep(?:ing)? (?:on my|position|upright|elevated)",
  "dormir (?:boca|de lado|sentad[oa])",
  "post ?op (?:care|instructions)",
  "cuidados?(?: (?:post ?operatorios?|despues))?",
  "sunscreen",
  "bloqueador",
  "protector solar",
  "makeup",
  "maquillaje",
  "follow ?up (?:visit|appointment)",
  "revision (?:post ?operatoria|medica)",
);
