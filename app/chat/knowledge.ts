/**
 * TruGPT's curated knowledge of the procedures of spec 001's option list: what people call them,
 * and for each what it is, the typical US price (spec 001's demo ranges where it gives them; the
 * procedure catalogue's ranges otherwise), recovery, risks, candidacy and questions to ask.
 * Retrieval (app/chat/retrieval.server.ts) picks facts from here; every engine writes from them.
 */
import { PROCEDURES, type Procedure } from "~/directory/procedures";
import {
  AFTERCARE_WORDS,
  COMPLICATION_WORDS,
  EVERYDAY_COMPLICATION_WORDS,
  GOES_WRONG,
  HOUSEHOLD_PESTS,
  LASTS_LONGER,
  MORE_ALIASES,
  MORE_OFF_TOPIC,
  PAIN_CUES,
  RECOVERY_CUES,
  RESULTS_CUES,
  RISK_CUES,
  WORKS_CUES,
  WRITING_REQUEST,
} from "./answer-words";
import { BRAND_SLUGS } from "./brands";
import { FACTS_ES } from "./knowledge-es";
import { plainWords } from "./plain-words";
import { correctedWords } from "./safety/spelling";

export type ProcedureFacts = {
  procedure: Procedure;
  /** Lowercase names and common names, matched as whole words. */
  aliases: string[];
  recovery: string;
  risks: string;
  candidacy: string;
  questions: string[];
  /** What follows "Yes — {name} is" when asked whether it is safe. */
  safety: string;
  /** The whole answer to "Does it hurt?", starting with its "Yes" or "No". */
  pain: string;
  /** The whole answer to "Is it permanent?", starting with its "Yes" or "No" . */
  lasting: string;
};

const FACTS: Record<string, Omit<ProcedureFacts, "procedure" | "safety" | "pain" | "lasting">> = {
  rhinoplasty: {
    aliases: ["rhinoplasty", "nose job", "nose jobs", "nose reshaping", "nose surgery", "septorhinoplasty"],
    recovery:
      "Most people wear a splint for about a week and return to desk work in 1 to 2 weeks. Bruising fades in 2 weeks; swelling settles over months and the final shape shows at about a year. Avoid contact sports and glasses resting on the nose for about 6 weeks.",
    risks:
      "Bleeding, infection, breathing difficulty, numbness, asymmetry and an unsatisfying shape that may need a revision (about 5 to 15% of cases).",
    candidacy:
      "Adults (or teens whose nose has finished growing) in good health, non-smokers, with realistic goals about shape or breathing.",
    questions: [
      "Are you board-certified, and how many rhinoplasties do you perform each year?",
      "Can I see before-and-after photos of noses like mine?",
      "Will the surgery also address my breathing?",
      "What is your revision policy and its cost?",
    ],
  },
  "breast-augmentation": {
    aliases: ["breast augmentation", "breast implants", "boob job", "breast enlargement", "augmentation"],
    recovery: "Light activity after about a week, desk work in 1 to 2 weeks, no heavy lifting or strenuous exercise for 4 to 6 weeks.",
    risks: "Capsular contracture, implant rupture or rippling, changes in nipple sensation, infection and the need for future surgery.",
    candidacy:
      "Healthy adults with fully developed breasts who want more volume or symmetry and understand implants are not lifelong devices.",
    questions: [
      "Which implant type, size and placement do you recommend for me, and why?",
      "How do you monitor implants over the years?",
      "What happens if I need a revision?",
    ],
  },
  liposuction: {
    aliases: ["liposuction", "lipo", "lipoplasty", "fat removal"],
    recovery: "Compression garments for 4 to 6 weeks; most return to work within a week. Swelling takes 3 to 6 months to settle fully.",
    risks: "Contour irregularities, numbness, fluid collections, infection and, rarely, fat embolism or blood clots.",
    candidacy:
      "Adults near a stable weight with firm skin and pockets of fat that resist diet and exercise; it is not a weight-loss treatment.",
    questions: [
      "How many areas do you recommend treating, and what does each cost?",
      "Which technique do you use?",
      "Where is the surgery performed?",
    ],
  },
  facelift: {
    aliases: ["facelift", "face lift", "rhytidectomy", "neck lift"],
    recovery:
      "Bruising and swelling for 2 to 3 weeks; most people feel presentable in public after 2 weeks. Final results settle over several months.",
    risks: "Hematoma, nerve injury, scarring, hair loss around incisions, skin loss (higher in smokers) and asymmetry.",
    candidacy: "Healthy non-smokers with sagging skin of the face and neck who want a lasting, natural-looking result.",
    questions: ["Which facelift technique suits me?", "Where will the scars be?", "How long do your patients' results last?"],
  },
  "tummy-tuck": {
    aliases: ["tummy tuck", "tummy tucks", "abdominoplasty"],
    recovery: "Walking bent over for the first week, drains for 1 to 2 weeks, desk work after 2 to 3 weeks, no heavy lifting for 6 weeks.",
    risks: "Seroma, wound-healing problems, noticeable scars, numbness, blood clots and infection.",
    candidacy:
      "Adults at a stable weight with loose abdominal skin or separated muscles, often after pregnancy; women done having children.",
    questions: [
      "Do I need a full or a mini tummy tuck?",
      "Will you repair my abdominal muscles?",
      "How do you lower the risk of blood clots?",
    ],
  },
  "brazilian-butt-lift": {
    aliases: ["brazilian butt lift", "bbl", "butt lift", "buttock augmentation"],
    recovery:
      "No sitting directly on the buttocks for about 2 weeks (special cushions help), compression for 6 weeks, exercise after 6 to 8 weeks.",
    risks:
      "Fat embolism (rare but potentially fatal, which is why fat must be injected above the muscle), fat reabsorption, asymmetry, infection.",
    candidacy: "Healthy adults with enough donor fat elsewhere who follow the sitting restrictions.",
    questions: [
      "Do you inject fat only above the muscle, with ultrasound guidance?",
      "How many BBLs do you perform?",
      "Where is it performed, and who gives the anesthesia?",
    ],
  },
  "mommy-makeover": {
    aliases: ["mommy makeover", "mommy makeovers"],
    recovery: "Usually 2 to 3 weeks off work and 6 weeks without heavy lifting; plan help with young children.",
    risks: "Those of each combined procedure, plus the added risk of a longer operation (blood clots, anesthesia).",
    candidacy: "Mothers done having children, at a stable weight, about 6 months or more after breastfeeding.",
    questions: ["Which procedures should be combined, and which staged?", "What help will I need at home?"],
  },
  "breast-reduction": {
    aliases: ["breast reduction", "reduction mammoplasty"],
    recovery: "Desk work after 1 to 2 weeks, a support bra for several weeks, full activity after about 6 weeks.",
    risks: "Scarring, changes in nipple sensation, difficulty breastfeeding, asymmetry and wound-healing problems.",
    candidacy: "People whose breast size causes back, neck or shoulder pain; insurance may cover it when it is medically necessary.",
    questions: ["Will my insurance cover this?", "How much tissue will you remove?", "Where will the scars be?"],
  },
  botox: {
    aliases: ["botox", "botocks", "botoks", "bottox", "botulinum", "wrinkle injections", "neurotoxin"],
    recovery: "No downtime: avoid lying down or rubbing the area for 4 hours. Results show in 3 to 14 days and last 3 to 4 months.",
    risks: "Bruising, headache, a drooping eyelid or brow for a few weeks, and an uneven result.",
    candidacy: "Adults with expression lines (frown lines, forehead lines, crow's feet); not during pregnancy or breastfeeding.",
    questions: ["How many units do I need, and is the price per unit or per area?", "Who performs the injections?"],
  },
  "dermal-fillers": {
    aliases: ["dermal fillers", "dermal filler", "fillers", "filler", "lip filler", "lip fillers"],
    recovery: "Little downtime: swelling and bruising for a few days. Results last 6 to 18 months depending on the product and area.",
    risks: "Bruising, lumps, infection and, rarely, a blocked blood vessel that needs urgent treatment (hyaluronidase should be on hand).",
    candidacy: "Adults who want to restore volume in lips, cheeks, under-eyes or folds.",
    questions: [
      "Which product do you use, and can it be dissolved?",
      "How many syringes do I need?",
      "What do you do if a vessel is blocked?",
    ],
  },
  coolsculpting: {
    aliases: ["coolsculpting", "cool sculpting", "fat freezing", "cryolipolysis"],
    recovery: "No downtime; numbness or soreness for a few weeks. Results appear over 1 to 3 months.",
    risks: "Temporary numbness and pain and, rarely, paradoxical adipose hyperplasia (the treated fat grows).",
    candidacy: "People near their goal weight with small, pinchable fat bulges.",
    questions: ["How many cycles and sessions will I need?", "What results can I expect for my area?"],
  },
  "chemical-peels": {
    aliases: ["chemical peel", "chemical peels", "peel", "peels"],
    recovery: "Light peels: a few days of flaking. Medium peels: about a week of peeling. Deep peels: 2 weeks or more.",
    risks: "Redness, pigment changes (especially in darker skin), infection and scarring with deeper peels.",
    candidacy: "People with uneven tone, sun damage, mild scarring or fine lines.",
    questions: ["Which peel depth suits my skin type?", "How should I prepare my skin?"],
  },
  "laser-hair-removal": {
    aliases: ["laser hair removal", "hair removal"],
    recovery: "No downtime; redness for a few hours. Avoid sun exposure before and after sessions.",
    risks: "Burns, pigment changes and, rarely, paradoxical hair growth.",
    candidacy: "Most skin and hair types with the right laser; works poorly on blond, red or gray hair.",
    questions: ["Which laser do you use for my skin type?", "How many sessions should I expect?"],
  },
  microneedling: {
    aliases: ["microneedling", "micro needling", "collagen induction"],
    recovery: "Redness for 1 to 3 days; makeup after 24 hours. Usually 3 to 6 sessions a month apart.",
    risks: "Redness, irritation, infection and pigment changes.",
    candidacy: "People with acne scars, enlarged pores or fine lines; not with active acne or skin infection.",
    questions: ["How many sessions do I need?", "Do you combine it with PRP or radiofrequency?"],
  },
  "ipl-photofacial": {
    aliases: ["ipl", "photofacial", "ipl photofacial", "photo facial"],
    recovery: "Little downtime: spots darken and flake off within a week. Usually 3 to 5 sessions about a month apart.",
    risks: "Burns, blisters and pigment changes, especially on tanned or darker skin.",
    candidacy: "Lighter skin types with sun spots, redness or broken capillaries.",
    questions: ["Is IPL safe for my skin tone?", "How many sessions will I need?"],
  },
  "thread-lift": {
    aliases: ["thread lift", "thread lifts", "pdo threads"],
    recovery: "A few days of swelling and tenderness; avoid wide mouth opening and facial massage for 2 weeks. Results last 1 to 3 years.",
    risks: "Visible or palpable threads, dimpling, infection and asymmetry.",
    candidacy: "People with mild to moderate sagging who are not ready for surgery.",
    questions: ["Which threads do you use?", "How long will my result last compared with surgery?"],
  },
};

