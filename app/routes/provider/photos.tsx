import { useState } from "react";
import { Link } from "react-router";
import { notFound } from "~/lib/responses";
import type { PhotoKind } from "~/db/schema";
import { PROVIDER_NOT_FOUND, providerGallery } from "~/provider-profile/profile.server";
import { Lightbox, type LightboxPhoto } from "~/provider-profile/lightbox";
import { seoMeta } from "~/seo/meta";
import type { Route } from "./+types/photos";

export const KIND_TITLES: Record<PhotoKind, string> = {
  profile: "Profile",
  before_after: "Before & After",
  practice: "Practice",
  location: "Location",
};

export async function loader({ params }: Route.LoaderArgs) {
  const gallery = await providerGallery(params.providerId);
  if (!gallery) notFound(PROVIDER_NOT_FOUND);
  return { gallery };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) => {
  const gallery = loaderData?.gallery;
  if (!gallery) return [];
  return seoMeta({
    matches,
    title: `Photos of ${gallery.provider.name}`,
    description: `Before & after results, practice and location photos of ${gallery.provider.name} on TruSelf.`,
    path: `/provider/${encodeURIComponent(params.providerId)}/photos`,
  });
};

export default function ProviderPhotos({ loaderData }: Route.ComponentProps) {
  const { gallery } = loaderData;
  const [open, setOpen] = useState<number | null>(null);
  // Each photo knows its place in the lightbox's one list of all groups.
  let place = 0;
  const groups = gallery.groups.map((g) => ({
    kind: g.kind,
    photos: g.photos.map((p, i): LightboxPhoto & { place: number } => ({
      id: p.id,
      url: p.url,
      width: p.width,
      height: p.height,
      alt: p.title ?? `${KIND_TITLES[g.kind]} photo ${i + 1} of ${gallery.provider.name}`,
      place: place++,
    })),
  }));
  const all: LightboxPhoto[] = groups.flatMap((g) => g.photos);
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <Link to={`/provider/${encodeURIComponent(gallery.provider.id)}`} className="text-sm font-semibold text-brand-600 hover:underline">
        ← Back to {gallery.provider.name}
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight">Photos of {gallery.provider.name}</h1>
      <p className="mt-1 text-gray-600">{all.length} photos</p>
      <div className="mt-8 space-y-10">
        {groups.map((group) => (
          <section key={group.kind} aria-labelledby={`photos-${group.kind}`}>
            <h2 id={`photos-${group.kind}`} className="text-xl font-bold">
              {KIND_TITLES[group.kind]} <span className="text-base font-normal text-gray-500">({group.photos.length})</span>
            </h2>
            <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
              {group.photos.map((photo) => (
                <li key={photo.id}>
                  {/* A plain link to the image without JavaScript; the lightbox with it. */}
                  <a
                    href={photo.url}
                    onClick={(e) => {
                      e.preventDefault();
                      setOpen(photo.place);
                    }}
                    className="block overflow-hidden rounded-xl focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-500"
                    data-testid="gallery-photo"
                  >
                    <img
                      src={photo.url}
                      alt={photo.alt}
                      width={photo.width}
                      height={photo.height}
                      loading={photo.place < 4 ? "eager" : "lazy"}
                      className="aspect-[4/3] w-full object-cover transition hover:scale-105"
                    />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {open !== null && <Lightbox photos={all} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />}
    </main>
  );
}
