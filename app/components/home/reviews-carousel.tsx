import type { PublicTestimonial } from "~/content-types/testimonial";
import { TranslatedReviewNote } from "~/components/ui/translated-review-note";
import { ChevronLeft, ChevronRight, Quote } from "~/components/ui/lucide";
import { useLocale, useT } from "~/components/messages-context";
import { fallbackLangOf } from "~/lib/text-lang";
import type { SectionTexts } from "~/content-types/home-page";
import { nameWithAge } from "~/lib/format";
import { Monogram } from "~/components/ui/monogram";
import { SectionHeading } from "~/components/ui/section-heading";
import { SiteLink as Link } from "~/components/ui/site-link";
import { Stars } from "~/components/ui/stars";

/** A review as the public pages show it (app/content-types/testimonial.ts). */
export type Review = PublicTestimonial;

/**
 * SPEC §4: autoplay every 5 s, wrapping; next/previous/dots stop autoplay for good.
 * Beyond SPEC: pauses while hovered or focused, never autoplays under reduced motion,
 * and without JavaScript the reviews are a swipeable row. The server renders the first
 * review in place and the controls for pages with JavaScript (`js:` / `no-js:` variants);
 * the `reviews-carousel` island (app/islands/reviews-carousel.island.ts) runs it.
 */
export function ReviewsCarousel({ texts, reviews }: { texts: SectionTexts; reviews: Review[] }) {
  const t = useT();
  const locale = useLocale();
  const count = reviews.length;
  if (count === 0) return null;

  return (
    <section id="reviews" aria-labelledby="reviews-title" className="section scroll-mt-24">
      <div className="container-page">
        <SectionHeading id="reviews-title" eyebrow={texts.eyebrow} title={texts.title} intro={texts.intro} />
        <div
          className="relative mx-auto mt-10 max-w-3xl"
          role="region"
          aria-roledescription="carousel"
          aria-label={t("widgets.reviewsLabel")}
          data-autoplay="off"
          data-island="reviews-carousel"
        >
          <div className="js:overflow-hidden no-js:snap-x no-js:snap-mandatory no-js:overflow-x-auto">
            <div className="flex transition-transform duration-500 ease-out" aria-live="polite" data-carousel-track>
              {reviews.map((r, i) => (
                <div
                  key={r.id}
                  className="w-full shrink-0 snap-center px-1"
                  role="group"
                  aria-roledescription="slide"
                  aria-label={t("widgets.reviewsSlide", { number: i + 1, count })}
                >
                  <figure className="rounded-2xl bg-sand-50 p-6 ring-1 ring-sand-300 sm:p-10">
                    <Quote className="size-8 text-sand-500" aria-hidden="true" />
                    <Stars rating={r.rating} />
                    {/* Each review in its own direction: an English one on an Arabic page ends on the right. */}
                    <blockquote className="mt-4 text-lg leading-relaxed text-ink" lang={fallbackLangOf(locale, r.review)} dir="auto">
                      {r.review}
                    </blockquote>
                    <TranslatedReviewNote translated={r.translated} />
                    <figcaption className="mt-6 flex items-center gap-3">
                      <Monogram name={r.name} />
                      <span>
                        <span className="block font-semibold text-ocean-950" lang={fallbackLangOf(locale, r.name)}>
                          {nameWithAge(r.name, r.age)}
                        </span>
                        <span className="block text-sm text-muted" lang={fallbackLangOf(locale, r.condition, r.location)}>
                          {r.condition}
                          {r.location ? ` · ${r.location}` : ""}
                        </span>
                      </span>
                    </figcaption>
                  </figure>
                </div>
              ))}
            </div>
          </div>
          {count > 1 ? (
            <div className="mt-6 flex items-center justify-center gap-3 no-js:hidden">
              <button
                type="button"
                data-carousel-step="-1"
                aria-label={t("widgets.reviewsPrevious")}
                className="flex size-11 items-center justify-center rounded-full bg-white text-ocean-800 ring-1 ring-seaglass-200 hover:bg-seaglass-100"
              >
                <ChevronLeft className="size-5 rtl:-scale-x-100" aria-hidden="true" />
              </button>
              <ul className="flex items-center">
                {reviews.map((r, i) => (
                  <li key={r.id}>
                    <button
                      type="button"
                      data-carousel-dot={i}
                      aria-label={t("widgets.reviewsDot", { number: i + 1, count })}
                      aria-current={i === 0 ? "true" : undefined}
                      className="group flex size-11 items-center justify-center"
                    >
                      <span className="block h-2.5 w-2.5 rounded-full bg-slate-400 transition-all group-aria-[current=true]:w-6 group-aria-[current=true]:bg-ocean-700" />
                    </button>
                  </li>
                ))}
              </ul>
              <button
                type="button"
                data-carousel-step="1"
                aria-label={t("widgets.reviewsNext")}
                className="flex size-11 items-center justify-center rounded-full bg-white text-ocean-800 ring-1 ring-seaglass-200 hover:bg-seaglass-100"
              >
                <ChevronRight className="size-5 rtl:-scale-x-100" aria-hidden="true" />
              </button>
            </div>
          ) : null}
        </div>
        {/* The carousel holds the clinic's picks only (docs/decisions/035); every review is a page away. */}
        <p className="mt-8 text-center">
          <Link to="/reviews" className="btn-secondary">
            {t("pages.homeMoreReviews")}
          </Link>
        </p>
      </div>
    </section>
  );
}
