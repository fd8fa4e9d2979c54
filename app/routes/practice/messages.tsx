import { Link } from "react-router";
import { AnswerForm, answerErrorOf } from "~/dashboard/answer-form";
import { answerAction } from "~/http/answer-action.server";
import { NOT_A_PRACTICE, requirePractice } from "~/practice/access.server";
import { INBOX_EMPTY, unreadText } from "~/practice/consultation-messages";
import { StatusBadge } from "~/practice/consultation-thread";
import { practiceInbox } from "~/practice/consultations.server";
import type { Route } from "./+types/messages";

export const meta: Route.MetaFunction = () => [{ title: "Messages | TruSelf" }, { name: "robots", content: "noindex" }];

/** The practice's inbox (issue 34, item 4): its consultation requests and its unanswered patient questions. */
export async function loader({ request }: Route.LoaderArgs) {
  const { providerId } = await requirePractice(request);
  return practiceInbox(providerId);
}

/** Answering a patient question from the inbox (the dashboard's action; the listing comes from the account). */
export const action = answerAction({ who: "practice-member", forbidden: NOT_A_PRACTICE, redirectTo: "/provider/messages" });

function when(at: Date | string): string {
  return new Date(at).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
}

export default function ProviderMessages({ loaderData, actionData }: Route.ComponentProps) {
  const { practiceName, requests, unread, questions } = loaderData;
  const answerError = answerErrorOf(actionData);
  return (
    <main className="mx-auto max-w-5xl px-4 py-10 wrap-anywhere">
      <Link to="/dashboard" className="text-sm font-semibold text-brand-700 hover:underline">
        Back to your dashboard
      </Link>
      <h1 className="mt-2 text-3xl font-bold">Messages</h1>
      <p className="mt-1 text-gray-600">
        {practiceName} ·{" "}
        <span data-testid="inbox-unread" className={unread ? "font-semibold text-brand-700" : undefined}>
          {unreadText(unread)}
        </span>
      </p>

      <section aria-labelledby="requests-heading" className="mt-8">
        <h2 id="requests-heading" className="text-xl font-semibold">
          Consultation requests
        </h2>
        {requests.length === 0 ? (
          <p className="mt-2 text-gray-600">{INBOX_EMPTY}</p>
        ) : (
          <ul className="mt-4 divide-y divide-gray-100 rounded-2xl border border-gray-200 bg-white" data-testid="inbox-requests">
            {requests.map((r) => (
              <li key={r.id}>
                <Link to={`/consultations/${r.id}`} className="flex flex-wrap items-center gap-3 px-4 py-3 hover:bg-gray-50">
                  <span className={`min-w-0 flex-1 ${r.unread ? "font-semibold" : ""}`}>
                    {r.counterpart} · {r.procedure}
                  </span>
                  <StatusBadge status={r.status} />
                  {r.unread > 0 && (
                    <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">{unreadText(r.unread)}</span>
                  )}
                  <span className="text-xs text-gray-500">{when(r.updatedAt)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="questions-heading" className="mt-10 rounded-2xl border border-gray-200 bg-gray-50 p-5">
        <h2 id="questions-heading" className="text-xl font-semibold">
          Unanswered patient questions
        </h2>
        {questions.length === 0 ? (
          <p className="mt-2 text-sm text-gray-600">No unanswered questions. Nice work!</p>
        ) : (
          <ul className="mt-4 space-y-4">
            {questions.map((q) => (
              <AnswerForm key={q.id} question={q} error={answerError?.questionId === q.id ? answerError.message : undefined} />
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