/** Yes/no answers (issue 37): is it safe (what follows "Yes — {name} is"), and does it hurt. */
const YES_NO: Record<string, Pick<ProcedureFacts, "safety" | "pain" | "lasting">> = {
  rhinoplasty: {
    safety:
      "generally safe for healthy candidates when a board-certified surgeon performs it in an accredited facility; like any surgery it has risks",
    pain: "Yes, somewhat: it is done under anesthesia, and afterwards most people feel pressure and moderate discomfort for a few days, eased by pain relievers.",
    lasting: "Yes — the new shape of the nose is permanent, though it keeps settling for about a year and ages with the rest of the face.",
  },
  "breast-augmentation": {
    safety:
      "generally safe for healthy candidates when a board-certified plastic surgeon performs it; implants may need another operation over the years",
    pain: "Yes, for the first days: it is done under anesthesia, and afterwards the chest feels tight and sore, more so with implants under the muscle; it eases within 1 to 2 weeks.",
    lasting:
      "No — the result lasts many years, but implants are not lifelong devices and may need replacing; breasts also change with age and weight.",
  },
  liposuction: {
    safety:
      "generally safe for healthy people near their goal weight when a board-certified surgeon performs it in an accredited facility; like any surgery it has risks",
    pain: "Yes, moderately: it is done under anesthesia, and the treated areas then feel sore, like after a very hard workout, for 1 to 2 weeks.",
    lasting: "Yes — the fat cells removed do not come back, but the remaining ones can grow if you gain weight.",
  },
  facelift: {
    safety: "generally safe for healthy non-smokers when a board-certified surgeon performs it; like any surgery it has risks",
    pain: "Yes, though less than many expect: it is done under anesthesia, and afterwards there is tightness and moderate discomfort for the first week.",
    lasting: "No — it turns back the clock by several years, usually about 10, but the face keeps aging.",
  },
  "tummy-tuck": {
    safety:
      "generally safe for healthy people at a stable weight when a board-certified surgeon performs it; like any surgery it has risks, blood clots above all",
    pain: "Yes: it is one of the more uncomfortable recoveries, with moderate pain in the first week that pain relievers control and that eases steadily.",
    lasting: "Yes — the removed skin and the muscle repair are permanent as long as your weight stays stable and no pregnancy follows.",
  },
  "brazilian-butt-lift": {
    safety:
      "reasonably safe only when an experienced board-certified surgeon injects the fat above the muscle; it carries more risk than most cosmetic operations",
    pain: "Yes: both the areas the fat is taken from and the buttocks are sore, especially in the first week.",
    lasting:
      "Yes, mostly — the fat that survives the first months stays, though some of it (often a third or more) is reabsorbed and weight changes show.",
  },
  "mommy-makeover": {
    safety:
      "generally safe for healthy women when a board-certified surgeon performs it, though combining operations makes it longer and adds risk",
    pain: "Yes: with several operations combined, the first week is painful and needs pain relievers and help at home.",
    lasting: "Yes, largely — the changes last as long as your weight stays stable and no pregnancy follows, while the body keeps aging.",
  },
  "breast-reduction": {
    safety: "generally safe for healthy candidates when a board-certified surgeon performs it; like any surgery it has risks",
    pain: "Yes, moderately in the first week; many people say the relief from back pain soon makes up for it.",
    lasting: "Yes — the removed tissue does not come back, though weight changes, hormones and aging can change the breasts.",
  },
  botox: {
    safety: "FDA-approved for expression lines and safe when a trained provider injects it; side effects are usually mild and temporary",
    pain: "Yes, but very little: each injection is a quick pinch, and most people need no numbing.",
    lasting: "No — Botox wears off after 3 to 4 months, so it is repeated to keep the effect.",
  },
  "dermal-fillers": {
    safety: "generally safe when a trained provider injects them and keeps the antidote (hyaluronidase) on hand",
    pain: "Yes, a little: most fillers contain a local anesthetic, and you feel brief pressure and pinches.",
    lasting: "No — most fillers last 6 to 18 months, depending on the product and the area, and are then topped up.",
  },
  coolsculpting: {
    safety: "FDA-cleared and generally safe for suitable candidates; like any treatment it has risks",
    pain: "Yes, a little at first: intense cold and pulling for the first minutes, then the area goes numb.",
    lasting: "Yes — the treated fat cells are gone for good, but the remaining ones can grow if you gain weight.",
  },
  "chemical-peels": {
    safety: "generally safe when a professional chooses the right depth for your skin",
    pain: "Yes, somewhat: light peels sting or burn for a few minutes; deep peels need anesthesia.",
    lasting: "No — a peel improves the skin for months, but sun and aging continue, so peels are usually repeated.",
  },
  "laser-hair-removal": {
    safety: "safe when the right laser for your skin type is used by trained staff",
    pain: "Yes, a little: it feels like a rubber band snapping on the skin; many devices cool the area.",
    lasting: "Yes, mostly — it brings a long-term reduction of hair, though a few hairs may return and need a touch-up session.",
  },
  microneedling: {
    safety: "generally safe when a professional performs it with sterile equipment",
    pain: "Yes, a little: a numbing cream goes on first, and it feels like light scratching.",
    lasting: "No — the new collagen lasts, but the skin keeps aging, so most people repeat a session every so often.",
  },
  "ipl-photofacial": {
    safety: "generally safe on lighter skin when trained staff perform it; darker or tanned skin is better served by another treatment",
    pain: "Yes, a little: each pulse feels like a rubber band snapping.",
    lasting: "No — the spots it clears are gone, but new ones appear with sun exposure, so sessions are repeated.",
  },
  "thread-lift": {
    safety: "generally safe when an experienced provider performs it, though its results are more limited than surgery's",
    pain: "Yes, somewhat: it is done under local anesthesia, and the face is tender for a few days afterwards.",
    lasting: "No — the lift lasts 1 to 3 years as the threads dissolve.",
  },
};

