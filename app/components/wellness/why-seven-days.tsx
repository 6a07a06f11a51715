import { ArrowDown } from "~/components/ui/lucide";
import type { WellnessPageTexts as Page } from "~/content-types/wellness-page";
import { Icon } from "~/components/ui/icon";
import { SectionHeading } from "~/components/ui/section-heading";
import { useFallbackLang, useLocale } from "~/components/messages-context";
import { fallbackLangOf } from "~/lib/text-lang";

export function WhySevenDays({ why, programHref }: { why: Page["whySevenDays"]; programHref: string }) {
  const locale = useLocale();
  const ctaLang = useFallbackLang(why.ctaLabel);
  return (
    <section aria-labelledby="why-title" className="section">
      <div className="container-page grid gap-10 lg:grid-cols-2 lg:items-center">
        <div>
          <SectionHeading id="why-title" eyebrow={why.eyebrow} title={why.heading} center={false} />
          {why.paragraphs.map(({ text: p }) => (
            <p key={p} className="mt-4 text-lg text-muted" lang={fallbackLangOf(locale, p)}>
              {p}
            </p>
          ))}
          <a href={programHref} className="btn-primary mt-8" lang={ctaLang}>
            {why.ctaLabel}
            <ArrowDown className="size-4" aria-hidden="true" />
          </a>
        </div>
        <ul className="grid gap-4">
          {why.points.map((point) => (
            <li
              key={point.title}
              className="flex gap-4 rounded-2xl bg-seaglass-50 p-5 ring-1 ring-seaglass-200"
              lang={fallbackLangOf(locale, point.title, point.description)}
            >
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-ocean-700 text-white">
                <Icon name={point.icon} />
              </span>
              <div>
                <h3 className="font-semibold text-ocean-950">{point.title}</h3>
                <p className="mt-1 text-muted">{point.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
