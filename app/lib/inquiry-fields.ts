// What the inquiry forms, their island and the server share without pulling zod into the browser.

export const FIELD_LIMITS = { name: 100, message: 2000 } as const;

/** SPEC §9: the button says "Message Sent!" (and stays disabled) for 3 seconds. */
export const SENT_STATE_MS = 3000;

/** Field name → first error message, for showing next to each field. */
export type FieldErrors = Partial<Record<string, string>>;

/** How the clinic will answer: on WhatsApp (a phone was given), or by e-mail only. */
export type InquiryChannel = "whatsapp" | "email";

/** One line of the copy of what was sent: a field's label and what the visitor gave. */
export interface InquirySummaryRow {
  label: string;
  value: string;
}

/** What the confirmation after a stored lead shows, worded by the server. */
export interface InquiryConfirmation {
  reference: string;
  channel: InquiryChannel;
  summary: InquirySummaryRow[];
  /** What happens next, for the channel: "We will answer by e-mail within 24 hours." or the
   * invitation to send it on WhatsApp (the island words it "WhatsApp has opened" when it did). */
  next: string;
}

/** What an inquiry action answers the form with (and what the form shows). */
export interface InquiryActionData {
  status: "sent" | "unsaved" | "invalid" | "rate-limited";
  whatsappUrl: string | null;
  errors: FieldErrors;
  values: Record<string, string>;
  /** Shown with a sent/unsaved answer when something needs the visitor's attention. */
  notice?: string;
  /** With a sent answer. */
  confirmation?: InquiryConfirmation;
}

/**
 * The public inquiry forms, by the name their JSON endpoint takes (`/api/inquiries/:form`).
 * The same form on /contact and on each therapy page is stored with its own source.
 */
export const INQUIRY_FORMS = ["home", "contact", "therapy", "international", "wellness"] as const;
export type InquiryFormName = (typeof INQUIRY_FORMS)[number];

export function isInquiryFormName(value: string | undefined): value is InquiryFormName {
  return (INQUIRY_FORMS as readonly string[]).includes(value ?? "");
}

/** Where the form's island posts (app/routes/inquiry-api.ts answers with InquiryActionData as JSON);
 * `lang` names the page's language, which the answer and the WhatsApp text are written in. */
export function inquiryEndpoint(form: InquiryFormName, lang = "en"): string {
  return lang === "en" ? `/api/inquiries/${form}` : `/api/inquiries/${form}?lang=${lang}`;
}

const STATUSES: ReadonlySet<unknown> = new Set(["sent", "unsaved", "invalid", "rate-limited"]);

function isStringRecord(value: unknown): value is Record<string, string> {
  return typeof value === "object" && value !== null && !Array.isArray(value) && Object.values(value).every((v) => typeof v === "string");
}

function isConfirmation(value: unknown): value is InquiryConfirmation {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.reference === "string" &&
    (v.channel === "whatsapp" || v.channel === "email") &&
    typeof v.next === "string" &&
    Array.isArray(v.summary) &&
    v.summary.every((row: unknown) => isStringRecord(row) && typeof row.label === "string" && typeof row.value === "string")
  );
}

/** Checks an endpoint answer's shape before the form trusts it (the island reads untyped JSON). */
export function isInquiryAnswer(value: unknown): value is InquiryActionData {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    STATUSES.has(v.status) &&
    (v.whatsappUrl === null || (typeof v.whatsappUrl === "string" && v.whatsappUrl.startsWith("https://"))) &&
    isStringRecord(v.errors) &&
    isStringRecord(v.values) &&
    (v.notice === undefined || typeof v.notice === "string") &&
    (v.confirmation === undefined || isConfirmation(v.confirmation))
  );
}
