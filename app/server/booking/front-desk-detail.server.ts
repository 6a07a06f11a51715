// One appointment as the front desk sees it (issue 47 item 6): its details, the patient (for a
// viewer who may see patients), the notices queued or sent for it (what, by which channel,
// their state and times; never a message's text), the reminder consents, its series and its
// lead; and which changes its state allows now.
import { asc, eq } from "drizzle-orm";
import { LOCALE_INFO, isLocale } from "~/i18n/locales";
import { clockOf, longDay, sameWallClock } from "~/lib/booking-view";
import { dayInZone } from "~/lib/calendar-input";
import { CLINIC_TIME_ZONE, clinicDate, formatClinicTime } from "~/lib/clinic-view";
import { PATIENT_HIDDEN, STATUS_LABELS } from "~/lib/front-desk";
import { phoneDisplay } from "~/lib/phone";
import type { Db } from "../db/client.server";
import { listResourceChoices } from "../content/booking-resources.server";
import { appointmentNotices, appointments, reminderConsents, users } from "../db/schema.server";
import { type HealthKey, SealedValueError } from "../health-data/seal.server";
import { openPatient } from "./bookings.server";
import { openStaffText } from "./front-desk-times.server";

const EVENT_LABELS = { confirmation: "Confirmation", reminder: "Reminder", change: "Change", cancellation: "Cancellation" } as const;
const CHANNEL_LABELS = { email: "E-mail", whatsapp: "WhatsApp" } as const;
const NOTICE_STATUS_LABELS = {
  pending: "Waiting",
  sent: "Sent",
  delivered: "Delivered",
  read: "Read",
  failed: "Failed",
  skipped: "Not sent",
} as const;
const WITHDRAWN_VIA = {
  "manage-page": "on their booking page",
  "whatsapp-stop": "by replying STOP",
  "front-desk": "at the front desk",
} as const;

const label = (at: Date | null) => (at ? formatClinicTime(at) : null);

/** "24 h before", "2 h before", "90 min before". */
function beforeText(minutes: number | null): string | null {
  if (minutes === null) return null;
  return minutes % 60 === 0 ? `${minutes / 60} h before` : `${minutes} min before`;
}

