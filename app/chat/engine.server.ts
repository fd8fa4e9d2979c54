/**
 * TruGPT's answer engines behind one interface, chosen by configuration (TRUGPT_ENGINE):
 * - "local" (default): the offline, directory-grounded engine below;
 * - "workers-ai": Workers AI through the AI binding (app/chat/model-engines.server.ts);
 * - "openai-compatible": any OpenAI-compatible endpoint (AI_API_URL, AI_MODEL, AI_API_KEY).
 * Every engine gets the same grounding (app/chat/retrieval.server.ts): retrieval is ours.
 */
import { env } from "cloudflare:workers";
import { ANSWER_TEXTS, procedureKind, type AnswerTexts } from "./answer-texts";
import { asksHowLongItLasts, DANGEROUS, SIGNS_ASKED } from "./answer-words";
import { detectTopic, plainWords, PROCEDURE_FACTS, type Language, type ProcedureFacts, type Topic } from "./knowledge";
import { FACTS_ES, priceEs } from "./knowledge-es";
import { modelEngine } from "./model-engines.server";
import { NEAR_RADIUS_MILES, type Grounding, type Turn } from "./retrieval.server";
import { anyProcedureOpening, modifierOpening } from "./safety";
import { SAFETY_TEXTS } from "./safety/texts";

export type EngineInput = { history: Turn[]; grounding: Grounding; signal?: AbortSignal };
export type AnswerEngine = { name: string; stream(input: EngineInput): AsyncIterable<string> };

export const ENGINE_NAMES = ["local", "workers-ai", "openai-compatible"] as const;
export type EngineName = (typeof ENGINE_NAMES)[number];

type EngineEnv = { TRUGPT_ENGINE?: string };

export function chooseEngine(): AnswerEngine {
  const name = (env as EngineEnv).TRUGPT_ENGINE || "local";
  if (name === "local") return localEngine;
  if (name === "workers-ai" || name === "openai-compatible") return modelEngine(name);
  throw new Error(`Unknown TRUGPT_ENGINE "${name}" (expected one of ${ENGINE_NAMES.join(", ")})`);
}

/** The procedure's facts in the answer's language. */
function factsIn(facts: ProcedureFacts, language: Language) {
  const { procedure } = facts;
  if (language === "en") return { ...facts, name: procedure.name, summary: procedure.summary, price: procedure.priceRange };
  const es = FACTS_ES[procedure.slug];
  return es
    ? { ...es, price: priceEs(procedure.priceRange) }
    : { ...facts, name: procedure.name, summary: procedure.summary, price: priceEs(procedure.priceRange) };
}

function providerLines(grounding: Grounding, t: AnswerTexts): string[] {
  if (grounding.providers.length === 0) return [];
  const name = grounding.procedure && factsIn(grounding.procedure, grounding.language).name;
  const { place } = grounding;
  let intro: string;
  if (place?.point && grounding.providers[0]?.distanceMiles !== undefined) {
    const label = place.label ?? place.city;
    intro = grounding.elsewhere && name ? t.noneNear(name, label, NEAR_RADIUS_MILES) : t.providersNear(name, label);
  } else {
    intro = grounding.elsewhere && place && name ? t.noneIn(name, place.city) : t.providersFor(name, place?.city);
  }
  return [intro, ...grounding.providers.map(t.providerLine)];
}

