// Staff reads and writes of the inquiry inbox. Every filter goes through inboxWhere, so the
// list, its count and the CSV export always agree on which inquiries match.
import { and, asc, count, desc, eq, ilike, inArray, like, lt, ne, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { encodeCursor, type InboxCursor, type InboxFilter, type InboxPage, INBOX_PAGE_SIZE } from "~/lib/inquiry-inbox";
import { countCap, searchTerm } from "~/lib/inbox-search";
import type { InquiryExportRow } from "~/lib/inquiry-csv";
import { keysetSlice } from "~/lib/keyset-cursor";
import type { Db } from "../db/client.server";
import { microsecondsUtc } from "../db/keyset.server";
import { auditLog, inquiries, users } from "../db/schema.server";
import { samePersonAs } from "./inquiry-persons.server";

export type InboxWhere = Pick<InboxFilter, "source" | "status" | "q"> & Partial<Pick<InboxFilter, "language" | "person">>;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Executor = Db | Tx;

export function inboxWhere(filter: InboxWhere): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.source) conditions.push(eq(inquiries.source, filter.source));
  if (filter.language) conditions.push(eq(inquiries.language, filter.language));
  if (filter.status) conditions.push(eq(inquiries.status, filter.status));
  if (filter.person) conditions.push(samePersonAs(filter.person));
  // A search too short for the trigram indexes is not applied (the inbox says so): matching
  // one or two characters would read every row (docs/decisions/033).
  const term = searchTerm(filter.q);
  const matches: SQL[] = [];
  // Each test is one the trigram GIN indexes of migration 0012 answer, column as indexed.
  // Values are bound as parameters; escapeLike has made %, _ and \ literal (\ is LIKE's default escape).
  if (term.pattern) matches.push(ilike(inquiries.name, term.pattern), ilike(inquiries.email, term.pattern));
  if (term.digits) matches.push(like(inquiries.phoneDigits, `%${term.digits}%`));
  // A reference read out over the phone: its unique index answers it.
  if (term.reference) matches.push(eq(inquiries.reference, term.reference));
  if (matches.length > 0) conditions.push(or(...matches));
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

/**
 * The inbox's order as runs of rows, each a plain (created_at, id) order an index walks:
 * "Newest first" is one run; "Longest wait" is the leads still new, oldest first, then the rest
 * newest first. A cursor names its run, so paging never sorts the table.
 */
interface Segment {
  index: 0 | 1;
  where: SQL | undefined;
  dir: "asc" | "desc";
}

function segments(filter: InboxFilter): Segment[] {
  if (filter.sort !== "waiting") return [{ index: 0, where: undefined, dir: "desc" }];
  const all: Segment[] = [
    { index: 0, where: eq(inquiries.status, "new"), dir: "asc" },
    { index: 1, where: ne(inquiries.status, "new"), dir: "desc" },
  ];
  // A status filter leaves one run: asking the other for rows would walk its index for nothing.
  if (filter.status === "new") return [all[0]!];
  if (filter.status) return [all[1]!];
  return all;
}

const cursorAt = microsecondsUtc(inquiries.createdAt);

/** Rows strictly after (`forward`) or before the cursor, in the run's own direction or against it. */
function beyond(cursor: InboxCursor, dir: "asc" | "desc", forward: boolean): SQL {
  const greater = (dir === "asc") === forward;
  const at = sql`(${cursor.t}::timestamptz, ${cursor.i}::integer)`;
  // A row comparison: one index range, ties on created_at settled by id.
  return greater ? sql`(${inquiries.createdAt}, ${inquiries.id}) > ${at}` : sql`(${inquiries.createdAt}, ${inquiries.id}) < ${at}`;
}

type ListedRow = InboxRow & { cursorAt: string; segment: 0 | 1 };

/** Up to `limit` rows from `from` on, forward through the runs, or backward (returned nearest first). */
async function walk(db: Executor, filter: InboxFilter, runs: Segment[], from: InboxCursor | null, forward: boolean, limit: number) {
  const where = inboxWhere(filter);
  const out: ListedRow[] = [];
  const ordered = forward ? runs : [...runs].reverse();
  const start = from ? ordered.findIndex((r) => r.index === from.s) : 0;
  for (const run of ordered.slice(Math.max(0, start))) {
    if (out.length >= limit) break;
    const sameRun = from !== null && run.index === from.s;
    const dir = forward ? run.dir : run.dir === "asc" ? "desc" : "asc";
    const by = dir === "asc" ? asc : desc;
    const rows = await db
      .select({ ...rowColumns, cursorAt })
      .from(inquiries)
      .leftJoin(users, eq(users.id, inquiries.statusChangedBy))
      .leftJoin(assignee, eq(assignee.id, inquiries.assignedTo))
      .where(and(where, run.where, sameRun ? beyond(from, run.dir, forward) : undefined))
      .orderBy(by(inquiries.createdAt), by(inquiries.id))
      .limit(limit - out.length);
    for (const row of rows) out.push({ ...row, segment: run.index });
  }
  return out;
}

