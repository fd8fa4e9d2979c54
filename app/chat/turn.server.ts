/** One TruGPT turn: the history the engine sees, our retrieval, and the engine's stream with a timeout. */
import { env } from "cloudflare:workers";
import { CHAT_ENGINE_TIMEOUT_MS, CHAT_HISTORY_MAX } from "~/lib/limits";
import { sanitizeUserText } from "~/lib/sanitize";
import { messageText, type MentionedProvider } from "./chat-texts";
import { chooseEngine } from "./engine.server";
import { ground, type Turn } from "./retrieval.server";

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

export async function answerStream(
  history: Turn[],
  signal?: AbortSignal,
): Promise<{ chunks: AsyncIterable<string>; providers: MentionedProvider[] }> {
  const grounding = await ground(history);
  const engine = chooseEngine();
  return {
    chunks: withTimeout((s) => engine.stream({ history, grounding, signal: s }), engineTimeoutMs(), signal),
    providers: grounding.providers,
  };
}
