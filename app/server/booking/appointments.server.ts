// Holding a time for a patient (issue 47 item 3): the database refuses overbooking. The hold
// locks the rows of the resources the service needs, counts what holds them at that time and
// inserts in the same transaction, so of fifty requests for the last seat exactly one gets it;
// the others are told it was just taken, with the nearest free times. A hold keeps its places
// for a few minutes while the patient types, then frees them by itself.
import { and, eq } from "drizzle-orm";
import { type CalendarDay, type FreeTime, nearestTimes } from "~/lib/availability";
import { clinicDate } from "~/lib/clinic-view";
import { newInquiryReference } from "~/lib/inquiry-reference";
import { addDays } from "~/lib/reports";
import { type ResourceCalendarRow, resourceCalendars } from "../content/booking-resources.server";
import { getBookableService } from "../content/booking-services.server";
import { readClinicSettings } from "../content/clinic-settings.server";
import type { Db } from "../db/client.server";
import { appointments } from "../db/schema.server";
import { freeTimesOf, offeredTimes } from "./free-times.server";

/** How long a held time waits for the patient's details. */
export const HOLD_MINUTES = 10;

/** Why a time could not be had, with the nearest free times to offer instead. */
export interface Refusal {
  ok: false;
  reason: "unknown-service" | "not-offered" | "taken";
  nearest: Date[];
}

export type HoldOutcome = { ok: true; id: number; reference: string; startsAt: Date; holdExpiresAt: Date } | Refusal;

type BookableRow = NonNullable<Awaited<ReturnType<typeof getBookableService>>>;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const offers = (times: Map<CalendarDay, FreeTime[]>, day: CalendarDay, at: Date) =>
  (times.get(day) ?? []).some((t) => t.start.getTime() === at.getTime());

/** When a session starting then ends, and when its resources are free again. */
export const sessionTimes = (service: Pick<BookableRow, "durationMinutes" | "bufferMinutes">, startsAt: Date) => {
  const endsAt = new Date(startsAt.getTime() + service.durationMinutes * 60_000);
  return { startsAt, endsAt, occupiedUntil: new Date(endsAt.getTime() + service.bufferMinutes * 60_000) };
};

/**
 * Runs `write` in one transaction with the service's resources locked (in id order, so two
 * bookings never wait on each other), only when `startsAt` is free then; `except` is an
 * appointment being moved, whose own places do not count against it. Otherwise says why not.
 */
export async function whenFree<T>(
  db: Db,
  service: BookableRow | null,
  req: { startsAt: Date; now: Date; except?: number },
  write: (tx: Tx, service: BookableRow & { resourceId: number }) => Promise<T>,
): Promise<{ ok: true; value: T } | Refusal> {
  if (!service || service.resourceId === null) return { ok: false, reason: "unknown-service", nearest: [] };
  const bookable = { ...service, resourceId: service.resourceId };
  const ids = [service.resourceId, ...(service.practitionerId === null ? [] : [service.practitionerId])];
  const { closures } = await readClinicSettings(db);
  const day = clinicDate(req.startsAt);

  // A refusal brings out the calendars it read, for the nearest free times said with it.
  const outcome = await db.transaction(async (tx): Promise<{ ok: true; value: T } | Refusal | { refused: ResourceCalendarRow[] }> => {
    const calendars = await resourceCalendars(tx, ids, { lock: true });
    if (calendars.length !== ids.length) return { ok: false, reason: "unknown-service", nearest: [] };
    const free = await freeTimesOf(tx, service, calendars, closures, { from: day, to: day }, req.now, req.except);
    if (!offers(free, day, req.startsAt)) return { refused: calendars };
    return { ok: true, value: await write(tx, bookable) };
  });
  if (!("refused" in outcome)) return outcome;

  // After the lock: was the time ever one the service offers, and what is free near it?
  const calendars = outcome.refused;
  const open = await freeTimesOf(db, service, calendars, closures, { from: day, to: addDays(day, 6) }, req.now, req.except);
  const unbooked = offeredTimes(service, calendars, closures, { from: day, to: day }, req.now);
  const nearest = nearestTimes([...open.values()].flat(), req.startsAt);
  return { ok: false, reason: offers(unbooked, day, req.startsAt) ? "taken" : "not-offered", nearest };
}

/** Holds `startsAt` of a service for a patient, or says why not. */
export async function holdTime(db: Db, req: { serviceId: number; startsAt: Date; now: Date }): Promise<HoldOutcome> {
  const service = await getBookableService(db, req.serviceId);
  const holdExpiresAt = new Date(req.now.getTime() + HOLD_MINUTES * 60_000);
  const held = await whenFree(db, service, req, async (tx, service) => {
    // A reference drawn twice (one in a million) is drawn again, not an error.
    for (;;) {
      const [row] = await tx
        .insert(appointments)
        .values({
          reference: newInquiryReference(),
          serviceId: service.id,
          serviceName: service.name,
          resourceId: service.resourceId,
          practitionerId: service.practitionerId,
          ...sessionTimes(service, req.startsAt),
          status: "held",
          holdExpiresAt,
        })
        .onConflictDoNothing({ target: appointments.reference })
        .returning({ id: appointments.id, reference: appointments.reference });
      if (row) return row;
    }
  });
  return held.ok ? { ok: true, ...held.value, startsAt: req.startsAt, holdExpiresAt } : held;
}

/** Lets a hold go before it runs out (the patient went back): its places are free at once. */
export async function releaseHold(db: Db, id: number, reference: string): Promise<boolean> {
  const released = await db
    .update(appointments)
    .set({ status: "cancelled", holdExpiresAt: null, updatedAt: new Date() })
    .where(and(eq(appointments.id, id), eq(appointments.reference, reference), eq(appointments.status, "held")))
    .returning({ id: appointments.id });
  return released.length > 0;
}
