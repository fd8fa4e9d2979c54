import { Form, Link, redirect } from "react-router";
import { Pagination } from "~/directory/pagination";
import { PROVIDER_TYPE_LABELS } from "~/directory/search-options";
import { GALLERY_INTRO, NO_MATCHING_SETS, NO_SETS_YET } from "~/gallery/gallery-messages";
import { GALLERY_PROCEDURES, procedureName } from "~/gallery/gallery-rules";
import { galleryFilters, galleryUrl } from "~/gallery/gallery-url";
import { galleryOptions, galleryPage, galleryProvider } from "~/gallery/gallery.server";
import { GallerySet } from "~/gallery/set-card";
import { pagePath } from "~/lib/page-path";
import { FilterSelect } from "~/components/ui/form";
import { seoMeta } from "~/seo/meta";
import type { Route } from "./+types/gallery";

/**
 * The public before-and-after gallery (issue 36 item 2): every published set, newest first, 12 a page,
 * filtered by procedure, provider type, state and city in the URL. A plain GET form sets them without
 * JavaScript; the loader sends any other spelling of the same filters to the canonical URL, so the
 * edge cache (and its purge) knows each page under one address.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const filters = galleryFilters(url.searchParams);
  const canonical = galleryUrl(filters);
  if (pagePath(url) !== canonical) throw redirect(canonical);
  const [page, options, provider] = await Promise.all([
    galleryPage(filters),
    galleryOptions(),
    filters.provider ? galleryProvider(filters.provider) : undefined,
  ]);
  return {
    filters,
    page,
    options,
    provider: provider ? { id: provider.id, name: provider.name } : null,
    filtered: Boolean(filters.procedure || filters.type || filters.state || filters.city || filters.provider),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const procedure = loaderData?.filters.procedure;
  return seoMeta({
    matches,
    title: procedure ? `${procedureName(procedure)} Before & After Photos` : "Before & After Gallery",
    description: GALLERY_INTRO,
    path: loaderData ? galleryUrl({ ...loaderData.filters, page: 1 }) : "/gallery",
  });
};

const selectClass =
  "mt-1 w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-gray-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200";

export default function Gallery({ loaderData }: Route.ComponentProps) {
  const { filters, page, options, provider, filtered } = loaderData;
  const cities = options.cities.filter((c) => !filters.state || c.state === filters.state);
  return (
    <main className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-4xl font-bold tracking-tight">Before &amp; After Gallery</h1>
      <p className="mt-3 max-w-3xl text-lg text-gray-600">{GALLERY_INTRO}</p>
      {provider && (
        <p className="mt-4 text-gray-800" data-testid="gallery-provider">
          Sets by{" "}
          <Link to={`/provider/${encodeURIComponent(provider.id)}`} className="font-semibold text-brand-700 hover:underline">
            {provider.name}
          </Link>
        </p>
      )}
      <Form
        method="get"
        action="/gallery"
        className="mt-8 grid gap-4 rounded-2xl border border-gray-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5"
        data-testid="gallery-filters"
      >
        {filters.provider && <input type="hidden" name="provider" value={filters.provider} />}
        {(
          [
            ["procedure", "Procedure", "All procedures", GALLERY_PROCEDURES.map((p) => ({ value: p.slug, label: p.name }))],
            ["type", "Provider type", "All provider types", options.types.map((t) => ({ value: t, label: PROVIDER_TYPE_LABELS[t] }))],
            ["state", "State", "All states", options.states.map((s) => ({ value: s.code, label: s.name }))],
            ["city", "City", "All cities", cities.map((c) => ({ value: c.city, label: `${c.city}, ${c.state}` }))],
          ] as const
        ).map(([name, label, any, choices]) => (
          <FilterSelect key={name} label={label} name={name} value={filters[name] ?? ""} any={any} choices={choices} className={selectClass} />
        ))}
        <div className="flex items-end gap-3">
          <button type="submit" className="rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700">
            Show sets
          </button>
          {filtered && (
            <Link to="/gallery" className="text-sm font-semibold text-brand-700 hover:underline">
              Clear
            </Link>
          )}
        </div>
      </Form>
      <h2 className="sr-only">Sets</h2>
      <p className="mt-6 text-sm text-gray-600" aria-live="polite" data-testid="gallery-count">
        {page.total === 1 ? "1 set" : `${page.total.toLocaleString("en-US")} sets`}
      </p>
      {page.sets.length === 0 ? (
        <p className="mt-6 text-gray-700" data-testid="gallery-empty">
          {filtered ? NO_MATCHING_SETS : NO_SETS_YET}
        </p>
      ) : (
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="gallery-sets">
          {page.sets.map((set) => (
            <li key={set.id}>
              <GallerySet set={set} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page.page} totalPages={page.pages} hrefOf={(p) => galleryUrl({ ...filters, page: p })} />
    </main>
  );
}
