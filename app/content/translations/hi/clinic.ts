// Draft translation for the clinic's native-speaker review.
import type { ContentTranslations } from "../types";

export const clinic: ContentTranslations["clinic"] = {
  tagline: "सागर किनारे उन्नत, बिना चीर-फाड़ वाला (नॉन-इनवेसिव) पुनर्वास",
  address: {
    street: "12-3-45, बीच रोड जंक्शन",
    locality: "महारानीपेटा",
    city: "विशाखापत्तनम",
    region: "आंध्र प्रदेश",
    country: "भारत",
  },
  phoneLabels: ["रिसेप्शन", "", ""],
};
