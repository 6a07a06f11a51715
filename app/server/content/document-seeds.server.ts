// The starting content of every document type (app/content holds the values).
import { clinicSettingsSeed } from "~/content/clinic";
import { CLINIC_SETTINGS_REF } from "./clinic-settings.server";
import type { DocumentRef } from "./documents.server";

export const documentSeeds: ReadonlyArray<{ ref: DocumentRef; data: unknown }> = [{ ref: CLINIC_SETTINGS_REF, data: clinicSettingsSeed }];
