import { Link, useLocation, useNavigation } from "react-router";
import { getUser } from "~/auth/guards.server";
import { ProviderCard } from "~/directory/provider-card";
import { boardFilterHint } from "~/directory/boards";
import { activeFilterCount, directorySearch } from "~/directory/search-url";
import { parseDirectoryFilters } from "~/directory/search-params";
import { DEFAULT_RADIUS, PROVIDER_TYPE_LABELS, type DirectoryFilters } from "~/directory/search-options";
import { searchProviders } from "~/directory/search.server";
import { resolvePlaceSearch } from "~/directory/place-search.server";
import { deadEnd } from "~/directory/dead-ends.server";
import { compareListFor } from "~/compare/compare-route.server";
import { PLACE_MESSAGES } from "~/geo/messages";
import { FavoriteHeart } from "~/favorites/favorite-heart";
import { favoriteStatusFor } from "~/favorites/favorites-page.server";
import { appConfig } from "~/lib/env.server";
import { useChangeEffect } from "~/lib/hydrated";
import { island } from "~/lib/island";
import { seoMeta } from "~/seo/meta";
import type { Route } from "./+types/find-doctors";

// The sidebar and the pagination below the results: they hydrate after the results, out of the first load.
const DirectoryFilterForm = island(() => import("~/directory/directory-filters").then((m) => m.DirectoryFilterForm));
// Issue 48: an empty search's ways out, the empty state and the compare tray, loaded only where they render.
const ResultsExtra = island(() => import("~/directory/results-extras").then((m) => m.ResultsExtra), { onlyWhenRendered: true });
const Pagination = island(() => import("~/directory/pagination").then((m) => m.Pagination));
// The Compare toggle on every card: a form the server renders whole, which posts without its code;
// its code (a fetcher: no reload) hydrates after the page's, outside the first-load budget (docs/performance.md).
const CompareToggle = island(() => import("~/compare/compare-toggle").then((m) => m.CompareToggle));

export async function loader({ request }: Route.LoaderArgs) {
  const filters = parseDirectoryFilters(new URL(request.url).searchParams);
  // Near a place (issues 36, 48): an unknown place is matched as address text, and says why when nobody matches.
  const place = await resolvePlaceSearch(filters);
  const [result, user, compare] = await Promise.all([
    searchProviders(place.filters, place.origin),
    getUser(request),
    compareListFor(request),
  ]);
  const placeMessage = place.unknown && result.total === 0 ? place.unknown : undefined;
  // Never a dead end (issue 48 item 2): an empty search says which filter emptied it and offers ways out.
  const empty = !placeMessage && result.total === 0 && activeFilterCount(filters) > 0;
  const ways = empty ? await deadEnd(place.filters, place.origin, place.origin?.label) : undefined;
  // The page actually shown (a page past the end is clamped to the last one).
  const shown = { ...filters, page: result.page };
  const favoriteIds = await favoriteStatusFor(
    user,
    result.providers.map((p) => p.id),
  );
  const href = (filters: Partial<DirectoryFilters>) => `/find-doctors${directorySearch(filters)}`;
  return {
    filters: shown,
    result,
    nearby: place.origin ? PLACE_MESSAGES.within(shown.radius ?? DEFAULT_RADIUS, place.origin.label, shown.sort === "distance") : undefined,
    placeMessage,
    deadEnd: ways,
    compare,
    favoriteIds,
    // The page's own links and its filter count, worked out here: its first load carries no URL code
    // (search-url.ts loads with the filters' island).
    activeFilters: activeFilterCount(shown),
    viewHrefs: { grid: href({ ...shown, view: "grid" }), list: href({ ...shown, view: "list" }) },
    clearFiltersHref: href({ view: shown.view }),
    // What the "Board certified" filter checks, in words (boards.ts stays on the server).
    certificationHint: boardFilterHint(shown.type, shown.type && PROVIDER_TYPE_LABELS[shown.type]),
    canonicalUrl: `${appConfig().APP_ORIGIN}/find-doctors${directorySearch({ ...shown, view: "grid" })}`,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const page = loaderData?.result.page ?? 1;
  const canonical = loaderData ? new URL(loaderData.canonicalUrl) : undefined;
  return seoMeta({
    matches,
    title: `Find Doctors${page > 1 ? ` (page ${page})` : ""}`,
    description:
      "Search verified plastic surgeons, dermatologists, med spas and wellness providers by procedure, location, rating and type.",
    path: canonical ? `${canonical.pathname}${canonical.search}` : "/find-doctors",
  });
};

function Spinner() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="absolute inset-0 z-10 flex items-start justify-center bg-white/80 pt-24"
      data-testid="results-loading"
    >
      <span className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" aria-hidden="true" />
      <span className="sr-only">Loading providers...</span>
    </div>
  );
}

