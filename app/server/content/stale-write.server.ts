// No silent overwrite for the relational collections (issue 13 item 8): a form carries the
// `updated_at` of the row it was loaded from; the save locks the row and refuses if it has
// changed since, naming who changed it. The person's typed values go back to the form.
import { and, desc, eq, sql } from "drizzle-orm";
import { RECORD_KINDS, type RecordEntity } from "~/lib/record-history";
import { formatClinicTime } from "~/lib/clinic-view";
import type { Db } from "../db/client.server";
import { documentRevisions } from "../db/schema.server";
import { recordType } from "./record-revisions.server";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export class StaleWrite extends Error {
  constructor(
    readonly entity: RecordEntity,
    readonly id: number,
    readonly changedAt: Date,
  ) {
    super("stale write");
  }
}

/** The hidden field's value: the row's last change, to the millisecond. */
export const loadedAtOf = (updatedAt: Date) => updatedAt.toISOString();

/** The same for a row with a draft waiting: a draft saved since is a change too (docs/decisions/084). */
export const loadedAtWithDraft = (updatedAt: Date, draft: { createdAt: Date } | null) =>
  loadedAtOf(draft && draft.createdAt > updatedAt ? draft.createdAt : updatedAt);

/**
 * Inside the save's transaction, before it writes: locks the row and throws StaleWrite when
 * it changed after `loadedAt`. A form without the field (sent before this existed) is let through.
 */
export async function lockUnchanged(tx: Tx, entity: RecordEntity, id: number, loadedAt: FormDataEntryValue | null): Promise<void> {
  const expected = typeof loadedAt === "string" && loadedAt ? Date.parse(loadedAt) : Number.NaN;
  if (Number.isNaN(expected)) return;
  // The row's last change, or its newest draft's when later (greatest() passes over a null).
  const result = await tx.execute(
    sql`select greatest(t.updated_at, (select case when r.status <> 'published' then r.created_at end from document_revisions r
          where r.type = ${recordType(entity)} and r.key = ${String(id)} order by r.version desc limit 1)) as updated_at
        from ${sql.identifier(RECORD_KINDS[entity].table)} t where t.id = ${id} for update of t`,
  );
  // Both drivers (pg, PGlite) answer with { rows }.
  const row = (result as unknown as { rows: Array<{ updated_at: string | Date }> }).rows[0];
  if (!row) return; // deleted meanwhile: the caller's own "not found" answers that
  const changedAt = new Date(row.updated_at);
  if (changedAt.getTime() !== expected) throw new StaleWrite(entity, id, changedAt);
}

/** The sentence a refused save shows, with who saved last (from the item's history). */
export async function staleMessage(db: Db, error: StaleWrite): Promise<string> {
  const [last] = await db
    .select({ authorName: documentRevisions.authorName, status: documentRevisions.status })
    .from(documentRevisions)
    .where(and(eq(documentRevisions.type, recordType(error.entity)), eq(documentRevisions.key, String(error.id))))
    .orderBy(desc(documentRevisions.version))
    .limit(1);
  const who = last?.authorName ?? "Someone";
  const what = RECORD_KINDS[error.entity].label.toLowerCase();
  const at = formatClinicTime(error.changedAt);
  if (last && last.status !== "published")
    return `${who} saved a draft of this ${what} at ${at}, while you were editing. Nothing of yours was saved and your changes are still in the form; reopen the ${what} to see their draft. Save again to replace it with yours.`;
  return `${who} saved this ${what} at ${at}, while you were editing. Nothing of yours was saved and your changes are still in the form; its History shows what they changed. Save again to replace their version with yours.`;
}
