import { ArrowDown, CheckCircle2, FileText, MessageCircle } from "~/components/ui/lucide";
import { HeroIllustration } from "~/components/ui/hero-illustration";
import type { InternationalPageTexts as Page } from "~/content-types/international-page";
import { useFallbackLang, useLocale, useLocalizedPath, useT } from "~/components/messages-context";
import { fallbackLangOf } from "~/lib/text-lang";
import { SectionLink } from "./section-link";

export const PLANNING_ID = "planning";
export const CONTACT_ID = "contact";

export function InternationalHero({ hero }: { hero: Page["hero"] }) {
  const locale = useLocale();
  const t = useT();
  const lp = useLocalizedPath();
  const eyebrowLang = useFallbackLang(hero.eyebrow);
  const titleLang = useFallbackLang(hero.title);
  const subtitleLang = useFallbackLang(hero.subtitle);
  const planLang = useFallbackLang(hero.planCtaLabel);
  const contactLang = useFallbackLang(hero.contactCtaLabel);
  return (
    <section
      aria-labelledby="intl-hero-title"
      className="relative overflow-hidden bg-gradient-to-br from-ocean-900 via-ocean-800 to-ocean-700 text-white"
    >
      <div className="container-page grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-2">
        <div>
          <p className="font-semibold tracking-wide text-sand-300 uppercase" lang={eyebrowLang}>
            {hero.eyebrow}
          </p>
          <h1 id="intl-hero-title" className="mt-3 text-4xl leading-tight font-bold tracking-tight sm:text-5xl" lang={titleLang}>
            {hero.title}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-seaglass-100" lang={subtitleLang}>
            {hero.subtitle}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            {/* The case desk (issue 48): reports in, a treatment plan out. */}
            <a href={lp("/international-patients/treatment-plan")} className="btn-sand">
              <FileText className="size-4" aria-hidden="true" />
              {t("caseDesk.ctaLink")}
            </a>
            <SectionLink to={PLANNING_ID} className="btn-ghost-light">
              <span lang={planLang}>{hero.planCtaLabel}</span>
              <ArrowDown className="size-4" aria-hidden="true" />
            </SectionLink>
            <SectionLink to={CONTACT_ID} className="btn-ghost-light">
              <MessageCircle className="size-4" aria-hidden="true" />
              <span lang={contactLang}>{hero.contactCtaLabel}</span>
            </SectionLink>
          </div>
          <ul className="mt-10 grid gap-3 sm:grid-cols-3">
            {hero.highlights.map(({ text: h }) => (
              <li key={h} className="flex gap-2 rounded-xl bg-white/10 p-3 text-sm text-seaglass-100" lang={fallbackLangOf(locale, h)}>
                <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-sand-300" aria-hidden="true" />
                {h}
              </li>
            ))}
          </ul>
        </div>
        <HeroIllustration src="/illustrations/hero-coast.svg" />
      </div>
    </section>
  );
}
