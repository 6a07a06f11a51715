import type { Route } from "./+types/international-patients";
import { InternationalContactSection } from "~/components/international/contact-section";
import { DocumentsSection } from "~/components/international/documents-section";
import { FaqSection } from "~/components/international/faq-section";
import { CONTACT_ID, InternationalHero, PLANNING_ID } from "~/components/international/hero";
import { InfoCards } from "~/components/international/info-cards";
import { LocationSection } from "~/components/international/location-section";
import { MobileBottomBar } from "~/components/international/mobile-bottom-bar";
import { type InternationalStory, PatientStories } from "~/components/international/patient-stories";
import { PlanningSteps } from "~/components/international/planning-steps";
import { internationalSections, internationalSeo, internationalServices, whyChoose } from "~/content/international";
import { buildMeta, clinicFromMatches, siteMeta, siteUrlFromMatches } from "~/lib/seo";
import { parseYouTubeId } from "~/lib/youtube";
import { servicesContext } from "~/server/context.server";
import { handleInquiryAction } from "~/server/inquiry-action.server";
import { internationalInquiryForm } from "~/server/inquiry-forms.server";
import { listPublicTestimonials } from "~/server/repos/testimonials.server";

export function meta({ matches }: Route.MetaArgs) {
  return buildMeta({
    ...internationalSeo,
    path: "/international-patients",
    siteUrl: siteUrlFromMatches(matches),
    ...siteMeta(clinicFromMatches(matches)),
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext).database;
  const rows = await listPublicTestimonials(db, "international");
  const stories: InternationalStory[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    country: r.location,
    condition: r.condition,
    rating: r.rating,
    review: r.review,
    videoId: parseYouTubeId(r.youtubeUrl),
  }));
  return { stories };
}

export function action({ request, context }: Route.ActionArgs) {
  return handleInquiryAction(internationalInquiryForm, request, context);
}

export default function InternationalPatients({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <InternationalHero />
      <InfoCards id="why-choose" heading={internationalSections.whyChoose} cards={whyChoose} />
      <InfoCards id="international-services" heading={internationalSections.services} cards={internationalServices} tone="tinted" />
      <PlanningSteps id={PLANNING_ID} />
      <LocationSection id="location" />
      <PatientStories id="stories" stories={loaderData.stories} />
      <DocumentsSection id="documents" />
      <InternationalContactSection id={CONTACT_ID} />
      <FaqSection id="faq" />
      <MobileBottomBar bookTarget={CONTACT_ID} />
    </>
  );
}
