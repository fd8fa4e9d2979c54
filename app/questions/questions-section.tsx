import type { ReactNode } from "react";
import { useDemoQuestions } from "~/demo/demo-activity";
import { ReportLink } from "~/moderation/report-link";
import { removedByTruSelf } from "~/moderation/reports-messages";
import type { QuestionView } from "./question-queries.server";

export const NO_ANSWERED_QUESTIONS = "No answered questions yet.";
export const NO_QUESTIONS_SIGNED_IN = "No questions yet. Be the first to ask!";
export const AWAITING_ANSWER = "Awaiting provider response...";

type ShownQuestion = Pick<QuestionView, "id" | "question" | "answer" | "answerRemoved" | "askedByViewer">;

/**
 * Provider Q&A: answered questions for everyone, the viewer's own unanswered ones marked as
 * waiting, and the demo account's in-memory questions on top. `action`/`children` are slots for the ask form.
 */
export function QuestionsSection({
  providerId,
  questions,
  signedIn,
  action,
  children,
}: {
  providerId: string;
  questions: ShownQuestion[];
  signedIn: boolean;
  action?: ReactNode;
  children?: ReactNode;
}) {
  const demo = useDemoQuestions(providerId);
  const all: ShownQuestion[] = [...demo.map((q) => ({ ...q, askedByViewer: true })), ...questions];
  // The demo account's questions live in its browser: nothing to report.
  const stored = new Set(questions.map((q) => q.id));
  return (
    <section id="questions" aria-labelledby="questions-heading" className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="questions-heading" className="text-xl font-bold">
          Provider Q&amp;A
        </h2>
        {action}
      </div>
      {children}
      {all.length === 0 ? (
        <p className="mt-6 rounded-xl bg-gray-50 p-6 text-center text-gray-600">
          {signedIn ? NO_QUESTIONS_SIGNED_IN : NO_ANSWERED_QUESTIONS}
        </p>
      ) : (
        <ul className="mt-6 space-y-4" data-testid="question-list">
          {all.map((q) => (
            <li key={q.id} className="rounded-xl border border-gray-100 bg-gray-50 p-4" data-testid="question">
              <p className="font-semibold text-gray-900">
                <span className="text-brand-600">Q:</span> {q.question}
              </p>
              {q.answerRemoved ? (
                <p className="mt-2 text-sm italic text-gray-600" data-testid="answer-removed">
                  <span className="font-semibold not-italic text-emerald-700">A:</span> {removedByTruSelf(q.answerRemoved)}
                </p>
              ) : q.answer ? (
                <p className="mt-2 whitespace-pre-line text-gray-700">
                  <span className="font-semibold text-emerald-700">A:</span> {q.answer}
                  {stored.has(q.id) && <ReportLink type="answer" id={q.id} />}
                </p>
              ) : (
                <p className="mt-2 text-sm italic text-gray-500">{AWAITING_ANSWER}</p>
              )}
              {q.askedByViewer && !q.answer && !q.answerRemoved && (
                <p className="mt-1 text-xs text-gray-500">Only you can see this question until it is answered.</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
