// The interface strings a public page shows: each area's published texts (a staff preview
// shows the drafts) over the defaults the code declares (docs/decisions/022).
import type { MessagesValue } from "~/components/messages-context";
import { catalogueFrom, messageAreas, type MessageAreaName } from "~/i18n/catalogue";
import type { MessageArea } from "~/i18n/define";
import { INTERFACE_TYPE_PREFIX, interfaceTextsSeed } from "~/content-types/interface-texts";
import { SINGLE_KEY } from "~/content-types/registry";
import type { LanguageNote } from "~/components/layout/language-suggestion";
import { createTranslator } from "~/i18n/format";
import {
  DEFAULT_LOCALE as ENGLISH,
  isLocale,
  LOCALE_INFO,
  LOCALES,
  localizePath,
  PREFIXED_LOCALES,
  splitLocale,
  type Locale,
} from "~/i18n/locales";
import { seededTranslations } from "~/i18n/translations";
import type { AppServices } from "../context.server";
import type { Db } from "../db/client.server";
import { readDocumentData, type DocumentRef } from "./documents.server";
import { previewRequested } from "./preview.server";

export const interfaceTextsRef = (area: MessageArea, locale: Locale = ENGLISH): DocumentRef => ({
  type: `${INTERFACE_TYPE_PREFIX}${area.area}`,
  key: SINGLE_KEY,
  locale,
});

async function readAreas(db: Db, locale: Locale, draft: boolean): Promise<Record<string, unknown>> {
  const areas = messageAreas as readonly MessageArea[];
  // Published snapshots are memoised (documents.server.ts): a page-cache miss costs no query here.
  const stored = await Promise.all(areas.map((area) => readDocumentData(db, interfaceTextsRef(area, locale), { draft })));
  return Object.fromEntries(areas.map((area, i) => [area.area, stored[i]]));
}

async function catalogueIn(db: Db, locale: Locale, draft: boolean, english: Record<string, unknown>): Promise<MessagesValue> {
  const messages =
    locale === ENGLISH
      ? catalogueFrom(english)
      : catalogueFrom(
          overSeededTranslations(await readAreas(db, locale, draft), seededTranslations[locale as Exclude<Locale, "en">]),
          english,
        );
  return { lang: locale, locale: LOCALE_INFO[locale].formatTag, messages };
}

/**
 * A language's stored texts over the code's draft translation of each message the stored
 * document does not hold at all: a message a later release added ("chrome.emergencyNotice")
 * reads in the page's language on a site whose translation was stored before it, instead of in
 * English until staff paste one. A text staff emptied stays empty, and so falls back to English.
 */
export function overSeededTranslations(
  stored: Readonly<Record<string, unknown>>,
  seeded: Readonly<Record<string, Readonly<Record<string, string>>>>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(seeded).map(([area, texts]) => {
      const saved = stored[area];
      return [area, saved && typeof saved === "object" ? { ...texts, ...saved } : texts];
    }),
  );
}

/** The catalogue in a language: its translations over the English texts over the code's. */
export async function readMessages(db: Db, opts: { draft?: boolean; locale?: Locale } = {}): Promise<MessagesValue> {
  const draft = opts.draft ?? false;
  return catalogueIn(db, opts.locale ?? ENGLISH, draft, await readAreas(db, ENGLISH, draft));
}

/** The request's language: its address's prefix, or (the forms' JSON endpoint) `?lang=` when
 * the site is published in it. */
export function requestLocale(request: Request, published: readonly Locale[] = LOCALES): Locale {
  const url = new URL(request.url);
  const asked = url.searchParams.get("lang") ?? "";
  const wanted = url.pathname.startsWith("/api/") && isLocale(asked) ? asked : splitLocale(url.pathname).locale;
  return published.includes(wanted) ? wanted : ENGLISH;
}

/** The language a public page is shown in: its address's, among those the clinic publishes. */
export const pageLocale = (services: AppServices, request: Request): Locale => requestLocale(request, services.env.SITE_LANGUAGES);

/** The catalogue of the request's language. */
export async function loadMessages(services: AppServices, request: Request): Promise<MessagesValue> {
  return readMessages(services.database.db, { draft: await previewRequested(services, request), locale: pageLocale(services, request) });
}

/** Drafts of the clinic's native-speaker review: published so visitors read their language,
 * and marked as such in each revision's note. */
export const SEEDED_TRANSLATION_NOTE = "Draft translation, awaiting the clinic's native-speaker review";

export async function seedInterfaceTexts(seed: (ref: DocumentRef, data: unknown, note?: string) => Promise<boolean>): Promise<string[]> {
  const created: string[] = [];
  for (const area of messageAreas as readonly MessageArea[]) {
    const ref = interfaceTextsRef(area);
    if (await seed(ref, interfaceTextsSeed(area))) created.push(ref.type);
    for (const locale of PREFIXED_LOCALES) {
      const translated = interfaceTextsRef(area, locale);
      if (await seed(translated, seededTranslations[locale][area.area as MessageAreaName], SEEDED_TRANSLATION_NOTE))
        created.push(`${ref.type}@${locale}`);
    }
  }
  return created;
}

const MARK = "\u0000";

/**
 * The note offering this page in each other language, written in that language (the
 * language-suggestion island shows the one the browser prefers).
 */
export async function loadLanguageNotes(services: AppServices, request: Request): Promise<LanguageNote[]> {
  const { locale, path } = splitLocale(new URL(request.url).pathname);
  const draft = await previewRequested(services, request);
  const others = services.env.SITE_LANGUAGES.filter((code) => code !== locale);
  if (others.length === 0) return [];
  const { db } = services.database;
  const english = await readAreas(db, ENGLISH, draft);
  return Promise.all(
    others.map(async (code) => {
      const { messages, locale: tag } = await catalogueIn(db, code, draft, english);
      const t = createTranslator(messages, tag);
      const text = t.rich("chrome.languageSuggest", { link: (chunks) => `${MARK}${chunks.join("")}${MARK}` }).join("");
      const [before = "", inside = "", after = ""] = text.split(MARK);
      return {
        lang: code,
        href: localizePath(code, path),
        text: [before, inside, after] as [string, string, string],
        dismiss: t("chrome.languageSuggestDismiss"),
      };
    }),
  );
}
