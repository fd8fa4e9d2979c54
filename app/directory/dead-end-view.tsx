/**
 * An empty search's way out (issue 48 item 2): what was searched, which filter emptied the list, the
 * nearest providers who offer the procedure with their distance, and one link per way out. Plain
 * server-rendered links: no JavaScript needed.
 */
import { Link } from "react-router";
import { ClearFiltersLink } from "./clear-filters-link";
import { DEAD_END_TEXTS } from "./dead-end-texts";
import type { DeadEnd } from "./dead-ends.server";

export function DeadEndView({ deadEnd, clearFiltersHref }: { deadEnd: DeadEnd; clearFiltersHref: string }) {
  const { title, emptiedBy, nearest, nearestHref, procedure, ways } = deadEnd;
  return (
    <div className="rounded-2xl border border-dashed border-gray-300 px-6 py-10" data-testid="empty-state">
      <p className="text-xl font-semibold text-gray-900">{DEAD_END_TEXTS.none}</p>
      <p className="mt-1 font-semibold text-gray-900" data-testid="dead-end-title">
        {title}
      </p>
      <p className="mt-2 text-gray-700" data-testid="dead-end-cause">
        {emptiedBy.length ? DEAD_END_TEXTS.emptiedBy(emptiedBy) : DEAD_END_TEXTS.nothingAlone}
      </p>
      {nearest.length > 0 && (
        <section className="mt-6" aria-labelledby="dead-end-nearest">
          <h3 id="dead-end-nearest" className="font-semibold text-gray-900">
            {DEAD_END_TEXTS.nearestHeading(procedure ?? "")}
          </h3>
          <ul className="mt-2 space-y-2" data-testid="dead-end-nearest">
            {nearest.map((p) => (
              <li key={p.id}>
                <Link to={`/provider/${encodeURIComponent(p.id)}`} className="font-semibold text-brand-700 hover:underline">
                  {p.name}
                </Link>
                <span className="text-gray-700">{` · ${p.location}`}</span>
                {p.distanceMiles !== undefined && (
                  <span className="text-gray-700" data-testid="dead-end-distance">{` · ${p.distanceMiles.toFixed(1)} mi`}</span>
                )}
                {p.price && (
                  <span className="block text-sm text-gray-700">{p.price.text ? `From ${p.price.text}` : "Price not listed"}</span>
                )}
              </li>
            ))}
          </ul>
          {nearestHref && procedure && (
            <Link to={nearestHref} className="mt-2 inline-block text-sm font-semibold text-brand-700 underline">
              {DEAD_END_TEXTS.seeAllOffering(procedure)}
            </Link>
          )}
        </section>
      )}
      {ways.length > 0 && (
        <ul className="mt-6 space-y-2" data-testid="dead-end-ways">
          {ways.map((way) => (
            <li key={way.href}>
              <Link to={way.href} className="font-semibold text-brand-700 underline">
                {way.text}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <ClearFiltersLink href={clearFiltersHref} />
    </div>
  );
}
