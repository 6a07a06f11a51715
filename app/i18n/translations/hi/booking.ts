import type { bookingMessages } from "../../areas/booking";
import type { TranslationOf } from "../types";

// Draft translation for the clinic's native-speaker review (marked so in the admin).
export const booking: TranslationOf<typeof bookingMessages> = {
  // The booking page's head and introduction
  metaTitle: "अपॉइंटमेंट बुक करें",
  metaDescription: "थेरेपी सत्र या परामर्श, एक दिन और खाली समय चुनें, और उसे ऑनलाइन बुक करें। किसी अकाउंट की ज़रूरत नहीं।",
  crumb: "बुक करें",
  title: "अपॉइंटमेंट बुक करें",
  intro: "एक सेवा, एक दिन और खाली समय चुनें। किसी अकाउंट की ज़रूरत नहीं: बदलने या रद्द करने के लिए आपको एक निजी लिंक मिलता है।",
  clinicZone: "सभी समय भारतीय समय (IST, UTC+5:30) में हैं, जहाँ क्लिनिक स्थित है।",
  emergency: "आपातकाल में बुकिंग न करें: <phone>108</phone> पर कॉल करें।",

  // The steps
  stepsLabel: "बुकिंग के चरण",
  stepService: "सेवा",
  stepDay: "दिन",
  stepTime: "समय",
  stepDetails: "आपका विवरण",
  stepCurrent: "(वर्तमान चरण)",

  // Choosing a service
  serviceHeading: "सेवा चुनें",
  sessionsHeading: "थेरेपी सत्र",
  consultationsHeading: "परामर्श",
  forTherapy: "{therapy} के सत्र दिखाए जा रहे हैं। <all>सभी सेवाएँ</all>",
  minutes: "{minutes} मिनट",
  modeInPerson: "क्लिनिक में",
  modeVideo: "वीडियो कॉल",
  chosen: "चुनी गई",
  change: "बदलें",

  // Choosing a day and a time
  dayHeading: "दिन चुनें",
  dayFree: "{count, plural, =0 {भरा हुआ} one {# खाली} other {# खाली}}",
  dayClosed: "बंद",
  earlierDays: "पिछले दिन",
  laterDays: "आगे के दिन",
  timeHeading: "{day} को समय चुनें",
  noTimesDay: "इस दिन कोई समय खाली नहीं है। कृपया कोई दूसरा दिन चुनें।",
  noTimesWeek: "इन दिनों में कोई समय खाली नहीं है। कृपया आगे के दिन देखें, या हमें <phone>{number}</phone> पर कॉल करें।",
  timeTaken: "क्षमा करें, {time} का समय अभी-अभी बुक हो गया। कृपया कोई दूसरा समय चुनें।",
  timeNotOffered: "इस सेवा के लिए {time} का समय बुक नहीं किया जा सकता। कृपया दिखाए गए समयों में से कोई एक चुनें।",
  serviceUnavailable: "यह सेवा अभी ऑनलाइन बुक नहीं की जा सकती। कृपया कोई दूसरी सेवा चुनें, या हमें कॉल करें।",
  nearestTimes: "सबसे नज़दीकी खाली समय:",
  tooMany: "आपके कनेक्शन से बहुत अधिक प्रयास हुए। कृपया {minutes, plural, other {# मिनट}} बाद फिर प्रयास करें, या हमें कॉल करें।",

  // The held time and the patient's details
  heldNote: "{day} को {time} का समय {until} तक आपके लिए रोका गया है। इसे बुक करने के लिए कृपया अपना विवरण दें।",
  holdRanOut: "समय रोके रखने की अवधि समाप्त हो गई है, फिर भी आप पुष्टि कर सकते हैं: अगर यह समय अब भी खाली है, तो यह बुक हो जाएगा।",
  holdGone: "यह समय अब आपके लिए रोका हुआ नहीं है। कृपया फिर से समय चुनें।",
  chooseAnother: "कोई दूसरा समय चुनें",
  phoneLabel: "फ़ोन नंबर (अगर हो तो WhatsApp नंबर)",
  emailLabel: "ई-मेल (वैकल्पिक)",
  emailHint: "पुष्टि और कैलेंडर फ़ाइल भेजने के लिए।",
  noteLabel: "क्लिनिक को कुछ बताना हो तो (वैकल्पिक)",
  noteHint: "एक पंक्ति काफ़ी है; कृपया अपनी रिपोर्टें और स्कैन मिलने आते समय साथ लाएँ।",
  zoneLabel: "आपका समय क्षेत्र",
  zoneHint: "आपकी पुष्टि में समय आपके समय क्षेत्र के अनुसार भी दिखाया जाता है।",
  errorZone: "कृपया सूची में से अपना समय क्षेत्र चुनें।",
  errorFields: "कृपया ऊपर चिह्नित फ़ील्ड ठीक करें।",
  consent:
    "इस अपॉइंटमेंट को बनाए रखने और इसके बारे में आपसे संपर्क करने के लिए हम आपका विवरण सहेजकर रखते हैं, जैसा कि हमारी <privacy>गोपनीयता नीति</privacy> में बताया गया है।",
  confirmButton: "बुकिंग की पुष्टि करें",

  // The private page of a booking
  manageTitle: "आपका अपॉइंटमेंट",
  bookedNotice: "बुक हो गया। आपका संदर्भ नंबर {reference} है।",
  movedNotice: "समय बदल दिया गया। अब आपका अपॉइंटमेंट नीचे दिए गए समय पर है।",
  cancelledNotice: "आपका अपॉइंटमेंट रद्द कर दिया गया है।",
  referenceLabel: "संदर्भ नंबर",
  serviceLabel: "सेवा",
  whenLabel: "कब",
  clinicTime: "{time} भारतीय समय",
  yourTime: "{time} आपके समय के अनुसार ({zone})",
  whereLabel: "कहाँ",
  whereVideo: "वीडियो कॉल से: क्लिनिक अपॉइंटमेंट से पहले आपको लिंक भेजता है।",
  addToCalendar: "कैलेंडर में जोड़ें (.ics)",
  keepLink: "इस पेज का पता सँभालकर रखें: इसी से आप ऑनलाइन समय बदल सकते हैं या अपॉइंटमेंट रद्द कर सकते हैं। जिसके पास भी यह पता है, वह यह बुकिंग देख सकता है।",
  changeUntil: "आप {move} तक समय बदल सकते हैं और {cancel} तक अपॉइंटमेंट रद्द कर सकते हैं।",
  tooLate: "अपॉइंटमेंट में अब इतना कम समय बचा है कि इसे ऑनलाइन नहीं बदला जा सकता। कृपया हमें <phone>{number}</phone> पर कॉल करें।",
  rescheduleButton: "समय बदलें",
  moveHeading: "नया समय चुनें",
  keepTime: "मौजूदा समय ही रखें",
  cancelButton: "अपॉइंटमेंट रद्द करें",
  cancelQuestion: "क्या यह अपॉइंटमेंट रद्द करना है? यह समय किसी दूसरे मरीज़ को दे दिया जाएगा।",
  cancelYes: "हाँ, रद्द करें",
  cancelNo: "नहीं, रहने दें",
  pastNotice: "इस अपॉइंटमेंट का समय बीत चुका है।",
  bookAgain: "एक और अपॉइंटमेंट बुक करें",
  linkUnknown: "हमें यह बुकिंग नहीं मिली। कृपया लिंक जाँचें, या हमें <phone>{number}</phone> पर कॉल करें।",
  linkExpired: "इस बुकिंग लिंक की अवधि समाप्त हो चुकी है। किसी भी चीज़ की ज़रूरत हो तो कृपया हमें <phone>{number}</phone> पर कॉल करें।",

  // The calendar file
  calendarSummary: "{clinicName} में {service}",
  calendarDescription: "संदर्भ नंबर {reference}। बदलने या रद्द करने के लिए: {link}",
};
