import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from "react";
import { Link } from "react-router";
import { CredentialPill } from "~/credentials/credential-pill";
import type { CredentialLabel } from "~/credentials/credentials-view";
import type { Provider } from "~/db/schema";
import { gradientPlaceholder, safeImageSrc } from "./images";
import { RatingLine } from "./rating-line";
import { worthItShareText, type RatingOrigin } from "./rating";

export type ProviderCardData = Pick<
  Provider,
  "id" | "name" | "title" | "type" | "location" | "specialties" | "image" | "rating" | "reviewCount" | "isVerified" | "isFeatured"
> & {
  ratingOrigin: RatingOrigin;
  /** The board of its specialty that certified it (boards.ts), named on the card. */
  board?: string;
  /** The share of its reviews that say "Worth It" and how many answered (issue 35), once any did. */
  worthIt?: { percent: number; count: number };
  /** Miles from the place a search was near (issue 36), on that search's cards only. */
  distanceMiles?: number;
  /** "Credentials checked", "License expired" or "License suspended" (issue 36), once an admin checked the license. */
  credential?: CredentialLabel;
  /** The searched procedure's price in its canonical unit (issue 48 item 3), on searches for a catalogue procedure only. */
  price?: CardPrice;
};

/** The price in the unit ("$260 per area") or null, the card's line ("Botox: from $260 per area", "Botox: price not listed") and the conversion it took. */
export type CardPrice = { procedure: string; text: string | null; line: string; note?: string };

export const MAX_SPECIALTY_CHIPS = 3;

type ProviderCardProps = {
  provider: ProviderCardData;
  /** Position in its list; picks one of the three gradient placeholders. */
  index?: number;
  /** "list" lays the card out in a row (the /find-doctors list view). */
  layout?: "grid" | "list";
  /**
   * The favorite (heart) button. Requirements 000 shows it to signed-in users only, so callers pass it
   * only for them; the card just reserves its corner.
   */
  favoriteSlot?: ReactNode;
  /** The Compare toggle (issue 48 item 4): a plain link, above the card's stretched link. */
  compareSlot?: ReactNode;
};

/** Requirements 000 provider card: image or name placeholder, name, title/specialty, location, up to 3 chips. */
export function ProviderCard({ provider, index = 0, layout = "grid", favoriteSlot, compareSlot }: ProviderCardProps) {
  const src = safeImageSrc(provider.image);
  const [imageState, setImageState] = useState<"pending" | "loaded" | "failed">("pending");
  const imageRef = useRef<HTMLImageElement>(null);
  // An image that settled before hydration never fires onLoad/onError in React: check once mounted.
  useEffect(() => {
    const img = imageRef.current;
    if (img?.complete) setImageState(img.naturalWidth === 0 ? "failed" : "loaded");
  }, []);
  const subtitle = provider.title || provider.specialties[0] || "";
  const href = `/provider/${encodeURIComponent(provider.id)}`;
  const isList = layout === "list";
  const placeholderBackground = gradientPlaceholder(index);

  return (
    <article
      className={`group relative flex h-full overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg ${isList ? "flex-row" : "flex-col"}`}
      data-testid="provider-card"
    >
      {/*
        The name placeholder is always painted, and the image lies on top of it. An image that fails
        (even without JavaScript, or before hydration) paints the same placeholder over the
        browser's broken-image icon (.card-image::after in app.css). With JavaScript a failed image
        is also removed, and a loaded one hides the name (it could show through a transparent logo).
      */}
      <div className={`relative shrink-0 overflow-hidden ${isList ? "w-36 sm:w-48" : ""}`} data-testid="card-image">
        <div
          className={`flex items-center justify-center p-4 text-center text-lg font-semibold text-gray-800 ${isList ? "h-full min-h-36" : "h-44"}`}
          style={{ background: placeholderBackground }}
          data-testid="card-placeholder"
        >
          {imageState !== "loaded" && provider.name}
        </div>
        {src && imageState !== "failed" && (
          <img
            ref={imageRef}
            src={src}
            alt=""
            width={400}
            height={260}
            loading="lazy"
            decoding="async"
            // The list's wide, low box crops a square image: keep its bottom (the stock images' name band).
            className={`card-image absolute inset-0 h-full w-full object-cover text-transparent ${isList ? "object-bottom" : ""}`}
            data-placeholder={provider.name}
            style={{ "--card-placeholder": placeholderBackground } as CSSProperties}
            onLoad={() => setImageState("loaded")}
            onError={() => setImageState("failed")}
          />
        )}
      </div>
      {favoriteSlot && <div className="absolute right-3 top-3 z-10">{favoriteSlot}</div>}
      <div className={`flex min-w-0 flex-1 flex-col gap-1 p-4 ${favoriteSlot && isList ? "pr-14" : ""}`}>
        <div className="flex items-start gap-2">
          <h3 className="min-w-0 flex-1 text-base font-semibold text-gray-900">
            {/* One link per card, stretched over all of it (after:inset-0); the heart sits above it. */}
            <Link to={href} className="after:absolute after:inset-0 hover:underline focus-visible:underline">
              {provider.name}
            </Link>
          </h3>
          {provider.isVerified && (
            <span
              className="shrink-0 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-700"
              title="Verified provider"
            >
              Verified
            </span>
          )}
          {provider.credential && <CredentialPill label={provider.credential} />}
        </div>
        {subtitle && <p className="text-sm text-gray-600">{subtitle}</p>}
        {provider.location && (
          <p className="location-pin flex items-center gap-1 text-sm text-gray-500">
            {provider.location}
            {provider.distanceMiles !== undefined && (
              <>
                <span aria-hidden="true">·</span>
                <span data-testid="card-distance">{`${provider.distanceMiles.toFixed(1)} mi`}</span>
              </>
            )}
          </p>
        )}
        {provider.board && <p className="text-sm text-gray-600" data-testid="card-board">{`Board certified: ${provider.board}`}</p>}
        <RatingLine {...provider} className="text-sm text-gray-700" />
        {provider.worthIt && (
          <p className="text-sm text-emerald-800" data-testid="card-worth-it">
            {worthItShareText(provider.worthIt.percent, provider.worthIt.count)}
          </p>
        )}
        {provider.price && (
          <p className="text-sm text-gray-800" data-testid="card-price">
            {provider.price.line}
            {provider.price.note && <span className="block text-xs">{provider.price.note}</span>}
          </p>
        )}
        {provider.specialties.length > 0 && (
          <ul className="mt-2 flex flex-wrap gap-1" aria-label="Specialties">
            {provider.specialties.slice(0, MAX_SPECIALTY_CHIPS).map((s) => (
              <li key={s} className="rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-700">
                {s}
              </li>
            ))}
          </ul>
        )}
        {compareSlot && <div className="relative z-10 mt-2">{compareSlot}</div>}
      </div>
    </article>
  );
}
