/**
 * The tray of picked providers (issue 48 item 4) at the foot of the directory and of profiles:
 * rendered by the server from the compare cookie on every page that reads it, so it follows the
 * patient across pages; an island loaded only where it renders (a list is not empty).
 */
import { COMPARE_TEXTS, compareHref, MAX_COMPARE } from "./compare-ids";
import { buttonClass } from "./compare-toggle";

/** The bar of picked providers at the foot of the directory, procedure pages and profiles. */
export function CompareTray({ chosen, procedure, back }: { chosen: { id: string; name: string }[]; procedure?: string; back?: string }) {
  if (chosen.length === 0) return null;
  return (
    <aside aria-label="Compare list" className="mt-8 rounded-2xl border border-brand-200 bg-brand-50 p-4" data-testid="compare-tray">
      <p className="font-semibold text-gray-900">{COMPARE_TEXTS.tray(chosen.length)}</p>
      <ul className="mt-1 flex flex-wrap gap-2 text-sm text-gray-800">
        {chosen.map((p) => (
          <li key={p.id}>{p.name}</li>
        ))}
      </ul>
      {chosen.length >= MAX_COMPARE && <p className="mt-1 text-sm text-gray-700">{COMPARE_TEXTS.limit}</p>}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <a
          href={compareHref(
            chosen.map((p) => p.id),
            procedure,
          )}
          className="rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          data-testid="compare-open"
        >
          {COMPARE_TEXTS.open}
        </a>
        <form method="post" action="/compare">
          <input type="hidden" name="intent" value="clear" />
          {back && <input type="hidden" name="redirectTo" value={back} />}
          <button type="submit" className={buttonClass}>
            {COMPARE_TEXTS.clear}
          </button>
        </form>
      </div>
    </aside>
  );
}
