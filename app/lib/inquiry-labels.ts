// What the visitor reads for each choice of the inquiry forms: the value stored (and sent to
// WhatsApp) stays the option itself. Shared by the forms and the confirmation's summary.
import { serviceOptions } from "~/content/clinic";
import { inquiryTherapyOptions } from "~/content/international";
import type { MessageKey } from "~/i18n/catalogue";

export const serviceLabels: Record<(typeof serviceOptions)[number], MessageKey> = {
  "Hyperbaric Oxygen Therapy": "forms.serviceHbot",
  Cryotherapy: "forms.serviceCryotherapy",
  "Zero Gravity Gait Trainer": "forms.serviceGait",
  "Hydrogen Inhalation": "forms.serviceHydrogen",
  "Post-Pregnancy Rehabilitation": "forms.servicePostPregnancy",
  "General Consultation": "forms.serviceGeneral",
};

export const therapyLabels: Record<(typeof inquiryTherapyOptions)[number], MessageKey> = {
  HBOT: "forms.therapyHbot",
  Cryotherapy: "forms.therapyCryotherapy",
  "Gait Training": "forms.therapyGait",
  Hydrogen: "forms.therapyHydrogen",
  "Post-Pregnancy": "forms.therapyPostPregnancy",
  General: "forms.therapyGeneral",
};

/** "March 2027": a month and year about three months from `now`, in the page's language, for
 * the travel-dates hint (an example in the past would read as a mistake). */
export function travelDateExample(now: Date, formatTag: string): string {
  const later = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 3, 1));
  return new Intl.DateTimeFormat(formatTag, { month: "long", year: "numeric", timeZone: "UTC" }).format(later);
}
