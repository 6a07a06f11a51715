import type { Route } from "./+types/doctor-gurpreet-profile";
import { ConsultantProfile } from "~/components/doctors/consultant-profile";
import { consultant } from "~/content/doctors";
import { doctorMeta } from "~/lib/doctors";
import { clinicFromMatches, siteUrlFromMatches } from "~/lib/seo";

export function meta({ matches }: Route.MetaArgs) {
  // Canonical is /doctors/gurpreet-singh-bedi (docs/decisions/005-doctor-urls.md).
  return doctorMeta(consultant, siteUrlFromMatches(matches), clinicFromMatches(matches));
}

export default function ConsultantProfileRoute() {
  return <ConsultantProfile />;
}
