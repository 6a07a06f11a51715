import type { z } from "zod";
import type { InquiryFormName } from "~/lib/inquiry-fields";
import { serviceLabels, therapyLabels } from "~/lib/inquiry-labels";
import { homeInquirySchema, internationalInquirySchema, readInternationalContact, wellnessInquirySchema } from "~/lib/inquiry-schemas";
import { parsePhone } from "~/lib/phone";
import { homeInquiryText, internationalInquiryText, wellnessInquiryText } from "~/lib/whatsapp";
import type { InquiryForm } from "./inquiries.server";

// Every public form, as the one inquiry pipeline (inquiries.server.ts) sees it. Phone numbers
// arrive from the schemas in E.164 ("+919848012345"): stored, and written in WhatsApp, so.

/** "+91 98480 12345": how the confirmation shows a stored number back. */
const phoneShown = (e164: string) => parsePhone(e164)?.international ?? e164;

export const homeInquiryForm: InquiryForm<typeof homeInquirySchema> = {
  source: "home",
  schema: homeInquirySchema,
  toRecord: (d) => ({ name: d.name, phone: d.phone, interest: d.service, message: d.message }),
  whatsappText: (d, clinicName, t) => homeInquiryText(d, clinicName, t),
  labels: { name: "forms.nameLabel", phone: "forms.phoneLabel", service: "forms.serviceLabel", message: "forms.messageLabel" },
  summary: (d, t) => ({ name: d.name, phone: phoneShown(d.phone), service: t(serviceLabels[d.service]), message: d.message }),
  channel: () => "whatsapp",
};

/** The same form on /contact, told apart in the inbox by its source. */
export const contactInquiryForm: InquiryForm<typeof homeInquirySchema> = { ...homeInquiryForm, source: "contact" };

/** The booking form at the foot of each therapy page. */
export const therapyInquiryForm: InquiryForm<typeof homeInquirySchema> = { ...homeInquiryForm, source: "therapy" };

/** The contact as the schema accepted it: an e-mail address, or a number in E.164. */
function internationalContact(d: z.output<typeof internationalInquirySchema>): { email: string | null; phone: string | null } {
  const contact = readInternationalContact(d.contact, d.country);
  if (contact?.kind === "phone") return { email: null, phone: contact.phone.e164 };
  // The schema let nothing else through; an e-mail address is kept as typed.
  return { email: contact?.email ?? d.contact, phone: null };
}

export const internationalInquiryForm: InquiryForm<typeof internationalInquirySchema> = {
  source: "international",
  schema: internationalInquirySchema,
  toRecord: (d) => ({
    name: d.fullName,
    country: d.country,
    ...internationalContact(d),
    interest: d.therapy,
    travelDates: d.travelDates,
    message: d.message,
  }),
  whatsappText: (d, _clinicName, t) => {
    const { email, phone } = internationalContact(d);
    return internationalInquiryText({ ...d, contact: phone ?? email ?? d.contact }, t);
  },
  labels: {
    fullName: "forms.fullNameLabel",
    country: "forms.countryLabel",
    contact: "forms.contactLabel",
    therapy: "forms.therapyLabel",
    travelDates: "forms.travelDatesLabel",
    message: "forms.messageLabel",
  },
  summary: (d, t) => {
    const { email, phone } = internationalContact(d);
    return {
      fullName: d.fullName,
      country: d.country,
      contact: phone ? phoneShown(phone) : email,
      therapy: t(therapyLabels[d.therapy]),
      travelDates: d.travelDates,
      message: d.message,
    };
  },
  channel: (d) => (internationalContact(d).phone ? "whatsapp" : "email"),
};

export const wellnessInquiryForm: InquiryForm<typeof wellnessInquirySchema> = {
  source: "wellness",
  schema: wellnessInquirySchema,
  toRecord: (d) => ({
    name: d.name,
    email: d.email,
    phone: d.phone,
    interest: "7-Day Wellness Program",
    message: d.message,
  }),
  whatsappText: (d, _clinicName, t) => wellnessInquiryText(d, t),
  labels: { name: "forms.nameLabel", email: "forms.emailLabel", phone: "forms.phoneLabel", message: "forms.messageLabel" },
  summary: (d) => ({ name: d.name, email: d.email, phone: phoneShown(d.phone), message: d.message }),
  channel: () => "whatsapp",
};

/** Every form by the name its JSON endpoint takes (app/routes/inquiry-api.ts). */
export const inquiryForms: { [K in InquiryFormName]: InquiryForm<z.ZodObject> } = {
  home: homeInquiryForm,
  contact: contactInquiryForm,
  therapy: therapyInquiryForm,
  international: internationalInquiryForm,
  wellness: wellnessInquiryForm,
};
