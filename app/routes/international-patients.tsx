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
import { keywordList } from "~/content-types/page-intro";
import { loadInternationalPage } from "~/server/content/international-page.server";
import { buildMeta, clinicFromMatches, siteMeta, siteUrlFromMatches, localeFromMatches, languagesFromMatches } from "~/lib/seo";
import { parseYouTubeId } from "~/lib/youtube";
import { shownInFor } from "~/server/content/translations.server";
import { servicesContext } from "~/server/context.server";
import { handleInquiryAction } from "~/server/inquiry-action.server";
import { internationalInquiryForm } from "~/server/inquiry-forms.server";
import { listPublicTestimonials } from "~/server/content/testimonials.server";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const page = loaderData?.page;
  return buildMeta({
    title: page?.metaTitle ?? "",
    description: page?.metaDescription ?? "",
    keywords: keywordList(page?.keywords ?? ""),
    path: "/international-patients",
    siteUrl: siteUrlFromMatches(matches),
    ...siteMeta(clinicFromMatches(matches), localeFromMatches(matches), languagesFromMatches(matches)),
  });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const [rows, page] = await Promise.all([
    shownInFor(services, request).then((shownIn) => listPublicTestimonials(services.database.db, "international", undefined, shownIn)),
    loadInternationalPage(services, request),
  ]);
  const stories: InternationalStory[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    country: r.location,
    condition: r.condition,
    rating: r.rating,
    review: r.review,
    translated: r.translated,
    videoId: parseYouTubeId(r.youtubeUrl),
  }));
  return { stories, page };
}

export function action({ request, context }: Route.ActionArgs) {
  return handleInquiryAction(internationalInquiryForm, request, context);
}

export default function InternationalPatients({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <InternationalHero hero={page.hero} />
      <InfoCards id="why-choose" heading={page.whyChoose} cards={page.whyChoose.cards} />
      <InfoCards id="international-services" heading={page.services} cards={page.services.cards} tone="tinted" />
      <PlanningSteps id={PLANNING_ID} planning={page.planning} />
      <LocationSection id="location" location={page.location} />
      <PatientStories id="stories" stories={loaderData.stories} copy={page.stories} />
      <DocumentsSection id="documents" documents={page.documents} />
      <InternationalContactSection id={CONTACT_ID} contact={page.contact} />
      <FaqSection id="faq" faq={page.faq} />
      <MobileBottomBar bookTarget={CONTACT_ID} whatsappGreeting={page.whatsappGreeting} />
    </>
  );
}
