/** A consultation request's thread page (issue 34, items 1 and 4): the request, its photos, the messages and the forms of each side. */
import { getFormProps, getTextareaProps, type SubmissionResult, useForm } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { Field, FormAlert, inputClass, SubmitButton } from "~/components/ui/form";
import { formSchema } from "~/components/ui/form-schema";
import { CONTACT_LABELS, STAFF_READ_ONLY, STATUS_LABELS } from "./consultation-messages";
import { MESSAGE_MAX, ReplySchema } from "./consultation-schemas";

type Dated = Date | string;
export type ThreadView = {
  side: "patient" | "practice" | "admin";
  request: {
    id: string;
    practiceName: string;
    procedure: string;
    contactMethod: keyof typeof CONTACT_LABELS;
    phone: string | null;
    preferredTimes: string | null;
    status: keyof typeof STATUS_LABELS;
    createdAt: Dated;
    patientName: string;
    patientEmail: string | null;
  };
  messages: { id: string; side: "patient" | "practice"; body: string; author: string; at: Dated }[];
  photos: { id: string; url: string }[];
};

function when(at: Dated): string {
  return new Date(at).toLocaleString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
  });
}

export function StatusBadge({ status }: { status: keyof typeof STATUS_LABELS }) {
  const tone =
    status === "new"
      ? "bg-amber-50 text-amber-800"
      : status === "booked"
        ? "bg-emerald-50 text-emerald-700"
        : status === "answered"
          ? "bg-sky-50 text-sky-800"
          : "bg-gray-100 text-gray-700";
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`} data-testid="request-status">
      {STATUS_LABELS[status]}
    </span>
  );
}

const outlineButton = "rounded-full border border-gray-300 px-4 py-2 text-sm font-semibold hover:border-brand-500 disabled:opacity-60";

export function ConsultationThread({
  thread,
  reply,
}: {
  thread: ThreadView;
  reply?: { intent?: string; result: SubmissionResult<string[]> };
}) {
  const { side, request, messages, photos } = thread;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const [form, fields] = useForm({
    id: `reply-${request.id}`,
    lastResult: reply?.intent === "reply" ? reply.result : undefined,
    ...formSchema(ReplySchema),
  });
  const statusErrors = reply && reply.intent !== "reply" ? Object.values(reply.result.error ?? {}).flat() : [];
  const open = request.status !== "closed";
  return (
    <article className="mt-4 space-y-6">
      <header className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-bold tracking-tight">
            {side === "patient" ? `Your request to ${request.practiceName}` : `Request from ${request.patientName}`}
          </h1>
          <StatusBadge status={request.status} />
        </div>
        <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-gray-500">Procedure</dt>
            <dd className="font-medium">{request.procedure}</dd>
          </div>
          <div>
            <dt className="text-gray-500">Sent</dt>
            <dd>{when(request.createdAt)}</dd>
          </div>
          <div>
            <dt className="text-gray-500">Contact by</dt>
            <dd>
              {CONTACT_LABELS[request.contactMethod]}
              {request.patientEmail ? ` · ${request.patientEmail}` : ""}
              {request.phone ? ` · ${request.phone}` : ""}
            </dd>
          </div>
          {request.preferredTimes && (
            <div>
              <dt className="text-gray-500">Preferred times</dt>
              <dd>{request.preferredTimes}</dd>
            </div>
          )}
          {side !== "patient" && (
            <div>
              <dt className="text-gray-500">Practice</dt>
              <dd>{request.practiceName}</dd>
            </div>
          )}
        </dl>
        {photos.length > 0 && (
          <ul className="mt-4 flex flex-wrap gap-3" aria-label="Photos" data-testid="request-photos">
            {photos.map((photo, i) => (
              <li key={photo.id}>
                <a href={photo.url} target="_blank" rel="noopener">
                  <img src={photo.url} alt={`Photo ${i + 1}`} className="h-28 w-28 rounded-xl object-cover" loading="lazy" />
                </a>
              </li>
            ))}
          </ul>
        )}
      </header>

      <ol className="space-y-3" aria-label="Messages" data-testid="thread-messages">
        {messages.map((m) => (
          <li
            key={m.id}
            className={`rounded-2xl border p-4 ${m.side === "practice" ? "border-brand-100 bg-brand-50" : "border-gray-200 bg-white"}`}
          >
            <p className="text-xs text-gray-500">
              <span className="font-semibold text-gray-700">{m.author}</span> · {when(m.at)}
            </p>
            <p className="mt-1 whitespace-pre-line text-gray-900">{m.body}</p>
          </li>
        ))}
      </ol>

      <FormAlert messages={statusErrors.filter((e): e is string => Boolean(e))} />
      {side === "admin" ? (
        <FormAlert tone="info" messages={[STAFF_READ_ONLY]} />
      ) : open ? (
        <section className="space-y-4 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm" aria-labelledby="reply-heading">
          <h2 id="reply-heading" className="text-lg font-semibold">
            {side === "practice" ? "Reply to the patient" : "Write to the practice"}
          </h2>
          <Form method="post" className="space-y-3" {...getFormProps(form)}>
            <input type="hidden" name="intent" value="reply" />
            <FormAlert title="Could not send" messages={form.errors} />
            <Field label="Your reply" field={fields.body}>
              <textarea {...getTextareaProps(fields.body)} rows={4} maxLength={MESSAGE_MAX} className={inputClass} />
            </Field>
            <SubmitButton
              busy={busy === "reply"}
              busyText="Sending..."
              className="rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
            >
              Send reply
            </SubmitButton>
          </Form>
          <div className="flex flex-wrap gap-3 border-t border-gray-100 pt-4">
            {side === "practice" ? (
              <>
                {request.status !== "booked" && (
                  <Form method="post">
                    <button type="submit" name="intent" value="booked" className={outlineButton} disabled={busy === "booked"}>
                      Mark as booked
                    </button>
                  </Form>
                )}
                {request.status !== "declined" && (
                  <Form method="post">
                    <button type="submit" name="intent" value="declined" className={outlineButton} disabled={busy === "declined"}>
                      Mark as declined
                    </button>
                  </Form>
                )}
              </>
            ) : (
              <>
                <Form method="post">
                  <button type="submit" name="intent" value="close" className={outlineButton} disabled={busy === "close"}>
                    Close request
                  </button>
                </Form>
              </>
            )}
          </div>
        </section>
      ) : (
        <p className="text-sm text-gray-600">This request is closed.</p>
      )}
    </article>
  );
}
