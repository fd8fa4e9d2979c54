/**
 * What a conversation's WebSocket lets through (issue 33, finding 1; docs/decisions/075): every
 * frame is parsed here before the conversation's Durable Object acts on it, and only three kinds
 * go on: a send (its id and text, nothing else), a stop and a resume (app/chat/chat-protocol.ts).
 * Everything else is dropped: other types, binary, oversized and unparseable frames. A frame that
 * is a send by its type and id but has any other shape is refused, answered by its id, so the
 * browser never waits for an answer that will not come.
 *
 * The object then keeps its own checks (owner, busy, the limits of `refuseSend`), stores the
 * cleaned text, and the engine only ever reads the stored conversation.
 */
import { z } from "zod";
import { CHAT_MESSAGE_MAX_CHARS, type LimitCheck } from "~/lib/limits";
import { reserveLimits } from "~/lib/rate-limit.server";
import { sanitizeUserText } from "~/lib/sanitize";
import { FRAME_MAX_CHARS, REQUEST_ID_MAX, type ServerFrame } from "./chat-protocol";
import { sendError, type SendError } from "./chat-texts";

const RequestId = z.string().min(1).max(REQUEST_ID_MAX);

const ClientFrame = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("send"), id: RequestId, text: z.string() }),
  z.strictObject({ type: z.literal("stop"), id: RequestId }),
  z.strictObject({ type: z.literal("resume"), offset: z.number().int().min(0).optional() }),
]);

export type Send = { id: string; text: string };

/** What happens to one frame: a send to check, a refused send (answered by its id), a stop, a resume, or dropped. */
export type FrameVerdict =
  | { kind: "send"; send: Send }
  | { kind: "refuse"; requestId: string }
  | { kind: "stop"; id: string }
  | { kind: "resume"; offset: number }
  | { kind: "drop" };

const DROP: FrameVerdict = { kind: "drop" };

export function classifyFrame(frame: string | ArrayBuffer): FrameVerdict {
  if (typeof frame !== "string" || frame.length > FRAME_MAX_CHARS) return DROP;
  let json: unknown;
  try {
    json = JSON.parse(frame);
  } catch {
    return DROP;
  }
  const parsed = ClientFrame.safeParse(json);
  if (parsed.success) {
    const f = parsed.data;
    if (f.type === "send") return { kind: "send", send: { id: f.id, text: f.text } };
    if (f.type === "stop") return { kind: "stop", id: f.id };
    return { kind: "resume", offset: f.offset ?? 0 };
  }
  // A send with a usable id but any other shape is answered (refused), so its sender is not left waiting.
  const asSend = z.looseObject({ type: z.literal("send"), id: RequestId }).safeParse(json);
  return asSend.success ? { kind: "refuse", requestId: asSend.data.id } : DROP;
}

/** The frame that tells the browser why its send `requestId` failed (app/chat/chat-texts.ts readSendError reads its error). */
export function refusalFrame(requestId: string, error: SendError): string {
  return serverFrame({ type: "error", id: requestId, error });
}

export function serverFrame(frame: ServerFrame): string {
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
