import { translatorFromMatches } from "~/components/messages-context";
import type { Route } from "./+types/doctor";
import { DoctorProfile } from "~/components/doctors/doctor-profile";
import { legacyProfileSlug } from "~/content/doctor-names";
import { doctorMeta } from "~/lib/doctors";
import { clinicFromMatches, siteUrlFromMatches, localeFromMatches, languagesFromMatches } from "~/lib/seo";
import { servicesContext } from "~/server/context.server";
import { doctorPageData } from "~/server/doctor-page.server";

export function loader({ context, params, request }: Route.LoaderArgs) {
  const slug = params.slug ?? legacyProfileSlug(new URL(request.url).pathname);
  return doctorPageData(context.get(servicesContext), request, slug);
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

export default function DoctorRoute({ loaderData }: Route.ComponentProps) {
  return (
    <DoctorProfile
      doctor={loaderData.doctor}
      averageRating={loaderData.averageRating}
      videos={loaderData.videos}
      stories={loaderData.stories}
    />
  );
}
