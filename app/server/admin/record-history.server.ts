// The history page of one therapy, testimonial, video or gallery image: its kept states with
// what changed each time, and restoring one (a new revision itself).
import { data } from "react-router";
import { diffRecords, isRecordEntity, RECORD_KINDS, type RecordEntity } from "~/lib/record-history";
import { formatClinicTime } from "~/lib/clinic-view";
import { MAX_RECORD_ID } from "~/lib/admin-list-url";
import type { SessionUser } from "../auth/session.server";
import type { AppServices } from "../context.server";
import { listRecordRevisions, recordExists, restoreRecord } from "../content/record-revisions.server";
import { auditedWrite } from "../content/write.server";
import { isForeignKeyViolation, isUniqueViolation } from "../db/pg-errors.server";
import { redirectWithToast } from "./toast.server";

export function requireRecord(entityParam: string | undefined, idParam: string | undefined): { entity: RecordEntity; id: number } {
  const id = Number(idParam);
  if (!isRecordEntity(entityParam) || !Number.isInteger(id) || id < 1 || id > MAX_RECORD_ID) {
    throw data({ message: "There is no such item." }, { status: 404 });
  }
  return { entity: entityParam, id };
}

export async function loadRecordHistory(services: AppServices, entity: RecordEntity, id: number) {
  const kind = RECORD_KINDS[entity];
  const { db } = services.database;
  const [revisions, exists] = await Promise.all([listRecordRevisions(db, entity, id), recordExists(db, entity, id)]);
  if (revisions.length === 0) throw data({ message: "There is no history for this item." }, { status: 404 });
  const latest = revisions[0]!;
  return {
    label: kind.label,
    listPath: kind.listPath,
    title: String(latest.data[kind.titleColumn] ?? `${kind.label} ${id}`),
    exists,
    revisions: revisions.map((r, i) => ({
      id: r.id,
      version: r.version,
      authorName: r.authorName,
      note: r.note,
      at: formatClinicTime(r.createdAt),
      current: i === 0 && exists,
      changes: diffRecords(kind, revisions[i + 1]?.data ?? null, r.data),
    })),
  };
}

class RestoreRefused extends Error {}

/** Postgres error codes a restore can meet: a taken address (slug), a therapy that is gone. */
function refusalMessage(error: unknown): string | null {
  if (isUniqueViolation(error))
    return "This version cannot come back as it was: another item now uses its address (slug). Change that item first.";
  if (isForeignKeyViolation(error)) return "This version points to something that no longer exists (for example a deleted therapy).";
  return null;
}

export async function restoreRecordAction(services: AppServices, user: SessionUser, entity: RecordEntity, id: number, form: FormData) {
  const kind = RECORD_KINDS[entity];
  const revisionId = Number(form.get("revisionId"));
  const revision = (await listRecordRevisions(services.database.db, entity, id)).find((r) => r.id === revisionId);
  if (!revision) return data({ formError: "That revision does not exist (it may belong to another item)." }, { status: 404 });
  const title = String(revision.data[kind.titleColumn] ?? id);
  try {
    const recreated = await auditedWrite(services, user, async (tx) => {
      const outcome = await restoreRecord(tx, entity, id, revision.data);
      if (!outcome.ok) throw new RestoreRefused(outcome.message);
      return {
        result: outcome.recreated,
        audit: {
          action: "update",
          entity,
          entityId: id,
          summary: `restored version ${revision.version} of ${kind.label.toLowerCase()} "${title}"`,
        },
      };
    });
    redirectWithToast(`/admin/history/${entity}/${id}`, {
      kind: "success",
      message: `${kind.label} "${title}" is back as it was in version ${revision.version}${recreated ? " (it had been deleted)" : ""}.`,
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    const message = error instanceof RestoreRefused ? error.message : refusalMessage(error);
    if (!message) throw error;
    return data({ formError: message }, { status: 409 });
  }
}
