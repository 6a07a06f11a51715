// What the inquiry forms and the server share without pulling zod into the browser.

export const FIELD_LIMITS = { name: 100, message: 2000 } as const;

/** Field name → first error message, for showing next to each field. */
export type FieldErrors = Partial<Record<string, string>>;

/** What an inquiry action answers the form with (and what the form shows). */
export interface InquiryActionData {
  status: "sent" | "unsaved" | "invalid" | "rate-limited";
  whatsappUrl: string | null;
  errors: FieldErrors;
  values: Record<string, string>;
  /** Shown with a sent/unsaved answer when something needs the visitor's attention. */
  notice?: string;
}
