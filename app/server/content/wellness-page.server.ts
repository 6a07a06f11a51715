// The 7-Day Wellness Program page's document, as the page shows it: published, or the newest
// draft in a staff preview.
import { wellnessPageSeed } from "~/content/wellness";
import { SINGLE_KEY } from "~/content-types/registry";
import { wellnessPageType, type WellnessPageTexts } from "~/content-types/wellness-page";
import type { AppServices } from "../context.server";
import type { Db } from "../db/client.server";
import { readDocumentData, seedDocument } from "./documents.server";
import { previewRequested } from "./preview.server";

export const WELLNESS_PAGE_REF = { type: wellnessPageType.type, key: SINGLE_KEY };

export async function loadWellnessPage(services: AppServices, request: Request): Promise<WellnessPageTexts> {
  const draft = await previewRequested(services, request);
  const data = await readDocumentData(services.database.db, WELLNESS_PAGE_REF, { draft });
  // Seeding stores it before the first answer; this covers a database restored from before it existed.
  return (data as WellnessPageTexts | null) ?? wellnessPageSeed;
}

export async function seedWellnessPage(db: Db): Promise<string[]> {
  return (await seedDocument(db, WELLNESS_PAGE_REF, wellnessPageSeed)) ? [WELLNESS_PAGE_REF.type] : [];
}
