import type { Route } from "./+types/wellness-programs";
import { BookingSection } from "~/components/wellness/booking-section";
import { DayPlan } from "~/components/wellness/day-plan";
import { DoctorCard } from "~/components/wellness/doctor-card";
import { WellnessFaq } from "~/components/wellness/faq-section";
import { Outcomes } from "~/components/wellness/outcomes";
import { PatientStories } from "~/components/wellness/patient-stories";
import { TherapyTiles } from "~/components/wellness/therapy-tiles";
import { WellnessHero } from "~/components/wellness/wellness-hero";
import { WhySevenDays } from "~/components/wellness/why-seven-days";
import { doctorCard } from "~/content/wellness";
import { keywordList } from "~/content-types/page-intro";
import { loadPublicDoctors } from "~/server/content/doctors.server";
import { loadWellnessPage } from "~/server/content/wellness-page.server";
import { buildMeta, clinicFromMatches, siteMeta, siteUrlFromMatches, localeFromMatches, languagesFromMatches } from "~/lib/seo";
import { shownInFor } from "~/server/content/translations.server";
import { servicesContext } from "~/server/context.server";
import { handleInquiryAction } from "~/server/inquiry-action.server";
import { wellnessInquiryForm } from "~/server/inquiry-forms.server";
import { averageActiveRating, listPublicTestimonials } from "~/server/content/testimonials.server";

const PATH = "/wellness-programs";
const PROGRAM_ID = "program";
const BOOKING_ID = "book";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const page = loaderData?.page;
  return buildMeta({
    title: page?.metaTitle ?? "",
    description: page?.metaDescription ?? "",
    path: PATH,
    siteUrl: siteUrlFromMatches(matches),
    ...siteMeta(clinicFromMatches(matches), localeFromMatches(matches), languagesFromMatches(matches)),
    keywords: keywordList(page?.keywords ?? ""),
  });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { db } = services.database;
  const [stories, averageRating, doctors, page] = await Promise.all([
    shownInFor(services, request).then((shownIn) => listPublicTestimonials(db, "wellness", undefined, shownIn)),
    averageActiveRating(db),
    loadPublicDoctors(services, request),
    loadWellnessPage(services, request),
  ]);
  const lead = doctors.find((d) => d.slug === doctorCard.slug);
  return {
    stories: stories.map(({ id, name, location, rating, review, translated }) => ({ id, name, location, rating, review, translated })),
    averageRating,
    lead: lead
      ? { slug: lead.slug, name: lead.name, title: lead.title, portrait: lead.portrait, yearsExperience: lead.yearsExperience }
      : null,
    page,
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return handleInquiryAction(wellnessInquiryForm, request, context);
}

export default function WellnessPrograms({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const programHref = `#${PROGRAM_ID}`;
  return (
    <>
      <WellnessHero hero={page.hero} programHref={programHref} bookingHref={`#${BOOKING_ID}`} />
      <WhySevenDays why={page.whySevenDays} programHref={programHref} />
      <DayPlan id={PROGRAM_ID} text={page.program} days={page.days} />
      <TherapyTiles text={page.therapies} />
      <Outcomes outcomes={page.outcomes} beforeAfter={page.beforeAfter} />
      <PatientStories stories={loaderData.stories} text={page.stories} />
      <DoctorCard lead={loaderData.lead} averageRating={loaderData.averageRating} text={page.doctor} />
      <WellnessFaq text={page.faq} />
      <BookingSection id={BOOKING_ID} formAction={PATH} text={page.booking} />
    </>
  );
}