const cursorOf = (row: ListedRow): string => encodeCursor({ s: row.segment, t: row.cursorAt, i: row.id });

/**
 * How many match, counted no further than the cap + 1 rows (countCap: 1,000, or 100 with a
 * search): a count of every match costs as much as reading them all, and nobody pages through
 * a thousand leads.
 */
export async function countInbox(db: Executor, filter: InboxWhere): Promise<{ total: number; more: boolean; cap: number }> {
  const cap = countCap(filter);
  const capped = db
    .select({ one: sql`1`.as("one") })
    .from(inquiries)
    .where(inboxWhere(filter))
    .limit(cap + 1)
    .as("capped");
  const [row] = await db.select({ n: count() }).from(capped);
  const n = row?.n ?? 0;
  return { total: Math.min(n, cap), more: n > cap, cap };
}

/** How many of the newest inquiries a search is first counted among (docs/decisions/081). */
export const RECENT_PROBE = 2_000;

/**
 * The count of a search that passes the cap among the newest RECENT_PROBE inquiries alone, or
 * null when it does not: a common search's "more than the cap" is then known without its
 * trigram indexes. Those hand a common word's every match to a bitmap first ('gmail': 12 ms,
 * 'reddy': 10 ms at 200,000 leads on PGlite), where reading the newest rows in turn finds the
 * cap's worth in 2-3 ms. A rarer search pays 2,000 rows of matching (~6 ms on PGlite).
 */
async function countAmongNewest(db: Executor, filter: InboxWhere): Promise<{ total: number; more: true; cap: number } | null> {
  const cap = countCap(filter);
  // The newest of those the other filters keep (through their own time indexes: a source's
  // newest 2,000, not the newest 2,000 of which a tenth are that source's), named as the table,
  // so that the filter's "inquiries"."…" columns are these rows' columns.
  const others = inboxWhere({ ...filter, q: "" });
  const newest = sql`(select * from ${inquiries} ${others ? sql`where ${others}` : sql``} order by ${inquiries.createdAt} desc, ${inquiries.id} desc limit ${RECENT_PROBE}) as ${inquiries}`;
  const result = await db.execute(
    sql`select count(*)::int as n from (select 1 from ${newest} where ${inboxWhere(filter)} limit ${cap + 1}) as probe`,
  );
  // Both drivers answer execute() with { rows }; the Db type is driver-generic.
  const [row] = (result as unknown as { rows: Array<{ n: number }> }).rows;
  return (row?.n ?? 0) > cap ? { total: cap, more: true, cap } : null;
}

/**
 * Runs `read` with the planner kept to bitmap scans, which for a search means its trigram
 * indexes (docs/decisions/055). The planner's own choice rests on an estimate taken from a
 * sample of the table: a rare phone number that happens to sit in that sample is estimated at
 * 1 % of the rows, and the planner then walks the time index or the whole table to find it
 * (280 + 230 ms at 200,000 inquiries on PGlite, against 8 + 8 ms this way).
 */
