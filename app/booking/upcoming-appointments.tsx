/**
 * Upcoming appointments on a dashboard (issue 47 item 4): the patient's, or the practice's, with
 * their state; each opens its appointment page (cancel, reschedule, confirm).
 */
import { Link } from "react-router";
import { STATUS_LABELS } from "./appointment-page";

type Item = { id: string; when: string; typeName: string; practiceName: string; patientName: string; status: string };

export function UpcomingAppointments({ items, side }: { items: Item[]; side: "patient" | "practice" }) {
  return (
    <section className="mb-8 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm" aria-labelledby="appointments-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="appointments-heading" className="text-xl font-semibold">
          Upcoming appointments
        </h2>
        {side === "practice" && (
          <Link to="/provider/availability" className="text-sm font-semibold text-brand-700 hover:underline">
            Availability
          </Link>
        )}
      </div>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-gray-600">No upcoming appointments.</p>
      ) : (
        <ul className="mt-3 divide-y divide-gray-100" data-testid="upcoming-appointments">
          {items.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm" data-status={a.status}>
              <span>
                <span className="font-semibold">{a.when}</span> · {a.typeName} · {side === "patient" ? a.practiceName : a.patientName}
                <span className="ml-2 rounded-full bg-gray-100 px-2 py-0.5 text-xs">{STATUS_LABELS[a.status] ?? a.status}</span>
              </span>
              <Link to={`/appointments/${a.id}`} className="font-semibold text-brand-700 hover:underline">
                Open<span className="sr-only"> the appointment of {a.when}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
