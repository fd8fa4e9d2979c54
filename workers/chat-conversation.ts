import { AIChatAgent, type OnChatMessageOptions } from "@cloudflare/ai-chat";
import { createUIMessageStream, createUIMessageStreamResponse, type UIMessage } from "ai";
import {
  CHAT,
  MESSAGES_PAGE_PATH,
  PROVIDERS_PART,
  messageText,
  sendError,
  sendErrorBody,
  type MessagesPage,
  type SendError,
} from "~/chat/chat-texts";
import { titleConversation, touchConversation } from "~/chat/conversations.server";
import { answerStream, historyOf, OWNER_HEADER } from "~/chat/turn.server";
import { checkedSendFrame, classifyFrame, gateFrames, refusalFrame, refuseSend, storedCopies, type Send } from "~/chat/send-check.server";
import { CHAT_ENGINE_TIMEOUT_MS, CHAT_PAGE_MAX, CHAT_PAGE_SIZE } from "~/lib/limits";
import { sanitizeUserText } from "~/lib/sanitize";

/**
 * One TruGPT conversation (docs/decisions/014-trugpt-stack.md): an `AIChatAgent` of Cloudflare's
 * agents SDK, which persists the messages in this object's SQLite storage, streams replies over
 * hibernating WebSockets and resumes a stream after a reload. Ours: the owner check, the send
 * checks before a message is stored, and the turn (app/chat/turn.server.ts).
 */
export class ChatConversation extends AIChatAgent {
  /**
   * Until when a reply is being written: a second send meanwhile is refused with CHAT.busy (set
   * when a send is accepted, so two sends at once cannot both pass; cleared when the answer's
   * stream ends; it lapses by itself should a turn never end). A send right after an answer is
   * queued by the SDK behind the turn's last writes (its default "queue"), never dropped.
   */
  private answeringUntil = 0;

  constructor(ctx: DurableObjectState, env: Cloudflare.Env) {
    super(ctx, env);
    gateFrames(this, async (connection, message, handOn) => {
      const verdict = classifyFrame(message);
      if (verdict.kind === "pass") return handOn(connection, message);
      if (verdict.kind === "drop") return;
      if (verdict.kind === "refuse") return connection.send(refusalFrame(verdict.requestId, sendError("rejected")));
      const refusal = await this.refusal(verdict.send);
      if ("code" in refusal) return connection.send(refusalFrame(verdict.send.requestId, refusal));
      try {
        await handOn(connection, checkedSendFrame(verdict.send, refusal.copies));
      } catch (error) {
        // The object's storage failed during the send (a failed answer ends in onError instead): the
        // sender is told, and the conversation is not left busy (issue 33, faults at the bindings).
        this.answeringUntil = 0;
        console.error("TruGPT send failed", error);
        connection.send(refusalFrame(verdict.send.requestId, sendError("answerFailed")));
      }
    });
  }

  /** Why a send is refused, or the stored copies of the messages before it when it may go on (its limits are then used). */
  private async refusal(send: Send): Promise<SendError | { copies: UIMessage[] }> {
    const owner = await this.owner();
    if (!owner) return sendError("notFound");
    if (Date.now() < this.answeringUntil) return sendError("busy");
    const copies = storedCopies(send, this.messages);
    if (!copies) return sendError("rejected");
    // Taken before the limits are read, so a second send meanwhile is refused as busy.
    this.answeringUntil = Date.now() + 2 * CHAT_ENGINE_TIMEOUT_MS;
    const refused = await refuseSend(owner, send.text);
    if (refused) this.answeringUntil = 0;
    return refused ?? { copies };
  }

  private owner(): Promise<string | undefined> {
    return this.ctx.storage.get<string>("owner");
  }

  /** Called once when the conversation is created: only this user may ever reach it. */
  async claim(userId: string): Promise<void> {
    if (!(await this.owner())) await this.ctx.storage.put("owner", userId);
  }

