import { SiteLink as Link } from "~/components/ui/site-link";
import { ArrowRight } from "~/components/ui/lucide";
import type { ServicesPageTexts } from "~/content-types/services-page";
import { Icon } from "~/components/ui/icon";
import { SectionHeading } from "~/components/ui/section-heading";
import { useLocale } from "~/components/messages-context";
import { fallbackLangOf } from "~/lib/text-lang";

/** Other programmes of the centre, as the Services page's document lists them (none: no section). */
export function RelatedServices({ eyebrow, title, items }: { eyebrow: string; title: string; items: ServicesPageTexts["related"] }) {
  const locale = useLocale();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="related-title" className="section bg-sand-50">
      <div className="container-page">
        <SectionHeading id="related-title" eyebrow={eyebrow} title={title} />
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {items.map((s) => (
            <li key={s.to} className="flex flex-col rounded-2xl bg-white p-6 ring-1 ring-sand-300 sm:p-8">
              <span className="flex size-12 items-center justify-center rounded-xl bg-sand-100 text-ocean-800">
                <Icon name={s.icon} />
              </span>
              <h3 className="mt-4 text-xl font-semibold text-ocean-950" lang={fallbackLangOf(locale, s.title)}>
                {s.title}
              </h3>
              <p className="mt-2 flex-1 text-muted" lang={fallbackLangOf(locale, s.description)}>
                {s.description}
              </p>
              <Link to={s.to} className="btn-primary mt-6 self-start" lang={fallbackLangOf(locale, s.linkLabel)}>
                {s.linkLabel} <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
