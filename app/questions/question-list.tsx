import { useDemoQuestions } from "~/demo/demo-store";

export type QuestionItem = { id: string; question: string; answer: string | null; createdAt: Date | string | number; askedByViewer?: boolean };

/** Provider Q&A: answered questions for everyone, the viewer's own unanswered ones marked as waiting. */
export function QuestionList({ providerId, questions, signedIn }: { providerId: string; questions: QuestionItem[]; signedIn: boolean }) {
  const demo = useDemoQuestions(providerId);
  const all: QuestionItem[] = [...demo.map((q) => ({ ...q, askedByViewer: true })), ...questions];
  if (!all.length) return <p className="text-gray-600">{signedIn ? "No questions yet. Be the first to ask!" : "No answered questions yet."}</p>;
  return (
    <ul className="space-y-4" data-testid="question-list">
      {all.map((q) => (
        <li key={q.id} className="rounded-xl bg-gray-50 p-4" data-testid="question">
          <p className="font-medium text-gray-900"><span className="mr-1 font-bold text-brand-600">Q:</span>{q.question}</p>
          {q.answer ? (
            <p className="mt-2 whitespace-pre-line text-gray-700"><span className="mr-1 font-bold text-emerald-600">A:</span>{q.answer}</p>
          ) : (
            <p className="mt-2 text-sm italic text-gray-500">Awaiting provider response...</p>
          )}
          {q.askedByViewer && !q.answer && <p className="mt-1 text-xs text-gray-400">Only you can see this question until it is answered.</p>}
        </li>
      ))}
    </ul>
  );
}
