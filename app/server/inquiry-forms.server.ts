import type { z } from "zod";
import type { InquiryFormName } from "~/lib/inquiry-fields";
import { homeInquirySchema, internationalInquirySchema, wellnessInquirySchema } from "~/lib/inquiry-schemas";
import { homeInquiryText, internationalInquiryText, wellnessInquiryText } from "~/lib/whatsapp";
import type { InquiryForm } from "./inquiries.server";

// Every public form, as the one inquiry pipeline (inquiries.server.ts) sees it.

export const homeInquiryForm: InquiryForm<typeof homeInquirySchema> = {
  source: "home",
  schema: homeInquirySchema,
  toRecord: (d) => ({ name: d.name, phone: d.phone, interest: d.service, message: d.message }),
  whatsappText: (d, clinicName, t) => homeInquiryText(d, clinicName, t),
};

/** The same form on /contact, told apart in the inbox by its source. */
export const contactInquiryForm: InquiryForm<typeof homeInquirySchema> = { ...homeInquiryForm, source: "contact" };

/** The booking form at the foot of each therapy page. */
export const therapyInquiryForm: InquiryForm<typeof homeInquirySchema> = { ...homeInquiryForm, source: "therapy" };

export const internationalInquiryForm: InquiryForm<typeof internationalInquirySchema> = {
  source: "international",
  schema: internationalInquirySchema,
  toRecord: (d) => {
    const isEmail = d.contact.includes("@");
    return {
      name: d.fullName,
      country: d.country,
      email: isEmail ? d.contact : null,
      phone: isEmail ? null : d.contact,
      interest: d.therapy,
      travelDates: d.travelDates,
      message: d.message,
    };
  },
  whatsappText: (d, _clinicName, t) => internationalInquiryText(d, t),
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
};

/** Every form by the name its JSON endpoint takes (app/routes/inquiry-api.ts). */
export const inquiryForms: { [K in InquiryFormName]: InquiryForm<z.ZodObject> } = {
  home: homeInquiryForm,
  contact: contactInquiryForm,
  therapy: therapyInquiryForm,
  international: internationalInquiryForm,
  wellness: wellnessInquiryForm,
};
