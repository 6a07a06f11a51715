// The seeded bookable services' names and notes in Hindi: a draft translation for the clinic's native-speaker review.
import type { ContentTranslations } from "../types";

/** By the seeded service's English name (app/content/booking.ts). */
export const bookingServices: ContentTranslations["bookingServices"] = {
  "Hyperbaric oxygen session": {
    name: "हाइपरबेरिक ऑक्सीजन सत्र",
    description:
      "सूती कपड़े पहनें, और धातु की चीज़ें, इलेक्ट्रॉनिक सामान और सौंदर्य प्रसाधन (कॉस्मेटिक्स) चैंबर के बाहर ही छोड़ दें। आपका पहला सत्र डॉक्टर की जाँच के बाद होता है।",
  },
  "Cryotherapy session": {
    name: "क्रायोथेरेपी सत्र",
    description: "क्लिनिक में लगभग 15 मिनट लगते हैं, जिनमें 2-3 मिनट ठंड के संपर्क में रहना होता है; स्टाफ़ पूरे समय आपके साथ रहता है।",
  },
  "Gait training session": {
    name: "गेट ट्रेनिंग (चलने के प्रशिक्षण) का सत्र",
  },
  "Hydrogen inhalation session": {
    name: "हाइड्रोजन इनहेलेशन सत्र",
  },
  "Post-pregnancy rehabilitation session": {
    name: "प्रसव के बाद पुनर्वास का सत्र",
  },
  "Consultation with Dr. Aditya Varma": {
    name: "डॉ. आदित्य वर्मा से परामर्श",
    description: "पिछली रिपोर्टें, स्कैन और जो दवाएँ आप ले रहे हैं उनकी सूची साथ लाएँ।",
  },
  "Consultation with Dr. Gurpreet Singh Bedi": {
    name: "डॉ. गुरप्रीत सिंह बेदी से परामर्श",
    description: "पिछली रिपोर्टें, स्कैन और जो दवाएँ आप ले रहे हैं उनकी सूची साथ लाएँ।",
  },
  "Video consultation with Dr. Gurpreet Singh Bedi": {
    name: "डॉ. गुरप्रीत सिंह बेदी से वीडियो परामर्श",
    description:
      "विदेश में रहने वाले मरीज़ों के लिए: यहाँ आने की योजना बनाने से पहले आपकी रिपोर्टों के बारे में पहली बातचीत। वीडियो कॉल का लिंक आपको ई-मेल से भेजा जाता है।",
  },
};
