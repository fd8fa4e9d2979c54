import { Link } from "react-router";
import { Carousel, CarouselItem } from "~/directory/carousel";
import { HeroSearch } from "~/directory/hero-search";
import { ProviderCard, type ProviderCardData } from "~/directory/provider-card";
import { featuredProviders } from "~/directory/providers.server";
import { FEATURED_AND_VERIFIED, FEATURED_MEANING } from "~/directory/featured-texts";
import { TOP_RATED_DESCRIPTION, TOP_RATED_MIN_RATING } from "~/directory/search-options";
import { topRatedProviders } from "~/directory/search.server";
import { formAction, succeed } from "~/http/action.server";
import { keepPageOnTransportFailure } from "~/lib/in-transit";
// One NEWSLETTER_FAILURE for the action and the clientAction, from the module without zod: React
// Router's clientAction chunk keeps the import that names it, and with it that module.
import { NEWSLETTER_FAILURE } from "~/newsletter/fields";
import { NEWSLETTER_DUPLICATE, NEWSLETTER_SUCCESS, NewsletterSchema, subscribeToNewsletter } from "~/newsletter/newsletter.server";
import type { NewsletterOutcome } from "~/newsletter/schemas";
import { getUser } from "~/auth/guards.server";
import { FavoriteHeart } from "~/favorites/favorite-heart";
import { favoriteStatusFor } from "~/favorites/favorites-page.server";
import { island } from "~/lib/island";
import { seoMeta } from "~/seo/meta";
import { bookingsLine, recentBookings, waitlistSize } from "~/home/figures.server";
import type { Route } from "./+types/home";

// Below the fold: they hydrate after the hero and the carousels, out of the first load.
const CommunityPreview = island(() => import("~/home/community-preview").then((m) => m.CommunityPreview));
const Testimonials = island(() => import("~/home/testimonials").then((m) => m.Testimonials));
const NewsletterBox = island(() => import("~/newsletter/newsletter-box").then((m) => m.NewsletterBox));

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    matches,
    title: "TruSelf | Find Plastic Surgeons & Other Cosmetic Providers",
    description:
      "Find, compare and review plastic surgeons, dermatologists, med spas and wellness providers with honest prices and real credentials.",
    path: "/",
  });

export async function loader({ request }: Route.LoaderArgs) {
  const [featured, topRated, user, bookings, waitlist] = await Promise.all([
    featuredProviders(),
    topRatedProviders(),
    getUser(request),
    recentBookings(),
    waitlistSize(),
  ]);
  const shownIds = [...featured.providers, ...topRated.providers].map((p) => p.id);
  // Counted from D1 (decision 069); the page is edge-cached, so they may be a few minutes old.
  const figures = { bookings: bookings === null ? null : bookingsLine(bookings), waitlist };
  return { featured, topRated, figures, favoriteIds: await favoriteStatusFor(user, shownIds) };
}

const subscribed: { outcome: NewsletterOutcome } = { outcome: { kind: "success", ...NEWSLETTER_SUCCESS } };
const alreadySubscribed: { outcome: NewsletterOutcome } = { outcome: { kind: "duplicate", ...NEWSLETTER_DUPLICATE } };

/** The newsletter box (requirements 000 §9), the home page's one form. */
export const action = formAction({
  who: "anyone",
  demo: "allow",
  page: true,
  schema: NewsletterSchema,
  unexpected: NEWSLETTER_FAILURE,
  honeypot: () => succeed({ extra: subscribed }),
  limits: ({ ip }) => [["newsletterPerIp", ip]],
  async run({ value }) {
    if ((await subscribeToNewsletter(value.email)) === "duplicate") {
      return succeed({ status: 409, keepValues: true, extra: alreadySubscribed });
    }
    return succeed({ extra: subscribed });
  },
});

export const clientAction = (args: Route.ClientActionArgs) => keepPageOnTransportFailure(args, NEWSLETTER_FAILURE);

/** View More opens the directory already filtered and sorted like the carousel it belongs to. */
function ViewMore({ show, to, detail }: { show: boolean; to: string; detail?: string }) {
  if (!show) return null;
  return (
    <Link to={to} className="text-sm font-semibold text-brand-600 hover:underline" data-testid="view-more">
      View More{detail && ` (${detail})`}
    </Link>
  );
}

function ProviderRow({ providers, favoriteIds }: { providers: ProviderCardData[]; favoriteIds: string[] }) {
  return providers.map((p, i) => (
    <CarouselItem key={p.id}>
      <ProviderCard
        provider={p}
        index={i}
        favoriteSlot={<FavoriteHeart providerId={p.id} providerName={p.name} favorited={favoriteIds.includes(p.id)} />}
      />
    </CarouselItem>
  ));
}

export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  const { featured, topRated, figures, favoriteIds } = loaderData;
  return (
    <main>
      <section className="relative overflow-hidden bg-gradient-to-br from-brand-50 via-white to-sky-50 px-4 pb-16 pt-20 text-center">
        {figures.bookings && (
          <p
            className="mx-auto inline-flex items-center gap-2 rounded-full bg-white px-4 py-1.5 text-sm font-medium text-gray-700 shadow-sm ring-1 ring-gray-200"
            data-testid="bookings-figure"
          >
            <span className="h-2 w-2 rounded-full bg-emerald-500" aria-hidden="true" />
            {figures.bookings}
          </p>
        )}
        <h1 className="mx-auto mt-6 max-w-4xl text-4xl font-bold tracking-tight text-gray-900 md:text-6xl">
          Find Plastic Surgeons &amp; Other Cosmetic Providers
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-gray-600">
          Compare verified surgeons, dermatologists, med spas and wellness experts. Real reviews, clear prices, no guesswork.
        </p>
        <HeroSearch />
      </section>

      <div className="mx-auto max-w-7xl space-y-16 px-4 py-16">
        <div data-testid="featured-list">
          <Carousel
            title="Featured"
            description={FEATURED_MEANING}
            action={<ViewMore show={featured.hasMore} to="/find-doctors?status=featured" detail={FEATURED_AND_VERIFIED} />}
            testId="featured-carousel"
          >
            <ProviderRow providers={featured.providers} favoriteIds={favoriteIds} />
          </Carousel>
        </div>
        <div data-testid="top-rated-list">
          <Carousel
            title="Top-Rated"
            description={TOP_RATED_DESCRIPTION}
            action={<ViewMore show={topRated.hasMore} to={`/find-doctors?rating=${TOP_RATED_MIN_RATING}&sort=rating`} />}
            testId="top-rated-carousel"
          >
            <ProviderRow providers={topRated.providers} favoriteIds={favoriteIds} />
          </Carousel>
        </div>
      </div>

      <CommunityPreview waitlist={figures.waitlist} />
      <Testimonials />
      <NewsletterBox actionData={actionData} />
    </main>
  );
}