function trigramIndexesOnly<T>(db: Db, read: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    // No parallel workers either: starting one took 40 ms on PostgreSQL, for at most ~100 rows.
    await tx.execute(
      sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true), set_config('max_parallel_workers_per_gather', '0', true)`,
    );
    return read(tx);
  });
}

/**
 * One page of matching inquiries in the filter's order, from a cursor (keyset pagination: the
 * cost of a page does not grow with its depth). `next`/`prev` are cursors for the neighbouring
 * pages, null at either end. A cursor whose rows are gone (deleted since) shows the first page.
 */
export async function listInbox(db: Db, filter: InboxFilter, page: InboxPage = { after: null, before: null, size: INBOX_PAGE_SIZE }) {
  const runs = segments(filter);
  const known = (c: InboxCursor | null) => (c && runs.some((r) => r.index === c.s) ? c : null);
  const before = known(page.before);
  const after = before ? null : known(page.after);
  const from = before ?? after;
  // A search is counted first among the newest rows. When it passes the cap there, its matches
  // are dense: walking the time index finds a page of them soonest (1.5 ms against 45 ms for
  // 'kumar' read through the trigram indexes). Otherwise it is counted, and its page read,
  // through its trigram indexes: a word with more matches than the cap but few of them recent
  // ('9959' at 200,000 leads: 26 in the newest 55,000) took the walk through most of the table
  // (460 ms on PGlite), where its bitmap holds only its matches (decision 081).
  const term = searchTerm(filter.q);
  const read = (ex: Executor) => walk(ex, filter, runs, from, !before, page.size + 1);
  // A search for a reference alone finds one row: nothing to probe for.
  const common = term.pattern || term.digits ? await countAmongNewest(db, filter) : null;
  const search = common
    ? { count: common, found: null }
    : term.pattern || term.digits || term.reference
      ? await trigramIndexesOnly(db, async (tx) => ({ count: await countInbox(tx, filter), found: await read(tx) }))
      : null;
  // The count never depends on the rows: without a search both go to the database at once, one
  // wait for the database's thread or server fewer (docs/decisions/059). With one, it came first.
  const [found, counted] = search
    ? [search.found ?? (await read(db)), search.count]
    : await Promise.all([read(db), countInbox(db, filter)]);
  const { rows, next, prev } = keysetSlice(found, { size: page.size, backward: before !== null, fromCursor: from !== null }, cursorOf);
  if (rows.length === 0 && (page.after || page.before)) return listInbox(db, filter, { after: null, before: null, size: page.size });
  const { total, more, cap } = counted;
  const stripped: InboxRow[] = rows.map(({ cursorAt: _c, segment: _s, ...row }) => row);
  return { rows: stripped, total, more, cap, next, prev };
}

/**
 * When nothing matches: how many would, with each filter but the search left off in turn (issue
 * 44: "no match" says which filter hid the lead). Run only for an empty result, each count capped
 * and, with a search, read from the trigram indexes like the list.
 */
export async function countWithoutEachFilter(
  db: Db,
  filter: InboxFilter,
): Promise<Array<{ key: "status" | "source" | "language"; total: number; more: boolean }>> {
  const keys = (["status", "source", "language"] as const).filter((k) => filter[k]);
  if (keys.length === 0) return [];
  const count = (ex: Executor) => Promise.all(keys.map(async (key) => ({ key, ...(await countInbox(ex, { ...filter, [key]: null })) })));
  const term = searchTerm(filter.q);
  const counted = term.pattern || term.digits || term.reference ? await trigramIndexesOnly(db, count) : await count(db);
  return counted.map(({ key, total, more }) => ({ key, total, more }));
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

export const CALL_LIST_CAP = 100;

/**
 * The leads to call (issue 44: the printable call list): the ones still new, longest waiting
 * first, then those whose follow-up date has come, within the inbox's filter (its status aside).
 * Each part is read through its own index and capped: a list to print, not the table. `more`
 * says a part was cut (one row past the cap is read to know it). 100 a part: at 200,000 leads
 * two parts of 200 took the page past 50 ms on the embedded database (issue 45).
 */
export async function callList(db: Db, filter: InboxWhere, today: string, limit = CALL_LIST_CAP) {
  const where = inboxWhere({ ...filter, status: null });
  const columns = { ...leadColumns, followUpOn: inquiries.followUpOn, assignedName: assignee.username };
  const fresh = await db
    .select(columns)
    .from(inquiries)
    .leftJoin(assignee, eq(assignee.id, inquiries.assignedTo))
    .where(and(where, eq(inquiries.status, "new")))
    .orderBy(asc(inquiries.createdAt), asc(inquiries.id))
    .limit(limit + 1);
  // The ids first, from inquiries_follow_up_idx alone, then those rows: read in one statement,
  // the planner fetched every lead with a date (one heap page each) to sort them.
  const dueIds = db
    .select({ id: inquiries.id })
    .from(inquiries)
    .where(and(where, ne(inquiries.status, "new"), sql`${inquiries.followUpOn} is not null and ${inquiries.followUpOn} <= ${today}::date`))
    .orderBy(asc(inquiries.followUpOn), asc(inquiries.id))
    .limit(limit + 1);
  const due = await db
    .select(columns)
    .from(inquiries)
    .leftJoin(assignee, eq(assignee.id, inquiries.assignedTo))
    .where(inArray(inquiries.id, dueIds))
    .orderBy(asc(inquiries.followUpOn), asc(inquiries.id));
  return { fresh: fresh.slice(0, limit), freshMore: fresh.length > limit, due: due.slice(0, limit), dueMore: due.length > limit };
}
