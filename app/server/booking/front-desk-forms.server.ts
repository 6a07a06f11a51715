// What the front desk's booking forms show (issue 47 item 6): the services, the chosen day's free
// times with the next days that have some, a lead's details to start from, and each refusal in
// words for the field it concerns.
import { asc, eq } from "drizzle-orm";
import type { CalendarDay } from "~/lib/availability";
import { clockOf, longDay, shortDay } from "~/lib/booking-view";
import { parseCalendarDay } from "~/lib/calendar-input";
import { clinicDate } from "~/lib/clinic-view";
import { STATUS_LABELS } from "~/lib/front-desk";
import { addDays } from "~/lib/reports";
import { getBookableService, listPublicBookingServices } from "../content/booking-services.server";
import type { Db } from "../db/client.server";
import { appointments } from "../db/schema.server";
import type { Refusal } from "./appointments.server";
import { timeZones } from "./booking-page.server";
import { type InquiryPrefill, inquiryPrefill } from "./front-desk-inquiry.server";
import { daysWithFree, staffFreeTimes } from "./front-desk-times.server";

/** Days looked at after the chosen one when it has no free time. */
const LOOK_AHEAD_DAYS = 14;

/** A day from the address, not before today; today when missing or malformed. */
export function dayFrom(text: string | null, today: CalendarDay): CalendarDay {
  return text && parseCalendarDay(text).ok && text >= today ? text : today;
}

/** The services the front desk books (those the site offers: active, holding a resource). */
export function frontDeskServices(db: Db) {
  return listPublicBookingServices(db);
}

/** The form's starting values: a lead's details, or India for a caller with none. */
export function startingValues(lead: InquiryPrefill | null): Record<string, string> {
  return lead
    ? { name: lead.name, phone: lead.phone, email: lead.email, country: lead.country, locale: lead.locale, zone: "Asia/Kolkata" }
    : { country: "India", locale: "en", zone: "Asia/Kolkata" };
}

export async function leadFor(db: Db, id: number | null) {
  return id === null ? null : inquiryPrefill(db, id);
}

/** The chosen service's free times on a day for the front desk, with the next days' counts;
 * `except` is an appointment being moved (its own places count as free). */
export async function dayChoices(
  db: Db,
  serviceId: number,
  day: CalendarDay,
  now: Date,
  href: (day: CalendarDay) => string,
  except?: number,
) {
  const service = await getBookableService(db, serviceId);
  if (!service) return null;
  const times = await staffFreeTimes(db, service, { from: day, to: addDays(day, LOOK_AHEAD_DAYS - 1) }, now, except);
  if (!times) return null;
  const today = clinicDate(now);
  return {
    service: { id: service.id, name: service.name, durationMinutes: service.durationMinutes },
    day,
    dayLabel: longDay(day, "en-IN"),
    times: (times.free.get(day) ?? []).map((t) => ({ iso: t.start.toISOString(), clock: clockOf(t.start), seatsLeft: t.seatsLeft })),
    nextDays: daysWithFree(times, addDays(day, 1), LOOK_AHEAD_DAYS - 1).map((d) => ({
      ...d,
      label: shortDay(d.day, "en-IN"),
      href: href(d.day),
    })),
    prevHref: day > today ? href(addDays(day, -1)) : null,
    nextHref: href(addDays(day, 1)),
  };
}

export { timeZones };

/** A refused time in words, for the time field: taken (with the nearest free times) or never offered. */
export function refusalText(refusal: (Pick<Refusal, "reason"> & { nearest?: Date[] }) | { reason: "no-inquiry" }): {
  field: string;
  message: string;
} {
  if (refusal.reason === "no-inquiry")
    return { field: "inquiry", message: "That inquiry no longer exists: book without it, or open another." };
  if (refusal.reason === "unknown-service") {
    return { field: "service", message: "That service cannot be booked now (it is inactive or holds no resource). Please choose another." };
  }
  const nearest = (refusal.nearest ?? []).map((at) => `${shortDay(clinicDate(at), "en-IN")} ${clockOf(at)}`);
  const offer = nearest.length > 0 ? ` The nearest free times: ${nearest.join(", ")}.` : "";
  return refusal.reason === "taken"
    ? { field: "startsAt", message: `That time was just taken.${offer} Please choose another; nothing else you typed is lost.` }
    : { field: "startsAt", message: `That time is not offered (closed, a break, or past).${offer} Please choose one of the free times.` };
}

/** The appointments of a series, in time order (the page after booking it). */
export async function seriesAppointments(db: Db, reference: string) {
  const rows = await db
    .select({ id: appointments.id, reference: appointments.reference, startsAt: appointments.startsAt, status: appointments.status })
    .from(appointments)
    .where(eq(appointments.series, reference))
    .orderBy(asc(appointments.startsAt));
  return rows.map((r) => ({
    id: r.id,
    reference: r.reference,
    label: `${shortDay(clinicDate(r.startsAt), "en-IN")} ${clockOf(r.startsAt)}`,
    status: STATUS_LABELS[r.status],
  }));
}
