// A language's seeded content as the documents that store it: each translation (./types.ts)
// matched to its document type, key and English starting content, so the seed, the unit test
// and the admin agree on what "translated" means.
import { aboutPageSeed } from "~/content/about";
import { bookingServiceSeeds } from "~/content/booking";
import { clinicSettingsSeed } from "~/content/clinic";
import { conditionsPageSeed } from "~/content/conditions";
import { doctorSeeds } from "~/content/doctor-seeds";
import { homePageSeed } from "~/content/home";
import { internationalPageSeed } from "~/content/international";
import { legalPageSeed, type LegalClinic } from "~/content/legal";
import { contactPageSeed, pageIntroSeed, servicesPageSeed } from "~/content/pages";
import { pageNotFoundSeed } from "~/content/site-pages";
import { galleryImages } from "~/content/gallery";
import { therapies } from "~/content/therapies";
import { videos } from "~/content/videos";
import { wellnessPageSeed } from "~/content/wellness";
import { aboutPageType } from "~/content-types/about-page";
import { clinicSettingsType } from "~/content-types/clinic-settings";
import { conditionsPageType } from "~/content-types/conditions-page";
import { contactPageType } from "~/content-types/contact-page";
import { doctorType } from "~/content-types/doctor";
import { homePageType } from "~/content-types/home-page";
import { internationalPageType } from "~/content-types/international-page";
import { LEGAL_PAGES, legalPageType } from "~/content-types/legal-page";
import { INTRO_PAGES, pageIntroType } from "~/content-types/page-intro";
import { pageNotFoundType } from "~/content-types/page-not-found";
import { SINGLE_KEY as SINGLE } from "~/content-types/registry";
import { servicesPageType } from "~/content-types/services-page";
import { bookingServiceTextsType, galleryTextsType, videoTextsType } from "~/content-types/row-texts";
import { therapyTextsOf, therapyTextsType } from "~/content-types/therapy-texts";
import type { GroupField } from "~/content-types/fields";
import type { ContentType } from "~/content-types/types";
import { wellnessPageType } from "~/content-types/wellness-page";
import type { ContentTranslations } from "./types";

export interface SeededTranslation {
  type: ContentType;
  key: string;
  /** The English starting content the translation was made from. */
  english: unknown;
  translation: unknown;
  /** A table row's (keyed by its id): `key` is its seed's, and the row it translates is the one
   * whose English is still `english`. */
  matchRowByEnglish?: true;
}

const doc = <G extends GroupField>(type: ContentType<G>, key: string, english: unknown, translation: unknown): SeededTranslation => ({
  type: type as unknown as ContentType,
  key,
  english,
  translation,
});

/** Every document a language's translation fills; parts not written (yet) are left out. */
export function seededTranslationDocuments(t: Partial<ContentTranslations>, clinic: LegalClinic): SeededTranslation[] {
  const out: SeededTranslation[] = [];
  if (t.homePage) out.push(doc(homePageType, SINGLE, homePageSeed, t.homePage));
  if (t.aboutPage) out.push(doc(aboutPageType, SINGLE, aboutPageSeed, t.aboutPage));
  if (t.servicesPage) out.push(doc(servicesPageType, SINGLE, servicesPageSeed, t.servicesPage));
  if (t.contactPage) out.push(doc(contactPageType, SINGLE, contactPageSeed, t.contactPage));
  if (t.conditionsPage) out.push(doc(conditionsPageType, SINGLE, conditionsPageSeed, t.conditionsPage));
  if (t.internationalPage) out.push(doc(internationalPageType, SINGLE, internationalPageSeed, t.internationalPage));
  if (t.wellnessPage) out.push(doc(wellnessPageType, SINGLE, wellnessPageSeed, t.wellnessPage));
  if (t.pageNotFound) out.push(doc(pageNotFoundType, SINGLE, pageNotFoundSeed, t.pageNotFound));
  if (t.pageIntros) for (const p of INTRO_PAGES) out.push(doc(pageIntroType, p.key, pageIntroSeed(p.key), t.pageIntros[p.key]));
  if (t.clinic) {
    const c = t.clinic;
    const phones = c.phoneLabels.map((label) => ({ label }));
    out.push(doc(clinicSettingsType, SINGLE, clinicSettingsSeed, { tagline: c.tagline, address: c.address, phones }));
  }
  if (t.legal) {
    const pages = t.legal(clinic);
    for (const p of LEGAL_PAGES) out.push(doc(legalPageType, p.key, legalPageSeed(p.key, clinic), pages[p.key]));
  }
  if (t.doctors) {
    for (const d of doctorSeeds()) if (t.doctors[d.slug]) out.push(doc(doctorType, d.slug, d.data, t.doctors[d.slug]));
  }
  if (t.videos) {
    for (const v of videos) {
      const tr = t.videos[v.url];
      if (tr) out.push({ ...doc(videoTextsType, v.url, { title: v.title, description: v.description }, tr), matchRowByEnglish: true });
    }
  }
  if (t.gallery) {
    for (const g of galleryImages) {
      const tr = t.gallery[g.url];
      if (tr) out.push({ ...doc(galleryTextsType, g.url, { title: g.title, alt: g.alt }, tr), matchRowByEnglish: true });
    }
  }
  if (t.bookingServices) {
    for (const s of bookingServiceSeeds) {
      const tr = t.bookingServices[s.name];
      const english = { name: s.name, description: s.description ?? "" };
      if (tr) out.push({ ...doc(bookingServiceTextsType, s.name, english, tr), matchRowByEnglish: true });
    }
  }
  if (t.therapies) {
    for (const th of therapies) {
      const tr = t.therapies[th.slug];
      if (tr) out.push(doc(therapyTextsType, th.slug, therapyTextsOf(th), therapyTextsOf(tr)));
    }
  }
  return out;
}
