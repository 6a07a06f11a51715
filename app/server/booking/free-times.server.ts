// The free times of a service as the database holds them (issue 47 items 2-3): its resources'
// calendars, the clinic's closures and the appointments that hold those resources, given to the
// pure computation (app/lib/availability.ts).
import { and, eq, gt, inArray, lt, ne, or } from "drizzle-orm";
import { type CalendarDay, freeTimes, type FreeTime, instantOf, type Occupation, type ServiceRule } from "~/lib/availability";
import { CLINIC_TIME_ZONE } from "~/lib/clinic-view";
import { addDays } from "~/lib/reports";
import type { ResourceCalendarRow } from "../content/booking-resources.server";
import type { Db } from "../db/client.server";
import { appointments } from "../db/schema.server";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** No appointment holds its resources longer than this (a service's longest duration and buffer). */
const LONGEST_HOLD_MS = (480 + 240) * 60_000;

/** What holds resources: a booked or checked-in appointment, and a hold that has not run out. */
export const holdsPlaces = (now: Date) =>
  or(inArray(appointments.status, ["booked", "checked_in"]), and(eq(appointments.status, "held"), gt(appointments.holdExpiresAt, now)));

/** What holds any of these resources between two instants, one occupation per resource held;
 * `except` leaves out an appointment being moved, so it may move within its own time. */
export async function occupations(
  db: Db | Tx,
  ids: readonly number[],
  from: Date,
  to: Date,
  now: Date,
  except?: number,
): Promise<Occupation[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      resourceId: appointments.resourceId,
      practitionerId: appointments.practitionerId,
      start: appointments.startsAt,
      end: appointments.occupiedUntil,
    })
    .from(appointments)
    .where(
      and(
        or(inArray(appointments.resourceId, [...ids]), inArray(appointments.practitionerId, [...ids])),
        // Bounded below so the (resource, start) index is read as a range.
        gt(appointments.startsAt, new Date(from.getTime() - LONGEST_HOLD_MS)),
        lt(appointments.startsAt, to),
        gt(appointments.occupiedUntil, from),
        holdsPlaces(now),
        except === undefined ? undefined : ne(appointments.id, except),
      ),
    );
  return rows.flatMap((r) =>
    [r.resourceId, r.practitionerId]
      .filter((id): id is number => id !== null && ids.includes(id))
      .map((resourceId) => ({ resourceId, start: r.start, end: r.end })),
  );
}

export interface BookableService {
  durationMinutes: number;
  bufferMinutes: number;
  stepMinutes: number;
  bookNoticeHours: number;
  horizonDays: number;
}

export const ruleOf = (service: BookableService): ServiceRule => ({
  durationMinutes: service.durationMinutes,
  bufferMinutes: service.bufferMinutes,
  stepMinutes: service.stepMinutes,
  noticeMinutes: service.bookNoticeHours * 60,
  horizonDays: service.horizonDays,
});

type Closures = ReadonlyArray<{ from: string; to: string }>;

/**
 * The times a service offers over some clinic days from its resources' calendars (as read, or
 * locked), less what `occupied` holds. Without `occupied`, its hours alone: a wanted time not
 * among them was never offered (a forged or stale form), not just taken.
 */
export function offeredTimes(
  service: BookableService,
  calendars: readonly ResourceCalendarRow[],
  closures: Closures,
  days: { from: CalendarDay; to: CalendarDay },
  now: Date,
  occupied: readonly Occupation[] = [],
): Map<CalendarDay, FreeTime[]> {
  if (calendars.length === 0 || calendars.some((c) => !c.isActive)) return new Map();
  return freeTimes({ service: ruleOf(service), resources: calendars, closures, occupied, now, zone: CLINIC_TIME_ZONE, ...days });
}

/** The free times of a service over some clinic days: its hours, less what holds its resources. */
export async function freeTimesOf(
  db: Db | Tx,
  service: BookableService,
  calendars: readonly ResourceCalendarRow[],
  closures: Closures,
  days: { from: CalendarDay; to: CalendarDay },
  now: Date,
  except?: number,
): Promise<Map<CalendarDay, FreeTime[]>> {
  const ids = calendars.map((c) => c.id);
  const from = instantOf(CLINIC_TIME_ZONE, days.from, "00:00");
  const to = instantOf(CLINIC_TIME_ZONE, addDays(days.to, 1), "00:00");
  return offeredTimes(service, calendars, closures, days, now, await occupations(db, ids, from, to, now, except));
}
