// The body texts of /contact (issue 13 item 4): the card headings and the WhatsApp greeting.
// Phone numbers, hours and the address are clinic settings; the heading band is page-intro.
import { f, type ValueOf } from "./fields";
import type { ContentType } from "./types";

export const contactPageFields = f.group("Contact page", {
  hoursTitle: f.text("Opening hours card: heading", { max: 60 }),
  whatsappTitle: f.text("WhatsApp card: heading", { max: 60 }),
  whatsappText: f.textarea("WhatsApp card: text", { max: 300 }),
  whatsappGreeting: f.textarea("WhatsApp message", { max: 500, help: "Already typed in the chat that the WhatsApp button opens." }),
  emergencyTitle: f.text("Emergency card: heading", {
    max: 60,
    help: "The card always shows the emergency number from the clinic settings.",
  }),
  internationalText: f.textarea("Note for patients from abroad", {
    max: 300,
    help: "Followed by a link to the International Patients page.",
  }),
});

export type ContactPageTexts = ValueOf<typeof contactPageFields>;

export const contactPageType: ContentType<typeof contactPageFields> = {
  type: "contact-page",
  title: "Contact page texts",
  description: "The card headings and the WhatsApp greeting of the Contact page (contact details are clinic settings).",
  permission: "content:manage",
  fields: contactPageFields,
  publicPath: "/contact",
};
