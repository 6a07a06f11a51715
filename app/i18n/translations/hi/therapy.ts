import type { therapyMessages } from "../../areas/therapy";
import type { TranslationOf } from "../types";

// Draft translation for the clinic's native-speaker review (marked so in the admin).
export const therapy: TranslationOf<typeof therapyMessages> = {
  breadcrumbLabel: "पृष्ठ का रास्ता",
  breadcrumbHome: "होम",
  breadcrumbServices: "सेवाएँ",
  factDuration: "अवधि",
  factSessions: "सत्र",
  factFrequency: "कितनी बार",
  bookTherapy: "यह थेरेपी बुक करें",
  callConsultation: "परामर्श के लिए कॉल करें",
  whatHeading: "यह क्या है",
  howHeading: "यह कैसे काम करती है",
  benefitsHeading: "मुख्य लाभ",
  benefitsIntro: "यह थेरेपी किस तरह मदद कर सकती है। परिणाम हर व्यक्ति में अलग-अलग होते हैं।",
  whoHeading: "यह किनके लिए है",
  whoAssessment:
    "हर कोर्स की शुरुआत हमारे डॉक्टरों द्वारा जाँच से होती है, जो यह देखते हैं कि यह थेरेपी आपके लिए सुरक्षित और उपयुक्त है या नहीं।",
  conditionsHeading: "हम किन समस्याओं का उपचार करते हैं",
  faqHeading: "अक्सर पूछे जाने वाले प्रश्न",
  videoHeading: "मरीज़ों के वास्तविक अनुभव",
  videoTitle: "{title}: मरीज़ का अनुभव",
  galleryHeading: "थेरेपी गैलरी",
  galleryLabel: "{title} गैलरी",
  storiesHeading: "मरीज़ों की सफलता की कहानियाँ",
  storiesIntro: "व्यक्तिगत अनुभव, जो अनुमति लेकर साझा किए गए हैं। परिणाम हर व्यक्ति में अलग-अलग होते हैं।",
  relatedHeading: "संबंधित थेरेपी",
  learnMore: "<hidden>{title} के बारे में </hidden>और जानें",
  availabilityLabel: "उपलब्धता",
  availability:
    "{title} की सुविधा {city} के {locality} स्थित हमारे केंद्र में उपलब्ध है। यह पूरे आंध्र प्रदेश, तेलंगाना, ओडिशा और उससे आगे के मरीज़ों के लिए है, जिनमें विदेश से आने वाले मरीज़ भी शामिल हैं (देखें <link>अंतरराष्ट्रीय मरीज़</link>)।",
  bookHeading: "क्या आप {title} के बारे में बात करना चाहेंगे?",
  bookIntro:
    "परामर्श बुक करें: हमारे डॉक्टर जाँचेंगे कि यह थेरेपी आपके लिए उपयुक्त है या नहीं, और आपके साथ मिलकर सत्रों की योजना बनाएँगे।",
  bookConsultation: "परामर्श बुक करें",
  callNow: "अभी कॉल करें",
  formTitle: "{title} बुक करें",
  previewFormNote: "{title} का बुकिंग फ़ॉर्म प्रकाशित पृष्ठ पर यहाँ दिखाई देगा।",
  notFoundTitle: "थेरेपी नहीं मिली",
  notFoundDescription: "यह थेरेपी पृष्ठ मौजूद नहीं है। हमारी उपलब्ध थेरेपी देखें।",
  notFoundMessage: "हमें यह थेरेपी नहीं मिली। हो सकता है इसका नाम बदल दिया गया हो, या वेब पता गलत लिखा गया हो।",
  errorTitle: "कुछ गड़बड़ हो गई",
  errorMessage: "यह पृष्ठ अभी नहीं दिखाया जा सका। कृपया फिर से प्रयास करें, या हमें कॉल करें।",
  returnHome: "होम पर लौटें",
  seeAllTherapies: "सभी थेरेपी देखें",
};
