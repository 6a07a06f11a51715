// Editable documents with revisions, drafts and scheduled publishing
// (docs/decisions/021-content-documents.md). Public pages read only `documents.published_data`;
// every save is a new row in `document_revisions`, so nothing is ever overwritten.
import { findContentType } from "~/content-types/registry";
import { schemaVersionOf } from "~/content-types/types";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { SessionUser } from "../auth/session.server";
import type { AppServices } from "../context.server";
import type { Db } from "../db/client.server";
import { auditLog, documentRevisions, documents, type RevisionStatus } from "../db/schema.server";
import { CONTENT_CHANNEL } from "../db/listen.server";
import { announceContentChange, auditedWrite, onContentChange } from "./write.server";

/** Who wrote a document's first revision when the seeds stored it. */
export const SEED_AUTHOR = "Initial content";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Executor = Db | Tx;

export interface DocumentRef {
  type: string;
  key: string;
  locale?: string;
}

export interface RevisionRow {
  id: number;
  version: number;
  status: RevisionStatus;
  data: unknown;
  publishAt: Date | null;
  publishedAt: Date | null;
  authorName: string;
  note: string;
  reviewed: boolean;
  /** A translation's: the English words it was made from (null where unknown). */
  source: unknown;
  createdAt: Date;
}

export interface DocumentState {
  version: number;
  head: RevisionRow | null;
  published: { revisionId: number; at: Date | null } | null;
  scheduled: { revisionId: number; at: Date } | null;
}

const locale = (ref: DocumentRef) => ref.locale ?? "en";
/** What a new revision of the type is written as: its declaration's current schema version. */
export const storedVersion = (ref: DocumentRef) => {
  const type = findContentType(ref.type);
  return type ? schemaVersionOf(type) : 1;
};
export const docWhere = (ref: DocumentRef) =>
  and(eq(documents.type, ref.type), eq(documents.key, ref.key), eq(documents.locale, locale(ref)));
export const revWhere = (ref: DocumentRef) =>
  and(eq(documentRevisions.type, ref.type), eq(documentRevisions.key, ref.key), eq(documentRevisions.locale, locale(ref)));

const revisionColumns = {
  id: documentRevisions.id,
  version: documentRevisions.version,
  status: documentRevisions.status,
  data: documentRevisions.data,
  publishAt: documentRevisions.publishAt,
  publishedAt: documentRevisions.publishedAt,
  authorName: documentRevisions.authorName,
  note: documentRevisions.note,
  reviewed: documentRevisions.reviewed,
  source: documentRevisions.source,
  createdAt: documentRevisions.createdAt,
};

// Published snapshots, kept until the next content change in this process or a NOTIFY from
// another (app.server.ts wires that): a cache miss of a public page costs no query for them.
const publishedMemo = new WeakMap<object, { generation: number; data: Map<string, unknown> }>();
let generation = 0;
const memoKey = (ref: DocumentRef) => `${ref.type}\u0000${ref.key}\u0000${locale(ref)}`;

/** Drops the remembered published snapshots (every database of this process). */
export function forgetPublishedDocuments() {
  generation += 1;
}
onContentChange(forgetPublishedDocuments);

/** A published read, remembered until the next content change. */
async function remembered<T>(db: Db, key: string, read: () => Promise<T>): Promise<T> {
  const memo = publishedMemo.get(db);
  if (memo?.generation === generation && memo.data.has(key)) return memo.data.get(key) as T;
  const seen = generation;
  const data = await read();
  // A change that landed while this read was under way must not be hidden by it.
  if (seen !== generation) return data;
  const current = publishedMemo.get(db);
  if (current?.generation === generation) current.data.set(key, data);
  else publishedMemo.set(db, { generation, data: new Map([[key, data]]) });
  return data;
}

/** The published data of a document, or null before its first publication. */
export function getPublishedData(db: Db, ref: DocumentRef): Promise<unknown | null> {
  return remembered(db, memoKey(ref), async () => {
    const [row] = await db.select({ data: documents.publishedData }).from(documents).where(docWhere(ref));
    return row?.data ?? null;
  });
}

/** In a query of documents: the row's newest revision's data (what a staff preview shows). */
const headData = () =>
  sql<unknown>`(select r.data from ${documentRevisions} r where r.type = "documents"."type" and r.key = "documents"."key" and r.locale = "documents"."locale" order by r.version desc limit 1)`;

export interface ListedDocument {
  key: string;
  data: unknown;
}

/**
 * A collection's documents as the site shows them: active ones in their order, each with its
 * published data (those never published are left out), or with its newest revision in a
 * staff preview. Remembered like single documents.
 */
