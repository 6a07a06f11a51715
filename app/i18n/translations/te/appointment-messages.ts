import type { appointmentMessages } from "../../areas/appointment-messages";
import type { TranslationOf } from "../types";

// Draft translation for the clinic's native-speaker review (marked so in the admin).
export const appointmentMail: TranslationOf<typeof appointmentMessages> = {
  subjectConfirmation: "{clinicName}: మీ అపాయింట్‌మెంట్ బుక్ అయింది ({reference})",
  subjectReminder: "{clinicName}: {day} న మీ అపాయింట్‌మెంట్ గురించి రిమైండర్",
  subjectChange: "{clinicName}: మీ అపాయింట్‌మెంట్ సమయం మారింది ({reference})",
  subjectCancellation: "{clinicName}: మీ అపాయింట్‌మెంట్ రద్దు చేయబడింది ({reference})",
  headingConfirmation: "మీ అపాయింట్‌మెంట్ బుక్ అయింది",
  headingReminder: "మీ అపాయింట్‌మెంట్ దగ్గరపడింది",
  headingChange: "మీ అపాయింట్‌మెంట్ సమయం మారింది",
  headingCancellation: "మీ అపాయింట్‌మెంట్ రద్దు చేయబడింది",
  greeting: "ప్రియమైన {name} గారికి,",
  introConfirmation: "{clinicName} లో బుక్ చేసినందుకు ధన్యవాదాలు. మీ అపాయింట్‌మెంట్ వివరాలు ఇవి.",
  introReminder: "{clinicName} లో మీ అపాయింట్‌మెంట్ గురించి ఇది ఒక రిమైండర్.",
  introChange: "{clinicName} లో మీ అపాయింట్‌మెంట్ కింద చూపిన సమయానికి మార్చబడింది. మునుపటి సమయం ఇకపై మీ కోసం బుక్ చేయబడి లేదు.",
  introCancellation: "{clinicName} లో మీ అపాయింట్‌మెంట్ రద్దు చేయబడింది. మీరు దీన్ని కోరకపోతే, దయచేసి {phone} కు మాకు కాల్ చేయండి.",
  seriesLabel: "మొత్తం {count} సెషన్లు",
  whereClinic: "{address}",
  manageLine: "మీ అపాయింట్‌మెంట్‌ను చూడటానికి, సమయం మార్చడానికి లేదా రద్దు చేయడానికి మీ ప్రైవేట్ లింక్‌ను తెరవండి: {link}",
  keepPrivate: "ఈ లింక్ ఉన్న ఎవరైనా ఈ బుకింగ్‌ను చూడగలరు, మార్చగలరు. కాబట్టి దయచేసి దీన్ని ఎవరితోనూ పంచుకోకండి.",
  calendarAttached: "జత చేసిన ఫైల్ (.ics) ఈ అపాయింట్‌మెంట్‌ను మీ క్యాలెండర్‌కు జోడిస్తుంది.",
  stopReminders: "మీరు రిమైండర్లు కోరారు. వాటిని ఆపడానికి, మీ ప్రైవేట్ లింక్‌ను తెరిచి “రిమైండర్లు ఆపండి” ఎంచుకోండి.",
  bookAgain: "మరో సమయం బుక్ చేయడానికి: {link}",
  emergency: "{clinicName} అత్యవసర సేవా కేంద్రం కాదు. వైద్య అత్యవసర పరిస్థితిలో వెంటనే {emergencyNumber} కి కాల్ చేయండి.",
  closing: "శుభాకాంక్షలతో,",
  signature: "{clinicName} బృందం · {phone}",
  automatic: "ఈ ఇ-మెయిల్ చిరునామాతో బుక్ చేసిన అపాయింట్‌మెంట్ గురించి ఇది స్వయంచాలకంగా పంపిన ఇ-మెయిల్. మేము వార్తాలేఖలు గానీ ఆఫర్లు గానీ పంపము.",
};
