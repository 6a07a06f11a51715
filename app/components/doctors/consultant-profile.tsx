import { ArrowDown, CalendarCheck } from "~/components/ui/lucide";
import { consultant } from "~/content/doctors";
import { bookingHref } from "~/content/navigation";
import {
  ConsultantAchievements,
  ConsultantCompetencies,
  ConsultantEducation,
  ConsultantEngagements,
  ConsultantExpertise,
  ConsultantRoles,
  ConsultantSummary,
} from "./consultant-sections";
import { DoctorCta } from "./doctor-cta";
import { DoctorHero } from "./doctor-hero";

/** The consultant's full profile, shown at /doctor-gurpreet-profile and /doctors/gurpreet-singh-bedi. */
export function ConsultantProfile() {
  return (
    <>
      <DoctorHero doctor={consultant}>
        <a href="#summary" className="btn-sand">
          View Profile Summary
          <ArrowDown className="size-4" aria-hidden="true" />
        </a>
        <a href={bookingHref} className="btn-ghost-light">
          <CalendarCheck className="size-4" aria-hidden="true" />
          Book Consultation
        </a>
      </DoctorHero>
      <ConsultantSummary />
      <ConsultantExpertise />
      <ConsultantEducation />
      <ConsultantRoles />
      <ConsultantAchievements />
      <ConsultantEngagements />
      <ConsultantCompetencies />
      <DoctorCta doctor={consultant} />
    </>
  );
}
