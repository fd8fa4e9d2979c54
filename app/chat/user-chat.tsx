/**
 * TruGPT for signed-in users: their conversations (the /trugpt/conversations action and loader)
 * and, for the open one, its Durable Object through useChat over our WebSocket transport
 * (app/chat/chat-socket.ts: streamed, resumed after a reload). A failed send arrives with its code
 * (app/chat/chat-texts.ts).
 */
import { useChat } from "@ai-sdk/react";
import type { UIMessage } from "ai";
import { Component, Suspense, use, useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { CHAT_PAGE_SIZE } from "~/lib/limits";
import {
  CHAT,
  MESSAGES_PAGE_PATH,
  mentionedProvidersOf,
  messageText,
  readSendError,
  sendWasRefused,
  type MessagesPage,
} from "./chat-texts";
import { Sidebar, type Conversation } from "./chat-sidebar";
import { ConversationSocket } from "./chat-socket";
import { Composer, errorToast, Header, MessageList, type ViewMessage } from "./chat-view";

/** Create or delete through the form action; a refusal throws with the action's own toast text (a 429's limit message). */
async function postConversation(fields: Record<string, string>, failure: string) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  body.set("_client", "fetcher");
  const res = await fetch("/trugpt/conversations", { method: "POST", body, headers: { Accept: "application/json" } });
  const reply = (await res.json().catch(() => null)) as {
    ok?: boolean;
    conversation?: Conversation;
    toast?: { description?: string };
  } | null;
  if (!res.ok || !reply?.ok) throw new Error(reply?.toast?.description ?? failure);
  return reply;
}

/** Spec 001 §8: a failed conversation fetch is retried twice, a second apart, before it counts as failed. */
export const CONVERSATION_FETCH_RETRIES = 2;
const RETRY_PAUSE_MS = 1_000;
/**
 * A sent message the conversation has not acknowledged (no answer begun, no error) this long after
 * Send is given up: the dialog says so and puts the text back (issue 45 item 14), never a silent loss.
 */
export const SEND_ACK_TIMEOUT_MS = 20_000;

/** The user's conversations; a failure shows the Connection Error panel, whose Try Again loads them again. */
async function loadConversations(retries = CONVERSATION_FETCH_RETRIES): Promise<Conversation[]> {
  try {
    const res = await fetch("/trugpt/conversations", { headers: { Accept: "application/json" } });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const reply = await res.json<{ conversations?: Conversation[] }>();
    if (!Array.isArray(reply.conversations)) throw new Error("Unexpected conversation list");
    return reply.conversations;
  } catch (error) {
    if (retries <= 0) throw error;
    await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
    return loadConversations(retries - 1);
  }
}

