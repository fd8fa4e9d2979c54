/**
 * Risk modifiers (issue 44, item 2; docs/decisions/055-trugpt-safety-layer.md): a pregnancy, a
 * medicine or a condition the asker mentions anywhere in the conversation changes every answer
 * about a procedure after it: never a plain "Yes", but "It depends — ..." with what it changes
 * (or "No — not recommended" where guidance is clear) and "ask your treating doctor". A medicine
 * is never to be stopped on the asker's own: the prescribing doctor decides.
 */
import { addKeyWords, correctedWords, keyWordsOf } from "./spelling";
import { isFailedRemedyAt } from "./warning-signs";

export type Modifier =
  | "pregnancy"
  | "minor"
  | "bloodThinner"
  | "nsaid"
  /** An anti-inflammatory painkiller (not aspirin) asked about in the days before a surgery: a clear "No" (eighth round). */
  | "nsaidBeforeSurgery"
  | "isotretinoin"
  | "glp1"
  | "immunosuppressant"
  | "diabetes"
  | "autoimmune"
  | "bleedingDisorder"
  /** A blood clot in the past (a DVT, a pulmonary embolism), however long ago (thirteenth round). */
  | "clotHistory"
  | "keloids"
  | "infection"
  | "cancer"
  | "condition";

const any = (...phrases: string[]) => new RegExp(` (?:${phrases.join("|")}) `);

