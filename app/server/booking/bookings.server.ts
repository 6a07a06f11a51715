// A hold becomes a booking, and a booking is read, cancelled or moved through its private link
// (issue 47 items 2 and 4). The patient's details are sealed before they are written
// (health-data/seal.server.ts) and opened only to show them to that patient or to staff.
import { and, eq, gt } from "drizzle-orm";
import type { PatientDetails } from "~/lib/booking-schema";
import type { InquiryAttribution } from "~/lib/attribution";
import type { Locale } from "~/i18n/locales";
import { bookingServiceRules, getBookableService } from "../content/booking-services.server";
import type { Db } from "../db/client.server";
import { appointments } from "../db/schema.server";
import { type HealthKey, open, seal } from "../health-data/seal.server";
import { type Refusal, sessionTimes, whenFree } from "./appointments.server";
import { bookingToken, type LinkPurpose, linkSecret, tokenId, tokenMatches } from "./links.server";
import { queueNotices, recordConsents, type ReminderChoices } from "./notices.server";

/** A manage link keeps working this long after the appointment ends (for its .ics and record). */
export const LINK_DAYS_AFTER = 30;

const bound = (reference: string) => `appointment:${reference}`;

export const sealPatient = (key: HealthKey, details: PatientDetails, reference: string) => seal(key, details, bound(reference));
export const openPatient = (key: HealthKey, sealed: string, reference: string) => open(key, sealed, bound(reference)) as PatientDetails;

const appointmentColumns = {
  id: appointments.id,
  reference: appointments.reference,
  serviceId: appointments.serviceId,
  serviceName: appointments.serviceName,
  startsAt: appointments.startsAt,
  endsAt: appointments.endsAt,
  status: appointments.status,
  holdExpiresAt: appointments.holdExpiresAt,
  patient: appointments.patient,
  locale: appointments.locale,
  bookedAt: appointments.bookedAt,
  cancelledAt: appointments.cancelledAt,
  movedAt: appointments.movedAt,
  series: appointments.series,
};

export type AppointmentRow = NonNullable<Awaited<ReturnType<typeof appointmentRow>>>;

/** An appointment with what its service says of it now (where, notice to cancel and move). */
export async function appointmentRow(db: Db, id: number) {
  const [row] = await db.select(appointmentColumns).from(appointments).where(eq(appointments.id, id)).limit(1);
  if (!row) return null;
  const rules = row.serviceId === null ? null : await bookingServiceRules(db, row.serviceId);
  return {
    ...row,
    mode: rules?.mode ?? null,
    cancelNoticeHours: rules?.cancelNoticeHours ?? null,
    rescheduleNoticeHours: rules?.rescheduleNoticeHours ?? null,
    serviceActive: rules?.isActive ?? false,
  };
}

/** The appointment a link names, or null: not a link of this site, or not for this purpose. */
export async function appointmentByToken(db: Db, purpose: LinkPurpose, token: string): Promise<AppointmentRow | null> {
  const id = tokenId(token);
  if (id === null) return null;
  const [row, secret] = await Promise.all([appointmentRow(db, id), linkSecret(db)]);
  return row && tokenMatches(secret, purpose, token, row) ? row : null;
}

export async function linkFor(db: Db, purpose: LinkPurpose, row: { id: number; reference: string }): Promise<string> {
  return bookingToken(await linkSecret(db), purpose, row.id, row.reference);
}

export type ConfirmOutcome = { ok: true; manageToken: string; reference: string } | { ok: false; reason: "gone" } | Refusal;

/**
 * Books the held time for the patient: the hold's row becomes the booking. A hold that ran out
 * is booked still when its time is free (checked under the resources' lock like any hold); a
 * second post of the same form finds the booking made and answers with it.
 */
