// What the front desk does to an appointment (issue 47 item 6): check the patient in, mark a
// no-show once its time has come, undo either, move it to another free time, cancel it with a
// reason, keep a note, withdraw a reminder consent the patient takes back on the phone. Each
// change is one transaction with its audit line (the reference only, never the patient); a move
// and a cancellation queue what the patient is told. Staff are not held to the patient's notice.
import { and, eq, inArray } from "drizzle-orm";
import { reminderMinutes as reminderOffsets } from "~/content-types/clinic-settings";
import { clinicDate } from "~/lib/clinic-view";
import type { AppointmentStatusName } from "~/lib/front-desk";
import { getBookableService } from "../content/booking-services.server";
import { readClinicSettings } from "../content/clinic-settings.server";
import type { Db } from "../db/client.server";
import { appointments, type NoticeChannel } from "../db/schema.server";
import type { HealthKey } from "../health-data/seal.server";
import { recordAudit } from "../repos/admin-inquiries.server";
import { type Refusal, sessionTimes, whenFree } from "./appointments.server";
import type { Staff } from "./front-desk-book.server";
import { frontDeskRules, sealNote, sealReason } from "./front-desk-times.server";
import { queueNotices, withdrawConsent } from "./notices.server";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type ChangeRefusal = "gone" | "not-booked" | "too-early" | "not-started" | "not-arrived" | "started";
export type StaffChange = { ok: true; reference: string } | { ok: false; reason: ChangeRefusal };

interface Current {
  id: number;
  reference: string;
  status: AppointmentStatusName;
  startsAt: Date;
  serviceId: number | null;
}

