import { Form, useNavigation } from "react-router";
import { ANSWER_MAX } from "~/questions/question-schemas";

export type PendingQuestionItem = { id: string; question: string; createdAt: Date | string; providerId: string; providerName: string; askerName: string };

/** One unanswered question with its answer form (posts to the /dashboard action). */
export function AnswerForm({ question, error }: { question: PendingQuestionItem; error?: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("questionId") === question.id;
  return (
    <li className="rounded-xl border border-gray-200 bg-white p-4" data-testid="pending-question">
      <p className="text-xs text-gray-500">{question.askerName} asked {question.providerName ? `${question.providerName} ` : ""}on {new Date(question.createdAt).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" })}</p>
      <p className="mt-1 font-medium text-gray-900">{question.question}</p>
      <Form method="post" className="mt-3 space-y-2">
        <input type="hidden" name="intent" value="answer" />
        <input type="hidden" name="questionId" value={question.id} />
        <label htmlFor={`answer-${question.id}`} className="sr-only">Your answer</label>
        <textarea id={`answer-${question.id}`} name="answer" required maxLength={ANSWER_MAX} rows={3} placeholder="Write your answer..." aria-invalid={error ? true : undefined} className="w-full rounded-lg border border-gray-300 px-3 py-2" />
        {error && <p role="alert" className="text-sm text-red-600">{error}</p>}
        <button type="submit" disabled={busy} className="rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
          {busy ? "Posting..." : "Post Answer"}
        </button>
      </Form>
    </li>
  );
}
