/**
 * The browser's side of a conversation's WebSocket (app/chat/chat-protocol.ts): a `ChatTransport`
 * for `useChat` (@ai-sdk/react). A send opens the socket when it is not open, sends the new text
 * under the message's id and streams the answer's chunks back until `done` (or `error`, whose
 * SendError becomes the Error's message, app/chat/chat-texts.ts readSendError). A socket that drops
 * mid-answer is opened again and resumes from the last chunk it had; a page that loads mid-answer
 * resumes it from the start (useChat's `resume`).
 */
import type { ChatTransport, UIMessage, UIMessageChunk } from "ai";
import type { ClientFrame, ServerFrame } from "./chat-protocol";
import { messageText, sendErrorBody, sendError, type MessagesPage, type SendError } from "./chat-texts";

/** Tries to open the socket again after it dropped mid-answer, this long apart. */
const RECONNECT_PAUSES_MS = [250, 1_000, 2_000, 4_000];
/** A resume the conversation does not answer this long is given up (the page shows what is stored). */
const RESUME_REPLY_MS = 10_000;

type Active = { id: string; received: number; controller: ReadableStreamDefaultController<UIMessageChunk> };

/**
 * Dispatches "stored" (a CustomEvent of the latest MessagesPage) when a resume finds no answer being
 * written: an answer that ended while the page loaded is in it.
 */
export class ConversationSocket extends EventTarget implements ChatTransport<UIMessage> {
  readonly resumeStreamIsReplay = true;
  private socket: WebSocket | null = null;
  private opening: { socket: WebSocket; promise: Promise<WebSocket> } | null = null;
  private active: Active | null = null;
  private resumeReply: ((frame: ServerFrame | null) => void) | null = null;

  constructor(private readonly url: string) {
    super();
  }

  async sendMessages({ messages, abortSignal }: Parameters<ChatTransport<UIMessage>["sendMessages"]>[0]) {
    const message = messages.at(-1);
    if (!message || message.role !== "user") throw new Error(sendErrorBody(sendError("rejected")));
    const socket = await this.open().catch(() => {
      throw new Error(sendErrorBody(sendError("connection")));
    });
    const stream = this.stream(message.id, 0, abortSignal);
    this.write(socket, { type: "send", id: message.id, text: messageText(message) });
    return stream;
  }

  async reconnectToStream({ abortSignal }: Parameters<ChatTransport<UIMessage>["reconnectToStream"]>[0]) {
    // Quietly nothing when the socket cannot open: the next send says so.
    const socket = await this.open().catch(() => null);
    if (!socket) return null;
    const reply = await new Promise<ServerFrame | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), RESUME_REPLY_MS);
      this.resumeReply = (frame) => {
        clearTimeout(timer);
        resolve(frame);
      };
      this.write(socket, { type: "resume" });
    });
    this.resumeReply = null;
    if (reply?.type !== "resuming") return null;
    return this.stream(reply.id, 0, abortSignal);
  }

  /** Leaving the conversation: the answer being read ends here (the server finishes and keeps it); no reconnect. */
  close() {
    this.active?.controller.close();
    this.active = null;
    this.opening?.socket.close();
    this.opening = null;
    this.socket?.close();
    this.socket = null;
  }

  private stream(id: string, received: number, abortSignal: AbortSignal | undefined) {
    return new ReadableStream<UIMessageChunk>({
      start: (controller) => {
        this.active = { id, received, controller };
        abortSignal?.addEventListener("abort", () => {
          if (this.active?.id !== id) return;
          this.active = null;
          if (this.socket) this.write(this.socket, { type: "stop", id });
        });
      },
    });
  }

  private write(socket: WebSocket, frame: ClientFrame) {
    socket.send(JSON.stringify(frame));
  }

  private open(): Promise<WebSocket> {
    if (this.socket?.readyState === WebSocket.OPEN) return Promise.resolve(this.socket);
    if (this.opening) return this.opening.promise;
    const socket = new WebSocket(new URL(this.url, location.href).href.replace(/^http/, "ws"));
    let opened = false;
    const promise = new Promise<WebSocket>((resolve, reject) => {
      socket.addEventListener("open", () => {
        opened = true;
        if (this.opening?.socket === socket) this.opening = null;
        this.socket = socket;
        resolve(socket);
      });
      socket.addEventListener("message", (event) => this.receive(event.data));
      socket.addEventListener("close", () => {
        if (!opened) {
          if (this.opening?.socket === socket) this.opening = null;
          return reject(new Error("The conversation's socket did not open"));
        }
        if (this.socket !== socket) return;
        this.socket = null;
        this.resumeReply?.(null);
        if (this.active) void this.reconnect(this.active);
      });
    });
    this.opening = { socket, promise };
    return promise;
  }

  /** After a drop mid-answer: open again and ask for the chunks after the last one received. */
  private async reconnect(active: Active) {
    for (const pause of RECONNECT_PAUSES_MS) {
      await new Promise((resolve) => setTimeout(resolve, pause));
      if (this.active !== active) return;
      const socket = await this.open().catch(() => null);
      if (!socket) continue;
      this.resumeReply = (frame) => {
        this.resumeReply = null;
        // The answer ended while the socket was down: the stored conversation has it.
        if (frame?.type === "messages" && this.active === active) {
          this.active = null;
          active.controller.close();
        }
      };
      this.write(socket, { type: "resume", offset: active.received });
      return;
    }
    if (this.active === active) this.fail(active, sendError("connection"));
  }

  private fail(active: Active, error: SendError) {
    this.active = null;
    active.controller.error(new Error(sendErrorBody(error)));
  }

  private receive(data: unknown) {
    let frame: ServerFrame;
    try {
      frame = JSON.parse(String(data)) as ServerFrame;
    } catch {
      return;
    }
    if (frame.type === "resuming" || frame.type === "messages") {
      if (frame.type === "messages")
        this.dispatchEvent(new CustomEvent<MessagesPage>("stored", { detail: { messages: frame.messages, more: frame.more } }));
      this.resumeReply?.(frame);
      return;
    }
    const active = this.active;
    if (!active || frame.id !== active.id) return;
    if (frame.type === "chunk") {
      // A chunk already received (a resume from an earlier offset) is skipped.
      if (frame.n !== active.received) return;
      active.received++;
      active.controller.enqueue(frame.chunk);
    } else if (frame.type === "done") {
      this.active = null;
      active.controller.close();
    } else {
      this.fail(active, frame.error);
    }
  }
}
