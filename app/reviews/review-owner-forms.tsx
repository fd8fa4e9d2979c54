import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { Field, FormAlert, inputClass, SubmitButton } from "~/components/ui/form";
import { formSchema } from "~/components/ui/form-schema";
import type { ActionReply } from "~/lib/action-reply";
import { showReplyToast } from "~/lib/client-toast";
import { FetcherMarker } from "~/lib/progressive";
import { ReviewPolicyNote } from "~/moderation/policy-note";
import { REVIEW_UPDATE_MAX, ReviewUpdateSchema } from "./review-schemas";

/**
 * Under the signed-in author's own review (issue 35): "Add an update" (a dated note of the
 * recovery, shown under the review) and "Delete review". Both post to /provider/:id/reviews with
 * their intent, so they work without JavaScript; the server refuses anyone but the author.
 */
export function ReviewOwnerForms({ providerId, reviewId }: { providerId: string; reviewId: string }) {
  const action = `/provider/${encodeURIComponent(providerId)}/reviews`;
  const back = `/provider/${encodeURIComponent(providerId)}#review-${reviewId}`;
  const diary = useFetcher<ActionReply>();
  const remove = useFetcher<ActionReply>();
  const [form, fields] = useForm({
    id: `review-update-${reviewId}`,
    lastResult: diary.state === "idle" ? diary.data?.result : undefined,
    defaultValue: { reviewId, body: "" },
    ...formSchema(ReviewUpdateSchema),
  });

  useEffect(() => {
    if (diary.data) showReplyToast(diary.data);
  }, [diary.data]);
  useEffect(() => {
    if (remove.data) showReplyToast(remove.data);
  }, [remove.data]);

  return (
    <div className="mt-3 space-y-3">
      <details className="rounded-xl border border-gray-200">
        <summary className="cursor-pointer px-4 py-2 text-sm font-semibold text-brand-700">Add an update</summary>
        <diary.Form method="post" action={action} {...getFormProps(form)} className="space-y-3 border-t border-gray-100 p-4">
          <FetcherMarker />
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="reviewId" value={reviewId} />
          <input type="hidden" name="redirectTo" value={back} />
          <FormAlert id={form.errorId} messages={form.errors} />
          <Field label="How is your recovery going?" field={fields.body}>
            <textarea {...getTextareaProps(fields.body)} rows={3} maxLength={REVIEW_UPDATE_MAX} className={inputClass} />
          </Field>
          <ReviewPolicyNote />
          <SubmitButton
            busy={diary.state !== "idle"}
            busyText="Adding..."
            className="rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            Add update
          </SubmitButton>
        </diary.Form>
      </details>
      <remove.Form method="post" action={action}>
        <FetcherMarker />
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="reviewId" value={reviewId} />
        <input type="hidden" name="redirectTo" value={`/provider/${encodeURIComponent(providerId)}#reviews`} />
        <SubmitButton
          busy={remove.state !== "idle"}
          busyText="Deleting..."
          className="text-sm font-semibold text-red-700 underline-offset-2 hover:underline disabled:opacity-60"
        >
          Delete review
        </SubmitButton>
      </remove.Form>
    </div>
  );
}
