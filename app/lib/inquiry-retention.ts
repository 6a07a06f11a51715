// How long inquiries are kept: one default shared by the privacy policy, the admin setting
// and the daily clean-up, so the site never states two different numbers.

export const DEFAULT_INQUIRY_RETENTION_DAYS = 365;
export const MIN_INQUIRY_RETENTION_DAYS = 30;
export const MAX_INQUIRY_RETENTION_DAYS = 3650;

/** Key of the `settings` row holding the configured number of days. */
export const INQUIRY_RETENTION_SETTING = "inquiry_retention_days";

export const RETENTION_ERROR = `Please enter a whole number of days from ${MIN_INQUIRY_RETENTION_DAYS} to ${MAX_INQUIRY_RETENTION_DAYS}.`;

const inBounds = (n: number) => Number.isInteger(n) && n >= MIN_INQUIRY_RETENTION_DAYS && n <= MAX_INQUIRY_RETENTION_DAYS;

/** What staff typed: a whole number of days within the bounds, or the message to show. */
export function parseRetentionDays(raw: unknown): { ok: true; days: number } | { ok: false; error: string } {
  const text = typeof raw === "string" ? raw.trim() : "";
  if (!/^\d{1,5}$/.test(text)) return { ok: false, error: RETENTION_ERROR };
  const days = Number(text);
  return inBounds(days) ? { ok: true, days } : { ok: false, error: RETENTION_ERROR };
}

/** The stored setting, or the default when it is missing or was tampered with. */
export function storedRetentionDays(value: unknown): number {
  return typeof value === "number" && inBounds(value) ? value : DEFAULT_INQUIRY_RETENTION_DAYS;
}

/** Inquiries received before this instant are due for deletion. */
export function retentionCutoff(now: Date, days: number): Date {
  return new Date(now.getTime() - days * 86_400_000);
}
