// The clinic settings every page shows: the published document, or in a staff preview the
// newest draft. Read through the published-snapshot memo, so a page render costs no query.
import { clinicSettingsSeed } from "~/content/clinic";
import { clinicSettingsType, type ClinicSettings } from "~/content-types/clinic-settings";
import { SINGLE_KEY } from "~/content-types/registry";
import { clinicView, type ClinicView } from "~/lib/clinic-view";
import { contentNow } from "../clock.server";
import type { AppServices } from "../context.server";
import type { Db } from "../db/client.server";
import type { Locale } from "~/i18n/locales";
import { readDocumentData } from "./documents.server";
import { localize } from "./translations.server";

export const CLINIC_SETTINGS_REF = { type: clinicSettingsType.type, key: SINGLE_KEY };

/** The settings, with their words (tagline, address, phone labels) in `locale` when given. */
export async function readClinicSettings(db: Db, opts: { draft?: boolean; locale?: Locale } = {}): Promise<ClinicSettings> {
  const data = await readDocumentData(db, CLINIC_SETTINGS_REF, opts);
  // Seeding stores the document before the server answers; this only covers a database the
  // seed has not reached yet (a restore from an older backup, say).
  const settings = (data as ClinicSettings | null) ?? clinicSettingsSeed;
  return opts.locale ? localize(db, CLINIC_SETTINGS_REF, settings, opts.locale, opts) : settings;
}

export async function loadClinicView(
  services: AppServices,
  opts: { draft?: boolean; now?: Date; locale?: Locale } = {},
): Promise<ClinicView> {
  const settings = await readClinicSettings(services.database.db, opts);
  return clinicView(settings, opts.now ?? contentNow(services.env), opts.locale);
}
