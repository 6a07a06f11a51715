import { useEffect, useState } from "react";
import { ChevronLeft, ChevronRight, Quote } from "~/components/ui/lucide";
import { useHydrated } from "~/hooks/use-hydrated";
import { usePrefersReducedMotion } from "~/hooks/use-reduced-motion";
import { nameWithAge } from "~/lib/format";
import { wrapIndex } from "~/lib/carousel";
import { Monogram } from "~/components/ui/monogram";
import { SectionHeading } from "~/components/ui/section-heading";
import { Stars } from "~/components/ui/stars";

export interface Review {
  id: number;
  name: string;
  age: number | null;
  location: string;
  condition: string;
  rating: number;
  review: string;
}

export const AUTOPLAY_MS = 5000; // SPEC §9

/**
 * SPEC §4: autoplay every 5 s, wrapping; next/previous/dots stop autoplay for good.
 * Beyond SPEC: pauses while hovered or focused, never autoplays under reduced motion,
 * and without JavaScript the reviews are a swipeable row.
 */
export function ReviewsCarousel({ reviews }: { reviews: Review[] }) {
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [paused, setPaused] = useState(false);
  const reduced = usePrefersReducedMotion();
  const hydrated = useHydrated();
  const count = reviews.length;
  const autoplaying = hydrated && !stopped && !paused && !reduced && count > 1;

  useEffect(() => {
    if (!autoplaying) return;
    const timer = setInterval(() => setIndex((i) => wrapIndex(i + 1, count)), AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [autoplaying, count]);

  const goTo = (next: number) => {
    setStopped(true);
    setIndex(wrapIndex(next, count));
  };

  if (count === 0) return null;

  return (
    <section id="reviews" aria-labelledby="reviews-title" className="section scroll-mt-24">
      <div className="container-page">
        <SectionHeading
          id="reviews-title"
          eyebrow="Patient stories"
          title="What our patients say"
          intro="Individual experiences, shared with permission. Results vary from person to person."
        />
        <div
          className="relative mx-auto mt-10 max-w-3xl"
          role="region"
          aria-roledescription="carousel"
          aria-label="Patient reviews"
          data-autoplay={autoplaying ? "on" : "off"}
          onMouseEnter={() => setPaused(true)}
          onMouseLeave={() => setPaused(false)}
          onFocus={() => setPaused(true)}
          onBlur={(e) => {
            if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setPaused(false);
          }}
        >
          <div className={hydrated ? "overflow-hidden" : "snap-x snap-mandatory overflow-x-auto"}>
            <div
              className="flex transition-transform duration-500 ease-out"
              style={hydrated ? { transform: `translateX(-${index * 100}%)` } : undefined}
              aria-live={autoplaying ? "off" : "polite"}
            >
              {reviews.map((r, i) => {
                const active = i === index;
                return (
                  <div
                    key={r.id}
                    className="w-full shrink-0 snap-center px-1"
                    role="group"
                    aria-roledescription="slide"
                    aria-label={`${i + 1} of ${count}`}
                    aria-hidden={hydrated && !active ? true : undefined}
                    inert={hydrated && !active ? true : undefined}
                  >
                    <figure className="rounded-2xl bg-sand-50 p-6 ring-1 ring-sand-300 sm:p-10">
                      <Quote className="size-8 text-sand-500" aria-hidden="true" />
                      <Stars rating={r.rating} />
                      <blockquote className="mt-4 text-lg leading-relaxed text-ink">{r.review}</blockquote>
                      <figcaption className="mt-6 flex items-center gap-3">
                        <Monogram name={r.name} />
                        <span>
                          <span className="block font-semibold text-ocean-950">{nameWithAge(r.name, r.age)}</span>
                          <span className="block text-sm text-muted">
                            {r.condition}
                            {r.location ? ` · ${r.location}` : ""}
                          </span>
                        </span>
                      </figcaption>
                    </figure>
                  </div>
                );
              })}
            </div>
          </div>
          {hydrated && count > 1 ? (
            <div className="mt-6 flex items-center justify-center gap-3">
              <button type="button" onClick={() => goTo(index - 1)} aria-label="Previous review" className="flex size-11 items-center justify-center rounded-full bg-white text-ocean-800 ring-1 ring-seaglass-200 hover:bg-seaglass-100">
                <ChevronLeft className="size-5" aria-hidden="true" />
              </button>
              <ul className="flex items-center">
                {reviews.map((r, i) => (
                  <li key={r.id}>
                    <button
                      type="button"
                      onClick={() => goTo(i)}
                      aria-label={`Show review ${i + 1} of ${count}`}
                      aria-current={i === index ? "true" : undefined}
                      className="flex size-11 items-center justify-center"
                    >
                      <span className={`block h-2.5 rounded-full transition-all ${i === index ? "w-6 bg-ocean-700" : "w-2.5 bg-slate-400"}`} />
                    </button>
                  </li>
                ))}
              </ul>
              <button type="button" onClick={() => goTo(index + 1)} aria-label="Next review" className="flex size-11 items-center justify-center rounded-full bg-white text-ocean-800 ring-1 ring-seaglass-200 hover:bg-seaglass-100">
                <ChevronRight className="size-5" aria-hidden="true" />
              </button>
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
