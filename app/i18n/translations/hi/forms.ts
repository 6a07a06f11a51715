import type { formMessages } from "../../areas/forms";
import type { TranslationOf } from "../types";

// Draft translation for the clinic's native-speaker review (marked so in the admin).
export const forms: TranslationOf<typeof formMessages> = {
  // The fields
  homeTitle: "परामर्श के लिए अनुरोध करें",
  nameLabel: "आपका नाम",
  phoneLabel: "फ़ोन नंबर",
  phoneHint: "भारत से बाहर हों तो देश कोड के साथ, जैसे +44 7700 900123",
  serviceLabel: "पसंदीदा सेवा",
  serviceChoose: "सेवा चुनें",
  serviceHbot: "हाइपरबेरिक ऑक्सीजन थेरेपी",
  serviceCryotherapy: "क्रायोथेरेपी",
  serviceGait: "ज़ीरो ग्रैविटी गेट ट्रेनर (चलने का प्रशिक्षण)",
  serviceHydrogen: "हाइड्रोजन इनहेलेशन",
  servicePostPregnancy: "प्रसव के बाद पुनर्वास",
  serviceGeneral: "सामान्य परामर्श",
  messageLabel: "संदेश (वैकल्पिक)",
  fullNameLabel: "पूरा नाम",
  countryLabel: "देश",
  contactLabel: "WhatsApp नंबर या ई-मेल",
  contactHint: "देश कोड के साथ WhatsApp नंबर (जैसे +44 7700 900123) या ई-मेल पता",
  therapyLabel: "आपकी रुचि की थेरेपी",
  therapyChoose: "थेरेपी चुनें",
  therapyHbot: "HBOT (हाइपरबेरिक ऑक्सीजन थेरेपी)",
  therapyCryotherapy: "क्रायोथेरेपी",
  therapyGait: "चलने का प्रशिक्षण (ज़ीरो-ग्रैविटी गेट ट्रेनर)",
  therapyHydrogen: "हाइड्रोजन इनहेलेशन",
  therapyPostPregnancy: "प्रसव के बाद पुनर्वास",
  therapyGeneral: "सामान्य परामर्श",
  travelDatesLabel: "यात्रा की तारीखें (वैकल्पिक)",
  travelDatesHint: "अनुमानित तारीखें भी चलेंगी, जैसे मार्च 2026, या तारीखें तय नहीं",
  emailLabel: "ई-मेल पता",
  honeypotLabel: "इस फ़ील्ड को खाली छोड़ दें",

  // Button, consent and the answer under the form
  sendButton: "WhatsApp से भेजें",
  sendingButton: "भेजा जा रहा है…",
  sentButton: "संदेश भेज दिया गया!",
  consentHome:
    "आपको जवाब देने के लिए हम आपका नाम, फ़ोन नंबर, चुनी गई सेवा और संदेश सहेजकर रखते हैं, फिर आपके संदेश के साथ WhatsApp खोलते हैं। हमारी <privacy>गोपनीयता नीति</privacy> देखें।",
  consentInternational:
    "आपको जवाब देने के लिए हम आपका नाम, देश, संपर्क विवरण, रुचि की थेरेपी, यात्रा की तारीखें और संदेश सहेजकर रखते हैं, फिर आपकी पूछताछ के साथ WhatsApp खोलते हैं। हमारी <privacy>गोपनीयता नीति</privacy> देखें।",
  consentWellness:
    "आपको जवाब देने के लिए हम आपका नाम, ई-मेल पता, फ़ोन नंबर और संदेश सहेजकर रखते हैं, फिर आपके संदेश के साथ WhatsApp खोलते हैं। हमारी <privacy>गोपनीयता नीति</privacy> देखें।",
  thanksRequest: "धन्यवाद। हमें आपका अनुरोध मिल गया है और WhatsApp एक नए टैब में खुल गया है। यदि वह नहीं खुला, तो <link>WhatsApp खोलें</link>।",
  thanksInquiry: "धन्यवाद। हमें आपकी पूछताछ मिल गई है और WhatsApp एक नए टैब में खुल गया है। यदि वह नहीं खुला, तो <link>WhatsApp खोलें</link>।",
  noticeOpenWhatsApp: "WhatsApp खोलें",
  noticeUnsaved: "हमारा सिस्टम अभी आपका अनुरोध सहेज नहीं सका, लेकिन आपका संदेश WhatsApp में तैयार है: कृपया वहाँ भेजें (send) बटन दबाएँ, या हमें कॉल करें।",
  rateLimited:
    "आपने कम समय में कई संदेश भेजे हैं। कृपया {minutes, plural, =1 {एक मिनट बाद} one {# मिनट बाद} other {# मिनट बाद}} फिर से प्रयास करें, या हमें सीधे कॉल करें।",
  sendFailed: "हम अभी आपका संदेश नहीं भेज सके। कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर से प्रयास करें, या हमें सीधे कॉल करें।",

  // The checks' messages, next to each field
  errorNameRequired: "कृपया अपना नाम लिखें।",
  errorNameTooLong: "कृपया अपना नाम {max} अक्षरों से कम रखें।",
  errorPhoneRequired: "कृपया अपना फ़ोन नंबर लिखें।",
  errorPhoneTooLong: "कृपया अपना फ़ोन नंबर {max} अक्षरों से कम रखें।",
  errorPhoneInvalid: "कृपया 7 से 15 अंकों का फ़ोन नंबर लिखें, जैसे +91 90000 11001।",
  errorServiceRequired: "कृपया एक सेवा चुनें।",
  errorMessageTooLong: "कृपया अपना संदेश {max} अक्षरों से कम रखें।",
  errorEmailRequired: "कृपया अपना ई-मेल पता लिखें।",
  errorEmailTooLong: "कृपया अपना ई-मेल पता {max} अक्षरों से कम रखें।",
  errorEmailInvalid: "कृपया name@example.com जैसा ई-मेल पता लिखें।",
  errorFullNameRequired: "कृपया अपना पूरा नाम लिखें।",
  errorFullNameTooLong: "कृपया अपना पूरा नाम {max} अक्षरों से कम रखें।",
  errorCountryRequired: "कृपया अपने देश का नाम लिखें।",
  errorCountryTooLong: "कृपया देश का नाम {max} अक्षरों से कम रखें।",
  errorContactRequired: "कृपया अपना WhatsApp नंबर या ई-मेल लिखें।",
  errorContactTooLong: "कृपया अपना WhatsApp नंबर या ई-मेल {max} अक्षरों से कम रखें।",
  errorTherapyRequired: "कृपया वह थेरेपी चुनें जिसमें आपकी रुचि है।",
  errorTravelDatesTooLong: "कृपया यात्रा की तारीखें {max} अक्षरों से कम में लिखें।",

  // The WhatsApp messages the forms open (SPEC §7), one line each
  waHomeGreeting: "नमस्ते {clinicName}, मुझे {service} के लिए परामर्श बुक करना है।",
  waInternationalHeading: "अंतरराष्ट्रीय मरीज़ की पूछताछ",
  waWellnessHeading: "7-दिवसीय वेलनेस कार्यक्रम के बारे में पूछताछ",
  waName: "नाम: {name}",
  waCountry: "देश: {country}",
  waContact: "संपर्क: {contact}",
  waTherapy: "रुचि की थेरेपी: {therapy}",
  waTravelDates: "यात्रा की तारीखें: {travelDates}",
  waTravelDatesNone: "अभी तय नहीं",
  waEmail: "ई-मेल: {email}",
  waPhone: "फ़ोन: {phone}",
  waMessage: "संदेश: {message}",
  waMessageNone: "-",
};
