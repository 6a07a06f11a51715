import type { InquirySourceKey, InquiryStatusKey } from "~/lib/inquiry-inbox";

/** One inbox row as the page shows it: links and times are prepared by the loader. */
export interface InquiryView {
  id: number;
  source: InquirySourceKey;
  name: string;
  phone: string | null;
  telHref: string | null;
  whatsappHref: string | null;
  email: string | null;
  mailtoHref: string | null;
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
}
