/**
 * What a conversation's WebSocket lets through to the agents SDK (issue 33, finding 1), and the
 * one place where we reach under the SDK (issue 32, item 4).
 *
 * AIChatAgent stores whatever messages a chat request frame carries and starts a turn; it has no
 * hook before that. So every frame is classified here first, with the SDK's own parser
 * (`parseProtocolMessage`, the one AIChatAgent uses) and its `MessageType` names, and only three
 * kinds go on: a send that passed every check (re-built from the stored messages and the new
 * one, so nothing else the client wrote is stored), a stop, and the stream-resume handshake.
 * Everything else is dropped: other chat frames (message lists, clear, tool results and
 * approvals), the base Agent's state and RPC frames, binary and unparseable frames. The switch
 * over the parser's event types is exhaustive, so an SDK upgrade that adds one fails the build.
 */
import { MessageType, type IncomingMessage, type OutgoingMessage } from "@cloudflare/ai-chat/types";
import type { Connection, WSMessage } from "agents";
import { parseProtocolMessage } from "agents/chat";
import type { UIMessage } from "ai";
import { z } from "zod";
import { CHAT_MESSAGE_MAX_CHARS, type LimitCheck } from "~/lib/limits";
import { reserveLimits } from "~/lib/rate-limit.server";
import { sanitizeUserText } from "~/lib/sanitize";
import { messageText, sendError, sendErrorBody, type SendError } from "./chat-texts";

/** The send useAgentChat makes: the conversation as the browser holds it, ending with the new user message. */
const SendBody = z.object({
  messages: z.array(z.unknown()).min(1),
  trigger: z.literal("submit-message").optional(),
});

/** The new message: text only (what the composer sends), with the time the browser stamps on it. */
const NewMessage = z.strictObject({
  id: z.string().min(1).max(100),
  role: z.literal("user"),
  parts: z.array(z.strictObject({ type: z.literal("text"), text: z.string() })),
  metadata: z.strictObject({ createdAt: z.number() }).optional(),
});

/** An earlier message as the browser holds it: only its id, role and text are read (the stored copy is what goes on). */
const EarlierMessage = z.object({
  id: z.string(),
  role: z.enum(["user", "assistant"]),
  parts: z.array(z.looseObject({ type: z.string() })),
});

export type Send = {
  requestId: string;
  message: UIMessage;
  text: string;
  earlier: { id: string; role: "user" | "assistant"; text: string }[];
};

/** What happens to one frame: a send to check, a refused send (answered by its id), handed on as it is, or dropped. */
export type FrameVerdict = { kind: "send"; send: Send } | { kind: "refuse"; requestId: string } | { kind: "pass" } | { kind: "drop" };

const DROP: FrameVerdict = { kind: "drop" };
const PASS: FrameVerdict = { kind: "pass" };

export function classifyFrame(frame: WSMessage): FrameVerdict {
  if (typeof frame !== "string") return DROP;
  let event: ReturnType<typeof parseProtocolMessage>;
  try {
    event = parseProtocolMessage(frame);
  } catch {
    return DROP; // the SDK's parser reads `.type` of any JSON value: "null" throws (found by test/integration/fuzz-chat-frames.test.ts)
  }
  if (!event) return DROP;
  switch (event.type) {
    case "chat-request":
      return readSend(event.id, event.init);
    case "cancel":
    case "stream-resume-ack":
      return typeof event.id === "string" ? PASS : DROP;
    case "stream-resume-request":
      return PASS;
    case "clear":
    case "messages":
    case "tool-result":
    case "tool-approval":
      // The conversation is written by the object alone (checked sends and its answers) and
      // deleted through the conversation index; TruGPT has no client tools.
      return DROP;
    default:
      return unknownEvent(event);
  }
}

/** A protocol event this module does not know (a newer SDK) is a type error here, and dropped at run time. */
function unknownEvent(event: never): FrameVerdict {
  void event;
  return DROP;
}

