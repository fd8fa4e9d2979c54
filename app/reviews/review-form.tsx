import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { Field, FormAlert, inputClass, SubmitButton } from "~/components/ui/form";
import { formSchema } from "~/components/ui/form-schema";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { addDemoReview } from "~/demo/demo-activity";
import { useViewer } from "~/demo/use-viewer";
import { showReplyToast, showToast } from "~/lib/client-toast";
import type { ActionReply } from "~/lib/action-reply";
import { FetcherMarker } from "~/lib/progressive";
import { ReviewPolicyNote } from "~/moderation/policy-note";
import { sanitizeUserText } from "~/lib/sanitize";
import { VERIFIED_PATIENT, VERIFIED_VISIT_NOTE } from "~/booking/visit-messages";
import type { ReviewDraft } from "./review-schemas";
import {
  AMOUNT_PAID_MAX,
  currentMonth,
  REVIEW_CONTENT_MAX,
  REVIEW_ERROR_TITLES,
  REVIEW_PROCEDURES,
  REVIEW_TITLE_MAX,
  ReviewSchema,
  WORTH_IT_CHOICES,
  WORTH_IT_LABELS,
  type OwnReview,
  type ReviewField,
} from "./review-schemas";

type ReviewReply = ActionReply;
type ExistingReview = Omit<OwnReview, "id">;

/**
 * Write Review (requirements 000): signed-in users only. A <details> disclosure, so it opens without
 * JavaScript; the form posts to /provider/:id/reviews. Rating defaults to 5. The demo account's
 * review stays in memory (demo-store) and never reaches the server. A `draft` (what a no-JS post
 * that failed sent) fills the fields and opens the disclosure. A visitor who already reviewed this
 * provider (`existing`) is offered "Edit your review", prefilled; posting it updates that review.
 */
