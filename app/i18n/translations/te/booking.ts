import type { bookingMessages } from "../../areas/booking";
import type { TranslationOf } from "../types";

// Draft translation for the clinic's native-speaker review (marked so in the admin).
export const booking: TranslationOf<typeof bookingMessages> = {
  // The booking page's head and introduction
  metaTitle: "అపాయింట్‌మెంట్ బుక్ చేయండి",
  metaDescription: "థెరపీ సెషన్ లేదా కన్సల్టేషన్, ఒక రోజు మరియు ఖాళీ సమయాన్ని ఎంచుకుని ఆన్‌లైన్‌లో బుక్ చేయండి. ఖాతా అవసరం లేదు.",
  crumb: "బుక్ చేయండి",
  title: "అపాయింట్‌మెంట్ బుక్ చేయండి",
  intro: "ఒక సేవ, ఒక రోజు మరియు ఖాళీ సమయాన్ని ఎంచుకోండి. ఖాతా అవసరం లేదు: మార్చడానికి లేదా రద్దు చేయడానికి మీకు ఒక ప్రైవేట్ లింక్ అందుతుంది.",
  clinicZone: "అన్ని సమయాలు క్లినిక్ ఉన్న భారత కాలమానం (IST, UTC+5:30) ప్రకారం ఉన్నాయి.",
  emergency: "అత్యవసర పరిస్థితిలో బుక్ చేయకండి: <phone>108</phone> కు కాల్ చేయండి.",

  // The steps
  stepsLabel: "బుకింగ్ దశలు",
  stepService: "సేవ",
  stepDay: "రోజు",
  stepTime: "సమయం",
  stepDetails: "మీ వివరాలు",
  stepCurrent: "(ప్రస్తుత దశ)",

  // Choosing a service
  serviceHeading: "సేవను ఎంచుకోండి",
  sessionsHeading: "థెరపీ సెషన్లు",
  consultationsHeading: "కన్సల్టేషన్లు",
  forTherapy: "{therapy} సెషన్లు చూపిస్తున్నాము. <all>అన్ని సేవలు</all>",
  minutes: "{minutes} నిమిషాలు",
  modeInPerson: "క్లినిక్‌లో",
  modeVideo: "వీడియో కాల్",
  chosen: "ఎంచుకున్నది",
  change: "మార్చండి",

  // Choosing a day and a time
  dayHeading: "రోజును ఎంచుకోండి",
  dayFree: "{count, plural, =0 {నిండిపోయింది} one {# ఖాళీ సమయం} other {# ఖాళీ సమయాలు}}",
  dayClosed: "అందుబాటులో లేదు",
  earlierDays: "మునుపటి రోజులు",
  laterDays: "తర్వాతి రోజులు",
  timeHeading: "{day} న సమయాన్ని ఎంచుకోండి",
  noTimesDay: "ఈ రోజున ఖాళీ సమయాలు లేవు. దయచేసి మరో రోజును ఎంచుకోండి.",
  noTimesWeek: "ఈ రోజుల్లో ఖాళీ సమయాలు లేవు. దయచేసి తర్వాతి రోజులు చూడండి, లేదా <phone>{number}</phone> కు మాకు కాల్ చేయండి.",
  timeTaken: "క్షమించండి, {time} సమయం ఇప్పుడే బుక్ అయిపోయింది. దయచేసి మరో సమయాన్ని ఎంచుకోండి.",
  timeNotOffered: "ఈ సేవకు {time} సమయాన్ని బుక్ చేయడం సాధ్యం కాదు. దయచేసి చూపిన సమయాల్లో ఒకదాన్ని ఎంచుకోండి.",
  serviceUnavailable: "ఈ సేవను ప్రస్తుతం ఆన్‌లైన్‌లో బుక్ చేయడం సాధ్యం కాదు. దయచేసి మరో సేవను ఎంచుకోండి, లేదా మాకు కాల్ చేయండి.",
  nearestTimes: "దగ్గరలోని ఖాళీ సమయాలు:",
  tooMany: "చాలా ప్రయత్నాలు జరిగాయి. {minutes, plural, one {# నిమిషం} other {# నిమిషాల}} తర్వాత ప్రయత్నించండి లేదా మాకు కాల్ చేయండి.",

  // The held time and the patient's details
  heldNote: "{day} న {time} సమయాన్ని {until} వరకు మీ కోసం కేటాయించి ఉంచాము. దీన్ని బుక్ చేయడానికి దయచేసి మీ వివరాలు ఇవ్వండి.",
  holdRanOut: "కేటాయింపు గడువు ముగిసింది, అయినా మీరు నిర్ధారించవచ్చు: ఆ సమయం ఇంకా ఖాళీగా ఉంటే అది బుక్ అవుతుంది.",
  holdGone: "ఈ సమయం ఇకపై మీ కోసం కేటాయించబడి లేదు. దయచేసి మళ్లీ సమయాన్ని ఎంచుకోండి.",
  chooseAnother: "మరో సమయాన్ని ఎంచుకోండి",
  phoneLabel: "ఫోన్ నంబర్ (మీకు ఉంటే WhatsApp నంబర్)",
  emailLabel: "ఇ-మెయిల్ (ఐచ్ఛికం)",
  emailHint: "నిర్ధారణ మరియు క్యాలెండర్ ఫైల్ పంపడానికి.",
  noteLabel: "క్లినిక్ తెలుసుకోవలసినది ఏదైనా ఉంటే (ఐచ్ఛికం)",
  noteHint: "ఒక్క వాక్యం చాలు; దయచేసి మీ రిపోర్టులు, స్కాన్‌లను మీరు వచ్చినప్పుడు తీసుకురండి.",
  zoneLabel: "మీ టైమ్ జోన్",
  zoneHint: "మీ నిర్ధారణలో మీ టైమ్ జోన్ ప్రకారం కూడా సమయం చూపబడుతుంది.",
  errorZone: "దయచేసి జాబితా నుండి మీ టైమ్ జోన్‌ను ఎంచుకోండి.",
  errorFields: "దయచేసి పైన గుర్తించిన వివరాలను సరిచేయండి.",
  consent:
    "మా <privacy>గోప్యతా విధానం</privacy> లో వివరించినట్లుగా, ఈ అపాయింట్‌మెంట్‌ను కేటాయించి ఉంచడానికి మరియు దాని గురించి మిమ్మల్ని సంప్రదించడానికి మేము మీ వివరాలను భద్రపరుస్తాము.",
  confirmButton: "బుకింగ్‌ను నిర్ధారించండి",

  // The private page of a booking
  manageTitle: "మీ అపాయింట్‌మెంట్",
  bookedNotice: "బుక్ అయింది. మీ రిఫరెన్స్ నంబర్ {reference}.",
  movedNotice: "సమయం మార్చబడింది. మీ అపాయింట్‌మెంట్ ఇప్పుడు కింద చూపిన సమయానికి ఉంది.",
  cancelledNotice: "మీ అపాయింట్‌మెంట్ రద్దు చేయబడింది.",
  referenceLabel: "రిఫరెన్స్ నంబర్",
  serviceLabel: "సేవ",
  whenLabel: "ఎప్పుడు",
  clinicTime: "{time} భారత కాలమానం",
  yourTime: "{time} మీ సమయం ({zone})",
  whereLabel: "ఎక్కడ",
  whereVideo: "వీడియో కాల్ ద్వారా: అపాయింట్‌మెంట్‌కు ముందు క్లినిక్ మీకు లింక్ పంపుతుంది.",
  addToCalendar: "క్యాలెండర్‌కు జోడించండి (.ics)",
  keepLink: "ఈ పేజీ చిరునామాను భద్రంగా ఉంచుకోండి: దీని ద్వారానే మీరు ఆన్‌లైన్‌లో సమయం మార్చవచ్చు లేదా రద్దు చేయవచ్చు. ఈ చిరునామా ఉన్న ఎవరైనా ఈ బుకింగ్‌ను చూడగలరు.",
  changeUntil: "మీరు {move} వరకు సమయం మార్చవచ్చు, {cancel} వరకు రద్దు చేయవచ్చు.",
  tooLate: "మీ అపాయింట్‌మెంట్ సమయం దగ్గరపడింది, ఇక ఆన్‌లైన్‌లో మార్చలేరు. దయచేసి <phone>{number}</phone> కు మాకు కాల్ చేయండి.",
  rescheduleButton: "సమయం మార్చండి",
  moveHeading: "కొత్త సమయాన్ని ఎంచుకోండి",
  keepTime: "ప్రస్తుత సమయాన్నే ఉంచండి",
  cancelButton: "అపాయింట్‌మెంట్ రద్దు చేయండి",
  cancelQuestion: "ఈ అపాయింట్‌మెంట్‌ను రద్దు చేయాలా? ఈ సమయం మరో రోగికి ఇవ్వబడుతుంది.",
  cancelYes: "అవును, రద్దు చేయండి",
  cancelNo: "వద్దు, ఉంచండి",
  pastNotice: "ఈ అపాయింట్‌మెంట్ సమయం గడిచిపోయింది.",
  bookAgain: "మరో అపాయింట్‌మెంట్ బుక్ చేయండి",
  linkUnknown: "ఈ బుకింగ్ మాకు కనబడలేదు. దయచేసి లింక్‌ను సరిచూడండి, లేదా <phone>{number}</phone> కు మాకు కాల్ చేయండి.",
  linkExpired: "ఈ బుకింగ్ లింక్ గడువు ముగిసింది. మీకు ఏదైనా అవసరమైతే దయచేసి <phone>{number}</phone> కు మాకు కాల్ చేయండి.",

  // The calendar file
  calendarSummary: "{clinicName} లో {service}",
  calendarDescription: "రిఫరెన్స్ నంబర్ {reference}. మార్చడానికి లేదా రద్దు చేయడానికి: {link}",
};
