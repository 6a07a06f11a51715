// Builders for the prefilled WhatsApp chat links of SPEC §7. Pure: the server builds
// the link it redirects to, and tests check the exact text. Each line's wording comes from
// the forms catalogue (app/i18n/areas/forms.ts) through `t`; the visitor's values go in as
// arguments, so nothing they type is read as a message.
import type { Translate } from "~/i18n/format";

export function whatsAppUrl(e164: string, text: string): string {
  const number = e164.replace(/\D/g, "");
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

export interface HomeInquiryText {
  name: string;
  service: string;
  message?: string | null;
}

/** Home contact form: the chosen service, the name and the message, greeting the clinic by its short name. */
export function homeInquiryText({ name, service, message }: HomeInquiryText, clinicName: string, t: Translate): string {
  const lines = [t("forms.waHomeGreeting", { clinicName, service }), t("forms.waName", { name })];
  if (message?.trim()) lines.push(t("forms.waMessage", { message: message.trim() }));
  return lines.join("\n");
}

export interface InternationalInquiryText {
  fullName: string;
  country: string;
  contact: string;
  therapy: string;
  travelDates?: string | null;
  message?: string | null;
}

/** International form: labelled lines, optional ones marked as not given. */
export function internationalInquiryText(v: InternationalInquiryText, t: Translate): string {
  return [
    t("forms.waInternationalHeading"),
    t("forms.waName", { name: v.fullName }),
    t("forms.waCountry", { country: v.country }),
    t("forms.waContact", { contact: v.contact }),
    t("forms.waTherapy", { therapy: v.therapy }),
    t("forms.waTravelDates", { travelDates: v.travelDates?.trim() || t("forms.waTravelDatesNone") }),
    t("forms.waMessage", { message: v.message?.trim() || t("forms.waMessageNone") }),
  ].join("\n");
}

export interface WellnessInquiryText {
  name: string;
  email: string;
  phone: string;
  message?: string | null;
}

export function wellnessInquiryText(v: WellnessInquiryText, t: Translate): string {
  return [
    t("forms.waWellnessHeading"),
    t("forms.waName", { name: v.name }),
    t("forms.waEmail", { email: v.email }),
    t("forms.waPhone", { phone: v.phone }),
    t("forms.waMessage", { message: v.message?.trim() || t("forms.waMessageNone") }),
  ].join("\n");
}