export function ReviewForm({
  providerId,
  providerName,
  draft,
  existing,
  verifiedVisit = false,
}: {
  providerId: string;
  providerName: string;
  draft?: ReviewDraft | null;
  existing?: ExistingReview | null;
  /** The visitor's visit here was confirmed by both sides (issue 47 item 5): the review shows "Verified patient". */
  verifiedVisit?: boolean;
}) {
  const viewer = useViewer();
  const fetcher = useFetcher<ReviewReply>();
  const details = useRef<HTMLDetailsElement>(null);
  const start = draft ?? (existing ? { ...existing, rating: String(existing.rating) } : null);
  const initialRating = Number(start?.rating ?? 5);
  const [rating, setRating] = useState(initialRating);
  const [titleLength, setTitleLength] = useState(start?.title.length ?? 0);
  const [contentLength, setContentLength] = useState(start?.content.length ?? 0);
  const [form, fields] = useForm({
    id: `review-form-${providerId}`,
    lastResult: fetcher.state === "idle" ? fetcher.data?.result : undefined,
    defaultValue: {
      rating: String(initialRating),
      title: start?.title ?? "",
      content: start?.content ?? "",
      procedure: start?.procedure ?? "",
      worthIt: start?.worthIt ?? "",
      amountPaid: start?.amountPaid ?? "",
      treatmentMonth: start?.treatmentMonth ?? "",
    },
    ...formSchema(ReviewSchema),
    onSubmit(event, { submission }) {
      if (!viewer?.isDemo || submission?.status !== "success") return;
      event.preventDefault();
      const { rating: stars, title, content, procedure, worthIt, amountPaid, treatmentMonth } = submission.value;
      addDemoReview(providerId, {
        rating: stars,
        procedure: procedure ?? null,
        worthIt: worthIt ?? null,
        amountPaid: amountPaid ?? null,
        treatmentMonth: treatmentMonth ?? null,
        title: sanitizeUserText(title ?? "") || null,
        content: sanitizeUserText(content ?? "") || null,
        authorName: viewer.firstName ? `${viewer.firstName} User` : "Anonymous User",
      });
      showToast({ title: "Review Submitted", description: "Your review has been posted successfully.", type: "success" });
      close();
      form.reset();
      setRating(5);
      setTitleLength(0);
      setContentLength(0);
    },
  });

  function close() {
    if (details.current) details.current.open = false;
  }

  // A rating or text chosen before hydration stays in the inputs; show it in the stars and counter.
  useEffect(() => {
    const el = document.getElementById(form.id) as HTMLFormElement | null;
    const chosen = el?.querySelector<HTMLInputElement>("input[name=rating]:checked");
    if (chosen) setRating(Number(chosen.value));
    setTitleLength((el?.elements.namedItem("title") as HTMLInputElement | null)?.value.length ?? 0);
    setContentLength((el?.elements.namedItem("content") as HTMLTextAreaElement | null)?.value.length ?? 0);
  }, [form.id]);

  useEffect(() => {
    const reply = fetcher.data;
    if (!reply) return;
    showReplyToast(reply);
    // The posted review is now the visitor's review: the values stay, ready for the next edit.
    if (reply.ok) close();
  }, [fetcher.data]);

  // Client-side errors also get the requirements' toast titles.
  const firstError = (Object.keys(REVIEW_ERROR_TITLES) as ReviewField[]).find((f) => fields[f].errors?.length);
  if (!viewer) return null;
  const busy = fetcher.state !== "idle";
  const editing = Boolean(existing) && !viewer.isDemo;
  // The alert carries the field's message, so the field itself shows none (one message, not two).
  const quiet = (f: { id: string; errorId: string }) => ({ id: f.id, errorId: f.errorId });

  return (
    <details ref={details} open={Boolean(draft)} className="group rounded-2xl border border-gray-200 bg-white" data-testid="review-form">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-2xl px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
        <span>{editing ? "Edit your review" : "Write Review"}</span>
        <span aria-hidden="true" className="transition group-open:rotate-45">
          +
        </span>
      </summary>
      <fetcher.Form
        method="post"
        action={`/provider/${encodeURIComponent(providerId)}/reviews`}
        {...getFormProps(form)}
        className="space-y-4 border-t border-gray-100 p-5"
      >
        <FetcherMarker />
        <input type="hidden" name="redirectTo" value={`/provider/${encodeURIComponent(providerId)}#reviews`} />
        {verifiedVisit && (
          <p className="text-sm font-medium text-emerald-700" data-testid="review-verified-patient">
            <span className="mr-2 rounded-full bg-emerald-100 px-2 py-0.5 text-emerald-800">{VERIFIED_PATIENT}</span>
            {VERIFIED_VISIT_NOTE}
          </p>
        )}
        <p className="text-sm text-gray-600">
          {editing
            ? `You already reviewed ${providerName}: your changes replace that review.`
            : `Share your experience with ${providerName}.`}
        </p>
        <ReviewPolicyNote />
        {firstError && (
          <FormAlert id={fields[firstError].errorId} title={REVIEW_ERROR_TITLES[firstError]} messages={fields[firstError].errors} />
        )}
        <fieldset>
          <legend className="text-sm font-medium">Rating</legend>
          <div className="mt-1 flex flex-row-reverse justify-end gap-1">
            {[5, 4, 3, 2, 1].map((n) => (
              <label key={n} className="cursor-pointer text-3xl leading-none" title={`${n} star${n === 1 ? "" : "s"}`}>
                <input
                  type="radio"
                  name={fields.rating.name}
                  value={n}
                  defaultChecked={n === initialRating}
                  onChange={() => setRating(n)}
                  className="peer sr-only"
                  aria-label={`${n} star${n === 1 ? "" : "s"}`}
                />
                <span
                  aria-hidden="true"
                  className={`${n <= rating ? "text-amber-400" : "text-gray-300"} peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600`}
                >
                  ★
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <Field
          label={
            <>
              Title <span className="font-normal text-gray-500">(optional)</span>
            </>
          }
          field={quiet(fields.title)}
          hint={`${titleLength}/${REVIEW_TITLE_MAX}`}
        >
          <input
            {...getInputProps(fields.title, { type: "text" })}
            maxLength={REVIEW_TITLE_MAX}
            onInput={(e) => setTitleLength(e.currentTarget.value.length)}
            placeholder="Sum up your visit"
            className={inputClass}
          />
        </Field>
        <Field
          label={
            <>
              Your review <span className="font-normal text-gray-500">(optional)</span>
            </>
          }
          field={quiet(fields.content)}
          hint={`${contentLength}/${REVIEW_CONTENT_MAX}`}
        >
          <textarea
            {...getTextareaProps(fields.content)}
            rows={5}
            maxLength={REVIEW_CONTENT_MAX}
            onInput={(e) => setContentLength(e.currentTarget.value.length)}
            placeholder="What went well? What should others know?"
            className={inputClass}
          />
        </Field>
        <Field
          label={
            <>
              Procedure <span className="font-normal text-gray-500">(optional)</span>
            </>
          }
          field={quiet(fields.procedure)}
        >
          <select {...getSelectProps(fields.procedure)} className={inputClass}>
            <option value="">Choose a procedure</option>
            {REVIEW_PROCEDURES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </Field>
        <fieldset>
          <legend className="text-sm font-medium">
            Was it worth it? <span className="font-normal text-gray-500">(optional)</span>
          </legend>
          <div className="mt-1 flex flex-wrap gap-4">
            {WORTH_IT_CHOICES.map((choice) => (
              <label key={choice} className="flex items-center gap-2 text-sm">
                <input type="radio" name={fields.worthIt.name} value={choice} defaultChecked={start?.worthIt === choice} />
                {WORTH_IT_LABELS[choice]}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={
              <>
                Amount paid, USD <span className="font-normal text-gray-500">(optional)</span>
              </>
            }
            field={quiet(fields.amountPaid)}
            hint={`Whole dollars, up to $${AMOUNT_PAID_MAX.toLocaleString("en-US")}`}
          >
            <input {...getInputProps(fields.amountPaid, { type: "text" })} inputMode="numeric" placeholder="4500" className={inputClass} />
          </Field>
          <Field
            label={
              <>
                Month of treatment <span className="font-normal text-gray-500">(optional)</span>
              </>
            }
            field={quiet(fields.treatmentMonth)}
          >
            <input
              {...getInputProps(fields.treatmentMonth, { type: "month" })}
              max={currentMonth()}
              placeholder="YYYY-MM"
              className={inputClass}
            />
          </Field>
        </div>
        <div className="flex justify-end gap-3">
          <SubmitButton
            busy={busy}
            busyText="Submitting..."
            className="rounded-full bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {editing ? "Update Review" : "Submit Review"}
          </SubmitButton>
        </div>
      </fetcher.Form>
    </details>
  );
}
