// The dashboard's lead figures (issue 15 item 5): leads per India week and a breakdown, leads
// per page, and how long leads wait for a first answer. Read from the rollups that triggers on
// inquiries keep (docs/decisions/043): a few hundred rows however many leads there are. The
// triggers append changes, so every read sums a key's rows.
import { and, type AnyColumn, eq, gte, lte, type SQL, sql } from "drizzle-orm";
import type { DayRange } from "~/lib/report-range";
import type { ReportDimension, ReportKind, ValueCounts } from "~/lib/report-table";
import { type CountRow, histogramMedian, type LeadBreakdown, type WaitBucket } from "~/lib/reports";
import type { Db } from "../db/client.server";
import { inquiryDayCounts, inquiryWeekWaits } from "../db/schema.server";

/** Monday of a stored India day's week, as text (YYYY-MM-DD). */
const weekOf = sql<string>`(${inquiryDayCounts.day} - (date_part('isodow', ${inquiryDayCounts.day})::integer - 1))::text`;
/** The rollups keep "" for "none"; the reports' labels take null. */
const keyOrNull = sql<string | null>`nullif(${inquiryDayCounts.key}, '')`;
const total = sql<number>`sum(${inquiryDayCounts.n})::int`;

/** Leads per India week (its Monday) and breakdown value, for leads received since the India day `from`. */
export async function leadsPerWeek(db: Db, by: LeadBreakdown, from: string): Promise<CountRow[]> {
  return db
    .select({ bucket: weekOf, key: keyOrNull, n: total })
    .from(inquiryDayCounts)
    .where(and(eq(inquiryDayCounts.dimension, by), gte(inquiryDayCounts.day, from)))
    .groupBy(weekOf, inquiryDayCounts.key)
    .having(sql`sum(${inquiryDayCounts.n}) <> 0`);
}

/** Leads per form page over India days `from` to `to`, both included (pages as stored: "/hi/therapy/cryotherapy"). */
export async function leadsPerPage(db: Db, from: string, to: string): Promise<Array<{ key: string | null; n: number }>> {
  return db
    .select({ key: keyOrNull, n: total })
    .from(inquiryDayCounts)
    .where(and(eq(inquiryDayCounts.dimension, "page"), gte(inquiryDayCounts.day, from), lte(inquiryDayCounts.day, to)))
    .groupBy(inquiryDayCounts.key)
    .having(sql`sum(${inquiryDayCounts.n}) <> 0`);
}

/** Leads per India day since the India day `from`. */
export async function leadsPerDay(db: Db, from: string): Promise<CountRow[]> {
  const day = sql<string>`${inquiryDayCounts.day}::text`;
  return db
    .select({ bucket: day, key: sql<string | null>`null`, n: total })
    .from(inquiryDayCounts)
    .where(and(eq(inquiryDayCounts.dimension, "form"), gte(inquiryDayCounts.day, from)))
    .groupBy(inquiryDayCounts.day)
    .having(sql`sum(${inquiryDayCounts.n}) <> 0`);
}

