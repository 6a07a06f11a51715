import type { doctorMessages } from "../../areas/doctors";
import type { TranslationOf } from "../types";

// Draft translation for the clinic's native-speaker review (marked so in the admin).
export const doctors: TranslationOf<typeof doctorMessages> = {
  // Top band
  heroSummary: "प्रोफ़ाइल सारांश देखें",
  personalSite: "निजी वेबसाइट देखें",
  bookConsultation: "परामर्श बुक करें",
  opensNewTab: "(नए टैब में खुलता है)",
  statYears: "वर्षों का अनुभव",
  statRating: "मरीज़ों की रेटिंग",

  // Usual section headings, used when the doctor's document leaves the heading empty
  summaryHeading: "पेशेवर सारांश",
  languagesHeading: "भाषाएँ",
  languagesListLabel: "{shortName} से परामर्श की भाषाएँ",
  expertiseHeading: "विशेषज्ञता के क्षेत्र",
  educationHeading: "शिक्षा",
  certificationsHeading: "प्रमाणपत्र",
  educationCertificationsHeading: "शिक्षा और प्रमाणपत्र",
  degreesHeading: "डिग्रियाँ",
  rolesHeading: "पेशेवर भूमिकाएँ",
  rolesCurrent: "वर्तमान",
  rolesPrevious: "पूर्व",
  awardsHeading: "पुरस्कार",
  conferencesHeading: "सम्मेलन",
  talksHeading: "व्याख्यान और अध्यापन",
  talkKind: "{kind, select, Keynote {मुख्य वक्तव्य} Workshop {कार्यशाला} Panel {पैनल चर्चा} Lecture {व्याख्यान} other {{kind}}}",
  achievementsHeading: "प्रमुख उपलब्धियाँ",
  competenciesHeading: "नेतृत्व और प्रबंधन",
  casesHeading: "उल्लेखनीय केस",
  articleHeading: "विशेष लेख",

  // Case highlights
  caseFeatured: "विशेष केस",
  caseMoreHeading: "इस केस के बारे में और जानकारी",
  caseOutcome: "परिणाम:",
  caseReadMore: "<sr>{title} के बारे में </sr>और पढ़ें",
  caseReadLess: "<sr>{title} के बारे में </sr>कम दिखाएँ",
  caseVideoTitle: "वीडियो: {title}",
  caseVideoPlayer: "सर्जरी केस का वीडियो",
  playVideoLabel: "वीडियो चलाएँ: {title}",

  // Featured article
  articleReadTime: "{minutes} मिनट में पढ़ें",
  articleOpen: "पूरा लेख पढ़ें",
  articleClose: "कम दिखाएँ",

  // Videos and patients' stories linked to the doctor
  videosEyebrow: "देखें",
  videosHeading: "{shortName} के साथ वीडियो",
  playVideo: "वीडियो चलाएँ",
  videoPlayer: "वीडियो",
  storiesEyebrow: "उनके अपने शब्दों में",
  storiesHeading: "मरीज़ क्या कहते हैं",
  storiesIntro: "मरीज़ों द्वारा साझा किए गए अनुभव। परिणाम हर व्यक्ति में अलग-अलग होते हैं।",

  // Closing band
  ctaCall: "अभी कॉल करें<sr>: {number}</sr>",
  whatsApp: "WhatsApp",
};
