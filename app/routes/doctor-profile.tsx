import { translatorFromMatches } from "~/components/messages-context";
import type { Route } from "./+types/doctor-profile";
import { DoctorProfile } from "~/components/doctors/doctor-profile";
import { surgeonName } from "~/content/doctor-names";
import { doctorMeta } from "~/lib/doctors";
import { clinicFromMatches, siteUrlFromMatches, localeFromMatches, languagesFromMatches } from "~/lib/seo";
import { servicesContext } from "~/server/context.server";
import { doctorPageData } from "~/server/doctor-page.server";

// The prototype's address, kept working; the canonical one is /doctors/aditya-varma (docs/decisions/005-doctor-urls.md).
export function loader({ context, request }: Route.LoaderArgs) {
  return doctorPageData(context.get(servicesContext), request, surgeonName.slug);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData
    ? doctorMeta(
        loaderData.doctor,
        siteUrlFromMatches(matches),
        clinicFromMatches(matches),
        translatorFromMatches(matches)("chrome.navHome"),
        localeFromMatches(matches),
        languagesFromMatches(matches),
      )
    : [];
}

export default function LegacyDoctorRoute({ loaderData }: Route.ComponentProps) {
  return (
    <DoctorProfile
      doctor={loaderData.doctor}
      averageRating={loaderData.averageRating}
      videos={loaderData.videos}
      stories={loaderData.stories}
    />
  );
}