function procedureAnswer(facts: ProcedureFacts, grounding: Grounding, t: AnswerTexts): string[] {
  const f = factsIn(facts, grounding.language);
  const kind = procedureKind(facts.procedure.slug, facts.procedure.category);
  const price = [t.price(f.name, f.price, kind), ...(grounding.place ? [t.priceIn(grounding.place.city)] : [])].join(" ");
  const questions = [t.questions, ...f.questions.map((q) => `- ${q}`)];
  const surgical = facts.procedure.category === "surgical";
  switch (grounding.yesNo) {
    case "pregnancy":
      return [t.pregnancy(f.name)];
    case "minor":
      return [t.minor(f.name)];
    case "condition":
      return [t.condition(f.name), t.risksOf(f.name, f.risks)];
    case "safe":
      return [
        DANGEROUS.test(plainWords(grounding.question)) ? t.notDangerous(f.name, f.safety) : t.safe(f.name, f.safety),
        t.risksOf(f.name, f.risks),
        t.lowerRisks,
      ];
    case "pain":
      return [f.pain, t.recoveryAfter(f.name, f.recovery)];
    case "weightLoss":
      return [t.weightLoss(f.name), t.candidates(f.name, f.candidacy)];
    case "alcohol":
      return [t.alcohol(f.name, surgical), t.nutritionAround(f.name, t.nutrition)];
    case "dissolve":
      return [t.dissolve(facts.procedure.slug, f.name)];
    case "downtime":
      return [t.downtime(surgical), t.recoveryAfter(f.name, f.recovery)];
    case "compression":
      return [t.compression(facts.procedure.slug, f.name), t.recoveryAfter(f.name, f.recovery)];
    case "scars":
      return [t.scars(surgical, f.name), t.risksOf(f.name, f.risks)];
    case "helps":
      return [
        asksAbout(grounding.question, facts, `${f.summary} ${f.candidacy}`)
          ? t.helps(f.name, f.summary)
          : t.cannotConfirm(f.name, f.summary),
      ];
    case "insurance":
      return [t.insurance(facts.procedure.slug, f.name), price];
    case "lasting":
      // The lasting fact says "it": the recovery line names the procedure the answer is about.
      return [f.lasting, t.recoveryAfter(f.name, f.recovery)];
    case "surgical":
      return [t.surgical(surgical, f.name), t.summary(f.name, f.summary), t.recovery(f.recovery)];
    case "worth":
      return [t.worth(f.name), t.summary(f.name, f.summary), price, t.recovery(f.recovery)];
  }
  if (grounding.worry) return [t.recoveryAfter(f.name, f.recovery), t.risksOf(f.name, f.risks), t.tellYourProvider];
  if (asksHowLongItLasts(plainWords(grounding.question))) return [t.lasts(f.name, f.lasting)];
  switch (grounding.topic) {
    case "cost":
      return [price, t.quote(kind)];
    case "amount":
      return [t.amount(facts.procedure.slug, f.name), t.summary(f.name, f.summary)];
    case "recovery":
      return [t.recoveryAfter(f.name, f.recovery)];
    case "risks":
      return [t.risksOf(f.name, f.risks), SIGNS_ASKED.test(plainWords(grounding.question)) ? t.warningSigns : t.lowerRisks];
    case "candidacy":
      return [t.candidates(f.name, f.candidacy)];
    case "nutrition":
      return [t.nutritionAround(f.name, t.nutrition)];
    case "providers":
      return [t.summary(f.name, f.summary), questions.join("\n")];
    // "How painful is it?": how it feels (not a yes/no question: no "Yes" first), and the recovery.
    case "pain":
      return [
        capitalized(f.pain.replace(/^(?:yes|s[ií])(?:,?\s*(?:but|though|pero|aunque)\b)?[,:]?\s*/iu, "")),
        t.recoveryAfter(f.name, f.recovery),
      ];
    // When results show, how it works: what it does and the course of it, no price sheet.
    case "results":
      return [t.summary(f.name, f.summary), t.recovery(f.recovery)];
    case "works":
      return [t.summary(f.name, f.summary), t.recovery(f.recovery), questions.join("\n")];
    case "overview":
      return [t.summary(f.name, f.summary), price, t.recovery(f.recovery), questions.join("\n")];
  }
}

/** Words of a question that say nothing of what it asks about. */
const QUESTION_WORDS = new Set([
  "does",
  "help",
  "helps",
  "with",
  "treat",
  "improve",
  "reduce",
  "really",
  "work",
  "ayuda",
  "ayudan",
  "sirve",
  "sirven",
  "para",
  "mejora",
  "elimina",
  "quita",
]);

