import type { ReactNode } from "react";
import { ArrowRight, CalendarCheck, CheckCircle2, ChevronDown, ChevronUp, Clock, Repeat } from "~/components/ui/lucide";
import { withCount, type SectionTexts } from "~/content-types/home-page";
import { Icon } from "~/components/ui/icon";
import { useFallbackLang, useLocale, useT, useLocalizedPath } from "~/components/messages-context";
import { fallbackLangOf } from "~/lib/text-lang";
import { SectionHeading } from "~/components/ui/section-heading";

export interface ServiceCard {
  slug: string;
  title: string;
  shortDescription: string;
  benefits: string[];
  duration: string;
  sessions: string;
  frequency: string;
  icon: string;
}

// The part of a message in <sr>…</sr>: read out by screen readers only.
const sr = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>;

/** Online booking (issue 47): a therapy's own sessions, or every service. */
export function bookingLink(slug?: string) {
  return slug ? `/book/${slug}` : "/book";
}

/**
 * The therapy cards. With JavaScript, Learn More expands one therapy at a time below the grid
 * and Show Less folds it (the `services-grid` island: app/islands/services-grid.island.ts);
 * each therapy's detail waits in a <template> until then. Without JavaScript, Learn More
 * links to the therapy's page. The server renders both controls; `js:` / `no-js:` pick one.
 */
export function ServicesGrid({ texts, therapies }: { texts: SectionTexts; therapies: ServiceCard[] }) {
  const t = useT();
  const lp = useLocalizedPath();
  const locale = useLocale();
  return (
    <section id="services" aria-labelledby="services-title" className="section scroll-mt-24" data-island="services-grid">
      <div className="container-page">
        <SectionHeading id="services-title" eyebrow={texts.eyebrow} title={withCount(texts.title, therapies.length)} intro={texts.intro} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {therapies.map((th) => (
            <li
              key={th.slug}
              className="flex flex-col rounded-2xl border border-seaglass-200 bg-white p-6 transition-shadow hover:shadow-lg has-[[aria-expanded=true]]:border-ocean-500 has-[[aria-expanded=true]]:shadow-lg"
            >
              <span className="flex size-12 items-center justify-center rounded-xl bg-seaglass-100 text-ocean-700">
                <Icon name={th.icon} />
              </span>
              <h3 className="mt-4 text-xl font-semibold text-ocean-950" lang={fallbackLangOf(locale, th.title)}>
                <a href={lp(`/therapy/${th.slug}`)} className="hover:underline">
                  {th.title}
                </a>
              </h3>
              <p className="mt-2 flex-1 text-muted" lang={fallbackLangOf(locale, th.shortDescription)}>
                {th.shortDescription}
              </p>
              <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink">
                <span className="flex items-center gap-1">
                  <Clock className="size-4 text-ocean-600" aria-hidden="true" />{" "}
                  <span lang={fallbackLangOf(locale, th.duration)}>{th.duration}</span>
                </span>
                <span className="flex items-center gap-1">
                  <Repeat className="size-4 text-ocean-600" aria-hidden="true" /> {t("pages.therapySessions", { sessions: th.sessions })}
                </span>
              </p>
              <button
                type="button"
                className="group btn-secondary mt-5 self-start no-js:hidden"
                aria-expanded="false"
                aria-controls="service-detail"
                data-service={th.slug}
              >
                {/* Each state's whole words (the hidden one is display:none, so not read out). */}
                <span className="group-aria-expanded:hidden">
                  {t.rich("pages.therapyLearnMore", {
                    title: (
                      <span key="title" lang={fallbackLangOf(locale, th.title)}>
                        {th.title}
                      </span>
                    ),
                    sr,
                  })}
                </span>
                <span className="hidden group-aria-expanded:inline">
                  {t.rich("pages.therapyShowLess", {
                    title: (
                      <span key="title" lang={fallbackLangOf(locale, th.title)}>
                        {th.title}
                      </span>
                    ),
                    sr,
                  })}
                </span>
                <ChevronDown className="size-4 group-aria-expanded:hidden" aria-hidden="true" />
                <ChevronUp className="hidden size-4 group-aria-expanded:block" aria-hidden="true" />
              </button>
              <a href={lp(`/therapy/${th.slug}`)} className="btn-secondary mt-5 self-start js:hidden">
                {t.rich("pages.therapyLearnMore", {
                  title: (
                    <span key="title" lang={fallbackLangOf(locale, th.title)}>
                      {th.title}
                    </span>
                  ),
                  sr,
                })}
              </a>
            </li>
          ))}
        </ul>
        <div id="service-detail" className="scroll-mt-28" aria-live="polite" />
        {therapies.map((th) => (
          <template key={th.slug} data-service-detail={th.slug}>
            <ServiceDetail therapy={th} />
          </template>
        ))}
      </div>
    </section>
  );
}

function ServiceDetail({ therapy: selected }: { therapy: ServiceCard }) {
  const t = useT();
  const lp = useLocalizedPath();
  const locale = useLocale();
  const titleLang = useFallbackLang(selected.title);
  const descriptionLang = useFallbackLang(selected.shortDescription);
  return (
    <article className="mt-8 animate-fade-in rounded-2xl bg-seaglass-50 p-6 ring-1 ring-seaglass-200 sm:p-8">
      <h3 className="text-2xl font-bold text-ocean-950" lang={titleLang}>
        {selected.title}
      </h3>
      <p className="mt-2 text-lg text-muted" lang={descriptionLang}>
        {selected.shortDescription}
      </p>
      <dl className="mt-5 grid gap-3 sm:grid-cols-3">
        {/* Keyed by what they are: staff could give two labels the same words. */}
        {[
          ["session", t("pages.detailSessionLength"), selected.duration, fallbackLangOf(locale, selected.duration)],
          ["course", t("pages.detailCourse"), t("pages.therapySessions", { sessions: selected.sessions }), undefined],
          ["frequency", t("pages.detailFrequency"), selected.frequency, fallbackLangOf(locale, selected.frequency)],
        ].map(([key, k, v, lang]) => (
          <div key={key} className="rounded-xl bg-white p-3">
            <dt className="text-sm text-muted">{k}</dt>
            <dd className="font-semibold text-ocean-900" lang={lang}>
              {v}
            </dd>
          </div>
        ))}
      </dl>
      <h4 className="mt-6 font-semibold text-ocean-950">{t("pages.detailBenefits")}</h4>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {selected.benefits.map((b) => (
          <li key={b} className="flex gap-2" lang={fallbackLangOf(locale, b)}>
            <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-ocean-600" aria-hidden="true" />
            {b}
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-muted">{t("pages.detailResults")}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <a href={lp(bookingLink(selected.slug))} className="btn-primary">
          <CalendarCheck className="size-4" aria-hidden="true" /> {t("pages.detailBook")}
        </a>
        <a href={lp(`/therapy/${selected.slug}`)} className="btn-secondary">
          {t("pages.detailFullPage")} <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
        </a>
      </div>
    </article>
  );
}
