import type { therapyMessages } from "../../areas/therapy";
import type { TranslationOf } from "../types";

// Draft translation for the clinic's native-speaker review (marked so in the admin).
export const therapy: TranslationOf<typeof therapyMessages> = {
  breadcrumbLabel: "పేజీ మార్గం",
  breadcrumbHome: "హోమ్",
  breadcrumbServices: "సేవలు",
  factDuration: "వ్యవధి",
  factSessions: "సెషన్లు",
  factFrequency: "ఎంత తరచుగా",
  bookTherapy: "ఈ థెరపీ బుక్ చేయండి",
  callConsultation: "కన్సల్టేషన్ కోసం కాల్ చేయండి",
  whatHeading: "ఇది ఏమిటి",
  howHeading: "ఇది ఎలా పనిచేస్తుంది",
  benefitsHeading: "ముఖ్య ప్రయోజనాలు",
  benefitsIntro: "ఈ థెరపీ ఎలా సహాయపడవచ్చో ఇక్కడ ఉంది. ఫలితాలు వ్యక్తిని బట్టి మారుతాయి.",
  whoHeading: "ఇది ఎవరి కోసం",
  whoAssessment:
    "ప్రతి కోర్సు మా వైద్యుల పరీక్ష (అసెస్‌మెంట్)తో మొదలవుతుంది; ఈ థెరపీ మీకు సురక్షితమైనదా, తగినదా అని వారు పరిశీలిస్తారు.",
  conditionsHeading: "మేము చికిత్స అందించే సమస్యలు",
  faqHeading: "తరచుగా అడిగే ప్రశ్నలు",
  videoHeading: "నిజమైన రోగుల అనుభవాలు",
  videoTitle: "{title}: రోగి అనుభవం",
  galleryHeading: "థెరపీ చిత్రాలు",
  galleryLabel: "{title} చిత్రాలు",
  storiesHeading: "రోగుల విజయ గాథలు",
  storiesIntro: "వ్యక్తిగత అనుభవాలు, వారి అనుమతితో పంచుకున్నవి. ఫలితాలు వ్యక్తిని బట్టి మారుతాయి.",
  relatedHeading: "సంబంధిత థెరపీలు",
  learnMore: "<hidden>{title} గురించి </hidden>మరింత తెలుసుకోండి",
  availabilityLabel: "లభ్యత",
  availability:
    "{title} మా కేంద్రంలో ({locality}, {city}) అందుబాటులో ఉంది. ఆంధ్రప్రదేశ్, తెలంగాణ, ఒడిశా నలుమూలల నుండి మరియు ఇంకా దూర ప్రాంతాల నుండి వచ్చే రోగులకు, విదేశాల నుండి వచ్చేవారితో సహా, ఈ సేవను అందిస్తున్నాము (<link>అంతర్జాతీయ రోగులు</link> చూడండి).",
  bookHeading: "{title} గురించి మాట్లాడాలనుకుంటున్నారా?",
  bookIntro:
    "కన్సల్టేషన్ బుక్ చేసుకోండి: ఈ థెరపీ మీకు తగినదా అని మా వైద్యులు పరిశీలించి, మీతో కలిసి సెషన్లను ప్రణాళిక చేస్తారు.",
  bookConsultation: "కన్సల్టేషన్ బుక్ చేయండి",
  callNow: "ఇప్పుడే కాల్ చేయండి",
  formTitle: "{title} బుక్ చేయండి",
  previewFormNote: "ప్రచురించిన పేజీలో {title} బుకింగ్ ఫారం ఇక్కడ కనిపిస్తుంది.",
  notFoundTitle: "థెరపీ కనుగొనబడలేదు",
  notFoundDescription: "ఈ థెరపీ పేజీ అందుబాటులో లేదు. మేము అందించే థెరపీలను చూడండి.",
  notFoundMessage:
    "ఆ థెరపీని మేము కనుగొనలేకపోయాము. దాని పేరు మారి ఉండవచ్చు, లేదా వెబ్ చిరునామా తప్పుగా టైప్ అయి ఉండవచ్చు.",
  errorTitle: "ఏదో పొరపాటు జరిగింది",
  errorMessage: "ప్రస్తుతం ఈ పేజీని చూపించలేకపోయాము. దయచేసి మళ్లీ ప్రయత్నించండి, లేదా మాకు కాల్ చేయండి.",
  returnHome: "హోమ్‌కు తిరిగి వెళ్లండి",
  seeAllTherapies: "అన్ని థెరపీలు చూడండి",
};
