// The 7-Day Wellness Program page's document, as the page shows it: published, or the newest
// draft in a staff preview, with the clinic's reply time written in for {responseTime}.
import { wellnessPageSeed } from "~/content/wellness";
import { SINGLE_KEY } from "~/content-types/registry";
import { fillWellnessPage, wellnessPageType, type WellnessPageTexts } from "~/content-types/wellness-page";
import type { AppServices } from "../context.server";
import type { Db } from "../db/client.server";
import { seedDocument } from "./documents.server";
import { loadPageDocument } from "./page-texts.server";
import { loadReplyTime } from "./reply-time.server";

export const WELLNESS_PAGE_REF = { type: wellnessPageType.type, key: SINGLE_KEY };

export async function loadWellnessPage(services: AppServices, request: Request): Promise<WellnessPageTexts> {
  const [texts, responseTime] = await Promise.all([
    loadPageDocument(services, request, WELLNESS_PAGE_REF, wellnessPageSeed),
    loadReplyTime(services, request),
  ]);
  return fillWellnessPage(texts, responseTime);
}

export async function seedWellnessPage(db: Db): Promise<string[]> {
  return (await seedDocument(db, WELLNESS_PAGE_REF, wellnessPageSeed)) ? [WELLNESS_PAGE_REF.type] : [];
}
