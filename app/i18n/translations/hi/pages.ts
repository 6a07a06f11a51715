import type { pageMessages } from "../../areas/pages";
import type { TranslationOf } from "../types";

// Draft translation for the clinic's native-speaker review (marked so in the admin).
export const pages: TranslationOf<typeof pageMessages> = {
  // Heading band of the inner pages
  breadcrumbLabel: "पृष्ठ का रास्ता",
  breadcrumbHome: "होम",
  crumbAbout: "हमारे बारे में",
  crumbServices: "सेवाएँ",
  crumbConditions: "स्वास्थ्य समस्याएँ",
  crumbContact: "संपर्क",

  // The reply time the International Patients and Wellness pages promise
  replyWithin: "{hours, plural, one {# घंटे} other {# घंटों}} के भीतर",

  // Closing band of the about, services and conditions pages
  ctaBook: "परामर्श बुक करें",
  ctaCall: "अभी कॉल करें",

  // Home page
  homeDoctorProfile: "पूरी प्रोफ़ाइल देखें",
  homeMeetDoctor: "{name}, {title} से मिलें",
  therapySessions: "{sessions} सत्र",
  therapyLearnMore: "<sr>{title} के बारे में </sr>और जानें",
  therapyShowLess: "<sr>{title} के बारे में </sr>कम दिखाएँ",
  detailSessionLength: "सत्र की अवधि",
  detailCourse: "आम तौर पर कोर्स",
  detailFrequency: "कितनी बार",
  detailBenefits: "यह कैसे मदद कर सकती है",
  detailResults: "परिणाम हर व्यक्ति में अलग-अलग होते हैं।",
  detailBook: "यह थेरेपी बुक करें",
  detailFullPage: "पूरी जानकारी",

  // About page
  aboutDoctorYears: "{years}+ वर्षों का अनुभव",
  aboutDoctorProfile: "<sr>{name} की </sr>प्रोफ़ाइल देखें",

  // Services page
  servicesEyebrow: "थेरेपी",
  servicesCount: "{count, plural, one {# नॉन-इनवेसिव (बिना चीर-फाड़ वाली) थेरेपी} other {# नॉन-इनवेसिव (बिना चीर-फाड़ वाली) थेरेपी}}",
  listSession: "सत्र",
  listCourse: "कोर्स",
  listFrequency: "कितनी बार",
  listBook: "यह थेरेपी बुक करें<sr>: {title}</sr>",
  servicesGeneralConsultation: "सामान्य परामर्श बुक करें",

  // Contact page
  contactSendMessage: "संदेश भेजें",
  contactCall: "{number} पर कॉल करें",
  contactCardsLabel: "समय और त्वरित संपर्क",
  contactWhatsApp: "{number} पर WhatsApp करें",
  contactEmergencyCall: "{number} पर कॉल करें",
  contactInternational: "अंतरराष्ट्रीय मरीज़",

  // International patients page
  bottomBarLabel: "त्वरित संपर्क",
  bottomBarCall: "अभी कॉल करें",
  bottomBarWhatsApp: "WhatsApp",
  bottomBarBook: "अभी बुक करें",
  planningStep: "चरण {number}",
  planningStepTitle: "चरण {number}: {title}",

  // Legal pages (privacy policy, terms of service and their earlier versions)
  legalEyebrow: "कानूनी",
  legalDates: "अंतिम अपडेट {updated} · {effective} से लागू",
  legalContents: "इस पृष्ठ पर",
  legalTranslationNote: "यह अनुवाद है। मान्य पाठ अंग्रेज़ी वाला ही है: <link>अंग्रेज़ी में पढ़ें</link>।",
  legalContact: "हमसे संपर्क करें",
  legalContactText: "इस दस्तावेज़ के बारे में कोई प्रश्न है? फ़ोन, ई-मेल या डाक द्वारा हमसे संपर्क करें।",
  legalArchivedNotice:
    "यह एक पुराना संस्करण है, जो {effective} से लागू था। इसे यहाँ इसलिए रखा गया है ताकि आप पढ़ सकें कि उस समय क्या लागू था। <current>वर्तमान {title} पढ़ें</current>।",
  legalVersionsTitle: "सभी संस्करण",
  legalVersionLink: "{date} से लागू",
  legalVersionCurrent: "(वर्तमान)",
  legalVersionMetaTitle: "{title} ({date} से लागू)",
  legalVersionNotFound: "नहीं मिला",
  privacyMetaTitle: "गोपनीयता नीति",
  termsMetaTitle: "सेवा की शर्तें",
  grievanceTitle: "शिकायत अधिकारी",
  grievanceText:
    "अपनी व्यक्तिगत जानकारी से जुड़े प्रश्नों, अनुरोधों या शिकायतों के लिए हमारे शिकायत अधिकारी से संपर्क करें। हम {days, plural, one {# दिन} other {# दिनों}} के भीतर जवाब देते हैं।",
  grievanceName: "नाम",
  grievanceEmail: "ई-मेल",
  grievancePhone: "फ़ोन",
  grievanceAddress: "पता",
  statSurgicalYears: "वर्षों का सर्जिकल अनुभव",
  statPatientsSupported: "मरीज़ों की सहायता की",
  statTherapies: "{count, plural, one {उन्नत थेरेपी} other {उन्नत थेरेपी}}",
  statAverageRating: "मरीज़ों की औसत रेटिंग",
  statPatients: "मरीज़",
  statRating: "रेटिंग",

  homeMoreReviews: "और राय पढ़ें",
  crumbReviews: "मरीज़ों की राय",
  reviewsPagesLabel: "राय के पृष्ठ",
  reviewsPrevious: "पिछला पृष्ठ",
  reviewsNext: "अगला पृष्ठ",
  reviewsEmpty: "अभी दिखाने के लिए कोई राय नहीं है।",
  reviewsBadLinkTitle: "यह पृष्ठ लिंक मान्य नहीं है",
  reviewsBadLinkMessage: "हो सकता है पता अधूरा रह गया हो या बदल गया हो। सबसे नई राय बस एक क्लिक दूर हैं।",
  reviewsFirstPage: "सबसे नई राय देखें",
};