export const PROCEDURE_FACTS: ProcedureFacts[] = PROCEDURES.filter((p) => FACTS[p.slug] && YES_NO[p.slug]).map((procedure) => ({
  procedure,
  ...(FACTS[procedure.slug] as Omit<ProcedureFacts, "procedure" | "safety" | "pain" | "lasting">),
  ...(YES_NO[procedure.slug] as Pick<ProcedureFacts, "safety" | "pain" | "lasting">),
}));

export type Topic =
  "cost" | "amount" | "recovery" | "risks" | "candidacy" | "providers" | "nutrition" | "pain" | "results" | "works" | "overview";
export type Language = "en" | "es";
/** A yes/no question TruGPT answers with its "Yes"/"No" first: is it safe, does it hurt, is it worth it. */
export type YesNo =
  | "pregnancy"
  | "minor"
  | "condition"
  | "safe"
  | "pain"
  | "worth"
  | "lasting"
  | "insurance"
  | "weightLoss"
  | "alcohol"
  | "dissolve"
  | "downtime"
  | "compression"
  | "scars"
  | "helps"
  | "surgical";

export { plainWords };

/** A pattern of whole words or phrases over plainWords' text. */
const words = (...phrases: string[]) => new RegExp(` (?:${phrases.join("|")}) `);

