// The seeded content in this language: drafts for the clinic's native-speaker review.
import type { ContentTranslations } from "../types";
import { bookingServices } from "./booking";
import { clinic } from "./clinic";
import { conditionsPage } from "./conditions";
import { doctors } from "./doctors";
import { internationalPage } from "./international";
import { legal } from "./legal";
import { gallery, videos } from "./media";
import { aboutPage, contactPage, homePage, pageIntros, pageNotFound, servicesPage } from "./pages";
import { therapies } from "./therapies";
import { wellnessPage } from "./wellness";

export const content: ContentTranslations = {
  homePage,
  aboutPage,
  servicesPage,
  contactPage,
  conditionsPage,
  internationalPage,
  wellnessPage,
  pageIntros,
  pageNotFound,
  clinic,
  legal,
  doctors,
  therapies,
  videos,
  gallery,
  bookingServices,
};