export function UserChat({ initialId, nutrition }: { initialId?: string; nutrition: boolean }) {
  const [conversations, setConversations] = useState<Conversation[] | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [messages, setMessages] = useState<ViewMessage[]>([]);
  // "+ New Conversation" pressed and not yet answered: the sidebar and the pane say so at once, and
  // the previous conversation is closed, so nothing typed meanwhile goes there (issue 45 item 14).
  const [creating, setCreating] = useState(false);

  const start = useCallback(async () => {
    setFailed(false);
    try {
      let list = await loadConversations();
      // First load: a user with no conversations gets one ("Welcome Chat").
      if (list.length === 0) {
        await postConversation({ intent: "create" }, CHAT.createFailed);
        list = await loadConversations();
      }
      setConversations(list);
      setActiveId((current) => current ?? (list.find((c) => c.id === initialId) ?? list[0])?.id ?? null);
    } catch {
      setFailed(true);
    }
  }, [initialId]);

  useEffect(() => {
    void start();
  }, [start]);

  const refresh = async () => setConversations(await loadConversations().catch(() => conversations));
  const create = () => {
    if (creating) return;
    const previous = activeId;
    setCreating(true);
    postConversation({ intent: "create" }, CHAT.createFailed)
      .then(
        async (reply) => {
          await refresh();
          setActiveId(reply.conversation?.id ?? previous);
        },
        (error: Error) => {
          setActiveId(previous);
          errorToast(error.message);
        },
      )
      .finally(() => setCreating(false));
  };

  if (failed) {
    return (
      <div className="p-6 text-center" data-testid="trugpt-connection-error">
        <p className="text-sm text-red-700">{CHAT.loadFailed}</p>
        <h3 className="mt-4 text-lg font-semibold">Connection Error</h3>
        <p className="mt-2 text-gray-700">{CHAT.connectionError}</p>
        <button type="button" onClick={() => void start()} className="mt-4 rounded-full bg-brand-600 px-5 py-2 font-semibold text-white">
          Try Again
        </button>
      </div>
    );
  }
  if (!conversations) {
    return (
      <div className="p-6 text-center text-gray-600" data-testid="trugpt-initializing">
        <p className="text-sm">{CHAT.loading}</p>
        <p className="mt-2 font-semibold">{CHAT.initializing}</p>
        <p className="mt-2 text-sm">{CHAT.loadingConversations}</p>
      </div>
    );
  }
  return (
    <>
      <Header mode="user" nutrition={nutrition} subtitle={nutrition ? CHAT.nutritionSubtitle : CHAT.subtitle} messages={messages} />
      <div className="mt-3 flex flex-col gap-3 md:flex-row md:gap-4">
        <Sidebar
          conversations={conversations}
          activeId={activeId}
          loading={false}
          creating={creating}
          onSelect={setActiveId}
          onCreate={create}
          onRenamed={() => void refresh()}
          onDelete={(id) => {
            // The open one is left before it goes (its socket then closes quietly): the next in the
            // list takes its place (the one before it at the end), or a new one once it is gone.
            const rest = conversations.filter((c) => c.id !== id);
            const next = id === activeId ? (rest[conversations.findIndex((c) => c.id === id)] ?? rest.at(-1)) : undefined;
            if (id === activeId) setActiveId(next?.id ?? null);
            setConversations(rest);
            postConversation({ intent: "delete", id }, CHAT.deleteFailed).then(
              async () => {
                setConversations(await loadConversations().catch(() => rest));
                if (id === activeId && !next) create();
              },
              (error: Error) => {
                errorToast(error.message);
                if (id === activeId) setActiveId(id);
                void refresh();
              },
            );
          }}
        />
        <div className="min-w-0 flex-1">
          {creating ? (
            <>
              <p className="h-[45vh] py-6 text-sm text-gray-500 md:h-[50vh]" role="status" data-testid="trugpt-creating">
                {CHAT.creating}
              </p>
              <Composer onSend={() => {}} disabled nutrition={nutrition} />
            </>
          ) : activeId ? (
            <ConnectionBoundary key={activeId}>
              <Suspense fallback={<p className="h-[45vh] py-6 text-sm text-gray-500 md:h-[50vh]">{CHAT.loadingMessages}</p>}>
                <ConversationPane id={activeId} nutrition={nutrition} onMessages={setMessages} onTurn={() => void refresh()} />
              </Suspense>
            </ConnectionBoundary>
          ) : (
            <>
              <MessageList messages={[]} typing={false} nutrition={nutrition} />
              <Composer onSend={() => errorToast(CHAT.noActive)} disabled={false} nutrition={nutrition} />
            </>
          )}
        </div>
      </div>
    </>
  );
}

/** A conversation that cannot be reached shows the Connection Error panel instead of breaking the dialog. */
class ConnectionBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="p-6 text-center" data-testid="trugpt-connection-error">
        <h3 className="text-lg font-semibold">Connection Error</h3>
        <p className="mt-2 text-gray-700">{CHAT.connectionError}</p>
        <button
          type="button"
          onClick={() => this.setState({ failed: false })}
          className="mt-4 rounded-full bg-brand-600 px-5 py-2 font-semibold text-white"
        >
          Try Again
        </button>
      </div>
    );
  }
}