/** Each modifier's words, English and Spanish (brand and generic names of medicines). */
const MODIFIERS: [Modifier, RegExp][] = [
  [
    "pregnancy",
    any(
      "pregnan\\w*",
      "expecting (?:a baby|a child|twins|our|my|again)",
      "(?:i m|im|i am|we re|we are) expecting(?! (?:results|the|a call|it|to|an?|my|some|more|that|this|better|good|natural|him|her|them) )",
      "(?:\\d+|a few|few|some|two|three|four|five|six|seven|eight) (?:weeks?|months?) along",
      "with child",
      "trying to (?:conceive|get pregnant|have a baby|have another baby)",
      // Sixteenth round: more children planned ("if i want more kids", "quiero tener más hijos").
      "(?:want|wants|wanting|plan|plans|planning|hoping|hope|thinking of having|still want) (?:to have |on having )?(?:one )?(?:more|another) (?:kids?|children|child|babies|baby)",
      "(?:quiero|queremos|quisiera|planeo|planeamos|pienso|pensamos) (?:tener )?(?:mas|otro|otra) (?:hijos?|bebes?|embarazo)",
      "ttc",
      "trying (?:for|to make|to start) (?:a |another |our |my |the )?(?:baby|kid|child|family|first|second|third|1st|2nd|3rd|number (?:two|2|three|3))",
      "(?:planning|plan|want|wanting|hoping) (?:\\w+ ){0,1}(?:to get pregnant|to conceive|a pregnancy|to have a baby)",
      "(?:might|could|may) be pregnant",
      "(?:buscando|intentando|tratando de) (?:\\w+ ){0,2}(?:bebe|embarazo|embarazarme|embarazarnos|quedar embarazada|hijo)",
      "dando el pecho",
      "ivf",
      "fertility treatments?",
      "breast ?feeding",
      "breast ?feed",
      "(?:i m|im|i am|still|been|currently|exclusively) pumping",
      "pumping (?:for|breast ?milk|milk)",
      "nursing(?! (?:job|jobs|school|home|homes|student|students|degree|career|program|shift|staff))",
      "lactating",
      "pumping (?:milk|breast milk)",
      "embarazad[oa]s?",
      "embarazo",
      "encinta",
      "(?:buscando|intentando|quiero) (?:\\w+ ){0,1}(?:un bebe|embarazarme|quedar embarazada|tener un bebe)",
      "lactancia",
      "lactando",
      "amamant\\w*",
      "dando (?:el )?pecho",
      "dando de mamar",
      "(?:i m|im|i am) (?:\\d+|a few|few|some|two|three|four|five|six|seven|eight|nine) (?:weeks?|months?)(?! (?:post|postpartum|pp|out|after|since|ago|from|into|in|clean|sober))",
      "baby on the way",
      "ttc|were expecting(?! (?:results|the|a call|it|to|an?|my|some|more|that|this|better|good|natural|him|her|them) )",
      "esperando (?:un |a mi |mi )?(?:bebe|hijo|hija)",
      "pump\\w* (?:\\w+ ){0,2}(?:baby|milk|breast ?milk)",
      "(?:doy|dar|dando|le doy) (?:de )?mamar",
      "(?:queremos|quiero|planeamos|pensamos|buscamos) (?:\\w+ ){0,1}(?:tener|un|una) (?:un |una )?(?:hijo|hija|bebe)",
      "doy pecho",
      // Sixth round: a pregnancy by its months, weeks, scans or due date; breastfeeding by the milk or the pump,
      "embarazad\\w*",
      "estoy de (?:\\d+|dos|tres|cuatro|cinco|seis|siete|ocho|nueve) (?:meses|semanas)",
      "(?:\\d+|twenty) ?(?:weeks?|wks?) (?:scan|ultrasound|anatomy scan|checkup|appointment)",
      "anatomy scan",
      "(?:ecografia|ultrasonido|eco) de (?:las |los )?\\d+ (?:semanas|meses)",
      "(?:first|second|third|1st|2nd|3rd) trimester",
      "(?:primer|segundo|tercer) trimestre",
      "(?:my|our|her) due date",
      "due in (?:\\w+ ){0,1}(?:weeks?|months?|january|february|march|april|may|june|july|august|september|october|november|december)",
      "before (?:the|our|my) baby (?:comes|arrives|is born|gets here)",
      "antes de que nazca",
      "(?:breast ?milk|leche materna|breast pump|sacaleches|extractor de leche)",
      "(?:me saco|sacandome|extraigo|extrayendo) (?:la )?leche",
      "(?:nursing|feeding|nurse|feed) (?:my|the|our|her) (?:baby|newborn|son|daughter)",
    ),
  ],
  [
    "minor",
    any(
      "(?:1[0-7]|thirteen|fourteen|fifteen|sixteen|seventeen) (?:years? old|yrs? old|year old|yo|anos de edad)",
      "(?:de|tiene|tengo|cumpli) (?:1[0-7]|trece|catorce|quince|dieciseis|diecisiete) anos",
      "teens?",
      "teenagers?",
      "minors?",
      "menor(?:es)? de edad",
      "adolescentes?",
      "at 1[0-7]",
      "(?:a los|con) 1[0-7]",
      "i m 1[0-7](?! (?:weeks?|wks?|days?|months?|hours?|hrs?|mins?|minutes?|units?|sessions?|percent|k|pounds?|lbs?|dollars?) )",
      "under (?:18|eighteen)",
      "not (?:yet )?(?:18|eighteen)(?: yet)?",
      "menor de (?:18|dieciocho)",
      "soy menor",
      "(?:9|10|11|12)th grade",
      "(?:ninth|tenth|eleventh|twelfth) grade",
      "(?:son|daughter|kid|child|niece|nephew|hijo|hija|sobrina|sobrino) (?:\\w+ ){0,1}(?:is|tiene) (?:1[0-7]|thirteen|fourteen|fifteen|sixteen|seventeen|trece|catorce|quince|dieciseis|diecisiete)",
      // Tenth round: someone else close of a named age ("my son's girlfriend is 16", "mi novia tiene 17").
      "(?:girlfriend|boyfriend|friend|bestie|cousin|sister|brother|stepsister|stepbrother|novia|novio|amiga|amigo|prima|primo|hermana|hermano) (?:\\w+ ){0,1}(?:is|tiene) (?:1[2-7]|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|doce|trece|catorce|quince|dieciseis|diecisiete)(?! (?:weeks?|wks?|days?|months?|hours?|hrs?|semanas|dias|meses|horas|units?|unidades))",
      // A child of a named age, any phrasing: "my son of 16", "mi hijo de 16", "my 15 yo daughter", "mi niña de quince".
      "(?:son|daughter|kid|child|teen|teenager|niece|nephew|stepson|stepdaughter|hijo|hija|nino|nina|sobrin[oa]|niet[oa]|hijastr[oa]|chamac[oa]|muchach[oa]) (?:\\w+ ){0,1}(?:de|of|aged|who s|who is|que tiene|con) (?:1[0-7]|thirteen|fourteen|fifteen|sixteen|seventeen|trece|catorce|quince|dieciseis|diecisiete)(?! (?:months?|meses|weeks?|semanas|days?|dias))",
      "(?:1[0-7]|thirteen|fourteen|fifteen|sixteen|seventeen) (?:yo|y o|yr old|year old) (?:son|daughter|kid|child|teen|niece|nephew)",
      "tengo (?:1[0-7])(?! (?:semanas|dias|meses|horas|minutos|kilos|libras|lbs|unidades|sesiones))",
      "(?:1[0-7]|thirteen|fourteen|fifteen|sixteen|seventeen) (?:yr|year|years) old",
      "im 1[0-7](?! (?:weeks?|wks?|days?|months?|hours?|hrs?|mins?|minutes?|units?|sessions?|percent|k|pounds?|lbs?|dollars?) )",
      "in high school",
      "en (?:la )?prepa\\w*",
      // Seventh round: an age of 12 to 17 said any way, a school year, a parent's permission.
      "(?:turning|turn|will be|i ll be|ill be|gonna be|about to be|soy de|tengo apenas|almost|nearly|just turned|i m only|im only|i m just|im just|only|cumplo|voy a cumplir|acabo de cumplir|casi|apenas tengo) (?:1[2-7]|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|doce|trece|catorce|quince|dieciseis|diecisiete)(?! (?:weeks?|wks?|days?|months?|hours?|hrs?|mins?|minutes?|units?|sessions?|semanas|dias|meses|horas|unidades|sesiones|kilos?|pounds?|lbs?|libras|percent|por ciento|k|mil|dollars?|dolares))",
      "(?:i m|im|i am|she s|he s|she is|he is) (?:1[2-7]|twelve|thirteen|fourteen|fifteen|sixteen|seventeen)(?! (?:weeks?|wks?|days?|months?|hours?|hrs?|mins?|minutes?|units?|sessions?|percent|k|pounds?|lbs?|dollars?|and|or))",
      "(?:1[2-7]) ?(?:yo|y o|yrs?|years?)(?! (?:ago|since|later|old (?:cat|dog|car|house|pet|horse)s?))",
      "(?:sweet )?(?:sixteen|16th|quince|15th) (?:birthday|bday|cumple\\w*|party)|quinceanera|quince anos|mis quince|mis 15",
      "(?:freshman|sophomore|junior|senior) (?:\\w+ ){0,1}(?:in|at|of) (?:high ?school|hs)|high ?school (?:freshman|sophomore|junior|senior|student|girl|boy|kid)|(?:i m|im|i am) (?:a |an )?(?:freshman|sophomore)(?! (?:in|at) (?:college|uni|university))",
      "(?:i m|im|i am|still|currently) (?:\\w+ ){0,1}in (?:high ?school|middle school|junior high|(?:9th|10th|11th|12th|ninth|tenth|eleventh) grade)",
      "(?:my )?(?:mom|mum|mother|dad|father|parents?|mama|mami|papa|papi|padres|papas) (?:\\w+ ){0,3}(?:says? i can|said i can|says? it s ok|is fine with it|is ok with it|is okay with it|are fine with it|are ok with it|will sign|would sign|signs? (?:the )?(?:form|consent|papers?)|consent\\w*|lets? me|let me|gave (?:me )?permission|agreed|me deja\\w*|me dejan|dice que puedo|dicen que puedo|firma\\w*|me da permiso|me dan permiso|esta de acuerdo|estan de acuerdo)",
      "parental (?:consent|permission)|(?:permiso|consentimiento) de (?:mis|mi) (?:padres|papas|mama|papa)",
      "estoy en (?:la )?(?:prepa\\w*|secundaria|preparatoria|high school)|(?:voy|estudio) en (?:la )?(?:prepa\\w*|secundaria)",
      "tengo (?:doce|trece|catorce|quince|dieciseis|diecisiete)(?: anos)?",
    ),
  ],
  [
    "bloodThinner",
    any(
      "blood thinn\\w*",
      "thin(?:s|ning)? (?:my|the) blood",
      "anticoagula\\w*",
      "antiplatelets?",
      "eliquis",
      "apixaban",
      "xarelto",
      "rivaroxaban",
      "warfarin\\w*",
      "coumadin",
      "jantoven",
      "plavix",
      "clopidogrel",
      "pradaxa",
      "dabigatran",
      "savaysa",
      "edoxaban",
      "brilinta",
      "ticagrelor",
      "heparin\\w*",
      "lovenox",
      "enoxaparin\\w*",
      "sintrom",
      "acenocumarol",
      "diluyentes? de (?:la )?sangre",
      // Sixth round: more blood thinners by name,
      "aggrenox",
      "effient",
      "prasugrel",
      "fragmin",
      "dalteparin\\w*",
      "arixtra",
      "warfarina",
      "(?:on|taking|take|tomo|tomando) (?:\\w+ ){0,1}(?:blood ?thinners?|anticoagulants?|antiplatelets?|anticoagulantes?)",
      "cilostazol|dipyridamole|ticlid|ticlopidin\\w*|bevyxxa|betrixaban",
      "adelgazantes? de (?:la )?sangre",
      "(?:pastillas?|medicina|medicamento) para (?:adelgazar|diluir) la sangre",
    ),
  ],
  [
    "nsaid",
    any(
      "aspirin\\w*",
      "baby aspirin",
      "ibuprofen\\w*",
      "advil",
      "motrin",
      "naproxen\\w*",
      "aleve",
      "nsaids?",
      "anti ?inflammator\\w*",
      "antiinflamatorios?",
      "anti inflamatorios?",
      "diclofenac\\w*",
      "meloxicam",
      "celecoxib",
      "celebrex",
      "excedrin",
      "bayer",
      // Sixth round: more NSAIDs by brand,
      "voltaren",
      "mobic",
      "toradol",
      "ketorolac\\w*",
      "ketorolaco",
      "naproxeno",
      "nurofen",
      "diclofenaco",
      "goody s",
      "indomethacin|etodolac|nabumeton\\w*|piroxicam|ketoprofen\\w*|dexketoprofen\\w*|mefenamic|ponstan|ketorolaco|aspirina diaria|baby aspirin|low dose aspirin",
      "bc powder",
    ),
  ],
  [
    "isotretinoin",
    any(
      "isotretino\\w*",
      "accutane",
      "absorica",
      "claravis",
      "amnesteem",
      "myorisan",
      "zenatane",
      "roaccutan\\w*",
      "roacutan\\w*",
      "acnotren",
      "dercutane",
      "curacne",
      // Sixth round: by slang ("the acne pill", "la pastilla para el acné").
      "(?:acne|accutane) (?:pills?|meds?|medicine|medication|tablets?)",
      "(?:pills?|meds?|medicine|medication|tablets?|pastillas?|medicamento|medicina|tratamiento oral) (?:for|para) (?:el |la |los |my |the )?(?:acne|granos|barros|espinillas)",
    ),
  ],
  [
    "glp1",
    any(
      "ozempic",
      "wegovy",
      "rybelsus",
      "mounjaro",
      "zepbound",
      "semaglutid\\w*",
      "tirzepatid\\w*",
      "saxenda",
      "victoza",
      "liraglutid\\w*",
      "trulicity",
      "dulaglutid\\w*",
      "glp ?1\\w*",
      // Sixth round: by slang ("the weight loss shot", "la inyección para bajar de peso"),
      "(?:weight ?loss|skinny|diet|fat ?loss) (?:shots?|jabs?|injections?|pens?|needles?)",
      "(?:shots?|jabs?|injections?|pens?) (?:for|to) (?:lose|losing) weight",
      "(?:inyeccion|inyecciones|pluma|plumas) (?:para|de) (?:bajar|adelgazar|perder|el peso|la obesidad)",
      "retatrutid\\w*",
      "(?:on|taking|using|started|tomando|con) (?:compounded )?(?:sema|tirz|tirze)",
    ),
  ],
  [
    "immunosuppressant",
    any(
      "immuno ?suppress\\w*",
      "immuno ?compromised",
      "inmuno ?(?:deprimid|comprometid)\\w*",
      "weak(?:ened)? immune system",
      "inmuno ?supres\\w*",
      "steroids?",
      "esteroides?",
      "prednison\\w*",
      "corticoster\\w*",
      "corticoides?",
      "cortisona",
      "biologics?",
      "biologic (?:drug|medicine|medication)s?",
      "(?:medicamentos? |farmacos? )?biologicos?",
      "humira",
      "adalimumab",
      "enbrel",
      "etanercept",
      "remicade",
      "infliximab",
      "stelara",
      "dupixent",
      "methotrexate",
      "metotrexato",
      "tacrolimus",
      "cyclosporine",
      "ciclosporina",
      "transplant\\w*",
      "trasplant\\w*",
      // Sixth round: more immunosuppressants by name,
      "cellcept",
      "mycophenol\\w*",
      "micofenol\\w*",
      "azathioprin\\w*",
      "azatioprina",
      "rinvoq",
      "xeljanz",
      "otezla",
      "skyrizi",
      "cosentyx",
      "medrol",
      "dexamethason\\w*",
      "dexametasona",
      // Seventh round: biologics and immunosuppressants by brand, and their classes.
      "cimzia|simponi|taltz|tremfya|orencia|actemra|kevzara|olumiant|rituxan|rituximab|ocrevus|entyvio|leflunomid\\w*|arava|sirolimus|prograf|imuran|jak inhibitors?|tnf (?:blockers?|inhibitors?)|(?:on|taking|take|get|getting) (?:\\w+ ){0,1}(?:infusions?|injections?|shots?) for (?:my )?(?:crohn\\w*|colitis|psoria\\w*|ra|arthritis|lupus|eczema)",
    ),
  ],
  [
    "diabetes",
    any(
      "diabet\\w*",
      "pre ?diabet\\w*",
      "t ?[12] ?d",
      "insulin\\w*",
      "insulina",
      "metformin\\w*",
      "type (?:1|2|one|two) diabet\\w*",
      "azucar alta",
      "a1c",
      "(?:blood )?sugar(?:s)? (?:\\w+ ){0,2}(?:high|out of control|uncontrolled|all over)|jardiance|januvia|glipizid\\w*|farxiga|glucosa alta|azucar (?:\\w+ ){0,1}(?:alta|descontrolada)",
    ),
  ],
  [
    "autoimmune",
    any(
      "auto ?immune",
      "autoinmun\\w*",
      "lupus",
      "rheumatoid",
      "artritis reumatoide",
      "scleroderma",
      "esclerodermia",
      "multiple sclerosis",
      "esclerosis multiple",
      "hashimoto\\w*",
      "graves disease",
      "sjogren\\w*",
      "psoria\\w*",
      "crohn\\w*",
      "colitis",
      "myasthenia\\w*",
      "miastenia",
      "vitiligo",
      "celiac",
      "celiaca",
      "hidradenitis|ankylosing|dermatomyositis|sarcoid\\w*|psoriatic|plaquenil|hydroxychloroquin\\w*|hidroxicloroquina",
    ),
  ],
  [
    "bleedingDisorder",
    any(
      "bleeding disorders?",
      "clotting disorders?",
      "hemophilia\\w*",
      "haemophilia\\w*",
      "hemofilia\\w*",
      "von willebrand\\w*",
      "low platelets?(?: count)?",
      "platelets? (?:\\w+ ){0,2}(?:low|are low|is low)",
      "thrombocytopenia",
      "plaquetas bajas",
      "trastornos? (?:de (?:la )?)?(?:coagulacion|sangrado)",
      "problemas? de coagulacion",
      "(?:bruise|bruises|bruising) (?:\\w+ ){0,1}(?:easily|so easily|from nothing|at nothing|for no reason)",
      "easy bruis\\w*",
      // Seventh round: by meaning (platelets, a clotting factor, bleeding that will not stop).
      "platelet\\w* (?:\\w+ ){0,2}(?:disorder|problem|problems|issue|issues|dysfunction|defect|condition)",
      "(?:factor (?:v|5|viii|8|ix|9|xi|11)) (?:leiden|deficiency)|itp|immune thrombocytopeni\\w*",
      "(?:i|she|he) (?:\\w+ ){0,1}(?:bleed|bleeds) (?:a lot|easily|so easily|forever|for ages|for hours|heavily|like crazy|more than (?:normal|most))",
      "(?:cuts?|scrapes?|paper cuts?|nosebleeds?|gums) (?:\\w+ ){0,2}(?:ooze|oozes|bleed|bleeds|won t stop|don t stop) (?:\\w+ ){0,2}(?:for ages|forever|for hours|for a long time|a long time|ages|a lot)",
      "(?:takes?|take) (?:forever|ages|a long time) to stop bleeding",
      "sangro (?:\\w+ ){0,1}(?:mucho|facil\\w*|con facilidad|demasiado)|(?:me salen|tengo) moretones (?:\\w+ ){0,1}(?:con nada|facil\\w*|sin razon)|tardo (?:mucho )?en dejar de sangrar|problemas? de (?:las )?plaquetas|plaquetas (?:\\w+ ){0,1}(?:bajas|mal)",
    ),
  ],
  [
    "clotHistory",
    any(
      "(?:i|i ve|i have|i had|had|have had|she had|he had|my mom had|history of|a history of|hx of|survived) (?:\\w+ ){0,2}(?:blood clots?|clots? in (?:my|her|his) \\w+|dvts?|deep vein thrombos[ie]s|pulmonary embol\\w*|a pe|pes)",
      "(?:tuve|tuvo|he tenido|ha tenido|antecedentes? de|historial de|me dio|le dio) (?:\\w+ ){0,2}(?:coagulos?|un coagulo|trombos\\w*|embolia\\w*|tromboembolismo)",
      "(?:blood clots?|dvt|deep vein thrombos[ie]s|pulmonary embol\\w*) (?:\\w+ ){0,3}(?:years? ago|months? ago|in the past|before|back in|once|after (?:my|a|the) (?:\\w+ ){0,2}(?:surgery|c section|pregnancy|flight|delivery))",
      "(?:coagulos?|trombos\\w*|embolia\\w*) (?:\\w+ ){0,3}(?:hace (?:\\w+ ){0,1}(?:anos|meses|tiempo)|en el pasado|antes|una vez|despues de (?:mi|una|la|el) (?:\\w+ ){0,2}(?:cirugia|cesarea|embarazo|parto|vuelo))",
    ),
  ],
  [
    "keloids",
    any(
      "keloid\\w*",
      "queloide\\w*",
      "hypertrophic scars?",
      "cicatrices? hipertrofic\\w*",
      "(?:i|my skin) (?:\\w+ ){0,1}(?:scar|scars) (?:badly|easily|thick|raised)|(?:thick|raised|bumpy|lumpy) scars? (?:\\w+ ){0,2}(?:easily|from everything|from any)",
    ),
  ],
  [
    "infection",
    any(
      "(?:an |active |skin |current |bad |sinus |tooth |dental |ear |throat |chest |urinary |bladder |yeast |staph |a )infection",
      "infection (?:right now|rn|now)",
      "infected",
      "cold sores?",
      "fever blisters?",
      "herpes\\w*",
      "(?:acne )?breakout (?:right now|now)",
      "active acne",
      "impetigo",
      "infeccion\\w*",
      "infectad[oa]",
      "herpes labial",
      "fuegos? (?:labiales|en el labio)",
      "acne activo",
      // Sixth round: an active infection anywhere, or its antibiotics,
      "shingles",
      "(?:herpes )?zoster",
      "culebrilla",
      "utis?",
      "urinary tract",
      "infeccion (?:de orina|urinaria|en (?:la|una|el|un) \\w+)",
      "abscess\\w*",
      "absceso",
      "flemon",
      "strep(?: throat)?",
      "pink eye",
      "conjunctivitis",
      "conjuntivitis",
      "(?:on|taking|finishing|started|course of) (?:\\w+ ){0,1}antibiotics?",
      "(?:con|tomando|estoy con) (?:\\w+ ){0,1}antibiotico\\w*",
      "(?:tooth|teeth|gum|dental|muela|diente|encia) (?:\\w+ ){0,2}(?:infect\\w*|abscess\\w*|infeccion)",
      // Tenth round (safety10): an infection by what it shows ("granitos infectados", "pimples with pus", a boil, folliculitis).
      "infectad[oa]s|pus|boils?|forunculos?|folliculitis|foliculitis",
    ),
  ],
  [
    "cancer",
    any(
      "cancer",
      "chemo\\w*",
      "radiation (?:therapy|treatment)",
      "(?:finished|finishing|doing|having|getting|on|in|undergoing|did|had|completed) (?:\\w+ ){0,1}radiation",
      "radiotherap\\w*",
      "immunotherapy",
      "oncolog\\w*",
      "tumou?r",
      "leukemia",
      "lymphoma",
      "quimio\\w*",
      "radioterapia",
      "leucemia",
      "linfoma",
      // Sixth round: cancer treatment by its hormone therapy and drugs,
      "tamoxif\\w*",
      "letrozol\\w*",
      "anastrozol\\w*",
      "exemestan\\w*",
      "arimidex",
      "femara",
      "aromasin",
      "aromatase inhibitors?",
      "inhibidor(?:es)? de (?:la )?aromatasa",
      "herceptin",
      "keytruda",
      "hormonoterapia",
    ),
  ],
  [
    "condition",
    any(
      "heart (?:disease|condition|problems?|failure|attack)",
      "high blood pressure",
      "hypertension",
      "neuromuscular",
      "epilep\\w*",
      "seizure disorder",
      "kidney (?:disease|failure)",
      "liver disease",
      "sleep apnea",
      "problemas? (?:del|de) corazon",
      "enfermedad (?:del|de) corazon",
      "presion alta",
      "hipertension",
      "epilepsia",
      "insuficiencia renal",
      "apnea",
    ),
  ],
];

