// How long a finished international case is kept (issue 48 item 2): one default shared by the
// privacy policy, the admin setting and the daily clean-up. A case holds the most sensitive
// things the site keeps (reports, passport details), so it goes sooner than a lead: once closed
// or declined, long enough to answer a question about the visit or the visa letter, then gone
// with its documents from the disk or the bucket. The clinic's medical records of the care
// itself are kept under the rules on medical records, not here.
import { MAX_INQUIRY_RETENTION_DAYS } from "./inquiry-retention";

export const DEFAULT_CASE_RETENTION_DAYS = 180;
/** A patient told "closed" may still write within a month (a question about the letter, a refund). */
export const MIN_CASE_RETENTION_DAYS = 30;
export const MAX_CASE_RETENTION_DAYS = MAX_INQUIRY_RETENTION_DAYS;
export const CASE_RETENTION_SETTING = "case_retention_days";

/** One-time codes and sent mails of a case are housekeeping: gone after this many days. */
export const CASE_CODE_KEEP_DAYS = 1;
export const CASE_NOTICE_KEEP_DAYS = 30;

const inBounds = (n: number) => Number.isInteger(n) && n >= MIN_CASE_RETENTION_DAYS && n <= MAX_CASE_RETENTION_DAYS;

/** The stored setting, or the default when it is missing or was tampered with. */
export function storedCaseRetentionDays(value: unknown): number {
  return typeof value === "number" && inBounds(value) ? value : DEFAULT_CASE_RETENTION_DAYS;
}