const TOPIC_WORDS: [Topic, RegExp][] = [
  // "How many units / syringes will I need?": no honest number without an exam (eighth round), before "how much" is read as a price.
  [
    "amount",
    words(
      "how many (?:\\w+ )?(?:units?|syringes?|vials?|ml|cc|ccs|mls)",
      "how much (?:product|filler|botox|juvederm|restylane|dysport)(?! (?:cost|costs|is|are|does|do|would|will|per|for a|for one))",
      "cuant[oa]s (?:\\w+ )?(?:unidades|jeringas?|viales|ml|cc|mililitros)",
      "cuanto (?:producto|relleno|botox)(?! (?:cuesta|cuestan|vale|sale|cobran))",
    ),
  ],
  [
    "cost",
    words(
      "cost",
      "costs",
      "price",
      "prices",
      "pricing",
      "how much",
      "expensive",
      "cheap",
      "cheaper",
      "cheapest",
      "afford",
      "financing",
      "fee",
      "fees",
      "cuanto cuesta",
      "cuesta",
      "cuestan",
      "costo",
      "costos",
      "coste",
      "precio",
      "precios",
      "cuanto vale",
      "cuanto sale",
      "caro",
      "barato",
      "barata",
      "mas barato",
      "mas barata",
      "financiamiento",
      // "What does a facelift run?", "what would that set me back?", "ballpark?".
      "(?:does|do|would|will|did) (?:\\w* ){1,5}run",
      "set (?:me|you|us) back",
      "ballpark",
      // Price in slang and Spanish variants (issue 44, eleventh round): "rough number?", "¿cuánto me sale?", "¿a cuánto anda?".
      "rough (?:number|estimate|figure|price|cost|idea)",
      "what s the damage",
      "whats the damage",
      "cuanto me (?:sale|saldria|sala|cobran|cobrarian|costaria|va a salir)",
      "(?:en|a) cuanto (?:sale|anda|esta|lo dejan)",
      // Sixteenth round: "¿cuánto tendría que desembolsar?", "how much would i have to shell out".
      "desembols\\w*",
      // Seventeenth round: "what would i be looking at dollar-wise".
      "(?:dollar|money|price|cost|budget) ?wise",
      "what (?:would|will|am) (?:i|we) (?:be )?looking at(?! (?:for recovery|recovery|downtime|in terms of (?:recovery|downtime|pain)))",
      "shell out",
      "fork out",
      // Thirteenth round: what the asker would pay ("what would i actually pay for one", "out of pocket", "¿cuánto pagaría?").
      "(?:what|how much) (?:\\w+ ){0,3}(?:pay(?! attention)|paying(?! attention)|spend|spending|charge|charging|charged)",
      "out of pocket",
      "cuanto (?:\\w+ ){0,2}(?:pagaria|pago|pagar|pagaste|pagan|gastaria|gastar|cobran|cobrarian)",
      "(?:que|cuanto) (?:\\w+ ){0,2}(?:de )?mi bolsillo",
    ),
  ],
  [
    "nutrition",
    words(
      "nutrition",
      "nutritionists?",
      "dietitians?",
      "dieticians?",
      // turns12: "looking for an RD", "any good RD in austin?" ("rd" alone may be a road).
      "(?:an|a|any|good) rd",
      "diet",
      "eat",
      "eating",
      "foods?",
      "protein",
      "vitamins?",
      "wellness",
      "supplements?",
      "hydration",
      "hydrated",
      "weight loss",
      "lose weight",
      "collagen",
      "zinc",
      "iron",
      "omega 3",
      "fish oil",
      "arnica",
      "bromelain",
      "probiotics?",
      "fiber",
      "sugar",
      "alcohol",
      "caffeine",
      "coffee",
      "drink",
      "water",
      "meals?",
      "snacks?",
      "breakfast",
      "fruits?",
      "vegetables?",
      "calories",
      "fasting",
      "keto",
      "nutricion",
      "nutricionistas?",
      "nutriolog[oa]s?",
      "dietistas?",
      "dietolog[oa]s?",
      "dieta",
      "comer",
      "comida",
      "alimentacion",
      "alimentos",
      "proteinas?",
      "vitaminas?",
      "suplementos?",
      "hidratacion",
      "colageno",
      "hierro",
      "arnica",
      "bromelina",
      "probioticos?",
      "fibra",
      "azucar",
      "alcohol",
      "cafe",
      "beber",
      "agua",
      "comidas?",
      "desayuno",
      "frutas?",
      "verduras",
      "calorias",
      "ayuno",
      "adelgazar",
      "bajar de peso",
    ),
  ],
  [
    "recovery",
    words(
      "recover",
      "recovery",
      // Typed fast: "recovry", "recuperacon"; and days away from work or school ("how many days off").
      "recov\\w*",
      "recupera\\w*",
      "how many (?:days|weeks|nights)",
      "(?:days?|weeks?) off",
      "off (?:work|school)",
      "miss(?:ing)? (?:work|school)",
      "faltar al (?:trabajo|colegio|escuela)",
      "dias (?:de )?(?:incapacidad|descanso|baja)",
      // "How many sessions tho?": the course of treatment is told with the recovery.
      "sessions?",
      "how many (?:treatments|times|rounds|visits)",
      "sesion(?:es)?",
      "cuantas (?:veces|visitas)",
      "downtime",
      "heal",
      "healing",
      "swelling",
      "bruising",
      "back to work",
      "return to work",
      "time off",
      "aftercare",
      "how long",
      "when can i",
      "exercise",
      "work ?out",
      "gym",
      // Weights, not a face: "lifting facial", "lifting de cara" and "butt lifting" name procedures.
      "(?<!(?:face|facial|brow|butt|breast|thread) )lifting(?! (?:facial|de cara|de senos|de busto|de gluteos|de cuello|de papada|de pompas|cervicofacial) )",
      "drive",
      "fly",
      "shower",
      "sleep",
      "cuando puedo",
      "ejercicio",
      "gimnasio",
      "manejar",
      "conducir",
      "volar",
      "ducharme",
      "dormir",
      "recuperacion",
      "recuperarme",
      "recuperarse",
      "volver al trabajo",
      "regresar al trabajo",
      "reposo",
      "hinchazon",
      "moretones",
      "cicatrizacion",
      "cuanto tiempo",
      "cuanto dura",
      "cuanto duran",
      "cuanto le dura",
      "duracion",
      "how long does it last",
      "how long do they last",
    ),
  ],
  [
    "risks",
    words(
      "risk",
      "risks",
      "risky",
      "safe",
      "safety",
      "complications?",
      "side effects?",
      "dangerous",
      "dangers?",
      "downsides?",
      "(?:warning )?signs of (?:an )?(?:infection|complications?|a problem)",
      "(?:watch|look) out for",
      "watch for",
      "senales de (?:alarma|infeccion)",
      "drawbacks?",
      "cons",
      "desventajas?",
      "contras",
      "riesgos?",
      "seguro",
      "segura",
      "seguridad",
      "peligros[oa]",
      "complicaciones",
      "efectos secundarios",
    ),
  ],
  [
    "candidacy",
    words(
      "candidate",
      "candidacy",
      "eligible",
      "right for me",
      "good fit",
      "qualify",
      // "Am I a good fit?", not "how sore am I gonna be".
      "am i (?:a|an|too|eligible|right|suitable|ok|okay|fit)",
      "too old",
      "too young",
      "candidat[oa]s?",
      "me conviene",
    ),
  ],
  [
    "providers",
    words(
      "find",
      "recommend",
      "doctors?",
      "surgeons?",
      "providers?",
      "clinics?",
      "near",
      "who should",
      "who (does|do|offers?|performs?|can do)",
      "where can i (get|have)",
      "best",
      "medicos?",
      "doctora?s?",
      "cirujan[oa]s?",
      "clinicas?",
      "cerca",
      "quien (lo|la) hace",
      "donde (me )?(lo|la) (hago|hacen)",
      "especialistas?",
      "proveedor(es)?",
    ),
  ],
];

/** The kind of question, in the order a person would most likely mean it ("what to eat to heal" is about nutrition). */
export function detectTopic(text: string, byMeaning = true): Topic {
  // A procedure's own name says nothing of the question ("¿soy candidata para un lifting facial?" is not about lifting weights).
  const plain = withoutProcedureNames(plainWords(text));
  if (plain.includes("$")) return "cost";
  const fallback = () => (byMeaning ? topicByMeaningOrTypo(text) : GOES_WRONG.test(plain) ? "risks" : "overview");
  const topic = TOPIC_WORDS.find(([, pattern]) => pattern.test(plain))?.[0] ?? fallback();
  // "How much protein do I need?" is about food, not a price.
  if (topic === "cost" && !PRICE_WORDS.test(plain) && NUTRITION_WORDS.test(plain)) return "nutrition";
  // "How much will it hurt?", "how much swelling after lipo?": "how much" of something else than money.
  if (topic === "cost" && !PRICE_WORDS.test(plain) && byMeaning) {
    const meant = topicByMeaning(plainWords(text));
    if (meant !== "overview") return meant;
  }
  // "Fruit flies in my kitchen" are pests, not food.
  if (topic === "nutrition" && HOUSEHOLD_PESTS.test(plain)) return "overview";
  return topic;
}

