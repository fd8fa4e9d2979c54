/**
 * The compare page's table (issue 48 item 4): one column per provider, one row per question; on a
 * 390 px phone it scrolls sideways inside its box with the row labels held at the left (sticky).
 * Server-rendered; the procedure chooser is a GET form and the Remove buttons plain posts.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { worthItShareText } from "~/directory/rating";
import { COMPARE_TEXTS, MAX_COMPARE } from "./compare-ids";
import type { CompareColumn, ComparePage } from "./compare.server";

type Props = ComparePage & {
  ids: string[];
  place: string | null;
  placeMessage: string | null;
  procedures: { slug: string; name: string }[];
};

const DASH = "—";

function when(next: CompareColumn["nextAppointment"]): string {
  if (next === "request") return "Request only";
  if (!next) return DASH;
  return new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: next.timeZone,
  }).format(new Date(next.startsAt));
}

function Note({ children }: { children?: ReactNode }) {
  return children ? <span className="mt-1 block text-xs text-gray-600">{children}</span> : null;
}

export function CompareTable({ columns, unknown, tooMany, procedure, ids, place, placeMessage, procedures }: Props) {
  const rows: { label: string; cell: (c: CompareColumn) => ReactNode; show?: boolean }[] = [
    {
      label: "Distance",
      show: Boolean(place),
      cell: (c) => (c.distanceMiles === null ? DASH : `${c.distanceMiles.toFixed(1)} mi from ${place}`),
    },
    {
      label: "Rating",
      cell: (c) =>
        c.reviewCount === 0 ? (
          "No reviews yet"
        ) : (
          <>
            {`${c.rating.toFixed(1)} ★ from ${c.reviewCount === 1 ? "1 review" : `${c.reviewCount} reviews`}`}
            <Note>{`${Math.round((100 * c.verifiedCount) / c.reviewCount)}% by verified patients`}</Note>
          </>
        ),
    },
    { label: "Worth It", cell: (c) => (c.worthIt ? worthItShareText(c.worthIt.percent, c.worthIt.count) : DASH) },
    {
      label: procedure ? `Practice's price: ${procedure.name}` : "Practice's price",
      show: Boolean(procedure),
      cell: (c) => (
        <>
          {c.price?.text ? `From ${c.price.text}` : "Price not listed"}
          <Note>{c.price?.note}</Note>
        </>
      ),
    },
    {
      label: procedure ? `What patients paid: ${procedure.name}` : "What patients paid",
      show: Boolean(procedure),
      cell: (c) => (
        <>
          {c.paid?.text ?? DASH}
          <Note>{c.paid?.note}</Note>
        </>
      ),
    },
    { label: "Credentials", cell: (c) => c.credential },
    { label: "Board certification", cell: (c) => c.board ?? DASH },
    { label: "Years in practice", cell: (c) => (c.years === null ? DASH : String(c.years)) },
    { label: "Reply time", cell: (c) => c.replyTime ?? DASH },
    { label: "Next free appointment", cell: (c) => when(c.nextAppointment) },
    { label: "Before-and-after sets", cell: (c) => String(c.beforeAfterSets) },
    { label: "Languages", cell: (c) => (c.languages?.length ? c.languages.join(", ") : DASH) },
  ];
  const shown = rows.filter((r) => r.show !== false);
  return (
    <div className="mt-6 space-y-4">
      {tooMany !== null && (
        <p role="status" className="rounded-lg bg-amber-50 px-4 py-3 text-amber-900" data-testid="compare-too-many">
          {COMPARE_TEXTS.tooMany(tooMany)}
        </p>
      )}
      {unknown > 0 && (
        <p role="status" className="rounded-lg bg-amber-50 px-4 py-3 text-amber-900" data-testid="compare-unknown">
          {COMPARE_TEXTS.unknown(unknown)}
        </p>
      )}
      {placeMessage && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-red-800">
          {placeMessage}
        </p>
      )}
      <form method="get" action="/compare" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="ids" value={ids.join(",")} />
        <div>
          <label htmlFor="compare-procedure" className="block text-sm font-medium text-gray-800">
            Prices for
          </label>
          <select
            id="compare-procedure"
            name="procedure"
            defaultValue={procedure?.slug ?? ""}
            className="mt-1 rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm"
          >
            <option value="">No procedure</option>
            {procedures.map((p) => (
              <option key={p.slug} value={p.slug}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="compare-place" className="block text-sm font-medium text-gray-800">
            Distance from
          </label>
          <input
            id="compare-place"
            name="place"
            defaultValue={place ?? ""}
            maxLength={100}
            placeholder="ZIP, city or City, ST"
            className="mt-1 rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm"
          />
        </div>
        <button type="submit" className="rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
          Show
        </button>
      </form>
      {columns.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-gray-300 px-6 py-12 text-center text-gray-700" data-testid="compare-empty">
          {COMPARE_TEXTS.none}{" "}
          <Link to="/find-doctors" className="font-semibold text-brand-700 underline">
            Find Doctors
          </Link>
        </p>
      ) : (
        <div
          className="overflow-x-auto rounded-2xl border border-gray-200 bg-white"
          tabIndex={0}
          role="region"
          aria-label="Comparison table"
        >
          <table className="min-w-full border-collapse text-left text-sm" data-testid="compare-table">
            <caption className="sr-only">{`Comparing ${columns.length} of at most ${MAX_COMPARE} providers`}</caption>
            <thead>
              <tr>
                <th scope="col" className="sticky left-0 z-10 w-32 bg-gray-50 p-3 text-xs font-semibold uppercase text-gray-700">
                  Provider
                </th>
                {columns.map((c) => (
                  <th key={c.id} scope="col" className="min-w-44 border-l border-gray-100 p-3 align-top" data-testid="compare-column">
                    <Link to={`/provider/${encodeURIComponent(c.id)}`} className="font-semibold text-brand-700 hover:underline">
                      {c.name}
                    </Link>
                    <span className="block text-xs font-normal text-gray-600">{c.location}</span>
                    <form method="post" action="/compare" className="mt-2">
                      <input type="hidden" name="intent" value="remove" />
                      <input type="hidden" name="id" value={c.id} />
                      <input type="hidden" name="redirectTo" value="/compare" />
                      <button
                        type="submit"
                        className="text-xs font-semibold text-gray-700 underline"
                        aria-label={`${COMPARE_TEXTS.remove}: ${c.name}`}
                      >
                        {COMPARE_TEXTS.remove}
                      </button>
                    </form>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <tr key={row.label} className="border-t border-gray-100">
                  <th scope="row" className="sticky left-0 z-10 w-32 bg-gray-50 p-3 align-top text-xs font-semibold text-gray-800">
                    {row.label}
                  </th>
                  {columns.map((c) => (
                    <td key={c.id} className="border-l border-gray-100 p-3 align-top text-gray-900">
                      {row.cell(c)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
