// Loader and action of the one document editor (/admin/content/:type): draft, publish now,
// schedule, cancel a schedule, restore a revision; conflicts and field errors come back with
// everything the person typed.
import { data } from "react-router";
import { documentsOf, editorPath, findContentType, SINGLE_KEY } from "~/content-types/registry";
import type { ContentType } from "~/content-types/types";
import type { Field } from "~/content-types/fields";
import { listMediaChoices } from "../repos/media-choices.server";
import { diffDocuments, type Change } from "~/lib/content-diff";
import { clinicLocalToDate, formatClinicTime } from "~/lib/clinic-view";
import { parseDocumentForm, valueToForm, type FieldErrors, type FormObject, type RevisionSummary } from "~/lib/document-form";
import { MAX_RECORD_ID } from "~/lib/admin-list-url";
import type { SessionUser } from "../auth/session.server";
import { contentNow } from "../clock.server";
import type { AppServices } from "../context.server";
import type { Db } from "../db/client.server";
import {
  cancelSchedule,
  getDocumentState,
  getHeadData,
  getRevision,
  getRevisionByVersion,
  listRevisions,
  saveDocument,
  type DocumentState,
  type SaveOutcome,
} from "../content/documents.server";
import { sanitizeDocument } from "../content/sanitize-document.server";
import { redirectWithToast } from "./toast.server";

/** How soon a schedule may be: later than this, so the time has not passed once it is saved. */
const MIN_LEAD_MS = 30_000;
const MAX_LEAD_MS = 366 * 24 * 60 * 60 * 1000;

