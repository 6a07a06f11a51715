import type { appointmentMessages } from "../../areas/appointment-messages";
import type { TranslationOf } from "../types";

// Draft translation for the clinic's native-speaker review (marked so in the admin).
// \u2066…\u2069 keep a Latin fragment (the calendar file's ".ics") left to right inside the Arabic sentence.
export const appointmentMail: TranslationOf<typeof appointmentMessages> = {
  subjectConfirmation: "{clinicName}: تم حجز موعدك ({reference})",
  subjectReminder: "{clinicName}: تذكير بموعدك في {day}",
  subjectChange: "{clinicName}: تغيّر وقت موعدك ({reference})",
  subjectCancellation: "{clinicName}: تم إلغاء موعدك ({reference})",
  headingConfirmation: "تم حجز موعدك",
  headingReminder: "اقترب موعدك",
  headingChange: "تغيّر وقت موعدك",
  headingCancellation: "تم إلغاء موعدك",
  greeting: "مرحبًا {name}،",
  introConfirmation: "شكرًا لحجزك لدى {clinicName}. إليك تفاصيل موعدك.",
  introReminder: "نذكّرك بموعدك لدى {clinicName}.",
  introChange: "تم نقل موعدك لدى {clinicName} إلى الوقت المبيّن أدناه. ولم يعد الوقت السابق محجوزًا لك.",
  introCancellation: "تم إلغاء موعدك لدى {clinicName}. إذا لم تطلب ذلك، يُرجى الاتصال بنا على الرقم {phone}.",
  seriesLabel: "جميع الجلسات ({count})",
  whereClinic: "{address}",
  manageLine: "للاطلاع على موعدك أو تغييره أو إلغائه، افتح الرابط الخاص بحجزك: {link}",
  keepPrivate: "يمكن لأي شخص لديه هذا الرابط الاطلاع على الحجز وتغييره، لذا يُرجى عدم مشاركته مع أحد.",
  calendarAttached: "يضيف الملف المرفق (\u2066.ics\u2069) الموعد إلى تقويمك.",
  stopReminders: "لقد طلبت تلقي التذكيرات. لإيقافها، افتح الرابط الخاص بحجزك واختر «إيقاف التذكيرات».",
  bookAgain: "لحجز موعد آخر: {link}",
  emergency: "{clinicName} ليس مرفقًا للطوارئ. في حالة الطوارئ الطبية، اتصل فورًا بالرقم {emergencyNumber}.",
  closing: "مع أطيب التمنيات،",
  signature: "فريق {clinicName} · {phone}",
  automatic: "هذه رسالة تلقائية بخصوص الموعد المحجوز بعنوان البريد الإلكتروني هذا. نحن لا نرسل نشرات إخبارية ولا عروضًا.",
};
