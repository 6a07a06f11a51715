import type { Route } from "./+types/doctor-profile";
import { SurgeonProfile } from "~/components/doctors/surgeon-profile";
import { surgeon } from "~/content/doctors";
import { doctorPageSeo } from "~/lib/doctors";
import { buildMeta, siteUrlFromMatches } from "~/lib/seo";

export function meta({ matches }: Route.MetaArgs) {
  // Canonical is /doctors/aditya-varma (docs/decisions/004-doctor-urls.md).
  return buildMeta(doctorPageSeo(surgeon, siteUrlFromMatches(matches)));
}

export default function SurgeonProfileRoute() {
  return <SurgeonProfile />;
}
