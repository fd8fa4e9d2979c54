import { PinIcon } from "~/components/ui/icons";
import { Link } from "react-router";
import { Stars } from "~/components/ui/stars";
import { NO_REVIEWS_YET, RATING_ORIGIN_NOTE, reviewsText } from "~/directory/rating";
import { RatingLine, RatingOriginLabel } from "~/directory/rating-line";
import { notFound } from "~/lib/responses";
import { practiceLocation } from "~/provider-profile/profile.server";
import { ProviderAvatar } from "~/directory/provider-avatar";
import { seoMeta } from "~/seo/meta";
import type { Route } from "./+types/location.$locationId";

export const NO_LOCATION_REVIEWS = "No reviews available";

const reviewDate = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

type LocationData = Awaited<ReturnType<typeof practiceLocation>> & {};

/**
 * The practice's reviews from the same figures and rows as its profile (issue 45 item 15): the rating
 * line, the newest few reviews and a link to all of them; the spec's "No reviews available" only when
 * there is neither a review nor a review count.
 */
function LocationReviews({ provider, reviews, providerPath }: Pick<LocationData, "provider" | "reviews"> & { providerPath: string }) {
  const any = provider.reviewCount > 0 || reviews.length > 0;
  return (
    <section aria-labelledby="location-reviews" className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
      <h2 id="location-reviews" className="text-xl font-bold">
        Reviews
      </h2>
      {any ? (
        <>
          <RatingLine
            rating={provider.rating}
            reviewCount={provider.reviewCount}
            ratingOrigin={provider.ratingOrigin}
            className="mt-2 text-sm text-gray-700"
          />
          {provider.ratingOrigin !== "reviews" && (
            <p className="mt-1 max-w-prose text-xs text-gray-500" data-testid="rating-origin-note">
              {RATING_ORIGIN_NOTE[provider.ratingOrigin]}
            </p>
          )}
          {reviews.length > 0 && (
            <ul className="mt-4 divide-y divide-gray-100" data-testid="location-review-list">
              {reviews.map((r) => (
                <li key={r.id} className="py-4" data-testid="location-review">
                  <p className="flex flex-wrap items-center justify-between gap-2 text-sm">
                    <span className="font-semibold text-gray-900">{r.authorName}</span>
                    <time dateTime={r.createdAt} className="text-gray-500">
                      {reviewDate.format(new Date(r.createdAt))}
                    </time>
                  </p>
                  <Stars rating={r.rating} size="text-sm" />
                  {r.title && <h3 className="mt-1 font-semibold">{r.title}</h3>}
                  {r.content && <p className="mt-1 line-clamp-3 whitespace-pre-line text-gray-700">{r.content}</p>}
                </li>
              ))}
            </ul>
          )}
          <Link
            to={`${providerPath}#reviews`}
            className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline"
            data-testid="location-all-reviews"
          >
            {provider.reviewCount > 0 ? `Read all ${reviewsText(provider.reviewCount)} on the profile` : "Read the reviews on the profile"}
          </Link>
        </>
      ) : (
        <p className="mt-3 rounded-xl bg-gray-50 p-6 text-center text-gray-600">{NO_LOCATION_REVIEWS}</p>
      )}
    </section>
  );
}

export async function loader({ params }: Route.LoaderArgs) {
  const location = await practiceLocation(params.locationId);
  if (!location) notFound({ heading: "Location not found", back: { href: "/find-doctors", label: "Find Doctors" } });
  return { location };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) => {
  const loc = loaderData?.location;
  if (!loc) return [];
  return seoMeta({
    matches,
    title: `${loc.location.name} — ${loc.location.address}`,
    description: `Visit ${loc.location.name} at ${loc.location.address}: photos, contact details and the team behind ${loc.provider.name}.`,
    path: `/location/${encodeURIComponent(params.locationId)}`,
    image: loc.photos[0]?.url ?? null,
  });
};

