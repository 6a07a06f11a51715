// The words of issue 47's services and resources that more than one place says: the declaration's
// choices, the list's cards and the activity log.
import type { ClinicSettings } from "~/content-types/clinic-settings";
import { groupHours } from "./clinic-view";

export const RESOURCE_KINDS = ["equipment", "room", "practitioner"] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

export const RESOURCE_KIND_LABELS: Record<ResourceKind, string> = {
  equipment: "Equipment (a chamber, a cabin, a machine)",
  room: "Room",
  practitioner: "Practitioner",
};

export const RESOURCE_KIND_SHORT: Record<ResourceKind, string> = { equipment: "Equipment", room: "Room", practitioner: "Practitioner" };

export const isResourceKind = (value: unknown): value is ResourceKind => RESOURCE_KINDS.includes(value as ResourceKind);

export const BOOKING_MODES = ["in_person", "video"] as const;
export type BookingModeName = (typeof BOOKING_MODES)[number];

export const BOOKING_MODE_LABELS: Record<BookingModeName, string> = { in_person: "At the clinic", video: "Video call" };

export const RESOURCE_DELETE_QUESTION =
  "Are you sure you want to delete this resource? Services that use it stop being bookable until you choose another.";
export const SERVICE_DELETE_QUESTION = "Are you sure you want to delete this service? Patients can no longer book it.";

/** "30 min", "1 h", "1 h 30 min". */
export function minutesLabel(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h ? `${h} h` : "", m ? `${m} min` : ""].filter(Boolean).join(" ") || "0 min";
}

/** "2 days", "12 hours", "1 hour". */
export function noticeLabel(hours: number): string {
  if (hours > 0 && hours % 24 === 0) return hours === 24 ? "1 day" : `${hours / 24} days`;
  return hours === 1 ? "1 hour" : `${hours} hours`;
}

/** A week of hours in one line, days alike run together (the clinic's own grouping):
 * "Mon–Sat 09:00–18:00 · Sun closed". */
export function weekSummary(hours: ClinicSettings["hours"]): string {
  return groupHours(hours)
    .map((run) => `${run.short} ${run.closed ? "closed" : `${run.open}–${run.close}`}`)
    .join(" · ");
}
