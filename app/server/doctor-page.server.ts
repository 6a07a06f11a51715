import { redirect } from "react-router";
import type { AppServices } from "./context.server";
import { loadPublicDoctor } from "./content/doctors.server";
import { averageActiveRating, listDoctorTestimonials } from "./content/testimonials.server";
import { listDoctorVideos } from "./content/videos.server";
import { shownInFor } from "./content/translations.server";

/** A doctor's profile page: their published profile (a staff preview: the newest) and the
 * clinic's counted rating, with the videos and patients' stories linked to them. An unknown or hidden doctor goes home (SPEC), answered on the
 * server so the bad address never becomes a history entry (decision 018). */
export async function doctorPageData(services: AppServices, request: Request, slug: string | undefined) {
  const doctor = slug ? await loadPublicDoctor(services, request, slug) : null;
  if (!doctor) throw redirect("/");
  const { db } = services.database;
  const shownIn = await shownInFor(services, request);
  const [averageRating, videos, stories] = await Promise.all([
    averageActiveRating(db),
    listDoctorVideos(db, doctor.slug, shownIn),
    listDoctorTestimonials(db, doctor.slug, shownIn),
  ]);
  return { doctor, averageRating, videos, stories };
}
