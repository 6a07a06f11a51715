import type { ReactNode } from "react";
import { SiteLink as Link } from "~/components/ui/site-link";
import { ArrowRight, CalendarCheck, CheckCircle2 } from "~/components/ui/lucide";
import { bookingLink, type ServiceCard } from "~/components/home/services-grid";
import { Icon } from "~/components/ui/icon";
import { useLocale, useT } from "~/components/messages-context";
import { fallbackLangOf } from "~/lib/text-lang";

export interface TherapyListItem extends ServiceCard {
  heroImage: string | null;
}

const BENEFITS_SHOWN = 4;

// The part of a message in <sr>…</sr>: read out by screen readers only.
const sr = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>;

/** The published therapies, each with its facts, a page link and a booking link. */
export function TherapyList({ therapies }: { therapies: TherapyListItem[] }) {
  const t = useT();
  const locale = useLocale();
  // A therapy's title, wrapped for the messages that name it.
  const title = (th: TherapyListItem) => (
    <span key="title" lang={fallbackLangOf(locale, th.title)}>
      {th.title}
    </span>
  );
  return (
    <ul className="space-y-8">
      {therapies.map((th, i) => (
        <li
          key={th.slug}
          data-therapy={th.slug}
          className="grid overflow-hidden rounded-3xl bg-white ring-1 ring-seaglass-200 lg:grid-cols-2"
        >
          {th.heroImage ? (
            <img
              src={th.heroImage}
              alt=""
              width={1200}
              height={800}
              loading={i < 1 ? "eager" : "lazy"}
              className={`aspect-[3/2] size-full object-cover ${i % 2 === 1 ? "lg:order-last" : ""}`}
            />
          ) : null}
          <div className={`flex flex-col p-6 sm:p-8 ${th.heroImage ? "" : "lg:col-span-2"}`}>
            <div className="flex items-center gap-3">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-seaglass-100 text-ocean-700">
                <Icon name={th.icon} />
              </span>
              <h3 className="text-2xl font-bold text-ocean-950" lang={fallbackLangOf(locale, th.title)}>
                <Link to={`/therapy/${th.slug}`} className="underline-offset-4 hover:underline">
                  {th.title}
                </Link>
              </h3>
            </div>
            <p className="mt-4 text-lg text-muted" lang={fallbackLangOf(locale, th.shortDescription)}>
              {th.shortDescription}
            </p>
            <dl className="mt-5 grid grid-cols-3 gap-2 text-center">
              {/* Keyed by what they are: staff could give two labels the same words. */}
              {[
                ["session", t("pages.listSession"), th.duration, fallbackLangOf(locale, th.duration)],
                ["course", t("pages.listCourse"), t("pages.therapySessions", { sessions: th.sessions }), undefined],
                ["frequency", t("pages.listFrequency"), th.frequency, fallbackLangOf(locale, th.frequency)],
              ].map(([key, label, value, lang]) => (
                <div key={key} className="flex flex-col rounded-xl bg-seaglass-50 p-2 sm:p-3">
                  <dt className="text-xs text-muted">{label}</dt>
                  <dd className="text-sm font-semibold text-ocean-900" lang={lang}>
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
            <ul className="mt-5 grid gap-2 sm:grid-cols-2">
              {th.benefits.slice(0, BENEFITS_SHOWN).map((b) => (
                <li key={b} className="flex gap-2 text-sm" lang={fallbackLangOf(locale, b)}>
                  <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-ocean-600" aria-hidden="true" />
                  {b}
                </li>
              ))}
            </ul>
            <div className="mt-6 flex flex-wrap gap-3">
              <Link to={`/therapy/${th.slug}`} className="btn-secondary">
                {t.rich("pages.therapyLearnMore", { title: title(th), sr })}
                <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
              </Link>
              <Link to={bookingLink(th.slug)} className="btn-primary">
                <CalendarCheck className="size-4" aria-hidden="true" />
                {t.rich("pages.listBook", { title: title(th), sr })}
              </Link>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
