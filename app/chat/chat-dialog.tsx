/**
 * The TruGPT dialog (spec 001: descriptions A and B reconciled), loaded only when it opens
 * (app/chat/chat-launcher.tsx). Signed-out visitors get the "Join TruSelf" prompt (or continue as
 * a guest, who cannot send); everyone passes the disclaimer gate once (per user, and once for
 * guests); signed-in users chat through their conversation's Durable Object (agents' useAgentChat
 * over a WebSocket: streamed, resumed after a reload); the demo account chats with the canned
 * demo engine in this browser only. Chat text is always rendered as text, never as HTML.
 */
import { useAgentChat } from "agents/chat/react";
import { useAgent } from "agents/react";
import { Component, Suspense, useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { Link, useFetcher, useLocation, useNavigate } from "react-router";
import { FieldError } from "~/components/ui/form";
import { formSchema } from "~/components/ui/form-schema";
import type { ActionReply } from "~/lib/action-reply";
import { FetcherMarker } from "~/lib/progressive";
import { Dialog } from "~/components/ui/dialog";
import { PencilIcon, TrashIcon } from "~/components/ui/icons";
import { showReplyToast, showToast } from "~/lib/client-toast";
import { CHAT_MESSAGE_MAX_CHARS, CHAT_PAGE_SIZE } from "~/lib/limits";
import { useViewer, type Viewer } from "~/demo/use-viewer";
import type { UIMessage } from "ai";
import { CHAT, MESSAGES_PAGE_PATH, mentionedProvidersOf, messageText, type MentionedProvider, type MessagesPage } from "./chat-texts";
import {
  appendDemoMessage,
  createDemoConversation,
  deleteDemoConversation,
  demoConversations,
  demoMessages,
  demoReply,
  demoReplyDelayMs,
  renameDemoConversation,
  type DemoConversation,
} from "./demo-engine";
import { ChatActions } from "./chat-actions";
import { RenameConversationSchema } from "./schemas";

type Mode = "user" | "demo" | "guest";
type Conversation = { id: string; title: string; updatedAt: number };
export type ViewMessage = { id: string; role: "user" | "assistant"; text: string; providers: MentionedProvider[]; createdAt?: number };

const COPIED_MS = 2_000;
const LOAD_RETRIES = 2;
const errorToast = (description: string) => showToast({ title: "Error", description, type: "error" });

function disclaimerKey(viewer: Viewer | null) {
  return `truself_trugpt_disclaimer_${viewer ? viewer.email : "guest"}`;
}

export default function ChatDialog({
  conversationId,
  nutrition,
  onClose,
}: {
  conversationId?: string;
  nutrition: boolean;
  onClose: () => void;
}) {
  const viewer = useViewer();
  const location = useLocation();
  const closeHref = location.pathname + location.search;
  const [guest, setGuest] = useState(false);
  const [accepted, setAccepted] = useState(() => {
    try {
      return localStorage.getItem(disclaimerKey(viewer)) === "true";
    } catch {
      return false;
    }
  });

  if (!viewer && !guest) {
    return (
      <Dialog title={CHAT.joinTitle} onClose={onClose} closeHref={closeHref} testId="trugpt-join">
        <p className="text-gray-700">{CHAT.joinText}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/auth" onClick={onClose} className="rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
            Create Account
          </Link>
          <Link to="/auth" onClick={onClose} className="rounded-full border border-gray-300 px-5 py-2.5 font-semibold text-gray-800">
            Sign In
          </Link>
          <button type="button" onClick={() => setGuest(true)} className="px-2 py-2.5 text-sm font-semibold text-brand-700 underline">
            Continue as guest
          </button>
        </div>
      </Dialog>
    );
  }

  const mode: Mode = !viewer ? "guest" : viewer.isDemo ? "demo" : "user";
  return (
    <Dialog title={CHAT.title} onClose={onClose} closeHref={closeHref} testId="trugpt-dialog" wide>
      {!accepted ? (
        <DisclaimerGate
          onCancel={onClose}
          onAccept={() => {
            try {
              localStorage.setItem(disclaimerKey(viewer), "true");
            } catch {
              // a blocked storage asks again next time
            }
            setAccepted(true);
          }}
        />
      ) : mode === "user" ? (
        <UserChat initialId={conversationId} nutrition={nutrition} />
      ) : mode === "demo" ? (
        <DemoChat nutrition={nutrition} />
      ) : (
        <GuestChat nutrition={nutrition} />
      )}
    </Dialog>
  );
}

function DisclaimerGate({ onAccept, onCancel }: { onAccept: () => void; onCancel: () => void }) {
  const [checked, setChecked] = useState(false);
  return (
    <div data-testid="trugpt-disclaimer">
      <h3 className="text-lg font-semibold">Medical disclaimer</h3>
      <p className="mt-2 text-gray-700">{CHAT.disclaimer}</p>
      <label className="mt-4 flex items-start gap-2 text-sm text-gray-800">
        <input type="checkbox" checked={checked} onChange={(e) => setChecked(e.target.checked)} className="mt-0.5 h-4 w-4" />
        {CHAT.disclaimerAgree}
      </label>
      <div className="mt-6 flex gap-3">
        <button
          type="button"
          disabled={!checked}
          onClick={onAccept}
          className="rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white disabled:cursor-not-allowed disabled:opacity-50"
        >
          Accept and Continue
        </button>
        <button type="button" onClick={onCancel} className="rounded-full border border-gray-300 px-5 py-2.5 font-semibold text-gray-800">
          Cancel
        </button>
      </div>
    </div>
  );
}

// ----------------------------------------------------------------------------- layout pieces

function Header({ mode, nutrition, subtitle, messages }: { mode: Mode; nutrition: boolean; subtitle: string; messages: ViewMessage[] }) {
  return (
    <div className="-mt-2 space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-sm text-gray-600" data-testid="trugpt-subtitle">
          {subtitle}
        </p>
        {mode === "demo" && <Badge>Demo</Badge>}
        {mode === "guest" && <Badge>Guest</Badge>}
        {nutrition && <Badge>Nutrition Focus</Badge>}
        <ChatActions messages={messages} />
      </div>
      <p role="note" className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-xs text-amber-900">
        {CHAT.medicalBanner}
      </p>
    </div>
  );
}

function Badge({ children }: { children: ReactNode }) {
  return <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">{children}</span>;
}

const timeFormat = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" });

function MessageBubble({ message }: { message: ViewMessage }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const mine = message.role === "user";
  return (
    <li className={`flex ${mine ? "justify-end" : "justify-start"}`} data-testid={mine ? "user-message" : "assistant-message"}>
      <div className={`max-w-[85%] rounded-2xl px-4 py-2 ${mine ? "bg-brand-600 text-white" : "bg-gray-100 text-gray-900"}`}>
        <p className="whitespace-pre-wrap break-words text-sm">{message.text}</p>
        {message.providers.length > 0 && (
          <div className="mt-3" data-testid="mentioned-providers">
            <p className="text-xs font-semibold uppercase tracking-wide text-gray-500">{CHAT.mentionedProviders}</p>
            <ul className="mt-1 space-y-1">
              {message.providers.map((p) => (
                <li key={p.id}>
                  <Link
                    to={`/provider/${encodeURIComponent(p.id)}`}
                    className="block rounded-lg border border-gray-200 bg-white px-3 py-2 text-sm hover:border-brand-300"
                  >
                    <span className="font-semibold text-gray-900">{p.name}</span>
                    {p.isVerified && (
                      <span className="ml-2 rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-700">
                        {CHAT.verified}
                      </span>
                    )}
                    <span className="block text-xs text-gray-600">
                      {p.location}
                      {p.specialties.length ? ` · ${p.specialties.slice(0, 3).join(", ")}` : ""}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className={`mt-1 flex gap-3 text-xs ${mine ? "text-brand-100" : "text-gray-500"}`}>
          {message.createdAt ? <time>{timeFormat.format(message.createdAt)}</time> : null}
          {!mine && (
            <button
              type="button"
              className="underline"
              onClick={() => {
                navigator.clipboard.writeText(message.text).then(
                  () => setCopied(true),
                  () => showToast({ ...CHAT.copyFailed, type: "error" }),
                );
              }}
            >
              {copied ? CHAT.copied : "Copy"}
            </button>
          )}
        </div>
      </div>
    </li>
  );
}

function MessageList({
  messages,
  typing,
  nutrition,
  earlier,
}: {
  messages: ViewMessage[];
  typing: boolean;
  nutrition: boolean;
  /** "Load earlier messages" above the list, when older messages remain on the server. */
  earlier?: ReactNode;
}) {
  const end = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);
  useLayoutEffect(() => {
    end.current?.scrollIntoView?.({ block: "end" });
  }, [last?.id, last?.text, typing]);
  return (
    <div className="h-[45vh] overflow-y-auto px-1 py-3 md:h-[50vh]" data-testid="trugpt-messages">
      {earlier}
      {messages.length === 0 && !typing ? (
        <div className="rounded-2xl bg-brand-50 p-6 text-center" data-testid="trugpt-welcome">
          <p className="font-semibold text-brand-800">{nutrition ? CHAT.nutritionWelcome : CHAT.welcome}</p>
        </div>
      ) : (
        <ul className="space-y-3">
          {messages.map((m) => (
            <MessageBubble key={m.id} message={m} />
          ))}
        </ul>
      )}
      {typing && (
        <p className="mt-3 flex items-center gap-1 text-sm text-gray-500" data-testid="typing-indicator" aria-live="polite">
          <span className="sr-only">TruGPT is typing</span>
          <span aria-hidden="true" className="animate-pulse">
            ● ● ●
          </span>
        </p>
      )}
      <div ref={end} />
    </div>
  );
}

function Composer({
  onSend,
  disabled,
  nutrition,
  blocked,
}: {
  onSend: (text: string) => void;
  disabled: boolean;
  nutrition: boolean;
  /** Guests: the button stays enabled and says why they cannot send. */
  blocked?: ReactNode;
}) {
  const [text, setText] = useState("");
  const send = () => {
    if (disabled || !text.trim()) return;
    onSend(text);
    setText("");
  };
  return (
    <form
      className="mt-3 flex items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      <label className="sr-only" htmlFor="trugpt-input">
        Message
      </label>
      <textarea
        id="trugpt-input"
        rows={1}
        value={text}
        maxLength={CHAT_MESSAGE_MAX_CHARS}
        placeholder={nutrition ? CHAT.nutritionPlaceholder : CHAT.placeholder}
        disabled={disabled}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            send();
          }
        }}
        className="max-h-40 min-h-[2.75rem] flex-1 resize-none rounded-xl border border-gray-300 px-3 py-2 text-sm [field-sizing:content] focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-gray-50"
      />
      {blocked ?? (
        <button
          type="submit"
          disabled={disabled}
          className="rounded-xl bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white disabled:cursor-not-allowed disabled:opacity-50"
        >
          Send
        </button>
      )}
    </form>
  );
}

type RenameReply = ActionReply<{ id: string; title: string }>;

/** Renaming through the form kit: the schema the action checks, errors under the field; the demo renames in its storage. */
function RenameForm({ conversation, onDone }: { conversation: Conversation; onDone: (title?: string) => void }) {
  const demo = conversation.id.startsWith("demo");
  const fetcher = useFetcher<RenameReply>();
  const [form, fields] = useForm({
    id: `rename-${conversation.id}`,
    lastResult: fetcher.state === "idle" ? fetcher.data?.result : undefined,
    defaultValue: { id: conversation.id, title: conversation.title },
    ...formSchema(RenameConversationSchema),
    onSubmit(event, { submission }) {
      if (!demo) return;
      event.preventDefault();
      if (submission?.status === "success") onDone(submission.value.title);
    },
  });
  useEffect(() => {
    const reply = fetcher.data;
    if (fetcher.state !== "idle" || !reply) return;
    if (reply.ok) onDone(reply.title);
    else showReplyToast(reply);
  }, [fetcher.state, fetcher.data]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <fetcher.Form method="post" action="/trugpt/conversations" {...getFormProps(form)} className="space-y-1 p-1">
      <FetcherMarker />
      <input type="hidden" name="intent" value="rename" />
      <input {...getInputProps(fields.id, { type: "hidden" })} />
      <div className="flex gap-1">
        <label className="sr-only" htmlFor={fields.title.id}>
          Conversation title
        </label>
        <input
          {...getInputProps(fields.title, { type: "text" })}
          autoFocus
          className="min-w-0 flex-1 rounded border border-gray-300 px-2 py-1 text-sm"
        />
        <button type="submit" className="text-xs font-semibold text-brand-700">
          Save
        </button>
      </div>
      <FieldError field={fields.title} className="text-xs text-red-600" />
    </fetcher.Form>
  );
}

function Sidebar({
  conversations,
  activeId,
  loading,
  onSelect,
  onCreate,
  onRenamed,
  onDelete,
}: {
  conversations: Conversation[];
  activeId: string | null;
  loading: boolean;
  onSelect: (id: string) => void;
  onCreate: () => void;
  onRenamed: (id: string, title: string) => void;
  onDelete: (id: string) => void;
}) {
  const [editing, setEditing] = useState<string | null>(null);
  // Phones: the list folds away under a "Conversations" button above the chat.
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        className="flex w-full items-center gap-2 rounded-lg border border-gray-200 px-3 py-2 text-left text-sm md:hidden"
      >
        <span className="font-semibold text-gray-800">{CHAT.conversations}</span>
        <span className="min-w-0 flex-1 truncate text-gray-500">{conversations.find((c) => c.id === activeId)?.title}</span>
        <span aria-hidden="true">{open ? "▴" : "▾"}</span>
      </button>
      <aside
        id={listId}
        className={`${open ? "" : "hidden"} w-full shrink-0 md:block md:w-60 md:border-r md:border-gray-100 md:pr-3`}
        data-testid="trugpt-sidebar"
      >
        <button
          type="button"
          onClick={() => {
            setOpen(false);
            onCreate();
          }}
          className="w-full rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {CHAT.newConversation}
        </button>
        {loading ? (
          <p className="mt-3 text-sm text-gray-500">{CHAT.loadingConversations}</p>
        ) : (
          <ul className="mt-3 max-h-[40vh] space-y-1 overflow-y-auto md:max-h-[50vh]">
            {conversations.map((c) => (
              <li key={c.id} className={`group rounded-lg ${c.id === activeId ? "bg-brand-50" : "hover:bg-gray-50"}`}>
                {editing === c.id ? (
                  <RenameForm
                    conversation={c}
                    onDone={(title) => {
                      setEditing(null);
                      if (title) onRenamed(c.id, title);
                    }}
                  />
                ) : (
                  <div className="flex items-center gap-1 px-2 py-1.5">
                    <button
                      type="button"
                      onClick={() => {
                        setOpen(false);
                        onSelect(c.id);
                      }}
                      aria-current={c.id === activeId ? "true" : undefined}
                      className="min-w-0 flex-1 truncate text-left text-sm text-gray-800"
                    >
                      {c.title}
                    </button>
                    <button
                      type="button"
                      onClick={() => setEditing(c.id)}
                      aria-label={`Rename ${c.title}`}
                      className="p-1 text-gray-500 hover:text-brand-700"
                    >
                      <PencilIcon />
                    </button>
                    <button
                      type="button"
                      onClick={() => onDelete(c.id)}
                      aria-label={`Delete ${c.title}`}
                      className="p-1 text-gray-500 hover:text-red-600"
                    >
                      <TrashIcon />
                    </button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </aside>
    </>
  );
}

// ----------------------------------------------------------------------------- guests and the demo

function GuestChat({ nutrition }: { nutrition: boolean }) {
  const navigate = useNavigate();
  const signUp = () => {
    showToast({ ...CHAT.signUpRequired, type: "info" });
    void navigate("/signup");
  };
  return (
    <>
      <Header mode="guest" nutrition={nutrition} subtitle={nutrition ? CHAT.nutritionSubtitle : CHAT.subtitle} messages={[]} />
      <MessageList messages={[]} typing={false} nutrition={nutrition} />
      <Composer
        onSend={signUp}
        disabled={false}
        nutrition={nutrition}
        blocked={
          <button type="button" onClick={signUp} className="rounded-xl bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white">
            Sign Up to Chat
          </button>
        }
      />
    </>
  );
}

function DemoChat({ nutrition }: { nutrition: boolean }) {
  const [conversations, setConversations] = useState<DemoConversation[]>(() => demoConversations());
  const [activeId, setActiveId] = useState<string | null>(() => conversations[0]?.id ?? null);
  const [messages, setMessages] = useState<ViewMessage[]>(() => (activeId ? demoMessages(activeId).map(demoView) : []));
  const [pending, setPending] = useState(false);
  const refresh = (id: string | null) => {
    setConversations(demoConversations());
    setActiveId(id);
    setMessages(id ? demoMessages(id).map(demoView) : []);
  };
  const send = (text: string) => {
    const id = activeId ?? createDemoConversation().id;
    appendDemoMessage(id, { role: "user", text });
    refresh(id);
    setPending(true);
    setTimeout(() => {
      appendDemoMessage(id, { role: "assistant", text: demoReply(text) });
      setPending(false);
      refresh(id);
    }, demoReplyDelayMs());
  };
  return (
    <>
      <Header mode="demo" nutrition={nutrition} subtitle={nutrition ? CHAT.nutritionSubtitle : CHAT.subtitle} messages={messages} />
      <div className="mt-3 flex flex-col gap-3 md:flex-row md:gap-4">
        <Sidebar
          conversations={conversations}
          activeId={activeId}
          loading={false}
          onSelect={refresh}
          onCreate={() => refresh(createDemoConversation().id)}
          onRenamed={(id, title) => {
            renameDemoConversation(id, title);
            refresh(activeId);
          }}
          onDelete={(id) => {
            deleteDemoConversation(id);
            // Demo mode picks the first remaining conversation.
            const next = id === activeId ? (demoConversations()[0]?.id ?? null) : activeId;
            refresh(next);
          }}
        />
        <div className="min-w-0 flex-1">
          <MessageList messages={messages} typing={pending} nutrition={nutrition} />
          <Composer onSend={send} disabled={pending} nutrition={nutrition} />
        </div>
      </div>
    </>
  );
}

function demoView(m: { id: string; role: "user" | "assistant"; text: string; createdAt: number }): ViewMessage {
  return { ...m, providers: [] };
}

// ----------------------------------------------------------------------------- signed-in users

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

async function loadConversations(): Promise<Conversation[]> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= LOAD_RETRIES; attempt++) {
    try {
      const res = await fetch("/trugpt/conversations", { headers: { Accept: "application/json" } });
      if (res.ok) return await parseConversations(res);
      lastError = new Error(`HTTP ${res.status}`);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

async function parseConversations(res: Response): Promise<Conversation[]> {
  const direct = await res.json<{ conversations?: Conversation[] }>();
  if (!Array.isArray(direct.conversations)) throw new Error("Unexpected conversation list");
  return direct.conversations;
}

function UserChat({ initialId, nutrition }: { initialId?: string; nutrition: boolean }) {
  const [conversations, setConversations] = useState<Conversation[] | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [messages, setMessages] = useState<ViewMessage[]>([]);

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
    postConversation({ intent: "create" }, CHAT.createFailed).then(
      async (reply) => {
        await refresh();
        if (reply.conversation) setActiveId(reply.conversation.id);
      },
      (error: Error) => errorToast(error.message),
    );
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
          {activeId ? (
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

/** Server texts shown as they are; anything else (a dropped socket) is the connection failure. */
const REFUSALS = new Set<string>([CHAT.tooLong, CHAT.emptyMessage, CHAT.notFound, CHAT.busy]);
const SERVER_TEXTS = new Set<string>([CHAT.sendFailed, ...REFUSALS]);

function sendErrorText(error: Error): string {
  const message = error.message;
  if (SERVER_TEXTS.has(message) || message.startsWith("Too many messages")) return message;
  return CHAT.sendFailedConnection;
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
  const agent = useAgent({ agent: "chat-conversation", name: id, basePath: `api/chat/${id}` });
  // Leaving a conversation closes its socket: an answer still streaming then ends here, but the
  // server finishes and keeps it, so that is no failure to report.
  const left = useRef(false);
  useEffect(() => {
    left.current = false;
    return () => {
      left.current = true;
    };
  }, []);
  const chat = useAgentChat({
    agent,
    // The latest page only (the SDK's get-messages would return the whole conversation); the SDK
    // keeps streaming, resuming and persisting from there.
    getInitialMessages: async () => {
      try {
        const page = await loadPage(id);
        olderRemain.set(id, page.more);
        return page.messages;
      } catch (error) {
        // As the SDK's own loader: an unreadable history starts empty (the socket still works).
        console.warn("Failed to load messages", error);
        return [];
      }
    },
    onError: (error) => {
      if (left.current) return;
      errorToast(sendErrorText(error));
      // A refused message (too long, over the limits) was not stored: it leaves the list too, or
      // the next send would carry it again. A failed answer keeps the stored question.
      if (REFUSALS.has(error.message) || error.message.startsWith("Too many messages")) {
        chat.setMessages((messages) => (messages.at(-1)?.role === "user" ? messages.slice(0, -1) : messages));
      }
    },
    onFinish: onTurn,
  });
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
        onSend={(text) => void chat.sendMessage({ text, metadata: { createdAt: Date.now() } })}
      />
    </>
  );
}
