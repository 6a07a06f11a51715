// Loaders of the legal pages: the current version (or a staff preview's draft), and any
// published version at /{page}/{effective date}.
import { data } from "react-router";
import { LEGAL_PAGES, type LegalPageKey } from "~/content-types/legal-page";
import { parseCalendarDay } from "~/lib/calendar-input";
import type { AppServices } from "../context.server";
import { legalPageData, readLegalPage, readLegalVersion } from "./legal-pages.server";
import { pageLocale } from "./interface-texts.server";
import { previewRequested } from "./preview.server";

const pathOf = (key: LegalPageKey) => LEGAL_PAGES.find((p) => p.key === key)!.path;

export async function loadCurrentLegalPage(services: AppServices, request: Request, key: LegalPageKey) {
  const { db } = services.database;
  const locale = pageLocale(services, request);
  const page = await readLegalPage(db, key, { draft: await previewRequested(services, request), locale });
  if (!page) throw data({ message: "This page is not available." }, { status: 404 });
  return { ...(await legalPageData(db, key, pathOf(key), page, locale)), archived: false as const };
}

export async function loadLegalVersionPage(services: AppServices, key: LegalPageKey, effective: string | undefined) {
  const { db } = services.database;
  const page = effective && parseCalendarDay(effective).ok ? await readLegalVersion(db, key, effective) : null;
  if (!page) throw data({ message: "There is no version of this page with that date." }, { status: 404 });
  const result = await legalPageData(db, key, pathOf(key), page);
  return {
    ...result,
    key,
    archived: !result.versions.find((v) => v.effectiveDate === effective)?.current,
    path: `${pathOf(key)}/${effective}`,
  };
}
