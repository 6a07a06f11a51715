// "Publish at" as staff type it (a datetime-local in the clinic's zone), for every editor that
// schedules: the document editor and the four tables' editors (docs/decisions/084).
import { parseClinicDateTime } from "./clinic-view";

/** How soon a schedule may be: later than this, so the time has not passed once it is saved. */
const MIN_LEAD_MS = 30_000;
const MAX_LEAD_MS = 366 * 24 * 60 * 60 * 1000;

/** The moment to publish at, or the sentence shown under the field. */
export function parsePublishAt(text: string, now: Date): { ok: true; at: Date } | { ok: false; error: string } {
  // A real day and time in the clinic's zone: "2027-02-30T10:00" is refused, not read as 2 March.
  const parsed = parseClinicDateTime(text);
  if (!parsed.ok)
    return { ok: false, error: parsed.problem === "impossible" ? `Publish at: ${parsed.detail}.` : "Publish at: choose a date and time." };
  if (parsed.value.getTime() < now.getTime() + MIN_LEAD_MS)
    return { ok: false, error: "Publish at: that time has passed. Choose a time at least a minute from now, or publish now." };
  if (parsed.value.getTime() > now.getTime() + MAX_LEAD_MS) return { ok: false, error: "Publish at: choose a time within the next year." };
  return { ok: true, at: parsed.value };
}
