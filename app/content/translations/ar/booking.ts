// The seeded bookable services' names and notes in Arabic: a draft translation for the clinic's native-speaker review.
import type { ContentTranslations } from "../types";

/** By the seeded service's English name (app/content/booking.ts). */
export const bookingServices: ContentTranslations["bookingServices"] = {
  "Hyperbaric oxygen session": {
    name: "جلسة الأكسجين عالي الضغط",
    description:
      "ارتدوا ملابس قطنية، واتركوا الأغراض المعدنية والأجهزة الإلكترونية ومستحضرات التجميل خارج الحجرة. تُعقد جلستكم الأولى بعد تقييم يجريه الطبيب.",
  },
  "Cryotherapy session": {
    name: "جلسة العلاج بالتبريد",
    description: "نحو 15 دقيقة في العيادة، منها 2-3 دقائق من التعرّض للبرودة، ويبقى أحد أفراد الطاقم بجانبكم طوال الوقت.",
  },
  "Gait training session": {
    name: "جلسة التدريب على المشي",
  },
  "Hydrogen inhalation session": {
    name: "جلسة استنشاق الهيدروجين",
  },
  "Post-pregnancy rehabilitation session": {
    name: "جلسة إعادة التأهيل بعد الولادة",
  },
  "Consultation with Dr. Aditya Varma": {
    name: "استشارة مع د. أديتيا فارما",
    description: "أحضروا معكم التقارير وصور الأشعة السابقة، وقائمة بالأدوية التي تتناولونها.",
  },
  "Consultation with Dr. Gurpreet Singh Bedi": {
    name: "استشارة مع د. غوربريت سينغ بيدي",
    description: "أحضروا معكم التقارير وصور الأشعة السابقة، وقائمة بالأدوية التي تتناولونها.",
  },
  "Video consultation with Dr. Gurpreet Singh Bedi": {
    name: "استشارة بالفيديو مع د. غوربريت سينغ بيدي",
    description:
      "للمرضى المقيمين خارج الهند: محادثة أولى حول تقاريركم قبل أن تخططوا لزيارتنا. ويصلكم رابط مكالمة الفيديو عبر البريد الإلكتروني.",
  },
};
