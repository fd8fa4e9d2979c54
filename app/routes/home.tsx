import { Link } from "react-router";
import { getUser } from "~/auth/guards.server";
import { featuredProviders } from "~/directory/providers.server";
import { ProviderCard } from "~/directory/provider-card";
import { FavoriteButton } from "~/favorites/favorite-button";
import { favoriteStatusFor } from "~/favorites/favorites-page.server";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
  { title: "TruSelf | Find Plastic Surgeons & Other Cosmetic Providers" },
  { name: "description", content: "Find, compare and review plastic surgeons, dermatologists, med spas and wellness providers with honest prices and real credentials." },
];

export async function loader({ request }: Route.LoaderArgs) {
  const [featured, user] = await Promise.all([featuredProviders(), getUser(request)]);
  return { featured, favoriteIds: await favoriteStatusFor(user, featured.providers.map((p) => p.id)) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { featured, favoriteIds } = loaderData;
  return (
    <main>
      <section className="bg-gradient-to-br from-brand-50 to-white px-4 py-16 text-center">
        <h1 className="mx-auto max-w-3xl text-4xl font-bold tracking-tight md:text-5xl">Find Plastic Surgeons &amp; Other Cosmetic Providers</h1>
        <p className="mt-4 text-lg text-gray-600">3,960 appointments booked today</p>
      </section>
      <section className="mx-auto max-w-7xl px-4 py-12" aria-labelledby="featured-heading">
        <div className="mb-6 flex items-end justify-between">
          <h2 id="featured-heading" className="text-2xl font-bold">Featured</h2>
          {featured.hasMore && <Link to="/find-doctors" className="text-sm font-semibold text-brand-600 hover:underline">View More</Link>}
        </div>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="featured-list">
          {featured.providers.map((p, i) => (
            <li key={p.id}>
              <ProviderCard provider={p} index={i} favoriteSlot={<FavoriteButton providerId={p.id} providerName={p.name} favorited={favoriteIds.includes(p.id)} />} />
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
