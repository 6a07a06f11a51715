// The page-view counts (issue 15 item 4; docs/decisions/028): batches added to, and the
// dashboard's totals read back. Rows are additive, so any number of instances may write.
import { and, desc, gte, lte, sql } from "drizzle-orm";
import { splitLocale } from "~/i18n/locales";
import { parsePageViewKey } from "~/lib/page-views";
import type { ReferrerTotal } from "~/lib/referrers";
import type { Db } from "../db/client.server";
import { pageViews } from "../db/schema.server";

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters (6 each). */
const CHUNK = 1_000;

/** Adds a batch of counts (batch keys from pageViewKey) to the table; returns the views written. */
export async function addPageViews(db: Db, batch: ReadonlyMap<string, number>): Promise<number> {
  const rows = [...batch].map(([key, views]) => {
    const row = parsePageViewKey(key);
    return { ...row, language: splitLocale(row.path).locale, views };
  });
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db
      .insert(pageViews)
      .values(rows.slice(i, i + CHUNK))
      .onConflictDoUpdate({
        target: [pageViews.day, pageViews.path, pageViews.language, pageViews.referrerHost, pageViews.device],
        set: { views: sql`${pageViews.views} + excluded.views` },
      });
  }
  return rows.reduce((sum, r) => sum + r.views, 0);
}

export interface ViewTotal {
  key: string;
  views: number;
}

const between = (from: string, to: string) => and(gte(pageViews.day, from), lte(pageViews.day, to));
const total = sql<number>`sum(${pageViews.views})::int`;

/** Views per India day, from `from` to `to` (YYYY-MM-DD, both included); days without views are absent. */
export async function viewsPerDay(db: Db, from: string, to: string): Promise<ViewTotal[]> {
  return db
    .select({ key: pageViews.day, views: total })
    .from(pageViews)
    .where(between(from, to))
    .groupBy(pageViews.day)
    .orderBy(pageViews.day);
}

type Dimension = "path" | "referrerHost" | "device" | "language";

/** Views per page, referrer, device or language over the days, most first. */
export async function viewsBy(db: Db, dimension: Dimension, from: string, to: string, limit = 50): Promise<ViewTotal[]> {
  const column = pageViews[dimension];
  return db
    .select({ key: column, views: total })
    .from(pageViews)
    .where(between(from, to))
    .groupBy(column)
    .orderBy(desc(total), column)
    .limit(limit);
}

/**
 * Views and distinct days per referring host over the days, for foldReferrers (the dashboard
 * names a host only once it recurs). Hosts are capped per day and process when counted, so
 * this is at most a few hundred rows a day even when someone forges Referers.
 */
export async function referrerTotals(db: Db, from: string, to: string): Promise<ReferrerTotal[]> {
  return db
    .select({ key: pageViews.referrerHost, views: total, days: sql<number>`count(distinct ${pageViews.day})::int` })
    .from(pageViews)
    .where(between(from, to))
    .groupBy(pageViews.referrerHost);
}
