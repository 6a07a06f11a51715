import type { pageMessages } from "../../areas/pages";
import type { TranslationOf } from "../types";

// Draft translation for the clinic's native-speaker review (marked so in the admin).
export const pages: TranslationOf<typeof pageMessages> = {
  // Heading band of the inner pages
  breadcrumbLabel: "పేజీ మార్గం",
  breadcrumbHome: "హోమ్",
  crumbAbout: "మా గురించి",
  crumbServices: "సేవలు",
  crumbConditions: "ఆరోగ్య సమస్యలు",
  crumbContact: "సంప్రదించండి",

  // The reply time the International Patients and Wellness pages promise
  replyWithin: "{hours, plural, one {# గంటలోపు} other {# గంటలలోపు}}",

  // Closing band of the about, services and conditions pages
  ctaBook: "కన్సల్టేషన్ బుక్ చేయండి",
  ctaCall: "ఇప్పుడే కాల్ చేయండి",

  // Home page
  homeDoctorProfile: "పూర్తి ప్రొఫైల్ చూడండి",
  homeMeetDoctor: "{name} ({title}) గారిని కలవండి",
  therapySessions: "{sessions} సెషన్లు",
  therapyLearnMore: "<sr>{title} గురించి </sr>మరింత తెలుసుకోండి",
  therapyShowLess: "<sr>{title} వివరాలు </sr>తక్కువ చూపించండి",
  detailSessionLength: "సెషన్ వ్యవధి",
  detailCourse: "సాధారణ కోర్సు",
  detailFrequency: "ఎంత తరచుగా",
  detailBenefits: "ఇది ఎలా సహాయపడవచ్చు",
  detailResults: "ఫలితాలు వ్యక్తిని బట్టి మారుతాయి.",
  detailBook: "ఈ థెరపీ బుక్ చేయండి",
  detailFullPage: "పూర్తి వివరాలు",

  // About page
  aboutDoctorYears: "{years}+ సంవత్సరాల అనుభవం",
  aboutDoctorProfile: "<sr>{name} గారి </sr>ప్రొఫైల్ చూడండి",

  // Services page
  servicesEyebrow: "థెరపీలు",
  servicesCount: "{count, plural, one {# శస్త్రచికిత్స లేని థెరపీ} other {# శస్త్రచికిత్స లేని థెరపీలు}}",
  listSession: "సెషన్",
  listCourse: "కోర్సు",
  listFrequency: "ఎంత తరచుగా",
  listBook: "ఈ థెరపీ బుక్ చేయండి<sr>: {title}</sr>",
  servicesGeneralConsultation: "సాధారణ కన్సల్టేషన్ బుక్ చేయండి",

  // Contact page
  contactSendMessage: "సందేశం పంపండి",
  contactCall: "{number} కు కాల్ చేయండి",
  contactCardsLabel: "పని వేళలు మరియు త్వరిత సంప్రదింపు",
  contactWhatsApp: "WhatsApp {number}",
  contactEmergencyCall: "{number} కు కాల్ చేయండి",
  contactInternational: "అంతర్జాతీయ రోగులు",

  // International patients page
  bottomBarLabel: "త్వరిత సంప్రదింపు ఎంపికలు",
  bottomBarCall: "కాల్ చేయండి",
  bottomBarWhatsApp: "WhatsApp",
  bottomBarBook: "బుక్ చేయండి",
  planningStep: "దశ {number}",
  planningStepTitle: "దశ {number}: {title}",

  // Legal pages (privacy policy, terms of service and their earlier versions)
  legalEyebrow: "చట్టపరమైన సమాచారం",
  legalDates: "చివరి నవీకరణ: {updated} · అమలు తేదీ: {effective}",
  legalContents: "ఈ పేజీలో",
  legalTranslationNote: "ఇది అనువాదం. వర్తించేది ఆంగ్ల పాఠమే: <link>ఆంగ్లంలో చదవండి</link>.",
  legalContact: "మమ్మల్ని సంప్రదించండి",
  legalContactText: "ఈ పత్రం గురించి ప్రశ్నలు ఉన్నాయా? ఫోన్, ఇ-మెయిల్ లేదా పోస్ట్ ద్వారా మమ్మల్ని సంప్రదించండి.",
  legalArchivedNotice:
    "ఇది {effective} నుండి అమలులో ఉన్న మునుపటి వెర్షన్. ఆ సమయంలో ఏ నిబంధనలు వర్తించాయో మీరు చదవగలిగేలా దీనిని ఇక్కడ ఉంచాము. <current>ప్రస్తుత {title} చదవండి</current>.",
  legalVersionsTitle: "అన్ని వెర్షన్లు",
  legalVersionLink: "{date} నుండి అమలు",
  legalVersionCurrent: "(ప్రస్తుత వెర్షన్)",
  legalVersionMetaTitle: "{title} ({date} నుండి అమలు)",
  legalVersionNotFound: "కనుగొనబడలేదు",
  privacyMetaTitle: "గోప్యతా విధానం",
  termsMetaTitle: "సేవా నిబంధనలు",
  grievanceTitle: "ఫిర్యాదుల పరిష్కార అధికారి (Grievance Officer)",
  grievanceText:
    "మీ వ్యక్తిగత సమాచారం గురించి ప్రశ్నలు, అభ్యర్థనలు లేదా ఫిర్యాదుల కోసం మా ఫిర్యాదుల పరిష్కార అధికారిని సంప్రదించండి. మేము {days, plural, one {# రోజులోపు} other {# రోజులలోపు}} సమాధానం ఇస్తాము.",
  grievanceName: "పేరు",
  grievanceEmail: "ఇ-మెయిల్",
  grievancePhone: "ఫోన్",
  grievanceAddress: "చిరునామా",
  statSurgicalYears: "సంవత్సరాల శస్త్రచికిత్స అనుభవం",
  statPatientsSupported: "సేవలందించిన రోగులు",
  statTherapies: "{count, plural, one {అధునాతన థెరపీ} other {అధునాతన థెరపీలు}}",
  statAverageRating: "రోగుల సగటు రేటింగ్",
  statPatients: "రోగులు",
  statRating: "రేటింగ్",

  homeMoreReviews: "మరిన్ని అభిప్రాయాలు",
  crumbReviews: "అభిప్రాయాలు",
  reviewsPagesLabel: "అభిప్రాయాల పేజీలు",
  reviewsPrevious: "మునుపటి పేజీ",
  reviewsNext: "తదుపరి పేజీ",
  reviewsEmpty: "చూపించడానికి ఇంకా అభిప్రాయాలు లేవు.",
  reviewsBadLinkTitle: "ఈ పేజీ లింక్ సరైనది కాదు",
  reviewsBadLinkMessage: "చిరునామా అసంపూర్తిగా ఉండవచ్చు లేదా మార్చబడి ఉండవచ్చు. కొత్త అభిప్రాయాలు ఒక్క క్లిక్ దూరంలో ఉన్నాయి.",
  reviewsFirstPage: "కొత్త అభిప్రాయాలు చూడండి",
};
