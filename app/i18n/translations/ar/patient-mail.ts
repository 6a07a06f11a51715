import type { patientMailMessages } from "../../areas/patient-mail";
import type { TranslationOf } from "../types";

// Draft translation for the clinic's native-speaker review (marked so in the admin).
export const patientMail: TranslationOf<typeof patientMailMessages> = {
  subject: "{clinicName}: تلقّينا استفسارك {reference}",
  heading: "تلقّينا استفسارك",
  intro: "شكرًا لتواصلك مع {clinicName}. وصل استفسارك إلى فريقنا.",
  referenceLabel: "رقمك المرجعي",
  referenceHint: "يُرجى ذكره عند الاتصال بنا أو مراسلتنا أو زيارتنا.",
  summaryHeading: "ما أرسلته إلينا",
  fieldForm: "أُرسل من",
  formHome: "نموذج الحجز في صفحتنا الرئيسية",
  formContact: "النموذج في صفحة التواصل",
  formTherapy: "نموذج الحجز في صفحة أحد العلاجات",
  formInternational: "نموذج المرضى الدوليين",
  formWellness: "نموذج برنامج العافية لمدة 7 أيام",
  fieldInterest: "مجال الاهتمام",
  interestWellness: "برنامج العافية لمدة 7 أيام",
  fieldPhone: "الهاتف",
  fieldEmail: "البريد الإلكتروني",
  fieldReceived: "وقت الاستلام",
  receivedTime: "{time} (بتوقيت الهند)",
  messageNotRepeated:
    "لا نكرّر في هذا البريد رسالتك ولا التفاصيل الأخرى التي كتبتها، حفاظًا على خصوصية معلوماتك الصحية. وهي محفوظة لدى فريقنا.",
  nextHeading: "الخطوة التالية",
  nextAnswer:
    "سيردّ عليك أحد أعضاء فريقنا خلال {hours, plural, zero {# ساعة} one {ساعة واحدة} two {ساعتين} few {# ساعات} many {# ساعة} other {# ساعة}}، بالبريد الإلكتروني أو بالهاتف، على بيانات التواصل التي أرسلتها.",
  nextMeanwhile: "إذا رغبت في التحدث إلينا قبل ذلك، اتصل على {phone} أو أرسل رسالة واتساب إلى {whatsapp}.",
  hoursLabel: "ساعات العمل",
  addressLabel: "العنوان",
  emergency: "{clinicName} ليس مرفقًا للطوارئ. في حالة الطوارئ الطبية، اتصل فورًا بالرقم {emergencyNumber}.",
  notYou: "لم تتواصل معنا؟ ربما كتب أحدهم عنوان بريدك عن طريق الخطأ. يمكنك تجاهل هذا البريد: لم تتم إضافتك إلى أي قائمة.",
  closing: "مع أطيب التمنيات،",
  signature: "فريق {clinicName}",
  automatic: "هذه رسالة تلقائية بخصوص استفسارك. نحن لا نرسل نشرات إخبارية ولا عروضًا.",
};
