import { Link } from "react-router";

/** The directory's way back to every provider: its search without the filters (the empty state and an empty search's way out). */
export function ClearFiltersLink({ href }: { href: string }) {
  return (
    <Link to={href} className="mt-6 inline-block rounded-full bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700">
      Clear filters
    </Link>
  );
}
