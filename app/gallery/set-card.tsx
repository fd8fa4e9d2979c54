/**
 * One before-and-after set as the public sees it (/gallery, a profile's Before & After): the before
 * and after photos side by side, any further view below, the procedure, the uploader's title and
 * caption (escaped text), and a link to the provider's profile. Photos are lazy-loaded with their
 * dimensions, served from /media (checked and stripped of metadata when uploaded).
 */
import { Link } from "react-router";
import { SET_PHOTO_LABELS } from "./gallery-rules";
import type { GallerySetCard, SetPhoto } from "./gallery.server";

/** A set's photo: lazy-loaded, with its stored dimensions (no layout shift). */
function Photo({ photo, alt, className }: { photo: SetPhoto; alt: string; className: string }) {
  return <img src={photo.url} alt={alt} width={photo.width} height={photo.height} loading="lazy" decoding="async" className={className} />;
}

export function GallerySet({
  set,
  showProvider = true,
  children,
}: {
  set: GallerySetCard;
  showProvider?: boolean;
  children?: React.ReactNode;
}) {
  const main = set.photos.filter((p) => p.role !== "extra");
  const extra = set.photos.filter((p) => p.role === "extra");
  const alt = (label: string) => `${label}: ${set.procedureName} by ${set.provider.name}`;
  return (
    <article
      className="overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm"
      data-testid="gallery-set"
      aria-labelledby={`set-${set.id}`}
    >
      <div className="grid grid-cols-2 gap-px bg-gray-200">
        {main.map((photo) => (
          <figure key={photo.url} className="relative bg-white">
            <Photo photo={photo} alt={alt(SET_PHOTO_LABELS[photo.role])} className="aspect-square w-full object-cover" />
            <figcaption className="absolute left-2 top-2 rounded-full bg-gray-900/80 px-2 py-0.5 text-xs font-semibold text-white">
              {SET_PHOTO_LABELS[photo.role]}
            </figcaption>
          </figure>
        ))}
      </div>
      {extra.map((photo) => (
        <Photo
          key={photo.url}
          photo={photo}
          alt={alt(SET_PHOTO_LABELS.extra)}
          className="aspect-[2/1] w-full border-t border-gray-200 object-cover"
        />
      ))}
      <div className="space-y-1 p-4">
        <h3 id={`set-${set.id}`} className="font-semibold text-gray-900" data-testid="gallery-set-procedure">
          {set.procedureName}
        </h3>
        {set.title && <p className="text-sm font-medium text-gray-800">{set.title}</p>}
        {set.caption && (
          <p className="whitespace-pre-line text-sm text-gray-700" data-testid="gallery-set-caption">
            {set.caption}
          </p>
        )}
        {showProvider && (
          <p className="text-sm text-gray-600">
            By{" "}
            <Link to={`/provider/${encodeURIComponent(set.provider.id)}`} className="font-semibold text-brand-700 hover:underline">
              {set.provider.name}
            </Link>
            {set.provider.location && <> · {set.provider.location}</>}
          </p>
        )}
        {children}
      </div>
    </article>
  );
}
