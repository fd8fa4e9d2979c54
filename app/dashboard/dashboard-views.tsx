/** Requirements 002 §2: the three role views, filled with the signed-in person's real figures from D1. */
import { Link } from "react-router";
import type { AdminFigures, PatientFigures, ProviderFigures } from "./dashboard.server";
import { AnswerForm, type PendingQuestionItem } from "./answer-form";
import { plural } from "~/lib/plural";

export const SUPPORT_EMAIL = "support@truself.com";

function StatCard({ label, value, testId }: { label: string; value: number | string; testId?: string }) {
  return (
    <div className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm" data-testid={testId}>
      <p className="text-sm text-gray-500">{label}</p>
      <p className="mt-1 text-2xl font-bold text-gray-900" data-testid={testId ? `${testId}-value` : undefined}>
        {typeof value === "number" ? value.toLocaleString("en-US") : value}
      </p>
    </div>
  );
}

function when(at: Date | string): string {
  return new Date(at).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
}

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="rounded-2xl border border-gray-200 p-5">
      <h3 className="font-semibold">{title}</h3>
      {children}
    </div>
  );
}

type Dated<T> = Omit<T, "at"> & { at: Date | string };

export function PatientView({
  name,
  email,
  figures,
}: {
  name: string;
  email: string;
  figures: Omit<PatientFigures, "activity" | "emails"> & {
    activity: Dated<PatientFigures["activity"][number]>[];
    emails: Dated<PatientFigures["emails"][number]>[];
  };
}) {
  const tasks: [string, boolean][] = [
    ["Add a profile photo", figures.hasAvatar],
    ["Save a favorite provider", figures.favorites > 0],
    ["Ask a provider a question", figures.questionsAsked > 0],
    ["Write a review", figures.reviews > 0],
  ];
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_2fr_1fr]">
      <aside className="min-w-0 space-y-6">
        <div className="rounded-2xl border border-gray-200 p-5">
          <p className="text-lg font-semibold">{name || "Patient"}</p>
          <p className="break-words text-sm text-gray-500">{email}</p>
        </div>
        <Panel title="Tasks">
          <ul className="mt-3 space-y-2 text-sm">
            {tasks.map(([task, done]) => (
              <li key={task} className="flex items-center gap-2">
                <input type="checkbox" checked={done} readOnly disabled aria-label={task} />
                {task}
              </li>
            ))}
          </ul>
        </Panel>
        <Panel title="Recent Emails">
          {figures.emails.length === 0 ? (
            <p className="mt-3 text-sm text-gray-600">No e-mails yet.</p>
          ) : (
            <ul className="mt-3 space-y-2 text-sm text-gray-600">
              {figures.emails.map((e, i) => (
                <li key={i}>
                  {e.subject} {e.status === "failed" && <span className="text-xs font-semibold text-red-700">(not delivered)</span>}{" "}
                  <span className="text-xs text-gray-500">{when(e.at)}</span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </aside>
      <section className="min-w-0 space-y-6">
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <StatCard label="Saved providers" value={figures.favorites} testId="stat-favorites" />
          <StatCard label="Reviews written" value={figures.reviews} testId="stat-reviews" />
          <StatCard label="Questions asked" value={figures.questionsAsked} testId="stat-questions" />
          <StatCard label="Questions answered" value={figures.questionsAnswered} testId="stat-answered" />
        </div>
        <Panel title="Recent Activity">
          {figures.activity.length === 0 ? (
            <p className="mt-3 text-sm text-gray-600">Nothing yet: save a provider, ask a question or write a review.</p>
          ) : (
            <ul className="mt-3 space-y-2 text-sm text-gray-600" data-testid="recent-activity">
              {figures.activity.map((a, i) => (
                <li key={i}>
                  <Link to={`/provider/${encodeURIComponent(a.providerId)}`} className="hover:text-brand-700">
                    {a.text}
                  </Link>{" "}
                  <span className="text-xs text-gray-500">{when(a.at)}</span>
                  {a.note && (
                    <span className="mt-0.5 block text-xs font-medium text-amber-800" data-testid="activity-note">
                      {a.note}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <div className="flex flex-wrap gap-3">
          <Link to="/favorites" className="rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white">
            My Favorites
          </Link>
          <Link to="/find-doctors" className="rounded-full border border-gray-300 px-5 py-2 text-sm font-semibold">
            Find Doctors
          </Link>
        </div>
      </section>
      <aside className="min-w-0 space-y-6">
        <Panel title="Highlights">
          <p className="mt-2 text-sm text-gray-600">
            {figures.directorySize.toLocaleString("en-US")} providers in the directory.
            {figures.topRated && (
              <>
                {" "}
                Top rated:{" "}
                <Link to={`/provider/${encodeURIComponent(figures.topRated.id)}`} className="font-semibold text-brand-600">
                  {figures.topRated.name}
                </Link>{" "}
                ({figures.topRated.rating.toFixed(1)}).
              </>
            )}
          </p>
        </Panel>
        <Panel title="Contact Support">
          <a href={`mailto:${SUPPORT_EMAIL}`} className="mt-2 inline-block text-sm font-semibold text-brand-600">
            {SUPPORT_EMAIL}
          </a>
        </Panel>
      </aside>
    </div>
  );
}

export function ProviderView({
  providerName,
  figures,
  questions,
  answerError,
}: {
  providerName: string | null;
  figures: (Omit<ProviderFigures, "activity"> & { activity: { text: string; at: Date | string }[] }) | null;
  questions: PendingQuestionItem[];
  answerError?: { questionId: string; message: string };
}) {
  return (
    <div className="space-y-8">
      <nav aria-label="Provider links" className="flex flex-wrap gap-3 text-sm font-semibold">
        <Link to="/provider/profile" className="rounded-full border border-gray-300 px-4 py-2">
          Profile
        </Link>
        <Link to="/provider/messages" className="rounded-full border border-gray-300 px-4 py-2">
          Messages
        </Link>
        <Link to="/provider/settings" className="rounded-full border border-gray-300 px-4 py-2">
          Settings
        </Link>
      </nav>
      {figures && (
        <div className="grid gap-4 sm:grid-cols-3">
          <StatCard label="Profile completeness" value={`${figures.completeness}%`} testId="stat-completeness" />
          <StatCard
            label="Reviews"
            value={figures.averageRating === null ? figures.reviews : `${figures.reviews} (avg ${figures.averageRating.toFixed(1)})`}
            testId="stat-provider-reviews"
          />
          <StatCard label="Unanswered questions" value={figures.unanswered} testId="stat-unanswered" />
        </div>
      )}
      {figures && figures.missing.length > 0 && (
        <p className="text-sm text-gray-600" data-testid="profile-missing">
          To complete your profile, add: {figures.missing.join(", ")}.
        </p>
      )}
      <section aria-labelledby="pending-heading" className="rounded-2xl border border-gray-200 bg-gray-50 p-5">
        <h3 id="pending-heading" className="text-lg font-semibold">
          Patient questions{providerName ? ` for ${providerName}` : ""}
        </h3>
        {providerName === null ? (
          <p className="mt-2 text-sm text-gray-600">
            Your account is not linked to a provider listing yet.{" "}
            <Link to="/provider/claim" className="font-semibold text-brand-600 hover:underline">
              Claim your practice's listing
            </Link>
          </p>
        ) : questions.length === 0 ? (
          <p className="mt-2 text-sm text-gray-600">No unanswered questions. Nice work!</p>
        ) : (
          <ul className="mt-4 space-y-4">
            {questions.map((q) => (
              <AnswerForm key={q.id} question={q} error={answerError?.questionId === q.id ? answerError.message : undefined} />
            ))}
          </ul>
        )}
      </section>
      <div className="rounded-2xl border border-gray-200 p-5">
        <h3 className="font-semibold">Patient Activity</h3>
        {figures && figures.activity.length > 0 ? (
          <ul className="mt-3 space-y-2 text-sm text-gray-600">
            {figures.activity.map((a, i) => (
              <li key={i}>
                {a.text} <span className="text-xs text-gray-500">{when(a.at)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-gray-600">No patient activity yet.</p>
        )}
        <h3 className="mt-5 font-semibold">Tips</h3>
        <ul className="mt-2 list-disc pl-5 text-sm text-gray-600">
          <li>Keep your profile up to date.</li>
          <li>Respond to patient questions quickly.</li>
        </ul>
      </div>
    </div>
  );
}

export function AdminView({
  figures,
  questions,
  answerError,
}: {
  figures: Omit<AdminFigures, "recentActions"> & { recentActions: Dated<AdminFigures["recentActions"][number]>[] };
  questions: PendingQuestionItem[];
  answerError?: { questionId: string; message: string };
}) {
  const alerts = [
    figures.pendingImportRows > 0 && `${plural(figures.pendingImportRows, "imported row")} waiting for review`,
    figures.runningExtractionJobs > 0 && `${plural(figures.runningExtractionJobs, "website extraction job")} running`,
    figures.unansweredQuestions > 0 && `${plural(figures.unansweredQuestions, "patient question")} unanswered`,
  ].filter((a): a is string => Boolean(a));
  return (
    <div className="space-y-8">
      <nav aria-label="Admin links" className="flex flex-wrap gap-3 text-sm font-semibold">
        <Link to="/admin" className="rounded-full bg-brand-600 px-4 py-2 text-white">
          Admin Console
        </Link>
        <Link to="/admin/users" className="rounded-full border border-gray-300 px-4 py-2">
          Users
        </Link>
        <Link to="/admin/analytics" className="rounded-full border border-gray-300 px-4 py-2">
          Analytics
        </Link>
      </nav>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-5">
        <StatCard label="Users" value={figures.users} testId="stat-users" />
        <StatCard label="Providers" value={figures.providers} testId="stat-providers" />
        <StatCard label="New users this week" value={figures.newUsersThisWeek} testId="stat-new-users" />
        <StatCard label="Pending import rows" value={figures.pendingImportRows} testId="stat-pending-rows" />
        <StatCard label="Running extraction jobs" value={figures.runningExtractionJobs} testId="stat-running-jobs" />
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <Panel title="Recent Admin Actions">
          {figures.recentActions.length === 0 ? (
            <p className="mt-3 text-sm text-gray-600">No admin actions yet.</p>
          ) : (
            <ul className="mt-3 space-y-2 text-sm text-gray-600" data-testid="recent-admin-actions">
              {figures.recentActions.map((a) => (
                <li key={a.id} className="break-words">
                  {a.summary}{" "}
                  <span className="text-xs text-gray-500">
                    by {a.actorEmail}, {when(a.at)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel title="Admin Alerts">
          {alerts.length === 0 ? (
            <p className="mt-3 text-sm text-gray-600">Nothing needs attention.</p>
          ) : (
            <ul className="mt-3 space-y-2 text-sm text-gray-600">
              {alerts.map((a) => (
                <li key={a}>{a}</li>
              ))}
            </ul>
          )}
        </Panel>
      </div>
      <section aria-labelledby="admin-pending-heading" className="rounded-2xl border border-gray-200 bg-gray-50 p-5">
        <h3 id="admin-pending-heading" className="text-lg font-semibold">
          Unanswered questions (all providers)
        </h3>
        {questions.length === 0 ? (
          <p className="mt-2 text-sm text-gray-600">No unanswered questions.</p>
        ) : (
          <ul className="mt-4 space-y-4">
            {questions.map((q) => (
              <AnswerForm key={q.id} question={q} error={answerError?.questionId === q.id ? answerError.message : undefined} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
