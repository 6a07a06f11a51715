// The dashboard's lead figures (issue 15 item 5): leads per India week and a breakdown, leads
// per page, and how long leads wait for a first answer. Aggregated in the database: the
// dashboard never loads the leads themselves.
import { and, gte, isNotNull, lt, sql } from "drizzle-orm";
import type { CountRow, LeadBreakdown } from "~/lib/reports";
import type { Db } from "../db/client.server";
import { inquiries } from "../db/schema.server";

/** A stored moment as the India date it fell on, as text (YYYY-MM-DD). */
const indiaDate = sql`(${inquiries.createdAt} at time zone 'UTC' + interval '330 minutes')`;
const indiaWeek = sql<string>`date_trunc('week', ${indiaDate})::date::text`;
const indiaDay = sql<string>`(${indiaDate})::date::text`;

const BREAKDOWN_COLUMN = {
  form: sql<string | null>`${inquiries.source}`,
  therapy: sql<string | null>`nullif(trim(${inquiries.interest}), '')`,
  // Typed by the visitor: "india", "India " and "INDIA" are one country.
  country: sql<string | null>`initcap(nullif(trim(${inquiries.country}), ''))`,
  language: sql<string | null>`${inquiries.language}`,
} satisfies Record<LeadBreakdown, unknown>;

/** Leads per India week (its Monday) and breakdown value, for leads received since `from`. */
export async function leadsPerWeek(db: Db, by: LeadBreakdown, from: Date): Promise<CountRow[]> {
  const key = BREAKDOWN_COLUMN[by];
  return db
    .select({ bucket: indiaWeek, key, n: sql<number>`count(*)::int` })
    .from(inquiries)
    .where(gte(inquiries.createdAt, from))
    .groupBy(indiaWeek, key);
}

/** Leads per form page between two moments (pages as stored: "/hi/therapy/cryotherapy"). */
export async function leadsPerPage(db: Db, from: Date, to: Date): Promise<Array<{ key: string | null; n: number }>> {
  return db
    .select({ key: inquiries.pagePath, n: sql<number>`count(*)::int` })
    .from(inquiries)
    .where(and(gte(inquiries.createdAt, from), lt(inquiries.createdAt, to)))
    .groupBy(inquiries.pagePath);
}

/** Leads per India day since `from`. */
export async function leadsPerDay(db: Db, from: Date): Promise<CountRow[]> {
  return db
    .select({ bucket: indiaDay, key: sql<string | null>`null`, n: sql<number>`count(*)::int` })
    .from(inquiries)
    .where(gte(inquiries.createdAt, from))
    .groupBy(indiaDay);
}

const waitSeconds = sql`extract(epoch from (${inquiries.firstContactedAt} - ${inquiries.createdAt}))`;

export interface FirstContactWeek {
  week: string;
  /** Median seconds from arrival to the first status change; null when none was answered. */
  median: number | null;
  answered: number;
}

/** The median time to first contact per India week of arrival, for leads received since `from`. */
export async function firstContactPerWeek(db: Db, from: Date): Promise<FirstContactWeek[]> {
  const rows = await db
    .select({
      week: indiaWeek,
      median: sql<number | string | null>`percentile_cont(0.5) within group (order by ${waitSeconds})`,
      answered: sql<number>`count(*)::int`,
    })
    .from(inquiries)
    .where(and(gte(inquiries.createdAt, from), isNotNull(inquiries.firstContactedAt)))
    .groupBy(indiaWeek);
  return rows.map((r) => ({ week: r.week, median: r.median === null ? null : Number(r.median), answered: r.answered }));
}

/** Over all leads received since `from`: the median wait, how many were answered, how many wait still. */
export async function firstContactOverall(db: Db, from: Date): Promise<{ median: number | null; answered: number; waiting: number }> {
  const [row] = await db
    .select({
      median: sql<
        number | string | null
      >`percentile_cont(0.5) within group (order by ${waitSeconds}) filter (where ${inquiries.firstContactedAt} is not null)`,
      answered: sql<number>`count(${inquiries.firstContactedAt})::int`,
      waiting: sql<number>`count(*) filter (where ${inquiries.status} = 'new')::int`,
    })
    .from(inquiries)
    .where(gte(inquiries.createdAt, from));
  return { median: row?.median == null ? null : Number(row.median), answered: row?.answered ?? 0, waiting: row?.waiting ?? 0 };
}
