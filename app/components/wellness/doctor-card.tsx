import { SiteLink as Link } from "~/components/ui/site-link";
import { ArrowRight } from "~/components/ui/lucide";
import { useClinic } from "~/components/clinic-context";
import { DoctorPortrait } from "~/components/doctors/doctor-portrait";
import { doctorCardStats } from "~/content/wellness";
import type { PublicDoctor } from "~/content-types/doctor";
import type { WellnessPageTexts as Page } from "~/content-types/wellness-page";
import { doctorPath } from "~/lib/doctors";
import { statLabel } from "~/lib/stats";
import { useFallbackLang, useT } from "~/components/messages-context";
import { SectionHeading } from "~/components/ui/section-heading";

export type WellnessLead = Pick<PublicDoctor, "slug" | "name" | "title" | "portrait" | "yearsExperience">;

/**
 * The program's medical lead, as their profile says (name, title, picture, years); nothing is
 * shown while that doctor is hidden or not published. `averageRating`: of the active
 * testimonials (the route's loader), null when there are none.
 */
export function DoctorCard({
  lead,
  averageRating,
  text,
}: {
  lead: WellnessLead | null;
  averageRating: number | null;
  text: Page["doctor"];
}) {
  const patientsSupported = useClinic().figures.patientsSupported;
  const t = useT();
  const roleLang = useFallbackLang(text.role);
  const titleLang = useFallbackLang(lead?.title);
  const descriptionLang = useFallbackLang(text.description);
  const profileLabelLang = useFallbackLang(text.profileLabel);
  if (!lead) return null;
  const stats = doctorCardStats({ yearsExperience: lead.yearsExperience, patientsSupported, averageRating });
  return (
    <section aria-labelledby="doctor-title" className="section bg-seaglass-50">
      <div className="container-page">
        <SectionHeading id="doctor-title" eyebrow={text.eyebrow} title={text.title} />
        <article
          aria-labelledby="doctor-card-name"
          className="mx-auto mt-12 grid max-w-4xl overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-seaglass-200 md:grid-cols-[2fr_3fr]"
        >
          <div className="flex items-center justify-center bg-seaglass-100 p-6">
            <DoctorPortrait src={lead.portrait} name={lead.name} className="size-40 rounded-full md:size-56" />
          </div>
          <div className="p-6 sm:p-8">
            <p className="eyebrow" lang={roleLang}>
              {text.role}
            </p>
            <h3 id="doctor-card-name" className="mt-2 text-2xl font-bold text-ocean-950">
              {lead.name}
            </h3>
            <p className="font-medium text-ocean-800" lang={titleLang}>
              {lead.title}
            </p>
            <p className="mt-4 text-muted" lang={descriptionLang}>
              {text.description}
            </p>
            <dl className="mt-6 grid grid-cols-3 gap-3">
              {stats.map((s) => (
                <div key={s.label} className="flex flex-col rounded-xl bg-seaglass-50 p-3 text-center">
                  <dt className="text-xs text-muted sm:text-sm">{statLabel(t, s)}</dt>
                  <dd className="order-first text-xl font-bold text-ocean-900 sm:text-2xl">
                    <span dir="ltr">{s.value}</span>
                  </dd>
                </div>
              ))}
            </dl>
            <Link to={doctorPath(lead.slug)} className="btn-secondary mt-6">
              <span lang={profileLabelLang}>{text.profileLabel}</span>
              <span className="sr-only">: {lead.name}</span>
              <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
            </Link>
          </div>
        </article>
      </div>
    </section>
  );
}
