import { z } from "zod";
import { serviceOptions } from "~/content/clinic";
import { inquiryTherapyOptions } from "~/content/international";
import { defaultMessages, type MessageKey } from "~/i18n/catalogue";
import type { Translate } from "~/i18n/format";
import { regionOfCountry } from "./country-region";
import { FIELD_LIMITS, type FieldErrors } from "./inquiry-fields";
import { type ParsedPhone, parsePhone } from "./phone";

// Server-side validation (zod and libphonenumber stay out of the browser bundle: forms import
// inquiry-fields.ts).
export { FIELD_LIMITS, type FieldErrors, type InquiryActionData } from "./inquiry-fields";

// Each check's message is a KEY of the forms catalogue (app/i18n/areas/forms.ts), not English:
// fieldErrors() words it in the request's catalogue, so staff's edits (and later languages) show.

/** Left empty: only a required field says so; any field may be too long. */
interface TextKeys {
  required: MessageKey;
  tooLong: MessageKey;
}

const trimmed = (max: number, tooLong: MessageKey, required?: MessageKey) =>
  z
    .string(required ? { error: required } : undefined)
    .trim()
    .max(max, tooLong);

export const requiredText = (max: number, keys: TextKeys) => trimmed(max, keys.tooLong, keys.required).min(1, keys.required);

export const optionalText = (max: number, tooLong: MessageKey) =>
  trimmed(max, tooLong)
    .optional()
    .transform((v) => (v ? v : null));

/** A phone number of any country's plan, read as Indian without a country code, given back in
 * E.164 ("+919848012345"): what is stored and put in the WhatsApp link. */
export const phoneField = requiredText(30, { required: "forms.errorPhoneRequired", tooLong: "forms.errorPhoneTooLong" }).transform(
  (v, ctx) => {
    const parsed = parsePhone(v);
    if (parsed) return parsed.e164;
    ctx.issues.push({ code: "custom", message: "forms.errorPhoneInvalid" satisfies MessageKey, input: v });
    return z.NEVER;
  },
);

export const nameField = requiredText(FIELD_LIMITS.name, { required: "forms.errorNameRequired", tooLong: "forms.errorNameTooLong" });
export const messageField = optionalText(FIELD_LIMITS.message, "forms.errorMessageTooLong");

export const homeInquirySchema = z.object({
  name: nameField,
  phone: phoneField,
  service: z.enum(serviceOptions, { error: "forms.errorServiceRequired" satisfies MessageKey }),
  message: messageField,
});

const emailField = requiredText(254, { required: "forms.errorEmailRequired", tooLong: "forms.errorEmailTooLong" }).pipe(
  z.email("forms.errorEmailInvalid" satisfies MessageKey),
);

export function hasText(value: unknown, key: string): boolean {
  if (typeof value !== "object" || value === null) return false;
  const field: unknown = (value as Record<string, unknown>)[key];
  return typeof field === "string" && field.trim() !== "";
}

export type InternationalContact = { kind: "email"; email: string } | { kind: "phone"; phone: ParsedPhone };

const isEmail = (text: string) => z.email().safeParse(text).success;

/**
 * The international form's one contact field: an e-mail address, or a phone number of a real
 * plan. A number without its country code is read in the plan of the country the patient
 * typed (when it names one); with none, only a number with its "+" code is one.
 */
export function readInternationalContact(contact: string, country: string): InternationalContact | null {
  const text = contact.trim();
  if (text.includes("@")) return isEmail(text) ? { kind: "email", email: text } : null;
  const phone = parsePhone(text, regionOfCountry(country));
  return phone ? { kind: "phone", phone } : null;
}

/** SPEC §5 international form: contact is WhatsApp number or e-mail (issue 44: a valid one). */
export const internationalInquirySchema = z
  .object({
    fullName: requiredText(FIELD_LIMITS.name, { required: "forms.errorFullNameRequired", tooLong: "forms.errorFullNameTooLong" }),
    country: requiredText(80, { required: "forms.errorCountryRequired", tooLong: "forms.errorCountryTooLong" }),
    contact: requiredText(120, { required: "forms.errorContactRequired", tooLong: "forms.errorContactTooLong" }),
    therapy: z.enum(inquiryTherapyOptions, { error: "forms.errorTherapyRequired" satisfies MessageKey }),
    travelDates: optionalText(100, "forms.errorTravelDatesTooLong"),
    message: messageField,
  })
  // A refinement (not a transform) keeps the schema an object whose fields the pipeline reads.
  .superRefine(
    (d, ctx) => {
      if (!readInternationalContact(d.contact, typeof d.country === "string" ? d.country : "")) {
        ctx.addIssue({ code: "custom", path: ["contact"], message: "forms.errorContactInvalid" satisfies MessageKey, input: d.contact });
      }
    },
    // Checked whenever a contact was typed, even if another field is refused too.
    { when: ({ value }) => hasText(value, "contact") },
  );

/** SPEC §5 wellness booking form. */
export const wellnessInquirySchema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  message: messageField,
});

const isMessageKey = (value: string): value is MessageKey => Object.hasOwn(defaultMessages, value);

/** An issue's words: its key in `t`, with the limit for a too-long text ({max}). */
function issueText(issue: z.core.$ZodIssue, t: Translate): string {
  // Only zod's own wording for an issue no check above names (none today) stays as it is.
  if (!isMessageKey(issue.message)) return issue.message;
  return t(issue.message, issue.code === "too_big" ? { max: Number(issue.maximum) } : undefined);
}

/** Field name → its first problem, in the words of the request's catalogue. */
export function fieldErrors(error: z.ZodError, t: Translate): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issueText(issue, t);
  }
  return errors;
}
