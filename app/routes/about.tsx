import type { Route } from "./+types/about";
import { loadPublicDoctors } from "~/server/content/doctors.server";
import { ApproachSection, DoctorsSection, FacilitiesSection, MissionSection, StorySection } from "~/components/pages/about-sections";
import { CtaBand } from "~/components/pages/cta-band";
import { PageHero } from "~/components/pages/page-hero";
import { useFallbackLang, useT } from "~/components/messages-context";
import { keywordList } from "~/content-types/page-intro";
import { servicesContext } from "~/server/context.server";
import { buildMeta, clinicFromMatches, siteMeta, siteUrlFromMatches, localeFromMatches, languagesFromMatches } from "~/lib/seo";
import { loadHomePageTexts, loadPageIntro } from "~/server/content/page-texts.server";
import { loadAboutPageTexts } from "~/server/content/page-bodies.server";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const page = loaderData?.page;
  return buildMeta({
    title: page?.metaTitle ?? "",
    description: page?.metaDescription ?? "",
    path: "/about",
    siteUrl: siteUrlFromMatches(matches),
    ...siteMeta(clinicFromMatches(matches), localeFromMatches(matches), languagesFromMatches(matches)),
    keywords: keywordList(page?.keywords ?? ""),
  });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const [page, doctors, home, about] = await Promise.all([
    loadPageIntro(services, request, "about"),
    loadPublicDoctors(services, request),
    loadHomePageTexts(services, request),
    loadAboutPageTexts(services, request),
  ]);
  // The treatment steps are the home page's, so the two pages never tell them differently.
  return { page, doctors, approachSteps: home.approach.steps, about };
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { page, about } = loaderData;
  const t = useT();
  const eyebrowLang = useFallbackLang(page.eyebrow);
  const introLang = useFallbackLang(page.intro);
  return (
    <>
      <PageHero
        crumb={t("pages.crumbAbout")}
        eyebrow={<span lang={eyebrowLang}>{page.eyebrow}</span>}
        title={page.title}
        intro={page.intro ? <p lang={introLang}>{page.intro}</p> : undefined}
      />
      <StorySection story={about.story} />
      <MissionSection about={about} />
      <ApproachSection steps={loaderData.approachSteps} eyebrow={about.approachEyebrow} title={about.approachTitle} />
      <DoctorsSection doctors={loaderData.doctors} eyebrow={about.doctorsEyebrow} title={about.doctorsTitle} />
      <FacilitiesSection about={about} />
      <CtaBand id="about-cta-title" title={about.ctaTitle} text={about.ctaText} />
    </>
  );
}
