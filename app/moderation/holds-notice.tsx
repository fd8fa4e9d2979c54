import { HELD_ONLY_YOU, heldLabel } from "./holds-messages";

/** The author's own view of their held review: why it waits, and that nobody else sees it yet. */
export function HeldNotice({ reason }: { reason: string }) {
  return (
    <div
      className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
      role="status"
      data-testid="review-held"
    >
      <p className="font-semibold">{heldLabel(reason)}</p>
      <p className="mt-1">{HELD_ONLY_YOU}</p>
    </div>
  );
}
