import { PlayCircle, ArrowDown } from "~/components/ui/lucide";
import { HeroIllustration } from "~/components/ui/hero-illustration";
import { useClinic } from "~/components/clinic-context";
import type { HomePageTexts } from "~/content-types/home-page";
import { statLabel, type Stat } from "~/lib/stats";
import { useFallbackLang, useT } from "~/components/messages-context";
import { VideoDialog, VideoDialogOpener } from "~/components/ui/video-dialog";

interface HeroProps {
  texts: HomePageTexts["hero"];
  stats: Stat[];
  tour: { title: string; embedId: string } | null;
}

export function Hero({ texts, stats, tour }: HeroProps) {
  const t = useT();
  const clinic = useClinic();
  const titleLang = useFallbackLang(texts.title);
  const introLang = useFallbackLang(texts.intro);
  const exploreLang = useFallbackLang(texts.exploreButton);
  const tourLang = useFallbackLang(texts.tourButton);
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-br from-ocean-900 via-ocean-800 to-ocean-700 text-white"
    >
      <div className="container-page grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-2">
        <div>
          <p className="font-semibold tracking-wide text-sand-300 uppercase">
            {clinic.address.city}, {clinic.address.region}
          </p>
          <h1 id="hero-title" className="mt-3 text-4xl leading-tight font-bold tracking-tight sm:text-5xl" lang={titleLang}>
            {texts.title}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-seaglass-100" lang={introLang}>
            {texts.intro}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href="#services" className="btn-sand" lang={exploreLang}>
              {texts.exploreButton}
              <ArrowDown className="size-4" aria-hidden="true" />
            </a>
            {tour ? (
              <VideoDialogOpener dialog="tour-video" embedId={tour.embedId} title={tour.title} className="btn-ghost-light">
                <PlayCircle className="size-5" aria-hidden="true" />
                <span lang={tourLang}>{texts.tourButton}</span>
              </VideoDialogOpener>
            ) : null}
          </div>
          <dl className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-4">
            {stats.map((s) => (
              <div key={s.label} className="flex flex-col rounded-xl bg-white/10 p-3">
                <dt className="text-sm text-seaglass-100">{statLabel(t, s)}</dt>
                <dd className="order-first text-2xl font-bold text-white">
                  <span dir="ltr">{s.value}</span>
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <HeroIllustration src="/illustrations/hero-coast.svg" />
      </div>
      {tour ? <VideoDialog id="tour-video" title={tour.title} /> : null}
    </section>
  );
}
