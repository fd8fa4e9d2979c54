import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useHydrated } from "~/lib/hydrated";
import { prefersReducedMotion } from "~/lib/motion";

/** Requirements 000: each button click scrolls this far; "at the end" means within END_THRESHOLD. */
export const CAROUSEL_STEP_PX = 340;
export const CAROUSEL_END_THRESHOLD_PX = 10;

type CarouselProps = {
  /** Optional heading shown above the track; also names the region for screen readers. */
  title?: string;
  /** A line under the title, e.g. what the row ranks by. */
  description?: string;
  /** Accessible name when there is no visible title. */
  label?: string;
  /** Rendered at the right of the heading row (e.g. a View More link). */
  action?: ReactNode;
  children: ReactNode;
  testId?: string;
};

/**
 * A horizontally scrolling row (requirements 000). Left/right buttons on desktop only; touch and
 * trackpads scroll natively. The track is focusable, so arrow keys scroll it, and the buttons
 * are real buttons (Tab, Enter, Space).
 */
export function Carousel({ title, description, label, action, children, testId }: CarouselProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  // Without JavaScript the buttons could not scroll (the track still scrolls natively), so they
  // keep their place but stay invisible until hydration; the first measurement enables what applies.
  const hydrated = useHydrated();
  const [atStart, setAtStart] = useState(true);
  const [atEnd, setAtEnd] = useState(true);

  const update = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    setAtStart(track.scrollLeft <= 0);
    setAtEnd(track.scrollLeft + track.clientWidth >= track.scrollWidth - CAROUSEL_END_THRESHOLD_PX);
  }, []);

  useEffect(() => {
    update();
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, [update]);

  const scrollBy = (delta: number) => trackRef.current?.scrollBy({ left: delta, behavior: prefersReducedMotion() ? "instant" : "smooth" });

  return (
    <section aria-labelledby={title ? headingId : undefined} aria-label={title ? undefined : label} data-testid={testId}>
      <div className="mb-4 flex items-end justify-between gap-4">
        {title && (
          <div>
            <h2 id={headingId} className="text-2xl font-bold tracking-tight text-gray-900">
              {title}
            </h2>
            {description && (
              <p className="mt-1 text-sm text-gray-600" data-testid="carousel-description">
                {description}
              </p>
            )}
          </div>
        )}
        <div className="ml-auto flex items-center gap-3">
          {action}
          <div className={`hidden gap-2 md:flex ${hydrated ? "" : "invisible"}`}>
            <button
              type="button"
              onClick={() => scrollBy(-CAROUSEL_STEP_PX)}
              disabled={atStart}
              aria-label={`Scroll ${title ?? label ?? "carousel"} left`}
              data-testid="carousel-left"
              className="flex h-10 w-10 items-center justify-center rounded-full border border-gray-300 bg-white text-lg shadow-sm transition hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-40"
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              onClick={() => scrollBy(CAROUSEL_STEP_PX)}
              disabled={atEnd}
              aria-label={`Scroll ${title ?? label ?? "carousel"} right`}
              data-testid="carousel-right"
              className="flex h-10 w-10 items-center justify-center rounded-full border border-gray-300 bg-white text-lg shadow-sm transition hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-40"
            >
              <span aria-hidden="true">›</span>
            </button>
          </div>
        </div>
      </div>
      <div
        ref={trackRef}
        onScroll={update}
        tabIndex={0}
        role="region"
        aria-label={title ?? label}
        className="-mx-4 flex gap-5 overflow-x-auto px-4 motion-safe:scroll-smooth pb-4 focus-visible:outline-2 focus-visible:outline-brand-500 [scrollbar-width:thin]"
        data-testid="carousel-track"
      >
        {children}
      </div>
    </section>
  );
}

/** One item of a Carousel: fixed width so a 340 px click moves about one card. */
export function CarouselItem({ children }: { children: ReactNode }) {
  return <div className="w-[300px] shrink-0 sm:w-[320px]">{children}</div>;
}