export async function listCollection(db: Db, type: string, opts: { draft?: boolean } = {}): Promise<ListedDocument[]> {
  const where = and(eq(documents.type, type), eq(documents.locale, "en"), eq(documents.active, true));
  if (opts.draft) {
    return db.select({ key: documents.key, data: headData() }).from(documents).where(where).orderBy(documents.position, documents.key);
  }
  return remembered(db, `list\u0000${type}`, () =>
    db
      .select({ key: documents.key, data: documents.publishedData })
      .from(documents)
      .where(and(where, sql`${documents.publishedData} is not null`))
      .orderBy(documents.position, documents.key),
  );
}

/** A collection's active documents in their order, published or not, with the published data
 * when there is some (a staff list: a doctor not yet published is listed too). */
export function listActiveCollection(db: Db, type: string): Promise<ListedDocument[]> {
  return db
    .select({ key: documents.key, data: documents.publishedData })
    .from(documents)
    .where(and(eq(documents.type, type), eq(documents.locale, "en"), eq(documents.active, true)))
    .orderBy(asc(documents.position), asc(documents.key));
}

/**
 * Every document of a type in one locale (a language's therapy translations), by key: the
 * published data, or the newest revision in a staff preview. Remembered like the others.
 */
export async function mapLocaleDocuments(
  db: Db,
  type: string,
  locale: string,
  opts: { draft?: boolean } = {},
): Promise<Map<string, unknown>> {
  const where = and(eq(documents.type, type), eq(documents.locale, locale));
  if (opts.draft) {
    const rows = await db.select({ key: documents.key, data: headData() }).from(documents).where(where);
    return new Map(rows.map((r) => [r.key, r.data]));
  }
  return remembered(db, `locale\u0000${type}\u0000${locale}`, async () => {
    const rows = await db
      .select({ key: documents.key, data: documents.publishedData })
      .from(documents)
      .where(and(where, sql`${documents.publishedData} is not null`));
    return new Map(rows.map((r) => [r.key, r.data]));
  });
}

/** When each shown document of a collection was last published (the sitemap's lastmod). */
export async function listPublishedDates(db: Db, type: string): Promise<Map<string, Date>> {
  const rows = await db
    .select({ key: documents.key, at: documents.publishedAt })
    .from(documents)
    .where(
      and(eq(documents.type, type), eq(documents.locale, "en"), eq(documents.active, true), sql`${documents.publishedData} is not null`),
    );
  return new Map(rows.flatMap((r) => (r.at ? [[r.key, r.at] as const] : [])));
}

export async function getDocumentState(db: Executor, ref: DocumentRef): Promise<DocumentState | null> {
  const [doc] = await db.select().from(documents).where(docWhere(ref));
  if (!doc) return null;
  const [head] = await db
    .select(revisionColumns)
    .from(documentRevisions)
    .where(revWhere(ref))
    .orderBy(desc(documentRevisions.version))
    .limit(1);
  return {
    version: doc.version,
    head: head ?? null,
    published: doc.publishedRevisionId === null ? null : { revisionId: doc.publishedRevisionId, at: doc.publishedAt },
    scheduled: doc.scheduledRevisionId === null || !doc.publishAt ? null : { revisionId: doc.scheduledRevisionId, at: doc.publishAt },
  };
}

/** The newest data of a document whatever its status (what a staff preview shows). */
export async function getHeadData(db: Executor, ref: DocumentRef): Promise<unknown | null> {
  const [head] = await db
    .select({ data: documentRevisions.data })
    .from(documentRevisions)
    .where(revWhere(ref))
    .orderBy(desc(documentRevisions.version))
    .limit(1);
  return head?.data ?? null;
}

/** What a page shows of a document: the published data, or the newest draft in a staff preview. */
export function readDocumentData(db: Db, ref: DocumentRef, opts: { draft?: boolean } = {}): Promise<unknown | null> {
  return opts.draft ? getHeadData(db, ref) : getPublishedData(db, ref);
}

export async function listRevisions(db: Executor, ref: DocumentRef, limit = 100): Promise<RevisionRow[]> {
  return db.select(revisionColumns).from(documentRevisions).where(revWhere(ref)).orderBy(desc(documentRevisions.version)).limit(limit);
}

export async function getRevision(db: Executor, ref: DocumentRef, id: number): Promise<RevisionRow | null> {
  const [row] = await db
    .select(revisionColumns)
    .from(documentRevisions)
    .where(and(revWhere(ref), eq(documentRevisions.id, id)));
  return row ?? null;
}

