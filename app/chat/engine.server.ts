/**
 * TruGPT's answer engines behind one interface, chosen by configuration (TRUGPT_ENGINE):
 * - "local" (default): the offline, directory-grounded engine below;
 * - "workers-ai": Workers AI through the AI binding (app/chat/model-engines.server.ts);
 * - "openai-compatible": any OpenAI-compatible endpoint (AI_API_URL, AI_MODEL, AI_API_KEY).
 * Every engine gets the same grounding (app/chat/retrieval.server.ts): retrieval is ours.
 */
import { env } from "cloudflare:workers";
import { EMERGENCY_GUIDANCE, NOT_MEDICAL_ADVICE, NUTRITION_FACTS, PROCEDURE_FACTS, type ProcedureFacts } from "./knowledge";
import { modelEngine } from "./model-engines.server";
import type { Grounding, Turn } from "./retrieval.server";

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

function providerLines(grounding: Grounding): string[] {
  if (grounding.providers.length === 0) return [];
  const what = grounding.procedure ? ` for ${grounding.procedure.procedure.name}` : "";
  const where = grounding.place && !grounding.elsewhere ? ` in ${grounding.place.city}` : "";
  const intro =
    grounding.elsewhere && grounding.place && grounding.procedure
      ? `No provider in ${grounding.place.city} lists ${grounding.procedure.procedure.name} in the TruSelf directory yet. Providers who offer it elsewhere:`
      : `Providers from the TruSelf directory${what}${where}:`;
  return [intro, ...grounding.providers.map((p) => `- ${p.name}, ${p.location}${p.isVerified ? " (TruSelf Verified)" : ""}`)];
}

function questionsBlock(facts: ProcedureFacts): string[] {
  return ["Questions to ask at your consultation:", ...facts.questions.map((q) => `- ${q}`)];
}

function procedureAnswer(facts: ProcedureFacts, grounding: Grounding): string[] {
  const { procedure } = facts;
  const name = procedure.name;
  const where = grounding.place ? ` Prices in ${grounding.place.city} can sit above or below that range.` : "";
  const price = `In the US, ${name} typically costs ${procedure.priceRange}, depending on the surgeon's experience, the city, anesthesia and facility fees.${where}`;
  switch (grounding.topic) {
    case "cost":
      return [
        price,
        "Ask for an all-inclusive quote (surgeon, anesthesia, facility, garments, follow-ups) and whether financing is offered.",
      ];
    case "recovery":
      return [`Recovery after ${name}: ${facts.recovery}`];
    case "risks":
      return [`Risks of ${name}: ${facts.risks}`, "Choosing a board-certified, experienced provider lowers them."];
    case "candidacy":
      return [`Good candidates for ${name}: ${facts.candidacy}`];
    case "nutrition":
      return [`Nutrition around ${name}: ${NUTRITION_FACTS}`];
    case "providers":
      return [`${name}: ${procedure.summary}`, ...questionsBlock(facts)];
    case "overview":
      return [`${name}: ${procedure.summary}`, price, `Recovery: ${facts.recovery}`, ...questionsBlock(facts)];
  }
}

/** The local engine's whole answer, from the grounding alone. */
export function composeLocalAnswer(grounding: Grounding): string {
  const blocks: string[] = [];
  if (grounding.emergency) blocks.push(EMERGENCY_GUIDANCE);
  let treatment = grounding.emergency;
  if (grounding.procedure) {
    blocks.push(...procedureAnswer(grounding.procedure, grounding));
    treatment = true;
  } else if (grounding.topic === "nutrition") {
    blocks.push(NUTRITION_FACTS);
    treatment = true;
  } else if (!grounding.emergency) {
    const examples = PROCEDURE_FACTS.slice(0, 6)
      .map((f) => f.procedure.name)
      .join(", ");
    blocks.push(
      grounding.place
        ? `I can help you find providers in ${grounding.place.city}. Which procedure are you interested in?`
        : `I can answer questions about procedures such as ${examples} and more: what they are, typical prices, recovery, risks, who is a good candidate and how to find a provider. Which procedure are you curious about?`,
    );
  }
  const providers = providerLines(grounding);
  if (providers.length) blocks.push(providers.join("\n"));
  if (treatment) blocks.push(NOT_MEDICAL_ADVICE);
  return blocks.join("\n\n");
}

/** Pieces of a few words each, as a model streams tokens. */
export function chunksOf(text: string, words = 3): string[] {
  const tokens = text.match(/\S+\s*|\s+/g) ?? [];
  const chunks: string[] = [];
  for (let i = 0; i < tokens.length; i += words) chunks.push(tokens.slice(i, i + words).join(""));
  return chunks;
}

/** The pause between two streamed pieces of the local engine. */
export const LOCAL_CHUNK_PAUSE_MS = 12;

export const localEngine: AnswerEngine = {
  name: "local",
  async *stream({ grounding, signal }) {
    const chunks = chunksOf(composeLocalAnswer(grounding));
    for (const [i, chunk] of chunks.entries()) {
      if (signal?.aborted) return;
      if (i > 0) await new Promise((resolve) => setTimeout(resolve, LOCAL_CHUNK_PAUSE_MS));
      yield chunk;
    }
  },
};
