// Draft translation for the clinic's native-speaker review.
import type { ContentTranslations } from "../types";

export const conditionsPage: ContentTranslations["conditionsPage"] = {
  intro:
    "تُستخدم علاجاتنا إلى جانب الرعاية التي تتلقونها من طبيبكم. وبعد التقييم، نوضح لكم ما إذا كان العلاج مناسبًا لكم. تختلف النتائج من شخص لآخر.",
  jumpLabel: "الانتقال إلى مجال",
  therapiesLabel: "علاجات قد ينظر فيها أطباؤنا",
  areas: [
    {
      anchor: "cardiovascular",
      title: "القلب والأوعية الدموية",
      icon: "HeartPulse",
      conditions: [
        { text: "التعافي بعد جراحات القلب أو الأوعية الدموية" },
        { text: "إعادة تأهيل القلب بعد النوبة القلبية" },
        { text: "مرض الشرايين الطرفية" },
        { text: "قرح القدم السكرية والجروح بطيئة الالتئام" },
        { text: "القصور الوريدي المزمن وقرح الساق الوريدية" },
        { text: "الوذمة اللمفية (تورّم بسبب تجمّع السائل اللمفي)" },
      ],
      therapies: [{ slug: "hyperbaric-oxygen-therapy" }, { slug: "zero-gravity-gait-trainer" }],
    },
    {
      anchor: "neurological",
      title: "الأمراض العصبية",
      icon: "Brain",
      conditions: [
        { text: "التعافي بعد السكتة الدماغية" },
        { text: "إصابات الدماغ الرضحية" },
        { text: "إصابات الحبل الشوكي" },
        { text: "مرض باركنسون (المشي والتوازن)" },
        { text: "التصلب المتعدد" },
        { text: "الشلل الدماغي (دعم الحركة)" },
        { text: "اعتلال الأعصاب الطرفية" },
      ],
      therapies: [{ slug: "zero-gravity-gait-trainer" }, { slug: "hyperbaric-oxygen-therapy" }],
    },
    {
      anchor: "musculoskeletal",
      title: "العظام والعضلات والمفاصل",
      icon: "Bone",
      conditions: [
        { text: "الإصابات الرياضية" },
        { text: "إعادة التأهيل بعد استبدال مفصل الركبة أو الورك" },
        { text: "الفُصال العظمي (خشونة المفاصل)" },
        { text: "آلام الظهر والرقبة المزمنة" },
        { text: "الكسور بطيئة الالتئام" },
        { text: "الكتف المتجمدة" },
        { text: "آلام العضلات والتهابها بعد التمرين" },
      ],
      therapies: [{ slug: "cryotherapy" }, { slug: "zero-gravity-gait-trainer" }],
    },
    {
      anchor: "respiratory",
      title: "الجهاز التنفسي",
      icon: "Wind",
      conditions: [
        { text: "مرض الانسداد الرئوي المزمن (COPD)" },
        { text: "ضيق التنفس بعد الإصابة بكوفيد-19" },
        { text: "انخفاض اللياقة البدنية بعد مرض رئوي أو جراحة في الرئة" },
        { text: "التهاب القصبات المزمن" },
        { text: "الربو (إلى جانب علاجكم المعتاد)" },
      ],
      therapies: [{ slug: "hydrogen-inhalation" }],
    },
    {
      anchor: "womens-health",
      title: "صحة المرأة",
      icon: "Baby",
      conditions: [
        { text: "انفصال عضلات البطن (تباعد عضلات البطن المستقيمة)" },
        { text: "ضعف قاع الحوض وتسرّب البول" },
        { text: "التعافي بعد الولادة القيصرية" },
        { text: "آلام الظهر والحوض بعد الحمل" },
        { text: "تغيّرات وضعية الجسم بعد الحمل" },
        { text: "التعب وانخفاض الطاقة بعد الولادة" },
      ],
      therapies: [{ slug: "post-pregnancy-rehabilitation" }],
    },
    {
      anchor: "chronic",
      title: "الحالات المزمنة",
      icon: "Activity",
      conditions: [
        { text: "الإرهاق المزمن" },
        { text: "الألم العضلي الليفي (فيبروميالجيا)" },
        { text: "الآثار المتأخرة للعلاج الإشعاعي على الأنسجة" },
        { text: "مضاعفات مرتبطة بداء السكري" },
        { text: "مشكلات النوم المرتبطة بالتوتر" },
        { text: "آلام المفاصل وتيبّسها لفترات طويلة" },
      ],
      therapies: [{ slug: "hydrogen-inhalation" }, { slug: "cryotherapy" }, { slug: "hyperbaric-oxygen-therapy" }],
    },
  ],
  ctaTitle: "ألا تجدون حالتكم في القائمة؟",
  ctaText: "هذه القائمة ليست شاملة. أخبرونا عن حالتكم، وسيوضح لكم طبيبنا ما إذا كان أي من علاجاتنا مناسبًا لكم.",
};
