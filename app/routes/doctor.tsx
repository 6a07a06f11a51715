import { redirect } from "react-router";
import type { Route } from "./+types/doctor";
import { DoctorProfile } from "~/components/doctors/doctor-profile";
import { doctorBySlug } from "~/content/doctors";
import { doctorMeta } from "~/lib/doctors";
import { clinicFromMatches, siteUrlFromMatches } from "~/lib/seo";

export function loader({ params }: Route.LoaderArgs) {
  const doctor = params.slug ? doctorBySlug(params.slug) : undefined;
  // SPEC: a missing or unknown slug goes home. Answering on the server means the bad
  // address never becomes a history entry (public pages are document loads: decision 018).
  if (!doctor) throw redirect("/");
  return { slug: doctor.slug };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const doctor = loaderData ? doctorBySlug(loaderData.slug) : undefined;
  return doctor ? doctorMeta(doctor, siteUrlFromMatches(matches), clinicFromMatches(matches)) : [];
}

export default function DoctorRoute({ loaderData }: Route.ComponentProps) {
  return <DoctorProfile slug={loaderData.slug} />;
}
