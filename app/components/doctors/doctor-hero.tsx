import type { ReactNode } from "react";
import { useFallbackLang, useLocale, useT } from "~/components/messages-context";
import { fallbackLangOf } from "~/lib/text-lang";
import { Particles } from "~/components/ui/particles";
import { statLabel, type Stat } from "~/lib/stats";
import { DoctorPortrait } from "./doctor-portrait";

/** SPEC: 15 decorative particles on each doctor hero. */
export const DOCTOR_HERO_PARTICLES = 15;

export interface HeroDoctor {
  name: string;
  title: string;
  heroIntro: string;
  portrait: string;
}

/** Name, title, the doctor's figures and the page's first actions. */
export function DoctorHero({ doctor, stats, children }: { doctor: HeroDoctor; stats: readonly Stat[]; children: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  const titleLang = useFallbackLang(doctor.title);
  const introLang = useFallbackLang(doctor.heroIntro);
  return (
    <section
      aria-labelledby="doctor-name"
      className="relative overflow-hidden bg-gradient-to-br from-ocean-950 via-ocean-900 to-ocean-700 text-white"
    >
      <Particles count={DOCTOR_HERO_PARTICLES} />
      <div className="relative container-page grid items-center gap-8 py-12 sm:py-16 lg:grid-cols-[3fr_2fr] lg:py-20">
        <div>
          <DoctorPortrait
            src={doctor.portrait}
            name={doctor.name}
            priority
            className="mb-6 size-28 rounded-full ring-4 ring-white/20 sm:size-32 lg:hidden"
          />
          <p lang={titleLang} className="font-semibold tracking-wide text-sand-300 uppercase">
            {doctor.title}
          </p>
          <h1 id="doctor-name" className="mt-2 text-4xl leading-tight font-bold tracking-tight sm:text-5xl">
            {doctor.name}
          </h1>
          {doctor.heroIntro ? (
            <p lang={introLang} className="mt-5 max-w-xl text-lg text-seaglass-100">
              {doctor.heroIntro}
            </p>
          ) : null}
          <div className="mt-8 flex flex-wrap gap-3">{children}</div>
          <dl className="mt-10 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {stats.map((stat) => (
              <div key={stat.label} className="flex flex-col rounded-xl bg-white/10 p-3 ring-1 ring-white/15">
                {/* A derived figure's label is an interface string; a doctor's own figure's, content. */}
                <dt lang={stat.key ? undefined : fallbackLangOf(locale, statLabel(t, stat))} className="text-sm text-seaglass-100">
                  {statLabel(t, stat)}
                </dt>
                <dd className="order-first text-2xl font-bold text-white">
                  <span dir="ltr">{stat.value}</span>
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <DoctorPortrait
          src={doctor.portrait}
          name={doctor.name}
          className="mx-auto hidden w-full max-w-sm rounded-full ring-8 ring-white/10 lg:flex"
        />
      </div>
    </section>
  );
}
