// A booking's calendar file as the patient downloads it (and, later, as the mails attach it):
// the event's words in the booking's language, its place, and its private page's address.
import { bookingServiceTextsType } from "~/content-types/row-texts";
import { createTranslator } from "~/i18n/format";
import { DEFAULT_LOCALE, isLocale, LOCALE_INFO, localizePath } from "~/i18n/locales";
import { appointmentIcs } from "~/lib/appointment-ics";
import { clinicView } from "~/lib/clinic-view";
import { readClinicSettings } from "../content/clinic-settings.server";
import { readMessages } from "../content/interface-texts.server";
import { localizeRows } from "../content/translations.server";
import type { AppServices } from "../context.server";
import { type AppointmentRow, linkFor } from "./bookings.server";
import { lookUpBooking } from "./manage-page.server";

/** Seconds from the booking to its latest move or cancellation: it grows with every change, as
 * RFC 5545's SEQUENCE must for calendars to replace their copy. */
function sequenceOf(row: AppointmentRow): number {
  const changed = Math.max(row.movedAt?.getTime() ?? 0, row.cancelledAt?.getTime() ?? 0);
  if (!changed || !row.bookedAt) return 0;
  return Math.max(1, Math.round((changed - row.bookedAt.getTime()) / 1000));
}

export async function appointmentCalendar(
  services: Pick<AppServices, "database" | "env">,
  row: AppointmentRow,
  now: Date,
): Promise<string> {
  const { db } = services.database;
  const locale = row.locale && isLocale(row.locale) ? row.locale : DEFAULT_LOCALE;
  const [messages, settings, token] = await Promise.all([
    readMessages(db, { locale }),
    readClinicSettings(db, { locale }),
    linkFor(db, "manage", row),
  ]);
  const t = createTranslator(messages.messages, LOCALE_INFO[locale].tag);
  const clinic = clinicView(settings, now, locale);
  const [named] =
    row.serviceId === null
      ? []
      : await localizeRows(db, bookingServiceTextsType, [{ id: row.serviceId, name: row.serviceName }], { locale });
  const siteUrl = services.env.SITE_URL;
  const url = `${siteUrl}${localizePath(locale, "/book/manage")}?link=${token}`;
  return appointmentIcs({
    reference: row.reference,
    host: new URL(siteUrl).hostname,
    summary: t("booking.calendarSummary", { service: named?.name ?? row.serviceName, clinicName: clinic.shortName }),
    description: t("booking.calendarDescription", { reference: row.reference, link: url }),
    location: row.mode === "video" ? t("booking.whereVideo") : clinic.fullAddress,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    cancelled: row.status === "cancelled",
    sequence: sequenceOf(row),
    stamp: row.movedAt ?? row.cancelledAt ?? row.bookedAt ?? now,
    url,
  });
}

/** The file for a private link, or null when the link names no booking (or has expired). */
export async function bookingCalendarFile(services: Pick<AppServices, "database" | "env">, token: string | null, now: Date) {
  const found = await lookUpBooking(services.database.db, token, now);
  if (found.kind !== "found") return null;
  return { reference: found.row.reference, body: await appointmentCalendar(services, found.row, now) };
}
