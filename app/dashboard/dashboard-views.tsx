/** Requirements 002 §2: the three role views. Figures marked as samples are the requirements' static content. */
import { Link } from "react-router";
import { AnswerForm, type PendingQuestionItem } from "./answer-form";

function StatCard({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm">
      <p className="text-sm text-gray-500">{label}</p>
      <p className="mt-1 text-2xl font-bold text-gray-900">{value}</p>
    </div>
  );
}

const SAMPLE = <span className="ml-2 rounded-full bg-gray-100 px-2 py-0.5 text-xs font-normal text-gray-500">sample</span>;

export function PatientView({ name, email }: { name: string; email: string }) {
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_2fr_1fr]">
      <aside className="space-y-6">
        <div className="rounded-2xl border border-gray-200 p-5">
          <p className="text-lg font-semibold">{name || "Patient"}</p>
          <p className="text-sm text-gray-500">{email}</p>
        </div>
        <div className="rounded-2xl border border-gray-200 p-5">
          <h3 className="font-semibold">Tasks{SAMPLE}</h3>
          <ul className="mt-3 space-y-2 text-sm">
            {[
              ["Complete your profile", true],
              ["Save a favorite provider", false],
              ["Book a consultation", false],
            ].map(([t, done]) => (
              <li key={String(t)} className="flex items-center gap-2">
                <input type="checkbox" checked={Boolean(done)} readOnly disabled aria-label={String(t)} />
                {t}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl border border-gray-200 p-5">
          <h3 className="font-semibold">Recent Emails{SAMPLE}</h3>
          <ul className="mt-3 space-y-2 text-sm text-gray-600">
            <li>Welcome to TruSelf</li>
            <li>Your consultation checklist</li>
          </ul>
        </div>
      </aside>
      <section className="space-y-6">
        <div className="grid gap-4 sm:grid-cols-3">
          <StatCard label="Saved providers" value="3" />
          <StatCard label="Consultations" value="1" />
          <StatCard label="Messages" value="2" />
        </div>
        <div className="rounded-2xl border border-gray-200 p-5">
          <h3 className="font-semibold">Recent Activity{SAMPLE}</h3>
          <ul className="mt-3 space-y-2 text-sm text-gray-600">
            <li>You viewed Dr. Layla Hassan's profile</li>
            <li>You asked a question about recovery time</li>
          </ul>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to="/favorites" className="rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white">
            My Favorites
          </Link>
          <Link to="/find-doctors" className="rounded-full border border-gray-300 px-5 py-2 text-sm font-semibold">
            Find Doctors
          </Link>
        </div>
      </section>
      <aside className="space-y-6">
        <div className="rounded-2xl border border-gray-200 p-5">
          <h3 className="font-semibold">Highlights{SAMPLE}</h3>
          <p className="mt-2 text-sm text-gray-600">New: compare providers side by side.</p>
        </div>
        <div className="rounded-2xl border border-gray-200 p-5">
          <h3 className="font-semibold">Contact Support</h3>
          <a href="mailto:support@truself.com" className="mt-2 inline-block text-sm font-semibold text-brand-600">
            support@truself.com
          </a>
        </div>
      </aside>
    </div>
  );
}

export function ProviderView({
  providerName,
  questions,
  answerError,
}: {
  providerName: string | null;
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
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard label="Profile views (sample)" value="1,248" />
        <StatCard label="New leads (sample)" value="12" />
        <StatCard label="Unanswered questions" value={String(questions.length)} />
      </div>
      <section aria-labelledby="pending-heading" className="rounded-2xl border border-gray-200 bg-gray-50 p-5">
        <h3 id="pending-heading" className="text-lg font-semibold">
          Patient questions{providerName ? ` for ${providerName}` : ""}
        </h3>
        {providerName === null ? (
          <p className="mt-2 text-sm text-gray-600">Your account is not linked to a provider listing yet. Contact support to link it.</p>
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
        <h3 className="font-semibold">Patient Activity{SAMPLE}</h3>
        <ul className="mt-3 space-y-2 text-sm text-gray-600">
          <li>A patient saved your profile</li>
          <li>A patient viewed your before &amp; after photos</li>
        </ul>
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
  questions,
  answerError,
}: {
  questions: PendingQuestionItem[];
  answerError?: { questionId: string; message: string };
}) {
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
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard label="Users (sample)" value="1,201" />
        <StatCard label="Providers (sample)" value="98" />
        <StatCard label="Settings changed last week (sample)" value="5" />
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <div className="rounded-2xl border border-gray-200 p-5">
          <h3 className="font-semibold">Recent Admin Actions{SAMPLE}</h3>
          <ul className="mt-3 space-y-2 text-sm text-gray-600">
            <li>Imported 24 providers from CSV</li>
            <li>Approved 3 extracted profiles</li>
          </ul>
        </div>
        <div className="rounded-2xl border border-gray-200 p-5">
          <h3 className="font-semibold">Admin Alerts{SAMPLE}</h3>
          <ul className="mt-3 space-y-2 text-sm text-gray-600">
            <li>Database backup 12 hours ago</li>
            <li>2 new reports pending review</li>
          </ul>
        </div>
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
