import type { formMessages } from "../../areas/forms";
import type { TranslationOf } from "../types";

// Draft translation for the clinic's native-speaker review (marked so in the admin).
// \u2066…\u2069 keep an example number or address left to right inside the Arabic sentence.
export const forms: TranslationOf<typeof formMessages> = {
  // The fields
  homeTitle: "اطلب استشارة",
  nameLabel: "اسمك",
  phoneLabel: "رقم الهاتف",
  phoneHint: "مع رمز الدولة إذا كنت خارج الهند، مثل <number>+44 7700 900123</number>",
  serviceLabel: "الخدمة المطلوبة",
  serviceChoose: "اختر خدمة",
  serviceHbot: "العلاج بالأكسجين عالي الضغط",
  serviceCryotherapy: "العلاج بالتبريد",
  serviceGait: "جهاز التدريب على المشي بانعدام الجاذبية",
  serviceHydrogen: "استنشاق الهيدروجين",
  servicePostPregnancy: "إعادة التأهيل بعد الولادة",
  serviceGeneral: "استشارة عامة",
  messageLabel: "الرسالة (اختياري)",
  fullNameLabel: "الاسم الكامل",
  countryLabel: "الدولة",
  contactLabel: "رقم واتساب أو البريد الإلكتروني",
  contactHint: "رقم واتساب مع رمز الدولة (مثل <number>+44 7700 900123</number>) أو عنوان بريد إلكتروني",
  therapyLabel: "العلاج المطلوب",
  therapyChoose: "اختر علاجًا",
  therapyHbot: "العلاج بالأكسجين عالي الضغط (HBOT)",
  therapyCryotherapy: "العلاج بالتبريد",
  therapyGait: "التدريب على المشي (جهاز التدريب على المشي بانعدام الجاذبية)",
  therapyHydrogen: "استنشاق الهيدروجين",
  therapyPostPregnancy: "إعادة التأهيل بعد الولادة",
  therapyGeneral: "استشارة عامة",
  travelDatesLabel: "مواعيد السفر (اختياري)",
  travelDatesHint: "يكفي موعد تقريبي، مثل: {example}، أو «مرن»",
  emailLabel: "البريد الإلكتروني",
  honeypotLabel: "اترك هذا الحقل فارغًا",

  // Button, consent and the answer under the form
  sendButton: "إرسال عبر واتساب",
  sendingButton: "جارٍ الإرسال…",
  sentButton: "تم إرسال الرسالة!",
  consentHome:
    "نحتفظ باسمك ورقم هاتفك والخدمة التي اخترتها ورسالتك لنتمكن من الرد عليك، ثم نفتح واتساب وفيه رسالتك. يُرجى الاطلاع على <privacy>سياسة الخصوصية</privacy>.",
  consentInternational:
    "نحتفظ باسمك ودولتك وبيانات التواصل معك والعلاج الذي تهتم به ومواعيد سفرك ورسالتك لنتمكن من الرد عليك، ثم نفتح واتساب وفيه استفسارك. يُرجى الاطلاع على <privacy>سياسة الخصوصية</privacy>.",
  consentWellness:
    "نحتفظ باسمك وبريدك الإلكتروني ورقم هاتفك ورسالتك لنتمكن من الرد عليك، ثم نفتح واتساب وفيه رسالتك. يُرجى الاطلاع على <privacy>سياسة الخصوصية</privacy>.",
  confirmTitle: "شكرًا لك: تلقّينا رسالتك",
  confirmReferenceLabel: "الرقم المرجعي",
  confirmReferenceNote: "يُرجى ذكره عند الاتصال بنا أو مراسلتنا.",
  confirmSummaryTitle: "ما أرسلته",
  confirmNextWhatsAppOpened: "فُتح واتساب في علامة تبويب جديدة وفيه رسالتك: اضغط «إرسال» هناك لتصلنا فورًا. إن لم يُفتح، فاستخدم الزر أدناه.",
  confirmNextWhatsAppPress: "لتصلنا فورًا، افتح واتساب وفيه رسالتك واضغط «إرسال» هناك.",
  confirmNextEmail:
    "سنرد عليك بالبريد الإلكتروني خلال {hours, plural, zero {# ساعة} one {ساعة واحدة} two {ساعتين} few {# ساعات} many {# ساعة} other {# ساعة}}.",
  confirmOpenWhatsApp: "افتح واتساب",
  confirmAnother: "أرسل رسالة أخرى",
  noticeOpenWhatsApp: "افتح واتساب",
  noticeUnsaved: "تعذّر على نظامنا حفظ طلبك الآن، لكن رسالتك جاهزة في واتساب: يُرجى الضغط على «إرسال» هناك، أو الاتصال بنا.",
  rateLimited:
    "لقد أرسلت عدة رسائل خلال وقت قصير. يُرجى المحاولة مرة أخرى {minutes, plural, =1 {بعد دقيقة} zero {بعد قليل} one {بعد دقيقة} two {بعد دقيقتين} few {بعد # دقائق} many {بعد # دقيقة} other {بعد # دقيقة}}، أو الاتصال بنا مباشرة.",
  sendFailed: "تعذّر إرسال رسالتك الآن. يُرجى التحقق من اتصالك بالإنترنت والمحاولة مرة أخرى، أو الاتصال بنا مباشرة.",

  // The checks' messages, next to each field
  errorNameRequired: "يُرجى إدخال اسمك.",
  errorNameTooLong: "يُرجى ألّا يتجاوز عدد أحرف اسمك {max}.",
  errorPhoneRequired: "يُرجى إدخال رقم هاتفك.",
  errorPhoneTooLong: "يُرجى ألّا يتجاوز عدد أحرف رقم هاتفك {max}.",
  errorPhoneInvalid:
    "لا يمكننا الوصول إليك على هذا الرقم: يُرجى التحقق من الأرقام، وإذا كنت خارج الهند فابدأ برمز الدولة، مثل \u2066+44 7700 900123\u2069.",
  errorServiceRequired: "يُرجى اختيار خدمة.",
  errorMessageTooLong: "يُرجى ألّا يتجاوز عدد أحرف رسالتك {max}.",
  errorEmailRequired: "يُرجى إدخال بريدك الإلكتروني.",
  errorEmailTooLong: "يُرجى ألّا يتجاوز عدد أحرف بريدك الإلكتروني {max}.",
  errorEmailInvalid: "يُرجى إدخال بريد إلكتروني صحيح، مثل name@example.com.",
  errorFullNameRequired: "يُرجى إدخال اسمك الكامل.",
  errorFullNameTooLong: "يُرجى ألّا يتجاوز عدد أحرف اسمك الكامل {max}.",
  errorCountryRequired: "يُرجى إدخال اسم دولتك.",
  errorCountryTooLong: "يُرجى ألّا يتجاوز عدد أحرف اسم الدولة {max}.",
  errorContactRequired: "يُرجى إدخال رقم واتساب أو بريدك الإلكتروني.",
  errorContactTooLong: "يُرجى ألّا يتجاوز عدد أحرف رقم واتساب أو البريد الإلكتروني {max}.",
  errorContactInvalid:
    "يُرجى إدخال بريد إلكتروني (\u2066name@example.com\u2069) أو رقم واتساب مع رمز الدولة، مثل \u2066+44 7700 900123\u2069.",
  errorCheckFields: "يُرجى التحقق من: {fields}.",
  errorTherapyRequired: "يُرجى اختيار العلاج الذي تهتم به.",
  errorTravelDatesTooLong: "يُرجى ألّا يتجاوز عدد أحرف مواعيد السفر {max}.",

  // The WhatsApp messages the forms open (SPEC §7), one line each
  waHomeGreeting: "مرحبًا {clinicName}، أرغب في حجز استشارة بخصوص {service}.",
  waInternationalHeading: "استفسار مريض دولي",
  waWellnessHeading: "استفسار عن برنامج العافية لمدة 7 أيام",
  waName: "الاسم: {name}",
  waCountry: "الدولة: {country}",
  waContact: "وسيلة التواصل: {contact}",
  waTherapy: "العلاج المطلوب: {therapy}",
  waTravelDates: "مواعيد السفر: {travelDates}",
  waTravelDatesNone: "لم أحددها بعد",
  waEmail: "البريد الإلكتروني: {email}",
  waPhone: "الهاتف: {phone}",
  waMessage: "الرسالة: {message}",
  waMessageNone: "-",
};
