import { data } from "react-router";
import { getUser } from "~/auth/guards.server";
import { getProvider } from "~/directory/providers.server";
import { FavoriteButton } from "~/favorites/favorite-button";
import { favoriteStatusFor } from "~/favorites/favorites-page.server";
import { QuestionForm } from "~/questions/question-form";
import { QuestionList } from "~/questions/question-list";
import { visibleQuestionsFor } from "~/questions/question-queries.server";
import { ReviewForm } from "~/reviews/review-form";
import { ReviewList } from "~/reviews/review-list";
import { reviewsFor } from "~/reviews/review-queries.server";
import type { Route } from "./+types/provider";

export async function loader({ params, request }: Route.LoaderArgs) {
  const provider = await getProvider(params.providerId);
  if (!provider) return data({ provider: null }, { status: 404 });
  const user = await getUser(request);
  const [favoriteIds, reviews, questions] = await Promise.all([
    favoriteStatusFor(user, [provider.id]),
    reviewsFor(provider.id),
    visibleQuestionsFor(provider.id, user?.id ?? null),
  ]);
  return { provider, favorited: favoriteIds.includes(provider.id), reviews, questions, signedIn: Boolean(user) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const provider = loaderData?.provider;
  if (!provider) return [{ title: "Provider not found | TruSelf" }, { name: "robots", content: "noindex" }];
  return [
    { title: `${provider.name} — ${provider.title ?? "Provider"} in ${provider.location} | TruSelf` },
    { name: "description", content: provider.bio?.slice(0, 160) ?? `${provider.name} on TruSelf` },
  ];
};

export default function ProviderPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.provider) {
    return (
      <main className="mx-auto max-w-3xl px-4 py-24 text-center">
        <h1 className="text-3xl font-bold">Provider not found</h1>
      </main>
    );
  }
  const { provider, favorited, reviews, questions, signedIn } = loaderData;
  return (
    <main className="mx-auto max-w-5xl px-4 py-10">
      <div className="flex items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{provider.name}</h1>
          {provider.title && <p className="mt-1 text-gray-600">{provider.title}</p>}
          <p className="text-gray-500">{provider.location}</p>
          <p className="mt-1 text-sm text-gray-700" data-testid="provider-rating">
            <span className="text-amber-500">★</span> {provider.rating.toFixed(1)} <span className="text-gray-500">({provider.reviewCount} reviews)</span>
          </p>
        </div>
        <div data-testid="favorite-slot">
          <FavoriteButton providerId={provider.id} providerName={provider.name} favorited={favorited} size="lg" />
        </div>
      </div>
      {provider.bio && <p className="mt-6 max-w-3xl text-gray-700">{provider.bio}</p>}
      <section id="reviews" className="mt-12 scroll-mt-24" aria-labelledby="reviews-heading">
        <h2 id="reviews-heading" className="mb-4 text-2xl font-bold">Reviews</h2>
        <div className="mb-6"><ReviewForm providerId={provider.id} providerName={provider.name} /></div>
        <ReviewList providerId={provider.id} reviews={reviews} />
      </section>
      <section id="questions" className="mt-12 scroll-mt-24" aria-labelledby="questions-heading">
        <h2 id="questions-heading" className="mb-4 text-2xl font-bold">Provider Q&amp;A</h2>
        <div className="mb-6"><QuestionForm providerId={provider.id} /></div>
        <QuestionList providerId={provider.id} questions={questions} signedIn={signedIn} />
      </section>
    </main>
  );
}
