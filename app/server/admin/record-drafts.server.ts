// The screen flow of drafts and schedules in the four tables' editors (docs/decisions/084): which
// button was pressed, the Publish at field, and the writes of Save draft, Schedule, Discard draft
// and Cancel schedule with their audit rows. The storage is server/content/record-drafts.
import { formatClinicTime } from "~/lib/clinic-view";
import { parsePublishAt } from "~/lib/publish-at";
import { RECORD_KINDS, type RecordEntity } from "~/lib/record-history";
import type { SessionUser } from "../auth/session.server";
import { contentNow } from "../clock.server";
import type { AppServices } from "../context.server";
import type { Db } from "../db/client.server";
import {
  discardDrafts,
  draftOver,
  keepDraft,
  pendingDraft,
  pendingDrafts,
  type PendingDraft,
  unscheduleDraft,
} from "../content/record-drafts.server";
import { toColumns } from "../content/table-columns.server";
import { RECORD_TABLES } from "../content/record-tables.server";
import { loadedAtOf, loadedAtWithDraft, lockUnchanged, StaleWrite, staleMessage } from "../content/stale-write.server";
import { redirectWithToast } from "./toast.server";
import { auditedWrite } from "../content/write.server";
import type { RecordDraftView } from "~/components/admin/record-publish";
import type { RecordType, RecordValue } from "~/content-types/record-type";
import type { FormObject } from "~/lib/document-form";
import { draftPreviewHref, recordFormValues } from "~/lib/record-form";

type Tx = Parameters<Parameters<AppServices["database"]["db"]["transaction"]>[0]>[0];

/** Publish now (intent "save", as before drafts), Save draft, or Schedule. */
type PublishChoice = { kind: "save" } | { kind: "draft" } | { kind: "schedule"; at: Date };

/** The button pressed and, for Schedule, its time; an error goes under the Publish at field. */
export function readPublishChoice(
  form: FormData,
  services: AppServices,
  /** The intent of the editor's own save (Publish now). */
  publishIntent = "save",
): { ok: true; choice: PublishChoice; publishAt: string } | { ok: false; error: string; publishAt: string } | null {
  const intent = form.get("intent");
  const publishAt = String(form.get("_publishAt") ?? "");
  if (intent === publishIntent) return { ok: true, choice: { kind: "save" }, publishAt };
  if (intent === "draft") return { ok: true, choice: { kind: "draft" }, publishAt };
  if (intent !== "schedule") return null;
  const at = parsePublishAt(publishAt, contentNow(services.env));
  return at.ok ? { ok: true, choice: { kind: "schedule", at: at.at }, publishAt } : { ok: false, error: at.error, publishAt };
}

/**
 * The badges of a list's rows that have a draft waiting, by id: "Draft, not published" or
 * "Scheduled for 6 Dec 2026, 10:00 IST". One query for the page.
 */
export async function pendingLabels(db: Db, entity: RecordEntity, ids: readonly number[]): Promise<Map<number, string>> {
  const labels = new Map<number, string>();
  for (const [id, pending] of await pendingDrafts(db, entity, ids)) {
    labels.set(
      id,
      pending.status === "scheduled" && pending.publishAt ? `Scheduled for ${formatClinicTime(pending.publishAt)}` : "Draft, not published",
    );
  }
  return labels;
}

/** What a table-backed type's editor opens with: a new row's values, or a row with its waiting draft. */
export interface RecordEditing {
  id: "new" | number;
  values: FormObject;
  loadedAt: string;
  draft: RecordDraftView | null;
  /** Where the draft is seen on the site (`shownOn`), when a page shows the row. */
  previewHref: string | null;
}

/** A new row in its editor: the type's starting values with `values` over them. */
export const openNewRecord = (values: FormObject): RecordEditing => ({ id: "new", values, loadedAt: "", draft: null, previewHref: null });

/**
 * A stored row in its type's editor: a draft waiting is what the form shows (docs/decisions/084;
 * the site keeps the row's), with the page where that draft can be previewed.
 */
export async function openRecord<R extends RecordType>(
  db: Db,
  type: R,
  row: { id: number; updatedAt: Date } & Partial<Record<keyof RecordValue<R>, unknown>>,
): Promise<RecordEditing> {
  const { shown, loadedAt, draft } = await openWithDraft(db, type.entity, row);
  return { id: row.id, values: recordFormValues(type, shown), loadedAt, draft, previewHref: draftPreviewHref(type, shown) };
}

/**
 * A row opened in its editor: what the form shows (its waiting draft's changes over it, or the
 * row), the form's "loaded at" stamp, and the notice; `pending` for what a draft keeps beside
 * the columns (a therapy's gallery).
 */
export async function openWithDraft<R extends { id: number; updatedAt: Date }>(
  db: Db,
  entity: RecordEntity,
  row: R,
): Promise<{ shown: R; loadedAt: string; draft: RecordDraftView | null; pending: PendingDraft | null }> {
  const pending = await pendingDraft(db, entity, row.id);
  return {
    shown: pending ? draftOver(RECORD_TABLES[entity], pending, row) : row,
    loadedAt: loadedAtWithDraft(row.updatedAt, pending),
    draft: draftView(pending),
    pending,
  };
}

/** A waiting draft as its editor shows it. */
function draftView(draft: PendingDraft | null): RecordDraftView | null {
  if (!draft) return null;
  return {
    by: draft.authorName,
    at: formatClinicTime(draft.createdAt),
    scheduledFor: draft.status === "scheduled" && draft.publishAt ? formatClinicTime(draft.publishAt) : null,
  };
}

