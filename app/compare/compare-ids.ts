/**
 * Compare up to 4 providers (issue 48 item 4): the list as it travels in `/compare?ids=a,b,c` and in
 * the patient's compare cookie, and every text of the page, tested for its exact wording. No
 * runtime imports: the cards' toggle uses it in the browser too.
 */
import { COMPARE_LABELS } from "./compare-labels";

export const MAX_COMPARE = 4;
const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Ids from "a,b,c": trimmed, valid, each once, in order (all of them: the page says when there are too many). */
export function parseCompareIds(text: string | null | undefined): string[] {
  const ids = (text ?? "")
    .slice(0, 2_000)
    .split(",")
    .map((id) => id.trim())
    .filter((id) => ID.test(id));
  return [...new Set(ids)];
}

export function compareHref(ids: string[], procedure?: string): string {
  const params = new URLSearchParams();
  if (ids.length) params.set("ids", ids.join(","));
  if (procedure) params.set("procedure", procedure);
  const query = params.toString().replace(/%2C/g, ",");
  return `/compare${query ? `?${query}` : ""}`;
}

const providers = (n: number) => (n === 1 ? "1 provider" : `${n} providers`);

export const COMPARE_TEXTS = {
  title: "Compare providers",
  none: "Pick providers to compare: choose Compare on their cards or profiles, up to 4.",
  limit: `You can compare up to ${MAX_COMPARE} providers at once. Remove one to add another.`,
  tooMany: (given: number) =>
    `You can compare up to ${MAX_COMPARE} providers at once: showing the first ${MAX_COMPARE} of the ${given} in the link.`,
  unknown: (count: number) =>
    count === 1
      ? "1 provider in the link is not in the directory (removed, or a mistyped link)."
      : `${count} providers in the link are not in the directory (removed, or a mistyped link).`,
  added: (name: string) => `${name} added to compare.`,
  removed: (name: string) => `${name} removed from compare.`,
  cleared: "Compare list cleared.",
  add: COMPARE_LABELS.add,
  remove: COMPARE_LABELS.remove,
  tray: (n: number) => `Comparing ${providers(n)}`,
  open: "Compare now",
  clear: "Clear",
  unknownId: "That provider is not in the directory.",
} as const;
