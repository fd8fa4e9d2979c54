/**
 * TruGPT's safety layer (issue 44; docs/decisions/055-trugpt-safety-layer.md), in front of every
 * engine and after the model's answer: it classifies the conversation (the risk modifiers the
 * asker mentioned in any turn) and the current turn (a warning sign after a procedure, a changing
 * mole). A warning sign gets the emergency guidance alone, whichever engine runs; a risk modifier
 * opens every answer about a procedure with "It depends" or "No — not recommended" and sends the
 * asker to their doctor; a model's answer that says otherwise is corrected before it is shown.
 */
import { ANSWER_TEXTS } from "../answer-texts";
import { MORE_ALIASES, UNCOVERED_PROCEDURES } from "../answer-words";
import { BRAND_KEY_WORDS } from "../brands";
import { detectProcedure, isBareFollowUp, isOffTopic, PROCEDURE_FACTS, type Language, type ProcedureFacts } from "../knowledge";
import { FACTS_ES } from "../knowledge-es";
import { conversationModifiers, isClearNo, withNsaidBeforeSurgery, type Modifier } from "./modifiers";
import { addKeyWords, correctedWords } from "./spelling";
import { isLesionConcern } from "./lesion";
import { isReportedEmergency, reportsAboutBody, reportsPossibleSign } from "./report";
import { modifierAnswer, SAFETY_TEXTS } from "./texts";
import { isEmergency, warningSigns, type WarningSign } from "./warning-signs";

export {
  correctedWords,
  isEmergency,
  isLesionConcern,
  reportsAboutBody,
  reportsPossibleSign,
  warningSigns,
  type Modifier,
  type WarningSign,
};

// Procedure and brand names are key words too: "microneedlin", "botx", "rinoplasty", "juvaderm" are read as theirs.
addKeyWords(...PROCEDURE_FACTS.flatMap((f) => [...f.aliases, ...(FACTS_ES[f.procedure.slug]?.aliases ?? [])]), ...BRAND_KEY_WORDS);
// The clinical vocabulary of question kinds (answer-words.ts), read through typos: "necrossis", "contracure", "asimetria".
addKeyWords(
  "necrosis occlusion oclusion blindness ceguera hematoma seroma scarring keloids queloides hyperpigmentation capsular contracture",
  "contractura rippling symmastia lymphoma granuloma granulomas nodules nodulos migration migracion tyndall asymmetry asimetria",
  "paralysis paralisis anaphylaxis irregularities irregularidades fibrosis durezas lymphatic linfaticos drenajes",
);
// Typos of the more names (answer-words.ts) are read as them too ("liposculptre", "hydrafacal"), and of booking's words ("apointment", "shedule").
addKeyWords(
  ...Object.values(MORE_ALIASES).flat(),
  ...UNCOVERED_PROCEDURES.flatMap((u) => u.names),
  ...["appointment", "schedule", "consultation", "agendame", "agendar", "reservar"],
);

export type Safety = {
  /** The current turn reports a warning sign (or follows up on one just reported). */
  emergency: boolean;
  signs: WarningSign[];
  /** Every risk modifier the asker mentioned in the conversation. */
  modifiers: Modifier[];
  /** The current turn is about a mole or spot that changes or bleeds: a dermatologist first. */
  lesion: boolean;
};

type Turn = { role: "user" | "assistant"; text: string };

/** The layer's reading of a conversation whose last turn is the question. */
export function assess(history: readonly Turn[]): Safety {
  const users = history.filter((t) => t.role === "user").map((t) => t.text);
  const question = users.at(-1) ?? "";
  const signs = warningSigns(question);
  // A sign of a listed category, or any symptom reported after a procedure (by structure: report.ts).
  const reports = (at: number) => isReportedEmergency(users[at]!, users.slice(0, at));
  // "Probably just the Botox, right?" right after a warning sign is still that emergency.
  const followsEmergency = users.length > 1 && reports(users.length - 2) && isBareFollowUp(question) && !isOffTopic(question);
  return {
    emergency: (users.length > 0 && reports(users.length - 1)) || followsEmergency,
    signs,
    modifiers: withNsaidBeforeSurgery(conversationModifiers(users), users, lastProcedureIsSurgery(users)),
    lesion: isLesionConcern(question),
  };
}

/** Whether the last procedure the asker named is a surgery ("before my breast reduction"). */
function lastProcedureIsSurgery(users: readonly string[]): boolean {
  for (const turn of [...users].reverse()) {
    const facts = detectProcedure(turn);
    if (facts) return facts.procedure.category === "surgical";
  }
  return false;
}

/** The modifier opening for a procedure, in the answer's language. */
export function modifierOpening(
  modifiers: readonly Modifier[],
  facts: ProcedureFacts,
  name: string,
  language: Language,
  saidBefore?: string,
): string {
  return modifierAnswer(modifiers, (m) => isClearNo(m, facts.procedure.slug), name, language, true, saidBefore);
}

