import { useState } from "react";
import { cyclic } from "~/lib/invariant";
import { useHydrated } from "~/lib/hydrated";

const TESTIMONIALS = [
  {
    name: "Sarah L.",
    procedure: "Rhinoplasty",
    quote:
      "Comparing surgeons side by side, with real reviews and prices, gave me the confidence to finally book. My results look completely natural.",
  },
  {
    name: "Daniel R.",
    procedure: "Liposuction",
    quote: "I found a board-certified surgeon ten minutes from home. The Q&A answered everything I was too nervous to ask in person.",
  },
  {
    name: "Priya K.",
    procedure: "Botox",
    quote: "No pressure, no guesswork. I filtered by rating and found an injector who actually listened to what I wanted.",
  },
  {
    name: "Monica A.",
    procedure: "Mommy Makeover",
    quote: "The recovery-home listings were a lifesaver. I planned my surgery and my aftercare in one place.",
  },
  {
    name: "James T.",
    procedure: "Nutrition Counseling",
    quote: "Working with a dietitian before surgery made my recovery so much easier. TruSelf made finding one simple.",
  },
] as const;

type Testimonial = (typeof TESTIMONIALS)[number];

function TestimonialFigure({
  testimonial,
  className = "",
  ...rest
}: { testimonial: Testimonial; className?: string } & React.HTMLAttributes<HTMLElement>) {
  return (
    <figure className={`rounded-3xl bg-white p-8 shadow-sm ring-1 ring-gray-100 ${className}`} {...rest}>
      <p className="text-amber-500" aria-label="5 out of 5 stars">
        ★★★★★
      </p>
      <blockquote className="mt-4 text-lg text-gray-800">“{testimonial.quote}”</blockquote>
      <figcaption className="mt-6 text-sm text-gray-600">
        <span className="font-semibold text-gray-900">{testimonial.name}</span> · {testimonial.procedure}
      </figcaption>
    </figure>
  );
}

/**
 * The 5 static patient testimonials (requirements 000), one at a time, with previous/next and dots.
 * Until hydration (and without JavaScript) the buttons could do nothing, so all five sit in a
 * row that scrolls and snaps natively (touch, trackpad, scrollbar, arrow keys once focused).
 */
export function Testimonials() {
  const hydrated = useHydrated();
  return (
    <section aria-labelledby="testimonials-heading" className="mx-auto max-w-4xl px-4 py-16 text-center" data-testid="testimonials">
      <h2 id="testimonials-heading" className="text-3xl font-bold tracking-tight text-gray-900">
        What patients say
      </h2>
      {hydrated ? (
        <TestimonialCarousel />
      ) : (
        <div
          role="region"
          aria-label="Patient testimonials"
          tabIndex={0}
          className="-mx-4 mt-8 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-4 [scrollbar-width:thin] focus-visible:outline-2 focus-visible:outline-brand-500"
          data-testid="testimonial-track"
        >
          {TESTIMONIALS.map((t, i) => (
            <TestimonialFigure
              key={t.name}
              testimonial={t}
              aria-label={`Testimonial ${i + 1} of ${TESTIMONIALS.length}`}
              className="w-[85%] shrink-0 snap-center"
            />
          ))}
        </div>
      )}
    </section>
  );
}

function TestimonialCarousel() {
  const [current, setCurrent] = useState(0);
  const count = TESTIMONIALS.length;
  const go = (index: number) => setCurrent(((index % count) + count) % count);
  return (
    <>
      <TestimonialFigure testimonial={cyclic(TESTIMONIALS, current)} className="mt-8" aria-live="polite" />
      <div className="mt-6 flex items-center justify-center gap-4">
        <button
          type="button"
          onClick={() => go(current - 1)}
          aria-label="Previous testimonial"
          className="h-10 w-10 rounded-full border border-gray-300 bg-white text-lg hover:bg-gray-50"
        >
          ‹
        </button>
        <div className="flex">
          {TESTIMONIALS.map((item, i) => (
            // A 24 px touch target around the 10 px dot.
            <button
              key={item.name}
              type="button"
              onClick={() => go(i)}
              aria-label={`Show testimonial ${i + 1} of ${count}`}
              aria-current={i === current}
              className="flex h-6 w-6 items-center justify-center rounded-full"
            >
              <span aria-hidden="true" className={`h-2.5 w-2.5 rounded-full ${i === current ? "bg-brand-600" : "bg-gray-300"}`} />
            </button>
          ))}
        </div>
        <button
          type="button"
          onClick={() => go(current + 1)}
          aria-label="Next testimonial"
          className="h-10 w-10 rounded-full border border-gray-300 bg-white text-lg hover:bg-gray-50"
        >
          ›
        </button>
      </div>
    </>
  );
}