/** Leads still new: all of them, or those received since the India day `from`. */
export async function newLeads(db: Db, from?: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${inquiryDayCounts.n}), 0)::int` })
    .from(inquiryDayCounts)
    .where(
      and(
        eq(inquiryDayCounts.dimension, "status"),
        eq(inquiryDayCounts.key, "new"),
        from === undefined ? undefined : gte(inquiryDayCounts.day, from),
      ),
    );
  return row?.n ?? 0;
}

/** "42:3": a bucket's lower bound in minutes and its count. */
function parseBucket(text: string): WaitBucket {
  const colon = text.indexOf(":");
  return { minutes: Number(text.slice(0, colon)), n: Number(text.slice(colon + 1)) };
}

export interface FirstContactWeek {
  week: string;
  /** Median seconds from arrival to the first status change; null when none was answered. */
  median: number | null;
  answered: number;
}

/** The median time to first contact per India week of arrival since the Monday `from`, and over them all. */
export async function firstContact(
  db: Db,
  from: string,
): Promise<{ weeks: FirstContactWeek[]; overall: { median: number | null; answered: number } }> {
  // A row per week holding its rows as text ("42:3,45:1,…"): a busy clinic's twelve weeks are
  // ~4,000 buckets, and as rows each one cost the embedded database's result parsing and the
  // thread hop (decision 058); as one JSON array of arrays, building and parsing it cost more
  // than this does (7.1 against 5.2 ms at 200,000 leads on PGlite, decision 079). The rows are
  // not summed per bucket there: a bucket has one row once the hourly compaction has folded it,
  // and grouping 4,000 of them cost PGlite 4 of its 6 ms (decision 081); the few appended since
  // are added up here, as they may cancel out.
  const packed = await db
    .select({
      week: sql<string>`${inquiryWeekWaits.week}::text`,
      rows: sql<string>`string_agg(${inquiryWeekWaits.minutes} || ':' || ${inquiryWeekWaits.n}, ',')`,
    })
    .from(inquiryWeekWaits)
    .where(gte(inquiryWeekWaits.week, from))
    .groupBy(inquiryWeekWaits.week);
  const byWeek = new Map<string, WaitBucket[]>();
  const all = new Map<number, number>();
  for (const { week, rows } of packed.sort((a, b) => (a.week < b.week ? -1 : 1))) {
    const summed = new Map<number, number>();
    for (const { minutes, n } of rows.split(",").map(parseBucket)) summed.set(minutes, (summed.get(minutes) ?? 0) + n);
    const buckets = [...summed].filter(([, n]) => n !== 0).map(([minutes, n]) => ({ minutes, n }));
    if (buckets.length === 0) continue;
    byWeek.set(week, buckets);
    for (const { minutes, n } of buckets) all.set(minutes, (all.get(minutes) ?? 0) + n);
  }
  const answered = (buckets: readonly WaitBucket[]) => buckets.reduce((sum, b) => sum + b.n, 0);
  const overall = [...all].map(([minutes, n]) => ({ minutes, n }));
  return {
    weeks: [...byWeek].map(([week, buckets]) => ({ week, median: histogramMedian(buckets), answered: answered(buckets) })),
    overall: { median: histogramMedian(overall), answered: answered(overall) },
  };
}

/** Each kind of record the Reports page counts, with its daily rollup (dimension, day, key, n, answered, booked). */
const ROLLUPS = { leads: inquiryDayCounts } satisfies Record<ReportKind, typeof inquiryDayCounts>;

/**
 * Records of a kind per value of a dimension over the India days of `range`, with how many of
 * them were answered and are booked, and the count over `previous` (the days just before): one
 * scan of the rollup's index from previous.from to range.to, each period's sums filtered. A
 * year and the year before are 730 days of a few keys each, however many leads they hold.
 */
export async function countsByValue(
  db: Db,
  kind: ReportKind,
  dimension: ReportDimension,
  range: DayRange,
  previous: DayRange,
): Promise<ValueCounts[]> {
  const t = ROLLUPS[kind];
  const inRange = sql`${t.day} >= ${range.from}`;
  const sumIn = (column: AnyColumn, where: SQL) => sql<number>`coalesce(sum(${column}) filter (where ${where}), 0)::int`;
  return db
    .select({
      key: t.key,
      n: sumIn(t.n, inRange),
      answered: sumIn(t.answered, inRange),
      booked: sumIn(t.booked, inRange),
      previous: sumIn(t.n, sql`${t.day} < ${range.from}`),
    })
    .from(t)
    .where(and(eq(t.dimension, dimension), gte(t.day, previous.from), lte(t.day, range.to)))
    .groupBy(t.key)
    .having(sql`sum(${t.n}) <> 0`);
}

/**
 * Folds the rows the triggers appended into one per key, dropping keys that sum to nothing;
 * only keys with more than one row are rewritten. Safe beside concurrent writers and another
 * instance's compaction: rows appended meanwhile are not in this statement's snapshot and stay.
 */
export async function compactRollups(db: Db): Promise<void> {
  await db.execute(sql`
    with split as (
      select dimension, day, key from inquiry_day_counts group by 1, 2, 3 having count(*) > 1 or sum(n) = 0),
    gone as (
      delete from inquiry_day_counts c using split s
      where c.dimension = s.dimension and c.day = s.day and c.key = s.key
      returning c.dimension, c.day, c.key, c.n, c.answered, c.booked)
    insert into inquiry_day_counts (dimension, day, key, n, answered, booked)
    select dimension, day, key, sum(n)::int, sum(answered)::int, sum(booked)::int from gone group by 1, 2, 3 having sum(n) <> 0`);
  await db.execute(sql`
    with split as (
      select week, minutes from inquiry_week_waits group by 1, 2 having count(*) > 1 or sum(n) = 0),
    gone as (
      delete from inquiry_week_waits w using split s
      where w.week = s.week and w.minutes = s.minutes
      returning w.week, w.minutes, w.n)
    insert into inquiry_week_waits (week, minutes, n)
    select week, minutes, sum(n)::int from gone group by 1, 2 having sum(n) <> 0`);
}

/**
 * Reclaims the rows compactRollups deleted, on the embedded database (PostgreSQL servers have
 * autovacuum): until then every read of a rollup walks past them. At 200,000 leads the week
 * waits' twelve-week read went from 3.8 ms to 0.7 ms; each table is a few tens of thousands of
 * rows, so this takes tens of milliseconds (issue 45, decision 079).
 */
export async function vacuumRollups(db: Db): Promise<void> {
  await db.execute(sql`vacuum analyze inquiry_day_counts, inquiry_week_waits`);
}