/** Whether what the question asks about ("acne scars") is in the procedure's own facts. */
function asksAbout(question: string, facts: ProcedureFacts, known: string): boolean {
  const aliases = new Set(facts.aliases.flatMap((a) => a.split(" ")));
  const text = plainWords(known);
  return plainWords(question)
    .trim()
    .split(" ")
    .filter((w) => w.length >= 4 && !QUESTION_WORDS.has(w) && !aliases.has(w))
    .some((w) => text.includes(` ${w} `) || text.includes(` ${w.replace(/s$/, "")} `));
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function examples(language: Language): string {
  return PROCEDURE_FACTS.slice(0, 6)
    .map((f) => (language === "en" ? f.procedure.name : (FACTS_ES[f.procedure.slug]?.name ?? f.procedure.name)))
    .join(", ");
}

/**
 * The local engine's whole answer, from the grounding alone, in the question's language: the
 * emergency guidance alone for an emergency; a short scope reply outside TruGPT's field; else the
 * part asked about (a yes/no question's Yes or No first), the providers, and the disclaimer.
 */
export function composeLocalAnswer(grounding: Grounding): string {
  const t = ANSWER_TEXTS[grounding.language];
  const s = SAFETY_TEXTS[grounding.language];
  if (grounding.emergency) return t.emergency;
  if (grounding.safety.lesion) {
    // safety11: the planned treatment named, so the answer stays about it.
    const planned = grounding.procedure && s.lesionAndProcedure(factsIn(grounding.procedure, grounding.language).name);
    return [s.lesion, ...(planned ? [planned] : []), t.notMedicalAdvice].join("\n\n");
  }
  if (grounding.thanks) return t.welcome(grounding.procedure && factsIn(grounding.procedure, grounding.language).name);
  if (grounding.booking || grounding.named || grounding.practical) return directoryAnswer(grounding, t);
  if (grounding.scope === "outside") return t.outsideScope;
  const noProcedureRead = grounding.scope === "field" && !grounding.procedure && !grounding.place && !grounding.compared;
  if (grounding.scope === "unclear" || (noProcedureRead && grounding.safety.modifiers.length)) {
    const name = grounding.procedure && factsIn(grounding.procedure, grounding.language).name;
    // Never only "not understood" once a risk modifier was stated: the modifier's answer ("It depends — ...",
    // for the conversation's procedure or any), then what TruGPT can help with, and the disclaimer.
    const { modifiers } = grounding.safety;
    if (modifiers.length) {
      const opening = grounding.procedure
        ? modifierOpening(modifiers, grounding.procedure, name!, grounding.language)
        : anyProcedureOpening(modifiers, grounding.language);
      return [opening, s.canHelpWith(name, grounding.place?.city), t.notMedicalAdvice].join("\n\n");
    }
    // About the conversation's procedure, the reply is a medical one: the disclaimer too.
    const reply = s.notUnderstood(s.canHelpWith(name, grounding.place?.city));
    return name ? [reply, t.notMedicalAdvice].join("\n\n") : reply;
  }
  if (grounding.uncovered)
    return [t.uncovered(grounding.uncovered), s.canHelpWith(undefined, grounding.place?.city), t.notMedicalAdvice].join("\n\n");
  if (grounding.concern) return concernAnswer(grounding.concern, grounding, t);
  if (grounding.compared) return comparison(grounding.compared, grounding, t);
  const blocks: string[] = [];
  if (grounding.procedure) {
    const asked = [procedureAnswer(grounding.procedure, grounding, t)];
    // "How much is a BBL in Miami and what's recovery like?": each part asked, in the order of the kinds.
    for (const topic of moreAsked(grounding))
      asked.push(procedureAnswer(grounding.procedure, { ...grounding, topic }, t).filter((block) => !asked.flat().includes(block)));
    blocks.push(...withModifiers(notSaidBefore(asked.flat(), grounding), grounding.procedure, grounding));
  } else if (grounding.scope === "nutrition") blocks.push(t.nutrition);
  // "What are the risks of cosmetic surgery?": the risks every procedure shares, then which one.
  else if (grounding.topic === "risks" && !grounding.yesNo) blocks.push(t.generalRisks, t.whichProcedureRisks);
  else if (grounding.place) blocks.push(t.whichProcedureIn(grounding.place.city));
  else blocks.push(t.capabilities(examples(grounding.language)));
  // "Near me" with no place known: where are they? (Then nothing said before is repeated for it.)
  if (grounding.nearMe) blocks.unshift(t.wherePlace(grounding.searchPath));
  // A follow-up whose answer would only say again what the answer before said.
  const before = grounding.previousAnswer;
  // A risk modifier and a place (issue 44, tenth round): the caution, then where to compare providers there once
  // their doctor agrees — the search with the place, never a list of providers that reads as a go-ahead.
  const cautionWithPlace = cautionsWithPlace(grounding);
  if (cautionWithPlace && grounding.procedure && grounding.place)
    blocks.push(
      t.compareOnceCleared(
        factsIn(grounding.procedure, grounding.language).name,
        grounding.place.label ?? grounding.place.city,
        grounding.searchPath,
      ),
    );
  const providers = cautionWithPlace ? "" : providerLines(grounding, t).join("\n");
  const newProviders = providers !== "" && !before?.includes(providers);
  const repeated =
    grounding.followUp &&
    grounding.topic !== "providers" &&
    before !== undefined &&
    !newProviders &&
    blocks.every((block) => before.includes(block));
  // A follow-up does not list again the providers the answer before listed, unless it asks for them.
  if (providers && (newProviders || !grounding.followUp || grounding.topic === "providers")) blocks.push(providers);
  const medical = grounding.procedure !== undefined || grounding.scope === "nutrition" || blocks.includes(t.generalRisks);
  if (medical) blocks.push(t.notMedicalAdvice);
  const answer = blocks.join("\n\n");
  // Asked something new, never the same answer twice in a row: the part asked, said shortly.
  if ((answer === before || repeated) && before !== undefined && !sameQuestion(grounding)) {
    // A risk modifier's opening stays first ("No — ...", "It depends — ..."): no "In short" before it.
    const lead = grounding.safety.modifiers.length ? [] : [t.inShort];
    // The turn's own words ask the price ("rough number?"), not a kind of question carried from the turn before.
    const asksPrice = grounding.topic === "cost" && detectTopic(grounding.question) === "cost";
    // The part asked stays: a price asked again keeps its price block ("En resumen, como arriba: …" once dropped it).
    const priceBlock = asksPrice ? blocks.find((block) => block.includes("$")) : undefined;
    const kept = [...new Set([...blocks.slice(0, 1), ...(priceBlock ? [priceBlock] : []), ...blocks.slice(-1)])];
    const short = [...lead, ...kept].join("\n\n");
    if (short !== before && !repeatsMost(short, before)) return short;
    // Asked again in other words (issue 44, tenth round): not the same sentences again, but that the answer is the same, and why.
    // Never without the part the turn asked for: a price asked again keeps the price.
    if (grounding.procedure && !grounding.safety.modifiers.length) {
      const f = factsIn(grounding.procedure, grounding.language);
      const price = asksPrice
        ? [t.price(f.name, f.price, procedureKind(grounding.procedure.procedure.slug, grounding.procedure.procedure.category))]
        : [];
      return [t.sameAnswer(f.name), ...price, t.notMedicalAdvice].join("\n\n");
    }
    if (short !== before) return short;
  }
  return answer;
}

/** A risk modifier in the conversation, about a procedure, with a place asked about. */
export function cautionsWithPlace(grounding: Grounding): boolean {
  return grounding.procedure !== undefined && grounding.place !== undefined && grounding.safety.modifiers.length > 0;
}

/** The sentences of an answer that say something: longer than a few words, not a list line, not the disclaimer. */
function sentencesOf(text: string): string[] {
  const disclaimers = [ANSWER_TEXTS.en.notMedicalAdvice, ANSWER_TEXTS.es.notMedicalAdvice];
  return text
    .split(/(?<=[.!?:])\s+|\n+/)
    .map((sentence) => sentence.replace(/\s+/g, " ").trim())
    .filter((sentence) => sentence.length > 25 && !/^[-•*] /.test(sentence) && !disclaimers.some((d) => d.includes(sentence)));
}

/** Whether an answer says again most of the sentences of the answer before (issue 44: never the same answer twice). */
function repeatsMost(answer: string, before: string): boolean {
  const said = sentencesOf(before);
  const now = answer.replace(/\s+/g, " ");
  return said.length > 0 && said.filter((sentence) => now.includes(sentence)).length / said.length > 0.5;
}

/** The blocks of an answer that the answer before did not already say, sentence by sentence. */
function newBlocks(blocks: string[], before: string | undefined): string[] {
  if (!before) return blocks;
  const said = before.replace(/\s+/g, " ");
  return blocks.filter((block) => {
    const sentences = sentencesOf(block);
    return !said.includes(block.replace(/\s+/g, " ")) && !(sentences.length && sentences.every((sentence) => said.includes(sentence)));
  });
}

/** Kinds of question a turn may ask besides its first one, each answered in its own blocks. */
const ALSO_ANSWERED = new Set<Topic>(["cost", "amount", "recovery", "risks", "pain", "candidacy"]);

/** The other kinds a turn asks in clauses of its own ("how much ..., and what's recovery like?"); none for a yes/no or a worry. */
function moreAsked(grounding: Grounding): Topic[] {
  if (grounding.yesNo || grounding.worry || !ALSO_ANSWERED.has(grounding.topic)) return [];
  const clauses = grounding.question.split(/[?¿;,.]|\b(?:and|plus|also|y|tambi[eé]n)\b/iu).filter((c) => c.trim());
  if (clauses.length < 2) return [];
  const topics = clauses.map((clause) => detectTopic(clause)).filter((topic) => ALSO_ANSWERED.has(topic) && topic !== grounding.topic);
  return [...new Set(topics)];
}

/** A follow-up ("scottsdale az", "por Miami") says only what the answer before did not: the price there and its providers. */
function notSaidBefore(blocks: string[], grounding: Grounding): string[] {
  const before = grounding.previousAnswer;
  if (!grounding.followUp || !before) return blocks;
  // "Ballpark $$?" after an overview that gave the price: the price is what is asked, said again.
  const asked = (block: string) => grounding.topic === "cost" && block.includes("$");
  // Said before whole, or sentence by sentence ("Recovery: ..." after "Recovery after X: ...").
  const sentences = (block: string) =>
    block
      .split(/(?<=[.!?])\s+|\n+/)
      .map((sentence) => sentence.replace(/^[^:.]{1,40}:\s+/u, ""))
      .filter((sentence) => sentence.length > 25);
  // Sentence by sentence only for an overview again (a change of place): a worry or a part asked keeps its blocks.
  const overview = !grounding.worry && !grounding.yesNo && (grounding.topic === "overview" || grounding.topic === "providers");
  const said = (block: string) =>
    before.includes(block) || (overview && sentences(block).length > 0 && sentences(block).every((sentence) => before.includes(sentence)));
  const fresh = blocks.filter((block) => !said(block) || asked(block));
  if (!fresh.length) return blocks;
  // "¿Y duele?" after IPL: the answer still says which procedure it is about (the first block that names it).
  const name = grounding.procedure && factsIn(grounding.procedure, grounding.language).name;
  const naming = name && !fresh.some((block) => names(block, name)) && blocks.find((block) => names(block, name));
  return naming ? blocks.filter((block) => fresh.includes(block) || block === naming) : fresh;
}

/** Whether a block names the procedure (its answer name, any case: "el bótox" in "Riesgos del bótox"). */
function names(block: string, name: string): boolean {
  return block.toLowerCase().includes(name.toLowerCase().replace(/^(?:el|la|los|las) /, ""));
}

/** Yes/no questions a risk modifier answers in place of the general answer ("Is it safe?", "Can I...?"). */
const REPLACED_BY_MODIFIER = new Set(["pregnancy", "minor", "condition", "safe", "worth", "helps"]);

/** With a risk modifier in the conversation, the safety layer's opening comes first and no general "Yes" stays. */
function withModifiers(blocks: string[], facts: ProcedureFacts, grounding: Grounding): string[] {
  const { modifiers } = grounding.safety;
  if (!modifiers.length) return blocks;
  const name = factsIn(facts, grounding.language).name;
  const opening = modifierOpening(modifiers, facts, name, grounding.language, grounding.previousAnswer);
  // The caution said whole in the answer before: its short form, and only what that answer did not say (seventeenth round).
  const before = grounding.previousAnswer;
  if (before && opening !== modifierOpening(modifiers, facts, name, grounding.language)) {
    const fresh = blocks.filter((block) => !before.includes(block) && !/^(yes|s[ií])\b/i.test(block));
    return [opening, ...fresh];
  }
  const replaced = (grounding.yesNo && REPLACED_BY_MODIFIER.has(grounding.yesNo)) || /^(yes|s[ií])\b/i.test(blocks[0] ?? "");
  return [opening, ...(replaced ? blocks.slice(1) : blocks)];
}

/** "Botox vs fillers": each procedure's summary, price and recovery, side by side. */
function comparison(compared: ProcedureFacts[], grounding: Grounding, t: AnswerTexts): string {
  const facts = compared.map((f) => ({
    ...factsIn(f, grounding.language),
    kind: procedureKind(f.procedure.slug, f.procedure.category),
  }));
  const names = facts.map((f) => f.name).join(grounding.language === "es" ? " y " : " and ");
  // Each procedure's summary; its price and recovery unless the answer before already gave them ("how does that compare to...?").
  const said = (line: string) => grounding.previousAnswer?.includes(line) ?? false;
  // A summary the answer before gave is replaced by who the procedure suits: still a fact of its own, not said twice.
  const first = (f: (typeof facts)[number]) =>
    said(t.summary(f.name, f.summary)) ? t.candidates(f.name, f.candidacy) : t.summary(f.name, f.summary);
  const blocks = facts.map((f) =>
    [first(f), ...[t.price(f.name, f.price, f.kind), t.recovery(f.recovery)].filter((line) => !said(line))].join("\n"),
  );
  const opening = grounding.safety.modifiers.length
    ? [modifierOpening(grounding.safety.modifiers, compared[0]!, names, grounding.language)]
    : [];
  return [...opening, t.compared(names), ...blocks, t.notMedicalAdvice].join("\n\n");
}

/** "I want bigger lips": the guide's procedures for it, each in a line, and which one to tell more about. */
function concernAnswer(procedures: ProcedureFacts[], grounding: Grounding, t: AnswerTexts): string {
  const facts = procedures.map((f) => factsIn(f, grounding.language));
  const names = facts.map((f) => f.name).join(grounding.language === "es" ? " y " : " and ");
  const lines = facts.map((f) => t.summary(f.name, f.summary));
  const one = facts.length === 1;
  return [
    [one ? t.forConcernOne(names) : t.forConcern(names), ...lines].join("\n"),
    one ? t.whichToKnowOne : t.whichToKnow,
    t.notMedicalAdvice,
  ].join("\n\n");
}

/** A provider named ("Dr. X") or a booking asked for: the directory's answer, never a substitute provider. */
function directoryAnswer(grounding: Grounding, t: AnswerTexts): string {
  const { named, searchPath, practical } = grounding;
  const found = named?.found ?? [];
  // "Is X open on Sundays?", "¿tienen estacionamiento?": TruSelf has no such data; the profile, and a call (no list said again).
  if (practical && !grounding.booking && (found.length || !named))
    return found.length ? t.noData(practical, found[0]!) : t.noDataListed(practical, searchPath);
  const blocks: string[] = [];
  if (named && !found.length) blocks.push(t.notInDirectory(named.asked, searchPath));
  const name = grounding.procedure && factsIn(grounding.procedure, grounding.language).name;
  const place = grounding.place && (grounding.place.label ?? grounding.place.city);
  if (grounding.booking) blocks.push(found.length ? found.map(t.bookWith).join("\n") : t.bookSearch(searchPath, name, place));
  else if (found.length) blocks.push(found.map(t.inDirectory).join("\n"));
  // About the conversation's procedure, only what the answer before did not say ("¿qué tal Camelback?" after its price sheet).
  if (!grounding.booking && grounding.procedure && found.length)
    blocks.push(
      ...withModifiers(
        newBlocks(procedureAnswer(grounding.procedure, grounding, t), grounding.previousAnswer),
        grounding.procedure,
        grounding,
      ),
    );
  // Sixteenth round: "how much is it? I want to book when I'm better": the price too, before the booking link.
  if (grounding.booking && grounding.procedure && detectTopic(grounding.question) === "cost") {
    const f = factsIn(grounding.procedure, grounding.language);
    blocks.unshift(t.price(f.name, f.price, procedureKind(grounding.procedure.procedure.slug, grounding.procedure.procedure.category)));
  }
  const { procedure, safety } = grounding;
  // Booking a procedure after a risk modifier: the modifier's answer first.
  if (procedure && safety.modifiers.length) {
    const opening = modifierOpening(safety.modifiers, procedure, factsIn(procedure, grounding.language).name, grounding.language);
    if (!blocks.includes(opening)) blocks.unshift(opening);
  }
  // About a procedure, the answer is a medical one: the disclaimer always.
  if (procedure) blocks.push(t.notMedicalAdvice);
  return blocks.join("\n\n");
}

function sameQuestion(grounding: Grounding): boolean {
  return grounding.previousQuestion !== undefined && plainWords(grounding.previousQuestion) === plainWords(grounding.question);
}

/** Pieces of a few words each, as a model streams tokens. */
export function chunksOf(text: string, words = 3): string[] {
  const tokens = text.match(/\S+\s*|\s+/g) ?? [];
  const chunks: string[] = [];
  for (let i = 0; i < tokens.length; i += words) chunks.push(tokens.slice(i, i + words).join(""));
  return chunks;
}

export const localEngine: AnswerEngine = {
  name: "local",
  async *stream({ grounding, signal }) {
    const chunks = chunksOf(composeLocalAnswer(grounding));
    // No pauses (issue 37): the pieces go out as fast as the socket takes them.
    for (const chunk of chunks) {
      if (signal?.aborted) return;
      yield chunk;
    }
  },
};
