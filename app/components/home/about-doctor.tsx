import { ArrowRight } from "~/components/ui/lucide";
import { useFallbackLang, useLocale, useT, useLocalizedPath } from "~/components/messages-context";
import { fallbackLangOf } from "~/lib/text-lang";
import { doctorStats, type PublicDoctor } from "~/content-types/doctor";
import type { HomePageTexts } from "~/content-types/home-page";
import { doctorPath } from "~/lib/doctors";
import { statLabel } from "~/lib/stats";
import { ApproachSteps } from "~/components/ui/approach-steps";
import { DoctorPortrait } from "~/components/doctors/doctor-portrait";

/** What the home page shows of the doctors: the first in the menu at length, the others as links. */
export function aboutDoctorData(lead: PublicDoctor | undefined, others: readonly PublicDoctor[], averageRating: number | null) {
  return {
    lead: lead
      ? {
          slug: lead.slug,
          name: lead.name,
          title: lead.title,
          summary: lead.summary,
          portrait: lead.portrait,
          stats: doctorStats(lead, averageRating),
        }
      : null,
    others: others.map((d) => ({ slug: d.slug, name: d.name, title: d.title })),
  };
}

export function AboutDoctor({
  doctors,
  texts,
}: {
  doctors: ReturnType<typeof aboutDoctorData>;
  texts: Pick<HomePageTexts, "doctor" | "approach">;
}) {
  const { lead: surgeon, others } = doctors;
  const t = useT();
  const lp = useLocalizedPath();
  const locale = useLocale();
  const eyebrowLang = useFallbackLang(texts.doctor.eyebrow);
  const titleLang = useFallbackLang(surgeon?.title);
  const summaryLang = useFallbackLang(surgeon?.summary);
  const approachLang = useFallbackLang(texts.approach.title);
  return (
    <section aria-labelledby={surgeon ? "about-doctor-title" : "approach-title"} className="section bg-sand-50">
      {surgeon ? (
        <div className="container-page grid items-center gap-10 lg:grid-cols-[2fr_3fr]">
          <DoctorPortrait src={surgeon.portrait} name={surgeon.name} className="mx-auto w-64 rounded-full sm:w-80" />
          <div>
            <p className="eyebrow" lang={eyebrowLang}>
              {texts.doctor.eyebrow}
            </p>
            <h2 id="about-doctor-title" className="heading-2 mt-2">
              {surgeon.name}
            </h2>
            <p className="mt-1 font-medium text-ocean-700" lang={titleLang}>
              {surgeon.title}
            </p>
            <p className="mt-4 text-lg text-muted" lang={summaryLang}>
              {surgeon.summary}
            </p>
            <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
              {surgeon.stats.map((s) => (
                <div key={s.label} className="flex flex-col rounded-xl bg-white p-3 text-center ring-1 ring-sand-300">
                  <dt className="text-xs text-muted">{statLabel(t, s)}</dt>
                  <dd className="order-first text-xl font-bold text-ocean-900">
                    <span dir="ltr">{s.value}</span>
                  </dd>
                </div>
              ))}
            </dl>
            <div className="mt-6 flex flex-wrap gap-3">
              <a href={lp(doctorPath(surgeon.slug))} className="btn-primary">
                {t("pages.homeDoctorProfile")} <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
              </a>
              {others.map((d) => (
                <a key={d.slug} href={lp(doctorPath(d.slug))} className="btn-secondary">
                  {t.rich("pages.homeMeetDoctor", {
                    name: d.name,
                    title: (
                      <span key="title" lang={fallbackLangOf(locale, d.title)}>
                        {d.title}
                      </span>
                    ),
                  })}
                </a>
              ))}
            </div>
          </div>
        </div>
      ) : null}
      <div className={`container-page ${surgeon ? "mt-16" : ""}`}>
        <h3 id="approach-title" className="text-center text-2xl font-bold text-ocean-950" lang={approachLang}>
          {texts.approach.title}
        </h3>
        <div className="mt-8">
          <ApproachSteps steps={texts.approach.steps} />
        </div>
      </div>
    </section>
  );
}
