import { Form, useNavigate } from "react-router";
import { NON_SURGICAL_PROCEDURES, SURGICAL_PROCEDURES } from "./procedure-names";
import { DEFAULT_RADIUS, HOME_SEARCH_TYPES, PROVIDER_TYPE_LABELS, RADIUS_OPTIONS, searchFromForm, STATUS_OPTIONS } from "./search-options";

const POPULAR_LOCATIONS = [
  "Beverly Hills, CA",
  "Los Angeles, CA",
  "Miami, FL",
  "New York, NY",
  "Austin, TX",
  "Houston, TX",
  "Chicago, IL",
  "Nashville, TN",
  "Seattle, WA",
  "Boston, MA",
];

const fieldClass =
  "w-full rounded-xl border border-gray-200 bg-white px-3 py-3 text-sm text-gray-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100";

/**
 * The home hero search (requirements 000): procedure, one place field (a city, "City, ST", a state
 * or a ZIP code; issue 48) and the radius of a distance search (issue 36), status and provider type, sent to /find-doctors as URL filters. A GET form, so it works without JavaScript; with it, empty
 * fields are left out of the URL.
 */
export function HeroSearch() {
  const navigate = useNavigate();
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(`/find-doctors${searchFromForm(new FormData(event.currentTarget))}`);
  };
  return (
    <Form
      method="get"
      action="/find-doctors"
      onSubmit={onSubmit}
      role="search"
      aria-label="Find a provider"
      data-testid="hero-search"
      className="mx-auto mt-10 grid max-w-6xl gap-3 rounded-2xl bg-white/90 p-3 shadow-xl ring-1 ring-gray-200 md:grid-cols-3 md:items-end lg:grid-cols-[1.3fr_1.3fr_0.8fr_0.9fr_1.1fr_auto]"
    >
      <label className="text-left">
        <span className="mb-1 block px-1 text-xs font-semibold uppercase tracking-wide text-gray-500">Procedure</span>
        <select name="procedure" defaultValue="" className={fieldClass} aria-label="Procedure">
          <option value="">Providers &amp; Treatments</option>
          <optgroup label="Surgical Procedures">
            {SURGICAL_PROCEDURES.map((p) => (
              <option key={p.slug} value={p.match}>
                {p.name}
              </option>
            ))}
          </optgroup>
          <optgroup label="Non-Surgical Procedures">
            {NON_SURGICAL_PROCEDURES.map((p) => (
              <option key={p.slug} value={p.match}>
                {p.name}
              </option>
            ))}
          </optgroup>
        </select>
      </label>
      <label className="text-left">
        <span className="mb-1 block px-1 text-xs font-semibold uppercase tracking-wide text-gray-500">Place</span>
        <input
          name="place"
          type="text"
          list="hero-locations"
          maxLength={100}
          placeholder="City, state or ZIP"
          className={fieldClass}
          aria-label="Place"
        />
        <datalist id="hero-locations">
          {POPULAR_LOCATIONS.map((l) => (
            <option key={l} value={l} />
          ))}
        </datalist>
      </label>
      <label className="text-left">
        <span className="mb-1 block px-1 text-xs font-semibold uppercase tracking-wide text-gray-500">Within</span>
        <select name="radius" defaultValue={DEFAULT_RADIUS} className={fieldClass} aria-label="Within">
          {RADIUS_OPTIONS.map((miles) => (
            <option key={miles} value={miles}>{`${miles} miles`}</option>
          ))}
        </select>
      </label>
      <label className="text-left">
        <span className="mb-1 block px-1 text-xs font-semibold uppercase tracking-wide text-gray-500">Status</span>
        <select name="status" defaultValue="" className={fieldClass} aria-label="Status">
          <option value="">Any status</option>
          {STATUS_OPTIONS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </label>
      <label className="text-left">
        <span className="mb-1 block px-1 text-xs font-semibold uppercase tracking-wide text-gray-500">Provider type</span>
        <select name="type" defaultValue="" className={fieldClass} aria-label="Provider type">
          <option value="">All provider types</option>
          {HOME_SEARCH_TYPES.map((t) => (
            <option key={t} value={t}>
              {PROVIDER_TYPE_LABELS[t]}
            </option>
          ))}
        </select>
      </label>
      <button
        type="submit"
        className="rounded-xl bg-brand-600 px-8 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        Search
      </button>
    </Form>
  );
}
