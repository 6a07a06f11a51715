// Draft translation for the clinic's native-speaker review.
import type { ContentTranslations } from "../types";

export const clinic: ContentTranslations["clinic"] = {
  tagline: "إعادة تأهيل متقدمة وغير جراحية على شاطئ البحر",
  address: {
    street: "12-3-45، تقاطع طريق الشاطئ (بيتش رود)",
    locality: "مهاراني بيتا",
    city: "فيساكاباتنام",
    region: "أندرا براديش",
    country: "الهند",
  },
  phoneLabels: ["الاستقبال", "", ""],
};
