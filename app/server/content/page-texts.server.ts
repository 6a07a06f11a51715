// Page texts as documents: the published texts, or a staff preview's draft.
import { homePageSeed } from "~/content/home";
import { pageIntroSeed } from "~/content/pages";
import { pageNotFoundSeed } from "~/content/site-pages";
import { homePageType, type HomePageTexts } from "~/content-types/home-page";
import { INTRO_PAGES, pageIntroType, type IntroPageKey, type PageIntroTexts } from "~/content-types/page-intro";
import { pageNotFoundType, type PageNotFoundTexts } from "~/content-types/page-not-found";
import { SINGLE_KEY } from "~/content-types/registry";
import type { AppServices } from "../context.server";
import type { DocumentRef } from "./documents.server";
import { pageLocale } from "./interface-texts.server";
import { previewRequested } from "./preview.server";
import { readLocalizedData } from "./translations.server";

/**
 * A page's document as the page shows it, in the page's language: published, or the newest
 * draft in a staff preview.
 * Seeding stores it before the first answer; the seed covers a database restored from before
 * the type existed.
 */
export async function loadPageDocument<T>(services: AppServices, request: Request, ref: DocumentRef, seed: T): Promise<T> {
  const draft = await previewRequested(services, request);
  const data = await readLocalizedData(services.database.db, ref, pageLocale(services, request), { draft });
  return (data as T | null) ?? seed;
}

export const PAGE_NOT_FOUND_REF = { type: pageNotFoundType.type, key: SINGLE_KEY };

export const loadPageNotFoundTexts = (services: AppServices, request: Request): Promise<PageNotFoundTexts> =>
  loadPageDocument(services, request, PAGE_NOT_FOUND_REF, pageNotFoundSeed);

export const HOME_PAGE_REF = { type: homePageType.type, key: SINGLE_KEY };

/** The home page's texts; the About page reads its treatment steps from them too. */
export const loadHomePageTexts = (services: AppServices, request: Request): Promise<HomePageTexts> =>
  loadPageDocument(services, request, HOME_PAGE_REF, homePageSeed);

export const pageIntroRef = (key: IntroPageKey) => ({ type: pageIntroType.type, key });

/** An inner page's heading and search texts (a staff preview shows the draft). */
export const loadPageIntro = (services: AppServices, request: Request, key: IntroPageKey): Promise<PageIntroTexts> =>
  loadPageDocument(services, request, pageIntroRef(key), pageIntroSeed(key));

export async function seedPageIntros(seed: (ref: { type: string; key: string }, data: unknown) => Promise<boolean>): Promise<string[]> {
  const created: string[] = [];
  for (const page of INTRO_PAGES) {
    if (await seed(pageIntroRef(page.key), pageIntroSeed(page.key))) created.push(`${pageIntroType.type}/${page.key}`);
  }
  return created;
}
