/**
 * What a send must pass before the conversation stores it: a chat request frame of the
 * conversation's WebSocket is read, and its new user message refused when it is empty (or only
 * markup and control characters), too long, or over the user's send limits.
 */
import { CHAT_MESSAGE_MAX_CHARS, type LimitCheck } from "~/lib/limits";
import { reserveLimits } from "~/lib/rate-limit.server";
import { sanitizeUserText } from "~/lib/sanitize";
import { CHAT, messageText } from "./chat-texts";

/** The frame type useAgentChat sends for a new message (agents' chat protocol). */
export const CHAT_REQUEST_FRAME = "cf_agent_use_chat_request";

/**
 * Frames with which a client could write the stored conversation itself: a whole message list
 * (useAgentChat's setMessages sync), a clear, a tool result (TruGPT has no client tools). The
 * conversation is stored by the object alone, from checked sends and its own answers, and deleted
 * through the conversation index, so these are dropped.
 */
const CLIENT_WRITE_FRAMES = new Set(["cf_agent_chat_messages", "cf_agent_chat_clear", "cf_agent_tool_result"]);

export function isClientWriteFrame(frame: unknown): boolean {
  if (typeof frame !== "string") return false;
  try {
    const parsed = JSON.parse(frame) as { type?: unknown };
    return typeof parsed.type === "string" && CLIENT_WRITE_FRAMES.has(parsed.type);
  } catch {
    return false;
  }
}

type Sent = { id: string; role: string; text: string };
type ChatRequest = { id: string; messageId: string | undefined; text: string; messages: Sent[] };

/** The request id and the text of the last user message of a chat request frame; null for any other frame. */
export function readChatRequest(frame: unknown): ChatRequest | null {
  if (typeof frame !== "string") return null;
  try {
    const parsed = JSON.parse(frame) as { type?: unknown; id?: unknown; init?: { body?: unknown } };
    if (parsed.type !== CHAT_REQUEST_FRAME || typeof parsed.id !== "string" || typeof parsed.init?.body !== "string") return null;
    const body = JSON.parse(parsed.init.body) as { messages?: unknown };
    if (!Array.isArray(body.messages)) return null;
    const last = body.messages.at(-1) as { id?: unknown; role?: unknown; parts?: unknown } | undefined;
    if (!last || last.role !== "user" || !Array.isArray(last.parts)) return null;
    const messages = (body.messages as { id?: unknown; role?: unknown; parts?: unknown }[]).map((m) => ({
      id: typeof m.id === "string" ? m.id : "",
      role: typeof m.role === "string" ? m.role : "",
      text: Array.isArray(m.parts) ? messageText({ parts: m.parts as [] }) : "",
    }));
    return {
      id: parsed.id,
      messageId: typeof last.id === "string" ? last.id : undefined,
      text: messageText({ parts: last.parts as [] }),
      messages,
    };
  } catch {
    return null;
  }
}

export function chatLimits(userId: string): LimitCheck[] {
  return [
    ["chatMessagesPerMinute", userId],
    ["chatMessagesPerDay", userId],
  ];
}

/**
 * The browser sends the whole conversation with each message; everything but the new user
 * message must already be stored, so a client cannot write answers (or a long history past the
 * length and send checks) into its conversation. The browser may name a streamed answer
 * differently from the object; such an answer counts as stored when its text is a stored answer's.
 */
export function addsOnlyTheNewMessage(
  request: ChatRequest,
  stored: readonly { id: string; role: string; parts: readonly { type: string; text?: unknown }[] }[],
): boolean {
  const ids = new Set(stored.map((m) => m.id));
  const answers = new Set(stored.filter((m) => m.role === "assistant").map((m) => messageText(m)));
  const last = request.messages.length - 1;
  return request.messages.every(
    (m, i) => ids.has(m.id) || (i === last && m.id === request.messageId) || (m.role === "assistant" && answers.has(m.text)),
  );
}

/** The message that refuses this text, or null when it may be sent (one unit of each limit is then used). */
export async function refuseSend(userId: string, text: string): Promise<string | null> {
  if (text.length > CHAT_MESSAGE_MAX_CHARS) return CHAT.tooLong;
  if (!sanitizeUserText(text)) return CHAT.emptyMessage;
  const { refused } = await reserveLimits(chatLimits(userId));
  return refused?.message ?? null;
}
