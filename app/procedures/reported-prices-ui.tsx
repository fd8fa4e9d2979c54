/** The reported prices on a procedure page and on a profile (issue 36 item 1): server-rendered, no client code of their own. */
import {
  ESTIMATE_LABEL,
  ESTIMATE_NOTE,
  FROM_REVIEWS_NOTE,
  LISTED_LABEL,
  MEDIAN_LABEL,
  MIDDLE_HALF_LABEL,
  middleHalfText,
  otherStatesText,
  reportedLine,
  reportsText,
  STATE_TABLE_CAPTION,
  tooFewReports,
  WHAT_PATIENTS_PAID,
  IN_ONE_UNIT_LABEL,
} from "./price-messages";
import { formatAmount, type ProcedurePrices, type ProviderPriceRow } from "./reported-prices";

/** The procedure page's section: the national figure and the state table, or why there is none yet. */
export function ProcedurePricesSection({ procedure, prices }: { procedure: string; prices: ProcedurePrices }) {
  const { national } = prices;
  return (
    <section
      aria-labelledby="what-patients-paid"
      className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm"
      data-testid="reported-prices"
    >
      <h2 id="what-patients-paid" className="text-xl font-bold">
        {WHAT_PATIENTS_PAID}
      </h2>
      {national ? (
        <>
          <dl className="mt-4 grid gap-4 sm:grid-cols-3" data-testid="national-prices">
            <div>
              <dt className="text-sm text-gray-600">{MEDIAN_LABEL}</dt>
              <dd className="text-2xl font-bold text-brand-700">{formatAmount(national.median)}</dd>
            </div>
            <div>
              <dt className="text-sm text-gray-600">{MIDDLE_HALF_LABEL}</dt>
              <dd className="text-lg font-semibold text-gray-900">{middleHalfText(national)}</dd>
            </div>
            <div>
              <dt className="text-sm text-gray-600">Reports</dt>
              <dd className="text-lg font-semibold text-gray-900">{reportsText(national.count)}</dd>
            </div>
          </dl>
          <p className="mt-2 text-xs text-gray-600">{FROM_REVIEWS_NOTE}</p>
          {prices.states.length > 0 && (
            <div className="mt-6 overflow-x-auto">
              <table className="w-full text-left text-sm" data-testid="state-prices">
                <caption className="mb-2 text-left font-semibold text-gray-900">{STATE_TABLE_CAPTION}</caption>
                <thead>
                  <tr className="border-b border-gray-200 text-gray-600">
                    <th scope="col" className="py-2 pr-4 font-medium">
                      State
                    </th>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      {MEDIAN_LABEL}
                    </th>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      {MIDDLE_HALF_LABEL}
                    </th>
                    <th scope="col" className="py-2 font-medium">
                      Reports
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {prices.states.map((state) => (
                    <tr key={state.code} className="border-b border-gray-100" data-testid="state-price">
                      <th scope="row" className="py-2 pr-4 font-medium text-gray-900">
                        {state.name}
                      </th>
                      <td className="py-2 pr-4">{formatAmount(state.median)}</td>
                      <td className="py-2 pr-4">{middleHalfText(state)}</td>
                      <td className="py-2">{reportsText(state.count)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {prices.otherReports > 0 && (
            <p className="mt-2 text-xs text-gray-600" data-testid="other-states">
              {otherStatesText(prices.otherReports)}
            </p>
          )}
        </>
      ) : (
        <p className="mt-3 text-gray-700" data-testid="too-few-reports">
          {tooFewReports(procedure, prices.reports)}
        </p>
      )}
    </section>
  );
}

/** The procedure page's curated range, always labelled as TruSelf's estimate. */
export function EstimateCard({ estimate }: { estimate: string }) {
  return (
    <section aria-labelledby="price-estimate" className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
      <h2 id="price-estimate" className="text-xl font-bold">
        {ESTIMATE_LABEL}
      </h2>
      <p className="mt-3 text-2xl font-bold text-brand-700" data-testid="price-range">
        {estimate}
      </p>
      <p className="mt-2 text-xs text-gray-600">{ESTIMATE_NOTE}</p>
    </section>
  );
}

/** A profile's price list: per service, what patients reported (or the estimate) beside what the practice lists. */
export function ProviderPriceList({ rows }: { rows: ProviderPriceRow[] }) {
  return (
    <ul className="divide-y divide-gray-100" data-testid="pricing">
      {rows.map((row) => (
        <li key={row.service} className="py-3 text-sm" data-testid="price-row">
          <p className="font-semibold text-gray-900">{row.service}</p>
          {row.listed && (
            <p className="mt-1 text-gray-700" data-testid="listed-price">
              {`${LISTED_LABEL}: `}
              <span className="font-semibold text-gray-900">{row.listed}</span>
            </p>
          )}
          {row.inUnit && (
            <p className="mt-1 text-gray-700" data-testid="price-in-unit">
              {row.inUnit.text ? (
                <>
                  {`${IN_ONE_UNIT_LABEL}: `}
                  <span className="font-semibold text-gray-900">{`from ${row.inUnit.text}`}</span>
                </>
              ) : null}
              {row.inUnit.note && <span className="block text-xs text-gray-600">{row.inUnit.note}</span>}
            </p>
          )}
          {row.reported && (
            <p className="mt-1 text-gray-700" data-testid="reported-price">
              {reportedLine(row.reported)}
              {row.reportsNote && <span className="block text-xs text-gray-600">{row.reportsNote}</span>}
            </p>
          )}
          {row.estimate && (
            <p className="mt-1 text-gray-600" data-testid="estimate-price">
              {`${ESTIMATE_LABEL}: ${row.estimate}`}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
