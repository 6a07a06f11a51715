import type { InquirySourceKey, InquiryStatusKey } from "~/lib/inquiry-inbox";
import type { LeadAppointmentView } from "./appointments/inquiry-appointments";

/** One inbox row as the page shows it: links and times are prepared by the loader. */
export interface InquiryView {
  id: number;
  source: InquirySourceKey;
  name: string;
  /** "098765 43210" for an Indian number, "+968 9123 4567" for others; an unreadable one as typed. */
  phone: string | null;
  /** The number's country as a flag ("🇮🇳") and in words ("India"). */
  phoneFlag: string | null;
  phoneCountry: string | null;
  telHref: string | null;
  whatsappHref: string | null;
  email: string | null;
  mailtoHref: string | null;
  /** The reply texts are in this language ("Telugu"), a draft translation awaiting review; null for English. */
  replyDraft: string | null;
  country: string | null;
  interest: string | null;
  travelDates: string | null;
  message: string | null;
  preview: string | null;
  truncated: boolean;
  status: InquiryStatusKey;
  receivedIso: string;
  receivedLabel: string;
  changedBy: string | null;
  changedIso: string | null;
  changedLabel: string | null;
  /** The page's language when it was not English ("Hindi"). */
  language: string | null;
  /** Where it came from, as the inbox lists it ("Form page" → "/therapy/cryotherapy"); known parts only. */
  attribution: Array<{ label: string; value: string }>;
  /** Follow-up (issue 15 item 2). */
  assignedTo: number | null;
  assignedName: string | null;
  followUpOn: string | null;
  followUpLabel: string | null;
  /** Still new after the clinic's number of hours. */
  overdue: boolean;
  /** "Waiting 27 h" while it is new. */
  waiting: string | null;
  /** The person's other inquiries (same phone or e-mail; issue 44), null when this is their only one. */
  person: PersonView | null;
  notes: Array<{ id: number; body: string; author: string | null; atIso: string; atLabel: string }>;
  history: Array<{ id: number; text: string; author: string | null; atIso: string; atLabel: string }>;
  /** The appointments booked from this lead at the front desk (issue 47 item 6). */
  appointments?: LeadAppointmentView[];
}

/** "3 other inquiries from this person": the newest few by date, form and status, and the
 * address of the inbox filtered to the person's whole history. */
export interface PersonView {
  others: number;
  /** More than `others` (the count stops at its cap). */
  more: boolean;
  latest: Array<{ id: number; receivedIso: string; receivedLabel: string; source: string; status: InquiryStatusKey }>;
  historyHref: string;
}
