import type { patientMailMessages } from "../../areas/patient-mail";
import type { TranslationOf } from "../types";

// Draft translation for the clinic's native-speaker review (marked so in the admin).
export const patientMail: TranslationOf<typeof patientMailMessages> = {
  subject: "{clinicName}: आपकी पूछताछ {reference} हमें मिल गई है",
  heading: "आपकी पूछताछ हमें मिल गई है",
  intro: "{clinicName} से संपर्क करने के लिए धन्यवाद। आपकी पूछताछ हमारी टीम तक पहुँच गई है।",
  referenceLabel: "आपका संदर्भ नंबर",
  referenceHint: "कृपया हमें फ़ोन करते, लिखते या मिलने आते समय यह नंबर बताएँ।",
  summaryHeading: "आपने हमें क्या भेजा",
  fieldForm: "कहाँ से भेजा गया",
  formHome: "हमारे होम पेज का बुकिंग फ़ॉर्म",
  formContact: "हमारे संपर्क पेज का फ़ॉर्म",
  formTherapy: "एक थेरेपी पेज का बुकिंग फ़ॉर्म",
  formInternational: "अंतरराष्ट्रीय मरीज़ों का फ़ॉर्म",
  formWellness: "7-दिवसीय वेलनेस प्रोग्राम का फ़ॉर्म",
  fieldInterest: "किसमें रुचि है",
  interestWellness: "7-दिवसीय वेलनेस प्रोग्राम",
  fieldPhone: "फ़ोन",
  fieldEmail: "ई-मेल",
  fieldReceived: "प्राप्त हुई",
  receivedTime: "{time} (भारतीय समय)",
  messageNotRepeated:
    "आपकी स्वास्थ्य जानकारी निजी रहे, इसलिए हम आपका संदेश और आपके द्वारा लिखी गई अन्य जानकारी इस ई-मेल में नहीं दोहराते। ये हमारी टीम के पास हैं।",
  nextHeading: "आगे क्या होगा",
  nextAnswer:
    "हमारी टीम का कोई सदस्य {hours, plural, one {# घंटे} other {# घंटों}} के भीतर, आपके दिए गए संपर्क विवरण पर, ई-मेल या फ़ोन से आपको जवाब देगा।",
  nextMeanwhile: "अगर आप हमसे इससे पहले बात करना चाहें, तो {phone} पर कॉल करें या {whatsapp} पर WhatsApp संदेश भेजें।",
  hoursLabel: "खुलने का समय",
  addressLabel: "पता",
  emergency: "{clinicName} आपातकालीन सेवा नहीं है। चिकित्सा आपात स्थिति में तुरंत {emergencyNumber} पर कॉल करें।",
  notYou:
    "क्या आपने हमसे संपर्क नहीं किया? हो सकता है किसी ने गलती से आपका पता लिख दिया हो। आप इस ई-मेल को अनदेखा कर सकते हैं: आपको किसी सूची में नहीं जोड़ा गया है।",
  closing: "शुभकामनाओं सहित,",
  signature: "{clinicName} टीम",
  automatic: "यह आपकी पूछताछ के बारे में एक स्वचालित ई-मेल है। हम न्यूज़लेटर या ऑफ़र नहीं भेजते।",
};
