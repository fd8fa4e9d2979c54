/**
 * The frames of a conversation's WebSocket (docs/decisions/075-trugpt-conversation-object.md), shared
 * by the browser (app/chat/chat-socket.ts) and the conversation's Durable Object
 * (workers/chat-conversation.ts, which parses what it receives with app/chat/send-check.server.ts).
 *
 * Client → server: `send` a new message (its id is the request's id too), `stop` the answer to a
 * request, `resume` the answer being written from the `offset`-th chunk (after a reload or a
 * dropped socket). Server → client: the answer's `chunk`s (the `ai` UI message stream's chunks,
 * numbered from 0), then `done` or `error` for the request; `resuming` or, when no answer is being
 * written, the latest stored `messages` in reply to a resume.
 */
import type { UIMessage, UIMessageChunk } from "ai";

/**
 * Why a send failed, as a code: the conversation's object sends it in its error frame, the dialog
 * reads it back (app/chat/chat-texts.ts readSendError) and shows its message. All but
 * `answerFailed` and `connection` mean the message was not stored.
 */
export type SendErrorCode = "tooLong" | "emptyMessage" | "notFound" | "busy" | "rateLimited" | "rejected" | "answerFailed" | "connection";
export type SendError = { code: SendErrorCode; message: string };

export type ClientFrame = { type: "send"; id: string; text: string } | { type: "stop"; id: string } | { type: "resume"; offset?: number };

export type ServerFrame =
  | { type: "chunk"; id: string; n: number; chunk: UIMessageChunk }
  | { type: "done"; id: string }
  | { type: "error"; id: string; error: SendError }
  | { type: "resuming"; id: string }
  | { type: "messages"; messages: UIMessage[]; more: boolean };

/** A request id (the new message's id): what the browser's generator makes, bounded. */
export const REQUEST_ID_MAX = 100;

/** A frame longer than this is dropped unread: a send of CHAT_MESSAGE_MAX_CHARS escaped to \uXXXX fits well within. */
export const FRAME_MAX_CHARS = 32_768;