export async function getRevisionByVersion(db: Executor, ref: DocumentRef, version: number): Promise<RevisionRow | null> {
  const [row] = await db
    .select(revisionColumns)
    .from(documentRevisions)
    .where(and(revWhere(ref), eq(documentRevisions.version, version)));
  return row ?? null;
}

/**
 * First start (or a new document type on an existing install): stores the seed as version 1,
 * published. Never touches a document that exists, so staff edits survive restarts.
 */
export async function seedDocument(
  db: Db,
  ref: DocumentRef,
  data: unknown,
  note = "Starting content",
  reviewed = false,
  /** A translation's: the English words it was made from. */
  source: unknown = null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(documents)
      .values({ type: ref.type, key: ref.key, locale: locale(ref), version: 1 })
      .onConflictDoNothing()
      .returning({ type: documents.type });
    if (inserted.length === 0) return false;
    const [rev] = await tx
      .insert(documentRevisions)
      .values({
        type: ref.type,
        key: ref.key,
        locale: locale(ref),
        version: 1,
        data,
        status: "published",
        publishedAt: sql`now()`,
        authorName: SEED_AUTHOR,
        note,
        reviewed,
        source,
        schemaVersion: storedVersion(ref),
      })
      .returning({ id: documentRevisions.id });
    await tx
      .update(documents)
      .set({ publishedRevisionId: rev!.id, publishedData: data, publishedAt: sql`now()` })
      .where(docWhere(ref));
    return true;
  });
}

export type SaveAction = { kind: "draft" } | { kind: "publish" } | { kind: "schedule"; at: Date };

export type SaveOutcome =
  | { ok: true; revision: { id: number; version: number; status: RevisionStatus } }
  | { ok: false; reason: "conflict"; current: DocumentState }
  | { ok: false; reason: "missing" };

class Conflict extends Error {
  constructor(readonly state: DocumentState | null) {
    super("conflict");
  }
}

/** A write's Conflict as the answer callers get (anything else is rethrown). */
function refusal(error: unknown): Exclude<SaveOutcome, { ok: true }> {
  if (!(error instanceof Conflict)) throw error;
  return error.state ? { ok: false, reason: "conflict", current: error.state } : { ok: false, reason: "missing" };
}

export interface SaveRequest {
  ref: DocumentRef;
  /** Title of the type, for the audit sentence ("Clinic settings"). */
  title: string;
  data: unknown;
  /** The version the form was loaded at: anything else is a conflict. */
  expectedVersion: number;
  action: SaveAction;
  note?: string;
  now: Date;
  /** A translation a native speaker approved (docs/decisions/024). */
  reviewed?: boolean;
  /** A translation's first save creates its document (expected version 0). */
  create?: boolean;
  /** A translation's: the English words it was made from (englishWords). */
  source?: unknown;
}

const auditAction: Record<SaveAction["kind"], "update" | "publish" | "schedule"> = {
  draft: "update",
  publish: "publish",
  schedule: "schedule",
};

/**
 * Saves a new revision as a draft, published at once, or scheduled. One transaction with its
 * audit row; the document row is locked so two saves of one version cannot both win.
 */
export async function saveDocument(services: AppServices, user: SessionUser, req: SaveRequest): Promise<SaveOutcome> {
  const { ref, action, now } = req;
  try {
    const revision = await auditedWrite(services, user, async (tx) => {
      let [doc] = await tx.select().from(documents).where(docWhere(ref)).for("update");
      if (!doc && req.create && req.expectedVersion === 0) {
        // Two first saves at once: the second finds the row taken and gets a conflict.
        [doc] = await tx
          .insert(documents)
          .values({ type: ref.type, key: ref.key, locale: locale(ref), version: 0 })
          .onConflictDoNothing()
          .returning();
        if (!doc) throw new Conflict(await getDocumentState(tx, ref));
      }
      if (!doc) throw new Conflict(null);
      if (doc.version !== req.expectedVersion) throw new Conflict(await getDocumentState(tx, ref));
      const version = doc.version + 1;
      const status: RevisionStatus = action.kind === "publish" ? "published" : action.kind === "schedule" ? "scheduled" : "draft";
      const [rev] = await tx
        .insert(documentRevisions)
        .values({
          type: ref.type,
          key: ref.key,
          locale: locale(ref),
          version,
          data: req.data,
          status,
          publishAt: action.kind === "schedule" ? action.at : null,
          publishedAt: action.kind === "publish" ? now : null,
          authorId: user.id,
          authorName: user.username,
          note: req.note ?? "",
          reviewed: req.reviewed ?? false,
          source: req.source ?? null,
          schemaVersion: storedVersion(ref),
        })
        .returning({ id: documentRevisions.id });
      const id = rev!.id;
      // A new publication or schedule replaces the one waiting: only one may be pending.
      if (action.kind !== "draft" && doc.scheduledRevisionId !== null) await unschedule(tx, doc.scheduledRevisionId);
      await tx
        .update(documents)
        .set({
          version,
          updatedAt: now,
          ...(action.kind === "publish"
            ? { publishedRevisionId: id, publishedData: req.data, publishedAt: now, scheduledRevisionId: null, publishAt: null }
            : action.kind === "schedule"
              ? { scheduledRevisionId: id, publishAt: action.at }
              : {}),
        })
        .where(docWhere(ref));
      const summary =
        action.kind === "publish"
          ? `published ${req.title} (version ${version})`
          : action.kind === "schedule"
            ? `scheduled ${req.title} (version ${version}) for ${action.at.toISOString()}`
            : `saved a draft of ${req.title} (version ${version})`;
      return {
        result: { id, version, status },
        audit: {
          action: auditAction[action.kind],
          entity: ref.type,
          entityId: locale(ref) === "en" ? ref.key : `${ref.key}@${locale(ref)}`,
          summary: req.note ? `${summary}: ${req.note}` : summary,
        },
      };
    });
    return { ok: true, revision };
  } catch (error) {
    return refusal(error);
  }
}

