import type { pageMessages } from "../../areas/pages";
import type { TranslationOf } from "../types";

// Draft translation for the clinic's native-speaker review (marked so in the admin).
export const pages: TranslationOf<typeof pageMessages> = {
  // Heading band of the inner pages
  breadcrumbLabel: "مسار التنقل",
  breadcrumbHome: "الرئيسية",
  crumbAbout: "من نحن",
  crumbServices: "الخدمات",
  crumbConditions: "الحالات المرضية",
  crumbContact: "تواصل معنا",

  // The reply time the International Patients and Wellness pages promise
  replyWithin: "خلال {hours, plural, zero {# ساعة} one {ساعة واحدة} two {ساعتين} few {# ساعات} many {# ساعة} other {# ساعة}}",

  // Closing band of the about, services and conditions pages
  ctaBook: "احجز استشارة",
  ctaCall: "اتصل الآن",

  // Home page
  homeDoctorProfile: "عرض الملف الشخصي كاملًا",
  homeMeetDoctor: "تعرّف على {name}، {title}",
  therapySessions: "{sessions} جلسة",
  therapyLearnMore: "اعرف المزيد<sr> عن {title}</sr>",
  therapyShowLess: "عرض أقل<sr> عن {title}</sr>",
  detailSessionLength: "مدة الجلسة",
  detailCourse: "الدورة العلاجية المعتادة",
  detailFrequency: "التكرار",
  detailBenefits: "كيف يمكن أن يفيدك",
  detailResults: "تختلف النتائج من شخص لآخر.",
  detailBook: "احجز هذا العلاج",
  detailFullPage: "التفاصيل الكاملة",

  // About page
  aboutDoctorYears: "خبرة تزيد على {years, plural, zero {# عام} one {عام} two {عامين} few {# أعوام} many {# عامًا} other {# عام}}",
  aboutDoctorProfile: "عرض الملف الشخصي<sr>: {name}</sr>",

  // Services page
  servicesEyebrow: "العلاجات",
  servicesCount: "{count, plural, zero {لا علاجات} one {علاج واحد} two {علاجان} few {# علاجات} many {# علاجًا} other {# علاج}} دون جراحة",
  listSession: "الجلسة",
  listCourse: "الدورة العلاجية",
  listFrequency: "التكرار",
  listBook: "احجز هذا العلاج<sr>: {title}</sr>",
  servicesGeneralConsultation: "احجز استشارة عامة",

  // Contact page
  contactSendMessage: "أرسل رسالة",
  contactCall: "اتصل بالرقم {number}",
  contactCardsLabel: "مواعيد العمل والتواصل السريع",
  contactWhatsApp: "واتساب {number}",
  contactEmergencyCall: "اتصل بالرقم {number}",
  contactInternational: "المرضى الدوليون",

  // International patients page
  bottomBarLabel: "اختصارات التواصل",
  bottomBarCall: "اتصل الآن",
  bottomBarWhatsApp: "واتساب",
  bottomBarBook: "احجز الآن",
  planningStep: "الخطوة {number}",
  planningStepTitle: "الخطوة {number}: {title}",

  // Legal pages (privacy policy, terms of service and their earlier versions)
  legalEyebrow: "معلومات قانونية",
  legalDates: "آخر تحديث: {updated} · تاريخ السريان: {effective}",
  legalContents: "في هذه الصفحة",
  legalTranslationNote: "هذه ترجمة، والنص الإنجليزي هو المعتمد: <link>اقرأه بالإنجليزية</link>.",
  legalContact: "تواصل معنا",
  legalContactText: "هل لديك أسئلة حول هذه الوثيقة؟ يمكنك التواصل معنا عبر الهاتف أو البريد الإلكتروني أو البريد العادي.",
  legalArchivedNotice:
    "هذه نسخة سابقة كانت سارية اعتبارًا من {effective}، ونحتفظ بها هنا لتتمكن من الاطلاع على ما كان معمولًا به آنذاك. <current>اقرأ النسخة الحالية من {title}</current>.",
  legalVersionsTitle: "جميع النسخ",
  legalVersionLink: "سارية اعتبارًا من {date}",
  legalVersionCurrent: "(الحالية)",
  legalVersionMetaTitle: "{title} (سارية اعتبارًا من {date})",
  legalVersionNotFound: "النسخة غير موجودة",
  privacyMetaTitle: "سياسة الخصوصية",
  termsMetaTitle: "شروط الخدمة",
  grievanceTitle: "مسؤول التظلمات",
  grievanceText:
    "للأسئلة أو الطلبات أو الشكاوى المتعلقة بمعلوماتك الشخصية، يُرجى التواصل مع مسؤول التظلمات لدينا. نرد خلال {days, plural, zero {اليوم نفسه} one {يوم واحد} two {يومين} few {# أيام} many {# يومًا} other {# يوم}}.",
  grievanceName: "الاسم",
  grievanceEmail: "البريد الإلكتروني",
  grievancePhone: "الهاتف",
  grievanceAddress: "العنوان",
  statSurgicalYears: "سنوات الخبرة الجراحية",
  statPatientsSupported: "مرضى قدّمنا لهم الرعاية",
  statTherapies: "{count, plural, zero {علاجات} one {علاج} two {علاجان} few {علاجات} many {علاجًا} other {علاج}} بتقنيات متقدمة",
  statAverageRating: "متوسط تقييم المرضى",
  statPatients: "المرضى",
  statRating: "التقييم",

  homeMoreReviews: "مزيد من الآراء",
  crumbReviews: "الآراء",
  reviewsPagesLabel: "صفحات الآراء",
  reviewsPrevious: "الصفحة السابقة",
  reviewsNext: "الصفحة التالية",
  reviewsEmpty: "لا توجد آراء لعرضها بعد.",
  reviewsBadLinkTitle: "رابط هذه الصفحة غير صالح",
  reviewsBadLinkMessage: "ربما اقتُطع العنوان أو تغيّر. أحدث الآراء على بُعد نقرة واحدة.",
  reviewsFirstPage: "اطّلعوا على أحدث الآراء",
};
