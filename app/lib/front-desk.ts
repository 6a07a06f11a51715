// The front desk's calendar (issue 47 item 6): which days an address shows, how appointments
// fall into a resource's or a practitioner's column, and what of the patient a viewer may see.
// Pure, so the day and week views, their links and the tests agree.
import type { CalendarDay } from "./availability";
import type { ResourceKind } from "./booking-fields";
import { clockOf } from "./booking-view";
import { parseCalendarDay } from "./calendar-input";
import type { Permission } from "./permissions";
import { addDays } from "./reports";

export const APPOINTMENT_STATUSES = ["held", "booked", "checked_in", "no_show", "cancelled", "completed"] as const;
export type AppointmentStatusName = (typeof APPOINTMENT_STATUSES)[number];

export const STATUS_LABELS: Readonly<Record<AppointmentStatusName, string>> = {
  held: "Held",
  booked: "Booked",
  checked_in: "Checked in",
  no_show: "No-show",
  cancelled: "Cancelled",
  completed: "Completed",
};

export type CalendarView = "day" | "week";
export type CalendarGroup = "resource" | "practitioner";

export interface CalendarQuery {
  view: CalendarView;
  /** The day shown, or any day of the week shown. */
  date: CalendarDay;
  group: CalendarGroup;
  /** Cancelled appointments listed too (struck through). */
  cancelled: boolean;
}

export const FRONT_DESK_PATH = "/admin/appointments";

/** Who may see patients' names and phones, book for a caller and change an appointment: the
 * staff who may see inquiries (the calendar itself is open to every staff member). */
export const FRONT_DESK_PERMISSION: Permission = "inquiries:manage";

/** The calendar an address asks for; anything malformed falls back (today, the day view, by resource). */
export function readCalendarQuery(params: URLSearchParams, today: CalendarDay): CalendarQuery {
  const date = params.get("date") ?? "";
  return {
    view: params.get("view") === "week" ? "week" : "day",
    date: parseCalendarDay(date).ok ? date : today,
    group: params.get("group") === "practitioner" ? "practitioner" : "resource",
    cancelled: params.get("cancelled") === "1",
  };
}

/** The address of a calendar, leaving out what is the default (a shorter link to share). */
export function calendarHref(query: CalendarQuery, change: Partial<CalendarQuery> = {}, today?: CalendarDay): string {
  const q = { ...query, ...change };
  const params = new URLSearchParams();
  if (q.view === "week") params.set("view", "week");
  if (q.date !== today) params.set("date", q.date);
  if (q.group === "practitioner") params.set("group", "practitioner");
  if (q.cancelled) params.set("cancelled", "1");
  const text = params.toString();
  return text ? `${FRONT_DESK_PATH}?${text}` : FRONT_DESK_PATH;
}

