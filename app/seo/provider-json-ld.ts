/** schema.org description of a provider page (Physician for doctors, MedicalBusiness otherwise). */
import type { Provider } from "~/db/schema";
import { webUrl } from "~/lib/web-url";
import type { ReviewView } from "~/reviews/reviews.server";

const PHYSICIAN_TYPES = new Set(["board-certified-plastic-surgeon", "cosmetic-surgeon", "bariatric-surgeon", "dermatologist"]);

export function providerJsonLd(provider: Provider, listed: ReviewView[], origin: string) {
  // Hidden reviews are no one's to read here (issue 35 item 3); held ones never reach the list.
  const reviews = listed.filter((r) => r.removed === undefined);
  const url = `${origin}/provider/${encodeURIComponent(provider.id)}`;
  const image = provider.image?.startsWith("/") ? `${origin}${provider.image}` : (provider.image ?? undefined);
  return {
    "@context": "https://schema.org",
    "@type": PHYSICIAN_TYPES.has(provider.type) ? "Physician" : "MedicalBusiness",
    "@id": url,
    name: provider.name,
    url,
    ...(image ? { image } : {}),
    ...(provider.bio ? { description: provider.bio } : {}),
    ...(provider.practicePhone ? { telephone: provider.practicePhone } : {}),
    ...(webUrl(provider.website)
      ? { sameAs: [provider.website, ...Object.values(provider.socialMedia)].flatMap((u) => webUrl(u) ?? []) }
      : {}),
    ...(provider.specialties.length ? { medicalSpecialty: provider.specialties } : {}),
    address: {
      "@type": "PostalAddress",
      ...(provider.practiceAddress ? { streetAddress: provider.practiceAddress.split(",")[0] } : {}),
      ...(provider.city ? { addressLocality: provider.city } : {}),
      ...(provider.state ? { addressRegion: provider.state } : {}),
      ...(provider.zipCode ? { postalCode: provider.zipCode } : {}),
      addressCountry: "US",
    },
    ...(provider.reviewCount > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: provider.rating,
            reviewCount: provider.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(reviews.length
      ? {
          review: reviews.slice(0, 10).map((r) => ({
            "@type": "Review",
            author: { "@type": "Person", name: r.authorName },
            datePublished: r.createdAt.slice(0, 10),
            reviewRating: { "@type": "Rating", ratingValue: r.rating, bestRating: 5, worstRating: 1 },
            ...(r.title ? { name: r.title } : {}),
            ...(r.content ? { reviewBody: r.content } : {}),
            // The one issue 35 field schema.org has a place for (CreativeWork.about); Worth It, cost and month have none.
            ...(r.procedure ? { about: { "@type": "MedicalProcedure", name: r.procedure } } : {}),
          })),
        }
      : {}),
  };
}
