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

/**
 * Inside the save's transaction, before it writes: locks the row and throws StaleWrite when
 * it changed after `loadedAt`. A form without the field (sent before this existed) is let through.
 */
export async function lockUnchanged(tx: Tx, entity: RecordEntity, id: number, loadedAt: FormDataEntryValue | null): Promise<void> {
  const expected = typeof loadedAt === "string" && loadedAt ? Date.parse(loadedAt) : Number.NaN;
  if (Number.isNaN(expected)) return;
  const result = await tx.execute(sql`select updated_at from ${sql.identifier(RECORD_KINDS[entity].table)} where id = ${id} for update`);
  // Both drivers (pg, PGlite) answer with { rows }.
  const row = (result as unknown as { rows: Array<{ updated_at: string | Date }> }).rows[0];
  if (!row) return; // deleted meanwhile: the caller's own "not found" answers that
  const changedAt = new Date(row.updated_at);
  if (changedAt.getTime() !== expected) throw new StaleWrite(entity, id, changedAt);
}

/** The sentence a refused save shows, with who saved last (from the item's history). */
export async function staleMessage(db: Db, error: StaleWrite): Promise<string> {
  const [last] = await db
    .select({ authorName: documentRevisions.authorName })
    .from(documentRevisions)
    .where(and(eq(documentRevisions.type, recordType(error.entity)), eq(documentRevisions.key, String(error.id))))
    .orderBy(desc(documentRevisions.version))
    .limit(1);
  const who = last?.authorName ?? "Someone";
  const what = RECORD_KINDS[error.entity].label.toLowerCase();
  return `${who} saved this ${what} at ${formatClinicTime(error.changedAt)}, while you were editing. Nothing of yours was saved and your changes are still in the form; its History shows what they changed. Save again to replace their version with yours.`;
}
