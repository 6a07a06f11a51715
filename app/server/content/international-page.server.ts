// The International Patients page's document, as the page shows it: published (or a staff
// preview's draft), with the figures and the clinic's hours, emergency number and reply time filled in.
import { internationalPageSeed } from "~/content/international";
import { fillDocument, internationalPageType, placeholderValues, type InternationalPageTexts } from "~/content-types/international-page";
import { SINGLE_KEY } from "~/content-types/registry";
import { LOCALE_INFO } from "~/i18n/locales";
import type { AppServices } from "../context.server";
import { loadClinicView } from "./clinic-settings.server";
import { pageLocale } from "./interface-texts.server";
import { seedDocument } from "./documents.server";
import { loadPageDocument } from "./page-texts.server";
import { previewRequested } from "./preview.server";
import { loadReplyTime } from "./reply-time.server";
import type { Db } from "../db/client.server";

export const INTERNATIONAL_PAGE_REF = { type: internationalPageType.type, key: SINGLE_KEY };

export async function loadInternationalPage(services: AppServices, request: Request): Promise<InternationalPageTexts> {
  const draft = await previewRequested(services, request);
  const locale = pageLocale(services, request);
  const [texts, clinic, responseTime] = await Promise.all([
    loadPageDocument(services, request, INTERNATIONAL_PAGE_REF, internationalPageSeed),
    loadClinicView(services, { draft, locale }),
    loadReplyTime(services, request),
  ]);
  const hoursText = new Intl.ListFormat(LOCALE_INFO[locale].formatTag, { type: "conjunction" }).format(
    clinic.hours.map((h) => `${h.days} ${h.label}`),
  );
  return fillDocument(texts, placeholderValues(texts.facts, { hoursText, emergencyNumber: clinic.emergencyNumber, responseTime }));
}

export async function seedInternationalPage(db: Db): Promise<string[]> {
  return (await seedDocument(db, INTERNATIONAL_PAGE_REF, internationalPageSeed)) ? [INTERNATIONAL_PAGE_REF.type] : [];
}
