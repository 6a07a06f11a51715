// Following a lead up (issue 15 item 2): how long a new one has waited, when that is too long,
// and the words of its history. Pure: the inbox's loader and the tests share them.
import { inquiryStatusLabels } from "~/content/admin-inquiries";
import { isInquiryStatus } from "./inquiry-inbox";
import { dateTimeFormat } from "./intl-format";

import { DEFAULT_OVERDUE_HOURS } from "~/content-types/clinic-settings";

export { DEFAULT_OVERDUE_HOURS };

/**
 * The hours within which the clinic promises to answer: one clinic setting, shown by the
 * International Patients and Wellness pages ({responseTime}), the confirmation after a form and
 * the patient's confirmation mail, and the inbox's overdue mark (decision 078). Settings stored
 * before the setting existed promise the cautious default.
 */
export function replyWithinHours(settings: { notifications?: { overdueHours?: number | undefined } | undefined }): number {
  return settings.notifications?.overdueHours ?? DEFAULT_OVERDUE_HOURS;
}
export const NOTE_MAX = 2000;

export function hoursWaiting(createdAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / 3_600_000));
}

export function isOverdue(lead: { status: string; createdAt: Date }, now: Date, overdueHours: number): boolean {
  return lead.status === "new" && hoursWaiting(lead.createdAt, now) >= overdueHours;
}

/** "Waiting 5 h", "Waiting 3 days". */
export function waitingLabel(hours: number): string {
  if (hours < 48) return `Waiting ${hours} h`;
  return `Waiting ${Math.floor(hours / 24)} days`;
}

/** "27 Nov 2026". */
export function formatDay(iso: string): string {
  return dateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
}

export interface HistoryEvent {
  kind: "status" | "assigned" | "follow-up";
  fromValue: string | null;
  toValue: string | null;
}

const statusLabel = (v: string | null) => (v && isInquiryStatus(v) ? inquiryStatusLabels[v] : (v ?? "none"));

/** One line of an inquiry's history, without who and when. */
export function historyText(e: HistoryEvent): string {
  switch (e.kind) {
    case "status":
      return `Status: ${statusLabel(e.fromValue)} → ${statusLabel(e.toValue)}`;
    case "assigned":
      return e.toValue ? `Assigned to ${e.toValue}` : `Unassigned${e.fromValue ? ` (was ${e.fromValue})` : ""}`;
    case "follow-up":
      return e.toValue ? `Follow-up set for ${formatDay(e.toValue)}` : "Follow-up date removed";
  }
}
