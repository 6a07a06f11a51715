import type { doctorMessages } from "../../areas/doctors";
import type { TranslationOf } from "../types";

// Draft translation for the clinic's native-speaker review (marked so in the admin).
export const doctors: TranslationOf<typeof doctorMessages> = {
  // Top band
  heroSummary: "عرض ملخص الملف الشخصي",
  personalSite: "زيارة الموقع الشخصي",
  bookConsultation: "احجز استشارة",
  opensNewTab: "(يُفتح في علامة تبويب جديدة)",
  statYears: "سنوات الخبرة",
  statRating: "تقييم المرضى",

  // Usual section headings, used when the doctor's document leaves the heading empty
  summaryHeading: "الملخص المهني",
  languagesHeading: "اللغات",
  languagesListLabel: "اللغات التي تُقدَّم بها استشارات {shortName}",
  expertiseHeading: "مجالات الخبرة",
  educationHeading: "المؤهلات العلمية",
  certificationsHeading: "الشهادات المهنية",
  educationCertificationsHeading: "المؤهلات العلمية والشهادات المهنية",
  degreesHeading: "الدرجات العلمية",
  rolesHeading: "المناصب المهنية",
  rolesCurrent: "الحالية",
  rolesPrevious: "السابقة",
  awardsHeading: "الجوائز",
  conferencesHeading: "المؤتمرات",
  talksHeading: "المحاضرات والتدريس",
  talkKind: "{kind, select, Keynote {كلمة رئيسية} Workshop {ورشة عمل} Panel {حلقة نقاش} Lecture {محاضرة} other {{kind}}}",
  achievementsHeading: "أبرز الإنجازات",
  competenciesHeading: "القيادة والإدارة",
  casesHeading: "أبرز الحالات",
  articleHeading: "مقال مميز",

  // Case highlights
  caseFeatured: "حالة مميزة",
  caseMoreHeading: "المزيد عن هذه الحالة",
  caseOutcome: "النتيجة:",
  caseReadMore: "اقرأ المزيد<sr> عن {title}</sr>",
  caseReadLess: "عرض أقل<sr> عن {title}</sr>",
  caseVideoTitle: "فيديو: {title}",
  caseVideoPlayer: "فيديو حالة جراحية",
  playVideoLabel: "تشغيل الفيديو: {title}",

  // Featured article
  articleReadTime: "مدة القراءة: {minutes, plural, zero {#} one {دقيقة واحدة} two {دقيقتان} few {# دقائق} many {# دقيقة} other {# دقيقة}}",
  articleOpen: "اقرأ المقال كاملًا",
  articleClose: "عرض أقل",

  // Videos and patients' stories linked to the doctor
  videosEyebrow: "شاهد",
  videosHeading: "مقاطع فيديو مع {shortName}",
  playVideo: "تشغيل الفيديو",
  videoPlayer: "مشغل الفيديو",
  storiesEyebrow: "بكلماتهم",
  storiesHeading: "ماذا يقول المرضى",
  storiesIntro: "تجارب شاركها المرضى. تختلف النتائج من شخص لآخر.",

  // Closing band
  ctaCall: "اتصل الآن<sr>: {number}</sr>",
  whatsApp: "واتساب",
};
