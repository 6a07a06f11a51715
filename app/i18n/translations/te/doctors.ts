import type { doctorMessages } from "../../areas/doctors";
import type { TranslationOf } from "../types";

// Draft translation for the clinic's native-speaker review (marked so in the admin).
export const doctors: TranslationOf<typeof doctorMessages> = {
  // Top band
  heroSummary: "ప్రొఫైల్ సారాంశం చూడండి",
  personalSite: "వ్యక్తిగత వెబ్‌సైట్ చూడండి",
  bookConsultation: "కన్సల్టేషన్ బుక్ చేయండి",
  opensNewTab: "(కొత్త ట్యాబ్‌లో తెరుచుకుంటుంది)",
  statYears: "సంవత్సరాల అనుభవం",
  statRating: "రోగుల రేటింగ్",

  // Usual section headings, used when the doctor's document leaves the heading empty
  summaryHeading: "వృత్తిపరమైన సారాంశం",
  languagesHeading: "భాషలు",
  languagesListLabel: "{shortName} సంప్రదింపులు అందించే భాషలు",
  expertiseHeading: "నైపుణ్య రంగాలు",
  educationHeading: "విద్యార్హతలు",
  certificationsHeading: "సర్టిఫికేషన్లు",
  educationCertificationsHeading: "విద్యార్హతలు మరియు సర్టిఫికేషన్లు",
  degreesHeading: "డిగ్రీలు",
  rolesHeading: "వృత్తిపరమైన బాధ్యతలు",
  rolesCurrent: "ప్రస్తుతం",
  rolesPrevious: "గతంలో",
  awardsHeading: "పురస్కారాలు",
  conferencesHeading: "సదస్సులు",
  talksHeading: "ప్రసంగాలు మరియు బోధన",
  talkKind: "{kind, select, Keynote {ముఖ్య ప్రసంగం} Workshop {వర్క్‌షాప్} Panel {చర్చా వేదిక} Lecture {ఉపన్యాసం} other {{kind}}}",
  achievementsHeading: "ముఖ్య విజయాలు",
  competenciesHeading: "నాయకత్వం మరియు నిర్వహణ",
  casesHeading: "ముఖ్యమైన కేసులు",
  articleHeading: "ప్రత్యేక వ్యాసం",

  // Case highlights
  caseFeatured: "ప్రత్యేక కేసు",
  caseMoreHeading: "ఈ కేసు గురించి మరిన్ని వివరాలు",
  caseOutcome: "ఫలితం:",
  caseReadMore: "<sr>{title} గురించి </sr>మరింత చదవండి",
  caseReadLess: "<sr>{title} వివరాలు </sr>తక్కువ చూపించండి",
  caseVideoTitle: "వీడియో: {title}",
  caseVideoPlayer: "శస్త్రచికిత్స కేసు వీడియో",
  playVideoLabel: "వీడియో ప్లే చేయండి: {title}",

  // Featured article
  articleReadTime: "చదవడానికి {minutes} నిమిషాలు",
  articleOpen: "పూర్తి వ్యాసం చదవండి",
  articleClose: "తక్కువ చూపించండి",

  // Videos and patients' stories linked to the doctor
  videosEyebrow: "చూడండి",
  videosHeading: "{shortName} తో వీడియోలు",
  playVideo: "వీడియో ప్లే చేయండి",
  videoPlayer: "వీడియో",
  storiesEyebrow: "వారి మాటల్లోనే",
  storiesHeading: "రోగులు ఏమంటున్నారు",
  storiesIntro: "రోగులు పంచుకున్న అనుభవాలు. ఫలితాలు వ్యక్తిని బట్టి మారుతాయి.",

  // Closing band
  ctaCall: "ఇప్పుడే కాల్ చేయండి<sr>: {number}</sr>",
  whatsApp: "WhatsApp",
};
