/**
 * The Compare toggle on cards and profiles, and the tray of picked providers (issue 48 item 4): plain
 * form posts to /compare (no JavaScript needed, none shipped), which keep the list in the patient's
 * compare cookie and come back to the page with a toast. The tray is rendered by the server on every
 * page that reads the cookie, so it follows the patient from the directory to profiles and back.
 */
import { COMPARE_TEXTS, compareHref, MAX_COMPARE } from "./compare-ids";

type Toggle = { provider: { id: string; name: string }; chosen: string[]; procedure?: string; back?: string };

const buttonClass =
  "rounded-full border border-gray-300 bg-white px-3 py-1 text-xs font-semibold text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

export function CompareToggle({ provider, chosen, back }: Toggle) {
  const picked = chosen.includes(provider.id);
  return (
    <form method="post" action="/compare" data-testid="compare-toggle">
      <input type="hidden" name="intent" value={picked ? "remove" : "add"} />
      <input type="hidden" name="id" value={provider.id} />
      {back && <input type="hidden" name="redirectTo" value={back} />}
      <button
        type="submit"
        aria-pressed={picked}
        aria-label={`${picked ? COMPARE_TEXTS.remove : COMPARE_TEXTS.add}: ${provider.name}`}
        className={buttonClass}
      >
        {picked ? `✓ ${COMPARE_TEXTS.remove}` : `+ ${COMPARE_TEXTS.add}`}
      </button>
    </form>
  );
}

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
