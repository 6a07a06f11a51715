import type { Route } from "./+types/about";
import {
  ApproachSection,
  DoctorsSection,
  FacilitiesSection,
  MissionSection,
  StorySection,
} from "~/components/pages/about-sections";
import { CtaBand } from "~/components/pages/cta-band";
import { PageHero } from "~/components/pages/page-hero";
import { aboutPage as page, closingCta } from "~/content/pages";
import { buildMeta, clinicFromMatches, siteMeta, siteUrlFromMatches } from "~/lib/seo";

export function meta({ matches }: Route.MetaArgs) {
  return buildMeta({
    title: page.metaTitle,
    description: page.metaDescription,
    path: "/about",
    siteUrl: siteUrlFromMatches(matches),
    ...siteMeta(clinicFromMatches(matches)),
    keywords: page.keywords,
  });
}

export default function About() {
  return (
    <>
      <PageHero crumb="About" eyebrow={page.eyebrow} title={page.title} intro={page.intro} />
      <StorySection />
      <MissionSection />
      <ApproachSection />
      <DoctorsSection />
      <FacilitiesSection />
      <CtaBand id="about-cta-title" title={closingCta.title} text={closingCta.text} />
    </>
  );
}