function readSend(requestId: unknown, init: { method?: string; body?: unknown }): FrameVerdict {
  if (typeof requestId !== "string" || !requestId || requestId.length > 100) return DROP;
  const refuse: FrameVerdict = { kind: "refuse", requestId };
  if (init.method !== "POST" || typeof init.body !== "string") return refuse;
  let json: unknown;
  try {
    json = JSON.parse(init.body);
  } catch {
    return refuse;
  }
  const body = SendBody.safeParse(json);
  if (!body.success) return refuse;
  const newMessage = NewMessage.safeParse(body.data.messages.at(-1));
  const earlier = z.array(EarlierMessage).safeParse(body.data.messages.slice(0, -1));
  if (!newMessage.success || !earlier.success) return refuse;
  const message = newMessage.data as UIMessage;
  return {
    kind: "send",
    send: {
      requestId,
      message,
      text: messageText(message),
      earlier: earlier.data.map((m) => ({ id: m.id, role: m.role, text: messageText(m) })),
    },
  };
}

/**
 * The stored copies of the messages the browser sent before the new one, or null when one is not
 * stored (a client writing its own answers or history) or the new one already is. The browser
 * may name a streamed answer differently from the object: such an answer is the stored answer
 * with its text, each stored answer taken once.
 */
export function storedCopies(send: Send, stored: readonly UIMessage[]): UIMessage[] | null {
  const byId = new Map(stored.map((m) => [m.id, m]));
  if (byId.has(send.message.id)) return null;
  const taken = new Set<string>();
  const copies: UIMessage[] = [];
  for (const m of send.earlier) {
    const copy =
      byId.get(m.id) ??
      (m.role === "assistant" ? stored.find((s) => s.role === "assistant" && !taken.has(s.id) && messageText(s) === m.text) : undefined);
    if (!copy || copy.role !== m.role || taken.has(copy.id)) return null;
    taken.add(copy.id);
    copies.push(copy);
  }
  return copies;
}

/** The frame the SDK gets for a checked send: the stored copies and the new message, nothing else the client wrote. */
export function checkedSendFrame(send: Send, copies: readonly UIMessage[]): string {
  const frame: IncomingMessage = {
    type: MessageType.CF_AGENT_USE_CHAT_REQUEST,
    id: send.requestId,
    init: { method: "POST", body: JSON.stringify({ messages: [...copies, send.message], trigger: "submit-message" }) },
  };
  return JSON.stringify(frame);
}

/** The SDK's final error frame for a request, as useAgentChat reads it (its body, the error's code and text, is the Error's message). */
export function refusalFrame(requestId: string, error: SendError): string {
  const frame: OutgoingMessage = {
    type: MessageType.CF_AGENT_USE_CHAT_RESPONSE,
    id: requestId,
    body: sendErrorBody(error),
    done: true,
    error: true,
  };
  return JSON.stringify(frame);
}

export function chatLimits(userId: string): LimitCheck[] {
  return [
    ["chatMessagesPerMinute", userId],
    ["chatMessagesPerDay", userId],
  ];
}

/** Why this text is refused, or null when it may be sent (one unit of each limit is then used). */
export async function refuseSend(userId: string, text: string): Promise<SendError | null> {
  if (text.length > CHAT_MESSAGE_MAX_CHARS) return sendError("tooLong");
  if (!sanitizeUserText(text)) return sendError("emptyMessage");
  const { refused } = await reserveLimits(chatLimits(userId));
  return refused ? sendError("rateLimited", refused.message) : null;
}

type FrameHandler = (connection: Connection, message: WSMessage) => void | Promise<void>;

/**
 * Puts `gate` in front of the SDK's frame handling. AIChatAgent installs its handler by assigning
 * `onMessage` in its constructor (it has no hook before a request is stored), so a subclass's
 * constructor assigns it once more; `handOn` is the SDK's handler. test/integration/trugpt.test.ts
 * ("the SDK's frame handling ...") fails when an upgrade moves it.
 */
export function gateFrames(
  agent: { onMessage: FrameHandler },
  gate: (connection: Connection, message: WSMessage, handOn: FrameHandler) => Promise<void>,
): void {
  if (!Object.hasOwn(agent, "onMessage")) throw new Error("AIChatAgent no longer installs its frame handler in its constructor");
  const handOn = agent.onMessage.bind(agent);
  agent.onMessage = (connection, message) => gate(connection, message, handOn);
}