/** Not now: "after my pregnancy", "not pregnant", "no estoy embarazada", "después del embarazo", "stopped accutane 2 years ago"... */
const NOT_NOW =
  / (?:not|no longer|never been|never|after(?: my| the| a| each| her)?|since(?: my| the)?|post|before(?: my| a| getting)?|despues(?: del| de mi| de los| de la| de)?|tras(?: el| mi)?|no(?: estoy| tengo)?|ya no(?: estoy| tomo| tengo)?|nunca(?: he| tuve)?|postparto|postpartum|(?:mom|mother|dad|father|grandma|grandmother|grandpa|grandfather|aunt|uncle|cousin|friend|sister|brother|coworker|ex|mama|madre|padre|abuela|abuelo|tia|tio|prima|primo|amiga|amigo|hermana|hermano) (?:had|has|got|tuvo|tiene)) (?:\w+ ){0,1}$/;
/** A risk asked about, not the asker's own: "can fillers cause an infection?", "¿puede provocar queloides?", "what happens if it gets infected?" (a turn of events asked about; "what if I'm pregnant" stays the asker's own). */
const CAUSED =
  / (?:(?:cause|causes|caused|causing|risk of|risks of|lead to|leads to|give you|trigger|triggers|chance of|causar|causa|provocar|provoca|riesgo de) (?:\w+ ){0,2}|(?:odds|chances?|likely|likelihood|probability|probabilidad\w*|posibilidad\w*|probable) (?:\w+ ){0,5}|(?:what happens|what do i do|what should i do|que pasa|que hago) (?:if|si) (?:\w+ ){0,3}(?:gets? |got |becomes? |se (?:me |le )?)|what if (?:\w+ ){0,3}(?:gets? |becomes? ))$/;
