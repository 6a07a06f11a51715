// What a language's content translation holds (issue 14 item 5): every text a visitor reads in
// that language, in the English documents' shape. Typed from the declarations (issue 46 item 1):
// only the fields declared translatable, so a picture, number, choice, link address or date
// cannot be written here; they are the English document's (app/content-types/translation.ts).
import type { aboutPageType } from "~/content-types/about-page";
import type { bookingServiceType } from "~/content-types/booking-service";
import type { conditionsPageType } from "~/content-types/conditions-page";
import type { contactPageType } from "~/content-types/contact-page";
import type { doctorType } from "~/content-types/doctor";
import type { homePageType } from "~/content-types/home-page";
import type { internationalPageType } from "~/content-types/international-page";
import type { LegalPageKey, legalPageType } from "~/content-types/legal-page";
import type { IntroPageKey, pageIntroType } from "~/content-types/page-intro";
import type { pageNotFoundType } from "~/content-types/page-not-found";
import type { servicesPageType } from "~/content-types/services-page";
import type { TranslationOf } from "~/content-types/fields";
import type { galleryImageType } from "~/content-types/gallery-image";
import type { TranslationOfType as Words } from "~/content-types/types";
import type { videoType } from "~/content-types/video";
import type { wellnessPageType } from "~/content-types/wellness-page";
import type { LegalClinic } from "~/content/legal";
import type { RowSeed } from "~/content-types/record-type";
import type { TherapyTexts } from "~/content-types/therapy-texts";
import type { therapyType } from "~/content-types/therapy";

/** The texts of a therapy page that a translation carries (the rest is the clinic's data), in
 * the shapes its columns hold them; a text that may be empty may be left out. */
export type TherapyTranslation = Pick<RowSeed<typeof therapyType>, keyof TherapyTexts & keyof RowSeed<typeof therapyType>>;

type BookingServiceWords = TranslationOf<(typeof bookingServiceType)["fields"]>;

/** A bookable service's name and description (a service with no description in English has
 * none to translate, so it may be left out). */
export type BookingServiceTranslation = Pick<BookingServiceWords, "name"> & Partial<Pick<BookingServiceWords, "description">>;

/** The clinic settings' texts a visitor reads (the name stays the brand's). */
export interface ClinicTextsTranslation {
  tagline: string;
  address: { street: string; locality: string; city: string; region: string; country: string };
  /** In the order of the settings' phones: "Reception" etc.; "" where the English is "". */
  phoneLabels: string[];
}

export interface ContentTranslations {
  homePage: Words<typeof homePageType>;
  aboutPage: Words<typeof aboutPageType>;
  servicesPage: Words<typeof servicesPageType>;
  contactPage: Words<typeof contactPageType>;
  conditionsPage: Words<typeof conditionsPageType>;
  internationalPage: Words<typeof internationalPageType>;
  wellnessPage: Words<typeof wellnessPageType>;
  pageIntros: Record<IntroPageKey, Words<typeof pageIntroType>>;
  pageNotFound: Words<typeof pageNotFoundType>;
  clinic: ClinicTextsTranslation;
  /** Like app/content/legal.ts: the texts name the clinic from its settings. */
  legal: (clinic: LegalClinic) => Record<LegalPageKey, Words<typeof legalPageType>>;
  /** By the doctor's slug. */
  doctors: Record<string, Words<typeof doctorType>>;
  /** By the therapy's slug. */
  therapies: Record<string, TherapyTranslation>;
  /** By the seeded video's address (app/content/videos.ts). */
  videos: Record<string, TranslationOf<(typeof videoType)["fields"]>>;
  /** By the seeded picture's address (app/content/gallery.ts). */
  gallery: Record<string, TranslationOf<(typeof galleryImageType)["fields"]>>;
  /** By the seeded service's English name (app/content/booking.ts). */
  bookingServices: Record<string, BookingServiceTranslation>;
}
