import { redirect } from "react-router";
import type { AppServices } from "./context.server";
import { loadPublicDoctor } from "./content/doctors.server";
import { averageActiveRating } from "./repos/testimonials.server";

/** A doctor's profile page: their published profile (a staff preview: the newest) and the
 * clinic's counted rating. An unknown or hidden doctor goes home (SPEC), answered on the
 * server so the bad address never becomes a history entry (decision 018). */
export async function doctorPageData(services: AppServices, request: Request, slug: string | undefined) {
  const doctor = slug ? await loadPublicDoctor(services, request, slug) : null;
  if (!doctor) throw redirect("/");
  return { doctor, averageRating: await averageActiveRating(services.database.db) };
}