export default function LocationPage({ loaderData }: Route.ComponentProps) {
  const { location, provider, photos, photoCount, reviews } = loaderData.location;
  const providerPath = `/provider/${encodeURIComponent(provider.id)}`;
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">Practice location</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight md:text-4xl">{location.name}</h1>
      <p className="mt-2 flex items-center gap-2 text-lg text-gray-600" data-testid="location-address">
        <PinIcon className="h-5 w-5" /> {location.address}
      </p>
      <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_340px]">
        <div className="space-y-6">
          <section aria-labelledby="location-photos" className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
            <div className="flex items-baseline justify-between">
              <h2 id="location-photos" className="text-xl font-bold">
                Photos
              </h2>
              <Link
                to={`${providerPath}/photos`}
                className="text-sm font-semibold text-brand-600 hover:underline"
                data-testid="location-photo-count"
              >
                View all {photoCount} photos
              </Link>
            </div>
            <ul className="mt-4 grid grid-cols-2 gap-3">
              {photos.map((p, i) => (
                <li key={p.id}>
                  <img
                    src={p.url}
                    alt={p.title ?? `${location.name} photo ${i + 1}`}
                    width={p.width}
                    height={p.height}
                    loading="lazy"
                    className="aspect-[4/3] w-full rounded-xl object-cover"
                    data-testid="location-photo"
                  />
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="location-about" className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
            <h2 id="location-about" className="text-xl font-bold">
              About
            </h2>
            <p className="mt-3 leading-relaxed text-gray-700">
              {location.name} welcomes patients in a modern, comfortable setting designed for private consultations and safe, professional
              care. Our team takes time to understand your goals, explains every option and its cost clearly, and supports you from your
              first visit through recovery.
            </p>
          </section>
          <LocationReviews provider={provider} reviews={reviews} providerPath={providerPath} />
        </div>
        <aside className="space-y-6">
          <section aria-labelledby="location-contact" className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
            <h2 id="location-contact" className="text-xl font-bold">
              Contact
            </h2>
            <dl className="mt-3 space-y-2 text-sm text-gray-700">
              <div>
                <dt className="font-semibold">Address</dt>
                <dd>{location.address}</dd>
              </div>
              {location.phone && (
                <div>
                  <dt className="font-semibold">Phone</dt>
                  <dd>
                    <a href={`tel:${location.phone.replace(/[^0-9+]/g, "")}`} className="text-brand-600 hover:underline">
                      {location.phone}
                    </a>
                  </dd>
                </div>
              )}
              {location.email && (
                <div>
                  <dt className="font-semibold">Email</dt>
                  <dd>
                    <a href={`mailto:${location.email}`} className="text-brand-600 hover:underline">
                      {location.email}
                    </a>
                  </dd>
                </div>
              )}
              {location.website && (
                <div>
                  <dt className="font-semibold">Website</dt>
                  <dd>
                    <a
                      href={location.website}
                      target="_blank"
                      rel="noopener noreferrer nofollow"
                      className="text-brand-600 hover:underline"
                    >
                      {location.website.replace(/^https?:\/\//, "")}
                    </a>
                  </dd>
                </div>
              )}
            </dl>
          </section>
          <section aria-labelledby="location-staff" className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
            <h2 id="location-staff" className="text-xl font-bold">
              Our Staff
            </h2>
            <Link
              to={providerPath}
              className="mt-4 flex items-center gap-4 rounded-xl border border-gray-100 p-3 hover:border-brand-200 hover:bg-brand-50"
              data-testid="staff-card"
            >
              <ProviderAvatar name={provider.name} image={provider.image} size={56} />
              <span>
                <span className="block font-semibold text-gray-900">{provider.name}</span>
                {provider.title && <span className="block text-sm text-gray-600">{provider.title}</span>}
                <span className="flex flex-wrap items-center gap-1 text-sm text-gray-500" data-testid="staff-rating">
                  ★ {provider.rating.toFixed(1)} ({provider.reviewCount > 0 ? reviewsText(provider.reviewCount) : NO_REVIEWS_YET})
                  <RatingOriginLabel origin={provider.ratingOrigin} />
                </span>
              </span>
            </Link>
          </section>
        </aside>
      </div>
    </main>
  );
}
