/** The patient's consultation requests on /dashboard (issue 34): status and unread replies, each opening its thread. */
import { Link } from "react-router";
import { PATIENT_REQUESTS_EMPTY, unreadText } from "./consultation-messages";
import { StatusBadge } from "./consultation-thread";
import type { STATUS_LABELS } from "./consultation-messages";

type Item = {
  id: string;
  procedure: string;
  status: keyof typeof STATUS_LABELS;
  updatedAt: Date | string;
  unread: number;
  counterpart: string;
};

export function PatientRequests({ requests }: { requests: Item[] }) {
  return (
    <section aria-labelledby="my-requests-heading" className="mb-8 rounded-2xl border border-gray-200 p-5">
      <h2 id="my-requests-heading" className="text-lg font-semibold">
        My consultation requests
      </h2>
      {requests.length === 0 ? (
        <p className="mt-2 text-sm text-gray-600">{PATIENT_REQUESTS_EMPTY}</p>
      ) : (
        <ul className="mt-3 divide-y divide-gray-100" data-testid="my-requests">
          {requests.map((r) => (
            <li key={r.id}>
              <Link to={`/consultations/${r.id}`} className="flex flex-wrap items-center gap-3 py-3 hover:text-brand-700">
                <span className={`min-w-0 flex-1 ${r.unread ? "font-semibold" : ""}`}>
                  {r.counterpart} · {r.procedure}
                </span>
                <StatusBadge status={r.status} />
                {r.unread > 0 && (
                  <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white" data-testid="request-unread">
                    {unreadText(r.unread)}
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
