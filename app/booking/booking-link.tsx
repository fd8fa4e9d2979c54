/**
 * Where a consultation request meets booking (issue 47 items 2 and 4): on the consultation form
 * and in a request's thread, a listing that takes bookings online offers its free times (from a
 * thread, the booking is linked to it), and the thread shows the appointments booked from it with
 * their state and earlier times.
 */
import { Form, Link } from "react-router";
import { STATUS_LABELS } from "./appointment-page";

export const BOOK_ONLINE = "This practice takes bookings online: pick a free time and it is booked.";
export const OFFER_TIMES = "Offer the patient your free times: a time they pick from your reply shows here.";

type Booked = { id: string; when: string; typeName: string; status: string; history: string[] };

export function BookingLink({
  providerId,
  side,
  requestId,
  booked = [],
}: {
  providerId: string;
  side: "patient" | "practice" | "admin";
  requestId?: string;
  booked?: Booked[];
}) {
  const path = `/provider/${encodeURIComponent(providerId)}/book${requestId ? `?request=${encodeURIComponent(requestId)}` : ""}`;
  return (
    <div role="status" className="my-4 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900" data-testid="booking-link">
      {side !== "admin" && <p>{side === "patient" ? BOOK_ONLINE : OFFER_TIMES}</p>}
      {side === "patient" && (
        <Link to={path} className="mt-1 inline-block font-semibold underline">
          Pick a time
        </Link>
      )}
      {side === "practice" && (
        <Form method="post" className="mt-2">
          <input type="hidden" name="intent" value="offer-times" />
          <button type="submit" className="rounded-full bg-sky-700 px-4 py-1.5 text-xs font-semibold text-white hover:bg-sky-800">
            Offer your free times in a reply
          </button>
        </Form>
      )}
      {booked.length > 0 && (
        <ul className="mt-3 space-y-1" data-testid="thread-appointments">
          {booked.map((a) => (
            <li key={a.id} data-status={a.status}>
              <Link to={`/appointments/${a.id}`} className="font-semibold underline">
                {a.typeName}, {a.when}
              </Link>
              : {STATUS_LABELS[a.status] ?? a.status}
              {a.history.map((h) => (
                <span key={h} className="block text-xs">
                  Moved from {h}
                </span>
              ))}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
