// Loader and action of the one document editor (/admin/content/:type): draft, publish now,
// schedule, cancel a schedule, restore a revision; conflicts and field errors come back with
// everything the person typed.
import { data, redirect } from "react-router";
import { alignTranslation, englishWords, translationFields, translationStatus, type TranslationState } from "~/content-types/translation";
import { DEFAULT_LOCALE as ENGLISH, isLocale, LOCALE_INFO, PREFIXED_LOCALES, type Locale } from "~/i18n/locales";
import { findTranslatedRow, translatedRowNoun } from "../content/row-texts.server";
import { listTranslationStatuses } from "../content/translations.server";
import { documentsOf, editorPath, findContentType, SINGLE_KEY, translationsPath } from "~/content-types/registry";
import type { ContentType } from "~/content-types/types";
import type { Field, GroupField } from "~/content-types/fields";
import { listMediaChoices } from "../content/media-choices.server";
import { diffDocuments, type Change } from "~/lib/content-diff";
import { formatClinicTime } from "~/lib/clinic-view";
import { fieldLabels, parseDocumentForm, valueToForm, type FieldErrors, type FormObject, type RevisionSummary } from "~/lib/document-form";
import { MAX_RECORD_ID } from "~/lib/admin-list-url";
import type { SessionUser } from "../auth/session.server";
import { contentNow } from "../clock.server";
import type { AppServices } from "../context.server";
import type { Db } from "../db/client.server";
import {
  cancelSchedule,
  getDocumentState,
  getHeadData,
  getPublishedData,
  getRevision,
  getRevisionByVersion,
  listRevisions,
  saveDocument,
  type DocumentState,
  type RevisionRow,
  type SaveOutcome,
} from "../content/documents.server";
import { sanitizeDocument } from "../content/sanitize-document.server";
import { redirectWithToast } from "./toast.server";
import { parsePublishAt } from "~/lib/publish-at";

export function requireContentType(name: string | undefined): ContentType {
  const type = name ? findContentType(name) : null;
  if (!type) throw data({ message: "There is no such content type." }, { status: 404 });
  return type;
}

export interface EditedDocument {
  key: string;
  title: string;
  publicPath: string;
}

/** The document a URL names: a single's own, one of a fixed set, or (doctors) one that staff
 * created, titled by its newest name (404 otherwise). */
export async function requireDocumentKey(db: Db, type: ContentType, key: string | undefined): Promise<EditedDocument> {
  if (type.translationsOnly) {
    const row = key ? await findTranslatedRow(db, type, key) : null;
    if (!key || !row) throw data({ message: `There is no such ${translatedRowNoun(type)}.` }, { status: 404 });
    return { key, title: row.title, publicPath: row.publicPath };
  }
  if (type.collection) {
    const head = key ? await getHeadData(db, { type: type.type, key }) : null;
    if (!key || !head) throw data({ message: `There is no such ${type.collection.itemLabel}.` }, { status: 404 });
    const name = (head as { name?: unknown }).name;
    return { key, title: typeof name === "string" && name ? name : key, publicPath: type.collection.publicPath(key) };
  }
  const doc = documentsOf(type).find((d) => d.key === (key ?? SINGLE_KEY));
  if (!doc) throw data({ message: "There is no such document." }, { status: 404 });
  return doc;
}

/** The language an editor address names (`?lang=hi`); English without one. */
export function requireEditorLocale(type: ContentType, url: URL, key: string): Locale {
  const lang = url.searchParams.get("lang");
  if (lang === null || lang === ENGLISH) {
    // A therapy's English is edited on the Therapies page, with its pictures.
    if (type.translationsOnly) throw redirect(translationsPath(type.type, key));
    return ENGLISH;
  }
  if (!isLocale(lang)) throw data({ message: "There is no such language." }, { status: 404 });
  return lang;
}

/** The editor's own address in a language. */
export const editorUrlIn = (type: string, key: string, locale: Locale) =>
  `${editorPath(type, key)}${locale === ENGLISH ? "" : `?lang=${locale}`}`;

/** The English a translation stands beside: as published (else its newest draft), or a therapy's row. */
async function englishOf(db: Db, type: ContentType, key: string): Promise<unknown> {
  if (type.translationsOnly) {
    return (await findTranslatedRow(db, type, key))?.english ?? {};
  }
  const ref = { type: type.type, key };
  return (await getPublishedData(db, ref)) ?? (await getHeadData(db, ref)) ?? {};
}

