// GET /book/appointment.ics?link=…: a booking's calendar file, from its private link, in the
// language it was booked in.
import type { Route } from "./+types/book-calendar";
import { bookingCalendarFile } from "~/server/booking/calendar-file.server";
import { contentNow } from "~/server/clock.server";
import { servicesContext } from "~/server/context.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const token = new URL(request.url).searchParams.get("link");
  const file = await bookingCalendarFile(services, token, contentNow(services.env));
  if (!file) return new Response("There is no booking at this link.", { status: 404, headers: { "Cache-Control": "no-store" } });
  return new Response(file.body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file.reference}.ics"`,
      "Cache-Control": "no-store",
      "Referrer-Policy": "no-referrer",
    },
  });
}
