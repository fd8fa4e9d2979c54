import { useState } from "react";
import { Link } from "react-router";
import type { Provider } from "~/db/schema";
import { safeImageSrc } from "./images";
import { gradientPlaceholder } from "./procedures";

export type ProviderCardData = Pick<Provider, "id" | "name" | "title" | "location" | "specialties" | "image" | "rating" | "reviewCount" | "isVerified">;

/** Spec 000 provider card: image or name placeholder, name, title/specialty, location, up to 3 chips. */
export function ProviderCard({ provider, index = 0, favoriteSlot }: { provider: ProviderCardData; index?: number; favoriteSlot?: React.ReactNode }) {
  const [imageFailed, setImageFailed] = useState(false);
  const src = safeImageSrc(provider.image);
  const subtitle = provider.title || provider.specialties[0] || "";
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm transition hover:shadow-md" data-testid="provider-card">
      <Link to={`/provider/${encodeURIComponent(provider.id)}`} className="block">
        {src && !imageFailed ? (
          <img src={src} alt={provider.name} width={400} height={260} loading="lazy" className="h-44 w-full object-cover" onError={() => setImageFailed(true)} />
        ) : (
          <div className="flex h-44 items-center justify-center p-4 text-center text-lg font-semibold text-gray-800" style={{ background: gradientPlaceholder(index) }}>
            {provider.name}
          </div>
        )}
      </Link>
      {favoriteSlot && <div className="absolute right-3 top-3">{favoriteSlot}</div>}
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="text-base font-semibold text-gray-900">
          <Link to={`/provider/${encodeURIComponent(provider.id)}`} className="hover:underline">{provider.name}</Link>
        </h3>
        {subtitle && <p className="text-sm text-gray-600">{subtitle}</p>}
        {provider.location && <p className="text-sm text-gray-500">{provider.location}</p>}
        <p className="text-sm text-gray-700" aria-label={`Rated ${provider.rating} out of 5`}>
          <span className="text-amber-500">★</span> {provider.rating.toFixed(1)} <span className="text-gray-500">({provider.reviewCount} reviews)</span>
        </p>
        <ul className="mt-2 flex flex-wrap gap-1">
          {provider.specialties.slice(0, 3).map((s) => (
            <li key={s} className="rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-700">{s}</li>
          ))}
        </ul>
      </div>
    </article>
  );
}
