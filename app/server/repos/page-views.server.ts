// The page-view counts (issue 15 item 4; docs/decisions/028): batches added to, and the
// dashboard's totals read back. Rows are additive, so any number of instances may write.
import { and, gte, lte, sql } from "drizzle-orm";
import { splitLocale } from "~/i18n/locales";
import { parsePageViewKey } from "~/lib/page-views";
import { addDays } from "~/lib/reports";
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

export interface ViewTotals {
  /** Per India day, oldest first; days without views are absent. */
  perDay: ViewTotal[];
  /** Per page, language and device class, most viewed first (then by key). */
  byPath: ViewTotal[];
  byLanguage: ViewTotal[];
  byDevice: ViewTotal[];
  /** Per referring host, with the distinct days it sent views on (foldReferrers names a host once it recurs). */
  referrers: ReferrerTotal[];
}

const between = (from: string, to: string) => and(gte(pageViews.day, from), lte(pageViews.day, to));

/** Most viewed first, then by key. */
const byViews = (a: ViewTotal, b: ViewTotal) => b.views - a.views || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

type Breakdown = "day" | "path" | "language" | "device" | "referrer";

/**
 * The dashboard's visit figures over India days `from` to `to` (both included), from one scan of
 * the range: each of the five breakdowns as its own query read the same few thousand rows again,
 * and on the embedded database each read costs 2-5 ms at 200 rows a day (issue 45; decision 079).
 * Hosts are capped per day and process when counted, so the referrers are at most a few hundred.
 */
export async function viewTotals(db: Db, from: string, to: string): Promise<ViewTotals> {
  const result = await db.execute(sql`
    with v as materialized (
      select ${pageViews.day} as day, ${pageViews.path} as path, ${pageViews.language} as language,
        ${pageViews.referrerHost} as host, ${pageViews.device} as device, ${pageViews.views} as views
      from ${pageViews} where ${between(from, to)})
    select 'day' as by, day::text as key, sum(views)::int as views, null::int as days from v group by day
    union all select 'path', path, sum(views)::int, null from v group by path
    union all select 'language', language, sum(views)::int, null from v group by language
    union all select 'device', device, sum(views)::int, null from v group by device
    union all select 'referrer', host, sum(n)::int, count(*)::int from (select host, day, sum(views) as n from v group by host, day) h group by host`);
  const rows = (result as unknown as { rows: Array<{ by: Breakdown; key: string; views: number; days: number | null }> }).rows;
  const of = (by: Breakdown) => rows.filter((r) => r.by === by).map((r) => ({ key: r.key, views: r.views }));
  const mostFirst = (totals: ViewTotal[]) => totals.sort(byViews);
  return {
    perDay: of("day").sort((a, b) => (a.key < b.key ? -1 : 1)),
    byPath: mostFirst(of("path")),
    byLanguage: mostFirst(of("language")),
    byDevice: mostFirst(of("device")),
    referrers: rows.filter((r) => r.by === "referrer").map((r) => ({ key: r.key, views: r.views, days: r.days ?? 0 })),
  };
}

/**
 * The closed days' totals, read once a day per process and database: counts are flushed every
 * 30 seconds, so a day before yesterday no longer changes (only a flush held back for more than
 * a day by an unreachable database would land later, and then shows from the next day).
 */
const closedDays = new WeakMap<Db, { range: string; totals: Promise<ViewTotals> }>();

function closedTotals(db: Db, from: string, to: string): Promise<ViewTotals> {
  const range = `${from}..${to}`;
  const memo = closedDays.get(db);
  if (memo?.range === range) return memo.totals;
  const totals = viewTotals(db, from, to);
  closedDays.set(db, { range, totals });
  // A failed read is not kept: the next view tries again.
  totals.catch(() => closedDays.delete(db));
  return totals;
}

function addTotals(a: ViewTotal[], b: ViewTotal[]): ViewTotal[] {
  const sums = new Map<string, number>();
  for (const t of [...a, ...b]) sums.set(t.key, (sums.get(t.key) ?? 0) + t.views);
  return [...sums].map(([key, views]) => ({ key, views })).sort(byViews);
}

/**
 * viewTotals over India days `from` to `to` (`to` being today): the days up to the day before
 * yesterday from closedTotals, yesterday and today read each time. At 200,000 leads (about 200
 * rows a day) the 28 days cost 9 ms a view on PGlite read whole, 2 ms this way (issue 45).
 */
export async function dashboardViewTotals(db: Db, from: string, to: string): Promise<ViewTotals> {
  const closedTo = addDays(to, -2);
  if (closedTo < from) return viewTotals(db, from, to);
  const [closed, live] = await Promise.all([closedTotals(db, from, closedTo), viewTotals(db, addDays(closedTo, 1), to)]);
  const referrers = new Map<string, ReferrerTotal>();
  for (const r of [...closed.referrers, ...live.referrers]) {
    const seen = referrers.get(r.key);
    // The two ranges share no day: distinct days add up.
    referrers.set(r.key, seen ? { key: r.key, views: seen.views + r.views, days: seen.days + r.days } : { ...r });
  }
  return {
    perDay: [...closed.perDay, ...live.perDay],
    byPath: addTotals(closed.byPath, live.byPath),
    byLanguage: addTotals(closed.byLanguage, live.byLanguage),
    byDevice: addTotals(closed.byDevice, live.byDevice),
    referrers: [...referrers.values()],
  };
}
