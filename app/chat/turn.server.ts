/** One TruGPT turn: the history the engine sees, our retrieval, and the engine's stream with a timeout. */
import { env } from "cloudflare:workers";
import { CHAT_ENGINE_TIMEOUT_MS, CHAT_HISTORY_MAX } from "~/lib/limits";
import { sanitizeUserText } from "~/lib/sanitize";
import { CHAT, messageText, type MentionedProvider } from "./chat-texts";
import { chooseEngine, chunksOf, composeLocalAnswer, localEngine, type AnswerEngine } from "./engine.server";
import { FACTS_ES } from "./knowledge-es";
import { checkMentionedProviders } from "./provider-check.server";
import { ground, type Grounding, type Turn } from "./retrieval.server";
import { guardModelAnswer, withDisclaimer } from "./safety";

/** The header the Worker sets (after its session check) on every request it routes to a conversation. */
export const OWNER_HEADER = "x-truself-user";

type StoredMessage = { role: string; parts: readonly { type: string; text?: unknown; data?: unknown }[] };

/** The last CHAT_HISTORY_MAX messages as plain turns (user text cleaned as it is stored). */
export function historyOf(messages: readonly StoredMessage[]): Turn[] {
  return messages
    .filter((m) => m.role === "user" || m.role === "assistant")
    .slice(-CHAT_HISTORY_MAX)
    .map((m) => {
      const role = m.role === "user" ? ("user" as const) : ("assistant" as const);
      const text = messageText(m);
      return { role, text: role === "user" ? sanitizeUserText(text) : text };
    })
    .filter((t) => t.text);
}

function engineTimeoutMs(): number {
  const configured = Number((env as { TRUGPT_ENGINE_TIMEOUT_MS?: string }).TRUGPT_ENGINE_TIMEOUT_MS);
  return configured > 0 ? configured : CHAT_ENGINE_TIMEOUT_MS;
}

export class EngineTimeout extends Error {
  constructor(ms: number) {
    super(`The answer engine sent nothing for ${ms} ms`);
  }
}

/** Each piece must arrive within the timeout, or the turn fails (and the engine is aborted). */
async function* withTimeout(source: (signal: AbortSignal) => AsyncIterable<string>, ms: number, outer?: AbortSignal) {
  const controller = new AbortController();
  outer?.addEventListener("abort", () => controller.abort(outer.reason));
  const iterator = source(controller.signal)[Symbol.asyncIterator]();
  try {
    for (;;) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new EngineTimeout(ms)), ms);
      });
      try {
        const next = await Promise.race([iterator.next(), timeout]);
        if (next.done) return;
        yield next.value;
      } finally {
        clearTimeout(timer);
      }
    }
  } finally {
    controller.abort();
    void iterator.return?.();
  }
}

/** An answer: its pieces, and the providers shown under it (known once the pieces are read). */
export type Answer = { chunks: AsyncIterable<string>; providers: MentionedProvider[] };

/**
 * The offline engine streams as it writes. A model's answer is read whole first (each piece within
 * the timeout), its providers checked against the grounding's (app/chat/provider-check.server.ts),
 * and only then sent on: no unchecked name and no half answer is ever shown or stored. A model that
 * fails or times out, before or during its answer, is replaced by the offline engine's answer with
 * a line that says so (docs/decisions/050-trugpt-model.md).
 */
export async function answerStream(history: Turn[], signal?: AbortSignal): Promise<Answer> {
  const grounding = await ground(history);
  const engine = chooseEngine();
  // The safety layer answers a warning sign itself, whichever engine is configured: the guidance alone.
  // A booking request or a provider asked for by name gets the directory's own answer (its links, or
  // "not in the TruSelf directory"), never a model's prose that could put someone else in its place; so does a
  // practical question about a practice (hours, parking...), which a model could answer with made-up details.
  const offline = grounding.emergency || grounding.booking || grounding.named !== undefined || grounding.practical !== undefined;
  if (engine.name === "local" || offline) {
    const local = offline ? localEngine : engine;
    return {
      chunks: withTimeout((s) => local.stream({ history, grounding, signal: s }), engineTimeoutMs(), signal),
      providers: grounding.providers,
    };
  }
  const answer: Answer = { chunks: checkedChunks(), providers: [] };
  async function* checkedChunks() {
    const checked = await modelAnswer(engine, history, grounding, signal);
    if (!checked) return; // stopped by the user
    answer.providers = checked.providers;
    yield* chunksOf(checked.text);
  }
  return answer;
}

async function modelAnswer(engine: AnswerEngine, history: Turn[], grounding: Grounding, signal?: AbortSignal) {
  let text = "";
  try {
    for await (const piece of withTimeout((s) => engine.stream({ history, grounding, signal: s }), engineTimeoutMs(), signal))
      text += piece;
    if (signal?.aborted) return null;
    if (!text.trim()) throw new Error("The model's answer was empty");
    // The model's answer passes the same safety layer (issue 44, item 5) before its providers are checked.
    const safe = guardModelAnswer(text, {
      safety: grounding.safety,
      procedure: grounding.procedure,
      language: grounding.language,
      procedureName: grounding.procedure && (grounding.language === "es" ? FACTS_ES[grounding.procedure.procedure.slug]?.name : undefined),
    });
    // The prompt quotes each provider field (“Name”, “City, ST”); a model that copies the quotes writes "- Name, City, ST".
    const unquoted = safe.replace(/^(\s*[-*•].*)$/gm, (line) => line.replace(/[“”]/g, ""));
    const checked = await checkMentionedProviders(unquoted, grounding.providers);
    if (checked.dropped.length) console.warn("TruGPT dropped lines naming providers it was not given", checked.dropped);
    if (!checked.text) throw new Error("Nothing of the model's answer was left once checked");
    // A medical answer ends with the disclaimer in the asker's language, whatever the model wrote.
    const medical = grounding.procedure !== undefined || grounding.scope === "nutrition" || grounding.safety.modifiers.length > 0;
    return medical ? { ...checked, text: withDisclaimer(checked.text, grounding.language) } : checked;
  } catch (error) {
    if (signal?.aborted) return null;
    console.error(`TruGPT's model (${engine.name}) failed after ${text.length} characters; the offline engine answers`, error);
    return fallbackAnswer(grounding);
  }
}

/** The offline engine's answer, then the line saying the model could not answer (in the answer's language). */
export function fallbackAnswer(grounding: Grounding): { text: string; providers: MentionedProvider[] } {
  const line = grounding.language === "es" ? CHAT.modelUnavailableEs : CHAT.modelUnavailable;
  return { text: `${composeLocalAnswer(grounding)}\n\n${line}`, providers: grounding.providers };
}
