import { useCallback, useEffect, useRef } from "react";

export type LightboxPhoto = { id: string; url: string; alt: string; width: number; height: number };

/** Full-screen photo viewer: Escape closes, Left/Right move, focus stays inside while open. */
export function Lightbox({
  photos,
  index,
  onIndex,
  onClose,
}: {
  photos: LightboxPhoto[];
  index: number;
  onIndex: (i: number) => void;
  onClose: () => void;
}) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const photo = photos[index];
  const move = useCallback((delta: number) => onIndex((index + delta + photos.length) % photos.length), [index, onIndex, photos.length]);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = "";
      previous?.focus();
    };
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") onClose();
      else if (e.key === "ArrowRight") move(1);
      else if (e.key === "ArrowLeft") move(-1);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [move, onClose]);

  if (!photo) return null;
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label="Photo viewer"
      data-testid="lightbox"
      className="fixed inset-0 z-[60] flex flex-col bg-black/90 p-4"
      onClick={(e) => e.target === e.currentTarget && onClose()}
    >
      <div className="flex items-center justify-between text-white">
        <p className="text-sm" data-testid="lightbox-position">
          {index + 1} / {photos.length}
        </p>
        <button
          ref={closeRef}
          type="button"
          onClick={onClose}
          aria-label="Close photo viewer"
          className="rounded-full p-2 text-3xl leading-none hover:bg-white/10"
        >
          ×
        </button>
      </div>
      <div className="flex flex-1 items-center justify-center gap-4" onClick={(e) => e.target === e.currentTarget && onClose()}>
        <button
          type="button"
          onClick={() => move(-1)}
          aria-label="Previous photo"
          className="rounded-full bg-white/10 p-3 text-2xl text-white hover:bg-white/20"
        >
          ‹
        </button>
        <img
          src={photo.url}
          alt={photo.alt}
          width={photo.width}
          height={photo.height}
          className="max-h-[80vh] max-w-[80vw] rounded-lg object-contain"
        />
        <button
          type="button"
          onClick={() => move(1)}
          aria-label="Next photo"
          className="rounded-full bg-white/10 p-3 text-2xl text-white hover:bg-white/20"
        >
          ›
        </button>
      </div>
    </div>
  );
}
