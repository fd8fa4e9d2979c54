import { requireUser } from "~/auth/guards.server";
import { upcomingAppointments } from "~/booking/pages.server";
import { UpcomingAppointments } from "~/booking/upcoming-appointments";
import { adminFigures, dashboardView, patientFigures, providerFigures, providerWorkQueue } from "~/dashboard/dashboard.server";
import { AdminView, PatientView, ProviderView } from "~/dashboard/dashboard-views";
import { answerAction } from "~/http/answer-action.server";
import { patientRequests } from "~/practice/consultations.server";
import { PatientRequests } from "~/practice/patient-requests";
import { unansweredQuestions } from "~/questions/question-queries.server";
import { FORBIDDEN_ANSWER } from "~/questions/question-schemas";
import { answerErrorOf } from "~/dashboard/answer-form";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => [{ title: "Dashboard | TruSelf" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  // An admin's dashboard shows the console's figures and audit entries: aal2 first (issue 38).
  const view = dashboardView(user, new URL(request.url).searchParams.get("as"));
  const base = { view, name: `${user.firstName} ${user.lastName}`.trim(), email: user.email };
  const none = { providerName: null, questions: [], patient: null, provider: null, admin: null, requests: [], appointments: [] };
  if (view === "provider") {
    const work = await providerWorkQueue(user);
    const [provider, appointments] = work
      ? await Promise.all([providerFigures(work.providerId), upcomingAppointments({ providerId: work.providerId }, Date.now())])
      : [null, []];
    return { ...base, ...none, providerName: work?.providerName ?? null, questions: work?.questions ?? [], provider, appointments };
  }
  if (view === "admin") {
    const [questions, admin] = await Promise.all([unansweredQuestions(null, 50), adminFigures()]);
    return { ...base, ...none, questions, admin };
  }
  const [patient, requests, appointments] = await Promise.all([
    patientFigures(user),
    patientRequests(user.id),
    upcomingAppointments({ patientId: user.id }, Date.now()),
  ]);
  return { ...base, ...none, patient, requests, appointments };
}

/** Answering a question: a provider user linked to that provider, or an admin. */
export const action = answerAction({ who: ["provider", "admin"], forbidden: FORBIDDEN_ANSWER, redirectTo: "/dashboard" });

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { view, name, email, providerName, questions, patient, provider, admin, requests, appointments } = loaderData;
  const answerError = answerErrorOf(actionData);
  const heading = view === "admin" ? "Admin Dashboard" : view === "provider" ? "Provider Dashboard" : "My Dashboard";
  return (
    // Long unbroken names, e-mails and questions wrap instead of widening the page on a phone.
    <main className="mx-auto max-w-7xl px-4 py-10 wrap-anywhere">
      <h1 className="mb-8 text-3xl font-bold">{heading}</h1>
      {view === "patient" && patient && <UpcomingAppointments items={appointments} side="patient" />}
      {view === "patient" && patient && <PatientRequests requests={requests} />}
      {view === "provider" && provider && <UpcomingAppointments items={appointments} side="practice" />}
      {view === "patient" && patient && <PatientView name={name} email={email} figures={patient} />}
      {view === "provider" && (
        <ProviderView providerName={providerName} figures={provider} questions={questions} answerError={answerError} />
      )}
      {view === "admin" && admin && <AdminView figures={admin} questions={questions} answerError={answerError} />}
    </main>
  );
}
