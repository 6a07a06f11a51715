// Content in the visitor's language (issue 14 item 4, docs/decisions/024): each document's
// translation laid over its English text field by field, and the seeded translations.
import { and, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { contentTypes, findContentType } from "~/content-types/registry";
import { alignTranslation, englishWords, overlayTranslation, translationStatus } from "~/content-types/translation";
import { therapyTextsFields, therapyTextsOf, therapyTextsType, withTherapyWords, type TherapyTexts } from "~/content-types/therapy-texts";
import { seededTranslationDocuments, type SeededTranslation } from "~/content/translations/documents";
import type { ContentTranslations } from "~/content/translations/types";
import type { LegalClinic } from "~/content/legal";
import type { ContentType } from "~/content-types/types";
import { DEFAULT_LOCALE as ENGLISH, type Locale } from "~/i18n/locales";
import type { AppServices } from "../context.server";
import type { Db } from "../db/client.server";
import { REFRESHED_SEEDS, refreshUneditedSeed } from "./seed-refresh.server";
import { listPublicTherapyCards } from "./therapies.server";
import { pageLocale } from "./interface-texts.server";
import { previewRequested } from "./preview.server";
import { contentSeeds, documentRevisions, documents } from "../db/schema.server";
import { findTranslatedRow, listTranslatedRows, translatedRowsByKey, type TranslatedRow } from "./row-texts.server";
import { mapLocaleDocuments, readDocumentData, seedDocument, type DocumentRef } from "./documents.server";
import { SEEDED_TRANSLATION_NOTE } from "./interface-texts.server";

/** A document as a visitor of `locale` reads it: its translation over the English. */
export async function readLocalizedData(db: Db, ref: DocumentRef, locale: Locale, opts: { draft?: boolean } = {}): Promise<unknown | null> {
  const english = await readDocumentData(db, { type: ref.type, key: ref.key }, opts);
  return localize(db, ref, english, locale, opts);
}

/** `english` (already read) in `locale`. */
export async function localize<T>(db: Db, ref: DocumentRef, english: T, locale: Locale, opts: { draft?: boolean } = {}): Promise<T> {
  const type = findContentType(ref.type);
  if (locale === ENGLISH || english === null || !type) return english;
  const translation = await readDocumentData(db, { type: ref.type, key: ref.key, locale }, opts);
  return translation ? overlayTranslation(type.fields, english, translation).value : english;
}

type TherapyWords = Partial<Omit<TherapyTexts, "benefits" | "conditions" | "faqs" | "seo">> & {
  slug: string;
  benefits?: string[];
  conditions?: string[];
  faqs?: Array<{ question: string; answer: string }>;
  seo?: { title: string; description: string; keywords: string[] } | null;
};

/** Therapy rows (whole or a card's columns) in `locale`: each row's translated words over its own. */
export async function localizeTherapies<T extends TherapyWords>(
  db: Db,
  rows: T[],
  locale: Locale,
  opts: { draft?: boolean } = {},
): Promise<T[]> {
  if (locale === ENGLISH || rows.length === 0) return rows;
  const translations = await mapLocaleDocuments(db, therapyTextsType.type, locale, opts);
  return rows.map((row) => {
    const translation = translations.get(row.slug);
    return translation ? applyTherapyWords(row, translation) : row;
  });
}

function applyTherapyWords<T extends TherapyWords>(row: T, translation: unknown): T {
  const words = overlayTranslation(therapyTextsFields, therapyTextsOf(row), translation).value;
  return withTherapyWords(row, words);
}

/** The therapy cards of a public page, in its language (a staff preview shows draft translations). */
export async function loadTherapyCards(services: AppServices, request: Request) {
  const { db } = services.database;
  const draft = await previewRequested(services, request);
  return localizeTherapies(db, await listPublicTherapyCards(db), pageLocale(services, request), { draft });
}

/** A stored translation's state, texts given and texts whose English changed since (form name →
 * the English then). */
export type TranslationStatus = ReturnType<typeof translationStatus>;

interface TranslationHead {
  type: string;
  key: string;
  locale: string;
  revisionId: number;
  data: unknown;
  reviewed: boolean;
  source: unknown;
}

/** Each translation's newest revision (what its editor shows), of one type or all; or only those
 * saved without their English. */
async function translationHeads(
  db: Db,
  { type, withoutSource = false }: { type?: string; withoutSource?: boolean } = {},
): Promise<TranslationHead[]> {
  const result = await db.execute(sql`
    select d.type, d.key, d.locale, r.id as "revisionId", r.data, r.reviewed, r.source
    from ${documents} d
    cross join lateral (
      select id, data, reviewed, source from ${documentRevisions} r
      where r.type = d.type and r.key = d.key and r.locale = d.locale
      order by r.version desc limit 1
    ) r
    where d.locale <> ${ENGLISH} ${type ? sql`and d.type = ${type}` : sql``} ${withoutSource ? sql`and r.source is null` : sql``}`);
  // Both drivers answer execute() with { rows }; the Db type is driver-generic.
  return (result as unknown as { rows: TranslationHead[] }).rows;
}

/** The English each translation stands beside, keyed "type/key": as published (else the newest
 * draft), and the rows these translations translate (only those: a table may hold thousands). */
async function englishTexts(db: Db, heads: readonly TranslationHead[], type?: string): Promise<Map<string, unknown>> {
  const english = new Map<string, unknown>();
  const result = await db.execute(sql`
    select d.type, d.key, coalesce(d.published_data, (
      select r.data from ${documentRevisions} r
      where r.type = d.type and r.key = d.key and r.locale = d.locale order by r.version desc limit 1
    )) as data
    from ${documents} d
    where d.locale = ${ENGLISH} ${type ? sql`and d.type = ${type}` : sql``}`);
  // Both drivers answer execute() with { rows }; the Db type is driver-generic.
  for (const row of (result as unknown as { rows: Array<{ type: string; key: string; data: unknown }> }).rows) {
    english.set(`${row.type}/${row.key}`, row.data);
  }
  for (const rowType of contentTypes.filter((t) => t.translationsOnly && (!type || t.type === type))) {
    const keys = [...new Set(heads.filter((h) => h.type === rowType.type).map((h) => h.key))];
    for (const row of await translatedRowsByKey(db, rowType, keys)) english.set(`${rowType.type}/${row.key}`, row.english);
  }
  return english;
}

/**
 * Each translated document's state per language, keyed "type/key/locale" (missing ones are
 * absent): how many of the English texts it gives, which of them have English that changed
 * since, and the newest revision's review mark (issue 46 item 4: "reviewed" only when every
 * text is translated).
 */
export async function listTranslationStatuses(db: Db, type?: string): Promise<Map<string, TranslationStatus>> {
  const heads = await translationHeads(db, { type });
  const english = await englishTexts(db, heads, type);
  const statuses = new Map<string, TranslationStatus>();
  for (const head of heads) {
    const declared = findContentType(head.type);
    if (!declared) continue;
    const en = english.get(`${head.type}/${head.key}`) ?? {};
    statuses.set(`${head.type}/${head.key}/${head.locale}`, translationStatus(declared.fields, en, head));
  }
  return statuses;
}

/** A seeded translation's translatable words, comparable as one string. */
const wordsOf = (d: SeededTranslation, value: unknown) => JSON.stringify(alignTranslation(d.type.fields, value, value));

/** The rows' seeded translations already placed, keyed "type/seed key/locale". */
async function placedRowTranslations(db: Db): Promise<Set<string>> {
  const rowTypes = contentTypes.filter((t) => t.translationsOnly).map((t) => t.type);
  const rows = await db
    .select({ type: contentSeeds.type, key: contentSeeds.key, locale: contentSeeds.locale })
    .from(contentSeeds)
    .where(inArray(contentSeeds.type, rowTypes));
  return new Set(rows.map((r) => `${r.type}/${r.key}/${r.locale}`));
}

/** The translations stored, keyed "type/key/locale": what the seed must not write again. */
async function storedTranslations(db: Db): Promise<Set<string>> {
  const rows = await db
    .select({ type: documents.type, key: documents.key, locale: documents.locale })
    .from(documents)
    .where(ne(documents.locale, ENGLISH));
  return new Set(rows.map((r) => `${r.type}/${r.key}/${r.locale}`));
}

/**
 * Translations saved before their English was kept with them (migration 0028) are taken as made
 * from today's English: from then on, a change to the English marks them out of date. Runs at
 * every start; finds nothing to do once done.
 */
export async function fillTranslationSources(db: Db): Promise<number> {
  // Every start runs this: once filled, one query that finds nothing.
  const heads = await translationHeads(db, { withoutSource: true });
  if (heads.length === 0) return 0;
  const english = await englishTexts(db, heads);
  let filled = 0;
  for (const head of heads) {
    const declared = findContentType(head.type);
    const en = english.get(`${head.type}/${head.key}`);
    if (!declared || en === undefined || en === null) continue;
    await db
      .update(documentRevisions)
      .set({ source: englishWords(declared.fields, en) })
      .where(and(eq(documentRevisions.id, head.revisionId), isNull(documentRevisions.source)));
    filled += 1;
  }
  return filled;
}

/** The English a seeded translation would stand beside: a document's, or a row's. */
async function currentEnglish(db: Db, ref: DocumentRef): Promise<unknown> {
  const type = findContentType(ref.type);
  if (!type?.translationsOnly) return readDocumentData(db, { type: ref.type, key: ref.key });
  return (await findTranslatedRow(db, type, ref.key))?.english ?? null;
}

/**
 * Stores each language's seeded translations that are not stored yet, as published drafts
 * awaiting the clinic's native-speaker review (the language itself is published only when
 * SITE_LANGUAGES names it). Only the translatable words are stored, aligned to the English,
 * and only beside English the clinic has not changed since.
 */
export async function seedContentTranslations(
  db: Db,
  translations: Readonly<Record<Exclude<Locale, "en">, Partial<ContentTranslations>>>,
  clinic: LegalClinic,
): Promise<string[]> {
  const created: string[] = [];
  // Every start runs this: what is stored already costs one query, not a read per document.
  const stored = await storedTranslations(db);
  // A row's seeded translation is recorded under its seed's key (content_seeds) once placed, so
  // the rows are read only while one is still to place.
  const placed = await placedRowTranslations(db);
  const rowsOf = new Map<string, Promise<TranslatedRow[]>>();
  const rowsOfType = (type: ContentType) => {
    if (!rowsOf.has(type.type)) rowsOf.set(type.type, listTranslatedRows(db, type));
    return rowsOf.get(type.type)!;
  };

  async function seedOne(d: SeededTranslation, ref: DocumentRef & { locale: Exclude<Locale, "en"> }) {
    const isStored = stored.has(`${ref.type}/${ref.key}/${ref.locale}`);
    // A stored translation is looked at again only when the software rewrote its starting text.
    const refresh = isStored ? REFRESHED_SEEDS.find((r) => r.type === ref.type && r.key === ref.key) : undefined;
    if (isStored && !refresh) return;
    // A translation made from words the clinic has since changed would put old words back.
    if (wordsOf(d, await currentEnglish(db, ref)) !== wordsOf(d, d.english)) return;
    const source = englishWords(d.type.fields, d.english);
    if (refresh) {
      const refreshed = alignTranslation(d.type.fields, d.english, d.translation);
      if (await refreshUneditedSeed(db, ref, refreshed, refresh.note, false, source)) {
        created.push(`${ref.type}/${ref.key}@${ref.locale} (updated)`);
      }
      return;
    }
    const seeded = alignTranslation(d.type.fields, d.english, d.translation);
    if (await seedDocument(db, ref, seeded, SEEDED_TRANSLATION_NOTE, false, source)) created.push(`${ref.type}/${ref.key}@${ref.locale}`);
  }

  for (const locale of Object.keys(translations) as Array<Exclude<Locale, "en">>) {
    for (const d of seededTranslationDocuments(translations[locale], clinic)) {
      if (!d.matchRowByEnglish) {
        await seedOne(d, { type: d.type.type, key: d.key, locale });
        continue;
      }
      if (placed.has(`${d.type.type}/${d.key}/${locale}`)) continue;
      // Beside the row whose English is still the seed's (the first); none when the clinic has
      // reworded or deleted it. Either way it is looked at once.
      const english = wordsOf(d, d.english);
      const row = (await rowsOfType(d.type)).find((r) => wordsOf(d, r.english) === english);
      if (row) await seedOne(d, { type: d.type.type, key: row.key, locale });
      await db.insert(contentSeeds).values({ type: d.type.type, key: d.key, locale }).onConflictDoNothing();
    }
  }
  return created;
}

/** The language a public read shows rows in (English when none), and whether a staff preview asks for the newest drafts. */
export interface ShownIn {
  locale?: Locale;
  draft?: boolean;
}

/** What a public page's request asks rows to be shown in: its language, and a staff preview's drafts. */
export async function shownInFor(services: AppServices, request: Request): Promise<ShownIn> {
  return { locale: pageLocale(services, request), draft: await previewRequested(services, request) };
}

/**
 * Rows of a table with their id (whole or some columns) in `locale`: each row's translated
 * words (a translations-only type's fields) over its own; a text left untranslated stays English.
 */
export async function localizeRows<T extends { id: number }>(
  db: Db,
  type: ContentType,
  rows: T[],
  { locale = ENGLISH, draft = false }: ShownIn = {},
): Promise<T[]> {
  if (locale === ENGLISH || rows.length === 0) return rows;
  const translations = await mapLocaleDocuments(db, type.type, locale, { draft });
  if (translations.size === 0) return rows;
  const names = Object.keys(type.fields.fields);
  return rows.map((row) => {
    const translation = translations.get(String(row.id));
    if (!translation) return row;
    const own = row as Record<string, unknown>;
    const shown = names.filter((name) => typeof own[name] === "string");
    const english = Object.fromEntries(shown.map((name) => [name, own[name]]));
    const words = overlayTranslation(type.fields, english, translation).value;
    return { ...row, ...Object.fromEntries(shown.map((name) => [name, words[name]])) };
  });
}
