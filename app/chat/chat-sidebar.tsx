/** The conversation list beside the chat (signed-in users and the demo), with renaming through the form kit. */
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { FieldError } from "~/components/ui/form";
import { formSchema } from "~/components/ui/form-schema";
import { PencilIcon, TrashIcon } from "~/components/ui/icons";
import type { ActionReply } from "~/lib/action-reply";
import { showReplyToast } from "~/lib/client-toast";
import { FetcherMarker } from "~/lib/progressive";
import { CHAT } from "./chat-texts";
import { RenameConversationSchema } from "./schemas";

export type Conversation = { id: string; title: string; updatedAt: number };

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

export function Sidebar({
  conversations,
  activeId,
  loading,
  creating = false,
  onSelect,
  onCreate,
  onRenamed,
  onDelete,
}: {
  conversations: Conversation[];
  activeId: string | null;
  loading: boolean;
  /** A new conversation is on its way: the button waits (issue 45 item 14). */
  creating?: boolean;
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
          disabled={creating}
          aria-busy={creating}
          className="w-full rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-60"
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
