// Revisions of the relational collections (docs/decisions/021, issue 13 item 6): every audited
// write of a therapy, testimonial, video or gallery image keeps the row as it stood afterwards
// in document_revisions (type "record:<entity>", key = the row's id); a restore writes a kept
// row back, itself a new revision. Rows that existed before revisions were kept get a
// baseline at start.
import { callsOffSchedule } from "~/lib/record-drafts";
import { and, desc, eq, sql } from "drizzle-orm";
import { isRecordEntity, RECORD_KINDS, type RecordEntity, type RecordKind } from "~/lib/record-history";
import type { SessionUser } from "../auth/session.server";
import type { Db } from "../db/client.server";
import { documentRevisions } from "../db/schema.server";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Executor = Db | Tx;

export const recordType = (entity: RecordEntity) => `record:${entity}`;

interface WrittenEntry {
  action: string;
  entity: string;
  entityId?: string | number | null;
  summary: string;
  draft?: boolean;
}

/** The kept states of a row: its published revisions (its drafts are not states it had). */
const keptStates = (type: string, key: string) =>
  and(eq(documentRevisions.type, type), eq(documentRevisions.key, key), eq(documentRevisions.status, "published"));

async function nextVersion(tx: Executor, type: string, key: string): Promise<number> {
  const [row] = await tx
    .select({ v: sql<number>`coalesce(max(${documentRevisions.version}), 0) + 1` })
    .from(documentRevisions)
    .where(and(eq(documentRevisions.type, type), eq(documentRevisions.key, key)));
  return Number(row?.v ?? 1);
}

/** The row as stored (to_jsonb: column names), or null when there is none. */
export async function storedRow(tx: Executor, kind: RecordKind, id: number): Promise<Record<string, unknown> | null> {
  const result = await tx.execute(sql`select to_jsonb(t) as row from ${sql.identifier(kind.table)} t where t.id = ${id}`);
  // Both drivers (pg, PGlite) answer with { rows }; the type is driver-generic here.
  return (result as unknown as { rows: Array<{ row: Record<string, unknown> }> }).rows[0]?.row ?? null;
}

/** Called by auditedWrite inside the write's transaction: keeps what a content write left. */
export async function keepRecordRevisions(tx: Tx, user: SessionUser | null, entry: WrittenEntry): Promise<void> {
  if (entry.draft || !isRecordEntity(entry.entity) || entry.entityId === null || entry.entityId === undefined) return;
  const kind = RECORD_KINDS[entry.entity];
  const type = recordType(kind.entity);
  for (const id of String(entry.entityId)
    .split(",")
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0)) {
    const key = String(id);
    const stored = await storedRow(tx, kind, id);
    const [last] = await tx
      .select({ data: documentRevisions.data })
      .from(documentRevisions)
      .where(keptStates(type, key))
      .orderBy(desc(documentRevisions.version))
      .limit(1);
    const before = (last?.data as Record<string, unknown> | undefined) ?? null;
    // A change made now replaces a publication set for later that would undo it: that
    // scheduled version stays, as a draft (docs/decisions/084). One that changes other columns
    // keeps its time (docs/decisions/086).
    const scheduled = await tx
      .select({ id: documentRevisions.id, data: documentRevisions.data, source: documentRevisions.source })
      .from(documentRevisions)
      .where(and(eq(documentRevisions.type, type), eq(documentRevisions.key, key), eq(documentRevisions.status, "scheduled")));
    const stillScheduled: number[] = [];
    for (const version of scheduled) {
      const draft = { data: version.data as Record<string, unknown>, source: version.source as Record<string, unknown> | null };
      if (!callsOffSchedule(draft, { before, after: stored })) stillScheduled.push(version.id);
      else await tx.update(documentRevisions).set({ status: "draft", publishAt: null }).where(eq(documentRevisions.id, version.id));
    }
    let data = stored;
    let note = entry.summary;
    if (!data) {
      // Deleted: the last kept state is what a restore brings back.
      if (!before) continue;
      data = before;
      note = `deleted: ${entry.summary}`;
    }
    await tx.insert(documentRevisions).values({
      type,
      key,
      version: await nextVersion(tx, type, key),
      data,
      status: "published",
      publishedAt: sql`now()`,
      authorId: user?.id ?? null,
      authorName: user?.username ?? "system",
      note: note.slice(0, 300),
    });
    // A version still scheduled stays the newest, as the editor and the list look for it there.
    for (const revisionId of stillScheduled) {
      await tx
        .update(documentRevisions)
        .set({ version: await nextVersion(tx, type, key) })
        .where(eq(documentRevisions.id, revisionId));
    }
  }
}

