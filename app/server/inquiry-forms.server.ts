import { homeInquirySchema } from "~/lib/inquiry-schemas";
import { homeInquiryText } from "~/lib/whatsapp";
import type { InquiryForm } from "./inquiries.server";

export const homeInquiryForm: InquiryForm<typeof homeInquirySchema> = {
  source: "home",
  schema: homeInquirySchema,
  toRecord: (d) => ({ name: d.name, phone: d.phone, interest: d.service, message: d.message }),
  whatsappText: (d) => homeInquiryText(d),
};
