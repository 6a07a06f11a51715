// Every editable document type, by its name in URLs and in the database.
import { aboutPageType } from "./about-page";
import { clinicSettingsType } from "./clinic-settings";
import { conditionsPageType } from "./conditions-page";
import { contactPageType } from "./contact-page";
import { internationalPageType } from "./international-page";
import { doctorType } from "./doctor";
import { homePageType } from "./home-page";
import { interfaceTextTypes } from "./interface-texts";
import { legalPageType } from "./legal-page";
import { pageIntroType } from "./page-intro";
import { pageNotFoundType } from "./page-not-found";
import { servicesPageType } from "./services-page";
import { bookingServiceTextsType, galleryTextsType, testimonialTextsType, videoTextsType } from "./row-texts";
import { therapyTextsType } from "./therapy-texts";
import { wellnessPageType } from "./wellness-page";
import type { ContentType } from "./types";
import { PREFIXED_LOCALES } from "~/i18n/locales";

export const contentTypes: ReadonlyArray<ContentType> = [
  clinicSettingsType,
  doctorType,
  homePageType,
  legalPageType,
  pageIntroType,
  pageNotFoundType,
  aboutPageType,
  servicesPageType,
  contactPageType,
  conditionsPageType,
  internationalPageType,
  wellnessPageType,
  therapyTextsType,
  testimonialTextsType,
  videoTextsType,
  galleryTextsType,
  bookingServiceTextsType,
  ...interfaceTextTypes,
];

export function findContentType(name: string): ContentType | null {
  return contentTypes.find((t) => t.type === name) ?? null;
}

/** Singles hold one document under this key. */
export const SINGLE_KEY = "main";

/** The admin editor of one document. */
export function editorPath(type: string, key: string): string {
  return key === SINGLE_KEY ? `/admin/content/${type}` : `/admin/content/${type}/${key}`;
}

/** The editor of a document's words in the first of the other languages ("?lang=hi"): where a
 * list's Translations button goes. */
export function translationsPath(type: string, key: string): string {
  return `${editorPath(type, key)}?lang=${PREFIXED_LOCALES[0]}`;
}

/** The document keys a type holds, with the public page each one shows on. */
export function documentsOf(type: ContentType): ReadonlyArray<{ key: string; title: string; publicPath: string }> {
  return type.documents ?? [{ key: SINGLE_KEY, title: type.title, publicPath: type.publicPath ?? "/" }];
}