export async function confirmBooking(
  db: Db,
  key: HealthKey,
  req: {
    holdToken: string;
    details: PatientDetails;
    locale: Locale;
    now: Date;
    /** The reminders the patient asked for (none unless said), the clinic's offsets, and their
     * number's keyed hash (for a STOP from it). */
    reminders?: ReminderChoices;
    reminderMinutes?: number[];
    phoneKey?: string | null;
    /** Where the booking came from (the page, the campaign), as leads record it. */
    attribution?: InquiryAttribution;
  },
): Promise<ConfirmOutcome> {
  const hold = await appointmentByToken(db, "hold", req.holdToken);
  if (!hold || hold.status === "cancelled") return { ok: false, reason: "gone" };
  const booked = async () => ({ ok: true as const, reference: hold.reference, manageToken: await linkFor(db, "manage", hold) });
  if (hold.status !== "held") return booked();
  const values = {
    status: "booked" as const,
    patient: sealPatient(key, req.details, hold.reference),
    locale: req.locale,
    bookedAt: req.now,
    holdExpiresAt: null,
    updatedAt: req.now,
    ...req.attribution,
  };
  // The booking, the patient's consents and what they are told are one write: none without the others.
  const book = async (tx: Db, live: boolean) => {
    const [made] = await tx
      .update(appointments)
      .set(values)
      .where(and(eq(appointments.id, hold.id), eq(appointments.status, "held"), live ? gt(appointments.holdExpiresAt, req.now) : undefined))
      .returning({ id: appointments.id, startsAt: appointments.startsAt });
    if (!made) return false;
    const choices = req.reminders ?? { whatsapp: false, email: false };
    await recordConsents(tx, { appointmentId: made.id, choices, phoneKey: req.phoneKey ?? null, form: "book", now: req.now });
    const reminderMinutes = req.reminderMinutes ?? [];
    await queueNotices(tx, { appointmentId: made.id, startsAt: made.startsAt, event: "confirmation", reminderMinutes, now: req.now });
    return true;
  };
  if (await db.transaction((tx) => book(tx, true))) return booked();

  // Ran out while the patient typed: book it if the time is still free (the lapsed hold no
  // longer counts), else say it was taken, with the nearest free times.
  const service = hold.serviceId === null ? null : await getBookableService(db, hold.serviceId);
  const again = await whenFree(db, service, { startsAt: hold.startsAt, now: req.now }, (tx) => book(tx, false));
  if (!again.ok) return again;
  return again.value ? booked() : { ok: false, reason: "gone" };
}

/** How long before the start a change is still the patient's to make, or null: call the clinic. */
export function changeCutOff(row: AppointmentRow, change: "cancel" | "move"): Date | null {
  const hours = change === "cancel" ? row.cancelNoticeHours : row.rescheduleNoticeHours;
  if (hours === null || !row.serviceActive) return null;
  return new Date(row.startsAt.getTime() - hours * 3_600_000);
}

export const linkExpired = (row: AppointmentRow, now: Date) => now.getTime() > row.endsAt.getTime() + LINK_DAYS_AFTER * 86_400_000;

export type ChangeOutcome = { ok: true } | { ok: false; reason: "not-booked" | "too-late" } | Refusal;

const changeable = (row: AppointmentRow, change: "cancel" | "move", now: Date): ChangeOutcome => {
  if (row.status !== "booked") return { ok: false, reason: "not-booked" };
  const cutOff = changeCutOff(row, change);
  return cutOff && now < cutOff ? { ok: true } : { ok: false, reason: "too-late" };
};

/** The patient cancels from their link, within the service's notice. */
export async function cancelBooking(db: Db, row: AppointmentRow, now: Date): Promise<ChangeOutcome> {
  const allowed = changeable(row, "cancel", now);
  if (!allowed.ok) return allowed;
  const done = await db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(appointments)
      .set({ status: "cancelled", cancelledAt: now, cancelledBy: "patient", updatedAt: now })
      .where(and(eq(appointments.id, row.id), eq(appointments.status, "booked")))
      .returning({ id: appointments.id });
    if (cancelled)
      await queueNotices(tx, { appointmentId: row.id, startsAt: row.startsAt, event: "cancellation", reminderMinutes: [], now });
    return cancelled !== undefined;
  });
  return done ? { ok: true } : { ok: false, reason: "not-booked" };
}

/** The patient moves the booking to another free time of the same service, within its notice. */
export async function moveBooking(
  db: Db,
  row: AppointmentRow,
  startsAt: Date,
  now: Date,
  reminderMinutes: number[],
): Promise<ChangeOutcome> {
  const allowed = changeable(row, "move", now);
  if (!allowed.ok) return allowed;
  const service = row.serviceId === null ? null : await getBookableService(db, row.serviceId);
  if (!service) return { ok: false, reason: "too-late" };
  const moved = await whenFree(db, service, { startsAt, now, except: row.id }, async (tx) => {
    const [done] = await tx
      .update(appointments)
      .set({ ...sessionTimes(service, startsAt), movedAt: now, updatedAt: now })
      .where(and(eq(appointments.id, row.id), eq(appointments.status, "booked")))
      .returning({ id: appointments.id });
    if (done) await queueNotices(tx, { appointmentId: row.id, startsAt, event: "change", reminderMinutes, now });
    return done !== undefined;
  });
  if (!moved.ok) return moved;
  return moved.value ? { ok: true } : { ok: false, reason: "not-booked" };
}