/** Stores the current state of every row that has no revision yet (first start after an upgrade, seed rows). */
export async function baselineRecordRevisions(db: Db): Promise<number> {
  let added = 0;
  for (const kind of Object.values(RECORD_KINDS)) {
    const result = await db.execute(sql`
      insert into document_revisions (type, key, locale, version, data, status, published_at, author_name, note)
      select ${recordType(kind.entity)}, t.id::text, 'en', 1, to_jsonb(t), 'published', now(), 'Initial content', 'as it was when revisions began'
      from ${sql.identifier(kind.table)} t
      where not exists (select 1 from document_revisions r where r.type = ${recordType(kind.entity)} and r.key = t.id::text)
      on conflict do nothing
      returning id`);
    added += (result as unknown as { rows: unknown[] }).rows.length;
  }
  return added;
}

export interface RecordRevision {
  id: number;
  version: number;
  data: Record<string, unknown>;
  authorName: string;
  note: string;
  createdAt: Date;
}

export async function listRecordRevisions(db: Executor, entity: RecordEntity, id: number): Promise<RecordRevision[]> {
  const rows = await db
    .select({
      id: documentRevisions.id,
      version: documentRevisions.version,
      data: documentRevisions.data,
      authorName: documentRevisions.authorName,
      note: documentRevisions.note,
      createdAt: documentRevisions.createdAt,
    })
    .from(documentRevisions)
    .where(keptStates(recordType(entity), String(id)))
    .orderBy(desc(documentRevisions.version));
  return rows.map((r) => ({ ...r, data: r.data as Record<string, unknown> }));
}

export async function recordExists(db: Executor, entity: RecordEntity, id: number): Promise<boolean> {
  return (await storedRow(db, RECORD_KINDS[entity], id)) !== null;
}

export type RestoreOutcome = { ok: true; recreated: boolean } | { ok: false; message: string };

/**
 * Writes a kept state back (inside the caller's audited transaction): the editable columns of a
 * row that exists, or the whole row of one that was deleted.
 */
export async function restoreRecord(tx: Tx, entity: RecordEntity, id: number, data: Record<string, unknown>): Promise<RestoreOutcome> {
  const kind = RECORD_KINDS[entity];
  const table = sql.identifier(kind.table);
  const json = JSON.stringify(data);
  if (await storedRow(tx, kind, id)) {
    const assignments = sql.join(
      [...kind.columns.map(([column]) => column), ...(kind.derived ?? [])].map(
        (column) => sql`${sql.identifier(column)} = r.${sql.identifier(column)}`,
      ),
      sql`, `,
    );
    await tx.execute(
      sql`update ${table} t set ${assignments}, updated_at = now() from jsonb_populate_record(null::${table}, ${json}::jsonb) r where t.id = ${id}`,
    );
    return { ok: true, recreated: false };
  }
  if (entity === "gallery_image" && data.storage_key) {
    return { ok: false, message: "This image was uploaded and its files were removed when it was deleted: upload it again instead." };
  }
  await tx.execute(sql`insert into ${table} select * from jsonb_populate_record(null::${table}, ${json}::jsonb)`);
  return { ok: true, recreated: true };
}
