import { DurableObject } from "cloudflare:workers";
import type { UIMessageChunk } from "ai";
import { CHAT, MESSAGES_PAGE_PATH, PROVIDERS_PART, sendError, type SendError } from "~/chat/chat-texts";
import { CONVERSATION_HEADER, titleConversation, touchConversation } from "~/chat/conversations.server";
import { MessageStore } from "~/chat/message-store.server";
import { classifyFrame, refusalFrame, refuseSend, serverFrame, type Send } from "~/chat/send-check.server";
import { answerStream, historyOf, OWNER_HEADER } from "~/chat/turn.server";
import { CHAT_HISTORY_MAX, CHAT_PAGE_MAX, CHAT_PAGE_SIZE } from "~/lib/limits";
import { sanitizeUserText } from "~/lib/sanitize";

/** What a socket carries through hibernation: whose it is and which conversation it speaks to. */
type Attachment = { user: string; conversation: string };

/** The answer being written: its request (the question's id), its chunks so far, who reads it, and its stop. */
type Turn = { id: string; chunks: UIMessageChunk[]; readers: Set<WebSocket>; stop: AbortController };

/**
 * One TruGPT conversation (docs/decisions/075-trugpt-conversation-object.md): its messages in this
 * object's SQLite storage (app/chat/message-store.server.ts), its owner, and hibernating WebSockets
 * that speak app/chat/chat-protocol.ts. Every frame passes app/chat/send-check.server.ts first; a
 * send then passes the owner, busy and limit checks before its cleaned text is stored, and the
 * engine reads only the stored conversation (app/chat/turn.server.ts).
 */
export class ChatConversation extends DurableObject<Cloudflare.Env> {
  private readonly messages: MessageStore;
  /** Set when a send is accepted, before anything is awaited, so two sends at once cannot both pass. */
  private busy = false;
  private turn: Turn | null = null;

  constructor(ctx: DurableObjectState, env: Cloudflare.Env) {
    super(ctx, env);
    this.messages = new MessageStore(ctx.storage);
  }

  private owner(): Promise<string | undefined> {
    return this.ctx.storage.get<string>("owner");
  }

  /** Called once when the conversation is created: only this user may ever reach it. */
  async claim(userId: string): Promise<void> {
    if (!(await this.owner())) await this.ctx.storage.put("owner", userId);
  }

  /** Deleting the conversation: every stored row (messages, the owner) goes, an answer being written stops, and open sockets close. */
  async forget(): Promise<void> {
    this.turn?.stop.abort();
    for (const socket of this.ctx.getWebSockets()) socket.close(1000, "Conversation deleted");
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
  }

  /** An alarm the agents SDK scheduled before this class replaced it has nothing left to do. */
  async alarm(): Promise<void> {}

  /**
   * The Worker routes here only after its session check (app/chat/routing.server.ts) and sets the
   * user and the conversation; the object checks the owner it stored, and that the conversation
   * named is this object.
   */
  override async fetch(request: Request): Promise<Response> {
    const owner = await this.owner();
    const user = request.headers.get(OWNER_HEADER);
    const conversation = request.headers.get(CONVERSATION_HEADER) ?? "";
    const named = conversation && this.ctx.id.equals(this.env.CHAT_CONVERSATION.idFromName(conversation));
    if (!owner || user !== owner || !named) return new Response(CHAT.notFound, { status: 404 });
    if (request.headers.get("Upgrade")?.toLowerCase() === "websocket") {
      const { 0: client, 1: server } = new WebSocketPair();
      this.ctx.acceptWebSocket(server);
      server.serializeAttachment({ user, conversation } satisfies Attachment);
      return new Response(null, { status: 101, webSocket: client });
    }
    const url = new URL(request.url);
    if (request.method !== "GET" || url.pathname.split("/").pop() !== MESSAGES_PAGE_PATH) return new Response("Not found", { status: 404 });
    const limit = Number(url.searchParams.get("limit") ?? CHAT_PAGE_SIZE);
    if (!Number.isInteger(limit) || limit < 1 || limit > CHAT_PAGE_MAX) return new Response("Bad limit", { status: 400 });
    return Response.json(this.messages.before(url.searchParams.get("before"), limit));
  }

  override async webSocketMessage(socket: WebSocket, frame: string | ArrayBuffer): Promise<void> {
    const attachment = socket.deserializeAttachment() as Attachment | null;
    // A socket whose user is not (or no longer) the owner is closed: nothing it sends is read.
    if (!attachment || attachment.user !== (await this.owner())) return socket.close(1008, "Not the owner");
    const verdict = classifyFrame(frame);
    switch (verdict.kind) {
      case "drop":
        return;
      case "refuse":
        return socket.send(refusalFrame(verdict.requestId, sendError("rejected")));
      case "stop":
        if (this.turn?.id === verdict.id) this.turn.stop.abort();
        return;
      case "resume":
        return this.resume(socket, verdict.offset);
      case "send":
        return this.send(socket, attachment, verdict.send);
    }
  }

