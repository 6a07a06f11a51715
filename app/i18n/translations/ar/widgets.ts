import type { widgetMessages } from "../../areas/widgets";
import type { TranslationOf } from "../types";

// Draft translation for the clinic's native-speaker review (marked so in the admin).
export const widgets: TranslationOf<typeof widgetMessages> = {
  videoPlay: "تشغيل الفيديو: {title}",
  videoWatchOnYouTube: "شاهد على يوتيوب: {title} (يُفتح في علامة تبويب جديدة)",
  videoClose: "إغلاق الفيديو",
  videoOpensYouTube: "(يفتح يوتيوب في علامة تبويب جديدة)",
  videoLinkLabel: "{label} (يفتح يوتيوب في علامة تبويب جديدة)",
  mapShow: "عرض الخريطة",
  mapOpenGoogle: "فتح في خرائط Google",
  mapNotice: "عند عرض الخريطة يتم تحميلها من Google.",
  mapTitle: "الخريطة: {clinicName}",
  starsRated: "التقييم {rating} من 5",
  reviewTranslated: "ترجمته العيادة عن كلمات المريض بالإنجليزية.",
  approachStep: "الخطوة {number}",
  galleryPrevious: "الصورة السابقة",
  galleryNext: "الصورة التالية",
  galleryCounter: "{number} / {count}",
  galleryThumbs: "اختر صورة",
  galleryShow: "عرض الصورة {number} من {count}: {title}",
  galleryOpen: "فتح الصورة {number} من {count}: {title}",
  reviewsLabel: "آراء المرضى",
  reviewsSlide: "{number} من {count}",
  reviewsPrevious: "التقييم السابق",
  reviewsNext: "التقييم التالي",
  reviewsDot: "عرض التقييم {number} من {count}",
};
