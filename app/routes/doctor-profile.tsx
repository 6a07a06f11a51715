import type { Route } from "./+types/doctor-profile";
import { SurgeonProfile } from "~/components/doctors/surgeon-profile";
import { surgeon } from "~/content/doctors";
import { doctorMeta } from "~/lib/doctors";
import { clinicFromMatches, siteUrlFromMatches } from "~/lib/seo";

export function meta({ matches }: Route.MetaArgs) {
  // Canonical is /doctors/aditya-varma (docs/decisions/005-doctor-urls.md).
  return doctorMeta(surgeon, siteUrlFromMatches(matches), clinicFromMatches(matches));
}

export default function SurgeonProfileRoute() {
  return <SurgeonProfile />;
}