  override async webSocketClose(socket: WebSocket): Promise<void> {
    // The answer goes on and is stored; it is only no longer sent here.
    this.turn?.readers.delete(socket);
  }

  override async webSocketError(socket: WebSocket): Promise<void> {
    this.turn?.readers.delete(socket);
  }

  /** The answer being written from its `offset`-th chunk (then live), or the latest stored messages when there is none. */
  private resume(socket: WebSocket, offset: number) {
    const turn = this.turn;
    if (!turn) return socket.send(serverFrame({ type: "messages", ...this.messages.before(null, CHAT_PAGE_SIZE) }));
    socket.send(serverFrame({ type: "resuming", id: turn.id }));
    turn.chunks.slice(offset).forEach((chunk, i) => socket.send(serverFrame({ type: "chunk", id: turn.id, n: offset + i, chunk })));
    turn.readers.add(socket);
  }

  private async send(socket: WebSocket, { user, conversation }: Attachment, send: Send) {
    const refusal = this.busy ? sendError("busy") : this.messages.has(send.id) ? sendError("rejected") : null;
    if (refusal) return socket.send(refusalFrame(send.id, refusal));
    this.busy = true;
    let refused: SendError | null;
    try {
      refused = await refuseSend(user, send.text);
    } catch (error) {
      console.error("TruGPT send check failed", error);
      refused = sendError("answerFailed");
    }
    if (refused) {
      this.busy = false;
      return socket.send(refusalFrame(send.id, refused));
    }
    const turn: Turn = { id: send.id, chunks: [], readers: new Set([socket]), stop: new AbortController() };
    this.turn = turn;
    // Not awaited: frames that come meanwhile (a stop, a second send, a resume) are read while it runs.
    this.ctx.waitUntil(this.answer(turn, conversation, send));
  }

  private async answer(turn: Turn, conversation: string, send: Send) {
    const emit = (chunk: UIMessageChunk) => {
      const n = turn.chunks.push(chunk) - 1;
      this.broadcast(turn, serverFrame({ type: "chunk", id: turn.id, n, chunk }));
    };
    try {
      const firstAnswer = !this.messages.hasAnswer();
      this.messages.append({
        id: send.id,
        role: "user",
        parts: [{ type: "text", text: sanitizeUserText(send.text) }],
        createdAt: Date.now(),
      });
      const history = historyOf(this.messages.latest(CHAT_HISTORY_MAX));
      const answer = await answerStream(history, turn.stop.signal);
      // The answer is opened with its first piece and stored once it is whole: an engine that fails
      // or times out leaves no empty or half answer stored (issue 33, faults at the bindings).
      const id = crypto.randomUUID();
      const createdAt = Date.now();
      let text = "";
      let opened = false;
      const open = () => {
        opened = true;
        emit({ type: "start", messageId: id, messageMetadata: { createdAt } });
        emit({ type: "text-start", id });
      };
      for await (const delta of answer.chunks) {
        if (turn.stop.signal.aborted) break;
        if (!opened) open();
        text += delta;
        emit({ type: "text-delta", id, delta });
      }
      const stopped = turn.stop.signal.aborted;
      if (!stopped && !opened) open();
      if (opened) emit({ type: "text-end", id });
      // Read after the pieces: a model's providers are known once its answer is checked (app/chat/turn.server.ts).
      const providers = stopped ? [] : answer.providers;
      if (providers.length) emit({ type: PROVIDERS_PART, data: providers });
      // A stopped answer keeps what was shown of it, as the browser shows it.
      if (opened) {
        const parts = [{ type: "text" as const, text }, ...(providers.length ? [{ type: PROVIDERS_PART, data: providers } as const] : [])];
        this.messages.append({ id, role: "assistant", parts, createdAt });
      }
      // Titled and touched before the answer ends, so the list the dialog reloads on done has both.
      if (firstAnswer && opened) await titleConversation(conversation, send.text).catch((error) => console.error("Titling failed", error));
      await touchConversation(conversation, this.messages.count()).catch((error) =>
        console.error("Touching the conversation failed", error),
      );
      emit({ type: "finish" });
      this.broadcast(turn, serverFrame({ type: "done", id: turn.id }));
    } catch (error) {
      console.error("TruGPT answer failed", error);
      this.broadcast(turn, refusalFrame(turn.id, sendError("answerFailed")));
    } finally {
      if (this.turn === turn) this.turn = null;
      this.busy = false;
    }
  }

  private broadcast(turn: Turn, frame: string) {
    for (const socket of turn.readers) {
      try {
        socket.send(frame);
      } catch {
        turn.readers.delete(socket);
      }
    }
  }
}
