// Page texts as documents: the published texts, or a staff preview's draft.
import { homePageSeed } from "~/content/home";
import { pageIntroSeed } from "~/content/pages";
import { pageNotFoundSeed } from "~/content/site-pages";
import { homePageType, type HomePageTexts } from "~/content-types/home-page";
import { INTRO_PAGES, pageIntroType, type IntroPageKey, type PageIntroTexts } from "~/content-types/page-intro";
import { pageNotFoundType, type PageNotFoundTexts } from "~/content-types/page-not-found";
import { SINGLE_KEY } from "~/content-types/registry";
import type { AppServices } from "../context.server";
import { readDocumentData } from "./documents.server";
import { previewRequested } from "./preview.server";

export const PAGE_NOT_FOUND_REF = { type: pageNotFoundType.type, key: SINGLE_KEY };

export async function loadPageNotFoundTexts(services: AppServices, request: Request): Promise<PageNotFoundTexts> {
  const { db } = services.database;
  const draft = await previewRequested(services, request);
  const data = await readDocumentData(db, PAGE_NOT_FOUND_REF, { draft });
  // Seeding stores it before the first answer; this covers a database restored from before it existed.
  return (data as PageNotFoundTexts | null) ?? pageNotFoundSeed;
}

export const HOME_PAGE_REF = { type: homePageType.type, key: SINGLE_KEY };

/** The home page's texts; the About page reads its treatment steps from them too. */
export async function loadHomePageTexts(services: AppServices, request: Request): Promise<HomePageTexts> {
  const { db } = services.database;
  const draft = await previewRequested(services, request);
  const data = await readDocumentData(db, HOME_PAGE_REF, { draft });
  return (data as HomePageTexts | null) ?? homePageSeed;
}

export const pageIntroRef = (key: IntroPageKey) => ({ type: pageIntroType.type, key });

/** An inner page's heading and search texts (a staff preview shows the draft). */
export async function loadPageIntro(services: AppServices, request: Request, key: IntroPageKey): Promise<PageIntroTexts> {
  const { db } = services.database;
  const draft = await previewRequested(services, request);
  const data = await readDocumentData(db, pageIntroRef(key), { draft });
  return (data as PageIntroTexts | null) ?? pageIntroSeed(key);
}

export async function seedPageIntros(seed: (ref: { type: string; key: string }, data: unknown) => Promise<boolean>): Promise<string[]> {
  const created: string[] = [];
  for (const page of INTRO_PAGES) {
    if (await seed(pageIntroRef(page.key), pageIntroSeed(page.key))) created.push(`${pageIntroType.type}/${page.key}`);
  }
  return created;
}
