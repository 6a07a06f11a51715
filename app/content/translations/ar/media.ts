// The seeded videos' and gallery pictures' texts in Arabic: a draft translation for the clinic's native-speaker review.
import type { ContentTranslations } from "../types";

/** By the seeded video's address (app/content/videos.ts). */
export const videos: ContentTranslations["videos"] = {
  "https://www.youtube.com/watch?v=Samudra0000": {
    title: "جولة في المرافق: مركز سامودرا للتأهيل والعافية",
    description:
      "جولة قصيرة داخل المركز في مهاراني بيتا، فيساكاباتنام: الاستقبال، وغرف الاستشارة، وحجرة الأكسجين عالي الضغط، وحجرة العلاج بالتبريد، وصالة التمارين لإعادة التأهيل.",
  },
  "https://www.youtube.com/watch?v=Samudra0001": {
    title: "ما الذي تتوقعونه أثناء العلاج بالأكسجين عالي الضغط",
    description:
      "يشرح استشاريّنا في طب الأكسجين عالي الضغط جلسةً نموذجية، بدءًا من الفحص المسبق للسلامة ومعادلة الضغط في الأذنين، وصولًا إلى ما ستشعرون به داخل الحجرة.",
  },
  "https://www.youtube.com/watch?v=Samudra0002": {
    title: "قصة مريض: السفر من عُمان لتلقي العلاج بالأكسجين عالي الضغط",
    description:
      "يروي مريض دولي من مسقط تجربته مع دورة من العلاج بالأكسجين عالي الضغط لجرح بطيء الالتئام في القدم. هذه تجربة شخص واحد، وتختلف النتائج من شخص لآخر.",
  },
  "https://youtu.be/Samudra0003": {
    title: "جهاز التدريب على المشي بانعدام الجاذبية: جلسة نموذجية",
    description:
      "شاهدوا كيف تسير جلسة التدريب على المشي: تثبيت الحزام، وضبط مستوى دعم وزن الجسم، والتدرّب على المشي بتوجيه من أخصائي العلاج الطبيعي.",
  },
};

/** By the seeded picture's address (app/content/gallery.ts). */
export const gallery: ContentTranslations["gallery"] = {
  "/illustrations/facility-reception.svg": {
    title: "منطقة الاستقبال والانتظار",
    alt: "رسم توضيحي لمنطقة الاستقبال المضيئة، وفيها مقاعد بجوار نافذة مطلّة على البحر",
  },
  "/illustrations/facility-therapy-room.svg": {
    title: "غرفة العلاج",
    alt: "رسم توضيحي لغرفة علاج هادئة فيها سرير للعلاج ومعدات للتمارين",
  },
  "/illustrations/facility-garden.svg": {
    title: "الحديقة وممر المشي",
    alt: "رسم توضيحي لحديقة المركز، وفيها ممر مستوٍ للمشي ومقاعد",
  },
  "/illustrations/therapy-hyperbaric-oxygen-therapy.svg": {
    title: "حجرة الأكسجين عالي الضغط",
    alt: "رسم توضيحي لحجرة الأكسجين عالي الضغط، ولها نوافذ دائرية كنوافذ السفن",
  },
  "/illustrations/therapy-cryotherapy.svg": {
    title: "حجرة العلاج بالتبريد",
    alt: "رسم توضيحي لحجرة العلاج بالتبريد يحيط بها ضباب بارد",
  },
  "/illustrations/therapy-zero-gravity-gait-trainer.svg": {
    title: "جهاز التدريب على المشي بانعدام الجاذبية",
    alt: "رسم توضيحي لجهاز تدريب على المشي يدعم وزن الجسم، وفيه شخص يمشي",
  },
  "/illustrations/therapy-hydrogen-inhalation.svg": {
    title: "ركن استنشاق الهيدروجين",
    alt: "رسم توضيحي لكرسي قابل للإمالة بجوار جهاز استنشاق الهيدروجين",
  },
  "/illustrations/therapy-post-pregnancy-rehabilitation.svg": {
    title: "جلسة إعادة التأهيل بعد الولادة",
    alt: "رسم توضيحي لأمّ تؤدي تمرينًا خفيفًا لعضلات الجذع على بساط التمارين",
  },
  "/illustrations/gallery-equipment.svg": {
    title: "أجهزة المراقبة",
    alt: "رسم توضيحي لأجهزة مراقبة المرضى في غرفة علاج",
  },
  "/illustrations/gallery-treatment.svg": {
    title: "جلسة علاجية تحت الإشراف",
    alt: "رسم توضيحي لمعالج يوجّه مريضًا خلال جلسة",
  },
  "/illustrations/gallery-staff.svg": {
    title: "فريق الرعاية لدينا",
    alt: "رسم توضيحي لفريق الرعاية بملابس طبية باللون الأزرق المخضرّ",
  },
};