function toView(m: UIMessage): ViewMessage {
  return {
    id: m.id,
    role: m.role as "user" | "assistant",
    text: messageText(m),
    providers: mentionedProvidersOf(m),
    createdAt: (m.metadata as { createdAt?: number } | undefined)?.createdAt,
  };
}

/** One page of a conversation's messages, ascending: the latest page, or the page before `before`. */
async function loadPage(id: string, before?: string): Promise<MessagesPage> {
  const query = new URLSearchParams({ limit: String(CHAT_PAGE_SIZE), ...(before ? { before } : {}) });
  const res = await fetch(`/api/chat/${id}/${MESSAGES_PAGE_PATH}?${query}`, { headers: { Accept: "application/json" } });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return res.json<MessagesPage>();
}

/** Whether older messages remain before a conversation's first loaded page (set when the page arrives). */
const olderRemain = new Map<string, boolean>();
/** Conversations whose latest page failed to load (set by the loader, read by the pane). */
const historyFailed = new Map<string, boolean>();
/** The latest page of each open conversation, loaded once per opening (the pane suspends on it). */
const latestPages = new Map<string, Promise<UIMessage[]>>();

function latestPage(id: string): Promise<UIMessage[]> {
  let page = latestPages.get(id);
  if (!page) {
    page = loadPage(id).then(
      (loaded) => {
        olderRemain.set(id, loaded.more);
        return loaded.messages;
      },
      (error: unknown) => {
        // Said with a Try Again (issue 45 item 18), not shown as an empty conversation.
        console.warn("Failed to load messages", error);
        historyFailed.set(id, true);
        return [];
      },
    );
    latestPages.set(id, page);
  }
  return page;
}