export default function FindDoctors({ loaderData }: Route.ComponentProps) {
  const {
    filters,
    result,
    favoriteIds,
    activeFilters,
    viewHrefs,
    clearFiltersHref,
    certificationHint,
    nearby,
    placeMessage,
    deadEnd,
    compare,
  } = loaderData;
  const location = useLocation();
  const navigation = useNavigation();
  const loading = navigation.state !== "idle" && navigation.location?.pathname === "/find-doctors";

  // Requirements 000: changing page scrolls to the top (filter changes keep the sidebar where it is);
  // hydrating does not (a press on a card while the page hydrates lands where it was aimed).
  useChangeEffect(result.page, () => window.scrollTo({ top: 0, behavior: "instant" }));

  const viewButton = (view: "grid" | "list", label: string) => (
    <Link
      to={viewHrefs[view]}
      preventScrollReset
      aria-current={filters.view === view ? "page" : undefined}
      aria-label={`${label} view`}
      data-testid={`view-${view}`}
      className={`rounded-full px-3 py-1.5 text-sm font-medium ${filters.view === view ? "bg-brand-600 text-white" : "text-gray-700 hover:bg-gray-100"}`}
    >
      {label}
    </Link>
  );

  return (
    <main className="mx-auto max-w-7xl px-4 py-10">
      <header className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight text-gray-900 md:text-4xl">Find Doctors</h1>
        <p className="mt-2 text-gray-600">Compare surgeons, dermatologists, med spas and wellness providers near you.</p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[280px_1fr] lg:gap-8">
        {/* Sticky from lg up on windows at least 56rem tall, where it scrolls on its own when taller than
            the window (so a focused control is never below the fold): focusable, so the keyboard can
            scroll it too. On shorter windows (1,280×720, 1,366×768) its scroll box would end just above
            the bottom bar, its last filters cut off there as if covered (issue 45 item 17): it scrolls
            with the page instead. */}
        <aside
          tabIndex={0}
          aria-label="Filters"
          className="h-fit rounded-2xl border border-gray-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-brand-500 lg:[@media(min-height:56rem)]:sticky lg:[@media(min-height:56rem)]:top-24 lg:[@media(min-height:56rem)]:max-h-[calc(100vh-12rem)] lg:[@media(min-height:56rem)]:overflow-y-auto"
        >
          {/* Collapsed on a phone (the results come first), always open from lg up (app.css). */}
          <details className="filters-panel group" data-testid="filters-panel">
            <summary
              className="flex cursor-pointer list-none items-center justify-between gap-3 px-5 py-3 font-semibold [&::-webkit-details-marker]:hidden"
              data-testid="filters-toggle"
            >
              {activeFilters > 0 ? `Filters (${activeFilters})` : "Filters"}
              <span aria-hidden="true" className="text-gray-500 transition group-open:rotate-180">
                ▾
              </span>
            </summary>
            <div className="px-5 pb-5 lg:pt-5">
              <h2 className="mb-4 hidden text-lg font-semibold lg:block">Filters</h2>
              {/* Re-mount on every navigation so the fields always show the URL's filters. */}
              <DirectoryFilterForm
                key={location.search}
                filters={filters}
                certificationHint={certificationHint}
                placeMessage={placeMessage}
              />
            </div>
          </details>
        </aside>
        <section aria-labelledby="results-heading" className="relative min-w-0">
          <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
            <div>
              <h2 id="results-heading" className="text-lg font-semibold" data-testid="result-count">
                {result.total} {result.total === 1 ? "provider" : "providers"}
              </h2>
              {result.total > 0 && (
                <p className="text-sm text-gray-600" data-testid="showing">{`Showing ${result.from}-${result.to} of ${result.total}`}</p>
              )}
              {nearby && (
                <p className="text-sm text-gray-600" data-testid="near-scope">
                  {nearby}
                </p>
              )}
            </div>
            <div className="flex items-center gap-1 rounded-full border border-gray-200 p-1" role="group" aria-label="Layout">
              {viewButton("grid", "Grid")}
              {viewButton("list", "List")}
            </div>
          </div>
          {loading && <Spinner />}
          {deadEnd && !placeMessage ? (
            <ResultsExtra deadEnd={deadEnd} clearFiltersHref={clearFiltersHref} />
          ) : placeMessage || result.providers.length === 0 ? (
            // A place nobody can find says so where the results would be; otherwise the empty state.
            <ResultsExtra empty placeMessage={placeMessage ?? undefined} clearFiltersHref={activeFilters > 0 ? clearFiltersHref : undefined} />
          ) : (
            <ul
              className={filters.view === "list" ? "flex flex-col gap-4" : "grid gap-6 sm:grid-cols-2 xl:grid-cols-3"}
              data-testid="results"
              data-view={filters.view}
            >
              {result.providers.map((p, i) => (
                <li key={p.id}>
                  <ProviderCard
                    provider={p}
                    index={i}
                    layout={filters.view}
                    favoriteSlot={<FavoriteHeart providerId={p.id} providerName={p.name} favorited={favoriteIds.includes(p.id)} />}
                    compareSlot={<CompareToggle provider={p} chosen={compare.ids} />}
                  />
                </li>
              ))}
            </ul>
          )}
          <Pagination filters={filters} page={result.page} totalPages={result.totalPages} />
          {compare.chosen.length > 0 && <ResultsExtra tray={compare.chosen} procedure={filters.procedure} />}
        </section>
      </div>
    </main>
  );
}
