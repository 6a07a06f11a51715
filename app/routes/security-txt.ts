import type { Route } from "./+types/security-txt";
import { securityTxt } from "~/lib/security-txt";
import { loadClinicView } from "~/server/content/clinic-settings.server";
import { servicesContext } from "~/server/context.server";

/** The contact is the clinic's email from its settings, so it follows a change there. */
export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const clinic = await loadClinicView(services);
  return new Response(securityTxt({ email: clinic.email, siteUrl: services.env.SITE_URL, now: new Date() }), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