/**
 * With no procedure read: the modifier's answer for any cosmetic procedure, "No" where it is a clear no for one (the safe
 * answer wins); a minor, whose answer depends on the procedure, gets "Usually not".
 */
export function anyProcedureOpening(modifiers: readonly Modifier[], language: Language): string {
  const clearNo = (m: Modifier) => m !== "minor" && PROCEDURE_FACTS.some((f) => isClearNo(m, f.procedure.slug));
  return modifierAnswer(modifiers, clearNo, SAFETY_TEXTS[language].anyProcedure, language);
}

/** An opening that already says no or it depends (the layer's own, or a model's). */
const CAUTIOUS_START = /^\s*(?:no\b|it depends|depende|usually not|normalmente no|not recommended|no se recomienda)/i;
/** A first paragraph that says yes or calls it safe. */
const SAYS_SAFE =
  /^\s*(?:yes|s[ií])\b|\b(?:is|it'?s|are|they'?re|es|son) (?:\w+ )?(?:safe|fine|okay|ok|segur[oa]s?|sin (?:ningún )?riesgo)\b/i;
/** A sentence telling the asker to stop a medicine, with no doctor deciding it. */
const STOP_MEDICINE =
  /\b(?:stop|discontinue|quit|skip|pause|suspend[ae]?|deje|deja|dejar) (?:taking |de tomar )?(?:your |the |su |tu |el |la )?/i;
const DOCTOR = /\b(?:doctor|physician|prescrib\w*|surgeon|médico|medico|cirujano)\b/i;

/**
 * A model's answer through the same layer: the emergency guidance alone for a warning sign; with a
 * risk modifier and a procedure, the layer's opening first (a "Yes, it's safe" paragraph dropped)
 * and no sentence telling the asker to stop a medicine without their doctor.
 */
export function guardModelAnswer(
  text: string,
  context: { safety: Safety; procedure?: ProcedureFacts; language: Language; procedureName?: string },
): string {
  const { safety, language } = context;
  if (safety.emergency) return ANSWER_TEXTS[language].emergency;
  // A changing mole: the dermatologist first, whatever the model wrote (safety11).
  const guarded = guardModifiers(text, context);
  return safety.lesion && !/dermat[oó]log/i.test(guarded) ? `${SAFETY_TEXTS[language].lesion}\n\n${guarded}` : guarded;
}

/**
 * A medical answer ends with the disclaimer in the asker's language: a model that wrote it in the
 * other language, or left it out, gets it put right.
 */
export function withDisclaimer(text: string, language: Language): string {
  const own = ANSWER_TEXTS[language].notMedicalAdvice;
  if (text.includes(own)) return text;
  const other = ANSWER_TEXTS[language === "es" ? "en" : "es"].notMedicalAdvice;
  return `${text.replace(other, "").trimEnd()}\n\n${own}`;
}

function guardModifiers(
  text: string,
  context: { safety: Safety; procedure?: ProcedureFacts; language: Language; procedureName?: string },
): string {
  const { safety, procedure, language } = context;
  if (!safety.modifiers.length) return text;
  const kept = text
    .split("\n")
    .map((line) =>
      line
        .split(/(?<=[.!?])\s+/)
        .filter((sentence) => !(STOP_MEDICINE.test(sentence) && !DOCTOR.test(sentence) && namesMedicine(sentence)))
        .join(" "),
    )
    .join("\n");
  if (!procedure) {
    // No procedure read: the modifier's answer for any procedure first ("It depends — ..."), as the local engine says it.
    const [first = "", ...rest] = kept.split(/\n\s*\n/);
    if (CAUTIOUS_START.test(first)) return kept;
    const opening = anyProcedureOpening(safety.modifiers, language);
    return [opening, ...(SAYS_SAFE.test(first) ? rest : [first, ...rest])].join("\n\n");
  }
  const paragraphs = kept.split(/\n\s*\n/);
  // A first paragraph that says yes or "safe" goes; the model's own "It depends" stays after the layer's opening.
  const first = paragraphs[0] ?? "";
  const rest = SAYS_SAFE.test(first) && !CAUTIOUS_START.test(first) ? paragraphs.slice(1) : paragraphs;
  const opening = modifierOpening(safety.modifiers, procedure, context.procedureName ?? procedure.procedure.name, language);
  return [opening, ...rest].join("\n\n");
}

const MEDICINE_WORDS =
  /\b(?:thinner|eliquis|apixaban|xarelto|warfarin|coumadin|plavix|aspirin|aspirina|ibuprofen|advil|naproxen|accutane|isotretino\w*|ozempic|wegovy|mounjaro|semaglutid\w*|tirzepatid\w*|steroid\w*|medic\w*|anticoagula\w*|pills?|dose)\b/i;
const namesMedicine = (sentence: string) => MEDICINE_WORDS.test(sentence);
