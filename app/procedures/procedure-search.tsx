/**
 * A procedure page's search (issue 48 items 1 and 3): one place field, the radius, a budget in the
 * procedure's canonical unit and the sort by price, sent to /find-doctors as a plain GET form (no
 * JavaScript needed). Says the unit prices are compared in, and the conversion it uses.
 */
import { DEFAULT_RADIUS, RADIUS_OPTIONS } from "~/directory/search-options";

type Props = { procedure: { name: string; match: string }; unit: string; conversion?: string };

const fieldClass = "mt-1 w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm";

export function ProcedureSearch({ procedure, unit, conversion }: Props) {
  return (
    <form
      method="get"
      action="/find-doctors"
      role="search"
      aria-label={`Find ${procedure.name} providers`}
      className="mt-6 grid gap-3 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:grid-cols-[1.4fr_0.8fr_0.9fr_1fr_auto] sm:items-end"
      data-testid="procedure-search"
    >
      <input type="hidden" name="procedure" value={procedure.match} />
      <div>
        <label htmlFor="procedure-place" className="block text-sm font-medium text-gray-800">
          Place
        </label>
        <input id="procedure-place" name="place" maxLength={100} placeholder="City, state or ZIP" className={fieldClass} />
      </div>
      <div>
        <label htmlFor="procedure-radius" className="block text-sm font-medium text-gray-800">
          Within
        </label>
        <select id="procedure-radius" name="radius" defaultValue={DEFAULT_RADIUS} className={fieldClass}>
          {RADIUS_OPTIONS.map((miles) => (
            <option key={miles} value={miles}>{`${miles} miles`}</option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="procedure-budget" className="block text-sm font-medium text-gray-800">
          {`Under $ (${unit})`}
        </label>
        <input id="procedure-budget" name="budget" type="number" min={1} step={1} inputMode="numeric" className={fieldClass} />
      </div>
      <div>
        <label htmlFor="procedure-sort" className="block text-sm font-medium text-gray-800">
          Sort by
        </label>
        <select id="procedure-sort" name="sort" defaultValue="price" className={fieldClass}>
          <option value="price">Price (lowest first)</option>
          <option value="distance">Distance (nearest first)</option>
          <option value="rating">Highest rated</option>
        </select>
      </div>
      <button type="submit" className="rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700">
        Search
      </button>
      <p className="text-xs text-gray-600 sm:col-span-5" data-testid="price-unit">
        {`${procedure.name} prices are compared ${unit}${conversion ? `: ${conversion}` : ""}. Providers without a listed price are shown last, marked "price not listed".`}
      </p>
    </form>
  );
}
