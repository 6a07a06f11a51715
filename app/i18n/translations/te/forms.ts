import type { formMessages } from "../../areas/forms";
import type { TranslationOf } from "../types";

// Draft translation for the clinic's native-speaker review (marked so in the admin).
export const forms: TranslationOf<typeof formMessages> = {
  // The fields
  homeTitle: "కన్సల్టేషన్ కోసం అభ్యర్థించండి",
  nameLabel: "మీ పేరు",
  phoneLabel: "ఫోన్ నంబర్",
  phoneHint: "మీరు భారతదేశం బయట ఉంటే దేశ కోడ్‌తో సహా, ఉదా. +44 7700 900123",
  serviceLabel: "మీరు కోరుకునే సేవ",
  serviceChoose: "సేవను ఎంచుకోండి",
  serviceHbot: "హైపర్‌బేరిక్ ఆక్సిజన్ థెరపీ",
  serviceCryotherapy: "క్రయోథెరపీ",
  serviceGait: "జీరో గ్రావిటీ గెయిట్ ట్రైనర్ (నడక శిక్షణ)",
  serviceHydrogen: "హైడ్రోజన్ ఇన్‌హలేషన్",
  servicePostPregnancy: "ప్రసవానంతర పునరావాసం",
  serviceGeneral: "సాధారణ కన్సల్టేషన్",
  messageLabel: "సందేశం (ఐచ్ఛికం)",
  fullNameLabel: "పూర్తి పేరు",
  countryLabel: "దేశం",
  contactLabel: "WhatsApp నంబర్ లేదా ఇ-మెయిల్",
  contactHint: "దేశ కోడ్‌తో WhatsApp నంబర్ (ఉదా. +44 7700 900123) లేదా ఇ-మెయిల్ చిరునామా",
  therapyLabel: "మీకు ఆసక్తి ఉన్న థెరపీ",
  therapyChoose: "థెరపీని ఎంచుకోండి",
  therapyHbot: "HBOT (హైపర్‌బేరిక్ ఆక్సిజన్ థెరపీ)",
  therapyCryotherapy: "క్రయోథెరపీ",
  therapyGait: "నడక శిక్షణ (జీరో-గ్రావిటీ గెయిట్ ట్రైనర్)",
  therapyHydrogen: "హైడ్రోజన్ ఇన్‌హలేషన్",
  therapyPostPregnancy: "ప్రసవానంతర పునరావాసం",
  therapyGeneral: "సాధారణ కన్సల్టేషన్",
  travelDatesLabel: "ప్రయాణ తేదీలు (ఐచ్ఛికం)",
  travelDatesHint: "సుమారుగా చెప్పినా సరిపోతుంది, ఉదా. మార్చి 2026 లేదా వీలును బట్టి",
  emailLabel: "ఇ-మెయిల్ చిరునామా",
  honeypotLabel: "ఈ భాగాన్ని ఖాళీగా వదిలేయండి",

  // Button, consent and the answer under the form
  sendButton: "WhatsApp ద్వారా పంపండి",
  sendingButton: "పంపుతోంది…",
  sentButton: "సందేశం పంపబడింది!",
  consentHome:
    "మీకు సమాధానం ఇవ్వడానికి మేము మీ పేరు, ఫోన్ నంబర్, మీరు ఎంచుకున్న సేవ మరియు సందేశాన్ని భద్రపరుస్తాము, ఆ తర్వాత మీ సందేశంతో WhatsApp ను తెరుస్తాము. మా <privacy>గోప్యతా విధానం</privacy> చూడండి.",
  consentInternational:
    "మీకు సమాధానం ఇవ్వడానికి మేము మీ పేరు, దేశం, సంప్రదింపు వివరాలు, మీకు ఆసక్తి ఉన్న థెరపీ, ప్రయాణ తేదీలు మరియు సందేశాన్ని భద్రపరుస్తాము, ఆ తర్వాత మీ విచారణతో WhatsApp ను తెరుస్తాము. మా <privacy>గోప్యతా విధానం</privacy> చూడండి.",
  consentWellness:
    "మీకు సమాధానం ఇవ్వడానికి మేము మీ పేరు, ఇ-మెయిల్ చిరునామా, ఫోన్ నంబర్ మరియు సందేశాన్ని భద్రపరుస్తాము, ఆ తర్వాత మీ సందేశంతో WhatsApp ను తెరుస్తాము. మా <privacy>గోప్యతా విధానం</privacy> చూడండి.",
  thanksRequest: "ధన్యవాదాలు. మీ అభ్యర్థన మాకు అందింది, WhatsApp కొత్త ట్యాబ్‌లో తెరుచుకుంది. అది తెరుచుకోకపోతే, <link>WhatsApp తెరవండి</link>.",
  thanksInquiry: "ధన్యవాదాలు. మీ విచారణ మాకు అందింది, WhatsApp కొత్త ట్యాబ్‌లో తెరుచుకుంది. అది తెరుచుకోకపోతే, <link>WhatsApp తెరవండి</link>.",
  noticeOpenWhatsApp: "WhatsApp తెరవండి",
  noticeUnsaved: "ప్రస్తుతం మా సిస్టమ్ మీ అభ్యర్థనను సేవ్ చేయలేకపోయింది, కానీ మీ సందేశం WhatsApp లో సిద్ధంగా ఉంది: దయచేసి అక్కడ పంపు బటన్ నొక్కండి, లేదా మాకు కాల్ చేయండి.",
  rateLimited:
    "మీరు తక్కువ సమయంలో అనేక సందేశాలు పంపారు. దయచేసి {minutes, plural, one {ఒక నిమిషం తర్వాత} other {# నిమిషాల తర్వాత}} మళ్లీ ప్రయత్నించండి, లేదా నేరుగా మాకు కాల్ చేయండి.",
  sendFailed: "ప్రస్తుతం మీ సందేశాన్ని పంపలేకపోయాము. దయచేసి మీ ఇంటర్నెట్ కనెక్షన్‌ను తనిఖీ చేసి మళ్లీ ప్రయత్నించండి, లేదా నేరుగా మాకు కాల్ చేయండి.",

  // The checks' messages, next to each field
  errorNameRequired: "దయచేసి మీ పేరు నమోదు చేయండి.",
  errorNameTooLong: "దయచేసి మీ పేరును {max} అక్షరాల లోపు ఉంచండి.",
  errorPhoneRequired: "దయచేసి మీ ఫోన్ నంబర్ నమోదు చేయండి.",
  errorPhoneTooLong: "దయచేసి మీ ఫోన్ నంబర్‌ను {max} అక్షరాల లోపు ఉంచండి.",
  errorPhoneInvalid: "దయచేసి 7 నుండి 15 అంకెల ఫోన్ నంబర్ నమోదు చేయండి, ఉదాహరణకు +91 90000 11001.",
  errorServiceRequired: "దయచేసి ఒక సేవను ఎంచుకోండి.",
  errorMessageTooLong: "దయచేసి మీ సందేశాన్ని {max} అక్షరాల లోపు ఉంచండి.",
  errorEmailRequired: "దయచేసి మీ ఇ-మెయిల్ చిరునామా నమోదు చేయండి.",
  errorEmailTooLong: "దయచేసి మీ ఇ-మెయిల్ చిరునామాను {max} అక్షరాల లోపు ఉంచండి.",
  errorEmailInvalid: "దయచేసి name@example.com లాంటి ఇ-మెయిల్ చిరునామా నమోదు చేయండి.",
  errorFullNameRequired: "దయచేసి మీ పూర్తి పేరు నమోదు చేయండి.",
  errorFullNameTooLong: "దయచేసి మీ పూర్తి పేరును {max} అక్షరాల లోపు ఉంచండి.",
  errorCountryRequired: "దయచేసి మీ దేశం పేరు నమోదు చేయండి.",
  errorCountryTooLong: "దయచేసి దేశం పేరును {max} అక్షరాల లోపు ఉంచండి.",
  errorContactRequired: "దయచేసి మీ WhatsApp నంబర్ లేదా ఇ-మెయిల్ నమోదు చేయండి.",
  errorContactTooLong: "దయచేసి మీ WhatsApp నంబర్ లేదా ఇ-మెయిల్‌ను {max} అక్షరాల లోపు ఉంచండి.",
  errorTherapyRequired: "దయచేసి మీకు ఆసక్తి ఉన్న థెరపీని ఎంచుకోండి.",
  errorTravelDatesTooLong: "దయచేసి ప్రయాణ తేదీలను {max} అక్షరాల లోపు ఉంచండి.",

  // The WhatsApp messages the forms open (SPEC §7), one line each
  waHomeGreeting: "నమస్తే {clinicName}, నేను {service} కోసం కన్సల్టేషన్ బుక్ చేసుకోవాలనుకుంటున్నాను.",
  waInternationalHeading: "అంతర్జాతీయ రోగి విచారణ",
  waWellnessHeading: "7-రోజుల వెల్‌నెస్ ప్రోగ్రామ్ విచారణ",
  waName: "పేరు: {name}",
  waCountry: "దేశం: {country}",
  waContact: "సంప్రదింపు: {contact}",
  waTherapy: "ఆసక్తి ఉన్న థెరపీ: {therapy}",
  waTravelDates: "ప్రయాణ తేదీలు: {travelDates}",
  waTravelDatesNone: "ఇంకా నిర్ణయించలేదు",
  waEmail: "ఇ-మెయిల్: {email}",
  waPhone: "ఫోన్: {phone}",
  waMessage: "సందేశం: {message}",
  waMessageNone: "-",
};
