// Staff reads and writes of the inquiry inbox. Every filter goes through inboxWhere, so the
// list, its count and the CSV export always agree on which inquiries match.
import { and, count, desc, eq, ilike, lt, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  INBOX_PAGE_SIZE,
  type InboxFilter,
  pageCount,
  searchTerm,
} from "~/lib/inquiry-inbox";
import type { InquiryExportRow } from "~/lib/inquiry-csv";
import type { Db } from "../db/client.server";
import { auditLog, inquiries, users } from "../db/schema.server";

export type InboxWhere = Pick<InboxFilter, "source" | "status" | "q"> & Partial<Pick<InboxFilter, "language">>;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Executor = Db | Tx;

export function inboxWhere(filter: InboxWhere): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.source) conditions.push(eq(inquiries.source, filter.source));
  if (filter.language) conditions.push(eq(inquiries.language, filter.language));
  if (filter.status) conditions.push(eq(inquiries.status, filter.status));
  const term = searchTerm(filter.q);
  if (term.pattern) {
    // Values are bound as parameters; escapeLike has made %, _ and \ literal (\ is LIKE's default escape).
    const matches: SQL[] = [
      ilike(inquiries.name, term.pattern),
      ilike(inquiries.email, term.pattern),
      ilike(inquiries.phone, term.pattern),
    ];
    if (term.digits) {
      matches.push(sql`regexp_replace(coalesce(${inquiries.phone}, ''), '[^0-9]', '', 'g') like ${`%${term.digits}%`}`);
    }
    conditions.push(or(...matches));
  }
  return and(...conditions);
}

/** A lead as the staff mail tells it (jobs/mail-outbox.server.ts) and as the inbox starts from. */
export const leadColumns = {
  id: inquiries.id,
  source: inquiries.source,
  name: inquiries.name,
  phone: inquiries.phone,
  email: inquiries.email,
  country: inquiries.country,
  interest: inquiries.interest,
  travelDates: inquiries.travelDates,
  message: inquiries.message,
  status: inquiries.status,
  createdAt: inquiries.createdAt,
  language: inquiries.language,
};

const assignee = alias(users, "assignee");

const rowColumns = {
  ...leadColumns,
  statusChangedAt: inquiries.statusChangedAt,
  statusChangedBy: users.username,
  pagePath: inquiries.pagePath,
  landingPath: inquiries.landingPath,
  referrerHost: inquiries.referrerHost,
  utmSource: inquiries.utmSource,
  utmMedium: inquiries.utmMedium,
  utmCampaign: inquiries.utmCampaign,
  device: inquiries.device,
  assignedTo: inquiries.assignedTo,
  assignedName: assignee.username,
  followUpOn: inquiries.followUpOn,
};

export type InboxRow = InquiryExportRow & { assignedTo: number | null };

/** Newest first; or those still new that waited longest first, then the rest newest first. */
function inboxOrder(sort: InboxFilter["sort"]): SQL[] {
  if (sort !== "waiting") return [desc(inquiries.createdAt), desc(inquiries.id)];
  return [sql`(${inquiries.status} = 'new') desc`, sql`case when ${inquiries.status} = 'new' then ${inquiries.createdAt} end asc`, desc(inquiries.createdAt), desc(inquiries.id)];
}

/** One page of matching inquiries, newest first; a page past the end shows the last one. */
export async function listInbox(db: Db, filter: InboxFilter) {
  const where = inboxWhere(filter);
  const [totalRow] = await db.select({ n: count() }).from(inquiries).where(where);
  const total = totalRow?.n ?? 0;
  const pages = pageCount(total);
  const page = Math.min(filter.page, pages);
  const rows: InboxRow[] = await db
    .select(rowColumns)
    .from(inquiries)
    .leftJoin(users, eq(users.id, inquiries.statusChangedBy))
    .leftJoin(assignee, eq(assignee.id, inquiries.assignedTo))
    .where(where)
    .orderBy(...inboxOrder(filter.sort))
    .limit(INBOX_PAGE_SIZE)
    .offset((page - 1) * INBOX_PAGE_SIZE);
  return { rows, total, page, pages };
}

/** Every matching inquiry at once, newest first: the reference the streamed export
 * (exportInboxChunk) is tested against; the route no longer uses it. */
export function exportInbox(db: Executor, filter: InboxWhere): Promise<InboxRow[]> {
  return db
    .select(rowColumns)
    .from(inquiries)
    .leftJoin(users, eq(users.id, inquiries.statusChangedBy))
    .leftJoin(assignee, eq(assignee.id, inquiries.assignedTo))
    .where(inboxWhere(filter))
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id));
}

/** Where a streamed export stopped: created_at as Postgres prints it (microseconds kept; a JS
 * Date would round them to milliseconds and skip or repeat rows) and the id that breaks ties. */
export interface ExportCursor {
  createdAt: string;
  id: number;
}

/**
 * The next `limit` matching inquiries after `cursor`, in the export's order (newest first, then
 * highest id). Keyset, not OFFSET: every chunk costs the same however deep the export is, and a
 * row inserted meanwhile cannot shift the rest so that one appears twice or is skipped.
 */
export async function exportInboxChunk(
  db: Executor,
  filter: InboxWhere,
  cursor: ExportCursor | null,
  limit: number,
): Promise<{ rows: InboxRow[]; next: ExportCursor | null }> {
  // Spelled as created_at <= c AND (created_at < c OR id < i), not a row comparison, so the
  // created_at index bounds the scan (it has no id column).
  const after = cursor
    ? sql`(${inquiries.createdAt} <= ${cursor.createdAt}::timestamptz and (${inquiries.createdAt} < ${cursor.createdAt}::timestamptz or ${inquiries.id} < ${cursor.id}))`
    : undefined;
  const rows = await db
    .select({ ...rowColumns, cursorAt: sql<string>`${inquiries.createdAt}::text` })
    .from(inquiries)
    .leftJoin(users, eq(users.id, inquiries.statusChangedBy))
    .leftJoin(assignee, eq(assignee.id, inquiries.assignedTo))
    .where(and(inboxWhere(filter), after))
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(limit);
  const last = rows.at(-1);
  return {
    rows,
    next: last && rows.length === limit ? { createdAt: last.cursorAt, id: last.id } : null,
  };
}

export async function findInquiry(db: Executor, id: number) {
  const [row] = await db
    .select({ id: inquiries.id, name: inquiries.name, status: inquiries.status })
    .from(inquiries)
    .where(eq(inquiries.id, id));
  return row ?? null;
}


/** For what is not a content write (an export, the scheduled clean-up): a plain audit row. */
export async function recordAudit(
  db: Executor,
  entry: { userId: number | null; action: string; entity: string; entityId?: string | null; summary: string },
) {
  await db.insert(auditLog).values({
    userId: entry.userId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    summary: entry.summary,
  });
}

/** How many inquiries arrived before `cutoff` (what a shorter retention will remove). */
export async function countInquiriesBefore(db: Executor, cutoff: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(inquiries).where(lt(inquiries.createdAt, cutoff));
  return row?.n ?? 0;
}
