import { Form, Link, useNavigate } from "react-router";
import { NON_SURGICAL_PROCEDURES, PROCEDURE_NAMES, SURGICAL_PROCEDURES } from "./procedure-names";
import {
  BOARD_CERTIFIED,
  BOARD_CERTIFIED_LABEL,
  DEFAULT_RADIUS,
  CREDENTIALS_CHECKED,
  DIRECTORY_TYPES,
  PROVIDER_TYPE_LABELS,
  RADIUS_OPTIONS,
  RATING_OPTIONS,
  searchFromForm,
  sortOptionsFor,
  STATUS_OPTIONS,
  type DirectoryFilters,
} from "./search-options";
import { STATUS_HINT } from "./featured-texts";
import { directorySearch } from "./search-url";

/** One place field (issue 48 item 1): what it takes. */
export const PLACE_HINT = "A city, City, ST, a state or a ZIP code. Distance searches list the nearest first.";
/** The budget filter (issue 48 item 3): in the chosen procedure's own unit. */
export const BUDGET_HINT =
  "For the chosen procedure, in its price unit (Botox per area, fillers per syringe...). Providers without a listed price stay, last.";

const isCatalogueMatch = (procedure: string) => PROCEDURE_NAMES.some((p) => p.match.toLowerCase() === procedure.toLowerCase());

const fieldClass =
  "mt-1 w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100";
const labelClass = "block text-sm font-medium text-gray-800";

/**
 * The /find-doctors filter sidebar: a plain GET form (works without JavaScript through its
 * Apply button). With JavaScript every change submits at once. `page` is never part of the
 * form, so any filter change goes back to page 1.
 */
