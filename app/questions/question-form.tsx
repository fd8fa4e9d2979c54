import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { Field, inputClass, SubmitButton } from "~/components/ui/form";
import { formSchema } from "~/components/ui/form-schema";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { addDemoQuestion } from "~/demo/demo-activity";
import { useViewer } from "~/demo/use-viewer";
import { showReplyToast, showToast } from "~/lib/client-toast";
import type { ActionReply } from "~/lib/action-reply";
import { FetcherMarker } from "~/lib/progressive";
import { sanitizeUserText } from "~/lib/sanitize";
import type { QuestionDraft } from "./question-schemas";
import { QUESTION_REQUIRED, QuestionSchema } from "./question-schemas";

type QuestionReply = ActionReply;

/**
 * Ask the provider a question (signed-in users). The demo's question stays in memory and gets a
 * canned answer. A `draft` (what a no-JS post that failed sent) fills the field.
 */
export function QuestionForm({ providerId, draft }: { providerId: string; draft?: QuestionDraft | null }) {
  const viewer = useViewer();
  const fetcher = useFetcher<QuestionReply>();
  const [form, fields] = useForm({
    id: `question-form-${providerId}`,
    lastResult: fetcher.state === "idle" ? fetcher.data?.result : undefined,
    defaultValue: { question: draft?.question ?? "" },
    ...formSchema(QuestionSchema),
    onSubmit(event, { submission }) {
      if (!viewer?.isDemo || submission?.status !== "success") return;
      event.preventDefault();
      const text = sanitizeUserText(submission.value.question);
      if (!text) return showToast({ title: "Error", description: QUESTION_REQUIRED, type: "error" });
      addDemoQuestion(providerId, text);
      showToast({
        title: "Question submitted",
        description: "The provider will answer soon. Only you can see it until then.",
        type: "success",
      });
      form.reset();
    },
  });
  useEffect(() => {
    showReplyToast(fetcher.data);
  }, [fetcher.data]);
  if (!viewer) return null;
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form
      method="post"
      action={`/provider/${encodeURIComponent(providerId)}/questions`}
      {...getFormProps(form)}
      className="space-y-3 rounded-2xl border border-gray-200 bg-white p-5"
      data-testid="question-form"
    >
      <FetcherMarker />
      <input type="hidden" name="redirectTo" value={`/provider/${encodeURIComponent(providerId)}#questions`} />
      <Field label="Ask a question" field={fields.question}>
        <textarea
          {...getTextareaProps(fields.question)}
          rows={3}
          placeholder="e.g. How long is recovery after this procedure?"
          className={inputClass}
        />
      </Field>
      <div className="flex items-center justify-between gap-3">
        <p className="text-xs text-gray-500">Only you see your question until the provider answers it.</p>
        <SubmitButton
          busy={busy}
          busyText="Submitting..."
          className="rounded-full bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          Submit Question
        </SubmitButton>
      </div>
    </fetcher.Form>
  );
}
