import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { formSchema } from "~/components/ui/form";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { addDemoReview } from "~/demo/demo-store";
import { useViewer } from "~/demo/use-viewer";
import { showToast } from "~/lib/client-toast";
import type { ActionReply } from "~/lib/action-reply";
import { FetcherMarker } from "~/lib/progressive";
import { sanitizeUserText } from "~/lib/sanitize";
import type { ReviewDraft } from "./review-schemas";
import { REVIEW_CONTENT_MAX, REVIEW_ERROR_TITLES, REVIEW_TITLE_MAX, ReviewSchema } from "./review-schemas";

type ReviewReply = ActionReply;

/**
 * Write Review (requirements 000): signed-in users only. A <details> disclosure, so it opens without
 * JavaScript; the form posts to /provider/:id/reviews. Rating defaults to 5. The demo account's
 * review stays in memory (demo-store) and never reaches the server. A `draft` (what a no-JS post
 * that failed sent) fills the fields and opens the disclosure.
 */
export function ReviewForm({ providerId, providerName, draft }: { providerId: string; providerName: string; draft?: ReviewDraft | null }) {
  const viewer = useViewer();
  const fetcher = useFetcher<ReviewReply>();
  const details = useRef<HTMLDetailsElement>(null);
  const initialRating = Number(draft?.rating ?? 5);
  const [rating, setRating] = useState(initialRating);
  const [contentLength, setContentLength] = useState(draft?.content.length ?? 0);
  const [form, fields] = useForm({
    id: `review-form-${providerId}`,
    lastResult: fetcher.state === "idle" ? fetcher.data?.result : undefined,
    defaultValue: { rating: String(initialRating), title: draft?.title ?? "", content: draft?.content ?? "" },
    ...formSchema(ReviewSchema),
    onSubmit(event, { submission }) {
      if (!viewer?.isDemo || submission?.status !== "success") return;
      event.preventDefault();
      const { rating: stars, title, content } = submission.value;
      addDemoReview(providerId, { rating: stars, title: sanitizeUserText(title ?? "") || null, content: sanitizeUserText(content ?? "") || null, authorName: viewer.firstName ? `${viewer.firstName} User` : "Anonymous User" });
      showToast({ title: "Review Submitted", description: "Your review has been posted successfully.", type: "success" });
      closeAndReset();
    },
  });

  function closeAndReset() {
    if (details.current) details.current.open = false;
    form.reset();
    setRating(5);
    setContentLength(0);
  }

  // A rating or text chosen before hydration stays in the inputs; show it in the stars and counter.
  useEffect(() => {
    const el = document.getElementById(form.id) as HTMLFormElement | null;
    const chosen = el?.querySelector<HTMLInputElement>("input[name=rating]:checked");
    if (chosen) setRating(Number(chosen.value));
    setContentLength((el?.elements.namedItem("content") as HTMLTextAreaElement | null)?.value.length ?? 0);
  }, [form.id]);

  useEffect(() => {
    const reply = fetcher.data;
    if (!reply) return;
    if (reply.toast) showToast(reply.toast);
    if (reply.ok) closeAndReset();
    // closeAndReset is stable enough for this purpose: run once per reply only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.data]);

  // Client-side errors also get the requirements' toast titles.
  const firstError = (["rating", "title", "content"] as const).find((f) => fields[f].errors?.length);
  if (!viewer) return null;
  const busy = fetcher.state !== "idle";

  return (
    <details ref={details} open={Boolean(draft)} className="group rounded-2xl border border-gray-200 bg-white" data-testid="review-form">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-2xl px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
        <span>Write Review</span>
        <span aria-hidden="true" className="transition group-open:rotate-45">+</span>
      </summary>
      <fetcher.Form method="post" action={`/provider/${encodeURIComponent(providerId)}/reviews`} {...getFormProps(form)} className="space-y-4 border-t border-gray-100 p-5">
        <FetcherMarker />
        <input type="hidden" name="redirectTo" value={`/provider/${encodeURIComponent(providerId)}#reviews`} />
        <p className="text-sm text-gray-600">Share your experience with {providerName}.</p>
        {firstError && (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-700">
            <p className="font-semibold">{REVIEW_ERROR_TITLES[firstError]}</p>
            <p>{fields[firstError].errors?.[0]}</p>
          </div>
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
                <span aria-hidden="true" className={`${n <= rating ? "text-amber-400" : "text-gray-300"} peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600`}>★</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor={fields.title.id} className="block text-sm font-medium">Title <span className="font-normal text-gray-500">(optional)</span></label>
          <input {...getInputProps(fields.title, { type: "text" })} maxLength={REVIEW_TITLE_MAX} placeholder="Sum up your visit" className="mt-1 w-full rounded-lg border border-gray-300 px-3 py-2" />
        </div>
        <div>
          <label htmlFor={fields.content.id} className="block text-sm font-medium">Your review <span className="font-normal text-gray-500">(optional)</span></label>
          <textarea
            {...getTextareaProps(fields.content)}
            maxLength={REVIEW_CONTENT_MAX}
            rows={5}
            onInput={(e) => setContentLength(e.currentTarget.value.length)}
            placeholder="What went well? What should others know?"
            className="mt-1 w-full rounded-lg border border-gray-300 px-3 py-2"
          />
          <p className="mt-1 text-right text-xs text-gray-500">{contentLength}/{REVIEW_CONTENT_MAX}</p>
        </div>
        <div className="flex justify-end gap-3">
          <button type="submit" disabled={busy} className="rounded-full bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
            {busy ? "Submitting..." : "Submit Review"}
          </button>
        </div>
      </fetcher.Form>
    </details>
  );
}