export function DirectoryFilterForm({
  filters,
  certificationHint,
  placeMessage,
}: {
  filters: DirectoryFilters;
  certificationHint: string;
  /** Why the Near place found nothing (app/geo/messages.ts), shown under the field. */
  placeMessage?: string;
}) {
  const navigate = useNavigate();
  // With JavaScript the URL carries only the filters in use (no empty keys, no page).
  const go = (form: HTMLFormElement) => {
    void navigate(`/find-doctors${searchFromForm(new FormData(form))}`, { preventScrollReset: true });
  };
  const onChange = (event: React.FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLElement;
    // Choices apply at once; text fields apply on Enter (submit) so typing is not interrupted.
    if (
      target instanceof HTMLSelectElement ||
      (target instanceof HTMLInputElement && (target.type === "radio" || target.type === "checkbox"))
    )
      go(event.currentTarget);
  };
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go(event.currentTarget);
  };
  return (
    <Form
      method="get"
      action="/find-doctors"
      onChange={onChange}
      onSubmit={onSubmit}
      className="space-y-5"
      role="search"
      aria-label="Filter providers"
      data-testid="filter-form"
    >
      {filters.view !== "grid" && <input type="hidden" name="view" value={filters.view} />}
      <div>
        <label htmlFor="filter-q" className={labelClass}>
          Search
        </label>
        <input
          id="filter-q"
          type="search"
          name="q"
          defaultValue={filters.q ?? ""}
          maxLength={100}
          placeholder="Name, specialty, city..."
          className={fieldClass}
        />
      </div>
      <div>
        <label htmlFor="filter-procedure" className={labelClass}>
          Procedure
        </label>
        <input
          id="filter-procedure"
          type="text"
          name="procedure"
          list="procedure-options"
          defaultValue={filters.procedure ?? ""}
          maxLength={100}
          placeholder="e.g. Botox"
          className={fieldClass}
        />
        <datalist id="procedure-options">
          {[...SURGICAL_PROCEDURES, ...NON_SURGICAL_PROCEDURES].map((p) => (
            <option key={p.slug} value={p.match}>
              {p.name}
            </option>
          ))}
        </datalist>
      </div>
      <div className="grid grid-cols-[1fr_auto] gap-2">
        <div>
          <label htmlFor="filter-place" className={labelClass}>
            Place
          </label>
          <input
            id="filter-place"
            type="text"
            name="place"
            defaultValue={filters.place ?? filters.near ?? filters.location ?? ""}
            maxLength={100}
            placeholder="City, state or ZIP"
            aria-invalid={placeMessage ? true : undefined}
            aria-describedby={placeMessage ? "filter-place-message filter-place-hint" : "filter-place-hint"}
            className={fieldClass}
          />
        </div>
        <div>
          <label htmlFor="filter-radius" className={labelClass}>
            Within
          </label>
          <select id="filter-radius" name="radius" defaultValue={filters.radius ?? DEFAULT_RADIUS} className={fieldClass}>
            {RADIUS_OPTIONS.map((miles) => (
              <option key={miles} value={miles}>{`${miles} miles`}</option>
            ))}
          </select>
        </div>
        <p id="filter-place-hint" className="col-span-2 text-xs text-gray-500">
          {PLACE_HINT}
        </p>
        {placeMessage && (
          <p id="filter-place-message" className="col-span-2 text-xs text-red-700" data-testid="filter-place-message">
            {placeMessage}
          </p>
        )}
      </div>
      <div>
        <label htmlFor="filter-budget" className={labelClass}>
          Budget (under $)
        </label>
        <input
          id="filter-budget"
          type="number"
          name="budget"
          min={1}
          step={1}
          inputMode="numeric"
          defaultValue={filters.budget ?? ""}
          placeholder="e.g. 400"
          aria-describedby="filter-budget-hint"
          className={fieldClass}
        />
        <p id="filter-budget-hint" className="mt-1 text-xs text-gray-500" data-testid="filter-budget-hint">
          {BUDGET_HINT}
        </p>
      </div>
      <div>
        <label htmlFor="filter-type" className={labelClass}>
          Provider type
        </label>
        <select id="filter-type" name="type" defaultValue={filters.type ?? ""} className={fieldClass}>
          <option value="">All provider types</option>
          {DIRECTORY_TYPES.map((t) => (
            <option key={t} value={t}>
              {PROVIDER_TYPE_LABELS[t]}
            </option>
          ))}
        </select>
      </div>
      <fieldset>
        <legend className={labelClass}>Minimum rating</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 text-sm">
          {[undefined, ...RATING_OPTIONS].map((r) => (
            <label
              key={r ?? "any"}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-gray-200 px-3 py-2 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
            >
              <input type="radio" name="rating" value={r ?? ""} defaultChecked={filters.rating === r} className="accent-brand-600" />
              {r ? `${r}+ ★` : "Any"}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor="filter-status" className={labelClass}>
          Status
        </label>
        <select
          id="filter-status"
          name="status"
          defaultValue={filters.status ?? ""}
          aria-describedby="filter-status-hint"
          className={fieldClass}
        >
          <option value="">Any status</option>
          {STATUS_OPTIONS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
        <p id="filter-status-hint" className="mt-1 text-xs text-gray-500" data-testid="filter-status-hint">
          {STATUS_HINT}
        </p>
      </div>
      <div>
        <label className="flex cursor-pointer items-center gap-2 text-sm font-medium text-gray-800">
          <input
            type="checkbox"
            name="certification"
            value={BOARD_CERTIFIED}
            defaultChecked={filters.certification === BOARD_CERTIFIED}
            aria-describedby="filter-certification-hint"
            className="h-4 w-4 accent-brand-600"
            data-testid="filter-certification"
          />
          {BOARD_CERTIFIED_LABEL}
        </label>
        {/* What it checks: the board of the chosen type's specialty (boards.ts, in the page's loader). */}
        <p id="filter-certification-hint" className="mt-1 pl-6 text-xs text-gray-500" data-testid="filter-certification-hint">
          {certificationHint}
        </p>
      </div>
      <label className="flex cursor-pointer items-center gap-2 text-sm font-medium text-gray-800">
        <input
          type="checkbox"
          name="credentials"
          value={CREDENTIALS_CHECKED}
          defaultChecked={filters.credentials === CREDENTIALS_CHECKED}
          className="h-4 w-4 accent-brand-600"
          data-testid="filter-credentials"
        />
        Credentials checked
      </label>
      <div>
        <label htmlFor="filter-sort" className={labelClass}>
          Sort by
        </label>
        <select id="filter-sort" name="sort" defaultValue={filters.sort} className={fieldClass}>
          {sortOptionsFor(filters.near, Boolean(filters.procedure && isCatalogueMatch(filters.procedure))).map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-wrap items-center gap-2 pt-1">
        <button
          type="submit"
          className="flex-1 whitespace-nowrap rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        >
          Apply filters
        </button>
        <Link
          to={`/find-doctors${directorySearch({ view: filters.view })}`}
          preventScrollReset
          className="flex-1 whitespace-nowrap rounded-full border border-gray-300 px-4 py-2 text-center text-sm font-semibold text-gray-700 hover:bg-gray-50"
          data-testid="clear-filters"
        >
          Clear filters
        </Link>
      </div>
    </Form>
  );
}
