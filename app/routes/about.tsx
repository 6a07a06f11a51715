import type { Route } from "./+types/about";
import { loadPublicDoctors } from "~/server/content/doctors.server";
import {
  ApproachSection,
  DoctorsSection,
  FacilitiesSection,
  MissionSection,
  StorySection,
} from "~/components/pages/about-sections";
import { CtaBand } from "~/components/pages/cta-band";
import { PageHero } from "~/components/pages/page-hero";
import { closingCta } from "~/content/pages";
import { keywordList } from "~/content-types/page-intro";
import { servicesContext } from "~/server/context.server";
import { buildMeta, clinicFromMatches, siteMeta, siteUrlFromMatches } from "~/lib/seo";
import { loadHomePageTexts, loadPageIntro } from "~/server/content/page-texts.server";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const page = loaderData?.page;
  return buildMeta({
    title: page?.metaTitle ?? "",
    description: page?.metaDescription ?? "",
    path: "/about",
    siteUrl: siteUrlFromMatches(matches),
    ...siteMeta(clinicFromMatches(matches)),
    keywords: keywordList(page?.keywords ?? ""),
  });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const [page, doctors, home] = await Promise.all([
    loadPageIntro(services, request, "about"),
    loadPublicDoctors(services, request),
    loadHomePageTexts(services, request),
  ]);
  // The treatment steps are the home page's, so the two pages never tell them differently.
  return { page, doctors, approachSteps: home.approach.steps };
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <PageHero crumb="About" eyebrow={page.eyebrow} title={page.title} intro={page.intro} />
      <StorySection />
      <MissionSection />
      <ApproachSection steps={loaderData.approachSteps} />
      <DoctorsSection doctors={loaderData.doctors} />
      <FacilitiesSection />
      <CtaBand id="about-cta-title" title={closingCta.title} text={closingCta.text} />
    </>
  );
}
