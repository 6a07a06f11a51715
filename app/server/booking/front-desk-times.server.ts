// The free times the front desk offers (issue 47 item 6). The same computation as the site's
// (freeTimesOf, and whenFree under the resources' lock when booking), with two of the patient's
// rules lifted: staff may book a caller into a time starting within the service's booking notice
// (the notice is there so the clinic can prepare; here the clinic is the one booking), and a
// little further ahead than the site offers (a course of sessions). Capacity, hours, breaks,
// exceptions and closures hold exactly as for the site.
import type { CalendarDay, FreeTime } from "~/lib/availability";
import { type CalendarRow, type PatientShown } from "~/lib/front-desk";
import { addDays } from "~/lib/reports";
import { resourceCalendars } from "../content/booking-resources.server";
import { getBookableService } from "../content/booking-services.server";
import { readClinicSettings } from "../content/clinic-settings.server";
import type { Db } from "../db/client.server";
import { type HealthKey, open, SealedValueError, seal } from "../health-data/seal.server";
import { openPatient } from "./bookings.server";
import { freeTimesOf, offeredTimes } from "./free-times.server";

/** How many days ahead (counting today) the front desk may book. */
export const FRONT_DESK_HORIZON_DAYS = 365;

export type BookableService = NonNullable<Awaited<ReturnType<typeof getBookableService>>>;

/** A service with the front desk's rules: no booking notice, at least a year ahead. */
export function frontDeskRules(service: BookableService): BookableService {
  return { ...service, bookNoticeHours: 0, horizonDays: Math.max(service.horizonDays, FRONT_DESK_HORIZON_DAYS) };
}

export interface StaffTimes {
  /** Free now, by day. */
  free: Map<CalendarDay, FreeTime[]>;
  /** What the service's hours offer with nothing booked: a time here but not in `free` is taken. */
  offered: Map<CalendarDay, FreeTime[]>;
}

/**
 * A service's free times for the front desk over some days (one read of its calendars and one
 * of what holds them); null when the service cannot be booked. `except` is an appointment
 * being moved, whose own places do not count against it.
 */
export async function staffFreeTimes(
  db: Db,
  service: BookableService,
  days: { from: CalendarDay; to: CalendarDay },
  now: Date,
  except?: number,
): Promise<StaffTimes | null> {
  if (service.resourceId === null) return null;
  const ids = [service.resourceId, ...(service.practitionerId === null ? [] : [service.practitionerId])];
  const [calendars, { closures }] = await Promise.all([resourceCalendars(db, ids), readClinicSettings(db)]);
  if (calendars.length !== ids.length) return null;
  const rules = frontDeskRules(service);
  const free = await freeTimesOf(db, rules, calendars, closures, days, now, except);
  return { free, offered: offeredTimes(rules, calendars, closures, days, now) };
}

/** The next days (from `day`, `span` days) with their number of free times: where to look next. */
export function daysWithFree(times: StaffTimes, day: CalendarDay, span: number): Array<{ day: CalendarDay; free: number }> {
  return Array.from({ length: span }, (_, i) => addDays(day, i)).map((d) => ({ day: d, free: times.free.get(d)?.length ?? 0 }));
}

// The front desk's own words on an appointment (its note, a cancellation's reason) are sealed
// like the patient's details, bound to the same row: they may name the patient or their health.
const bound = (reference: string) => `appointment:${reference}`;

export const sealNote = (key: HealthKey, note: string, reference: string) => seal(key, { staffNote: note }, bound(reference));
export const sealReason = (key: HealthKey, reason: string, reference: string) => seal(key, { cancelReason: reason }, bound(reference));

/** A sealed staff note or reason opened, or what stops it (another key, altered): said, never thrown. */
export function openStaffText(
  key: HealthKey,
  sealed: string | null,
  reference: string,
  field: "staffNote" | "cancelReason",
): { text: string } | { error: string } | null {
  if (sealed === null) return null;
  try {
    const value = open(key, sealed, bound(reference));
    const text = typeof value === "object" && value !== null && field in value ? (value as Record<string, unknown>)[field] : undefined;
    return typeof text === "string" ? { text } : { error: "It is not a text of this kind." };
  } catch (error) {
    if (error instanceof SealedValueError) return { error: `It cannot be read: ${error.message}.` };
    throw error;
  }
}

/** A row's patient, as the calendar shows them (name and phone), or null when the seal does not open. */
export function openCalendarPatient(key: HealthKey, row: Pick<CalendarRow, "patient" | "reference">): PatientShown | null {
  if (row.patient === null) return null;
  try {
    const details = openPatient(key, row.patient, row.reference);
    return { name: details.name, phone: details.phone };
  } catch (error) {
    if (error instanceof SealedValueError) return null;
    throw error;
  }
}
