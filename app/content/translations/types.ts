// What a language's content translation holds (issue 14 item 5): the same values the English
// documents store, with every text a visitor reads in that language. Values of fields that
// are not translatable (pictures, numbers, choices, addresses of links, dates) are copied from
// the English and ignored when the translation is stored (app/content-types/translation.ts).
import type { AboutPageTexts } from "~/content-types/about-page";
import type { ConditionsPageTexts } from "~/content-types/conditions-page";
import type { ContactPageTexts } from "~/content-types/contact-page";
import type { DoctorData } from "~/content-types/doctor";
import type { HomePageTexts } from "~/content-types/home-page";
import type { InternationalPageTexts } from "~/content-types/international-page";
import type { LegalPage, LegalPageKey } from "~/content-types/legal-page";
import type { IntroPageKey, PageIntroTexts } from "~/content-types/page-intro";
import type { PageNotFoundTexts } from "~/content-types/page-not-found";
import type { ServicesPageTexts } from "~/content-types/services-page";
import type { WellnessPageTexts } from "~/content-types/wellness-page";
import type { LegalClinic } from "~/content/legal";
import type { TherapySeed, TherapyFaq } from "~/content/therapies";

/** The texts of a therapy page that a translation carries (the rest is the clinic's data). */
export type TherapyTranslation = Pick<
  TherapySeed,
  | "title"
  | "shortDescription"
  | "descriptionHtml"
  | "howItWorksHtml"
  | "benefits"
  | "whoItsFor"
  | "conditions"
  | "duration"
  | "sessions"
  | "frequency"
> & { faqs: TherapyFaq[]; seo: { title: string; description: string; keywords: string[] } };

/** The clinic settings' texts a visitor reads (the name stays the brand's). */
export interface ClinicTextsTranslation {
  tagline: string;
  address: { street: string; locality: string; city: string; region: string; country: string };
  /** In the order of the settings' phones: "Reception" etc.; "" where the English is "". */
  phoneLabels: string[];
}

export interface ContentTranslations {
  homePage: HomePageTexts;
  aboutPage: AboutPageTexts;
  servicesPage: ServicesPageTexts;
  contactPage: ContactPageTexts;
  conditionsPage: ConditionsPageTexts;
  internationalPage: InternationalPageTexts;
  wellnessPage: WellnessPageTexts;
  pageIntros: Record<IntroPageKey, PageIntroTexts>;
  pageNotFound: PageNotFoundTexts;
  clinic: ClinicTextsTranslation;
  /** Like app/content/legal.ts: the texts name the clinic from its settings. */
  legal: (clinic: LegalClinic) => Record<LegalPageKey, LegalPage>;
  /** By the doctor's slug. */
  doctors: Record<string, DoctorData>;
  /** By the therapy's slug. */
  therapies: Record<string, TherapyTranslation>;
}
