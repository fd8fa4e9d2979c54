import { Link } from "react-router";
import { paginationItems, type DirectoryFilters } from "./search-options";
import { directorySearch } from "./search-url";

const base = "flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm font-medium";

/**
 * First, last, the current page's neighbours and ellipses (requirements 000). Plain links: shareable, no JS needed.
 * The directory's pages by default; another list (the gallery) passes its own `hrefOf`.
 */
export function Pagination({
  filters,
  page,
  totalPages,
  hrefOf,
}: {
  filters?: DirectoryFilters;
  page: number;
  totalPages: number;
  hrefOf?: (page: number) => string;
}) {
  if (totalPages <= 1) return null;
  const href = hrefOf ?? ((p: number) => `/find-doctors${directorySearch({ ...filters, page: p })}`);
  return (
    <nav aria-label="Pagination" className="mt-10 flex flex-wrap items-center justify-center gap-2" data-testid="pagination">
      {page > 1 ? (
        <Link to={href(page - 1)} className={`${base} border border-gray-300 hover:bg-gray-50`} rel="prev">
          Previous
        </Link>
      ) : (
        <span className={`${base} border border-gray-200 text-gray-400`} aria-disabled="true">
          Previous
        </span>
      )}
      {paginationItems(page, totalPages).map((item, i) =>
        item === "ellipsis" ? (
          <span key={`gap-${i}`} className="px-1 text-gray-500" aria-hidden="true">
            …
          </span>
        ) : item === page ? (
          <span key={item} aria-current="page" className={`${base} bg-brand-600 text-white`}>
            {item}
          </span>
        ) : (
          <Link key={item} to={href(item)} aria-label={`Page ${item}`} className={`${base} border border-gray-300 hover:bg-gray-50`}>
            {item}
          </Link>
        ),
      )}
      {page < totalPages ? (
        <Link to={href(page + 1)} className={`${base} border border-gray-300 hover:bg-gray-50`} rel="next">
          Next
        </Link>
      ) : (
        <span className={`${base} border border-gray-200 text-gray-400`} aria-disabled="true">
          Next
        </span>
      )}
    </nav>
  );
}