/** topicByMeaning, and through the spelling layer's corrections when the words as typed say nothing ("capsular contracure"). */
function topicByMeaningOrTypo(text: string): Topic {
  const meant = topicByMeaning(plainWords(text));
  return meant !== "overview" ? meant : topicByMeaning(correctedWords(text));
}

/**
 * Where no word names the kind of question, what it is about (issue 44, seventh round): what can go
 * wrong (a complication, its signs, how likely), the days after (a body swollen, bruised, tight;
 * "one week after"), when results show, or how it works; else an overview. A question about one's
 * own recovery is never read as asking for the price sheet.
 */
function topicByMeaning(plain: string): Topic {
  const marked = withProcedureNames(plain, " proc ");
  // Tenth round (decision 081): a complication named by its clinical category is a risks question; aftercare, a recovery one.
  const aboutProcedure = marked.includes(" proc ") || REFERS_BACK.test(marked);
  if (GOES_WRONG.test(marked) || RISK_CUES.test(marked) || COMPLICATION_WORDS.test(marked)) return "risks";
  if (aboutProcedure && EVERYDAY_COMPLICATION_WORDS.test(marked)) return "risks";
  if (PAIN_CUES.test(marked)) return "pain";
  if (RECOVERY_CUES.test(marked) || AFTERCARE_WORDS.test(marked) || LASTS_LONGER.test(marked)) return "recovery";
  if (RESULTS_CUES.test(marked)) return "results";
  if (WORKS_CUES.test(marked)) return "works";
  return "overview";
}

const PRICE_WORDS = words(
  "cost",
  "costs",
  "price",
  "prices",
  "pricing",
  "expensive",
  "cheap",
  "cheaper",
  "afford",
  "fees?",
  "cuesta",
  "cuestan",
  "costo",
  "precios?",
  "caro",
  "barat[oa]",
);
const NUTRITION_WORDS = TOPIC_WORDS.find(([topic]) => topic === "nutrition")![1];

/** Whether the text names a kind of question of its own (anything but an overview). */
export function hasTopic(text: string): boolean {
  return detectTopic(text) !== "overview" || yesNoOf(text) !== undefined;
}

const YES_NO_PATTERNS: [YesNo, RegExp][] = [
  // Before "safe": "Is Botox safe while pregnant?" is not answered with the general "Yes, safe".
  [
    "pregnancy",
    /^ (is|are|can|could|may|should|es|son|puedo|se puede|debo) (.* )?(pregnan(t|cy)|expecting|trying to conceive|breast ?feeding|nursing|embarazad[ao]s?|embarazo|lactancia|amamantando|dando (el )?pecho) /,
  ],
  [
    "insurance",
    / (covered by (my )?insurance|insurance (cover|covers|pay|pays)|cubre (el|mi) seguro|cubierto por (el|mi) seguro|cubierta por (el|mi) seguro|(lo|la) cubre (el|mi) seguro|paga (el|mi) seguro) /,
  ],
  [
    "weightLoss",
    /^ (is|are|will|can|does|do|es|son|sirve|puedo) (.* )?(lose weight|losing weight|weight loss|bajar de peso|adelgazar|perder peso) /,
  ],
  [
    "alcohol",
    /^ (can|may|should|is it ok to|is it okay to|puedo|debo|se puede) (.* )?(alcohol|wine|beer|smoke|smoking|vape|beber|vino|cerveza|fumar) /,
  ],
  ["dissolve", /^ (can|could|is|are|se puede|se pueden|puede|pueden) (.* )?(dissolved?|reversed?|undone|disolver|disolverse|revertir) /],
  [
    "downtime",
    / (is there|will there be|how much|do i need|hay|tiene|necesito) (.* )?(any )?(downtime|time off|tiempo de recuperacion|baja|reposo) /,
  ],
  ["compression", /^ (do|does|will|should|must|tengo|debo|hay) (.* )?(compression|garments?|faja|prendas? de compresion) /],
  [
    "helps",
    /^ (does|do|can|will|would|puede|pueden|sirve|sirven) (.* )?(help|helps|treat|fix|get rid of|improve|reduce|ayuda|ayudan|sirve para|quita|quitan|elimina|mejora) /,
  ],
  ["scars", /^ (does|do|will|is|are|deja|dejan|queda|quedan) (.* )?(leave|leaves|scars?|scarring|cicatri(z|ces)) /],
  ["safe", / (is|are|es|son) (.* )?(safe|dangerous|segur[oa]s?|peligros[oa]s?) /],
  ["pain", /^ (does|do|is|will|would|can) (.* )?(hurt|hurts|painful) | (duele|duelen|dolorosa?) /],
  ["worth", /^ (is|are|would|will) (.* )?worth (it|the) | vale la pena /],
  [
    "lasting",
    / (is|are|will|do|does|es|son|sera|seran|dura|duran) (.* )?(permanent|permanente|permanentes|last forever|forever|para siempre|definitiv[oa]s?) /,
  ],
  // "Is it surgery?", "¿es una operación?": whether the procedure is surgical, after every other kind ("is surgery safe" is about safety);
  // "is it non-invasive?" asks the opposite, so it is not read as this question.
  [
    "surgical",
    / (is|are|es|son) (.* )?(?<!(?:non|no|not|minimally|minimamente|poco) )(a surgery|surgery|surgical|an operation|invasive|una cirugia|cirugia|quirurgic[oa]s?|una operacion|operacion|invasiv[oa]s?)( or not| o no)? $/,
  ],
];

/** An age under 18: cosmetic treatment is for adults, whatever the procedure's general safety. */
const MINOR =
  / (1[0-7]|thirteen|fourteen|fifteen|sixteen|seventeen) (years?|yrs?|anos|yo)( old)? | (teens?|teenagers?|minors?|menor(es)? de edad|adolescentes?) | at 1[0-7] | (a los|con) 1[0-7] | (i m|im|i am|she s|he s|she is|he is|is|tiene|tengo) (1[0-7]|thirteen|fourteen|fifteen|sixteen|seventeen)(?! (weeks?|days?|months?|hours?|hrs?|minutes?|mins?|am|pm|units?|ml|cc|syringes?|sessions?|miles?|percent|pounds?|lbs?|dollars?|dias|semanas|meses|horas|minutos|unidades|jeringas?|sesiones|millas)) | (hij[oa]|nin[oa]|sobrin[oa]|son|daughter|kid|child) (de|of) (1[0-7]|trece|catorce|quince|dieciseis|diecisiete) /;