export function requireContentType(name: string | undefined): ContentType<unknown> {
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
export async function requireDocumentKey(db: Db, type: ContentType<unknown>, key: string | undefined): Promise<EditedDocument> {
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

export async function loadEditor(services: AppServices, type: ContentType<unknown>, doc: EditedDocument) {
  const ref = { type: type.type, key: doc.key };
  const { db } = services.database;
  const [state, revisions, media] = await Promise.all([
    getDocumentState(db, ref),
    listRevisions(db, ref),
    hasImageField(type.fields) ? listMediaChoices(db) : Promise.resolve([]),
  ]);
  if (!state?.head) throw data({ message: "This document has not been created yet." }, { status: 404 });
  return {
    type: { type: type.type, title: type.title, description: type.description, listPath: type.collection?.adminPath ?? null },
    doc: { key: doc.key, title: doc.title, publicPath: doc.publicPath, editorPath: editorPath(type.type, doc.key) },
    version: state.version,
    values: valueToForm(state.head.data) as FormObject,
    media,
    status: statusOf(state),
    revisions: revisions.map(
      (r): RevisionSummary => ({
        id: r.id,
        version: r.version,
        status: r.status,
        authorName: r.authorName,
        note: r.note,
        at: formatClinicTime(r.createdAt),
        publishAt: r.publishAt ? formatClinicTime(r.publishAt) : null,
        isLive: state.published?.revisionId === r.id,
      }),
    ),
  };
}

function hasImageField(field: Field): boolean {
  if (field.kind === "image") return true;
  if (field.kind === "group") return Object.values(field.fields).some(hasImageField);
  if (field.kind === "list") return hasImageField(field.item);
  return false;
}

function statusOf(state: DocumentState) {
  const head = state.head!;
  return {
    headVersion: head.version,
    headIsLive: state.published?.revisionId === head.id,
    publishedAt: state.published?.at ? formatClinicTime(state.published.at) : null,
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

export async function editorAction(services: AppServices, user: SessionUser, type: ContentType<unknown>, doc: EditedDocument, form: FormData) {
  const { key } = doc;
  const ref = { type: type.type, key };
  const intent = String(form.get("intent") ?? "");
  const expectedVersion = Number(form.get("_version"));
  const now = contentNow(services.env);
  const editorUrl = editorPath(type.type, key);
  const title = doc.title;
  if (!Number.isInteger(expectedVersion) || expectedVersion < 1) {
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
      expectedVersion,
      action: { kind: "draft" },
      note: `restored version ${revision.version}`,
      now,
    });
    if (!outcome.ok) return conflictAnswer(services, type, key, outcome, expectedVersion, undefined);
    redirectWithToast(editorUrl, {
      kind: "success",
      message: `Version ${revision.version} restored as a new draft (version ${outcome.revision.version}). Publish it to show it on the site.`,
    });
  }

  if (intent === "cancel-schedule") {
    const outcome = await cancelSchedule(services, user, { ref, title, expectedVersion, now });
    if (!outcome.ok) return conflictAnswer(services, type, key, outcome, expectedVersion, undefined);
    redirectWithToast(editorUrl, { kind: "success", message: "The scheduled publication was cancelled. The version stays as a draft." });
  }

  if (intent !== "draft" && intent !== "publish" && intent !== "schedule") {
    return fail({ formError: "Choose Save draft, Publish now or Schedule." }, 400);
  }
  const parsed = parseDocumentForm(type.fields, form.entries());
  const publishAtText = String(form.get("_publishAt") ?? "");
  let publishAt: Date | null = null;
  const errors: FieldErrors = parsed.ok ? {} : { ...parsed.errors };
  if (intent === "schedule") {
    publishAt = clinicLocalToDate(publishAtText);
    if (!publishAt) errors._publishAt = "Publish at: choose a date and time.";
    else if (publishAt.getTime() < now.getTime() + MIN_LEAD_MS) errors._publishAt = "Publish at: that time has passed. Choose a time at least a minute from now, or publish now.";
    else if (publishAt.getTime() > now.getTime() + MAX_LEAD_MS) errors._publishAt = "Publish at: choose a time within the next year.";
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
    data: sanitizeDocument(type.fields, parsed.value),
    expectedVersion,
    action: intent === "schedule" ? { kind: "schedule", at: publishAt! } : { kind: intent },
    now,
  });
  if (!outcome.ok) return conflictAnswer(services, type, key, outcome, expectedVersion, { values: parsed.raw, publishAt: publishAtText });
  const v = outcome.revision.version;
  const message =
    intent === "publish"
      ? `Published (version ${v}). The site shows it now.`
      : intent === "schedule"
        ? `Version ${v} will be published on ${formatClinicTime(publishAt!)}.`
        : `Draft saved (version ${v}). The site still shows the published version.`;
  redirectWithToast(editorUrl, { kind: "success", message });
}

async function conflictAnswer(
  services: AppServices,
  type: ContentType<unknown>,
  key: string,
  outcome: Exclude<SaveOutcome, { ok: true }>,
  expectedVersion: number,
  typed: { values: FormObject; publishAt: string } | undefined,
) {
  if (outcome.reason === "missing") return fail({ formError: "This document no longer exists." }, 404);
  const head = outcome.current.head!;
  const base = await getRevisionByVersion(services.database.db, { type: type.type, key }, expectedVersion);
  return fail(
    {
      ...(typed ?? {}),
      version: outcome.current.version,
      conflict: {
        by: head.authorName,
        at: formatClinicTime(head.createdAt),
        version: head.version,
        changes: base ? diffDocuments(type.fields, base.data, head.data) : [],
      },
      formError: typed
        ? "Someone else saved this while you were editing. Nothing of yours was saved, and your changes are still in the form: check theirs below, then save again to replace them with yours."
        : "Someone else saved this while you were looking. Reload to see the newest version, then try again.",
    },
    409,
  );
}

export async function loadRevisionDiff(services: AppServices, type: ContentType<unknown>, doc: EditedDocument, idText: string | undefined, againstText: string | null) {
  const { key } = doc;
  const ref = { type: type.type, key };
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
    type: { type: type.type, title: doc.title },
    editorPath: editorPath(type.type, key),
    version: state?.version ?? 0,
    revision: { id: revision.id, version: revision.version, status: revision.status, authorName: revision.authorName, note: revision.note, at: formatClinicTime(revision.createdAt) },
    against: against ? { id: against.id, version: against.version } : null,
    changes: diffDocuments(type.fields, against?.data ?? {}, revision.data),
    choices: revisions.filter((r) => r.id !== revision.id).map((r) => ({ id: r.id, version: r.version })),
  };
}