  /**
   * Deleting the conversation: every stored row (messages, stream buffers, the owner) goes, and
   * open sockets close. Not the SDK's destroy(), which also aborts the object's isolate: from an
   * RPC call that surfaces as an error to the caller ("destroyed").
   */
  async forget(): Promise<void> {
    for (const socket of this.ctx.getWebSockets()) socket.close(1000, "Conversation deleted");
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
  }

  /** The Worker routes here only after its session check and sets the user; the object checks the owner it stored. */
  override async fetch(request: Request): Promise<Response> {
    const owner = await this.owner();
    if (!owner || request.headers.get(OWNER_HEADER) !== owner) return new Response(CHAT.notFound, { status: 404 });
    return super.fetch(request);
  }

  /** Our paged messages endpoint beside the SDK's get-messages (which returns the whole conversation). */
  override async onRequest(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (request.method !== "GET" || url.pathname.split("/").pop() !== MESSAGES_PAGE_PATH) return super.onRequest(request);
    const limit = Number(url.searchParams.get("limit") ?? CHAT_PAGE_SIZE);
    if (!Number.isInteger(limit) || limit < 1 || limit > CHAT_PAGE_MAX) return new Response("Bad limit", { status: 400 });
    return Response.json(await this.page(url.searchParams.get("before"), limit));
  }

  /**
   * The `limit` messages before `before` (the latest ones without it), ascending, read newest
   * first from the SDK's own storage so only the rows of the page are read; `more` when older
   * messages remain. An unknown `before` is an empty page.
   */
  async page(before: string | null, limit: number): Promise<MessagesPage> {
    const session = this.sessions.session();
    if (before && !(await session.getMessage(before))) return { messages: [], more: false };
    const newestFirst: UIMessage[] = [];
    for await (const message of session.history({ newestFirst: true, leafId: before ?? undefined })) {
      if (message.id === before) continue;
      if (newestFirst.length === limit) return { messages: newestFirst.reverse(), more: true };
      newestFirst.push(message as UIMessage);
    }
    return { messages: newestFirst.reverse(), more: false };
  }

  /** User text is stored stripped of scripts and markup (it is rendered as text as well). */
  protected override sanitizeMessageForPersistence(message: UIMessage): UIMessage {
    if (message.role !== "user") return message;
    return { ...message, parts: message.parts.map((p) => (p.type === "text" ? { ...p, text: sanitizeUserText(p.text) } : p)) };
  }

  override async onChatMessage(_onFinish: unknown, options?: OnChatMessageOptions): Promise<Response> {
    const history = historyOf(this.messages);
    const stream = createUIMessageStream({
      execute: async ({ writer }) => {
        try {
          const id = crypto.randomUUID();
          const answer = await answerStream(history, options?.abortSignal);
          // The answer is opened with its first piece: an engine that fails or times out before it
          // leaves no empty, forever "streaming" answer stored (issue 33, faults at the bindings).
          let opened = false;
          const open = () => {
            opened = true;
            writer.write({ type: "message-metadata", messageMetadata: { createdAt: Date.now() } });
            writer.write({ type: "text-start", id });
          };
          for await (const delta of answer.chunks) {
            if (!opened) open();
            writer.write({ type: "text-delta", id, delta });
          }
          if (!opened) open();
          writer.write({ type: "text-end", id });
          // Titled before the stream ends, so the list the dialog reloads on finish has the title.
          const question = this.messages.find((m) => m.role === "user");
          if (question && !history.some((t) => t.role === "assistant")) {
            await titleConversation(this.name, messageText(question)).catch((error) => console.error("Titling failed", error));
          }
          // Read after the pieces: a model's providers are known once its answer is checked (app/chat/turn.server.ts).
          if (answer.providers.length) writer.write({ type: PROVIDERS_PART, data: answer.providers });
        } finally {
          this.answeringUntil = 0;
        }
      },
      onError: (error) => {
        console.error("TruGPT answer failed", error);
        return sendErrorBody(sendError("answerFailed"));
      },
    });
    return createUIMessageStreamResponse({ stream });
  }

  protected override async onChatResponse(): Promise<void> {
    this.answeringUntil = 0;
    await touchConversation(this.name, this.messages.length);
  }
}