/** A health condition or medicine that changes a procedure's risks: never answered with the general "Yes, safe". */
const CONDITION =
  / (blood thinners?|anticoagulants?|warfarin|coumadin|eliquis|xarelto|diabetes|diabetic|heart (disease|condition|problems?)|high blood pressure|hypertension|autoimmune|lupus|myasthenia gravis|neuromuscular|bleeding disorder|hemophilia|chemotherapy|keloids?|anticoagulantes|diabetic[oa]|problemas (del|de) corazon|presion alta|hipertension|enfermedad autoinmune) /;
/** Whether the text asks if something may be done or is safe ("Can I...?", "Is it safe...?", "¿Puedo...?"). */
const ASKS_IF =
  /^ (is|are|can|could|should|may|am|will|would|es|son|puedo|se puede|debo) | (can|could|should|may) (i|she|he|we|they) | is (it|a|an|this) | is (that|it|this) (ok|okay|alright|fine|allowed) | puedo | (se|le|lo|la) puede | es segur[oa] | esta bien | (safe|segur[oa]) /;

/** The yes/no question asked, if the text asks one TruGPT answers with its Yes or No first. */
export function yesNoOf(text: string): YesNo | undefined {
  const plain = plainWords(text);
  const found = YES_NO_PATTERNS.find(([, pattern]) => pattern.test(plain))?.[0];
  if (found === "pregnancy") return found;
  if ((found || ASKS_IF.test(plain)) && MINOR.test(plain)) return "minor";
  if ((found || ASKS_IF.test(plain)) && CONDITION.test(plain)) return "condition";
  // "Is it safe to fly after a BBL?" asks about an activity afterwards, not the procedure's safety.
  const kind = found === "safe" && / (safe|seguro|segura) (to|para) /.test(plain) ? undefined : found;
  // "Is it safe to take fish oil before a facelift?" asks about the fish oil: a nutrition answer.
  if (detectTopic(text) === "nutrition" && kind !== "weightLoss" && kind !== "alcohol") return undefined;
  return kind;
}

/** Every name of every procedure, English and Spanish (knowledge-es.ts), longest first ("lip filler" before "filler"). */
const ALIASES = PROCEDURE_FACTS.flatMap((facts) =>
  [
    ...facts.aliases,
    ...(FACTS_ES[facts.procedure.slug]?.aliases ?? []),
    ...(MORE_ALIASES[facts.procedure.slug] ?? []),
    ...(BRAND_SLUGS[facts.procedure.slug] ?? []),
  ].map((alias) => ({
    facts,
    alias: plainWords(alias),
  })),
).sort((a, b) => b.alias.length - a.alias.length);

/** The text with every procedure name blanked out. */
export function withoutProcedureNames(plain: string): string {
  return withProcedureNames(plain, " ");
}

/** The text with every procedure name replaced ("after a proc"). */
function withProcedureNames(plain: string, replacement: string): string {
  let out = plain;
  for (const { alias } of ALIASES) while (out.includes(alias)) out = out.replace(alias, replacement);
  return out;
}

/** The procedure a text names (by its name or a common name, in English or Spanish), if any. */
export function detectProcedure(text: string): ProcedureFacts | undefined {
  const plain = withHairLaser(withImplants(plainWords(text)));
  return ALIASES.find(({ alias }) => plain.includes(alias))?.facts;
}

/** "Implants" with no other part named (not teeth, chin, cheeks, buttocks...) are breast implants: "thinking about getting implants". */
const OTHER_IMPLANT =
  / (?:dental|teeth|tooth|chin|cheek|cheeks|butt|buttock|buttocks|glute|gluteal|calf|calves|pec|pecs|hair|jaw|nose|lip|lips|dientes|dental(?:es)?|menton|pomulos?|gluteos?|nalgas|pantorrillas?|cabello|pelo|mandibula|nariz|labios?|contraceptive|birth control|anticonceptivos?|cochlear|knee|hip|rodilla|cadera) (?:\w+ ){0,1}(?:implants?|implantes?)| (?:implants?|implantes?) (?:\w+ ){0,1}(?:in|on|for|de|en|para) (?:my |the |mi |mis |los |las |el |la )?(?:teeth|tooth|chin|cheeks?|butt|buttocks|glutes|calves|jaw|dientes|menton|pomulos|gluteos|nalgas|pantorrillas|mandibula|boca|mouth|arm|brazo)/;
/** Sixteenth round: "el aumento" in a turn about the breasts ("la piel de los senos... a una semana del aumento") is a breast augmentation. */
const BREASTS = / (?:senos?|pechos?|busto|bubis|boobs|breasts?|chichis) /;
const BARE_AUGMENTATION = / (?:el|del|mi|su|the|my|her|an|this) (?:aumento|augmentation|aug)(?! (?:de|del|of) )/g;
function withImplants(plain: string): string {
  if (BREASTS.test(plain)) plain = plain.replace(BARE_AUGMENTATION, (match) => `${match} de senos `.replace("  ", " "));
  if (OTHER_IMPLANT.test(plain)) return plain;
  return plain.replace(/ (implants?|implantes?) /g, (_, word: string) =>
    word.startsWith("implante") ? ` implantes de senos ` : ` breast implants `,
  );
}

/**
 * Hair taken off with a laser, said in other words ("quitarme el vello de las piernas con láser",
 * "depilarme las axilas con láser", "laser to get rid of the hair on my legs"): laser hair removal.
 */
const HAIR_AND_LASER =
  / (?:(?:depil\w*|vellos?|pelos?|hairs?|bellos?)(?: \w+){0,6} (?:laser|lasers|lazer)|(?:laser|lasers|lazer)(?: \w+){0,6} (?:depil\w*|vellos?|pelos?|hairs?)) /;
function withHairLaser(plain: string): string {
  return HAIR_AND_LASER.test(plain) ? plain.replace(HAIR_AND_LASER, (m) => ` laser hair removal${m}`) : plain;
}

/** Every procedure a text names, in the order it names them ("botox vs fillers": Botox, then Dermal Fillers). */
export function detectProcedures(text: string): ProcedureFacts[] {
  let plain = withHairLaser(withImplants(plainWords(text)));
  const found: { facts: ProcedureFacts; at: number }[] = [];
  for (const { facts, alias } of ALIASES) {
    const at = plain.indexOf(alias);
    if (at === -1) continue;
    // The longer alias wins its words ("lip filler" is not also "filler").
    plain = plain.slice(0, at) + " ".repeat(alias.length - 1) + plain.slice(at + alias.length - 1);
    if (!found.some((f) => f.facts === facts)) found.push({ facts, at });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.facts);
}

