import { z } from "zod";
import { serviceOptions } from "~/content/clinic";
import { inquiryTherapyOptions } from "~/content/international";
import { FIELD_LIMITS, type FieldErrors } from "./inquiry-fields";

// Server-side validation (zod stays out of the browser bundle: forms import inquiry-fields.ts).
export { FIELD_LIMITS, type FieldErrors, type InquiryActionData } from "./inquiry-fields";

// Shared by the forms (field limits, hints) and the server (the real check).

const trimmed = (max: number, label: string) =>
  z
    .string({ error: `Please enter your ${label}.` })
    .trim()
    .max(max, `Please keep your ${label} under ${max} characters.`);

const requiredText = (max: number, label: string) =>
  trimmed(max, label).min(1, `Please enter your ${label}.`);

const optionalText = (max: number, label: string) =>
  trimmed(max, label)
    .optional()
    .transform((v) => (v ? v : null));

export const phoneField = requiredText(30, "phone number").refine(
  (v) => /^\+?[\d\s().-]+$/.test(v) && (v.match(/\d/g)?.length ?? 0) >= 7 && (v.match(/\d/g)?.length ?? 0) <= 15,
  "Please enter a phone number of 7 to 15 digits, for example +91 90000 11001.",
);


export const homeInquirySchema = z.object({
  name: requiredText(FIELD_LIMITS.name, "name"),
  phone: phoneField,
  service: z.enum(serviceOptions, { error: "Please choose a service." }),
  message: optionalText(FIELD_LIMITS.message, "message"),
});

export type HomeInquiry = z.infer<typeof homeInquirySchema>;

const emailField = requiredText(254, "e-mail address").pipe(
  z.email("Please enter an e-mail address like name@example.com."),
);

/** SPEC §5 international form: contact is WhatsApp number or e-mail, free text. */
export const internationalInquirySchema = z.object({
  fullName: requiredText(FIELD_LIMITS.name, "full name"),
  country: requiredText(80, "country"),
  contact: requiredText(120, "WhatsApp number or e-mail"),
  therapy: z.enum(inquiryTherapyOptions, { error: "Please choose the therapy you are interested in." }),
  travelDates: optionalText(100, "travel dates"),
  message: optionalText(FIELD_LIMITS.message, "message"),
});

/** SPEC §5 wellness booking form. */
export const wellnessInquirySchema = z.object({
  name: requiredText(FIELD_LIMITS.name, "name"),
  email: emailField,
  phone: phoneField,
  message: optionalText(FIELD_LIMITS.message, "message"),
});


export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}