/** Each language of a document with its state, for the editor's language switch. */
async function languageTabs(db: Db, type: ContentType, key: string) {
  const statuses = await listTranslationStatuses(db, type.type);
  const tabs: Array<{ locale: Locale; name: string; nativeName: string; state: TranslationState | "original"; href: string }> = [];
  if (!type.translationsOnly)
    tabs.push({ locale: ENGLISH, name: "English", nativeName: "English", state: "original", href: editorUrlIn(type.type, key, ENGLISH) });
  for (const locale of PREFIXED_LOCALES) {
    const info = LOCALE_INFO[locale];
    tabs.push({
      locale,
      name: info.englishName,
      nativeName: info.nativeName,
      state: statuses.get(`${type.type}/${key}/${locale}`)?.state ?? "missing",
      href: editorUrlIn(type.type, key, locale),
    });
  }
  return tabs;
}

/** A translation's save: its first creates it; ticking "Reviewed" marks the revision; the
 * English it stands beside now is what it was made from (a save confirms every text). */
const translationSave = (reviewed: boolean, type: ContentType, english: unknown) => ({
  create: true,
  reviewed,
  note: reviewed ? "reviewed by a native speaker" : "",
  source: englishWords(type.fields, english),
});

/** The fields an editor in `locale` shows: all of them, or a translation's. */
export const editorFields = (type: ContentType, locale: Locale) => (locale === ENGLISH ? type.fields : translationFields(type.fields));

/**
 * Where a translation stands: its state, how many texts it gives, and each text whose English
 * changed since it was translated (issue 46 item 4), named as the form names it, with the English
 * it was made from.
 */
function translationSummary(type: ContentType, english: unknown, head: RevisionRow | null) {
  const status = translationStatus(type.fields, english, head);
  const fields = translationFields(type.fields);
  return {
    ...status,
    /** The newest revision's own mark, whatever the state shows first. */
    reviewed: head?.reviewed ?? false,
    changedLabels: Object.keys(status.changed).map((name) => fieldLabels(fields, name.split("."), english).labels.join(" › ")),
  };
}

export async function loadEditor(services: AppServices, type: ContentType, doc: EditedDocument, locale: Locale = ENGLISH) {
  const ref = { type: type.type, key: doc.key, locale };
  const { db } = services.database;
  const translating = locale !== ENGLISH;
  const [state, revisions, media, languages, english] = await Promise.all([
    getDocumentState(db, ref),
    listRevisions(db, ref),
    !translating && hasImageField(type.fields) ? listMediaChoices(db) : Promise.resolve([]),
    languageTabs(db, type, doc.key),
    translating ? englishOf(db, type, doc.key) : Promise.resolve(null),
  ]);
  // A translation may not exist yet: its first save creates it (version 0 until then).
  if (!state?.head && !translating) throw data({ message: "This document has not been created yet." }, { status: 404 });
  const head = state?.head ?? null;
  const info = LOCALE_INFO[locale];
  return {
    type: {
      type: type.type,
      title: type.title,
      description: type.description,
      listPath: type.collection?.adminPath ?? type.translationsOnly?.adminPath ?? null,
    },
    doc: {
      key: doc.key,
      title: translating ? `${doc.title}: ${info.englishName}` : doc.title,
      publicPath: translating ? `/${locale}${doc.publicPath === "/" ? "" : doc.publicPath}` : doc.publicPath,
      editorPath: editorPath(type.type, doc.key),
    },
    locale,
    language: { code: locale, tag: info.tag, dir: info.dir, name: info.englishName },
    languages,
    version: state?.version ?? 0,
    values: (translating ? valueToForm(alignTranslation(type.fields, english, head?.data ?? {})) : valueToForm(head!.data)) as FormObject,
    /** The English beside each field of a translation. */
    source: translating ? (valueToForm(englishWords(type.fields, english)) as FormObject) : null,
    translation: translating ? translationSummary(type, english, head) : null,
    media,
    status: state?.head ? statusOf(state, revisions) : null,
    revisions: revisions.map((r): RevisionSummary => ({
      id: r.id,
      version: r.version,
      status: r.status,
      authorName: r.authorName,
      note: r.reviewed ? `${r.note ? `${r.note} · ` : ""}reviewed` : r.note,
      at: formatClinicTime(r.createdAt),
      publishAt: r.publishAt ? formatClinicTime(r.publishAt) : null,
      isLive: state?.published?.revisionId === r.id,
    })),
  };
}

