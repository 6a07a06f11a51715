// How long appointments are kept after they happen (issue 47 item 8): one default shared by the
// privacy policy, the admin setting and the daily clean-up, so the site never states two numbers.
// An appointment's reminder consents and messages go with it (ON DELETE CASCADE): a consent
// record, the proof of what the patient agreed to, is kept exactly as long as its appointment.
import { MAX_INQUIRY_RETENTION_DAYS, MIN_INQUIRY_RETENTION_DAYS } from "./inquiry-retention";

/**
 * A year after the appointment, as for inquiries: a lead and the booking it led to leave at about
 * the same time, so the reports' leads → booked → attended still add up over the year they
 * show; a question about a visit, a disputed no-show or a complaint about a reminder (the consent
 * record is the answer) usually comes within months; and the patient's care itself is kept in
 * the patient record under the rules on medical records, not here.
 */
export const DEFAULT_APPOINTMENT_RETENTION_DAYS = 365;
/** Never shorter than the booking's private link works after the appointment (30 days,
 * server/booking/bookings.server.ts LINK_DAYS_AFTER): the link must not find its booking gone. */
export const MIN_APPOINTMENT_RETENTION_DAYS = MIN_INQUIRY_RETENTION_DAYS;
export const MAX_APPOINTMENT_RETENTION_DAYS = MAX_INQUIRY_RETENTION_DAYS;

/** Key of the `settings` row holding the configured number of days. */
export const APPOINTMENT_RETENTION_SETTING = "appointment_retention_days";

/** A hold nobody confirmed is deleted this long after it ran out (a patient who left the page
 * open overnight can still confirm the next morning, when the time is still free). */
export const HOLD_KEEP_DAYS = 1;

/** The messages sent about an appointment (delivered, failed or skipped) are deleted this long
 * after they were due and after the appointment they spoke of; those still waiting never. */
export const NOTICE_KEEP_DAYS = 30;

const inBounds = (n: number) => Number.isInteger(n) && n >= MIN_APPOINTMENT_RETENTION_DAYS && n <= MAX_APPOINTMENT_RETENTION_DAYS;

/** The stored setting, or the default when it is missing or was tampered with. */
export function storedAppointmentRetentionDays(value: unknown): number {
  return typeof value === "number" && inBounds(value) ? value : DEFAULT_APPOINTMENT_RETENTION_DAYS;
}

/** `days` before `now`: an appointment that ended (a cancelled one: was to start) before it is due. */
export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * 86_400_000);
}