/** "… years ago" / "hace … años" after a medicine: stopped long ago (isotretinoin still counts within about a year). */
const LONG_AGO =
  / (?:(?:[2-9]|\d\d|two|three|four|five|several|many) years? ago|hace (?:[2-9]|\d\d|dos|tres|cuatro|cinco|varios|muchos) anos) /;

addKeyWords(
  ...MODIFIERS.flatMap(([, pattern]) => keyWordsOf(pattern)),
  "pregnant breastfeeding isotretinoin accutane eliquis warfarin xarelto coumadin ozempic wegovy mounjaro semaglutide tirzepatide",
  "embarazada lactancia aspirina ibuprofeno anticoagulantes",
  "minor minors teenager infection platelets radiation quimio weeks",
);

/** The modifiers one text names, each at a place that is not negated or past. */
export function modifiersIn(text: string): Modifier[] {
  const plain = correctedWords(text);
  const found: Modifier[] = [];
  // "I have RA", "I have MS": the capitals say the condition ("ms" in lower case is also a title).
  if (/\b(?:RA|MS)\b/.test(text)) found.push("autoimmune");
  for (const [modifier, pattern] of MODIFIERS) {
    const global = new RegExp(pattern.source, "g");
    for (const match of plain.matchAll(global)) {
      const before = plain.slice(Math.max(0, match.index - 40), match.index + 1);
      if (NOT_NOW.test(before) || CAUSED.test(before)) continue;
      // Twelfth round: "not even the ibuprofen touches it" tells how strong a pain is, not that a medicine is being taken.
      if (modifier === "nsaid" && isFailedRemedyAt(plain, match.index + 1)) continue;
      if (
        modifier !== "pregnancy" &&
        modifier !== "minor" &&
        modifier !== "clotHistory" &&
        LONG_AGO.test(plain.slice(match.index, match.index + 60))
      )
        continue;
      if (!found.includes(modifier)) found.push(modifier);
      break;
    }
  }
  return found;
}

