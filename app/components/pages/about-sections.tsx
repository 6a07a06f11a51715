import type { ReactNode } from "react";
import { SiteLink as Link } from "~/components/ui/site-link";
import { ArrowRight, Info } from "~/components/ui/lucide";
import { useFallbackLang, useLocale, useT } from "~/components/messages-context";
import { fallbackLangOf } from "~/lib/text-lang";
import type { AboutPageTexts as About } from "~/content-types/about-page";
import type { PublicDoctor } from "~/content-types/doctor";
import type { ApproachStep } from "~/content-types/home-page";
import { doctorPath } from "~/lib/doctors";
import { DoctorPortrait } from "~/components/doctors/doctor-portrait";
import { ApproachSteps } from "~/components/ui/approach-steps";
import { Icon } from "~/components/ui/icon";
import { SectionHeading } from "~/components/ui/section-heading";

// The part of a message in <sr>…</sr>: read out by screen readers only.
const sr = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>;

export function StorySection({ story: clinicStory }: { story: About["story"] }) {
  const headingLang = useFallbackLang(clinicStory.heading);
  const paragraphsLang = useFallbackLang(...clinicStory.paragraphs.map(({ text: p }) => p));
  return (
    <section aria-labelledby="story-title" className="section">
      <div className="container-page grid items-center gap-10 lg:grid-cols-2">
        <div>
          <h2 id="story-title" className="heading-2" lang={headingLang}>
            {clinicStory.heading}
          </h2>
          <div className="mt-5 space-y-4 text-lg text-muted" lang={paragraphsLang}>
            {clinicStory.paragraphs.map(({ text: p }) => (
              <p key={p.slice(0, 32)}>{p}</p>
            ))}
          </div>
        </div>
        <img
          src="/illustrations/gallery-staff.svg"
          alt=""
          width={1200}
          height={800}
          // Below the clinic's story on a phone: requested after the first layout, not by the
          // parser beside the stylesheet, font and script the first paint waits for.
          loading="lazy"
          className="w-full rounded-3xl shadow-sm ring-1 ring-seaglass-200"
        />
      </div>
    </section>
  );
}

export function MissionSection({ about }: { about: Pick<About, "mission" | "valuesTitle" | "values"> }) {
  const { mission, values } = about;
  const locale = useLocale();
  const missionLang = useFallbackLang(mission.heading, mission.statement);
  const valuesTitleLang = useFallbackLang(about.valuesTitle);
  return (
    <section aria-labelledby="mission-title" className="section bg-seaglass-50">
      <div className="container-page">
        <div className="mx-auto max-w-3xl text-center" lang={missionLang}>
          <h2 id="mission-title" className="heading-2">
            {mission.heading}
          </h2>
          <p className="mt-5 text-xl leading-relaxed text-ink">{mission.statement}</p>
        </div>
        <h3 className="mt-14 text-center text-2xl font-bold text-ocean-950" lang={valuesTitleLang}>
          {about.valuesTitle}
        </h3>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {values.map((v) => (
            <li
              key={v.title}
              className="rounded-2xl bg-white p-6 ring-1 ring-seaglass-200"
              lang={fallbackLangOf(locale, v.title, v.description)}
            >
              <span className="flex size-11 items-center justify-center rounded-xl bg-seaglass-100 text-ocean-700">
                <Icon name={v.icon} />
              </span>
              <h4 className="mt-4 font-semibold text-ocean-950">{v.title}</h4>
              <p className="mt-1 text-sm text-muted">{v.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function ApproachSection({ steps, eyebrow, title }: { steps: readonly ApproachStep[]; eyebrow: string; title: string }) {
  return (
    <section aria-labelledby="approach-title" className="section bg-sand-50">
      <div className="container-page">
        <SectionHeading id="approach-title" eyebrow={eyebrow} title={title} />
        <div className="mt-10">
          <ApproachSteps steps={steps} headingLevel={3} />
        </div>
      </div>
    </section>
  );
}

export function DoctorsSection({
  doctors,
  eyebrow,
  title,
}: {
  doctors: ReadonlyArray<Pick<PublicDoctor, "slug" | "name" | "title" | "yearsExperience" | "directoryDescription" | "portrait">>;
  eyebrow: string;
  title: string;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <section aria-labelledby="doctors-title" className="section">
      <div className="container-page">
        <SectionHeading id="doctors-title" eyebrow={eyebrow} title={title} />
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {doctors.map((d) => (
            <li key={d.slug} className="flex flex-col gap-5 rounded-2xl bg-white p-6 ring-1 ring-seaglass-200 sm:flex-row">
              <DoctorPortrait src={d.portrait} name={d.name} className="size-32 shrink-0 rounded-2xl bg-seaglass-50" />
              <div className="flex flex-1 flex-col">
                <h3 className="text-xl font-semibold text-ocean-950">{d.name}</h3>
                <p className="font-medium text-ocean-700" lang={fallbackLangOf(locale, d.title)}>
                  {d.title}
                </p>
                <p className="mt-1 text-sm text-muted">{t("pages.aboutDoctorYears", { years: d.yearsExperience })}</p>
                <p className="mt-3 flex-1 text-muted" lang={fallbackLangOf(locale, d.directoryDescription)}>
                  {d.directoryDescription}
                </p>
                <Link to={doctorPath(d.slug)} className="btn-secondary mt-4 self-start">
                  {t.rich("pages.aboutDoctorProfile", { name: d.name, sr })}
                  <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The facilities, their pictures and the disclaimer ({emergency} already filled in by the loader). */
export function FacilitiesSection({
  about,
}: {
  about: Pick<About, "facilitiesEyebrow" | "facilitiesTitle" | "facilities" | "pictures" | "disclaimer">;
}) {
  const locale = useLocale();
  const disclaimerLang = useFallbackLang(about.disclaimer);
  return (
    <section aria-labelledby="facilities-title" className="section bg-seaglass-50">
      <div className="container-page">
        <SectionHeading id="facilities-title" eyebrow={about.facilitiesEyebrow} title={about.facilitiesTitle} />
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {about.facilities.map((f) => (
            <li key={f.title} className="flex gap-4 rounded-2xl bg-white p-5 ring-1 ring-seaglass-200">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-seaglass-100 text-ocean-700">
                <Icon name={f.icon} />
              </span>
              <div lang={fallbackLangOf(locale, f.title, f.description)}>
                <h3 className="font-semibold text-ocean-950">{f.title}</h3>
                <p className="mt-1 text-sm text-muted">{f.description}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-10 grid gap-5 sm:grid-cols-3">
          {about.pictures.map((img) => (
            <figure key={`${img.src}${img.caption}`}>
              <img src={img.src} alt="" width={1200} height={800} loading="lazy" className="w-full rounded-2xl ring-1 ring-seaglass-200" />
              <figcaption className="mt-2 text-sm text-muted" lang={fallbackLangOf(locale, img.caption)}>
                {img.caption}
              </figcaption>
            </figure>
          ))}
        </div>
        <p className="mt-10 flex gap-3 rounded-2xl bg-white p-5 text-sm text-ink ring-1 ring-sand-300">
          <Info className="mt-0.5 size-5 shrink-0 text-coral-700" aria-hidden="true" />
          <span lang={disclaimerLang}>{about.disclaimer}</span>
        </p>
      </div>
    </section>
  );
}
