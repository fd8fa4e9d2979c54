import { useCallback, useState } from "react";
import { initials, safeImageSrc } from "./images";

/** Profile image, or the provider's initials when there is none or it fails to load (requirements 000). */
export function ProviderAvatar({
  name,
  image,
  size = 128,
  className = "",
}: {
  name: string;
  image: string | null;
  size?: number;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const src = safeImageSrc(image);
  // An image that failed before hydration never fires onError in React: check it on mount.
  const checkLoaded = useCallback((img: HTMLImageElement | null) => {
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  if (!src || failed) {
    return (
      <div
        className={`flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-100 to-brand-300 font-bold text-brand-700 ${className}`}
        style={{ width: size, height: size, fontSize: size / 2.8 }}
        role="img"
        aria-label={name}
        data-testid="avatar-initials"
      >
        {initials(name)}
      </div>
    );
  }
  return (
    <img
      ref={checkLoaded}
      src={src}
      alt={name}
      width={size}
      height={size}
      className={`shrink-0 rounded-full object-cover ${className}`}
      style={{ width: size, height: size }}
      onError={() => setFailed(true)}
    />
  );
}
