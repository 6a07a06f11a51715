// The front desk's day and week (issue 47 item 6): the appointments of some clinic days in one
// query and the resources in another, opened for the viewer who may see patients and for no one
// else (the sealed details of a viewer without the permission are never opened).
import { and, asc, gte, lt, ne, notInArray } from "drizzle-orm";
import { instantOf, type CalendarDay } from "~/lib/availability";
import { dayInZone } from "~/lib/calendar-input";
import { CLINIC_TIME_ZONE } from "~/lib/clinic-view";
import { type CalendarColumn, calendarColumns, calendarEntry, type CalendarGroup } from "~/lib/front-desk";
import { phoneDisplay } from "~/lib/phone";
import { addDays } from "~/lib/reports";
import type { Db } from "../db/client.server";
import { appointments } from "../db/schema.server";
import { listBookingResources } from "../content/booking-resources.server";
import type { HealthKey } from "../health-data/seal.server";
import { openCalendarPatient } from "./front-desk-times.server";

export interface CalendarRequest {
  days: readonly CalendarDay[];
  group: CalendarGroup;
  cancelled: boolean;
  canSeePatients: boolean;
}

export interface CalendarData {
  columns: CalendarColumn[];
  total: number;
}

export async function frontDeskCalendar(db: Db, key: HealthKey, req: CalendarRequest): Promise<CalendarData> {
  const first = req.days[0];
  const last = req.days.at(-1);
  if (!first || !last) return { columns: [], total: 0 };
  const from = instantOf(CLINIC_TIME_ZONE, first, "00:00");
  const to = instantOf(CLINIC_TIME_ZONE, addDays(last, 1), "00:00");
  const [rows, resources] = await Promise.all([
    db
      .select({
        id: appointments.id,
        reference: appointments.reference,
        serviceName: appointments.serviceName,
        startsAt: appointments.startsAt,
        endsAt: appointments.endsAt,
        status: appointments.status,
        resourceId: appointments.resourceId,
        practitionerId: appointments.practitionerId,
        patient: appointments.patient,
      })
      .from(appointments)
      .where(
        and(
          gte(appointments.startsAt, from),
          lt(appointments.startsAt, to),
          // A hold is a patient still typing on the site, not an appointment yet.
          req.cancelled ? ne(appointments.status, "held") : notInArray(appointments.status, ["held", "cancelled"]),
        ),
      )
      .orderBy(asc(appointments.startsAt), asc(appointments.id)),
    listBookingResources(db),
  ]);
  const open = (row: (typeof rows)[number]) => {
    const shown = openCalendarPatient(key, row);
    // Read here, on the server: the phone library never reaches the browser.
    return shown ? { name: shown.name, phone: phoneDisplay(shown.phone).text } : null;
  };
  const entries = rows.map((row) => calendarEntry(row, dayInZone(row.startsAt, CLINIC_TIME_ZONE), req.canSeePatients, open));
  return { columns: calendarColumns(entries, resources, req.group, req.days), total: entries.length };
}
