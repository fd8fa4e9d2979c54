import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { requireUser } from "~/auth/guards.server";
import { demoFavoriteIds, useDemoFavoritesRaw } from "~/demo/demo-store";
import { withBoard } from "~/directory/boards";
import { ProviderCard } from "~/directory/provider-card";
import { FavoriteButton } from "~/favorites/favorite-button";
import { favoriteProvidersOf, providersByIds } from "~/favorites/favorites.server";
import type { Route } from "./+types/favorites";

export const meta: Route.MetaFunction = () => [{ title: "My Favorites | TruSelf" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  if (user.isDemo) {
    // The demo's favorites live in its browser; the page asks for those ids (?ids=1,2,...).
    const ids = (new URL(request.url).searchParams.get("ids") ?? "").split(",").filter(Boolean);
    return { providers: (await providersByIds(ids)).map(withBoard), isDemo: true, requestedIds: ids };
  }
  return { providers: (await favoriteProvidersOf(user.id)).map(withBoard), isDemo: false, requestedIds: [] as string[] };
}

export default function Favorites({ loaderData }: Route.ComponentProps) {
  const { providers, isDemo, requestedIds } = loaderData;
  const demoRaw = useDemoFavoritesRaw();
  const navigate = useNavigate();
  useEffect(() => {
    if (!isDemo) return;
    const ids = demoFavoriteIds();
    if (ids.join(",") !== requestedIds.join(","))
      void navigate(ids.length ? `/favorites?ids=${ids.map(encodeURIComponent).join(",")}` : "/favorites", { replace: true });
  }, [isDemo, demoRaw, requestedIds, navigate]);
  return (
    <main className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold">My Favorites</h1>
      <p className="mt-2 text-gray-600">
        {isDemo ? "Demo favorites are kept in this browser only." : "Providers you saved, most recent first."}
      </p>
      {providers.length === 0 ? (
        <div className="mt-10 rounded-2xl border border-dashed border-gray-300 p-10 text-center">
          <p className="text-lg font-semibold">No favorites yet</p>
          <p className="mt-1 text-gray-600">Tap the heart on a provider to save it here.</p>
          <Link
            to="/find-doctors"
            className="mt-6 inline-block rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
          >
            Find providers
          </Link>
        </div>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="favorites-list">
          {providers.map((p, i) => (
            <li key={p.id}>
              <ProviderCard provider={p} index={i} favoriteSlot={<FavoriteButton providerId={p.id} providerName={p.name} favorited />} />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