/** Every modifier the asker mentioned in the conversation (their own turns only: answers name risks too). */
export function conversationModifiers(userTurns: readonly string[]): Modifier[] {
  return [...new Set(userTurns.flatMap(modifiersIn))];
}

/** Anti-inflammatory painkillers other than aspirin (which a doctor may have prescribed for the heart). */
const NSAID_NOT_ASPIRIN = any(
  "ibuprofen\\w*",
  "advil",
  "motrin",
  "nurofen",
  "naproxen\\w*",
  "naproxeno",
  "aleve",
  "nsaids?",
  "anti ?inflammator\\w*",
  "anti ?inflamatorios?",
  "antiinflamatorios?",
  "diclofenac\\w*",
  "diclofenaco",
  "voltaren",
  "meloxicam",
  "mobic",
  "celecoxib",
  "celebrex",
  "toradol",
  "ketorolac\\w*",
  "ketorolaco",
  "indomethacin|etodolac|nabumeton\\w*|piroxicam|ketoprofen\\w*|dexketoprofen\\w*|mefenamic|ponstan",
);
/** Taking (or going on taking) a medicine in the days before: "can i keep taking it the week before my lipo", "¿lo puedo seguir tomando antes de…?". */
const TAKING_BEFORE =
  /(?=.* (?:take|takes|taking|keep|continue|continuing|stay on|use|using|pop|tomar|tomando|tomarlo|tomarla|tomo|seguir|sigo|usar) )(?=.* (?:before|prior to|leading up to|until|antes de|antes del|previo a|hasta) )/;

