/**
 * Where a consultation request meets booking (issue 47 item 2): on the consultation form and in a
 * request's thread, a listing that takes bookings online offers its free times.
 */
import { Link } from "react-router";

export const BOOK_ONLINE = "This practice takes bookings online: pick a free time and it is booked.";
export const OFFER_TIMES = "Patients can pick one of your free times on your booking page; its link is below to add to a reply.";

export function BookingLink({ providerId, side }: { providerId: string; side: "patient" | "practice" | "admin" }) {
  if (side === "admin") return null;
  const path = `/provider/${encodeURIComponent(providerId)}/book`;
  return (
    <div role="status" className="my-4 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900" data-testid="booking-link">
      <p>{side === "patient" ? BOOK_ONLINE : OFFER_TIMES}</p>
      <Link to={path} className="mt-1 inline-block font-semibold underline">
        {side === "patient" ? "Pick a time" : `Your booking page: ${path}`}
      </Link>
    </div>
  );
}
