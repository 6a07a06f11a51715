// The seeded videos' and gallery pictures' texts in Hindi: a draft translation for the clinic's native-speaker review.
import type { ContentTranslations } from "../types";

/** By the seeded video's address (app/content/videos.ts). */
export const videos: ContentTranslations["videos"] = {
  "https://www.youtube.com/watch?v=Samudra0000": {
    title: "सुविधाओं की सैर: समुद्र पुनर्वास एवं वेलनेस केंद्र",
    description:
      "विशाखापत्तनम के महारानीपेटा में स्थित केंद्र की एक छोटी-सी सैर: रिसेप्शन, परामर्श कक्ष, हाइपरबेरिक ऑक्सीजन चैंबर, क्रायोथेरेपी केबिन और पुनर्वास जिम (व्यायाम कक्ष)।",
  },
  "https://www.youtube.com/watch?v=Samudra0001": {
    title: "हाइपरबेरिक ऑक्सीजन थेरेपी के दौरान क्या होता है",
    description:
      "हमारे हाइपरबेरिक मेडिसिन कंसल्टेंट एक सामान्य सत्र के बारे में समझाते हैं: सुरक्षा जाँच (स्क्रीनिंग) और कानों का दबाव बराबर करने से लेकर इस बात तक कि चैंबर के अंदर आपको कैसा महसूस होगा।",
  },
  "https://www.youtube.com/watch?v=Samudra0002": {
    title: "मरीज़ की कहानी: हाइपरबेरिक ऑक्सीजन थेरेपी के लिए ओमान से यात्रा",
    description:
      "मस्कट से आए एक अंतरराष्ट्रीय मरीज़ अपना अनुभव साझा करते हैं: पैर के एक धीरे भरने वाले घाव के लिए उन्होंने हाइपरबेरिक ऑक्सीजन थेरेपी का एक कोर्स लिया। यह एक व्यक्ति का अपना अनुभव है; परिणाम हर व्यक्ति में अलग-अलग होते हैं।",
  },
  "https://youtu.be/Samudra0003": {
    title: "ज़ीरो ग्रैविटी गेट ट्रेनर: एक सामान्य सत्र",
    description:
      "देखें कि गेट ट्रेनिंग (चलने के प्रशिक्षण) का सत्र कैसे होता है: हार्नेस लगाना, शरीर के वज़न को दिए जाने वाले सहारे का स्तर तय करना, और फ़िज़ियोथेरेपिस्ट के मार्गदर्शन में चलने का अभ्यास।",
  },
};

/** By the seeded picture's address (app/content/gallery.ts). */
export const gallery: ContentTranslations["gallery"] = {
  "/illustrations/facility-reception.svg": {
    title: "रिसेप्शन और प्रतीक्षा क्षेत्र",
    alt: "समुद्र की ओर खुलने वाली खिड़की के पास बैठने की व्यवस्था वाले, रोशनी से भरे रिसेप्शन क्षेत्र का चित्रण",
  },
  "/illustrations/facility-therapy-room.svg": {
    title: "थेरेपी कक्ष",
    alt: "उपचार के लिए लेटने की मेज़ और व्यायाम के उपकरणों वाले एक शांत थेरेपी कक्ष का चित्रण",
  },
  "/illustrations/facility-garden.svg": {
    title: "बगीचा और टहलने का रास्ता",
    alt: "टहलने के लिए समतल रास्ते और बेंचों वाले केंद्र के बगीचे का चित्रण",
  },
  "/illustrations/therapy-hyperbaric-oxygen-therapy.svg": {
    title: "हाइपरबेरिक ऑक्सीजन चैंबर",
    alt: "जहाज़ की खिड़कियों जैसी गोल खिड़कियों वाले हाइपरबेरिक ऑक्सीजन चैंबर का चित्रण",
  },
  "/illustrations/therapy-cryotherapy.svg": {
    title: "क्रायोथेरेपी केबिन",
    alt: "ठंडी धुंध से घिरे क्रायोथेरेपी केबिन का चित्रण",
  },
  "/illustrations/therapy-zero-gravity-gait-trainer.svg": {
    title: "ज़ीरो ग्रैविटी गेट ट्रेनर",
    alt: "शरीर के वज़न को सहारा देने वाले गेट ट्रेनर और उसमें चलती एक आकृति का चित्रण",
  },
  "/illustrations/therapy-hydrogen-inhalation.svg": {
    title: "हाइड्रोजन इनहेलेशन स्टेशन",
    alt: "हाइड्रोजन इनहेलेशन उपकरण के पास रखी पीछे झुकने वाली कुर्सी का चित्रण",
  },
  "/illustrations/therapy-post-pregnancy-rehabilitation.svg": {
    title: "प्रसव के बाद पुनर्वास का सत्र",
    alt: "चटाई पर कोर (पेट और कमर की मांसपेशियों) का हल्का व्यायाम करती एक माँ का चित्रण",
  },
  "/illustrations/gallery-equipment.svg": {
    title: "निगरानी के उपकरण",
    alt: "एक उपचार कक्ष में मरीज़ की निगरानी के उपकरणों का चित्रण",
  },
  "/illustrations/gallery-treatment.svg": {
    title: "देखरेख में एक उपचार सत्र",
    alt: "सत्र के दौरान एक मरीज़ को मार्गदर्शन देते थेरेपिस्ट का चित्रण",
  },
  "/illustrations/gallery-staff.svg": {
    title: "हमारी देखभाल टीम",
    alt: "हरे-नीले रंग की मेडिकल वर्दी (स्क्रब) पहने देखभाल टीम का चित्रण",
  },
};