/** The Monday of a day's week (the clinic's weeks run Monday to Sunday). */
export function weekStart(day: CalendarDay): CalendarDay {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** The days a calendar shows: its day, or the seven of its week. */
export function calendarDays(query: Pick<CalendarQuery, "view" | "date">): CalendarDay[] {
  if (query.view === "day") return [query.date];
  const monday = weekStart(query.date);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** The day before or after, or the week before or after. */
export function shiftDate(query: Pick<CalendarQuery, "view" | "date">, step: -1 | 1): CalendarDay {
  return query.view === "day" ? addDays(query.date, step) : addDays(weekStart(query.date), 7 * step);
}

/** What the calendar may show of a patient: their name and phone, opened only for a viewer who may see them. */
export interface PatientShown {
  name: string;
  phone: string;
}

export interface CalendarRow {
  id: number;
  reference: string;
  serviceName: string;
  startsAt: Date;
  endsAt: Date;
  status: AppointmentStatusName;
  resourceId: number | null;
  practitionerId: number | null;
  /** Sealed; opened only through `open` for a viewer who may see patients. */
  patient: string | null;
}

export interface CalendarEntry {
  id: number;
  reference: string;
  serviceName: string;
  day: CalendarDay;
  /** "09:30" and "10:15", the clinic's clock. */
  start: string;
  end: string;
  startIso: string;
  status: AppointmentStatusName;
  statusLabel: string;
  resourceId: number | null;
  practitionerId: number | null;
  /** Null when hidden from this viewer, or not readable (then `patientNote` says so). */
  patient: PatientShown | null;
  /** "Patient details hidden" for a viewer without the permission; why else there is no patient. */
  patientNote: string | null;
}

export const PATIENT_HIDDEN = "Patient details hidden";

/**
 * A row as the calendar shows it. Without the permission the sealed details are never opened
 * (`open` is not called), so nothing of the patient reaches the page.
 */
export function calendarEntry(
  row: CalendarRow,
  day: CalendarDay,
  canSeePatients: boolean,
  open: (row: CalendarRow) => PatientShown | null,
): CalendarEntry {
  let patient: PatientShown | null = null;
  let patientNote: string | null = null;
  if (!canSeePatients) patientNote = PATIENT_HIDDEN;
  else if (row.patient === null) patientNote = "No patient details";
  else {
    patient = open(row);
    if (!patient) patientNote = "Patient details cannot be read (see the appointment)";
  }
  return {
    id: row.id,
    reference: row.reference,
    serviceName: row.serviceName,
    day,
    start: clockOf(row.startsAt),
    end: clockOf(row.endsAt),
    startIso: row.startsAt.toISOString(),
    status: row.status,
    statusLabel: STATUS_LABELS[row.status],
    resourceId: row.resourceId,
    practitionerId: row.practitionerId,
    patient,
    patientNote,
  };
}

export interface GroupResource {
  id: number;
  name: string;
  kind: ResourceKind;
  capacity: number;
  isActive: boolean;
}

export interface CalendarColumn {
  /** "resource-3", "practitioner-7" or "none": an id for the page's headings. */
  key: string;
  name: string;
  /** "2 places", "Practitioner", or why it is listed ("not in the list of resources"). */
  detail: string;
  days: Array<{ day: CalendarDay; entries: CalendarEntry[] }>;
  count: number;
}

/** Who an appointment is with: its practitioner, or a practitioner booked as the resource itself (a video consultation). */
function practitionerOf(entry: CalendarEntry, kinds: ReadonlyMap<number, GroupResource>): number | null {
  if (entry.practitionerId !== null) return entry.practitionerId;
  const resource = entry.resourceId === null ? undefined : kinds.get(entry.resourceId);
  return resource?.kind === "practitioner" ? resource.id : null;
}

const placesOf = (r: GroupResource) =>
  r.kind === "practitioner" ? "Practitioner" : `${r.capacity} ${r.capacity === 1 ? "place" : "places"}`;

/**
 * The calendar's columns: every active resource (or practitioner) in the admin's order, each
 * with its appointments day by day in time order; then any column an appointment names that
 * the list does not hold (an inactive or deleted resource), and "Without a practitioner".
 */
export function calendarColumns(
  entries: readonly CalendarEntry[],
  resources: readonly GroupResource[],
  group: CalendarGroup,
  days: readonly CalendarDay[],
): CalendarColumn[] {
  const byId = new Map(resources.map((r) => [r.id, r]));
  const keyOf = (entry: CalendarEntry): number | null => (group === "resource" ? entry.resourceId : practitionerOf(entry, byId));
  const shown = resources.filter(
    (r) => r.isActive && (group === "resource" ? r.kind !== "practitioner" || isUsedAsResource(r, entries) : r.kind === "practitioner"),
  );
  const ids = new Set(shown.map((r) => r.id));
  const extra = [...new Set(entries.map(keyOf))].filter((id): id is number => id !== null && !ids.has(id));
  const column = (key: string, name: string, detail: string, match: (e: CalendarEntry) => boolean): CalendarColumn => {
    const mine = entries.filter(match).sort((a, b) => a.startIso.localeCompare(b.startIso));
    return { key, name, detail, days: days.map((day) => ({ day, entries: mine.filter((e) => e.day === day) })), count: mine.length };
  };
  const columns = [
    ...shown.map((r) => column(`${group}-${r.id}`, r.name, placesOf(r), (e) => keyOf(e) === r.id)),
    ...extra.map((id) => {
      const r = byId.get(id);
      return column(
        `${group}-${id}`,
        r?.name ?? `Resource #${id}`,
        r ? `${placesOf(r)}, inactive` : "no longer in the resources",
        (e) => keyOf(e) === id,
      );
    }),
  ];
  const without = entries.filter((e) => keyOf(e) === null);
  if (without.length > 0) {
    const name = group === "resource" ? "Without a resource" : "Without a practitioner";
    columns.push(column("none", name, group === "resource" ? "its resource was deleted" : "therapy sessions", (e) => keyOf(e) === null));
  }
  return columns;
}

/** A practitioner's own calendar is a resource too when a service holds it alone (a video consultation). */
function isUsedAsResource(resource: GroupResource, entries: readonly CalendarEntry[]): boolean {
  return entries.some((e) => e.resourceId === resource.id);
}

/** "3 appointments" / "1 appointment" / "No appointments". */
export function countText(count: number): string {
  if (count === 0) return "No appointments";
  return `${count} ${count === 1 ? "appointment" : "appointments"}`;
}
