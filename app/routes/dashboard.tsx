import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { requireUser } from "~/auth/guards.server";
import { dashboardView, providerWorkQueue } from "~/dashboard/dashboard.server";
import { AdminView, PatientView, ProviderView } from "~/dashboard/dashboard-views";
import { DEMO_WRITE_REFUSED } from "~/demo/demo-policy";
import { redirectWithToast } from "~/lib/toast.server";
import { purgeProviderPages } from "~/http/cache.server";
import { answerQuestion } from "~/questions/question-commands.server";
import { unansweredQuestions } from "~/questions/question-queries.server";
import { AnswerSchema } from "~/questions/question-schemas";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => [{ title: "Dashboard | TruSelf" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const view = dashboardView(user, new URL(request.url).searchParams.get("as"));
  const base = { view, name: `${user.firstName} ${user.lastName}`.trim(), email: user.email };
  if (view === "provider") {
    const work = await providerWorkQueue(user);
    return { ...base, providerName: work?.providerName ?? null, questions: work?.questions ?? [] };
  }
  if (view === "admin") return { ...base, providerName: null, questions: await unansweredQuestions(null, 50) };
  return { ...base, providerName: null, questions: [] };
}

export const FORBIDDEN_ANSWER = "You can only answer questions about your own practice.";

/** Answering a question: a provider user linked to that provider, or an admin. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: AnswerSchema });
  const questionId = String(formData.get("questionId") ?? "");
  const fail = (status: number, message: string) => data({ answerError: { questionId, message } }, { status });
  if (user.isDemo) return fail(403, DEMO_WRITE_REFUSED);
  if (user.role !== "provider" && user.role !== "admin") return fail(403, FORBIDDEN_ANSWER);
  if (submission.status !== "success") {
    const message = submission.error?.answer?.[0] ?? submission.error?.questionId?.[0] ?? "Please enter an answer.";
    return fail(400, message);
  }
  const result = await answerQuestion(user, submission.value.questionId, submission.value.answer);
  if (!result.ok) {
    if (result.reason === "not-found") return fail(404, "Question not found.");
    if (result.reason === "forbidden") return fail(403, FORBIDDEN_ANSWER);
    return fail(400, "Please enter an answer.");
  }
  await purgeProviderPages(request, result.providerId);
  return redirectWithToast("/dashboard", { title: "Answer posted", description: "The patient can now see your answer on your profile.", type: "success" }, { status: 303 });
}

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { view, name, email, providerName, questions } = loaderData;
  const answerError = actionData?.answerError;
  const heading = view === "admin" ? "Admin Dashboard" : view === "provider" ? "Provider Dashboard" : "My Dashboard";
  return (
    <main className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="mb-8 text-3xl font-bold">{heading}</h1>
      {view === "patient" && <PatientView name={name} email={email} />}
      {view === "provider" && <ProviderView providerName={providerName} questions={questions} answerError={answerError} />}
      {view === "admin" && <AdminView questions={questions} answerError={answerError} />}
    </main>
  );
}
