// The patient's details when booking a time (issue 47 item 2), checked on the server. Messages
// are catalogue keys, worded in the page's language by fieldErrors (inquiry-schemas.ts).
import { z } from "zod";
import type { MessageKey } from "~/i18n/catalogue";
import { regionOfCountry } from "./country-region";
import { hasText, messageField, nameField, optionalText, requiredText } from "./inquiry-schemas";
import { CLINIC_REGION, parsePhone } from "./phone";

/** True for a time zone this runtime knows ("Europe/London", "UTC"). */
export function isTimeZone(zone: string): boolean {
  if (zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A phone number read in the plan of the country typed (a "+" code always wins), else India's. */
export const bookingPhone = (phone: string, country: string) => parsePhone(phone.trim(), regionOfCountry(country) ?? CLINIC_REGION);

export const bookingDetailsSchema = z
  .object({
    name: nameField,
    phone: requiredText(30, { required: "forms.errorPhoneRequired", tooLong: "forms.errorPhoneTooLong" }),
    email: optionalText(254, "forms.errorEmailTooLong").pipe(z.email("forms.errorEmailInvalid" satisfies MessageKey).nullable()),
    country: requiredText(80, { required: "forms.errorCountryRequired", tooLong: "forms.errorCountryTooLong" }),
    note: messageField,
    zone: z.string().refine(isTimeZone, "booking.errorZone" satisfies MessageKey),
  })
  .superRefine(
    (d, ctx) => {
      if (!bookingPhone(d.phone, typeof d.country === "string" ? d.country : "")) {
        ctx.addIssue({ code: "custom", path: ["phone"], message: "forms.errorPhoneInvalid" satisfies MessageKey, input: d.phone });
      }
    },
    { when: ({ value }) => hasText(value, "phone") },
  )
  .transform((d) => ({ ...d, phone: bookingPhone(d.phone, d.country)?.e164 ?? d.phone }));

export type PatientDetails = z.output<typeof bookingDetailsSchema>;

/** The fields of the details step, in the form's order. */
export const BOOKING_DETAIL_FIELDS = ["name", "phone", "email", "country", "note", "zone"] as const;