function ConversationPane({
  id,
  nutrition,
  onMessages,
  onTurn,
}: {
  id: string;
  nutrition: boolean;
  onMessages: (messages: ViewMessage[]) => void;
  onTurn: () => void;
}) {
  // The latest page only; the conversation's socket streams and resumes from there.
  const initial = use(latestPage(id));
  const [transport] = useState(() => new ConversationSocket(`/api/chat/${id}`));
  // Leaving a conversation closes its socket: an answer still streaming then ends here, but the
  // server finishes and keeps it, so that is no failure to report.
  const left = useRef(false);
  useEffect(() => {
    left.current = false;
    return () => {
      left.current = true;
      latestPages.delete(id);
      transport.close();
    };
  }, [id, transport]);
  const chat = useChat({
    id,
    messages: initial,
    transport,
    resume: true,
    onError: (error) => {
      if (left.current) return;
      // The object's error frame carries a code and its text; anything else (a dropped socket) is the connection failure.
      const failure = readSendError(error.message);
      errorToast(failure.message);
      // A refused message (too long, over the limits) was not stored: it leaves the list too. A
      // failed answer keeps the stored question.
      if (sendWasRefused(failure)) {
        chat.setMessages((messages) => (messages.at(-1)?.role === "user" ? messages.slice(0, -1) : messages));
      }
    },
    onFinish: onTurn,
  });
  const { setMessages } = chat;
  useEffect(() => {
    // A resume that found no answer being written brings the stored page: an answer that ended
    // while this page loaded is in it.
    const onStored = (event: Event) => {
      const stored = (event as CustomEvent<MessagesPage>).detail.messages;
      setMessages((current) => (current.every((m) => stored.some((s) => s.id === m.id)) ? stored : current));
    };
    transport.addEventListener("stored", onStored);
    return () => transport.removeEventListener("stored", onStored);
  }, [transport, setMessages]);
  const [history, setHistory] = useState<"failed" | "loading" | "ok">(() => (historyFailed.get(id) ? "failed" : "ok"));
  const retryHistory = () => {
    setHistory("loading");
    loadPage(id).then(
      (page) => {
        historyFailed.delete(id);
        olderRemain.set(id, page.more);
        setOlder((o) => ({ ...o, more: page.more }));
        const loaded = page.messages;
        chat.setMessages((current) => [...loaded, ...current.filter((m) => !loaded.some((p) => p.id === m.id))]);
        setHistory("ok");
      },
      () => setHistory("failed"),
    );
  };
  // A send the conversation never acknowledges (no answer begun, no error frame) is given up after
  // SEND_ACK_TIMEOUT_MS: the message leaves the list and its text goes back in the box.
  const lastSent = useRef("");
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [restore, setRestore] = useState<{ text: string } | null>(null);
  const latest = useRef(chat.messages);
  useEffect(() => {
    latest.current = chat.messages;
    if (chat.messages.at(-1)?.role === "assistant" || chat.error) setSentAt(null);
  }, [chat.messages, chat.error]);
  useEffect(() => {
    if (sentAt === null) return;
    const timer = setTimeout(() => {
      setSentAt(null);
      if (latest.current.at(-1)?.role !== "user") return;
      void chat.stop();
      chat.setMessages((all) => (all.at(-1)?.role === "user" ? all.slice(0, -1) : all));
      setRestore({ text: lastSent.current });
      errorToast(CHAT.sendFailedConnection);
    }, SEND_ACK_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [sentAt]); // eslint-disable-line react-hooks/exhaustive-deps
  const [older, setOlder] = useState<{ messages: ViewMessage[]; more: boolean; loading: boolean }>(() => ({
    messages: [],
    more: olderRemain.get(id) ?? false,
    loading: false,
  }));
  const busy = chat.status === "submitted" || chat.status === "streaming";
  const current = chat.messages.filter((m) => m.role === "user" || m.role === "assistant").map(toView);
  const currentIds = new Set(current.map((m) => m.id));
  const messages = [...older.messages.filter((m) => !currentIds.has(m.id)), ...current].filter((m) => m.text || m.providers.length);
  const loadEarlier = () => {
    const first = older.messages[0]?.id ?? chat.messages[0]?.id;
    if (!first) return;
    setOlder((o) => ({ ...o, loading: true }));
    loadPage(id, first).then(
      (page) => setOlder((o) => ({ messages: [...page.messages.map(toView), ...o.messages], more: page.more, loading: false })),
      () => {
        setOlder((o) => ({ ...o, loading: false }));
        errorToast(CHAT.loadEarlierFailed);
      },
    );
  };
  const last = messages.at(-1);
  const typing = chat.status === "submitted" || (chat.status === "streaming" && last?.role !== "assistant");
  useEffect(() => onMessages(messages), [messages.length, last?.text]); // eslint-disable-line react-hooks/exhaustive-deps
  if (history !== "ok") {
    return (
      <div className="p-6 text-center" role="alert" data-testid="trugpt-messages-error">
        <p className="text-sm text-red-700">{CHAT.loadMessagesFailed}</p>
        <button
          type="button"
          onClick={retryHistory}
          disabled={history === "loading"}
          className="mt-4 rounded-full bg-brand-600 px-5 py-2 font-semibold text-white disabled:opacity-50"
        >
          {history === "loading" ? CHAT.loadingMessages : CHAT.retry}
        </button>
      </div>
    );
  }
  return (
    <>
      <MessageList
        messages={messages}
        typing={typing}
        nutrition={nutrition}
        earlier={
          older.more && (
            <p className="mb-3 text-center">
              <button
                type="button"
                onClick={loadEarlier}
                disabled={older.loading}
                className="rounded-full border border-gray-300 px-3 py-1 text-xs font-semibold text-gray-700 hover:border-brand-300 disabled:opacity-50"
              >
                {older.loading ? CHAT.loadingMessages : CHAT.loadEarlier}
              </button>
            </p>
          )
        }
      />
      <Composer
        disabled={busy}
        nutrition={nutrition}
        restore={restore}
        onSend={(text) => {
          lastSent.current = text;
          setSentAt(Date.now());
          void chat.sendMessage({ text, metadata: { createdAt: Date.now() } });
        }}
      />
    </>
  );
}