function hasImageField(field: Field): boolean {
  if (field.kind === "image") return true;
  if (field.kind === "group") return Object.values(field.fields).some(hasImageField);
  if (field.kind === "list") return hasImageField(field.item);
  return false;
}

/** What the site shows and what waits, for the editor's status box: a document never
 * published is "not on the site yet", never "the site shows the last published version". */
function statusOf(state: DocumentState, revisions: ReadonlyArray<{ id: number; version: number }>) {
  const head = state.head!;
  const versionOf = (id: number | undefined) => revisions.find((r) => r.id === id)?.version ?? null;
  return {
    headVersion: head.version,
    headIsLive: state.published?.revisionId === head.id,
    published: state.published !== null,
    publishedVersion: versionOf(state.published?.revisionId),
    publishedAt: state.published?.at ? formatClinicTime(state.published.at) : null,
    scheduledVersion: versionOf(state.scheduled?.revisionId),
    scheduledFor: state.scheduled ? formatClinicTime(state.scheduled.at) : null,
  };
}

export interface EditorActionData {
  errors?: FieldErrors;
  values?: FormObject;
  formError?: string;
  /** Set when someone else saved first: what they changed, and the version to save over. */
  conflict?: { by: string; at: string; version: number; changes: Change[] };
  version?: number;
  publishAt?: string;
}

const fail = (body: EditorActionData, status: number) => data(body, { status });

export async function editorAction(
  services: AppServices,
  user: SessionUser,
  type: ContentType,
  doc: EditedDocument,
  form: FormData,
  locale: Locale = ENGLISH,
) {
  const { key } = doc;
  const ref = { type: type.type, key, locale };
  const translating = locale !== ENGLISH;
  const intent = String(form.get("intent") ?? "");
  const expectedVersion = Number(form.get("_version"));
  const now = contentNow(services.env);
  const editorUrl = editorUrlIn(type.type, key, locale);
  const title = translating ? `${doc.title} (${LOCALE_INFO[locale].englishName})` : doc.title;
  const fields = editorFields(type, locale);
  // A translation not saved yet is at version 0; its first save creates it.
  if (!Number.isInteger(expectedVersion) || expectedVersion < (translating ? 0 : 1)) {
    return fail({ formError: "The form is missing its version. Reload the page and try again." }, 400);
  }

  if (intent === "restore") {
    const id = Number(form.get("revisionId"));
    const revision = Number.isInteger(id) && id > 0 && id <= MAX_RECORD_ID ? await getRevision(services.database.db, ref, id) : null;
    if (!revision) return fail({ formError: "That revision does not exist (it may belong to another document)." }, 404);
    const outcome = await saveDocument(services, user, {
      ref,
      title,
      data: revision.data,
      // A translation restored is as out of date as it was: it was made from that English.
      source: revision.source,
      expectedVersion,
      action: { kind: "draft" },
      note: `restored version ${revision.version}`,
      now,
    });
    if (!outcome.ok) return conflictAnswer(services, fields, ref, outcome, expectedVersion, undefined);
    redirectWithToast(editorUrl, {
      kind: "success",
      message: `Version ${revision.version} restored as a new draft (version ${outcome.revision.version}). Publish it to show it on the site.`,
    });
  }

  if (intent === "cancel-schedule") {
    const outcome = await cancelSchedule(services, user, { ref, title, expectedVersion, now });
    if (!outcome.ok) return conflictAnswer(services, fields, ref, outcome, expectedVersion, undefined);
    redirectWithToast(editorUrl, { kind: "success", message: "The scheduled publication was cancelled. The version stays as a draft." });
  }

  if (intent !== "draft" && intent !== "publish" && intent !== "schedule") {
    return fail({ formError: "Choose Save draft, Publish now or Schedule." }, 400);
  }
  const parsed = parseDocumentForm(fields, form.entries());
  const publishAtText = String(form.get("_publishAt") ?? "");
  let publishAt: Date | null = null;
  const errors: FieldErrors = parsed.ok ? {} : { ...parsed.errors };
  if (intent === "schedule") {
    const at = parsePublishAt(publishAtText, now);
    if (at.ok) publishAt = at.at;
    else errors._publishAt = at.error;
  }
  if (!parsed.ok || Object.keys(errors).length > 0) {
    const count = Object.keys(errors).length;
    return fail(
      {
        errors,
        values: parsed.raw,
        version: expectedVersion,
        publishAt: publishAtText,
        formError: `Nothing was saved: ${count === 1 ? "one field needs" : `${count} fields need`} attention.`,
      },
      400,
    );
  }
  const outcome = await saveDocument(services, user, {
    ref,
    title,
    data: sanitizeDocument(fields, parsed.value),
    expectedVersion,
    action: intent === "schedule" ? { kind: "schedule", at: publishAt! } : { kind: intent },
    now,
    ...(translating ? translationSave(form.get("_reviewed") === "on", type, await englishOf(services.database.db, type, key)) : {}),
  });
  if (!outcome.ok) return conflictAnswer(services, fields, ref, outcome, expectedVersion, { values: parsed.raw, publishAt: publishAtText });
  const v = outcome.revision.version;
  // A draft of a document never published must not promise "the published version".
  const live = intent === "draft" ? (await getDocumentState(services.database.db, ref))?.published : null;
  const message =
    intent === "publish"
      ? `Published (version ${v}). The site shows it now.`
      : intent === "schedule"
        ? `Version ${v} will be published on ${formatClinicTime(publishAt!)}.`
        : live
          ? `Draft saved (version ${v}). The site still shows the published version.`
          : `Draft saved (version ${v}). It is not on the site yet: publish it when it is ready.`;
  // Sent without JavaScript, the page comes back at the bar that was clicked, not at the top.
  redirectWithToast(form.get("_js") === null ? `${editorUrl}#doc-save-bar` : editorUrl, { kind: "success", message });
}

