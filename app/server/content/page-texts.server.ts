// Page texts as documents: the published texts, or a staff preview's draft.
import { pageNotFoundSeed } from "~/content/site-pages";
import { pageNotFoundType, type PageNotFoundTexts } from "~/content-types/page-not-found";
import { SINGLE_KEY } from "~/content-types/registry";
import type { AppServices } from "../context.server";
import { getHeadData, getPublishedData } from "./documents.server";
import { previewRequested } from "./preview.server";

export const PAGE_NOT_FOUND_REF = { type: pageNotFoundType.type, key: SINGLE_KEY };

export async function loadPageNotFoundTexts(services: AppServices, request: Request): Promise<PageNotFoundTexts> {
  const { db } = services.database;
  const draft = await previewRequested(services, request);
  const data = draft ? await getHeadData(db, PAGE_NOT_FOUND_REF) : await getPublishedData(db, PAGE_NOT_FOUND_REF);
  // Seeding stores it before the first answer; this covers a database restored from before it existed.
  return (data as PageNotFoundTexts | null) ?? pageNotFoundSeed;
}
