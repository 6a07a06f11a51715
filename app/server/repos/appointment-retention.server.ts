// How long appointments are kept (issue 47 item 8): the configured period (settings table), read
// by the inbox's retention form and the daily clean-up, and which rows the clean-up deletes.
import { and, count, eq, inArray, isNull, lt, notInArray, or } from "drizzle-orm";
import { APPOINTMENT_RETENTION_SETTING, storedAppointmentRetentionDays } from "~/lib/appointment-retention";
import type { Db } from "../db/client.server";
import { appointmentNotices, appointments, type NoticeStatus, settings } from "../db/schema.server";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export async function getAppointmentRetentionDays(db: Db | Tx): Promise<number> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, APPOINTMENT_RETENTION_SETTING));
  return storedAppointmentRetentionDays(row?.value);
}

export async function saveAppointmentRetentionDays(db: Db | Tx, days: number): Promise<void> {
  await db
    .insert(settings)
    .values({ key: APPOINTMENT_RETENTION_SETTING, value: days })
    .onConflictDoUpdate({ target: settings.key, set: { value: days, updatedAt: new Date() } });
}

/**
 * Appointments past the retention period: those that ended before `cutoff`, whatever became of
 * them (attended, no-show, never marked), and cancelled ones that were to start before it. Holds
 * are not among them (`holdsDue`). Any status added later is deleted by its end, not kept.
 */
export const appointmentsDue = (cutoff: Date) =>
  or(
    and(notInArray(appointments.status, ["held", "cancelled"]), lt(appointments.endsAt, cutoff)),
    and(eq(appointments.status, "cancelled"), lt(appointments.startsAt, cutoff)),
  );

/**
 * Holds nobody booked, run out before `cutoff`; and holds the patient let go ("Choose another
 * time" marks them cancelled), which never held a patient's details, let go before it.
 */
export const holdsDue = (cutoff: Date) =>
  or(
    and(eq(appointments.status, "held"), lt(appointments.holdExpiresAt, cutoff)),
    and(eq(appointments.status, "held"), isNull(appointments.holdExpiresAt), lt(appointments.createdAt, cutoff)),
    and(
      eq(appointments.status, "cancelled"),
      isNull(appointments.patient),
      isNull(appointments.bookedAt),
      lt(appointments.updatedAt, cutoff),
    ),
  );

// Every state a message ends in (a Record, so a status added to the type must be listed here).
const FINISHED: Record<Exclude<NoticeStatus, "pending">, true> = { sent: true, delivered: true, read: true, failed: true, skipped: true };
const FINISHED_STATUSES = Object.keys(FINISHED) as Array<Exclude<NoticeStatus, "pending">>;

/** Messages no longer waiting, due before `cutoff`, about a start before it (the status and due
 * time are the outbox's own index, appointment_notices_due_idx). */
export const noticesDue = (cutoff: Date) =>
  and(
    inArray(appointmentNotices.status, FINISHED_STATUSES),
    lt(appointmentNotices.dueAt, cutoff),
    lt(appointmentNotices.forStartsAt, cutoff),
  );

/** How many appointments a period ending at `cutoff` removes (what a shorter retention will delete). */
export async function countAppointmentsDue(db: Db | Tx, cutoff: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(appointments).where(appointmentsDue(cutoff));
  return Number(row?.n ?? 0);
}
