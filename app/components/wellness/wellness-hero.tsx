import { ArrowDown, CheckCircle2 } from "~/components/ui/lucide";
import type { WellnessPageTexts as Page } from "~/content-types/wellness-page";
import { Particles } from "~/components/ui/particles";
import { useFallbackLang } from "~/components/messages-context";

/** SPEC: hero with Start Your Reset (to the day-by-day program) and 20 floating particles. */
export function WellnessHero({ hero, programHref, bookingHref }: { hero: Page["hero"]; programHref: string; bookingHref: string }) {
  const fallbackLang = useFallbackLang(
    hero.eyebrow,
    hero.title,
    hero.subtitle,
    ...hero.highlights.map(({ text: h }) => h),
    hero.ctaLabel,
    hero.bookLabel,
  );
  return (
    <section
      aria-labelledby="wellness-hero-title"
      className="relative overflow-hidden bg-gradient-to-br from-ocean-950 via-ocean-900 to-ocean-700 text-white"
    >
      <Particles count={20} />
      <div className="container-page relative py-16 sm:py-24" lang={fallbackLang}>
        <p className="font-semibold tracking-wide text-sand-300 uppercase">{hero.eyebrow}</p>
        <h1 id="wellness-hero-title" className="mt-3 max-w-3xl text-4xl leading-tight font-bold tracking-tight sm:text-5xl">
          {hero.title}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-seaglass-100">{hero.subtitle}</p>
        <ul className="mt-6 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
          {hero.highlights.map(({ text: h }) => (
            <li key={h} className="flex items-center gap-2 text-seaglass-100">
              <CheckCircle2 className="size-5 shrink-0 text-sand-300" aria-hidden="true" />
              {h}
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-wrap gap-3">
          <a href={programHref} className="btn-sand">
            {hero.ctaLabel}
            <ArrowDown className="size-4" aria-hidden="true" />
          </a>
          <a href={bookingHref} className="btn-ghost-light">
            {hero.bookLabel}
          </a>
        </div>
      </div>
    </section>
  );
}
