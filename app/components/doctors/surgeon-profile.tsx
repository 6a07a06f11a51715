import { ArrowDown, ExternalLink } from "~/components/ui/lucide";
import { surgeon } from "~/content/doctors";
import { DoctorCta } from "./doctor-cta";
import { DoctorHero } from "./doctor-hero";
import { FeaturedArticle } from "./featured-article";
import {
  SurgeonAwards,
  SurgeonConferences,
  SurgeonEducation,
  SurgeonSpecialisations,
  SurgeonSummary,
} from "./surgeon-credentials";
import { SurgicalCases } from "./surgical-cases";

/** The surgeon's full profile, shown at /doctor-profile and /doctors/aditya-varma. */
export function SurgeonProfile() {
  return (
    <>
      <DoctorHero doctor={surgeon}>
        {/* A fragment link scrolls (smoothly unless reduced motion) and moves focus, even without JS. */}
        <a href="#summary" className="btn-sand">
          View Profile Summary
          <ArrowDown className="size-4" aria-hidden="true" />
        </a>
        {surgeon.personalSite ? (
          <a href={surgeon.personalSite} target="_blank" rel="noopener noreferrer" className="btn-ghost-light">
            Visit Personal Website
            <ExternalLink className="size-4" aria-hidden="true" />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : null}
      </DoctorHero>
      <SurgeonSummary />
      <SurgeonSpecialisations />
      <SurgeonAwards />
      <SurgeonConferences />
      <SurgeonEducation />
      <SurgicalCases />
      <FeaturedArticle />
      <DoctorCta doctor={surgeon} />
    </>
  );
}