async function unschedule(tx: Tx, revisionId: number) {
  await tx.update(documentRevisions).set({ status: "draft", publishAt: null }).where(eq(documentRevisions.id, revisionId));
}

/** Calls off the pending schedule (the revision stays, as a draft). */
export async function cancelSchedule(
  services: AppServices,
  user: SessionUser,
  req: { ref: DocumentRef; title: string; expectedVersion: number; now: Date },
): Promise<SaveOutcome> {
  try {
    const revision = await auditedWrite(services, user, async (tx) => {
      const [doc] = await tx.select().from(documents).where(docWhere(req.ref)).for("update");
      if (!doc) throw new Conflict(null);
      if (doc.version !== req.expectedVersion || doc.scheduledRevisionId === null) throw new Conflict(await getDocumentState(tx, req.ref));
      await unschedule(tx, doc.scheduledRevisionId);
      await tx.update(documents).set({ scheduledRevisionId: null, publishAt: null, updatedAt: req.now }).where(docWhere(req.ref));
      return {
        result: { id: doc.scheduledRevisionId, version: doc.version, status: "draft" as const },
        audit: {
          action: "schedule",
          entity: req.ref.type,
          entityId: req.ref.key,
          summary: `cancelled the scheduled publication of ${req.title}`,
        },
      };
    });
    return { ok: true, revision };
  } catch (error) {
    return refusal(error);
  }
}

/**
 * Publishes every scheduled revision whose time has come. Each document is claimed with
 * FOR UPDATE SKIP LOCKED and cleared in the same transaction, so when several instances run
 * this at once each revision is published exactly once. Returns what was published.
 */
export async function publishDueDocuments(db: Db, now: Date): Promise<Array<DocumentRef & { version: number }>> {
  const published = await db.transaction(async (tx) => {
    const due = await tx
      .select({
        type: documents.type,
        key: documents.key,
        locale: documents.locale,
        revisionId: documents.scheduledRevisionId,
      })
      .from(documents)
      .where(sql`${documents.scheduledRevisionId} is not null and ${documents.publishAt} <= ${now}`)
      .orderBy(documents.publishAt)
      .limit(20)
      .for("update", { skipLocked: true });
    const done: Array<DocumentRef & { version: number }> = [];
    for (const d of due) {
      const [rev] = await tx
        .update(documentRevisions)
        .set({ status: "published", publishedAt: now })
        .where(eq(documentRevisions.id, d.revisionId!))
        .returning({ data: documentRevisions.data, version: documentRevisions.version });
      if (!rev) continue;
      const ref = { type: d.type, key: d.key, locale: d.locale };
      await tx
        .update(documents)
        .set({
          publishedRevisionId: d.revisionId,
          publishedData: rev.data,
          publishedAt: now,
          scheduledRevisionId: null,
          publishAt: null,
          updatedAt: now,
        })
        .where(docWhere(ref));
      done.push({ ...ref, version: rev.version });
      // Nobody pressed a button now: the audit row has no user, and says whose schedule it was.
      await tx.insert(auditLog).values({
        userId: null,
        action: "publish",
        entity: d.type,
        entityId: d.key,
        summary: `published scheduled version ${rev.version} of ${d.type}`,
      });
    }
    if (done.length > 0) await tx.execute(sql`select pg_notify(${CONTENT_CHANNEL}, '')`);
    return done;
  });
  if (published.length > 0) announceContentChange();
  return published;
}
