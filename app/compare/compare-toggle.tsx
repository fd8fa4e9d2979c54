/**
 * The Compare toggle on cards and profiles, and the tray of picked providers (issue 48 item 4): plain
 * form posts to /compare (no JavaScript needed), which keep the list in the patient's compare cookie
 * and come back to the page with a toast. On every card of the directory's first load, so it carries
 * only its two labels; the tray is compare-tray.tsx.
 */
import { COMPARE_LABELS } from "./compare-labels";

type Toggle = { provider: { id: string; name: string }; chosen: string[] };

export const buttonClass = "rounded-full border border-gray-300 bg-white px-3 py-1 text-xs font-semibold";

/** Back to the page it was on through the Referer (the action pipeline's backTo), so it sends no field for it. */
export function CompareToggle({ provider, chosen }: Toggle) {
  const picked = chosen.includes(provider.id);
  const label = picked ? COMPARE_LABELS.remove : COMPARE_LABELS.add;
  return (
    <form method="post" action="/compare">
      <input type="hidden" name="intent" value={picked ? "remove" : "add"} />
      <input type="hidden" name="id" value={provider.id} />
      <button type="submit" aria-pressed={picked} aria-label={`${label}: ${provider.name}`} className={buttonClass}>
        {label}
      </button>
    </form>
  );
}
