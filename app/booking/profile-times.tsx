/**
 * The next free times on a listing's profile (issue 47 item 2): each opens the booking page with
 * that time chosen. Labels come from the server in the practice's zone (the profile loads no
 * time-zone code; the booking page adds the patient's own clock).
 */
import { Link } from "react-router";

export type ProfileTimes = { typeName: string; zone: string; times: { startsAt: number; label: string; href: string }[] };

export function NextFreeTimes({ times, bookHref }: { times: ProfileTimes; bookHref: string }) {
  return (
    <section className="mt-6" aria-labelledby="free-times-heading" data-testid="profile-times">
      <h2 id="free-times-heading" className="text-sm font-semibold text-gray-800">
        Next free times: {times.typeName} ({times.zone})
      </h2>
      {times.times.length === 0 ? (
        <p className="mt-1 text-sm text-gray-600">No free times in the next days.</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2">
          {times.times.map((t) => (
            <li key={t.startsAt}>
              <Link
                to={t.href}
                className="inline-block rounded-full border border-brand-200 px-3 py-1 text-sm text-brand-700 hover:bg-brand-50"
              >
                {t.label}
              </Link>
            </li>
          ))}
          <li>
            <Link to={bookHref} className="inline-block px-3 py-1 text-sm font-semibold text-brand-700 hover:underline">
              More times
            </Link>
          </li>
        </ul>
      )}
    </section>
  );
}
