import type { bookingMessages } from "../../areas/booking";
import type { TranslationOf } from "../types";

// Draft translation for the clinic's native-speaker review (marked so in the admin).
// \u2066…\u2069 keep a Latin fragment (the time zone, the calendar file's ".ics") left to right inside the Arabic sentence.
export const booking: TranslationOf<typeof bookingMessages> = {
  // The booking page's head and introduction
  metaTitle: "احجز موعدًا",
  metaDescription: "اختر جلسة علاجية أو استشارة، ثم يومًا ووقتًا متاحًا، واحجزه عبر الإنترنت. لا حاجة إلى إنشاء حساب.",
  crumb: "الحجز",
  title: "احجز موعدًا",
  intro: "اختر خدمة ويومًا ووقتًا متاحًا. لا حاجة إلى حساب: سيصلك رابط خاص لتغيير الموعد أو إلغائه.",
  clinicZone: "جميع الأوقات بتوقيت الهند (\u2066IST, UTC+5:30\u2069)، حيث تقع العيادة.",
  emergency: "في حالات الطوارئ لا تحجز موعدًا: اتصل بالرقم <phone>108</phone>.",

  // The steps
  stepsLabel: "خطوات الحجز",
  stepService: "الخدمة",
  stepDay: "اليوم",
  stepTime: "الوقت",
  stepDetails: "بياناتك",
  stepCurrent: "(الخطوة الحالية)",

  // Choosing a service
  serviceHeading: "اختر خدمة",
  sessionsHeading: "الجلسات العلاجية",
  consultationsHeading: "الاستشارات",
  forTherapy: "تُعرض جلسات {therapy}. <all>جميع الخدمات</all>",
  minutes: "{minutes, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتان} few {# دقائق} many {# دقيقة} other {# دقيقة}}",
  modeInPerson: "في العيادة",
  modeVideo: "مكالمة فيديو",
  chosen: "مُختارة",
  change: "تغيير",

  // Choosing a day and a time
  dayHeading: "اختر يومًا",
  dayFree: "{count, plural, =0 {مكتمل} one {وقت واحد متاح} two {وقتان متاحان} few {# أوقات متاحة} other {# وقتًا متاحًا}}",
  dayClosed: "غير متاح",
  earlierDays: "أيام سابقة",
  laterDays: "أيام لاحقة",
  timeHeading: "اختر وقتًا في {day}",
  noTimesDay: "لا توجد أوقات متاحة في هذا اليوم. يُرجى اختيار يوم آخر.",
  noTimesWeek: "لا توجد أوقات متاحة في هذه الأيام. يُرجى الاطلاع على الأيام اللاحقة، أو الاتصال بنا على الرقم <phone>{number}</phone>.",
  timeTaken: "عذرًا، حُجز الوقت {time} للتو. يُرجى اختيار وقت آخر.",
  timeNotOffered: "لا يمكن حجز الوقت {time} لهذه الخدمة. يُرجى اختيار أحد الأوقات المعروضة.",
  serviceUnavailable: "لا يمكن حجز هذه الخدمة عبر الإنترنت حاليًا. يُرجى اختيار خدمة أخرى، أو الاتصال بنا.",
  nearestTimes: "أقرب الأوقات المتاحة:",
  tooMany: "كثرت المحاولات. حاول مجددًا بعد {minutes, plural, one {دقيقة} two {دقيقتين} few {# دقائق} other {# دقيقة}} أو اتصل بنا.",

  // The held time and the patient's details
  heldNote: "الوقت {time} في {day} محجوز لك مؤقتًا حتى {until}. يُرجى إدخال بياناتك لإتمام الحجز.",
  holdRanOut: "انتهت مدة الحجز المؤقت، لكن لا يزال بإمكانك التأكيد: يُحجز الوقت إذا كان لا يزال متاحًا.",
  holdGone: "لم يعد هذا الوقت محجوزًا لك. يُرجى اختيار وقت من جديد.",
  chooseAnother: "اختر وقتًا آخر",
  phoneLabel: "رقم الهاتف (رقم واتساب إن وُجد)",
  emailLabel: "البريد الإلكتروني (اختياري)",
  emailHint: "لإرسال التأكيد وملف التقويم.",
  noteLabel: "أي معلومة ينبغي أن تعرفها العيادة (اختياري)",
  noteHint: "يكفي سطر واحد؛ ويُرجى إحضار التقارير وصور الأشعة معك عند زيارتك.",
  zoneLabel: "منطقتك الزمنية",
  zoneHint: "سيعرض التأكيد الوقت بحسب منطقتك الزمنية أيضًا.",
  errorZone: "يُرجى اختيار منطقتك الزمنية من القائمة.",
  errorFields: "يُرجى تصحيح الحقول المشار إليها أعلاه.",
  consent: "نحتفظ ببياناتك لتثبيت هذا الموعد والتواصل معك بشأنه، كما توضّح <privacy>سياسة الخصوصية</privacy> لدينا.",
  confirmButton: "تأكيد الحجز",

  // The private page of a booking
  manageTitle: "موعدك",
  bookedNotice: "تم الحجز. رقمك المرجعي هو {reference}.",
  movedNotice: "تم تغيير الموعد. موعدك الآن في الوقت المبيّن أدناه.",
  cancelledNotice: "تم إلغاء موعدك.",
  referenceLabel: "الرقم المرجعي",
  serviceLabel: "الخدمة",
  whenLabel: "الموعد",
  clinicTime: "{time} بتوقيت الهند",
  yourTime: "{time} بتوقيتك ({zone})",
  whereLabel: "المكان",
  whereVideo: "عبر مكالمة فيديو: ترسل لك العيادة الرابط قبل الموعد.",
  addToCalendar: "أضف إلى التقويم (\u2066.ics\u2069)",
  keepLink:
    "احتفظ بعنوان هذه الصفحة: فهو وسيلتك لتغيير الموعد أو إلغائه عبر الإنترنت. ويمكن لأي شخص لديه هذا العنوان الاطلاع على هذا الحجز.",
  changeUntil: "يمكنك تغيير الموعد حتى {move} وإلغاؤه حتى {cancel}.",
  tooLate: "اقترب موعدك كثيرًا ولم يعد بالإمكان تغييره عبر الإنترنت. يُرجى الاتصال بنا على الرقم <phone>{number}</phone>.",
  rescheduleButton: "تغيير الموعد",
  moveHeading: "اختر وقتًا جديدًا",
  keepTime: "الإبقاء على الوقت الحالي",
  cancelButton: "إلغاء الموعد",
  cancelQuestion: "هل تريد إلغاء هذا الموعد؟ سيُتاح الوقت لمريض آخر.",
  cancelYes: "نعم، ألغِ الموعد",
  cancelNo: "لا، أبقِ عليه",
  pastNotice: "لقد مضى هذا الموعد.",
  bookAgain: "احجز موعدًا آخر",
  linkUnknown: "لم نعثر على هذا الحجز. يُرجى التحقق من الرابط، أو الاتصال بنا على الرقم <phone>{number}</phone>.",
  linkExpired: "انتهت صلاحية رابط الحجز هذا. إذا احتجت إلى أي شيء، يُرجى الاتصال بنا على الرقم <phone>{number}</phone>.",

  // The calendar file
  calendarSummary: "{service} في {clinicName}",
  calendarDescription: "الرقم المرجعي {reference}. للتغيير أو الإلغاء: {link}",
};
