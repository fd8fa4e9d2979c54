import { Link } from "react-router";
import { notFound } from "~/lib/responses";
import { ProviderCard } from "~/directory/provider-card";
import { findProcedure, stockPhotoUrl } from "~/directory/procedures";
import { providersForProcedure } from "~/procedures/procedures.server";
import { PRICE_UNITS } from "~/procedures/price-units";
import { ProcedureSearch } from "~/procedures/procedure-search";
import { withPrices } from "~/directory/search.server";
import type { ProcedureSlug } from "~/directory/procedure-names";
import { ESTIMATE_LABEL } from "~/procedures/price-messages";
import { procedurePrices } from "~/procedures/reported-prices.server";
import { EstimateCard, ProcedurePricesSection } from "~/procedures/reported-prices-ui";
import { seoMeta } from "~/seo/meta";
import type { Route } from "./+types/browse-procedures.$slug";

export async function loader({ params }: Route.LoaderArgs) {
  const procedure = findProcedure(params.slug);
  if (!procedure) notFound();
  const slug = procedure.slug as ProcedureSlug;
  const [providers, prices] = await Promise.all([
    providersForProcedure(procedure).then((cards) => withPrices(cards, slug)),
    procedurePrices(procedure),
  ]);
  return { procedure, providers, prices, unit: PRICE_UNITS[slug] };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const procedure = loaderData?.procedure;
  if (!procedure) return [];
  return seoMeta({
    matches,
    title: `${procedure.name}: cost, what to expect and top providers`,
    description: `${procedure.summary} ${ESTIMATE_LABEL}: ${procedure.priceRange}.`,
    path: `/browse-procedures/${procedure.slug}`,
    image: stockPhotoUrl(procedure.stock),
    type: "article",
  });
};

export default function ProcedurePage({ loaderData }: Route.ComponentProps) {
  const { procedure, providers, prices, unit } = loaderData;
  const categoryLabel =
    procedure.category === "surgical"
      ? "Surgical procedure"
      : procedure.category === "non-surgical"
        ? "Non-surgical procedure"
        : "Wellness & recovery";
  return (
    <main>
      <section className="bg-gradient-to-br from-brand-50 to-white">
        <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-12 md:grid-cols-2">
          <div>
            <Link to="/browse-procedures" className="text-sm font-semibold text-brand-600 hover:underline">
              ← All procedures
            </Link>
            <p className="mt-4 text-sm font-semibold uppercase tracking-wide text-gray-500">{categoryLabel}</p>
            <h1 className="mt-1 text-4xl font-bold tracking-tight">{procedure.name}</h1>
          </div>
          <img
            src={stockPhotoUrl(procedure.stock)}
            alt={procedure.name}
            width={800}
            height={600}
            className="aspect-[4/3] w-full rounded-2xl object-cover shadow-md"
          />
        </div>
      </section>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 md:grid-cols-[1fr_320px]">
        <section aria-labelledby="what-it-is" className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
          <h2 id="what-it-is" className="text-xl font-bold">
            What it is
          </h2>
          <p className="mt-3 leading-relaxed text-gray-700">{procedure.summary}</p>
        </section>
        <EstimateCard estimate={procedure.priceRange} />
        <div className="md:col-span-2">
          <ProcedurePricesSection procedure={procedure.name} prices={prices} />
        </div>
      </div>
      <section className="mx-auto max-w-6xl px-4" aria-labelledby="procedure-providers">
        <div className="flex items-end justify-between gap-4">
          <h2 id="procedure-providers" className="text-2xl font-bold">
            Providers offering {procedure.name}
          </h2>
          <Link
            to={`/find-doctors?procedure=${encodeURIComponent(procedure.match)}`}
            className="text-sm font-semibold text-brand-600 hover:underline"
          >
            View all
          </Link>
        </div>
        <ProcedureSearch procedure={procedure} unit={unit.label} conversion={unit.conversion} />
        {providers.length === 0 ? (
          <p className="mt-6 rounded-xl bg-gray-50 p-6 text-center text-gray-600">No providers found</p>
        ) : (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="procedure-providers">
            {providers.map((p, i) => (
              <li key={p.id}>
                <ProviderCard provider={p} index={i} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
