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
import { advancedTherapies, doctorCard, wellnessDays, wellnessHero } from "~/content/wellness";
import { loadPublicDoctors } from "~/server/content/doctors.server";
import { buildMeta, clinicFromMatches, siteMeta, siteUrlFromMatches } from "~/lib/seo";
import { servicesContext } from "~/server/context.server";
import { handleInquiryAction } from "~/server/inquiry-action.server";
import { wellnessInquiryForm } from "~/server/inquiry-forms.server";
import { averageActiveRating, listPublicTestimonials } from "~/server/repos/testimonials.server";

const PATH = "/wellness-programs";
const PROGRAM_ID = "program";
const BOOKING_ID = "book";

export function meta({ matches }: Route.MetaArgs) {
  return buildMeta({
    title: `${wellnessHero.programName} in Visakhapatnam`,
    description:
      "A doctor-led, outpatient 7-day wellness program for busy professionals in Visakhapatnam: five activities a day, recovery therapies, sleep and stress coaching, and a plan to take home.",
    path: PATH,
    siteUrl: siteUrlFromMatches(matches),
    ...siteMeta(clinicFromMatches(matches)),
    keywords: ["corporate wellness program Visakhapatnam", "7-day wellness retreat Vizag", "executive health reset", "stress management program"],
  });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { db } = services.database;
  const [stories, averageRating, doctors] = await Promise.all([listPublicTestimonials(db, "wellness"), averageActiveRating(db), loadPublicDoctors(services, request)]);
  const lead = doctors.find((d) => d.slug === doctorCard.slug);
  return {
    stories: stories.map(({ id, name, location, rating, review }) => ({ id, name, location, rating, review })),
    averageRating,
    lead: lead ? { slug: lead.slug, name: lead.name, title: lead.title, portrait: lead.portrait, yearsExperience: lead.yearsExperience } : null,
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return handleInquiryAction(wellnessInquiryForm, request, context);
}

export default function WellnessPrograms({ loaderData }: Route.ComponentProps) {
  const programHref = `#${PROGRAM_ID}`;
  return (
    <>
      <WellnessHero programHref={programHref} bookingHref={`#${BOOKING_ID}`} />
      <WhySevenDays programHref={programHref} />
      <DayPlan id={PROGRAM_ID} days={wellnessDays} />
      <TherapyTiles therapies={advancedTherapies} />
      <Outcomes />
      <PatientStories stories={loaderData.stories} />
      <DoctorCard lead={loaderData.lead} averageRating={loaderData.averageRating} />
      <WellnessFaq />
      <BookingSection id={BOOKING_ID} formAction={PATH} />
    </>
  );
}
