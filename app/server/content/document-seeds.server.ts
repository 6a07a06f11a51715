// The starting content of every document type (app/content holds the values), stored once
// per document whatever else the database holds (docs/decisions/021).
import { clinicSettingsSeed } from "~/content/clinic";
import { homePageSeed } from "~/content/home";
import { legalPageSeed } from "~/content/legal";
import { contentTranslations } from "~/content/translations";
import { pageNotFoundSeed } from "~/content/site-pages";
import { LEGAL_PAGES } from "~/content-types/legal-page";
import { clinicView } from "~/lib/clinic-view";
import type { Db } from "../db/client.server";
import { CLINIC_SETTINGS_REF, readClinicSettings } from "./clinic-settings.server";
import { seedDocument } from "./documents.server";
import { doctorSeedSet } from "./doctors.server";
import { seedPageBodies } from "./page-bodies.server";
import { seedInternationalPage } from "./international-page.server";
import { seedInterfaceTexts } from "./interface-texts.server";
import { fillTranslationSources, seedContentTranslations } from "./translations.server";
import { upgradeStoredDocuments } from "./schema-upgrades.server";
import { seedWellnessPage } from "./wellness-page.server";
import { legalRef } from "./legal-pages.server";
import { seedSet, storeSeedSets } from "./seed-sets.server";
import { REFRESHED_SEEDS, refreshUneditedSeed } from "./seed-refresh.server";
import { HOME_PAGE_REF, PAGE_NOT_FOUND_REF, seedPageIntros } from "./page-texts.server";

/** Seeds what is missing; returns the documents it created ("legal/privacy-policy"). */
export async function seedDocuments(db: Db): Promise<string[]> {
  const created: string[] = [];
  // First, what is stored takes its declaration's current shape: everything after reads it.
  await upgradeStoredDocuments(db);
  if (await seedDocument(db, CLINIC_SETTINGS_REF, clinicSettingsSeed)) created.push(CLINIC_SETTINGS_REF.type);
  // The legal texts name the clinic as its settings say at the time they are first stored.
  const clinic = clinicView(await readClinicSettings(db), new Date());
  for (const page of LEGAL_PAGES) {
    const ref = legalRef(page.key);
    if (await seedDocument(db, ref, legalPageSeed(page.key, clinic))) created.push(`${ref.type}/${ref.key}`);
    const refresh = REFRESHED_SEEDS.find((r) => r.type === ref.type && r.key === ref.key);
    if (refresh && (await refreshUneditedSeed(db, ref, legalPageSeed(page.key, clinic), refresh.note)))
      created.push(`${ref.type}/${ref.key} (updated)`);
  }
  if (await seedDocument(db, HOME_PAGE_REF, homePageSeed)) created.push(HOME_PAGE_REF.type);
  created.push(...(await seedPageIntros((ref, data) => seedDocument(db, ref, data))));
  if (await seedDocument(db, PAGE_NOT_FOUND_REF, pageNotFoundSeed)) created.push(PAGE_NOT_FOUND_REF.type);
  created.push(...(await seedPageBodies((ref, data) => seedDocument(db, ref, data))));
  created.push(...(await seedInternationalPage(db)));
  created.push(...(await seedWellnessPage(db)));
  created.push(...(await storeSeedSets(db, [seedSet(doctorSeedSet)])));
  created.push(...(await seedInterfaceTexts((ref, data, note) => seedDocument(db, ref, data, note))));
  created.push(...(await seedContentTranslations(db, contentTranslations, clinic)));
  await fillTranslationSources(db);
  return created;
}