/**
 * Saves a draft of a row, or schedules it, with its audit row: of the row `id`, or of a new row
 * that `create` inserts hidden from the site (inactive) first. Throws StaleWrite when the row
 * or its draft changed after the form was loaded. Null when the row is gone.
 */
async function saveRecordDraft(
  services: AppServices,
  user: SessionUser,
  req: {
    entity: RecordEntity;
    target: number | { create: (tx: Tx) => Promise<number> };
    values: Record<string, unknown>;
    /** What the draft holds beside the row's columns (a therapy's chosen gallery). */
    extra?: Record<string, unknown>;
    at: Date | null;
    /** The editor's form: its "loaded at" stamp guards against a silent overwrite. */
    form: FormData;
    /** "testimonial from "Asha V."" */
    title: string;
  },
): Promise<{ id: number; version: number } | null> {
  const when = req.at ? ` for ${formatClinicTime(req.at)}` : "";
  const verb = req.at ? "scheduled" : "saved a draft of";
  class Gone extends Error {}
  try {
    return await auditedWrite(services, user, async (tx) => {
      const created = typeof req.target !== "number";
      const id = typeof req.target === "number" ? req.target : await req.target.create(tx);
      if (!created) await lockUnchanged(tx, req.entity, id, req.form.get("loadedAt"));
      const summary = `${verb} ${created ? "a new " : ""}${req.title}${when}`;
      const kept = await keepDraft(tx, user, {
        entity: req.entity,
        id,
        columns: toColumns(RECORD_TABLES[req.entity], req.values),
        extra: req.extra,
        publishAt: req.at,
        note: summary,
      });
      if (!kept) throw new Gone();
      return {
        result: { id, version: kept.version },
        audit: { action: req.at ? "schedule" : created ? "create" : "update", entity: req.entity, entityId: id, summary, draft: true },
      };
    });
  } catch (error) {
    if (error instanceof Gone) return null;
    throw error;
  }
}

/**
 * Discard draft or Cancel schedule, with its audit row; the toast's sentence, or null when there
 * was nothing of the kind (a second tab did it first). Throws StaleWrite like a save.
 */
async function settleRecordDraft(
  services: AppServices,
  user: SessionUser,
  req: {
    entity: RecordEntity;
    id: number;
    intent: "discard-draft" | "cancel-schedule";
    form: FormData;
    title: string;
  },
): Promise<string | null> {
  class Nothing extends Error {}
  try {
    return await auditedWrite(services, user, async (tx) => {
      await lockUnchanged(tx, req.entity, req.id, req.form.get("loadedAt"));
      const changed =
        req.intent === "discard-draft" ? (await discardDrafts(tx, req.entity, req.id)) > 0 : await unscheduleDraft(tx, req.entity, req.id);
      if (!changed) throw new Nothing();
      const summary =
        req.intent === "discard-draft" ? `discarded the draft of ${req.title}` : `cancelled the scheduled publication of ${req.title}`;
      return {
        result:
          req.intent === "discard-draft"
            ? `Discarded the draft of the ${req.title}. The site still shows the published version.`
            : `Cancelled the scheduled publication of the ${req.title}. The version stays as a draft.`,
        audit: {
          action: req.intent === "discard-draft" ? "update" : "schedule",
          entity: req.entity,
          entityId: req.id,
          summary,
          draft: true,
        },
      };
    });
  } catch (error) {
    if (error instanceof Nothing) return null;
    throw error;
  }
}

/**
 * Discard draft or Cancel schedule pressed in an editor: does it and goes back to `back` with
 * the toast saying what happened (or that someone changed the row first).
 */
export async function settleDraftAndReturn(
  services: AppServices,
  user: SessionUser,
  req: { entity: RecordEntity; id: number; intent: "discard-draft" | "cancel-schedule"; form: FormData; title: string; back: string },
): Promise<never> {
  let done: string | null;
  try {
    done = await settleRecordDraft(services, user, req);
  } catch (error) {
    if (!(error instanceof StaleWrite)) throw error;
    redirectWithToast(req.back, { kind: "error", message: await staleMessage(services.database.db, error) });
  }
  redirectWithToast(
    req.back,
    done
      ? { kind: "success", message: done }
      : { kind: "error", message: "There was no draft to change: someone may have published or discarded it." },
  );
}

/**
 * Save draft or Schedule pressed in an editor whose values are valid: keeps the draft and goes
 * back to `back` with the toast, or answers the form's refusal when someone changed the row or
 * saved a draft after the form was loaded (the caller returns it with the typed values).
 */
export async function keepDraftAndReturn(
  services: AppServices,
  user: SessionUser,
  req: Parameters<typeof saveRecordDraft>[2] & {
    form: FormData;
    back: string;
    /** As the toast names it: 'the testimonial from "Asha V."', '“Cryotherapy”'. */
    label: string;
  },
): Promise<{ formError: string; loadedAt: string }> {
  let kept;
  try {
    kept = await saveRecordDraft(services, user, req);
  } catch (error) {
    if (!(error instanceof StaleWrite)) throw error;
    return { formError: await staleMessage(services.database.db, error), loadedAt: loadedAtOf(error.changedAt) };
  }
  if (!kept)
    redirectWithToast(req.back, {
      kind: "error",
      message: `That ${RECORD_KINDS[req.entity].label.toLowerCase()} was deleted meanwhile: nothing was saved.`,
    });
  redirectWithToast(req.back, {
    kind: "success",
    message: req.at
      ? `Scheduled ${req.label} for ${formatClinicTime(req.at)}. The site shows the published version until then.`
      : `Saved a draft of ${req.label}. It is not on the site until it is published.`,
  });
}
