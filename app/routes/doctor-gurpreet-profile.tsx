import type { Route } from "./+types/doctor-gurpreet-profile";
import { ConsultantProfile } from "~/components/doctors/consultant-profile";
import { consultant } from "~/content/doctors";
import { doctorPageSeo } from "~/lib/doctors";
import { buildMeta, siteUrlFromMatches } from "~/lib/seo";

export function meta({ matches }: Route.MetaArgs) {
  // Canonical is /doctors/gurpreet-singh-bedi (docs/decisions/004-doctor-urls.md).
  return buildMeta(doctorPageSeo(consultant, siteUrlFromMatches(matches)));
}

export default function ConsultantProfileRoute() {
  return <ConsultantProfile />;
}
