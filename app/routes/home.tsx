import type { Route } from "./+types/home";
import { AboutDoctor, aboutDoctorData } from "~/components/home/about-doctor";
import { loadPublicDoctors } from "~/server/content/doctors.server";
import { ConditionsSection } from "~/components/home/conditions-section";
import { loadConditionsPageTexts } from "~/server/content/page-bodies.server";
import { ContactSection } from "~/components/home/contact-section";
import { Hero } from "~/components/home/hero";
import { ReviewsCarousel } from "~/components/home/reviews-carousel";
import { ServicesGrid } from "~/components/home/services-grid";
import { keywordList } from "~/content-types/page-intro";
import { jsonLdGraph, medicalClinic, webPage } from "~/lib/jsonld";
import { buildMeta, clinicFromMatches, siteMeta, siteUrlFromMatches, localeFromMatches, languagesFromMatches } from "~/lib/seo";
import { homeStats } from "~/lib/stats";
import { loadClinicView } from "~/server/content/clinic-settings.server";
import { loadHomePageTexts } from "~/server/content/page-texts.server";
import { servicesContext } from "~/server/context.server";
import { handleInquiryAction } from "~/server/inquiry-action.server";
import { homeInquiryForm } from "~/server/inquiry-forms.server";
import { averageActiveRating, listHomeTestimonials } from "~/server/content/testimonials.server";
import { loadTherapyCards, shownInFor } from "~/server/content/translations.server";
import { pageLocale } from "~/server/content/interface-texts.server";
import { firstPublicVideo } from "~/server/content/videos.server";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const siteUrl = siteUrlFromMatches(matches);
  const clinic = clinicFromMatches(matches);
  const search = loaderData?.texts.search;
  return [
    ...buildMeta({
      // The home page leads with the clinic's name (from the settings), the other pages end with it.
      title: search ? `${clinic.name} | ${search.metaTitle}` : clinic.name,
      description: search?.metaDescription ?? "",
      path: "/",
      siteUrl,
      ...siteMeta(clinic, localeFromMatches(matches), languagesFromMatches(matches)),
      keywords: keywordList(search?.keywords ?? ""),
    }),
    jsonLdGraph(
      webPage(siteUrl, "/", clinic.name, localeFromMatches(matches)),
      medicalClinic(siteUrl, clinic, loaderData?.therapies.map((t) => t.slug) ?? []),
    ),
  ];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { db } = services.database;
  const shownIn = shownInFor(services, request);
  const [therapies, reviews, tour, clinic, averageRating, doctors, texts, conditions] = await Promise.all([
    loadTherapyCards(services, request),
    // The clinic's picks, at most HOME_REVIEWS_MAX: the page does not grow with the table.
    shownIn.then((shown) => listHomeTestimonials(db, shown)),
    shownIn.then((shown) => firstPublicVideo(db, "facility", shown)),
    loadClinicView(services, { locale: pageLocale(services, request) }),
    averageActiveRating(db),
    loadPublicDoctors(services, request),
    loadHomePageTexts(services, request),
    loadConditionsPageTexts(services, request),
  ]);
  const [lead, ...others] = doctors;
  const stats = homeStats({
    activeTherapies: therapies.length,
    leadDoctorYears: lead?.yearsExperience ?? null,
    patientsSupported: clinic.figures.patientsSupported,
    averageRating,
  });
  return {
    therapies,
    reviews,
    tour,
    stats,
    texts,
    conditionAreas: conditions.areas,
    doctors: aboutDoctorData(lead, others, averageRating),
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return handleInquiryAction(homeInquiryForm, request, context);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { therapies, reviews, tour, stats, texts } = loaderData;
  return (
    <>
      <Hero texts={texts.hero} stats={stats} tour={tour} />
      <AboutDoctor doctors={loaderData.doctors} texts={texts} />
      <ServicesGrid texts={texts.services} therapies={therapies} />
      <ConditionsSection texts={texts.conditions} areas={loaderData.conditionAreas} />
      <ReviewsCarousel texts={texts.reviews} reviews={reviews} />
      <ContactSection texts={texts.contact} />
    </>
  );
}
