import { ChevronLeft, ChevronRight, Quote } from "~/components/ui/lucide";
import { TranslatedReviewNote } from "~/components/ui/translated-review-note";
import { useLocale, useT } from "~/components/messages-context";
import { Monogram } from "~/components/ui/monogram";
import { SiteLink as Link } from "~/components/ui/site-link";
import { Stars } from "~/components/ui/stars";
import { nameWithAge } from "~/lib/format";
import { fallbackLangOf } from "~/lib/text-lang";
import type { Review } from "~/components/home/reviews-carousel";

/** One page of the reviews page: a card per review, each named by its reviewer (h2 under the page's h1). */
export function ReviewList({ reviews }: { reviews: Review[] }) {
  const locale = useLocale();
  return (
    <ul className="grid gap-6 md:grid-cols-2" data-reviews>
      {reviews.map((r) => (
        <li key={r.id} className="flex flex-col rounded-2xl bg-sand-50 p-6 ring-1 ring-sand-300">
          <article className="flex flex-1 flex-col" aria-labelledby={`review-${r.id}-name`}>
            <div className="flex items-center gap-3">
              <Monogram name={r.name} />
              <div className="min-w-0">
                <h2 id={`review-${r.id}-name`} className="font-semibold text-ocean-950" lang={fallbackLangOf(locale, r.name)}>
                  {nameWithAge(r.name, r.age)}
                </h2>
                <p className="text-sm text-muted" lang={fallbackLangOf(locale, r.condition, r.location)}>
                  {r.condition}
                  {r.location ? ` · ${r.location}` : ""}
                </p>
              </div>
            </div>
            <div className="mt-3">
              <Stars rating={r.rating} />
            </div>
            <blockquote className="mt-4 flex-1 text-ink">
              <Quote className="mb-2 size-5 text-sand-500" aria-hidden="true" />
              {/* Its own direction, from its first letter: an English review on an Arabic page
                  reads left to right, full stop at its end. */}
              <p lang={fallbackLangOf(locale, r.review)} dir="auto">
                {r.review}
              </p>
            </blockquote>
            <TranslatedReviewNote translated={r.translated} />
          </article>
        </li>
      ))}
    </ul>
  );
}

/**
 * Previous/Next as plain links (they work without JavaScript; the public pages run none for
 * this). A missing neighbour is left out rather than shown disabled: a link that goes nowhere
 * is noise to a screen reader.
 */
export function ReviewPager({ prev, next, size }: { prev: string | null; next: string | null; size: number | null }) {
  const t = useT();
  if (!prev && !next) return null;
  // A size asked for in the address is kept from page to page.
  const sized = size === null ? "" : `&size=${size}`;
  const link =
    "inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-5 font-semibold text-ocean-800 ring-1 ring-seaglass-300 hover:bg-seaglass-100";
  return (
    <nav aria-label={t("pages.reviewsPagesLabel")} className="mt-10 flex flex-wrap items-center justify-between gap-4">
      {prev ? (
        <Link to={`/reviews?before=${prev}${sized}`} rel="prev" className={link}>
          <ChevronLeft className="size-5 rtl:-scale-x-100" aria-hidden="true" />
          {t("pages.reviewsPrevious")}
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link to={`/reviews?after=${next}${sized}`} rel="next" className={link}>
          {t("pages.reviewsNext")}
          <ChevronRight className="size-5 rtl:-scale-x-100" aria-hidden="true" />
        </Link>
      ) : null}
    </nav>
  );
}