/** Words that point back at the procedure of the turn before ("is it safe?", "after that", "¿y eso?"). */
const REFERS_BACK = words(
  "it",
  "that",
  "this",
  "those",
  "these",
  "them",
  "the procedure",
  "the surgery",
  "the treatment",
  "eso",
  "esa",
  "ese",
  "esto",
  "lo mismo",
  // Thirteenth round: the procedure as a Spanish object pronoun ("¿me lo puedo hacer ya?", "¿puedo hacérmelo?").
  "(?:me|te|se|nos) (?:lo|la|los|las) (?:puedo|puede|pueden|podria|podrian|hago|hace|hacen|haria|pongo|pone|ponen|aplico|aplican|quito|dejo)",
  "(?:hacer|poner|aplicar|hacerme|ponerme|aplicarme|hacerse|ponerse)(?:lo|la|los|las|melo|mela|selo|sela)",
);
/** Words that point back at the place of the turn before. */
const REFERS_TO_PLACE = words(
  "there",
  "near there",
  "that area",
  "that city",
  "same (?:area|place|city|town|location|spot|neighbou?rhood)",
  "alli",
  "ahi",
  "alla",
  "esa zona",
  "esa ciudad",
  "(?:la )?misma (?:zona|ciudad|area)",
  "(?:el )?mismo (?:lugar|sitio|barrio)",
);
/** A follow-up shaped like one: "what about recovery?", "and the risks?", "¿y la recuperación?". */
const FOLLOW_UP_START = /^ (what about|how about|and|also|y|que tal|tambien) /;

export function refersBack(text: string): boolean {
  return REFERS_BACK.test(plainWords(text)) || refersToPlace(text);
}

export function refersToPlace(text: string): boolean {
  return REFERS_TO_PLACE.test(plainWords(text));
}

/** Shaped like a follow-up, in any of its sentences: "what about Botox?", "nvm. and the cost?", "¿y el bótox?". */
export function startsLikeFollowUp(text: string): boolean {
  return text.split(/[.!?¿¡;]+/).some((sentence) => FOLLOW_UP_START.test(plainWords(sentence)));
}

/** A short question with a kind but no subject of its own ("what about recovery?", "and the cost?", "does it hurt?"). */
export function isBareFollowUp(text: string): boolean {
  return startsLikeFollowUp(text) || plainWords(text).trim().split(" ").length <= 4;
}

/** A question's first word (after "and", "so", "ok"...): what, how, why, can, is, qué, cómo, ¿se puede?... */
const QUESTION_START =
  /^ (?:(?:and|so|ok|okay|but|also|hey|hi|y|pero|entonces|oye|bueno) )*(?:what|whats|how|why|when|which|is|are|does|do|did|can|could|should|would|will|has|have|que|como|por que|porque|cuando|cual|cuales|es|son|se puede|puede|pueden|hay|tiene|tienen) /;
/** Questions that ask for the overview of a procedure: "what is it", "tell me about", "¿qué es?", "what about Botox?". */
const OVERVIEW_ASKED = words(
  "what (?:is|are|s)",
  "whats",
  "what about",
  "how about",
  "tell me",
  "info\\w*",
  "explain",
  "(?:know|learn|hear|read) (?:more )?about",
  "more about",
  "(?:do|can|could) you (?:do|offer|help|know|have|recommend)",
  "options?",
  "que (?:es|son|tal)",
  "en que consiste",
  "informacion",
  "(?:hablame|cuentame|dime|explicame)",
  "(?:saber|conocer) (?:mas )?(?:sobre|de|acerca)",
  // A comparison of two products or brands of one procedure: its overview ("which is better, Dysport or Xeomin?").
  "better",
  "best",
  "differen\\w*",
  "differ",
  "compare\\w*",
  "vs",
  "versus",
  "mejor(?:es)?",
  "diferencias?",
  "diferente",
  "compar\\w*",
);
/** Words that carry no kind of question of their own. */
const FUNCTION_WORDS = new Set(
  "a an the and or but so ok okay hey hi i me my mine you your it its it s this that these those there here is are was were be been am do does did can could should would will has have had to of in on at for with from by about as if than then what whats how why when which who s t m ll ve d re get getting got really just also any some much many more most very y o pero entonces oye bueno el la los las un una unos unas de del al a en con por para sobre que como por porque cuando cual cuales es son fue ser estar esta esto eso ese esa mi mis me te se le lo tu su sus yo hay tiene tienen puede pueden puedo si no muy mas tambien ya".split(
    " ",
  ),
);

/**
 * The safe default's question (issue 44, tenth round; decision 081): a question about a procedure
 * (it starts with a question word) whose kind TruGPT cannot read — no kind by words or by meaning,
 * no yes/no, not an overview asked for, and words of its own besides the procedure's name ("why do
 * my results look different in photos?"). It gets what TruGPT can tell about that procedure, never the
 * price sheet and providers alone, which would answer something not asked.
 */
export function asksUnreadKind(text: string): boolean {
  const plain = plainWords(text);
  if (!QUESTION_START.test(plain) || OVERVIEW_ASKED.test(plain)) return false;
  if (detectTopic(text) !== "overview" || yesNoOf(text) !== undefined) return false;
  const own = withoutProcedureNames(plain)
    .trim()
    .split(" ")
    .filter((word) => word && !FUNCTION_WORDS.has(word));
  return own.length > 0;
}

/** Hello, help: answered with what TruGPT can do. */
const GREETING = words(
  "hello",
  "hi",
  "hey",
  "good (morning|afternoon|evening)",
  "help",
  "what can you do",
  "who are you",
  "hola",
  "buenos dias",
  "buenas tardes",
  "buenas noches",
  "buenas",
  "ayuda",
  "que puedes hacer",
  "quien eres",
);

/** Words of TruGPT's field: a question with one of them (and no procedure) is asked which procedure it means. */
const IN_SCOPE = words(
  "surgery",
  "surgeries",
  "surgeon",
  "surgeons",
  "cosmetic",
  "plastic",
  "aesthetics?",
  "procedures?",
  "treatments?",
  "injections?",
  "injectables?",
  "doctors?",
  "providers?",
  "clinics?",
  "med ?spa",
  "skin",
  "wrinkles?",
  "fat",
  "scars?",
  "breasts?",
  "nose",
  "face",
  "body",
  "tummy",
  "lips",
  "implants?",
  "anesthesia",
  "consultation",
  "recovery",
  "downtime",
  "swelling",
  "bruising",
  "truself",
  "trugpt",
  "cirugias?",
  "cirujan[oa]s?",
  "cosmetic[oa]s?",
  "esteticas?",
  "esteticos?",
  "procedimientos?",
  "tratamientos?",
  "inyecciones",
  "medic[oa]s?",
  "doctora?",
  "clinicas?",
  "piel",
  "arrugas",
  "grasa",
  "cicatri(z|ces)",
  "senos",
  "pecho",
  "nariz",
  "cara",
  "cuerpo",
  "abdomen",
  "gluteos",
  "labios",
  "implantes",
  "anestesia",
  "consulta",
  "recuperacion",
  "hinchazon",
);