/**
 * "Can I keep taking Aleve the week before my breast reduction?": surgeons ask for anti-inflammatory
 * painkillers to be stopped 1 to 2 weeks before surgery, so the answer is a clear "No" (with the
 * surgeon's plan, and the prescriber's when one prescribed it). Aspirin and blood thinners stay "It depends".
 */
export function withNsaidBeforeSurgery(modifiers: Modifier[], userTurns: readonly string[], surgery: boolean): Modifier[] {
  const question = correctedWords(userTurns.at(-1) ?? "");
  if (!surgery || !modifiers.includes("nsaid") || !TAKING_BEFORE.test(question)) return modifiers;
  if (!userTurns.some((turn) => NSAID_NOT_ASPIRIN.test(correctedWords(turn)))) return modifiers;
  return modifiers.map((m) => (m === "nsaid" ? "nsaidBeforeSurgery" : m));
}

/** Where guidance is clear, the answer is "No — not recommended" rather than "It depends". */
const RESURFACING = new Set(["microneedling", "laser-hair-removal", "chemical-peels", "ipl-photofacial"]);
/**
 * Under 18 (tenth round, decision 081): cosmetic procedures whose drugs, devices or operations are
 * meant for adults — breast implants (FDA: saline from 18, silicone from 22), cosmetic botulinum
 * toxin and hyaluronic fillers (approved for adults), body contouring and abdominal surgery, a
 * facelift or threads, a nose before the face has finished growing — are a clear "No". Treatments
 * teenagers do get under a specialist (acne peels, lasers for hair or scars, microneedling for acne
 * scars, a reduction of breasts large enough to cause pain, fat freezing, where unsure) stay "It depends".
 */
const ADULTS_ONLY = new Set([
  "breast-augmentation",
  "botox",
  "dermal-fillers",
  "liposuction",
  "brazilian-butt-lift",
  "tummy-tuck",
  "mommy-makeover",
  "facelift",
  "thread-lift",
  "rhinoplasty",
]);
export function isClearNo(modifier: Modifier, slug: string): boolean {
  return (
    modifier === "pregnancy" ||
    modifier === "infection" ||
    modifier === "nsaidBeforeSurgery" ||
    (modifier === "isotretinoin" && RESURFACING.has(slug)) ||
    (modifier === "minor" && ADULTS_ONLY.has(slug))
  );
}
