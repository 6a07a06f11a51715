// Builders for the prefilled WhatsApp chat links of SPEC §7. Pure: the server builds
// the link it redirects to, and tests check the exact text.

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
export function homeInquiryText({ name, service, message }: HomeInquiryText, clinicName: string): string {
  const lines = [`Hello ${clinicName}, I would like to book a consultation for ${service}.`, `Name: ${name}`];
  if (message?.trim()) lines.push(`Message: ${message.trim()}`);
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
export function internationalInquiryText(v: InternationalInquiryText): string {
  return [
    "International Patient Inquiry",
    `Name: ${v.fullName}`,
    `Country: ${v.country}`,
    `Contact: ${v.contact}`,
    `Therapy Interest: ${v.therapy}`,
    `Travel Dates: ${v.travelDates?.trim() || "Not decided yet"}`,
    `Message: ${v.message?.trim() || "-"}`,
  ].join("\n");
}

export interface WellnessInquiryText {
  name: string;
  email: string;
  phone: string;
  message?: string | null;
}

export function wellnessInquiryText(v: WellnessInquiryText): string {
  return [
    "7-Day Wellness Program Inquiry",
    `Name: ${v.name}`,
    `Email: ${v.email}`,
    `Phone: ${v.phone}`,
    `Message: ${v.message?.trim() || "-"}`,
  ].join("\n");
}