export async function appointmentDetail(db: Db, key: HealthKey, id: number, opts: { canSeePatients: boolean; now: Date }) {
  const [row] = await db
    .select({
      id: appointments.id,
      reference: appointments.reference,
      serviceId: appointments.serviceId,
      serviceName: appointments.serviceName,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      status: appointments.status,
      patient: appointments.patient,
      locale: appointments.locale,
      bookedAt: appointments.bookedAt,
      bookedVia: appointments.bookedVia,
      bookedBy: users.username,
      inquiryId: appointments.inquiryId,
      staffNote: appointments.staffNote,
      cancelReason: appointments.cancelReason,
      cancelledAt: appointments.cancelledAt,
      cancelledBy: appointments.cancelledBy,
      movedAt: appointments.movedAt,
      checkedInAt: appointments.checkedInAt,
      noShowAt: appointments.noShowAt,
      series: appointments.series,
      resourceId: appointments.resourceId,
      practitionerId: appointments.practitionerId,
    })
    .from(appointments)
    .leftJoin(users, eq(users.id, appointments.bookedBy))
    .where(eq(appointments.id, id))
    .limit(1);
  // A hold is a patient still typing on the site: not the front desk's to see or change yet.
  if (!row || row.status === "held") return null;

  const [notices, consents, siblings, resources] = await Promise.all([
    db
      .select({
        id: appointmentNotices.id,
        event: appointmentNotices.event,
        channel: appointmentNotices.channel,
        status: appointmentNotices.status,
        minutesBefore: appointmentNotices.minutesBefore,
        dueAt: appointmentNotices.dueAt,
        sentAt: appointmentNotices.sentAt,
        statusAt: appointmentNotices.statusAt,
      })
      .from(appointmentNotices)
      .where(eq(appointmentNotices.appointmentId, id))
      .orderBy(asc(appointmentNotices.dueAt), asc(appointmentNotices.id)),
    db
      .select({
        channel: reminderConsents.channel,
        givenAt: reminderConsents.givenAt,
        textVersion: reminderConsents.textVersion,
        form: reminderConsents.form,
        withdrawnAt: reminderConsents.withdrawnAt,
        withdrawnVia: reminderConsents.withdrawnVia,
      })
      .from(reminderConsents)
      .where(eq(reminderConsents.appointmentId, id))
      .orderBy(asc(reminderConsents.channel)),
    row.series === null
      ? Promise.resolve([])
      : db
          .select({ id: appointments.id, reference: appointments.reference, startsAt: appointments.startsAt, status: appointments.status })
          .from(appointments)
          .where(eq(appointments.series, row.series))
          .orderBy(asc(appointments.startsAt)),
    listResourceChoices(db),
  ]);
  const nameOf = (id: number | null) => (id === null ? null : (resources.find((r) => r.id === id)?.name ?? null));

  const patient = opts.canSeePatients ? openDetails(key, row) : null;
  const staffNote = opts.canSeePatients ? openStaffText(key, row.staffNote, row.reference, "staffNote") : null;
  const cancelReason = opts.canSeePatients ? openStaffText(key, row.cancelReason, row.reference, "cancelReason") : null;
  const day = clinicDate(row.startsAt);
  const booked = row.status === "booked";
  const started = opts.now >= row.startsAt;
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    statusLabel: STATUS_LABELS[row.status],
    serviceName: row.serviceName,
    serviceId: row.serviceId,
    day,
    dayLabel: longDay(day, "en-IN"),
    start: clockOf(row.startsAt),
    end: clockOf(row.endsAt),
    startIso: row.startsAt.toISOString(),
    resourceName: nameOf(row.resourceId),
    practitionerName: nameOf(row.practitionerId),
    bookedVia: row.bookedVia === "front_desk" ? "At the front desk" : "On the site",
    bookedBy: row.bookedBy,
    bookedAt: label(row.bookedAt),
    language: row.locale && isLocale(row.locale) ? LOCALE_INFO[row.locale].englishName : null,
    patient: patient?.details ?? null,
    patientNote: !opts.canSeePatients
      ? PATIENT_HIDDEN
      : patient?.error
        ? patient.error
        : row.patient === null
          ? "No patient details"
          : null,
    canSeePatients: opts.canSeePatients,
    staffNote,
    cancelled: row.cancelledAt ? { at: label(row.cancelledAt), by: row.cancelledBy, reason: cancelReason } : null,
    checkedIn: label(row.checkedInAt),
    noShow: label(row.noShowAt),
    moved: label(row.movedAt),
    inquiry: row.inquiryId === null ? null : { id: row.inquiryId, href: `/admin/inquiries?person=${row.inquiryId}` },
    series:
      row.series === null
        ? null
        : {
            reference: row.series,
            items: siblings.map((s) => ({
              id: s.id,
              reference: s.reference,
              when: `${longDay(clinicDate(s.startsAt), "en-IN")}, ${clockOf(s.startsAt)}`,
              status: STATUS_LABELS[s.status],
              current: s.id === row.id,
            })),
          },
    notices: notices.map((n) => ({
      id: n.id,
      event: EVENT_LABELS[n.event],
      before: beforeText(n.minutesBefore),
      channel: CHANNEL_LABELS[n.channel],
      status: NOTICE_STATUS_LABELS[n.status],
      due: formatClinicTime(n.dueAt),
      sent: label(n.sentAt),
    })),
    consents: consents.map((c) => ({
      channel: c.channel,
      channelLabel: CHANNEL_LABELS[c.channel],
      given: formatClinicTime(c.givenAt),
      textVersion: c.textVersion,
      form: c.form === "front-desk" ? "Said on the phone to the front desk" : "On the booking form",
      withdrawn: c.withdrawnAt
        ? `${formatClinicTime(c.withdrawnAt)} ${c.withdrawnVia && c.withdrawnVia in WITHDRAWN_VIA ? WITHDRAWN_VIA[c.withdrawnVia as keyof typeof WITHDRAWN_VIA] : ""}`.trim()
        : null,
    })),
    allowed: {
      checkIn: booked && day <= clinicDate(opts.now),
      noShow: booked && started,
      undo: row.status === "checked_in" || row.status === "no_show",
      move: booked,
      cancel: booked && !started,
      note: true,
    },
  };
}

export type AppointmentDetail = NonNullable<Awaited<ReturnType<typeof appointmentDetail>>>;

interface OpenedPatient {
  name: string;
  phone: string;
  telHref: string | null;
  email: string | null;
  country: string;
  note: string | null;
  zone: string;
  /** "10:30 on Wednesday, 9 December 2026 (Europe/London)" when the patient's clock differs. */
  theirTime: string | null;
}

function openDetails(
  key: HealthKey,
  row: { patient: string | null; reference: string; startsAt: Date },
): { details?: OpenedPatient; error?: string } | null {
  if (row.patient === null) return null;
  try {
    const d = openPatient(key, row.patient, row.reference);
    const phone = phoneDisplay(d.phone);
    const theirs = d.zone !== CLINIC_TIME_ZONE && !sameWallClock(row.startsAt, d.zone, CLINIC_TIME_ZONE);
    return {
      details: {
        name: d.name,
        phone: phone.text,
        telHref: phone.telHref,
        email: d.email,
        country: d.country,
        note: d.note,
        zone: d.zone,
        theirTime: theirs ? `${clockOf(row.startsAt, d.zone)} on ${longDay(dayInZone(row.startsAt, d.zone), "en-IN")} (${d.zone})` : null,
      },
    };
  } catch (error) {
    if (error instanceof SealedValueError) return { error: `The patient's details cannot be read: ${error.message}.` };
    throw error;
  }
}