async function conflictAnswer(
  services: AppServices,
  fields: GroupField,
  ref: { type: string; key: string; locale: Locale },
  outcome: Exclude<SaveOutcome, { ok: true }>,
  expectedVersion: number,
  typed: { values: FormObject; publishAt: string } | undefined,
) {
  if (outcome.reason === "missing") return fail({ formError: "This document no longer exists." }, 404);
  const head = outcome.current.head!;
  const base = await getRevisionByVersion(services.database.db, ref, expectedVersion);
  return fail(
    {
      ...(typed ?? {}),
      version: outcome.current.version,
      conflict: {
        by: head.authorName,
        at: formatClinicTime(head.createdAt),
        version: head.version,
        changes: base ? diffDocuments(fields, base.data, head.data) : [],
      },
      formError: typed
        ? "Someone else saved this while you were editing. Nothing of yours was saved, and your changes are still in the form: check theirs below, then save again to replace them with yours."
        : "Someone else saved this while you were looking. Reload to see the newest version, then try again.",
    },
    409,
  );
}

export async function loadRevisionDiff(
  services: AppServices,
  type: ContentType,
  doc: EditedDocument,
  idText: string | undefined,
  againstText: string | null,
  locale: Locale = ENGLISH,
) {
  const { key } = doc;
  const ref = { type: type.type, key, locale };
  const fields = editorFields(type, locale);
  const { db } = services.database;
  const id = Number(idText);
  const revision = Number.isInteger(id) && id > 0 && id <= MAX_RECORD_ID ? await getRevision(db, ref, id) : null;
  if (!revision) throw data({ message: "That revision does not exist." }, { status: 404 });
  const revisions = await listRevisions(db, ref);
  const againstId = againstText === null ? null : Number(againstText);
  const against =
    againstId !== null
      ? await (Number.isInteger(againstId) && againstId > 0 && againstId <= MAX_RECORD_ID ? getRevision(db, ref, againstId) : null)
      : await getRevisionByVersion(db, ref, revision.version - 1);
  if (againstId !== null && !against) throw data({ message: "The revision to compare with does not exist." }, { status: 404 });
  const state = await getDocumentState(db, ref);
  return {
    type: { type: type.type, title: locale === ENGLISH ? doc.title : `${doc.title} (${LOCALE_INFO[locale].englishName})` },
    editorPath: editorUrlIn(type.type, key, locale),
    locale,
    version: state?.version ?? 0,
    revision: {
      id: revision.id,
      version: revision.version,
      status: revision.status,
      authorName: revision.authorName,
      note: revision.note,
      at: formatClinicTime(revision.createdAt),
    },
    against: against ? { id: against.id, version: against.version } : null,
    changes: diffDocuments(fields, against?.data ?? {}, revision.data),
    choices: revisions.filter((r) => r.id !== revision.id).map((r) => ({ id: r.id, version: r.version })),
  };
}
