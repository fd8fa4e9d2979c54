/**
 * The Compare toggle on cards and profiles, and the tray of picked providers (issue 48 item 4): plain
 * form posts to /compare (no JavaScript needed), which keep the list in the patient's compare cookie
 * and come back to the page with a toast. On every card of the directory's first load, so it carries
 * only its two labels; the tray is compare-tray.tsx.
 */
import { COMPARE_LABELS } from "./compare-labels";

type Toggle = { provider: { id: string; name: string }; chosen: string[]; procedure?: string; back?: string };

export const buttonClass =
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
        aria-label={`${picked ? COMPARE_LABELS.remove : COMPARE_LABELS.add}: ${provider.name}`}
        className={buttonClass}
      >
        {picked ? `✓ ${COMPARE_LABELS.remove}` : `+ ${COMPARE_LABELS.add}`}
      </button>
    </form>
  );
}
