import { ClearFiltersLink } from "./clear-filters-link";

/**
 * Where the results would be when there are none: a place nobody can find says so (an alert), an
 * empty search says so with its Clear filters link when a filter is set.
 */
export function EmptyResults({ placeMessage, clearFiltersHref }: { placeMessage?: string; clearFiltersHref?: string }) {
  return (
    <div
      className="rounded-2xl border border-dashed border-gray-300 px-6 py-20 text-center"
      role={placeMessage ? "alert" : undefined}
      data-testid="empty-state"
    >
      <p className="text-xl font-semibold text-gray-900" data-testid={placeMessage ? "place-message" : undefined}>
        {placeMessage ?? "No providers found"}
      </p>
      {!placeMessage && <p className="mt-2 text-gray-600">Try a different location or procedure, or remove some filters.</p>}
      {clearFiltersHref && <ClearFiltersLink href={clearFiltersHref} />}
    </div>
  );
}