/** Everyday subjects outside TruGPT's field; they win over "there" or "recommend" unless the question also names our field. */
const OFF_TOPIC = words(
  "pizza",
  "pizzas",
  "restaurants?",
  "bars?",
  "cafes?",
  "recipes?",
  "lasagna",
  "cook",
  "cooking",
  "bake",
  "weather",
  "forecast",
  "hotels?",
  "flights?",
  "movies?",
  "films?",
  "football",
  "soccer",
  "basketball",
  "baseball",
  "stocks?",
  "bitcoin",
  "crypto",
  "python",
  "javascript",
  "taxes",
  "restaurantes?",
  "receta",
  "recetas",
  "clima",
  "tiempo manana",
  "(?:que )?tiempo (?:hara|hace|va a hacer)",
  "pronostico",
  "pelicula",
  "peliculas",
  "futbol",
  "hoteles?",
  "vuelos?",
  "lasana",
  "lasanas",
  "lasagne",
  "super ?bowl",
  "impuestos",
  "elections?",
  "elecciones",
);

/** Whether the question is about an everyday subject outside TruGPT's field (pizza, weather, code), naming no procedure and nothing of the field. */
export function isOffTopic(text: string): boolean {
  const plain = plainWords(text);
  return (
    (OFF_TOPIC.test(plain) || MORE_OFF_TOPIC.test(plain) || WRITING_REQUEST.test(plain) || HOUSEHOLD_PESTS.test(plain)) &&
    (!IN_SCOPE.test(plain) || WRITING_REQUEST.test(plain)) &&
    !detectProcedure(text) &&
    detectTopic(text) !== "nutrition"
  );
}

/**
 * What a question with no procedure (its own or one it refers back to) is: a greeting, a question
 * of TruGPT's field (which procedure?), nutrition, or outside TruGPT's scope (lasagna, weather, code).
 */
export function scopeOf(text: string): "greeting" | "field" | "nutrition" | "outside" {
  const plain = plainWords(text);
  if (detectTopic(text) === "nutrition") return "nutrition";
  if (isOffTopic(text)) return "outside";
  const topic = detectTopic(text);
  // A kind read by meaning makes a turn TruGPT's only when it is about a body or a treatment: "what are the
  // symptoms of covid" is not a question about a procedure's risks.
  const byWords = detectTopic(text, false);
  if (
    IN_SCOPE.test(plain) ||
    ["recovery", "risks", "candidacy"].includes(byWords) ||
    ["recovery", "pain", "results", "works", "amount"].includes(topic) ||
    yesNoOf(text)
  )
    return "field";
  // "How much does it cost?" with nothing to refer back to: which procedure? (Lasagna's price is not ours.)
  if (topic !== "overview" && refersBack(text)) return "field";
  if (GREETING.test(plain)) return "greeting";
  return "outside";
}

const SPANISH_WORDS = words(
  "que",
  "cuanto",
  "cuanta",
  "cuantos",
  "como",
  "cuesta",
  "es",
  "son",
  "un",
  "una",
  "el",
  "la",
  "los",
  "las",
  "de",
  "del",
  "en",
  "por",
  "para",
  "con",
  "mi",
  "tengo",
  "puedo",
  "despues",
  "cerca",
  "hay",
  "seguro",
  "duele",
  "precio",
  "y",
  "lo",
  "se",
  "dias",
  "semanas",
  "hola",
  "quiero",
  "donde",
  "cual",
  "pecho",
  "dolor",
  // Sixteenth round: everyday verbs and procedure names only Spanish has ("gables aesthetic surgery hace abdominoplastia?").
  "hace",
  "hacen",
  "tiene",
  "tienen",
  "ofrece",
  "ofrecen",
  "necesito",
  "busco",
  "alguna",
  "algun",
  "tambien",
  "pero",
  "muy",
  "abdominoplastia",
  "rinoplastia",
  "liposuccion",
  "blefaroplastia",
  "relleno",
  "rellenos",
  "labios",
  "depilacion",
  "cirugia",
  "estiramiento",
  "senos",
);
const ENGLISH_WORDS = words(
  "the",
  "is",
  "are",
  "does",
  "do",
  "what",
  "how",
  "much",
  "cost",
  "in",
  "near",
  "of",
  "for",
  "to",
  "my",
  "i",
  "it",
  "after",
  "can",
  "safe",
  "about",
  "and",
  "with",
  "days",
  "weeks",
  "hello",
  "want",
  "where",
  "which",
  "chest",
  "pain",
);

function countMatches(plain: string, pattern: RegExp): number {
  return plain
    .trim()
    .split(" ")
    .filter((word) => pattern.test(` ${word} `)).length;
}

/** The language a question is written in: Spanish or English, or undefined when it cannot tell ("Botox?"). */
export function detectLanguage(text: string): Language | undefined {
  const plain = plainWords(text);
  const marks = (text.match(/[¿¡ñáéíóú]/giu) ?? []).length;
  const spanish = countMatches(plain, SPANISH_WORDS) + 2 * marks;
  const english = countMatches(plain, ENGLISH_WORDS);
  if (spanish === english) return undefined;
  return spanish > english ? "es" : "en";
}

/** The warning signs that get EMERGENCY_GUIDANCE are the safety layer's (app/chat/safety/warning-signs.ts). */
export const EMERGENCY_GUIDANCE =
  "If this is happening now, call 911 (or your local emergency number) right away or go to the nearest emergency room. Chest pain, trouble breathing, heavy bleeding or a fever after a procedure can be serious and needs in-person care immediately; then let your surgeon's office know. If you or someone close to you is having thoughts of self-harm, stay with someone you trust and call or text 988 (the Suicide & Crisis Lifeline) now.";

/** EMERGENCY_GUIDANCE in Spanish. */
export const EMERGENCY_GUIDANCE_ES =
  "Si esto está pasando ahora, llama al 911 (o al número de emergencias local) de inmediato o ve a la sala de emergencias más cercana. El dolor en el pecho, la dificultad para respirar, el sangrado abundante o la fiebre después de un procedimiento pueden ser graves y necesitan atención en persona de inmediato; después avisa al consultorio de tu cirujano. Si tú o alguien cercano tiene pensamientos de hacerse daño, quédate con alguien de confianza y llama o envía un mensaje de texto al 988 (Línea de Prevención del Suicidio y Crisis), que también atiende en español.";

export const NOT_MEDICAL_ADVICE =
  "This information is for education only and is not medical advice. Please consult a qualified, board-certified provider about your situation.";

/** NOT_MEDICAL_ADVICE in Spanish. */
export const NOT_MEDICAL_ADVICE_ES =
  "Esta información es solo educativa y no es un consejo médico. Consulta tu caso con un proveedor calificado y certificado.";

export const NUTRITION_FACTS =
  "Around any procedure, eat enough protein (about 0.8 to 1 g per kg of body weight, more while healing), plenty of vegetables and fruit for vitamin C and zinc, drink water generously, limit salt to keep swelling down, and avoid alcohol and nicotine for several weeks before and after surgery. Stop supplements that thin the blood (fish oil, vitamin E, ginkgo) only as your surgeon advises.";