async function current(db: Db | Tx, id: number, lock = false): Promise<Current | null> {
  const query = db
    .select({
      id: appointments.id,
      reference: appointments.reference,
      status: appointments.status,
      startsAt: appointments.startsAt,
      serviceId: appointments.serviceId,
    })
    .from(appointments)
    .where(eq(appointments.id, id))
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/** Runs a change on the locked row when `allowed` says yes, with its audit line, in one transaction. */
async function change(
  db: Db,
  staff: Staff,
  id: number,
  allowed: (row: Current) => ChangeRefusal | null,
  write: (tx: Tx, row: Current) => Promise<{ action: "status" | "update"; summary: string }>,
): Promise<StaffChange> {
  return db.transaction(async (tx): Promise<StaffChange> => {
    const row = await current(tx, id, true);
    if (!row) return { ok: false, reason: "gone" };
    const refused = allowed(row);
    if (refused) return { ok: false, reason: refused };
    const audit = await write(tx, row);
    await recordAudit(tx, { userId: staff.id, action: audit.action, entity: "appointment", entityId: String(id), summary: audit.summary });
    return { ok: true, reference: row.reference };
  });
}

/** The patient arrived: on the appointment's day, or later (a record made after the fact). */
export function checkIn(db: Db, staff: Staff, id: number, now: Date): Promise<StaffChange> {
  return change(
    db,
    staff,
    id,
    (row) => (row.status !== "booked" ? "not-booked" : clinicDate(row.startsAt) > clinicDate(now) ? "too-early" : null),
    async (tx, row) => {
      await tx.update(appointments).set({ status: "checked_in", checkedInAt: now, updatedAt: now }).where(eq(appointments.id, row.id));
      return { action: "status", summary: `checked in appointment ${row.reference}` };
    },
  );
}

/** The patient did not come: only once the appointment's time has come. */
export function markNoShow(db: Db, staff: Staff, id: number, now: Date): Promise<StaffChange> {
  return change(
    db,
    staff,
    id,
    (row) => (row.status !== "booked" ? "not-booked" : now < row.startsAt ? "not-started" : null),
    async (tx, row) => {
      await tx.update(appointments).set({ status: "no_show", noShowAt: now, updatedAt: now }).where(eq(appointments.id, row.id));
      return { action: "status", summary: `marked appointment ${row.reference} as a no-show` };
    },
  );
}

/** A check-in or no-show marked by mistake: back to booked. (A no-show's time has passed, so no
 * one can have been booked into its places meanwhile: the free times never offer a past time.) */
export function undoArrival(db: Db, staff: Staff, id: number, now: Date): Promise<StaffChange> {
  return change(
    db,
    staff,
    id,
    (row) => (row.status === "checked_in" || row.status === "no_show" ? null : "not-arrived"),
    async (tx, row) => {
      await tx
        .update(appointments)
        .set({ status: "booked", checkedInAt: null, noShowAt: null, updatedAt: now })
        .where(and(eq(appointments.id, row.id), inArray(appointments.status, ["checked_in", "no_show"])));
      const was = row.status === "checked_in" ? "check-in" : "no-show";
      return { action: "status", summary: `undid the ${was} of appointment ${row.reference}` };
    },
  );
}

/** Cancels a booked appointment that has not started, with the staff member's reason (sealed),
 * whatever the patient's notice to cancel; the patient is told. One whose time has come is
 * checked in or marked a no-show instead: a cancellation then would tell the patient of the past. */
export function cancelByStaff(db: Db, key: HealthKey, staff: Staff, id: number, reason: string, now: Date): Promise<StaffChange> {
  return change(
    db,
    staff,
    id,
    (row) => (row.status !== "booked" ? "not-booked" : now >= row.startsAt ? "started" : null),
    async (tx, row) => {
      await tx
        .update(appointments)
        .set({
          status: "cancelled",
          cancelledAt: now,
          cancelledBy: staff.username,
          cancelReason: sealReason(key, reason, row.reference),
          updatedAt: now,
        })
        .where(eq(appointments.id, row.id));
      await queueNotices(tx, { appointmentId: row.id, startsAt: row.startsAt, event: "cancellation", reminderMinutes: [], now });
      return { action: "status", summary: `cancelled appointment ${row.reference} at the front desk` };
    },
  );
}

/** Keeps the front desk's note (sealed); an empty note removes it. */
export function saveStaffNote(db: Db, key: HealthKey, staff: Staff, id: number, note: string, now: Date): Promise<StaffChange> {
  return change(
    db,
    staff,
    id,
    () => null,
    async (tx, row) => {
      await tx
        .update(appointments)
        .set({ staffNote: note ? sealNote(key, note, row.reference) : null, updatedAt: now })
        .where(eq(appointments.id, row.id));
      return { action: "update", summary: `${note ? "saved" : "removed"} the front desk's note on appointment ${row.reference}` };
    },
  );
}

export type MoveOutcome = { ok: true; reference: string } | { ok: false; reason: ChangeRefusal } | Refusal;

/** Moves a booked appointment to another free time of its service (its own places do not count
 * against it); the patient is told, and reminders follow the new time. */
export async function moveByStaff(db: Db, staff: Staff, id: number, startsAt: Date, now: Date): Promise<MoveOutcome> {
  const row = await current(db, id);
  if (!row) return { ok: false, reason: "gone" };
  if (row.status !== "booked") return { ok: false, reason: "not-booked" };
  const service = row.serviceId === null ? null : await getBookableService(db, row.serviceId);
  if (!service) return { ok: false, reason: "unknown-service", nearest: [] };
  const reminderMinutes = reminderOffsets(await readClinicSettings(db));
  const moved = await whenFree(db, frontDeskRules(service), { startsAt, now, except: id }, async (tx) => {
    const [done] = await tx
      .update(appointments)
      .set({ ...sessionTimes(service, startsAt), movedAt: now, updatedAt: now })
      .where(and(eq(appointments.id, id), eq(appointments.status, "booked")))
      .returning({ id: appointments.id });
    if (!done) return false;
    await queueNotices(tx, { appointmentId: id, startsAt, event: "change", reminderMinutes, now });
    await recordAudit(tx, {
      userId: staff.id,
      action: "update",
      entity: "appointment",
      entityId: String(id),
      summary: `moved appointment ${row.reference} at the front desk`,
    });
    return true;
  });
  if (!moved.ok) return moved;
  return moved.value ? { ok: true, reference: row.reference } : { ok: false, reason: "not-booked" };
}

/** The patient takes back a reminder consent on the phone: reminders on that channel stop at once. */
export async function withdrawByStaff(db: Db, staff: Staff, id: number, channel: NoticeChannel, now: Date): Promise<StaffChange> {
  const row = await current(db, id);
  if (!row) return { ok: false, reason: "gone" };
  return db.transaction(async (tx) => {
    await withdrawConsent(tx, { appointmentId: id }, "front-desk", now, channel);
    const name = channel === "whatsapp" ? "WhatsApp" : "e-mail";
    await recordAudit(tx, {
      userId: staff.id,
      action: "update",
      entity: "appointment",
      entityId: String(id),
      summary: `withdrew the ${name} reminder consent of appointment ${row.reference} (said on the phone)`,
    });
    return { ok: true as const, reference: row.reference };
  });
}
