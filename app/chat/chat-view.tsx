/** The pieces every mode of the TruGPT dialog shows: its header, the message list and the composer. */
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { showToast } from "~/lib/client-toast";
import { CHAT_MESSAGE_MAX_CHARS } from "~/lib/limits";
import { CHAT, type MentionedProvider } from "./chat-texts";
import { ChatActions } from "./chat-actions";

export type Mode = "user" | "demo" | "guest";
export type ViewMessage = { id: string; role: "user" | "assistant"; text: string; providers: MentionedProvider[]; createdAt?: number };

const COPIED_MS = 2_000;
export const errorToast = (description: string) => showToast({ title: "Error", description, type: "error" });

export function Header({
  mode,
  nutrition,
  subtitle,
  messages,
}: {
  mode: Mode;
  nutrition: boolean;
  subtitle: string;
  messages: ViewMessage[];
}) {
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

export function MessageList({
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

export function Composer({
  onSend,
  disabled,
  nutrition,
  blocked,
  restore,
}: {
  onSend: (text: string) => void;
  disabled: boolean;
  nutrition: boolean;
  /** Guests: the button stays enabled and says why they cannot send. */
  blocked?: ReactNode;
  /** A message that was not delivered, put back in the box (a new object each time). */
  restore?: { text: string } | null;
}) {
  const [text, setText] = useState("");
  useEffect(() => {
    if (restore) setText(restore.text);
  }, [restore]);
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
