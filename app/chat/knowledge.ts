/**
 * TruGPT's curated knowledge of the procedures of spec 001's option list: what people call them,
 * and for each what it is, the typical US price (spec 001's demo ranges where it gives them; the
 * procedure catalogue's ranges otherwise), recovery, risks, candidacy and questions to ask.
 * Retrieval (app/chat/retrieval.server.ts) picks facts from here; every engine writes from them.
 */
import { PROCEDURES, type Procedure } from "~/directory/procedures";

export type ProcedureFacts = {
  procedure: Procedure;
  /** Lowercase names and common names, matched as whole words. */
  aliases: string[];
  recovery: string;
  risks: string;
  candidacy: string;
  questions: string[];
};

const FACTS: Record<string, Omit<ProcedureFacts, "procedure">> = {
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
    aliases: ["botox", "botulinum", "dysport", "xeomin", "wrinkle injections", "neurotoxin"],
    recovery: "No downtime: avoid lying down or rubbing the area for 4 hours. Results show in 3 to 14 days and last 3 to 4 months.",
    risks: "Bruising, headache, a drooping eyelid or brow for a few weeks, and an uneven result.",
    candidacy: "Adults with expression lines (frown lines, forehead lines, crow's feet); not during pregnancy or breastfeeding.",
    questions: ["How many units do I need, and is the price per unit or per area?", "Who performs the injections?"],
  },
  "dermal-fillers": {
    aliases: ["dermal fillers", "dermal filler", "fillers", "filler", "lip filler", "lip fillers", "juvederm", "restylane"],
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
    recovery: "Little downtime: spots darken and flake off within a week.",
    risks: "Burns, blisters and pigment changes, especially on tanned or darker skin.",
    candidacy: "Lighter skin types with sun spots, redness or broken capillaries.",
    questions: ["Is IPL safe for my skin tone?", "How many sessions will I need?"],
  },
  "thread-lift": {
    aliases: ["thread lift", "thread lifts", "pdo threads"],
    recovery: "A few days of swelling and tenderness; avoid wide mouth opening and facial massage for 2 weeks. Results last 1 to 3 years.",
    risks: "Visible or palpable threads, dimpling, infection and asymmetry.",
    candidacy: "People with mild to moderate sagging who are not ready for a facelift.",
    questions: ["Which threads do you use?", "How long will my result last compared with a facelift?"],
  },
};

export const PROCEDURE_FACTS: ProcedureFacts[] = PROCEDURES.filter((p) => FACTS[p.slug]).map((procedure) => ({
  procedure,
  ...(FACTS[procedure.slug] as Omit<ProcedureFacts, "procedure">),
}));

export type Topic = "cost" | "recovery" | "risks" | "candidacy" | "providers" | "nutrition" | "overview";

const TOPIC_WORDS: [Topic, RegExp][] = [
  ["cost", /\b(cost|costs|price|prices|pricing|how much|expensive|cheap|afford|financing|fee|fees|\$)/],
  ["nutrition", /\b(nutrition|diet|eat|eating|food|protein|vitamin|vitamins|wellness|supplement|supplements|hydration|weight loss)\b/],
  ["recovery", /\b(recover|recovery|downtime|heal|healing|swelling|bruising|back to work|time off|aftercare)\b/],
  ["risks", /\b(risk|risks|risky|safe|safety|complication|complications|side effects?|dangerous)\b/],
  ["candidacy", /\b(candidate|candidacy|eligible|right for me|good fit|qualify|am i|too old|too young)\b/],
  ["providers", /\b(find|recommend|doctor|doctors|surgeon|surgeons|provider|providers|clinic|clinics|near|who should|best)\b/],
];

/** The kind of question, in the order a person would most likely mean it ("what to eat to heal" is about nutrition). */
export function detectTopic(text: string): Topic {
  const lower = text.toLowerCase();
  return TOPIC_WORDS.find(([, pattern]) => pattern.test(lower))?.[0] ?? "overview";
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const ALIAS_PATTERNS = PROCEDURE_FACTS.flatMap((facts) =>
  facts.aliases.map((alias) => ({ facts, pattern: new RegExp(`(^|[^a-z])${escapeRegExp(alias)}([^a-z]|$)`) })),
)
  // Longer names first, so "ipl photofacial" wins over "ipl" and "lip filler" over "filler".
  .sort((a, b) => b.pattern.source.length - a.pattern.source.length);

/** The procedure a text names (by its name or a common name), if any. */
export function detectProcedure(text: string): ProcedureFacts | undefined {
  const lower = text.toLowerCase();
  return ALIAS_PATTERNS.find(({ pattern }) => pattern.test(lower))?.facts;
}

const EMERGENCY =
  /\b(chest pain|trouble breathing|difficulty breathing|can'?t breathe|cannot breathe|short(ness)? of breath|heavy bleeding|bleeding heavily|won'?t stop bleeding|severe bleeding|passed out|fainted|unconscious|seizure|stroke|coughing (up )?blood|calf pain and swelling)\b/;

export function isEmergency(text: string): boolean {
  return EMERGENCY.test(text.toLowerCase());
}

export const EMERGENCY_GUIDANCE =
  "If this is happening now, call 911 (or your local emergency number) right away or go to the nearest emergency room. Chest pain, trouble breathing or heavy bleeding after a procedure can be serious and needs in-person care immediately; then let your surgeon's office know.";

export const NOT_MEDICAL_ADVICE =
  "This information is for education only and is not medical advice. Please consult a qualified, board-certified provider about your situation.";

export const NUTRITION_FACTS =
  "Around any procedure, eat enough protein (about 0.8 to 1 g per kg of body weight, more while healing), plenty of vegetables and fruit for vitamin C and zinc, drink water generously, limit salt to keep swelling down, and avoid alcohol and nicotine for several weeks before and after surgery. Stop supplements that thin the blood (fish oil, vitamin E, ginkgo) only as your surgeon advises.";
