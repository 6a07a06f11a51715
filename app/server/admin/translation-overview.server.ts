// The admin's table of translations: every document that has words, in each language.
import { documentsOf } from "~/content-types/registry";
import { hasWords, type TranslationState } from "~/content-types/translation";
import type { ContentType } from "~/content-types/types";
import { LOCALE_INFO, PREFIXED_LOCALES } from "~/i18n/locales";
import type { Db } from "../db/client.server";
import { listActiveCollection } from "../content/documents.server";
import { listedWhenTranslated, listTranslatedRows, translatedRowsByKey } from "../content/row-texts.server";
import { listTranslationStatuses } from "../content/translations.server";
import { editorUrlIn } from "./document-editor.server";

async function documentsWithTitles(
  db: Db,
  type: ContentType,
  /** The keys of this type that have a translation. */
  translated: readonly string[],
): Promise<Array<{ key: string; title: string }>> {
  if (type.translationsOnly) {
    const rows = listedWhenTranslated(type) ? await translatedRowsByKey(db, type, translated) : await listTranslatedRows(db, type);
    return rows.map((r) => ({ key: r.key, title: r.label }));
  }
  if (type.collection) {
    const rows = await listActiveCollection(db, type.type);
    const label = type.collection.itemLabel.charAt(0).toUpperCase() + type.collection.itemLabel.slice(1);
    return rows.map((r) => ({ key: r.key, title: `${label}: ${(r.data as { name?: string } | null)?.name ?? r.key}` }));
  }
  return documentsOf(type).map((d) => ({ key: d.key, title: type.documents ? d.title : type.title }));
}

export async function listTranslationOverview(db: Db, types: ReadonlyArray<ContentType>) {
  const statuses = await listTranslationStatuses(db);
  const languages = PREFIXED_LOCALES.map((locale) => ({ locale, name: LOCALE_INFO[locale].englishName }));
  // The keys each type has a translation of (statuses are keyed "type/key/locale").
  const translated = new Map<string, Set<string>>();
  for (const name of statuses.keys()) {
    const [type = "", key = ""] = name.split("/");
    translated.set(type, (translated.get(type) ?? new Set()).add(key));
  }
  const rows = [];
  for (const type of types.filter((t) => hasWords(t.fields))) {
    for (const doc of await documentsWithTitles(db, type, [...(translated.get(type.type) ?? [])])) {
      rows.push({
        type: type.type,
        key: doc.key,
        title: doc.title,
        cells: languages.map(({ locale, name }) => {
          const status = statuses.get(`${type.type}/${doc.key}/${locale}`);
          return {
            locale,
            name,
            state: status?.state ?? ("missing" as TranslationState),
            /** "4 of 14 texts", "2 texts' English changed": what the state rests on. */
            translated: status?.translated ?? 0,
            total: status?.total ?? 0,
            changed: status ? Object.keys(status.changed).length : 0,
            href: editorUrlIn(type.type, doc.key, locale),
          };
        }),
      });
    }
  }
  return { languages, rows };
}
