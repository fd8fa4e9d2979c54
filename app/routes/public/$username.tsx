import { Link } from "react-router";
import { notFound } from "~/lib/responses";
import { findProcedureByName } from "~/directory/procedure-links";
import { providerByUsername } from "~/provider-profile/profile.server";
import { ProviderAvatar } from "~/directory/provider-avatar";
import { SocialLinks } from "~/provider-profile/social-links";
import { safeImageSrc } from "~/directory/images";
import { seoMeta } from "~/seo/meta";
import type { Route } from "./+types/$username";
import { webUrl } from "~/lib/web-url";

/** A link-in-bio page exists only for providers with a username; every other path is a 404. */
export async function loader({ params }: Route.LoaderArgs) {
  const p = await providerByUsername(params.username);
  if (!p) notFound();
  return {
    provider: {
      id: p.id,
      name: p.name,
      title: p.title,
      location: p.location,
      image: p.image,
      bio: p.bio,
      specialties: p.specialties,
      website: webUrl(p.website),
      socialMedia: p.socialMedia,
      practicePhone: p.practicePhone,
      practiceEmail: p.practiceEmail,
      username: p.linkInBioUsername!,
      rating: p.rating,
      reviewCount: p.reviewCount,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const p = loaderData?.provider;
  if (!p) return [];
  return seoMeta({
    matches,
    title: `${p.name} — Links`,
    description: `Book a consultation, visit the website and follow ${p.name}${p.title ? `, ${p.title},` : ""} in ${p.location}.`,
    path: `/${p.username}`,
    image: safeImageSrc(p.image) ?? null,
    type: "profile",
  });
};

const linkClass =
  "flex w-full items-center justify-center rounded-2xl border border-white/60 bg-white/90 px-5 py-4 text-center font-semibold text-gray-900 shadow-sm transition hover:-translate-y-0.5 hover:bg-white hover:shadow-md";

export default function LinkInBio({ loaderData }: Route.ComponentProps) {
  const { provider } = loaderData;
  const profile = `/provider/${encodeURIComponent(provider.id)}`;
  return (
    <main className="min-h-[80vh] bg-gradient-to-br from-brand-100 via-rose-50 to-amber-50 px-4 py-12">
      <div className="mx-auto max-w-md text-center">
        <ProviderAvatar name={provider.name} image={provider.image} size={112} className="mx-auto ring-4 ring-white shadow-lg" />
        <h1 className="mt-4 text-2xl font-bold text-gray-900">{provider.name}</h1>
        {provider.title && <p className="text-gray-700">{provider.title}</p>}
        <p className="text-sm text-gray-500">
          {provider.location} · ★ {provider.rating.toFixed(1)} ({provider.reviewCount})
        </p>
        {provider.bio && <p className="mt-4 text-sm leading-relaxed text-gray-700">{provider.bio}</p>}
        <div className="mt-6 grid gap-3">
          <Link
            to={`${profile}/consultation`}
            className="flex w-full items-center justify-center rounded-2xl bg-brand-600 px-5 py-4 font-semibold text-white shadow-md hover:bg-brand-700"
          >
            Book a Consultation
          </Link>
          {provider.website && (
            <a href={provider.website} target="_blank" rel="noopener noreferrer nofollow" className={linkClass}>
              Visit Website
            </a>
          )}
        </div>
        <ul className="mt-6 grid gap-3" aria-label="Links" data-testid="bio-links">
          <li>
            <Link to={profile} className={linkClass}>
              View my TruSelf profile
            </Link>
          </li>
          <li>
            <Link to={`${profile}#reviews`} className={linkClass}>
              Read patient reviews
            </Link>
          </li>
          <li>
            <Link to={`${profile}#questions`} className={linkClass}>
              Ask me a question
            </Link>
          </li>
          <li>
            <Link to={`${profile}/photos`} className={linkClass}>
              See my photos
            </Link>
          </li>
          {provider.specialties.flatMap((s) => {
            const procedure = findProcedureByName(s);
            return procedure
              ? [
                  <li key={s}>
                    <Link to={`/browse-procedures/${procedure.slug}`} className={linkClass}>
                      Learn about {procedure.name}
                    </Link>
                  </li>,
                ]
              : [];
          })}
        </ul>
        <SocialLinks social={provider.socialMedia} className="mt-8 justify-center" />
        <p className="mt-10 text-xs text-gray-500">
          Powered by{" "}
          <Link to="/trulinkmd-detail" className="font-semibold text-brand-700">
            TruLinkMD
          </Link>
        </p>
      </div>
    </main>
  );
}
