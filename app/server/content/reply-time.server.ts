// The reply time a page promises ("within 24 hours", in the page's language): the clinic
// settings' one number, the same the forms' confirmation and the patient's mail promise
// (decision 078), in the words of the interface texts (`pages.replyWithin`).
import { createTranslator } from "~/i18n/format";
import { replyWithinHours } from "~/lib/inquiry-follow-up";
import type { AppServices } from "../context.server";
import { readClinicSettings } from "./clinic-settings.server";
import { pageLocale, readMessages } from "./interface-texts.server";
import { previewRequested } from "./preview.server";

export async function loadReplyTime(services: AppServices, request: Request): Promise<string> {
  const draft = await previewRequested(services, request);
  const { db } = services.database;
  const [settings, catalogue] = await Promise.all([
    readClinicSettings(db, { draft }),
    readMessages(db, { draft, locale: pageLocale(services, request) }),
  ]);
  return createTranslator(catalogue.messages, catalogue.locale)("pages.replyWithin", { hours: replyWithinHours(settings) });
}
