// A notice as it goes out now (issue 47 item 5): whether it is still true, and its words, from
// the appointment, its consents, the published settings and the interface texts, in the
// booking's language. Nothing of it is stored: the outbox row holds no address and no text.
import { and, eq } from "drizzle-orm";
import { bookingServiceTextsType } from "~/content-types/row-texts";
import { createTranslator } from "~/i18n/format";
import { DEFAULT_LOCALE, isLocale, LOCALE_INFO, type Locale, localizePath } from "~/i18n/locales";
import type { AppointmentMessage, MessageClinic, MessageOptions } from "~/lib/appointment-message";
import { clinicView } from "~/lib/clinic-view";
import type { PatientDetails } from "~/lib/booking-schema";
import { readClinicSettings } from "../content/clinic-settings.server";
import { readMessages } from "../content/interface-texts.server";
import { localizeRows } from "../content/translations.server";
import type { AppServices } from "../context.server";
import { appointments } from "../db/schema.server";
import { SealedValueError } from "../health-data/seal.server";
import { type AppointmentRow, appointmentRow, linkFor, openPatient } from "./bookings.server";
import { type ClaimedNotice, NOTICE_GIVE_UP_HOURS } from "./notice-outbox.server";
import { consentedChannels, REMINDER_LATE_MINUTES } from "./notices.server";

export interface NoticeContext {
  row: AppointmentRow;
  patient: PatientDetails;
  locale: Locale;
  message: AppointmentMessage;
  clinic: MessageClinic;
  options: MessageOptions;
}

/** Why a notice is no longer to be sent, or null when it is. */
export function staleReason(notice: ClaimedNotice, row: AppointmentRow | null, consents: ReadonlySet<string>, now: Date): string | null {
  if (!row) return "The appointment was deleted.";
  if (notice.event === "cancellation") return row.status === "cancelled" ? null : "The appointment is no longer cancelled.";
  if (row.status === "cancelled") return "The appointment was cancelled since.";
  if (row.startsAt.getTime() !== notice.forStartsAt.getTime()) return "The appointment was moved since.";
  if (notice.channel === "whatsapp" && !consents.has("whatsapp")) return "No consent to WhatsApp messages (withdrawn or never given).";
  if (notice.event !== "reminder") return row.status === "booked" ? null : "The appointment is no longer booked.";
  if (row.status !== "booked") return "The appointment is no longer booked.";
  // An e-mail reminder is the patient's wish for reminders, or a WhatsApp one delivered by e-mail.
  if (consents.size === 0) return "No consent to reminders (withdrawn or never given).";
  if (row.startsAt <= now) return "The appointment has started.";
  if (now.getTime() - notice.dueAt.getTime() > REMINDER_LATE_MINUTES * 60_000 && notice.attempts <= 1) {
    return "Its moment passed while no instance was sending.";
  }
  return null;
}

/** When a notice that keeps failing is given up: a reminder at its appointment's start. */
export function lastChance(notice: ClaimedNotice, row: AppointmentRow): Date {
  if (notice.event === "reminder") return row.startsAt;
  return new Date(notice.createdAt.getTime() + NOTICE_GIVE_UP_HOURS * 3_600_000);
}

export type Prepared = { send: NoticeContext } | { skip: string } | { fail: string };

export async function prepareNotice(services: AppServices, notice: ClaimedNotice, now: Date): Promise<Prepared & { row?: AppointmentRow }> {
  const { db } = services.database;
  const row = await appointmentRow(db, notice.appointmentId);
  const consents = await consentedChannels(db, notice.appointmentId);
  const stale = staleReason(notice, row, consents, now);
  if (stale || !row) return { skip: stale ?? "The appointment was deleted." };
  if (!row.patient) return { skip: "The appointment has no patient's details." };
  let patient: PatientDetails;
  try {
    patient = openPatient(services.healthKey, row.patient, row.reference);
  } catch (error) {
    if (!(error instanceof SealedValueError)) throw error;
    services.log.error({ reference: row.reference, reason: error.message }, "a booking's details could not be opened for its notice");
    return { fail: `The patient's details could not be opened: ${error.message}`, row };
  }
  const locale = row.locale && isLocale(row.locale) ? row.locale : DEFAULT_LOCALE;
  const [catalogue, settings, token] = await Promise.all([
    readMessages(db, { locale }),
    readClinicSettings(db, { locale }),
    linkFor(db, "manage", row),
  ]);
  const [named] =
    row.serviceId === null
      ? []
      : await localizeRows(db, bookingServiceTextsType, [{ id: row.serviceId, name: row.serviceName }], { locale });
  const view = clinicView(settings, now, locale);
  // A series' first confirmation lists every session still booked.
  const sessions =
    notice.event === "confirmation" && row.series === row.reference
      ? (
          await db
            .select({ startsAt: appointments.startsAt })
            .from(appointments)
            .where(and(eq(appointments.series, row.series), eq(appointments.status, "booked")))
            .orderBy(appointments.startsAt)
        ).map((s) => s.startsAt)
      : undefined;
  const siteUrl = services.env.SITE_URL.replace(/\/+$/, "");
  return {
    row,
    send: {
      row,
      patient,
      locale,
      message: {
        event: notice.event,
        reference: row.reference,
        serviceName: named?.name ?? row.serviceName,
        startsAt: row.startsAt,
        name: patient.name,
        zone: patient.zone,
        video: row.mode === "video",
        reminders: consents.size > 0,
        sessions,
      },
      clinic: {
        name: view.name,
        shortName: view.shortName,
        phone: view.primaryPhone,
        address: view.fullAddress,
        emergencyNumber: view.emergencyNumber,
      },
      options: {
        t: createTranslator(catalogue.messages, LOCALE_INFO[locale].tag),
        locale,
        manageUrl: `${siteUrl}${localizePath(locale, "/book/manage")}?link=${token}`,
        siteUrl,
      },
    },
  };
}
