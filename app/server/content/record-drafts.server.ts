// Drafts and scheduled publication of the four tables' rows (issue 46 item 2,
// docs/decisions/084). The table holds what the site shows; a draft is a revision of the row in
// document_revisions (type "record:<entity>", like its kept states) with status "draft" or
// "scheduled", holding the whole row as it would be, and in `source` the row it was made from. A
// row has a pending draft when its newest revision is not a published one. Publishing writes the
// columns the draft changed into the row as it is then (a change published meanwhile to another
// column, such as a move in the list, is kept), in one transaction with its audit row, exactly
// once across instances.
import { and, desc, eq, inArray, like, lte, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { rebaseDraft } from "~/lib/record-drafts";
import { isRecordEntity, RECORD_KINDS, type RecordEntity } from "~/lib/record-history";
import type { SessionUser } from "../auth/session.server";
import type { Db } from "../db/client.server";
import { CONTENT_CHANNEL } from "../db/listen.server";
import { isForeignKeyViolation, isUniqueViolation } from "../db/pg-errors.server";
import { auditLog, documentRevisions } from "../db/schema.server";
import { recordType, restoreRecord, storedRow } from "./record-revisions.server";
import { fromColumns, toColumns } from "./table-columns.server";
import { publishTherapyDraft } from "./therapy-writes.server";
import { announceContentChange } from "./write.server";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Executor = Db | Tx;

export interface PendingDraft {
  revisionId: number;
  version: number;
  status: "draft" | "scheduled";
  publishAt: Date | null;
  /** The row as it would be, by column name (as to_jsonb writes it), when it was saved. */
  data: Record<string, unknown>;
  /** The row it was made from. */
  source: Record<string, unknown> | null;
  authorName: string;
  createdAt: Date;
}

const revisionsOf = (entity: RecordEntity, key: string) =>
  and(eq(documentRevisions.type, recordType(entity)), eq(documentRevisions.key, key));

const headColumns = {
  key: documentRevisions.key,
  revisionId: documentRevisions.id,
  version: documentRevisions.version,
  status: documentRevisions.status,
  publishAt: documentRevisions.publishAt,
  data: documentRevisions.data,
  source: documentRevisions.source,
  authorName: documentRevisions.authorName,
  createdAt: documentRevisions.createdAt,
};

/** A row's newest version as its pending draft, or null when it is the published one. */
function asPending({
  key: _key,
  ...head
}: { key: string; status: PendingDraft["status"] | "published"; data: unknown; source: unknown } & Omit<
  PendingDraft,
  "status" | "data" | "source"
>): PendingDraft | null {
  if (head.status === "published") return null;
  return {
    ...head,
    status: head.status,
    data: head.data as Record<string, unknown>,
    source: (head.source as Record<string, unknown> | null) ?? null,
  };
}

/** The row's draft waiting to be published, or null when the site shows its newest version. */
export async function pendingDraft(db: Executor, entity: RecordEntity, id: number): Promise<PendingDraft | null> {
  const [head] = await db
    .select(headColumns)
    .from(documentRevisions)
    .where(revisionsOf(entity, String(id)))
    .orderBy(desc(documentRevisions.version))
    .limit(1);
  return head ? asPending(head) : null;
}

/**
 * Every row of the entity with a draft waiting, by id, in one query (a staff preview of a
 * list): the newest version of each row that has an unpublished one, when it is not published.
 */
export async function everyPendingDraft(db: Executor, entity: RecordEntity): Promise<Map<number, PendingDraft>> {
  const type = recordType(entity);
  // Rows with any unpublished version; few, since publishing or discarding ends one.
  const unpublished = db
    .selectDistinct({ key: documentRevisions.key })
    .from(documentRevisions)
    .where(and(eq(documentRevisions.type, type), inArray(documentRevisions.status, ["draft", "scheduled"])));
  const heads = await db
    .selectDistinctOn([documentRevisions.key], headColumns)
    .from(documentRevisions)
    .where(and(eq(documentRevisions.type, type), inArray(documentRevisions.key, unpublished)))
    .orderBy(documentRevisions.key, desc(documentRevisions.version));
  const found = new Map<number, PendingDraft>();
  for (const head of heads) {
    const pending = asPending(head);
    if (pending) found.set(Number(head.key), pending);
  }
  return found;
}

/** Which of these rows have a draft waiting, and whether it is scheduled (for a list's badges). */
export async function pendingDrafts(
  db: Db,
  entity: RecordEntity,
  ids: readonly number[],
): Promise<Map<number, { status: "draft" | "scheduled"; publishAt: Date | null }>> {
  const found = new Map<number, { status: "draft" | "scheduled"; publishAt: Date | null }>();
  if (ids.length === 0) return found;
  const heads = await db
    .selectDistinctOn([documentRevisions.key], {
      key: documentRevisions.key,
      status: documentRevisions.status,
      publishAt: documentRevisions.publishAt,
    })
    .from(documentRevisions)
    .where(and(eq(documentRevisions.type, recordType(entity)), inArray(documentRevisions.key, ids.map(String))))
    .orderBy(documentRevisions.key, desc(documentRevisions.version));
  for (const head of heads)
    if (head.status !== "published") found.set(Number(head.key), { status: head.status, publishAt: head.publishAt });
  return found;
}

/** What an editor shows for a row with a draft: the draft's changes over the row as it is now (field names). */
export function draftOver<R extends object>(table: PgTable, draft: PendingDraft, current: R): R {
  const row = toColumns(table, current as Record<string, unknown>);
  return { ...current, ...fromColumns(table, rebaseDraft(draft.data, draft.source, row)) };
}

/** The row as its waiting draft would make it (a staff preview), or the row when none waits. */
export async function rowWithDraft<R extends { id: number }>(db: Executor, entity: RecordEntity, table: PgTable, row: R): Promise<R> {
  const pending = await pendingDraft(db, entity, row.id);
  return pending ? draftOver(table, pending, row) : row;
}

/**
 * Keeps a draft of the row (inside the caller's audited transaction, whose audit entry says
 * `draft: true`): the stored row with `columns` over it, to publish at `publishAt` or when
 * someone does. A publication waiting is replaced: only the newest version can be waiting.
 * Null when the row is gone.
 */
export async function keepDraft(
  tx: Tx,
  user: SessionUser,
  req: {
    entity: RecordEntity;
    id: number;
    columns: Record<string, unknown>;
    /** What the draft holds beside the row's columns (a therapy's chosen gallery). */
    extra?: Record<string, unknown>;
    publishAt: Date | null;
    note: string;
  },
): Promise<{ version: number } | null> {
  const key = String(req.id);
  const row = await storedRow(tx, RECORD_KINDS[req.entity], req.id);
  if (!row) return null;
  await tx
    .update(documentRevisions)
    .set({ status: "draft", publishAt: null })
    .where(and(revisionsOf(req.entity, key), eq(documentRevisions.status, "scheduled")));
  const [top] = await tx
    .select({ v: sql<number>`coalesce(max(${documentRevisions.version}), 0)` })
    .from(documentRevisions)
    .where(revisionsOf(req.entity, key));
  const version = Number(top?.v ?? 0) + 1;
  await tx.insert(documentRevisions).values({
    type: recordType(req.entity),
    key,
    version,
    data: { ...row, ...req.columns, ...req.extra },
    source: row,
    status: req.publishAt ? "scheduled" : "draft",
    publishAt: req.publishAt,
    authorId: user.id,
    authorName: user.username,
    note: req.note.slice(0, 300),
  });
  return { version };
}

/** Drops the row's unpublished versions (Discard draft); the site keeps what it shows. */
export async function discardDrafts(tx: Tx, entity: RecordEntity, id: number): Promise<number> {
  const key = String(id);
  const [published] = await tx
    .select({ v: sql<number>`coalesce(max(${documentRevisions.version}), 0)` })
    .from(documentRevisions)
    .where(and(revisionsOf(entity, key), eq(documentRevisions.status, "published")));
  const gone = await tx
    .delete(documentRevisions)
    .where(
      and(
        revisionsOf(entity, key),
        sql`${documentRevisions.status} <> 'published'`,
        sql`${documentRevisions.version} > ${Number(published?.v ?? 0)}`,
      ),
    )
    .returning({ id: documentRevisions.id });
  return gone.length;
}

/** Turns the row's scheduled version back into a draft (Cancel schedule). */
export async function unscheduleDraft(tx: Tx, entity: RecordEntity, id: number): Promise<boolean> {
  const rows = await tx
    .update(documentRevisions)
    .set({ status: "draft", publishAt: null })
    .where(and(revisionsOf(entity, String(id)), eq(documentRevisions.status, "scheduled")))
    .returning({ id: documentRevisions.id });
  return rows.length > 0;
}

interface PublishedRecord {
  entity: RecordEntity;
  id: number;
  version: number;
}

/** A row whose write is more than its columns (a therapy: its address followed, its gallery). */
type Publisher = (tx: Tx, id: number, before: Record<string, unknown>, after: Record<string, unknown>) => Promise<void>;
const PUBLISHERS: Partial<Record<RecordEntity, Publisher>> = { therapy: publishTherapyDraft };

class Unpublishable extends Error {}

/** Why a scheduled version could not be written, in staff words. */
function failureReason(error: unknown): string {
  if (error instanceof Unpublishable) return error.message;
  if (isUniqueViolation(error)) return "another item now uses its address (slug)";
  if (isForeignKeyViolation(error)) return "it points to something that no longer exists";
  return "it could not be written";
}

export interface ScheduledOutcome {
  published: PublishedRecord[];
  /** Versions that stayed drafts, and why (each has an audit row saying so). */
  failed: Array<PublishedRecord & { reason: string }>;
}

/**
 * Publishes every scheduled version whose time has come. Each is claimed with FOR UPDATE SKIP
 * LOCKED and marked published in the same transaction as the row's write and its audit row, so
 * with several instances running this each is published exactly once. One that cannot be written
 * (its row deleted, its address taken meanwhile) stays a draft, with an audit row saying why,
 * and the others are published: a schedule never brings a deleted item back, and one bad version
 * never blocks the rest.
 */
export async function publishDueRecords(db: Db, now: Date): Promise<ScheduledOutcome> {
  const outcome = await db.transaction(async (tx) => {
    const due = await tx
      .select({
        revisionId: documentRevisions.id,
        type: documentRevisions.type,
        key: documentRevisions.key,
        version: documentRevisions.version,
        data: documentRevisions.data,
        source: documentRevisions.source,
      })
      .from(documentRevisions)
      .where(
        and(eq(documentRevisions.status, "scheduled"), lte(documentRevisions.publishAt, now), like(documentRevisions.type, "record:%")),
      )
      .orderBy(documentRevisions.publishAt)
      .limit(20)
      .for("update", { skipLocked: true });
    const result: ScheduledOutcome = { published: [], failed: [] };
    for (const d of due) {
      const entity = d.type.slice("record:".length);
      const id = Number(d.key);
      if (!isRecordEntity(entity)) continue;
      const kind = RECORD_KINDS[entity];
      const draft = d.data as Record<string, unknown>;
      const title = `${kind.label.toLowerCase()} "${String(draft[kind.titleColumn] ?? id)}"`;
      try {
        // A savepoint: a version that fails leaves no half-written row behind.
        await tx.transaction(async (sp) => {
          const row = await storedRow(sp, kind, id);
          if (!row) throw new Unpublishable("it was deleted");
          const after = rebaseDraft(draft, d.source as Record<string, unknown> | null, row);
          const publisher = PUBLISHERS[entity];
          if (publisher) await publisher(sp, id, row, after);
          else {
            const restored = await restoreRecord(sp, entity, id, after);
            if (!restored.ok) throw new Unpublishable(restored.message);
          }
          // The version keeps what the row became, as every kept state does.
          await sp
            .update(documentRevisions)
            .set({ status: "published", publishedAt: now, data: (await storedRow(sp, kind, id)) ?? after })
            .where(eq(documentRevisions.id, d.revisionId));
          // Nobody pressed a button now: the audit row has no user.
          await sp.insert(auditLog).values({
            userId: null,
            action: "publish",
            entity,
            entityId: d.key,
            summary: `published scheduled version ${d.version} of ${title}`,
          });
        });
        result.published.push({ entity, id, version: d.version });
      } catch (error) {
        const reason = failureReason(error);
        await tx.update(documentRevisions).set({ status: "draft", publishAt: null }).where(eq(documentRevisions.id, d.revisionId));
        await tx.insert(auditLog).values({
          userId: null,
          action: "schedule",
          entity,
          entityId: d.key,
          summary: `could not publish scheduled version ${d.version} of ${title}: ${reason}; it stays a draft`,
        });
        result.failed.push({ entity, id, version: d.version, reason });
      }
    }
    if (result.published.length > 0) await tx.execute(sql`select pg_notify(${CONTENT_CHANNEL}, '')`);
    return result;
  });
  if (outcome.published.length > 0) announceContentChange();
  return outcome;
}
